//===- LaunchGraph.cpp - Dependencies between the launches of a host block
//-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Builds the nodes of a host block (launches with their kernels' access
// summaries mapped to the host operands; host ops with their memory effects)
// and answers which node must stay after which, and why. Buffers are told
// apart only where that is certain (distinct fresh allocations, `llvm.noalias`
// arguments); anything else may alias.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/LaunchGraph.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::kfusion;

//===----------------------------------------------------------------------===//
// Host buffers
//===----------------------------------------------------------------------===//

Value mlir::kfusion::traceBufferRoot(Value buffer) {
  while (Operation *def = buffer.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      buffer = view.getViewSource();
      continue;
    }
    if (isa<CastOpInterface>(def) && def->getNumOperands() == 1) {
      buffer = def->getOperand(0);
      continue;
    }
    // A tensor map stands for the memref it describes.
    if (auto map = dyn_cast<nvgpu::TmaCreateDescriptorOp>(def)) {
      buffer = map.getTensor();
      continue;
    }
    break;
  }
  return buffer;
}

/// True if `root` is an argument of the entry block of a function.
static bool isFunctionArgument(Value root) {
  auto argument = dyn_cast<BlockArgument>(root);
  return argument && argument.getOwner()->isEntryBlock() &&
         isa<FunctionOpInterface>(argument.getOwner()->getParentOp());
}

bool mlir::kfusion::isNoAliasArgument(Value root) {
  if (!isFunctionArgument(root))
    return false;
  auto argument = cast<BlockArgument>(root);
  auto func = cast<FunctionOpInterface>(argument.getOwner()->getParentOp());
  return static_cast<bool>(
      func.getArgAttr(argument.getArgNumber(), "llvm.noalias"));
}

bool mlir::kfusion::isFreshAllocation(Value root) {
  auto effects =
      dyn_cast_or_null<MemoryEffectOpInterface>(root.getDefiningOp());
  if (!effects)
    return false;
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  return llvm::any_of(instances, [&](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Allocate>(e.getEffect()) && e.getValue() == root;
  });
}

bool mlir::kfusion::mayAlias(Value a, Value b) {
  Value rootA = traceBufferRoot(a), rootB = traceBufferRoot(b);
  if (rootA == rootB)
    return true;
  if (isNoAliasArgument(rootA) || isNoAliasArgument(rootB))
    return false;
  if (isFreshAllocation(rootA))
    return !(isFreshAllocation(rootB) || isFunctionArgument(rootB));
  if (isFreshAllocation(rootB))
    return !isFunctionArgument(rootA);
  return true;
}

std::string mlir::kfusion::describeValue(Value value) {
  std::string name;
  llvm::raw_string_ostream os(name);
  // The names of the value's function alone (SSA names restart in every
  // isolated region, so they are the whole module's names), without
  // verifying it: the planners describe values of large programs in the
  // reasons they weigh, not only in the ones they report.
  value.printAsOperand(os, OpPrintingFlags().useLocalScope().assumeVerified());
  return name;
}

StringRef mlir::kfusion::stringifyDependenceKind(DependenceKind kind) {
  switch (kind) {
  case DependenceKind::ReadAfterWrite:
    return "read-after-write";
  case DependenceKind::WriteAfterRead:
    return "write-after-read";
  case DependenceKind::WriteAfterWrite:
    return "write-after-write";
  case DependenceKind::Token:
    return "token";
  case DependenceKind::Ordering:
    return "ordering";
  }
  llvm_unreachable("dependence kind");
}

//===----------------------------------------------------------------------===//
// Nodes
//===----------------------------------------------------------------------===//

/// True for values that designate memory: memrefs and (bare) pointers.
static bool isBufferValue(Value value) {
  return isa<BaseMemRefType, LLVM::LLVMPointerType>(value.getType());
}

