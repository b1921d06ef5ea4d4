//===- TileDependenceTest.cpp - Tile relations and cuSync policies --------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the tile-level access ranges, the inferred relation between the
// tiles of two chained GEMMs and of a row stencil, its summary as a
// #kfusion.tile_dep, the coverage check of a declared dependency, the
// semaphore mappings of TileSync, RowSync, StridedSync and Conv2DTileSync
// with their check, and waits staged through the consumer's loop (a GEMM's K
// loop, a convolution's channel loop with its halo).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Sync/TileDependence.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Sync/SyncPolicy.h"
#include "KFusion/Sync/TileOrder.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <set>

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// An 8x8-tile GEMM (one element per thread) `name`: c = a x b.
std::string gemm(StringRef name, int m, int k, int n) {
  std::string M = std::to_string(m), K = std::to_string(k),
              N = std::to_string(n);
  return "gpu.func @" + name.str() + "(%a: memref<" + M + "x" + K +
         "xf32>, %b: memref<" + K + "x" + N + "xf32>, %c: memref<" + M + "x" +
         N + R"(xf32>) kernel {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %ck = arith.constant )" +
         K + R"( : index
    %r0 = arith.muli %by, %c8 : index
    %row = arith.addi %r0, %ty : index
    %q0 = arith.muli %bx, %c8 : index
    %col = arith.addi %q0, %tx : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %i = %c0 to %ck step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %a[%row, %i] : memref<)" +
         M + "x" + K + R"(xf32>
      %y = memref.load %b[%i, %col] : memref<)" +
         K + "x" + N + R"(xf32>
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      scf.yield %s : f32
    }
    memref.store %sum, %c[%row, %col] : memref<)" +
         M + "x" + N + R"(xf32>
    gpu.return
  }
)";
}

/// out[r, c] = in[r - 1, c] + in[r + 1, c] inside the array: an 8x8 tile.
const char *kRowStencil = R"(
  gpu.func @stencil(%in: memref<32x32xf32>, %out: memref<32x32xf32>) kernel {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c31 = arith.constant 31 : index
    %r0 = arith.muli %by, %c8 : index
    %row = arith.addi %r0, %ty : index
    %q0 = arith.muli %bx, %c8 : index
    %col = arith.addi %q0, %tx : index
    %up = arith.subi %row, %c1 : index
    %down = arith.addi %row, %c1 : index
    %lo = arith.cmpi sge, %up, %c1 : index
    %hi = arith.cmpi slt, %down, %c31 : index
    %in_range = arith.andi %lo, %hi : i1
    scf.if %in_range {
      %u = memref.load %in[%up, %col] : memref<32x32xf32>
      %d = memref.load %in[%down, %col] : memref<32x32xf32>
      %s = arith.addf %u, %d : f32
      memref.store %s, %out[%row, %col] : memref<32x32xf32>
    }
    gpu.return
  }
)";

class TileDependenceTest : public ::testing::Test {
protected:
  TileDependenceTest() {
    context
        .loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                     memref::MemRefDialect, scf::SCFDialect, KFusionDialect>();
  }

  /// Parses a host function launching `first` then `second` (grids and
  /// blocks of 8x8 threads) on buffers %A..%E, and kernels `kernels`.
  void parse(const std::string &kernels, StringRef launches) {
    std::string source = R"(module attributes {gpu.container_module} {
  func.func @step(%A: memref<32x16xf32> {llvm.noalias}, %B: memref<16x32xf32> {llvm.noalias}, %C: memref<32x32xf32> {llvm.noalias}, %D: memref<32x24xf32> {llvm.noalias}, %E: memref<32x24xf32> {llvm.noalias}, %F: memref<32x32xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
)" + launches.str() + R"(
    return
  }
  gpu.module @kernels {
)" + kernels + R"(
  }
})";
    module = parseSourceString<ModuleOp>(source, &context);
    ASSERT_TRUE(module);
    module->walk(
        [&](gpu::LaunchFuncOp launch) { this->launches.push_back(launch); });
    ASSERT_EQ(this->launches.size(), 2u);
  }

  void parseGemmChain() {
    parse(gemm("gemm1", 32, 16, 32) + gemm("gemm2", 32, 32, 24), R"(
    gpu.launch_func @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    gpu.launch_func @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>))");
  }

  TileDepAttr parseDep(StringRef text) {
    return cast<TileDepAttr>(parseAttribute(text, &context));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  SmallVector<gpu::LaunchFuncOp> launches;
};

