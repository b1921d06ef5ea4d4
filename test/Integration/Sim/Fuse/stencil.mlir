// The stencil chains written in linalg (Fuse/Inputs/stencils.mlir) through
// kfusion-fuse (its stencil candidate: point kernels fused by SC'14, halos
// recomputed in shared memory) equal upstream's loops on random inputs,
// with blocks run forward, in reverse and at random, and at uneven speeds;
// the fused program compiles to cubin where ptxas is.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Fuse/Inputs/stencils.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Fuse/Inputs/stencils.mlir --kfusion-fuse -o %t.fused.mlir 2>/dev/null
// RUN: for f in jacobi3 sweep_coeff blur1d heat3d; do for s in forward reverse random; do kfusion-sim %t.ref.mlir --compare=%t.fused.mlir -e $f --seed=71 --schedule=$s --rtol=1e-6 --atol=1e-6 || exit 1; done; kfusion-sim %t.ref.mlir --compare=%t.fused.mlir -e $f --seed=72 --skew --rtol=1e-6 --atol=1e-6 || exit 1; done | FileCheck %s
// RUN: %if ptxas %{ kfusion-opt %t.fused.mlir --kfusion-to-cubin -o %t.cubin.mlir && FileCheck %s --check-prefix=CUBIN < %t.cubin.mlir %}

// CHECK-COUNT-16: kfusion-sim: equal:
// CUBIN: gpu.binary @jacobi3_kernels
