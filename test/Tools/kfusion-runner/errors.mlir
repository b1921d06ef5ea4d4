// Bad input to kfusion-runner: each case is a clear message and a non-zero
// exit, found before anything runs on a GPU (so this test needs none).
// RUN: split-file %s %t

// Input that does not parse: the parser's error, then the runner's.
// RUN: not kfusion-runner %t/malformed.mlir 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED-LABEL: malformed.mlir:2:{{[0-9]+}}: error:
// MALFORMED: kfusion-runner: error: could not parse

// An entry point the module does not have.
// RUN: not kfusion-runner %t/ok.mlir -e nope 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: kfusion-runner: error: entry point '@nope' not found in {{.*}}ok.mlir (choose another with -e)

// A result type the entry point does not return: an error on the function.
// RUN: not kfusion-runner %t/ok.mlir --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=RESULT
// RESULT-LABEL: error: entry point returns '!llvm.void', but --entry-point-result=i32
// RESULT-NEXT: func.func @main()

// A result type the runner cannot print.
// RUN: not kfusion-runner %t/ok.mlir --entry-point-result=f64 2>&1 | FileCheck %s --check-prefix=BADRESULT
// BADRESULT: kfusion-runner: error: unsupported --entry-point-result=f64 (expected void, i32, i64 or f32)

// An entry point with arguments, which the runner cannot pass: an error on
// the function.
// RUN: not kfusion-runner %t/args.mlir -e takes_args 2>&1 | FileCheck %s --check-prefix=ARGS
// ARGS-LABEL: error: entry point must take no arguments, it takes 1
// ARGS-NEXT: func.func @takes_args(

// Warm-up runs outside benchmark mode.
// RUN: not kfusion-runner %t/ok.mlir --warmup=3 2>&1 | FileCheck %s --check-prefix=WARMUP
// WARMUP: kfusion-runner: error: --warmup needs --repeat (benchmark mode)

// A cache flush larger than the runner allows.
// RUN: not kfusion-runner %t/ok.mlir --flush-cache-mib=65537 2>&1 | FileCheck %s --check-prefix=FLUSH
// FLUSH: kfusion-runner: error: --flush-cache-mib=65537 is over 65536

// An input file that does not exist.
// RUN: not kfusion-runner %t/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: kfusion-runner: error: cannot open input file

// A binary format kfusion-to-cubin does not know: its error, then the runner's.
// RUN: not kfusion-runner %t/ok.mlir --format=sass 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT-LABEL: error: kfusion-to-cubin: unknown format 'sass'
// FORMAT: kfusion-runner: error: kfusion-to-cubin failed on

// A shared library that does not exist.
// RUN: not kfusion-runner %t/ok.mlir --shared-libs=%t/missing.so 2>&1 | FileCheck %s --check-prefix=LIB
// LIB: kfusion-runner: error: shared library '{{.*}}missing.so' (--shared-libs) not found

//--- malformed.mlir
func.func @main() {
  %0 = arith.constant : i32
  return
}

//--- ok.mlir
func.func @main() {
  return
}

//--- args.mlir
func.func @takes_args(%x: i32) {
  return
}
