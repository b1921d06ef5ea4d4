// kfusion-stencil-fusion's shared-memory refusal counts the arrays as it
// would place them: in dynamic shared memory (a device whose static limit is
// 1 KB), overlaid by lifetime (stencil-dynamic-overlay.mlir's chain: 2,368
// bytes, 3,456 apart). Under max-shared-bytes=2048 even the overlaid arrays
// do not fit: the group is declined, its remark saying the bytes were
// counted overlaid; under 2400 the overlaid group fits and is fused.
// Why it would fail: the limit checked against the arrays apart (a group that
// fits refused), or the overlaid count not said where it is refused.
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always max-shared-bytes=2048" -verify-diagnostics -o /dev/null
// RUN: kfusion-opt %s --kfusion-stencil-fusion="points-per-thread=1 stage-single-readers=always max-shared-bytes=2400" -o - 2>/dev/null | FileCheck %s
// CHECK: gpu.launch_func @k::@sweep_sweep_sweep_stencil {{.*}} dynamic_shared_memory_size %c2368_i32

module attributes {gpu.container_module, kfusion.device = #kfusion.device<h100,{static_shared_bytes_per_block=1024}>} {
  gpu.module @k {
    gpu.func @sweep(%a: memref<16x128xf32>, %b: memref<16x128xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c127 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %a[%y, %xm] : memref<16x128xf32>
        %m = memref.load %a[%y, %x] : memref<16x128xf32>
        %r = memref.load %a[%y, %xp] : memref<16x128xf32>
        %s = arith.addf %l, %r : f32
        %t = arith.subf %s, %m : f32
        memref.store %t, %b[%y, %x] : memref<16x128xf32>
      }
      gpu.return
    }
  }
  func.func @chain(%a: memref<16x128xf32> {llvm.noalias}, %o: memref<16x128xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %t1 = gpu.alloc () : memref<16x128xf32>
    %t2 = gpu.alloc () : memref<16x128xf32>
    // expected-remark @+1 {{not fusing stencil group 0: the fused kernel needs 2368 bytes of shared memory per block for its shared arrays (overlaid where their lifetimes are apart), more than the 2048 a block may have}}
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%a : memref<16x128xf32>, %t1 : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t1 : memref<16x128xf32>, %t2 : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@sweep blocks in (%c4, %c2, %c1) threads in (%c32, %c8, %c1)
        args(%t2 : memref<16x128xf32>, %o : memref<16x128xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.dealloc %t1 : memref<16x128xf32>
    gpu.dealloc %t2 : memref<16x128xf32>
    return
  }
}
