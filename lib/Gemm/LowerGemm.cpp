//===- LowerGemm.cpp - kfusion-lower-gemm: GEMM functions to the GPU form -===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Rewrites each function on tensors whose ops are GEMMs (analyzeGemmFunction)
// into MLIR's standard GPU form on GpuHostFunction, as kfusion-stitch does:
// memref arguments, results as out-parameters, a kernel per GEMM in
// `gpu.module @<func>_gemm` (buildGemmKernel) launched on one stream, a
// `gpu.alloc` per intermediate result, a device copy of each constant
// operand, a padded copy of an operand whose rows are not a multiple of 8
// elements (the kernels copy 16-byte chunks), a blocking wait before the
// return.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/HostFunction.h"
#include "KFusion/Common/TensorMaps.h"
#include "KFusion/Dialect/KFusionDialect.h"
#include "KFusion/Gemm/Passes.h"
#include "KFusion/Gemm/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/CSE.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERGEMMPASS
#include "KFusion/Gemm/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// The rewrite of one function, one step per method in the order `run`
/// calls them.
class FunctionLowering {
public:
  FunctionLowering(func::FuncOp func, ArrayRef<GemmOp> gemms,
                   ArrayRef<GemmConfig> configs,
                   const DeviceDescription &device, bool emulate, bool remarks)
      : gemms(gemms), configs(configs), device(device), emulate(emulate),
        remarks(remarks), ctx(func.getContext()), loc(func.getLoc()),
        host(func, "_gemm"), hb(host.builder()) {}

  LogicalResult run() {
    host.begin();
    for (auto [i, g] : llvm::enumerate(gemms))
      emitGemm(i, g, configs[i]);
    if (failed(host.finish()))
      return failure();
    // Shared index arithmetic and constants once, in emulated kernels too
    // (their reads at a retiring wait are kfusion.emulated_wgmma_reads,
    // which declares no memory effects: CSE keeps it).
    IRRewriter rewriter(ctx);
    Operation *cleaned[] = {host.getFunction(), host.getKernelModule()};
    for (Operation *op : cleaned) {
      DominanceInfo dominance(op);
      eliminateCommonSubExpressions(rewriter, dominance, op);
    }
    return success();
  }

private:
  /// The buffer of operand `v` as the kernel reads it (a constant's device
  /// copy, made on first use): padded to rows of a multiple of 8 elements
  /// where they are not.
  Value operandBuffer(Value v);
  Value pad(Value buffer, MemRefType padded);
  void emitGemm(unsigned index, const GemmOp &g, const GemmConfig &config);
  Value index(int64_t v) { return arith::ConstantIndexOp::create(hb, loc, v); }

  ArrayRef<GemmOp> gemms;
  ArrayRef<GemmConfig> configs;
  const DeviceDescription &device;
  bool emulate, remarks;
  MLIRContext *ctx;
  Location loc;
  /// The new function (its buffer map, stream and kernels' module) and its
  /// builder, at the end of what is emitted.
  GpuHostFunction host;
  OpBuilder &hb;
  /// The padded copy of each operand whose rows need one.
  llvm::DenseMap<Value, Value> padded;
  unsigned padKernels = 0;
};
} // namespace

Value FunctionLowering::operandBuffer(Value v) {
  Value buf = host.lookupOrMaterialize(v);
  assert(buf && "analyzeGemmFunction admits operands that are arguments, "
                "constants or GEMM results only");
  auto type = cast<MemRefType>(buf.getType());
  int64_t row = type.getShape().back();
  if (row % 8 == 0)
    return buf;
  Value &p = padded[v];
  if (!p) {
    SmallVector<int64_t> dims(type.getShape());
    dims.back() = (row + 7) / 8 * 8;
    p = pad(buf, MemRefType::get(dims, type.getElementType()));
  }
  return p;
}

