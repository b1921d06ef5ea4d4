//===- L2PolicyLoads.cpp - kfusion-lower-l2-policy pass -----------*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Loads marked `kfusion.l2_policy` -> inline PTX `ld.global.L2::cache_hint`
// under a policy register made once per kernel by `createpolicy`. Neither
// upstream's NVVM dialect nor the NVPTX back end of LLVM 22 has a load with
// an L2 cache policy, hence the asm.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Conversion/Passes.h"
#include "KFusion/Dialect/KFusionOps.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::kfusion {
#define GEN_PASS_DEF_KFUSIONLOWERL2POLICYPASS
#include "KFusion/Conversion/Passes.h.inc"
} // namespace mlir::kfusion

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// Each kernel's policy register, per eviction priority.
using PolicyMap = DenseMap<std::pair<Operation *, StringRef>, Value>;

/// Makes the policy registers at the entry of each kernel that has marked
/// loads.
PolicyMap createPolicies(Operation *root) {
  PolicyMap policies;
  root->walk([&](Operation *op) {
    if (!isa<vector::LoadOp, memref::LoadOp>(op))
      return;
    auto name = op->getAttrOfType<StringAttr>(kL2PolicyAttrName);
    auto kernel = op->getParentOfType<gpu::GPUFuncOp>();
    if (!name || !kernel || policies.count({kernel, name.getValue()}))
      return;
    OpBuilder b = OpBuilder::atBlockBegin(&kernel.getBody().front());
    std::string text =
        ("createpolicy.fractional.L2::" + name.getValue() + ".b64 $0, 1.0;")
            .str();
    auto policy = LLVM::InlineAsmOp::create(
        b, kernel.getLoc(), b.getI64Type(), ValueRange{}, text, "=l",
        /*has_side_effects=*/false, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None,
        LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
        ArrayAttr());
    policies[{kernel, name.getValue()}] = policy.getResult(0);
  });
  return policies;
}

/// The hinted load of `loaded` at `indices` of `memref` (its descriptor
/// `desc`): the address, the asm, its registers back to the loaded type.
Value emitHintedLoad(ConversionPatternRewriter &rewriter,
                     const LLVMTypeConverter &converter, Location loc,
                     MemRefType type, Value desc, ValueRange indices,
                     Type loaded, Value policy) {
  MLIRContext *ctx = rewriter.getContext();
  Value ptr =
      LLVM::getStridedElementPtr(rewriter, loc, converter, type, desc, indices);
  // `ld.global` takes a global address: a generic pointer (a kernel argument
  // without a memory space) is converted (PTX cvta.to.global).
  if (cast<LLVM::LLVMPointerType>(ptr.getType()).getAddressSpace() == 0)
    ptr = LLVM::AddrSpaceCastOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(ctx, /*addressSpace=*/1),
        ptr);
  Type elem = getElementTypeOrSelf(loaded);
  int64_t bits = elem.getIntOrFloatBitWidth();
  if (auto vector = dyn_cast<VectorType>(loaded))
    bits *= vector.getNumElements();
  unsigned laneBits = bits == 16 ? 16 : 32;
  unsigned lanes = bits / laneBits;
  Type laneType = rewriter.getIntegerType(laneBits);
  std::string text = "ld.global.L2::cache_hint";
  std::string constraints;
  std::string regs;
  for (unsigned i = 0; i < lanes; ++i) {
    constraints += laneBits == 16 ? "=h," : "=r,";
    regs += (i ? ",$" : "$") + std::to_string(i);
  }
  constraints += "l,l";
  if (lanes > 1)
    text += ".v" + std::to_string(lanes);
  text += ".b" + std::to_string(laneBits) + " " +
          (lanes > 1 ? "{" + regs + "}" : regs) + ", [$" +
          std::to_string(lanes) + "], $" + std::to_string(lanes + 1) + ";";
  Type asmType = lanes == 1 ? laneType
                            : LLVM::LLVMStructType::getLiteral(
                                  ctx, SmallVector<Type>(lanes, laneType));
  // Side effects: the asm must stay ordered with the kernel's stores.
  auto ld = LLVM::InlineAsmOp::create(
      rewriter, loc, asmType, ValueRange{ptr, policy}, text, constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None,
      LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT), ArrayAttr());
  Value raw = ld.getResult(0);
  if (lanes > 1) {
    auto vecType = VectorType::get({int64_t(lanes)}, laneType);
    Value v = LLVM::PoisonOp::create(rewriter, loc, vecType);
    for (unsigned i = 0; i < lanes; ++i) {
      Value lane = LLVM::ExtractValueOp::create(rewriter, loc, raw, i);
      Value pos = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI32Type(),
                                           rewriter.getI32IntegerAttr(i));
      v = LLVM::InsertElementOp::create(rewriter, loc, v, lane, pos);
    }
    raw = v;
  }
  Type target = converter.convertType(loaded);
  if (raw.getType() == target)
    return raw;
  return LLVM::BitcastOp::create(rewriter, loc, target, raw);
}

