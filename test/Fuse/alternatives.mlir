// kfusion-fuse's remark per launch of the chosen program: each candidate's
// projected time of the same source ops. A launch is at the fused locations
// of the ops its kernel computes (kfusion-stitch, the GEMM lowering), so the
// remark points at the first of them, and each candidate's launches that
// compute any of them count by their share of them.
//
// Sync/Inputs/mlp-linalg.mlir: the first GEMM with its GELU (ops at lines 14
// and 16) is one launch in the stitch candidates and two where the GEMM
// stays alone (stitch-gemm-alone) or nothing is fused (unfused); the second
// GEMM is one launch in all.
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse=sync=none -o /dev/null 2>&1 | FileCheck %s
// CHECK-LABEL: mlp-linalg.mlir:10:1: remark: kfusion-fuse of @mlp on h100: stitch chosen
// The GEMM with its GELU: one launch where stitched, two otherwise.
// CHECK: mlp-linalg.mlir:14:8: remark: kfusion-fuse alternatives of @mlp, launch mlp_k0_gemm (2 ops): stitch [[T:[0-9.]+]] us (1 launch) stitch-greedy [[T]] us (1 launch) stitch-unpacked [[T]] us (1 launch) stitch-gemm-alone {{[0-9.]+}} us (2 launches) unfused {{[0-9.]+}} us (2 launches)
// The second GEMM alone: one launch in every candidate.
// CHECK: mlp-linalg.mlir:37:8: remark: kfusion-fuse alternatives of @mlp, launch mlp_k1_gemm (1 op): stitch {{[0-9.]+}} us (1 launch) stitch-greedy {{.*}} unfused {{[0-9.]+}} us (1 launch)
//
// No such remarks with remarks=false.
// RUN: kfusion-opt %S/../Sync/Inputs/mlp-linalg.mlir --kfusion-fuse="sync=none remarks=false" -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// QUIET-NOT: alternatives
