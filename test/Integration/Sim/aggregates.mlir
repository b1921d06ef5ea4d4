// Values the interpreter scalarizes (vectors, 2-D too: mma.sync's fragments,
// and literal LLVM structs of scalars: a warpgroup MMA's accumulators)
// carried through control flow: scf.for iteration arguments and results,
// scf.if results, cf block arguments; vector.insert and vector.extract of
// rows and elements; llvm.mlir.zero (of a scalar too), llvm.insertvalue and
// llvm.extractvalue. And the reports around them, and shared-memory
// addresses (global ones: global-addresses.mlir). One case per function.
//
// Why it would fail: an aggregate given one slot where it has one per
// element prints zeros or stale elements, or is refused (before 2026-12-05
// a vector carried by scf.for was: "only static extracts of 1-D vectors").
// RUN: kfusion-sim %s -e for_vector --entry-point-result=void | FileCheck %s --check-prefix=FORVEC
// FORVEC: 10
// FORVEC-NEXT: 20
// FORVEC-NEXT: 30
// FORVEC-NEXT: 40
// RUN: kfusion-sim %s -e struct_through_control_flow --entry-point-result=void | FileCheck %s --check-prefix=STRUCT
// STRUCT: 6
// STRUCT-NEXT: 7
// STRUCT-NEXT: 9
// RUN: kfusion-sim %s -e two_d --entry-point-result=void | FileCheck %s --check-prefix=TWOD
// TWOD: 1
// TWOD-NEXT: 7
// TWOD-NEXT: 4
// RUN: kfusion-sim %s -e scalar_zero --entry-point-result=void | FileCheck %s --check-prefix=SCALAR
// SCALAR: 0
// RUN: kfusion-sim %s -e shared_address --entry-point-result=void --dynamic-shared-address=48 | FileCheck %s --check-prefix=ADDRESS
// ADDRESS: 48
// ADDRESS-NEXT: 1072
// RUN: not kfusion-sim %s -e vector_argument --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=ARGUMENT
// ARGUMENT: unsupported op 'func.func': vector or struct arguments or results

