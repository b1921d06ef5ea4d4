//===- CompileVector.cpp - 1-D vector ops to bytecode ---------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Vectors are scalarized: a 1-D vector value is the list of its elements'
// slots, so vector.load, vector.store, extract, from_elements and
// broadcast become scalar instructions or slot aliases; vector.print
// prints one scalar or a string as the runtime's printing helpers do.
//
//===----------------------------------------------------------------------===//

#include "FunctionCompiler.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
/// `type` as MLIR prints it.
std::string typeString(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}
} // namespace

/// The elements of `type` (row-major) that static `position` names: (first,
/// count); none where it is out of range.
static std::optional<std::pair<int64_t, int64_t>>
elementRange(VectorType type, ArrayRef<int64_t> position) {
  ArrayRef<int64_t> shape = type.getShape();
  if (position.size() > shape.size())
    return std::nullopt;
  int64_t first = 0, count = type.getNumElements();
  for (auto [pos, size] : llvm::zip(position, shape)) {
    if (pos < 0 || pos >= size)
      return std::nullopt;
    count /= size;
    first += pos * count;
  }
  return std::make_pair(first, count);
}

/// Vectors of interpreted scalars, scalarized: a vector value is the list of
/// its elements' slots (row-major); vector.load / vector.store (1-D) access
/// the elements one by one at consecutive last indices (so each is
/// bounds-checked), extract and insert of static positions take or replace
/// a range of the list.
LogicalResult FunctionCompiler::compileVector(Operation *op) {
  auto scalarVector = [&](Type t) {
    auto v = dyn_cast<VectorType>(t);
    return v && v.getRank() == 1 && !v.isScalable() &&
           isInterpretedScalar(v.getElementType());
  };
  auto elementsAt = [&](Operation *o, Value memref, ValueRange indices,
                        int64_t n, auto each) -> LogicalResult {
    auto type = cast<MemRefType>(memref.getType());
    FailureOr<Elem> elem = elemKindOf(type.getElementType());
    if (failed(elem) || indices.empty())
      return unsupported(o, "element type not interpreted");
    unsigned iw = intWidth(IndexType::get(o->getContext()));
    for (int64_t j = 0; j < n; ++j) {
      SmallVector<uint32_t> list;
      for (Value idx : indices.drop_back())
        list.push_back(slot(idx));
      uint32_t last = slot(indices.back());
      if (j) {
        Inst c = make(Opcode::Const, o);
        c.res = temp();
        c.imm = j;
        emit(c);
        Inst add = make(Opcode::AddI, o);
        add.res = temp();
        add.a = last;
        add.b = c.res;
        add.w = iw;
        emit(add);
        last = add.res;
      }
      list.push_back(last);
      each(j, *elem, list);
    }
    return success();
  };
  // A vector access's alignment holds at its first element's address.
  auto checkAlignment = [&](Value memref, ValueRange indices,
                            std::optional<uint64_t> alignment) {
    if (!alignment || *alignment <= 1)
      return;
    Inst inst = make(Opcode::CheckAlignment, op);
    inst.a = slot(memref);
    inst.imm = int64_t(*alignment);
    SmallVector<uint32_t> list;
    for (Value index : indices)
      list.push_back(slot(index));
    setListSlots(inst, list);
    emit(inst);
  };
  if (auto load = dyn_cast<vector::LoadOp>(op)) {
    if (!scalarVector(load.getVectorType()))
      return unsupported(op, "only 1-D vectors of scalars are interpreted");
    checkAlignment(load.getBase(), load.getIndices(), load.getAlignment());
    SmallVector<uint32_t, 4> elems;
    LogicalResult r =
        elementsAt(op, load.getBase(), load.getIndices(),
                   load.getVectorType().getNumElements(),
                   [&](int64_t, Elem elem, ArrayRef<uint32_t> list) {
                     Inst inst = make(Opcode::Load, op);
                     inst.res = temp();
                     inst.a = slot(load.getBase());
                     inst.w = uint8_t(elem);
                     setListSlots(inst, list);
                     emit(inst);
                     elems.push_back(inst.res);
                   });
    vectorSlots[load.getResult()] = elems;
    return r;
  }
  if (auto store = dyn_cast<vector::StoreOp>(op)) {
    auto it = vectorSlots.find(store.getValueToStore());
    if (!scalarVector(store.getVectorType()) || it == vectorSlots.end())
      return unsupported(op, "only 1-D vectors of scalars are interpreted");
    SmallVector<uint32_t, 4> elems = it->second;
    checkAlignment(store.getBase(), store.getIndices(), store.getAlignment());
    return elementsAt(op, store.getBase(), store.getIndices(), elems.size(),
                      [&](int64_t j, Elem elem, ArrayRef<uint32_t> list) {
                        Inst inst = make(Opcode::Store, op);
                        inst.a = slot(store.getBase());
                        inst.b = elems[j];
                        inst.w = uint8_t(elem);
                        setListSlots(inst, list);
                        emit(inst);
                      });
  }
  if (auto extract = dyn_cast<vector::ExtractOp>(op)) {
    auto it = vectorSlots.find(extract.getSource());
    auto range =
        it == vectorSlots.end() || !extract.getDynamicPosition().empty()
            ? std::nullopt
            : elementRange(extract.getSourceVectorType(),
                           extract.getStaticPosition());
    if (!range)
      return unsupported(op, "only static extracts of vectors are interpreted");
    SmallVector<uint32_t, 4> part(it->second.begin() + range->first,
                                  it->second.begin() + range->first +
                                      range->second);
    if (isa<VectorType>(extract.getType()))
      vectorSlots[extract.getResult()] = part;
    else
      alias(extract.getResult(), part.front());
    return success();
  }
  if (auto insert = dyn_cast<vector::InsertOp>(op)) {
    auto it = vectorSlots.find(insert.getDest());
    auto range = it == vectorSlots.end() || !insert.getDynamicPosition().empty()
                     ? std::nullopt
                     : elementRange(insert.getDestVectorType(),
                                    insert.getStaticPosition());
    if (!range)
      return unsupported(op,
                         "only static inserts into vectors are interpreted");
    SmallVector<uint32_t, 4> elements = it->second;
    SmallVector<uint32_t> value = slotsOf(insert.getValueToStore());
    if (int64_t(value.size()) != range->second)
      return unsupported(op, "inserted value and place differ in size");
    llvm::copy(value, elements.begin() + range->first);
    vectorSlots[insert.getResult()] = elements;
    return success();
  }
  if (auto from = dyn_cast<vector::FromElementsOp>(op)) {
    // Any rank: its elements are listed row-major, as the list keeps them.
    if (!aggregateSize(from.getType()))
      return unsupported(op, "only vectors of scalars are interpreted");
    SmallVector<uint32_t, 4> elems;
    for (Value v : from.getElements())
      elems.push_back(slot(v));
    vectorSlots[from.getResult()] = elems;
    return success();
  }
  auto bcast = cast<vector::BroadcastOp>(op);
  auto vt = dyn_cast<VectorType>(bcast.getType());
  if (!vt || !scalarVector(vt) ||
      !bcast.getSource().getType().isIntOrIndexOrFloat())
    return unsupported(op, "only broadcasts of a scalar to a 1-D vector");
  vectorSlots[bcast.getResult()] =
      SmallVector<uint32_t, 4>(vt.getNumElements(), slot(bcast.getSource()));
  return success();
}

