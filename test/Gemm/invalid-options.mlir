// RUN: not kfusion-opt %s --kfusion-plan-gemm="flavour=tensor" 2>&1 | FileCheck %s --check-prefix=FLAVOUR
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tile=128" 2>&1 | FileCheck %s --check-prefix=TILE
// RUN: not kfusion-opt %s --kfusion-plan-gemm="groups=1,2,3" 2>&1 | FileCheck %s --check-prefix=GROUPS
// RUN: not kfusion-opt %s --kfusion-plan-gemm="stages=-1" 2>&1 | FileCheck %s --check-prefix=STAGES
// RUN: not kfusion-opt %s --kfusion-plan-gemm="load=bulk" 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not kfusion-opt %s --kfusion-plan-gemm="schedule=round-robin" 2>&1 | FileCheck %s --check-prefix=SCHEDULE
// RUN: not kfusion-opt %s --kfusion-plan-gemm="schedule=persistent load=cp.async" 2>&1 | FileCheck %s --check-prefix=PERSISTENT-COPIES
// RUN: not kfusion-opt %s --kfusion-lower-gemm="device=a100" 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: not kfusion-opt %s --kfusion-plan-gemm="tile=96,64" 2>&1 | FileCheck %s --check-prefix=REQUEST

// Options the GEMM passes refuse, each an error naming the option; a request
// that no configuration satisfies is an error on the GEMM.
// FLAVOUR: error: kfusion-plan-gemm: flavour must be auto, wgmma or mma, not 'tensor'
// TILE: error: kfusion-plan-gemm: tile takes TM,TN or TM,TN,TK
// GROUPS: error: kfusion-plan-gemm: groups takes GM,GN
// STAGES: error: kfusion-plan-gemm: stages must be at least 0 (0: the model's)
// LOAD: error: kfusion-plan-gemm: load must be auto, cp.async, tma or tma-producer, not 'bulk'
// SCHEDULE: error: kfusion-plan-gemm: schedule must be auto, grid or persistent, not 'round-robin'
// PERSISTENT-COPIES: error: no GEMM kernel for this plan: schedule = persistent cannot be honored with load = cp.async: it needs load = tma-producer
// DEVICE: error: device 'a100' is not a preset (h100, h200) nor a #kfusion.device attribute
// REQUEST: error: no GEMM kernel for this plan: none of {{[0-9]+}} candidate configurations is valid (the first: wgmma tile 96x64x64, 3 stages, 1x1 warpgroups: TM = 96 with 1 warpgroups along M

func.func @gemm(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.matmul ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %c : tensor<64x64xf32>
}
