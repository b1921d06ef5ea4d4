// REQUIRES: cuda-gpu
// Clusters beside an N-major B of two panels, the loads and the control
// (issue 39): @stage (Inputs/cluster-nmajor-parts.mlir) runs the cluster
// GEMM kernel's producer (A's halves multicast, B's two panels loaded by
// each block alone, one mbarrier expecting all) with consumers that check
// every element of the stage instead of multiplying; @gemm_alone
// (Inputs/cluster-nmajor-gemm.mlir) the same GEMM tile without a cluster.
// cluster-nmajor-gemm.mlir runs the cluster kernel.
//
// Why it would fail: a multicast or panel load landing in the wrong place or
// block, or a phase completing before all of its bytes landed, leaves
// elements of the stage that are not the operands' (counted per block and
// region: A's rows 0-63 and 64-127, B's panels 0 and 1); a wrong N-major
// multi-panel kernel leaves wrong elements of C.
// RUN: kfusion-runner %S/Inputs/cluster-nmajor-parts.mlir -e stage --entry-point-result=void | FileCheck %s --check-prefix=STAGE
// RUN: kfusion-runner %S/Inputs/cluster-nmajor-gemm.mlir -e gemm_alone --entry-point-result=void | FileCheck %s --check-prefix=ALONE
// STAGE-COUNT-8: region {{[0-3]}}: 0{{$}}
// STAGE-NOT: region
// ALONE-COUNT-8: panel {{[01]}}: 0{{$}}
// ALONE-NOT: panel
