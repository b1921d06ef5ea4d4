// RUN: kfusion-opt %s -split-input-file -verify-diagnostics
// Every verifier rule of the kfusion ops, one case each.

// Barrier 0 is the whole block: that is gpu.barrier.
gpu.module @kernels {
  gpu.func @id_zero() kernel {
    // expected-error @+1 {{attribute 'id' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 1 whose maximum value is 15}}
    kfusion.named_barrier id 0 threads 64
    gpu.return
  }
}

// -----

// PTX has barriers 0..15 only.
gpu.module @kernels {
  gpu.func @id_sixteen() kernel {
    // expected-error @+1 {{attribute 'id' failed to satisfy constraint}}
    kfusion.named_barrier id 16 threads 64
    gpu.return
  }
}

// -----

// bar.sync counts whole warps.
gpu.module @kernels {
  gpu.func @partial_warp() kernel {
    // expected-error @+1 {{'kfusion.named_barrier' op thread count 48 is not a multiple of the warp size (32)}}
    kfusion.named_barrier id 1 threads 48
    gpu.return
  }
}

// -----

// A barrier of no threads synchronizes nothing.
gpu.module @kernels {
  gpu.func @zero_threads() kernel {
    // expected-error @+1 {{attribute 'threads' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
    kfusion.named_barrier id 1 threads 0
    gpu.return
  }
}

// -----

// A block has at most 1024 threads.
gpu.module @kernels {
  gpu.func @too_many_threads() kernel {
    // expected-error @+1 {{attribute 'threads' failed to satisfy constraint}}
    kfusion.named_barrier id 1 threads 2048
    gpu.return
  }
}

// -----

// Host code has no thread block to synchronize.
func.func @host_code() {
  // expected-error @+1 {{'kfusion.named_barrier' op must be inside a GPU kernel body (gpu.func or gpu.launch)}}
  kfusion.named_barrier id 1 threads 64
  return
}

// -----

// `threads` is required (reported at the next token, where it was expected).
gpu.module @kernels {
  gpu.func @missing_threads() kernel {
    kfusion.named_barrier id 1
    // expected-error @+1 {{custom op 'kfusion.named_barrier' expected 'threads'}}
    gpu.return
  }
}
