//===- Memory.cpp - Interpreter memory: buffers, descriptors, checks ------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Buffers and memref descriptors, bounds-checked addressing, and the checks
// of workgroup memory: reads of bytes nothing wrote, and races between
// threads that no barrier orders (happens-before over barrier completions).
//
//===----------------------------------------------------------------------===//

#include "Compiler.h"
#include "Executor.h"
#include "KFusion/Interpreter/FloatFormats.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstring>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

double mlir::kfusion::sim::roundTo16BitFloat(double v, FloatKind kind) {
  return kind == FloatKind::F16 ? fromF16Bits(toF16Bits(v))
                                : fromBF16Bits(toBF16Bits(v));
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

std::unique_ptr<Buffer> mlir::kfusion::sim::makeBuffer(size_t bytes,
                                                      Space space,
                                                      std::string name) {
  auto buffer = std::make_unique<Buffer>();
  buffer->data.assign(bytes, 0);
  buffer->space = space;
  buffer->name = std::move(name);
  if (space == Space::Workgroup) {
    buffer->written.assign(bytes, 0);
    buffer->shadow.resize((bytes + buffer->granule - 1) / buffer->granule);
  }
  return buffer;
}

Buffer *InterpreterImpl::newBuffer(size_t bytes, Space space,
                                   std::string name) {
  buffers.push_back(makeBuffer(bytes, space, std::move(name)));
  return buffers.back().get();
}

std::optional<uint64_t> mlir::kfusion::sim::bytesOf(ArrayRef<int64_t> shape,
                                                   Elem elem) {
  uint64_t bytes = elemBytes(elem);
  for (int64_t size : shape)
    if (size < 0 || __builtin_mul_overflow(bytes, uint64_t(size), &bytes))
      return std::nullopt;
  return bytes;
}

MemRefDesc *InterpreterImpl::allocate(
    Type memrefType, ArrayRef<int64_t> dynamicSizes, Space space,
    std::string name, Operation *origin, const ThreadCtx *t,
    std::vector<std::unique_ptr<Buffer>> *owner) {
  auto type = cast<MemRefType>(memrefType);
  SmallVector<int64_t, kMaxRank> sizes;
  unsigned dyn = 0;
  for (unsigned i = 0; i < type.getRank(); ++i)
    sizes.push_back(type.isDynamicDim(i) ? dynamicSizes[dyn++]
                                         : type.getDimSize(i));
  Elem elem = *elemKindOf(type.getElementType());
  for (int64_t size : sizes)
    if (size < 0) {
      report("bad allocation", "negative size " + Twine(size) + " of " + name,
             origin, t);
      return nullptr;
    }
  std::optional<uint64_t> bytes = bytesOf(sizes, elem);
  if (!bytes || *bytes > options.maxMemoryBytes - allocatedBytes) {
    std::string shape;
    llvm::raw_string_ostream os(shape);
    for (int64_t size : sizes)
      os << size << "x";
    os << type.getElementType();
    report("out of memory",
           name + " of " + shape + " would take the program past " +
               Twine(options.maxMemoryBytes) + " bytes (" +
               Twine(allocatedBytes) + " in use; raise --max-memory)",
           origin, t);
    return nullptr;
  }
  allocatedBytes += *bytes;
  MemRefDesc *d = newDesc();
  d->rank = type.getRank();
  d->elem = elem;
  int64_t stride = 1;
  for (int i = int(d->rank) - 1; i >= 0; --i) {
    d->sizes[i] = sizes[i];
    d->strides[i] = stride;
    stride *= sizes[i];
  }
  if (owner) {
    owner->push_back(makeBuffer(*bytes, space, std::move(name)));
    d->buf = owner->back().get();
  } else {
    d->buf = newBuffer(*bytes, space, std::move(name));
  }
  if (space != Space::Workgroup) {
    d->buf->address = nextGlobalAddress + options.globalAddressOffset;
    nextGlobalAddress += int64_t(llvm::alignTo(*bytes + 1, 256));
  }
  return d;
}

MemRefDesc *InterpreterImpl::deviceConstant(StringRef name, Operation *at,
                                            const ThreadCtx *t) {
  if (MemRefDesc *made = deviceConstants.lookup(name))
    return made;
  MemRefDesc *host = global(name, at, t);
  if (!host)
    return nullptr;
  auto op = cast<memref::GlobalOp>(program.globals.lookup(name));
  MemRefDesc *d = allocate(op.getType(), {}, Space::Device,
                           "kfusion.device_constant @" + name.str(), at, t);
  if (!d)
    return nullptr;
  d->buf->data = host->buf->data;
  d->buf->constant = true;
  return deviceConstants[name] = d;
}

MemRefDesc *InterpreterImpl::global(StringRef name, Operation *at,
                                    const ThreadCtx *t) {
  auto it = globals.find(name);
  if (it != globals.end())
    return it->second;
  auto op = cast<memref::GlobalOp>(program.globals.lookup(name));
  MemRefDesc *d = allocate(op.getType(), {}, Space::Global, "@" + name.str(),
                           at, t);
  if (!d)
    return nullptr;
  Attribute initial = op.getInitialValueAttr();
  if (auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(initial)) {
    // A blob (what torch-mlir's importer writes for weights): the elements'
    // little-endian bytes, as the interpreter's memory holds them.
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    size_t want = size_t(op.getType().getNumElements()) * elemBytes(d->elem);
    if (!blob || blob->getData().size() != want) {
      report("bad global",
             "@" + name + ": its dense_resource holds " +
                 Twine(blob ? blob->getData().size() : 0) +
                 " bytes, the memref needs " + Twine(want),
             op, t);
      return nullptr;
    }
    std::memcpy(d->buf->data.data(), blob->getData().data(), want);
  } else if (auto init = dyn_cast_or_null<DenseElementsAttr>(initial)) {
    Type elemType = init.getElementType();
    int64_t n = op.getType().getNumElements();
    unsigned bytes = elemBytes(d->elem);
    for (int64_t i = 0; i < n; ++i) {
      int64_t src = init.isSplat() ? 0 : i;
      Slot v;
      if (isa<FloatType>(elemType))
        v.f = (init.getValues<APFloat>()[src]).convertToDouble();
      else
        v.i = init.getValues<APInt>()[src].getSExtValue();
      storeElem(d->buf->data.data() + i * bytes, d->elem, v);
    }
  }
  globals[name] = d;
  return d;
}

void InterpreterImpl::reportBadAccess(ThreadCtx &t, const MemRefDesc *d,
                                      const Slot *regs, const uint32_t *indices,
                                      unsigned count, bool isWrite,
                                      const Inst &inst) {
  int64_t linear = d->offset;
  for (unsigned i = 0; i < count; ++i) {
    int64_t idx = regs[indices[i]].i;
    if (idx < 0 || idx >= d->sizes[i]) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << (isWrite ? "store to" : "load from") << " index [";
      for (unsigned j = 0; j < count; ++j)
        os << (j ? ", " : "") << regs[indices[j]].i;
      os << "] outside the shape [";
      for (unsigned j = 0; j < d->rank; ++j)
        os << (j ? ", " : "") << d->sizes[j];
      os << "] of " << d->buf->name;
      report("out-of-bounds", os.str(), inst.origin, &t);
      return;
    }
    linear += idx * d->strides[i];
  }
  Buffer *buf = d->buf;
  size_t bytes = elemBytes(d->elem);
  size_t byteOffset = size_t(linear) * bytes;
  if (linear < 0 || byteOffset + bytes > buf->data.size()) {
    report("out-of-bounds",
           Twine(isWrite ? "store to" : "load from") + " element " +
               Twine(linear) + " outside the buffer " + buf->name,
           inst.origin, &t);
    return;
  }
  if (buf->freed) {
    report("use-after-free", "access to the deallocated buffer " + buf->name,
           inst.origin, &t);
    return;
  }
  if (isWrite && buf->constant) {
    report("write to a device constant",
           "a store to " + buf->name +
               ", which kfusion.device_constant made once for every call",
           inst.origin, &t);
    return;
  }
  if (!t.block && buf->space == Space::Device && !buf->hostShared) {
    report("host access to device memory",
           "the host reads or writes " + buf->name +
               " (gpu.alloc without host_shared); copy it with gpu.memcpy",
           inst.origin, &t);
    return;
  }
  assert(t.block && buf->space == Space::Host &&
         "locate refused a good access");
  report("device access to host memory",
         "a kernel reads or writes the host buffer " + buf->name, inst.origin,
         &t);
}