TEST_F(TileDependenceTest, AccessRanges) {
  parseGemmChain();
  auto kernel = cast<gpu::GPUFuncOp>(SymbolTable::lookupNearestSymbolFrom(
      launches[0], launches[0].getKernel()));
  LaunchShape shape;
  shape.grid = {4, 4, 1};
  shape.block = {8, 8, 1};
  KernelTileAccesses accesses = analyzeTileAccesses(kernel, shape);
  ASSERT_EQ(accesses.arguments.size(), 3u);
  // a[row, i]: 8 * block y + [0, 7], and i in [0, 15].
  ASSERT_EQ(accesses.arguments[0].size(), 1u);
  const TileAccess &a = accesses.arguments[0][0];
  EXPECT_TRUE(a.read && !a.write);
  EXPECT_TRUE(a.dims[0].known);
  EXPECT_EQ(a.dims[0].coeff, (std::array<int64_t, 3>{0, 8, 0}));
  EXPECT_EQ(a.dims[0].lo, 0);
  EXPECT_EQ(a.dims[0].hi, 7);
  EXPECT_FALSE(a.dims[1].dependsOnBlock());
  EXPECT_EQ(a.dims[1].lo, 0);
  EXPECT_EQ(a.dims[1].hi, 15);
  // c[row, col] written: 8 * (y, x) + [0, 7].
  const TileAccess &c = accesses.arguments[2][0];
  EXPECT_TRUE(c.write && !c.read);
  EXPECT_EQ(c.dims[1].coeff, (std::array<int64_t, 3>{8, 0, 0}));
  EXPECT_EQ(c.dims[1].hi, 7);
}

TEST_F(TileDependenceTest, GemmChainNeedsWholeRows) {
  parseGemmChain();
  std::string why;
  FailureOr<TileDependence> dep =
      inferTileDependence(launches[0], launches[1], &why);
  ASSERT_TRUE(succeeded(dep)) << why;
  EXPECT_EQ(dep->numConsumerTiles(), 12);
  EXPECT_EQ(dep->numProducerTiles(), 16);
  // Consumer tile (1, 2): producer tiles (0..3, 2).
  int64_t c = linearTile({1, 2, 0}, dep->consumerShape.grid);
  EXPECT_EQ(dep->needs[c], (std::vector<int64_t>{8, 9, 10, 11}));
  EXPECT_EQ(dep->numPairs(), 12 * 4);

  TileDepAttr summary = summarizeTileDependence(&context, *dep);
  EXPECT_EQ(
      summary,
      parseDep(
          "#kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [4]>"));
  EXPECT_TRUE(succeeded(checkTileDepCovers(summary, *dep, &why)));
  TileDepAttr diagonal =
      parseDep("#kfusion.tile_dep<(d0, d1, d2) -> (d0, d1, 0), bounds = []>");
  EXPECT_TRUE(failed(checkTileDepCovers(diagonal, *dep, &why)));
  EXPECT_EQ(why, "consumer tile (0, 0, 0) reads producer tile (1, 0, 0), "
                 "which the dependency does not name");
}

