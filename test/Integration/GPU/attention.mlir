// REQUIRES: cuda-gpu
// The fused attention kernels of the stitching pipeline (FlashAttention on
// wgmma: cp.async double buffers, the online softmax with its exponentials
// as PTX ex2.approx, P through shared memory) on the GPU against the
// interpreter's run of the same plan with the wgmma emulated and the exact
// exp, on the same pseudo-random inputs (Inputs/attention-main.mlir): the
// causal bf16 attention of ../../Stitch/Inputs/attention.mlir (the key tiles
// after each block's last query skipped, V stored transposed, f32 result)
// and the f16 one with K stored transposed. rtol / atol 1e-2 (bf16's 8-bit
// mantissa; the GPU's approximate exp against the interpreter's libm).
// Why it would fail: a wrong descriptor, swizzle, mask, rescaling or
// exponential moves values by more than that (a skipped rescale, by the
// scores' spread); a kernel that does not run leaves the output unwritten.
// RUN: rm -rf %t && mkdir -p %t/sim %t/gpu
// RUN: kfusion-opt %S/../../Stitch/Inputs/attention.mlir --kfusion-stitch-to-gpu="remarks=false emulate-gemms=true" -o %t.emu.mlir
// RUN: kfusion-opt %S/../../Stitch/Inputs/attention.mlir --kfusion-stitch-to-gpu="remarks=false" -o %t.gpu.mlir
// RUN: %python %S/Inputs/append-main.py %t.emu.mlir %S/Inputs/attention-main.mlir %t.emu.main.mlir
// RUN: %python %S/Inputs/append-main.py %t.gpu.mlir %S/Inputs/attention-main.mlir %t.gpu.main.mlir
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/sim kfusion-sim %t.emu.main.mlir -e main > /dev/null
// RUN: env KFUSION_SEED=7 KFUSION_OUTPUT_DIR=%t/gpu kfusion-runner %t.gpu.main.mlir -e main --entry-point-result=void > /dev/null
// RUN: %python %S/Inputs/compare-f32.py %t/sim %t/gpu 2 1e-2 1e-2 | FileCheck %s
// CHECK: output0: 36864 values, 0 differ
// CHECK: output1: 16384 values, 0 differ
