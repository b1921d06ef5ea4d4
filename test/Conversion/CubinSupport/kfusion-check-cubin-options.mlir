// kfusion-check-cubin-options: kfusion-to-cubin's options checked against the
// module before anything is rewritten. Every refusal is an error on the op
// involved (the module for the options themselves); a program that passes is
// left exactly as it was. One part per set of options; the parts keep their
// line numbers, so the expected-* lines stand in them.
// RUN: rm -rf %t && split-file --leading-lines %s %t
//
// Programs the checks accept, unchanged, without a diagnostic.
// RUN: kfusion-opt %t/accepted.mlir -split-input-file --kfusion-check-cubin-options="requested-format=cubin format=cubin bare-ptr=true" -verify-diagnostics | FileCheck %s --check-prefix=ACCEPT
// RUN: kfusion-opt %t/accepted-index32.mlir --kfusion-check-cubin-options="requested-format=ptx format=ptx bare-ptr=true index-bitwidth=32" -verify-diagnostics | FileCheck %s --check-prefix=INDEX32
// The options themselves.
// RUN: kfusion-opt %t/format.mlir --kfusion-check-cubin-options="format=sass" -verify-diagnostics
// RUN: kfusion-opt %t/chip.mlir --kfusion-check-cubin-options="chip=sm_999" -verify-diagnostics
// RUN: kfusion-opt %t/opt-level.mlir --kfusion-check-cubin-options="opt-level=7" -verify-diagnostics
// RUN: kfusion-opt %t/index-width.mlir --kfusion-check-cubin-options="bare-ptr=true index-bitwidth=16" -verify-diagnostics
// RUN: kfusion-opt %t/index32-descriptors.mlir --kfusion-check-cubin-options="index-bitwidth=32" -verify-diagnostics
// PTX chosen by the pipeline (no ptxas) is a remark; PTX asked for is not.
// RUN: kfusion-opt %t/ptx-fallback.mlir --kfusion-check-cubin-options="format=ptx" -verify-diagnostics
// RUN: kfusion-opt %t/ptx-asked.mlir --kfusion-check-cubin-options="requested-format=ptx format=ptx" -verify-diagnostics
// The module against the options.
// RUN: kfusion-opt %t/bare-ptr.mlir -split-input-file --kfusion-check-cubin-options="bare-ptr=true" -verify-diagnostics
// RUN: kfusion-opt %t/index32.mlir -split-input-file --kfusion-check-cubin-options="bare-ptr=true index-bitwidth=32" -verify-diagnostics
// RUN: kfusion-opt %t/module-body.mlir -split-input-file -allow-unregistered-dialect --kfusion-check-cubin-options -verify-diagnostics
// Warpgroup MMA and setmaxnreg (a partition's registers) on sm_90 instead of
// sm_90a; the same programs pass for sm_90a.
// RUN: kfusion-opt %t/arch-specific.mlir -split-input-file --kfusion-check-cubin-options="chip=sm_90" -verify-diagnostics
// RUN: kfusion-opt %t/arch-specific.mlir -split-input-file --kfusion-check-cubin-options="chip=sm_90a" -o /dev/null
// An emulated GEMM kernel (emulate=true) is for kfusion-sim only.
// RUN: kfusion-opt %t/emulated.mlir -split-input-file --kfusion-check-cubin-options="chip=sm_90a" -verify-diagnostics
// A vector.insert position holding the dynamic-size marker with no operand
// (upstream verifies it, then its canonicalizer and vector-to-LLVM crash:
// found by the fuzzer on 2026-12-06, seed 107; vector.extract's verifier
// rejects the same).
// RUN: kfusion-opt %t/vector-positions.mlir -split-input-file --kfusion-check-cubin-options -verify-diagnostics

// ACCEPT-LABEL: gpu.module @kernels
// ACCEPT:         llvm.mlir.global internal @counter(0 : i32)
// ACCEPT:         memref.global "private" @table
// ACCEPT-LABEL:   gpu.func @static_args
// ACCEPT-SAME:      (%{{.*}}: memref<16xf32>, %{{.*}}: memref<4x4xf32>, %{{.*}}: index, %{{.*}}: f32)
// ACCEPT-LABEL: func.func @host
// ACCEPT-SAME:    (%{{.*}}: memref<16xf32>)
// ACCEPT-LABEL: gpu.module @descriptors
// ACCEPT-LABEL:   gpu.func @not_memrefs
// ACCEPT-SAME:      (%{{.*}}: i32, %{{.*}}: index)

