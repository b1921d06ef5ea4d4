// Half-precision convolutions (Stitch/Inputs/convolutions.mlir) on the
// interpreter: the implicit GEMMs (the kernel reads B, or A, through the
// window of a channels-last input: every address the GPU's copies use), the im2col
// copies and the GEMMs they feed (emulate-gemms=true; the batch norm and
// ReLU in the GEMM's epilogue), and
// the convolutions left as loop kernels, equal upstream's loops on fresh
// random inputs under the random block order, the implicit GEMMs (B and A
// through the window) also under the reverse order (rtol /
// atol 1e-3: f16 and bf16 inputs, f32 sums in another order).
// The NCHW GEMM launched on one of its two images is caught.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/convolutions.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/convolutions.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.emu.mlir
// RUN: for f in conv_nchw_bn_relu conv_strided_bf16 conv_nchw_im2col conv_nhwc conv_nhwc_im2col conv_ragged_nchw conv_ragged_nhwc conv_few_pixels conv_narrow conv_f32 conv_depthwise; do kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e $f --seed=41 --schedule=random --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-11: kfusion-sim: equal:
// RUN: for f in conv_nchw_bn_relu conv_nhwc; do kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e $f --seed=44 --schedule=reverse --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=ORDERS
// ORDERS-COUNT-2: kfusion-sim: equal:
//
// The prepared programs of the rewritten convolutions alone (the copies,
// convolutions and contractions; then upstream's loops) equal the originals:
// the rewrite holds before any kernel is made.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/convolutions.mlir --kfusion-prepare-linalg | %upstream-mlir-opt --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.prep.mlir
// RUN: for f in conv_nchw_bn_relu conv_strided_bf16 conv_nchw_im2col conv_nhwc conv_nhwc_im2col; do kfusion-sim %t.ref.mlir --compare=%t.prep.mlir -e $f --seed=42 --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=PREP
// PREP-COUNT-5: kfusion-sim: equal:
//
// The whole pipeline (kfusion-fuse chooses the plan and makes the GPU form,
// the GEMMs emulated) equals them too.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/convolutions.mlir --kfusion-fuse="emulate-gemms=true" --mlir-print-op-on-diagnostic=false -o %t.fuse.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.fuse.mlir -e conv_nchw_bn_relu --seed=43 --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=FUSE
// FUSE: kfusion-sim: equal:
//
// RUN: sed 's/@conv_nchw_bn_relu_gemm::@conv_nchw_bn_relu_k1_gemm blocks in (%c1, %c1, %c2)/@conv_nchw_bn_relu_gemm::@conv_nchw_bn_relu_k1_gemm blocks in (%c1, %c1, %c1)/' %t.emu.mlir > %t.bad.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.bad.mlir -e conv_nchw_bn_relu --seed=41 --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=BAD
// BAD: kfusion-sim: mismatch in argument #4
