// LLaMA's MLP form in small, as a front end writes it: silu(X Wg) * (X Wu),
// stored f16, then x Wd, f16 out. kfusion-stitch-to-gpu makes three wgmma
// kernels: the up projection, the gate with silu(gate) * up in its epilogue
// (reading the up projection's output), the down projection. The temporaries
// are allocated at the stream's start, so the launches follow one another
// and both pairs can be synchronized (Sync/compiler-gemms.mlir,
// Integration/Sim/Sync/compiler-gemms.mlir).
#id = affine_map<(i, j) -> (i, j)>
func.func @mlp(%x: tensor<128x64xf16>, %wg: tensor<64x256xf16>, %wu: tensor<64x256xf16>, %wd: tensor<256x64xf16>) -> tensor<128x64xf16> {
  %z = arith.constant 0.0 : f32
  %zh = arith.constant 0.0 : f16
  %e1 = tensor.empty() : tensor<128x256xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %g = linalg.matmul ins(%x, %wg : tensor<128x64xf16>, tensor<64x256xf16>) outs(%f1 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %u = linalg.matmul ins(%x, %wu : tensor<128x64xf16>, tensor<64x256xf16>) outs(%f1 : tensor<128x256xf32>) -> tensor<128x256xf32>
  %eh = tensor.empty() : tensor<128x256xf16>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %u : tensor<128x256xf32>, tensor<128x256xf32>) outs(%eh : tensor<128x256xf16>) {
  ^bb0(%a: f32, %b: f32, %o: f16):
    %one = arith.constant 1.0 : f32
    %n = arith.negf %a : f32
    %ex = math.exp %n : f32
    %d = arith.addf %one, %ex : f32
    %s = arith.divf %a, %d : f32
    %p = arith.mulf %s, %b : f32
    %r = arith.truncf %p : f32 to f16
    linalg.yield %r : f16
  } -> tensor<128x256xf16>
  %e2 = tensor.empty() : tensor<128x64xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %y = linalg.matmul ins(%h, %wd : tensor<128x256xf16>, tensor<256x64xf16>) outs(%f2 : tensor<128x64xf32>) -> tensor<128x64xf32>
  %eo = tensor.empty() : tensor<128x64xf16>
  %yo = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<128x64xf32>) outs(%eo : tensor<128x64xf16>) {
  ^bb0(%a: f32, %o: f16):
    %r = arith.truncf %a : f32 to f16
    linalg.yield %r : f16
  } -> tensor<128x64xf16>
  return %yo : tensor<128x64xf16>
}