// INDEX32-LABEL: gpu.func @within
// INDEX32-SAME:    (%{{.*}}: memref<1024xf32>, %{{.*}}: i32)
// INDEX32-LABEL: func.func @main
// INDEX32:         %[[C1:.*]] = arith.constant 1 : index
// INDEX32:         gpu.launch_func @kernels::@within blocks in (%{{.*}}, %[[C1]], %[[C1]]) threads in (%{{.*}}, %[[C1]], %[[C1]])
// INDEX32:         gpu.launch blocks
// INDEX32:           arith.addi %{{.*}}, %[[C1]] : index

//--- accepted.mlir
// With bare pointers: static identity-layout memrefs (kernel and host), an
// index argument at 64 bits, LLVM and symbol ops in a gpu.module body.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @counter(0 : i32) : i32
    memref.global "private" @table : memref<4xf32> = dense<0.0>
    gpu.func @static_args(%a: memref<16xf32>, %b: memref<4x4xf32>, %n: index, %x: f32) kernel {
      gpu.return
    }
  }
  func.func @host(%a: memref<16xf32>) {
    return
  }
}

// -----

// Arguments that are not memrefs need no static shape.
module attributes {gpu.container_module} {
  gpu.module @descriptors {
    gpu.func @not_memrefs(%a: i32, %n: index) kernel {
      gpu.return
    }
  }
}

//--- accepted-index32.mlir
// index-bitwidth=32: constant launches under 2^31 threads, i32 arguments, a
// gpu.launch whose body takes only constants and memrefs from outside.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @within(%a: memref<1024xf32>, %n: i32) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<1024xf32>, %n: i32) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %blocks = arith.constant 2097151 : index
    gpu.launch_func @kernels::@within blocks in (%blocks, %c1, %c1) threads in (%c1024, %c1, %c1)
        args(%a : memref<1024xf32>, %n : i32)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1024, %sy = %c1, %sz = %c1) {
      %i = arith.addi %tx, %c1 : index
      %v = memref.load %a[%i] : memref<1024xf32>
      memref.store %v, %a[%tx] : memref<1024xf32>
      gpu.terminator
    }
    return
  }
}

//--- format.mlir
// A format that gpu-module-to-binary does not know.
// expected-error @+1 {{kfusion-to-cubin: unknown format 'sass' (expected cubin, fatbin or ptx)}}
module attributes {gpu.container_module} {
}

//--- chip.mlir
// A chip the NVPTX back end does not know.
// expected-error @+1 {{kfusion-to-cubin: the NVPTX back end does not know chip 'sm_999'}}
module attributes {gpu.container_module} {
}

//--- opt-level.mlir
// NVPTX code generation has levels 0-3.
// expected-error @+1 {{kfusion-to-cubin: opt-level 7 is out of range (0-3)}}
module attributes {gpu.container_module} {
}

//--- index-width.mlir
// Kernel indices are 32 or 64 bits (0: the proven one), checked before the
// module is looked at.
// expected-error @+1 {{kfusion-to-cubin: index-bitwidth 16 is not supported (0 for the proven width, 32 or 64)}}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dynamic(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
}

//--- index32-descriptors.mlir
// 32-bit kernels cannot take descriptors the host fills with 64-bit sizes.
// expected-error-re @+1 {{kfusion-to-cubin: index-bitwidth=32 needs bare-ptr=true:{{.*}}64-bit sizes and strides}}
module attributes {gpu.container_module} {
}

//--- ptx-fallback.mlir
// No format asked for and PTX chosen: the driver will JIT-compile it.
// expected-remark-re @+1 {{kfusion-to-cubin: ptxas not found on PATH{{.*}}emitted as PTX, which the CUDA driver compiles}}
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @empty() kernel {
      gpu.return
    }
  }
}

//--- ptx-asked.mlir
// PTX asked for: no remark.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @empty() kernel {
      gpu.return
    }
  }
}

