// REQUIRES: cuda-gpu
// Row-wise epilogues on the GPU (../../Stitch/Inputs/gemm-row-epilogues.mlir
// grouped by hand: a bias and a softmax over 128 columns, and a bias, a
// residual and a layernorm over 192 columns, each in its wgmma GEMM's
// kernel) against the interpreter's run of the same plan with the wgmma
// emulated, on the same pseudo-random inputs
// (Inputs/stitch-gemm-row-epilogues-main.mlir). rtol / atol 4e-3: the
// layernorm's f16 results may round apart where the two GEMMs' f32 sums
// differ in their last bits. Why it would fail: a row value read before its
// thread wrote it (a missing barrier), a reduction past N or over another
// row, or a kernel that does not run moves the rows' values far more.
// RUN: rm -rf %t && mkdir -p %t/sim %t/gpu
// RUN: sed -e "s/linalg.matmul ins/linalg.matmul {kfusion.stitch_group = 0} ins/" -e 's/iterator_types = \(\[[^]]*\]\)}/iterator_types = \1, kfusion.stitch_group = 0}/' %S/../../Stitch/Inputs/gemm-row-epilogues.mlir > %t.hand.mlir
// RUN: kfusion-opt %t.hand.mlir --kfusion-stitch-to-gpu="remarks=false emulate-gemms=true" -o %t.emu.mlir 2>/dev/null
// RUN: kfusion-opt %t.hand.mlir --kfusion-stitch-to-gpu="remarks=false" -o %t.gpu.mlir 2>/dev/null
// RUN: %python %S/Inputs/append-main.py %t.emu.mlir %S/Inputs/stitch-gemm-row-epilogues-main.mlir %t.emu.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.gpu.mlir %S/Inputs/stitch-gemm-row-epilogues-main.mlir %t.gpu.main.mlir
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.emu.main.mlir -e main > /dev/null
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/gpu kfusion-runner %t.gpu.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu 2 4e-3 4e-3 | FileCheck %s
// CHECK: output0: 17408 values, 0 differ
// CHECK: output1: 26112 values, 0 differ
