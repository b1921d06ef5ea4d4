// Thread-block clusters of two blocks sharing an operand tile by TMA
// multicast (kfusion.gemm_cluster; docs/gemm.md "Clusters"): the emulated
// kernels against upstream's loops on fresh random inputs under the
// forward, reverse and random block orders (the two blocks of a cluster
// resident together, each refilling a stage in both blocks only after both
// released it). Sharing B's K-major tile (half the rows a block), 64 x 128
// tiles, 2 x 1 clusters; sharing A's, 64 x 64 tiles, 1 x 2 clusters; beside
// an M-major A and an N-major B of one panel (@transposed's and @narrow's
// own plans); ragged edges, a batch, an initial value
// (../../../Gemm/Inputs/gemms-cluster.mlir); and persistent
// grids of clusters on 3 and 5 multiprocessors (whole clusters: 2 and 4
// blocks), each block taking several tiles in step with the other.
// The three orders of B's sharing run against one run of upstream's loops
// per function (--record, then --expect).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false cluster=2,1 tile=64,128 stages=3" -o %t.b.mlir
// RUN: for f in square ragged transposed narrow shared_n_major shared_m_major batched accumulate; do kfusion-sim %t.ref.mlir -e $f --seed=98 --record=%t.ref.98.$f || exit 1; done | FileCheck %s --check-prefix=SHAREBRECORD
// SHAREBRECORD-COUNT-8: kfusion-sim: recorded
// RUN: for f in square ragged transposed narrow shared_n_major shared_m_major batched accumulate; do for s in forward reverse random; do kfusion-sim %t.b.mlir -e $f --seed=98 --schedule=$s --inputs=%t.ref.98.$f.inputs --expect=%t.ref.98.$f.expected --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=SHAREB
// SHAREB-COUNT-24: kfusion-sim: as expected:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false cluster=1,2 tile=64,64 stages=3" -o %t.a.mlir
// RUN: for f in square ragged transposed narrow shared_n_major shared_m_major batched accumulate; do kfusion-sim %t.ref.mlir --compare=%t.a.mlir -e $f --seed=99 --schedule=random --skew --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=SHAREA
// SHAREA-COUNT-8: kfusion-sim: equal:
// RUN: for n in 3 5; do kfusion-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false cluster=1,2 tile=64,64 stages=3 schedule=persistent device=#kfusion.device<h100,{multiprocessors=$n}>" -o %t.p$n.mlir || exit 1; for f in square ragged batched accumulate; do kfusion-sim %t.ref.mlir --compare=%t.p$n.mlir -e $f --seed=100 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=PERSISTENT
// PERSISTENT-COUNT-8: kfusion-sim: equal:
// Sharing B persistent (2 x 1 clusters: a batch's 3 x 2 tiles over one
// cluster of 2 blocks on 3 multiprocessors, 3 tiles a block, the stages
// refilled across tiles after both blocks released them).
// RUN: for n in 3 5; do kfusion-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false cluster=2,1 tile=64,128 stages=3 schedule=persistent device=#kfusion.device<h100,{multiprocessors=$n}>" -o %t.b$n.mlir || exit 1; for f in square ragged batched accumulate; do kfusion-sim %t.ref.mlir --compare=%t.b$n.mlir -e $f --seed=101 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=PERSISTENTB
// PERSISTENTB-COUNT-8: kfusion-sim: equal:
