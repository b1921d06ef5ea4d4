// Math ops become calls to libdevice (`__nv_tanhf`, ...), which the kernel
// serialization links in from the toolkit's nvvm/libdevice. Without it the
// PTX would keep unresolved `.extern` functions that ptxas or the driver
// rejects much later: kfusion-to-cubin refuses, on each op that needs one.
// No toolkit at all (the search pinned to a directory without ptxas; 64-bit
// indices asked for: the kernels have no launch to prove 32 bits by, whose
// remark index-bitwidth-auto-remarks.mlir checks):
// RUN: env KFUSION_CUDA_TOOLKIT=%t.nonexistent kfusion-opt %s --kfusion-to-cubin="format=ptx index-bitwidth=64" -verify-diagnostics -split-input-file
// A toolkit given explicitly that has ptxas but no libdevice:
// RUN: rm -rf %t.fake && mkdir -p %t.fake/bin && printf '#!/bin/sh\nexit 1\n' > %t.fake/bin/ptxas && chmod +x %t.fake/bin/ptxas
// RUN: not kfusion-opt %s --kfusion-to-cubin="format=ptx toolkit=%t.fake" -split-input-file 2>&1 | FileCheck %s --check-prefix=FAKE

// FAKE: error: kfusion-to-cubin: '__nv_tanhf' is a libdevice function{{.*}}toolkit at '{{.*}}.fake' has no nvvm/libdevice/libdevice.10.bc
// FAKE: error: kfusion-to-cubin: '__nv_fmaf' is a libdevice function
// FAKE-NOT: error: {{.*}}'__nv_tanhf'
// FAKE: error: kfusion-to-cubin: '__nv_expf' is a libdevice function

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Two libdevice functions, one called twice: one error per function.
    gpu.func @tanh_fma(%a: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<4xf32>
      // expected-error-re @below {{kfusion-to-cubin: '__nv_tanhf' is a libdevice function{{.*}}no CUDA toolkit was found{{.*}}toolkit=<root>}}
      %y = math.tanh %x : f32
      // expected-error @below {{'__nv_fmaf' is a libdevice function}}
      %z = math.fma %x, %y, %x : f32
      // A second call of the same function is not reported again.
      %w = math.tanh %z : f32
      memref.store %w, %a[%c0] : memref<4xf32>
      gpu.return
    }
  }
}

// -----

// Every gpu.module is checked; a kernel without libdevice calls is fine.
module attributes {gpu.container_module} {
  gpu.module @plain {
    // No libdevice call: no error.
    gpu.func @copy(%a: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = memref.load %a[%c0] : memref<4xf32>
      memref.store %x, %a[%c1] : memref<4xf32>
      gpu.return
    }
  }
  gpu.module @exp {
    // The second module's libdevice call is found too.
    gpu.func @e(%a: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<4xf32>
      // expected-error @below {{'__nv_expf' is a libdevice function}}
      %y = math.exp %x : f32
      memref.store %y, %a[%c0] : memref<4xf32>
      gpu.return
    }
  }
}
