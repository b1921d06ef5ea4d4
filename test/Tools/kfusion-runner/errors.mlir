// Bad input to kfusion-runner: each case is a clear message and a non-zero
// exit, found before anything runs on a GPU (so this test needs none).
// RUN: split-file %s %t
// RUN: not kfusion-runner %t/malformed.mlir 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not kfusion-runner %t/ok.mlir -e nope 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not kfusion-runner %t/ok.mlir --entry-point-result=i32 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: not kfusion-runner %t/ok.mlir --entry-point-result=f64 2>&1 | FileCheck %s --check-prefix=BADRESULT
// RUN: not kfusion-runner %t/args.mlir -e takes_args 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not kfusion-runner %t/ok.mlir --warmup=3 2>&1 | FileCheck %s --check-prefix=WARMUP
// RUN: not kfusion-runner %t/ok.mlir --flush-cache-mib=65537 2>&1 | FileCheck %s --check-prefix=FLUSH
// RUN: not kfusion-runner %t/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// RUN: not kfusion-runner %t/ok.mlir --format=sass 2>&1 | FileCheck %s --check-prefix=FORMAT
// RUN: not kfusion-runner %t/ok.mlir --shared-libs=%t/missing.so 2>&1 | FileCheck %s --check-prefix=LIB

// MALFORMED: malformed.mlir:2:{{[0-9]+}}: error:
// MALFORMED: kfusion-runner: error: could not parse
// MISSING: kfusion-runner: error: entry point '@nope' not found in {{.*}}ok.mlir (choose another with -e)
// RESULT: error: entry point returns '!llvm.void', but --entry-point-result=i32
// BADRESULT: kfusion-runner: error: unsupported --entry-point-result=f64 (expected void, i32, i64 or f32)
// ARGS: error: entry point must take no arguments, it takes 1
// WARMUP: kfusion-runner: error: --warmup needs --repeat (benchmark mode)
// FLUSH: kfusion-runner: error: --flush-cache-mib=65537 is over 65536
// NOFILE: kfusion-runner: error: cannot open input file
// FORMAT: error: kfusion-to-cubin: unknown format 'sass'
// FORMAT: kfusion-runner: error: kfusion-to-cubin failed on
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
