//===- kfusion-sim.cpp - Run GPU programs on the reference interpreter ----===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs a GPU program before lowering on the CPU with SIMT semantics and
// prints what the GPU run would print; or, with --compare, runs two programs
// on the same random inputs and compares every argument afterwards. With
// --inputs, arguments take their values from a file (ArgumentFile.h) instead;
// with --expect, the arguments after one run are compared with a file;
// --record writes a reference run's arguments before and after it as such
// files, so that several programs are checked against one run of it.
//
//===----------------------------------------------------------------------===//

#include "ArgumentFile.h"

#include "KFusion/Interpreter/Interpreter.h"
#include "KFusion/Tools/Registration.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <random>
#include <thread>

using namespace mlir;
using namespace mlir::kfusion;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory simCategory("kfusion-sim options");
cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input file>"),
                                   cl::init("-"), cl::cat(simCategory));
cl::opt<std::string> entryPoint("e", cl::desc("Entry point function"),
                                cl::init("main"), cl::cat(simCategory));
cl::opt<std::string> entryPointResult(
    "entry-point-result",
    cl::desc("Result type of the entry point: void, i32, i64 or f32"),
    cl::init("void"), cl::cat(simCategory));
cl::opt<uint64_t> seed("seed",
                       cl::desc("Seed of the random schedule and inputs"),
                       cl::init(1), cl::cat(simCategory));
cl::opt<sim::ScheduleOrder> schedule(
    "schedule", cl::desc("Order in which blocks and threads are run"),
    cl::values(clEnumValN(sim::ScheduleOrder::Forward, "forward",
                          "in index order"),
               clEnumValN(sim::ScheduleOrder::Reverse, "reverse",
                          "in reverse index order"),
               clEnumValN(sim::ScheduleOrder::Random, "random",
                          "in an order drawn from --seed each round")),
    cl::init(sim::ScheduleOrder::Forward), cl::cat(simCategory));
cl::opt<unsigned> sms("sms", cl::desc("Multiprocessors"), cl::init(4),
                      cl::cat(simCategory));
cl::opt<unsigned> blocksPerSM("blocks-per-sm",
                              cl::desc("Resident blocks per multiprocessor"),
                              cl::init(2), cl::cat(simCategory));
cl::opt<unsigned> quantum("quantum",
                          cl::desc("Instructions a thread runs per turn"),
                          cl::init(64), cl::cat(simCategory));
cl::opt<bool> skew("skew",
                   cl::desc("Run blocks at uneven speeds (each in half of "
                            "the rounds, 1 to 8 quanta, drawn from --seed)"),
                   cl::init(false), cl::cat(simCategory));
