// The program of ../stage-unroll.mlir on f16 elements (2 bytes), which
// stage-async=true copies synchronously.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @north(%a: memref<32x64xf16>, %c: memref<32x64xf16>, %o: memref<32x64xf16>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %in = arith.cmpi sge, %y, %c1 : index
      scf.if %in {
        %ym = arith.subi %y, %c1 : index
        %v = memref.load %a[%ym, %x] : memref<32x64xf16>
        %w = memref.load %c[%y, %x] : memref<32x64xf16>
        %s = arith.mulf %v, %w : f16
        memref.store %s, %o[%y, %x] : memref<32x64xf16>
      }
      gpu.return
    }
    gpu.func @south(%a: memref<32x64xf16>, %o: memref<32x64xf16>) kernel {
      %c1 = arith.constant 1 : index
      %c31 = arith.constant 31 : index
      %c63 = arith.constant 63 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %iny = arith.cmpi slt, %y, %c31 : index
      %inx = arith.cmpi slt, %x, %c63 : index
      %in = arith.andi %iny, %inx : i1
      scf.if %in {
        %yp = arith.addi %y, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %v = memref.load %a[%yp, %x] : memref<32x64xf16>
        %u = memref.load %a[%y, %xp] : memref<32x64xf16>
        %w = memref.load %o[%y, %x] : memref<32x64xf16>
        %s = arith.subf %w, %v : f16
        %t = arith.addf %s, %u : f16
        memref.store %t, %o[%y, %x] : memref<32x64xf16>
      }
      gpu.return
    }
  }
  func.func @pair(%a: memref<32x64xf16> {llvm.noalias}, %c: memref<32x64xf16> {llvm.noalias},
                  %o: memref<32x64xf16> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @k::@north blocks in (%c4, %c8, %c1) threads in (%c16, %c4, %c1)
        args(%a : memref<32x64xf16>, %c : memref<32x64xf16>, %o : memref<32x64xf16>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@south blocks in (%c4, %c8, %c1) threads in (%c16, %c4, %c1)
        args(%a : memref<32x64xf16>, %o : memref<32x64xf16>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
