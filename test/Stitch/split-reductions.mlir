// Reductions over loops that are not one last loop become row and column
// reductions in kfusion-prepare-linalg (Inputs/split-reductions.mlir;
// PrepareReductions.cpp): adjacent loops of one kind contiguous in every
// operand collapse into one (a view of the input), and a reduction of its
// last loop and an earlier one splits into partials over the last loop
// (initialized with the combiner's identity) and their reduction by the
// combiner into the original init. Each is then a row kernel, no loop kernel
// of one thread per kept element. The results against upstream's loops:
// Integration/Sim/Stitch/split-reductions.mlir.
// RUN: kfusion-opt %S/Inputs/split-reductions.mlir --kfusion-prepare-linalg | FileCheck %s
// RUN: kfusion-opt %S/Inputs/split-reductions.mlir --kfusion-stitch-to-gpu --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=KERNELS
// Preparing twice changes nothing (the planner and the code generator see one
// graph).
// RUN: kfusion-opt %S/Inputs/split-reductions.mlir --kfusion-prepare-linalg > %t.once.mlir
// RUN: kfusion-opt %t.once.mlir --kfusion-prepare-linalg > %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir

// NCHW statistics: H and W collapse ([8, 16, 24]), partials [N, C] over
// H*W into -0.0 (addf's identity), then the column sum over N into the
// fill's 1.5; the partials' body is the original one.
// CHECK-LABEL: func.func @nchw_sum(
// CHECK-DAG: %[[INIT:.*]] = arith.constant dense<1.500000e+00> : tensor<16xf32>
// CHECK-DAG: %[[X:.*]] = tensor.collapse_shape %arg0 {{\[}}[0], [1], [2, 3]] : tensor<8x16x4x6xf32> into tensor<8x16x24xf32>
// CHECK-DAG: %[[ID:.*]] = arith.constant dense<-0.000000e+00> : tensor<8x16xf32>
// CHECK: %[[P:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]] : tensor<8x16x24xf32>) outs(%[[ID]] : tensor<8x16xf32>)
// CHECK: arith.addf
// CHECK: %[[R:.*]] = linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]} ins(%[[P]] : tensor<8x16xf32>) outs(%[[INIT]] : tensor<16xf32>)
// CHECK: return %[[R]]

// The last two loops collapse into one: a row reduction as it stands.
// CHECK-LABEL: func.func @last_two_sumsq(
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0], [1, 2]] : tensor<12x8x16xf32> into tensor<12x128xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]}
// CHECK-NOT: linalg.generic
// CHECK: return

// maximumf: partials into -inf, then into the init 2.5.
// CHECK-LABEL: func.func @outer_max(
// CHECK-DAG: arith.constant dense<2.500000e+00> : tensor<24xf32>
// CHECK-DAG: arith.constant dense<0xFF800000> : tensor<6x24xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: arith.maximumf
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]}
// CHECK: arith.maximumf

// acc - v has no identity to start partials from: unchanged.
// CHECK-LABEL: func.func @no_combiner(
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel", "reduction"]}
// CHECK-NOT: linalg.generic
// CHECK: return

// The loops follow x's layout first, then the split reads x in order.
// CHECK-LABEL: func.func @transposed_input(
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<32x24x6xf32>) outs(%{{.*}} : tensor<32x24xf32>)
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel"]}

// y would be read with a stride by partials over c: unchanged.
// CHECK-LABEL: func.func @strided_second_input(
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction", "parallel", "reduction"]}
// CHECK-NOT: linalg.generic
// CHECK: return

// KERNELS: stitched kernel nchw_sum_k0_warp: ops [0:row reduction]
// KERNELS: stitched kernel nchw_sum_k1_column: ops [1:column reduction]
// KERNELS: stitched kernel last_two_sumsq_k0_warp: ops [0:row reduction]
// KERNELS: stitched kernel outer_max_k0_warp: ops [0:row reduction]
// KERNELS: stitched kernel outer_max_k1_column: ops [1:column reduction]
// KERNELS: stitched kernel no_combiner_k0_loop: ops [0:other], loop composition
// KERNELS: stitched kernel transposed_input_k0_warp: ops [0:row reduction]
// KERNELS: stitched kernel transposed_input_k1_column: ops [1:column reduction]
// KERNELS: stitched kernel strided_second_input_k0_loop: ops [0:other], loop composition
