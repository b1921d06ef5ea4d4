//===- ExecuteMemory.cpp - Memory instructions off the hot path -----------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The memory instructions other than Load and Store, which the instruction
// loop (Executor.cpp) hands over: atomics, allocations, views of memrefs,
// copies, globals and the asynchronous copies to workgroup memory. Each is
// checked (bounds, alignment, double free) and reported on its op.
//
//===----------------------------------------------------------------------===//

#include "Executor.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/ErrorHandling.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
/// Sizes, offsets and strides of a subview or reinterpret_cast: static
/// values from the op, dynamic ones from the operand slots in order.
struct MixedReader {
  const Slot *regs;
  const uint32_t *operandSlots; ///< slots of the op's operands
  unsigned next;                ///< next dynamic operand
  int64_t get(int64_t staticValue) {
    if (!ShapedType::isDynamic(staticValue))
      return staticValue;
    return regs[operandSlots[next++]].i;
  }
};
} // namespace

Step InterpreterImpl::executeAtomic(ThreadCtx &t, const Inst &I, Slot *R,
                                    const uint32_t *lists) {
  const uint32_t *indices = lists + I.listBegin;
  bool progress = false;
  switch (I.op) {
  case Opcode::AtomicRMW: {
    auto *d = static_cast<const MemRefDesc *>(R[I.b].p);
    uint8_t *p = address(t, d, R, indices, I.listSize, true, I);
    if (!p)
      return Step::Fail;
    Slot old{};
    loadElem(p, Elem(I.w), old);
    Elem e = Elem(I.w);
    std::optional<FloatKind> floatKind = floatKindOf(e);
    Slot updated =
        reduceValues(ReduceKind(I.mode), old, R[I.a],
                     floatKind ? unsigned(*floatKind) : elemWidth(e));
    storeElem(p, e, updated);
    Slot check{};
    loadElem(p, e, check);
    progress = check.i != old.i;
    R[I.res] = old;
    break;
  }
  case Opcode::AtomicBegin: {
    auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
    uint8_t *p = address(t, d, R, indices, I.listSize, true, I);
    if (!p)
      return Step::Fail;
    loadElem(p, Elem(I.w), R[I.res]);
    ++t.atomicDepth;
    break;
  }
  default: {
    assert(I.op == Opcode::AtomicEnd && "not an atomic instruction");
    auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
    uint8_t *p = address(t, d, R, indices, I.listSize, true, I);
    if (!p)
      return Step::Fail;
    Slot old{};
    loadElem(p, Elem(I.w), old);
    storeElem(p, Elem(I.w), R[I.b]);
    Slot check{};
    loadElem(p, Elem(I.w), check);
    progress = check.i != old.i;
    --t.atomicDepth;
    break;
  }
  }
  return progress ? Step::Progress : Step::Next;
}

