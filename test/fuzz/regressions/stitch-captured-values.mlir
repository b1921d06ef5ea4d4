// RUN: kfusion-opt %s --kfusion-stitch="remarks=false" | FileCheck %s
// RUN: kfusion-opt %s --kfusion-stitch-to-gpu="remarks=false" -o /dev/null
// RUN: kfusion-opt %s --kfusion-fuse -o /dev/null 2>/dev/null
// (Integration/Sim/Stitch/captured-values.mlir runs the stitched programs
// against upstream's loops.)

// Found by the fuzzer (seed 120, mutant 135 of
// test/Stitch/Inputs/split-reductions.mlir, whose @no_combiner yields
// `arith.subf %acc, %in`, made to yield the function's constant %z): a
// payload that yields a value from outside the linalg.generic, or combines
// one with its accumulator, was cloned into the kernel with that operand
// still the host function's value (cloneGenericPayload captured the values
// of the payload's ops, not the yield's, and the row and loop templates
// looked the combiner's other operand up unmapped); the greedy clean-up
// after kfusion-stitch then folded an op whose operand lived in another
// function (SIGSEGV in mlir::Operation::fold; kfusion-stitch,
// kfusion-stitch-to-gpu and kfusion-fuse). The kernels now hold their own
// constant, and take a captured function argument as a scalar argument.

// CHECK-LABEL: gpu.func @yield_constant_k0_loop(
// CHECK: arith.constant 5.000000e-01 : f32
// CHECK-LABEL: gpu.func @combine_constant_k0_warp(
// CHECK: arith.constant 2.500000e-01 : f32
// CHECK-LABEL: gpu.func @yield_argument_k0_thread(
// CHECK-SAME: %[[ARG:[a-z0-9]+]]: f32
// CHECK: %[[SPLAT:.*]] = vector.broadcast %[[ARG]] : f32 to vector<4xf32>
// CHECK: vector.store %[[SPLAT]]

// A reduction whose payload yields a constant of the function.
func.func @yield_constant(%x: tensor<6x24x32xf32>) -> tensor<24xf32> {
  %z = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<24xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>],
                       iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%x : tensor<6x24x32xf32>) outs(%f : tensor<24xf32>) {
  ^bb0(%in: f32, %acc: f32):
    linalg.yield %z : f32
  } -> tensor<24xf32>
  return %r : tensor<24xf32>
}

// A row reduction whose combiner adds a constant of the function to the
// accumulator (the row's count times 0.25).
func.func @combine_constant(%x: tensor<24x256xf32>) -> tensor<24xf32> {
  %z = arith.constant 0.0 : f32
  %k = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<24xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<24xf32>) -> tensor<24xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<24x256xf32>) outs(%f : tensor<24xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %k, %acc : f32
    linalg.yield %s : f32
  } -> tensor<24xf32>
  return %r : tensor<24xf32>
}

// An elementwise op that yields a scalar argument of the function.
func.func @yield_argument(%x: tensor<24x256xf32>, %v: f32) -> tensor<24x256xf32> {
  %e = tensor.empty() : tensor<24x256xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<24x256xf32>) outs(%e : tensor<24x256xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<24x256xf32>
  return %r : tensor<24x256xf32>
}
