// kfusion-fuse on host functions of launches (MLIR's GPU form): the
// candidates are the stencil planner's groups fused, the horizontal
// planner's pairs (its roofline model), both, and the launches as written,
// each lowered and projected by the common cost model; the function takes the
// fastest, its fused kernels join the module's gpu.module and the kernels
// nothing launches any more go. That the fused programs compute what the
// originals did is checked in ../Integration/Sim/Fuse/launches.mlir.
// RUN: kfusion-opt %S/../Stencil/plan-stencil.mlir --kfusion-fuse=device=h200 --mlir-print-op-on-diagnostic=false -o %t.stencil.mlir 2>&1 | FileCheck %s --check-prefix=STENCIL-REMARK
// RUN: FileCheck %s --check-prefix=STENCIL < %t.stencil.mlir
// RUN: kfusion-opt %S/../Horizontal/plan-horizontal-roofline.mlir --kfusion-fuse="device=h200 candidates=horizontal,unfused" --mlir-print-op-on-diagnostic=false -o %t.horizontal.mlir 2>&1 | FileCheck %s --check-prefix=HORIZONTAL-REMARK
// RUN: FileCheck %s --check-prefix=HORIZONTAL < %t.horizontal.mlir
// RUN: kfusion-opt %S/../Stencil/plan-stencil.mlir --kfusion-fuse="candidates=stitch" --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=LEFT
// RUN: kfusion-opt %S/../Horizontal/horizontal-fusion-modules.mlir --kfusion-fuse=device=h200 2>/dev/null | FileCheck %s --check-prefix=MODULES
// RUN: kfusion-opt %S/../Integration/Sim/device-constant.mlir --kfusion-fuse=device=h200 2>/dev/null | FileCheck %s --check-prefix=CALLS
// RUN: kfusion-opt %S/Inputs/jacobi-8192.mlir --kfusion-fuse=device=h200 --mlir-print-op-on-diagnostic=false -o %t.jacobi.mlir 2>&1 | FileCheck %s --check-prefix=JACOBI
// RUN: FileCheck %s --check-prefix=JACOBI-IR < %t.jacobi.mlir
// RUN: kfusion-opt %S/Inputs/hdiff-64.mlir --kfusion-fuse=device=h100 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=HDIFF
// stencil-horizontal is horizontal fusion of the stencil candidate's program,
// built from it where the stencil candidate is built (the stencil passes and
// their search run once): projected as when built from the launches alone.
// RUN: (kfusion-opt %S/../Stencil/plan-stencil.mlir --kfusion-fuse="device=h200 candidates=stencil-horizontal" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1; kfusion-opt %S/../Stencil/plan-stencil.mlir --kfusion-fuse="device=h200 candidates=stencil,stencil-horizontal" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1) | FileCheck %s --check-prefix=REUSE

// bench/stencil's Jacobi chain at its GPU size: the stencil candidate's
// fused kernel is projected from its canonical form (the lowering's
// constant guards and repeated index arithmetic fold away, as in
// kfusion-to-cubin; its interior and edge paths each by the share of
// blocks that take them), below the three launches (measured on an H200:
// 0.177 ms fused, 0.748 ms unfused; bench/results/2026-12-04-stencil-h200-fuse).
// JACOBI-LABEL: remark: kfusion-fuse of @step on h200: stencil chosen; projected stencil {{[0-9.]+}} us (1 launch) horizontal {{[0-9.]+}} us (3 launches) stencil-horizontal {{[0-9.]+}} us (1 launch) unfused {{[0-9.]+}} us (3 launches)
// JACOBI-IR-LABEL: func.func @step(
// JACOBI-IR-COUNT-1: gpu.launch_func
// JACOBI-IR-NOT: gpu.launch_func

// bench/stencil's hdiff: two of its kernels index their point by the
// block's width (block_id * block_dim + thread_id), two by gpu.global_id.
// All four run in 64-wide blocks, and the four launches become one kernel
// (with two widened and two not, the planner could fuse only flx and out:
// three kernels, 3.6x slower on an H100, 2026-12-07).
// HDIFF-LABEL: remark: kfusion-fuse of @step on h100: stencil chosen; projected stencil {{[0-9.]+}} us (1 launch)
// HDIFF-COUNT-4: remark: kfusion-fuse region of @step (stencil): kfusion-widen-point-blocks: @kernels::@hdiff_{{lap|flx|fly|out}} in blocks of 64x8x1 (was 32x8x1), 1 along x (was 2)
// HDIFF: remark: kfusion-fuse region of @step (stencil): kfusion-plan-stencil: 4 launches in 1 kernels (1 fused groups)

// REUSE: remark: kfusion-fuse of @step on h200: stencil-horizontal chosen; projected stencil-horizontal [[SH:[0-9.]+]] us (2 launches)
// REUSE: remark: kfusion-fuse region of @step (stencil-horizontal): kfusion-plan-stencil: group 0
// REUSE: remark: kfusion-fuse of @step on h200: stencil chosen; projected stencil {{[0-9.]+}} us (2 launches) stencil-horizontal [[SH]] us (2 launches)

