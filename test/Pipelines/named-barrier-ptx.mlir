// A kernel with named barriers goes through kfusion-to-cubin: each
// kfusion.named_barrier reaches PTX as `bar.sync id, threads` (barrier.sync
// aligned form), while gpu.barrier stays barrier 0 of the whole block.
// (ptxas assembles it in ../Integration/Sim/Pipelines/named-barrier-ptx.mlir.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t" -o /dev/null
// RUN: FileCheck %s < %t/kernels.sm_90.ptx

// CHECK-LABEL: .visible .entry two_partitions(
// CHECK-DAG:   bar.sync {{[[:space:]]*}}1, 128;
// CHECK-DAG:   bar.sync {{[[:space:]]*}}2, 64;
// CHECK-DAG:   bar.sync {{[[:space:]]*}}0;
// CHECK:       ret;

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Two named barriers of different partitions and one block barrier.
    gpu.func @two_partitions(%out: memref<192xi32>) kernel {
      %tid = gpu.thread_id x
      %c128 = arith.constant 128 : index
      %in_first = arith.cmpi ult, %tid, %c128 : index
      // Partition 1 (threads 0..127) and partition 2 (threads 128..191) each
      // synchronize among themselves; the bodies differ so that LLVM cannot
      // merge the two barriers into one with a selected id.
      scf.if %in_first {
        %a = arith.index_cast %tid : index to i32
        memref.store %a, %out[%tid] : memref<192xi32>
        kfusion.named_barrier id 1 threads 128
        %c127 = arith.constant 127 : index
        %mirror = arith.subi %c127, %tid : index
        %b = memref.load %out[%mirror] : memref<192xi32>
        memref.store %b, %out[%tid] : memref<192xi32>
      } else {
        kfusion.named_barrier id 2 threads 64
        %seven = arith.constant 7 : i32
        memref.store %seven, %out[%tid] : memref<192xi32>
      }
      gpu.barrier
      gpu.return
    }
  }
}
