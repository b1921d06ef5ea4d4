// RUN: kfusion-opt %s -split-input-file -verify-diagnostics --kfusion-horizontal-fusion
// Every refusal of kfusion-horizontal-fusion, one case each: a remark on the
// op involved names the reason and the group is left as it was. The last
// case is a malformed request, which is an error.

// The second launch reads what the first writes.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      // expected-note @+1 {{the write in @kernels::@copy}}
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @read_after_write() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: @kernels::@copy writes {{.*}}%alloc_0 (its argument #1){{.*}}@kernels::@copy2 reads it (its argument #0){{.*}}depend}}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%b : memref<1024xf32>, %c : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Both write one allocation, the second through a view of it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      // expected-note @+1 {{the write in @kernels::@copy}}
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @write_after_write_view() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    %view = memref.cast %b : memref<1024xf32> to memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: @kernels::@copy writes {{.*}}%alloc_0 (its argument #1){{.*}}@kernels::@copy2 writes a view of it, %cast (its argument #1)}}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %view : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Function arguments without llvm.noalias may alias.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      // expected-note @+1 {{the write in @kernels::@copy2}}
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @may_alias_arguments(%a: memref<1024xf32>, %b: memref<1024xf32>, %c: memref<1024xf32>, %d: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: @kernels::@copy2 writes {{.*}}%arg3 (its argument #1){{.*}}@kernels::@copy reads %arg0 (its argument #0){{.*}}may alias}}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A global memref written by one kernel and read by the other.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @table : memref<32xf32>
    gpu.func @fill() kernel {
      %t = gpu.thread_id x
      %g = memref.get_global @table : memref<32xf32>
      %z = arith.constant 0.0 : f32
      memref.store %z, %g[%t] : memref<32xf32>
      gpu.return
    }
    gpu.func @lookup(%out: memref<1024xf32>) kernel {
      %t = gpu.thread_id x
      %g = memref.get_global @table : memref<32xf32>
      %v = memref.load %g[%t] : memref<32xf32>
      memref.store %v, %out[%t] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @global_buffer() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@fill blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args() {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: @kernels::@fill writes global @table{{.*}}@kernels::@lookup reads it{{.*}}depend}}
    gpu.launch_func @kernels::@lookup blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Launches under different control flow cannot become one launch.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @different_blocks(%cond: i1) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    // expected-note @+1 {{the first launch of the group}}
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    scf.if %cond {
      // expected-remark-re @+1 {{not fusing group 1: this launch is in another block{{.*}}one block}}
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
          args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    }
    return
  }
}

// -----

// A wait between the launches orders them.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @wait_between() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark @+1 {{not fusing group 1: 'gpu.wait' between the launches synchronizes with them}}
    gpu.wait
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A host memory access between the launches.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @host_access_between() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    %zero = arith.constant 0.0 : f32
    // expected-remark-re @+1 {{not fusing group 1: 'memref.store' between the launches{{.*}}memory}}
    memref.store %zero, %d[%c1] : memref<1024xf32>
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A call between the launches may do anything.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @call_between() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: the call between the launches{{.*}}synchronize}}
    func.call @opaque() : () -> ()
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
  func.func private @opaque()
}

// -----

// Fusion would move the first launch past a launch outside the group that
// reads what it writes.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @launch_between() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: the launch of @kernels::@copy between the launches{{.*}}@kernels::@copy would move after it{{.*}}writes %alloc_0{{.*}}may read}}
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%b : memref<1024xf32>, %c : memref<1024xf32>) 
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A copy that waits for the first launch would run before the fused one.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @token_used_between() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: 'gpu.memcpy' waits for the launch of @kernels::@copy{{.*}}last launch}}
    %t2 = gpu.memcpy async [%t1] %d, %b : memref<1024xf32>, memref<1024xf32>
    %t3 = gpu.launch_func async [%t0] @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %c : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.wait [%t2, %t3]
    return
  }
}

// -----

