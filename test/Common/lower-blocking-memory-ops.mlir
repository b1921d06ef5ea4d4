// RUN: kfusion-opt %s -split-input-file --kfusion-lower-blocking-memory-ops | FileCheck %s

// Each synchronous memory op becomes its async form on a fresh stream
// (gpu.wait async without dependencies) and a blocking gpu.wait on its
// token, in program order; dynamic sizes stay on the allocation.
// CHECK-LABEL: func.func @no_dependencies
// CHECK-SAME:    (%[[H:.*]]: memref<256xf32>, %[[N:.*]]: index, %[[V:.*]]: f32)
// CHECK-NEXT:    %[[S0:.*]] = gpu.wait async
// CHECK-NEXT:    %[[D:.*]], %[[T0:.*]] = gpu.alloc async [%[[S0]]] () : memref<256xf32>
// CHECK-NEXT:    gpu.wait [%[[T0]]]
// CHECK-NEXT:    %[[S1:.*]] = gpu.wait async
// CHECK-NEXT:    %[[E:.*]], %[[T1:.*]] = gpu.alloc async [%[[S1]]] (%[[N]]) : memref<?xi32>
// CHECK-NEXT:    gpu.wait [%[[T1]]]
// CHECK-NEXT:    %[[S2:.*]] = gpu.wait async
// CHECK-NEXT:    %[[T2:.*]] = gpu.memcpy async [%[[S2]]] %[[D]], %[[H]] : memref<256xf32>, memref<256xf32>
// CHECK-NEXT:    gpu.wait [%[[T2]]]
// CHECK-NEXT:    %[[S3:.*]] = gpu.wait async
// CHECK-NEXT:    %[[T3:.*]] = gpu.memset async [%[[S3]]] %[[D]], %[[V]] : memref<256xf32>, f32
// CHECK-NEXT:    gpu.wait [%[[T3]]]
// CHECK-NEXT:    %[[S4:.*]] = gpu.wait async
// CHECK-NEXT:    %[[T4:.*]] = gpu.memcpy async [%[[S4]]] %[[H]], %[[D]] : memref<256xf32>, memref<256xf32>
// CHECK-NEXT:    gpu.wait [%[[T4]]]
// CHECK-NEXT:    %[[S5:.*]] = gpu.wait async
// CHECK-NEXT:    %[[T5:.*]] = gpu.dealloc async [%[[S5]]] %[[E]] : memref<?xi32>
// CHECK-NEXT:    gpu.wait [%[[T5]]]
// CHECK-NEXT:    %[[S6:.*]] = gpu.wait async
// CHECK-NEXT:    %[[T6:.*]] = gpu.dealloc async [%[[S6]]] %[[D]] : memref<256xf32>
// CHECK-NEXT:    gpu.wait [%[[T6]]]
// CHECK-NEXT:    return
func.func @no_dependencies(%h: memref<256xf32>, %n: index, %v: f32) {
  %d = gpu.alloc () : memref<256xf32>
  %e = gpu.alloc (%n) : memref<?xi32>
  gpu.memcpy %d, %h : memref<256xf32>, memref<256xf32>
  gpu.memset %d, %v : memref<256xf32>, f32
  gpu.memcpy %h, %d : memref<256xf32>, memref<256xf32>
  gpu.dealloc %e : memref<?xi32>
  gpu.dealloc %d : memref<256xf32>
  return
}

// -----