cl::opt<uint64_t> maxSteps("max-steps",
                           cl::desc("Instruction budget of the whole run"),
                           cl::init(20'000'000'000ull), cl::cat(simCategory));
cl::opt<uint64_t>
    livelockSteps("livelock-steps",
                  cl::desc("Kernel instructions without progress that make "
                           "a livelock (per 256 resident threads)"),
                  cl::init(50'000'000ull), cl::cat(simCategory));
cl::opt<double> timeLimit(
    "time-limit",
    cl::desc("Wall-clock limit of a run in seconds (0: none); a watchdog "
             "also stops the tool if the run cannot check it in time"),
    cl::init(0), cl::cat(simCategory));
cl::opt<uint64_t>
    maxMemory("max-memory",
              cl::desc("Bytes the program may allocate, all memory spaces"),
              cl::init(8ull << 30), cl::cat(simCategory));
cl::opt<bool> noRaceCheck("no-race-check",
                          cl::desc("Do not check workgroup memory for races"),
                          cl::init(false), cl::cat(simCategory));
cl::opt<int64_t> dynamicSharedAddress(
    "dynamic-shared-address",
    cl::desc("Shared-memory address of a block's dynamic shared memory (0: "
             "1024-byte aligned; the GPU puts it after the static shared "
             "memory, e.g. 48 after three pairs of mbarriers)"),
    cl::init(0), cl::cat(simCategory));
cl::opt<int64_t> globalAddressOffset(
    "global-address-offset",
    cl::desc("Bytes past a multiple of 256 (cudaMalloc's alignment) at which "
             "every host, device, global and private buffer starts: its "
             "address (memref.extract_aligned_pointer_as_index) and what "
             "vector accesses' alignment is checked against; not 0 models "
             "views into larger buffers"),
    cl::init(0), cl::cat(simCategory));
cl::opt<bool> printStats("throughput",
                         cl::desc("Print interpreted operations per second"),
                         cl::init(false), cl::cat(simCategory));
cl::opt<std::string>
    compareWith("compare",
                cl::desc("Equivalence mode: run this second program on the "
                         "same random inputs and compare every argument"),
                cl::init(""), cl::cat(simCategory));
cl::opt<std::string> inputsFile(
    "inputs",
    cl::desc("Argument file: the entry point's arguments it lists take its "
             "values, the others random ones from --seed"),
    cl::init(""), cl::cat(simCategory));
cl::opt<std::string> expectFile(
    "expect",
    cl::desc("Argument file: after the run, compare the arguments it lists "
             "with its values (--rtol, --atol)"),
    cl::init(""), cl::cat(simCategory));
cl::opt<std::string> recordPrefix(
    "record",
    cl::desc("Argument files of a reference run: PREFIX.inputs (every "
             "argument before the run) and PREFIX.expected (every argument "
             "after it), for --inputs and --expect runs of other programs"),
    cl::init(""), cl::cat(simCategory));
cl::opt<double> rtol("rtol", cl::desc("Relative tolerance for floats"),
                     cl::init(1e-5), cl::cat(simCategory));
cl::opt<double> atol("atol", cl::desc("Absolute tolerance for floats"),
                     cl::init(1e-6), cl::cat(simCategory));

/// The last resort of --time-limit: the interpreter checks the limit between
/// slices of instructions, but parsing, preparing or one long operation
/// (a huge copy) could outlast it. After `seconds` the process ends with an
/// error, unless the watchdog is destroyed first.
class Watchdog {
public:
  explicit Watchdog(double seconds) {
    if (seconds <= 0)
      return;
    thread = std::thread([this, seconds] {
      std::unique_lock<std::mutex> lock(mutex);
      if (stopped.wait_for(lock, std::chrono::duration<double>(seconds),
                           [this] { return done; }))
        return;
      std::string message =
          "kfusion-sim: error: time limit: still running after " +
          std::to_string(seconds) +
          " seconds, outside the interpreter's checks (parsing, preparing "
          "or one long operation); stopped (raise --time-limit)\n";
      std::fputs(message.c_str(), stderr);
      std::fflush(stderr);
      std::_Exit(1);
    });
  }
  ~Watchdog() {
    if (!thread.joinable())
      return;
    {
      std::lock_guard<std::mutex> lock(mutex);
      done = true;
    }
    stopped.notify_all();
    thread.join();
  }

private:
  std::mutex mutex;
  std::condition_variable stopped;
  bool done = false;
  std::thread thread;
};

int fail(const llvm::Twine &message) {
  llvm::errs() << "kfusion-sim: error: " << message << "\n";
  return 1;
}

OwningOpRef<ModuleOp> load(StringRef path, MLIRContext &context,
                           llvm::SourceMgr &sourceMgr) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(path, &error);
  if (!file) {
    llvm::errs() << "kfusion-sim: error: " << error << "\n";
    return nullptr;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}

sim::InterpreterOptions interpreterOptions() {
  sim::InterpreterOptions options;
  options.seed = seed;
  options.order = schedule;
  options.multiprocessors = sms;
  options.blocksPerMultiprocessor = blocksPerSM;
  options.quantum = std::max(1u, unsigned(quantum));
  options.skew = skew;
  options.maxSteps = maxSteps;
  options.livelockSteps = livelockSteps;
  options.timeLimitSeconds = timeLimit;
  options.maxMemoryBytes = maxMemory;
  options.checkRaces = !noRaceCheck;
  options.dynamicSharedAddress = dynamicSharedAddress;
  options.globalAddressOffset = globalAddressOffset;
  return options;
}

/// Fills `buffer` with fresh values: floats uniform in [-1, 1), integers in
/// [-1000, 1000), i1 in {0, 1}.
void randomize(sim::ArgumentBuffer &buffer, std::mt19937_64 &rng) {
  Type type = buffer.elementType;
  size_t count = 1;
  for (int64_t d : buffer.shape)
    count *= d;
  std::uniform_real_distribution<double> real(-1.0, 1.0);
  std::uniform_int_distribution<int64_t> integer(-1000, 999);
  uint8_t *p = buffer.bytes.data();
  for (size_t i = 0; i < count; ++i) {
    if (type.isF32()) {
      float v = float(real(rng));
      std::memcpy(p + 4 * i, &v, 4);
    } else if (type.isF64()) {
      double v = real(rng);
      std::memcpy(p + 8 * i, &v, 8);
    } else if (type.isInteger(1)) {
      p[i] = uint8_t(rng() & 1);
    } else {
      int64_t v = integer(rng);
      unsigned bytes = type.isIndex() ? 8 : type.getIntOrFloatBitWidth() / 8;
      std::memcpy(p + bytes * i, &v, bytes);
    }
  }
}

/// The arguments of `entry` with random values from --seed, then those of
/// --inputs, if given; an error message on failure.
FailureOr<std::vector<sim::ArgumentBuffer>>
prepareArguments(sim::Interpreter &interpreter) {
  FailureOr<std::vector<sim::ArgumentBuffer>> args =
      interpreter.describeArguments(entryPoint);
  if (failed(args))
    return failure();
  std::mt19937_64 rng(seed);
  for (sim::ArgumentBuffer &buffer : *args)
    randomize(buffer, rng);
  if (inputsFile.empty())
    return args;
  std::string error;
  FailureOr<std::vector<sim::ArgumentRecord>> records =
      sim::readArgumentFile(inputsFile, error);
  if (failed(records) ||
      failed(sim::fillArguments(*records, inputsFile, *args, error))) {
    fail(error);
    return failure();
  }
  return args;
}

int compare(MLIRContext &context, ModuleOp first) {
  llvm::SourceMgr secondMgr;
  SourceMgrDiagnosticHandler secondHandler(secondMgr, &context);
  OwningOpRef<ModuleOp> second = load(compareWith, context, secondMgr);
  if (!second)
    return fail("could not parse " + compareWith);
  FailureOr<sim::Interpreter> a =
      sim::Interpreter::create(first, interpreterOptions());
  FailureOr<sim::Interpreter> b =
      sim::Interpreter::create(*second, interpreterOptions());
  if (failed(a) || failed(b))
    return 1;
  FailureOr<std::vector<sim::ArgumentBuffer>> argsA = prepareArguments(*a);
  FailureOr<std::vector<sim::ArgumentBuffer>> argsB =
      b->describeArguments(entryPoint);
  if (failed(argsA) || failed(argsB))
    return 1;
  if (argsA->size() != argsB->size())
    return fail("the entry points take " + llvm::Twine(argsA->size()) +
                " and " + llvm::Twine(argsB->size()) + " arguments");
  for (size_t k = 0; k < argsA->size(); ++k)
    if ((*argsA)[k].shape != (*argsB)[k].shape ||
        (*argsA)[k].programElementType != (*argsB)[k].programElementType)
      return fail("argument #" + llvm::Twine(k) +
                  " has different types in the two programs");
  for (size_t k = 0; k < argsA->size(); ++k)
    (*argsB)[k].bytes = (*argsA)[k].bytes;
  if (failed(a->runWithBuffers(entryPoint, *argsA)))
    return fail("the first program failed (" + inputFilename + ")");
  if (failed(b->runWithBuffers(entryPoint, *argsB)))
    return fail("the second program failed (" + compareWith + ")");
  size_t elements = 0;
  for (size_t k = 0; k < argsA->size(); ++k) {
    const sim::ArgumentBuffer &x = (*argsA)[k], &y = (*argsB)[k];
    size_t count = 1;
    for (int64_t d : x.shape)
      count *= d;
    bool isFloat = isa<FloatType>(x.elementType);
    for (size_t i = 0; i < count; ++i) {
      // The values are formatted only for the report of a mismatch (to
      // format every element took a tenth of a GEMM's comparison).
      std::string left, right;
      if (isFloat) {
        double u = sim::floatAt(x, i), v = sim::floatAt(y, i);
        if (sim::floatsEqual(u, v, atol, rtol))
          continue;
        left = std::to_string(u);
        right = std::to_string(v);
      } else {
        int64_t u = sim::intAt(x, i), v = sim::intAt(y, i);
        if (u == v)
          continue;
        left = std::to_string(u);
        right = std::to_string(v);
      }
      llvm::outs() << "kfusion-sim: mismatch in argument #" << k << " at index "
                   << sim::indexString(x.shape, i) << ": " << left << " vs "
                   << right << "\n";
      return 1;
    }
    elements += count;
  }
  llvm::outs() << "kfusion-sim: equal: " << argsA->size() << " arguments, "
               << elements << " elements compared (seed " << seed << ")\n";
  return 0;
}

/// One run on the arguments of --inputs (the others random), then the
/// comparison with --expect, if given.
int runWithArgumentFiles(ModuleOp module) {
  FailureOr<sim::Interpreter> interpreter =
      sim::Interpreter::create(module, interpreterOptions());
  if (failed(interpreter))
    return 1;
  FailureOr<std::vector<sim::ArgumentBuffer>> args =
      prepareArguments(*interpreter);
  if (failed(args))
    return 1;
  std::vector<sim::ArgumentRecord> expected;
  std::string error;
  if (!expectFile.empty()) {
    FailureOr<std::vector<sim::ArgumentRecord>> records =
        sim::readArgumentFile(expectFile, error);
    if (failed(records))
      return fail(error);
    expected = std::move(*records);
  }
  std::string recordNote =
      (inputFilename + " -e " + entryPoint + " --seed=" + Twine(seed)).str();
  if (!recordPrefix.empty() &&
      failed(sim::writeArgumentFile(recordPrefix + ".inputs", *args,
                                    "the inputs of " + recordNote, error)))
    return fail(error);
  if (failed(interpreter->runWithBuffers(entryPoint, *args)))
    return 1;
  if (!recordPrefix.empty()) {
    if (failed(sim::writeArgumentFile(recordPrefix + ".expected", *args,
                                      "the arguments after " + recordNote,
                                      error)))
      return fail(error);
    llvm::outs() << "kfusion-sim: recorded " << args->size() << " arguments in "
                 << recordPrefix << ".inputs and " << recordPrefix
                 << ".expected\n";
  }
  if (expectFile.empty())
    return 0;
  FailureOr<sim::ExpectResult> result = sim::compareWithRecords(
      expected, expectFile, *args, atol, rtol, error);
  if (failed(result))
    return fail(error);
  if (!result->equal) {
    llvm::outs() << "kfusion-sim: mismatch in " << result->mismatch << "\n";
    return 1;
  }
  llvm::outs() << "kfusion-sim: as expected: " << expected.size()
               << " arguments, " << result->elements
               << " elements compared, max abs error "
               << llvm::format("%.3g", result->maxAbsError) << "\n";
  return 0;
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  cl::HideUnrelatedOptions(simCategory);
  cl::ParseCommandLineOptions(
      argc, argv,
      "KFusion reference interpreter: runs GPU programs on the CPU\n");
  if (entryPointResult != "void" && entryPointResult != "i32" &&
      entryPointResult != "i64" && entryPointResult != "f32")
    return fail("unsupported --entry-point-result=" + entryPointResult +
                " (expected void, i32, i64 or f32)");
  if (dynamicSharedAddress < 0 || dynamicSharedAddress % 16)
    return fail("--dynamic-shared-address=" + Twine(dynamicSharedAddress) +
                " is not a shared-memory address of 16-byte alignment (a "
                "non-negative multiple of 16)");
  if (globalAddressOffset < 0 || globalAddressOffset >= 256)
    return fail("--global-address-offset=" + Twine(globalAddressOffset) +
                " is not between 0 and 255");

  // The interpreter stops each run at --time-limit itself; the watchdog
  // gives it that long per run plus a grace period.
  unsigned runs = compareWith.empty() ? 1 : 2;
  Watchdog watchdog(timeLimit > 0 ? runs * timeLimit +
                                        std::max<double>(2.0, timeLimit)
                                  : 0);

  DialectRegistry registry;
  registerGPUPipelineDialects(registry);
  // Parsed so that tensor ops are reported as unsupported, not unparsable.
  registry.insert<tensor::TensorDialect>();
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = load(inputFilename, context, sourceMgr);
  if (!module)
    return fail("could not parse " + inputFilename);
  if (!compareWith.empty()) {
    if (!expectFile.empty())
      return fail("--expect compares one run with a file; it does not "
                  "combine with --compare");
    if (!recordPrefix.empty())
      return fail("--record is of one run; it does not combine with "
                  "--compare");
    return compare(context, *module);
  }
  if (!recordPrefix.empty() && !expectFile.empty())
    return fail("--record writes the reference of later --expect runs; it "
                "does not combine with --expect");
  if (!inputsFile.empty() || !expectFile.empty() || !recordPrefix.empty())
    return runWithArgumentFiles(*module);

  FailureOr<sim::Interpreter> interpreter =
      sim::Interpreter::create(*module, interpreterOptions());
  if (failed(interpreter))
    return 1;
  auto start = std::chrono::steady_clock::now();
  std::optional<int64_t> intResult;
  std::optional<double> floatResult;
  LogicalResult result =
      interpreter->run(entryPoint, &intResult, &floatResult);
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  if (printStats) {
    const sim::InterpreterStats &stats = interpreter->stats();
    llvm::errs() << llvm::format(
        "kfusion-sim: ops=%llu seconds=%.3f mops=%.2f launches=%llu "
        "host-ops=%llu\n",
        (unsigned long long)stats.kernelOps, seconds,
        stats.kernelOps / seconds / 1e6,
        (unsigned long long)stats.kernelLaunches,
        (unsigned long long)stats.hostOps);
  }
  if (failed(result))
    return 1;
  if (entryPointResult == "i32" || entryPointResult == "i64") {
    if (!intResult)
      return fail("the entry point returned no integer");
    llvm::outs() << *intResult << "\n";
  } else if (entryPointResult == "f32") {
    if (!floatResult)
      return fail("the entry point returned no float");
    llvm::outs() << float(*floatResult) << "\n";
  }
  return 0;
}
