// kfusion-fuse's stencil candidate of linalg functions: a stencil chain
// written in linalg (Inputs/stencils.mlir: slices of one tensor combined
// elementwise) becomes point kernels (kfusion-linalg-to-points) that SC'14's
// planner groups and fuses, one launch per chain, producers in shared memory
// with recomputed halos; the stitching candidates launch one kernel per
// stage, so the model takes the stencil candidate. A function that is not a
// stencil program (a GEMM, a reduction) is not offered it, and the remark
// says why. Results against upstream's loops: Integration/Sim/Fuse/stencil.mlir.
// RUN: kfusion-opt %S/Inputs/stencils.mlir --kfusion-fuse --mlir-print-op-on-diagnostic=false -o %t.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.mlir
// Not a stencil program: the tiny LLaMA block (its RMSNorm's reduction first,
// then its GEMMs); asked for alone, an error.
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOT-OFFERED
// RUN: not kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse=candidates=stencil --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALONE
// One function per reason a function is not a stencil program
// (Inputs/not-stencils.mlir): each remark ends with it.
// RUN: kfusion-opt %S/Inputs/not-stencils.mlir --kfusion-fuse --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REASONS
// Where no candidate is built, the error gives the stencil candidate's reason
// too.
// RUN: not kfusion-opt %S/Inputs/dynamic-slice.mlir --kfusion-fuse --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=DYNAMIC
// The stencil candidate alone on the chains: the same programs.
// RUN: kfusion-opt %S/Inputs/stencils.mlir --kfusion-fuse=candidates=stencil --mlir-print-op-on-diagnostic=false -o %t.alone.mlir 2>&1 | FileCheck %s --check-prefix=ONLY
// RUN: diff %t.mlir %t.alone.mlir

// REMARK-LABEL: remark: kfusion-fuse of @jacobi3 on h100: stencil chosen; projected stitch {{[0-9.]+}} us (3 launches) {{.*}} unfused {{[0-9.]+}} us (3 launches) stencil {{[0-9.]+}} us (1 launch)
// REMARK: remark: kfusion-fuse alternatives of @jacobi3, launch {{.*}}_stencil (3 ops): stencil {{[0-9.]+}} us (1 launch) stitch {{[0-9.]+}} us (3 launches)
// REMARK: remark: kfusion-fuse region of @jacobi3 (stencil): kfusion-plan-stencil: group 0: {{.*}} (3 launches)
// REMARK: remark: kfusion-fuse region of @jacobi3 (stencil): fused stencil group 0 (3 launches)
// REMARK-LABEL: remark: kfusion-fuse of @sweep_coeff on h100: stencil chosen;
// REMARK-SAME: stencil {{[0-9.]+}} us (1 launch)
// REMARK-LABEL: remark: kfusion-fuse of @blur1d on h100: stencil chosen;
// REMARK-SAME: unfused {{[0-9.]+}} us (3 launches) stencil {{[0-9.]+}} us (1 launch)
// REMARK-LABEL: remark: kfusion-fuse of @heat3d on h100: stencil chosen;
// REMARK-SAME: stencil {{[0-9.]+}} us (1 launch)
// REMARK-NOT: error

// The chains' kernels, fused, in their own gpu.modules; one launch each.
// CHECK-LABEL: func.func @jacobi3(
// CHECK-SAME: %{{.*}}: memref<96x96xf32>, %{{.*}}: memref<90x90xf32> {llvm.noalias})
// CHECK: gpu.launch_func @jacobi3_kernels::@{{.*}}_stencil
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK-LABEL: func.func @sweep_coeff(
// CHECK: gpu.launch_func @sweep_coeff_kernels::@{{.*}}_stencil
// CHECK-NOT: gpu.launch_func
// CHECK: return
// CHECK-LABEL: func.func @blur1d(
// CHECK: gpu.launch_func @blur1d_kernels::@{{.*}}_stencil
// CHECK-NOT: gpu.launch_func
// CHECK: return
// Three dimensions: the two steps' kernels share one grid (z: the larger
// step's 10 planes, each guarded by its own), so they fuse.
// CHECK-LABEL: func.func @heat3d(
// CHECK: gpu.launch_func @heat3d_kernels::@{{.*}}_stencil blocks in (%{{.*}}, %{{.*}}, %c10{{.*}})
// CHECK-NOT: gpu.launch_func
// CHECK: return

// NOT-OFFERED: remark: kfusion-fuse of @forward on h100: per-region chosen; {{.*}}; stencil not offered: 'linalg.generic': a reduction
// ALONE: error: kfusion-fuse: no candidate of @forward could be built: stencil not offered: 'linalg.generic': a reduction
// ONLY: remark: kfusion-fuse of @jacobi3 on h100: stencil chosen; projected stencil {{[0-9.]+}} us (1 launch)

// REASONS-LABEL: kfusion-fuse of @pad on h100: stitch chosen;
// REASONS-SAME: ; stencil not offered: 'tensor.pad': not an elementwise op or a static slice
// REASONS-LABEL: kfusion-fuse of @reduction on h100:
// REASONS-SAME: ; stencil not offered: 'linalg.generic': a reduction
// REASONS-LABEL: kfusion-fuse of @rank4 on h100:
// REASONS-SAME: ; stencil not offered: 'linalg.generic': not one output of rank 1 to 3 indexed by its loops
// REASONS-LABEL: kfusion-fuse of @slice_only on h100:
// REASONS-SAME: ; stencil not offered: no elementwise linalg.generic
// DYNAMIC: error: kfusion-fuse: no candidate of @dynamic_slice could be built: stitching takes slices of static offsets, sizes and strides only; stencil not offered: an argument or result that is not a tensor of static shape
