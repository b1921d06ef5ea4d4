// RUN: split-file --leading-lines %s %t
// RUN: not kfusion-sim %t/huge-alloc.mlir 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not kfusion-sim %t/alloc-loop.mlir --max-memory=1000000 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: not kfusion-sim %t/overflow.mlir 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: not kfusion-sim %t/shared.mlir 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not kfusion-sim %t/rank.mlir 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not kfusion-sim %t/arguments.mlir --compare=%t/arguments.mlir -e f 2>&1 | FileCheck %s --check-prefix=ARGS

// What it proves: what a program allocates is bounded (--max-memory, all
// memory spaces together, 8 GiB by default), so a mutated size is an error
// on the op and not an abort in the allocator or an exhausted machine: a
// single huge gpu.alloc, allocations in a host loop that never frees, a
// shape whose byte count overflows 64 bits, workgroup buffers beyond sm_90's
// 227 KB of shared memory per block (a launch error, as for dynamic shared
// memory), a memref of rank 9 (the interpreter's descriptors hold 8), and
// equivalence-mode arguments too large to allocate.
//
// Why it would fail: without the limit the first runs end in std::bad_alloc
// (an abort, no location) or take the machine's memory; the overflowed
// product would allocate a small buffer for a huge shape; the workgroup
// buffers would be allocated per block; rank 9 would write past the
// descriptor's arrays.

//--- huge-alloc.mlir
// HUGE: kfusion-sim: error: out of memory: gpu.alloc of 1099511627776xf32 would take the program past 8589934592 bytes (0 in use; raise --max-memory) [host]
// HUGE-NEXT: at loc("{{.*}}huge-alloc.mlir":[[# @LINE + 6]]:16): 'gpu.alloc'
// HUGE-NOT: after
module attributes {gpu.container_module} {
  func.func @main() {
    %n = arith.constant 1099511627776 : index
    %w = gpu.wait async
    %buf, %t = gpu.alloc async [%w] (%n) : memref<?xf32>
    gpu.wait [%t]
    vector.print str "after\n"
    return
  }
}

//--- alloc-loop.mlir
// 1000 allocations of 4000 bytes, none freed: 250 fill 1 MB, the 251st is refused.
// LOOP: kfusion-sim: error: out of memory: memref.alloc of 1000xf32 would take the program past 1000000 bytes (1000000 in use; raise --max-memory) [host]
// LOOP-NEXT: at loc("{{.*}}alloc-loop.mlir":[[# @LINE + 6]]:10): 'memref.alloc'
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  scf.for %i = %c0 to %c1000 step %c1 {
    %a = memref.alloc() : memref<1000xf32>
  }
  return
}

//--- overflow.mlir
// 2^40 x 2^40 x 4 bytes does not fit in 64 bits.
// OVERFLOW: kfusion-sim: error: out of memory: memref.alloc of 1099511627776x1099511627776xf32 would take
// OVERFLOW-NEXT: at loc("{{.*}}overflow.mlir":[[# @LINE + 3]]:8): 'memref.alloc'
func.func @main() {
  %n = arith.constant 1099511627776 : index
  %a = memref.alloc(%n, %n) : memref<?x?xf32>
  return
}

//--- shared.mlir
// 2 x 128 KB of workgroup buffers: more than a block may have.
// SHARED: kfusion-sim: error: launch error: @big needs more than 232448 bytes of shared memory (sm_90's limit): 0 dynamic, the rest in workgroup buffers [host]
// SHARED-NEXT: at loc("{{.*}}shared.mlir":[[# @LINE + 15]]:5): 'gpu.launch_func'
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @big(%out: memref<1xf32>)
        workgroup(%a: memref<32768xf32, #gpu.address_space<workgroup>>,
                  %b: memref<32768xf32, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %w = gpu.wait async
    %out, %t = gpu.alloc async [%w] () : memref<1xf32>
    gpu.wait [%t]
    gpu.launch_func @kernels::@big blocks in (%c1, %c1, %c1)
        threads in (%c32, %c1, %c1) args(%out : memref<1xf32>)
    return
  }
}

//--- rank.mlir
// RANK: kfusion-sim: error: unsupported op 'memref.alloc': memrefs of rank above 8 are not interpreted
// RANK-NEXT: at loc("{{.*}}rank.mlir":[[# @LINE + 2]]:8)
func.func @main() {
  %a = memref.alloc() : memref<1x1x1x1x1x1x1x1x1xf32>
  return
}

//--- arguments.mlir
// ARGS: error: kfusion-sim: argument #0 of type 'memref<4294967296x1024xf32>' is larger than the 8589934592 bytes the program may allocate (raise --max-memory)
func.func @f(%a: memref<4294967296x1024xf32>) {
  return
}