/// Fills `node` for the launch `launch`: its kernel's accesses on the host
/// operands and globals.
static void describeLaunch(gpu::LaunchFuncOp launch, LaunchNode &node) {
  node.launch = launch;
  node.kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
      launch, launch.getKernel());
  if (!node.kernel || node.kernel.isExternal()) {
    node.kernel = gpu::GPUFuncOp();
    node.unknownEffects = true;
    return;
  }
  KernelAccessSummary summary = summarizeKernelAccesses(node.kernel);
  for (auto [k, access] : llvm::enumerate(summary.arguments)) {
    if (!access.isAccessed() || k >= launch.getNumKernelOperands())
      continue;
    NodeBufferAccess entry;
    entry.buffer = launch.getKernelOperand(k);
    entry.argument = k;
    entry.access = access;
    node.accesses.push_back(entry);
  }
  for (auto &[symbol, access] : summary.globals) {
    if (!access.isAccessed())
      continue;
    NodeBufferAccess entry;
    entry.global = symbol;
    entry.access = access;
    node.accesses.push_back(entry);
  }
}

/// Fills `node` for a host op with memory effects; returns false if the op is
/// not a node (no effects, or only allocations).
static bool describeHostOp(Operation *op, LaunchNode &node) {
  node.op = op;
  if (auto wait = dyn_cast<gpu::WaitOp>(op)) {
    // A blocking wait orders the host with the device; a join (`gpu.wait
    // async`) only combines tokens, which the token edges carry.
    node.synchronizes = !wait.getAsyncToken();
    return true;
  }
  // A tensor map is made from the memref's address and shape (the host's
  // cuTensorMapEncodeTiled): no device memory is touched.
  if (isMemoryEffectFree(op) || isa<nvgpu::TmaCreateDescriptorOp>(op))
    return false;
  auto effectsOp = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effectsOp) {
    node.unknownEffects = true;
    return true;
  }
  if (effectsOp.onlyHasEffect<MemoryEffects::Allocate>())
    return false;
  SmallVector<MemoryEffects::EffectInstance> effects;
  effectsOp.getEffects(effects);
  for (const MemoryEffects::EffectInstance &effect : effects) {
    if (isa<MemoryEffects::Allocate>(effect.getEffect()))
      continue;
    Value target = effect.getValue();
    if (!target || !isBufferValue(target)) {
      node.unknownEffects = true;
      continue;
    }
    auto it = llvm::find_if(node.accesses, [&](const NodeBufferAccess &a) {
      return a.buffer == target;
    });
    if (it == node.accesses.end()) {
      node.accesses.push_back({});
      it = std::prev(node.accesses.end());
      it->buffer = target;
    }
    bool write =
        isa<MemoryEffects::Write, MemoryEffects::Free>(effect.getEffect());
    if (write && !it->access.writer)
      it->access.writer = op;
    if (!write && !it->access.reader)
      it->access.reader = op;
  }
  return true;
}

LaunchGraph::LaunchGraph(Block &block) : block(&block) {
  for (Operation &op : block) {
    LaunchNode node;
    node.op = &op;
    if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op))
      describeLaunch(launch, node);
    else if (!describeHostOp(&op, node))
      continue;
    index[&op] = nodes.size();
    nodes.push_back(std::move(node));
  }
}

std::optional<unsigned> LaunchGraph::lookup(Operation *op) const {
  auto it = index.find(op);
  if (it == index.end())
    return std::nullopt;
  return it->second;
}

//===----------------------------------------------------------------------===//
// Dependences
//===----------------------------------------------------------------------===//

/// True if the two accesses may touch the same memory.
static bool mayOverlap(const NodeBufferAccess &x, const NodeBufferAccess &y) {
  if (x.global || y.global)
    return x.global && x.global == y.global;
  return mayAlias(x.buffer, y.buffer);
}

std::optional<LaunchDependence> LaunchGraph::getDependence(unsigned a,
                                                           unsigned b) {
  assert(a < b && b < nodes.size() && "dependences go forward");
  if (auto it = cache.find({a, b}); it != cache.end())
    return it->second;
  const LaunchNode &from = nodes[a], &to = nodes[b];
  std::optional<LaunchDependence> result;
  auto make = [&](DependenceKind kind) {
    LaunchDependence dependence;
    dependence.from = a;
    dependence.to = b;
    dependence.kind = kind;
    return dependence;
  };
  // Tokens (and any other value) the later node uses.
  for (Value operand : to.op->getOperands()) {
    if (operand.getDefiningOp() == from.op) {
      result = make(DependenceKind::Token);
      result->token = operand;
      break;
    }
  }
  if (!result && (from.unknownEffects || to.unknownEffects ||
                  from.synchronizes || to.synchronizes))
    result = make(DependenceKind::Ordering);
  if (!result)
    result = getBufferDependence(a, b);
  cache[{a, b}] = result;
  return result;
}

