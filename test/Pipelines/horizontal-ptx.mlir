// Three kernels with barriers, horizontally fused and lowered to PTX: each
// kernel's gpu.barrier reaches PTX as `bar.sync <region + 1>, <partition>`,
// so the partitions (128, 256 and 64 threads of a 448-thread block)
// synchronize independently; the register bound becomes `.maxnreg`, and each
// kernel keeps its own static shared memory. (ptxas assembles this PTX in
// ../Integration/Sim/Pipelines/horizontal-ptx.mlir.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="max-registers=64" --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null
// RUN: FileCheck %s < %t/kernels.sm_90.ptx

// CHECK-LABEL: .visible .entry reduce_reverse_count_hfuse(
// CHECK:       .maxnreg 64
// CHECK-DAG:   .shared .align 16 .b8 __wg_reduce_reverse_count_hfuse_0[512];
// CHECK-DAG:   .shared .align 16 .b8 __wg_reduce_reverse_count_hfuse_1[1024];
// CHECK-DAG:   .shared .align 16 .b8 __wg_reduce_reverse_count_hfuse_2[256];
// CHECK-DAG:   bar.sync {{[[:space:]]*}}1, 128;
// CHECK-DAG:   bar.sync {{[[:space:]]*}}2, 256;
// CHECK-DAG:   bar.sync {{[[:space:]]*}}3, 64;
// CHECK-NOT:   bar.sync {{[[:space:]]*}}0;
// CHECK:       ret;

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Block reduction: partial sums in shared memory, thread 0 adds them.
    gpu.func @reduce(%in: memref<16384xf32>, %out: memref<128xf32>)
        workgroup(%s: memref<128xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c128 = arith.constant 128 : index
      %zero = arith.constant 0.0 : f32
      %tid = gpu.thread_id x
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<16384xf32>
      memref.store %v, %s[%tid] : memref<128xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %sum = scf.for %k = %c0 to %c128 step %c1 iter_args(%acc = %zero) -> (f32) {
          %x = memref.load %s[%k] : memref<128xf32, #gpu.address_space<workgroup>>
          %a = arith.addf %acc, %x : f32
          scf.yield %a : f32
        }
        %bid = gpu.block_id x
        memref.store %sum, %out[%bid] : memref<128xf32>
      }
      gpu.return
    }
    // Block-wise reversal through shared memory.
    gpu.func @reverse(%in: memref<32768xi32>, %out: memref<32768xi32>)
        workgroup(%s: memref<256xi32, #gpu.address_space<workgroup>>) kernel {
      %c255 = arith.constant 255 : index
      %tid = gpu.thread_id x
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<32768xi32>
      memref.store %v, %s[%tid] : memref<256xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %r = arith.subi %c255, %tid : index
      %w = memref.load %s[%r] : memref<256xi32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%i] : memref<32768xi32>
      gpu.return
    }
    // Shared-memory histogram of 64 bins.
    gpu.func @count(%keys: memref<8192xi32>, %bins: memref<64xi32>)
        workgroup(%h: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c63 = arith.constant 63 : i32
      %tid = gpu.thread_id x
      memref.store %c0, %h[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %i = gpu.global_id x
      %k = memref.load %keys[%i] : memref<8192xi32>
      %b = arith.andi %k, %c63 : i32
      %bi = arith.index_cast %b : i32 to index
      %o = memref.atomic_rmw addi %c1, %h[%bi] : (i32, memref<64xi32, #gpu.address_space<workgroup>>) -> i32
      gpu.barrier
      %n = memref.load %h[%tid] : memref<64xi32, #gpu.address_space<workgroup>>
      %o2 = memref.atomic_rmw addi %n, %bins[%tid] : (i32, memref<64xi32>) -> i32
      gpu.return
    }
  }
  // The three launches, one group; llvm.noalias tells the fusion that the
  // buffers are distinct.
  func.func @main(%in: memref<16384xf32> {llvm.noalias}, %sums: memref<128xf32> {llvm.noalias},
                  %src: memref<32768xi32> {llvm.noalias}, %dst: memref<32768xi32> {llvm.noalias},
                  %keys: memref<8192xi32> {llvm.noalias}, %bins: memref<64xi32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@reduce blocks in (%c128, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<16384xf32>, %sums : memref<128xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@reverse blocks in (%c128, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%src : memref<32768xi32>, %dst : memref<32768xi32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@count blocks in (%c128, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%keys : memref<8192xi32>, %bins : memref<64xi32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
