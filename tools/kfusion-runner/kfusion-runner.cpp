//===- kfusion-runner.cpp - JIT runner for KFusion GPU programs -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Runs a GPU program in MLIR, before lowering (it then runs kfusion-to-cubin)
// or after, with the CUDA runtime and the printing helpers linked in. In
// benchmark mode it repeats the entry point and reports device time.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/Transforms.h"
#include "KFusion/Conversion/CudaToolkit.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Pipelines/Pipelines.h"
#include "KFusion/Runtime/Runtime.h"
#include "KFusion/Tools/Registration.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

using namespace mlir;
namespace cl = llvm::cl;

namespace {
cl::OptionCategory runnerCategory("kfusion-runner options");
cl::OptionCategory pipelineCategory(
    "kfusion-to-cubin options (used when the input is not lowered yet)");

cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input file>"),
                                   cl::init("-"), cl::cat(runnerCategory));
cl::opt<std::string> entryPoint("e", cl::desc("Entry point function name"),
                                cl::init("main"), cl::cat(runnerCategory));
cl::opt<std::string> entryPointResult(
    "entry-point-result",
    cl::desc("Result type of the entry point: void, i32, i64 or f32 "
             "(printed after the run)"),
    cl::init("void"), cl::cat(runnerCategory));
cl::list<std::string>
    sharedLibs("shared-libs",
               cl::desc("Shared libraries to load (the CUDA runtime and "
                        "printing helpers are built in)"),
               cl::CommaSeparated, cl::cat(runnerCategory));
cl::opt<unsigned> hostOptLevel("O", cl::desc("Host code optimization level"),
                               cl::Prefix, cl::init(2),
                               cl::cat(runnerCategory));
cl::opt<unsigned> warmup("warmup",
                         cl::desc("Benchmark mode: untimed runs first"),
                         cl::init(0), cl::cat(runnerCategory));
cl::opt<unsigned>
    repeat("repeat",
           cl::desc("Benchmark mode: timed runs; prints median, min and max "
                    "device time per run"),
           cl::init(0), cl::cat(runnerCategory));
cl::opt<unsigned> flushCacheMiB(
    "flush-cache-mib",
    cl::desc("Timing regions (benchmark mode and kfusionTimingBegin/End in "
             "the program) start by writing a buffer of this many MiB and "
             "hold their operations until it is written, as "
             "triton.testing.do_bench does (256): cold caches, no host launch "
             "latency in the time. Sets $KFUSION_TIMING_FLUSH_MIB; 0 leaves "
             "it as it is"),
    cl::init(0), cl::cat(runnerCategory));
enum class LowerMode { Auto, Always, Never };
cl::opt<LowerMode> lowerMode(
    "lower", cl::desc("Run kfusion-to-cubin on the input"),
    cl::values(clEnumValN(LowerMode::Auto, "auto",
                          "when the input is not in the LLVM dialect yet"),
               clEnumValN(LowerMode::Always, "always", "always"),
               clEnumValN(LowerMode::Never, "never", "never")),
    cl::init(LowerMode::Auto), cl::cat(runnerCategory));
cl::opt<std::string>
    dumpLowered("dump-lowered",
                cl::desc("Write the lowered module to this file ('-': stdout)"),
                cl::init(""), cl::cat(runnerCategory));
cl::opt<std::string> dumpBinaries(
    "dump-binaries",
    cl::desc("Write the kernels' gpu.binary objects (PTX, cubin, fatbin) to "
             "this directory, as kfusion-dump-binaries does"),
    cl::init(""), cl::cat(runnerCategory));
cl::opt<bool> lowerOnly("lower-only",
                        cl::desc("Stop after lowering and the dumps; run "
                                 "nothing (needs no GPU)"),
                        cl::init(false), cl::cat(runnerCategory));
cl::opt<bool> reportStreams(
    "report-streams",
    cl::desc("After the run, print the streams the program created and "
             "destroyed (kfusion-streams: created=N destroyed=M live=L)"),
    cl::init(false), cl::cat(runnerCategory));
