// Options the GEMM passes refuse, each an error naming the option; a request
// that no configuration satisfies is an error on the GEMM.

// A flavour that is no kernel's.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="flavour=tensor" 2>&1 | FileCheck %s --check-prefix=FLAVOUR
// FLAVOUR: error: kfusion-plan-gemm: flavour must be auto, wgmma or mma, not 'tensor'

// A tile of one size: it takes two or three.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tile=128" 2>&1 | FileCheck %s --check-prefix=TILE
// TILE: error: kfusion-plan-gemm: tile takes TM,TN or TM,TN,TK

// Warpgroups in three dimensions: a GEMM's tile has two.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="groups=1,2,3" 2>&1 | FileCheck %s --check-prefix=GROUPS
// GROUPS: error: kfusion-plan-gemm: groups takes GM,GN

// A negative number of pipeline stages.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="stages=-1" 2>&1 | FileCheck %s --check-prefix=STAGES
// STAGES: error: kfusion-plan-gemm: stages must be at least 0 (0: the model's)

// A load path that no kernel has.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="load=bulk" 2>&1 | FileCheck %s --check-prefix=LOAD
// LOAD: error: kfusion-plan-gemm: load must be auto, cp.async, tma or tma-producer, not 'bulk'

// A schedule that no kernel has.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="schedule=round-robin" 2>&1 | FileCheck %s --check-prefix=SCHEDULE
// SCHEDULE: error: kfusion-plan-gemm: schedule must be auto, grid, persistent or pingpong, not 'round-robin'

// A cluster of one size, or of no blocks along a dimension.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="cluster=2" 2>&1 | FileCheck %s --check-prefix=CLUSTER
// RUN: not kfusion-opt %s --kfusion-plan-gemm="cluster=0,2" 2>&1 | FileCheck %s --check-prefix=CLUSTER
// CLUSTER: error: kfusion-plan-gemm: cluster takes CM,CN (positive: blocks of a cluster along M and N)

// A cluster with the copies: an error on the GEMM naming the load clusters
// need.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="cluster=1,2 load=cp.async" 2>&1 | FileCheck %s --check-prefix=CLUSTER-COPIES
// CLUSTER-COPIES-LABEL: error: no GEMM kernel for this plan
// CLUSTER-COPIES-SAME: clusters need load = tma-producer
// CLUSTER-COPIES-NEXT: linalg.matmul

// Valid options that no kernel combines: an error on the GEMM, naming the load
// the persistent schedule needs.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="schedule=persistent load=cp.async" 2>&1 | FileCheck %s --check-prefix=PERSISTENT-COPIES
// PERSISTENT-COPIES-LABEL: error: no GEMM kernel for this plan: schedule = persistent cannot be honored with load = cp.async: it needs load = tma-producer
// PERSISTENT-COPIES-NEXT: linalg.matmul

// A device that is neither a preset nor an attribute.
// RUN: not kfusion-opt %s --kfusion-lower-gemm="device=a100" 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: error: device 'a100' is not a preset (h100, h200) nor a #kfusion.device attribute

// A tile no configuration can take (96 rows for one warpgroup): an error on the
// GEMM that names the first candidate and why it is invalid.
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tile=96,64" 2>&1 | FileCheck %s --check-prefix=REQUEST
// REQUEST-LABEL: error: no GEMM kernel for this plan: none of {{[0-9]+}} candidate configurations is valid (the first: wgmma tile 96x64x64, 3 stages, 1x1 warpgroups: TM = 96 with 1 warpgroups along M
// REQUEST-NEXT: linalg.matmul

func.func @gemm(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