TEST_F(TileDependenceTest, Policies) {
  parseGemmChain();
  std::string why;
  FailureOr<TileDependence> dep =
      inferTileDependence(launches[0], launches[1], &why);
  ASSERT_TRUE(succeeded(dep)) << why;
  TileDepAttr rows = summarizeTileDependence(&context, *dep);
  std::array<int64_t, 3> grid = dep->producerShape.grid;

  FailureOr<SemaphoreMapping> row =
      mapSyncPolicy(SyncPolicy::Row, rows, grid, &why);
  ASSERT_TRUE(succeeded(row)) << why;
  EXPECT_EQ(row->numSemaphores, 4);
  EXPECT_TRUE(row->waitSymbols.empty());
  EXPECT_EQ(evaluateAffineMap(row->semaphore, {3, 2, 0})[0], 2);
  EXPECT_EQ(evaluateAffineMap(row->expected, {3, 2, 0})[0], 4);
  EXPECT_TRUE(succeeded(checkSemaphoreMapping(*row, rows, *dep, &why))) << why;
  // One wait per consumer tile.
  EXPECT_EQ(waitedSemaphores(*row, rows, {2, 3, 0}, grid),
            (SmallVector<std::pair<int64_t, int64_t>>{{3, 4}}));

  FailureOr<SemaphoreMapping> tile =
      mapSyncPolicy(SyncPolicy::Tile, rows, grid, &why);
  ASSERT_TRUE(succeeded(tile));
  EXPECT_EQ(tile->numSemaphores, 16);
  EXPECT_EQ(waitedSemaphores(*tile, rows, {2, 3, 0}, grid).size(), 4u);
  EXPECT_TRUE(succeeded(checkSemaphoreMapping(*tile, rows, *dep, &why)));

  EXPECT_TRUE(failed(mapSyncPolicy(SyncPolicy::Strided, rows, grid, &why)));
  EXPECT_NE(why.find("StridedSync needs a strided window"), std::string::npos);
  // A GEMM's dependency is not a convolution's (no halo window).
  EXPECT_TRUE(failed(mapSyncPolicy(SyncPolicy::Conv2D, rows, grid, &why)));
  EXPECT_NE(why.find("no dimension has such a window"), std::string::npos);

  // A policy that waits for too little is caught: TileSync over the diagonal.
  TileDepAttr diagonal =
      parseDep("#kfusion.tile_dep<(d0, d1, d2) -> (d0, d1, 0), bounds = []>");
  FailureOr<SemaphoreMapping> under =
      mapSyncPolicy(SyncPolicy::Tile, diagonal, grid, &why);
  ASSERT_TRUE(succeeded(under));
  EXPECT_TRUE(failed(checkSemaphoreMapping(*under, diagonal, *dep, &why)));
  EXPECT_EQ(why, "consumer tile (0, 0, 0) reads producer tile (1, 0, 0) but "
                 "does not wait for its semaphore 1");
  // RowSync cannot map a dependency on single tiles.
  EXPECT_TRUE(failed(mapSyncPolicy(SyncPolicy::Row, diagonal, grid, &why)));
}

TEST_F(TileDependenceTest, StridedWindow) {
  // Every fourth tile of a row of 12, starting at x mod 4.
  TileDepAttr strided = parseDep(
      "#kfusion.tile_dep<(d0, d1, d2)[s0] -> (d0 mod 4 + s0 * 4, d1, 0), "
      "bounds = [3]>");
  std::array<int64_t, 3> grid = {12, 2, 1};
  std::string why;
  FailureOr<SemaphoreMapping> mapping =
      mapSyncPolicy(SyncPolicy::Strided, strided, grid, &why);
  ASSERT_TRUE(succeeded(mapping)) << why;
  EXPECT_EQ(mapping->numSemaphores, 8);
  // Tiles 1, 5, 9 of row 1 share semaphore 4 + 1, which expects 3 posts.
  EXPECT_EQ(evaluateAffineMap(mapping->semaphore, {9, 1, 0})[0], 5);
  EXPECT_EQ(evaluateAffineMap(mapping->expected, {9, 1, 0})[0], 3);
  EXPECT_EQ(waitedSemaphores(*mapping, strided, {5, 1, 0}, grid),
            (SmallVector<std::pair<int64_t, int64_t>>{{5, 3}}));
}

TEST_F(TileDependenceTest, StencilWindowClipped) {
  parse(gemm("gemm1", 32, 16, 32) + kRowStencil, R"(
    gpu.launch_func @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    gpu.launch_func @kernels::@stencil blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %F : memref<32x32xf32>))");
  std::string why;
  FailureOr<TileDependence> dep =
      inferTileDependence(launches[0], launches[1], &why);
  ASSERT_TRUE(succeeded(dep)) << why;
  // Tile (2, 1) reads rows 7..16 of column tile 2: producer row tiles 0..2.
  int64_t c = linearTile({2, 1, 0}, dep->consumerShape.grid);
  EXPECT_EQ(dep->needs[c], (std::vector<int64_t>{2, 6, 10}));
  // At the top edge, row tiles 0..1 only.
  EXPECT_EQ(dep->needs[linearTile({2, 0, 0}, dep->consumerShape.grid)],
            (std::vector<int64_t>{2, 6}));
  TileDepAttr summary = summarizeTileDependence(&context, *dep);
  EXPECT_EQ(summary, parseDep("#kfusion.tile_dep<(d0, d1, d2)[s0] -> (d0, d1 + "
                              "s0 - 1, 0), bounds = [3]>"));
  EXPECT_TRUE(succeeded(checkTileDepCovers(summary, *dep, &why))) << why;
}

