// kfusion-stitch-to-gpu rewrites only the functions on tensors and cleans up
// only what it generated: the rest of the module (here a host function and a
// kernel in the standard GPU form, with an addition of zero a canonicalizer
// would fold) is left exactly as written. (A fuzzing mutant of such a program
// once crashed upstream's canonicalizer through this pipeline.)
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu -o - 2>/dev/null | FileCheck %s

// A host function not on tensors: its addition of zero stays.
// CHECK-LABEL: func.func @host(
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: arith.addi %{{.*}}, %[[Z]] : index
func.func @host(%n: index) -> index {
  %z = arith.constant 0 : index
  %r = arith.addi %n, %z : index
  return %r : index
}

// The function on tensors: rewritten (its arguments become memrefs).
// CHECK-LABEL: func.func @step(
// CHECK-SAME: memref<4x8xf32>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @step(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// A kernel in the standard GPU form: its addition of zero stays.
// CHECK-LABEL: gpu.module @kernels
// CHECK: %[[Z2:.*]] = arith.constant 0 : index
// CHECK: arith.addi %{{.*}}, %[[Z2]] : index
gpu.module @kernels {
  gpu.func @k(%m: memref<4xf32>) kernel {
    %z = arith.constant 0 : index
    %t = gpu.thread_id x
    %i = arith.addi %t, %z : index
    %v = memref.load %m[%i] : memref<4xf32>
    memref.store %v, %m[%i] : memref<4xf32>
    gpu.return
  }
}
