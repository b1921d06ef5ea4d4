// REQUIRES: ptxas
// ptxas assembles the real mma kernels for sm_80 (ldmatrix, transposed where
// an operand's tile rows run along k; mma.sync m16n8k16; cp.async with zero
// fill): every GEMM of ../../../Gemm/Inputs/gemms.mlir and gemms-f16.mlir,
// and the benchmark sizes of large.mlir, without spilling.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" --kfusion-to-cubin="chip=sm_80 format=ptx" --kfusion-dump-binaries="output-dir=%t.small" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" --kfusion-to-cubin="chip=sm_80 format=ptx" --kfusion-dump-binaries="output-dir=%t.small" -o /dev/null 2>/dev/null
// RUN: for p in %t.small/*.ptx; do %ptxas -arch=sm_80 $p -o $p.cubin && echo assembled || exit 1; done | FileCheck %s --check-prefix=SMALL
// SMALL-COUNT-9: assembled
// bf16 operands: mma.sync of bf16 (kfusion-bf16-mma-sync), assembled, no spills.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" --kfusion-to-cubin="chip=sm_80 format=ptx" --kfusion-dump-binaries="output-dir=%t.bf16" -o /dev/null 2>/dev/null
// RUN: for p in %t.bf16/*.ptx; do %ptxas -arch=sm_80 -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=BF16
// BF16-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.bf16/*.ptx | FileCheck %s --check-prefix=BF16MMA
// BF16MMA: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// RUN: grep -h -c "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16" %t.small/square_gemm.sm_80.ptx | FileCheck %s --check-prefix=TRANS
// TRANS: {{[1-9][0-9]*}}
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" --kfusion-to-cubin="chip=sm_80 format=ptx" --kfusion-dump-binaries="output-dir=%t.large" -o /dev/null 2>/dev/null
// RUN: for p in %t.large/*.ptx; do %ptxas -arch=sm_80 -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=LARGE
// LARGE-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
