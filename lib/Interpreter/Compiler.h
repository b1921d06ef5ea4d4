//===- Compiler.h - MLIR functions to interpreter bytecode --------*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Compiles the functions a run can reach into Program bytecode, rejecting
// every op the interpreter does not implement with an error on that op.
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_LIB_INTERPRETER_COMPILER_H
#define KFUSION_LIB_INTERPRETER_COMPILER_H

#include "Bytecode.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::kfusion::sim {

/// Element kind of a memref element type, or failure.
FailureOr<Elem> elemKindOf(Type type);

/// Whether `op` is one of the ops of a TMA load (CompileTma.cpp): tensor
/// maps, mbarriers, the load, the proxy fence.
bool isTmaOp(Operation *op);

/// Compiles function `func` (func.func or gpu.func) and every function it
/// can reach (calls, launched kernels) into `program`, if not done yet.
/// Returns the index of `func` in program.funcs.
FailureOr<unsigned> compileFunction(ModuleOp module, Operation *func,
                                    Program &program);

} // namespace mlir::kfusion::sim

#endif // KFUSION_LIB_INTERPRETER_COMPILER_H
