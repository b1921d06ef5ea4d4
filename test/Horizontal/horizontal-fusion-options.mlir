// The options of kfusion-horizontal-fusion on one program.
//
// A group named by option, in option order (the kfusion.horizontal_group attributes are
// then ignored), with either spelling of a kernel name:
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="kernels=scale,@kernels::@reduce" | FileCheck %s --check-prefix=NAMED
// Partition sizes other than the block sizes (the 1-D kernels' x extent
// follows) and a register bound:
// RUN: kfusion-opt %s --kfusion-horizontal-fusion="partition=256,64 max-registers=40" | FileCheck %s --check-prefix=TUNED
// Malformed requests are errors:
// RUN: not kfusion-opt %s --kfusion-horizontal-fusion="kernels=reduce,missing" 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not kfusion-opt %s --kfusion-horizontal-fusion="kernels=reduce,twice" 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not kfusion-opt %s --kfusion-horizontal-fusion="partition=128" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not kfusion-opt %s --kfusion-horizontal-fusion="max-registers=-1" 2>&1 | FileCheck %s --check-prefix=REGISTERS

// kernels=: the named group, in option order, replaces the kfusion.horizontal_group one.
// NAMED-LABEL: gpu.func @scale_reduce_hfuse(%{{.*}}: memref<4096xf32>, %{{.*}}: memref<4096xf32>, %{{.*}}: memref<32xf32>)
// NAMED-SAME:      known_block_size = array<i32: 192, 1, 1>
// NAMED:         kfusion.horizontal partitions [64, 128] block_dims [(64, 1, 1), (128, 1, 1)] grid_dims [(64, 1, 1), (32, 1, 1)] {
// NAMED-LABEL: func.func @main
// NAMED:         gpu.launch_func @kernels::@scale_reduce_hfuse
// NAMED-NOT:     kfusion.horizontal_group
// NAMED:         gpu.launch_func @kernels::@twice
// NAMED:         gpu.launch_func @kernels::@twice

// partition= and max-registers=: the block and the register bound follow.
// TUNED-LABEL: gpu.func @reduce_scale_hfuse
// TUNED-SAME:      known_block_size = array<i32: 320, 1, 1>, nvvm.maxnreg = 40 : i32
// TUNED:         kfusion.horizontal partitions [256, 64] block_dims [(256, 1, 1), (64, 1, 1)] grid_dims [(32, 1, 1), (64, 1, 1)] {

// A named kernel must be launched exactly once.
// MISSING: error: kfusion-horizontal-fusion: kernels=reduce,missing {{.*}}'missing'{{.*}}launched 0 times
// TWICE: error: kfusion-horizontal-fusion: kernels=reduce,twice {{.*}}'twice'{{.*}}launched 2 times

// partition= lists one size per launch of the group.
// COUNT: error: kfusion-horizontal-fusion: group 1 has 2 launches{{.*}}partition{{.*}}1 sizes

// A negative register bound is no bound at all: an error, not "none".
// REGISTERS: error: kfusion-horizontal-fusion: max-registers must be 0 (none) or positive, not -1

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @reduce(%in: memref<4096xf32>, %out: memref<32xf32>)
        workgroup(%acc: memref<1xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %i = gpu.global_id x
      %bid = gpu.block_id x
      %v = memref.load %in[%i] : memref<4096xf32>
      %old = memref.atomic_rmw addf %v, %acc[%c0] : (f32, memref<1xf32, #gpu.address_space<workgroup>>) -> f32
      gpu.barrier
      %s = memref.load %acc[%c0] : memref<1xf32, #gpu.address_space<workgroup>>
      memref.store %s, %out[%bid] : memref<32xf32>
      gpu.return
    }
    gpu.func @scale(%v: memref<4096xf32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %v[%i] : memref<4096xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %v[%i] : memref<4096xf32>
      gpu.return
    }
    gpu.func @twice(%v: memref<4096xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%in: memref<4096xf32> {llvm.noalias}, %out: memref<32xf32> {llvm.noalias},
                  %v: memref<4096xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    gpu.launch_func @kernels::@reduce blocks in (%c32, %c1, %c1) threads in (%c128, %c1, %c1)
        args(%in : memref<4096xf32>, %out : memref<32xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@scale blocks in (%c64, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%v : memref<4096xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@twice blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%v : memref<4096xf32>)
    gpu.launch_func @kernels::@twice blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%v : memref<4096xf32>)
    return
  }
}
