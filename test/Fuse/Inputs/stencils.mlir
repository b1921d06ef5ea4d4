// Stencil chains written in linalg on tensors, as front ends emit them:
// slices of one tensor combined elementwise (valid-mode: each stage's
// output is its input less the halo). Read by test/Fuse/stencil.mlir and
// test/Integration/Sim/Fuse/stencil.mlir.
#id2 = affine_map<(i, j) -> (i, j)>
#id1 = affine_map<(i) -> (i)>
#id3 = affine_map<(d, i, j) -> (d, i, j)>

// Three 5-point Jacobi sweeps: 96x96 -> 94 -> 92 -> 90.
func.func @jacobi3(%a: tensor<96x96xf32>) -> tensor<90x90xf32> {
  %x0 = tensor.extract_slice %a[0, 1] [94, 94] [1, 1] : tensor<96x96xf32> to tensor<94x94xf32>
  %x1 = tensor.extract_slice %a[2, 1] [94, 94] [1, 1] : tensor<96x96xf32> to tensor<94x94xf32>
  %x2 = tensor.extract_slice %a[1, 0] [94, 94] [1, 1] : tensor<96x96xf32> to tensor<94x94xf32>
  %x3 = tensor.extract_slice %a[1, 2] [94, 94] [1, 1] : tensor<96x96xf32> to tensor<94x94xf32>
  %x4 = tensor.extract_slice %a[1, 1] [94, 94] [1, 1] : tensor<96x96xf32> to tensor<94x94xf32>
  %xe = tensor.empty() : tensor<94x94xf32>
  %b = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x0, %x1, %x2, %x3, %x4 : tensor<94x94xf32>, tensor<94x94xf32>, tensor<94x94xf32>, tensor<94x94xf32>, tensor<94x94xf32>) outs(%xe : tensor<94x94xf32>) {
  ^bb0(%pn: f32, %ps: f32, %pw: f32, %pe: f32, %pc: f32, %po: f32):
    %q = arith.constant 0.2 : f32
    %t0 = arith.addf %pn, %ps : f32
    %t1 = arith.addf %t0, %pw : f32
    %t2 = arith.addf %t1, %pe : f32
    %t3 = arith.addf %t2, %pc : f32
    %r = arith.mulf %t3, %q : f32
    linalg.yield %r : f32
  } -> tensor<94x94xf32>
  %y0 = tensor.extract_slice %b[0, 1] [92, 92] [1, 1] : tensor<94x94xf32> to tensor<92x92xf32>
  %y1 = tensor.extract_slice %b[2, 1] [92, 92] [1, 1] : tensor<94x94xf32> to tensor<92x92xf32>
  %y2 = tensor.extract_slice %b[1, 0] [92, 92] [1, 1] : tensor<94x94xf32> to tensor<92x92xf32>
  %y3 = tensor.extract_slice %b[1, 2] [92, 92] [1, 1] : tensor<94x94xf32> to tensor<92x92xf32>
  %y4 = tensor.extract_slice %b[1, 1] [92, 92] [1, 1] : tensor<94x94xf32> to tensor<92x92xf32>
  %ye = tensor.empty() : tensor<92x92xf32>
  %c = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%y0, %y1, %y2, %y3, %y4 : tensor<92x92xf32>, tensor<92x92xf32>, tensor<92x92xf32>, tensor<92x92xf32>, tensor<92x92xf32>) outs(%ye : tensor<92x92xf32>) {
  ^bb0(%pn: f32, %ps: f32, %pw: f32, %pe: f32, %pc: f32, %po: f32):
    %q = arith.constant 0.2 : f32
    %t0 = arith.addf %pn, %ps : f32
    %t1 = arith.addf %t0, %pw : f32
    %t2 = arith.addf %t1, %pe : f32
    %t3 = arith.addf %t2, %pc : f32
    %r = arith.mulf %t3, %q : f32
    linalg.yield %r : f32
  } -> tensor<92x92xf32>
  %z0 = tensor.extract_slice %c[0, 1] [90, 90] [1, 1] : tensor<92x92xf32> to tensor<90x90xf32>
  %z1 = tensor.extract_slice %c[2, 1] [90, 90] [1, 1] : tensor<92x92xf32> to tensor<90x90xf32>
  %z2 = tensor.extract_slice %c[1, 0] [90, 90] [1, 1] : tensor<92x92xf32> to tensor<90x90xf32>
  %z3 = tensor.extract_slice %c[1, 2] [90, 90] [1, 1] : tensor<92x92xf32> to tensor<90x90xf32>
  %z4 = tensor.extract_slice %c[1, 1] [90, 90] [1, 1] : tensor<92x92xf32> to tensor<90x90xf32>
  %ze = tensor.empty() : tensor<90x90xf32>
  %d = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%z0, %z1, %z2, %z3, %z4 : tensor<90x90xf32>, tensor<90x90xf32>, tensor<90x90xf32>, tensor<90x90xf32>, tensor<90x90xf32>) outs(%ze : tensor<90x90xf32>) {
  ^bb0(%pn: f32, %ps: f32, %pw: f32, %pe: f32, %pc: f32, %po: f32):
    %q = arith.constant 0.2 : f32
    %t0 = arith.addf %pn, %ps : f32
    %t1 = arith.addf %t0, %pw : f32
    %t2 = arith.addf %t1, %pe : f32
    %t3 = arith.addf %t2, %pc : f32
    %r = arith.mulf %t3, %q : f32
    linalg.yield %r : f32
  } -> tensor<90x90xf32>
  return %d : tensor<90x90xf32>
}

