//===- LaunchGraph.h - Dependencies between the launches of a host block -*- C++
//-*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The launch graph of a host block: its kernel launches and the host ops that
// order them, in program order, with the data dependencies between them
// (read-after-write, write-after-read, write-after-write, per buffer, and the
// SSA uses of async tokens) and the arrays each launch touches. It is
// SC'14's order-of-execution graph, and the one abstraction that horizontal
// fusion, stencil fusion and their planners use to decide what may become one
// launch.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_LAUNCHGRAPH_H
#define KFUSION_COMMON_LAUNCHGRAPH_H

#include "KFusion/Common/KernelAccess.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Block.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>

namespace mlir::kfusion {

//===----------------------------------------------------------------------===//
// Host buffers
//===----------------------------------------------------------------------===//

/// Follows views and casts from `buffer` to the value they were made from.
Value traceBufferRoot(Value buffer);

/// True if `root` is a function argument marked `llvm.noalias`: memory reached
/// through it is reached through no other buffer of the function.
bool isNoAliasArgument(Value root);

/// True if `root` is the result of an op that allocates it (memref.alloc,
/// gpu.alloc, ...).
bool isFreshAllocation(Value root);

/// True if the host buffers `a` and `b` may share memory: they come from the
/// same buffer, or neither is known apart. A `llvm.noalias` argument is apart
/// from everything else; a fresh allocation is apart from other allocations
/// and from the function's arguments (which existed before it).
bool mayAlias(Value a, Value b);

/// The host value as the printer names it (`%0`, `%memref_2`, `%arg1`).
std::string describeValue(Value value);

//===----------------------------------------------------------------------===//
// The graph
//===----------------------------------------------------------------------===//

/// What makes one node of the graph wait for an earlier one.
enum class DependenceKind {
  /// The later node reads what the earlier one writes (true dependence).
  ReadAfterWrite,
  /// The later node writes what the earlier one reads (anti dependence).
  WriteAfterRead,
  /// Both write (output dependence).
  WriteAfterWrite,
  /// The later node uses a value (an async token) the earlier one defines.
  Token,
  /// One of them synchronizes with the device or has effects that are not
  /// known (a gpu.wait, a call): it is ordered with everything.
  Ordering,
};

/// "read-after-write", "token", ...
StringRef stringifyDependenceKind(DependenceKind kind);

/// One access of a node to a buffer: the host value (null for a global), the
/// kernel argument it is passed as (launches), and the first ops that read and
/// write it (for diagnostics; the op itself for host nodes).
struct NodeBufferAccess {
  Value buffer;
  StringAttr global;
  std::optional<unsigned> argument;
  BufferAccess access;
};

/// A node: a `gpu.launch_func`, or a host op that orders launches (it accesses
/// memory, synchronizes, or its effects are unknown). Ops without memory
/// effects and pure allocations are not nodes.
struct LaunchNode {
  Operation *op = nullptr;
  /// Set for launches; `kernel` is null when the launched symbol is not a
  /// gpu.func whose accesses can be summarized (its accesses are then
  /// unknown, like a call's).
  gpu::LaunchFuncOp launch;
  gpu::GPUFuncOp kernel;
  /// The buffers the node touches. For a launch: its kernel's accesses mapped
  /// to the host operands, and the globals it names.
  SmallVector<NodeBufferAccess> accesses;
  /// Accesses not known: the node may touch any buffer (and synchronizes).
  bool unknownEffects = false;
  /// A host op that waits for the device (`gpu.wait` without a result).
  bool synchronizes = false;

  bool isLaunch() const { return static_cast<bool>(launch); }
};

/// Why node `to` must stay after node `from` (from < to in program order).
struct LaunchDependence {
  unsigned from = 0, to = 0;
  DependenceKind kind = DependenceKind::Ordering;
  /// The accesses involved (buffer and token dependences): one of `from`'s
  /// and one of `to`'s.
  NodeBufferAccess fromAccess, toAccess;
  /// The value `to` uses (token dependences).
  Value token;
};

/// The launch graph of one host block, with the node and dependence queries
/// the fusion passes and planners share. Dependences between two nodes are
/// computed when first asked for and cached; `getDependences` computes all.
class LaunchGraph {
public:
  /// Builds the nodes of `block` in program order.
  explicit LaunchGraph(Block &block);

  Block &getBlock() const { return *block; }
  ArrayRef<LaunchNode> getNodes() const { return nodes; }
  const LaunchNode &getNode(unsigned index) const { return nodes[index]; }
  /// The node of `op`, if it is one.
  std::optional<unsigned> lookup(Operation *op) const;

  /// The first dependence that orders node `a` before node `b` (a < b), or
  /// none if they may run in either order or together.
  std::optional<LaunchDependence> getDependence(unsigned a, unsigned b);

  /// The first buffer dependence (read-after-write, write-after-read,
  /// write-after-write on a buffer or global both may touch) between nodes
  /// `a` and `b` (a < b), ignoring tokens and ordering: what fusing the two
  /// into one launch would have to respect.
  std::optional<LaunchDependence> getBufferDependence(unsigned a,
                                                      unsigned b) const;

  /// `getDependence` without token dependences: what remains when the
  /// later node's use of the earlier one's token could be rerouted (a token
  /// chain that serializes launches on one stream without a data
  /// dependence).
  std::optional<LaunchDependence> getDependenceExceptTokens(unsigned a,
                                                            unsigned b);

  /// Every direct dependence, ordered by (from, to).
  ArrayRef<LaunchDependence> getDependences();
  /// The nodes that directly depend on `node`.
  ArrayRef<unsigned> getSuccessors(unsigned node);
  /// True if `to` depends on `from`, directly or through other nodes.
  bool reaches(unsigned from, unsigned to);

  /// An array of SC'14: the host buffers of one root (views of one buffer),
  /// and K(D), the launches that touch it.
  struct Array {
    Value root;
    StringAttr global;
    /// Launch nodes that read it, write it (a node may be in both).
    SmallVector<unsigned> readers, writers;
    /// Other arrays it may share memory with (not known apart).
    SmallVector<unsigned> mayAliasWith;
  };
  /// The arrays the launches touch, in order of first use.
  ArrayRef<Array> getArrays();

  /// Prints the nodes, the arrays with K(D), and the dependences, as text or
  /// as a Graphviz digraph.
  void print(raw_ostream &os);
  void printDot(raw_ostream &os);

  /// A one-line description of a node ("launch @m::@k", "'gpu.wait'").
  std::string describeNode(unsigned node) const;
  /// The dependence as a sentence for remarks: "@m::@a writes %buf, which
  /// @m::@b reads".
  std::string describeDependence(const LaunchDependence &dependence) const;

private:
  void computeAllDependences();

  Block *block;
  SmallVector<LaunchNode> nodes;
  llvm::DenseMap<Operation *, unsigned> index;
  llvm::DenseMap<std::pair<unsigned, unsigned>, std::optional<LaunchDependence>>
      cache;
  bool allComputed = false;
  SmallVector<LaunchDependence> dependences;
  SmallVector<SmallVector<unsigned>> successors;
  std::optional<SmallVector<Array>> arrays;
};

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_LAUNCHGRAPH_H
