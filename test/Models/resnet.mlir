// The ResNet-18 basic block (3x3 convolutions, batch-norm in eval mode, ReLU,
// residual) fixture from the PyTorch front end (python/kfusion/models, `make
// models`). Tiny configuration, weights as constants: upstream's reference
// lowering on the interpreter equals PyTorch's CPU output for the saved input
// (Inputs/resnet.tiny.inputs, .expected); kfusion-opt parses it. Real
// configuration, weights as arguments: parses in MLIR 22's mlir-opt and in
// kfusion-opt.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/Inputs/resnet.tiny.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-sim %t.ref.mlir -e forward --inputs=%S/Inputs/resnet.tiny.inputs --expect=%S/Inputs/resnet.tiny.expected --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=PYTORCH
// RUN: kfusion-opt %S/Inputs/resnet.tiny.mlir | FileCheck %s --check-prefix=TINY
// RUN: %upstream-mlir-opt %S/Inputs/resnet.real.mlir | FileCheck %s --check-prefix=REAL
// RUN: kfusion-opt %S/Inputs/resnet.real.mlir | FileCheck %s --check-prefix=REAL

// PYTORCH: kfusion-sim: as expected: 1 arguments, 512 elements compared
// TINY-LABEL: func.func @forward(
// TINY: linalg.
// REAL-LABEL: func.func @forward(%arg0: tensor<1x64x56x56xf32>, %arg1: tensor<64x64x3x3xf32>
