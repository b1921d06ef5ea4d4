//===- GemmKernel.cpp - The GEMM kernels' shared structure ----------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// What every GEMM kernel does around its tensor-core operations: a block
// per TM x TN tile of C; the operand tiles of `stages` k-tiles (TK = 64) in
// dynamic shared memory, each 128-byte row's 16-byte chunks XOR-ed with the
// row mod 8 (the 128-byte swizzle, which wgmma's descriptors name and which
// keeps ldmatrix's 8 rows on distinct banks); 16-byte cp.async copies,
// zero-filled past the matrix edges; a pipeline that keeps stages - held
// k-tiles in flight (one cp.async group per k-tile, empty ones at the end so
// that every wait counts the same); an epilogue that stages the f32 tile in
// shared memory and stores rows of 8 results, guarded at the edges.
//
//===----------------------------------------------------------------------===//

#include "GemmKernel.h"

#include "KFusion/Common/TensorMaps.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::gemm;

Type mlir::kfusion::gemmElementType(GemmElement e, MLIRContext *ctx) {
  switch (e) {
  case GemmElement::F16:
    return Float16Type::get(ctx);
  case GemmElement::BF16:
    return BFloat16Type::get(ctx);
  case GemmElement::F32:
    return Float32Type::get(ctx);
  }
  llvm_unreachable("unknown element");
}

MemRefType mlir::kfusion::gemmOperandType(const GemmShape &s, StringRef which,
                                          MLIRContext *ctx) {
  auto element = [&](GemmElement e) { return gemmElementType(e, ctx); };
  SmallVector<int64_t> dims;
  bool batched = which == "A"   ? s.aBatched
                 : which == "B" ? s.bBatched
                                : s.cBatched;
  if (batched)
    dims.push_back(s.batch);
  if (which == "A") {
    if (const GemmWindow &w = s.window; w && w.onA) {
      if (w.hasImages)
        dims.push_back(w.images);
      dims.append({w.height, w.width, w.channels});
    } else {
      dims.append(s.aKMajor ? SmallVector<int64_t>{s.m, s.aRowPadded()}
                            : SmallVector<int64_t>{s.k, s.aRowPadded()});
    }
    return MemRefType::get(dims, element(s.input));
  }
  if (which == "B") {
    if (const GemmWindow &w = s.window; w && !w.onA)
      dims.append({w.height, w.width, w.channels});
    else
      dims.append(s.bKMajor ? SmallVector<int64_t>{s.n, s.bRowPadded()}
                            : SmallVector<int64_t>{s.k, s.bRowPadded()});
    return MemRefType::get(dims, element(s.input));
  }
  dims.append({s.m, s.n});
  return MemRefType::get(dims, element(s.output));
}

Value mlir::kfusion::viewAsGemmOperand(OpBuilder &b, Location loc, Value buffer,
                                       const GemmShape &s, StringRef which) {
  const GemmWindow &w = s.window;
  auto type = dyn_cast<MemRefType>(buffer.getType());
  if (!w || !type || !type.getLayout().isIdentity())
    return buffer;
  int64_t rank = type.getRank();
  SmallVector<ReassociationIndices> groups;
  // The filter: the operand the window is not, rank 4.
  if (which != "C" && (which == "A") != w.onA) {
    if (rank != 4)
      return buffer;
    groups = w.onA ? SmallVector<ReassociationIndices>{{0, 1, 2}, {3}}
                   : SmallVector<ReassociationIndices>{{0}, {1, 2, 3}};
  } else if (which == "C") {
    if (rank < 3)
      return buffer;
    if (w.onA) {
      // [n,] OH, OW, F: everything but the channels is M.
      groups.emplace_back(llvm::to_vector(llvm::seq<int64_t>(0, rank - 1)));
      groups.push_back({rank - 1});
    } else {
      // [n,] F, OH, OW: the output rows and columns are N.
      for (int64_t d = 0; d + 2 < rank; ++d)
        groups.push_back({d});
      groups.push_back({rank - 2, rank - 1});
    }
  } else {
    return buffer;
  }
  return memref::CollapseShapeOp::create(b, loc, buffer, groups);
}

KernelBuilder::KernelBuilder(OpBuilder &b, Location loc,
                             const GemmKernelSpec &spec)
    : IndexArith(b, loc), spec(spec), shape(spec.shape), cfg(spec.config),
      emulate(spec.emulate) {
  elemType = gemmElementType(shape.input, b.getContext());
}

//===----------------------------------------------------------------------===//
// Index arithmetic
//===----------------------------------------------------------------------===//

Value IndexArith::atEntry(TypedAttr attr) {
  OpBuilder eb = OpBuilder::atBlockBegin(entry);
  return arith::ConstantOp::create(eb, loc, attr);
}

Value IndexArith::cst(int64_t v) {
  Type t = b.getIndexType();
  Value &c = constants[{v, t}];
  if (!c)
    c = atEntry(b.getIndexAttr(v));
  return c;
}