// Dependencies of a synchronous op go to the gpu.wait async that starts its
// stream (one or several), so the op runs after them; their own tokens are
// not waited for by the blocking gpu.wait, so the program's later
// gpu.wait [%t] still finds its stream.
// CHECK-LABEL: func.func @dependencies
// CHECK:         %[[T:.*]] = gpu.memcpy async [%{{.*}}] %[[D:.*]], %[[H:.*]] :
// CHECK:         %[[U:.*]] = gpu.memset async [%{{.*}}] %[[D]], %{{.*}} :
// CHECK-NEXT:    %[[S0:.*]] = gpu.wait async [%[[T]]]
// CHECK-NEXT:    %[[T0:.*]] = gpu.memcpy async [%[[S0]]] %[[H]], %[[D]] : memref<64xi32>, memref<64xi32>
// CHECK-NEXT:    gpu.wait [%[[T0]]]
// CHECK-NEXT:    %[[S1:.*]] = gpu.wait async [%[[T]], %[[U]]]
// CHECK-NEXT:    %[[T1:.*]] = gpu.dealloc async [%[[S1]]] %[[D]] : memref<64xi32>
// CHECK-NEXT:    gpu.wait [%[[T1]]]
// CHECK-NEXT:    gpu.wait [%[[T]], %[[U]]]
// CHECK-NEXT:    return
func.func @dependencies(%h: memref<64xi32>, %v: i32) {
  %t0 = gpu.wait async
  %d, %t1 = gpu.alloc async [%t0] () : memref<64xi32>
  %t = gpu.memcpy async [%t1] %d, %h : memref<64xi32>, memref<64xi32>
  %t2 = gpu.wait async
  %u = gpu.memset async [%t2] %d, %v : memref<64xi32>, i32
  gpu.memcpy [%t] %h, %d : memref<64xi32>, memref<64xi32>
  gpu.dealloc [%t, %u] %d : memref<64xi32>
  gpu.wait [%t, %u]
  return
}

// -----

// Async ops and synchronous launches are what gpu-to-llvm lowers already:
// nothing changes (no new gpu.wait anywhere).
// CHECK-LABEL: func.func @async_unchanged
// CHECK-NEXT:    %[[T0:.*]] = gpu.wait async
// CHECK-NEXT:    %{{.*}}, %[[T1:.*]] = gpu.alloc async [%[[T0]]] () : memref<8xf32>
// CHECK-NEXT:    %[[T2:.*]] = gpu.memset async [%[[T1]]]
// CHECK-NEXT:    %[[T3:.*]] = gpu.memcpy async [%[[T2]]]
// CHECK-NEXT:    %[[T4:.*]] = gpu.dealloc async [%[[T3]]]
// CHECK-NEXT:    gpu.wait [%[[T4]]]
// CHECK-NEXT:    return
func.func @async_unchanged(%h: memref<8xf32>, %v: f32) {
  %t0 = gpu.wait async
  %d, %t1 = gpu.alloc async [%t0] () : memref<8xf32>
  %t2 = gpu.memset async [%t1] %d, %v : memref<8xf32>, f32
  %t3 = gpu.memcpy async [%t2] %h, %d : memref<8xf32>, memref<8xf32>
  %t4 = gpu.dealloc async [%t3] %d : memref<8xf32>
  gpu.wait [%t4]
  return
}

// -----

// An async op with no dependency or several gets a stream that starts when
// they are all done (gpu.wait async [deps]); the new op's token replaces the
// old one, and nothing waits for it before its users do.
// CHECK-LABEL: func.func @async_dependencies
// CHECK-NEXT:    %[[S0:.*]] = gpu.wait async{{$}}
// CHECK-NEXT:    %[[D:.*]], %[[T0:.*]] = gpu.alloc async [%[[S0]]] () : memref<8xf32>
// CHECK-NEXT:    %[[A:.*]] = gpu.wait async
// CHECK-NEXT:    %[[S1:.*]] = gpu.wait async [%[[T0]], %[[A]]]
// CHECK-NEXT:    %[[T1:.*]] = gpu.memcpy async [%[[S1]]] %[[D]], %{{.*}} : memref<8xf32>, memref<8xf32>
// CHECK-NEXT:    %[[S2:.*]] = gpu.wait async{{$}}
// CHECK-NEXT:    %[[T2:.*]] = gpu.memset async [%[[S2]]] %[[D]], %{{.*}} : memref<8xf32>, f32
// CHECK-NEXT:    %[[S3:.*]] = gpu.wait async [%[[T1]], %[[T2]]]
// CHECK-NEXT:    %[[T3:.*]] = gpu.dealloc async [%[[S3]]] %[[D]] : memref<8xf32>
// CHECK-NEXT:    gpu.wait [%[[T3]]]
// CHECK-NEXT:    return
func.func @async_dependencies(%h: memref<8xf32>, %v: f32) {
  %d, %t0 = gpu.alloc async () : memref<8xf32>
  %a = gpu.wait async
  %t1 = gpu.memcpy async [%t0, %a] %d, %h : memref<8xf32>, memref<8xf32>
  %t2 = gpu.memset async %d, %v : memref<8xf32>, f32
  %t3 = gpu.dealloc async [%t1, %t2] %d : memref<8xf32>
  gpu.wait [%t3]
  return
}

