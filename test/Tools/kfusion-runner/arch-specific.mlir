// A program whose kernel needs sm_90a (here setmaxnreg), lowered only
// (--lower-only), so no GPU is needed.

// Without --chip the runner compiles it for sm_90a and says so, on the op.
// RUN: kfusion-runner %s --lower-only --format=ptx 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO-LABEL: remark: kfusion-runner: compiling for sm_90a{{.*}}nvvm.setmaxregister
// AUTO-NEXT: nvvm.setmaxregister increase 80

// With --chip=sm_90 it refuses it on the op, naming the chip (instead of the
// back end's crash).
// RUN: not kfusion-runner %s --lower-only --format=ptx --chip=sm_90 2>&1 | FileCheck %s --check-prefix=SM90
// SM90-LABEL: error: kfusion-to-cubin: 'nvvm.setmaxregister' needs the architecture-specific target sm_90a (chip=sm_90)
// SM90-NEXT: nvvm.setmaxregister increase 80

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @regs() kernel attributes {nvvm.maxnreg = 64 : i32} {
      nvvm.setmaxregister increase 80
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@regs blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
    return
  }
}