/// A kernel copying `src` into a new buffer of type `paddedType` (rows
/// padded with zeros), one element per thread.
Value FunctionLowering::pad(Value src, MemRefType paddedType) {
  auto srcType = cast<MemRefType>(src.getType());
  Value dst = host.allocate(paddedType);
  int64_t total = paddedType.getNumElements(), threads = 256;
  std::string name =
      (host.getKernelModule().getName() + "_pad" + Twine(padKernels++)).str();
  OpBuilder kb = OpBuilder::atBlockEnd(host.getKernelModule().getBody());
  auto kernel = gpu::GPUFuncOp::create(
      kb, loc, name, FunctionType::get(ctx, {srcType, paddedType}, {}));
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), UnitAttr::get(ctx));
  kernel.setKnownBlockSizeAttr(
      DenseI32ArrayAttr::get(ctx, {int32_t(threads), 1, 1}));
  OpBuilder b = OpBuilder::atBlockBegin(&kernel.getBody().front());
  auto c = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  Value from = kernel.getArgument(0), to = kernel.getArgument(1);
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bid = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value at = arith::AddIOp::create(
      b, loc, arith::MulIOp::create(b, loc, bid, c(threads)), tid);
  Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, at,
                                   c(total));
  auto inside = scf::IfOp::create(b, loc, in, false);
  b.setInsertionPointToStart(inside.thenBlock());
  // The index of each dimension, last first.
  SmallVector<Value> idx(paddedType.getRank());
  Value rest = at;
  for (int64_t d = paddedType.getRank() - 1; d >= 0; --d) {
    int64_t size = paddedType.getShape()[d];
    idx[d] = arith::RemUIOp::create(b, loc, rest, c(size));
    rest = arith::DivUIOp::create(b, loc, rest, c(size));
  }
  int64_t row = srcType.getShape().back();
  Value valid = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                      idx.back(), c(row));
  Type et = srcType.getElementType();
  auto pick = scf::IfOp::create(b, loc, TypeRange{et}, valid, true);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(pick.thenBlock());
    scf::YieldOp::create(b, loc,
                         ValueRange{memref::LoadOp::create(b, loc, from, idx)});
    b.setInsertionPointToStart(pick.elseBlock());
    scf::YieldOp::create(
        b, loc,
        ValueRange{arith::ConstantOp::create(b, loc, b.getZeroAttr(et))});
  }
  memref::StoreOp::create(b, loc, pick.getResult(0), to, idx);
  b.setInsertionPointToEnd(&kernel.getBody().front());
  gpu::ReturnOp::create(b, loc);
  Value one = index(1);
  host.launch(
      kernel, gpu::KernelDim3{index((total + threads - 1) / threads), one, one},
      gpu::KernelDim3{index(threads), one, one}, Value(), ValueRange{src, dst});
  return dst;
}

static std::string layoutOf(const GemmShape &s) {
  return llvm::formatv("A {0}, B {1}", s.aKMajor ? "K-major" : "M-major",
                       s.bKMajor ? "K-major" : "N-major")
      .str();
}

/// The kernel of GEMM `g` (the `i`th) and its launch; its result in its
/// out-parameter or a new buffer.
void FunctionLowering::emitGemm(unsigned i, const GemmOp &g,
                                const GemmConfig &config) {
  const GemmShape &s = g.shape;
  Value result = g.op->getResult(0);
  Value c = host.lookup(result);
  if (!c) {
    c = host.allocate(getHostBufferType(result.getType()));
    host.map(result, c);
  }
  GemmKernelSpec spec;
  spec.shape = s;
  spec.config = config;
  spec.device = device;
  spec.emulate = emulate;
  spec.addConstant = g.initConstant;
  spec.addInit = static_cast<bool>(g.initTensor);
  SmallVector<Value> args{operandBuffer(g.a), operandBuffer(g.b), c};
  if (spec.addInit)
    args.push_back(host.lookupOrMaterialize(g.initTensor));
  std::string name = (host.getKernelModule().getName() + Twine(i)).str();
  launchGemmKernel(host, host.getKernelModule(), name, spec, args,
                   g.op->getLoc());
  int64_t smem = config.sharedBytes(s);
  if (!remarks)
    return;
  g.op->emitRemark() << llvm::formatv(
      "GEMM kernel {0}: {1}{2}x{3}x{4} {5} -> {6} ({7}), {8}{9}; grid "
      "{10}x{11}x"
      "{12} of {13} threads, {14} bytes of shared memory",
      name, s.batch > 1 ? llvm::formatv("{0} x ", s.batch).str() : "", s.m, s.n,
      s.k, gemmElementName(s.input), gemmElementName(s.output), layoutOf(s),
      config.describe(), emulate ? " (emulated)" : "", config.grid(s)[0],
      config.grid(s)[1], config.grid(s)[2], config.threads(), smem);
}

