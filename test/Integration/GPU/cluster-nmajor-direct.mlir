// REQUIRES: cuda-gpu
// Clusters beside an N-major B of two panels (Inputs/cluster-nmajor-parts.mlir;
// issue 39): the cluster GEMM kernel of cluster-nmajor-gemm.mlir (expected
// to fail there) with its epilogue's staging through shared memory replaced
// by each thread storing its accumulators to C. Equal here and wrong there
// puts the fault in the staging epilogue; wrong in both, in the loads (see
// cluster-nmajor-loads.mlir) or the multiply.
//
// Why it would fail: the wrong elements of C, counted per block, half of the
// rows and panel.
// RUN: kfusion-runner %S/Inputs/cluster-nmajor-parts.mlir -e gemm_direct --entry-point-result=void | FileCheck %s
// CHECK-COUNT-8: panel {{[01]}}: 0{{$}}
// CHECK-NOT: panel
