//===- Interpreter.h - Reference SIMT interpreter -----------------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Executes GPU programs before lowering on the CPU with SIMT semantics
// (threads, warps, blocks, barriers, shuffles, atomics, concurrent kernels),
// and reports deadlocks, out-of-bounds accesses, races and barrier misuse.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_INTERPRETER_INTERPRETER_H
#define KFUSION_INTERPRETER_INTERPRETER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir::kfusion::sim {

/// Order in which runnable threads and resident blocks are visited.
enum class ScheduleOrder { Forward, Reverse, Random };

struct InterpreterOptions {
  /// Seeds the Random schedule (and, in equivalence mode, the inputs).
  uint64_t seed = 1;
  ScheduleOrder order = ScheduleOrder::Forward;
  /// Blocks resident at once across all running kernels is
  /// multiprocessors * blocksPerMultiprocessor.
  unsigned multiprocessors = 4;
  unsigned blocksPerMultiprocessor = 2;
  /// Instructions a thread runs before the scheduler moves on.
  unsigned quantum = 64;
  /// Blocks advance at uneven speeds: a block runs in half of the rounds, 1,
  /// 2, 4 or 8 quanta each time (its speed, drawn from the seed when it
  /// starts), so that a block using another's result without waiting for it
  /// is caught.
  bool skew = false;
  /// Total instruction budget of host and kernels; exceeding it is an error.
  uint64_t maxSteps = 20'000'000'000ull;
  /// Instructions executed with no visible progress after which spinning is
  /// a livelock: in kernels a memory change, barrier completion or thread
  /// exit (per 256 resident threads: a kernel's limit grows with them);
  /// on the host also output and device work.
  uint64_t livelockSteps = 50'000'000ull;
  /// Wall-clock limit of a run in seconds (0: none); exceeding it is an error
  /// on the op running at the time.
  double timeLimitSeconds = 0;
  /// Bytes the program may allocate (host, device, global, workgroup and
  /// private memory together); an allocation beyond it is an error.
  uint64_t maxMemoryBytes = 8ull << 30;
  /// Check workgroup memory for data races and uninitialized reads.
  bool checkRaces = true;
  /// The shared-memory address of a block's dynamic shared memory, which
  /// memref.extract_aligned_pointer_as_index gives, wgmma matrix descriptors
  /// and 128-byte-swizzled TMA loads count with: 0 (1024-byte aligned) by
  /// default; the GPU puts it after the block's static shared memory (a
  /// kernel's mbarriers), so that a kernel aligning its stages itself is
  /// checked with another value.
  int64_t dynamicSharedAddress = 0;
  /// Host, device, global and private buffers are placed at addresses that
  /// are multiples of 256 (cudaMalloc's alignment) plus this many bytes: what
  /// memref.extract_aligned_pointer_as_index gives and the alignment of
  /// vector loads and stores is checked against. Not 0: every buffer is
  /// misaligned that way, as a view into a larger buffer can be.
  int64_t globalAddressOffset = 0;
};

/// Statistics of one run.
struct InterpreterStats {
  uint64_t kernelOps = 0;
  uint64_t hostOps = 0;
  uint64_t kernelLaunches = 0;
};

/// A host buffer standing for one memref argument of an entry point, in
/// row-major order with elements of `elementType`. Arguments of f16 or bf16
/// elements are exchanged widened to f32 (`elementType` f32, 4 bytes an
/// element): runWithBuffers rounds the values to the argument's type on the
/// way in (to nearest even) and widens them, exactly, on the way out, so
/// that a caller needs no 16-bit float code.
struct ArgumentBuffer {
  std::vector<int64_t> shape;
  Type elementType;
  std::vector<uint8_t> bytes;
  /// The element type of the entry point's memref argument (differs from
  /// elementType for f16 and bf16).
  Type programElementType;
};

class InterpreterImpl;

/// One program prepared for execution. Compilation checks every op the
/// program could execute; an unsupported op is an error on that op.
class Interpreter {
public:
  ~Interpreter();
  Interpreter(Interpreter &&) noexcept;

  /// Prepares `module` (not modified; a clone is normalized with upstream
  /// passes: gpu-kernel-outlining, lower-affine, convert-linalg-to-loops).
  /// Emits diagnostics and returns failure on unsupported input.
  static FailureOr<Interpreter> create(ModuleOp module,
                                       const InterpreterOptions &options);

  /// Runs function `entry` with no arguments. Its result, if any, is
  /// returned in `result` (integers as int64, floats as double bits).
  /// Errors (reports) are printed to stderr; returns failure on any.
  LogicalResult run(StringRef entry, std::optional<int64_t> *intResult,
                    std::optional<double> *floatResult);

  /// Runs `entry`, whose arguments are all statically shaped memrefs, on
  /// `args` (updated in place with the buffers' final contents).
  LogicalResult runWithBuffers(StringRef entry,
                               std::vector<ArgumentBuffer> &args);

  /// The statically shaped memref argument types of `entry`, or failure with
  /// a diagnostic if it has another kind of argument.
  FailureOr<std::vector<ArgumentBuffer>> describeArguments(StringRef entry);

  const InterpreterStats &stats() const;

private:
  explicit Interpreter(std::unique_ptr<InterpreterImpl> impl);
  std::unique_ptr<InterpreterImpl> impl;
};

} // namespace mlir::kfusion::sim

#endif // KFUSION_INTERPRETER_INTERPRETER_H