// The blur chain of plan-stencil.mlir becomes one stencil kernel (a launch
// saved, the temporary never written); every candidate is projected, the
// region remarks are the launches in wider blocks (the stencil candidate
// widens point kernels' 32x8 blocks to 64x8 before planning) and the
// planner's group.
// STENCIL-REMARK-LABEL: remark: kfusion-fuse of @step on h200: stencil chosen; projected stencil {{[0-9.]+}} us (2 launches) horizontal {{[0-9.]+}} us (3 launches) stencil-horizontal {{[0-9.]+}} us (2 launches) unfused {{[0-9.]+}} us (3 launches)
// STENCIL-REMARK: remark: kfusion-fuse alternatives of @step, launch blur_blur_stencil (2 ops): stencil {{.*}}(1 launch){{.*}}unfused {{.*}}(2 launches)
// STENCIL-REMARK: remark: kfusion-fuse region of @step (stencil): kfusion-widen-point-blocks: @k::@blur in blocks of 64x8x1 (was 32x8x1), 1 along x (was 2)
// STENCIL-REMARK: remark: kfusion-fuse region of @step (stencil): kfusion-widen-point-blocks: @k::@flip in blocks of 64x8x1 (was 32x8x1), 1 along x (was 2)
// STENCIL-REMARK: remark: kfusion-fuse region of @step (stencil): kfusion-plan-stencil: group 0: @k::@blur @k::@blur (2 launches)
// STENCIL-REMARK: remark: kfusion-fuse region of @step (stencil): fused stencil group 0 (2 launches) into @k::@blur_blur_stencil

// The fused kernel lowered (no kfusion.tile left) in the module's @k beside
// the untouched @flip; @blur, launched no more, is gone.
// STENCIL-LABEL: gpu.module @k
// STENCIL-NOT:     gpu.func @blur(
// STENCIL:         gpu.func @flip(
// STENCIL:         gpu.func @blur_blur_stencil(
// STENCIL-NOT:     kfusion.tile
// STENCIL-LABEL: func.func @step(
// STENCIL:         gpu.launch_func async [%{{.*}}] @k::@blur_blur_stencil blocks in (%{{c1(_[0-9]+)?}}, %{{.*}}, %c1) threads in (%{{c64(_[0-9]+)?}}, %c8, %c1)
// STENCIL:         gpu.launch_func async [%{{.*}}] @k::@flip blocks in (%{{c1(_[0-9]+)?}}, %c8, %c1) threads in (%{{c64(_[0-9]+)?}}, %c8, %c1)
// STENCIL-NOT:     gpu.launch_func

// Two host functions share @kernels: @pair takes the horizontal pair (its
// fused kernel joins @kernels), @dynamic (a grid known only at run time)
// stays as written, and @mix, which both still launch, stays.
// HORIZONTAL-REMARK-LABEL: remark: kfusion-fuse of @pair on h200: horizontal chosen; projected horizontal {{[0-9.]+}} us (2 launches) unfused {{[0-9.]+}} us (3 launches)
// HORIZONTAL-REMARK: remark: kfusion-fuse region of @pair (horizontal): kfusion-plan-horizontal: group 0: @kernels::@copy {{.*}}with @kernels::@copy
// HORIZONTAL-REMARK-LABEL: remark: kfusion-fuse of @dynamic on h200: horizontal chosen; projected horizontal {{[0-9.]+}} us (2 launches, 1 not projected) unfused {{[0-9.]+}} us (2 launches, 1 not projected)
// HORIZONTAL-LABEL: gpu.module @kernels
// HORIZONTAL:         gpu.func @copy(
// HORIZONTAL:         gpu.func @mix(
// HORIZONTAL:         gpu.func @copy_copy_hfuse(
// HORIZONTAL-NOT:     kfusion.horizontal
// HORIZONTAL-LABEL: func.func @pair(
// HORIZONTAL:         gpu.launch_func  @kernels::@mix blocks in (%c528, %c1, %c1)
// HORIZONTAL:         gpu.launch_func  @kernels::@copy_copy_hfuse blocks in (%{{.*}}) threads in (%c512,
// HORIZONTAL-LABEL: func.func @dynamic(
// HORIZONTAL:         gpu.launch_func  @kernels::@copy blocks in (%arg3,
// HORIZONTAL:         gpu.launch_func  @kernels::@mix

// Candidates of the other form only: the function stays as it is, and the
// remark says why.
// LEFT-LABEL: remark: kfusion-fuse of @step: left as it is: none of the candidates asked for applies to a host function of launches
// LEFT-LABEL: func.func @step(
// LEFT:         gpu.launch_func async [%{{.*}}] @k::@blur
// LEFT:         gpu.launch_func async [%{{.*}}] @k::@blur
// LEFT:         gpu.launch_func async [%{{.*}}] @k::@flip

// Kernels of two gpu.modules whose globals share a name: the fused kernel
// joins @first with @second's table renamed beside it (its references follow).
// MODULES-LABEL: gpu.module @first
// MODULES:         memref.global "private" constant @table : memref<4xf32> = dense<[1.000000e+00,
// MODULES:         gpu.func @apply_add_apply_mul_hfuse(
// MODULES:           memref.get_global @table :
// MODULES:           memref.get_global @table_0 :
// MODULES:         memref.global "private" constant @table_0 : memref<4xf32> = dense<[5.000000e-01,
// MODULES-LABEL: func.func @modules(
// MODULES:         gpu.launch_func  @first::@apply_add_apply_mul_hfuse

// A host function that calls another one (fused in its own turn): the copy
// holds the callee's declaration, the call still names the module's callee.
// CALLS-LABEL: func.func @scale(
// CALLS-LABEL: func.func @main(
// CALLS:         func.call @scale(
