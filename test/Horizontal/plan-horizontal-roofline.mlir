// kfusion-plan-horizontal with model=roofline: pairs by the projected gain of
// the multi-resource roofline (KFusion/Analysis/KernelRoofline.h), remarks
// with the projected times, and the options' checks.
// RUN: kfusion-opt %s --kfusion-plan-horizontal="model=roofline" -o %t.planned.mlir 2>&1 | FileCheck %s --check-prefix=REMARKS
// RUN: FileCheck %s < %t.planned.mlir
// A higher threshold leaves the pair alone, and says so.
// RUN: kfusion-opt %s --kfusion-plan-horizontal="model=roofline min-gain=10" -o /dev/null 2>&1 | FileCheck %s --check-prefix=THRESHOLD
// The class model on the same program: the copy is memory-bound, the mix
// compute-bound, so it pairs them too.
// RUN: kfusion-opt %s --kfusion-plan-horizontal="model=classes" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLASSES
// search-partitions projects every split the tuner searches and names the
// best in the remark, without writing it (the launches keep their blocks).
// RUN: kfusion-opt %s --kfusion-plan-horizontal="model=roofline search-partitions=true" -o %t.search.mlir 2>&1 | FileCheck %s --check-prefix=SEARCH
// RUN: FileCheck %s --check-prefix=SEARCH-IR --implicit-check-not=kfusion.partition < %t.search.mlir
// RUN: not kfusion-opt %s --kfusion-plan-horizontal="model=bogus" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODEL
// RUN: not kfusion-opt %s --kfusion-plan-horizontal="model=roofline min-gain=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GAIN
// RUN: not kfusion-opt %s --kfusion-plan-horizontal="device=#kfusion.device<h100,{dram_bandwidth=-1.0}> model=roofline" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BANDWIDTH
// RUN: not kfusion-opt %s --kfusion-plan-horizontal="device=#kfusion.device<h100,{multiprocessors=0}> model=roofline" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SMS

// search-partitions: the remark names the best split; the IR keeps the blocks.
// SEARCH: remark: kfusion-plan-horizontal: group 0: @kernels::@copy {{.*}}gain {{[0-9.]+}}x{{.*}}best projected partition 384+128
// SEARCH-IR-LABEL: func.func @pair
// SEARCH-IR:         gpu.launch_func @kernels::@copy {{.*}} threads in (%c256, %c1, %c1) {{.*}} {kfusion.horizontal_group = 0 : i64}
// SEARCH-IR:         gpu.launch_func @kernels::@mix {{.*}} threads in (%c256, %c1, %c1) {{.*}} {kfusion.horizontal_group = 0 : i64}

