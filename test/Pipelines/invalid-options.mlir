// Bad pipeline options are errors that name the option, with a non-zero exit.

// A binary format the pipeline cannot write.
// RUN: not kfusion-opt %s --kfusion-to-cubin="format=sass" 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: error: kfusion-to-cubin: unknown format 'sass' (expected cubin, fatbin or ptx)

// An optimization level LLVM does not have.
// RUN: not kfusion-opt %s --kfusion-to-cubin="opt-level=7" 2>&1 | FileCheck %s --check-prefix=OPT
// OPT: error: kfusion-to-cubin: opt-level 7 is out of range (0-3)

// A chip ptxas/LLVM does not know fails in serialization, not silently.
// RUN: not kfusion-opt %s --kfusion-to-cubin="format=ptx chip=sm_999" 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: kfusion-to-cubin: the NVPTX back end does not know chip 'sm_999'

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Any kernel: the options are refused before it is looked at.
    gpu.func @empty() kernel {
      gpu.return
    }
  }
}
