// kfusion-plan-sync on two chained GEMMs (Inputs/gemm-chain-async.mlir): the
// consumer's tile (x, y) reads row tile y of C, written by producer tiles
// (0..3, y). The inferred dependency, RowSync (one semaphore per producer
// row, 1 wait per consumer tile instead of 4), the optimizations W (no
// wait-kernel when both grids fit at once on a GPU the pair has to itself,
// exclusive-gpu) and R (wait at first use), and
// the model's refusal when cuSync would not be faster.
//
// RUN: kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" 2>&1 | FileCheck %s --check-prefix=SMALL
// SMALL: remark: kfusion-plan-sync: pair 0: @kernels::@gemm1 -> @kernels::@gemm2: policy row (4 semaphores, 1.0 semaphores waited per consumer tile; refused strided: {{.*}}), tile order producer hardware consumer hardware, wait-kernel yes, waits at first use; model: StreamSync
// SMALL-LABEL: func.func @step(
// SMALL: gpu.launch_func async [%{{.*}}] @kernels::@gemm1 {{.*}} {kfusion.sync_pair = 0 : i64}
// SMALL: gpu.launch_func async [%{{.*}}] @kernels::@gemm2 {{.*}} {kfusion.sync_pair = 0 : i64, kfusion.sync_policy = "row", kfusion.sync_wait_at = "first-use", kfusion.sync_wait_kernel = true, kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, d1, 0), bounds = [4]>}
//
// A consumer tile twice as tall as the producer's needs a band of two whole
// producer rows (Inputs/gemm-chain-banded.mlir). With two waves of producer
// blocks the planner tries the producer in bands of 2 rows first: rows 0 and
// 1 complete as early as in the hardware's order, so the model projects the
// same time, and the banded order wins the tie. banded-orders=false keeps
// the hardware's; on 132 multiprocessors (one wave) there is no band to try.
// RUN: kfusion-opt %S/Inputs/gemm-chain-banded.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true" 2>&1 | FileCheck %s --check-prefix=BANDED
// BANDED: policy row (4 semaphores, 2.0 semaphores waited per consumer tile; {{.*}}), tile order producer y fastest in bands of 2 consumer hardware, wait-kernel yes
// BANDED-LABEL: func.func @step(
// BANDED: gpu.launch_func async [%{{.*}}] @kernels::@gemm1 {{.*}} {kfusion.sync_pair = 0 : i64, kfusion.tile_order = array<i64: 1, 0, 2, 2>}
// BANDED: gpu.launch_func async [%{{.*}}] @kernels::@gemm2 {{.*}} kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0, s1] -> (s0, d1 * 2 + s1, 0), bounds = [4, 2]>
// RUN: kfusion-opt %S/Inputs/gemm-chain-banded.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true banded-orders=false" 2>&1 | FileCheck %s --check-prefix=UNBANDED
// RUN: kfusion-opt %S/Inputs/gemm-chain-banded.mlir --kfusion-plan-sync="force=true" 2>&1 | FileCheck %s --check-prefix=UNBANDED
// UNBANDED: tile order producer hardware consumer hardware
// UNBANDED-LABEL: func.func @step(
// UNBANDED-NOT: kfusion.tile_order
//
// A hand-written order (Inputs/gemm-chain-written-order.mlir) is the
// planner's only candidate for its launch, and with a custom order the
// wait-kernel stays even where both grids fit at once (the tile counter's
// workgroup slot is not in the blocks-per-SM count).
// RUN: kfusion-opt %S/Inputs/gemm-chain-written-order.mlir --kfusion-plan-sync="force=true" 2>&1 | FileCheck %s --check-prefix=WRITTEN
// WRITTEN: tile order producer y fastest (as written) consumer hardware, wait-kernel yes
// WRITTEN-LABEL: func.func @step(
// WRITTEN: @kernels::@gemm1 {{.*}} {kfusion.sync_pair = 0 : i64, kfusion.tile_order = array<i64: 1, 0, 2>}
// WRITTEN: kfusion.sync_wait_kernel = true
//
// On 132 multiprocessors both grids (28 blocks) fit at once, but another
// stream or process may hold slots, so by default the wait-kernel stays;
// with exclusive-gpu the planner counts on the slots and drops it (W).
// RUN: kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="force=true" 2>&1 | FileCheck %s --check-prefix=SHARED
// SHARED: wait-kernel yes (both grids fit at once, but the GPU may be shared: exclusive-gpu drops it)
// SHARED-LABEL: func.func @step(
// SHARED: kfusion.sync_wait_kernel = true
// RUN: kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="force=true exclusive-gpu=true" 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: wait-kernel no (both grids fit at once, exclusive-gpu)
// BIG-LABEL: func.func @step(
// BIG: kfusion.sync_wait_kernel = false
//
// wait-at places every pair's waits as a hand-written kfusion.sync_wait_at
// would (here at the consumer's entry instead of at first use).
// RUN: kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true wait-at=entry" 2>&1 | FileCheck %s --check-prefix=ENTRY
// ENTRY: wait-kernel yes, waits at entry
// ENTRY-LABEL: func.func @step(
// ENTRY: kfusion.sync_wait_at = "entry"
//
// A hand-written policy is used as written; a forced one for every pair.
// RUN: kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=2}> force=true policy=tile" 2>&1 | FileCheck %s --check-prefix=TILE
// TILE: policy tile (16 semaphores, 4.0 semaphores waited per consumer tile)
// TILE-LABEL: func.func @step(
// TILE: kfusion.sync_policy = "tile"
//
// Without force, the model keeps StreamSync for kernels this small (the
// fixed cost of a synchronized pair is larger than the tail it saves).
// RUN: kfusion-opt %S/Inputs/gemm-chain-async.mlir --kfusion-plan-sync 2>&1 | FileCheck %s --check-prefix=MODEL
// MODEL: remark: kfusion-plan-sync: @kernels::@gemm1 -> @kernels::@gemm2: not synchronized: {{.*}}gain is below min-gain 1.05 (model: StreamSync {{.*}} ms, cuSync {{.*}} ms
// MODEL-LABEL: func.func @step(
// MODEL-NOT: kfusion.sync_pair
//
// Blocks of 512 threads: at the assumed 255 registers per thread no block
// fits (16 warps x 8192 > 65536); a kernel that declares its block size
// (known_block_size, PTX .maxntid) is compiled to 128 registers, and fits.
// RUN: kfusion-opt %S/Inputs/gemm-chain-512.mlir --kfusion-plan-sync="force=true" 2>&1 | FileCheck %s --check-prefix=FITS
// FITS: remark: kfusion-plan-sync: pair 0: @kernels::@gemm1 -> @kernels::@gemm2: policy row (2 semaphores
// FITS-LABEL: func.func @step(
// FITS: kfusion.sync_policy = "row"
// Without known_block_size (Inputs/gemm-chain-512-unsized.mlir):
// RUN: kfusion-opt %S/Inputs/gemm-chain-512-unsized.mlir --kfusion-plan-sync="force=true" 2>&1 | FileCheck %s --check-prefix=NOFIT
// NOFIT: remark: kfusion-plan-sync: @kernels::@gemm1 -> @kernels::@gemm2: not synchronized: {{.*}}does not fit on a multiprocessor
// NOFIT-LABEL: func.func @step(
// NOFIT-NOT: kfusion.sync_pair
//
// A kernel's nvvm.maxnreg bounds its registers (ptxas's .maxnreg): at 64 per
// thread two blocks of 512 threads fit per multiprocessor, so on 7
// multiprocessors both grids (8 + 6 blocks) fit at once and the wait-kernel
// goes; without it the planner assumes the 128 registers ptxas may give such
// a block, one block each, and keeps it. The clones kfusion-insert-semaphores
// makes keep the bound, so the residency the plan counts on holds
// (Inputs/gemm-chain-512-maxnreg.mlir).
// RUN: kfusion-opt %S/Inputs/gemm-chain-512.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=7}> force=true exclusive-gpu=true" 2>&1 | FileCheck %s --check-prefix=UNBOUND
// UNBOUND: wait-kernel yes, waits at first use; model: {{.*}}; waves 1.14 + 0.86 at 1 + 1 blocks per multiprocessor
// RUN: kfusion-opt %S/Inputs/gemm-chain-512-maxnreg.mlir --kfusion-plan-sync="device=#kfusion.device<h100,{multiprocessors=7}> force=true exclusive-gpu=true" --kfusion-insert-semaphores 2>&1 | FileCheck %s --check-prefix=BOUND
// BOUND: wait-kernel no (both grids fit at once, exclusive-gpu), waits at first use; model: {{.*}}; waves 0.57 + 0.43 at 2 + 2 blocks per multiprocessor
// BOUND-LABEL: gpu.func @gemm1_sync0({{.*}}) kernel attributes {known_block_size = array<i32: 16, 32, 1>, nvvm.maxnreg = 64 : i32}
// BOUND-LABEL: gpu.func @gemm2_sync0({{.*}}) kernel attributes {known_block_size = array<i32: 16, 32, 1>, nvvm.maxnreg = 64 : i32}
//
// A consumer reading the producer's buffer through a reshape
// (Inputs/copy-reshaped.mlir): related on the linear element index, the
// summary every producer block (2 semaphores waited); through a subview: not
// related.
// RUN: kfusion-opt %S/Inputs/copy-reshaped.mlir --kfusion-plan-sync="force=true policy=tile" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=RESHAPED
// RESHAPED: remark: kfusion-plan-sync: pair 0: @kernels::@produce -> @kernels::@consume_rows: policy tile (2 semaphores{{.*}} 2.0 semaphores waited per consumer tile
// RESHAPED: remark: kfusion-plan-sync: @kernels::@produce -> @kernels::@consume_slice: not synchronized: {{.*}}writes %arg1{{.*}}reads %subview{{.*}}reshapes of one buffer{{.*}}tiles cannot be related
// RESHAPED-LABEL: func.func @reshaped(
// RESHAPED: @kernels::@consume_rows {{.*}}kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2)[s0] -> (s0, 0, 0), bounds = [2]>
//
// Synchronous launches are planned alike.
// RUN: kfusion-opt %S/Inputs/gemm-chain-sync.mlir --kfusion-plan-sync="force=true" 2>&1 | FileCheck %s --check-prefix=SYNC
// SYNC-LABEL: func.func @step(
// SYNC: gpu.launch_func @kernels::@gemm2 {{.*}} kfusion.sync_policy = "row"
