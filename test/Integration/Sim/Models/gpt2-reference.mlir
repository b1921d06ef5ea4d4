// Upstream's reference lowering of the GPT-2 block fixture
// (Models/Inputs/gpt2.tiny.mlir: pre-LN causal attention, tanh-GELU MLP;
// weights as constants) on the interpreter equals PyTorch's CPU output for the
// saved input (gpt2.tiny.inputs, .expected): the front end's fixture computes
// what PyTorch did, so the reference that gpt2.mlir here compares the stitched
// programs with on random inputs is a faithful one. Models/gpt2.mlir keeps the
// fixture's parse checks.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Models/Inputs/gpt2.tiny.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// The saved input gives PyTorch's output to within rtol 1e-4, atol 1e-5.
// RUN: kfusion-sim %t.ref.mlir -e forward --inputs=%S/../../../Models/Inputs/gpt2.tiny.inputs --expect=%S/../../../Models/Inputs/gpt2.tiny.expected --rtol=1e-4 --atol=1e-5 | FileCheck %s
// The check sees a wrong program: the reference against the BERT layer's
// output for the same input shape differs.
// RUN: not kfusion-sim %t.ref.mlir -e forward --inputs=%S/../../../Models/Inputs/gpt2.tiny.inputs --expect=%S/../../../Models/Inputs/bert.tiny.expected --rtol=1e-4 --atol=1e-5 | FileCheck %s --check-prefix=WRONG

// CHECK: kfusion-sim: as expected: 1 arguments, 256 elements compared
// WRONG: kfusion-sim: mismatch in argument #1 at index
