// REQUIRES: cuda-gpu
// Where a block of a cluster sees its own shared memory
// (Inputs/cluster-shared-address.mlir; issue 39): its rank in the cluster in
// bits 24 and up of the address, the address below the same in every block.
// kfusion-sim gives the same addresses (../Sim/cluster-shared-address.mlir,
// the same program and checks): a wgmma descriptor's start field keeps
// address bits 4-17 only, and one built from the whole address put rank 1's
// bit into the leading byte offset (wrong panels past the first).
//
// Why it would fail: a GPU (or driver) that puts the rank elsewhere, or none
// in a cluster of one: KFusion/Common/SharedAddress.h (the interpreter's
// addresses, the descriptors' mask, the index-width bound) must then follow
// it.
// RUN: kfusion-runner %S/Inputs/cluster-shared-address.mlir -e main --entry-point-result=void | FileCheck %S/Inputs/cluster-shared-address.mlir
