// kfusion-lower-tiles vector-stores (auto, the default, and always): in the interior blocks of a
// register kernel each thread stores its unit's 4 columns of a row as one
// 16-byte vector instead of 4 elements (stencil-runs.mlir's three sweeps of a
// 64 x 128 array, 8 rows a thread: 32 stores become 8), whether the TMA
// loads its staged input or the threads copy it (stage-tma=never: cp.async);
// never keeps the element stores. The interior branch
// folds its guards first (they are constant there), so that a row's stores
// lie in one block; its condition then also asks that the output's aligned
// pointer is a multiple of 16 bytes; the general branch keeps its scalar
// stores. Narrower rows get narrower vectors (66 columns: 8 bytes), odd ones
// none; a global load of another argument between a row's stores keeps them
// apart unless both arguments are `llvm.noalias`, and a global load of any
// argument between keeps them too (the stores stay ahead of the loads).
// Each with its remark. The
// interpreter runs these lowerings (and the fallback, buffers misaligned)
// against the unfused programs in ../Integration/Sim/Stencil/vector-stores.mlir;
// the PTX's st.global.v4 in ../Pipelines/register-tiles-ptx.mlir.
//
// Why it would fail: stores merged that another access between could see
// apart, a vector store where the memref's strides or the column do not
// prove the alignment, or a block running vector stores on an output whose
// pointer is misaligned (a fault on the GPU).
// RUN: kfusion-opt %S/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="register-tiles=always vector-stores=always" --mlir-print-op-on-diagnostic=false -o %t.lowered.mlir 2>%t.remarks
// RUN: FileCheck %s < %t.lowered.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="register-tiles=always vector-stores=never" -o - 2>/dev/null | FileCheck %s --check-prefix=OFF
// auto: with the TMA's window (measured on an H100: never slower, Jacobi with
// 64 x 64 tiles 12% faster) and with cp.async copies (stage-tma=never).
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=register-tiles=always --mlir-print-op-on-diagnostic=false -o %t.auto.mlir 2>&1 | FileCheck %s --check-prefix=AUTO-TMA
// RUN: FileCheck %s --check-prefix=TMA < %t.auto.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="register-tiles=always stage-tma=never" --mlir-print-op-on-diagnostic=false -o %t.async.mlir 2>&1 | FileCheck %s --check-prefix=AUTO-ASYNC
// RUN: FileCheck %s --check-prefix=ASYNC < %t.async.mlir
// RUN: not kfusion-opt %t.fused.mlir --kfusion-lower-tiles=vector-stores=sometimes -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADMODE
// Rows of 66 and 65 columns (a grid of 3 blocks along x).
// RUN: sed 's/128x64xf32/128x66xf32/g; s/%%c63 = arith.constant 63/%%c63 = arith.constant 65/; s/%%c2 = arith.constant 2 : index/%%c2 = arith.constant 3 : index/' %S/stencil-runs.mlir | kfusion-opt --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-lower-tiles="register-tiles=always vector-stores=always" --mlir-print-op-on-diagnostic=false -o %t.66.mlir 2>%t.66.remarks
// RUN: FileCheck %s --check-prefix=PAIRS < %t.66.mlir
// RUN: FileCheck %s --check-prefix=PAIRS-REMARK < %t.66.remarks
// RUN: sed 's/128x64xf32/128x65xf32/g; s/%%c63 = arith.constant 63/%%c63 = arith.constant 64/; s/%%c2 = arith.constant 2 : index/%%c2 = arith.constant 3 : index/' %S/stencil-runs.mlir | kfusion-opt --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-lower-tiles="register-tiles=always vector-stores=always" --mlir-print-op-on-diagnostic=false -o %t.65.mlir 2>%t.65.remarks
// RUN: FileCheck %s --check-prefix=ODD < %t.65.mlir
// RUN: FileCheck %s --check-prefix=ODD-REMARK < %t.65.remarks
// A global load of %g between the stores: they stay apart, as an access that
// may alias without llvm.noalias, and as a global load with it.
// RUN: kfusion-opt %S/Inputs/vector-stores-global-read.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=never" 2>/dev/null | kfusion-opt --kfusion-lower-tiles="register-tiles=always vector-stores=always" --mlir-print-op-on-diagnostic=false -o %t.alias.mlir 2>%t.alias.remarks
// RUN: FileCheck %s --check-prefix=ALIAS < %t.alias.mlir
// RUN: FileCheck %s --check-prefix=ALIAS-REMARK < %t.alias.remarks
// RUN: sed 's/%%u: memref<128x64xf32>, %%o: memref<128x64xf32>) kernel/%%u: memref<128x64xf32> {llvm.noalias}, %%o: memref<128x64xf32> {llvm.noalias}) kernel/' %S/Inputs/vector-stores-global-read.mlir | kfusion-opt --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=never" 2>/dev/null | kfusion-opt --kfusion-lower-tiles="register-tiles=always vector-stores=always" --mlir-print-op-on-diagnostic=false -o %t.noalias.mlir 2>%t.noalias.remarks
// RUN: FileCheck %s --check-prefix=NOALIAS < %t.noalias.mlir
// RUN: FileCheck %s --check-prefix=NOALIAS-REMARK < %t.noalias.remarks
// The whole pipeline, with 32-bit indices and bare pointers too.
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always vector-stores=always bare-ptr=true index-bitwidth=32" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always vector-stores=never" -o /dev/null 2>/dev/null

