// RUN: kfusion-opt %s -split-input-file -verify-diagnostics --kfusion-stencil-fusion
// RUN: not kfusion-opt %s -split-input-file --kfusion-stencil-fusion="max-shared-bytes=-1" 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not kfusion-opt %s -split-input-file --kfusion-stencil-fusion="max-shared-bytes=300000" 2>&1 | FileCheck %s --check-prefix=ABOVE
// RUN: not kfusion-opt %s -split-input-file --kfusion-stencil-fusion="max-shared-bytes=100000 device=#kfusion.device<h200,{shared_bytes_per_block=65536}>" 2>&1 | FileCheck %s --check-prefix=ABOVEDEV
// RUN: not kfusion-opt %s -split-input-file --kfusion-stencil-fusion="device=b200" 2>&1 | FileCheck %s --check-prefix=BADDEV

// Every refusal of kfusion-stencil-fusion: a remark on the op involved, the
// group left as it was. A malformed option is an error (the other RUN lines):
// a negative limit, one above the device's (the preset's or an override's),
// an unknown device.
// OPTION: error: kfusion-stencil-fusion: max-shared-bytes must be 0 (the device's limit) or positive, not -1
// ABOVE: error: kfusion-stencil-fusion: max-shared-bytes=300000 exceeds {{.*}}device 'h100' (232448 bytes)
// ABOVEDEV: error: kfusion-stencil-fusion: max-shared-bytes=100000 exceeds {{.*}}device 'h200' (65536 bytes)
// BADDEV: error: {{.*}}b200

// A kernel that synchronizes its block is not a point kernel.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sync(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      // expected-remark-re @+1 {{not fusing stencil group 0: kernel @k::@sync is not a point kernel{{.*}}synchronizes the block}}
      gpu.barrier
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@sync blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A kernel that uses its thread id other than to compute its point.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @first(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %t = gpu.thread_id x
      %z = arith.constant 0 : index
      // expected-remark-re @+1 {{not fusing stencil group 0: kernel @k::@first is not a point kernel{{.*}}thread id other than to compute its grid point}}
      %is0 = arith.cmpi eq, %t, %z : index
      scf.if %is0 {
        %v = memref.load %a[%x] : memref<64xf32>
        memref.store %v, %b[%x] : memref<64xf32>
      }
      gpu.return
    }
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@first blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Kernels launched with different blocks.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark @+1 {{not fusing stencil group 0: the block of @k::@copy (16x1x1) is not the block of @k::@copy (32x1x1)}}
    gpu.launch_func @k::@copy blocks in (%c4, %c1, %c1) threads in (%c16, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Kernels launched on different grids.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}, %n: index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark @+1 {{not fusing stencil group 0: the grid of @k::@copy is not the grid of @k::@copy in dimension 0}}
    gpu.launch_func @k::@copy blocks in (%n, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A non-constant block size.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}, %n: index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    // expected-remark @+1 {{not fusing stencil group 0: the block size of @k::@copy is not a constant}}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%n, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%n, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Dynamic shared memory.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %bytes = arith.constant 128 : i32
    // expected-remark @+1 {{not fusing stencil group 0: the launch of @k::@copy uses dynamic shared memory}}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) dynamic_shared_memory_size %bytes args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A kernel that computes its point with a constant block size other than the
