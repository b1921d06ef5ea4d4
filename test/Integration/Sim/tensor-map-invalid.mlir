// Tensor maps (nvgpu.tma.create.descriptor, on the host) that the
// interpreter refuses as cuTensorMapEncodeTiled does, one case per function
// (the op's verifier already refuses box sides above 256); a valid one is
// made without a word.
// RUN: not kfusion-sim %s -e rows --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ROWS
// RUN: not kfusion-sim %s -e box --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=BOX
// RUN: kfusion-sim %s -e fine --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=FINE --allow-empty

!rows = !nvgpu.tensormap.descriptor<tensor = memref<2x4xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
!box = !nvgpu.tensormap.descriptor<tensor = memref<2x6xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
module attributes {gpu.container_module} {
  // Rows of 5 f32 (20 bytes): the map's stride is not a multiple of 16.
  // ROWS: kfusion-sim: error: bad tensor map: stride 20 bytes of dimension 0 is not a multiple of 16
  func.func @rows() {
    %a = gpu.alloc () : memref<8x5xf32>
    %u = memref.cast %a : memref<8x5xf32> to memref<*xf32>
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %d = nvgpu.tma.create.descriptor %u box[%c2, %c4] : memref<*xf32> -> !rows
    return
  }
  // A box row of 6 f32 (24 bytes): not a multiple of 16.
  // BOX: kfusion-sim: error: bad tensor map: the box's innermost side is 24 bytes, not a multiple of 16
  func.func @box() {
    %a = gpu.alloc () : memref<8x8xf32>
    %u = memref.cast %a : memref<8x8xf32> to memref<*xf32>
    %c2 = arith.constant 2 : index
    %c6 = arith.constant 6 : index
    %d = nvgpu.tma.create.descriptor %u box[%c2, %c6] : memref<*xf32> -> !box
    return
  }
  // Rows of 8 f32 and a 2 x 4 box: made.
  // FINE-NOT: error
  func.func @fine() {
    %a = gpu.alloc () : memref<8x8xf32>
    %u = memref.cast %a : memref<8x8xf32> to memref<*xf32>
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %d = nvgpu.tma.create.descriptor %u box[%c2, %c4] : memref<*xf32> -> !rows
    return
  }
}
