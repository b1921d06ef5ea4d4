// kfusion-to-cubin register-tiles=always on ../Stencil/register-tiles.mlir's
// chain: the staged input is read with 16-byte shared loads (ld.shared.v4),
// and the temporaries' private arrays leave no local memory (no depot: LLVM
// promoted them to registers, which needs them in the entry block), with
// 64-bit and with 32-bit index arithmetic. The runs-of-rows lowering of the
// same kernel reads scalars.
// RUN: kfusion-opt %S/../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always" --kfusion-dump-binaries="output-dir=%t.64" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.64/k.sm_90.ptx
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always bare-ptr=true index-bitwidth=32" --kfusion-dump-binaries="output-dir=%t.32" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.32/k.sm_90.ptx
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t.runs" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=RUNS < %t.runs/k.sm_90.ptx

// CHECK-LABEL: .visible .entry sweep_sweep_sweep_stencil(
// CHECK-NOT:   __local_depot
// CHECK:       .maxntid 8, 8, 1
// CHECK:       cp.async.bulk.tensor
// CHECK:       ld.shared.v4.{{[bf]}}32
// CHECK-NOT:   __local_depot
// CHECK-NOT:   ld.local
// CHECK-NOT:   st.local

// RUNS-LABEL: .visible .entry sweep_sweep_sweep_stencil(
// RUNS:       .maxntid 32, 8, 1
// RUNS-NOT:   ld.shared.v4