// one it is launched with.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy16(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %c16 = arith.constant 16 : index
      %bx = gpu.block_id x
      %tx = gpu.thread_id x
      %base = arith.muli %bx, %c16 : index
      %x = arith.addi %base, %tx : index
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark-re @+1 {{not fusing stencil group 0: kernel @k::@copy16 {{.*}}block size of 16 in dimension 0{{.*}}launched with 32}}
    gpu.launch_func @k::@copy16 blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy16 blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Kernels of different gpu.modules.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @other {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark @+1 {{not fusing stencil group 0: kernel @other::@copy is in another gpu.module than @k::@copy}}
    gpu.launch_func @other::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A launch between the group's launches that reads what the first wrote:
// fusion would move the first after it.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}, %d: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark-re @+1 {{not fusing stencil group 0: launch @k::@copy between the launches{{.*}}depends on @k::@copy{{.*}}move after it{{.*}}writes %arg1{{.*}}may read}}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %d : memref<64xf32>)
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A blocking wait between the launches.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark-re @+1 {{not fusing stencil group 0: 'gpu.wait' between the launches{{.*}}depends on @k::@copy{{.*}}synchronizes}}
    gpu.wait
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A member's token used between the launches other than as a dependency.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func private @keep(!gpu.async.token)
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark-re @+1 {{not fusing stencil group 0: 'func.call' between the launches{{.*}}token of @k::@copy other than as an async dependency}}
    func.call @keep(%t1) : (!gpu.async.token) -> ()
    %t2 = gpu.launch_func async [%t1] @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.wait [%t2]
    return
  }
}

// -----

// Synchronous and asynchronous launches in one group.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    %t0 = gpu.wait async
    // expected-remark @+1 {{not fusing stencil group 0: the group mixes synchronous and asynchronous launches}}
    %t1 = gpu.launch_func async [%t0] @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.wait [%t1]
    return
  }
}

// -----

