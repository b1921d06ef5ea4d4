// kfusion-plan-stencil projects a group as register tiles where
// kfusion-lower-tiles (its register-tiles, auto by default) will compute the
// fused kernel in registers, and says which in its remark; the prediction
// agrees with the lowering's choice, with the default options and with the
// same options given to both. Each split's remarks come planner, fusion,
// lowering. (The projection's numbers: unittests/Stencil/StencilModelTest.)
// RUN: kfusion-opt %S/Inputs/stencil-deep-tiles-ungrouped.mlir -split-input-file --kfusion-plan-stencil --kfusion-stencil-fusion --kfusion-lower-tiles --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: kfusion-opt %S/Inputs/stencil-deep-tiles-ungrouped.mlir -split-input-file --kfusion-plan-stencil=register-columns=2 --kfusion-stencil-fusion --kfusion-lower-tiles=register-columns=2 --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: kfusion-opt %S/Inputs/stencil-deep-tiles-ungrouped.mlir -split-input-file --kfusion-plan-stencil=register-tiles=always --kfusion-stencil-fusion --kfusion-lower-tiles=register-tiles=always --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALWAYS
// RUN: kfusion-opt %S/Inputs/stencil-deep-tiles-ungrouped.mlir -split-input-file --kfusion-plan-stencil=register-tiles=never --kfusion-stencil-fusion --kfusion-lower-tiles=register-tiles=never --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEVER
// RUN: kfusion-opt %s -split-input-file -verify-diagnostics --kfusion-plan-stencil=register-tiles=sometimes -o /dev/null

// @big: 8192 x 8192, 8 rows a thread; @small: 512 x 512, whose 256 blocks
// are under 2 waves of the shrunk blocks (auto keeps its shared arrays);
// @heavy: five sweeps at 4 rows.
// CHECK: kfusion-plan-stencil: group 0: @k::@sweep8k @k::@sweep8k @k::@sweep8k (3 launches): {{.*}}, 8 rows per thread; register tiles of 4 x 8 points, 188 points a thread{{$}}
// CHECK: kfusion-lower-tiles: register tiles for @sweep8k_sweep8k_sweep8k_stencil: 4 x 8 points a thread, 8x8x1 threads a block
// CHECK: kfusion-plan-stencil: group 0: @k::@sweep512 {{.*}}; no register tiles: its grid of 256 blocks is under 2 waves of 4224{{$}}
// CHECK-NOT: register tiles for @sweep512
// CHECK: kfusion-plan-stencil: group 0: @k::@sweep8k {{.*}} (5 launches): {{.*}}; register tiles of 4 x 4 points, 360 points a thread{{$}}
// CHECK: kfusion-lower-tiles: register tiles for @sweep8k_sweep8k_sweep8k_sweep8k_sweep8k_stencil: 4 x 4 points a thread, 8x8x1 threads a block

// Two columns a thread: (2 + 4) x 12 + (2 + 2) x 10 + 2 x 8 points.
// TWO: kfusion-plan-stencil: group 0: @k::@sweep8k @k::@sweep8k @k::@sweep8k (3 launches): {{.*}}; register tiles of 2 x 8 points, 128 points a thread{{$}}
// TWO: kfusion-lower-tiles: register tiles for @sweep8k_sweep8k_sweep8k_stencil: 2 x 8 points a thread, 16x8x1 threads a block

// always: @small too.
// ALWAYS: kfusion-plan-stencil: group 0: @k::@sweep512 {{.*}}; register tiles of 4 x 4 points, 116 points a thread{{$}}
// ALWAYS: kfusion-lower-tiles: register tiles for @sweep512_sweep512_sweep512_stencil: 4 x 4 points a thread

// never: shared-memory kernels projected, no remark of register tiles.
// NEVER-NOT: register tiles
// NEVER: kfusion-plan-stencil: group 0: @k::@sweep8k @k::@sweep8k @k::@sweep8k (3 launches): {{.*}}, 8 rows per thread{{$}}
// NEVER-NOT: register tiles

// (register-columns=0: plan-stencil-register-tiles-invalid.mlir.)

// expected-error @below {{kfusion-plan-stencil: register-tiles must be never, auto or always, not 'sometimes'}}
module attributes {gpu.container_module} {
}
