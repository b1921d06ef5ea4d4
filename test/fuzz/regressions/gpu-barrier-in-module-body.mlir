// XFAIL: *
// FUZZ-KNOWN: llvm::BasicBlock::getModule
// Bug (found by the fuzzer, seed 11: test/Transforms/horizontal-fusion-calls.mlir
// with a gpu.barrier moved out of its function): a gpu.barrier directly in a
// gpu.module body passes the verifier, and kfusion-to-cubin (upstream's
// gpu-lower-to-nvvm-pipeline as well) lowers it to nvvm.barrier and then
// crashes translating it to LLVM IR: SIGSEGV in llvm::BasicBlock::getModule
// from IRBuilderBase::CreateIntrinsic (mlir::LLVM::detail::createIntrinsicCall,
// ModuleTranslation::convertOperation), as there is no function to insert the
// call into. kfusion-runner --lower-only crashes the same way. Expected once
// fixed: an error on the barrier (or on the gpu.module), no crash; then
// remove the XFAIL line.
// RUN: not kfusion-opt %s --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: not kfusion-runner %s --lower-only --format=ptx 2>&1 | FileCheck %s

// CHECK-NOT: Stack dump
// CHECK: error:
// CHECK-NOT: Stack dump

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.barrier
  }
}
