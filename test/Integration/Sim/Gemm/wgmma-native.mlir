// The GEMM kernels of kfusion-gemm-to-gpu as they go to the GPU (no
// emulate=true): nvvm.wgmma.mma_async with its accumulators in an LLVM
// struct, the stages aligned to 1024 bytes by the kernel itself (through
// memref.extract_aligned_pointer_as_index), run by kfusion-sim against
// upstream's loops on fresh random inputs. The interpreter reads each MMA's
// operands at the descriptors' shared-memory addresses once every thread of
// the warpgroup reached it, and again at the wait that retires its group.
// Configurations: the model's plan (cp.async or TMA loads as it takes them),
// a producer warpgroup, TMA without one, cp.async, clusters sharing B and A
// (K-major and M-/N-major operands of one panel beside), persistent,
// ping-pong, split-K, an f16 result; at the dynamic shared memory's default
// address (0) and at 48 (as on the GPU after three pairs of mbarriers: the
// kernel's own alignment of its stages then matters).
//
// Why it would fail: a wrong descriptor, swizzle or stage offset in the
// kernel (or in the interpreter's reading of them) gives other values; a
// stage released before the MMAs reading it retired is reported (the
// PLANTED lines: waiting for three groups, not one); an emulated kernel,
// which assumes its dynamic shared memory 1024-byte aligned, is refused at
// address 48 (UNALIGNED), as its TMA loads would be on the GPU.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.clref.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-split.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.splitref.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-f16-ref.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.f16ref.mlir
//
// The model's plans, and the same GEMMs with a producer warpgroup, TMA
// loads without one and cp.async (7 functions each, at both addresses).
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="remarks=false" -o %t.model.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="remarks=false load=tma-producer tile=64,64 stages=3" -o %t.producer.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="remarks=false load=tma tile=128,64 groups=2,1 stages=3" -o %t.tma.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="remarks=false load=cp.async tile=64,128 stages=3" -o %t.copies.mlir
// The reference runs once per function (--record: its inputs and results),
// each configuration on those inputs against those results (--expect).
// RUN: for f in square ragged unaligned linear transposed batched accumulate; do kfusion-sim %t.ref.mlir -e $f --seed=120 --record=%t.$f || exit 1; done | FileCheck %s --check-prefix=RECORD
// RECORD-COUNT-7: kfusion-sim: recorded
// RUN: for k in model producer tma copies; do for a in 0 48; do for f in square ragged unaligned linear transposed batched accumulate; do kfusion-sim %t.$k.mlir -e $f --seed=120 --schedule=random --dynamic-shared-address=$a --inputs=%t.$f.inputs --expect=%t.$f.expected --rtol=1e-5 --atol=1e-5 || exit 1; done; done; done | FileCheck %s --check-prefix=GRID
// GRID-COUNT-56: kfusion-sim: as expected:
//
// Clusters sharing B (2 x 1) and A (1 x 2), on a grid and persistent; an
// N-major B and an M-major A of one panel shared in halves of k rows; an
// N-major B of two panels beside and shared, an M-major A of two shared (a
// cluster's blocks see their shared memory with their rank in bit 24, as
// on the GPU: a descriptor built from the whole address reads B's second
// panel elsewhere in the block of rank 1).
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="remarks=false cluster=2,1 tile=64,128 stages=3" -o %t.shareb.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="remarks=false cluster=1,2 tile=64,64 stages=3 schedule=persistent device=#kfusion.device<h100,{multiprocessors=3}>" -o %t.sharea.mlir
// RUN: for f in square ragged transposed narrow shared_n_major shared_m_major panels_n_major shared_n_panels shared_m_panels batched accumulate; do kfusion-sim %t.clref.mlir -e $f --seed=121 --record=%t.cl.$f || exit 1; done | FileCheck %s --check-prefix=CLRECORD
// CLRECORD-COUNT-11: kfusion-sim: recorded
// RUN: for k in shareb sharea; do for c in square:0:forward ragged:48:random transposed:0:reverse narrow:48:random shared_n_major:0:random shared_m_major:48:random panels_n_major:48:random shared_n_panels:0:random shared_m_panels:48:reverse batched:0:random accumulate:48:forward; do set -- $(echo $c | tr : ' '); kfusion-sim %t.$k.mlir -e $1 --seed=121 --dynamic-shared-address=$2 --schedule=$3 --inputs=%t.cl.$1.inputs --expect=%t.cl.$1.expected --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=CLUSTER
// CLUSTER-COUNT-22: kfusion-sim: as expected:
//
// Ping-pong teams, split-K (its partial sums through global memory and a
// counter) and an f16 result.
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="remarks=false schedule=pingpong tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=1}>" -o %t.pingpong.mlir
// RUN: for f in square ragged batched accumulate; do kfusion-sim %t.ref.mlir --compare=%t.pingpong.mlir -e $f --seed=122 --schedule=random --dynamic-shared-address=48 --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=PINGPONG
// PINGPONG-COUNT-4: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-split.mlir --kfusion-gemm-to-gpu="remarks=false split-k=2 tile=64,64 stages=3 device=#kfusion.device<h100,{multiprocessors=4}>" -o %t.split.mlir
// RUN: for f in split_accumulate split_batched split_linear grouped; do kfusion-sim %t.splitref.mlir --compare=%t.split.mlir -e $f --seed=123 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=SPLIT
// SPLIT-COUNT-4: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="remarks=false tile=128,64 groups=2,1 stages=3" -o %t.f16.mlir
// RUN: for f in half mlp; do kfusion-sim %t.f16ref.mlir --compare=%t.f16.mlir -e $f --seed=124 --schedule=reverse --dynamic-shared-address=48 --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=F16
// F16-COUNT-2: kfusion-sim: equal:
//
// RUN: sed 's/nvvm.wgmma.wait.group.sync.aligned 1$/nvvm.wgmma.wait.group.sync.aligned 3/' %t.producer.mlir > %t.planted.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.planted.mlir -e square --seed=125 2>&1 | FileCheck %s --check-prefix=PLANTED
// PLANTED: data race: shared memory that an nvvm.wgmma.mma_async of this thread reads changed before the nvvm.wgmma.wait.group.sync.aligned that retires its group
// PLANTED: 'nvvm.wgmma.mma_async'
//
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="emulate=true remarks=false load=tma-producer tile=64,64 stages=3" -o %t.emulated.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.emulated.mlir -e square --dynamic-shared-address=48 2>&1 | FileCheck %s --check-prefix=UNALIGNED
// UNALIGNED: bad TMA load: the shared destination of a 128-byte-swizzled load is not 1024-byte aligned (byte offset 0 in dynamic shared memory of @square_gemm0, address 48)
// RUN: not kfusion-sim %t.ref.mlir -e square --dynamic-shared-address=40 2>&1 | FileCheck %s --check-prefix=BADADDRESS
// BADADDRESS: kfusion-sim: error: --dynamic-shared-address=40 is not a shared-memory address of 16-byte alignment