Value IndexArith::cstI32(int64_t v) {
  Type t = b.getI32Type();
  Value &c = constants[{v, t}];
  if (!c)
    c = atEntry(b.getI32IntegerAttr(v));
  return c;
}

Value IndexArith::cstI64(int64_t v) {
  Type t = b.getI64Type();
  Value &c = constants[{v, t}];
  if (!c)
    c = atEntry(b.getI64IntegerAttr(v));
  return c;
}

Value IndexArith::cstF32(double v) {
  Value &c = floatConstants[{llvm::bit_cast<uint64_t>(v), f32}];
  if (!c)
    c = atEntry(b.getF32FloatAttr(v));
  return c;
}

Value IndexArith::val(OpFoldResult v) {
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return cst(*c);
  return cast<Value>(v);
}

OpFoldResult IndexArith::add(OpFoldResult x, OpFoldResult y) {
  std::optional<int64_t> cx = getConstantIntValue(x),
                         cy = getConstantIntValue(y);
  if (cx && cy)
    return b.getIndexAttr(*cx + *cy);
  if (cx == 0)
    return y;
  if (cy == 0)
    return x;
  return arith::AddIOp::create(b, loc, val(x), val(y)).getResult();
}

OpFoldResult IndexArith::mul(OpFoldResult x, int64_t f) {
  if (f == 0)
    return b.getIndexAttr(0);
  if (f == 1)
    return x;
  if (std::optional<int64_t> c = getConstantIntValue(x))
    return b.getIndexAttr(*c * f);
  return arith::MulIOp::create(b, loc, val(x), cst(f)).getResult();
}

OpFoldResult IndexArith::divu(OpFoldResult x, int64_t d) {
  if (d == 1)
    return x;
  if (std::optional<int64_t> c = getConstantIntValue(x))
    return b.getIndexAttr(*c / d);
  return arith::DivUIOp::create(b, loc, val(x), cst(d)).getResult();
}

OpFoldResult IndexArith::remu(OpFoldResult x, int64_t d) {
  if (d == 1)
    return b.getIndexAttr(0);
  if (std::optional<int64_t> c = getConstantIntValue(x))
    return b.getIndexAttr(*c % d);
  return arith::RemUIOp::create(b, loc, val(x), cst(d)).getResult();
}

OpFoldResult IndexArith::xoru(OpFoldResult x, OpFoldResult y) {
  std::optional<int64_t> cx = getConstantIntValue(x),
                         cy = getConstantIntValue(y);
  if (cx && cy)
    return b.getIndexAttr(*cx ^ *cy);
  if (cx == 0)
    return y;
  if (cy == 0)
    return x;
  return arith::XOrIOp::create(b, loc, val(x), val(y)).getResult();
}

OpFoldResult IndexArith::minu(OpFoldResult x, int64_t bound) {
  if (std::optional<int64_t> c = getConstantIntValue(x))
    return b.getIndexAttr(std::min<uint64_t>(*c, bound));
  return arith::MinUIOp::create(b, loc, val(x), cst(bound)).getResult();
}

Value IndexArith::less(OpFoldResult x, int64_t bound) {
  if (std::optional<int64_t> c = getConstantIntValue(x))
    return arith::ConstantOp::create(b, loc,
                                     b.getBoolAttr(uint64_t(*c) < uint64_t(bound)));
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, val(x),
                               cst(bound));
}

Value IndexArith::andi(Value x, Value y) {
  if (!x)
    return y;
  if (!y)
    return x;
  return arith::AndIOp::create(b, loc, x, y);
}

Value IndexArith::toI32(OpFoldResult v) {
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return cstI32(*c);
  return arith::IndexCastOp::create(b, loc, b.getI32Type(), val(v));
}

Value IndexArith::toI64(OpFoldResult v) {
  if (std::optional<int64_t> c = getConstantIntValue(v))
    return cstI64(*c);
  return arith::IndexCastOp::create(b, loc, b.getI64Type(), val(v));
}

//===----------------------------------------------------------------------===//
// Shared-memory layout
//===----------------------------------------------------------------------===//

OpFoldResult mlir::kfusion::gemm::swizzledRowOffset(IndexArith &ia,
                                                    OpFoldResult row,
                                                    OpFoldResult k) {
  OpFoldResult chunk = ia.xoru(ia.divu(k, 8), ia.remu(row, 8));
  return ia.add(ia.add(ia.mul(row, 64), ia.mul(chunk, 8)), ia.remu(k, 8));
}

bool KernelBuilder::kMajor(Operand op) const {
  return op == Operand::A ? shape.aKMajor : shape.bKMajor;
}

int64_t KernelBuilder::tileMN(Operand op) const {
  return op == Operand::A ? cfg.tileM : cfg.tileN;
}

OpFoldResult KernelBuilder::stageOffset(Operand op, OpFoldResult stage) {
  int64_t tk = cfg.tileK;
  if (op == Operand::A)
    return mul(stage, cfg.tileM * tk);
  return add(b.getIndexAttr(cfg.stages * cfg.tileM * tk),
             mul(stage, cfg.tileN * tk));
}

