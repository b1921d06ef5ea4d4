// kfusion-fuse names each tensor-core GEMM kernel of the program it chose:
// the candidate, the kernel, its ops, its plan and its time, measured where
// the tuning cache has an entry for the GEMM's problem and modelled where it
// does not, then with the problem the cache missed, as the cache keys it
// (what bench/models/run.py tune-gemms reads to tune a model's own GEMMs).
// Inputs: GPT-2's up projection alone and with its bias and tanh GELU
// (../Stitch/Inputs/gemm-epilogue-schedule.mlir) against the cache that has
// both problems; against an empty cache; without remarks; BERT's layer at 64
// tokens in f16 (imported by bench/models/run.py import), which takes the
// per-region candidate among stitch-gemm-alone and stitch-greedy: one remark
// per kernel, though the regions' own candidates built the same kernels too. (GPT-2's GEMMs with the stitch
// candidate alone: each candidate builds the 4096-row kernels.)
// RUN: kfusion-opt %S/../Stitch/Inputs/gemm-epilogue-schedule.mlir --kfusion-fuse="device=h200 candidates=stitch tuning-cache=%S/../Stitch/Inputs/gemm-tuning-cache.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEASURED
// RUN: echo '{"kfusion_tuning_cache": 1, "entries": []}' > %t.empty.json
// RUN: kfusion-opt %S/../Stitch/Inputs/gemm-epilogue-schedule.mlir --kfusion-fuse="device=h200 candidates=stitch tuning-cache=%t.empty.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISS
// RUN: kfusion-opt %S/../Stitch/Inputs/gemm-epilogue-schedule.mlir --kfusion-fuse="device=h200 candidates=stitch remarks=false" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: kfusion-opt %S/Inputs/bert.f16.small.mlir --kfusion-fuse="device=h200 candidates=stitch-gemm-alone,stitch-greedy,per-region tuning-cache=%t.empty.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REGIONS
// With every candidate the ILP's plan is fastest in every region: the
// attention output's and the down projection's GEMMs take their bias and
// the residual add, and the layernorm one kernel after each (the rest of
// the epilogue's component, a candidate of its own since the GEMM's epilogue
// candidates bring it).
// RUN: kfusion-opt %S/Inputs/bert.f16.small.mlir --kfusion-fuse="device=h200 tuning-cache=%t.empty.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=STITCH

// The cache's plans at their measured times: the GEMM alone, and the GEMM
// with its bias and GELU in the epilogue (another problem).
// MEASURED-LABEL: kfusion-fuse of @alone on h200: stitch chosen
// MEASURED: remark: kfusion-fuse GEMM of @alone (stitch): stitched kernel alone_k0_gemm: ops [0:tensor-core GEMM], tensor-core GEMM 4096x3072x768 (wgmma tile 128x192x64, 5 stages, 1x1 warpgroups, TMA loads by a producer warpgroup, ping-pong of 2 teams over 132 blocks), grid {{.*}}, measured 35.30 us{{$}}
// MEASURED-LABEL: kfusion-fuse of @bias_gelu on h200: stitch chosen
// MEASURED: remark: kfusion-fuse GEMM of @bias_gelu (stitch): stitched kernel bias_gelu_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise], tensor-core GEMM 4096x3072x768 (wgmma tile 128x192x64, {{.*}}, measured 52.00 us{{$}}

// No entries: the model's plans, and each problem as the cache would key it.
// MISS-LABEL: kfusion-fuse of @alone on h200
// MISS: remark: kfusion-fuse GEMM of @alone (stitch): stitched kernel alone_k0_gemm: {{.*}}, modelled {{[0-9.]+}} us; the tuning cache has no entry for its problem {"a":"mk","b":"nk","batch":1,"input":"f16","k":768,"m":4096,"n":3072,"output":"f16"}
// MISS-LABEL: kfusion-fuse of @bias_gelu on h200
// MISS: remark: kfusion-fuse GEMM of @bias_gelu (stitch): stitched kernel bias_gelu_k0_gemm: {{.*}}; the tuning cache has no entry for its problem {"a":"mk","b":"nk","batch":1,"epilogue":"addf mulf mulf mulf addf mulf tanh addf mulf mulf truncf [3072]","input":"f16","k":768,"m":4096,"n":3072,"output":"f32"}

// QUIET-NOT: kfusion-fuse GEMM

// The per-region program's GEMM kernels, each once, in launch order.
// REGIONS-LABEL: kfusion-fuse of @step on h200: per-region chosen
// REGIONS-NOT: stitched kernel step_k0_gemm
// REGIONS: kfusion-fuse GEMM of @step (per-region): stitched kernel step_k0_gemm: ops [0:tensor-core GEMM, 1:elementwise, 2:elementwise], tensor-core GEMM 64x64x64
// REGIONS-NOT: stitched kernel step_k0_gemm
// REGIONS: kfusion-fuse GEMM of @step (per-region): stitched kernel step_k1_gemm:
// REGIONS-NOT: stitched kernel step_k1_gemm
// REGIONS: kfusion-fuse GEMM of @step (per-region): stitched kernel step_k2_gemm:
// REGIONS: kfusion-fuse GEMM of @step (per-region): stitched kernel step_k7_gemm: ops [22:tensor-core GEMM], tensor-core GEMM 64x64x64
// REGIONS: kfusion-fuse GEMM of @step (per-region): stitched kernel step_k9_gemm:
// REGIONS: kfusion-fuse GEMM of @step (per-region): stitched kernel step_k10_gemm: ops [48:tensor-core GEMM], tensor-core GEMM 64x64x128
// REGIONS-NOT: kfusion-fuse GEMM

// STITCH-LABEL: kfusion-fuse of @step on h200: stitch chosen
// STITCH: kfusion-fuse region of @step (stitch): stitch group 7 (plan=ilp): ops [22:tensor-core GEMM, 23:elementwise, 24:elementwise], gemm composition
// STITCH: kfusion-fuse region of @step (stitch): stitch group 8 (plan=ilp): ops [25:elementwise, {{.*}}, 43:elementwise], warp composition
// STITCH: kfusion-fuse region of @step (stitch): stitch group 10 (plan=ilp): ops [48:tensor-core GEMM, 49:elementwise, 50:elementwise], gemm composition
// STITCH: kfusion-fuse region of @step (stitch): stitch group 11 (plan=ilp): ops [51:elementwise, {{.*}}], warp composition
// STITCH: kfusion-fuse GEMM of @step (stitch): stitched kernel step_k7_gemm: ops [22:tensor-core GEMM, 23:elementwise, 24:elementwise], tensor-core GEMM 64x64x64
// STITCH: kfusion-fuse GEMM of @step (stitch): stitched kernel step_k10_gemm: ops [48:tensor-core GEMM, 49:elementwise, 50:elementwise], tensor-core GEMM 64x64x128
