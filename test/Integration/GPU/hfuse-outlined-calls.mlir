// REQUIRES: cuda-gpu
// Fusion of launches written as gpu.launch, of kernels in two gpu.modules and
// of kernels that call device functions: unfused, fused and in the serial
// form the program prints the same outputs (kfusion-output lines: element
// sum and FNV-1a hash of each output buffer).
// RUN: kfusion-runner %s -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | FileCheck %s --check-prefix=FUSED --implicit-check-not="gpu.module @second"
// RUN: kfusion-opt %s --kfusion-horizontal-fusion | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="serial=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="staggered=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="blocks=true" | kfusion-runner -e main --entry-point-result=void | FileCheck %s
// The interpreter runs the same three forms in ../Sim/Horizontal/horizontal-fusion-gpu-tests.mlir.

// What it proves:
// - group 1, two gpu.launch ops: the pass outlines them into one gpu.module
//   (@main_kernels) with their kfusion attributes; the first's grid is
//   computed at run time (passed to the fused kernel); the second runs in a
//   partition of 128 threads although launched with 256 (its loop strides
//   by the block size), and the host function @mix its body calls is
//   brought into the gpu.module and inlined.
// - group 2, kernels of @first and @second: fused into @first; @second's
//   global @salt (another value than @first's @salt) is renamed; @reverse's
//   device function passes a barrier and reads the block size, @clip's has
//   several blocks and reads the thread id in the second partition.
// Why it would fail: a callee left un-inlined would see the fused block's
// thread ids (offset 256 in @clip's partition) and barrier; a wrong global
// would salt @clip with @first's value; a partition without the stride
// loop's block size would skip or repeat elements. Each changes an output's
// hash. The hashes were produced by the unfused program on kfusion-sim.

// FUSED-LABEL: func.func @main()
// FUSED-DAG:   gpu.launch_func {{.*}}@main_kernels::@main_kernel_main_kernel_0_hfuse
// FUSED-DAG:   gpu.launch_func {{.*}}@first::@reverse_clip_hfuse

// CHECK: kfusion-output: index=0 type=i32 elements=4096 sum=-8.82827299e+10 fnv1a64=bad46be3c8b8fda1
// CHECK-NEXT: kfusion-output: index=1 type=i32 elements=4096 sum=-1.13829872e+11 fnv1a64=ad9a3e0e7ed75073
// CHECK-NEXT: kfusion-output: index=2 type=i32 elements=4096 sum=-8.82826603e+10 fnv1a64=407e4070baf77cd4
// CHECK-NEXT: kfusion-output: index=3 type=i32 elements=4096 sum=2.39388463e+11 fnv1a64=2cc390fd626d6b3d

module attributes {gpu.container_module} {
  // Called from a gpu.launch body: a host-level function the outlining brings
  // into the kernel's module.
  func.func @mix(%x: i32) -> i32 {
    %m = arith.constant 1664525 : i32
    %a = arith.constant 1013904223 : i32
    %s = arith.constant 13 : i32
    %y = arith.muli %x, %m : i32
    %z = arith.addi %y, %a : i32
    %h = arith.shrui %z, %s : i32
    %r = arith.xori %z, %h : i32
    return %r : i32
  }