OpFoldResult KernelBuilder::tileOffset(Operand op, OpFoldResult mn,
                                       OpFoldResult k) {
  if (kMajor(op))
    return swizzledRowOffset(*this, mn, k);
  // Panel mn / 64, row k of 64 columns.
  return swizzledRowOffset(*this, add(mul(divu(mn, 64), 64), k), remu(mn, 64));
}

//===----------------------------------------------------------------------===//
// The kernel
//===----------------------------------------------------------------------===//

gpu::GPUFuncOp KernelBuilder::build(gpu::GPUModuleOp module, StringRef name) {
  MLIRContext *ctx = b.getContext();
  MemRefType cType = gemmOperandType(shape, "C", ctx);
  auto bufferOf = [](Type t) {
    auto tt = cast<RankedTensorType>(t);
    return MemRefType::get(tt.getShape(), tt.getElementType());
  };
  // An implicit-GEMM convolution writes C, a collapse of its result's
  // [batch, M, outHeight, outWidth] or [images, outHeight, outWidth, N]
  // (the caller passes that view).
  Type cArg =
      spec.epilogue.empty()
          ? Type(cType)
          : Type(bufferOf(spec.epilogue.back().op->getResult(0).getType()));
  if (shape.window)
    cArg = MemRefType::get(cType.getShape(),
                           cast<MemRefType>(cArg).getElementType());
  SmallVector<Type> argTypes{gemmOperandType(shape, "A", ctx),
                             gemmOperandType(shape, "B", ctx), cArg};
  if (spec.addInit)
    argTypes.push_back(cType);
  appendOtherInputTypes(spec.epilogue, argTypes);
  bool split = cfg.splitTiles(shape) > 0;
  if (split)
    argTypes.append(gemmSplitWorkspaceTypes(cfg, shape, ctx));
  bool tma = cfg.usesTma();
  if (tma)
    argTypes.append({tmaMapType(Operand::A), tmaMapType(Operand::B)});
  OpBuilder::InsertionGuard guard(b);
  gpu::GPUFuncOp kernel = beginKernel(module, name, argTypes, cfg.threads());
  argA = entry->getArgument(0);
  argB = entry->getArgument(1);
  argC = entry->getArgument(2);
  if (spec.addInit)
    argInit = entry->getArgument(3);
  unsigned next = spec.addInit ? 4 : 3;
  epilogueArgs = bindOtherInputs(spec.epilogue, entry, next);
  if (split) {
    argWork = entry->getArgument(next);
    argCounters = entry->getArgument(next + 1);
    splitFlag = kernel.addWorkgroupAttribution(
        MemRefType::get(
            {1}, b.getI32Type(), AffineMap(),
            gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup)),
        loc);
  }
  if (tma) {
    // The maps describe A and B (the kernel roofline counts their loads'
    // bytes against them; the launch makes them: launchGemmKernel).
    unsigned first = kernel.getNumArguments() - 2;
    for (unsigned i = 0; i < 2; ++i)
      kernel.setArgAttr(first + i, tma::kTensorMapOfAttrName,
                        b.getIndexAttr(i));
    mapA = entry->getArgument(first);
    mapB = entry->getArgument(first + 1);
  }
  prologue();
  if (cfg.hasProducer()) {
    buildSpecialized();
    // A cluster's blocks multicast into each other's shared memory and
    // arrive on each other's mbarriers: none exits before the others are
    // done with it.
    if (cfg.clusterBlocks() > 1) {
      NVVM::ClusterArriveOp::create(b, loc, /*aligned=*/UnitAttr());
      NVVM::ClusterWaitOp::create(b, loc, /*aligned=*/UnitAttr());
    }
    gpu::ReturnOp::create(b, loc);
    return kernel;
  }
  if (tma)
    initBarriers();
  std::unique_ptr<TensorCoreOps> ops = cfg.flavour == GemmFlavour::Wgmma
                                           ? makeWarpgroupOps(*this)
                                           : makeMmaSyncOps(*this);
  SmallVector<Value> acc = mainLoop(*ops);
  epilogue(*ops, acc);
  gpu::ReturnOp::create(b, loc);
  return kernel;
}

/// Ids, the dynamic shared memory and the flat view of the pipeline: from
/// the first 1024-byte aligned byte for real wgmma (its swizzle is computed
/// on address bits 4-9), from byte 0 otherwise.
void KernelBuilder::prologue() {
  tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  if (cfg.clusterBlocks() > 1) {
    // Clusters span y (sharing B: adjacent M tiles) or x (sharing A, and
    // every persistent grid's).
    bool alongY = cfg.clusterM > 1 && !cfg.persistent();
    clusterRank = gpu::ClusterBlockIdOp::create(
        b, loc, alongY ? gpu::Dimension::y : gpu::Dimension::x);
    peerRank = val(xoru(clusterRank, b.getIndexAttr(1)));
  }
  if (cfg.persistent()) {
    // The tile ids are the tile loop's (forEachTile).
    blockId = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  } else {
    tileN = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
    tileM = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
    batch = shape.cBatched
                ? Value(gpu::BlockIdOp::create(b, loc, gpu::Dimension::z))
                : Value();
  }
  flatElements = cfg.stages * (cfg.tileM + cfg.tileN) * cfg.tileK;
  SharedView view = sharedView(flatElements, elemType,
                               cfg.flavour == GemmFlavour::Wgmma && !emulate);
  smem = view.smem;
  flat = view.flat;
  flatAddress = view.flatAddress;
  flatShift = view.shift;
  // Persistent: the next tile's loads refill the stages during the
  // epilogue, which stages through the bytes after them.
  epilogueShift =
      cfg.persistent()
          ? val(add(flatShift,
                    b.getIndexAttr(flatElements *
                                   (elemType.getIntOrFloatBitWidth() / 8))))
          : cst(0);
}