bool InterpreterImpl::issueAsyncCopy(ThreadCtx &t, const Inst &inst,
                                     Slot *regs, const uint32_t *list) {
  auto *dst = static_cast<const MemRefDesc *>(regs[inst.a].p);
  auto *src = static_cast<const MemRefDesc *>(regs[inst.b].p);
  unsigned dstRank = inst.c, srcRank = inst.listSize - inst.c;
  int64_t count = inst.imm;
  int64_t fromSrc = count;
  if (inst.res2 != kNoSlot)
    fromSrc = std::clamp<int64_t>(regs[inst.res2].i, 0, count);
  if (dst->buf->space != Space::Workgroup) {
    report("bad asynchronous copy",
           "the destination " + dst->buf->name + " is not workgroup memory",
           inst.origin, &t);
    return false;
  }
  // The elements run along the last dimension from the indices given.
  auto runFits = [&](const MemRefDesc *d, const uint32_t *indices,
                     unsigned rank, int64_t n, StringRef what) {
    if (n == 0 || rank == 0 ||
        regs[indices[rank - 1]].i + n <= d->sizes[rank - 1])
      return true;
    report("out-of-bounds",
           Twine("asynchronous copy of ") + Twine(n) + " elements " + what +
               " index " + Twine(regs[indices[rank - 1]].i) +
               " of the last dimension (size " + Twine(d->sizes[rank - 1]) +
               ") of " + d->buf->name,
           inst.origin, &t);
    return false;
  };
  if (!runFits(dst, list, dstRank, count, "to") ||
      !runFits(src, list + dstRank, srcRank, fromSrc, "from"))
    return false;
  PendingCopy copy;
  int64_t linear = 0;
  if (!locate(t, dst, regs, list, dstRank, /*isWrite=*/true, inst, &linear))
    return false;
  size_t bytes = elemBytes(dst->elem);
  copy.dst = dst->buf;
  copy.byteOffset = size_t(linear) * bytes;
  copy.byteStride = size_t(dstRank ? dst->strides[dstRank - 1] : 1) * bytes;
  copy.elem = dst->elem;
  copy.inst = &inst;
  copy.values.assign(count, Slot{});
  if (fromSrc > 0) {
    int64_t first = 0;
    uint8_t *p = address(t, src, regs, list + dstRank, srcRank,
                         /*isWrite=*/false, inst, &first);
    if (!p)
      return false;
    size_t stride = size_t(srcRank ? src->strides[srcRank - 1] : 1) * bytes;
    for (int64_t k = 0; k < fromSrc; ++k) {
      if (k > 0 && src->buf->space == Space::Workgroup &&
          !checkShared(t, src->buf, size_t(first) * bytes + k * stride, bytes,
                       /*isWrite=*/false, /*isAtomic=*/false, inst))
        return false;
      loadElem(p + k * stride, src->elem, copy.values[k]);
    }
  }
  t.asyncCopies.push_back(std::move(copy));
  if (inst.res != kNoSlot)
    regs[inst.res].i = 0;
  return true;
}

