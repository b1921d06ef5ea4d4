// kfusion-fuse on the model fixtures (Models/Inputs/*.tiny.mlir: GPT-2,
// LLaMA, BERT, ResNet-18 and Mixer blocks, weights as constants, and the
// Jacobi chain, which takes the stencil candidate) on the
// interpreter: the chosen program equals PyTorch's CPU output for the saved
// input (rtol 0, atol 1e-6, as the stitched programs in ../Models/), and it
// lowers to cubin where ptxas is.
// RUN: for m in gpt2 llama bert resnet mixer jacobi; do kfusion-opt %S/../../../Models/Inputs/$m.tiny.mlir --kfusion-fuse -o %t.$m.mlir 2>/dev/null || exit 1; done
// RUN: for m in gpt2 llama bert resnet mixer jacobi; do kfusion-sim %t.$m.mlir -e forward --inputs=%S/../../../Models/Inputs/$m.tiny.inputs --expect=%S/../../../Models/Inputs/$m.tiny.expected --rtol=0 --atol=1e-6 || exit 1; done | FileCheck %s
// RUN: %if ptxas %{ for m in gpt2 resnet jacobi; do kfusion-opt %t.$m.mlir --kfusion-to-cubin -o /dev/null || exit 1; done %}
// CHECK-COUNT-6: kfusion-sim: as expected: 1 arguments
