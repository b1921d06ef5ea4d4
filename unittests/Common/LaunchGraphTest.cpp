//===- LaunchGraphTest.cpp - Dependencies between launches ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the launch graph that every fusion technique shares: which buffers
// are told apart, the kind of each dependence, reachability, and the arrays
// with the launches that touch them.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/LaunchGraph.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class LaunchGraphTest : public ::testing::Test {
protected:
  LaunchGraphTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                        memref::MemRefDialect>();
  }

  /// Parses kernels `@k::@rw(in, out)` (reads in, writes out) and
  /// `@k::@r(in)` (reads only) beside `host`, and returns the graph of
  /// `@host`'s body.
  LaunchGraph &build(StringRef host) {
    std::string source = (R"mlir(
      module attributes {gpu.container_module} {
        gpu.module @k {
          gpu.func @rw(%in: memref<16xf32>, %out: memref<16xf32>) kernel {
            %i = gpu.global_id x
            %v = memref.load %in[%i] : memref<16xf32>
            memref.store %v, %out[%i] : memref<16xf32>
            gpu.return
          }
          gpu.func @r(%in: memref<16xf32>) kernel {
            %i = gpu.global_id x
            %v = memref.load %in[%i] : memref<16xf32>
            gpu.return
          }
        }
      )mlir" + host + "\n}")
                             .str();
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    func::FuncOp func;
    module->walk([&](func::FuncOp f) { func = f; });
    graph.emplace(func.getBody().front());
    return *graph;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::optional<LaunchGraph> graph;
};

TEST_F(LaunchGraphTest, KindsOfDependence) {
  LaunchGraph &g = build(R"mlir(
    func.func @host(%a: memref<16xf32>) {
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %b = memref.alloc() : memref<16xf32>
      %c = memref.alloc() : memref<16xf32>
      gpu.launch_func @k::@rw blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%a : memref<16xf32>, %b : memref<16xf32>)
      gpu.launch_func @k::@r blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%b : memref<16xf32>)
      gpu.launch_func @k::@rw blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%c : memref<16xf32>, %a : memref<16xf32>)
      gpu.launch_func @k::@rw blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%c : memref<16xf32>, %b : memref<16xf32>)
      return
    })mlir");
  ASSERT_EQ(g.getNodes().size(), 4u);
  // 0 writes %b, 1 reads it.
  std::optional<LaunchDependence> d01 = g.getDependence(0, 1);
  ASSERT_TRUE(d01);
  EXPECT_EQ(d01->kind, DependenceKind::ReadAfterWrite);
  // 0 reads %a, 2 writes it.
  std::optional<LaunchDependence> d02 = g.getDependence(0, 2);
  ASSERT_TRUE(d02);
  EXPECT_EQ(d02->kind, DependenceKind::WriteAfterRead);
  // 1 and 2 share nothing: %b and %c are distinct allocations, %a is an
  // argument, apart from both.
  EXPECT_FALSE(g.getDependence(1, 2));
  // 0 and 3 both write %b.
  std::optional<LaunchDependence> d03 = g.getDependence(0, 3);
  ASSERT_TRUE(d03);
  EXPECT_EQ(d03->kind, DependenceKind::WriteAfterWrite);
  EXPECT_TRUE(g.reaches(0, 3));
  EXPECT_FALSE(g.reaches(1, 2));
  EXPECT_EQ(g.describeDependence(*d01),
            "@k::@rw writes %alloc, which @k::@r may read");
  // Arrays: %a read by 0 and written by 2.
  ArrayRef<LaunchGraph::Array> arrays = g.getArrays();
  ASSERT_EQ(arrays.size(), 3u);
  EXPECT_EQ(arrays[0].readers, SmallVector<unsigned>({0}));
  EXPECT_EQ(arrays[0].writers, SmallVector<unsigned>({2}));
  EXPECT_EQ(arrays[1].writers, SmallVector<unsigned>({0, 3}));
}

TEST_F(LaunchGraphTest, ArgumentsMayAliasUnlessNoAlias) {
  LaunchGraph &g = build(R"mlir(
    func.func @host(%a: memref<16xf32>, %b: memref<16xf32>, %n: memref<16xf32> {llvm.noalias}) {
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      gpu.launch_func @k::@rw blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%n : memref<16xf32>, %a : memref<16xf32>)
      gpu.launch_func @k::@r blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%b : memref<16xf32>)
      gpu.launch_func @k::@rw blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%a : memref<16xf32>, %n : memref<16xf32>)
      return
    })mlir");
  // %a and %b are plain arguments: they may be the same buffer.
  std::optional<LaunchDependence> d01 = g.getDependence(0, 1);
  ASSERT_TRUE(d01);
  EXPECT_EQ(d01->kind, DependenceKind::ReadAfterWrite);
  EXPECT_NE(g.describeDependence(*d01).find("not known apart"),
            std::string::npos);
  // 1 reads %b; 2 reads %a (may alias %b: reads do not conflict) and writes
  // %n, which is apart from %b.
  EXPECT_FALSE(g.getBufferDependence(1, 2));
  // 0 reads %n, which 2 writes (the first conflict found; 0 also writes
  // %a, which 2 reads).
  std::optional<LaunchDependence> d02 = g.getBufferDependence(0, 2);
  ASSERT_TRUE(d02);
  EXPECT_EQ(d02->kind, DependenceKind::WriteAfterRead);
  EXPECT_EQ(d02->fromAccess.buffer, g.getNode(0).accesses[0].buffer);
  ArrayRef<LaunchGraph::Array> arrays = g.getArrays();
  ASSERT_EQ(arrays.size(), 3u);
  // %n (array 0) is apart from everything; %a and %b may alias.
  EXPECT_TRUE(arrays[0].mayAliasWith.empty());
  EXPECT_EQ(arrays[1].mayAliasWith, SmallVector<unsigned>({2}));
}

TEST_F(LaunchGraphTest, ViewsAreTracedAndHostOpsAreNodes) {
  LaunchGraph &g = build(R"mlir(
    func.func @host() {
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %a = memref.alloc() : memref<32xf32>
      %b = memref.alloc() : memref<16xf32>
      %w = memref.reinterpret_cast %a to offset: [0], sizes: [16], strides: [1] : memref<32xf32> to memref<16xf32>
      gpu.launch_func @k::@rw blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%b : memref<16xf32>, %w : memref<16xf32>)
      %x = memref.load %a[%c1] : memref<32xf32>
      gpu.launch_func @k::@r blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%b : memref<16xf32>)
      return
    })mlir");
  ASSERT_EQ(g.getNodes().size(), 3u);
  EXPECT_FALSE(g.getNode(1).isLaunch());
  // The host load of %a reads what the launch wrote through a view of it.
  std::optional<LaunchDependence> d01 = g.getDependence(0, 1);
  ASSERT_TRUE(d01);
  EXPECT_EQ(d01->kind, DependenceKind::ReadAfterWrite);
  EXPECT_EQ(traceBufferRoot(d01->fromAccess.buffer),
            traceBufferRoot(d01->toAccess.buffer));
  // Both launches only read %b.
  EXPECT_FALSE(g.getDependence(0, 2));
  EXPECT_FALSE(g.reaches(0, 2));
}

} // namespace
