//===- CompileSCF.cpp - scf ops to jumps ----------------------------------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// scf.for, scf.if, scf.while and scf.execute_region become conditional
// and unconditional jumps; the values they carry (iteration arguments,
// results) move through parallel copies at each edge, as cf branches
// copy block arguments.
//
//===----------------------------------------------------------------------===//

#include "FunctionCompiler.h"

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

LogicalResult FunctionCompiler::compileScf(Operation *op) {
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return compileFor(forOp);
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return compileIf(ifOp);
  if (auto whileOp = dyn_cast<scf::WhileOp>(op))
    return compileWhile(whileOp);
  if (auto exec = dyn_cast<scf::ExecuteRegionOp>(op))
    return compileExecuteRegion(exec);
  return unsupported(op);
}

/// scf.for: the step is checked on entry, then a header compares the
/// induction variable with the upper bound; the body's yield copies the
/// carried values, steps and jumps back.
LogicalResult FunctionCompiler::compileFor(scf::ForOp forOp) {
  Operation *op = forOp;
  unsigned width = intWidth(forOp.getInductionVar().getType());
  SmallVector<uint32_t> iterSlots = slotsOf(forOp.getRegionIterArgs());
  aliasAll(forOp.getResults(), iterSlots);
  emitParCopy(forOp.getInitArgs(), iterSlots, op);
  uint32_t iv = slot(forOp.getInductionVar());
  uint32_t step = slot(forOp.getStep());
  // A step that is not positive never reaches the upper bound: an error
  // on the op when the loop is entered, not a run that never ends.
  Inst checkStep = make(Opcode::CheckStep, op);
  checkStep.a = step;
  checkStep.w = width;
  checkStep.flags = forOp.getUnsignedCmp() ? 1 : 0;
  emit(checkStep);
  Inst init = make(Opcode::Copy, op);
  init.res = iv;
  init.a = slot(forOp.getLowerBound());
  emit(init);
  size_t header = here();
  uint32_t cond = temp();
  Inst cmp = make(Opcode::CmpI, op);
  cmp.res = cond;
  cmp.a = iv;
  cmp.b = slot(forOp.getUpperBound());
  cmp.w = width;
  cmp.mode = uint8_t(forOp.getUnsignedCmp() ? arith::CmpIPredicate::ult
                                            : arith::CmpIPredicate::slt);
  emit(cmp);
  Inst branch = make(Opcode::CondJump, op);
  branch.a = cond;
  size_t branchIndex = emit(branch);
  fn().code[branchIndex].imm = here();
  if (failed(compileStructuredBody(forOp.getRegion(), [&](Operation *yield) {
        emitParCopy(yield->getOperands(), iterSlots, yield);
        Inst inc = make(Opcode::AddI, op);
        inc.res = iv;
        inc.a = iv;
        inc.b = step;
        inc.w = width;
        emit(inc);
        Inst back = make(Opcode::Jump, op);
        back.imm = header;
        emit(back);
        return success();
      })))
    return failure();
  fn().code[branchIndex].b = here();
  return success();
}

/// scf.if: a conditional jump over the then-region; both regions copy
/// their yielded values into the result slots.
LogicalResult FunctionCompiler::compileIf(scf::IfOp ifOp) {
  Operation *op = ifOp;
  SmallVector<uint32_t> resultSlots = slotsOf(ifOp.getResults());
  Inst branch = make(Opcode::CondJump, op);
  branch.a = slot(ifOp.getCondition());
  size_t branchIndex = emit(branch);
  fn().code[branchIndex].imm = here();
  size_t thenExit = 0;
  if (failed(compileStructuredBody(ifOp.getThenRegion(), [&](Operation *y) {
        emitParCopy(y->getOperands(), resultSlots, y);
        thenExit = emit(make(Opcode::Jump, op));
        return success();
      })))
    return failure();
  fn().code[branchIndex].b = here();
  if (!ifOp.getElseRegion().empty()) {
    if (failed(compileStructuredBody(ifOp.getElseRegion(), [&](Operation *y) {
          emitParCopy(y->getOperands(), resultSlots, y);
          return success();
        })))
      return failure();
  }
  fn().code[thenExit].imm = here();
  return success();
}

/// scf.while: the before-region's scf.condition jumps to the after-region
/// (copying its arguments) or out of the loop (copying the results).
LogicalResult FunctionCompiler::compileWhile(scf::WhileOp whileOp) {
  Operation *op = whileOp;
  SmallVector<uint32_t> beforeSlots = slotsOf(whileOp.getBeforeArguments());
  SmallVector<uint32_t> afterSlots = slotsOf(whileOp.getAfterArguments());
  SmallVector<uint32_t> resultSlots = slotsOf(whileOp.getResults());
  emitParCopy(whileOp.getInits(), beforeSlots, op);
  size_t before = here();
  size_t exitJump = 0;
  if (failed(compileStructuredBody(whileOp.getBefore(), [&](Operation *term) {
        auto condition = cast<scf::ConditionOp>(term);
        Inst branch = make(Opcode::CondJump, term);
        branch.a = slot(condition.getCondition());
        size_t branchIndex = emit(branch);
        fn().code[branchIndex].imm = here();
        emitParCopy(condition.getArgs(), afterSlots, term);
        size_t toAfter = emit(make(Opcode::Jump, term));
        fn().code[branchIndex].b = here();
        emitParCopy(condition.getArgs(), resultSlots, term);
        exitJump = emit(make(Opcode::Jump, term));
        fn().code[toAfter].imm = here();
        return success();
      })))
    return failure();
  if (failed(compileStructuredBody(whileOp.getAfter(), [&](Operation *y) {
        emitParCopy(y->getOperands(), beforeSlots, y);
        Inst back = make(Opcode::Jump, y);
        back.imm = before;
        emit(back);
        return success();
      })))
    return failure();
  fn().code[exitJump].imm = here();
  return success();
}

/// scf.execute_region: any number of blocks joined by cf branches; each
/// scf.yield copies its values to the results and leaves the region.
LogicalResult
FunctionCompiler::compileExecuteRegion(scf::ExecuteRegionOp exec) {
  SmallVector<uint32_t> resultSlots = slotsOf(exec.getResults());
  std::vector<size_t> exits;
  auto onYield = [&](Operation *y) -> LogicalResult {
    if (!isa<scf::YieldOp>(y))
      return unsupported(y, "terminator of scf.execute_region");
    emitParCopy(y->getOperands(), resultSlots, y);
    exits.push_back(emit(make(Opcode::Jump, y)));
    return success();
  };
  for (Block &block : exec.getRegion()) {
    blockStart[&block] = here();
    (void)slotsOf(block.getArguments());
    if (failed(compileBlockBody(block, onYield)))
      return failure();
  }
  for (size_t exit : exits)
    fn().code[exit].imm = here();
  return success();
}
