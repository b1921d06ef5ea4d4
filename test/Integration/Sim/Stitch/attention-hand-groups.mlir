// An attention whose stitch groups are written by hand without the copies of
// its heads (Stitch/Inputs/attention-heads-hand-groups.mlir): the copies are
// optional members of the attention's kernel (StitchAttention::copies), so
// each copy is a kernel of its own, the attention kernel reads and writes the
// dense [heads, seq, dim] copies, and the program equals upstream's loops on
// fresh random inputs under the random block order (rtol / atol 1e-3 for f16,
// as Integration/Sim/Stitch/attention.mlir).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/attention-heads-hand-groups.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/attention-heads-hand-groups.mlir --kfusion-stitch-to-gpu="emulate-gemms=true" --mlir-print-op-on-diagnostic=false -o %t.emu.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.emu.mlir
// RUN: kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e attention_heads_hand --seed=57 --schedule=random --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=EQUAL

// The three copies into one head's rows, the attention, the copy of O back.
// REMARK: stitched kernel attention_heads_hand_k0_thread: ops [0:elementwise]
// REMARK: stitched kernel attention_heads_hand_k1_thread: ops [1:elementwise]
// REMARK: stitched kernel attention_heads_hand_k2_thread: ops [2:elementwise]
// REMARK: stitched kernel attention_heads_hand_k3_attention: ops [3:tensor-core GEMM, {{.*}}, 10:tensor-core GEMM, 11:elementwise], fused attention 2 x 128 queries x 128 keys
// REMARK: stitched kernel attention_heads_hand_k4_thread: ops [12:elementwise]
// EQUAL: kfusion-sim: equal: 4 arguments, 65536 elements compared

// The attention kernel's operands: the dense copies.
// CHECK-LABEL: func.func @attention_heads_hand(
// CHECK-COUNT-3: gpu.launch_func
// CHECK: gpu.launch_func {{.*}}@attention_heads_hand_k3_attention
// CHECK-SAME: args(%{{.*}} : memref<2x128x64xf16>, %{{.*}} : memref<2x128x64xf16>, %{{.*}} : memref<2x128x64xf16>, %{{.*}} : memref<2x128x64xf16>)
// CHECK: gpu.launch_func
// CHECK-NOT: gpu.launch_func
// CHECK: return
