// A tuning cache that cannot be read or is malformed stops the planner with
// an error naming the file (and the entry), never a crash or a silent model
// choice; an entry whose configuration lacks a field is an error on the GEMM.

// A file that does not exist, named by the option or by KFUSION_TUNING_CACHE.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/no-such-cache.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: env KFUSION_TUNING_CACHE=%S/Inputs/no-such-cache.json not kfusion-opt %s --kfusion-plan-gemm -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: kfusion-plan-gemm: tuning cache {{.*}}no-such-cache.json: cannot be read:

// A file cut short: not JSON.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-truncated.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRUNCATED
// TRUNCATED: error: kfusion-plan-gemm: tuning cache {{.*}}tuning-cache-truncated.json: not JSON:

// An entry without its measured time: the entry is named.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-no-ms.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-MS
// NO-MS: error: kfusion-plan-gemm: tuning cache {{.*}}tuning-cache-no-ms.json: entry #1: "ms" must be a positive number (the measured time)

// A version this compiler does not read.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-version.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERSION
// VERSION: error: kfusion-plan-gemm: tuning cache {{.*}}tuning-cache-version.json: "kfusion_tuning_cache" must be 1

// The GEMM's entry with a tile of two sizes, not three: an error on the GEMM.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-bad-config.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CONFIG
// CONFIG-LABEL: error: tuning cache {{.*}}tuning-cache-bad-config.json: the entry for this GEMM has no valid configuration: "tile" must be [TM, TN, TK]
// CONFIG-NEXT: linalg.matmul

// The GEMM's entry with an unknown load path: an error on the GEMM.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-bad-load.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOAD
// LOAD-LABEL: error: tuning cache {{.*}}tuning-cache-bad-load.json: the entry for this GEMM has no valid configuration: "load" must be "cp.async", "tma" or "tma-producer"
// LOAD-NEXT: linalg.matmul

// The GEMM's entry with an unknown schedule: an error on the GEMM.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-bad-schedule.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCHEDULE
// SCHEDULE-LABEL: error: tuning cache {{.*}}tuning-cache-bad-schedule.json: the entry for this GEMM has no valid configuration: "schedule" must be "grid", "persistent" or "pingpong"
// SCHEDULE-NEXT: linalg.matmul

// The GEMM's entry with a split-K factor out of range: an error on the GEMM.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-bad-split.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPLIT
// SPLIT-LABEL: error: tuning cache {{.*}}tuning-cache-bad-split.json: the entry for this GEMM has no valid configuration: "split_k" must be an integer in [1, 16]
// SPLIT-NEXT: linalg.matmul

// The GEMM's entry with a tile group that is no integer: an error on the GEMM.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-bad-group.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=GROUP
// GROUP-LABEL: error: tuning cache {{.*}}tuning-cache-bad-group.json: the entry for this GEMM has no valid configuration: "tile_group" must be an integer in [1, 64]
// GROUP-NEXT: linalg.matmul

// The GEMM's entry with a cluster of one size, not two: an error on the GEMM.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tuning-cache=%S/Inputs/tuning-cache-bad-cluster.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER-LABEL: error: tuning cache {{.*}}tuning-cache-bad-cluster.json: the entry for this GEMM has no valid configuration: "cluster" must be [CM, CN]
// CLUSTER-NEXT: linalg.matmul

func.func @gemm(%a: tensor<256x256xf16>, %b: tensor<256x256xf16>) -> tensor<256x256xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x256xf16>, tensor<256x256xf16>) outs(%f : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}
