// kfusion-to-cubin down to PTX assembly. The kernel's shared stores, whole-block
// barrier and shared loads survive to PTX for sm_90, and the host code calls
// the runtime ABI.
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o %t/lowered.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=PTX < %t/kernels.sm_90.ptx
// RUN: FileCheck %s --check-prefix=HOST < %t/lowered.mlir
// (The PTX assembles for sm_90: ../Integration/Sim/Pipelines/ptx-vector-add.mlir.)

// REMARK: remark: wrote {{.*}}kernels.sm_90.ptx

// PTX:      .version 8.0
// PTX:      .target sm_90
// PTX:      .address_size 64
// PTX-LABEL: .visible .entry vadd(
// PTX-COUNT-16: .param .u64
// The kernel's shared tile declared 16-byte aligned (kfusion-align-shared-
// globals: the back end may merge loads from it into 16-byte vectors).
// PTX:      .shared .align 16 .b8 __wg_vadd_0[1024];
// PTX-DAG:  mov.u32 {{.*}}%ctaid.x;
// PTX-DAG:  mov.u32 {{.*}}%ntid.x;
// PTX-DAG:  mov.u32 {{.*}}%tid.x;
// PTX:      setp.ge.u64
// PTX:      ld.global.b32
// PTX:      st.shared.b32
// PTX:      bar.sync {{[[:space:]]*}}0;
// PTX:      ld.shared.b32 {{.*}}+1020]
// PTX:      add.rn.f32
// PTX:      st.global.b32
// PTX:      ret;

// HOST:      gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">, {{.*}}assembly = "
// HOST-LABEL: llvm.func @main(
// HOST:      %[[STREAM:.*]] = llvm.call @mgpuStreamCreate()
// HOST:      gpu.launch_func <%[[STREAM]] : !llvm.ptr> @kernels::@vadd blocks in ({{.*}}) threads in ({{.*}}) : i64 args(
// HOST:      llvm.call @mgpuStreamSynchronize(%[[STREAM]])
// HOST:      llvm.call @mgpuStreamDestroy(%[[STREAM]])

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // c[i] = a[base + 255 - tid] + b[i]: a's block slice is reversed through
    // workgroup memory, so the kernel needs shared stores, a barrier and
    // shared loads, each of which must survive to PTX.
    gpu.func @vadd(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index)
        workgroup(%tile : memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %c255 = arith.constant 255 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %inbounds = arith.cmpi ult, %i, %n : index
      scf.if %inbounds {
        %x = memref.load %a[%i] : memref<?xf32>
        memref.store %x, %tile[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %r = arith.subi %c255, %tid : index
      %src = arith.addi %base, %r : index
      %both = arith.cmpi ult, %src, %n : index
      %ok = arith.andi %inbounds, %both : i1
      scf.if %ok {
        %x = memref.load %tile[%r] : memref<256xf32, #gpu.address_space<workgroup>>
        %y = memref.load %b[%i] : memref<?xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  // The host: one async launch on a stream of its own, then waited for.
  func.func @main(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c255 = arith.constant 255 : index
    %c256 = arith.constant 256 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %n255 = arith.addi %n, %c255 : index
    %grid = arith.divui %n255, %c256 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@vadd
        blocks in (%grid, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : memref<?xf32>, %b : memref<?xf32>, %c : memref<?xf32>, %n : index)
    gpu.wait [%t1]
    return
  }
}