template <typename LoadOp>
struct HintedLoadLowering final : ConvertOpToLLVMPattern<LoadOp> {
  HintedLoadLowering(const LLVMTypeConverter &converter,
                     const PolicyMap &policies)
      : ConvertOpToLLVMPattern<LoadOp>(converter), policies(policies) {}

  LogicalResult
  matchAndRewrite(LoadOp op, typename LoadOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto name = op->template getAttrOfType<StringAttr>(kL2PolicyAttrName);
    auto kernel = op->template getParentOfType<gpu::GPUFuncOp>();
    if (!name || !kernel)
      return failure();
    Value policy = policies.lookup({kernel.getOperation(), name.getValue()});
    if (!policy)
      return failure();
    Type loaded = op.getResult().getType();
    Value base;
    if constexpr (std::is_same_v<LoadOp, vector::LoadOp>)
      base = adaptor.getBase();
    else
      base = adaptor.getMemref();
    rewriter.replaceOp(op,
                       emitHintedLoad(rewriter, *this->getTypeConverter(),
                                      op.getLoc(), op.getMemRefType(), base,
                                      adaptor.getIndices(), loaded, policy));
    return success();
  }

  const PolicyMap &policies;
};

struct KFusionLowerL2PolicyPass final
    : kfusion::impl::KFusionLowerL2PolicyPassBase<KFusionLowerL2PolicyPass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    bool bad = false;
    root->walk([&](Operation *op) {
      auto attr = op->getAttr(kL2PolicyAttrName);
      if (!attr || !isa<vector::LoadOp, memref::LoadOp>(op))
        return;
      // The dialect verifier checked the form; a kernel-less load (host code)
      // is refused there too, but say so here if verification was skipped.
      if (!op->getParentOfType<gpu::GPUFuncOp>()) {
        op->emitError() << "kfusion-lower-l2-policy: " << kL2PolicyAttrName
                        << " on a load outside a gpu.func kernel";
        bad = true;
      }
    });
    if (bad)
      return signalPassFailure();
    PolicyMap policies = createPolicies(root);
    if (policies.empty())
      return;
    MLIRContext *ctx = &getContext();
    LowerToLLVMOptions options(ctx);
    if (indexBitwidth)
      options.overrideIndexBitwidth(indexBitwidth);
    LLVMTypeConverter converter(ctx, options);
    RewritePatternSet patterns(ctx);
    patterns.add<HintedLoadLowering<vector::LoadOp>,
                 HintedLoadLowering<memref::LoadOp>>(converter, policies);
    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    target.addDynamicallyLegalOp<vector::LoadOp, memref::LoadOp>(
        [](Operation *op) { return !op->hasAttr(kL2PolicyAttrName); });
    if (failed(applyPartialConversion(root, target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