  gpu.module @first {
    memref.global "private" constant @salt : memref<1xi32> = dense<17>
    // The value of the mirrored thread of the block, through `tile`.
    func.func @mirrored(%tile: memref<256xi32, #gpu.address_space<workgroup>>,
                        %x: i32) -> i32 {
      %c1 = arith.constant 1 : index
      %lane = gpu.thread_id x
      %bdim = gpu.block_dim x
      memref.store %x, %tile[%lane] : memref<256xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %last = arith.subi %bdim, %c1 : index
      %r = arith.subi %last, %lane : index
      %y = memref.load %tile[%r] : memref<256xi32, #gpu.address_space<workgroup>>
      return %y : i32
    }
    // q[i] = p[block_base + 255 - lane] + salt
    gpu.func @reverse(%p: memref<4096xi32>, %q: memref<4096xi32>)
        workgroup(%tile: memref<256xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %i = gpu.global_id x
      %v = memref.load %p[%i] : memref<4096xi32>
      %w = func.call @mirrored(%tile, %v)
          : (memref<256xi32, #gpu.address_space<workgroup>>, i32) -> i32
      %g = memref.get_global @salt : memref<1xi32>
      %s = memref.load %g[%c0] : memref<1xi32>
      %r = arith.addi %w, %s : i32
      memref.store %r, %q[%i] : memref<4096xi32>
      gpu.return
    }
  }
  gpu.module @second {
    memref.global "private" constant @salt : memref<1xi32> = dense<1000003>
    // Odd values keep x; even ones become lane * salt.
    func.func @clipped(%x: i32, %salt: i32) -> i32 {
      %one = arith.constant 1 : i32
      %odd = arith.andi %x, %one : i32
      %is_odd = arith.cmpi ne, %odd, %one : i32
      cf.cond_br %is_odd, ^even, ^keep
    ^even:
      %lane = gpu.thread_id x
      %l = arith.index_cast %lane : index to i32
      %y = arith.muli %l, %salt : i32
      return %y : i32
    ^keep:
      return %x : i32
    }
    gpu.func @clip(%p: memref<4096xi32>, %q: memref<4096xi32>) kernel {
      %c0 = arith.constant 0 : index
      %i = gpu.global_id x
      %v = memref.load %p[%i] : memref<4096xi32>
      %g = memref.get_global @salt : memref<1xi32>
      %s = memref.load %g[%c0] : memref<1xi32>
      %r = func.call @clipped(%v, %s) : (i32, i32) -> i32
      memref.store %r, %q[%i] : memref<4096xi32>
      gpu.return
    }
  }

  func.func private @kfusionInputI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputI32(memref<*xi32>) attributes {llvm.emit_c_interface}

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c256 = arith.constant 256 : index
    %ha = memref.alloc() : memref<4096xi32>
    %hb = memref.alloc() : memref<4096xi32>
    %hc = memref.alloc() : memref<4096xi32>
    %hd = memref.alloc() : memref<4096xi32>
    %ua = memref.cast %ha : memref<4096xi32> to memref<*xi32>
    %ub = memref.cast %hb : memref<4096xi32> to memref<*xi32>
    %uc = memref.cast %hc : memref<4096xi32> to memref<*xi32>
    %ud = memref.cast %hd : memref<4096xi32> to memref<*xi32>
    func.call @kfusionInputI32(%ua) : (memref<*xi32>) -> ()
    func.call @kfusionInputI32(%uc) : (memref<*xi32>) -> ()
    %t0 = gpu.wait async
    %a, %t1 = gpu.alloc async [%t0] () : memref<4096xi32>
    %b, %t2 = gpu.alloc async [%t1] () : memref<4096xi32>
    %c, %t3 = gpu.alloc async [%t2] () : memref<4096xi32>
    %d, %t4 = gpu.alloc async [%t3] () : memref<4096xi32>
    %e, %t5 = gpu.alloc async [%t4] () : memref<4096xi32>
    %f, %t6 = gpu.alloc async [%t5] () : memref<4096xi32>
    %t7 = gpu.memcpy async [%t6] %a, %ha : memref<4096xi32>, memref<4096xi32>
    %t8 = gpu.memcpy async [%t7] %c, %hc : memref<4096xi32>, memref<4096xi32>
    // Group 1: b = mix(a) by 256 threads a block; d = mix(mix(c)) by a
    // stride loop over each block's 256 elements, in a partition of 128.
    // The first grid is computed at run time: ceil(length of a / 256) = 16.
    %c0 = arith.constant 0 : index
    %dyn_a = memref.cast %a : memref<4096xi32> to memref<?xi32>
    %len = memref.dim %dyn_a, %c0 : memref<?xi32>
    %g16 = arith.ceildivui %len, %c256 : index
    %t9 = gpu.launch async [%t8] blocks(%bx, %by, %bz) in (%gx = %g16, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %sx : index
      %i = arith.addi %base, %tx : index
      %v = memref.load %a[%i] : memref<4096xi32>
      %w = func.call @mix(%v) : (i32) -> i32
      memref.store %w, %b[%i] : memref<4096xi32>
      gpu.terminator
    } {kfusion.horizontal_group = 1 : i64}
    %t10 = gpu.launch async [%t8] blocks(%bx, %by, %bz) in (%gx = %c16, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %base = arith.muli %bx, %c256 : index
      %step = gpu.block_dim x
      scf.for %j = %tx to %c256 step %step {
        %i = arith.addi %base, %j : index
        %v = memref.load %c[%i] : memref<4096xi32>
        %w = func.call @mix(%v) : (i32) -> i32
        %x = func.call @mix(%w) : (i32) -> i32
        memref.store %x, %d[%i] : memref<4096xi32>
      }
      gpu.terminator
    } {kfusion.horizontal_group = 1 : i64, kfusion.partition = 128 : i64}
    // Group 2: e = reverse(b) + 17 and f = clip(d, 1000003), from two
    // gpu.modules.
    %t11 = gpu.wait async [%t9, %t10]
    %t12 = gpu.launch_func async [%t11] @first::@reverse blocks in (%c16, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%b : memref<4096xi32>, %e : memref<4096xi32>)
        {kfusion.horizontal_group = 2 : i64}
    %t13 = gpu.launch_func async [%t11] @second::@clip blocks in (%c16, %c1, %c1)
        threads in (%c256, %c1, %c1) args(%d : memref<4096xi32>, %f : memref<4096xi32>)
        {kfusion.horizontal_group = 2 : i64}
    %t14a = gpu.wait async [%t12, %t13]
    %t14 = gpu.memcpy async [%t14a] %ha, %b : memref<4096xi32>, memref<4096xi32>
    %t15 = gpu.memcpy async [%t14] %hb, %d : memref<4096xi32>, memref<4096xi32>
    %t16 = gpu.memcpy async [%t15] %hc, %e : memref<4096xi32>, memref<4096xi32>
    %t17 = gpu.memcpy async [%t16] %hd, %f : memref<4096xi32>, memref<4096xi32>
    gpu.wait [%t17]
    func.call @kfusionOutputI32(%ua) : (memref<*xi32>) -> ()
    func.call @kfusionOutputI32(%ub) : (memref<*xi32>) -> ()
    func.call @kfusionOutputI32(%uc) : (memref<*xi32>) -> ()
    func.call @kfusionOutputI32(%ud) : (memref<*xi32>) -> ()
    return
  }
}