bool InterpreterImpl::completeAsyncCopies(ThreadCtx &t, uint64_t keep) {
  uint64_t last = t.asyncGroups > keep ? t.asyncGroups - keep : 0;
  auto done = [&](const PendingCopy &copy) {
    return copy.group != 0 && copy.group <= last;
  };
  for (PendingCopy &copy : t.asyncCopies) {
    if (!done(copy))
      continue;
    unsigned bytes = elemBytes(copy.elem);
    for (size_t k = 0; k < copy.values.size(); ++k) {
      size_t at = copy.byteOffset + k * copy.byteStride;
      if (t.block && !checkShared(t, copy.dst, at, bytes, /*isWrite=*/true,
                                  /*isAtomic=*/false, *copy.inst))
        return false;
      storeElem(copy.dst->data.data() + at, copy.elem, copy.values[k]);
    }
  }
  llvm::erase_if(t.asyncCopies, done);
  return true;
}

void mlir::kfusion::sim::refineGranule(Buffer &buf, size_t byteOffset,
                                       unsigned bytes) {
  // An access that covers part of a granule splits the granules of the
  // buffer: every earlier access covered whole granules, so each part
  // inherits its granule's state exactly.
  unsigned granule = buf.granule;
  while ((byteOffset | bytes) & (granule - 1))
    granule /= 2;
  if (granule == buf.granule)
    return;
  unsigned parts = buf.granule / granule;
  std::vector<Shadow> finer((buf.data.size() + granule - 1) / granule);
  for (size_t g = 0; g < finer.size(); ++g)
    finer[g] = buf.shadow[g / parts];
  buf.shadow = std::move(finer);
  buf.granule = granule;
}

