// REQUIRES: cuda-gpu
// The wgmma GEMM kernels of kfusion-gemm-to-gpu (sm_90a: cp.async pipeline,
// 128-byte-swizzled shared tiles, wgmma.mma_async on descriptors) on the GPU
// against float64 numpy references of fresh random inputs (Inputs/gemm-gpu.py,
// the cases of bench/gemm/gemmbench/programs.py gpu_check_cases): the model's
// configuration on a square GEMM, ragged M/N/K with an f16 result, rows not a
// multiple of 8 (padded copies, element stores), x W^T, transposes of both
// operands, a batch, bf16, C = R + A B, an MLP through an f16 buffer; 128 x
// 256, 64 x 128 (two warpgroups along N) and 256 x 128 (four warpgroups, an
// M-major A) tiles; GPT-3's up projection at M = 512 and LLaMA-7B's at M = 1024;
// with TMA tile loads (load=tma: 128-byte-swizzled boxes under mbarriers) a
// square, a ragged, a transposed and a batched GEMM, 128 x 256 and 256 x 128
// tiles, GPT-3's up projection at M = 512, one block and an MLP; the same with
// the loads by a producer warpgroup (load=tma-producer: warp specialization,
// setmaxnreg, free mbarriers, fewer stages than k-tiles); persistent kernels
// (schedule=persistent: blocks looping over tiles) planned for 2, 3 or 5
// multiprocessors so that each block takes several tiles (ragged, a batch,
// transposes, 64 tiles, an MLP, a bias + GELU epilogue) and GPT-2's up
// projection at M = 4096 on the
// whole device; warpgroups of 128 rows (256 x 128 tiles, two computing
// warpgroups) with the copies, a producer warpgroup and persistent; tiles
// of 176, 240 and 96 columns (a K-major B) on a grid and persistent, and LLaMA's
// up projection at M = 512 with the model's tile (128 x 168 since d9140fd);
// tiles of 8-multiples that are not of 16 (168 on a grid, its output tile's
// 21 chunks a row stored in a guarded last round, and persistent in 56-column
// slices; 248 persistent; a bias + GELU in ping-pong teams of one 128-row
// warpgroup on 128 x 168, the model's plan for it at M = 1024); split-K of a
// persistent grid's last round (split-k=S: ragged, a batch, 256 x 128 tiles,
// a bias + GELU epilogue, GPT-3's up projection at M = 256) and its tile
// order in groups of rows of M tiles (tile-group=G, with split-K, LLaMA's up
// projection at M = 4096); ping-pong kernels (schedule=pingpong: ragged, a
// batch, transposed operands, one and two warpgroups a team, a bias + GELU
// epilogue, GPT-2's up projection at M = 4096 with it);
// through kfusion-stitch-to-gpu, GEMMs with the bias and tanh GELU in their
// epilogue (f16 and f32 results, a weight stored [N, K], GPT-3's up
// projection at M = 1024); cuSync on these kernels (kfusion-plan-sync and
// kfusion-insert-semaphores): an MLP with the GELU between its GEMMs under
// RowSync and under TileSync waiting in the second GEMM's K loop, and
// GPT-3's MLP at M = 512 under RowSync.
//
// RUN: rm -rf %t && %python %S/Inputs/gemm-gpu.py --flavour wgmma --opt kfusion-opt --runner kfusion-runner --out %t | FileCheck %s
// CHECK: square gpu: equal
// CHECK: ragged_f16 gpu: equal
// CHECK: unaligned gpu: equal
// CHECK: linear gpu: equal
// CHECK: transposed gpu: equal
// CHECK: batched gpu: equal
// CHECK: accumulate gpu: equal
// CHECK: mlp gpu: equal
// CHECK: bf16 gpu: equal
// CHECK: tile_128x256 gpu: equal
// CHECK: tile_64x128_n2 gpu: equal
// CHECK: tile_256x128 gpu: equal
// CHECK: gpt3_up_m512 gpu: equal
// CHECK: llama_up_m1024 gpu: equal
// CHECK: tma_square gpu: equal
// CHECK: tma_ragged_f16 gpu: equal
// CHECK: tma_transposed gpu: equal
// CHECK: tma_batched gpu: equal
// CHECK: tma_tile_128x256 gpu: equal
// CHECK: tma_tile_256x128 gpu: equal
// CHECK: tma_gpt3_up_m512 gpu: equal
// CHECK: tma_one gpu: equal
// CHECK: tma_mlp gpu: equal
// CHECK: ws_square gpu: equal
// CHECK: ws_ragged_f16 gpu: equal
// CHECK: ws_transposed gpu: equal
// CHECK: ws_batched gpu: equal
// CHECK: ws_tile_128x256 gpu: equal
// CHECK: ws_tile_256x128 gpu: equal
// CHECK: ws_gpt3_up_m512 gpu: equal
// CHECK: ws_one gpu: equal
// CHECK: ws_mlp gpu: equal
// CHECK: ps_ragged_f16 gpu: equal
// CHECK: ps_batched gpu: equal
// CHECK: ps_transposed gpu: equal
// CHECK: ps_tile_128x128 gpu: equal
// CHECK: ps_mlp gpu: equal
// CHECK: ps_bias_gelu_f16 gpu: equal
// CHECK: ps_gpt2_up_m4096 gpu: equal
// CHECK: tall_256x128 gpu: equal
// CHECK: ws_tall_256x128 gpu: equal
// CHECK: ps_tall_256x128 gpu: equal
// CHECK: ws_wide_176 gpu: equal
// CHECK: ps_wide_176 gpu: equal
// CHECK: ws_wide_240_f16 gpu: equal
// CHECK: ws_wide_96_f16 gpu: equal
// CHECK: llama_up_m512_model gpu: equal
// CHECK: ws_wide_168 gpu: equal
// CHECK: ps_wide_168_f16 gpu: equal
// CHECK: ps_wide_248_f16 gpu: equal
// CHECK: pp_team_168_bias_gelu_f16 gpu: equal
// CHECK: sk_ragged_f16 gpu: equal
// CHECK: sk_batched gpu: equal
// CHECK: sk_tall_256x128 gpu: equal
// CHECK: sk_bias_gelu_f16 gpu: equal
// CHECK: sk_gpt3_up_m256 gpu: equal
// CHECK: pg_group_2 gpu: equal
// CHECK: pg_group_4_split gpu: equal
// CHECK: pg_llama_up_m4096 gpu: equal
// CHECK: pp_ragged_f16 gpu: equal
// CHECK: pp_batched gpu: equal
// CHECK: pp_transposed gpu: equal
// CHECK: pp_tile_128x128 gpu: equal
// CHECK: pp_two_warpgroups gpu: equal
// CHECK: pp_bias_gelu_f16 gpu: equal
// CHECK: pp_gpt2_up_bias_gelu_m4096 gpu: equal
// CHECK: bias_gelu_f16 gpu: equal
// CHECK: bias_gelu_f32_nk gpu: equal
// CHECK: gpt3_up_bias_gelu_m1024 gpu: equal
// CHECK: mlp_gelu_row gpu: equal
// CHECK: mlp_gelu_tile_loop gpu: equal
// CHECK: gpt3_mlp_m512_row gpu: equal
