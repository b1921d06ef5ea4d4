// The default index width (index-bitwidth=0): kernels get a 32-bit index and
// bare-pointer memrefs where every index value provably fits, while host
// functions keep their descriptors (their callers' ABI does not change).
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o %t/lowered.mlir 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: FileCheck %s < %t/kernels.sm_90.ptx
// RUN: FileCheck %s --check-prefix=HOST < %t/lowered.mlir
// index-bitwidth=64 keeps the descriptors and the 64-bit ids.
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx index-bitwidth=64" --kfusion-dump-binaries="output-dir=%t/wide" -o /dev/null
// RUN: FileCheck %s --check-prefix=WIDE < %t/wide/kernels.sm_90.ptx

// A proven module gets no remark of its index width.
// QUIET-NOT: remark: kfusion-to-cubin

// Two pointer parameters, the view's static offset folded into its
// addresses, the row loop and the ids in 32-bit registers.
// CHECK-LABEL: .visible .entry rows(
// CHECK-NEXT:  .param .u64 .ptr .align 1 rows_param_0,
// CHECK-NEXT:  .param .u64 .ptr .align 1 rows_param_1
// CHECK-NEXT:  )
// CHECK-NOT:   {{(add|setp[.a-z]*|shl)}}.{{[su]?}}64
// CHECK:       mul.wide.u32
// CHECK:       ld.global.nc.b32
// CHECK:       st.global.b32

// The host's @main still takes descriptors (a memref<4x64xf32> is 7
// values) and passes the kernel the aligned pointers.
// HOST-LABEL: llvm.func @main(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64,
// HOST:       gpu.launch_func {{.*}}@kernels::@rows {{.*}} args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr)

// WIDE-LABEL: .visible .entry rows(
// WIDE:       rows_param_13
// WIDE:       cvt.u64.u32

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // out[r][x] = in[r][x] * 2 over the rows of a view at offset 32 of a
    // 4 x 128 array: block b takes rows b and b + 2.
    gpu.func @rows(%in: memref<4x64xf32, strided<[128, 1], offset: 32>> {llvm.noalias}, %out: memref<4x64xf32> {llvm.noalias}) kernel {
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %two = arith.constant 2.0 : f32
      %b = gpu.block_id x
      %x = gpu.thread_id x
      scf.for %r = %b to %c4 step %c2 {
        %v = memref.load %in[%r, %x] : memref<4x64xf32, strided<[128, 1], offset: 32>>
        %w = arith.mulf %v, %two : f32
        memref.store %w, %out[%r, %x] : memref<4x64xf32>
      }
      gpu.return
    }
  }
  func.func @main(%a: memref<4x128xf32>, %out: memref<4x64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    %in = memref.subview %a[0, 32] [4, 64] [1, 1] : memref<4x128xf32> to memref<4x64xf32, strided<[128, 1], offset: 32>>
    gpu.launch_func @kernels::@rows blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<4x64xf32, strided<[128, 1], offset: 32>>, %out : memref<4x64xf32>)
    return
  }
}
