// REQUIRES: libdevice
// A `ptxas` on PATH that is a wrapper script outside any toolkit (as
// /usr/local/bin/ptxas exec'ing the real one on some machines) must not make
// its directory the toolkit: that root has no libdevice, and math functions
// would stay unresolved `.extern` calls. The search goes on to $CUDA_HOME,
// which has it; the PTX has no extern function and ptxas assembles it.
// RUN: rm -rf %t && mkdir -p %t/bin %t/out
// RUN: printf '#!/bin/sh\nexec %ptxas "$@"\n' > %t/bin/ptxas && chmod +x %t/bin/ptxas
// RUN: env -u KFUSION_CUDA_TOOLKIT PATH=%t/bin:$PATH CUDA_HOME=%cuda_toolkit kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries=output-dir=%t/out -o /dev/null
// RUN: FileCheck %s < %t/out/kernels.sm_90.ptx
// RUN: %ptxas -arch=sm_90 %t/out/kernels.sm_90.ptx -o %t/out/k.cubin
// The default format (cubin) goes through the wrapper and links libdevice too.
// RUN: env -u KFUSION_CUDA_TOOLKIT PATH=%t/bin:$PATH CUDA_HOME=%cuda_toolkit kfusion-opt %s --kfusion-to-cubin -o /dev/null

// CHECK-NOT: .extern .func
// CHECK-LABEL: .entry gelu_tanh
// CHECK-NOT: __nv_

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Two libdevice functions (tanhf, fmaf) to link.
    gpu.func @gelu_tanh(%a: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<4xf32>
      %y = math.tanh %x : f32
      %z = math.fma %x, %y, %x : f32
      memref.store %z, %a[%c0] : memref<4xf32>
      gpu.return
    }
  }
}
