// REQUIRES: ptxas
// ptxas assembles the wgmma kernels with row-wise epilogues for sm_90a
// (../../../Stitch/Inputs/gemm-row-epilogues.mlir grouped by hand: a softmax
// and a layernorm in their GEMM's kernel, each reduction a loop over the
// row's staged columns, the row values in shared memory): no spills beside
// the accumulators. Why it would fail: a row pass whose loops the backend
// cannot take, or one that keeps values of every column live, spills.
// RUN: sed -e "s/linalg.matmul ins/linalg.matmul {kfusion.stitch_group = 0} ins/" -e 's/iterator_types = \(\[[^]]*\]\)}/iterator_types = \1, kfusion.stitch_group = 0}/' %S/../../../Stitch/Inputs/gemm-row-epilogues.mlir | kfusion-opt --kfusion-stitch-to-gpu="remarks=false" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.ptx" -o /dev/null 2>/dev/null
// RUN: for p in %t.ptx/*_gemm.sm_90a.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s
// CHECK-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
