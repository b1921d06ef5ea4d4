// Fused attention kernels (Stitch/Inputs/attention.mlir) on the interpreter,
// the wgmma emulated from the same shared memory through the same
// descriptors: the scores rounded and scaled in f16 with K stored
// transposed, a causal mask from the indices in bf16 with V stored
// transposed (its loop stopping after the block's last query's key tile,
// the later ones proven all -inf), a mask read from memory with ragged queries and keys (the
// last key tile and query block partial), a 128-wide head (also with two
// warpgroups a block: multiprocessors=1 makes the model take them), and
// the attention the kernel refuses, stitched apart, and heads read from and
// written to the rows of projections in place (slices of one projection, with
// its strides and offsets; three projections and a causal mask over ragged
// queries; a batch of one). Each equals upstream's
// loops on fresh random inputs under the random block order, one also
// under the reverse order (rtol / atol 1e-3 for f16: the probabilities are
// rounded before their normalization, the reference after; 1e-2 for bf16,
// its 8-bit mantissa).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Stitch/Inputs/attention.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Stitch/Inputs/attention.mlir --kfusion-stitch-to-gpu="emulate-gemms=true remarks=false" -o %t.emu.mlir
// RUN: for f in attention_f16 attention_mask_ragged attention_wide_head attention_max_escapes attention_iota_mask attention_heads_fused attention_heads attention_heads_one; do kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e $f --seed=51 --schedule=random --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=EQUAL
// EQUAL-COUNT-8: kfusion-sim: equal:
// RUN: kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e attention_causal_bf16 --seed=52 --schedule=random --rtol=1e-2 --atol=1e-2 | FileCheck %s --check-prefix=BF16
// BF16: kfusion-sim: equal:
// RUN: kfusion-sim %t.ref.mlir --compare=%t.emu.mlir -e attention_f16 --seed=53 --schedule=reverse --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=REVERSE
// REVERSE: kfusion-sim: equal:
//
// Two warpgroups a block (128 queries each block), the second one's rows,
// probabilities and descriptors offset by 64.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/attention.mlir --kfusion-stitch-to-gpu="emulate-gemms=true device=#kfusion.device<h100,{multiprocessors=1}>" --mlir-print-op-on-diagnostic=false -o %t.two.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: stitched kernel attention_wide_head_k0_attention: {{.*}} (2 warpgroups, emulated), grid 2x1 of 256 threads
// RUN: kfusion-sim %t.ref.mlir --compare=%t.two.mlir -e attention_wide_head --seed=54 --schedule=random --rtol=1e-3 --atol=1e-3 | FileCheck %s --check-prefix=TWOEQ
// TWOEQ: kfusion-sim: equal:
//
// The whole pipeline (kfusion-fuse chooses the plan and makes the GPU form)
// equals them too.
// RUN: kfusion-opt %S/../../../Stitch/Inputs/attention.mlir --kfusion-fuse="emulate-gemms=true" --mlir-print-op-on-diagnostic=false -o %t.fuse.mlir 2>/dev/null
// RUN: kfusion-sim %t.ref.mlir --compare=%t.fuse.mlir -e attention_causal_bf16 --seed=55 --rtol=1e-2 --atol=1e-2 | FileCheck %s --check-prefix=BF16
//
// The real kernels (wgmma, cp.async, the async-proxy fences) through ptxas.
// RUN: %if ptxas %{ kfusion-opt %S/../../../Stitch/Inputs/attention.mlir --kfusion-stitch-to-gpu="remarks=false" --kfusion-to-cubin="chip=sm_90a" -o /dev/null %}