gpu::GPUFuncOp IndexArith::beginKernel(gpu::GPUModuleOp module, StringRef name,
                                       ArrayRef<Type> argTypes,
                                       int64_t threads) {
  MLIRContext *ctx = b.getContext();
  b.setInsertionPointToEnd(module.getBody());
  auto kernel = gpu::GPUFuncOp::create(b, loc, name,
                                       FunctionType::get(ctx, argTypes, {}));
  kernel->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), UnitAttr::get(ctx));
  kernel.setKnownBlockSizeAttr(
      DenseI32ArrayAttr::get(ctx, {int32_t(threads), 1, 1}));
  entry = &kernel.getBody().front();
  b.setInsertionPointToEnd(entry);
  return kernel;
}

IndexArith::SharedView IndexArith::sharedView(int64_t elements, Type elemType,
                                              bool align) {
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  SharedView v;
  v.smem = gpu::DynamicSharedMemoryOp::create(
      b, loc,
      MemRefType::get({ShapedType::kDynamic}, b.getI8Type(), AffineMap(),
                      workgroup));
  Value shift = cst(0);
  v.flatAddress = cst(0);
  if (align) {
    Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, loc, v.smem);
    Value misalign = val(remu(base, 1024));
    shift = val(remu(arith::SubIOp::create(b, loc, cst(1024), misalign)
                         .getResult(),
                     1024));
    v.flatAddress = arith::AddIOp::create(b, loc, base, shift);
  }
  v.flat = memref::ViewOp::create(
      b, loc, MemRefType::get({elements}, elemType, AffineMap(), workgroup),
      v.smem, shift, ValueRange{});
  v.shift = shift;
  return v;
}

SmallVector<Value> KernelBuilder::windowIndices(OpFoldResult p,
                                                OpFoldResult k) {
  const GemmWindow &w = shape.window;
  // The pixel's output coordinates (and, for A, its image) and the chunk's
  // tap and channel: k is a multiple of 8 and the channels are (a chunk
  // stays in one tap).
  OpFoldResult image;
  if (w.onA) {
    image = divu(p, w.outHeight * w.outWidth);
    p = remu(p, w.outHeight * w.outWidth);
  }
  OpFoldResult oh = divu(p, w.outWidth), ow = remu(p, w.outWidth);
  OpFoldResult tap = divu(k, w.channels), c = remu(k, w.channels);
  OpFoldResult kh = divu(tap, w.filterWidth), kw = remu(tap, w.filterWidth);
  SmallVector<Value> idx;
  if (w.onA) {
    if (w.hasImages)
      idx.push_back(val(image));
  } else if (shape.bBatched)
    idx.push_back(batch ? batch : cst(0));
  idx.push_back(val(add(mul(oh, w.strideH), mul(kh, w.dilationH))));
  idx.push_back(val(add(mul(ow, w.strideW), mul(kw, w.dilationW))));
  idx.push_back(val(c));
  return idx;
}

SmallVector<Value> KernelBuilder::epiloguePoint(OpFoldResult row,
                                                OpFoldResult col) {
  const GemmWindow &w = shape.window;
  if (!w)
    return globalIndices(shape.cBatched, row, col);
  SmallVector<Value> idx;
  if (w.onA) {
    // The convolution's loops: image, output row and column, channel.
    if (w.hasImages)
      idx.push_back(val(divu(row, w.outHeight * w.outWidth)));
    idx.push_back(val(remu(divu(row, w.outWidth), w.outHeight)));
    idx.push_back(val(remu(row, w.outWidth)));
    idx.push_back(val(col));
    return idx;
  }
  // The convolution's loops: batch, channel, output row and column.
  if (shape.cBatched)
    idx.push_back(batch ? batch : cst(0));
  idx.push_back(val(row));
  idx.push_back(val(divu(col, shape.window.outWidth)));
  idx.push_back(val(remu(col, shape.window.outWidth)));
  return idx;
}

SmallVector<Value> KernelBuilder::globalIndices(bool batched, OpFoldResult row,
                                                OpFoldResult col) {
  SmallVector<Value> idx;
  if (batched)
    idx.push_back(batch ? batch : cst(0));
  idx.push_back(val(row));
  idx.push_back(val(col));
  return idx;
}

