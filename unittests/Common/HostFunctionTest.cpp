//===- HostFunctionTest.cpp - The shared host rewrite ---------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Builds small functions through GpuHostFunction, as the stitching and GEMM
// lowerings do, and checks the function it makes: its type, the results
// bound to out-parameters or copied, constants as globals copied to the
// device, the stream, and a module that verifies.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/HostFunction.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
class HostFunctionTest : public ::testing::Test {
protected:
  HostFunctionTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                        LLVM::LLVMDialect, memref::MemRefDialect,
                        KFusionDialect>();
  }

  /// Parses `source` and returns its function `name`.
  func::FuncOp parse(StringRef source, StringRef name) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    if (!module)
      return func::FuncOp();
    auto func = module->lookupSymbol<func::FuncOp>(name);
    EXPECT_TRUE(func);
    return func;
  }

  /// A kernel `name` of `types` with an empty body in `host`'s module.
  gpu::GPUFuncOp addKernel(GpuHostFunction &host, StringRef name,
                           TypeRange types) {
    OpBuilder kb = OpBuilder::atBlockEnd(host.getKernelModule().getBody());
    auto kernel = gpu::GPUFuncOp::create(
        kb, host.getLoc(), name, FunctionType::get(&context, types, {}));
    kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                    UnitAttr::get(&context));
    OpBuilder b = OpBuilder::atBlockBegin(&kernel.getBody().front());
    gpu::ReturnOp::create(b, host.getLoc());
    return kernel;
  }

  /// A launch of `kernel` on one block of one thread.
  void launch(GpuHostFunction &host, gpu::GPUFuncOp kernel, ValueRange args) {
    Value one =
        arith::ConstantIndexOp::create(host.builder(), host.getLoc(), 1);
    host.launch(kernel, {one, one, one}, {one, one, one}, Value(), args);
  }

  /// The ops of type OpTy in `func`, in order.
  template <typename OpTy> static SmallVector<OpTy> opsOf(func::FuncOp func) {
    SmallVector<OpTy> ops;
    func.walk([&](OpTy op) { ops.push_back(op); });
    return ops;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};
} // namespace

