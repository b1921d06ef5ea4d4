// Loads marked kfusion.l2_policy reach PTX as ld.global.L2::cache_hint under a
// createpolicy register made once per kernel and priority: 16-byte vectors as
// .v4.b32, 8 bytes as .v2.b32 (an f64 too), 4 as .b32, an f16 as .b16; loads
// without the attribute stay plain; a kernel without marked loads makes no
// policy. With 64- and 32-bit index arithmetic. (ptxas assembles both in
// ../Integration/Sim/Pipelines/l2-policy-ptx.mlir.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx" --kfusion-dump-binaries="output-dir=%t/64" -o /dev/null
// RUN: FileCheck %s < %t/64/kernels.sm_90.ptx
// RUN: kfusion-opt %s --kfusion-to-cubin="format=ptx bare-ptr=true index-bitwidth=32" --kfusion-dump-binaries="output-dir=%t/32" -o /dev/null
// RUN: FileCheck %s < %t/32/kernels.sm_90.ptx
//
// The pass alone: the asm, marked as having side effects (kept in order with
// the kernel's stores), its registers bitcast back to the loaded type.
// RUN: kfusion-opt %s --pass-pipeline="builtin.module(gpu.module(kfusion-lower-l2-policy))" | FileCheck %s --check-prefix=IR

// CHECK-LABEL: .visible .entry hinted(
// CHECK-DAG: createpolicy.fractional.L2::evict_last.b64 [[LAST:%rd[0-9]+]], 1.0;
// CHECK-DAG: createpolicy.fractional.L2::evict_first.b64 [[FIRST:%rd[0-9]+]], 1.0;
// CHECK-DAG: ld.global.L2::cache_hint.v4.b32 {%r{{[0-9]+}},%r{{[0-9]+}},%r{{[0-9]+}},%r{{[0-9]+}}}, [%rd{{[0-9]+}}], [[LAST]];
// CHECK-DAG: ld.global.L2::cache_hint.v2.b32 {%r{{[0-9]+}},%r{{[0-9]+}}}, [%rd{{[0-9]+}}], [[LAST]];
// CHECK-DAG: ld.global.L2::cache_hint.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], [[FIRST]];
// CHECK-DAG: ld.global.L2::cache_hint.b16 %rs{{[0-9]+}}, [%rd{{[0-9]+}}], [[LAST]];
// CHECK-DAG: ld.global.L2::cache_hint.v4.b32 {%r{{[0-9]+}},%r{{[0-9]+}},%r{{[0-9]+}},%r{{[0-9]+}}}, [%rd{{[0-9]+}}], [[LAST]];
// The unmarked load of %a: a plain one.
// CHECK-DAG: ld.global.b32 {{.*}}[%rd{{[0-9]+}}+12];
// CHECK: ret;
// CHECK-LABEL: .visible .entry plain(
// CHECK-NOT: createpolicy
// CHECK-NOT: cache_hint
// CHECK: ret;

// IR-LABEL: gpu.func @hinted(
// IR-DAG: llvm.inline_asm asm_dialect = att "createpolicy.fractional.L2::evict_last.b64 $0, 1.0;", "=l"  : () -> i64
// IR-DAG: llvm.inline_asm asm_dialect = att "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"  : () -> i64
// IR-DAG: llvm.inline_asm has_side_effects asm_dialect = att "ld.global.L2::cache_hint.v4.b32 {$0,$1,$2,$3}, [$4], $5;", "=r,=r,=r,=r,l,l" %{{.*}}, %{{.*}} : (!llvm.ptr<1>, i64) -> !llvm.struct<(i32, i32, i32, i32)>
// IR-DAG: llvm.bitcast %{{.*}} : vector<4xi32> to vector<4xf32>
// IR-DAG: llvm.bitcast %{{.*}} : vector<2xi32> to f64
// IR-DAG: llvm.bitcast %{{.*}} : i16 to f16
// IR-DAG: llvm.bitcast %{{.*}} : vector<4xi32> to vector<8xf16>
// IR-DAG: vector.load %{{.*}} : memref<64xf32>, vector<4xf32>
// IR-NOT: kfusion.l2_policy
// IR-LABEL: gpu.func @plain(
// IR-NOT: llvm.inline_asm

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // Every load width and both priorities, beside one unmarked load.
    gpu.func @hinted(%a: memref<64xf32>, %h: memref<64xf16>, %d: memref<8xf64>,
                     %o: memref<64xf32>, %oh: memref<64xf16>) kernel {
      %tid = gpu.thread_id x
      %c4 = arith.constant 4 : index
      %c0 = arith.constant 0 : index
      %i = arith.muli %tid, %c4 : index
      %v4 = vector.load %a[%i] {kfusion.l2_policy = "evict_last"} : memref<64xf32>, vector<4xf32>
      %v2 = vector.load %a[%i] {kfusion.l2_policy = "evict_last"} : memref<64xf32>, vector<2xf32>
      %s = memref.load %a[%tid] {kfusion.l2_policy = "evict_first"} : memref<64xf32>
      %hs = memref.load %h[%tid] {kfusion.l2_policy = "evict_last"} : memref<64xf16>
      %h8 = vector.load %h[%c0] {kfusion.l2_policy = "evict_last"} : memref<64xf16>, vector<8xf16>
      %dd = memref.load %d[%c0] {kfusion.l2_policy = "evict_last"} : memref<8xf64>
      %p4 = vector.load %a[%c0] : memref<64xf32>, vector<4xf32>
      %x0 = vector.extract %v4[0] : f32 from vector<4xf32>
      %x1 = vector.extract %v2[1] : f32 from vector<2xf32>
      %x2 = vector.extract %p4[3] : f32 from vector<4xf32>
      %df = arith.truncf %dd : f64 to f32
      %t0 = arith.addf %x0, %x1 : f32
      %t1 = arith.addf %t0, %x2 : f32
      %t2 = arith.addf %t1, %s : f32
      %t3 = arith.addf %t2, %df : f32
      memref.store %t3, %o[%tid] : memref<64xf32>
      %h7 = vector.extract %h8[7] : f16 from vector<8xf16>
      %hsum = arith.addf %hs, %h7 : f16
      memref.store %hsum, %oh[%tid] : memref<64xf16>
      gpu.return
    }
    // No marked load: no createpolicy either.
    gpu.func @plain(%a: memref<64xf32>, %o: memref<64xf32>) kernel {
      %tid = gpu.thread_id x
      %v = memref.load %a[%tid] : memref<64xf32>
      memref.store %v, %o[%tid] : memref<64xf32>
      gpu.return
    }
  }
}
