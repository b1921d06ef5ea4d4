// REQUIRES: cuda-gpu
// The warpgroup-MMA GEMM kernels of bench/cusync (kfusion.gemm through csbench, flavour wgmma:
// wgmma.mma_async on shared-memory descriptors, 128-byte swizzle, cp.async
// pipeline; sm_90a) on the GPU against float64 numpy references of fresh
// random inputs: GeLU with 128 x 256 tiles, split-K, SwiGLU with 256-row
// tiles (four warpgroups), a SwiGLU MLP under RowSync (the cuSync passes
// on warpgroup kernels, 512-thread blocks), a GEMM with its main loop unrolled
// five times (5 stages, leftovers) and a GeLU MLP under RowSync whose 6-stage
// producer is unrolled.
//
// RUN: rm -rf %t && %python %S/Inputs/cusync-wgmma.py --opt kfusion-opt --runner kfusion-runner --out %t | FileCheck %s
// CHECK: gemm-gelu gpu: equal
// CHECK: gemm-split gpu: equal
// CHECK: gemm-swiglu gpu: equal
// CHECK: mlp-row gpu: equal
// CHECK: gemm-unrolled gpu: equal
// CHECK: mlp-row-unrolled gpu: equal
