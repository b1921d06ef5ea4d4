// kfusion-stitch l2-policy: the loads of each kernel's read-only inputs carry
// kfusion.l2_policy (evict_last by default), which kfusion-to-cubin lowers to
// ld.global.L2::cache_hint (Conversion/KFusionToNVVM/l2-policy.mlir); loads of
// a buffer the kernel writes and of shared memory stay plain; l2-policy=none
// writes none; a wrong name is an error. The interpreter runs the marked
// program as the plain one (Integration/Sim/Stitch/l2-policy.mlir).
//
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="plan=none" -o %t.none.mlir 2>/dev/null
// RUN: FileCheck %s < %t.none.mlir
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="l2-policy=none" -o %t.off.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=OFF < %t.off.mlir
// RUN: kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="l2-policy=evict_first" -o %t.first.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=FIRST < %t.first.mlir
// RUN: not kfusion-opt %S/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu="l2-policy=keep" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// The block reduction reads x under the policy, its shared partials
// plainly (its init is a constant: no load), and stores its result plainly.
// CHECK-LABEL: gpu.func @step_k0_block(
// CHECK-COUNT-4: vector.load %arg0[{{.*}}] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16x2048xf32>, vector<4xf32>
// CHECK: memref.store {{.*}} : memref<8xf32, #gpu.address_space<workgroup>>
// CHECK: memref.load %view[{{.*}}] : memref<8xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: kfusion.l2_policy
// CHECK: memref.store {{.*}}, %arg1[{{.*}}] : memref<16xf32>
// The exp reads x and the row maximum under the policy.
// CHECK-LABEL: gpu.func @step_k1_thread(
// CHECK: vector.load %arg0[{{.*}}] {alignment = 16 : i64, kfusion.l2_policy = "evict_last"} : memref<16x2048xf32>, vector<4xf32>
// CHECK: memref.load %arg1[{{.*}}] {kfusion.l2_policy = "evict_last"} : memref<16xf32>
// The elementwise tail: its three inputs under the policy, its store plain.
// CHECK-LABEL: gpu.func @step_k4_thread(
// CHECK-COUNT-3: vector.load {{.*}}kfusion.l2_policy = "evict_last"
// CHECK: vector.store {{.*}} {alignment = 16 : i64} : memref<16x2048xf32>, vector<4xf32>

// l2-policy=none: no load marked.
// OFF-LABEL: gpu.module @step_stitched
// OFF-NOT: kfusion.l2_policy

// l2-policy=evict_first: that priority, the default's nowhere.
// FIRST-LABEL: gpu.module @step_stitched
// FIRST: vector.load {{.*}}kfusion.l2_policy = "evict_first"
// FIRST-NOT: kfusion.l2_policy = "evict_last"

// BAD: error: kfusion-stitch: l2-policy must be evict_last, evict_first or none, not 'keep'
