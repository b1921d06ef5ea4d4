// ../../../Stencil/stencil-prefetch-auto.mlir on the interpreter: lowered
// with prefetches chosen by size (l2-bytes=4096), @small computes what the
// unfused program did.
// RUN: kfusion-opt %S/../../../Stencil/stencil-prefetch-auto.mlir --kfusion-stencil-fusion -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles="device=#kfusion.device<h100,{l2_bytes=4096}> interior-blocks=false row-runs=false" -o %t.auto.mlir
// RUN: kfusion-sim %S/../../../Stencil/stencil-prefetch-auto.mlir --compare=%t.auto.mlir -e small --seed=94 --schedule=random --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 5 arguments
