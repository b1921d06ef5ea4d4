// A cluster's blocks see their shared memory where the GPU shows them
// (../GPU/cluster-shared-address.mlir runs the same program and checks on
// the GPU): rank << 24 above the same offset in every block; blocks of a
// launch without clusters, and a cluster of one, at rank 0. wgmma
// descriptors keep bits 4-17 of those addresses (issue 39).
//
// Why it would fail: blocks of a cluster at one address (an unmasked wgmma
// descriptor runs equal here and wrong on the GPU), or the rank elsewhere.
// RUN: kfusion-sim %S/../GPU/Inputs/cluster-shared-address.mlir -e main --entry-point-result=void | FileCheck %S/../GPU/Inputs/cluster-shared-address.mlir
// RUN: kfusion-sim %S/../GPU/Inputs/cluster-shared-address.mlir -e main --entry-point-result=void --dynamic-shared-address=48 --schedule=reverse | FileCheck %S/../GPU/Inputs/cluster-shared-address.mlir