// The interior condition asks for the output's 16-byte alignment.
// CHECK-LABEL: gpu.func @sweep_sweep_sweep_stencil
// CHECK:         %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %arg3 : memref<128x64xf32> -> index
// CHECK-NEXT:    %[[C16:.*]] = arith.constant 16 : index
// CHECK-NEXT:    %[[REST:.*]] = arith.remui %[[PTR]], %[[C16]] : index
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[ALIGNED:.*]] = arith.cmpi eq, %[[REST]], %[[C0]] : index
// CHECK-NEXT:    %[[INTERIOR:.*]] = arith.andi %{{.*}}, %[[ALIGNED]] : i1
// CHECK-NEXT:    scf.if %[[INTERIOR]] {
// Each row of the third sweep: four values, one store at the unit's column.
// CHECK-NOT:       memref.store %{{.*}}, %arg3
// CHECK:           %[[ROW:.*]] = vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK-NEXT:      vector.store %[[ROW]], %arg3[%{{.*}}, %[[X:.*]]] {alignment = 16 : i64} : memref<128x64xf32>, vector<4xf32>
// CHECK-COUNT-7:   vector.store %{{.*}}, %arg3[%{{.*}}, %[[X]]] {alignment = 16 : i64} : memref<128x64xf32>, vector<4xf32>
// CHECK-NOT:       memref.store %{{.*}}, %arg3
// CHECK:         } else {
// The general branch: element stores, no vector.
// CHECK-NOT:       vector.store
// CHECK:           memref.store %{{.*}}, %arg3
// CHECK-NOT:       vector.store
// CHECK:         gpu.return

// REMARK: remark: kfusion-lower-tiles: 32 element stores of @sweep_sweep_sweep_stencil's interior blocks merged into 8 vector stores (the blocks whose outputs are aligned to them)

// OFF-LABEL: gpu.func @sweep_sweep_sweep_stencil
// OFF-NOT:     extract_aligned_pointer
// OFF-NOT:     vector.store
// OFF:         gpu.return

// 66 columns: pairs, 8-byte aligned.
// PAIRS-LABEL: gpu.func @sweep_sweep_sweep_stencil
// PAIRS:         memref.extract_aligned_pointer_as_index %arg3 : memref<128x66xf32> -> index
// PAIRS-NEXT:    arith.constant 8 : index
// PAIRS-COUNT-16: vector.store %{{.*}}, %arg3[%{{.*}}, %{{.*}}] {alignment = 8 : i64} : memref<128x66xf32>, vector<2xf32>
// PAIRS-NOT:     vector.store
// PAIRS-REMARK: remark: kfusion-lower-tiles: 32 element stores of @sweep_sweep_sweep_stencil's interior blocks merged into 16 vector stores

// ODD-LABEL: gpu.func @sweep_sweep_sweep_stencil
// ODD-NOT:     extract_aligned_pointer
// ODD-NOT:     vector.store
// ODD:         gpu.return
// ODD-REMARK: remark: kfusion-lower-tiles: no vector stores in @sweep_sweep_sweep_stencil's interior blocks: the columns are not provably aligned to two elements (the stored memref's row stride or offset, or the column index)

// ALIAS-LABEL: gpu.func @sweep_sweep_add_stencil
// ALIAS-NOT:     vector.store
// ALIAS:         gpu.return
// ALIAS-REMARK: remark: kfusion-lower-tiles: no vector stores in @sweep_sweep_add_stencil's interior blocks: an access that may alias the stored memref lies between a row's stores

// NOALIAS-LABEL: gpu.func @sweep_sweep_add_stencil
// NOALIAS-NOT:     vector.store
// NOALIAS:         gpu.return
// NOALIAS-REMARK: remark: kfusion-lower-tiles: no vector stores in @sweep_sweep_add_stencil's interior blocks: a global load lies between a row's stores

// AUTO-TMA: remark: kfusion-lower-tiles: 32 element stores of @sweep_sweep_sweep_stencil's interior blocks merged into 8 vector stores
// TMA-LABEL: gpu.func @sweep_sweep_sweep_stencil
// TMA:         nvgpu.tma.async.load
// TMA-COUNT-8: vector.store %{{.*}}, %arg3[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<128x64xf32>, vector<4xf32>
// AUTO-ASYNC: remark: kfusion-lower-tiles: 32 element stores of @sweep_sweep_sweep_stencil's interior blocks merged into 8 vector stores
// ASYNC-LABEL: gpu.func @sweep_sweep_sweep_stencil
// ASYNC:         nvgpu.device_async_copy
// ASYNC-COUNT-8: vector.store %{{.*}}, %arg3[%{{.*}}, %{{.*}}] {alignment = 16 : i64} : memref<128x64xf32>, vector<4xf32>
// BADMODE: kfusion-lower-tiles: vector-stores must be auto, always or never, not 'sometimes'
