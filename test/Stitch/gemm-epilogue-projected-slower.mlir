// A GEMM's consumer that its epilogue could take but that the plan keeps
// apart says why, with the model's projections: GPT-3's up projection at
// M = 512 with its bias and four tanh GELUs in a row (made up: about four
// times the epilogue), under a written ping-pong plan of one-warpgroup
// teams. Its 128 tiles give each block one tile, so the team's epilogue
// overlaps no other tile's k loop and the model projects the fused kernel
// slower than the GEMM and a thread kernel apart. With the one GELU of the
// real layer the model fuses it since its wave ramp and one-round stores (the
// GEMM's time counts the ramp either way; measured on an H100, fused 4.9%
// faster: bench/results/2026-12-07-h100-gemm-model-projection, call 2). At
// M = 1024, where blocks take two tiles, the model's own plan takes the
// GELU's epilogue, and no such remark.
// RUN: kfusion-opt %s --kfusion-plan-stitch=device=h100 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s

// CHECK-LABEL: remark: stitch plan (ilp) of @written_pingpong: 2 ops, 0 candidate patterns, 2 kernels
// CHECK: remark: op 1 is not fused into this GEMM's epilogue: projected [[FUSED:[0-9.]+]] us with it against [[GEMM:[0-9.]+]] + [[GELU:[0-9.]+]] us apart
// CHECK: remark: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM], gemm composition
// CHECK: remark: stitch group 1 (plan=ilp): ops [1:elementwise], thread composition
func.func @written_pingpong(%A: tensor<512x12288xf16>, %B: tensor<12288x6144xf16>, %bias: tensor<6144xf32>) -> tensor<512x6144xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x6144xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<512x6144xf32>) -> tensor<512x6144xf32>
  %c = linalg.matmul {kfusion.gemm_schedule = "pingpong", kfusion.gemm_tile = array<i64: 128, 192, 64>, kfusion.gemm_groups = array<i64: 1, 1>, kfusion.gemm_stages = 5 : i64}
      ins(%A, %B : tensor<512x12288xf16>, tensor<12288x6144xf16>) outs(%f : tensor<512x6144xf32>) -> tensor<512x6144xf32>
  %o = tensor.empty() : tensor<512x6144xf16>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<512x6144xf32>, tensor<6144xf32>) outs(%o : tensor<512x6144xf16>) {
  ^bb0(%x: f32, %b: f32, %out: f16):
    %v = arith.addf %x, %b : f32
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k0 = arith.constant 0.7978845608 : f32
    %k1 = arith.constant 0.044715 : f32
    %av2 = arith.mulf %v, %v : f32
    %av3 = arith.mulf %av2, %v : f32
    %ai1 = arith.mulf %av3, %k1 : f32
    %ai2 = arith.addf %v, %ai1 : f32
    %ai3 = arith.mulf %ai2, %k0 : f32
    %at = math.tanh %ai3 : f32
    %at1 = arith.addf %at, %one : f32
    %ah = arith.mulf %v, %half : f32
    %ag = arith.mulf %ah, %at1 : f32
    %bv2 = arith.mulf %ag, %ag : f32
    %bv3 = arith.mulf %bv2, %ag : f32
    %bi1 = arith.mulf %bv3, %k1 : f32
    %bi2 = arith.addf %ag, %bi1 : f32
    %bi3 = arith.mulf %bi2, %k0 : f32
    %bt = math.tanh %bi3 : f32
    %bt1 = arith.addf %bt, %one : f32
    %bh = arith.mulf %ag, %half : f32
    %bg = arith.mulf %bh, %bt1 : f32
    %cv2 = arith.mulf %bg, %bg : f32
    %cv3 = arith.mulf %cv2, %bg : f32
    %ci1 = arith.mulf %cv3, %k1 : f32
    %ci2 = arith.addf %bg, %ci1 : f32
    %ci3 = arith.mulf %ci2, %k0 : f32
    %ct = math.tanh %ci3 : f32
    %ct1 = arith.addf %ct, %one : f32
    %ch = arith.mulf %bg, %half : f32
    %cg = arith.mulf %ch, %ct1 : f32
    %dv2 = arith.mulf %cg, %cg : f32
    %dv3 = arith.mulf %dv2, %cg : f32
    %di1 = arith.mulf %dv3, %k1 : f32
    %di2 = arith.addf %cg, %di1 : f32
    %di3 = arith.mulf %di2, %k0 : f32
    %dt = math.tanh %di3 : f32
    %dt1 = arith.addf %dt, %one : f32
    %dh = arith.mulf %cg, %half : f32
    %dg = arith.mulf %dh, %dt1 : f32
    %r = arith.truncf %dg : f32 to f16
    linalg.yield %r : f16
  } -> tensor<512x6144xf16>
  return %y : tensor<512x6144xf16>
}

// CHECK-LABEL: remark: stitch plan (ilp) of @model_plan_two_rounds: 2 ops, 1 candidate patterns, 1 kernels
// CHECK-NOT: is not fused into this GEMM's epilogue
// CHECK: remark: stitch group 0 (plan=ilp): ops [0:tensor-core GEMM, 1:elementwise], gemm composition
func.func @model_plan_two_rounds(%A: tensor<1024x12288xf16>, %B: tensor<12288x6144xf16>, %bias: tensor<6144xf32>) -> tensor<1024x6144xf16> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x6144xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024x6144xf32>) -> tensor<1024x6144xf32>
  %c = linalg.matmul ins(%A, %B : tensor<1024x12288xf16>, tensor<12288x6144xf16>) outs(%f : tensor<1024x6144xf32>) -> tensor<1024x6144xf32>
  %o = tensor.empty() : tensor<1024x6144xf16>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<1024x6144xf32>, tensor<6144xf32>) outs(%o : tensor<1024x6144xf16>) {
  ^bb0(%x: f32, %b: f32, %out: f16):
    %v = arith.addf %x, %b : f32
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %k0 = arith.constant 0.7978845608 : f32
    %k1 = arith.constant 0.044715 : f32
    %v2 = arith.mulf %v, %v : f32
    %v3 = arith.mulf %v2, %v : f32
    %i1 = arith.mulf %v3, %k1 : f32
    %i2 = arith.addf %v, %i1 : f32
    %i3 = arith.mulf %i2, %k0 : f32
    %t = math.tanh %i3 : f32
    %t1 = arith.addf %t, %one : f32
    %h = arith.mulf %v, %half : f32
    %g = arith.mulf %h, %t1 : f32
    %r = arith.truncf %g : f32 to f16
    linalg.yield %r : f16
  } -> tensor<1024x6144xf16>
  return %y : tensor<1024x6144xf16>
}