/// The k-tile's tile of `op` is R rows of C 16-byte chunks in global memory
/// (K-major: TM or TN rows of 8 chunks of k; M- or N-major: 64 rows of k of
/// TM / 8 or TN / 8 chunks); thread t copies the chunks t + threads i of the
/// tile: chunk t mod C of rows t / C + (threads / C) i where the threads are
/// a multiple of C, else (an N-major TN = 192: 24 chunks a row) row and
/// chunk of each index apart. A chunk past the matrix is zero-filled (source
/// size 0; its address clamped into the buffer), one across the end of a row of
/// a padded buffer reads only the row's elements.
void KernelBuilder::issue(Operand op, OpFoldResult kTile, OpFoldResult stage) {
  bool km = kMajor(op);
  int64_t mnT = tileMN(op), tk = cfg.tileK, threads = cfg.threads();
  int64_t chunks = km ? tk / 8 : mnT / 8;
  int64_t rows = km ? mnT : tk;
  bool isA = op == Operand::A;
  Value src = isA ? argA : argB;
  bool batched = isA ? shape.aBatched : shape.bBatched;
  int64_t mnExtent = isA ? shape.m : shape.n;
  int64_t rowExtent = km ? mnExtent : shape.k;
  int64_t colExtent = km ? shape.k : mnExtent;
  int64_t rowLength = isA ? shape.aRowPadded() : shape.bRowPadded();
  bool rowsExact = rowExtent % rows == 0;
  bool colsExact = colExtent % (chunks * 8) == 0;
  OpFoldResult mn0 = mul(isA ? tileM : tileN, mnT);
  OpFoldResult k0 = mul(kTile, tk);
  bool whole = threads % chunks == 0;
  OpFoldResult r0 = divu(tid, chunks), chunk0 = remu(tid, chunks);
  OpFoldResult base = stageOffset(op, stage);
  auto tokenType = nvgpu::DeviceAsyncTokenType::get(b.getContext());
  for (int64_t i = 0; i < rows * chunks / threads; ++i) {
    OpFoldResult index =
        whole ? OpFoldResult() : add(tid, b.getIndexAttr(threads * i));
    OpFoldResult r = whole ? add(r0, b.getIndexAttr(threads / chunks * i))
                           : divu(index, chunks);
    OpFoldResult c = mul(whole ? chunk0 : remu(index, chunks), 8);
    OpFoldResult dst =
        add(base, km ? tileOffset(op, r, c) : tileOffset(op, c, r));
    OpFoldResult grow = add(km ? mn0 : k0, r);
    OpFoldResult gcol = add(km ? k0 : mn0, c);
    Value rowOk = rowsExact ? Value() : less(grow, rowExtent);
    Value colOk = colsExact ? Value() : less(gcol, colExtent);
    Value valid = andi(rowOk, colOk);
    Value count;
    if (valid) {
      Value full = cst(8);
      if (colExtent % 8) {
        // The row's last chunk holds fewer elements.
        Value left = arith::SubIOp::create(b, loc, cst(colExtent),
                                           val(minu(gcol, colExtent)));
        full = arith::MinUIOp::create(b, loc, left, cst(8));
      }
      count = arith::SelectOp::create(b, loc, valid, full, cst(0));
      if (rowOk)
        grow = minu(grow, rowExtent - 1);
      if (colOk)
        gcol = minu(gcol, rowLength - 8);
    }
    if (emulate) {
      // The copy may write its destination any time from its issue to the
      // wait that completes it; kfusion-sim performs the write at the wait.
      // NaNs stored at the issue stand for the earliest write, so that a
      // stage refilled while someone may still read it shows as a race (and
      // as NaNs in the results).
      if (!poison) {
        auto type = VectorType::get({8}, elemType);
        poison = atEntry(DenseElementsAttr::get(
            type,
            b.getFloatAttr(
                elemType, APFloat::getNaN(
                              cast<FloatType>(elemType).getFloatSemantics()))));
      }
      vector::StoreOp::create(b, loc, poison, flat, ValueRange{val(dst)});
    }
    SmallVector<Value> from = shape.window && isA == shape.window.onA
                                  ? windowIndices(grow, gcol)
                                  : globalIndices(batched, grow, gcol);
    nvgpu::DeviceAsyncCopyOp::create(b, loc, tokenType, flat,
                                     ValueRange{val(dst)}, src, from,
                                     b.getIndexAttr(8), count, b.getUnitAttr());
  }
}

void KernelBuilder::issueKTile(OpFoldResult kTile, OpFoldResult stage) {
  if (cfg.usesTma())
    return issueTma(kTile, stage);
  issue(Operand::A, kTile, stage);
  issue(Operand::B, kTile, stage);
}