cl::opt<bool> gpuInfo("gpu-info",
                      cl::desc("Print the GPU that programs would run on and "
                               "exit: 0 when there is one, 1 otherwise"),
                      cl::init(false), cl::cat(runnerCategory));

cl::opt<std::string> chip("chip", cl::desc("GPU architecture"),
                          cl::init("sm_90"), cl::cat(pipelineCategory));
cl::opt<std::string> features("features", cl::desc("PTX features"),
                              cl::init("+ptx80"), cl::cat(pipelineCategory));
cl::opt<std::string>
    format("format",
           cl::desc("cubin, fatbin or ptx (default: cubin when "
                    "ptxas is found, else ptx)"),
           cl::init(""), cl::cat(pipelineCategory));
cl::opt<unsigned> kernelOptLevel("opt-level",
                                 cl::desc("Kernel code optimization level"),
                                 cl::init(2), cl::cat(pipelineCategory));
cl::opt<bool> barePtr("bare-ptr",
                      cl::desc("Bare-pointer calling convention for memrefs"),
                      cl::init(false), cl::cat(pipelineCategory));
cl::opt<unsigned> indexBitwidth(
    "index-bitwidth",
    cl::desc("Bitwidth of index in kernel code: 0 (default: 32 where "
             "proven, else 64 with a remark), 64, or 32 (needs --bare-ptr)"),
    cl::init(0), cl::cat(pipelineCategory));
cl::opt<bool> loweringRemarks(
    "lowering-remarks",
    cl::desc("Print the remarks of kfusion-to-cubin's passes (default: only "
             "the runner's own; a program's output is then what kfusion-sim "
             "prints for it)"),
    cl::init(false), cl::cat(pipelineCategory));
cl::opt<std::string> ptxasOptions("ptxas-options",
                                  cl::desc("Extra options for ptxas"),
                                  cl::init(""), cl::cat(pipelineCategory));
cl::opt<std::string> toolkit("toolkit",
                             cl::desc("CUDA toolkit root holding bin/ptxas"),
                             cl::init(""), cl::cat(pipelineCategory));

/// Prints `kfusion-runner: error: <message>` and returns exit status 1.
int fail(const llvm::Twine &message) {
  llvm::errs() << "kfusion-runner: error: " << message << "\n";
  return 1;
}

/// True when `module` still holds ops that the execution engine cannot
/// translate: anything outside the LLVM dialect except the GPU ops that the
/// LLVM translation handles (gpu.binary, gpu.launch_func).
bool needsLowering(ModuleOp module) {
  WalkResult result = module.walk([&](Operation *op) {
    if (op == module.getOperation() || isa<LLVM::LLVMDialect>(op->getDialect()))
      return WalkResult::advance();
    if (isa<gpu::BinaryOp, gpu::LaunchFuncOp>(op))
      return WalkResult::advance();
    return WalkResult::interrupt();
  });
  return result.wasInterrupted();
}

/// Runs kfusion-to-cubin with the command-line options on `module`.
LogicalResult lower(ModuleOp module) {
  kfusion::KFusionToCubinOptions options;
  options.chip = chip;
  // Kernels with wgmma or setmaxnreg need sm_90a: the default chip follows
  // them (a chip the user gave is kept, and checked).
  if (chip.getNumOccurrences() == 0)
    if (Operation *op = kfusion::findArchSpecificOp(module)) {
      options.chip = kfusion::archSpecificChip(chip);
      op->emitRemark("kfusion-runner: compiling for ")
          << options.chip << ", which '" << op->getName() << "' needs";
    }
  options.features = features;
  options.format = format;
  options.optLevel = kernelOptLevel;
  options.barePtr = barePtr;
  options.indexBitwidth = indexBitwidth;
  options.ptxasOptions = ptxasOptions;
  options.toolkit = toolkit;
  PassManager pm(module->getName());
  kfusion::buildKFusionToCubinPipeline(pm, options);
  // The pipeline's remarks (index width, ...) are the compiler's news, not
  // the program's: dropped unless asked for.
  ScopedDiagnosticHandler quiet(module->getContext(), [](Diagnostic &d) {
    return success(!loweringRemarks &&
                   d.getSeverity() == DiagnosticSeverity::Remark);
  });
  return pm.run(module);
}

