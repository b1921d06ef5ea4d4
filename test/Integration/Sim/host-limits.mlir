// RUN: split-file --leading-lines %s %t
// RUN: not kfusion-sim %t/while-forever.mlir 2>&1 | FileCheck %s --check-prefix=LIVELOCK
// RUN: not kfusion-sim %t/cfg-forever.mlir 2>&1 | FileCheck %s --check-prefix=CFG
// RUN: not kfusion-sim %t/count-forever.mlir --max-steps=1000000 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not kfusion-sim %t/store-forever.mlir --max-steps=100000 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not kfusion-sim %t/store-forever.mlir --time-limit=0.5 2>&1 | FileCheck %s --check-prefix=TIME

// What it proves: host code is held to the same budgets as kernels, and a
// host loop that cannot end is reported instead of spinning. The host is
// one deterministic thread, so when it comes back to the same op with the
// same values and nothing changed memory, printed or issued device work in
// between, it loops forever: reported as a livelock at an op of the loop
// (an scf.while whose condition never changes; the same as a cf loop with
// a loop-carried value that cycles 0, 1, 2, 0, ...). A host loop whose
// values never repeat (a counter) is stopped by --max-steps; one that
// stores forever makes "progress" but runs into --max-steps too, reported at
// the op it was executing; with only a wall-clock --time-limit it stops at
// that limit. Host loops that are merely long (examples/demo.mlir checks 4M
// results in registers) are not reported: only a repeated state is.
//
// Why it would fail: before issue 13 the host ran with an unbounded budget:
// every run here spun forever (lit times out), the step limit applied to
// kernel instructions only, and there was no time limit.

//--- while-forever.mlir
// LIVELOCK: before
// LIVELOCK-NEXT: kfusion-sim: error: livelock: the host came back to the same op with the same values without changing memory, printing or issuing device work in between: it repeats a loop that cannot end [host]
// LIVELOCK-NEXT: at loc("{{.*}}while-forever.mlir":{{[0-9]+}}:{{[0-9]+}})
// LIVELOCK-NOT: after
func.func @main() {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  vector.print str "before\n"
  // The condition tests the constant %c0, never the carried value.
  %r = scf.while (%i = %c0) : (index) -> index {
    %go = arith.cmpi ult, %c0, %c10 : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %twice = arith.addi %i, %i : index
    scf.yield %twice : index
  }
  vector.print str "after\n"
  return
}

//--- cfg-forever.mlir
// CFG: kfusion-sim: error: livelock: the host came back to the same op
// CFG-NEXT: at loc("{{.*}}cfg-forever.mlir":{{[0-9]+}}:{{[0-9]+}})
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  %next = arith.addi %i, %c1 : i32
  %wrapped = arith.remui %next, %c3 : i32
  // %i cycles 0, 1, 2 and never reaches 5.
  %done = arith.cmpi eq, %wrapped, %c5 : i32
  cf.cond_br %done, ^exit, ^loop(%wrapped : i32)
^exit:
  return
}

//--- count-forever.mlir
// COUNT: kfusion-sim: error: step limit: more than 1000000 instructions (raise --max-steps) [host]
func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %false = arith.constant false
  %r = scf.while (%i = %c0) : (i64) -> i64 {
    %neg = arith.cmpi slt, %i, %c0 : i64
    %go = arith.cmpi eq, %neg, %false : i1
    scf.condition(%go) %i : i64
  } do {
  ^bb0(%i: i64):
    %next = arith.addi %i, %c1 : i64
    scf.yield %next : i64
  }
  return
}

//--- store-forever.mlir
// STEPS: kfusion-sim: error: step limit: more than 100000 instructions (raise --max-steps) [host]
// STEPS-NEXT: at loc("{{.*}}store-forever.mlir":{{[0-9]+}}:{{[0-9]+}})
// TIME: kfusion-sim: error: time limit: the run took more than 0.5 seconds (raise --time-limit) [host]
// TIME-NEXT: at loc("{{.*}}store-forever.mlir":{{[0-9]+}}:{{[0-9]+}})
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloc() : memref<1xindex>
  %true = arith.constant true
  %r = scf.while (%i = %c0) : (index) -> index {
    memref.store %i, %buf[%c0] : memref<1xindex>
    scf.condition(%true) %i : index
  } do {
  ^bb0(%j: index):
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  return
}