//--- bare-ptr.mlir
// A dynamically shaped kernel memref has no bare-pointer form.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{kfusion-to-cubin: bare-ptr=true passes memrefs as bare pointers{{.*}}static shape and the identity layout; argument #1 has type 'memref<?xf32>'}}
    gpu.func @dynamic(%n: i32, %a: memref<?xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// Nor has a strided one, in host code too.
module attributes {gpu.container_module} {
  // expected-error-re @+1 {{bare-ptr=true{{.*}}argument #0 has type 'memref<4xf32, strided<[2]>>'}}
  func.func @strided(%a: memref<4xf32, strided<[2]>>) {
    return
  }
}

// -----

// Nor an unranked one.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{bare-ptr=true{{.*}}argument #0 has type 'memref<*xf32>'}}
    gpu.func @unranked(%a: memref<*xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// An external host function (the runtime's I/O, printMemrefF32) may take an
// unranked memref: its callers pass a descriptor through the C interface.
module attributes {gpu.container_module} {
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func @main(%a: memref<16xf32>) {
    %u = memref.cast %a : memref<16xf32> to memref<*xf32>
    func.call @kfusionOutputF32(%u) : (memref<*xf32>) -> ()
    return
  }
}

//--- index32.mlir
// An index argument comes from the host as 64 bits.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{kfusion-to-cubin: index-bitwidth=32: argument #1 is an index, which the host passes as 64 bits;{{.*}}i32 or i64}}
    gpu.func @index_arg(%a: memref<16xf32>, %n: index) kernel {
      gpu.return
    }
  }
}

// -----

// A memref of 2^31 elements cannot be addressed with a 32-bit index.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{index-bitwidth=32: argument #0 ('memref<65536x32768xf32>') has 2147483648 elements;{{.*}}fewer than 2^31}}
    gpu.func @huge(%a: memref<65536x32768xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// A device function would keep a 64-bit index: only kernels are narrowed.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error-re @+1 {{index-bitwidth=32 lowers kernel code only;{{.*}}func.func in a gpu.module{{.*}}inline it}}
    func.func @helper(%i: i32) -> i32 {
      return %i : i32
    }
  }
}

// -----

// A grid size known only at run time cannot be checked.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @dynamic_grid(%a: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-error-re @+1 {{index-bitwidth=32 needs constant launch sizes{{.*}}dimension x is not constant}}
    gpu.launch_func @kernels::@k blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<16xf32>)
    return
  }
}

// -----

// Nor a block size; the dimension is named.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @dynamic_block(%a: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-error-re @+1 {{index-bitwidth=32 needs constant launch sizes{{.*}}dimension z is not constant}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %n)
        args(%a : memref<16xf32>)
    return
  }
}

// -----

// 2^31 threads in one dimension overflow a 32-bit global id.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @too_many_threads(%a: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %big = arith.constant 2097152 : index
    // expected-error @+1 {{kfusion-to-cubin: index-bitwidth=32: dimension y launches 2097152 x 1024 threads; 32-bit ids need fewer than 2^31}}
    gpu.launch_func @kernels::@k blocks in (%c1, %big, %c1) threads in (%c1, %c1024, %c1)
        args(%a : memref<16xf32>)
    return
  }
}

// -----

// Sizes whose product wraps around 64 bits (2^62 x 4) are refused too.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @wrapping(%a: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %huge = arith.constant 4611686018427387904 : index
    // expected-error @+1 {{dimension x launches 4611686018427387904 x 4 threads; 32-bit ids need fewer than 2^31}}
    gpu.launch_func @kernels::@k blocks in (%huge, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%a : memref<16xf32>)
    return
  }
}

// -----

// A negative size is no count of threads.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @negative(%a: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %minus = arith.constant -2 : index
    // expected-error @+1 {{kfusion-to-cubin: index-bitwidth=32: dimension x has a negative size (-2 x 1)}}
    gpu.launch_func @kernels::@k blocks in (%minus, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<16xf32>)
    return
  }
}

// -----

// A gpu.launch (outlined later in the pipeline) is checked like a launch_func.
module attributes {gpu.container_module} {
  func.func @launch_dynamic(%a: memref<16xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    // expected-error-re @+1 {{index-bitwidth=32 needs constant launch sizes{{.*}}dimension x is not constant}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      gpu.terminator
    }
    return
  }
}

// -----

