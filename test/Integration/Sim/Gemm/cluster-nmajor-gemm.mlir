// The GPU test of clusters beside an N-major B of two panels
// (../../GPU/cluster-nmajor-{loads,gemm,direct}.mlir) on the
// interpreter: the same programs (kfusion-gemm-to-gpu's own kernels, not
// emulated) under the forward and random block orders, at the dynamic
// shared memory's default address and at 48 (the kernels align their stages
// themselves). Every element of C is A B, in both blocks of the cluster and
// both of B's panels; the stage holds A's two halves (one multicast by each
// block) and B's two panels where the MMAs read them.
//
// Why it would fail: a multicast landing elsewhere in the other block, a
// panel loaded to or read from the wrong place, or a swizzle that the TMA
// load and the MMA's descriptor see differently leaves wrong elements
// (counted per block, half of the rows and panel), or a phase never
// completes (a livelock report).
// RUN: kfusion-sim %S/../../GPU/Inputs/cluster-nmajor-parts.mlir -e stage --entry-point-result=void | FileCheck %s --check-prefix=STAGE
// RUN: kfusion-sim %S/../../GPU/Inputs/cluster-nmajor-parts.mlir -e stage --entry-point-result=void --dynamic-shared-address=48 --schedule=random --seed=5 | FileCheck %s --check-prefix=STAGE
// RUN: for a in 0 48; do for e in gemm:gemm_alone gemm:gemm_cluster parts:gemm_direct; do kfusion-sim %S/../../GPU/Inputs/cluster-nmajor-${e%%:*}.mlir -e ${e#*:} --entry-point-result=void --dynamic-shared-address=$a --schedule=random --skew --seed=6 || exit 1; done; done | FileCheck %s --check-prefix=GEMM
// STAGE-COUNT-8: region {{[0-3]}}: 0{{$}}
// STAGE-NOT: region
// GEMM-COUNT-48: panel {{[01]}}: 0{{$}}
// GEMM-NOT: panel
