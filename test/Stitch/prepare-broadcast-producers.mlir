// kfusion-prepare-linalg computes small elementwise producers of broadcast
// operands where they are read (fuseBroadcastProducers, StitchPrepare.h):
// torch-mlir casts a bias to f32 before adding it to every row of a matmul,
// an op of its own that would be a kernel launched for a few hundred values.
// RUN: kfusion-opt %S/Inputs/broadcast-producers.mlir --kfusion-prepare-linalg | FileCheck %s
// Runs: Integration/Sim/Stitch/broadcast-producers.mlir.

// The bias's cast moves into the add that reads it broadcast: one generic
// reads the f16 bias and extends it per element.
// CHECK-LABEL: func.func @bias_cast(
// CHECK-NOT: tensor<256xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<64x256xf32>, tensor<256xf16>)
// CHECK: arith.extf
// CHECK: arith.addf
// CHECK-NOT: linalg.generic

// Two readers: each computes the cast itself (one copy of the producer per
// reader, so neither keeps a result of the other).
// CHECK-LABEL: func.func @two_readers(
// CHECK-NOT: tensor<256xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<64x256xf32>, tensor<256xf16>)
// CHECK: arith.extf
// CHECK: arith.addf
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<64x256xf32>, tensor<256xf16>)
// CHECK: arith.extf
// CHECK: arith.mulf

// An exponential is no cheap body: computing it again per element of the
// reader would cost more than it saves; it stays an op of its own.
// CHECK-LABEL: func.func @expensive(
// CHECK: %[[E:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<256xf32>)
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[E]] : tensor<64x256xf32>, tensor<256xf32>)

// The cast is also returned, and read by a row reduction: no reader
// computes it (a reduction's reader stays as it is), so it stays.
// CHECK-LABEL: func.func @returned_and_reduced(
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%arg1 : tensor<256xf16>)
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[C]] : tensor<64x256xf32>, tensor<256xf32>)
// CHECK: return {{.*}}, %[[C]]