/// The tiles of `grid` in `order`, as (x, y) pairs.
std::vector<std::pair<int64_t, int64_t>>
tilesIn(const std::array<int64_t, 3> &grid, ArrayRef<int64_t> order) {
  std::vector<std::pair<int64_t, int64_t>> tiles;
  for (int64_t i = 0; i < grid[0] * grid[1] * grid[2]; ++i) {
    std::array<int64_t, 3> t = tileAtPosition(i, grid, order);
    tiles.push_back({t[0], t[1]});
  }
  return tiles;
}

TEST(TileOrder, PermutationsAndBands) {
  std::array<int64_t, 3> grid = {3, 5, 1};
  using Tiles = std::vector<std::pair<int64_t, int64_t>>;
  // The hardware's order and y fastest.
  EXPECT_EQ(tilesIn({3, 2, 1}, {0, 1, 2}),
            (Tiles{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {1, 1}, {2, 1}}));
  EXPECT_EQ(tilesIn({3, 2, 1}, {1, 0, 2}),
            (Tiles{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}}));
  // Bands of two rows over five: rows 0-1, 2-3, then row 4 alone.
  EXPECT_EQ(tilesIn(grid, {1, 0, 2, 2}), (Tiles{{0, 0},
                                                {0, 1},
                                                {1, 0},
                                                {1, 1},
                                                {2, 0},
                                                {2, 1},
                                                {0, 2},
                                                {0, 3},
                                                {1, 2},
                                                {1, 3},
                                                {2, 2},
                                                {2, 3},
                                                {0, 4},
                                                {1, 4},
                                                {2, 4}}));
  // Every banded order is a permutation of the grid's tiles.
  for (int64_t band = 1; band <= 6; ++band) {
    std::set<int64_t> seen;
    for (int64_t i = 0; i < 15; ++i)
      seen.insert(linearTile(tileAtPosition(i, grid, {1, 0, 2, band}), grid));
    EXPECT_EQ(seen.size(), 15u) << "band " << band;
  }
  // A band as wide as the grid is the permutation; a band of 1 along y is
  // the hardware's order, along x y fastest.
  EXPECT_EQ(tilesIn(grid, {1, 0, 2, 5}), tilesIn(grid, {1, 0, 2}));
  EXPECT_EQ(tilesIn(grid, {1, 0, 2, 9}), tilesIn(grid, {1, 0, 2}));
  EXPECT_EQ(tilesIn(grid, {1, 0, 2, 1}), tilesIn(grid, {0, 1, 2}));
  EXPECT_EQ(tilesIn(grid, {0, 1, 2, 1}), tilesIn(grid, {1, 0, 2}));
  EXPECT_TRUE(isHardwareTileOrder({1, 0, 2, 1}, grid));
  EXPECT_TRUE(isHardwareTileOrder({}, grid));
  EXPECT_FALSE(isHardwareTileOrder({1, 0, 2, 2}, grid));
  // y fastest on a grid of one row is the hardware's order.
  EXPECT_TRUE(isHardwareTileOrder({1, 0, 2}, {4, 1, 1}));
  // z stays slowest: the second plane starts over with its first band.
  EXPECT_EQ(tileAtPosition(6, {2, 3, 2}, {1, 0, 2, 2}),
            (std::array<int64_t, 3>{0, 0, 1}));
  EXPECT_EQ(tileAtPosition(7, {2, 3, 2}, {1, 0, 2, 2}),
            (std::array<int64_t, 3>{0, 1, 1}));
  EXPECT_EQ(tileAtPosition(11, {2, 3, 2}, {1, 0, 2, 2}),
            (std::array<int64_t, 3>{1, 2, 1}));
}

TEST(TileOrder, Checks) {
  std::string why;
  EXPECT_TRUE(succeeded(checkTileOrder({2, 0, 1}, &why)));
  EXPECT_TRUE(succeeded(checkTileOrder({1, 0, 2, 3}, &why)));
  EXPECT_TRUE(failed(checkTileOrder({0, 0, 2}, &why)));
  EXPECT_EQ(why, "kfusion.tile_order must be a permutation of [0, 1, 2]");
  EXPECT_TRUE(failed(checkTileOrder({1, 0, 2, 0}, &why)));
  EXPECT_EQ(why, "kfusion.tile_order's band size must be at least 1, not 0");
  EXPECT_TRUE(failed(checkTileOrder({1, 0}, &why)));
  EXPECT_TRUE(failed(checkTileOrder({1, 0, 2, 2, 2}, &why)));
}

