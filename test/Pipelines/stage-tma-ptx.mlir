// kfusion-to-cubin stage-tma: the staged window is one
// cp.async.bulk.tensor.2d load of the tensor map the kernel takes (a pointer
// to the map in device memory, which the host's
// mgpuTensorMapEncodeTiledMemref made), completing on an mbarrier in shared
// memory that one thread initialized and armed with the box's 960 bytes; the
// window 128-byte aligned; every thread waits on the mbarrier's parity. With
// 64-bit and with 32-bit index arithmetic (the kernel's nvgpu ops then lowered
// with 32-bit indices, the mbarrier's memref included). The program is
// ../Stencil/stage-unroll.mlir's, fused as ../Stencil/stage-tma.mlir fuses it.
// RUN: kfusion-opt %S/../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 --kfusion-to-cubin="format=ptx stage-tma=always" --kfusion-dump-binaries="output-dir=%t.64" -o %t.64.host.mlir 2>/dev/null
// RUN: FileCheck %s < %t.64/k.sm_90.ptx
// RUN: FileCheck %s --check-prefix=HOST < %t.64.host.mlir
// RUN: kfusion-opt %S/../Stencil/stage-unroll.mlir --kfusion-stencil-fusion=points-per-thread=2 --kfusion-to-cubin="format=ptx stage-tma=always bare-ptr=true index-bitwidth=32" --kfusion-dump-binaries="output-dir=%t.32" -o %t.32.host.mlir 2>/dev/null
// RUN: FileCheck %s < %t.32/k.sm_90.ptx
// RUN: FileCheck %s --check-prefix=HOST < %t.32.host.mlir

// CHECK-LABEL: .visible .entry north_south_stencil(
// CHECK:       .shared .align 16 .b8 __mbarrier[8];
// CHECK:       .shared .align 128 .b8 __wg_north_south_stencil_0[960];
// CHECK:       mbarrier.init.shared.b64 [__mbarrier], %r{{[0-9]+}};
// CHECK-NEXT:  fence.proxy.async.shared::cta;
// CHECK:       mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [__mbarrier], %r{{[0-9]+}};
// CHECK:       cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [__mbarrier];
// CHECK:       bar.sync {{[[:space:]]*}}0;
// CHECK:       mbarrier.try_wait.parity.shared.b64
// CHECK-NOT:   cp.async.ca

// HOST: llvm.call @mgpuTensorMapEncodeTiledMemref(
// HOST: gpu.launch_func
