// kfusion-fuse's per-region plans on the interpreter: on the tiny GPT-2,
// LLaMA and Mixer blocks the per-region candidate is chosen (the ILP's plan
// but for a region the model projects faster unfused), and each chosen
// program equals PyTorch's CPU output for the saved input (rtol 0, atol
// 1e-6, as Fuse/models.mlir). The choice itself: Fuse/per-region.mlir.
// RUN: for m in gpt2 llama mixer; do kfusion-opt %S/../../../Models/Inputs/$m.tiny.mlir --kfusion-fuse --mlir-print-op-on-diagnostic=false -o %t.$m.mlir 2>&1 | grep "kfusion-fuse of @forward" || exit 1; done | FileCheck %s --check-prefix=CHOSEN
// RUN: for m in gpt2 llama mixer; do kfusion-sim %t.$m.mlir -e forward --inputs=%S/../../../Models/Inputs/$m.tiny.inputs --expect=%S/../../../Models/Inputs/$m.tiny.expected --rtol=0 --atol=1e-6 || exit 1; done | FileCheck %s
// CHOSEN: gpt2.tiny.mlir:{{.*}}: per-region chosen; {{.*}} per-region {{[0-9.]+}} us (11 launches)
// CHOSEN: llama.tiny.mlir:{{.*}}: per-region chosen; {{.*}} per-region {{[0-9.]+}} us (12 launches)
// CHOSEN: mixer.tiny.mlir:{{.*}}: per-region chosen; {{.*}} per-region {{[0-9.]+}} us (8 launches)
// CHECK-COUNT-3: kfusion-sim: as expected: 1 arguments
