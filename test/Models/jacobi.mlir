// The Jacobi stencil chain (three 5-point sweeps by slicing: x[:-2, 1:-1] +
// ...) fixture from the PyTorch front end (python/kfusion/models/stencil.py,
// `make models`). torch-mlir imports it as static slices combined by
// elementwise generics: a stencil program, which kfusion-fuse offers its
// stencil candidate (Fuse/stencil.mlir; the result against PyTorch:
// Integration/Sim/Fuse/models.mlir). Tiny configuration (64 x 64): kfusion-opt
// parses it. Real configuration (8192 x 8192): parses in MLIR 22's mlir-opt
// and in kfusion-opt.
// REQUIRES: upstream-mlir-opt
// RUN: kfusion-opt %S/Inputs/jacobi.tiny.mlir | FileCheck %s --check-prefix=TINY
// RUN: %upstream-mlir-opt %S/Inputs/jacobi.real.mlir | FileCheck %s --check-prefix=REAL
// RUN: kfusion-opt %S/Inputs/jacobi.real.mlir | FileCheck %s --check-prefix=REAL
// kfusion-fuse takes the stencil candidate for the tiny chain: one launch
// (each sweep's adds one op by elementwise fusion, then the three sweeps one
// SC'14 group) where stitching needs 6.
// RUN: kfusion-opt %S/Inputs/jacobi.tiny.mlir --kfusion-fuse --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSE

// TINY-LABEL: func.func @forward(%arg0: tensor<64x64xf32>) -> tensor<58x58xf32>
// TINY: tensor.extract_slice
// TINY: linalg.generic
// REAL-LABEL: func.func @forward(%arg0: tensor<8192x8192xf32>) -> tensor<8186x8186xf32>
// FUSE: remark: kfusion-fuse of @forward on h100: stencil chosen; projected stitch {{[0-9.]+}} us (6 launches) {{.*}} stencil {{[0-9.]+}} us (1 launch)