MemRefDesc *InterpreterImpl::reshapeView(const Inst &I, Slot *R,
                                         const uint32_t *lists) {
  auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
  MemRefDesc *d = newDesc();
  *d = *src;
  if (auto expand = dyn_cast<memref::ExpandShapeOp>(I.origin)) {
    // Each source dimension splits into a group; the group's innermost
    // dimension keeps the source stride, the outer ones multiply up.
    MixedReader reader{R, lists + I.listBegin, 1};
    ArrayRef<int64_t> shape = expand.getStaticOutputShape();
    d->rank = shape.size();
    for (unsigned k = 0; k < d->rank; ++k) {
      d->sizes[k] = reader.get(shape[k]);
      d->strides[k] = 1;
    }
    for (auto [from, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      int64_t stride = src->strides[from];
      for (int64_t k : llvm::reverse(group)) {
        d->strides[k] = stride;
        stride *= d->sizes[k];
      }
    }
    return d;
  }
  // A collapsed group is contiguous (the verifier's rule): its size is the
  // product, its stride the innermost dimension's.
  auto collapse = cast<memref::CollapseShapeOp>(I.origin);
  SmallVector<ReassociationIndices> groups =
      collapse.getReassociationIndices();
  d->rank = groups.size();
  for (auto [to, group] : llvm::enumerate(groups)) {
    int64_t size = 1;
    for (int64_t k : group)
      size *= src->sizes[k];
    d->sizes[to] = size;
    d->strides[to] = group.empty() ? 1 : src->strides[group.back()];
  }
  return d;
}

bool InterpreterImpl::executeSubView(ThreadCtx &t, const Inst &I, Slot *R,
                                     const uint32_t *lists) {
  auto op = cast<memref::SubViewOp>(I.origin);
  auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
  const uint32_t *operands = lists + I.listBegin;
  MixedReader reader{R, operands, 1};
  MemRefDesc *d = newDesc();
  *d = *src;
  unsigned rank = src->rank;
  int64_t offsets[kMaxRank], sizes[kMaxRank], strides[kMaxRank];
  for (unsigned k = 0; k < rank; ++k)
    offsets[k] = reader.get(op.getStaticOffsets()[k]);
  for (unsigned k = 0; k < rank; ++k)
    sizes[k] = reader.get(op.getStaticSizes()[k]);
  for (unsigned k = 0; k < rank; ++k)
    strides[k] = reader.get(op.getStaticStrides()[k]);
  llvm::SmallBitVector dropped = op.getDroppedDims();
  d->offset = src->offset;
  unsigned out = 0;
  for (unsigned k = 0; k < rank; ++k) {
    if (sizes[k] > 0 &&
        (offsets[k] < 0 ||
         offsets[k] + (sizes[k] - 1) * strides[k] >= src->sizes[k])) {
      report("out-of-bounds",
             "subview dimension " + Twine(k) + " covers [" + Twine(offsets[k]) +
                 ", " + Twine(offsets[k] + (sizes[k] - 1) * strides[k]) +
                 "] of a size of " + Twine(src->sizes[k]),
             I.origin, &t);
      return false;
    }
    d->offset += offsets[k] * src->strides[k];
    if (dropped.test(k))
      continue;
    d->sizes[out] = sizes[k];
    d->strides[out] = src->strides[k] * strides[k];
    ++out;
  }
  d->rank = out;
  R[I.res].p = d;
  return true;
}

bool InterpreterImpl::executeView(ThreadCtx &t, const Inst &I, Slot *R,
                                  const uint32_t *lists,
                                  const CompiledFunc &fn) {
  auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
  auto type = cast<MemRefType>(fn.types[I.imm]);
  int64_t shift = R[I.b].i;
  unsigned bytes = elemBytes(Elem(I.w));
  int64_t start = src->offset + shift;
  if (start % bytes) {
    report("misaligned view",
           "memref.view at byte " + Twine(start) +
               ", not a multiple of the element size " + Twine(bytes),
           I.origin, &t);
    return false;
  }
  MemRefDesc *d = newDesc();
  d->buf = src->buf;
  d->elem = Elem(I.w);
  d->rank = type.getRank();
  d->offset = start / bytes;
  unsigned dyn = 0;
  for (unsigned k = 0; k < d->rank; ++k)
    d->sizes[k] = type.isDynamicDim(k) ? R[lists[I.listBegin + dyn++]].i
                                       : type.getDimSize(k);
  int64_t stride = 1;
  for (int k = int(d->rank) - 1; k >= 0; --k) {
    d->strides[k] = stride;
    stride *= d->sizes[k];
  }
  if (size_t((d->offset + stride) * bytes) > d->buf->data.size()) {
    report("out-of-bounds",
           "memref.view of " + Twine(stride * bytes) + " bytes at byte " +
               Twine(start) + " exceeds the " + Twine(d->buf->data.size()) +
               " bytes of " + d->buf->name,
           I.origin, &t);
    return false;
  }
  R[I.res].p = d;
  return true;
}

Step InterpreterImpl::executeMemoryOp(ThreadCtx &t, const Inst &I, Slot *R,
                                      const uint32_t *lists,
                                      const CompiledFunc &fn) {
  auto check = [](bool ok) { return ok ? Step::Next : Step::Fail; };
  switch (I.op) {
  case Opcode::AtomicRMW:
  case Opcode::AtomicBegin:
  case Opcode::AtomicEnd:
    return executeAtomic(t, I, R, lists);
  case Opcode::Alloc:
  case Opcode::Alloca: {
    SmallVector<int64_t, 4> sizes;
    for (unsigned k = 0; k < I.listSize; ++k)
      sizes.push_back(R[lists[I.listBegin + k]].i);
    Space space = t.block ? Space::Private : Space::Host;
    std::string name =
        (I.op == Opcode::Alloc ? "memref.alloc" : "memref.alloca");
    MemRefDesc *d = allocate(fn.types[I.imm], sizes, space, name, I.origin, &t,
                             t.block ? &t.block->ownedBuffers : nullptr);
    if (!d)
      return Step::Fail;
    R[I.res].p = d;
    return Step::Next;
  }
  case Opcode::Dealloc: {
    auto *d = static_cast<MemRefDesc *>(R[I.a].p);
    if (d->buf->freed) {
      report("double free",
             "deallocation of " + d->buf->name +
                 ", which was already deallocated",
             I.origin, &t);
      return Step::Fail;
    }
    d->buf->freed = true;
    return Step::Next;
  }
  case Opcode::SubView:
    return check(executeSubView(t, I, R, lists));
  case Opcode::ReinterpretCast: {
    auto op = cast<memref::ReinterpretCastOp>(I.origin);
    auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
    MixedReader reader{R, lists + I.listBegin, 1};
    MemRefDesc *d = newDesc();
    *d = *src;
    d->offset = reader.get(op.getStaticOffsets()[0]);
    d->rank = op.getType().getRank();
    for (unsigned k = 0; k < d->rank; ++k)
      d->sizes[k] = reader.get(op.getStaticSizes()[k]);
    for (unsigned k = 0; k < d->rank; ++k)
      d->strides[k] = reader.get(op.getStaticStrides()[k]);
    R[I.res].p = d;
    return Step::Next;
  }
  case Opcode::ReshapeMemRef:
    R[I.res].p = reshapeView(I, R, lists);
    return Step::Next;
  case Opcode::View:
    return check(executeView(t, I, R, lists, fn));
  case Opcode::AlignedPointer: {
    auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
    R[I.res].i = d->buf->address + d->offset * int64_t(elemBytes(d->elem));
    return Step::Next;
  }
  case Opcode::CheckAlignment: {
    auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
    const uint32_t *indices = lists + I.listBegin;
    int64_t linear = d->offset;
    for (unsigned i = 0; i < I.listSize; ++i)
      linear += R[indices[i]].i * d->strides[i];
    int64_t address = d->buf->address + linear * int64_t(elemBytes(d->elem));
    if (address % I.imm != 0) {
      report("misaligned access",
             "a vector access of " + Twine(I.imm) + "-byte alignment at " +
                 d->buf->name + "'s byte " + Twine(address - d->buf->address) +
                 " (address " + Twine(address) + ")",
             I.origin, &t);
      return Step::Fail;
    }
    return Step::Next;
  }
  case Opcode::WgmmaCommit:
    ++t.wgmmaGroups;
    return Step::Next;
  case Opcode::Dim: {
    auto *d = static_cast<const MemRefDesc *>(R[I.a].p);
    int64_t k = R[I.b].i;
    if (k < 0 || k >= int64_t(d->rank)) {
      report("out-of-bounds", "memref.dim of dimension " + Twine(k), I.origin,
             &t);
      return Step::Fail;
    }
    R[I.res].i = d->sizes[k];
    return Step::Next;
  }
  case Opcode::MemCopy: {
    auto *src = static_cast<const MemRefDesc *>(R[I.a].p);
    auto *dst = static_cast<const MemRefDesc *>(R[I.b].p);
    if (!copyElements(t, *dst, *src, I))
      return Step::Fail;
    return Step::Progress;
  }
  case Opcode::GetGlobal:
    R[I.res].p = global(fn.strings[I.imm], I.origin, &t);
    return check(R[I.res].p);
  case Opcode::AsyncCopy:
    return check(issueAsyncCopy(t, I, R, lists + I.listBegin));
  case Opcode::AsyncCommit:
    // A group even when empty: waits count the groups, not the copies.
    ++t.asyncGroups;
    for (PendingCopy &copy : t.asyncCopies)
      if (copy.group == 0)
        copy.group = t.asyncGroups;
    if (I.res != kNoSlot)
      R[I.res].i = t.asyncGroups;
    return Step::Next;
  case Opcode::AsyncWait:
    if (!completeAsyncCopies(t, uint64_t(I.imm)))
      return Step::Fail;
    return Step::Progress;
  case Opcode::MbarCreate:
  case Opcode::MbarInit:
  case Opcode::MbarExpectTx:
  case Opcode::MbarArrive:
  case Opcode::MbarTest:
  case Opcode::TmaLoad:
  case Opcode::TmaDescriptor:
    return executeTmaOp(t, I, R, lists, fn);
  case Opcode::ClusterArrive:
  case Opcode::RemoteLoad:
  case Opcode::RemoteMbarArrive:
    return executeClusterOp(t, I, R, lists);
  case Opcode::EmulatedWgmma:
    return executeEmulatedWgmma(t, I, R, lists + I.listBegin);
  default:
    llvm_unreachable(
        "not a memory, mbarrier, TMA, cluster or emulated wgmma instruction");
  }
}