/// Checks that the entry point exists, takes no arguments and returns what
/// --entry-point-result says.
LogicalResult checkEntryPoint(ModuleOp module) {
  auto func = dyn_cast_or_null<LLVM::LLVMFuncOp>(
      SymbolTable::lookupSymbolIn(module, entryPoint));
  if (!func || func.isExternal()) {
    fail("entry point '@" + entryPoint + "' not found in " + inputFilename +
         " (choose another with -e)");
    return failure();
  }
  LLVM::LLVMFunctionType type = func.getFunctionType();
  if (type.getNumParams() != 0) {
    func.emitError("entry point must take no arguments, it takes ")
        << type.getNumParams();
    return failure();
  }
  Type result = type.getReturnType();
  bool matches =
      (entryPointResult == "void" && isa<LLVM::LLVMVoidType>(result)) ||
      (entryPointResult == "i32" && result.isInteger(32)) ||
      (entryPointResult == "i64" && result.isInteger(64)) ||
      (entryPointResult == "f32" && result.isF32());
  if (!matches) {
    func.emitError("entry point returns ")
        << result << ", but --entry-point-result=" << entryPointResult;
    return failure();
  }
  return success();
}

/// Calls the entry point once through its packed wrapper and prints its
/// result (if any) to stdout.
llvm::Error invokeEntry(ExecutionEngine &engine, bool printResult) {
  union {
    int32_t i32;
    int64_t i64;
    float f32;
  } result{};
  // The packed wrapper takes pointers to the arguments (none), then a
  // pointer to where the result goes.
  SmallVector<void *, 1> args;
  if (entryPointResult != "void")
    args.push_back(&result);
  if (llvm::Error error = engine.invokePacked(entryPoint, args))
    return error;
  if (!printResult)
    return llvm::Error::success();
  if (entryPointResult == "i32")
    llvm::outs() << result.i32 << "\n";
  else if (entryPointResult == "i64")
    llvm::outs() << result.i64 << "\n";
  else if (entryPointResult == "f32")
    llvm::outs() << result.f32 << "\n";
  llvm::outs().flush();
  return llvm::Error::success();
}

