// Addresses of memory outside shared memory on the interpreter: every host,
// device, global and private buffer starts at a multiple of 256 bytes
// (cudaMalloc's alignment) plus --global-address-offset, which is what
// memref.extract_aligned_pointer_as_index gives; a vector load or store
// with an `alignment` checks its first element's address against it. A
// register kernel's vector stores (kfusion-lower-tiles vector-stores) rely on
// both: the interior blocks test their output's pointer, and the interpreter
// would report a vector store the test let through misaligned. One case per
// function.
//
// Why it would fail: addresses not aligned as the GPU's (a kernel's
// alignment test would take another branch than on the GPU), or a
// misaligned vector access run as if aligned (on the GPU a misaligned
// address fault).
// RUN: kfusion-sim %s -e address_mod_256 --entry-point-result=void | FileCheck %s --check-prefix=ALIGNED
// ALIGNED: 0
// ALIGNED-NEXT: 0
// RUN: kfusion-sim %s -e address_mod_256 --entry-point-result=void --global-address-offset=4 | FileCheck %s --check-prefix=OFFSET
// OFFSET: 4
// OFFSET-NEXT: 4
// RUN: kfusion-sim %s -e vector_store_at --entry-point-result=void | FileCheck %s --check-prefix=STORE
// STORE: 0
// STORE-NEXT: 0
// STORE-NEXT: 0
// STORE-NEXT: 0
// STORE-NEXT: 1
// STORE-NEXT: 2
// STORE-NEXT: 3
// STORE-NEXT: 4
// Four floats on from 16-byte alignment: the store's 8 bytes are not.
// RUN: not kfusion-sim %s -e vector_store_misaligned --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=MISALIGNED
// MISALIGNED: error: misaligned access: a vector access of 16-byte alignment at {{.*}}'s byte 8 (address {{[0-9]+}})
// MISALIGNED-NEXT: 'vector.store'
// The aligned store of vector_store_at, with every buffer 4 bytes past.
// RUN: not kfusion-sim %s -e vector_store_at --entry-point-result=void --global-address-offset=4 2>&1 | FileCheck %s --check-prefix=SHIFTED
// SHIFTED: error: misaligned access: a vector access of 16-byte alignment at {{.*}}'s byte 16
// RUN: not kfusion-sim %s -e vector_load_misaligned --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=LOAD
// LOAD: error: misaligned access: a vector access of 8-byte alignment at {{.*}}'s byte 4
// LOAD-NEXT: 'vector.load'
// RUN: not kfusion-sim %s -e address_mod_256 --global-address-offset=256 2>&1 | FileCheck %s --check-prefix=BADOFFSET
// BADOFFSET: --global-address-offset=256 is not between 0 and 255

module attributes {gpu.container_module} {
  gpu.module @k {
    // A buffer's address and its private array's, modulo 256.
    gpu.func @addresses(%out: memref<2xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c256 = arith.constant 256 : index
      %private = memref.alloca() : memref<4xf32>
      %a = memref.extract_aligned_pointer_as_index %out : memref<2xindex> -> index
      %b = memref.extract_aligned_pointer_as_index %private : memref<4xf32> -> index
      %ra = arith.remui %a, %c256 : index
      %rb = arith.remui %b, %c256 : index
      memref.store %ra, %out[%c0] : memref<2xindex>
      memref.store %rb, %out[%c1] : memref<2xindex>
      gpu.return
    }
    // (1, 2, 3, 4) stored as one 16-byte vector at element %at.
    gpu.func @store(%out: memref<8xf32>, %at: index) kernel {
      %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
      vector.store %v, %out[%at] {alignment = 16 : i64} : memref<8xf32>, vector<4xf32>
      gpu.return
    }
    // Two floats loaded as one 8-byte vector at element 1.
    gpu.func @load(%in: memref<8xf32>, %out: memref<8xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %v = vector.load %in[%c1] {alignment = 8 : i64} : memref<8xf32>, vector<2xf32>
      vector.store %v, %out[%c0] : memref<8xf32>, vector<2xf32>
      gpu.return
    }
  }
  func.func @address_mod_256() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %out = gpu.alloc host_shared () : memref<2xindex>
    gpu.launch_func @k::@addresses blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<2xindex>)
    gpu.wait
    %a = memref.load %out[%c0] : memref<2xindex>
    %b = memref.load %out[%c1] : memref<2xindex>
    vector.print %a : index
    vector.print %b : index
    return
  }
  func.func private @run_store(%at: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %zero = arith.constant 0.0 : f32
    %out = gpu.alloc host_shared () : memref<8xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      memref.store %zero, %out[%i] : memref<8xf32>
    }
    gpu.launch_func @k::@store blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<8xf32>, %at : index)
    gpu.wait
    scf.for %i = %c0 to %c8 step %c1 {
      %x = memref.load %out[%i] : memref<8xf32>
      vector.print %x : f32
    }
    return
  }
  func.func @vector_store_at() {
    %c4 = arith.constant 4 : index
    call @run_store(%c4) : (index) -> ()
    return
  }
  func.func @vector_store_misaligned() {
    %c2 = arith.constant 2 : index
    call @run_store(%c2) : (index) -> ()
    return
  }
  func.func @vector_load_misaligned() {
    %c1 = arith.constant 1 : index
    %in = gpu.alloc host_shared () : memref<8xf32>
    %out = gpu.alloc host_shared () : memref<8xf32>
    gpu.launch_func @k::@load blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%in : memref<8xf32>, %out : memref<8xf32>)
    gpu.wait
    return
  }
}