/// A dependence on a producer grid `grid` where consumer tile c needs the
/// producer tiles `needs[c]` given as (x, y) pairs.
TileDependence
handMade(std::array<int64_t, 3> grid,
         std::vector<std::vector<std::pair<int64_t, int64_t>>> needs) {
  TileDependence dep;
  dep.producerShape.grid = grid;
  dep.consumerShape.grid = {int64_t(needs.size()), 1, 1};
  for (auto &tiles : needs) {
    std::vector<int64_t> linear;
    for (auto [x, y] : tiles)
      linear.push_back(linearTile({x, y, 0}, grid));
    llvm::sort(linear);
    dep.needs.push_back(linear);
  }
  return dep;
}

/// Every producer tile of rows [first, first + rows) of a grid `columns` wide.
std::vector<std::pair<int64_t, int64_t>> rowsOf(int64_t first, int64_t rows,
                                                int64_t columns) {
  std::vector<std::pair<int64_t, int64_t>> tiles;
  for (int64_t y = first; y < first + rows; ++y)
    for (int64_t x = 0; x < columns; ++x)
      tiles.push_back({x, y});
  return tiles;
}

TEST(TileOrder, BandedProducerOrder) {
  // The GPT-3 MLP at M = 512: producer tiles 128 x 128 (48 x 4), consumer
  // tiles 256 rows: each needs two whole producer rows.
  TileDependence mlp =
      handMade({48, 4, 1}, {rowsOf(0, 2, 48), rowsOf(2, 2, 48),
                            rowsOf(0, 2, 48), rowsOf(2, 2, 48)});
  EXPECT_EQ(bandedProducerOrder(mlp), (SmallVector<int64_t>{1, 0, 2, 2}));
  // One row each (RowSync on equal tiles): no band.
  TileDependence rows =
      handMade({48, 4, 1}, {rowsOf(0, 1, 48), rowsOf(3, 1, 48)});
  EXPECT_EQ(bandedProducerOrder(rows), std::nullopt);
  // Every row: no band either (the whole grid).
  TileDependence all = handMade({48, 4, 1}, {rowsOf(0, 4, 48)});
  EXPECT_EQ(bandedProducerOrder(all), std::nullopt);
  // Two whole columns: bands along x.
  TileDependence cols =
      handMade({4, 3, 1}, {{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}},
                           {{2, 0}, {3, 0}, {2, 1}, {3, 1}, {2, 2}, {3, 2}}});
  EXPECT_EQ(bandedProducerOrder(cols), (SmallVector<int64_t>{0, 1, 2, 2}));
  // Part of the rows (a window, not whole rows), or extents that differ
  // from tile to tile, or a set with a hole: no band.
  TileDependence window =
      handMade({48, 4, 1}, {{{0, 0}, {1, 0}, {0, 1}, {1, 1}}});
  EXPECT_EQ(bandedProducerOrder(window), std::nullopt);
  TileDependence uneven =
      handMade({48, 4, 1}, {rowsOf(0, 2, 48), rowsOf(2, 1, 48)});
  EXPECT_EQ(bandedProducerOrder(uneven), std::nullopt);
  auto holed = rowsOf(0, 3, 48);
  holed.erase(holed.begin() + 50);
  TileDependence hole = handMade({48, 4, 1}, {holed});
  EXPECT_EQ(bandedProducerOrder(hole), std::nullopt);
}

TEST_F(TileDependenceTest, BandedOrderOfInferredDependences) {
  // Equal 8 x 8 tiles: each consumer tile needs one producer row; no band.
  parseGemmChain();
  std::string why;
  FailureOr<TileDependence> dep =
      inferTileDependence(launches[0], launches[1], &why);
  ASSERT_TRUE(succeeded(dep)) << why;
  EXPECT_EQ(bandedProducerOrder(*dep), std::nullopt);
}

