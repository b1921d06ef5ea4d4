// The reference of ../emulated-wgmma.mlir: C += A B^T in f32 FMAs in k
// order, on the host.
func.func @kmajor(%a: memref<64x16xf16>, %b: memref<8x16xf16>, %c: memref<64x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %m = %c0 to %c64 step %c1 {
    scf.for %n = %c0 to %c8 step %c1 {
      %init = memref.load %c[%m, %n] : memref<64x8xf32>
      %sum = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %init) -> f32 {
        %x = memref.load %a[%m, %k] : memref<64x16xf16>
        %y = memref.load %b[%n, %k] : memref<8x16xf16>
        %xf = arith.extf %x : f16 to f32
        %yf = arith.extf %y : f16 to f32
        %r = math.fma %xf, %yf, %acc : f32
        scf.yield %r : f32
      }
      memref.store %sum, %c[%m, %n] : memref<64x8xf32>
    }
  }
  return
}

// A as K x M, B as K x N.
func.func @mnmajor(%a: memref<16x64xbf16>, %b: memref<16x16xbf16>, %c: memref<64x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  scf.for %m = %c0 to %c64 step %c1 {
    scf.for %n = %c0 to %c16 step %c1 {
      %init = memref.load %c[%m, %n] : memref<64x16xf32>
      %sum = scf.for %k = %c0 to %c16 step %c1 iter_args(%acc = %init) -> f32 {
        %x = memref.load %a[%k, %m] : memref<16x64xbf16>
        %y = memref.load %b[%k, %n] : memref<16x16xbf16>
        %xf = arith.extf %x : bf16 to f32
        %yf = arith.extf %y : bf16 to f32
        %r = math.fma %xf, %yf, %acc : f32
        scf.yield %r : f32
      }
      memref.store %sum, %c[%m, %n] : memref<64x16xf32>
    }
  }
  return
}