!acc = !llvm.struct<(f32, f32, f32)>
module attributes {gpu.container_module} {
  // A vector carried by scf.for: ten iterations adding (1, 2, 3, 4).
  func.func @for_vector() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %init = arith.constant dense<0.0> : vector<4xf32>
    %one = arith.constant 1.0 : f32
    %sum = scf.for %i = %c0 to %c10 step %c1 iter_args(%v = %init) -> (vector<4xf32>) {
      %v0 = vector.extract %v[0] : f32 from vector<4xf32>
      %v1 = vector.extract %v[1] : f32 from vector<4xf32>
      %v2 = vector.extract %v[2] : f32 from vector<4xf32>
      %v3 = vector.extract %v[3] : f32 from vector<4xf32>
      %n0 = arith.addf %v0, %one : f32
      %d1 = arith.addf %one, %one : f32
      %n1 = arith.addf %v1, %d1 : f32
      %d2 = arith.addf %d1, %one : f32
      %n2 = arith.addf %v2, %d2 : f32
      %d3 = arith.addf %d2, %one : f32
      %n3 = arith.addf %v3, %d3 : f32
      %n = vector.from_elements %n0, %n1, %n2, %n3 : vector<4xf32>
      scf.yield %n : vector<4xf32>
    }
    %e0 = vector.extract %sum[0] : f32 from vector<4xf32>
    %e1 = vector.extract %sum[1] : f32 from vector<4xf32>
    %e2 = vector.extract %sum[2] : f32 from vector<4xf32>
    %e3 = vector.extract %sum[3] : f32 from vector<4xf32>
    vector.print %e0 : f32
    vector.print %e1 : f32
    vector.print %e2 : f32
    vector.print %e3 : f32
    return
  }
  // A struct built from zero, carried by scf.for, chosen by scf.if and
  // passed through a cf block argument: (1+2+3, 7, 9).
  func.func @struct_through_control_flow() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %true = arith.constant true
    %z = llvm.mlir.zero : !acc
    %seven = arith.constant 7.0 : f32
    %nine = arith.constant 9.0 : f32
    %s = scf.for %i = %c1 to %c4 step %c1 iter_args(%a = %z) -> (!acc) {
      %x = llvm.extractvalue %a[0] : !acc
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %y = arith.addf %x, %fi : f32
      %b = llvm.insertvalue %y, %a[0] : !acc
      scf.yield %b : !acc
    }
    %t = scf.if %true -> (!acc) {
      %u = llvm.insertvalue %seven, %s[1] : !acc
      scf.yield %u : !acc
    } else {
      scf.yield %z : !acc
    }
    %r = scf.execute_region -> !acc {
      cf.br ^next(%t : !acc)
    ^next(%arg: !acc):
      %w = llvm.insertvalue %nine, %arg[2] : !acc
      scf.yield %w : !acc
    }
    %r0 = llvm.extractvalue %r[0] : !acc
    %r1 = llvm.extractvalue %r[1] : !acc
    %r2 = llvm.extractvalue %r[2] : !acc
    vector.print %r0 : f32
    vector.print %r1 : f32
    vector.print %r2 : f32
    return
  }
  // A 2-D vector (an mma.sync fragment's shape): a row inserted and one
  // extracted, carried by scf.for, elements read by their two positions:
  // [[1, 2], [3, 4]] with row 1 replaced by row 0 + (6, 0), then [1, 1]
  // set to 4.
  func.func @two_d() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
    %six = arith.constant 6.0 : f32
    %four = arith.constant 4.0 : f32
    %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%v = %m) -> (vector<2x2xf32>) {
      %row = vector.extract %v[0] : vector<2xf32> from vector<2x2xf32>
      %x = vector.extract %row[0] : f32 from vector<2xf32>
      %y = arith.addf %x, %six : f32
      %row2 = vector.insert %y, %row [0] : f32 into vector<2xf32>
      %w = vector.insert %row2, %v [1] : vector<2xf32> into vector<2x2xf32>
      %z = vector.insert %four, %w [1, 1] : f32 into vector<2x2xf32>
      scf.yield %z : vector<2x2xf32>
    }
    %a = vector.extract %r[0, 0] : f32 from vector<2x2xf32>
    %b = vector.extract %r[1, 0] : f32 from vector<2x2xf32>
    %c = vector.extract %r[1, 1] : f32 from vector<2x2xf32>
    vector.print %a : f32
    vector.print %b : f32
    vector.print %c : f32
    return
  }
  // llvm.mlir.zero of a scalar (the wgmma kernels' epilogues have them).
  func.func @scalar_zero() {
    %z = llvm.mlir.zero : f32
    vector.print %z : f32
    return
  }
  gpu.module @k {
    // The dynamic shared memory's address and a view's 1024 bytes on.
    gpu.func @addresses(%out: memref<2xindex>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1024 = arith.constant 1024 : index
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %a = memref.extract_aligned_pointer_as_index %dyn : memref<?xi8, #gpu.address_space<workgroup>> -> index
      %v = memref.view %dyn[%c1024][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<16xf32, #gpu.address_space<workgroup>>
      %b = memref.extract_aligned_pointer_as_index %v : memref<16xf32, #gpu.address_space<workgroup>> -> index
      memref.store %a, %out[%c0] : memref<2xindex>
      memref.store %b, %out[%c1] : memref<2xindex>
      gpu.return
    }
  }
  func.func @shared_address() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %bytes = arith.constant 2048 : i32
    %out = gpu.alloc host_shared () : memref<2xindex>
    gpu.launch_func @k::@addresses blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %bytes args(%out : memref<2xindex>)
    gpu.wait
    %a = memref.load %out[%c0] : memref<2xindex>
    %b = memref.load %out[%c1] : memref<2xindex>
    vector.print %a : index
    vector.print %b : index
    return
  }
  func.func private @takes_vector(%v: vector<4xf32>) {
    return
  }
  func.func @vector_argument() {
    %v = arith.constant dense<1.0> : vector<4xf32>
    call @takes_vector(%v) : (vector<4xf32>) -> ()
    return
  }
}