std::optional<LaunchDependence>
LaunchGraph::getDependenceExceptTokens(unsigned a, unsigned b) {
  std::optional<LaunchDependence> dependence = getDependence(a, b);
  if (!dependence || dependence->kind != DependenceKind::Token)
    return dependence;
  const LaunchNode &from = nodes[a], &to = nodes[b];
  if (from.unknownEffects || to.unknownEffects || from.synchronizes ||
      to.synchronizes) {
    LaunchDependence ordering;
    ordering.from = a;
    ordering.to = b;
    ordering.kind = DependenceKind::Ordering;
    return ordering;
  }
  return getBufferDependence(a, b);
}

std::optional<LaunchDependence>
LaunchGraph::getBufferDependence(unsigned a, unsigned b) const {
  assert(a < b && b < nodes.size() && "dependences go forward");
  const LaunchNode &from = nodes[a], &to = nodes[b];
  for (const NodeBufferAccess &x : from.accesses) {
    for (const NodeBufferAccess &y : to.accesses) {
      bool xw = x.access.isWritten(), yw = y.access.isWritten();
      if (!(xw || yw) || !mayOverlap(x, y))
        continue;
      LaunchDependence dependence;
      dependence.from = a;
      dependence.to = b;
      dependence.kind = xw && y.access.isRead() ? DependenceKind::ReadAfterWrite
                        : xw && yw ? DependenceKind::WriteAfterWrite
                                   : DependenceKind::WriteAfterRead;
      dependence.fromAccess = x;
      dependence.toAccess = y;
      return dependence;
    }
  }
  return std::nullopt;
}

void LaunchGraph::computeAllDependences() {
  if (allComputed)
    return;
  allComputed = true;
  successors.assign(nodes.size(), {});
  for (unsigned b = 0; b < nodes.size(); ++b)
    for (unsigned a = 0; a < b; ++a)
      if (std::optional<LaunchDependence> d = getDependence(a, b)) {
        dependences.push_back(*d);
        successors[a].push_back(b);
      }
  llvm::stable_sort(
      dependences, [](const LaunchDependence &x, const LaunchDependence &y) {
        return std::make_pair(x.from, x.to) < std::make_pair(y.from, y.to);
      });
}

ArrayRef<LaunchDependence> LaunchGraph::getDependences() {
  computeAllDependences();
  return dependences;
}

ArrayRef<unsigned> LaunchGraph::getSuccessors(unsigned node) {
  computeAllDependences();
  return successors[node];
}