/// vector.print of one interpreted scalar (f16 and bf16 refused: the runtime
/// has no printers for them) or of a string literal, with its punctuation.
LogicalResult FunctionCompiler::compileVectorPrint(vector::PrintOp print) {
  Operation *op = print;
  Inst inst = make(Opcode::VectorPrint, op);
  inst.a = kNoSlot;
  if (Value source = print.getSource()) {
    Type type = source.getType();
    if (!isInterpretedScalar(type))
      return unsupported(op, "only scalar vector.print is interpreted");
    if (type.isF16() || type.isBF16())
      return unsupported(op, "vector.print of " + typeString(type) +
                                 " lowers to a call of print" +
                                 (type.isF16() ? "F16" : "BF16") +
                                 ", which the KFusion runtime does not "
                                 "provide; print it through arith.extf to "
                                 "f32");
    inst.a = slot(source);
    inst.w = valueWidthCode(type);
    // mode: 0 signed int, 1 unsigned (index), 2 float, 3 bool.
    inst.mode = floatKindOf(type) ? 2
                : type.isIndex()  ? 1
                : inst.w == 1     ? 3
                                  : 0;
  } else if (auto str = print.getStringLiteral()) {
    fn().strings.push_back(str->str());
    inst.b = fn().strings.size() - 1;
    inst.mode = 4;
  }
  inst.flags = uint8_t(print.getPunctuation());
  emit(inst);
  return success();
}
