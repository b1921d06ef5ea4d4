// Upstream's reference lowering of the LLaMA block fixture
// (Models/Inputs/llama.tiny.mlir: RMSNorm, rotary embedding, causal attention,
// SwiGLU; weights as constants) on the interpreter equals PyTorch's CPU output
// for the saved input (llama.tiny.inputs, .expected): the front end's fixture
// computes what PyTorch did, so the reference that llama.mlir here compares the
// stitched programs with on random inputs is a faithful one. Models/llama.mlir
// keeps the fixture's parse checks.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Models/Inputs/llama.tiny.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// The saved input gives PyTorch's output to within rtol 1e-4, atol 1e-5.
// RUN: kfusion-sim %t.ref.mlir -e forward --inputs=%S/../../../Models/Inputs/llama.tiny.inputs --expect=%S/../../../Models/Inputs/llama.tiny.expected --rtol=1e-4 --atol=1e-5 | FileCheck %s

// CHECK: kfusion-sim: as expected: 1 arguments, 256 elements compared