TEST_F(TileDependenceTest, Refusals) {
  parseGemmChain();
  std::string why;
  // The consumer first, the producer second: it reads nothing written.
  EXPECT_TRUE(failed(inferTileDependence(launches[1], launches[0], &why)));
  EXPECT_EQ(why, "the consumer writes %arg2, which the producer "
                 "reads: the two cannot run concurrently");
}
} // namespace

namespace {
TEST_F(TileDependenceTest, LoopWaitsFollowTheKLoop) {
  parseGemmChain();
  std::string why;
  FailureOr<TileDependence> dep =
      inferTileDependence(launches[0], launches[1], &why);
  ASSERT_TRUE(succeeded(dep)) << why;
  TileDepAttr rows = summarizeTileDependence(&context, *dep);
  std::array<int64_t, 3> grid = dep->producerShape.grid;

  // The consumer's loop pinned: a[row, i] is 8 * y + [0, 7] by i + [0, 0].
  auto consumer = cast<gpu::GPUFuncOp>(SymbolTable::lookupNearestSymbolFrom(
      launches[1], launches[1].getKernel()));
  scf::ForOp loop;
  consumer.walk([&](scf::ForOp f) { loop = f; });
  KernelTileAccesses pinned =
      analyzeTileAccesses(consumer, dep->consumerShape, {}, loop);
  const TileAccess &a = pinned.arguments[0][0];
  EXPECT_EQ(a.dims[0].coeff, (std::array<int64_t, 3>{0, 8, 0}));
  EXPECT_EQ(a.dims[0].ivCoeff, 0);
  EXPECT_EQ(a.dims[1].ivCoeff, 1);
  EXPECT_EQ(a.dims[1].lo, 0);
  EXPECT_EQ(a.dims[1].hi, 0);

  FailureOr<SemaphoreMapping> tile =
      mapSyncPolicy(SyncPolicy::Tile, rows, grid, &why);
  ASSERT_TRUE(succeeded(tile));
  FailureOr<LoopWaitPlan> plan = planLoopWaits(*dep, rows, *tile, &why);
  ASSERT_TRUE(succeeded(plan)) << why;
  EXPECT_EQ(plan->numIterations(), 32);
  EXPECT_EQ(plan->bound, 4);
  EXPECT_FALSE(plan->waitAfterLoop);
  // Iteration i reads column i: producer tile i / 8 of the row.
  for (int64_t i : {0, 7, 8, 15, 31})
    EXPECT_EQ(plan->lastNeededAt({1, 2, 0}, i), i / 8) << i;
  EXPECT_EQ(plan->lastNeededAt({1, 2, 0}, -1), -1);
  // The share of the loop a consumer tile runs before each position.
  EXPECT_EQ(plan->shareBefore({0, 0, 0}, 0, 0), 0.0);
  EXPECT_EQ(plan->shareBefore({0, 0, 0}, 0, 1), 8.0 / 32.0);
  EXPECT_EQ(plan->shareBefore({0, 0, 0}, 0, 3), 24.0 / 32.0);

  // Other policies and dependencies are refused with the reason.
  FailureOr<SemaphoreMapping> row =
      mapSyncPolicy(SyncPolicy::Row, rows, grid, &why);
  ASSERT_TRUE(succeeded(row));
  EXPECT_TRUE(failed(planLoopWaits(*dep, rows, *row, &why)));
  EXPECT_EQ(why, "waits in the loop need TileSync or Conv2DTileSync (one "
                 "semaphore per producer tile), not row");
  // A declared dependency on every tile: the loop stages the columns (s0),
  // every row (s1) is waited for at each stage.
  TileDepAttr everything = parseDep("#kfusion.tile_dep<(d0, d1, d2)[s0, s1] -> "
                                    "(s0, s1, 0), bounds = [4, 4]>");
  FailureOr<SemaphoreMapping> all =
      mapSyncPolicy(SyncPolicy::Tile, everything, grid, &why);
  ASSERT_TRUE(succeeded(all));
  FailureOr<LoopWaitPlan> wide = planLoopWaits(*dep, everything, *all, &why);
  ASSERT_TRUE(succeeded(wide)) << why;
  EXPECT_EQ(wide->symbol, 0u);
  EXPECT_EQ(wide->bound, 4);
  // The window along the loop's producer dimension must be a symbol of its
  // own: s0 + s1 is not.
  TileDepAttr mixed = parseDep("#kfusion.tile_dep<(d0, d1, d2)[s0, s1] -> (s0 "
                               "+ s1, d1, 0), bounds = [2, 3]>");
  FailureOr<SemaphoreMapping> tileMixed =
      mapSyncPolicy(SyncPolicy::Tile, mixed, grid, &why);
  ASSERT_TRUE(succeeded(tileMixed));
  EXPECT_TRUE(failed(planLoopWaits(*dep, mixed, *tileMixed, &why)));
  EXPECT_EQ(why, "the dependency's window is not consecutive producer tiles "
                 "(s0 + f(tile))");
}

/// A convolution over rows (3 taps, zero padding) as an implicit GEMM,
/// reducing channel tile by channel tile: out[r, k] = sum over ct, t in
/// [0, 3), c of h[r + t - 1, 8 ct + c] w[8 ct + c, k] where the row exists.
const char *kRowConv = R"(
  gpu.func @conv(%h: memref<32x32xf32>, %w: memref<32x24xf32>, %o: memref<32x24xf32>) kernel {
    %bx = gpu.block_id x
    %by = gpu.block_id y
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %r0 = arith.muli %by, %c8 : index
    %row = arith.addi %r0, %ty : index
    %q0 = arith.muli %bx, %c8 : index
    %col = arith.addi %q0, %tx : index
    %zero = arith.constant 0.0 : f32
    %sum = scf.for %ct = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
      %base = arith.muli %ct, %c8 : index
      %taps = scf.for %t = %c0 to %c3 step %c1 iter_args(%at = %acc) -> (f32) {
        %shifted = arith.addi %row, %t : index
        %ge = arith.cmpi uge, %shifted, %c1 : index
        %le = arith.cmpi ule, %shifted, %c32 : index
        %inside = arith.andi %ge, %le : i1
        %part = scf.if %inside -> (f32) {
          %src = arith.subi %shifted, %c1 : index
          %dot = scf.for %c = %c0 to %c8 step %c1 iter_args(%ad = %zero) -> (f32) {
            %ch = arith.addi %base, %c : index
            %a = memref.load %h[%src, %ch] : memref<32x32xf32>
            %b = memref.load %w[%ch, %col] : memref<32x24xf32>
            %p = arith.mulf %a, %b : f32
            %s = arith.addf %ad, %p : f32
            scf.yield %s : f32
          }
          scf.yield %dot : f32
        } else {
          scf.yield %zero : f32
        }
        %n = arith.addf %at, %part : f32
        scf.yield %n : f32
      }
      scf.yield %taps : f32
    }
    memref.store %sum, %o[%row, %col] : memref<32x24xf32>
    gpu.return
  }
)";

