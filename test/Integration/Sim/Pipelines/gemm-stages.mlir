// kfusion-to-cubin's passes one at a time on GEMM kernels as they go to the
// GPU (kfusion-gemm-to-gpu, no emulation), each stage run by kfusion-sim
// against upstream's loops: the wgmma kernel of a producer warpgroup, the
// mma flavour's, and a 2 x 1 cluster's (its stages up to
// kfusion-lower-cluster-loads, whose `mapa` and cluster-space arrival are
// LLVM-level). Every op of every stage before the LLVM conversion runs on
// the interpreter ("every op at every stage"), and each pass keeps the
// program's results. Upstream's loops run once per reference (--record),
// each stage on their inputs against their results (--expect).
//
// Why it would fail: a pass that changes what the kernel computes (an
// index narrowed wrongly, an address space dropped) gives other values on
// the interpreter; an op the interpreter cannot run at some stage is
// reported as unsupported.
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.clref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="remarks=false load=tma-producer tile=64,128 stages=3" -o %t.wgmma.0.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="remarks=false flavour=mma" -o %t.mma.0.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-cluster.mlir --kfusion-gemm-to-gpu="remarks=false cluster=2,1 tile=64,128 stages=3" -o %t.cluster.0.mlir
// RUN: for r in ref clref; do kfusion-sim %t.$r.mlir -e square --seed=140 --record=%t.$r.140.square || exit 1; done | FileCheck %s --check-prefix=RECORD
// RECORD-COUNT-2: kfusion-sim: recorded
// RUN: for k in wgmma:ref mma:ref cluster:clref; do set -- $(echo $k | tr : ' '); i=0; for p in kfusion-lower-tiles kfusion-lower-horizontal kfusion-lower-sync kfusion-lower-device-constants convert-kfusion-to-nvvm kfusion-fast-16bit-math gpu-kernel-outlining kfusion-narrow-kernel-index kfusion-gpu-address-spaces-to-nvvm kfusion-lower-l2-policy kfusion-lower-cluster-loads convert-linalg-to-loops; do [ $1 = cluster ] && [ $p = kfusion-lower-cluster-loads ] && break; kfusion-opt %t.$1.$i.mlir --$p -o %t.$1.$((i + 1)).mlir || exit 1; i=$((i + 1)); echo "$1 after $p"; kfusion-sim %t.$1.$i.mlir -e square --seed=140 --schedule=random --dynamic-shared-address=48 --inputs=%t.$2.140.square.inputs --expect=%t.$2.140.square.expected --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s
// CHECK: wgmma after kfusion-lower-tiles
// CHECK-NEXT: kfusion-sim: as expected:
// CHECK: wgmma after convert-kfusion-to-nvvm
// CHECK-NEXT: kfusion-sim: as expected:
// CHECK: wgmma after convert-linalg-to-loops
// CHECK-NEXT: kfusion-sim: as expected:
// CHECK: mma after convert-kfusion-to-nvvm
// CHECK-NEXT: kfusion-sim: as expected:
// CHECK: mma after convert-linalg-to-loops
// CHECK-NEXT: kfusion-sim: as expected:
// CHECK: cluster after convert-kfusion-to-nvvm
// CHECK-NEXT: kfusion-sim: as expected:
// CHECK: cluster after kfusion-lower-l2-policy
// CHECK-NEXT: kfusion-sim: as expected:
// CHECK-NOT: kfusion-sim: error
