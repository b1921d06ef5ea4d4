// kfusion-runner lowers a program before running it; the remarks of
// kfusion-to-cubin's passes (here the index width: the kernel takes an
// index argument, so its arithmetic stays 64-bit) are printed only with
// --lowering-remarks, so that a program's output on the GPU is what
// kfusion-sim prints for it (scripts/gpu-session.sh compares them byte for
// byte). The runner's own remarks (the chip it picks) stay.
//
// Why it would fail: the pipeline's remark printed by default (or not at
// all when asked for).
// RUN: kfusion-runner %s --lower-only --format=ptx 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: kfusion-runner %s --lower-only --format=ptx --lowering-remarks 2>&1 | FileCheck %s --check-prefix=ASKED
// QUIET-NOT: remark
// ASKED: remark: kfusion-to-cubin: kernel index arithmetic stays 64-bit
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @scale(%a: memref<64xf32>, %n: index) kernel {
      %t = gpu.thread_id x
      %in = arith.cmpi ult, %t, %n : index
      scf.if %in {
        %v = memref.load %a[%t] : memref<64xf32>
        %w = arith.addf %v, %v : f32
        memref.store %w, %a[%t] : memref<64xf32>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %a = gpu.alloc () : memref<64xf32>
    gpu.launch_func @k::@scale blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %c64 : index)
    gpu.dealloc %a : memref<64xf32>
    return
  }
}