// y = x * w with w a dense constant: the function on memrefs (scalar
// argument kept, argument attributes and visibility kept, an out-parameter
// per result), y bound to its out-parameter, w a global copied into a device
// buffer once, w returned from that buffer, c (read by no kernel) returned
// from its global, x returned from its argument; the stream from one
// `gpu.wait async` to a blocking wait; a module that verifies.
TEST_F(HostFunctionTest, RewritesFunctionWithConstants) {
  func::FuncOp func = parse(R"mlir(
    func.func private @scale(%x: tensor<16xf32> {llvm.noalias}, %n: index)
        -> (tensor<16xf32>, tensor<16xf32>, tensor<4xf32>, tensor<16xf32>) {
      %w = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0,
                                 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]>
          : tensor<16xf32>
      %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
      %k = arith.constant 2.0 : f32
      %y = arith.mulf %x, %w : tensor<16xf32>
      return %y, %w, %c, %x : tensor<16xf32>, tensor<16xf32>, tensor<4xf32>, tensor<16xf32>
    }
  )mlir",
                            "scale");
  ASSERT_TRUE(func);
  func::ReturnOp ret = cast<func::ReturnOp>(func.getBody().front().back());
  Value x = func.getArgument(0), n = func.getArgument(1);
  Value w = ret.getOperand(1), c = ret.getOperand(2), y = ret.getOperand(0);
  auto wAttr = cast<arith::ConstantOp>(w.getDefiningOp()).getValue();
  Value k = y.getDefiningOp()->getPrevNode()->getResult(0);

  GpuHostFunction host(func, "_kernels");
  host.begin();
  func::FuncOp fn = host.getFunction();
  auto f16 = MemRefType::get({16}, Float32Type::get(&context));
  auto f4 = MemRefType::get({4}, Float32Type::get(&context));
  IndexType index = IndexType::get(&context);
  EXPECT_EQ(fn.getFunctionType(),
            FunctionType::get(&context, {f16, index, f16, f16, f4, f16}, {}));
  EXPECT_EQ(fn.getName(), "scale");
  EXPECT_TRUE(fn.isPrivate());
  EXPECT_TRUE(fn.getArgAttr(0, "llvm.noalias"));
  EXPECT_EQ(host.getKernelModule().getName(), "scale_kernels");
  EXPECT_TRUE(
      (*module)->hasAttr(gpu::GPUDialect::getContainerModuleAttrName()));

  // Arguments map to the new arguments; y (an op's result) is bound to its
  // out-parameter; the constants and the returned argument are not.
  EXPECT_EQ(host.lookup(x), fn.getArgument(0));
  EXPECT_EQ(host.lookup(n), fn.getArgument(1));
  EXPECT_EQ(host.lookup(y), fn.getArgument(2));
  EXPECT_FALSE(host.isMapped(w));
  EXPECT_FALSE(host.isMapped(c));
  EXPECT_TRUE(isa<gpu::WaitOp>(fn.getBody().front().front()));

  Value wDevice = host.lookupOrMaterialize(w);
  ASSERT_TRUE(wDevice);
  EXPECT_EQ(host.lookupOrMaterialize(w), wDevice); // made once
  EXPECT_FALSE(host.lookupOrMaterialize(k));       // not a tensor
  gpu::GPUFuncOp kernel = addKernel(host, "mul", {f16, f16, f16});
  launch(host, kernel, {host.lookup(x), wDevice, host.lookup(y)});
  ASSERT_TRUE(succeeded(host.finish()));

  // The old function is gone; the module verifies.
  SmallVector<func::FuncOp> funcs(module->getOps<func::FuncOp>());
  ASSERT_EQ(funcs.size(), 1u);
  EXPECT_EQ(funcs[0], fn);
  EXPECT_TRUE(succeeded(verify(*module)));

  // w's global holds its elements; c has one of its own.
  auto wGlobal = module->lookupSymbol<memref::GlobalOp>("scale_constant0");
  auto cGlobal = module->lookupSymbol<memref::GlobalOp>("scale_constant1");
  ASSERT_TRUE(wGlobal);
  ASSERT_TRUE(cGlobal);
  EXPECT_TRUE(wGlobal.getConstant());
  EXPECT_TRUE(wGlobal.isPrivate());
  EXPECT_EQ(wGlobal.getType(), f16);
  EXPECT_EQ(wGlobal.getInitialValueAttr(), wAttr);
  EXPECT_EQ(cGlobal.getType(), f4);
  EXPECT_EQ(wGlobal.getAlignment(), std::optional<uint64_t>(64));

  // w's device copy: kfusion.device_constant of its global, made once per
  // process (no allocation or copy at the call).
  auto wConstant = wDevice.getDefiningOp<DeviceConstantOp>();
  ASSERT_TRUE(wConstant);
  EXPECT_EQ(wConstant.getGlobal(), "scale_constant0");
  EXPECT_TRUE(opsOf<gpu::AllocOp>(fn).empty());

  // The copies: w from its device copy to out-parameter 1; c from its
  // global to out-parameter 2; x to out-parameter 3.
  SmallVector<gpu::MemcpyOp> copies = opsOf<gpu::MemcpyOp>(fn);
  ASSERT_EQ(copies.size(), 3u);
  auto global = [](Value v) {
    auto get = v.getDefiningOp<memref::GetGlobalOp>();
    return get ? get.getName().str() : std::string();
  };
  EXPECT_EQ(copies[0].getDst(), fn.getArgument(3));
  EXPECT_EQ(copies[0].getSrc(), wDevice);
  EXPECT_EQ(copies[1].getDst(), fn.getArgument(4));
  EXPECT_EQ(global(copies[1].getSrc()), "scale_constant1");
  EXPECT_EQ(copies[2].getDst(), fn.getArgument(5));
  EXPECT_EQ(copies[2].getSrc(), fn.getArgument(0));

  // One stream: every async op waits for the op before it; nothing freed
  // (the device copy outlives the call); a blocking wait, then the return.
  SmallVector<gpu::AsyncOpInterface> asyncOps =
      opsOf<gpu::AsyncOpInterface>(fn);
  for (unsigned i = 1; i < asyncOps.size(); ++i) {
    ASSERT_EQ(asyncOps[i].getAsyncDependencies().size(), 1u);
    EXPECT_EQ(asyncOps[i].getAsyncDependencies()[0],
              asyncOps[i - 1].getAsyncToken());
  }
  EXPECT_TRUE(opsOf<gpu::DeallocOp>(fn).empty());
  Block &body = fn.getBody().front();
  EXPECT_TRUE(isa<func::ReturnOp>(body.back()));
  auto last = dyn_cast<gpu::WaitOp>(*std::prev(body.end(), 2));
  ASSERT_TRUE(last);
  EXPECT_FALSE(last.getAsyncToken());
}

