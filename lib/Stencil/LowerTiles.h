//===- LowerTiles.h - The steps of kfusion-lower-tiles ----------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What the files of kfusion-lower-tiles share (private to lib/Stencil): the
// index helpers, the run plan of a kernel's tiles, and one entry per step:
// tiles and interior blocks, runs of rows, stages, shared arrays, prefetches.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_STENCIL_LOWERTILES_H
#define KFUSION_LIB_STENCIL_LOWERTILES_H

#include "KFusion/Dialect/KFusionOps.h"
#include "KFusion/Stencil/Transforms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#include <optional>
#include <utility>

namespace mlir::kfusion::tilelowering {

//===----------------------------------------------------------------------===//
// Index helpers (LowerTiles.cpp)
//===----------------------------------------------------------------------===//

inline gpu::Dimension toDimension(int64_t d) {
  return static_cast<gpu::Dimension>(d);
}

/// Block size in thread dimension `d` at `builder`'s position: a constant
/// when the kernel declares its block size, else `gpu.block_dim`.
Value blockSize(OpBuilder &builder, Location loc, Operation *at, unsigned d);

/// The tile size in thread dimension `d`: the block of points (the block
/// size, or the point block of register tiles) times the kernel's tile scale
/// (`kfusion.tile_scale`).
Value tileSize(OpBuilder &builder, Location loc, Operation *at, unsigned d);

/// a + c, folded when c is zero or a a constant.
Value addConstant(OpBuilder &builder, Location loc, Value a, int64_t c);

/// ids[0] + sizes[0] * (ids[1] + sizes[1] * ids[2]): a linear id, x fastest.
Value linearize(OpBuilder &builder, Location loc, ArrayRef<Value> ids,
                ArrayRef<Value> sizes);

/// The linear thread id (x fastest) and the thread count of the block.
std::pair<Value, Value> linearThread(OpBuilder &builder, Location loc,
                                     Operation *at);

//===----------------------------------------------------------------------===//
// Launches (LowerTiles.cpp)
//===----------------------------------------------------------------------===//

/// Why a step that changes `kernel`'s launches (a TMA stage's tensor map,
/// register tiles' block) cannot, or "": every use of the kernel is a
/// `gpu.launch_func` in a host function inside `root`, collected into
/// `launches` when given.
std::string
whyNotHostLaunched(gpu::GPUFuncOp kernel, Operation *root,
                   SmallVectorImpl<gpu::LaunchFuncOp> *launches = nullptr);

//===----------------------------------------------------------------------===//
// Register tiles (LowerTilesRegisters.cpp)
//===----------------------------------------------------------------------===//

/// On a kernel whose threads compute register tiles, while the pass runs:
/// the block its tiles' points are counted in (the kernel's block before it
/// shrank along x), `array<i32: x, y, z>`. Internal to kfusion-lower-tiles
/// (removed with the tile scale when the tiles are lowered).
inline constexpr llvm::StringLiteral kPointBlockAttrName =
    "kfusion_lower_tiles.point_block";

/// The block of points of `kernel` in thread dimension `d`: its point block
/// where register tiles shrank its threads, else its known block size.
std::optional<int64_t> pointBlockSize(gpu::GPUFuncOp kernel, unsigned d);

/// The top-level tile of a kernel that holds `op`, as its index in `tiles`.
std::optional<unsigned> tileIndexOf(Operation *op, ArrayRef<TileOp> tiles);

/// A fused kernel computed tile by tile in one thread's code (register tiles,
/// streamed rows): its top level its arrays and stages, then its tiles with
/// barriers between; each shared array staged (read only) or a temporary
/// written by one tile and read by later ones.
struct TileSequence {
  SmallVector<TileOp> tiles;
  /// The temporaries and the index of the tile writing each.
  llvm::MapVector<Operation *, unsigned> privates;
  /// The staged arrays and the stage loading each.
  llvm::MapVector<Operation *, StageOp> staged;
};

/// Why `kernel` is not such a sequence, or "" with `seq` filled in: besides
/// the structure, no lane ids or shuffles in a tile, a tile body writes only
/// global memory and its arrays, no tile reads a temporary it or a later
/// tile writes, and no tile reads global memory the tiles write (but for a
/// tile without halo at its own point), nor stores to a staged array's
/// source. `checkRead` is asked about each read
/// of a temporary (the reader's index, the read, the writer): "" if fine.
std::string whyNotTileSequence(
    gpu::GPUFuncOp kernel, TileSequence &seq,
    function_ref<std::string(unsigned, SharedReadOp, TileOp)> checkRead);

/// For whyNotTileSequence: "a read beyond the points its writer computes"
/// where `read` (in a tile computed over its halo) reaches past the tile and
/// halo `writer` computes the temporary over, else "".
std::string whyReadBeyondWriter(unsigned reader, SharedReadOp read,
                                TileOp writer);

/// How a kernel streams rows (stream-rows): blocks of `threads` threads, one
/// column each, own a strip of `threads - haloX[0] - haloX[1]` columns and
/// `rows` rows; iteration `it` loads row `segment + firstRow + it` and
/// computes member `i` `lags[i]` rows behind it.
struct StreamRowsPlan {
  TileSequence seq;
  SmallVector<gpu::LaunchFuncOp> launches;
  int64_t threads = 0, rows = 0, scaleY = 1;
  /// The kernel's block, its launches' grid and the grid's points (the
  /// columns and rows the original launches cover).
  std::array<int64_t, 2> pointBlock = {0, 0}, originalGrid = {0, 0},
                         gridPoints = {0, 0};
  /// The columns recomputed at each edge of a strip.
  std::array<int64_t, 2> haloX = {0, 0};
  SmallVector<int64_t> lags;
  /// Per producer (shared array) read at least one iteration after it was
  /// computed or loaded: how many iterations of its values a thread keeps.
  llvm::MapVector<Operation *, int64_t> depths;
  /// The values read across columns: (producer, iterations ago) -> slot.
  llvm::MapVector<std::pair<Operation *, int64_t>, unsigned> slots;
  int64_t firstRow = 0, iterations = 0;
};
using StreamRowsPlans = llvm::MapVector<Operation *, StreamRowsPlan>;

/// The kernels in `root` that stream rows (stream-rows > 0): a fused 2-D
/// stencil kernel scaled along y alone whose tiles form a TileSequence, its
/// shared arrays and staged sources 2-D, its tile bodies' only GPU ops the
/// ids and sizes, launched from the host with one constant grid and its
/// block; a remark on each other kernel with tiles saying why not.
StreamRowsPlans chooseStreamRows(Operation *root,
                                 const KFusionLowerTilesPassOptions &options,
                                 const DeviceDescription &device);

/// Rewrites `kernel` (chosen by chooseStreamRows) into its walk over the rows
/// (LowerTilesStreamRows.cpp) and its launches to the strips and segments.
void lowerKernelStreamRows(gpu::GPUFuncOp kernel, StreamRowsPlan &plan);

/// How a kernel's tiles are computed in registers (register-tiles): each
/// thread a unit of `columns` x `rows` points of every tile (`rows` the tile
/// scale along y), the temporaries in private arrays.
struct RegisterPlan {
  int64_t columns = 1;
  int64_t rows = 1;
  /// The temporaries (shared arrays written by a tile) and the index of the
  /// top-level tile writing each, in program order.
  llvm::MapVector<Operation *, unsigned> privates;
  /// The kernel's launches (each with a constant block along x).
  SmallVector<gpu::LaunchFuncOp> launches;
};
using RegisterPlans = llvm::MapVector<Operation *, RegisterPlan>;

/// The kernels in `root` that take register tiles (register-tiles=always:
/// every kernel that can, a remark on each that cannot saying why; auto:
/// those of them whose launches' grids are at least 2 waves of the shrunk
/// blocks on `device`, silently; never: none): a fused stencil kernel scaled
/// along y alone whose top level is its arrays and stages, then its tiles
/// (barriers between), whose shared arrays are staged (read only by the tiles)
/// or written by one tile and read by later ones within the points the writer
/// computes, whose tile bodies write only global memory and their arrays, whose
/// block along x is a multiple of the columns, launched with constant blocks;
/// within 1024 points and 512 private elements a thread.
RegisterPlans chooseRegisterTiles(Operation *root,
                                  const KFusionLowerTilesPassOptions &options,
                                  const DeviceDescription &device);

/// Packs the arrays of `kernel` (a register kernel) that stay in dynamic
/// shared memory (not the plan's temporaries, which become private arrays)
/// from offset 0, 16-byte aligned, and makes its launches ask for only
/// those bytes (the fusion sized them for every array); where they fit in
/// `staticBytes` beside the kernel's static arrays they become static arrays
/// instead (which the TMA can load) and the launches ask for none. A remark
/// says which. Nothing where no temporary was in dynamic shared memory.
void repackDynamicSharedArrays(gpu::GPUFuncOp kernel, const RegisterPlan &plan,
                               int64_t staticBytes);

/// Drops the barriers between the top-level tiles of `kernel` (register
/// tiles share no temporaries through shared memory).
void removeBarriersBetweenTiles(gpu::GPUFuncOp kernel);

/// Shrinks the block of `kernel` along x by the plan's columns (the kernel's
/// known block size and its launches), keeping its tiles' points: the old
/// block becomes the point block, and `gpu.block_dim` in the kernel its
/// constants. A remark says so.
void shrinkBlockForRegisterTiles(gpu::GPUFuncOp kernel,
                                 const RegisterPlan &plan);

struct TmaStages;

/// Lowers the tiles of `kernel` (a register kernel, after the interior-block
/// specialization and the TMA's choice in `tma`) to straight-line code: in
/// each block holding them, each thread evaluates every tile's body at the
/// points of its unit widened by the tile's halo, in streaming order of the
/// rows, its temporaries in private arrays (`memref.alloca`, constant
/// indices; their shared arrays erased), the arrays a TMA load stages read
/// in 16-byte vectors (the window's rows widened to whole vectors); global
/// stores only at the unit's own points. Returns the interior branches of
/// its specialization (see vectorizeInteriorStores).
SmallVector<scf::IfOp> lowerKernelInRegisters(gpu::GPUFuncOp kernel,
                                              const RegisterPlan &plan,
                                              const TmaStages &tma);

/// In `branch` (the interior branch of a register kernel's specialization,
/// its tiles and shared arrays lowered): folds the guards the
/// specialization made constant, then merges each run of a thread's global
/// stores to consecutive elements of a row, in one block with nothing
/// between that may touch the memref, into vector stores of up to 16 bytes
/// where the index and the memref's static strides prove the alignment; the
/// branch's condition then also asks each such memref's aligned pointer to
/// be aligned. A remark says how many, or why none. In every register
/// kernel, its windows loaded by the TMA or copied by the threads (measured
/// on an H100: never slower; Jacobi with 64 x 64 tiles 12% faster with a TMA
/// window, 23-48% with cp.async copies).
void vectorizeInteriorStores(scf::IfOp branch);

//===----------------------------------------------------------------------===//
// Runs of rows (LowerTilesRuns.cpp)
//===----------------------------------------------------------------------===//

/// The widened box of a tile lowered in runs of rows.
struct RunBox {
  int64_t extents[3];
  /// Rows of points per thread of the kernel (its tile scale along y).
  int64_t scale;
  int64_t runs(int64_t rows) const {
    return llvm::divideCeil(extents[1], rows);
  }
};

/// How one kernel's tiles run in rows. `rows` is the run length, the same
/// for every tile of the kernel, between half and twice the tile scale: the
/// one with the shortest longest thread (which its block waits for at the
/// next barrier), counting for each tile the iterations of its thread loop
/// times the rows of a run plus 2 (a run's overhead: its column's extra
/// loads, its index arithmetic). Jacobi's 36x68 halo tile in a 256-thread
/// block, scaled by 8: runs of 8 rows are 9 x 36 = 324 units, two
/// iterations for some threads (2 x 10); runs of 10 are 7 x 36 = 252 units,
/// one (12).
///
/// Shared memory banks: a warp's lanes take consecutive units (column
/// fastest); a warp that wraps from the end of one run-row to the start of
/// the next reads rows `rows` apart, so with the arrays' natural pitch some
/// of its lanes share a bank (a 36-wide tile in runs of 8 rows: 288
/// elements apart, the same bank). The plan has a residue r (mod 32, a
/// multiple of gcd(rows, 32)): every wrapping tile counts `width` columns
/// per run-row, the smallest number >= its box's width that is r mod 32
/// (the extra columns idle), and every static shared array gets the
/// smallest row pitch >= its width with rows * pitch = r mod 32 (the same
/// residue: arrays are written by one tile and read by another). Then unit
/// u's element sits at bank (u mod 32) plus a constant, for every lane and
/// every offset read: no conflicts.
struct RunPlan {
  int64_t rows = 1;
  std::optional<int64_t> residue;
  /// Padded row pitch per shared array.
  llvm::DenseMap<Operation *, int64_t> pitches;
};

/// The run plan of each kernel (a gpu.func) whose tiles run in rows.
using RunPlans = llvm::DenseMap<Operation *, RunPlan>;

/// How the shared arrays are laid out: the row pitch of those padded (by a
/// run plan, or to 16 bytes for a TMA load), and those a TMA load writes,
/// placed at 128-byte aligned addresses.
struct ArrayLayouts {
  llvm::DenseMap<Operation *, int64_t> pitches;
  llvm::DenseSet<Operation *> tmaAligned;
};

/// The box of `tile` if it is lowered in runs of rows: a kernel tile scale
/// along y only, and static sizes.
std::optional<RunBox> runBoxOf(TileOp tile);

/// The columns per run-row of a tile `width` wide under `residue`.
int64_t runWidth(int64_t width, std::optional<int64_t> residue);

/// The run plan of every kernel in `root` whose tiles run in rows (see
/// RunPlan): `fixedRows` rows per run when not 0, else the run length with
/// the shortest longest thread, then the fewest units, then the fewest
/// padding bytes; first of all without bank conflicts where a tile wraps (a
/// box width not a multiple of 32) and every shared array is static,
/// x-contiguous, and still fits the `staticSharedBytes` of static shared
/// memory (the device's, 48 KB on sm_90) padded (by at most 8 elements a
/// row).
/// Arrays in `pitchMultiples` take a pitch that is a multiple of theirs;
/// those in `extraWidths` count that many more columns (a TMA window's
/// widening, before it is made).
RunPlans planRuns(Operation *root, int64_t fixedRows,
                  const llvm::DenseMap<Operation *, int64_t> &pitchMultiples,
                  const llvm::DenseMap<Operation *, int64_t> &extraWidths,
                  int64_t staticSharedBytes);

/// Lowers `tile` (scaled along y, its widened box `box` static) to runs of
/// `rows` rows per thread, `width` columns per run-row; `sizes` are the
/// tile's sizes and `scales` the kernel's tile scale.
void lowerTileInRuns(TileOp tile, ArrayRef<Value> sizes, const RunBox &box,
                     int64_t rows, int64_t width, ArrayRef<int64_t> scales);

//===----------------------------------------------------------------------===//
// Tiles and interior blocks (LowerTilesMaterialize.cpp)
//===----------------------------------------------------------------------===//

/// Replaces every `kfusion.shared_read` and `kfusion.shared_write` in
/// `root` by a load or store of its array at the tile-relative point plus
/// the array's halo (and the read's offsets).
void lowerSharedAccesses(Operation *root);

/// Moves the body of `tile` into an `scf.execute_region` created at
/// `builder`'s position, its `kfusion.yield`s turned into `scf.yield`s.
scf::ExecuteRegionOp moveIntoExecuteRegion(OpBuilder &builder, TileOp tile);

/// Turns the `kfusion.yield`s that end the blocks of `region` (a tile body
/// moved or cloned into an `scf.execute_region`) into `scf.yield`s.
void yieldsToScf(Region &region);

/// Replaces the point ids in `region` (a tile body moved out of its tile):
/// thread and global ids by the point's `virtualIds` and `globalIds`; in a
/// scaled tile, block ids and grid sizes of a scaled dimension by those of
/// the original's blocks (block_id * s is the first of them, grid_dim * s
/// their number).
void remapPointIds(Region &region, ArrayRef<Value> virtualIds,
                   ArrayRef<Value> globalIds, ArrayRef<int64_t> scales);

/// The grid coordinate of a point: the tile's origin plus its tile-relative
/// (virtual) id.
Value gridCoordinate(OpBuilder &builder, Location loc, unsigned d, Value size,
                     Value virtualId);

/// Lowers `tile`: its own point per thread without a halo or scale, else a
/// loop over the points of its widened tile shared by the block's threads
/// (in runs of rows where `plans` has its kernel and its box is static).
void lowerTile(TileOp tile, const RunPlans &plans);

/// Specializes `tiles` (consecutive ops of one block) for the blocks where
/// every comparison of a point coordinate with a block-uniform bound in
/// their bodies holds at every point of its tile:
/// `scf.if %interior { tiles, those comparisons true } else { tiles }`.
void specializeInteriorBlocks(ArrayRef<TileOp> tiles);

//===----------------------------------------------------------------------===//
// Stages (LowerTilesStages.cpp)
//===----------------------------------------------------------------------===//

/// Lowers `stage` to a copy loop over its window and a barrier; in interior
/// blocks unrolled or asynchronous per `options`.
void lowerStage(StageOp stage, const KFusionLowerTilesPassOptions &options);

//===----------------------------------------------------------------------===//
// Stages loaded by the TMA (LowerTilesTma.cpp)
//===----------------------------------------------------------------------===//

/// The stages of `stage-tma` (auto or always) that are one TMA load each, and
/// the row pitch multiple (16 bytes) of the arrays they write.
struct TmaStages {
  llvm::SetVector<Operation *> stages;
  llvm::DenseMap<Operation *, int64_t> pitchMultiples;
  /// The kernel argument of each (source, tensor map type) added so far.
  llvm::DenseMap<std::pair<Value, Type>, Value> maps;
};

/// The stages in `root` a TMA load can copy: at a kernel's top level, their
/// source a kernel argument of static shape and identity layout (rows of 16
/// bytes), f16, bf16, f32, f64, i32 or i64, the tile's extent along the
/// rows a multiple of 16 bytes, the window's sides at most 256 elements
/// with the rows aligned and padded to 16 bytes, the kernel's static shared
/// memory still within the device's static limit (48 KB on sm_90), and
/// every use of the kernel a launch in host
/// code inside `root`. The others get a remark saying why not. Runs before
/// the shared accesses are lowered: a chosen array's low halo along its rows
/// widens until every block's window starts 16 bytes aligned (the TMA's
/// innermost coordinate must be). With stage-tma=auto, not in kernels whose
/// runs of rows would lose their conflict-free bank layout (no pitches
/// that are multiples of 16 bytes fit it).
TmaStages chooseTmaStages(Operation *root,
                          const KFusionLowerTilesPassOptions &options,
                          const DeviceDescription &device);

/// Widens `array`'s halo along its innermost dimension by `low` and `high`
/// elements (in place): the same points at the same tile-relative ids, its
/// window wider.
void widenInnermostHalo(SharedArrayOp array, int64_t low, int64_t high);

/// Lowers `stage` (one of `tma`'s) to a TMA load of its window, `pitch`
/// elements a row, into its array: the kernel takes a tensor map of the
/// source (made by the host before every launch).
void lowerStageByTma(StageOp stage, int64_t pitch, TmaStages &tma);

//===----------------------------------------------------------------------===//
// Tiles streamed along y (LowerTilesStream.cpp)
//===----------------------------------------------------------------------===//

/// Makes `kernel` (a register kernel whose stages are TMA loads, lowered)
/// compute `count` consecutive tiles along y per block, a loop over them, its
/// `launches`' grids `count` times shorter along y: each TMA window gets a
/// second buffer and mbarrier, tile k + 1's window loading while tile k
/// computes. The kernel's static shared memory must stay within
/// `staticSharedBytes`. A remark says it streams, or why it cannot (a
/// kernel's top level other than the lowering's, a grid along y that `count`
/// does not divide, global ids along y, clusters).
void streamTiles(gpu::GPUFuncOp kernel, int64_t count,
                 ArrayRef<gpu::LaunchFuncOp> launches,
                 int64_t staticSharedBytes);

//===----------------------------------------------------------------------===//
// Shared arrays (LowerTilesArrays.cpp)
//===----------------------------------------------------------------------===//

/// Lets the static shared arrays of `kernel` whose lifetimes are apart (a
/// top-level barrier between) share memory: views of one workgroup buffer.
void aliasSharedArrays(gpu::GPUFuncOp kernel, const ArrayLayouts &layouts);

/// Lowers `array` to a workgroup attribution of its kernel (with its padded
/// pitch, aligned to 128 bytes for a TMA load) or a view of dynamic shared
/// memory.
void lowerSharedArray(SharedArrayOp array, const ArrayLayouts &layouts);

//===----------------------------------------------------------------------===//
// Late prefetches (LowerTilesPrefetch.cpp)
//===----------------------------------------------------------------------===//

/// `prefetch-late-reads`: prefetches, at the start of `kernel`, the global
/// loads of read-only arguments in its tiles after its first barrier, at
/// `locality` (3: L1, 1: L2), from arguments of more than `minBytes` bytes
/// (0: every one) or of a size not known statically.
void insertLatePrefetches(gpu::GPUFuncOp kernel, int64_t locality,
                          int64_t minBytes);

} // namespace mlir::kfusion::tilelowering

#endif // KFUSION_LIB_STENCIL_LOWERTILES_H
