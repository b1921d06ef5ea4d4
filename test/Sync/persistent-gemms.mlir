// cuSync on persistent GEMM kernels (Inputs/mlp-linalg-persistent.mlir: both
// GEMMs loop over their tiles in 2 blocks). A block of such a kernel stores
// every tile it takes, so the tile analysis relates a consumer block to every
// producer block (the dependency's window is the producer's whole grid):
// forced, RowSync has one semaphore that every consumer block waits for
// (correct, as Integration/Sim/Sync/persistent-gemms.mlir checks, and no
// overlap); unforced, the planner keeps StreamSync, whose model time it
// does not beat, and its remark says why nothing overlaps.
// RUN: kfusion-opt %S/Inputs/mlp-linalg-persistent.mlir --kfusion-stitch-to-gpu="remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=row" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=FORCED
// RUN: kfusion-opt %S/Inputs/mlp-linalg-persistent.mlir --kfusion-stitch-to-gpu="remarks=false device=#kfusion.device<h100,{multiprocessors=2}>" --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}>" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=PLANNED

// (The remarks come before the program.)
// FORCED: remark: kfusion-plan-sync: pair 0: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: policy row (1 semaphores{{.*}} 1.0 semaphores waited per consumer tile
// FORCED-LABEL: func.func @mlp(
// FORCED: gpu.launch_func {{.*}}@mlp_gemm::@mlp_k1_gemm blocks in (%c2, %c1, %c1)
// FORCED-SAME: kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, 0, 0), bounds = [2]>

// PLANNED: remark: kfusion-plan-sync: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: not synchronized: the modeled gain is below min-gain {{.*}}; every consumer block needs every producer block (as where each producer block writes tiles across the output, a persistent kernel's), so none can start early
// PLANNED-LABEL: func.func @mlp(
// PLANNED-NOT: kfusion.tile_dep
