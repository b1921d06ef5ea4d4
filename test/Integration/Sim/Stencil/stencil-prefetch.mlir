// ../../../Stencil/stencil-prefetch.mlir on the interpreter (which runs
// memref.prefetch as a no-op): lowered with prefetches into L2 and L1, and
// with a prefetching copy for each of two late tiles (@twice), the program
// computes what the unfused one did. ptxas, where found, assembles the PTX.
// RUN: kfusion-opt %S/../../../Stencil/stencil-prefetch.mlir --kfusion-stencil-fusion=points-per-thread=2 -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=prefetch-late-reads=l2 -o %t.l2.mlir
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles=prefetch-late-reads=l1 -o %t.l1.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-prefetch.mlir --compare=%t.l2.mlir -e chain --seed=91 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-prefetch.mlir --compare=%t.l1.mlir -e chain --seed=92 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="prefetch-late-reads=l2 interior-blocks=false row-runs=false" -o %t.twice.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-prefetch.mlir --compare=%t.twice.mlir -e twice --seed=93 --schedule=random | FileCheck %s --check-prefix=EQUAL5
// RUN: rm -rf %t.ptx && mkdir -p %t.ptx
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32 prefetch-late-reads=l2" --kfusion-dump-binaries="output-dir=%t.ptx" -o /dev/null
// RUN: %if ptxas %{ %ptxas -arch=sm_90 %t.ptx/k.sm_90.ptx -o %t.ptx/k.cubin %}

// EQUAL: kfusion-sim: equal: 4 arguments, 8192 elements compared
// EQUAL5: kfusion-sim: equal: 5 arguments, 10240 elements compared
