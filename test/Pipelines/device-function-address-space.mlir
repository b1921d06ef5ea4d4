// A device function (func.func in a gpu.module) that takes a tile of
// workgroup memory lowers: its memref keeps address space 3, so it reads and
// writes shared memory (upstream's func-to-llvm alone refuses the
// #gpu.address_space). A module without such a function is lowered as it was.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null
// RUN: FileCheck %s < %t/kernels.sm_90.ptx

// The dynamic shared memory is CUDA's extern array at module scope
// (kfusion-extern-dynamic-shared), whose address is the start of the dynamic
// shared memory whatever static shared variables a kernel has.
// CHECK: .extern .shared .align 16 .b8 __dynamic_shmem__0[];
// CHECK-LABEL: .func {{.*}}stage(
// CHECK:         st.shared.b32
// CHECK:         bar.sync{{[[:space:]]+}}0;
// CHECK:         ld.shared.b32
// The kernel's call (inlined by LLVM) stores to its own shared tile.
// CHECK-LABEL: .entry reverse(
// CHECK:         .shared .align 16 .b8 __wg_reverse_0[512];
// CHECK:         st.shared.b32
// A kernel whose tile is dynamic shared memory (gpu.dynamic_shared_memory
// keeps its #gpu.address_space, cast to 3 for the call) lowers as well.
// CHECK-LABEL: .entry dynamic(
// CHECK-NOT:     .shared .align 16 .b8 __dynamic_shmem__0;
// CHECK:         mov.b64 {{.*}}, __dynamic_shmem__0;
// CHECK:         st.shared.b32

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // A device function on a workgroup tile: address space 3 must survive.
    func.func @stage(%tile: memref<128xf32, #gpu.address_space<workgroup>>, %x: f32) -> f32 {
      %c127 = arith.constant 127 : index
      %t = gpu.thread_id x
      memref.store %x, %tile[%t] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c127, %t : index
      %y = memref.load %tile[%r] : memref<128xf32, #gpu.address_space<workgroup>>
      return %y : f32
    }
    // Its caller, which owns the shared tile.
    gpu.func @reverse(%a: memref<128xf32>)
        workgroup(%tile: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<128xf32>
      %w = func.call @stage(%tile, %v) : (memref<128xf32, #gpu.address_space<workgroup>>, f32) -> f32
      memref.store %w, %a[%t] : memref<128xf32>
      gpu.return
    }
    // The same on a view of dynamic shared memory.
    gpu.func @dynamic(%a: memref<128xf32>) kernel {
      %c0 = arith.constant 0 : index
      %t = gpu.thread_id x
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tile = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      %v = memref.load %a[%t] : memref<128xf32>
      %w = func.call @stage(%tile, %v) : (memref<128xf32, #gpu.address_space<workgroup>>, f32) -> f32
      memref.store %w, %a[%t] : memref<128xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<128xf32>) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %bytes = arith.constant 512 : i32
    gpu.launch_func @kernels::@reverse blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<128xf32>)
    gpu.launch_func @kernels::@dynamic blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %bytes args(%a : memref<128xf32>)
    return
  }
}
