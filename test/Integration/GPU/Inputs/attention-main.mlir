  // Appended to the stitched module of ../../../Stitch/Inputs/attention.mlir
  // by attention.mlir (this file closes it): the causal bf16 attention and the
  // f16 one with K stored transposed on pseudo-random inputs (f32 drawn,
  // rounded on the host), their results written as f32.
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  // Rounds (or widens) every element of a 3-D buffer into another type.
  func.func @round_bf16(%s: memref<?x?x?xf32>, %d: memref<?x?x?xbf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n0 = memref.dim %s, %c0 : memref<?x?x?xf32>
    %n1 = memref.dim %s, %c1 : memref<?x?x?xf32>
    %n2 = memref.dim %s, %c2 : memref<?x?x?xf32>
    scf.for %i = %c0 to %n0 step %c1 {
      scf.for %j = %c0 to %n1 step %c1 {
        scf.for %k = %c0 to %n2 step %c1 {
          %x = memref.load %s[%i, %j, %k] : memref<?x?x?xf32>
          %y = arith.truncf %x : f32 to bf16
          memref.store %y, %d[%i, %j, %k] : memref<?x?x?xbf16>
        }
      }
    }
    return
  }
  func.func @round_f16(%s: memref<?x?x?xf32>, %d: memref<?x?x?xf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n0 = memref.dim %s, %c0 : memref<?x?x?xf32>
    %n1 = memref.dim %s, %c1 : memref<?x?x?xf32>
    %n2 = memref.dim %s, %c2 : memref<?x?x?xf32>
    scf.for %i = %c0 to %n0 step %c1 {
      scf.for %j = %c0 to %n1 step %c1 {
        scf.for %k = %c0 to %n2 step %c1 {
          %x = memref.load %s[%i, %j, %k] : memref<?x?x?xf32>
          %y = arith.truncf %x : f32 to f16
          memref.store %y, %d[%i, %j, %k] : memref<?x?x?xf16>
        }
      }
    }
    return
  }
  func.func @widen_f16(%s: memref<?x?x?xf16>, %d: memref<?x?x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %n0 = memref.dim %s, %c0 : memref<?x?x?xf16>
    %n1 = memref.dim %s, %c1 : memref<?x?x?xf16>
    %n2 = memref.dim %s, %c2 : memref<?x?x?xf16>
    scf.for %i = %c0 to %n0 step %c1 {
      scf.for %j = %c0 to %n1 step %c1 {
        scf.for %k = %c0 to %n2 step %c1 {
          %x = memref.load %s[%i, %j, %k] : memref<?x?x?xf16>
          %y = arith.extf %x : f16 to f32
          memref.store %y, %d[%i, %j, %k] : memref<?x?x?xf32>
        }
      }
    }
    return
  }
  // Draws a 3-D f32 input.
  func.func @draw(%h: memref<?x?x?xf32>) {
    %u = memref.cast %h : memref<?x?x?xf32> to memref<*xf32>
    func.call @kfusionInputF32(%u) : (memref<*xf32>) -> ()
    return
  }
  func.func @main() {
    // Causal, bf16 in, f32 out.
    %q32 = memref.alloc() : memref<3x192x64xf32>
    %k32 = memref.alloc() : memref<3x192x64xf32>
    %v32 = memref.alloc() : memref<3x64x192xf32>
    %dq = memref.cast %q32 : memref<3x192x64xf32> to memref<?x?x?xf32>
    %dk = memref.cast %k32 : memref<3x192x64xf32> to memref<?x?x?xf32>
    %dv = memref.cast %v32 : memref<3x64x192xf32> to memref<?x?x?xf32>
    func.call @draw(%dq) : (memref<?x?x?xf32>) -> ()
    func.call @draw(%dk) : (memref<?x?x?xf32>) -> ()
    func.call @draw(%dv) : (memref<?x?x?xf32>) -> ()
    %q = memref.alloc() : memref<3x192x64xbf16>
    %k = memref.alloc() : memref<3x192x64xbf16>
    %v = memref.alloc() : memref<3x64x192xbf16>
    %qd = memref.cast %q : memref<3x192x64xbf16> to memref<?x?x?xbf16>
    %kd = memref.cast %k : memref<3x192x64xbf16> to memref<?x?x?xbf16>
    %vd = memref.cast %v : memref<3x64x192xbf16> to memref<?x?x?xbf16>
    func.call @round_bf16(%dq, %qd) : (memref<?x?x?xf32>, memref<?x?x?xbf16>) -> ()
    func.call @round_bf16(%dk, %kd) : (memref<?x?x?xf32>, memref<?x?x?xbf16>) -> ()
    func.call @round_bf16(%dv, %vd) : (memref<?x?x?xf32>, memref<?x?x?xbf16>) -> ()
    %t0 = gpu.wait async
    %gq, %t1 = gpu.alloc async [%t0] () : memref<3x192x64xbf16>
    %gk, %t2 = gpu.alloc async [%t1] () : memref<3x192x64xbf16>
    %gv, %t3 = gpu.alloc async [%t2] () : memref<3x64x192xbf16>
    %go, %t4 = gpu.alloc async [%t3] () : memref<3x192x64xf32>
    %t5 = gpu.memcpy async [%t4] %gq, %q : memref<3x192x64xbf16>, memref<3x192x64xbf16>
    %t6 = gpu.memcpy async [%t5] %gk, %k : memref<3x192x64xbf16>, memref<3x192x64xbf16>
    %t7 = gpu.memcpy async [%t6] %gv, %v : memref<3x64x192xbf16>, memref<3x64x192xbf16>
    gpu.wait [%t7]
    func.call @attention_causal_bf16(%gq, %gk, %gv, %go) : (memref<3x192x64xbf16>, memref<3x192x64xbf16>, memref<3x64x192xbf16>, memref<3x192x64xf32>) -> ()
    %o = memref.alloc() : memref<3x192x64xf32>
    %s0 = gpu.wait async
    %s1 = gpu.memcpy async [%s0] %o, %go : memref<3x192x64xf32>, memref<3x192x64xf32>
    gpu.wait [%s1]
    %uo = memref.cast %o : memref<3x192x64xf32> to memref<*xf32>
    func.call @kfusionOutputF32(%uo) : (memref<*xf32>) -> ()
    // f16, K stored transposed, f16 out.
    %a32 = memref.alloc() : memref<2x128x64xf32>
    %b32 = memref.alloc() : memref<2x64x128xf32>
    %c32 = memref.alloc() : memref<2x128x64xf32>
    %da = memref.cast %a32 : memref<2x128x64xf32> to memref<?x?x?xf32>
    %db = memref.cast %b32 : memref<2x64x128xf32> to memref<?x?x?xf32>
    %dc = memref.cast %c32 : memref<2x128x64xf32> to memref<?x?x?xf32>
    func.call @draw(%da) : (memref<?x?x?xf32>) -> ()
    func.call @draw(%db) : (memref<?x?x?xf32>) -> ()
    func.call @draw(%dc) : (memref<?x?x?xf32>) -> ()
    %a = memref.alloc() : memref<2x128x64xf16>
    %b = memref.alloc() : memref<2x64x128xf16>
    %c = memref.alloc() : memref<2x128x64xf16>
    %ad = memref.cast %a : memref<2x128x64xf16> to memref<?x?x?xf16>
    %bd = memref.cast %b : memref<2x64x128xf16> to memref<?x?x?xf16>
    %cd = memref.cast %c : memref<2x128x64xf16> to memref<?x?x?xf16>
    func.call @round_f16(%da, %ad) : (memref<?x?x?xf32>, memref<?x?x?xf16>) -> ()
    func.call @round_f16(%db, %bd) : (memref<?x?x?xf32>, memref<?x?x?xf16>) -> ()
    func.call @round_f16(%dc, %cd) : (memref<?x?x?xf32>, memref<?x?x?xf16>) -> ()
    %u0 = gpu.wait async
    %ga, %u1 = gpu.alloc async [%u0] () : memref<2x128x64xf16>
    %gb, %u2 = gpu.alloc async [%u1] () : memref<2x64x128xf16>
    %gc, %u3 = gpu.alloc async [%u2] () : memref<2x128x64xf16>
    %gr, %u4 = gpu.alloc async [%u3] () : memref<2x128x64xf16>
    %u5 = gpu.memcpy async [%u4] %ga, %a : memref<2x128x64xf16>, memref<2x128x64xf16>
    %u6 = gpu.memcpy async [%u5] %gb, %b : memref<2x64x128xf16>, memref<2x64x128xf16>
    %u7 = gpu.memcpy async [%u6] %gc, %c : memref<2x128x64xf16>, memref<2x128x64xf16>
    gpu.wait [%u7]
    func.call @attention_f16(%ga, %gb, %gc, %gr) : (memref<2x128x64xf16>, memref<2x64x128xf16>, memref<2x128x64xf16>, memref<2x128x64xf16>) -> ()
    %r = memref.alloc() : memref<2x128x64xf16>
    %w0 = gpu.wait async
    %w1 = gpu.memcpy async [%w0] %r, %gr : memref<2x128x64xf16>, memref<2x128x64xf16>
    gpu.wait [%w1]
    %r32 = memref.alloc() : memref<2x128x64xf32>
    %rd = memref.cast %r : memref<2x128x64xf16> to memref<?x?x?xf16>
    %r32d = memref.cast %r32 : memref<2x128x64xf32> to memref<?x?x?xf32>
    func.call @widen_f16(%rd, %r32d) : (memref<?x?x?xf16>, memref<?x?x?xf32>) -> ()
    %ur = memref.cast %r32 : memref<2x128x64xf32> to memref<*xf32>
    func.call @kfusionOutputF32(%ur) : (memref<*xf32>) -> ()
    return
  }
}
