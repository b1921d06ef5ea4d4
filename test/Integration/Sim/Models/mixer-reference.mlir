// Upstream's reference lowering of the MLP-Mixer block fixture
// (Models/Inputs/mixer.tiny.mlir: token and channel MLPs, LayerNorm, GELU;
// weights as constants) on the interpreter equals PyTorch's CPU output for the
// saved input (mixer.tiny.inputs, .expected): the front end's fixture computes
// what PyTorch did, so the reference that mixer.mlir here compares the stitched
// programs with on random inputs is a faithful one. Models/mixer.mlir keeps the
// fixture's parse checks.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Models/Inputs/mixer.tiny.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// The saved input gives PyTorch's output to within rtol 1e-4, atol 1e-5.
// RUN: kfusion-sim %t.ref.mlir -e forward --inputs=%S/../../../Models/Inputs/mixer.tiny.inputs --expect=%S/../../../Models/Inputs/mixer.tiny.expected --rtol=1e-4 --atol=1e-5 | FileCheck %s

// CHECK: kfusion-sim: as expected: 1 arguments, 512 elements compared
