//===- StencilSharedArrays.cpp - Shared arrays of a stencil group ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The lifetimes of a stencil group's shared arrays and the barriers of its
// fused kernel, and the arrays' places in dynamic shared memory: overlaid
// where a barrier separates the last use of one from the writer of another,
// so a deep chain needs the arrays alive together, not all of them.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Stencil/StencilGroup.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::kfusion;

void StencilGroupPlan::getStagingLifetimes(
    SmallVectorImpl<int64_t> &first, SmallVectorImpl<int64_t> &last) const {
  first.assign(stagings.size(), -1);
  last.assign(stagings.size(), -1);
  for (auto [s, staging] : llvm::enumerate(stagings))
    if (staging.writer)
      first[s] = last[s] = *staging.writer;
  for (auto [i, member] : llvm::enumerate(arguments))
    for (const StencilArgumentPlan &argument : member)
      for (std::optional<unsigned> s :
           {argument.readStaging, argument.writeStaging})
        if (s)
          last[*s] = std::max(last[*s], int64_t(i));
}

SmallVector<bool> StencilGroupPlan::getBarriersBeforeMembers() const {
  SmallVector<bool> before(arguments.size(), false);
  llvm::SmallDenseSet<unsigned, 4> unsynchronized;
  for (auto [i, member] : llvm::enumerate(arguments)) {
    if (llvm::any_of(member, [&](const StencilArgumentPlan &a) {
          return a.readStaging && unsynchronized.contains(*a.readStaging);
        })) {
      before[i] = true;
      unsynchronized.clear();
    }
    for (const StencilArgumentPlan &argument : member)
      if (argument.writeStaging)
        unsynchronized.insert(*argument.writeStaging);
  }
  return before;
}

int64_t StencilGroupPlan::placeDynamicArrays(bool overlay) {
  SmallVector<int64_t> first, last;
  getStagingLifetimes(first, last);
  SmallVector<bool> barrier = getBarriersBeforeMembers();
  // Every thread is done with the earlier array before any writes the later
  // one: a barrier before a member after the earlier's last use and no later
  // than the later's writer.
  auto apart = [&](unsigned a, unsigned b) {
    unsigned early = last[a] < first[b] ? a : b;
    unsigned late = early == a ? b : a;
    for (int64_t p = last[early] + 1; p <= first[late]; ++p)
      if (barrier[p])
        return true;
    return false;
  };
  SmallVector<int64_t> bytes;
  for (const StencilStaging &staging : stagings)
    bytes.push_back(staging.isRegister ? 0 : (staging.bytes + 15) / 16 * 16);
  SmallVector<unsigned> order;
  for (auto [s, staging] : llvm::enumerate(stagings))
    if (!staging.isRegister)
      order.push_back(s);
  llvm::stable_sort(
      order, [&](unsigned a, unsigned b) { return first[a] < first[b]; });
  separateSharedBytes = 0;
  for (unsigned s : order)
    separateSharedBytes += bytes[s];
  int64_t total = 0;
  SmallVector<int64_t> offsets = firstFitOffsets(
      bytes, order,
      [&](unsigned a, unsigned b) { return overlay && apart(a, b); }, total);
  for (unsigned s : order)
    stagings[s].dynamicOffset = offsets[s];
  return total;
}

SmallVector<int64_t> mlir::kfusion::firstFitOffsets(
    ArrayRef<int64_t> bytes, ArrayRef<unsigned> order,
    function_ref<bool(unsigned, unsigned)> apart, int64_t &total) {
  SmallVector<int64_t> offsets(bytes.size(), 0);
  SmallVector<unsigned> placed;
  total = 0;
  for (unsigned i : order) {
    int64_t &offset = offsets[i];
    for (bool moved = true; moved;) {
      moved = false;
      for (unsigned j : placed) {
        if (apart(i, j) || offset >= offsets[j] + bytes[j] ||
            offsets[j] >= offset + bytes[i])
          continue;
        offset = offsets[j] + bytes[j];
        moved = true;
      }
    }
    placed.push_back(i);
    total = std::max(total, offset + bytes[i]);
  }
  return offsets;
}
