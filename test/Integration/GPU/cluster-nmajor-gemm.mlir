// REQUIRES: cuda-gpu
// The known failure of issue 39 (docs/gemm.md "Clusters"): a 1 x 2 cluster
// sharing A beside an N-major B of two panels (Inputs/cluster-nmajor-gemm.mlir,
// kfusion-gemm-to-gpu's kernel built with whyInvalidCluster's panel rule
// lifted) computed wrong values on an H100 in the block of rank 1, in B's
// second panel, while kfusion-sim runs the same kernel (not emulated) equal
// (../Sim/Gemm/cluster-nmajor-gemm.mlir). Expected to fail until the cause
// is found; cluster-nmajor-loads.mlir tells the loads from the multiply.
// XFAIL: *
//
// Why it would fail (when the cause is mended, an unexpected pass): the
// wrong elements of C, counted per block, half of the rows and panel.
// RUN: kfusion-runner %S/Inputs/cluster-nmajor-gemm.mlir -e gemm_cluster --entry-point-result=void | FileCheck %s
// CHECK-COUNT-8: panel {{[01]}}: 0{{$}}
// CHECK-NOT: panel
