// The GPT-2 block (pre-LN causal attention, tanh-GELU MLP) fixture from the
// PyTorch front end (python/kfusion/models, `make models`). Tiny configuration,
// weights as constants: kfusion-opt parses it (its reference lowering on the
// interpreter equals PyTorch's CPU output:
// Integration/Sim/Models/gpt2-reference.mlir). Real configuration, weights as
// arguments: parses in MLIR 22's mlir-opt and in kfusion-opt.
// REQUIRES: upstream-mlir-opt
// The tiny fixture parses and keeps its linalg ops.
// RUN: kfusion-opt %S/Inputs/gpt2.tiny.mlir | FileCheck %s --check-prefix=TINY
// The real fixture parses in upstream's mlir-opt and in kfusion-opt alike.
// RUN: %upstream-mlir-opt %S/Inputs/gpt2.real.mlir | FileCheck %s --check-prefix=REAL
// RUN: kfusion-opt %S/Inputs/gpt2.real.mlir | FileCheck %s --check-prefix=REAL

// TINY-LABEL: func.func @forward(
// TINY: linalg.
// REAL-LABEL: func.func @forward(%arg0: tensor<1x128x768xf32>, %arg1: tensor<768xf32>
