// bare-ptr=true: each memref reaches the kernel as one pointer parameter
// instead of a 5-field descriptor (3 memrefs: 3 parameters, not 15).
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx bare-ptr=true" --kfusion-dump-binaries="output-dir=%t" -o %t/lowered.mlir
// RUN: FileCheck %s < %t/kernels.sm_90.ptx
// RUN: FileCheck %s --check-prefix=HOST < %t/lowered.mlir
// Without bare pointers (and the 64-bit index that keeps kernels' memrefs
// as descriptors; the default proves 32 bits here) the same kernel takes 15
// parameters.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx index-bitwidth=64" --kfusion-dump-binaries="output-dir=%t/desc" -o /dev/null
// RUN: FileCheck %s --check-prefix=DESC < %t/desc/kernels.sm_90.ptx

// CHECK-LABEL: .visible .entry add(
// CHECK-NEXT:  .param .u64 .ptr .align 1 add_param_0,
// CHECK-NEXT:  .param .u64 .ptr .align 1 add_param_1,
// CHECK-NEXT:  .param .u64 .ptr .align 1 add_param_2
// CHECK-NEXT:  )
// CHECK:       add.rn.f32
// HOST-LABEL:  llvm.func @main(
// HOST:        gpu.launch_func {{.*}}@kernels::@add {{.*}} args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr)
// DESC-LABEL:  .visible .entry add(
// DESC:        add_param_13,
// DESC-NEXT:   .param .u64 add_param_14
// DESC-NEXT:   )

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Three static memrefs: three pointer parameters with bare-ptr=true.
    gpu.func @add(%a: memref<256xf32>, %b: memref<256xf32>, %c: memref<256xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<256xf32>
      %y = memref.load %b[%i] : memref<256xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i] : memref<256xf32>
      gpu.return
    }
  }
  // The host passes the same memrefs as pointers.
  func.func @main(%a: memref<256xf32>, %b: memref<256xf32>, %c: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@add blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<256xf32>, %b : memref<256xf32>, %c : memref<256xf32>)
    return
  }
}
