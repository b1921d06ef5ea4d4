// kfusion-stitch l2-policy: the loads of each kernel's read-only inputs carry
// kfusion.l2_policy (evict_last by default), which kfusion-to-cubin lowers to
// ld.global.L2::cache_hint; loads of a buffer the kernel writes and of shared
// memory stay plain; l2-policy=none writes none; a wrong name is an error.
// The interpreter runs the marked program as the plain one: equal results
// under every plan.
//
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: FileCheck %s < %t.none.mlir
// The fill kernel only writes; the block reduction reads x and its init
// (the fill's output) under the policy, its shared partials plainly.
// CHECK-LABEL: gpu.func @step_k0_thread(
// CHECK-NOT: kfusion.l2_policy
// CHECK-LABEL: gpu.func @step_k1_block(
// CHECK-COUNT-4: vector.load %arg0[{{.*}}] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16x2048xf32>, vector<4xf32>
// CHECK: memref.store {{.*}} : memref<8xf32, #gpu.address_space<workgroup>>
// CHECK: memref.load %view[{{.*}}] : memref<8xf32, #gpu.address_space<workgroup>>
// CHECK: memref.load %arg1[{{.*}}] {kfusion.l2_policy = "evict_last"} : memref<16xf32>
// CHECK: memref.store {{.*}}, %arg2[{{.*}}] : memref<16xf32>
// CHECK-LABEL: gpu.func @step_k6_thread(
// CHECK-COUNT-3: vector.load {{.*}}kfusion.l2_policy = "evict_last"
// CHECK: vector.store {{.*}} {alignment = 16 : i64} : memref<16x2048xf32>, vector<4xf32>
//
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="l2-policy=none" -o %t.off.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=OFF < %t.off.mlir
// OFF: gpu.func
// OFF-NOT: kfusion.l2_policy
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="l2-policy=evict_first" -o %t.first.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=FIRST < %t.first.mlir
// FIRST: vector.load {{.*}}kfusion.l2_policy = "evict_first"
// FIRST-NOT: kfusion.l2_policy = "evict_last"
//
// RUN: not kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="l2-policy=keep" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: kfusion-stitch: l2-policy must be evict_last, evict_first or none, not 'keep'
//
// Equal to upstream's loops on the interpreter, marked or not, fused or not.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/Inputs/softmax-gelu.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: for p in none ilp off first; do kfusion-sim %t.ref.mlir --compare=%t.$p.mlir -e step --seed=41 --schedule=random --rtol=1e-4 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-4: kfusion-sim: equal:
//
// The marked loads reach PTX hinted, under one policy register per kernel.
// RUN: rm -rf %t.bin && mkdir -p %t.bin
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t.bin" -o /dev/null 2>/dev/null
// RUN: cat %t.bin/*.ptx | FileCheck %s --check-prefix=PTX
// PTX: .visible .entry
// PTX: createpolicy.fractional.L2::evict_last.b64 [[P:%rd[0-9]+]], 1.0;
// PTX: ld.global.L2::cache_hint.v4.b32 {{.*}}, [[P]];
