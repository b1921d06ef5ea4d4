// REQUIRES: cuda-gpu
// TMA multicast on the GPU (Inputs/tma-multicast.mlir): two blocks of a
// cluster share a 64 x 128 tile as two 64 x 64 panels under the 128-byte
// swizzle, each block multicasting one into both (the panel chosen from the
// rank, or by a branch on it), each expecting the whole tile on its own
// mbarrier; without multicast as the control. Every element of both panels
// in both blocks is T's.
//
// Why it would fail: a multicast landing only in its issuer, at another
// offset in the other block, or signalling the wrong mbarrier leaves
// elements that are not T's (counted per block and panel) or never
// completes the phase (the run stops at the wait's timeout).
// RUN: kfusion-runner %S/Inputs/tma-multicast.mlir -e computed --entry-point-result=void | FileCheck %s
// RUN: kfusion-runner %S/Inputs/tma-multicast.mlir -e branched --entry-point-result=void | FileCheck %s
// RUN: kfusion-runner %S/Inputs/tma-multicast.mlir -e local --entry-point-result=void | FileCheck %s
// CHECK: block 0 panel 0: 0
// CHECK-NEXT: block 0 panel 1: 0
// CHECK-NEXT: block 1 panel 0: 0
// CHECK-NEXT: block 1 panel 1: 0
