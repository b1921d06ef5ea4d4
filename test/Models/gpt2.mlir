// The GPT-2 block (pre-LN causal attention, tanh-GELU MLP) fixture from the
// PyTorch front end (python/kfusion/models, `make models`). Tiny configuration,
// weights as constants: upstream's reference lowering on the interpreter equals
// PyTorch's CPU output for the saved input (Inputs/gpt2.tiny.inputs,
// .expected); kfusion-opt parses it. Real configuration, weights as arguments:
// parses in MLIR 22's mlir-opt and in kfusion-opt.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/Inputs/gpt2.tiny.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-sim %t.ref.mlir -e forward --inputs=%S/Inputs/gpt2.tiny.inputs --expect=%S/Inputs/gpt2.tiny.expected --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=PYTORCH
// RUN: kfusion-opt %S/Inputs/gpt2.tiny.mlir | FileCheck %s --check-prefix=TINY
// RUN: %upstream-mlir-opt %S/Inputs/gpt2.real.mlir | FileCheck %s --check-prefix=REAL
// RUN: kfusion-opt %S/Inputs/gpt2.real.mlir | FileCheck %s --check-prefix=REAL
// The check sees a wrong program: the reference against the BERT layer's
// output for the same input shape differs.
// RUN: not kfusion-sim %t.ref.mlir -e forward --inputs=%S/Inputs/gpt2.tiny.inputs --expect=%S/Inputs/bert.tiny.expected --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=WRONG
// WRONG: kfusion-sim: mismatch in argument #1 at index

// PYTORCH: kfusion-sim: as expected: 1 arguments, 256 elements compared
// TINY-LABEL: func.func @forward(
// TINY: linalg.
// REAL-LABEL: func.func @forward(%arg0: tensor<1x128x768xf32>, %arg1: tensor<768xf32>
