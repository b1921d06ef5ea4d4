//===- HostFunction.h - A tensor function rewritten for the GPU -*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The host side both tensor-to-GPU lowerings (kfusion-stitch,
// kfusion-lower-gemm) share: a function on tensors rewritten into a function
// on memrefs whose body allocates, copies and launches kernels on one stream
// of async tokens, its results written to out-parameters, its constant
// tensors copied once per process from private globals to the device
// (kfusion.device_constant). The lowerings add the kernels.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_COMMON_HOSTFUNCTION_H
#define KFUSION_COMMON_HOSTFUNCTION_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::kfusion {

/// The memref type that holds a value of ranked tensor type `tensorType`:
/// its shape and element type, identity layout, default memory space.
MemRefType getHostBufferType(Type tensorType);

/// The rewrite of a function on tensors into the standard GPU form: a new
/// `func.func` of the same name and visibility before the old one, taking
/// memrefs (each tensor argument as a memref of its shape, other arguments
/// as they are, their attributes kept), then one out-parameter per result,
/// marked `llvm.noalias` (the caller gives each result memory of its own,
/// shared with no argument: a value semantics result has no other name),
/// and returning nothing; the module marked `gpu.container_module`; a
/// `gpu.module` for the kernels. Its body runs on one stream: `gpu.wait
/// async` first, then the temporaries' allocations (each placed after the
/// ones before, whenever it is asked for: the launches then follow one
/// another directly, as a pair cuSync forks onto two streams needs), every op
/// async on the previous one's token, the temporaries freed at the end, a
/// blocking `gpu.wait` before the return.
///
/// Use: construct, `begin`, emit the kernels and their launches through the
/// builder and the helpers below (the buffer map says where each value of the
/// old function lives), `finish`. `finish` erases the old function; until
/// then the module holds two functions of one name.
class GpuHostFunction {
public:
  /// Binds returned value `result` to out-parameter `out` (maps it, and what
  /// it derives from, to memory in `out`) and returns true, or returns false
  /// for a copy into `out` at `finish`.
  using ResultBinder = llvm::function_ref<bool(Value result, Value out)>;
  /// The memory of returned value `result`, which neither the buffer map nor
  /// a constant provides (a view, say); failure after an error.
  using ResultResolver = llvm::function_ref<FailureOr<Value>(Value result)>;

  /// The rewrite of `func`, which has one block ending in `func.return` and
  /// returns ranked tensors of static shapes. The kernels go into
  /// `gpu.module @<func><kernelModuleSuffix>`, a number appended when the
  /// module has that symbol. Creates nothing until `begin`.
  GpuHostFunction(func::FuncOp func, StringRef kernelModuleSuffix);

  /// Creates the new function, marks the module, creates the kernels'
  /// module, maps the old function's arguments to the new one's, binds each
  /// returned value to its out-parameter (`bind`; without one,
  /// `bindOpResult`), then starts the stream (`gpu.wait async`).
  void begin(ResultBinder bind = nullptr);

  /// The default result binding: `result` computed by an op other than an
  /// `arith.constant`, and not mapped yet (a value returned twice is bound
  /// once), is mapped to `out`, so whatever computes it writes `out`.
  bool bindOpResult(Value result, Value out);

  /// Results not bound at `begin` copied to their out-parameters (from the
  /// buffer map; an `arith.constant` no kernel read from its global;
  /// otherwise from `resolve`), the temporaries freed in the order they were
  /// allocated, the stream waited for, `func.return`; the old function
  /// erased. Fails after an error on the return for a result without memory
  /// (then nothing is erased).
  LogicalResult finish(ResultResolver resolve = nullptr);

  /// The builder at the end of the new function's body so far.
  OpBuilder &builder() { return hostBuilder; }
  Location getLoc() const { return loc; }
  /// The function being rewritten, and the new one (null before `begin`).
  func::FuncOp getOriginal() const { return original; }
  func::FuncOp getFunction() const { return function; }
  /// The kernels' module (null before `begin`).
  gpu::GPUModuleOp getKernelModule() const { return kernelModule; }
  /// Another kernels' module, `gpu.module @<function><suffix>` at the end of
  /// the module (a number appended where the name is taken), for kernels
  /// kept apart from the first module's (kfusion-stitch's GEMM kernels).
  gpu::GPUModuleOp createKernelModule(StringRef suffix);
  /// The return of the old function.
  func::ReturnOp getOriginalReturn();

  /// The stream's last token, which the next async op waits for; setToken
  /// makes `token` (an async op's result) the last one.
  Value getToken() const { return token; }
  void setToken(Value t) { token = t; }

  /// The buffer map from the old function's values to memory of the new
  /// one: `lookup` is null for a value not mapped.
  Value lookup(Value v) const { return buffers.lookup(v); }
  bool isMapped(Value v) const { return buffers.count(v); }
  void map(Value v, Value memory) { buffers[v] = memory; }

  /// The memory of `v`: its buffer, or, for a tensor `arith.constant`, its
  /// device copy (`materializeConstant`, mapped, so made once); null for
  /// any other value not mapped.
  Value lookupOrMaterialize(Value v);

  /// Device memory holding constant tensor `cst` (dense or dense_resource
  /// elements): `kfusion.device_constant` of its `createGlobal`, made once
  /// per process by the runtime (not at every call), never freed by the
  /// function.
  Value materializeConstant(arith::ConstantOp cst);

  /// The elements of constant tensor `cst` in a new private constant
  /// `memref.global @<func>_constant<i>` (the first free i, 64-byte
  /// aligned, at the top of the module).
  memref::GlobalOp createGlobal(arith::ConstantOp cst);

  /// `createGlobal` and its `memref.get_global` at the builder.
  Value hostGlobal(arith::ConstantOp cst);

  /// A `gpu.alloc` of `type` on the stream, placed after the stream's start
  /// and the allocations before it (not at the builder), freed at `finish`.
  Value allocate(MemRefType type);

  /// `gpu.memcpy` of `src` into `dst` on the stream.
  void copy(Value dst, Value src);

  /// `gpu.memset` of every element of `dst` to `value` on the stream.
  void fill(Value dst, Value value);

  /// `gpu.launch_func` of `kernel` on the stream with `args`
  /// (`dynamicSharedMemory` may be null), at `at`: the locations of the
  /// source ops the kernel computes (a FusedLoc of them; kfusion-fuse
  /// attributes launches to ops by them), else the function's.
  gpu::LaunchFuncOp
  launch(gpu::GPUFuncOp kernel, gpu::KernelDim3 grid, gpu::KernelDim3 block,
         Value dynamicSharedMemory, ValueRange args,
         std::optional<Location> at = std::nullopt,
         std::optional<gpu::KernelDim3> cluster = std::nullopt);

private:
  func::FuncOp original, function;
  std::string kernelModuleSuffix;
  MLIRContext *ctx;
  Location loc;
  OpBuilder hostBuilder;
  gpu::GPUModuleOp kernelModule;
  llvm::DenseMap<Value, Value> buffers;
  /// Returned values to copy at `finish`: (out-parameter, value).
  SmallVector<std::pair<Value, Value>> copiesAtEnd;
  SmallVector<Value> temporaries;
  Value token;
  /// The token the next allocation waits for: the stream's start, then the
  /// last allocation's.
  Value allocToken;
};

} // namespace mlir::kfusion

#endif // KFUSION_COMMON_HOSTFUNCTION_H