/// One k-tile: wait for its copies (all but the newest lag - 1 groups),
/// publish them to the block, refill the stage the k-tile `held` back
/// occupied, commit a group (empty without a refill) and multiply.
SmallVector<Value> KernelBuilder::step(TensorCoreOps &ops, Value kt,
                                       ValueRange acc, bool refill) {
  int64_t stages = cfg.stages, lag = stages - cfg.heldStages();
  bool tma = cfg.usesTma();
  if (tma)
    waitTma(kt);
  else
    NVVM::CpAsyncWaitGroupOp::create(b, loc, lag - 1);
  ops.beforeBarrier();
  gpu::BarrierOp::create(b, loc);
  if (refill) {
    OpFoldResult next = add(kt, b.getIndexAttr(lag));
    issueKTile(next, remu(next, stages));
  }
  if (!tma)
    NVVM::CpAsyncCommitGroupOp::create(b, loc);
  Value stage = val(remu(kt, stages));
  auto previous = [&]() -> std::pair<Value, Value> {
    Value prev = val(remu(add(kt, b.getIndexAttr(stages - 1)), stages));
    Value hasPrev = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                          kt, cst(1));
    return {prev, hasPrev};
  };
  return ops.multiply(stage, acc, previous);
}

/// The pipeline: k-tiles 0 .. lag - 1 issued, a loop over the k-tiles that
/// refill (kt + lag < k-tiles), a loop over the last lag ones.
SmallVector<Value> KernelBuilder::mainLoop(TensorCoreOps &ops) {
  int64_t stages = cfg.stages, lag = stages - cfg.heldStages();
  int64_t kTiles = cfg.kTiles(shape);
  bool tma = cfg.usesTma();
  for (int64_t t = 0; t < lag; ++t) {
    if (t < kTiles)
      issueKTile(b.getIndexAttr(t), b.getIndexAttr(t));
    if (!tma)
      NVVM::CpAsyncCommitGroupOp::create(b, loc);
  }
  // Every thread sees the mbarriers initialized before it waits on them.
  if (tma)
    gpu::BarrierOp::create(b, loc);
  SmallVector<Value> acc = ops.zero();
  auto loop = [&](int64_t lo, int64_t hi, bool refill) {
    auto forOp =
        scf::ForOp::create(b, loc, cst(lo), cst(hi), cst(1), ValueRange(acc));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(forOp.getBody());
    SmallVector<Value> next = step(ops, forOp.getInductionVar(),
                                   forOp.getRegionIterArgs(), refill);
    if (forOp.getBody()->mightHaveTerminator())
      forOp.getBody()->getTerminator()->erase();
    scf::YieldOp::create(b, loc, next);
    return SmallVector<Value>(forOp.getResults());
  };
  if (kTiles > lag) {
    SmallVector<Value> r = loop(0, kTiles - lag, true);
    acc.assign(r.begin(), r.end());
  }
  SmallVector<Value> r = loop(std::max<int64_t>(0, kTiles - lag), kTiles, false);
  acc.assign(r.begin(), r.end());
  ops.drain(cst((kTiles - 1) % stages));
  // (With TMA every load was waited for in the loop.)
  if (!tma)
    NVVM::CpAsyncWaitGroupOp::create(b, loc, 0);
  return acc;
}

/// The accumulators staged in shared memory, then stored by every computing
/// thread (storeSlice): as f32, the whole TM x (TN + 4) tile from byte 0 over
/// the pipeline's stages; persistent, as the GEMM's results (constant and
/// init added, rounded) in slices of epilogueColumns after the stages, which
/// the next tile's loads refill meanwhile.
void KernelBuilder::epilogue(TensorCoreOps &ops, ValueRange acc) {
  SmallVector<AccumulatorPair> pairs;
  ops.pairs(acc, pairs);
  epiloguePairs(pairs);
}

