// The GPU test of TMA multicast (../GPU/tma-multicast.mlir) on the
// interpreter: the same program and lines (two blocks sharing a 64 x 128
// tile as two swizzled panels, each multicasting one; without multicast as
// the control), under the forward and random block orders.
//
// Why it would fail: a multicast landing only in its issuer or at another
// place in the other block leaves elements that are not T's (counted per
// block and panel), or never completes the other block's phase (a livelock
// report).
// RUN: kfusion-sim %S/../GPU/Inputs/tma-multicast.mlir -e computed --entry-point-result=void | FileCheck %s
// RUN: kfusion-sim %S/../GPU/Inputs/tma-multicast.mlir -e branched --entry-point-result=void --schedule=random --skew --seed=7 | FileCheck %s
// RUN: kfusion-sim %S/../GPU/Inputs/tma-multicast.mlir -e local --entry-point-result=void | FileCheck %s
// CHECK: block 0 panel 0: 0
// CHECK-NEXT: block 0 panel 1: 0
// CHECK-NEXT: block 1 panel 0: 0
// CHECK-NEXT: block 1 panel 1: 0
