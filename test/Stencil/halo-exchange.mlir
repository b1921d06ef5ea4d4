// Halos through distributed shared memory (kfusion-stencil-fusion
// halo-exchange): the fused kernel runs in clusters of blocks along the
// dimension whose halo layers its tiles recompute the most points for; each
// producer tile gets four variants by the block's neighbours in the cluster
// (the layers a neighbour holds left out), and the barrier after it becomes
// kfusion.halo_exchange, which kfusion-lower-tiles lowers to cluster barriers
// around copy loops of kfusion.remote_load, and kfusion-to-cubin to
// mapa.shared::cluster + ld.shared::cluster. Input: stencil-scale.mlir (a
// sweep writing a temporary that a band kernel reads at y-1 and x+-1; grid
// 4 x 6 of 32x8 blocks, 2 points per thread by default: 4 x 3). The
// interpreter runs (equal to the unfused program under schedules) are in
// ../Integration/Sim/Stencil/halo-exchange.mlir; the GPU's in
// ../Integration/GPU/stencil-fusion.mlir.
// RUN: kfusion-opt %S/stencil-scale.mlir --kfusion-stencil-fusion="halo-exchange=always cluster-size=4" -o %t.fused.mlir 2> %t.remarks
// RUN: FileCheck %s --check-prefix=FUSED < %t.fused.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: kfusion-opt %t.fused.mlir --kfusion-lower-tiles | FileCheck %s --check-prefix=LOWERED
// The PTX, with 32-bit (the default here: proven) and 64-bit indices.
// RUN: rm -rf %t.ptx && kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t.ptx/32" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx/32/k.sm_90.ptx
// RUN: kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx index-bitwidth=64" --kfusion-dump-binaries="output-dir=%t.ptx/64" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx/64/k.sm_90.ptx
// Clusters and distributed shared memory are sm_90's: for sm_80 the lowering
// stops with an error on the cluster barrier, not a wrong kernel.
// RUN: not kfusion-opt %t.fused.mlir --kfusion-to-cubin="format=ptx chip=sm_80" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM80
//
// With one point per thread y saves more (a layer of 34 points against two
// of 9) but its 6 blocks do not divide into clusters of 4: x is taken.
// RUN: kfusion-opt %S/stencil-scale.mlir --kfusion-stencil-fusion="halo-exchange=always cluster-size=4 points-per-thread=1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=OTHER-DIM
// Declined, with the reason: auto where the stencil model projects the
// group slower exchanged (memory-bound, two cluster barriers per array
// added); no dimension whose grid the clusters divide.
// RUN: kfusion-opt %S/stencil-scale.mlir --kfusion-stencil-fusion="halo-exchange=auto cluster-size=4" 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: kfusion-opt %S/stencil-scale.mlir --kfusion-stencil-fusion="halo-exchange=always cluster-size=8" 2>&1 | FileCheck %s --check-prefix=GRID
// auto takes it where the model projects it faster: on a device with a
// thousandth of the H100's f32 rate the group is compute-bound, and the
// layers not recomputed count.
// RUN: kfusion-opt %S/stencil-scale.mlir --kfusion-stencil-fusion="halo-exchange=auto cluster-size=4 device='#kfusion.device<h100, {f32_rate = 1.0e+09 : f64}>'" -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO-TAKEN
// The planner projects groups as the fusion will build them: exchanged
// (always) the group costs the cluster barriers; auto keeps the faster.
// RUN: kfusion-opt %S/../Integration/GPU/stencil-fusion.mlir --kfusion-plan-stencil -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN-NEVER
// RUN: kfusion-opt %S/../Integration/GPU/stencil-fusion.mlir --kfusion-plan-stencil="halo-exchange=always cluster-size=4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN-ALWAYS
// RUN: kfusion-opt %S/../Integration/GPU/stencil-fusion.mlir --kfusion-plan-stencil="halo-exchange=auto cluster-size=4" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLAN-NEVER
// RUN: not kfusion-opt %S/stencil-scale.mlir --kfusion-plan-stencil="halo-exchange=maybe" 2>&1 | FileCheck %s --check-prefix=PLAN-BAD-MODE
// RUN: not kfusion-opt %S/stencil-scale.mlir --kfusion-plan-stencil="cluster-size=32" 2>&1 | FileCheck %s --check-prefix=PLAN-BAD-SIZE
// Bad options are errors.
// RUN: not kfusion-opt %S/stencil-scale.mlir --kfusion-stencil-fusion="halo-exchange=sometimes" 2>&1 | FileCheck %s --check-prefix=BAD-MODE
// RUN: not kfusion-opt %S/stencil-scale.mlir --kfusion-stencil-fusion="cluster-size=1" 2>&1 | FileCheck %s --check-prefix=BAD-SIZE
// RUN: not kfusion-opt %S/stencil-scale.mlir --kfusion-stencil-fusion="cluster-size=17" 2>&1 | FileCheck %s --check-prefix=BAD-SIZE17

