// kfusion-sim refuses what it cannot run with a clear message and exit 1,
// before running anything: an external function it does not provide, a
// missing entry point, an unknown result type, equivalence mode on an entry
// point with a dynamically shaped argument, a missing --compare file, and the
// synchronous gpu.alloc / gpu.dealloc / gpu.memset that the GPU pipeline does
// not lower (only their async forms; host_shared allocations may be
// synchronous).
// RUN: split-file %s %t
// RUN: not kfusion-sim %t/extern.mlir 2>&1 | FileCheck %s --check-prefix=EXTERN
// RUN: not kfusion-sim %t/extern.mlir -e nope 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not kfusion-sim %t/extern.mlir --entry-point-result=f64 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: not kfusion-sim %t/dynamic.mlir --compare=%t/dynamic.mlir -e f 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not kfusion-sim %t/dynamic.mlir --compare=%t/missing.mlir -e f 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not kfusion-sim %t/sync-alloc.mlir 2>&1 | FileCheck %s --check-prefix=SYNC-ALLOC
// RUN: not kfusion-sim %t/sync-dealloc.mlir 2>&1 | FileCheck %s --check-prefix=SYNC-DEALLOC
// RUN: not kfusion-sim %t/sync-memset.mlir 2>&1 | FileCheck %s --check-prefix=SYNC-MEMSET
// RUN: not kfusion-opt %t/sync-alloc.mlir --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=GPU-ALLOC

// EXTERN: error: kfusion-sim: call to external function '@launch_missiles', which the interpreter does not provide (it provides the print*, printMemref*, kfusionInput*/Output*, kfusionBench* and kfusionTiming* helpers)
// EXTERN-NOT: started
// ENTRY: kfusion-sim: error: entry point '@nope' not found (choose another with -e)
// RESULT: kfusion-sim: error: unsupported --entry-point-result=f64 (expected void, i32, i64 or f32)
// DYNAMIC: error: kfusion-sim: equivalence mode needs memref arguments of static shape and identity layout; argument #0 has type 'memref<?xf32>'
// MISSING: kfusion-sim: error: cannot open input file
// SYNC-ALLOC: kfusion-sim: error: unsupported op 'gpu.alloc': the synchronous form is not lowered for the GPU (kfusion-to-cubin lowers only 'gpu.alloc async [%token]'); write it async
// SYNC-ALLOC-NEXT: at loc("{{.*}}sync-alloc.mlir":3:10)
// SYNC-DEALLOC: kfusion-sim: error: unsupported op 'gpu.dealloc': the synchronous form is not lowered for the GPU (kfusion-to-cubin lowers only 'gpu.dealloc async [%token]'); write it async
// SYNC-MEMSET: kfusion-sim: error: unsupported op 'gpu.memset': the synchronous form is not lowered for the GPU (kfusion-to-cubin lowers only 'gpu.memset async [%token]'); write it async
// GPU-ALLOC: error: kfusion-to-cubin could not lower 'gpu.alloc'

//--- extern.mlir
func.func private @launch_missiles(i32)
func.func @main() {
  vector.print str "started\n"
  %c = arith.constant 3 : i32
  call @launch_missiles(%c) : (i32) -> ()
  return
}

//--- dynamic.mlir
func.func @f(%a: memref<?xf32>) {
  return
}

//--- sync-alloc.mlir
module attributes {gpu.container_module} {
  func.func @main() {
    %d = gpu.alloc () : memref<4xi32>
    %h = memref.alloc() : memref<4xi32>
    %t0 = gpu.wait async
    %t1 = gpu.memcpy async [%t0] %h, %d : memref<4xi32>, memref<4xi32>
    gpu.wait [%t1]
    %c0 = arith.constant 0 : index
    %v = memref.load %h[%c0] : memref<4xi32>
    vector.print %v : i32
    return
  }
}

//--- sync-dealloc.mlir
module attributes {gpu.container_module} {
  func.func @main() {
    %h = gpu.alloc host_shared () : memref<4xi32>
    gpu.dealloc %h : memref<4xi32>
    return
  }
}

//--- sync-memset.mlir
module attributes {gpu.container_module} {
  func.func @main() {
    %z = arith.constant 0 : i32
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    gpu.wait [%t1]
    gpu.memset %d, %z : memref<4xi32>, i32
    return
  }
}