// A binder that declines (stitching's, for a value it cannot view in the
// out-parameter): the result is computed into a temporary and copied at
// the end; a gpu.module of the name already taken gets a number.
TEST_F(HostFunctionTest, CopiesResultsTheBinderDeclines) {
  func::FuncOp func = parse(R"mlir(
    gpu.module @add_gpu {}
    func.func @add(%x: tensor<8xf32>) -> tensor<8xf32> {
      %y = arith.addf %x, %x : tensor<8xf32>
      return %y : tensor<8xf32>
    }
  )mlir",
                            "add");
  ASSERT_TRUE(func);
  Value y = func.getBody().front().back().getOperand(0);
  GpuHostFunction host(func, "_gpu");
  unsigned asked = 0;
  host.begin([&](Value result, Value out) {
    ++asked;
    return false;
  });
  EXPECT_EQ(asked, 1u);
  EXPECT_EQ(host.getKernelModule().getName(), "add_gpu1");
  EXPECT_FALSE(host.isMapped(y));
  auto type = MemRefType::get({8}, Float32Type::get(&context));
  Value tmp = host.allocate(type);
  host.map(y, tmp);
  gpu::GPUFuncOp kernel = addKernel(host, "add", {type, type});
  launch(host, kernel, {host.lookup(func.getArgument(0)), tmp});
  func::FuncOp fn = host.getFunction();
  ASSERT_TRUE(succeeded(host.finish()));
  EXPECT_TRUE(succeeded(verify(*module)));
  SmallVector<gpu::MemcpyOp> copies = opsOf<gpu::MemcpyOp>(fn);
  ASSERT_EQ(copies.size(), 1u);
  EXPECT_EQ(copies[0].getDst(), fn.getArgument(1));
  EXPECT_EQ(copies[0].getSrc(), tmp);
  // The copy comes before the temporary is freed.
  SmallVector<gpu::DeallocOp> frees = opsOf<gpu::DeallocOp>(fn);
  ASSERT_EQ(frees.size(), 1u);
  EXPECT_TRUE(copies[0]->isBeforeInBlock(frees[0]));
}

// A result without memory: finish asks the resolver, and without one (or
// when it fails) fails with an error on the return, leaving the old
// function in place.
TEST_F(HostFunctionTest, FailsForResultWithoutMemory) {
  func::FuncOp func = parse(R"mlir(
    func.func @neg(%x: tensor<8xf32>) -> tensor<8xf32> {
      %y = arith.negf %x : tensor<8xf32>
      return %y : tensor<8xf32>
    }
  )mlir",
                            "neg");
  ASSERT_TRUE(func);
  GpuHostFunction host(func, "_gpu");
  host.begin([](Value, Value) { return false; });
  std::string message;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &d) {
    message = d.str();
    return success();
  });
  EXPECT_TRUE(failed(host.finish()));
  EXPECT_EQ(message, "returned value #0 holds no memory the GPU form can copy");
  EXPECT_EQ(llvm::range_size(module->getOps<func::FuncOp>()), 2u);
  unsigned resolved = 0;
  EXPECT_TRUE(failed(host.finish([&](Value) -> FailureOr<Value> {
    ++resolved;
    return failure();
  })));
  EXPECT_EQ(resolved, 1u);
}
