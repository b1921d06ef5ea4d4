// kfusion-lower-tiles stage-tma: each stage a TMA load cannot copy keeps the
// copy of the block's threads, with a remark saying why, one case per
// kernel (the source's rows and a lowering of the gpu.module alone are in
// stage-tma.mlir). Each kernel is launched by @host, so only its own stage
// stands in the way.
// RUN: kfusion-opt %s --kfusion-lower-tiles=stage-tma=always -verify-diagnostics -o /dev/null

!win = memref<6x16xf32, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @k {
    // A source of dynamic shape: its map's strides are not known here.
    gpu.func @dynamic(%a: memref<?x64xf32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [1, 0] halo_hi [1, 0] : !win
      // expected-remark @+1 {{stage copied by the block's threads, not by TMA: its source has a dynamic shape or a layout}}
      kfusion.stage %a into %s : memref<?x64xf32>, !win
      gpu.return
    }
    // Elements a tensor map of this lowering does not take.
    gpu.func @bytes(%a: memref<32x64xi8>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [1, 0] halo_hi [1, 0] : memref<6x16xi8, #gpu.address_space<workgroup>>
      // expected-remark @+1 {{stage copied by the block's threads, not by TMA: its elements are not f16, bf16, f32, f64, i32 or i64}}
      kfusion.stage %a into %s : memref<32x64xi8>, memref<6x16xi8, #gpu.address_space<workgroup>>
      gpu.return
    }
    // An array in dynamic shared memory.
    gpu.func @dynamic_shared(%a: memref<32x64xf32>) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [1, 0] halo_hi [1, 0] dynamic_offset 0 : !win
      // expected-remark @+1 {{stage copied by the block's threads, not by TMA: its shared array is in dynamic shared memory}}
      kfusion.stage %a into %s : memref<32x64xf32>, !win
      gpu.return
    }
    // Tiles 2 columns wide: 8 bytes, so no window's rows start 16 bytes
    // aligned in every block.
    gpu.func @narrow(%a: memref<32x64xf32>) kernel attributes {known_block_size = array<i32: 2, 32, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [1, 0] halo_hi [1, 0] : memref<34x2xf32, #gpu.address_space<workgroup>>
      // expected-remark @+1 {{stage copied by the block's threads, not by TMA: its tile's extent along the window's rows is not a constant multiple of 16 bytes}}
      kfusion.stage %a into %s : memref<32x64xf32>, memref<34x2xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    // A window 258 columns wide: boxes have sides of at most 256.
    gpu.func @wide(%a: memref<32x1024xf32>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [0, 1] halo_hi [0, 1] : memref<1x258xf32, #gpu.address_space<workgroup>>
      // expected-remark @+1 {{stage copied by the block's threads, not by TMA: a side of its window exceeds 256 elements}}
      kfusion.stage %a into %s : memref<32x1024xf32>, memref<1x258xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
    // A stage under a condition: one thread's TMA load needs the whole block
    // at its wait.
    gpu.func @nested(%a: memref<32x64xf32>, %c: i1) kernel attributes {known_block_size = array<i32: 16, 4, 1>} {
      %s = kfusion.shared_array dims [1, 0] halo_lo [1, 0] halo_hi [1, 0] : !win
      scf.if %c {
        // expected-remark @+1 {{stage copied by the block's threads, not by TMA: the stage is not at the top level of its kernel}}
        kfusion.stage %a into %s : memref<32x64xf32>, !win
      }
      gpu.return
    }
  }
  func.func @host(%d: memref<?x64xf32>, %b: memref<32x64xi8>, %a: memref<32x64xf32>, %w: memref<32x1024xf32>, %c: i1) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %c32 = arith.constant 32 : index
    %c256 = arith.constant 256 : index
    %bytes = arith.constant 256 : i32
    gpu.launch_func @k::@dynamic blocks in (%c4, %c1, %c1) threads in (%c16, %c4, %c1) args(%d : memref<?x64xf32>)
    gpu.launch_func @k::@bytes blocks in (%c4, %c1, %c1) threads in (%c16, %c4, %c1) args(%b : memref<32x64xi8>)
    gpu.launch_func @k::@dynamic_shared blocks in (%c4, %c1, %c1) threads in (%c16, %c4, %c1) dynamic_shared_memory_size %bytes args(%a : memref<32x64xf32>)
    gpu.launch_func @k::@narrow blocks in (%c32, %c1, %c1) threads in (%c2, %c32, %c1) args(%a : memref<32x64xf32>)
    gpu.launch_func @k::@wide blocks in (%c4, %c32, %c1) threads in (%c256, %c1, %c1) args(%w : memref<32x1024xf32>)
    gpu.launch_func @k::@nested blocks in (%c4, %c1, %c1) threads in (%c16, %c4, %c1) args(%a : memref<32x64xf32>, %c : i1)
    return
  }
}
