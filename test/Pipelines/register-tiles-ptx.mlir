// kfusion-to-cubin register-tiles=always on ../Stencil/register-tiles.mlir's
// chain: the staged input is read with 16-byte shared loads (ld.shared.v4),
// and the temporaries' private arrays leave no local memory (no depot: LLVM
// promoted them to registers, which needs them in the entry block), with
// 64-bit and with 32-bit index arithmetic. The runs-of-rows lowering of the
// same kernel reads scalars. With stream-tiles=4 (4 rows per thread, a grid
// of 2 x 4 tiles, each block 4 of them): two 128-byte aligned window buffers,
// two mbarriers, the first window's TMA load before the loop and the next
// one's in it, the wait inside the loop, still no local memory (the private
// arrays stay in the entry block). At 128 x 256 (4 x 4 blocks; at 64 x 128
// no block is interior and LLVM drops the branch) the interior blocks store
// each row of 4 columns with one st.global.v4 (kfusion-lower-tiles
// vector-stores=always), the general branch with st.global.b32. Two windows
// copied by the threads (stage-tma=never), read with scalar loads that the
// back end merges into ld.shared.v4: both declared 16-byte aligned
// (kfusion-align-shared-globals; at `.align 4` ptxas may start the second 8
// bytes past a 16-byte boundary, as an FDTD kernel's did on an H100:
// CUDA_ERROR_MISALIGNED_ADDRESS).
// RUN: kfusion-opt %S/../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always" --kfusion-dump-binaries="output-dir=%t.64" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.64/k.sm_90.ptx
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx register-tiles=always bare-ptr=true index-bitwidth=32" --kfusion-dump-binaries="output-dir=%t.32" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.32/k.sm_90.ptx
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t.runs" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=RUNS < %t.runs/k.sm_90.ptx
// RUN: kfusion-opt %S/../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx register-tiles=always stream-tiles=4" --kfusion-dump-binaries="output-dir=%t.stream" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=STREAM < %t.stream/k.sm_90.ptx
// RUN: sed 's/128x64xf32/256x128xf32/g; s/%%c63 = arith.constant 63/%%c63 = arith.constant 127/; s/%%c127 = arith.constant 127/%%c127 = arith.constant 255/; s/%%c2 = arith.constant 2 : index/%%c2 = arith.constant 4 : index/; s/%%c16 = arith.constant 16 : index/%%c16 = arith.constant 32 : index/' %S/../Stencil/stencil-runs.mlir | kfusion-opt --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx register-tiles=always vector-stores=always" --kfusion-dump-binaries="output-dir=%t.vec" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=VEC < %t.vec/k.sm_90.ptx
// RUN: kfusion-opt %S/../Stencil/Inputs/two-staged-inputs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=always" 2>/dev/null | kfusion-opt --kfusion-to-cubin="format=ptx register-tiles=always stage-tma=never" --kfusion-dump-binaries="output-dir=%t.two" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=TWO < %t.two/k.sm_90.ptx

// CHECK-LABEL: .visible .entry sweep_sweep_sweep_stencil(
// CHECK-NOT:   __local_depot
// CHECK:       .maxntid 8, 8, 1
// CHECK:       cp.async.bulk.tensor
// CHECK:       ld.shared.v4.{{[bf]}}32
// CHECK-NOT:   __local_depot
// CHECK-NOT:   ld.local
// CHECK-NOT:   st.local

// VEC-LABEL: .visible .entry sweep_sweep_sweep_stencil(
// VEC-NOT:   __local_depot
// VEC-COUNT-8: st.global.v4.b32
// VEC:       st.global.b32
// VEC-NOT:   st.global.v4

// RUNS-LABEL: .visible .entry sweep_sweep_sweep_stencil(
// RUNS:       .maxntid 32, 8, 1
// RUNS-NOT:   ld.shared.v4

// STREAM-LABEL: .visible .entry sweep_sweep_sweep_stencil(
// STREAM:       .maxntid 8, 8, 1
// STREAM:       .shared .align 16 .b8 __mbarrier[16];
// STREAM:       .shared .align 128 .b8 __wg_sweep_sweep_sweep_stencil_{{[0-9]+}}[6080];
// STREAM:       .shared .align 128 .b8 __wg_sweep_sweep_sweep_stencil_{{[0-9]+}}[6080];
// STREAM-NOT:   __local_depot
// STREAM:       mbarrier.init.shared.b64 [__mbarrier],
// STREAM:       mbarrier.init.shared.b64 [__mbarrier+8],
// STREAM:       cp.async.bulk.tensor.2d{{.*}}[__mbarrier];
// STREAM:       bar.sync
// The loop (LLVM rotates its barrier to the top, after the first iteration):
// the barrier, the next window, the wait, the vector reads.
// STREAM:       bar.sync
// STREAM:       cp.async.bulk.tensor.2d
// STREAM:       mbarrier.try_wait.parity.shared.b64
// STREAM:       ld.shared.v4.{{[bf]}}32
// STREAM-NOT:   __local_depot
// STREAM-NOT:   ld.local
// STREAM-NOT:   st.local

// TWO-LABEL: .visible .entry mix_sweep_stencil(
// TWO:         .shared .align 16 .b8 __wg_mix_sweep_stencil_{{[0-9]+}}[4896];
// TWO:         .shared .align 16 .b8 __wg_mix_sweep_stencil_{{[0-9]+}}[4896];
// TWO-NOT:     cp.async.bulk.tensor
// TWO:         ld.shared.v4