void KernelBuilder::epiloguePairs(SmallVectorImpl<AccumulatorPair> &pairs) {
  MLIRContext *ctx = b.getContext();
  Type stagedElem = gemmElementType(cfg.stagedElement(shape), ctx);
  int64_t stagedBytes = stagedElem.getIntOrFloatBitWidth() / 8;
  int64_t cols = cfg.epilogueColumns(shape);
  auto stagedType = MemRefType::get(
      {cfg.tileM, cols + 16 / stagedBytes}, stagedElem, AffineMap(),
      gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup));
  Value staged = memref::ViewOp::create(b, loc, stagedType, smem, epilogueShift,
                                        ValueRange{});
  // A row-wise epilogue's values after the staged tile (epilogueBytes).
  if (shape.epilogueRowValues > 0)
    rowValues = memref::ViewOp::create(
        b, loc,
        MemRefType::get({shape.epilogueRowValues, cfg.tileM}, f32, AffineMap(),
                        stagedType.getMemorySpace()),
        smem,
        val(add(epilogueShift,
                b.getIndexAttr(cfg.tileM * (cols + 16 / stagedBytes) *
                               stagedBytes))),
        ValueRange{});
  if (stagesResults())
    for (AccumulatorPair &p : pairs) {
      p.first = finishAccumulator(p.first, p.row, p.col);
      p.second =
          finishAccumulator(p.second, p.row, add(p.col, b.getIndexAttr(1)));
    }
  // With the epilogue's outputs staged: its ops on a pair of results in
  // registers as the pair is staged (so that a slice's results are the only
  // ones converted at a time), at their points clamped into C (a result past
  // the edges is not stored, and its inputs are read inside them).
  auto outputs = [&](const AccumulatorPair &p) -> std::pair<Value, Value> {
    if (!stagesOutputs())
      return {p.first, p.second};
    OpFoldResult grow = minu(add(mul(tileM, cfg.tileM), p.row), shape.m - 1);
    auto at = [&](int64_t e) {
      return epiloguePoint(
          grow, minu(add(mul(tileN, cfg.tileN), add(p.col, b.getIndexAttr(e))),
                     shape.n - 1));
    };
    return {applyEpilogue(p.first, at(0), {}, 0),
            applyEpilogue(p.second, at(1), {}, 0)};
  };
  auto pairType = VectorType::get({2}, stagedElem);
  // The tile's columns in slices of `cols` (all of them but in a persistent
  // kernel, whose staging buffer sits beside the stages): each slice staged
  // by the threads that hold it, then stored by all.
  // The last slice may be narrower (epilogueColumns).
  for (int64_t s = 0; s * cols < cfg.tileN; ++s) {
    int64_t width = std::min(cols, cfg.tileN - s * cols);
    epilogueBarrier();
    for (const AccumulatorPair &p : pairs) {
      OpBuilder::InsertionGuard guard(b);
      OpFoldResult col = p.col;
      if (cols != cfg.tileN) {
        // Unsigned: a column left of the slice wraps past it.
        col = add(p.col, b.getIndexAttr(-s * cols));
        auto inSlice =
            scf::IfOp::create(b, loc, less(col, width), /*withElse=*/false);
        b.setInsertionPointToStart(inSlice.thenBlock());
      }
      auto [first, second] = outputs(p);
      Value v = vector::FromElementsOp::create(b, loc, pairType,
                                               ValueRange{first, second});
      vector::StoreOp::create(
          b, loc, v, staged, ValueRange{val(p.row), val(col)},
          /*nontemporal=*/false, llvm::MaybeAlign(2 * stagedBytes));
    }
    epilogueBarrier();
    if (rowValues) {
      rowPass(staged, rowValues);
      epilogueBarrier();
    }
    storeSlice(staged, s * cols, width);
  }
}

/// The columns a thread stores at once: 8, or where N is not a multiple of 8
/// the largest power of two dividing it (a row of C then starts aligned to
/// that many elements, so each chunk is one aligned vector store and the
/// threads of a warp store contiguous bytes); 8 for an odd N, whose chunks
/// are stored element by element.
int64_t KernelBuilder::storeWidth() const {
  for (int64_t w : {8, 4, 2})
    if (shape.n % w == 0)
      return w;
  return 8;
}

void KernelBuilder::storeSlice(Value staged, int64_t colOffset, int64_t cols) {
  int64_t chunks = cols / storeWidth(), threads = cfg.teamThreads();
  int64_t total = cfg.tileM * chunks;
  // Where the threads do not share the chunks evenly (a slice of 56 or 168
  // columns: 7 or 21 chunks a row), the last round's threads past them idle.
  bool even = total % threads == 0;
  bool whole = even && threads % chunks == 0;
  OpFoldResult chunk = remu(tid, chunks);
  OpFoldResult r0 = divu(tid, chunks);
  auto forOp = scf::ForOp::create(
      b, loc, cst(0), cst(llvm::divideCeil(total, threads)), cst(1));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(forOp.getBody());
  Value i = forOp.getInductionVar();
  if (whole) {
    storeRow(staged, add(r0, mul(i, threads / chunks)), chunk, colOffset);
    return;
  }
  OpFoldResult index = add(tid, mul(i, threads));
  if (!even) {
    auto inTile =
        scf::IfOp::create(b, loc, less(index, total), /*withElse=*/false);
    b.setInsertionPointToStart(inTile.thenBlock());
  }
  storeRow(staged, divu(index, chunks), remu(index, chunks), colOffset);
}

Value KernelBuilder::finishAccumulator(Value v, OpFoldResult row,
                                       OpFoldResult col) {
  Type gemmType = gemmOperandType(shape, "C", b.getContext()).getElementType();
  if (spec.addConstant != 0)
    v = arith::AddFOp::create(b, loc, v, cstF32(spec.addConstant));
  if (spec.addInit) {
    // Past the edges the result is not stored: any element of C will do.
    OpFoldResult grow = minu(add(mul(tileM, cfg.tileM), row), shape.m - 1);
    OpFoldResult gcol = minu(add(mul(tileN, cfg.tileN), col), shape.n - 1);
    Value init = memref::LoadOp::create(
        b, loc, argInit, globalIndices(shape.cBatched, grow, gcol));
    if (init.getType() != f32)
      init = arith::ExtFOp::create(b, loc, f32, init);
    v = arith::AddFOp::create(b, loc, v, init);
  }
  if (gemmType != f32)
    v = arith::TruncFOp::create(b, loc, gemmType, v);
  return v;
}