TEST_F(TileDependenceTest, ConvolutionHaloAndChannels) {
  parse(gemm("gemm1", 32, 16, 32) + kRowConv, R"(
    gpu.launch_func @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    gpu.launch_func @kernels::@conv blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>))");
  std::string why;
  FailureOr<TileDependence> dep =
      inferTileDependence(launches[0], launches[1], &why);
  ASSERT_TRUE(succeeded(dep)) << why;
  // Tile (1, 2) reads rows 15..24: every channel tile of row tiles 1..3.
  EXPECT_EQ(dep->needs[linearTile({1, 2, 0}, dep->consumerShape.grid)],
            (std::vector<int64_t>{4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}));
  TileDepAttr conv = summarizeTileDependence(&context, *dep);
  EXPECT_EQ(conv, parseDep("#kfusion.tile_dep<(d0, d1, d2)[s0, s1] -> (s0, "
                           "d1 + s1 - 1, 0), bounds = [4, 3]>"));
  std::array<int64_t, 3> grid = dep->producerShape.grid;

  // Conv2DTileSync: TileSync's semaphores, the halo clipped at the edge.
  FailureOr<SemaphoreMapping> mapping =
      mapSyncPolicy(SyncPolicy::Conv2D, conv, grid, &why);
  ASSERT_TRUE(succeeded(mapping)) << why;
  EXPECT_EQ(mapping->policy, SyncPolicy::Conv2D);
  EXPECT_EQ(mapping->numSemaphores, 16);
  EXPECT_EQ(evaluateAffineMap(mapping->semaphore, {3, 2, 0})[0], 11);
  EXPECT_EQ(waitedSemaphores(*mapping, conv, {1, 2, 0}, grid).size(), 12u);
  EXPECT_EQ(waitedSemaphores(*mapping, conv, {1, 0, 0}, grid).size(), 8u);
  EXPECT_TRUE(succeeded(checkSemaphoreMapping(*mapping, conv, *dep, &why)))
      << why;

  // Staged through the channel loop: iteration ct needs channel tile ct, the
  // halo's three row tiles at once.
  FailureOr<LoopWaitPlan> plan = planLoopWaits(*dep, conv, *mapping, &why);
  ASSERT_TRUE(succeeded(plan)) << why;
  EXPECT_EQ(plan->symbol, 0u);
  EXPECT_EQ(plan->bound, 4);
  EXPECT_EQ(plan->numIterations(), 4);
  for (int64_t ct = 0; ct < 4; ++ct)
    EXPECT_EQ(plan->lastNeededAt({2, 1, 0}, ct), ct) << ct;
  EXPECT_EQ(plan->lastNeededAt({2, 1, 0}, -1), -1);
  // Each stage holds the staged symbol and runs over the halo.
  SmallVector<SmallVector<int64_t>> stage;
  forEachWaitTuple(
      *mapping, conv,
      [&](ArrayRef<int64_t> symbols) {
        stage.push_back(SmallVector<int64_t>(symbols));
      },
      plan->symbol, 2);
  EXPECT_EQ(stage, (SmallVector<SmallVector<int64_t>>{{2, 0}, {2, 1}, {2, 2}}));

  // RowSync applies too (a row = every channel tile); StridedSync does not.
  EXPECT_TRUE(succeeded(mapSyncPolicy(SyncPolicy::Row, conv, grid, &why)));
  EXPECT_TRUE(failed(mapSyncPolicy(SyncPolicy::Strided, conv, grid, &why)));
  // A halo of one tile is no convolution's window.
  TileDepAttr narrow = parseDep(
      "#kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [4]>");
  EXPECT_TRUE(failed(mapSyncPolicy(SyncPolicy::Conv2D, narrow, grid, &why)));
  // Nor are windows along both dimensions.
  TileDepAttr both = parseDep("#kfusion.tile_dep<(d0, d1, d2)[s0, s1] -> "
                              "(d0 + s0, d1 + s1 - 1, 0), bounds = [2, 3]>");
  EXPECT_TRUE(failed(mapSyncPolicy(SyncPolicy::Conv2D, both, grid, &why)));
  EXPECT_NE(why.find("producer dimension 1 is neither"), std::string::npos)
      << why;
}

