// kfusion-check-lowered with kernels-only, which kfusion-to-cubin runs before
// it serializes the kernels: only a gpu.module's ops are checked, and those
// must be LLVM or NVVM ops by then; the host, lowered after, is not checked.
// RUN: kfusion-opt %s -split-input-file --kfusion-check-lowered=kernels-only=true -verify-diagnostics | FileCheck %s

// A lowered kernel (LLVM and NVVM ops) beside host code still in func and
// gpu ops: nothing to report.
// CHECK-LABEL: gpu.module @lowered
// CHECK: nvvm.read.ptx.sreg.tid.x
// CHECK-LABEL: func.func @host
module attributes {gpu.container_module} {
  gpu.module @lowered {
    llvm.func @k(%p: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      llvm.store %t, %p : i32, !llvm.ptr
      llvm.return
    }
  }
  func.func @host(%p: memref<4xi32>) -> memref<4xi32> {
    %c1 = arith.constant 1 : index
    %q = memref.alloc() : memref<4xi32>
    return %q : memref<4xi32>
  }
}

// -----

// An f8 truncf in a kernel, which upstream's arith lowering leaves: named on
// the op (the serializer reported it at an unknown location), as a form of a
// dialect the pipeline lowers.
module attributes {gpu.container_module} {
  gpu.module @f8 {
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      // expected-error @+1 {{kfusion-to-cubin could not lower 'arith.truncf': the pipeline lowers the func, arith, math, memref, scf, cf, vector, linalg (on buffers), affine, index, gpu and nvgpu dialects; lower this op first (its dialect is lowered, this form of it is not: its types, attributes or operands, in kernel code)}}
      %t = arith.truncf %x : f32 to f8E4M3FN
      %i = builtin.unrealized_conversion_cast %t : f8E4M3FN to i8
      llvm.store %i, %p : i8, !llvm.ptr
      llvm.return
    }
  }
}