// Its sizes too.
module attributes {gpu.container_module} {
  func.func @launch_too_many(%a: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %c1024 = arith.constant 1024 : index
    %big = arith.constant 2097152 : index
    // expected-error @+1 {{index-bitwidth=32: dimension x launches 2097152 x 1024 threads; 32-bit ids need fewer than 2^31}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %big, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1024, %sy = %c1, %sz = %c1) {
      gpu.terminator
    }
    return
  }
}

// -----

// An index its body takes from outside would become a 64-bit kernel argument.
module attributes {gpu.container_module} {
  // expected-note @+1 {{the index is defined here}}
  func.func @launch_captures(%a: memref<16xf32>, %offset: index) {
    %c1 = arith.constant 1 : index
    // expected-error-re @+1 {{index-bitwidth=32: the body uses an index defined outside the launch{{.*}}64 bits; pass an i32 or i64}}
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = memref.load %a[%offset] : memref<16xf32>
      memref.store %v, %a[%tx] : memref<16xf32>
      gpu.terminator
    }
    return
  }
}

//--- module-body.mlir
// An op directly in a gpu.module body has no function to run in.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error @+1 {{kfusion-to-cubin: 'gpu.barrier' stands directly in the body of gpu.module @kernels, outside any function; a gpu.module holds functions and globals}}
    gpu.barrier
  }
}

// -----

// An unregistered op there is reported the same way.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error @+1 {{kfusion-to-cubin: 'test.unknown' stands directly in the body of gpu.module @kernels}}
    "test.unknown"() : () -> ()
  }
}

//--- arch-specific.mlir
// The back end has no setmaxnreg on sm_90: refused on the op.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @regs() kernel attributes {nvvm.maxnreg = 64 : i32} {
      // expected-error @+1 {{kfusion-to-cubin: 'nvvm.setmaxregister' needs the architecture-specific target sm_90a (chip=sm_90): wgmma and setmaxnreg are sm_90a instructions}}
      nvvm.setmaxregister increase 80
      gpu.return
    }
  }
}

// -----

// Nor wgmma.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mma() kernel {
      // expected-error @+1 {{kfusion-to-cubin: 'nvvm.wgmma.fence.aligned' needs the architecture-specific target sm_90a}}
      nvvm.wgmma.fence.aligned
      gpu.return
    }
  }
}

// -----

// A horizontal body whose partitions move registers lowers to setmaxnreg.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fused() kernel attributes {nvvm.maxnreg = 64 : i32} {
      // expected-error @+1 {{kfusion-to-cubin: 'kfusion.horizontal' needs the architecture-specific target sm_90a}}
      kfusion.horizontal partitions [128, 128] block_dims [(128, 1, 1), (128, 1, 1)] grid_dims [(1, 1, 1), (1, 1, 1)] partition_registers [24, 96] {
        kfusion.yield
      }, {
        kfusion.yield
      }
      gpu.return
    }
  }
}

//--- emulated.mlir
// kfusion.emulated_wgmma has no PTX: refused on the op, with what to do.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @emulated(%d: i64, %x: f32) kernel {
      %s = memref.alloca() : memref<4096xf16, #gpu.address_space<workgroup>>
      %lane = gpu.thread_id x
      // expected-error @+1 {{kfusion-to-cubin: an emulated GEMM kernel runs on kfusion-sim only; build it without emulate=true for the GPU}}
      %r:4 = kfusion.emulated_wgmma %s[%d, %d] lane %lane acc(%x, %x, %x, %x) {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

// -----

// Nor its reads at the retiring wait.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @emulated_reads(%d: i64) kernel {
      %s = memref.alloca() : memref<4096xf16, #gpu.address_space<workgroup>>
      %lane = gpu.thread_id x
      // expected-error @+1 {{kfusion-to-cubin: an emulated GEMM kernel runs on kfusion-sim only; build it without emulate=true for the GPU}}
      kfusion.emulated_wgmma_reads %s[%d, %d] lane %lane {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}

//--- vector-positions.mlir
func.func @insert_marker(%v: vector<2x2xf32>, %s: f32) -> vector<2x2xf32> {
  // expected-error @+1 {{kfusion-to-cubin: a static position of 'vector.insert' is the dynamic-size marker (-9223372036854775808) with no operand for it, which upstream's lowering cannot take}}
  %z = vector.insert %s, %v [1, -9223372036854775808] : f32 into vector<2x2xf32>
  return %z : vector<2x2xf32>
}