// A kernel that writes a global.
module attributes {gpu.container_module} {
  gpu.module @k {
    memref.global "private" @g : memref<64xf32>
    gpu.func @toglobal(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      %g = memref.get_global @g : memref<64xf32>
      // expected-remark @+1 {{not fusing stencil group 0: kernel @k::@toglobal writes global @g}}
      memref.store %v, %g[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@toglobal blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@toglobal blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Buffers that may alias (plain function arguments), one written.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32>, %b: memref<64xf32>, %c: memref<64xf32>, %d: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark-re @+1 {{not fusing stencil group 0: buffers %arg0 and %arg1 {{.*}}may alias}}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%c : memref<64xf32>, %d : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A consumer that reads the produced array transposed: no halo covers it.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<32x32xf32>, %b: memref<32x32xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %a[%y, %x] : memref<32x32xf32>
      memref.store %v, %b[%y, %x] : memref<32x32xf32>
      gpu.return
    }
    gpu.func @transpose(%a: memref<32x32xf32>, %b: memref<32x32xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %a[%x, %y] : memref<32x32xf32>
      memref.store %v, %b[%y, %x] : memref<32x32xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<32x32xf32> {llvm.noalias}, %b: memref<32x32xf32> {llvm.noalias}, %c: memref<32x32xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@copy blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%a : memref<32x32xf32>, %b : memref<32x32xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark @+1 {{not fusing stencil group 0: kernel @k::@transpose indexes %arg1 differently from the others in the group}}
    gpu.launch_func @k::@transpose blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%b : memref<32x32xf32>, %c : memref<32x32xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A consumer that reads the produced array at a data-dependent index.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
    gpu.func @gather(%idx: memref<64xindex>, %a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %i = memref.load %idx[%x] : memref<64xindex>
      %v = memref.load %a[%i] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}, %idx: memref<64xindex> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark-re @+1 {{not fusing stencil group 0: kernel @k::@gather reads %arg1{{.*}}@k::@copy writes{{.*}}not a constant offset{{.*}}'memref.load'}}
    gpu.launch_func @k::@gather blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%idx : memref<64xindex>, %b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A producer that writes off its point.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @shift(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c63 = arith.constant 63 : index
      %x = gpu.global_id x
      %in = arith.cmpi slt, %x, %c63 : index
      scf.if %in {
        %v = memref.load %a[%x] : memref<64xf32>
        %xp = arith.addi %x, %c1 : index
        // expected-remark @+1 {{not fusing stencil group 0: kernel @k::@shift writes %arg1 elsewhere than at its point}}
        memref.store %v, %b[%xp] : memref<64xf32>
      }
      gpu.return
    }
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@shift blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Two writers of an array that a kernel reads around its points.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
    gpu.func @west(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %in = arith.cmpi sge, %x, %c1 : index
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %v = memref.load %a[%xm] : memref<64xf32>
        memref.store %v, %b[%x] : memref<64xf32>
      }
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}, %d: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%c : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    // expected-remark-re @+1 {{not fusing stencil group 0: %arg1 is written by @k::@copy and @k::@copy {{.*}}several writers{{.*}}@k::@west accesses it around its point}}
    gpu.launch_func @k::@west blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %d : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A kernel that reads around its point, from global memory, an array a later
// kernel of the group writes there: neighbouring blocks would race.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @west(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %in = arith.cmpi sge, %x, %c1 : index
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %v = memref.load %a[%xm] : memref<64xf32>
        memref.store %v, %b[%x] : memref<64xf32>
      }
      gpu.return
    }
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark-re @+1 {{not fusing stencil group 0: kernel @k::@west reads %arg0 around its point from global memory{{.*}}@k::@copy {{.*}}writes it{{.*}}race}}
    gpu.launch_func @k::@west blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%c : memref<64xf32>, %a : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Shared arrays beyond the 227 KB of a block: a consumer that reads its
// producer 110 points away on each side of a 32x32 tile needs 252x252 floats.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<512x512xf32>, %b: memref<512x512xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %v = memref.load %a[%y, %x] : memref<512x512xf32>
      memref.store %v, %b[%y, %x] : memref<512x512xf32>
      gpu.return
    }
    gpu.func @far(%a: memref<512x512xf32>, %b: memref<512x512xf32>) kernel {
      %c110 = arith.constant 110 : index
      %c402 = arith.constant 402 : index
      %x = gpu.global_id x
      %y = gpu.global_id y
      %x0 = arith.cmpi sge, %x, %c110 : index
      %x1 = arith.cmpi slt, %x, %c402 : index
      %y0 = arith.cmpi sge, %y, %c110 : index
      %y1 = arith.cmpi slt, %y, %c402 : index
      %in0 = arith.andi %x0, %x1 : i1
      %in1 = arith.andi %y0, %y1 : i1
      %in = arith.andi %in0, %in1 : i1
      scf.if %in {
        %xm = arith.subi %x, %c110 : index
        %yp = arith.addi %y, %c110 : index
        %xp = arith.addi %x, %c110 : index
        %ym = arith.subi %y, %c110 : index
        %v0 = memref.load %a[%y, %xm] : memref<512x512xf32>
        %v1 = memref.load %a[%yp, %xp] : memref<512x512xf32>
        %v2 = memref.load %a[%ym, %x] : memref<512x512xf32>
        %s0 = arith.addf %v0, %v1 : f32
        %s1 = arith.addf %s0, %v2 : f32
        memref.store %s1, %b[%y, %x] : memref<512x512xf32>
      }
      gpu.return
    }
  }
  func.func @f(%a: memref<512x512xf32> {llvm.noalias}, %b: memref<512x512xf32> {llvm.noalias}, %c: memref<512x512xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    // expected-remark-re @+1 {{not fusing stencil group 0: {{.*}}254016 bytes of shared memory{{.*}}232448}}
    gpu.launch_func @k::@copy blocks in (%c16, %c16, %c1) threads in (%c32, %c32, %c1) args(%a : memref<512x512xf32>, %b : memref<512x512xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@far blocks in (%c16, %c16, %c1) threads in (%c32, %c32, %c1) args(%b : memref<512x512xf32>, %c : memref<512x512xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// A kernel computed over a halo that writes through a view.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @viewwrite(%a: memref<64xf32>, %b: memref<64xf32>, %o: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      // expected-remark-re @+1 {{not fusing stencil group 0: kernel @k::@viewwrite {{.*}}halo{{.*}}writes %arg3 through 'memref.subview'}}
      %view = memref.subview %o[0] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1]>>
      %c0 = arith.constant 0 : index
      memref.store %v, %view[%c0] : memref<32xf32, strided<[1]>>
      gpu.return
    }
    gpu.func @west(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %c1 = arith.constant 1 : index
      %x = gpu.global_id x
      %in = arith.cmpi sge, %x, %c1 : index
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %v = memref.load %a[%xm] : memref<64xf32>
        memref.store %v, %b[%x] : memref<64xf32>
      }
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}, %o: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@viewwrite blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>, %o : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@west blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Launches in different blocks.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}, %p: i1) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-note @+1 {{the first launch of the group}}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    scf.if %p {
      // expected-remark-re @+1 {{not fusing stencil group 0: this launch is in another block{{.*}}one block}}
      gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    }
    return
  }
}