// 512 + 768 threads do not fit a block.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @too_many_threads() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    // expected-remark-re @+1 {{not fusing group 1: {{.*}}1280 threads per block{{.*}}more than 1024}}
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c512, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c768, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A 48-thread block would put two kernels in one warp.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @partial_warp() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: the partition of @kernels::@copy2 has 48 threads{{.*}}warp size (32)}}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c48, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Sixteen kernels with barriers would need barrier id 16.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sync(%out: memref<1024xf32>) kernel {
      gpu.barrier
      gpu.return
    }
  }
  func.func @sixteen_barriers() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %o0 = memref.alloc() : memref<1024xf32>
    %o1 = memref.alloc() : memref<1024xf32>
    %o2 = memref.alloc() : memref<1024xf32>
    %o3 = memref.alloc() : memref<1024xf32>
    %o4 = memref.alloc() : memref<1024xf32>
    %o5 = memref.alloc() : memref<1024xf32>
    %o6 = memref.alloc() : memref<1024xf32>
    %o7 = memref.alloc() : memref<1024xf32>
    %o8 = memref.alloc() : memref<1024xf32>
    %o9 = memref.alloc() : memref<1024xf32>
    %o10 = memref.alloc() : memref<1024xf32>
    %o11 = memref.alloc() : memref<1024xf32>
    %o12 = memref.alloc() : memref<1024xf32>
    %o13 = memref.alloc() : memref<1024xf32>
    %o14 = memref.alloc() : memref<1024xf32>
    %o15 = memref.alloc() : memref<1024xf32>
    // expected-remark-re @+1 {{not fusing group 1: 16 kernels with barriers{{.*}}named barriers{{.*}}15}}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o0 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o1 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o2 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o3 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o4 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o5 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o6 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o7 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o8 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o9 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o10 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o11 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o12 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o13 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o14 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@sync blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%o15 : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// The partition must be known when fusing.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @dynamic_block(%cn: index) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark @+1 {{not fusing group 1: the block size of @kernels::@copy2 is not a constant}}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%cn, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A constant grid size must be a positive block count (a size computed at
