// REQUIRES: ptxas
// ptxas assembles the real mma kernels for sm_80 (ldmatrix, transposed where
// an operand's tile rows run along k; mma.sync m16n8k16; cp.async with zero
// fill): every GEMM of ../../../Gemm/Inputs/gemms.mlir and gemms-f16.mlir,
// and the benchmark sizes of large.mlir, without spilling.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" --kfusion-to-cubin="chip=sm_80 format=ptx" --kfusion-dump-binaries="output-dir=%t.small" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" --kfusion-to-cubin="chip=sm_80 format=ptx" --kfusion-dump-binaries="output-dir=%t.small" -o /dev/null 2>/dev/null
// RUN: for p in %t.small/*.ptx; do %ptxas -arch=sm_80 $p -o $p.cubin && echo assembled || exit 1; done | FileCheck %s --check-prefix=SMALL
// SMALL-COUNT-9: assembled
// RUN: grep -h -c "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16" %t.small/square_gemm.sm_80.ptx | FileCheck %s --check-prefix=TRANS
// TRANS: {{[1-9][0-9]*}}
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" --kfusion-to-cubin="chip=sm_80 format=ptx" --kfusion-dump-binaries="output-dir=%t.large" -o /dev/null 2>/dev/null
// RUN: for p in %t.large/*.ptx; do %ptxas -arch=sm_80 -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=LARGE
// LARGE-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
