// REQUIRES: cuda-gpu
// Late reads prefetched on the GPU (kfusion-to-cubin prefetch-late-reads):
// the fused chain of ../../Stencil/stencil-prefetch.mlir, whose second
// sweep reads `c` after the kernel's barrier, lowered with its reads of `c`
// prefetched into L2 (and L1) at the kernel's start (prefetch.L2 / .L1),
// against the unfused program on the interpreter on the same pseudo-random
// inputs; o and b start random, so points the guards do not write are
// checked too.
// RUN: rm -rf %t && mkdir -p %t/sim %t/l2 %t/l1
// RUN: kfusion-opt %S/../../Stencil/stencil-prefetch.mlir --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: %python %S/Inputs/append-main.py %S/../../Stencil/stencil-prefetch.mlir %S/Inputs/stencil-prefetch-main.mlir %t.unfused.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.fused.mlir %S/Inputs/stencil-prefetch-main.mlir %t.fused.main.mlir
// RUN: env KFUSION_SEED=5 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.unfused.main.mlir -e main > /dev/null
// RUN: kfusion-opt %t.fused.main.mlir --kfusion-to-cubin="bare-ptr=true index-bitwidth=32 prefetch-late-reads=l2" -o %t.l2.mlir
// RUN: env KFUSION_SEED=5 KFUSION_OUTPUT_DIR=%t/l2 kfusion-runner %t.l2.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/l2 1 | FileCheck %s
// RUN: kfusion-opt %t.fused.main.mlir --kfusion-to-cubin="prefetch-late-reads=l1" -o %t.l1.mlir
// RUN: env KFUSION_SEED=5 KFUSION_OUTPUT_DIR=%t/l1 kfusion-runner %t.l1.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/l1 1 | FileCheck %s
// CHECK: output0: 2048 values, 0 differ