// -----

// gpu-to-llvm lowers gpu.alloc host_shared only synchronous and without
// dependencies: that form is kept; with dependencies, the host first waits
// for them on a stream of its own; async, the allocation is made at once and
// its token is a gpu.wait async on its dependencies (none: a fresh stream).
// CHECK-LABEL: func.func @host_shared
// CHECK-NEXT:    %[[A:.*]] = gpu.alloc host_shared () : memref<16xf32>
// CHECK-NEXT:    %[[T:.*]] = gpu.wait async
// CHECK-NEXT:    %[[S:.*]] = gpu.wait async [%[[T]]]
// CHECK-NEXT:    gpu.wait [%[[S]]]
// CHECK-NEXT:    %[[B:.*]] = gpu.alloc host_shared () : memref<16xf32>
// CHECK-NEXT:    %[[C:.*]] = gpu.alloc host_shared (%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    %[[TC:.*]] = gpu.wait async [%[[T]]]
// CHECK-NEXT:    %[[D:.*]] = gpu.alloc host_shared () : memref<4xi32>
// CHECK-NEXT:    %[[TD:.*]] = gpu.wait async{{$}}
// CHECK-NEXT:    gpu.wait [%[[TC]], %[[TD]]]
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @host_shared(%n: index)
    -> (memref<16xf32>, memref<16xf32>, memref<?xf32>, memref<4xi32>) {
  %a = gpu.alloc host_shared () : memref<16xf32>
  %t = gpu.wait async
  %b = gpu.alloc [%t] host_shared () : memref<16xf32>
  %c, %tc = gpu.alloc async [%t] host_shared (%n) : memref<?xf32>
  %d, %td = gpu.alloc async host_shared () : memref<4xi32>
  gpu.wait [%tc, %td]
  return %a, %b, %c, %d : memref<16xf32>, memref<16xf32>, memref<?xf32>, memref<4xi32>
}

// -----

// Ops in nested host regions (a loop body) are rewritten where they stand,
// and keep their discardable attributes; device code (a gpu.launch body, a
// gpu.module) is not host code and is left alone.
// CHECK-LABEL: func.func @nested
// CHECK:         scf.for
// CHECK-NEXT:      %[[S:.*]] = gpu.wait async
// CHECK-NEXT:      %[[T:.*]] = gpu.memset async [%[[S]]] %{{.*}}, %{{.*}} : memref<4xf32>, f32 {note = "kept"}
// CHECK-NEXT:      gpu.wait [%[[T]]]
// CHECK:         gpu.launch
// CHECK:           gpu.memset %{{.*}}, %{{.*}} : memref<4xf32>, f32
// CHECK:         gpu.module @device
// CHECK:           gpu.memcpy %{{.*}}, %{{.*}} : memref<4xf32>, memref<4xf32>
module attributes {gpu.container_module} {
  func.func @nested(%d: memref<4xf32>, %v: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.for %i = %c0 to %c3 step %c1 {
      gpu.memset %d, %v : memref<4xf32>, f32 {note = "kept"}
    }
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      gpu.memset %d, %v : memref<4xf32>, f32
      gpu.terminator
    }
    return
  }
  gpu.module @device {
    func.func @helper(%a: memref<4xf32>, %b: memref<4xf32>) {
      gpu.memcpy %a, %b : memref<4xf32>, memref<4xf32>
      return
    }
  }
}
