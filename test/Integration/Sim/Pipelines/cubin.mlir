// REQUIRES: ptxas
// With ptxas available, kfusion-to-cubin defaults to cubin: the gpu.binary
// holds an ELF object (`bin = "\7FELF...`) for sm_90, and fatbin works too.
// RUN: kfusion-opt %s --kfusion-to-cubin | FileCheck %s --check-prefix=CUBIN
// RUN: kfusion-opt %s --kfusion-to-cubin="format=cubin opt-level=3" | FileCheck %s --check-prefix=CUBIN
// RUN: kfusion-opt %s --kfusion-to-cubin="format=fatbin" | FileCheck %s --check-prefix=FATBIN
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin --kfusion-dump-binaries="output-dir=%t" -o /dev/null
// RUN: od -c -N 4 %t/kernels.sm_90.cubin | FileCheck %s --check-prefix=ELF

// CUBIN: gpu.binary @kernels [#gpu.object<#nvvm.target<{{.*}}chip = "sm_90", features = "+ptx80">, {{.*}}bin = "\7FELF
// The fat binary magic is 0xBA55ED50 (little endian: P \ED U \BA).
// FATBIN: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90", features = "+ptx80">, {{.*}}}, "P\EDU\BA
// ELF: 177   E   L   F

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Any kernel: what is checked is the binary's format.
    gpu.func @scale(%x: memref<1024xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %x[%i] : memref<1024xf32>
      %two = arith.constant 2.0 : f32
      %r = arith.mulf %v, %two : f32
      memref.store %r, %x[%i] : memref<1024xf32>
      gpu.return
    }
  }
}
