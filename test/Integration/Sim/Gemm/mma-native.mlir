// The mma kernels (ldmatrix + mma.sync, sm_80) as they go to the GPU (no
// emulate=true): nvgpu.ldmatrix and nvgpu.mma.sync on 2-D vector fragments,
// run by kfusion-sim as warp operations (once the warp's 32 lanes are at
// them) by PTX's layouts, against upstream's loops on fresh random inputs:
// every GEMM of ../../../Gemm/Inputs/gemms.mlir with the model's
// configuration and three others (2 x 2, 2 x 4 and 4 x 2 warps; 2, 4 and 3
// stages), at the dynamic shared memory's address 0 and 48, the f16
// results of gemms-f16.mlir and the bf16 GEMMs of gemms-bf16.mlir (also after
// kfusion-bf16-mma-sync); mma.mlir runs the same kernels emulated.
//
// Why it would fail: a fragment layout read wrongly (by the kernel or the
// interpreter) gives other values; the planted kernel whose transposed B
// loads are not transposed differs (PLANTED lines); a warp MMA operation
// some lanes of the warp skip is reported (DIVERGE lines).
// REQUIRES: upstream-mlir-opt
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.ref.mlir
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-f16-ref.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.f16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" -o %t.model.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false tile=128,128 groups=2,2 stages=2" -o %t.w22.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false tile=64,128 groups=2,4 stages=4" -o %t.w24.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false tile=128,64 groups=4,2 stages=3" -o %t.w42.mlir
// RUN: for f in square ragged unaligned linear transposed batched accumulate; do for a in 0 48; do kfusion-sim %t.ref.mlir --compare=%t.model.mlir -e $f --seed=130 --schedule=random --dynamic-shared-address=$a --rtol=1e-5 --atol=1e-5 || exit 1; done; done | FileCheck %s --check-prefix=MODEL
// MODEL-COUNT-14: kfusion-sim: equal:
// RUN: for c in w22:ragged:reverse w24:unaligned:random w24:accumulate:random w42:transposed:forward; do set -- $(echo $c | tr : ' '); kfusion-sim %t.ref.mlir --compare=%t.$1.mlir -e $2 --seed=131 --schedule=$3 --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=WARPS
// WARPS-COUNT-4: kfusion-sim: equal:
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-f16.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" -o %t.f16.mlir
// RUN: for f in half mlp; do kfusion-sim %t.f16ref.mlir --compare=%t.f16.mlir -e $f --seed=132 --schedule=random --rtol=1e-3 --atol=1e-3 || exit 1; done | FileCheck %s --check-prefix=F16
// F16-COUNT-2: kfusion-sim: equal:
// bf16 operands: nvgpu.mma.sync of bf16 fragments (the kernels kfusion-bf16-mma-sync
// lowers for the GPU), the model's configuration and 2 x 4 warps.
// RUN: %upstream-mlir-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params=modify-public-functions --convert-linalg-to-loops -o %t.bf16ref.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false" -o %t.bf16.mlir
// RUN: kfusion-opt %S/../../../Gemm/Inputs/gemms-bf16.mlir --kfusion-gemm-to-gpu="flavour=mma remarks=false tile=64,128 groups=2,4 stages=4" -o %t.bf16w24.mlir
// RUN: for c in bf16:bf16 bf16:bf16_linear bf16w24:bf16; do IFS=: read -r w f <<< "$c"; kfusion-sim %t.bf16ref.mlir --compare=%t.$w.mlir -e $f --seed=134 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=BF16
// BF16-COUNT-3: kfusion-sim: equal:
// The same kernels after kfusion-bf16-mma-sync (nvvm.mma.sync on the packed
// registers, as kfusion-to-cubin leaves them for the NVVM lowering): equal;
// with the high halves left unshifted (planted) they differ.
// RUN: kfusion-opt %t.bf16.mlir --pass-pipeline="builtin.module(gpu.module(kfusion-bf16-mma-sync))" -o %t.bf16packed.mlir
// RUN: grep -c "nvvm.mma.sync" %t.bf16packed.mlir | FileCheck %s --check-prefix=PACKEDOPS
// PACKEDOPS: {{[1-9][0-9]*}}
// RUN: for f in bf16 bf16_linear; do kfusion-sim %t.bf16ref.mlir --compare=%t.bf16packed.mlir -e $f --seed=135 --schedule=random --rtol=1e-5 --atol=1e-5 || exit 1; done | FileCheck %s --check-prefix=PACKED
// PACKED-COUNT-2: kfusion-sim: equal:
// RUN: sed 's/arith.constant 16 : i32/arith.constant 0 : i32/' %t.bf16packed.mlir > %t.bf16unshifted.mlir
// RUN: not kfusion-sim %t.bf16ref.mlir --compare=%t.bf16unshifted.mlir -e bf16 --seed=135 2>&1 | FileCheck %s --check-prefix=UNSHIFTED
// UNSHIFTED: kfusion-sim: mismatch in argument #2
//
// RUN: sed 's/transpose = true/transpose = false/' %t.model.mlir > %t.planted.mlir
// RUN: not kfusion-sim %t.ref.mlir --compare=%t.planted.mlir -e square --seed=133 2>&1 | FileCheck %s --check-prefix=PLANTED
// PLANTED: kfusion-sim: mismatch in argument #2
//
// RUN: not kfusion-sim %s -e diverge --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=DIVERGE
// DIVERGE: error: warp divergence: lane 16 exited while its warp waits at a warp MMA operation
// DIVERGE-NEXT: 'nvgpu.ldmatrix'

// Lanes 0-15 load a fragment, lanes 16-31 do not.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @half_warp(%out: memref<32xf16>) workgroup(%s: memref<256xf16, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %one = arith.constant 1.0 : f16
      scf.for %i = %t to %c16 step %c16 {
        memref.store %one, %s[%i] : memref<256xf16, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %lo = arith.cmpi ult, %t, %c16 : index
      scf.if %lo {
        %row = arith.muli %t, %c8 : index
        %f = nvgpu.ldmatrix %s[%row] {numTiles = 1 : i32, transpose = false} : memref<256xf16, #gpu.address_space<workgroup>> -> vector<1x2xf16>
        %e = vector.extract %f[0, 0] : f16 from vector<1x2xf16>
        memref.store %e, %out[%t] : memref<32xf16>
      }
      gpu.return
    }
  }
  func.func @diverge() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %out = gpu.alloc () : memref<32xf16>
    gpu.launch_func @k::@half_warp blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%out : memref<32xf16>)
    gpu.wait
    return
  }
}
