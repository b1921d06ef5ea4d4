// Found by the fuzzer (seed 11: test/Horizontal/horizontal-fusion-calls.mlir
// with a gpu.barrier moved out of its function): a gpu.barrier directly in a
// gpu.module body passes the verifier, and kfusion-to-cubin (upstream's
// gpu-lower-to-nvvm-pipeline as well) lowered it to nvvm.barrier and then
// crashed translating it to LLVM IR (SIGSEGV in llvm::BasicBlock::getModule
// from IRBuilderBase::CreateIntrinsic), as there is no function to insert
// the call into; kfusion-runner --lower-only crashed the same way.
// kfusion-to-cubin now checks gpu.module bodies before lowering.
// RUN: not kfusion-opt %s --kfusion-to-cubin=format=ptx -o /dev/null 2>&1 | FileCheck %s
// RUN: not kfusion-runner %s --lower-only --format=ptx 2>&1 | FileCheck %s

// CHECK-NOT: Stack dump
// CHECK: error: kfusion-to-cubin: 'gpu.barrier' stands directly in the body of gpu.module @kernels, outside any function; a gpu.module holds functions and globals
// CHECK-NOT: Stack dump

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.barrier
  }
}