// -----

// A group of one launch.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{not fusing stencil group 7: a group needs at least two launches, it has 1}}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 7 : i64}
    return
  }
}

// -----

// Two launches reach a produced array through different views of it.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<32xf32>, %b: memref<32xf32, strided<[1], offset: ?>>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<32xf32>
      memref.store %v, %b[%x] : memref<32xf32, strided<[1], offset: ?>>
      gpu.return
    }
    gpu.func @read(%b: memref<32xf32, strided<[1], offset: ?>>, %c: memref<32xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %b[%x] : memref<32xf32, strided<[1], offset: ?>>
      memref.store %v, %c[%x] : memref<32xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<32xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<32xf32> {llvm.noalias}, %p: index, %o: index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %v0 = memref.subview %b[%p] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1], offset: ?>>
    %v1 = memref.subview %b[%o] [32] [1] : memref<64xf32> to memref<32xf32, strided<[1], offset: ?>>
    gpu.launch_func @k::@copy blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<32xf32>, %v0 : memref<32xf32, strided<[1], offset: ?>>) {kfusion.stencil_group = 0 : i64}
    // expected-remark @+1 {{not fusing stencil group 0: kernel @k::@read reaches %arg1 through another view (%subview_0)}}
    gpu.launch_func @k::@read blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%v1 : memref<32xf32, strided<[1], offset: ?>>, %c : memref<32xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// The group attribute is an integer id (the dialect's verifier refuses
// another before the pass runs).
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32>, %b: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.stencil_group must be an integer, not "a"}}
    gpu.launch_func @k::@copy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = "a"}
    return
  }
}

// -----

// A produced array whose elements are not integers or floats cannot be held
// in a shared array (index has no fixed width in workgroup memory here).
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @produce(%a: memref<64xindex>, %b: memref<64xindex>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xindex>
      memref.store %v, %b[%x] : memref<64xindex>
      gpu.return
    }
    gpu.func @consume(%b: memref<64xindex>, %c: memref<64xindex>) kernel {
      %x = gpu.global_id x
      %v = memref.load %b[%x] : memref<64xindex>
      memref.store %v, %c[%x] : memref<64xindex>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xindex> {llvm.noalias}, %b: memref<64xindex> {llvm.noalias}, %c: memref<64xindex> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{not fusing stencil group 0: %arg1 has elements of type index}}
    gpu.launch_func @k::@produce blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64xindex>, %b : memref<64xindex>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@consume blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1) args(%b : memref<64xindex>, %c : memref<64xindex>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// An empty block (no threads in y).
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{not fusing stencil group 0: the launch of @k::@copy has 0 threads per block in dimension 1}}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c0, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c32, %c0, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// An empty grid (no blocks in z).
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @copy(%a: memref<64xf32>, %b: memref<64xf32>) kernel {
      %x = gpu.global_id x
      %v = memref.load %a[%x] : memref<64xf32>
      memref.store %v, %b[%x] : memref<64xf32>
      gpu.return
    }
  }
  func.func @f(%a: memref<64xf32> {llvm.noalias}, %b: memref<64xf32> {llvm.noalias}, %c: memref<64xf32> {llvm.noalias}) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+1 {{not fusing stencil group 0: the launch of @k::@copy has 0 blocks in dimension 2}}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c0) threads in (%c32, %c1, %c1) args(%a : memref<64xf32>, %b : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c0) threads in (%c32, %c1, %c1) args(%b : memref<64xf32>, %c : memref<64xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