// A sweep, then a product with a coefficient field at shifted points;
// both the sweep and the product are results (the sweep's buffer is an
// out-parameter the product reads).
func.func @sweep_coeff(%a: tensor<66x66xf32>, %k: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<62x62xf32>) {
  %x0 = tensor.extract_slice %a[0, 1] [64, 64] [1, 1] : tensor<66x66xf32> to tensor<64x64xf32>
  %x1 = tensor.extract_slice %a[2, 1] [64, 64] [1, 1] : tensor<66x66xf32> to tensor<64x64xf32>
  %x2 = tensor.extract_slice %a[1, 0] [64, 64] [1, 1] : tensor<66x66xf32> to tensor<64x64xf32>
  %x3 = tensor.extract_slice %a[1, 2] [64, 64] [1, 1] : tensor<66x66xf32> to tensor<64x64xf32>
  %x4 = tensor.extract_slice %a[1, 1] [64, 64] [1, 1] : tensor<66x66xf32> to tensor<64x64xf32>
  %xe = tensor.empty() : tensor<64x64xf32>
  %b = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x0, %x1, %x2, %x3, %x4 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) outs(%xe : tensor<64x64xf32>) {
  ^bb0(%pn: f32, %ps: f32, %pw: f32, %pe: f32, %pc: f32, %po: f32):
    %q = arith.constant 0.2 : f32
    %t0 = arith.addf %pn, %ps : f32
    %t1 = arith.addf %t0, %pw : f32
    %t2 = arith.addf %t1, %pe : f32
    %t3 = arith.addf %t2, %pc : f32
    %r = arith.mulf %t3, %q : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %b0 = tensor.extract_slice %b[0, 0] [62, 62] [1, 1] : tensor<64x64xf32> to tensor<62x62xf32>
  %b2 = tensor.extract_slice %b[2, 2] [62, 62] [1, 1] : tensor<64x64xf32> to tensor<62x62xf32>
  %k1 = tensor.extract_slice %k[1, 1] [62, 62] [1, 1] : tensor<64x64xf32> to tensor<62x62xf32>
  %pinit = tensor.empty() : tensor<62x62xf32>
  %p = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%b0, %b2, %k1 : tensor<62x62xf32>, tensor<62x62xf32>, tensor<62x62xf32>) outs(%pinit : tensor<62x62xf32>) {
  ^bb0(%u: f32, %v: f32, %kk: f32, %o: f32):
    %d = arith.subf %v, %u : f32
    %r = arith.mulf %d, %kk : f32
    linalg.yield %r : f32
  } -> tensor<62x62xf32>
  return %b, %p : tensor<64x64xf32>, tensor<62x62xf32>
}

