// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-attach-loop-annotations))" | FileCheck %s

// The latch branch of a loop whose scf.for asked for no LICM, as scf-to-cf
// and the lowering to the LLVM dialect leave it (a discardable
// llvm.loop_annotation, which the translation ignores), gets it as its own
// loop_annotation, which the translation makes the loop's !llvm.loop
// metadata (llvm.licm.disable). A branch that has its own annotation keeps it; other
// branches stay as they are.
// CHECK-DAG: #[[$LICM:.*]] = #llvm.loop_licm<disable = true>
// CHECK-DAG: #[[$ANN:.*]] = #llvm.loop_annotation<licm = #[[$LICM]]>
// CHECK-DAG: #[[$OWN:.*]] = #llvm.loop_annotation<mustProgress = true>
// CHECK-LABEL: llvm.func @latch
// CHECK:         llvm.cond_br %{{.*}}, ^bb2, ^bb3
// CHECK-NOT:     loop_annotation
// CHECK:         llvm.br ^bb1(%{{.*}} : i64) {loop_annotation = #[[$ANN]]}
// CHECK-NOT:     llvm.loop_annotation
// CHECK-LABEL: llvm.func @own
// CHECK:         llvm.br ^bb1(%{{.*}} : i64) {loop_annotation = #[[$OWN]]}
// CHECK-NOT:     llvm.loop_annotation

#licm = #llvm.loop_licm<disable = true>
#ann = #llvm.loop_annotation<licm = #licm>
#own = #llvm.loop_annotation<mustProgress = true>
gpu.module @k {
  llvm.func @latch(%n: i64) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%c0 : i64)
  ^bb1(%i: i64):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^bb2, ^bb3
  ^bb2:
    %next = llvm.add %i, %c1 : i64
    llvm.br ^bb1(%next : i64) {llvm.loop_annotation = #ann}
  ^bb3:
    llvm.return
  }
  llvm.func @own(%n: i64) {
    %c0 = llvm.mlir.constant(0 : i64) : i64
    %c1 = llvm.mlir.constant(1 : i64) : i64
    llvm.br ^bb1(%c0 : i64)
  ^bb1(%i: i64):
    %more = llvm.icmp "slt" %i, %n : i64
    llvm.cond_br %more, ^bb2, ^bb3
  ^bb2:
    %next = llvm.add %i, %c1 : i64
    llvm.br ^bb1(%next : i64) {llvm.loop_annotation = #ann, loop_annotation = #own}
  ^bb3:
    llvm.return
  }
}
