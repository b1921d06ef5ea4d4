// RUN: kfusion-opt %s --verify-diagnostics -split-input-file --kfusion-stitch-to-gpu="device=h200 remarks=false" -o /dev/null

// Row-wise epilogues (row reductions in a tensor-core GEMM's kernel) the GEMM
// kernel refuses, each grouped by hand with its GEMM: the error on the GEMM
// names the rule.

// A row-wise epilogue needs a tile spanning the row: 320 columns are more
// than any tile's 256, so a softmax-like group made by hand has no kernel.
#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (m)>
#rowt = affine_map<(m, n) -> (n)>
func.func @too_wide(%x: tensor<64x64xf16>, %w: tensor<64x320xf16>) -> tensor<64x320xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x320xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x320xf32>) -> tensor<64x320xf32>
  // expected-error-re @+1 {{cannot stitch these ops: no tensor-core GEMM configuration fits: no GEMM kernel for this plan: none of {{[0-9]+}} candidate configurations is valid (the first: {{.*}}: the epilogue's row-wise ops need a tile that spans the row: TN = 256 is narrower than N = 320)}}
  %c = linalg.matmul {kfusion.stitch_group = 0 : i64} ins(%x, %w : tensor<64x64xf16>, tensor<64x320xf16>) outs(%f : tensor<64x320xf32>) -> tensor<64x320xf32>
  %er = tensor.empty() : tensor<64xf32>
  %zi = linalg.fill ins(%z : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<64x320xf32>) outs(%zi : tensor<64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %s : tensor<64x320xf32>, tensor<64xf32>) outs(%e : tensor<64x320xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<64x320xf32>
  return %p : tensor<64x320xf32>
}

// -----

// A row reduction whose initial value is a tensor argument: the kernel
// computes each row's start from constants only.
#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (m)>
#rowt = affine_map<(m, n) -> (n)>
func.func @argument_init(%x: tensor<64x64xf16>, %w: tensor<64x128xf16>, %init: tensor<64xf32>) -> tensor<64x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  // expected-error @+1 {{cannot stitch these ops: op 1 cannot be in the GEMM's epilogue: its initial value is not a constant (a splat or a filled constant)}}
  %c = linalg.matmul {kfusion.stitch_group = 0 : i64} ins(%x, %w : tensor<64x64xf16>, tensor<64x128xf16>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<64x128xf32>) outs(%init : tensor<64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %s : tensor<64x128xf32>, tensor<64xf32>) outs(%e : tensor<64x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<64x128xf32>
  return %p : tensor<64x128xf32>
}

// -----

// A reduction over the rows (one value per column) is no row-wise op: a
// tile holds only some of a column's rows.
#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (m)>
#rowt = affine_map<(m, n) -> (n)>
func.func @column_sums(%x: tensor<64x64xf16>, %w: tensor<64x128xf16>) -> tensor<64x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  // expected-error @+1 {{cannot stitch these ops: op 1 cannot be in the GEMM's epilogue: it reduces other than along the output's columns alone (its last loop, into a value per row)}}
  %c = linalg.matmul {kfusion.stitch_group = 0 : i64} ins(%x, %w : tensor<64x64xf16>, tensor<64x128xf16>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
  %ec = tensor.empty() : tensor<128xf32>
  %zc = linalg.fill ins(%z : f32) outs(%ec : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id, #rowt], iterator_types = ["reduction", "parallel"]} ins(%c : tensor<64x128xf32>) outs(%zc : tensor<128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<128xf32>
  %p = linalg.generic {indexing_maps = [#id, #rowt, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %s : tensor<64x128xf32>, tensor<128xf32>) outs(%e : tensor<64x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<64x128xf32>
  return %p : tensor<64x128xf32>
}

// -----

// Split-K asked for beside a row-wise epilogue: a split tile's parts each
// hold partial sums, so no block sees a row's results.
#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (m)>
#rowt = affine_map<(m, n) -> (n)>
func.func @split_k(%x: tensor<64x1024xf16>, %w: tensor<1024x128xf16>) -> tensor<64x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  // expected-error-re @+1 {{cannot stitch these ops: no tensor-core GEMM configuration fits: no GEMM kernel for this plan: none of {{[0-9]+}} candidate configurations is valid (the first: {{.*}} split 2 ways along K: the epilogue's row-wise ops read the tile's results staged whole: not with split-K (a split tile's parts are apart))}}
  %c = linalg.matmul {kfusion.stitch_group = 0 : i64, kfusion.gemm_split_k = 2 : i64} ins(%x, %w : tensor<64x1024xf16>, tensor<1024x128xf16>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
  %er = tensor.empty() : tensor<64xf32>
  %zi = linalg.fill ins(%z : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<64x128xf32>) outs(%zi : tensor<64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %s : tensor<64x128xf32>, tensor<64xf32>) outs(%e : tensor<64x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<64x128xf32>
  return %p : tensor<64x128xf32>
}

// -----

// Planned (no groups by hand): the GEMM's 320 columns are more than a tile,
// so the planner keeps the row reduction apart and says why on the GEMM.
#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (m)>
// expected-remark-re @+1 {{stitch plan (ilp) of @wide_planned: 3 ops, {{.*}}}}
func.func @wide_planned(%x: tensor<64x64xf16>, %w: tensor<64x320xf16>) -> tensor<64x320xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x320xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x320xf32>) -> tensor<64x320xf32>
  // expected-remark @+2 {{op 1 (a row reduction) is not fused into this GEMM's epilogue: a row-wise epilogue needs a tile that spans the row, and its 320 columns are more than a tile's 256}}
  // expected-remark-re @+1 {{stitch group {{[0-9]}} (plan=ilp): ops [0:tensor-core GEMM], gemm composition{{.*}}}}
  %c = linalg.matmul ins(%x, %w : tensor<64x64xf16>, tensor<64x320xf16>) outs(%f : tensor<64x320xf32>) -> tensor<64x320xf32>
  %er = tensor.empty() : tensor<64xf32>
  %zi = linalg.fill ins(%z : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  // expected-remark-re @+1 {{stitch group {{[0-9]}} (plan=ilp): ops [1:row reduction, 2:elementwise]{{.*}}}}
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<64x320xf32>) outs(%zi : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %s : tensor<64x320xf32>, tensor<64xf32>) outs(%e : tensor<64x320xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<64x320xf32>
  return %p : tensor<64x320xf32>
}

// -----

// An op of the output's points that reads only a row value (the row's sum
// broadcast to every column): the epilogue's ops of the output's points
// take the GEMM's result or an op's at their point.
#id = affine_map<(m, n) -> (m, n)>
#row = affine_map<(m, n) -> (m)>
func.func @broadcast_only(%x: tensor<64x64xf16>, %w: tensor<64x128xf16>) -> tensor<64x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  // expected-error @+1 {{cannot stitch these ops: op 2 cannot be in the GEMM's epilogue: it reads only the epilogue's row values, not the GEMM's result or an op's at its point}}
  %c = linalg.matmul {kfusion.stitch_group = 0 : i64} ins(%x, %w : tensor<64x64xf16>, tensor<64x128xf16>) outs(%f : tensor<64x128xf32>) -> tensor<64x128xf32>
  %er = tensor.empty() : tensor<64xf32>
  %zi = linalg.fill ins(%z : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<64x128xf32>) outs(%zi : tensor<64xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%a: f32, %acc: f32):
    %t = arith.addf %a, %acc : f32
    linalg.yield %t : f32
  } -> tensor<64xf32>
  %p = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%s : tensor<64xf32>) outs(%e : tensor<64x128xf32>) attrs = {kfusion.stitch_group = 0 : i64} {
  ^bb0(%b: f32, %o: f32):
    linalg.yield %b : f32
  } -> tensor<64x128xf32>
  return %p : tensor<64x128xf32>
}
