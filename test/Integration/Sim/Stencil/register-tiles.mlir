// ../../../Stencil/register-tiles.mlir on the interpreter: register tiles
// (each thread 4 or 8 columns of its rows of every sweep, the temporaries in
// private arrays, the halos recomputed by neighbouring units) compute what the
// unfused chain did: with the input staged by the TMA and read in vectors,
// staged by cp.async, not staged, without interior blocks, with 4 rows per
// thread, under several schedules and few resident blocks. stage-tma.mlir's
// program (a staged input read at offsets by two kernels, 2 rows per thread,
// blocks of 16 threads along x) likewise.
// RUN: kfusion-opt %S/../../../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.staged.mlir 2>/dev/null
// RUN: kfusion-opt %t.staged.mlir --kfusion-lower-tiles=register-tiles=always -o %t.tma.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.tma.mlir -e chain --seed=61 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.tma.mlir -e chain --seed=62 --schedule=reverse --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.staged.mlir --kfusion-lower-tiles="register-tiles=always stage-tma=never" -o %t.async.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.async.mlir -e chain --seed=63 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %t.staged.mlir --kfusion-lower-tiles="register-tiles=always interior-blocks=false register-columns=8" -o %t.plain.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.plain.mlir -e chain --seed=64 --schedule=reverse --sms=3 --blocks-per-sm=2 | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Stencil/stencil-runs.mlir --kfusion-stencil-fusion="points-per-thread=4 stage-single-readers=never" 2>/dev/null | kfusion-opt --kfusion-lower-tiles=register-tiles=always -o %t.four.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.four.mlir -e chain --seed=65 --schedule=random | FileCheck %s --check-prefix=EQUAL
// RUN: kfusion-opt %S/../../../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 2>/dev/null | kfusion-opt --kfusion-lower-tiles="register-tiles=always stage-tma=always register-columns=2" -o %t.pair.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/stage-unroll.mlir --compare=%t.pair.mlir -e pair --seed=66 --schedule=random | FileCheck %s --check-prefix=PAIR

// At 128 x 256 (4 x 4 blocks): the interior blocks' branch runs too (at 64 x
// 128 every block touches the border), with the TMA window and with cp.async.
// RUN: sed 's/128x64xf32/256x128xf32/g; s/%%c63 = arith.constant 63/%%c63 = arith.constant 127/; s/%%c127 = arith.constant 127/%%c127 = arith.constant 255/; s/%%c2 = arith.constant 2 : index/%%c2 = arith.constant 4 : index/; s/%%c16 = arith.constant 16 : index/%%c16 = arith.constant 32 : index/' %S/../../../Stencil/stencil-runs.mlir > %t.big.mlir
// RUN: kfusion-opt %t.big.mlir --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.big.staged.mlir 2>/dev/null
// RUN: kfusion-opt %t.big.staged.mlir --kfusion-lower-tiles=register-tiles=always -o %t.big.tma.mlir 2>/dev/null
// RUN: kfusion-sim %t.big.mlir --compare=%t.big.tma.mlir -e chain --seed=68 --schedule=random | FileCheck %s --check-prefix=BIG
// RUN: kfusion-opt %t.big.staged.mlir --kfusion-lower-tiles="register-tiles=always stage-tma=never" -o %t.big.async.mlir 2>/dev/null
// RUN: kfusion-sim %t.big.mlir --compare=%t.big.async.mlir -e chain --seed=69 --schedule=reverse --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=BIG

// Arrays in dynamic shared memory (64x8-thread blocks, 8 rows: 38,096 bytes):
// with the temporaries in registers the window fits the static limit and the
// TMA loads it; on a device with a 16 KB static limit it stays dynamic,
// repacked, and the launch asks for 19,600 bytes
// (../../../Stencil/register-tiles-dynamic-shared.mlir). Both equal; with a
// byte too few for the packed window (the size of the launch lowered by hand)
// the interpreter reports the window's view out of bounds.
// RUN: kfusion-opt %S/../../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir --kfusion-plan-stencil=points-per-thread=8 --kfusion-stencil-fusion="points-per-thread=8 stage-single-readers=always" -o %t.dynamic.fused.mlir 2>/dev/null
// RUN: kfusion-opt %t.dynamic.fused.mlir --kfusion-lower-tiles=register-tiles=always -o %t.dynamic.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir --compare=%t.dynamic.mlir -e step --seed=81 --schedule=random | FileCheck %s --check-prefix=DYNAMIC
// RUN: kfusion-sim %S/../../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir --compare=%t.dynamic.mlir -e step --seed=82 --schedule=reverse --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: sed 's/^module attributes {gpu.container_module}/module attributes {gpu.container_module, kfusion.device = #kfusion.device<h100,{static_shared_bytes_per_block=16384}>}/' %t.dynamic.fused.mlir | kfusion-opt --kfusion-lower-tiles=register-tiles=always -o %t.packed.mlir 2>/dev/null
// RUN: kfusion-sim %S/../../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir --compare=%t.packed.mlir -e step --seed=84 --schedule=random | FileCheck %s --check-prefix=DYNAMIC
// RUN: kfusion-sim %S/../../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir --compare=%t.packed.mlir -e step --seed=85 --schedule=reverse --sms=2 --blocks-per-sm=1 | FileCheck %s --check-prefix=DYNAMIC
// RUN: sed 's/arith.constant 19600 : i32/arith.constant 19599 : i32/' %t.packed.mlir > %t.short.mlir
// RUN: not kfusion-sim %S/../../../Stencil/Inputs/jacobi-192-blocks-64x8.mlir --compare=%t.short.mlir -e step --seed=83 2>&1 | FileCheck %s --check-prefix=SHORT

// The interpreter's own lowering of a fused (unlowered) program takes them by
// default where the grid is 2 waves of the shrunk blocks: on a device of one
// SM holding one block (the module's kfusion.device), the 2 x 2 blocks.
// RUN: sed 's/^module attributes {gpu.container_module}/module attributes {gpu.container_module, kfusion.device = #kfusion.device<h100,{multiprocessors=1, max_blocks_per_multiprocessor=1}>}/' %t.staged.mlir > %t.device.mlir
// RUN: kfusion-opt %t.device.mlir --kfusion-lower-tiles -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: kfusion-sim %S/../../../Stencil/stencil-runs.mlir --compare=%t.device.mlir -e chain --seed=67 --schedule=random | FileCheck %s --check-prefix=EQUAL

// EQUAL: kfusion-sim: equal: 4 arguments, 32768 elements compared
// BIG: kfusion-sim: equal: 4 arguments, 131072 elements compared
// DYNAMIC: kfusion-sim: equal: 2 arguments, 73728 elements compared
// SHORT: error: out-of-bounds: memref.view of 19600 bytes at byte 0 exceeds the 19599 bytes of dynamic shared memory
// AUTO: remark: kfusion-lower-tiles: register tiles for @sweep_sweep_sweep_stencil
// PAIR: kfusion-sim: equal:
