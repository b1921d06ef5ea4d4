// The GPU test of stencil fusion (../GPU/stencil-fusion.mlir) on the
// interpreter, as the fusion leaves it: unfused, fused as grouped by hand
// (@main), planned and fused (@main_unplanned); the host check passes in
// each, under several schedules.
// RUN: kfusion-sim %S/../GPU/stencil-fusion.mlir -e main --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %S/../GPU/stencil-fusion.mlir --kfusion-stencil-fusion 2>/dev/null | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %s
// RUN: kfusion-opt %S/../GPU/stencil-fusion.mlir --kfusion-stencil-fusion 2>/dev/null | kfusion-sim - -e main --entry-point-result=void --schedule=reverse --sms=4 --blocks-per-sm=1 | FileCheck %s
// RUN: kfusion-opt %S/../GPU/stencil-fusion.mlir --kfusion-plan-stencil --kfusion-stencil-fusion 2>/dev/null | kfusion-sim - -e main_unplanned --entry-point-result=void | FileCheck %s
// RUN: kfusion-opt %S/../GPU/stencil-fusion.mlir --kfusion-stencil-fusion=points-per-thread=5 2>/dev/null | kfusion-opt --kfusion-lower-tiles | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %s
// RUN: kfusion-opt %S/../GPU/stencil-fusion.mlir --kfusion-stencil-fusion=stage-single-readers=always 2>/dev/null | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %s
// Halos exchanged in clusters of 2, 4 and 8 blocks along x, lowered.
// RUN: kfusion-opt %S/../GPU/stencil-fusion.mlir --kfusion-stencil-fusion="halo-exchange=always cluster-size=2" 2>/dev/null | kfusion-opt --kfusion-lower-tiles | kfusion-sim - -e main --entry-point-result=void --schedule=random | FileCheck %s
// RUN: kfusion-opt %S/../GPU/stencil-fusion.mlir --kfusion-stencil-fusion="halo-exchange=always cluster-size=4" 2>/dev/null | kfusion-sim - -e main --entry-point-result=void --schedule=random --skew | FileCheck %s
// RUN: kfusion-opt %S/../GPU/stencil-fusion.mlir --kfusion-plan-stencil --kfusion-stencil-fusion="halo-exchange=always cluster-size=8" 2>/dev/null | kfusion-opt --kfusion-lower-tiles | kfusion-sim - -e main_unplanned --entry-point-result=void --schedule=reverse | FileCheck %s

// CHECK: stencil-gpu: PASS