// A 1-D three-point blur twice, then scaled by a one-element tensor
// broadcast (an input indexed by a constant).
func.func @blur1d(%a: tensor<1000xf32>, %s: tensor<1xf32>) -> tensor<996xf32> {
  %p0 = tensor.extract_slice %a[0] [998] [1] : tensor<1000xf32> to tensor<998xf32>
  %p1 = tensor.extract_slice %a[1] [998] [1] : tensor<1000xf32> to tensor<998xf32>
  %p2 = tensor.extract_slice %a[2] [998] [1] : tensor<1000xf32> to tensor<998xf32>
  %pe = tensor.empty() : tensor<998xf32>
  %b = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%p0, %p1, %p2 : tensor<998xf32>, tensor<998xf32>, tensor<998xf32>) outs(%pe : tensor<998xf32>) {
  ^bb0(%l: f32, %m: f32, %r: f32, %o: f32):
    %h = arith.constant 0.25 : f32
    %two = arith.constant 2.0 : f32
    %cc = arith.mulf %m, %two : f32
    %s0 = arith.addf %l, %cc : f32
    %s1 = arith.addf %s0, %r : f32
    %y = arith.mulf %s1, %h : f32
    linalg.yield %y : f32
  } -> tensor<998xf32>
  %q0 = tensor.extract_slice %b[0] [996] [1] : tensor<998xf32> to tensor<996xf32>
  %q1 = tensor.extract_slice %b[1] [996] [1] : tensor<998xf32> to tensor<996xf32>
  %q2 = tensor.extract_slice %b[2] [996] [1] : tensor<998xf32> to tensor<996xf32>
  %qe = tensor.empty() : tensor<996xf32>
  %c = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%q0, %q1, %q2 : tensor<996xf32>, tensor<996xf32>, tensor<996xf32>) outs(%qe : tensor<996xf32>) {
  ^bb0(%l: f32, %m: f32, %r: f32, %o: f32):
    %h = arith.constant 0.25 : f32
    %two = arith.constant 2.0 : f32
    %cc = arith.mulf %m, %two : f32
    %s0 = arith.addf %l, %cc : f32
    %s1 = arith.addf %s0, %r : f32
    %y = arith.mulf %s1, %h : f32
    linalg.yield %y : f32
  } -> tensor<996xf32>
  %se = tensor.empty() : tensor<996xf32>
  %d = linalg.generic {indexing_maps = [#id1, affine_map<(i) -> (0)>, #id1], iterator_types = ["parallel"]}
      ins(%c, %s : tensor<996xf32>, tensor<1xf32>) outs(%se : tensor<996xf32>) {
  ^bb0(%x: f32, %f: f32, %o: f32):
    %y = arith.mulf %x, %f : f32
    linalg.yield %y : f32
  } -> tensor<996xf32>
  return %d : tensor<996xf32>
}

// Two explicit steps of the 7-point heat equation in three dimensions:
// 12x20x36 -> 10x18x34 -> 8x16x32 (the third dimension along z).
func.func @heat3d(%a: tensor<12x20x36xf32>) -> tensor<8x16x32xf32> {
  %h0 = tensor.extract_slice %a[0, 1, 1] [10, 18, 34] [1, 1, 1] : tensor<12x20x36xf32> to tensor<10x18x34xf32>
  %h1 = tensor.extract_slice %a[2, 1, 1] [10, 18, 34] [1, 1, 1] : tensor<12x20x36xf32> to tensor<10x18x34xf32>
  %h2 = tensor.extract_slice %a[1, 0, 1] [10, 18, 34] [1, 1, 1] : tensor<12x20x36xf32> to tensor<10x18x34xf32>
  %h3 = tensor.extract_slice %a[1, 2, 1] [10, 18, 34] [1, 1, 1] : tensor<12x20x36xf32> to tensor<10x18x34xf32>
  %h4 = tensor.extract_slice %a[1, 1, 0] [10, 18, 34] [1, 1, 1] : tensor<12x20x36xf32> to tensor<10x18x34xf32>
  %h5 = tensor.extract_slice %a[1, 1, 2] [10, 18, 34] [1, 1, 1] : tensor<12x20x36xf32> to tensor<10x18x34xf32>
  %h6 = tensor.extract_slice %a[1, 1, 1] [10, 18, 34] [1, 1, 1] : tensor<12x20x36xf32> to tensor<10x18x34xf32>
  %he = tensor.empty() : tensor<10x18x34xf32>
  %b = linalg.generic {indexing_maps = [#id3, #id3, #id3, #id3, #id3, #id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%h0, %h1, %h2, %h3, %h4, %h5, %h6 : tensor<10x18x34xf32>, tensor<10x18x34xf32>, tensor<10x18x34xf32>, tensor<10x18x34xf32>, tensor<10x18x34xf32>, tensor<10x18x34xf32>, tensor<10x18x34xf32>) outs(%he : tensor<10x18x34xf32>) {
  ^bb0(%q0: f32, %q1: f32, %q2: f32, %q3: f32, %q4: f32, %q5: f32, %qc: f32, %qo: f32):
    %k = arith.constant 0.1 : f32
    %six = arith.constant 6.0 : f32
    %s0 = arith.addf %q0, %q1 : f32
    %s1 = arith.addf %s0, %q2 : f32
    %s2 = arith.addf %s1, %q3 : f32
    %s3 = arith.addf %s2, %q4 : f32
    %s4 = arith.addf %s3, %q5 : f32
    %c6 = arith.mulf %qc, %six : f32
    %l = arith.subf %s4, %c6 : f32
    %kl = arith.mulf %l, %k : f32
    %r = arith.addf %qc, %kl : f32
    linalg.yield %r : f32
  } -> tensor<10x18x34xf32>
  %g0 = tensor.extract_slice %b[0, 1, 1] [8, 16, 32] [1, 1, 1] : tensor<10x18x34xf32> to tensor<8x16x32xf32>
  %g1 = tensor.extract_slice %b[2, 1, 1] [8, 16, 32] [1, 1, 1] : tensor<10x18x34xf32> to tensor<8x16x32xf32>
  %g2 = tensor.extract_slice %b[1, 0, 1] [8, 16, 32] [1, 1, 1] : tensor<10x18x34xf32> to tensor<8x16x32xf32>
  %g3 = tensor.extract_slice %b[1, 2, 1] [8, 16, 32] [1, 1, 1] : tensor<10x18x34xf32> to tensor<8x16x32xf32>
  %g4 = tensor.extract_slice %b[1, 1, 0] [8, 16, 32] [1, 1, 1] : tensor<10x18x34xf32> to tensor<8x16x32xf32>
  %g5 = tensor.extract_slice %b[1, 1, 2] [8, 16, 32] [1, 1, 1] : tensor<10x18x34xf32> to tensor<8x16x32xf32>
  %g6 = tensor.extract_slice %b[1, 1, 1] [8, 16, 32] [1, 1, 1] : tensor<10x18x34xf32> to tensor<8x16x32xf32>
  %ge = tensor.empty() : tensor<8x16x32xf32>
  %c = linalg.generic {indexing_maps = [#id3, #id3, #id3, #id3, #id3, #id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%g0, %g1, %g2, %g3, %g4, %g5, %g6 : tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<8x16x32xf32>, tensor<8x16x32xf32>) outs(%ge : tensor<8x16x32xf32>) {
  ^bb0(%q0: f32, %q1: f32, %q2: f32, %q3: f32, %q4: f32, %q5: f32, %qc: f32, %qo: f32):
    %k = arith.constant 0.1 : f32
    %six = arith.constant 6.0 : f32
    %s0 = arith.addf %q0, %q1 : f32
    %s1 = arith.addf %s0, %q2 : f32
    %s2 = arith.addf %s1, %q3 : f32
    %s3 = arith.addf %s2, %q4 : f32
    %s4 = arith.addf %s3, %q5 : f32
    %c6 = arith.mulf %qc, %six : f32
    %l = arith.subf %s4, %c6 : f32
    %kl = arith.mulf %l, %k : f32
    %r = arith.addf %qc, %kl : f32
    linalg.yield %r : f32
  } -> tensor<8x16x32xf32>
  return %c : tensor<8x16x32xf32>
}