TEST_F(TileDependenceTest, LoopWaitsCheckTheFirstRead) {
  // The consumer reads column 31 of its row before the loop: its last
  // producer tile is needed before any iteration, which the staged waits do
  // not reach; the enumeration check names the tile.
  std::string early = gemm("gemm2", 32, 32, 24);
  size_t at = early.find("    %sum = scf.for");
  early.insert(at,
               "    %c31 = arith.constant 31 : index\n"
               "    %last = memref.load %a[%row, %c31] : memref<32x32xf32>\n"
               "    memref.store %last, %c[%row, %col] : memref<32x24xf32>\n");
  parse(gemm("gemm1", 32, 16, 32) + early, R"(
    gpu.launch_func @kernels::@gemm1 blocks in (%c4, %c4, %c1) threads in (%c8, %c8, %c1) args(%A : memref<32x16xf32>, %B : memref<16x32xf32>, %C : memref<32x32xf32>)
    gpu.launch_func @kernels::@gemm2 blocks in (%c3, %c4, %c1) threads in (%c8, %c8, %c1) args(%C : memref<32x32xf32>, %D : memref<32x24xf32>, %E : memref<32x24xf32>))");
  std::string why;
  FailureOr<TileDependence> dep =
      inferTileDependence(launches[0], launches[1], &why);
  ASSERT_TRUE(succeeded(dep)) << why;
  TileDepAttr rows = summarizeTileDependence(&context, *dep);
  FailureOr<SemaphoreMapping> tile =
      mapSyncPolicy(SyncPolicy::Tile, rows, dep->producerShape.grid, &why);
  ASSERT_TRUE(succeeded(tile));
  EXPECT_TRUE(failed(planLoopWaits(*dep, rows, *tile, &why)));
  EXPECT_EQ(why, "consumer tile (0, 0, 0) reads producer tile (3, 0, 0) "
                 "before the loop, but the waits before the loop stop at "
                 "window position -1");
}
} // namespace