// Each option out of range is an error naming the option and its value.
// MODEL: error: kfusion-plan-horizontal: model {{.*}}'classes' or 'roofline', not 'bogus'
// GAIN: error: kfusion-plan-horizontal: min-gain {{.*}}positive{{.*}}not 0
// BANDWIDTH: error: #kfusion.device field 'dram_bandwidth' must be positive, not -1
// BANDWIDTH: error: device option {{.*}} is not a valid #kfusion.device attribute
// SMS: error: #kfusion.device field 'multiprocessors' must be positive, not 0

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Grid-stride copy of 64 Mi floats: DRAM- or latency-bound.
    gpu.func @copy(%a: memref<67108864xf32>, %b: memref<67108864xf32>) kernel {
      %n = arith.constant 67108864 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %base = arith.muli %bid, %bdim : index
      %start = arith.addi %base, %tid : index
      %stride = arith.muli %gdim, %bdim : index
      scf.for %i = %start to %n step %stride {
        %v = memref.load %a[%i] : memref<67108864xf32>
        memref.store %v, %b[%i] : memref<67108864xf32>
      }
      gpu.return
    }
    // 1024 rounds of 32-bit integer mixing per element: issue-bound.
    gpu.func @mix(%out: memref<1048576xi32>) kernel {
      %n = arith.constant 1048576 : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %rounds = arith.constant 1024 : index
      %k = arith.constant 7 : i32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %gdim = gpu.grid_dim x
      %base = arith.muli %bid, %bdim : index
      %start = arith.addi %base, %tid : index
      %stride = arith.muli %gdim, %bdim : index
      scf.for %i = %start to %n step %stride {
        %seed = arith.index_cast %i : index to i32
        %h = scf.for %r = %c0 to %rounds step %c1 iter_args(%x = %seed) -> (i32) {
          %y = arith.muli %x, %k : i32
          %z = arith.xori %y, %x : i32
          %w = arith.addi %z, %k : i32
          scf.yield %w : i32
        }
        memref.store %h, %out[%i] : memref<1048576xi32>
      }
      gpu.return
    }
  }

  // The copy (waiting on memory) and the mix (issuing) use different
  // resources: a group. The second copy's partners are taken.
  // CHECK-LABEL: func.func @pair
  // CHECK: gpu.launch_func @kernels::@copy {{.*}} {kfusion.horizontal_group = 0 : i64}
  // CHECK: gpu.launch_func @kernels::@mix {{.*}} {kfusion.horizontal_group = 0 : i64}
  // CHECK: gpu.launch_func @kernels::@copy
  // CHECK-NOT: kfusion.horizontal_group
  // CHECK: return
  // REMARKS: remark: kfusion-plan-horizontal: group 0: @kernels::@copy ({{.*}}{{[0-9.]+}} ms{{.*}}latency-bound) with @kernels::@mix ({{.*}}{{[0-9.]+}} ms{{.*}}issue-bound){{.*}}fused {{[0-9.]+}} ms{{.*}}{{[0-9.]+}} ms unfused{{.*}}gain {{[0-9.]+}}x
  // REMARKS: remark: kfusion-plan-horizontal: not paired: @kernels::@copy ({{.*}}latency-bound){{.*}}pairs of more gain
  // THRESHOLD: remark: kfusion-plan-horizontal: not paired: @kernels::@copy {{.*}}with @kernels::@mix {{.*}}gain {{[0-9.]+}}x{{.*}}min-gain 10.00
  // CLASSES: remark: kfusion-plan-horizontal: group 0: @kernels::@copy (memory-bound
  func.func @pair(%a: memref<67108864xf32> {llvm.noalias}, %b: memref<67108864xf32> {llvm.noalias},
                  %c: memref<67108864xf32> {llvm.noalias}, %d: memref<67108864xf32> {llvm.noalias},
                  %out: memref<1048576xi32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %c528 = arith.constant 528 : index
    gpu.launch_func @kernels::@copy blocks in (%c528, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<67108864xf32>, %b : memref<67108864xf32>)
    gpu.launch_func @kernels::@mix blocks in (%c528, %c1, %c1) threads in (%c256, %c1, %c1) args(%out : memref<1048576xi32>)
    gpu.launch_func @kernels::@copy blocks in (%c528, %c1, %c1) threads in (%c256, %c1, %c1) args(%c : memref<67108864xf32>, %d : memref<67108864xf32>)
    return
  }

  // A grid known only at run time: no projection, and the remark says why.
  // CHECK-LABEL: func.func @dynamic
  // CHECK-NOT: kfusion.horizontal_group
  // CHECK: return
  // REMARKS: remark: kfusion-plan-horizontal: not paired: @kernels::@copy (no projection{{.*}}with @kernels::@mix {{.*}}not a constant
  func.func @dynamic(%a: memref<67108864xf32> {llvm.noalias}, %b: memref<67108864xf32> {llvm.noalias},
                     %out: memref<1048576xi32> {llvm.noalias}, %g: index) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@copy blocks in (%g, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<67108864xf32>, %b : memref<67108864xf32>)
    gpu.launch_func @kernels::@mix blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%out : memref<1048576xi32>)
    return
  }
}