bool InterpreterImpl::orderedBefore(const BlockCtx &b, uint32_t q, uint32_t gen,
                                    uint32_t p, uint32_t pGen) const {
  if (q == p)
    return gen < pGen;
  for (uint32_t k = gen; k < pGen && k < b.completions.size(); ++k) {
    const std::vector<uint64_t> &bits = b.completions[k];
    if ((bits[q / 64] >> (q % 64) & 1) && (bits[p / 64] >> (p % 64) & 1))
      return true;
  }
  return false;
}

bool InterpreterImpl::checkShared(ThreadCtx &t, Buffer *buf,
                                  size_t byteOffset, unsigned bytes,
                                  bool isWrite, bool isAtomic,
                                  const Inst &inst) {
  if (!isWrite) {
    // The first byte nothing wrote, if any (memchr: a warpgroup MMA checks
    // 16-byte chunks, every thread of the warpgroup each of its rows).
    if (const void *unwritten =
            std::memchr(buf->written.data() + byteOffset, 0, bytes)) {
      size_t at = static_cast<const uint8_t *>(unwritten) - buf->written.data();
      report("uninitialized read",
             "load of byte " + Twine(at) + " of " + buf->name +
                 ", which nothing wrote",
             inst.origin, &t);
      return false;
    }
  } else {
    std::memset(buf->written.data() + byteOffset, 1, bytes);
  }
  if (!options.checkRaces)
    return true;
  BlockCtx &block = *t.block;
  int32_t me = int32_t(t.linear);
  // Ordered iff a barrier completion after `gen` (of thread `other`)
  // included both threads, and this thread has passed it; or this thread
  // waited for an mbarrier phase an arrival completed that `other`'s access
  // was ordered before.
  auto ordered = [&](int32_t other, uint32_t gen) {
    if (other == t.orderedAfter && gen <= t.orderedAfterGen)
      return true;
    auto found = [&] {
      t.orderedAfter = other;
      t.orderedAfterGen = gen;
      return true;
    };
    for (uint32_t k = gen; k < t.syncGen; ++k) {
      const std::vector<uint64_t> &bits = block.completions[k];
      if (!(bits[me / 64] >> (me % 64) & 1))
        continue;
      if (bits[other / 64] >> (other % 64) & 1)
        return found();
      auto released = block.releases.find(k);
      if (released != block.releases.end())
        for (auto [p, pGen] : released->second)
          if (orderedBefore(block, uint32_t(other), gen, p, pGen))
            return found();
    }
    return false;
  };
  if ((byteOffset | bytes) & (buf->granule - 1))
    refineGranule(*buf, byteOffset, bytes);
  unsigned granule = buf->granule;
  // Accesses of other blocks of the cluster (kfusion.remote_load) are
  // checked only where the block has such neighbours.
  bool inCluster = block.cluster && block.cluster->blocks.size() > 1;
  for (size_t g = byteOffset / granule; g <= (byteOffset + bytes - 1) / granule;
       ++g) {
    Shadow &s = buf->shadow[g];
    // Atomics do not race with atomics.
    if (s.writer >= 0 && s.writer != me && !(isAtomic && s.writerAtomic) &&
        !ordered(s.writer, s.writeGen)) {
      ThreadCtx &other = block.threads[s.writer];
      report("data race",
             Twine(isWrite ? "write" : "read") + " of " + buf->name +
                 " (byte " + Twine(g * granule) +
                 ") is not ordered after a write "
                 "by " + where(other) + " at " +
                 (s.writeOp ? [&] {
                   std::string loc;
                   llvm::raw_string_ostream os(loc);
                   os << s.writeOp->getLoc();
                   return loc;
                 }()
                            : std::string("?")) +
                 "; a barrier between them is missing",
             inst.origin, &t);
      return false;
    }
    if (isWrite && !isAtomic && s.reader >= 0 && s.reader != me &&
        !ordered(s.reader, s.readGen)) {
      ThreadCtx &other = block.threads[s.reader];
      report("data race",
             "write of " + buf->name + " (byte " + Twine(g * granule) +
                 ") is not ordered after a read by " + where(other) +
                 "; a barrier between them is missing",
             inst.origin, &t);
      return false;
    }
    if (inCluster &&
        !checkClusterAccess(t, s, *buf, g * granule, isWrite, inst))
      return false;
    if (isWrite) {
      s.writer = me;
      s.writeGen = t.syncGen;
      s.writeOp = inst.origin;
      s.writerAtomic = isAtomic;
      s.reader = -1;
    } else {
      s.reader = me;
      s.readGen = t.syncGen;
    }
  }
  return true;
}

