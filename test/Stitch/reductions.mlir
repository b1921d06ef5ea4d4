// Reductions as front ends write them (Inputs/reductions.mlir): a max or min
// as a comparison and a select of the two values it compares (torch-mlir's
// amax) is the combiner it is (arith.maximumf / minimumf / maxsi), so the
// softmax around it is one warp kernel (3 launches before: a loop kernel
// for the max); a select of anything else stays as it is. Reductions of any
// width plan as reductions: a 3-D f16 reduction over its last dimension is
// a small GEMM only when it reads like a contraction (an operand shared by
// the columns and one shared by rows), so the f16 mean over 8 x 64 rows is a
// warp kernel of 512 rows (before: a "small GEMM" of 16 threads per row over
// 8 rows of 64 columns, 128 threads in all). The results against upstream's
// loops: Integration/Sim/Stitch/reductions.mlir.
// RUN: kfusion-opt %S/Inputs/reductions.mlir --kfusion-prepare-linalg | FileCheck %s --check-prefix=PREP
// RUN: kfusion-opt %S/Inputs/reductions.mlir --kfusion-stitch-to-gpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// PREP-LABEL: func.func @softmax_select(
// PREP-NOT: arith.select
// PREP: arith.maximumf %in, %out : f32
// PREP-LABEL: func.func @min_and_int_max(
// PREP: arith.minimumf %in, %out : f32
// PREP: arith.maxsi %out, %in : i32
// PREP-NOT: arith.select
// PREP-LABEL: func.func @last_positive(
// PREP: %[[P:.*]] = arith.cmpf ogt, %in, %{{.*}} : f32
// PREP: arith.select %[[P]], %in, %out : f32

// REMARK: stitched kernel softmax_select_k0_warp: ops [0:row reduction, 1:elementwise, 2:row reduction, 3:elementwise], warp composition
// REMARK: stitched kernel min_and_int_max_k0_packed_warp_warp (packed, blocks 0..1): ops [0:row reduction], warp composition
// REMARK: stitched kernel min_and_int_max_k0_packed_warp_warp (packed, blocks 2..3): ops [1:row reduction], warp composition
// RMSNorm of f16: one warp kernel, 8 halves per vector.
// REMARK: stitched kernel rmsnorm_f16_k0_warp: ops [0:row reduction, 1:elementwise], warp composition (32 threads per row, 8 rows per block, vector 8, 1 chunks), grid 32 x block 256
// REMARK-NOT: small GEMM
// The two sums of x are siblings in one kernel.
// REMARK: stitched kernel sum3d_f16_k0_warp: ops [0:row reduction, 1:row reduction], warp composition (32 threads per row, 8 rows per block, vector 8, 1 chunks), grid 32 x block 256
// REMARK-NOT: small GEMM
// REMARK: stitched kernel mean3d_f16_k0_warp: ops [0:row reduction, 1:elementwise], warp composition (32 threads per row, 8 rows per block, vector 8, 1 chunks), grid 64 x block 256
// REMARK-NOT: small GEMM
// REMARK: stitched kernel last_positive_k0_loop: ops [0:other], loop composition
