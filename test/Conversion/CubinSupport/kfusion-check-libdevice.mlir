// kfusion-check-libdevice: right before serialization, a kernel's call to an
// external libdevice function (`__nv_*`, what math ops become) is refused,
// once per function and gpu.module, on the call, when the toolkit has no
// libdevice; with one the module is left as it is.
// RUN: rm -rf %t && split-file --leading-lines %s %t
// RUN: mkdir -p %t/bare/bin %t/cuda/nvvm/libdevice && touch %t/cuda/nvvm/libdevice/libdevice.10.bc
//
// No toolkit at all.
// RUN: kfusion-opt %t/calls.mlir -split-input-file --kfusion-check-libdevice -verify-diagnostics
// A toolkit without libdevice: the message names it.
// RUN: kfusion-opt %t/bare-toolkit.mlir --kfusion-check-libdevice="toolkit=%t/bare" -verify-diagnostics
// A toolkit with libdevice: the same calls pass, unchanged.
// RUN: kfusion-opt %t/calls.mlir -split-input-file --kfusion-check-libdevice="toolkit=%t/cuda" | FileCheck %s --check-prefix=LINKED

// LINKED-LABEL: llvm.func @tanh_fma
// LINKED:         llvm.call @__nv_tanhf
// LINKED:         llvm.call @__nv_fmaf
// LINKED:         llvm.call @__nv_tanhf
// LINKED-LABEL: llvm.func @not_libdevice
// LINKED:         llvm.call @__nv_own
// LINKED:         llvm.call @helper
// LINKED:         llvm.call %{{.*}}()
// LINKED-LABEL: llvm.func @e
// LINKED:         llvm.call @__nv_expf
// LINKED-LABEL: llvm.func @e_again
// LINKED:         llvm.call @__nv_expf

//--- calls.mlir
// Two libdevice functions, one called twice: one error per function.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @__nv_fmaf(f32, f32, f32) -> f32
    llvm.func @tanh_fma(%x: f32) -> f32 attributes {gpu.kernel, nvvm.kernel} {
      // expected-error @+1 {{kfusion-to-cubin: '__nv_tanhf' is a libdevice function, and no CUDA toolkit was found (PATH, $CUDA_HOME, $CUDA_PATH, /usr/local/cuda); pass toolkit=<root> or set $KFUSION_CUDA_TOOLKIT}}
      %y = llvm.call @__nv_tanhf(%x) : (f32) -> f32
      // expected-error @+1 {{'__nv_fmaf' is a libdevice function}}
      %z = llvm.call @__nv_fmaf(%x, %y, %x) : (f32, f32, f32) -> f32
      // The second call of the same function is not reported again.
      %w = llvm.call @__nv_tanhf(%z) : (f32) -> f32
      llvm.return %w : f32
    }
  }
}

// -----

// Left alone: an `__nv_` function the module defines, an external function
// of another name, an indirect call, and host code (which is not serialized).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @__nv_own(%x: f32) -> f32 {
      llvm.return %x : f32
    }
    llvm.func @helper(f32) -> f32
    llvm.func @not_libdevice(%x: f32, %f: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      %y = llvm.call @__nv_own(%x) : (f32) -> f32
      %z = llvm.call @helper(%y) : (f32) -> f32
      llvm.call %f() : !llvm.ptr, () -> ()
      llvm.return
    }
  }
  llvm.func @__nv_sinf(f32) -> f32
  llvm.func @host(%x: f32) -> f32 {
    %y = llvm.call @__nv_sinf(%x) : (f32) -> f32
    llvm.return %y : f32
  }
}

// -----

// Every gpu.module is checked, each for itself: the same function called
// from two modules is reported in both.
module attributes {gpu.container_module} {
  gpu.module @first {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @e(%x: f32) -> f32 attributes {gpu.kernel, nvvm.kernel} {
      // expected-error @+1 {{'__nv_expf' is a libdevice function}}
      %y = llvm.call @__nv_expf(%x) : (f32) -> f32
      llvm.return %y : f32
    }
  }
  gpu.module @second {
    llvm.func @__nv_expf(f32) -> f32
    llvm.func @e_again(%x: f32) -> f32 attributes {gpu.kernel, nvvm.kernel} {
      // expected-error @+1 {{'__nv_expf' is a libdevice function}}
      %y = llvm.call @__nv_expf(%x) : (f32) -> f32
      llvm.return %y : f32
    }
  }
}

//--- bare-toolkit.mlir
// A toolkit given explicitly that has no nvvm/libdevice/libdevice.10.bc.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @__nv_tanhf(f32) -> f32
    llvm.func @tanh(%x: f32) -> f32 attributes {gpu.kernel, nvvm.kernel} {
      // expected-error-re @+1 {{kfusion-to-cubin: '__nv_tanhf' is a libdevice function, and the CUDA toolkit at '{{.*}}/bare' has no nvvm/libdevice/libdevice.10.bc; pass toolkit=<root>}}
      %y = llvm.call @__nv_tanhf(%x) : (f32) -> f32
      llvm.return %y : f32
    }
  }
}