bool InterpreterImpl::copyElements(ThreadCtx &t, const MemRefDesc &dst,
                                   const MemRefDesc &src, const Inst &inst) {
  if (dst.rank != src.rank || dst.elem != src.elem) {
    report("bad copy", "source and target differ in rank or element type",
           inst.origin, &t);
    return false;
  }
  int64_t total = 1;
  for (unsigned k = 0; k < src.rank; ++k) {
    if (src.sizes[k] != dst.sizes[k]) {
      report("bad copy",
             "dimension " + Twine(k) + " is " + Twine(src.sizes[k]) +
                 " in the source and " + Twine(dst.sizes[k]) +
                 " in the target",
             inst.origin, &t);
      return false;
    }
    total *= src.sizes[k];
  }
  for (const MemRefDesc *d : {&src, &dst})
    if (d->buf->freed) {
      report("use-after-free", "copy of the deallocated buffer " + d->buf->name,
             inst.origin, &t);
      return false;
    }
  unsigned bytes = elemBytes(src.elem);
  int64_t index[kMaxRank] = {};
  for (int64_t n = 0; n < total; ++n) {
    int64_t so = src.offset, dof = dst.offset;
    for (unsigned k = 0; k < src.rank; ++k) {
      so += index[k] * src.strides[k];
      dof += index[k] * dst.strides[k];
    }
    if (size_t((so + 1) * bytes) > src.buf->data.size() ||
        size_t((dof + 1) * bytes) > dst.buf->data.size()) {
      report("out-of-bounds", "copy outside a buffer", inst.origin, &t);
      return false;
    }
    std::memcpy(dst.buf->data.data() + dof * bytes,
                src.buf->data.data() + so * bytes, bytes);
    for (int k = int(src.rank) - 1; k >= 0; --k) {
      if (++index[k] < src.sizes[k])
        break;
      index[k] = 0;
    }
  }
  if (dst.buf->space == Space::Workgroup)
    std::fill(dst.buf->written.begin(), dst.buf->written.end(), 1);
  return true;
}