/// Median of `values` (sorted in place).
double median(std::vector<double> &values) {
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

/// With --report-streams, prints the runtime's stream counts.
void printStreamReport() {
  if (!reportStreams)
    return;
  int64_t created = 0, destroyed = 0;
  kfusionStreamCounts(&created, &destroyed);
  llvm::outs() << "kfusion-streams: created=" << created
               << " destroyed=" << destroyed
               << " live=" << (created - destroyed) << "\n";
}

/// Registers every function of the built-in runtime with the JIT.
void registerRuntime(ExecutionEngine &engine) {
  engine.registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    struct Ctx {
      llvm::orc::MangleAndInterner *interner;
      llvm::orc::SymbolMap *map;
    } ctx{&interner, &map};
    kfusionRuntimeSymbols(
        [](const char *name, void *addr, void *user) {
          auto *c = static_cast<Ctx *>(user);
          (*c->map)[(*c->interner)(name)] = {
              llvm::orc::ExecutorAddr::fromPtr(addr),
              llvm::JITSymbolFlags::Exported};
        },
        &ctx);
    return map;
  });
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  kfusion::registerKFusionToCubinPipeline();
  cl::HideUnrelatedOptions({&runnerCategory, &pipelineCategory});
  cl::ParseCommandLineOptions(
      argc, argv,
      "KFusion JIT runner: runs a GPU program written in MLIR on the GPU\n");

  if (gpuInfo) {
    char summary[512];
    kfusionDeviceSummary(summary, sizeof(summary));
    llvm::outs() << summary << "\n";
    return kfusionDeviceCount() > 0 ? 0 : 1;
  }
  if (repeat == 0 && warmup != 0)
    return fail("--warmup needs --repeat (benchmark mode)");
  if (flushCacheMiB > 65536)
    return fail("--flush-cache-mib=" + std::to_string(flushCacheMiB) +
                " is over 65536");
  if (flushCacheMiB != 0)
    setenv("KFUSION_TIMING_FLUSH_MIB", std::to_string(flushCacheMiB).c_str(),
           /*overwrite=*/1);
  if (entryPointResult != "void" && entryPointResult != "i32" &&
      entryPointResult != "i64" && entryPointResult != "f32")
    return fail("unsupported --entry-point-result=" + entryPointResult +
                " (expected void, i32, i64 or f32)");

  DialectRegistry registry;
  kfusion::registerGPUPipelineDialects(registry);
  MLIRContext context(registry);

  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file =
      openInputFile(inputFilename, &errorMessage);
  if (!file)
    return fail(errorMessage);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagHandler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return fail("could not parse " + inputFilename);

  bool shouldLower = lowerMode == LowerMode::Always ||
                     (lowerMode == LowerMode::Auto && needsLowering(*module));
  if (shouldLower && failed(lower(*module)))
    return fail("kfusion-to-cubin failed on " + inputFilename);
  if (!dumpBinaries.empty()) {
    SmallVector<std::string> written;
    if (failed(kfusion::dumpGpuBinaries(*module, dumpBinaries, written)))
      return fail("could not write the kernel binaries to " + dumpBinaries);
    for (const std::string &path : written)
      llvm::errs() << "kfusion-runner: wrote " << path << "\n";
  }
  if (!dumpLowered.empty()) {
    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> out =
        openOutputFile(dumpLowered, &error);
    if (!out)
      return fail(error);
    module->print(out->os());
    out->keep();
  }
  if (lowerOnly)
    return 0;
  if (failed(checkEntryPoint(*module)))
    return 1;

  SmallVector<StringRef> libPaths(sharedLibs.begin(), sharedLibs.end());
  for (StringRef lib : libPaths)
    if (!llvm::sys::fs::exists(lib))
      return fail("shared library '" + lib + "' (--shared-libs) not found");
  auto transformer = makeOptimizingTransformer(hostOptLevel, /*sizeLevel=*/0,
                                               /*targetMachine=*/nullptr);
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.sharedLibPaths = libPaths;
  auto expectedEngine = ExecutionEngine::create(*module, engineOptions);
  if (!expectedEngine)
    return fail("cannot JIT-compile the host code: " +
                llvm::toString(expectedEngine.takeError()));
  ExecutionEngine &engine = **expectedEngine;
  registerRuntime(engine);
  // Runs the module constructors, which load the kernels on the GPU.
  engine.initialize();

  if (repeat == 0) {
    if (llvm::Error error = invokeEntry(engine, /*printResult=*/true))
      return fail("running @" + entryPoint + ": " +
                  llvm::toString(std::move(error)));
    printStreamReport();
    return 0;
  }

  for (unsigned i = 0; i < warmup; ++i)
    if (llvm::Error error = invokeEntry(engine, /*printResult=*/false))
      return fail("running @" + entryPoint + ": " +
                  llvm::toString(std::move(error)));
  std::vector<double> deviceMs, wallMs;
  int64_t ops = 0;
  for (unsigned i = 0; i < repeat; ++i) {
    auto start = std::chrono::steady_clock::now();
    kfusionTimingBegin();
    if (llvm::Error error = invokeEntry(engine, /*printResult=*/false))
      return fail("running @" + entryPoint + ": " +
                  llvm::toString(std::move(error)));
    deviceMs.push_back(kfusionTimingEnd());
    ops = kfusionTimingLastOpCount();
    wallMs.push_back(std::chrono::duration<double, std::milli>(
                         std::chrono::steady_clock::now() - start)
                         .count());
  }
  double med = median(deviceMs);
  llvm::outs() << llvm::format(
      "kfusion-bench: entry=%s warmup=%u repeat=%u median-ms=%.4f "
      "min-ms=%.4f max-ms=%.4f ops=%lld wall-median-ms=%.4f\n",
      entryPoint.c_str(), unsigned(warmup), unsigned(repeat), med,
      deviceMs.front(), deviceMs.back(), (long long)ops, median(wallMs));
  printStreamReport();
  return 0;
}
