//===- KernelIndexWidthTest.cpp - The 32-bit kernel index proof -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// proveIndex32: what it proves (ids bounded by the launches, loops, views
// of static layout, shared-memory addresses, guarded subtractions marked
// nuw), what it refuses and why (each refusal names its op), and that it
// leaves the module as it was.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelIndexWidth.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {

class KernelIndexWidthTest : public ::testing::Test {
protected:
  KernelIndexWidthTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                        memref::MemRefDialect, scf::SCFDialect>();
  }

  /// A module of `kernel` (the body of gpu.module @m) and a host function
  /// @main whose body is `host` (launches of @m's kernels).
  OwningOpRef<ModuleOp> parse(StringRef kernel, StringRef host) {
    std::string source = ("module attributes {gpu.container_module} {\n"
                          "gpu.module @m {\n" +
                          kernel +
                          "\n}\nfunc.func @main(%a: memref<1024xf32>, %v: "
                          "memref<4x64xf32, strided<[128, 1], offset: 32>>) {\n"
                          "%c1 = arith.constant 1 : index\n"
                          "%c4 = arith.constant 4 : index\n"
                          "%c256 = arith.constant 256 : index\n" +
                          host + "\nreturn\n}\n}")
                             .str();
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    return module;
  }

  /// The refusal's message and the name of its op, or "proven".
  std::string proof(StringRef kernel, StringRef host) {
    OwningOpRef<ModuleOp> module = parse(kernel, host);
    if (!module)
      return "unparsed";
    std::optional<Index32Refusal> refusal = proveIndex32(*module);
    if (!refusal)
      return "proven";
    return refusal->op->getName().getStringRef().str() + ": " +
           refusal->message;
  }

  MLIRContext context;
};

constexpr const char *kLaunch =
    "gpu.launch_func @m::@k blocks in (%c4, %c1, %c1) threads in (%c256, %c1, "
    "%c1) args(%a : memref<1024xf32>)";

TEST_F(KernelIndexWidthTest, ProvesIdsBoundedByTheLaunches) {
  // bid * 256 + tid < 1024 with the module's only launch (4 x 256): no
  // known_grid_size needed.
  EXPECT_EQ(proof(R"(
    gpu.func @k(%a: memref<1024xf32>) kernel {
      %c256 = arith.constant 256 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %o = arith.muli %b, %c256 : index
      %i = arith.addi %o, %t : index
      %x = memref.load %a[%i] : memref<1024xf32>
      memref.store %x, %a[%i] : memref<1024xf32>
      gpu.return
    })",
                  kLaunch),
            "proven");
}

TEST_F(KernelIndexWidthTest, ProvesLoopsViewsSharedAddressesAndGuardedOffsets) {
  // A loop over a bounded range, a view of static layout as an argument, the
  // alignment of a shared-memory address, and a subtraction under its guard
  // marked nuw, whose quotient would otherwise read a possibly negative
  // number as unsigned.
  EXPECT_EQ(
      proof(R"(
    gpu.func @k(%v: memref<4x64xf32, strided<[128, 1], offset: 32>>) kernel {
      %c0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c1024 = arith.constant 1024 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %smem = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %p = memref.extract_aligned_pointer_as_index %smem : memref<?xi8, #gpu.address_space<workgroup>> -> index
      %r = arith.remui %p, %c1024 : index
      %s = arith.addi %p, %r : index
      %in = arith.cmpi uge, %b, %c2 : index
      scf.if %in {
        %d = arith.subi %b, %c2 overflow<nsw, nuw> : index
        %q = arith.divui %d, %c3 : index
        scf.for %i = %c0 to %c4 step %c2 {
          %j = arith.addi %i, %q : index
          %x = memref.load %v[%j, %t] : memref<4x64xf32, strided<[128, 1], offset: 32>>
          memref.store %x, %v[%j, %t] : memref<4x64xf32, strided<[128, 1], offset: 32>>
        }
      }
      gpu.return
    })",
            "gpu.launch_func @m::@k blocks in (%c4, %c1, %c1) threads in "
            "(%c256, %c1, %c1) args(%v : memref<4x64xf32, strided<[128, 1], "
            "offset: 32>>)"),
      "proven");
}