// run time is passed to the fused kernel: horizontal-fusion-dynamic-grid.mlir).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @empty_grid() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: the grid of @kernels::@copy2{{.*}} 0 blocks}}
    gpu.launch_func @kernels::@copy2 blocks in (%c0, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A constant dynamic shared memory size must not be negative (one computed
// at run time is passed to the fused kernel: horizontal-fusion-dynamic-shared.mlir).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @negative_shared_size() {
    %bytes = arith.constant -16 : i32
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: the dynamic shared memory size of @kernels::@copy2{{.*}} -16 bytes}}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) dynamic_shared_memory_size %bytes
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Clusters group blocks across kernels; not supported.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @cluster_launch() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark @+1 {{not fusing group 1: the launch of @kernels::@copy2 uses thread block clusters}}
    gpu.launch_func @kernels::@copy2 clusters in (%c1, %c1, %c1) blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A kernel that uses barrier ids itself ('kfusion.named_barrier') would collide with the partitions' ids.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @own_barrier(%out: memref<1024xf32>) kernel {
      // expected-remark-re @+1 {{not fusing group 1: kernel @kernels::@own_barrier synchronizes with 'kfusion.named_barrier' itself{{.*}}gpu.barrier instead}}
      kfusion.named_barrier id 1 threads 128
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @own_barrier_kfusion_named_barrier() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@own_barrier blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A kernel that uses barrier ids itself ('nvvm.barrier') would collide with the partitions' ids.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @own_barrier(%out: memref<1024xf32>) kernel {
      %id = arith.constant 3 : i32
      // expected-remark-re @+1 {{not fusing group 1: kernel @kernels::@own_barrier synchronizes with 'nvvm.barrier' itself{{.*}}gpu.barrier instead}}
      nvvm.barrier id = %id
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @own_barrier_nvvm_barrier() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@own_barrier blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A kernel that uses barrier ids itself ('nvvm.barrier0') would collide with the partitions' ids.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @own_barrier(%out: memref<1024xf32>) kernel {
      // expected-remark-re @+1 {{not fusing group 1: kernel @kernels::@own_barrier synchronizes with 'nvvm.barrier0' itself{{.*}}gpu.barrier instead}}
      nvvm.barrier0
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @own_barrier_nvvm_barrier0() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@own_barrier blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Raw thread-id registers cannot be remapped.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @raw_tid(%out: memref<1024xf32>) kernel {
      // expected-remark-re @+1 {{not fusing group 1: kernel @kernels::@raw_tid reads 'nvvm.read.ptx.sreg.tid.x'{{.*}}fused block instead of its partition}}
      %t = nvvm.read.ptx.sreg.tid.x : i32
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @raw_thread_id() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@raw_tid blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Cluster ids belong to cluster launches.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cluster_ids(%out: memref<1024xf32>) kernel {
      // expected-remark-re @+1 {{not fusing group 1: kernel @kernels::@cluster_ids reads 'gpu.cluster_id'{{.*}}fused block instead of its partition}}
      %c = gpu.cluster_id x
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @cluster_id() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@cluster_ids blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A recursive device function cannot be inlined into the partition.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @down(%n: index) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %more = arith.cmpi ne, %n, %c0 : index
      scf.if %more {
        %m = arith.subi %n, %c1 : index
        // expected-remark @+1 {{not fusing group 1: kernel @kernels::@calls calls @down recursively}}
        func.call @down(%m) : (index) -> ()
      }
      return
    }
    gpu.func @calls(%out: memref<1024xf32>) kernel {
      %t = gpu.thread_id x
      func.call @down(%t) : (index) -> ()
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @recursive_call() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %a = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@calls blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A device function that reads an NVVM thread-id register would see the
// fused block; the remark names the function.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @lane() -> i32 {
      // expected-remark-re @+1 {{not fusing group 1: kernel @kernels::@calls (in the device function @lane it calls) reads 'nvvm.read.ptx.sreg.tid.x'{{.*}}fused block instead of its partition}}
      %t = nvvm.read.ptx.sreg.tid.x : i32
      return %t : i32
    }
    func.func @outer() -> i32 {
      %t = func.call @lane() : () -> i32
      return %t : i32
    }
    gpu.func @calls(%out: memref<1024xi32>) kernel {
      %i = gpu.global_id x
      %t = func.call @outer() : () -> i32
      memref.store %t, %out[%i] : memref<1024xi32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @register_in_callee() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %a = memref.alloc() : memref<1024xi32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@calls blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xi32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A call through a function pointer names no function to inline.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.func @twice(%x: f32) -> f32 {
      %y = llvm.fadd %x, %x : f32
      llvm.return %y : f32
    }
    gpu.func @calls(%in: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      %f = llvm.mlir.addressof @twice : !llvm.ptr
      // expected-remark-re @+1 {{not fusing group 1: kernel @kernels::@calls {{.*}}call that does not name a function}}
      %w = llvm.call %f(%v) : !llvm.ptr, (f32) -> f32
      memref.store %w, %in[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @indirect_call() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %a = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@calls blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// The write that makes two launches depend on each other is in a device
// function the first kernel passes the buffer to; the note points at it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @put(%buf: memref<1024xf32>, %i: index, %v: f32) {
      // expected-note @+1 {{the write in @kernels::@producer}}
      memref.store %v, %buf[%i] : memref<1024xf32>
      return
    }
    func.func @put_twice(%buf: memref<1024xf32>, %i: index, %v: f32) {
      %w = arith.addf %v, %v : f32
      func.call @put(%buf, %i, %w) : (memref<1024xf32>, index, f32) -> ()
      return
    }
    gpu.func @producer(%out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %one = arith.constant 1.0 : f32
      func.call @put_twice(%out, %i, %one) : (memref<1024xf32>, index, f32) -> ()
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @write_in_callee() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %a = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@producer blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: @kernels::@producer writes {{.*}}%alloc (its argument #0){{.*}}@kernels::@copy2 reads it (its argument #0){{.*}}depend}}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A global that a device function writes is the kernel's write too.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    memref.global "private" @counter : memref<1xi32> = dense<0>
    func.func @bump() {
      %g = memref.get_global @counter : memref<1xi32>
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %g[%c0] : (i32, memref<1xi32>) -> i32
      return
    }
    gpu.func @counts() kernel {
      func.call @bump() : () -> ()
      gpu.return
    }
    gpu.func @reads(%out: memref<1024xi32>) kernel {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %g = memref.get_global @counter : memref<1xi32>
      %v = memref.load %g[%c0] : memref<1xi32>
      memref.store %v, %out[%i] : memref<1024xi32>
      gpu.return
    }
  }
  func.func @global_in_callee() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %d = memref.alloc() : memref<1024xi32>
    gpu.launch_func @kernels::@counts blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: @kernels::@counts writes global @counter{{.*}}@kernels::@reads reads it{{.*}}depend}}
    gpu.launch_func @kernels::@reads blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%d : memref<1024xi32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A synchronous launch blocks the host; an asynchronous one does not.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @mixed_sync_async() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark @+1 {{not fusing group 1: the group mixes synchronous and asynchronous launches}}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.wait [%t1]
    return
  }
}

// -----