// The sweep's tile (halo x 1+1, y 1+0) in four variants by the neighbours
// in x: both (no x halo), below only (the high layer), above only (the low
// one), none (all of it); the band's tile reads the array after the
// exchange. The launch: clusters of 4 blocks in x.
// FUSED-LABEL: gpu.func @sweep_band_stencil
// FUSED:         %[[RANK:.*]] = gpu.cluster_block_id x
// FUSED:         %[[SIZE:.*]] = gpu.cluster_dim_blocks x
// FUSED:         %[[BELOW:.*]] = arith.cmpi ugt, %[[RANK]], %{{.*}} : index
// FUSED:         %[[NEXT:.*]] = arith.addi %[[RANK]], %{{.*}} : index
// FUSED:         %[[ABOVE:.*]] = arith.cmpi ult, %[[NEXT]], %[[SIZE]] : index
// FUSED:         %[[T:.*]] = kfusion.shared_array dims [1, 0] halo_lo [1, 1] halo_hi [0, 1]
// FUSED:         scf.if %[[BELOW]] {
// FUSED-NEXT:      scf.if %[[ABOVE]] {
// FUSED-NEXT:        kfusion.tile halo_lo [0, 1, 0] halo_hi [0, 0, 0] {
// FUSED:             kfusion.tile halo_lo [0, 1, 0] halo_hi [1, 0, 0] {
// FUSED:             scf.if %[[ABOVE]] {
// FUSED-NEXT:        kfusion.tile halo_lo [1, 1, 0] halo_hi [0, 0, 0] {
// FUSED:             kfusion.tile halo_lo [1, 1, 0] halo_hi [1, 0, 0] {
// FUSED:         kfusion.halo_exchange %[[T]] dim 0 extents [array<i64: 48, 128>] : memref<17x34xf32, #gpu.address_space<workgroup>>
// FUSED-NEXT:    kfusion.tile {
// FUSED-NOT:     gpu.barrier
// FUSED:         gpu.launch_func @k::@sweep_band_stencil clusters in (%{{.*}}, %{{.*}}, %{{.*}}) blocks in

// REMARK: remark: stencil group 0: halos exchanged in clusters of 4 blocks along x through distributed shared memory: saves 34 of 1090 tile points per block (0.031) in blocks with two neighbours

// Lowered: a cluster barrier, the low layer (column 0) from the block below
// (its column 32, the last of its tile), the high one (column 33) from the
// block above (its column 1), each element only where its point lies inside
// the staged array's 48 x 128 (the exchange's extents: the row above the
// grid was never computed), a cluster barrier, a block barrier.
// LOWERED-LABEL: gpu.func @sweep_band_stencil
// LOWERED-NOT:   kfusion.halo_exchange
// LOWERED:       nvvm.cluster.arrive
// LOWERED-NEXT:  nvvm.cluster.wait
// LOWERED:       scf.if
// LOWERED:         scf.for
// LOWERED:           arith.cmpi slt, %{{.*}}, %c48
// LOWERED:           arith.cmpi slt, %{{.*}}, %c128
// LOWERED:           scf.if
// LOWERED:           %[[V:.*]] = kfusion.remote_load %[[A:.*]][%[[R:.*]], %{{.*}}] from %{{.*}} : memref<17x34xf32, #gpu.address_space<workgroup>>
// LOWERED:           memref.store %[[V]], %[[A]][%[[R]], %{{.*}}]
// LOWERED:       scf.if
// LOWERED:         scf.for
// LOWERED:           kfusion.remote_load
// LOWERED:           memref.store
// LOWERED:       nvvm.cluster.arrive
// LOWERED-NEXT:  nvvm.cluster.wait
// LOWERED-NEXT:  gpu.barrier

// PTX-LABEL: .entry sweep_band_stencil(
// PTX-DAG:   %cluster_ctaid.x
// PTX-DAG:   %cluster_nctaid.x
// PTX-DAG:   barrier.cluster.arrive;
// PTX-DAG:   barrier.cluster.wait;
// PTX-DAG:   mapa.shared::cluster.u{{32|64}}
// PTX-DAG:   ld.shared::cluster.{{b32|f32}}

// SM80: error: 'nvvm.cluster.{{arrive|wait}}' op is not supported on sm_80
// OTHER-DIM: remark: stencil group 0: halos exchanged in clusters of 4 blocks along x through distributed shared memory: saves 18 of 562 tile points per block (0.032)
// AUTO: remark: stencil group 0: halos recomputed, not exchanged: exchanging them along x in clusters of 4 would save 34 of 1090 tile points per block (0.031); projected {{[0-9.]+}} ms exchanged, {{[0-9.]+}} ms recomputed
// AUTO-NOT: clusters in
// GRID: remark: stencil group 0: halos recomputed, not exchanged: the grid (in x 4 blocks, in y 3 blocks) is not a multiple of the cluster size 8
// GRID-NOT: clusters in
// AUTO-TAKEN: remark: stencil group 0: halos exchanged in clusters of 4 blocks along x through distributed shared memory: saves 34 of 1090 tile points per block (0.031) in blocks with two neighbours; projected 0.2028 ms exchanged, 0.2058 ms recomputed
// PLAN-NEVER: remark: kfusion-plan-stencil: group 1: {{.*}}(3 launches): projected=0.0031 ms unfused=0.0081 ms
// PLAN-ALWAYS: remark: kfusion-plan-stencil: group 1: {{.*}}(3 launches): projected=0.0055 ms unfused=0.0081 ms
// PLAN-BAD-MODE: error: kfusion-plan-stencil: halo-exchange must be never, auto or always, not 'maybe'
// PLAN-BAD-SIZE: error: kfusion-plan-stencil: cluster-size must be 2..16 (blocks per thread-block cluster on sm_90), not 32
// BAD-MODE: error: kfusion-stencil-fusion: halo-exchange must be never, auto or always, not 'sometimes'
// BAD-SIZE: error: kfusion-stencil-fusion: cluster-size must be 2..16 (blocks per thread-block cluster on sm_90), not 1
// BAD-SIZE17: error: kfusion-stencil-fusion: cluster-size must be 2..16 (blocks per thread-block cluster on sm_90), not 17
