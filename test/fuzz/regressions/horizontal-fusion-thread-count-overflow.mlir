// RUN: kfusion-opt %s --kfusion-horizontal-fusion -o /dev/null 2> %t.err
// RUN: FileCheck %s --input-file=%t.err

// Found by the fuzzer on the sanitizer build (seed 12: block sizes of a group
// of test/Horizontal/horizontal-fusion-invalid.mlir mutated to 2147483647):
// kfusion-horizontal-fusion multiplied the block sizes of each launch of a
// group before checking them (resolvePartitions; UBSan "signed integer
// overflow: ... cannot be represented in type 'long int'"). A block size
// outside CUDA's limits now declines the group, naming it.

// CHECK-NOT: runtime error
// CHECK: remark: not fusing group 1: {{.*}}@kernels::@k{{.*}} 2147483647 threads{{.*}}dimension 0{{.*}} 1 to 1024
// CHECK: remark: not fusing group 2: {{.*}}@kernels::@k{{.*}} 0 threads{{.*}}dimension 2{{.*}} 1 to 64
// CHECK: remark: not fusing group 3: {{.*}}@kernels::@k{{.*}} 2048 threads{{.*}}GPU's 1024
// CHECK-NOT: runtime error
// CHECK-NOT: Stack dump

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<16xf32>) kernel {
      gpu.return
    }
  }
  func.func @main(%a: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %big = arith.constant 2147483647 : index
    %c0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%big, %big, %big)
        args(%a : memref<16xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%big, %big, %big)
        args(%a : memref<16xf32>) {kfusion.horizontal_group = 1 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c0)
        args(%a : memref<16xf32>) {kfusion.horizontal_group = 2 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<16xf32>) {kfusion.horizontal_group = 2 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c64, %c32, %c1)
        args(%a : memref<16xf32>) {kfusion.horizontal_group = 3 : i64}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<16xf32>) {kfusion.horizontal_group = 3 : i64}
    return
  }
}
