// kfusion-check-lowered, the last pass of kfusion-to-cubin: everything must
// be in the LLVM dialect, except gpu.binary and gpu.launch_func, which the
// LLVM IR translation handles. The first op left is an error on that op (the
// outermost of its dialect, the innermost of all); a conversion cast is
// reported only when nothing else is left.
// RUN: kfusion-opt %s -split-input-file -allow-unregistered-dialect --kfusion-check-lowered -verify-diagnostics | FileCheck %s

// A lowered program: serialized kernels, host code in LLVM launching them.
// CHECK-LABEL: gpu.binary @kernels
// CHECK-LABEL: llvm.func @main
// CHECK:         gpu.launch_func @kernels::@k blocks in (%[[N:.*]], %[[N]], %[[N]]) threads in (%[[N]], %[[N]], %[[N]]) : i64 args(%{{.*}} : !llvm.ptr)
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "// PTX">]
  llvm.func @main(%p: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : index) : i64
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) : i64 args(%p : !llvm.ptr)
    llvm.return
  }
}

// -----

// linalg on tensors: the user's linalg.fill is named, not its linalg.yield.
func.func @fill(%t: tensor<4xf32>, %zero: f32) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion-to-cubin could not lower 'linalg.fill': the pipeline lowers the func, arith, math, memref, scf, cf, vector, linalg (on buffers), affine, index, gpu and nvgpu dialects; lower this op first}}
  %r = linalg.fill ins(%zero : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A loop left in an LLVM function: the scf.for, not its scf.yield.
llvm.func @loop(%n: i64) {
  %c0 = llvm.mlir.constant(0 : index) : i64
  %lb = builtin.unrealized_conversion_cast %c0 : i64 to index
  %ub = builtin.unrealized_conversion_cast %n : i64 to index
  // expected-error @+1 {{kfusion-to-cubin could not lower 'scf.for'}}
  scf.for %i = %lb to %ub step %ub {
    llvm.call @loop(%n) : (i64) -> ()
  }
  llvm.return
}

// -----

// Innermost first: the tensor op inside the loop is what was not lowered.
llvm.func @inner(%n: i64) {
  %lb = builtin.unrealized_conversion_cast %n : i64 to index
  scf.for %i = %lb to %lb step %lb {
    // expected-error @+1 {{kfusion-to-cubin could not lower 'tensor.empty'}}
    %t = tensor.empty() : tensor<4xf32>
  }
  llvm.return
}

// -----

// Host code never lowered: the func.func is named, not its func.return.
// expected-error @+1 {{kfusion-to-cubin could not lower 'func.func'}}
func.func @host() {
  return
}

// -----

// Kernels never serialized.
module attributes {gpu.container_module} {
  // expected-error @+1 {{kfusion-to-cubin could not lower 'gpu.module'}}
  gpu.module @kernels {
    llvm.func @k() attributes {gpu.kernel} {
      llvm.return
    }
  }
}

// -----

// Only casts left (a partial conversion's): the first one is reported.
llvm.func @casts(%a: i32) -> i32 {
  // expected-error @+1 {{kfusion-to-cubin could not lower 'builtin.unrealized_conversion_cast'}}
  %b = builtin.unrealized_conversion_cast %a : i32 to index
  %c = builtin.unrealized_conversion_cast %b : index to i32
  llvm.return %c : i32
}

// -----

// A cast only echoes the op that was not lowered: that op is reported.
llvm.func @cast_then_op(%a: i64) -> i64 {
  %b = builtin.unrealized_conversion_cast %a : i64 to index
  // expected-error @+1 {{kfusion-to-cubin could not lower 'index.add'}}
  %c = index.add %b, %b
  %d = builtin.unrealized_conversion_cast %c : index to i64
  llvm.return %d : i64
}

// -----

// An unregistered op is not lowered either; nested ones of two namespaces
// are told apart (the inner one is named).
llvm.func @opaque() {
  "a.outer"() ({
    // expected-error @+1 {{kfusion-to-cubin could not lower 'b.inner'}}
    "b.inner"() : () -> ()
    "a.end"() : () -> ()
  }) : () -> ()
  llvm.return
}
