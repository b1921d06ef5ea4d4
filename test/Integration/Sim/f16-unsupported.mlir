// RUN: split-file --leading-lines %s %t
// RUN: not kfusion-sim %t/print-memref.mlir 2>&1 | FileCheck %s --check-prefix=MEMREF
// RUN: not kfusion-sim %t/vector-print.mlir 2>&1 | FileCheck %s --check-prefix=VPRINT
// RUN: not kfusion-sim %t/truncf-mode.mlir 2>&1 | FileCheck %s --check-prefix=MODE
// RUN: not kfusion-sim %t/f8.mlir 2>&1 | FileCheck %s --check-prefix=F8
// RUN: not kfusion-sim %t/f8-memref.mlir 2>&1 | FileCheck %s --check-prefix=F8MEM

// What it proves: what the interpreter still does not run around 16-bit
// floats is refused before anything runs, with a message naming the reason,
// never a crash or a silent guess: printing f16 / bf16 (upstream's
// printMemrefF16, printF16 and vector.print of f16 call helpers the KFusion
// runtime does not have, so a GPU run could not print them either), truncf
// with a rounding mode other than to-nearest-even, and 8-bit floats in
// arithmetic and in memory.
//
// Why it would fail: an interpreter that printed f16 some other way, rounded
// truncf to nearest whatever the mode says, or ran f8 as another type would
// run these programs (printing "started") and exit 0.

//--- print-memref.mlir
// MEMREF: error: kfusion-sim: '@printMemrefF16' is not provided: the KFusion runtime, which GPU runs link, has no f16 or bf16 printing helpers (upstream's are in libmlir_float16_utils); extend the values to f32 with arith.extf and print those
// MEMREF-NOT: started
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func @main() {
  vector.print str "started\n"
  %m = memref.alloc() : memref<2xf16>
  %u = memref.cast %m : memref<2xf16> to memref<*xf16>
  call @printMemrefF16(%u) : (memref<*xf16>) -> ()
  return
}

//--- vector-print.mlir
// VPRINT: kfusion-sim: error: unsupported op 'vector.print': vector.print of bf16 lowers to a call of printBF16, which the KFusion runtime does not provide; print it through arith.extf to f32
// VPRINT-NEXT: at loc("{{.*}}vector-print.mlir":[[# @LINE + 5]]:3)
// VPRINT-NOT: started
func.func @main() {
  vector.print str "started\n"
  %x = arith.constant 1.5 : bf16
  vector.print %x : bf16
  return
}

//--- truncf-mode.mlir
// MODE: kfusion-sim: error: unsupported op 'arith.truncf': arith.truncf rounding downward; only to_nearest_even is interpreted
// MODE-NEXT: at loc("{{.*}}truncf-mode.mlir":[[# @LINE + 5]]:8)
// MODE-NOT: started
func.func @main() {
  vector.print str "started\n"
  %x = arith.constant 0.1 : f32
  %h = arith.truncf %x downward : f32 to f16
  return
}

//--- f8.mlir
// F8: kfusion-sim: error: unsupported op 'arith.bitcast': only i1..i64, index, f16, bf16, f32 and f64 are interpreted
// F8-NEXT: at loc("{{.*}}f8.mlir":[[# @LINE + 5]]:8)
// F8-NOT: started
func.func @main() {
  vector.print str "started\n"
  %i = arith.constant 56 : i8
  %x = arith.bitcast %i : i8 to f8E4M3FN
  %y = arith.addf %x, %x : f8E4M3FN
  return
}

//--- f8-memref.mlir
// F8MEM: kfusion-sim: error: unsupported op 'memref.alloc': element type or layout not interpreted
// F8MEM-NOT: started
func.func @main() {
  vector.print str "started\n"
  %m = memref.alloc() : memref<4xf8E5M2>
  return
}
