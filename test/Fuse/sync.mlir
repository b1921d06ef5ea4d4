// kfusion-fuse's last stage, cuSync across the chosen program's dependent
// launches (Sync/Inputs/mlp-linalg.mlir: an MLP, its two GEMMs wgmma kernels,
// the GELU in the first one's epilogue).
//
// By default (sync=auto) kfusion-plan-sync's model decides per pair: at these
// sizes the fixed cost of a synchronized pair is more than the tail it saves,
// so the pair stays as it is, and the remark says why.
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: remark: kfusion-fuse cuSync of @mlp: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: not synchronized: {{.*}}min-gain 1.05
// AUTO-LABEL: func.func @mlp(%arg0: memref
// AUTO-NOT: kfusion.sync_pair
// AUTO: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k0_gemm
// AUTO-NOT: kfusion.sync_pair
// AUTO: return
//
// sync=force synchronizes every pair that admits it: the chosen program's
// launches become the synchronized clones, the wait-kernel kept.
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse=sync=force --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=FORCE
// FORCE: remark: kfusion-fuse cuSync of @mlp: pair 0: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: policy row
// FORCE: remark: kfusion-fuse cuSync of @mlp: pair 0: @mlp_gemm::@mlp_k0_gemm_sync0 -> @mlp_gemm::@mlp_k1_gemm_sync0: policy row{{.*}}2 semaphores{{.*}}wait-kernel{{.*}}first use
// The kernels' module holds the clones (the originals, no longer launched,
// stay behind in the candidate's copy).
// FORCE-LABEL: gpu.module @mlp_gemm
// FORCE-NOT: gpu.func @mlp_k0_gemm(
// FORCE: gpu.func @mlp_k0_gemm_sync0(
// FORCE: gpu.func @mlp_k1_gemm_sync0(
// FORCE: gpu.func @mlp_k1_gemm_sync0_wait(
// FORCE-LABEL: func.func @mlp(%arg0: memref
// FORCE: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k0_gemm_sync0
// FORCE: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k1_gemm_sync0_wait
// FORCE: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k1_gemm_sync0
//
// sync=none leaves the stage out.
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse=sync=none --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: cuSync
// NONE-LABEL: func.func @mlp(%arg0: memref
//
// With emulate-gemms=true (kfusion.compile's checking build) the model still
// decides on the real kernels (the chosen candidate built once more without
// emulation): its remark gives the real kernels' times (StreamSync 0.0055
// ms, as above), not the emulated ones' (about 0.6 ms of FMAs), so that the
// checked program is synchronized as the one that runs.
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse=emulate-gemms=true --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMULATED
// EMULATED: remark: kfusion-fuse cuSync of @mlp: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: not synchronized: {{.*}}min-gain 1.05{{.*}}StreamSync 0.0055 ms{{.*}}cuSync 0.0085 ms{{.*}}0.65x
//
// Forced, the emulated build takes the real build's pair and policy (row),
// then its own semaphores: the emulated kernels' synchronized clones.
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse="emulate-gemms=true sync=force" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=EMUFORCE
// EMUFORCE: remark: kfusion-fuse cuSync of @mlp: pair 0: @mlp_gemm::@mlp_k0_gemm -> @mlp_gemm::@mlp_k1_gemm: policy row
// EMUFORCE-SAME: model: StreamSync 0.0055 ms
// EMUFORCE: remark: kfusion-fuse cuSync of @mlp: pair 0: @mlp_gemm::@mlp_k0_gemm_sync0 -> @mlp_gemm::@mlp_k1_gemm_sync0: policy row{{.*}}2 semaphores{{.*}}wait-kernel{{.*}}first use
// EMUFORCE-LABEL: func.func @mlp(%arg0: memref
// EMUFORCE: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k0_gemm_sync0
// EMUFORCE: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k1_gemm_sync0_wait
// EMUFORCE: gpu.launch_func async [%{{.*}}] @mlp_gemm::@mlp_k1_gemm_sync0
