// The GPU test of clusters beside an N-major B of two panels
// (../../GPU/cluster-nmajor-gemm.mlir) on the interpreter: the same
// program (kfusion-gemm-to-gpu's own kernels, not emulated) under the
// forward and random block orders, at the dynamic shared memory's default
// address and at 48 (the kernels align their stages themselves). Every
// element of C is A B, in both blocks of the cluster and both of B's panels.
// Then the kernel as it was before issue 39's fix, its wgmma descriptors'
// start address not masked to bits 4-17 (the mask's constant made 2^40):
// the block of rank 1, whose shared addresses carry its rank in bit 24 as
// on the GPU, reads B's second panel from where nothing was written, as
// the H100 computed wrong values there.
//
// Why it would fail: a multicast landing elsewhere in the other block, a
// panel loaded to or read from the wrong place, or a swizzle that the TMA
// load and the MMA's descriptor see differently leaves wrong elements
// (counted per block, half of the rows and panel), or a phase never
// completes (a livelock report); the unmasked kernel run equal means the
// interpreter no longer gives a cluster's blocks the GPU's addresses.
// RUN: for a in 0 48; do for e in gemm_alone gemm_cluster; do kfusion-sim %S/../../GPU/Inputs/cluster-nmajor-gemm.mlir -e $e --entry-point-result=void --dynamic-shared-address=$a --schedule=random --skew --seed=6 || exit 1; done; done | FileCheck %s
// RUN: sed 's/%%c16384 = arith.constant 16384 : index/%%c16384 = arith.constant 1099511627776 : index/' %S/../../GPU/Inputs/cluster-nmajor-gemm.mlir | not kfusion-sim - -e gemm_cluster --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=UNMASKED
// CHECK-COUNT-32: panel {{[01]}}: 0{{$}}
// CHECK-NOT: panel
// UNMASKED: error: uninitialized read: load of byte {{[0-9]+}} of dynamic shared memory of @step_gemm0, which nothing wrote [kernel @step_gemm0, block (1, 0, 0)
// UNMASKED-NEXT: at loc({{.*}}): 'nvvm.wgmma.mma_async'
