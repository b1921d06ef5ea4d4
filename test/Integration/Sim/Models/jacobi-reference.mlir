// Upstream's reference lowering of the Jacobi stencil chain fixture
// (Models/Inputs/jacobi.tiny.mlir: three 5-point sweeps by slicing) on the
// interpreter equals PyTorch's CPU output for the saved input
// (jacobi.tiny.inputs, .expected): the front end's fixture computes what
// PyTorch did.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Models/Inputs/jacobi.tiny.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-sim %t.ref.mlir -e forward --inputs=%S/../../../Models/Inputs/jacobi.tiny.inputs --expect=%S/../../../Models/Inputs/jacobi.tiny.expected --rtol=1e-5 --atol=1e-6 | FileCheck %s

// CHECK: kfusion-sim: as expected: 1 arguments, 3364 elements compared