TEST_F(KernelIndexWidthTest, RefusesUnboundedAndUnsignedReadsOfNegatives) {
  // An index from a loaded i64 has no bound.
  EXPECT_EQ(proof(R"(
    gpu.func @k(%a: memref<1024xf32>, %n: i64) kernel {
      %i = arith.index_cast %n : i64 to index
      %x = memref.load %a[%i] : memref<1024xf32>
      memref.store %x, %a[%i] : memref<1024xf32>
      gpu.return
    })",
                  "%n = arith.constant 7 : i64\n"
                  "gpu.launch_func @m::@k blocks in (%c4, %c1, %c1) threads "
                  "in (%c256, %c1, %c1) args(%a : memref<1024xf32>, %n : "
                  "i64)"),
            "arith.index_cast: index-bitwidth=32 is not proven for this "
            "kernel: this index may not fit in 32 bits (its range as "
            "analyzed from the launches, loops and shapes is "
            "[-9223372036854775808, 9223372036854775807])");
  // bid - 2 without its guard's nuw may be negative: divui reads it as
  // 2^64 - 2 in 64 bits, 2^32 - 2 in 32.
  EXPECT_EQ(proof(R"(
    gpu.func @k(%a: memref<1024xf32>) kernel {
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %b = gpu.block_id x
      %d = arith.subi %b, %c2 : index
      %q = arith.divui %d, %c3 : index
      %x = memref.load %a[%q] : memref<1024xf32>
      memref.store %x, %a[%q] : memref<1024xf32>
      gpu.return
    })",
                  kLaunch),
            "arith.divui: index-bitwidth=32 is not proven for this kernel: "
            "this op reads an index as unsigned that may be negative, which "
            "reads differently in 32 bits");
}

TEST_F(KernelIndexWidthTest, RefusesWhatBarePointersAndLaunchesCannotCarry) {
  const char *kernel = R"(
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    })";
  EXPECT_EQ(proof(kernel, "%d = memref.cast %a : memref<1024xf32> to "
                          "memref<?xf32>\ngpu.launch_func @m::@k blocks in "
                          "(%c4, %c1, %c1) threads in (%c256, %c1, %c1) "
                          "args(%d : memref<?xf32>)"),
            "gpu.func: index-bitwidth=32 passes kernel memrefs as bare "
            "pointers, which needs a static shape, strides and offset; "
            "argument #0 has type memref<?xf32>");
  // A kernel no launch of the module bounds.
  EXPECT_EQ(proof(R"(
    gpu.func @k(%a: memref<1024xf32>) kernel {
      gpu.return
    })",
                  ""),
            "gpu.func: index-bitwidth=32 is not proven for this kernel: no "
            "launch in the module bounds its block ids");
  // The launch sizes come from the host's arguments.
  EXPECT_EQ(proof(R"(
    gpu.func @k(%a: memref<1024xf32>) kernel {
      gpu.return
    })",
                  "%n = memref.dim %a, %c1 : memref<1024xf32>\n"
                  "gpu.launch_func @m::@k blocks in (%n, %c1, %c1) threads "
                  "in (%c256, %c1, %c1) args(%a : memref<1024xf32>)"),
            "gpu.launch_func: index-bitwidth=32 needs constant launch sizes, "
            "to check that thread ids fit in 32 bits; dimension x is not "
            "constant");
}

TEST_F(KernelIndexWidthTest, RefusesViewsPastTwoToThe31) {
  EXPECT_EQ(proof(R"(
    gpu.func @k(%a: memref<3x4xf32, strided<[1073741824, 1]>>) kernel {
      gpu.return
    })",
                  "%w = memref.reinterpret_cast %a to offset: [0], sizes: [3, "
                  "4], strides: [1073741824, 1] : memref<1024xf32> to "
                  "memref<3x4xf32, strided<[1073741824, 1]>>\n"
                  "gpu.launch_func @m::@k blocks in (%c4, %c1, %c1) "
                  "threads in (%c256, %c1, %c1) args(%w : memref<3x4xf32, "
                  "strided<[1073741824, 1]>>)"),
            "gpu.func: index-bitwidth=32: argument #0 ('memref<3x4xf32, "
            "strided<[1073741824, 1]>>') reaches 2147483648 elements past its "
            "base; a 32-bit index addresses fewer than 2^31");
}

TEST_F(KernelIndexWidthTest, LeavesTheModuleAsItWas) {
  // The ids get upper bounds for the analysis only.
  OwningOpRef<ModuleOp> module = parse(R"(
    gpu.func @k(%a: memref<1024xf32>) kernel {
      %c256 = arith.constant 256 : index
      %b = gpu.block_id x upper_bound 8
      %t = gpu.thread_id x
      %o = arith.muli %b, %c256 : index
      %i = arith.addi %o, %t : index
      %x = memref.load %a[%i] : memref<1024xf32>
      memref.store %x, %a[%i] : memref<1024xf32>
      gpu.return
    })",
                                       kLaunch);
  ASSERT_TRUE(module);
  std::string before, after;
  llvm::raw_string_ostream(before) << *module;
  EXPECT_FALSE(proveIndex32(*module).has_value());
  llvm::raw_string_ostream(after) << *module;
  EXPECT_EQ(before, after);
}

} // namespace
