//===- hfuse-embedded.cpp - horizontal fusion through the C++ API ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What a compiler embedding KFusion does without KFusion's tools: parse a GPU
// program, pair launches (planHorizontalGroups), fuse each pair
// (fuseHorizontalGroups), then print the result, run it on the interpreter,
// or lower it with the kfusion-to-cubin passes (buildKFusionToCubinPipeline).
//
//===----------------------------------------------------------------------===//

#include "KFusion/Horizontal/Transforms.h"
#include "KFusion/Interpreter/Interpreter.h"
#include "KFusion/Pipelines/Pipelines.h"
#include "KFusion/Tools/Registration.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

using namespace mlir;

static int usage() {
  llvm::errs() << "usage: hfuse-embedded INPUT.mlir [--run=ENTRY | --to-ptx]\n"
                  "  plans and fuses horizontally; prints the fused IR, runs "
                  "ENTRY of it on the interpreter, or prints it lowered by "
                  "kfusion-to-cubin{format=ptx}\n";
  return 2;
}

int main(int argc, char **argv) {
  std::string input, entry;
  bool toPtx = false;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg.consume_front("--run="))
      entry = arg.str();
    else if (arg == "--to-ptx")
      toPtx = true;
    else if (input.empty() && !arg.starts_with("-"))
      input = arg.str();
    else
      return usage();
  }
  if (input.empty() || (toPtx && !entry.empty()))
    return usage();

  DialectRegistry registry;
  kfusion::registerGPUPipelineDialects(registry);
  MLIRContext context(registry);
  // The entry points create ops of the dialects their passes declare as
  // dependent (kfusion, arith, scf, ...); without a pass manager to load
  // them, the caller does.
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  // Prints the planner's and the fusion's remarks, and errors, to stderr.
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(input, sourceMgr, &context);
  if (!module)
    return 1;

  if (failed(kfusion::planHorizontalGroups(*module, {})) ||
      failed(kfusion::fuseHorizontalGroups(*module)) || failed(verify(*module)))
    return 1;

  if (toPtx) {
    PassManager pm(&context);
    kfusion::KFusionToCubinOptions options;
    options.format = "ptx";
    kfusion::buildKFusionToCubinPipeline(pm, options);
    if (failed(pm.run(*module)))
      return 1;
  }

  if (entry.empty()) {
    module->print(llvm::outs());
    llvm::outs() << "\n";
    return 0;
  }

  FailureOr<kfusion::sim::Interpreter> interpreter =
      kfusion::sim::Interpreter::create(*module, {});
  if (failed(interpreter))
    return 1;
  std::optional<int64_t> intResult;
  std::optional<double> floatResult;
  return failed(interpreter->run(entry, &intResult, &floatResult)) ? 1 : 0;
}
