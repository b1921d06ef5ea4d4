// RUN: not kfusion-opt %s --kfusion-fuse 2>&1 | FileCheck %s

// Found by the fuzzer (target fuse, seed 11, 2026-12-04): a GEMM asking for
// 2 x 32 warpgroups (8320 threads) left the persistent candidate's register
// split no registers per thread, and the model's resident-blocks count divided
// by that zero before the configuration rules could refuse it (SIGFPE in
// residentBlocks). Now the rules refuse it, with the reason, on the GEMM.

// CHECK: error: kfusion-fuse: no candidate of @rowrow could be built: cannot stitch these ops: no tensor-core GEMM configuration fits: no GEMM kernel for this plan: {{.*}}2x32 warpgroups

func.func @rowrow(%a: tensor<128x320xf16>, %b: tensor<320x256xf16>) -> tensor<128x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x256xf32>) -> tensor<128x256xf32>
  %c = linalg.matmul {kfusion.gemm_flavour = "wgmma", kfusion.gemm_groups = array<i64: 2, 32>, kfusion.gemm_load = "tma-producer", kfusion.gemm_stages = 3 : i64, kfusion.gemm_tile = array<i64: 128, 128, 64>} ins(%a, %b : tensor<128x320xf16>, tensor<320x256xf16>) outs(%f : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %c : tensor<128x256xf32>
}