/// Stores the thread's storeWidth() results of tile row `row`, chunk `chunk`:
/// the constant and the init added (unless the staging did), converted to C's
/// type; one vector store where the width divides N (a chunk is then inside
/// N or past it), else (odd N) a guarded store per element.
void KernelBuilder::storeRow(Value staged, OpFoldResult row, OpFoldResult chunk,
                             int64_t colOffset) {
  Type outType = cast<MemRefType>(argC.getType()).getElementType();
  Type gemmType = gemmOperandType(shape, "C", b.getContext()).getElementType();
  int64_t width = storeWidth();
  OpFoldResult col = mul(chunk, width);
  OpFoldResult grow = add(mul(tileM, cfg.tileM), row);
  OpFoldResult gcol =
      add(add(mul(tileN, cfg.tileN), b.getIndexAttr(colOffset)), col);
  Value rowOk = shape.m % cfg.tileM ? less(grow, shape.m) : Value();
  // The result at column `gc`: the constant and the init added, in the
  // GEMM's output type, through the epilogue.
  bool finished = stagesResults();
  auto finish = [&](Value v, Value init, OpFoldResult gc,
                    ArrayRef<SmallVector<Value>> vectors = {},
                    int64_t lane = 0) {
    if (finished) {
      if (!spec.epilogue.empty() && !stagesOutputs())
        v = applyEpilogue(v, epiloguePoint(grow, gc), vectors, lane);
      return v;
    }
    if (spec.addConstant != 0)
      v = arith::AddFOp::create(b, loc, v, cstF32(spec.addConstant));
    if (init) {
      if (init.getType() != f32)
        init = arith::ExtFOp::create(b, loc, f32, init);
      v = arith::AddFOp::create(b, loc, v, init);
    }
    if (gemmType != f32)
      v = arith::TruncFOp::create(b, loc, gemmType, v);
    if (!spec.epilogue.empty())
      v = applyEpilogue(v, epiloguePoint(grow, gc), vectors, lane);
    return v;
  };
  auto guarded = [&](Value cond, function_ref<void()> body) {
    if (!cond)
      return body();
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    body();
  };
  if (shape.n % width == 0) {
    Value colOk = shape.n % cfg.tileN ? less(gcol, shape.n) : Value();
    guarded(andi(rowOk, colOk), [&] {
      int64_t osz = outType.getIntOrFloatBitWidth() / 8;
      int64_t isz = gemmElementBytes(shape.output);
      Type stagedElem = cast<MemRefType>(staged.getType()).getElementType();
      auto stagedVec = VectorType::get({width}, stagedElem);
      auto outVec = VectorType::get({width}, outType);
      auto initVecType = VectorType::get({width}, gemmType);
      Value v = vector::LoadOp::create(
          b, loc, stagedVec, staged, ValueRange{val(row), val(col)}, false,
          llvm::MaybeAlign(std::min<int64_t>(
              16, width * stagedElem.getIntOrFloatBitWidth() / 8)));
      SmallVector<Value> idx = globalIndices(shape.cBatched, grow, gcol);
      // The epilogue's inputs along the columns, a vector a chunk.
      SmallVector<SmallVector<Value>> inputs =
          spec.epilogue.empty() || stagesOutputs()
              ? SmallVector<SmallVector<Value>>()
              : loadEpilogueVectors(epiloguePoint(grow, gcol), width);
      Value initVec;
      if (spec.addInit && !finished)
        initVec = vector::LoadOp::create(
            b, loc, initVecType, argInit, idx, false,
            llvm::MaybeAlign(std::min<int64_t>(16, width * isz)));
      SmallVector<Value> outs;
      for (int64_t e = 0; e < width; ++e) {
        Value x = vector::ExtractOp::create(b, loc, v, e);
        Value init = initVec ? Value(vector::ExtractOp::create(b, loc,
                                                               initVec, e))
                             : Value();
        outs.push_back(
            finish(x, init, add(gcol, b.getIndexAttr(e)), inputs, e));
      }
      Value out = vector::FromElementsOp::create(b, loc, outVec, outs);
      vector::StoreOp::create(
          b, loc, out, argC, idx, false,
          llvm::MaybeAlign(std::min<int64_t>(16, width * osz)));
    });
    return;
  }
  guarded(rowOk, [&] {
    for (int64_t e = 0; e < 8; ++e) {
      OpFoldResult ge = add(gcol, b.getIndexAttr(e));
      guarded(less(ge, shape.n), [&] {
        Value x = memref::LoadOp::create(
            b, loc, staged, ValueRange{val(row), val(add(col, b.getIndexAttr(e)))});
        SmallVector<Value> idx = globalIndices(shape.cBatched, grow, ge);
        Value init = spec.addInit && !finished
                         ? Value(memref::LoadOp::create(b, loc, argInit, idx))
                         : Value();
        memref::StoreOp::create(b, loc, finish(x, init, ge), argC, idx);
      });
    }
  });
}

gpu::GPUFuncOp mlir::kfusion::buildGemmKernel(OpBuilder &builder, Location loc,
                                              gpu::GPUModuleOp module,
                                              StringRef name,
                                              const GemmKernelSpec &spec) {
  gemm::KernelBuilder kb(builder, loc, spec);
  return kb.build(module, name);
}