// A group of one has nothing to fuse with.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @single_launch() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    // expected-remark @+1 {{not fusing group 1: a group needs at least two launches, it has 1}}
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Kernels of different gpu.modules are fused into the first one, which
// must compile them alike.
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  gpu.module @others [#nvvm.target<chip = "sm_80">] {
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      gpu.return
    }
  }
  func.func @different_modules() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: kernel @others::@copy2 {{.*}}other targets or offloading handler than @kernels::@copy}}
    gpu.launch_func @others::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A partition changes the x extent of the block; y*z must divide it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tile(%out: memref<1024xf32>) kernel {
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @partition_not_block_multiple() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    %c12 = arith.constant 12 : index
    %c16 = arith.constant 16 : index
    // expected-remark-re @+1 {{not fusing group 1: the partition of @kernels::@tile (256 threads){{.*}}y*z extent (12)}}
    gpu.launch_func @kernels::@tile blocks in (%c8, %c1, %c1) threads in (%c16, %c12, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64, kfusion.partition = 256 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A kernel that declares its block size keeps it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fixed(%out: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @known_block_size() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    // expected-remark-re @+1 {{not fusing group 1: kernel @kernels::@fixed declares known_block_size{{.*}}(128 threads, not 256)}}
    gpu.launch_func @kernels::@fixed blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64, kfusion.partition = 256 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// Horizontal bodies do not nest.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fused(%out: memref<1024xf32>) kernel {
      // expected-remark @+1 {{not fusing group 1: kernel @kernels::@fused is already horizontally fused}}
      kfusion.horizontal partitions [64, 64] block_dims [(64, 1, 1), (64, 1, 1)] grid_dims [(8, 1, 1), (8, 1, 1)] {
        kfusion.yield
      }, {
        kfusion.yield
      }
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @already_fused() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@fused blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A launch on an explicit stream object.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @stream_object(%stream: !llvm.ptr) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark @+1 {{not fusing group 1: the launch of @kernels::@copy2 names an explicit stream object}}
    gpu.launch_func <%stream : !llvm.ptr> @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// The group attribute is an integer id (the verifier's error).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @group_not_integer() {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c48 = arith.constant 48 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c512 = arith.constant 512 : index
    %c768 = arith.constant 768 : index
    %a = memref.alloc() : memref<1024xf32>
    %b = memref.alloc() : memref<1024xf32>
    %c = memref.alloc() : memref<1024xf32>
    %d = memref.alloc() : memref<1024xf32>
    // expected-error @+1 {{kfusion.horizontal_group must be an integer, not "one"}}
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = "one"}
    return
  }
}

// -----

// A kernel of another gpu.module that updates a global of its module: moved
// into the first module it would update a copy, which the module's other
// kernels would not see.
module attributes {gpu.container_module} {
  gpu.module @first {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
  }
  gpu.module @second {
    memref.global "private" @count : memref<1xi32> = dense<0>
    func.func @bump() {
      %c0 = arith.constant 0 : index
      %one = arith.constant 1 : i32
      // expected-remark-re @+1 {{not fusing group 1: kernel @second::@counts {{.*}}mutable global @count of gpu.module @second{{.*}}gpu.module @first}}
      %g = memref.get_global @count : memref<1xi32>
      %old = memref.atomic_rmw addi %one, %g[%c0] : (i32, memref<1xi32>) -> i32
      return
    }
    gpu.func @counts() kernel {
      func.call @bump() : () -> ()
      gpu.return
    }
    gpu.func @reads(%out: memref<1xi32>) kernel {
      %c0 = arith.constant 0 : index
      %g = memref.get_global @count : memref<1xi32>
      %v = memref.load %g[%c0] : memref<1xi32>
      memref.store %v, %out[%c0] : memref<1xi32>
      gpu.return
    }
  }
  func.func @mutable_global_across_modules(%a: memref<1024xf32> {llvm.noalias},
                                           %b: memref<1024xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @first::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @second::@counts blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A launch between the group's launches whose kernel is already lowered (an
// llvm.func): its accesses cannot be checked, so the first launch may not
// move past it.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<1024xf32>
      memref.store %v, %out[%i] : memref<1024xf32>
      gpu.return
    }
    llvm.func @lowered(%p: !llvm.ptr) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
  func.func @lowered_launch_between(%a: memref<1024xf32> {llvm.noalias},
                                    %b: memref<1024xf32> {llvm.noalias},
                                    %c: memref<1024xf32> {llvm.noalias},
                                    %d: memref<1024xf32> {llvm.noalias},
                                    %p: !llvm.ptr) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%a : memref<1024xf32>, %b : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    // expected-remark-re @+1 {{not fusing group 1: the launch of @kernels::@lowered between the launches{{.*}}not a gpu.func}}
    gpu.launch_func @kernels::@lowered blocks in (%c1, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%p : !llvm.ptr)
    gpu.launch_func @kernels::@copy blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%c : memref<1024xf32>, %d : memref<1024xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}

// -----

// A launch that passes fewer operands than its kernel takes (the GPU
// dialect's check does not reach launches nested in a region).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copy2(%in: memref<1024xf32>, %out: memref<1024xf32>) kernel {
      gpu.return
    }
  }
  func.func @operand_count(%cond: i1) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    scf.if %cond {
      // expected-remark @+1 {{not fusing group 0: the launch passes 0 operands to kernel @kernels::@copy2, which takes 2}}
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) {kfusion.horizontal_group = 0 : i64}
      gpu.launch_func @kernels::@copy2 blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) {kfusion.horizontal_group = 0 : i64}
    }
    return
  }
}
