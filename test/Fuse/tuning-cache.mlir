// kfusion-fuse's measured feedback on the tiny LLaMA block
// (Models/Inputs/llama.tiny.mlir): the tuning record names the function's
// problem and each candidate's projection; measured times added to the tuning
// cache (kfusion.tune add, what bench/models/run.py tune does on a GPU) rank
// the candidates before the projections do: here unfused, measured fastest,
// is taken though it projects slowest, and the candidates not measured are
// ranked by their projections scaled by the measured / projected ratio.
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="tuning-record=%t.record.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MODEL
// RUN: FileCheck %s --check-prefix=RECORD < %t.record.json
// RUN: rm -f %t.cache.json
// RUN: env PYTHONPATH=%kfusion_src_root/python %python -m kfusion.tune add --record %t.record.json --cache %t.cache.json --note lit stitch=0.05 unfused=0.02 | FileCheck %s --check-prefix=ADD
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="tuning-cache=%t.cache.json" -o %t.measured.mlir 2>&1 | FileCheck %s --check-prefix=MEASURED
// RUN: FileCheck %s --check-prefix=UNFUSED-IR < %t.measured.mlir
// The cache named by $KFUSION_TUNING_CACHE alike.
// RUN: env KFUSION_TUNING_CACHE=%t.cache.json kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse -o /dev/null 2>&1 | FileCheck %s --check-prefix=MEASURED
// Measured with another gemm-load: not this build's time, the model decides.
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="tuning-cache=%t.cache.json gemm-load=cp.async" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OTHER-LOAD
// A new measurement of a candidate replaces the old: stitch now fastest
// (and faster than per-region's projection scaled).
// RUN: env PYTHONPATH=%kfusion_src_root/python %python -m kfusion.tune add --record %t.record.json --cache %t.cache.json stitch=0.001 | FileCheck %s --check-prefix=REPLACE
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="tuning-cache=%t.cache.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=STITCH
// choose= takes its candidate whatever the times (the tuner's way to build
// per-region, which needs the others' plans).
// RUN: kfusion-opt %S/../Models/Inputs/llama.tiny.mlir --kfusion-fuse="tuning-cache=%t.cache.json choose=stitch-greedy" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHOOSE
// The report: projections beside the measurements.
// RUN: env PYTHONPATH=%kfusion_src_root/python %python -m kfusion.tune report --record %t.record.json --cache %t.cache.json | FileCheck %s --check-prefix=REPORT

// MODEL: remark: kfusion-fuse of @forward on h100: per-region chosen; projected stitch
// MODEL-NOT: measured

// RECORD: "device": "h100",
// RECORD: "candidates": [
// RECORD: "launches": 11,
// RECORD-NEXT: "name": "stitch",
// RECORD-NEXT: "projected_us": {{[0-9.]+}}
// RECORD: "name": "per-region",
// RECORD: "chosen": "per-region",
// RECORD: "name": "forward",
// RECORD: "problem": {
// RECORD-NEXT: "ir_sha1": "{{[0-9a-f]+}}",
// RECORD-NEXT: "signature": "(tensor<1x8x32xf32>) -> tensor<1x8x32xf32>"
// RECORD: "gemm_load": "auto",
// RECORD: "kfusion_tuning_record": 1

// ADD: kfusion-tune: 2 entries of @forward added to {{.*}}cache.json (0 replaced)

// MEASURED: remark: kfusion-fuse of @forward on h100: unfused chosen by measurement; projected stitch {{[0-9.]+}} us (11 launches) {{.*}} per-region {{[0-9.]+}} us (12 launches); measured (tuning cache {{.*}}cache.json): stitch 50.00 us unfused 20.00 us; the others' projections scaled by {{0\.[0-9]+}}

// UNFUSED-IR-LABEL: func.func @forward(
// UNFUSED-IR-COUNT-51: gpu.launch_func
// UNFUSED-IR-NOT: gpu.launch_func

// OTHER-LOAD: remark: kfusion-fuse of @forward on h100: per-region chosen; projected {{.*}}; measured (tuning cache {{.*}}): none of these candidates; unused: stitch (measured with gemm-load=auto); unused: unfused (measured with gemm-load=auto)

// REPLACE: kfusion-tune: 1 entries of @forward added to {{.*}} (1 replaced)
// STITCH: remark: kfusion-fuse of @forward on h100: stitch chosen by measurement; {{.*}} measured (tuning cache {{.*}}): stitch 1.00 us unfused 20.00 us; the others' projections scaled by

// CHOOSE: remark: kfusion-fuse of @forward on h100: stitch-greedy chosen (asked for); projected

// REPORT: | @forward candidate | launches | projected ms | measured ms | projected / measured |
// REPORT: | stitch | 11 | {{[0-9.]+}} | 0.0010 | {{[0-9.]+}} |
// REPORT: | stitch-greedy | 17 | {{[0-9.]+}} | - | - |
// REPORT: | unfused | 51 | {{[0-9.]+}} | 0.0200 | {{[0-9.]+}} |
// REPORT: model's choice per-region; fastest measured stitch; median |projected / measured - 1| {{[0-9.]+}} over 2 candidates
