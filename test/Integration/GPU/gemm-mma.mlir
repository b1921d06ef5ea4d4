// REQUIRES: cuda-gpu
// The mma GEMM kernels of kfusion-gemm-to-gpu (flavour=mma: ldmatrix and
// mma.sync m16n8k16, which sm_90 runs too) on the GPU against float64 numpy
// references of fresh random inputs (Inputs/gemm-gpu.py): the cases of
// gemm-wgmma.mlir in f16 and the bf16 one (mma.sync of bf16 operands:
// kfusion-bf16-mma-sync), 2 x 2 warps on 128 x 128 tiles and 2 x 4 warps on
// 128 x 256 tiles, the benchmark's sizes.
//
// RUN: rm -rf %t && %python %S/Inputs/gemm-gpu.py --flavour mma --chip sm_90 --opt kfusion-opt --runner kfusion-runner --out %t | FileCheck %s
// CHECK: square gpu: equal
// CHECK: ragged_f16 gpu: equal
// CHECK: unaligned gpu: equal
// CHECK: linear gpu: equal
// CHECK: transposed gpu: equal
// CHECK: batched gpu: equal
// CHECK: accumulate gpu: equal
// CHECK: mlp gpu: equal
// CHECK: bf16 gpu: equal
// CHECK: tile_128x128_w22 gpu: equal
// CHECK: tile_128x256_w24 gpu: equal
// CHECK: gpt3_up_m512 gpu: equal
// CHECK: llama_up_m1024 gpu: equal
