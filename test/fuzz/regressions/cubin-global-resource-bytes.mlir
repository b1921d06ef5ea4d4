// Found by the fuzzer (seed 63, target stencil-exchange-ptx, 2026-12-04: a
// mutant of test/Dialect/device-constant.mlir whose memref<16xf16> global
// became memref<f16>, minimized to the global without its blob): a
// memref.global initialized by a dense_resource whose bytes the module does
// not hold (elided), or holds in another size than the memref's, passes the
// verifier, and upstream's memref-to-llvm in kfusion-to-cubin stopped the
// process ("ElementsAttr does not provide iteration facilities", SIGTRAP);
// kfusion-runner the same. kfusion-to-cubin now checks such globals first.
// (Seed 64 then found the same crash with an index element type, which the
// size check skipped, and a blob of the right size crashes it too when the
// global has rank 0: upstream reads a rank-0 initializer element-wise, which
// a dense_resource does not allow. Rank 1 lowers: Dialect/device-constant.mlir.)
// RUN: split-file %s %t
// RUN: not kfusion-opt %t/elided.mlir --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=ELIDED
// RUN: not kfusion-runner %t/elided.mlir --lower-only --format=ptx 2>&1 | FileCheck %s --check-prefix=ELIDED
// RUN: not kfusion-opt %t/size.mlir --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not kfusion-opt %t/index.mlir --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not kfusion-opt %t/scalar.mlir --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCALAR

// ELIDED-NOT: Stack dump
// ELIDED: error: kfusion-to-cubin: the initial value of @table is a dense_resource whose data the module does not hold (an elided resource): there are no bytes to lower
// ELIDED-NOT: Stack dump
// SIZE-NOT: Stack dump
// SIZE: error: kfusion-to-cubin: the initial value of @table holds 32 bytes; 'memref<f16>' needs 2
// SIZE-NOT: Stack dump
// INDEX: error: kfusion-to-cubin: the initial value of @table holds 32 bytes; 'memref<index>' needs 8
// INDEX-NOT: Stack dump
// SCALAR: error: kfusion-to-cubin: @table is a rank-0 global initialized by a dense_resource, which upstream's memref-to-llvm cannot lower (MLIR 22): give it a dense<...> value or rank 1
// SCALAR-NOT: Stack dump

//--- elided.mlir
memref.global "private" constant @table : memref<f16> = dense_resource<table16>
func.func @f() -> memref<f16> {
  %t = memref.get_global @table : memref<f16>
  return %t : memref<f16>
}

//--- size.mlir
memref.global "private" constant @table : memref<f16> = dense_resource<table16>
func.func @f() -> memref<f16> {
  %t = memref.get_global @table : memref<f16>
  return %t : memref<f16>
}
{-#
  dialect_resources: {
    builtin: {
      table16: "0x02000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C"
    }
  }
#-}

//--- index.mlir
memref.global "private" constant @table : memref<index> = dense_resource<table16>
func.func @f() -> memref<index> {
  %t = memref.get_global @table : memref<index>
  return %t : memref<index>
}
{-#
  dialect_resources: {
    builtin: {
      table16: "0x02000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C"
    }
  }
#-}

//--- scalar.mlir
memref.global "private" constant @table : memref<f16> = dense_resource<table16>
func.func @f() -> memref<f16> {
  %t = memref.get_global @table : memref<f16>
  return %t : memref<f16>
}
{-#
  dialect_resources: {
    builtin: {
      table16: "0x02000000003C"
    }
  }
#-}
