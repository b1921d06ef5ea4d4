// The loads kfusion-stitch marks with kfusion.l2_policy (Stitch/l2-policy.mlir)
// reach PTX through kfusion-to-cubin (kfusion-lower-l2-policy) as
// ld.global.L2::cache_hint, under one createpolicy register per kernel: the
// stitched softmax + GELU of Stitch/Inputs/softmax-gelu.mlir. (Each load
// width and priority on a hand-written kernel: KFusionToCubin/l2-policy-ptx.mlir.)
//
// RUN: kfusion-opt %S/../../Stitch/Inputs/softmax-gelu.mlir --kfusion-stitch-to-gpu -o %t.ilp.mlir 2>/dev/null
// RUN: rm -rf %t.bin && mkdir -p %t.bin
// RUN: kfusion-opt %t.ilp.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t.bin" -o /dev/null 2>/dev/null
// RUN: cat %t.bin/*.ptx | FileCheck %s

// The stitched kernel: the policy made once, the vector loads hinted with it.
// CHECK-LABEL: .visible .entry
// CHECK: createpolicy.fractional.L2::evict_last.b64 [[P:%rd[0-9]+]], 1.0;
// CHECK: ld.global.L2::cache_hint.v4.b32 {{.*}}, [[P]];
