// RUN: kfusion-opt %s -split-input-file -verify-diagnostics
// Every verifier rule of the kfusion ops, one case each.

gpu.module @kernels {
  gpu.func @id_zero() kernel {
    // Barrier 0 is the whole block: that is gpu.barrier.
    // expected-error @+1 {{attribute 'id' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1 whose maximum value is 15}}
    kfusion.named_barrier id 0 threads 64
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @id_sixteen() kernel {
    // PTX has barriers 0..15 only.
    // expected-error @+1 {{attribute 'id' failed to satisfy constraint}}
    kfusion.named_barrier id 16 threads 64
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @partial_warp() kernel {
    // bar.sync counts whole warps.
    // expected-error @+1 {{'kfusion.named_barrier' op thread count 48 is not a multiple of the warp size (32)}}
    kfusion.named_barrier id 1 threads 48
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @zero_threads() kernel {
    // expected-error @+1 {{attribute 'threads' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
    kfusion.named_barrier id 1 threads 0
    gpu.return
  }
}

// -----

gpu.module @kernels {
  gpu.func @too_many_threads() kernel {
    // A block has at most 1024 threads.
    // expected-error @+1 {{attribute 'threads' failed to satisfy constraint}}
    kfusion.named_barrier id 1 threads 2048
    gpu.return
  }
}

// -----

func.func @host_code() {
  // Host code has no thread block to synchronize.
  // expected-error @+1 {{'kfusion.named_barrier' op must be inside a GPU kernel body (gpu.func or gpu.launch)}}
  kfusion.named_barrier id 1 threads 64
  return
}

// -----

gpu.module @kernels {
  gpu.func @missing_threads() kernel {
    // The parser reports the missing keyword at the next token.
    kfusion.named_barrier id 1
    // expected-error @+1 {{custom op 'kfusion.named_barrier' expected 'threads'}}
    gpu.return
  }
}
