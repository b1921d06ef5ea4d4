// REQUIRES: ptxas
// ptxas assembles the real wgmma kernels for sm_90a (wgmma.mma_async with
// the transposed layouts an M-major A and an N-major B take, cp.async with
// zero fill, fence.proxy.async): every GEMM of ../../../Gemm/Inputs/gemms.mlir
// and gemms-bf16.mlir with the model's configuration, the hand plans of
// gemms-planned.mlir; and the benchmark
// sizes of large.mlir with the model's configuration and with 128 x 256
// tiles (two warpgroups of 64 x 256, 128 f32 accumulators per thread),
// neither spilling; the benchmark sizes with TMA loads, and with TMA loads by
// a producer warpgroup, and persistent; split-K and tile groups; clusters.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="remarks=false" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.small" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="remarks=false" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.small" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-planned.mlir --kfusion-gemm-to-gpu="remarks=false" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.small" -o /dev/null 2>/dev/null
// RUN: for p in %t.small/*.ptx; do %ptxas -arch=sm_90a $p -o $p.cubin && echo assembled || exit 1; done | FileCheck %s --check-prefix=SMALL
// SMALL-COUNT-12: assembled
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="remarks=false" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.model" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="remarks=false tile=128,256 groups=2,1 stages=4" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.wide" -o /dev/null 2>/dev/null
// RUN: for p in %t.model/*.ptx %t.wide/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=LARGE
// LARGE-COUNT-4: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// With 128 x 256 tiles the warpgroups multiply 64 x 256 each (m64n256k16;
// how many in the PTX depends on LLVM's unrolling of the last k-tiles' loop):
// RUN: grep -c "wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16" %t.wide/gpt3_gemm.sm_90a.ptx | FileCheck %s --check-prefix=WGMMA
// WGMMA: {{[1-9][0-9]*}}
// With TMA loads (load=tma) the benchmark sizes' kernels load their tiles by
// cp.async.bulk.tensor under mbarriers (no cp.async left), prefetch the
// maps' descriptors, and assemble without spilling; the dynamic shared
// memory is the extern array (the mbarriers are a static variable beside it):
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="remarks=false load=tma" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.tma" -o /dev/null 2>/dev/null
// RUN: for p in %t.tma/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=TMA
// TMA-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.tma/gpt3_gemm.sm_90a.ptx | FileCheck %s --check-prefix=TMAPTX
// TMAPTX: .extern .shared .align 16 .b8 __dynamic_shmem__0[];
// TMAPTX: .shared .align 16 .b8 __mbarrier
// TMAPTX: prefetch.tensormap
// TMAPTX: mbarrier.init.shared.b64
// TMAPTX: mbarrier.arrive.expect_tx.shared.b64
// TMAPTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// TMAPTX: mbarrier.try_wait.parity.shared.b64
// TMAPTX-NOT: cp.async.ca
// TMAPTX-NOT: cp.async.cg
// With a producer warpgroup (load=tma-producer) the kernels declare their
// register count (.maxnreg 168 for GPT-3's 384 threads), the producer gives
// registers up and the computing warpgroups take them (setmaxnreg), the
// computing threads release stages with plain mbarrier arrivals and store
// on named barrier 1; ptxas allocates the declared count and spills nothing
// (the grid asked for: unasked, GPT-3's one round of tiles runs in one
// 128-row warpgroup a tile, as the ping-pong checks below):
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="remarks=false load=tma-producer schedule=grid" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.ws" -o /dev/null 2>/dev/null
// RUN: for p in %t.ws/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=WS
// WS-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.ws/gpt3_gemm.sm_90a.ptx | FileCheck %s --check-prefix=WSPTX
// WSPTX: .maxnreg 168
// WSPTX: setmaxnreg.dec.sync.aligned.u32 40;
// WSPTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// WSPTX: setmaxnreg.inc.sync.aligned.u32 232;
// WSPTX: mbarrier.arrive.shared.b64
// WSPTX: bar.sync 1, 256;
// Persistent (schedule=persistent): the same registers and no spills with the
// tile loop around both roles (the tiles' ids, the block's k-tile counter):
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="remarks=false schedule=persistent" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.ps" -o /dev/null 2>/dev/null
// RUN: for p in %t.ps/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=PS
// PS-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.ps/gpt3_gemm.sm_90a.ptx | FileCheck %s --check-prefix=PSPTX
// PSPTX: .maxnreg 168
// PSPTX: setmaxnreg.dec.sync.aligned.u32 40;
// PSPTX: setmaxnreg.inc.sync.aligned.u32 232;
// PSPTX: bar.sync 1, 256;
// Warpgroups of 128 rows (256 x 128 tiles, two computing warpgroups, 128
// accumulators a thread), with a producer warpgroup and persistent: two
// m64n128k16 per k16 step, no spills within the 232 registers setmaxnreg
// gives:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="remarks=false tile=256,128 groups=2,1 stages=3 schedule=persistent" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.tall" -o /dev/null 2>/dev/null
// RUN: for p in %t.tall/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=TALL
// TALL-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: grep -c "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16" %t.tall/gpt3_gemm.sm_90a.ptx | FileCheck %s --check-prefix=TALLWGMMA
// TALLWGMMA: 8
// Ping-pong (schedule=pingpong, 128 x 128 tiles of one 128-row warpgroup a
// team): the setmaxnreg split of 384 threads, each team's epilogue on a
// named barrier of its own (1 + the team, from a register), no spills:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="remarks=false schedule=pingpong tile=128,128 groups=1,1 stages=4" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.pp" -o /dev/null 2>/dev/null
// RUN: for p in %t.pp/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=PP
// PP-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.pp/gpt3_gemm.sm_90a.ptx | FileCheck %s --check-prefix=PPPTX
// PPPTX: .maxnreg 168
// PPPTX: setmaxnreg.dec.sync.aligned.u32 40;
// PPPTX: setmaxnreg.inc.sync.aligned.u32 232;
// PPPTX: bar.sync %r{{[0-9]+}}, 128;
// Widths between 128 and 256 (K-major B): m64n176k16 / m64n240k16, a TMA box
// of 176 or 240 rows of B, persistent: no spills.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="remarks=false tile=128,176 stages=5 schedule=persistent" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.w176" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="remarks=false tile=128,240 stages=4" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.w240" -o /dev/null 2>/dev/null
// RUN: for p in %t.w176/*.ptx %t.w240/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=WIDE
// WIDE-COUNT-4: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.w176/wide_gemm.sm_90a.ptx | FileCheck %s --check-prefix=W176
// W176: wgmma.mma_async.sync.aligned.m64n176k16.f32.f16.f16
// Widths of 8-multiples (wgmma's N steps by 8): LLaMA-7B's up projection's
// 128 x 168 at M = 512 (the grid of two warpgroups, 6 stages) and M = 256 (a
// ping-pong team of one 128-row warpgroup), persistent 128 x 248 at M = 4096:
// m64n168k16 / m64n248k16, no spills.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="remarks=false tile=128,168 stages=6" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.w168" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="remarks=false tile=128,168 groups=1,1 stages=5 schedule=pingpong" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.p168" -o /dev/null 2>/dev/null
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-wide.mlir --kfusion-gemm-to-gpu="remarks=false tile=128,248 stages=4 schedule=persistent" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.w248" -o /dev/null 2>/dev/null
// RUN: for p in %t.w168/*.ptx %t.p168/*.ptx %t.w248/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=EIGHT
// EIGHT-COUNT-6: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.p168/wide_half_gemm.sm_90a.ptx | FileCheck %s --check-prefix=P168
// P168: wgmma.mma_async.sync.aligned.m64n168k16.f32.f16.f16
// RUN: cat %t.w248/wide_gemm.sm_90a.ptx | FileCheck %s --check-prefix=W248
// W248: wgmma.mma_async.sync.aligned.m64n248k16.f32.f16.f16
// Split-K of the last round and the tile order in groups (LLaMA's up
// projection at M = 1024 in 256 x 128 tiles, 3 parts, groups of 4 rows): no
// spills; the parts' fences (membar.gl) and the count (atom.global.add).
// RUN: kfusion-opt %S/../../../Gemm/Inputs/large.mlir --kfusion-gemm-to-gpu="remarks=false split-k=3 tile-group=4 tile=256,128 groups=2,1 stages=4" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.split" -o /dev/null 2>/dev/null
// RUN: for p in %t.split/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-2: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.split/llama_gemm.sm_90a.ptx | FileCheck %s --check-prefix=SPLITPTX
// SPLITPTX: membar.gl;
// SPLITPTX: atom.global.add.u32
// SPLITPTX: membar.gl;
// Clusters of two blocks sharing B's K-major tile (gemms-cluster.mlir, 2 x 1
// clusters): every kernel assembles without spilling; the shared halves are
// multicast (cp.async.bulk.tensor ... .multicast::cluster) and a stage is
// released in the other block through its mapa'd mbarrier.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="remarks=false cluster=2,1 tile=64,128 stages=3" --kfusion-to-cubin="chip=sm_90a format=ptx" --kfusion-dump-binaries="output-dir=%t.cluster" -o /dev/null 2>/dev/null
// RUN: for p in %t.cluster/*.ptx; do %ptxas -arch=sm_90a -v $p -o $p.cubin 2>&1 || exit 1; done | FileCheck %s --check-prefix=CLUSTER
// CLUSTER-COUNT-7: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// RUN: cat %t.cluster/square_gemm.sm_90a.ptx | FileCheck %s --check-prefix=CLUSTERPTX
// CLUSTERPTX: barrier.cluster.arrive
// CLUSTERPTX: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster
// CLUSTERPTX: mapa.shared::cluster
// CLUSTERPTX: mbarrier.arrive.shared::cluster.b64
// CLUSTERPTX: barrier.cluster.wait
