// kfusion-plan-sync on the compiler's own GEMM kernels: the MLP of
// Inputs/mlp-linalg.mlir through kfusion-stitch-to-gpu (two wgmma kernels,
// the GELU in the first one's epilogue) pairs like the hand-written chains.
// The out-parameter of the result is llvm.noalias (a result shares memory
// with no argument), so the launch graph knows the consumer's writes of Y
// apart from the producer's reads of X and W1; without that the pair was
// refused as a write-after-read on possibly aliased arguments.
//
// RUN: kfusion-opt %S/Inputs/mlp-linalg.mlir --kfusion-stitch-to-gpu="remarks=false" --kfusion-plan-sync="force=true" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=FORCED
// FORCED: remark: kfusion-plan-sync: pair 0: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: policy row (2 semaphores, 1.0 semaphores waited per consumer tile; {{.*}}), tile order producer hardware consumer hardware, wait-kernel yes (both grids fit at once, but the GPU may be shared: exclusive-gpu drops it), waits at first use
// FORCED-LABEL: func.func @mlp(%arg0: memref<128x64xf16>
// FORCED-SAME: %arg3: memref<128x64xf32> {llvm.noalias})
// FORCED: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k0_gemm {{.*}} kfusion.sync_pair = 0 : i64}
// FORCED: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k1_gemm {{.*}} kfusion.sync_policy = "row", kfusion.sync_wait_at = "first-use", kfusion.sync_wait_kernel = true, kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [4]>}
//
// TileSync with its waits in the second GEMM's K loop: @mlp_wide's loop
// reads the hidden activation (8 k-tiles), @mlp's does not (its pipeline
// loads all 4 k-tiles before the loop), which the remark says.
// RUN: kfusion-opt %S/Inputs/mlp-linalg.mlir --kfusion-stitch-to-gpu="remarks=false" --kfusion-plan-sync="force=true policy=tile wait-at=in-loop" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=LOOP
// LOOP: remark: kfusion-plan-sync: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: not synchronized: {{.*}}tile in the loop{{.*}}no loop{{.*}}reads the buffer
// LOOP: remark: kfusion-plan-sync: pair 0: @mlp_wide_gemm::@mlp_wide_k0_gemm -> @mlp_wide_gemm::@mlp_wide_k1_gemm: policy tile (16 semaphores, 8.0 semaphores waited per consumer tile), {{.*}}, waits in the loop
// LOOP-LABEL: func.func @mlp_wide(%arg0: memref
// LOOP: @mlp_wide_gemm::@mlp_wide_k1_gemm {{.*}} kfusion.sync_policy = "tile", kfusion.sync_wait_at = "in-loop"
//
// Two implicit-GEMM convolutions (Inputs/conv-linalg.mlir): the second reads
// the first one's [pixels, channels] output through a reshape as NHWC; the
// pair is related on the buffer's linear element index.
// RUN: kfusion-opt %S/Inputs/conv-linalg.mlir --kfusion-stitch-to-gpu="remarks=false" --kfusion-plan-sync="force=true" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=CONV
// CONV: remark: kfusion-plan-sync: pair 0: @conv_pair_gemm::@conv_pair_k0_gemm -> @conv_pair_gemm::@conv_pair_k1_gemm: policy row
//
// LLaMA's MLP form (Inputs/swiglu-linalg.mlir): the gate kernel reads the up
// projection's output only in its epilogue, tile for tile: TileSync, one
// semaphore waited per consumer tile, at first use (after its main loop).
// The temporaries are allocated at the stream's start, so the two launches
// are adjacent (with the up projection's allocation between them the pair
// could not be forked).
// RUN: kfusion-opt %S/Inputs/swiglu-linalg.mlir --kfusion-stitch-to-gpu="remarks=false" --kfusion-plan-sync="force=true" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SWIGLU
// SWIGLU: remark: kfusion-plan-sync: pair 0: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: policy tile (8 semaphores{{.*}} 1.0 semaphores waited per consumer tile
// SWIGLU-LABEL: func.func @mlp(%arg0: memref
// SWIGLU: gpu.alloc async
// SWIGLU: gpu.alloc async
// SWIGLU-NOT: gpu.alloc
// SWIGLU: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k0_gemm
//
// The model's own choice at these sizes: StreamSync (too few blocks for the
// overlap to pay for the semaphores).
// RUN: kfusion-opt %S/Inputs/mlp-linalg.mlir --kfusion-stitch-to-gpu="remarks=false" --kfusion-plan-sync --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=MODEL
// MODEL: remark: kfusion-plan-sync: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: not synchronized: {{.*}}min-gain 1.05
// MODEL-LABEL: func.func @mlp(%arg0: memref
// MODEL-NOT: kfusion.sync_pair
//
// Thread-block clusters (Inputs/mlp-linalg-cluster.mlir, as the GEMM
// planner takes them for long k loops): a producer of clusters is declined
// (the wait-kernel holds a slot until every producer block started; a
// cluster starts only where all of its blocks fit, which that slot could
// prevent); a consumer of clusters is paired, keeps the wait-kernel where
// both grids fit and exclusive-gpu would drop it (its blocks start a whole
// cluster at a time, which a count of blocks does not show), and is
// relaunched with its semaphores and its cluster size.
// RUN: kfusion-opt %S/Inputs/mlp-linalg-cluster.mlir --kfusion-stitch-to-gpu="remarks=false" --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=10}> force=true policy=row exclusive-gpu=true" --kfusion-insert-semaphores --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER: remark: kfusion-plan-sync: @mlp_cluster_gemm::@mlp_cluster_k0_gemm -> @mlp_cluster_gemm::@mlp_cluster_k1_gemm: not synchronized: the producer launches thread-block clusters (a cluster starts only where all of its blocks fit at once, so the wait-kernel's slot could keep it from starting)
// CLUSTER: remark: kfusion-plan-sync: pair 0: @mlp_cluster_consumer_gemm::@mlp_cluster_consumer_k0_gemm -> @mlp_cluster_consumer_gemm::@mlp_cluster_consumer_k1_gemm: policy row {{.*}} wait-kernel yes (both grids fit at once, but the consumer launches thread-block clusters)
// CLUSTER-LABEL: func.func @mlp_cluster(%arg0: memref
// CLUSTER: gpu.launch_func async [%{{.*}}] @mlp_cluster_gemm::@mlp_cluster_k0_gemm clusters in (%c1, %c2, %c1) blocks in (%c2, %c2, %c1)
// CLUSTER-NOT: kfusion.sync_pair
// CLUSTER-LABEL: func.func @mlp_cluster_consumer(%arg0: memref
// CLUSTER: gpu.launch_func async [%{{.*}}] @mlp_cluster_consumer_gemm::@mlp_cluster_consumer_k0_gemm_sync0 blocks in (%c4, %c2, %c1)
// CLUSTER: gpu.launch_func async [%{{.*}}] @mlp_cluster_consumer_gemm::@mlp_cluster_consumer_k1_gemm_sync0_wait
// CLUSTER: gpu.launch_func async [%{{.*}}] @mlp_cluster_consumer_gemm::@mlp_cluster_consumer_k1_gemm_sync0 clusters in (%c1, %c2, %c1) blocks in (%c1, %c2, %c1)