bool LaunchGraph::reaches(unsigned from, unsigned to) {
  if (from >= to)
    return false;
  computeAllDependences();
  SmallVector<unsigned> worklist{from};
  llvm::SmallVector<bool> seen(nodes.size(), false);
  seen[from] = true;
  while (!worklist.empty()) {
    unsigned n = worklist.pop_back_val();
    for (unsigned s : successors[n]) {
      if (s == to)
        return true;
      if (s < to && !seen[s]) {
        seen[s] = true;
        worklist.push_back(s);
      }
    }
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Arrays
//===----------------------------------------------------------------------===//

ArrayRef<LaunchGraph::Array> LaunchGraph::getArrays() {
  if (arrays)
    return *arrays;
  arrays.emplace();
  llvm::DenseMap<Value, unsigned> byRoot;
  llvm::DenseMap<Attribute, unsigned> byGlobal;
  for (auto [n, node] : llvm::enumerate(nodes)) {
    if (!node.isLaunch())
      continue;
    for (const NodeBufferAccess &access : node.accesses) {
      unsigned id;
      if (access.global) {
        auto [it, inserted] =
            byGlobal.try_emplace(access.global, arrays->size());
        if (inserted) {
          arrays->push_back({});
          arrays->back().global = access.global;
        }
        id = it->second;
      } else {
        Value root = traceBufferRoot(access.buffer);
        auto [it, inserted] = byRoot.try_emplace(root, arrays->size());
        if (inserted) {
          arrays->push_back({});
          arrays->back().root = root;
        }
        id = it->second;
      }
      Array &array = (*arrays)[id];
      auto add = [&](SmallVector<unsigned> &list) {
        if (list.empty() || list.back() != n)
          list.push_back(n);
      };
      if (access.access.isRead())
        add(array.readers);
      if (access.access.isWritten())
        add(array.writers);
    }
  }
  for (unsigned i = 0; i < arrays->size(); ++i)
    for (unsigned j = i + 1; j < arrays->size(); ++j) {
      Array &x = (*arrays)[i], &y = (*arrays)[j];
      if (!x.root || !y.root || !mayAlias(x.root, y.root))
        continue;
      x.mayAliasWith.push_back(j);
      y.mayAliasWith.push_back(i);
    }
  return *arrays;
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

std::string LaunchGraph::describeNode(unsigned n) const {
  const LaunchNode &node = nodes[n];
  std::string text;
  llvm::raw_string_ostream os(text);
  if (node.isLaunch())
    os << "launch " << gpu::LaunchFuncOp(node.launch).getKernel();
  else
    os << "'" << node.op->getName() << "'";
  return text;
}

/// The buffer of an access as a remark names it.
static std::string describeAccessBuffer(const NodeBufferAccess &access) {
  if (access.global)
    return ("global @" + access.global.getValue()).str();
  return describeValue(access.buffer);
}

std::string
LaunchGraph::describeDependence(const LaunchDependence &dependence) const {
  std::string text;
  llvm::raw_string_ostream os(text);
  auto who = [&](unsigned n) -> std::string {
    const LaunchNode &node = nodes[n];
    if (node.isLaunch()) {
      std::string name;
      llvm::raw_string_ostream ns(name);
      ns << gpu::LaunchFuncOp(node.launch).getKernel();
      return name;
    }
    return describeNode(n);
  };
  switch (dependence.kind) {
  case DependenceKind::Token:
    os << who(dependence.to) << " uses " << describeValue(dependence.token)
       << " of " << who(dependence.from);
    break;
  case DependenceKind::Ordering: {
    unsigned ordered = nodes[dependence.from].unknownEffects ||
                               nodes[dependence.from].synchronizes
                           ? dependence.from
                           : dependence.to;
    os << describeNode(ordered)
       << (nodes[ordered].synchronizes ? " synchronizes with the device"
                                       : " has effects that are not known");
    break;
  }
  default: {
    const NodeBufferAccess &x = dependence.fromAccess, &y = dependence.toAccess;
    bool fromWrites = dependence.kind != DependenceKind::WriteAfterRead;
    const NodeBufferAccess &writer = fromWrites ? x : y;
    const NodeBufferAccess &other = fromWrites ? y : x;
    // The writer first: "@a writes %b, which @c may read" (read-after-write,
    // and write-after-read with the roles swapped), "... may write" (output).
    bool otherWrites = dependence.kind == DependenceKind::WriteAfterWrite;
    os << who(fromWrites ? dependence.from : dependence.to) << " writes "
       << describeAccessBuffer(writer) << ", which "
       << who(fromWrites ? dependence.to : dependence.from) << " may "
       << (otherWrites ? "write" : "read");
    if (!x.global && traceBufferRoot(x.buffer) != traceBufferRoot(y.buffer))
      os << " (as " << describeAccessBuffer(other)
         << ", not known apart from it)";
    else if (!x.global && x.buffer != y.buffer)
      os << " (as " << describeAccessBuffer(other) << ", a view of it)";
    break;
  }
  }
  return text;
}

/// "%2 (fresh allocation)", "%arg0 (argument, llvm.noalias)".
static std::string describeArray(const LaunchGraph::Array &array) {
  if (array.global)
    return ("global @" + array.global.getValue()).str();
  std::string text = describeValue(array.root);
  if (isFreshAllocation(array.root))
    text += " (allocation)";
  else if (isNoAliasArgument(array.root))
    text += " (argument, llvm.noalias)";
  else if (isFunctionArgument(array.root))
    text += " (argument)";
  return text;
}

/// "0, 3" or "-".
static std::string listNodes(ArrayRef<unsigned> list) {
  if (list.empty())
    return "-";
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleaveComma(list, os);
  return text;
}

/// The host function (or other op) holding `block`, for headers.
static std::string describeHolder(Block &block) {
  Operation *parent = block.getParentOp();
  if (auto func = dyn_cast_or_null<FunctionOpInterface>(parent))
    return ("@" + func.getName()).str();
  return parent ? ("'" + parent->getName().getStringRef() + "'").str()
                : std::string("a block");
}

void LaunchGraph::print(raw_ostream &os) {
  computeAllDependences();
  os << "launch graph of " << describeHolder(*block) << ": " << nodes.size()
     << " nodes, " << dependences.size() << " dependences\n";
  for (auto [n, node] : llvm::enumerate(nodes)) {
    os << "  node " << n << ": " << describeNode(n);
    if (node.isLaunch() && !node.kernel)
      os << " (kernel not a gpu.func: accesses unknown)";
    else if (node.unknownEffects)
      os << " (effects unknown)";
    else if (node.synchronizes)
      os << " (synchronizes)";
    os << "\n";
  }
  ArrayRef<Array> all = getArrays();
  os << "arrays (K(D): the launches that touch D):\n";
  for (auto [i, array] : llvm::enumerate(all)) {
    llvm::SetVector<unsigned> touching;
    touching.insert(array.readers.begin(), array.readers.end());
    touching.insert(array.writers.begin(), array.writers.end());
    SmallVector<unsigned> sorted(touching.begin(), touching.end());
    llvm::sort(sorted);
    os << "  array " << i << ": " << describeArray(array) << ": K = {"
       << listNodes(sorted) << "}, read by " << listNodes(array.readers)
       << ", written by " << listNodes(array.writers);
    if (!array.mayAliasWith.empty())
      os << ", may alias array " << listNodes(array.mayAliasWith);
    os << "\n";
  }
  os << "dependences:\n";
  for (const LaunchDependence &d : dependences)
    os << "  " << d.from << " -> " << d.to << " "
       << stringifyDependenceKind(d.kind) << ": " << describeDependence(d)
       << "\n";
  // SC'14's order-of-execution graph: the dependences without those implied
  // by others.
  os << "order of execution (transitive reduction):\n";
  for (unsigned n = 0; n < nodes.size(); ++n) {
    SmallVector<unsigned> direct;
    for (unsigned s : successors[n]) {
      bool implied = llvm::any_of(successors[n], [&](unsigned m) {
        return m != s && m < s && reaches(m, s);
      });
      if (!implied)
        direct.push_back(s);
    }
    if (!direct.empty())
      os << "  " << n << " -> " << listNodes(direct) << "\n";
  }
}

/// Escapes `text` for a Graphviz label.
static std::string dotEscape(StringRef text) {
  std::string escaped;
  for (char c : text) {
    if (c == '"' || c == '\\')
      escaped += '\\';
    escaped += c;
  }
  return escaped;
}

void LaunchGraph::printDot(raw_ostream &os) {
  computeAllDependences();
  os << "digraph \"" << dotEscape(describeHolder(*block)) << "\" {\n";
  os << "  node [shape=box];\n";
  for (auto [n, node] : llvm::enumerate(nodes))
    os << "  n" << n << " [label=\"" << n << ": " << dotEscape(describeNode(n))
       << "\"" << (node.isLaunch() ? "" : ", style=dashed") << "];\n";
  for (const LaunchDependence &d : dependences) {
    std::string label = stringifyDependenceKind(d.kind).str();
    if (d.kind != DependenceKind::Token && d.kind != DependenceKind::Ordering)
      label += " " + describeAccessBuffer(d.fromAccess);
    os << "  n" << d.from << " -> n" << d.to << " [label=\"" << dotEscape(label)
       << "\"];\n";
  }
  os << "}\n";
}
