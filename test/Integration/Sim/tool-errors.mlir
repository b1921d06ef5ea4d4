// kfusion-sim refuses what it cannot run with a clear message and exit 1,
// before running anything: an external function it does not provide, a
// missing entry point, an unknown result type, equivalence mode on an entry
// point with a dynamically shaped argument, a missing --compare file, and a
// runtime helper declared with another signature than the runtime's.
// RUN: split-file %s %t
// RUN: not kfusion-sim %t/extern.mlir 2>&1 | FileCheck %s --check-prefix=EXTERN
// RUN: not kfusion-sim %t/extern.mlir -e nope 2>&1 | FileCheck %s --check-prefix=ENTRY
// RUN: not kfusion-sim %t/extern.mlir --entry-point-result=f64 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: not kfusion-sim %t/dynamic.mlir --compare=%t/dynamic.mlir -e f 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: not kfusion-sim %t/dynamic.mlir --compare=%t/missing.mlir -e f 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not kfusion-sim %t/graph.mlir 2>&1 | FileCheck %s --check-prefix=GRAPH

// EXTERN: error: kfusion-sim: call to external function '@launch_missiles', which the interpreter does not provide (it provides the print*, printMemref*, kfusionInput*/Output*, kfusionBench*, kfusionTiming* and kfusionGraph* helpers)
// EXTERN-NOT: started
// ENTRY: kfusion-sim: error: entry point '@nope' not found (choose another with -e)
// RESULT: kfusion-sim: error: unsupported --entry-point-result=f64 (expected void, i32, i64 or f32)
// DYNAMIC: error: kfusion-sim: equivalence mode needs memref arguments of static shape and identity layout; argument #0 has type 'memref<?xf32>'
// MISSING: kfusion-sim: error: cannot open input file
// GRAPH: error: kfusion-sim: '@kfusionGraphBegin' is (i64) -> i1 in the KFusion runtime

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

//--- graph.mlir
func.func private @kfusionGraphBegin(i64) -> i64
func.func @main() {
  %key = arith.constant 0 : i64
  %replayed = call @kfusionGraphBegin(%key) : (i64) -> i64
  return
}