gpu::LaunchFuncOp
mlir::kfusion::launchGemmKernel(GpuHostFunction &host, gpu::GPUModuleOp module,
                                StringRef name, const GemmKernelSpec &spec,
                                ValueRange args, Location kernelLoc) {
  OpBuilder &hb = host.builder();
  Location loc = host.getLoc();
  OpBuilder kb(hb.getContext());
  gpu::GPUFuncOp kernel = buildGemmKernel(kb, kernelLoc, module, name, spec);
  auto index = [&](int64_t v) {
    return arith::ConstantIndexOp::create(hb, loc, v);
  };
  const GemmConfig &config = spec.config;
  const GemmShape &s = spec.shape;
  Value one = index(1);
  std::array<int64_t, 3> blocks = config.grid(s);
  gpu::KernelDim3 grid{index(blocks[0]), index(blocks[1]), index(blocks[2])};
  Value smemSize = arith::ConstantIntOp::create(hb, loc, hb.getI32Type(),
                                                config.sharedBytes(s));
  SmallVector<Value> operands(args);
  if (config.splitTiles(s)) {
    // Split-K: the partial sums' workspace and the split tiles' arrival
    // counters, zeroed (the last part of a tile is the one that counts
    // splitK - 1 before it).
    SmallVector<Type, 2> types =
        gemmSplitWorkspaceTypes(config, s, hb.getContext());
    Value work = host.allocate(cast<MemRefType>(types[0]));
    Value counters = host.allocate(cast<MemRefType>(types[1]));
    host.fill(counters,
              arith::ConstantIntOp::create(hb, loc, hb.getI32Type(), 0));
    operands.append({work, counters});
  }
  if (config.usesTma()) {
    // The tensor maps of A and B the kernel's TMA loads read (its last two
    // arguments; their types name the box and the swizzle).
    unsigned first = kernel.getNumArguments() - 2;
    for (unsigned i = 0; i < 2; ++i)
      operands.push_back(tma::createTensorMap(
          hb, loc, args[i], kernel.getArgument(first + i).getType()));
  }
  // Clusters of blocks sharing an operand tile: along y (adjacent M tiles)
  // or x (adjacent N tiles; a persistent grid's blocks 2c and 2c + 1).
  std::optional<gpu::KernelDim3> cluster;
  if (config.clusterBlocks() > 1)
    cluster = config.persistent()
                  ? gpu::KernelDim3{index(config.clusterBlocks()), one, one}
                  : gpu::KernelDim3{index(config.clusterN),
                                    index(config.clusterM), one};
  gpu::LaunchFuncOp launch = host.launch(
      kernel, grid, gpu::KernelDim3{index(config.threads()), one, one},
      smemSize, operands, kernelLoc, cluster);
  launch->setAttr(
      kGemmFlavourAttr,
      StringAttr::get(hb.getContext(), gemmFlavourName(config.flavour)));
  if (spec.measuredSeconds)
    launch->setAttr(KFusionDialect::GemmMeasuredUsAttrHelper::getNameStr(),
                    hb.getF64FloatAttr(*spec.measuredSeconds * 1e6));
  // The GEMM model's time of the kernel (its fused epilogue included), which
  // the common cost model takes for it (projectFunction).
  double modelled =
      spec.modelledSeconds
          ? *spec.modelledSeconds
          : estimateGemm(spec.config, spec.shape, spec.device).seconds;
  if (std::isfinite(modelled) && modelled > 0)
    launch->setAttr(KFusionDialect::GemmModelledUsAttrHelper::getNameStr(),
                    hb.getF64FloatAttr(modelled * 1e6));
  return launch;
}

LogicalResult
mlir::kfusion::lowerGemms(ModuleOp module,
                          const KFusionLowerGemmPassOptions &options) {
  FailureOr<DeviceDescription> device = resolveDevice(module, options.device);
  if (failed(device))
    return failure();
  SmallVector<func::FuncOp> funcs(module.getOps<func::FuncOp>());
  for (func::FuncOp f : funcs) {
    Operation *culprit = nullptr;
    std::string why;
    FailureOr<SmallVector<GemmOp, 1>> gemms =
        analyzeGemmFunction(f, culprit, why);
    if (failed(gemms)) {
      culprit->emitRemark() << "kfusion-lower-gemm: function @" << f.getName()
                            << " left as it is: " << why;
      continue;
    }
    if (gemms->empty())
      continue;
    SmallVector<GemmConfig> configs;
    for (const GemmOp &g : *gemms) {
      FailureOr<GemmConfig> c = gemmConfigOf(g, *device);
      if (failed(c))
        return failure();
      configs.push_back(*c);
    }
    if (failed(FunctionLowering(f, *gemms, configs, *device, options.emulate,
                                options.remarks)
                   .run()))
      return failure();
  }
  return success();
}

namespace {
struct KFusionLowerGemmPass final
    : public kfusion::impl::KFusionLowerGemmPassBase<KFusionLowerGemmPass> {
  using Base::Base;
  void runOnOperation() override {
    KFusionLowerGemmPassOptions options;
    options.device = device;
    options.emulate = emulate;
    options.remarks = remarks;
    if (failed(lowerGemms(getOperation(), options)))
      signalPassFailure();
  }
};
} // namespace
