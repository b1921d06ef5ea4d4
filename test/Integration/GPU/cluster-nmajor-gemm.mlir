// REQUIRES: cuda-gpu
// Clusters beside an N-major B of two panels (issue 39): a 1 x 2 cluster
// sharing A (Inputs/cluster-nmajor-gemm.mlir, kfusion-gemm-to-gpu's kernel)
// and the same tile without a cluster. Before the wgmma descriptors' start
// address was masked to bits 4-17, the block of rank 1 computed wrong
// values in B's second panel on an H100 (its shared addresses carry its
// rank in bit 24, which spilled into the descriptor's leading byte offset);
// ../Sim/Gemm/cluster-nmajor-gemm.mlir runs the same kernels and the
// unmasked one on kfusion-sim.
//
// Why it would fail: the wrong elements of C, counted per block, half of the
// rows and panel.
// RUN: kfusion-runner %S/Inputs/cluster-nmajor-gemm.mlir -e gemm_cluster --entry-point-result=void | FileCheck %s
// RUN: kfusion-runner %S/Inputs/cluster-nmajor-gemm.mlir -e gemm_alone --entry-point-result=void | FileCheck %s
// CHECK-COUNT-8: panel {{[01]}}: 0{{$}}
// CHECK-NOT: panel
