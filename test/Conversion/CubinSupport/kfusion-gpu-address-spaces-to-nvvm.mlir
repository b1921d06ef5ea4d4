// kfusion-gpu-address-spaces-to-nvvm: a gpu.module with a device function
// (func.func) whose signature has a memref in a #gpu.address_space gets
// NVVM's numbers (global 1, workgroup 3, private 5) everywhere, since the
// top-level func-to-llvm knows no GPU spaces; other modules and host code
// keep theirs. The pass has no refusals.
// RUN: kfusion-opt %s -split-input-file --kfusion-gpu-address-spaces-to-nvvm -verify-diagnostics | FileCheck %s

// A device function on a workgroup tile: its signature, its caller's call and
// attributions, the kernel's global argument and an alloca are all numbered.
// CHECK-LABEL: gpu.module @tile
// CHECK:         func.func @stage(%{{.*}}: memref<128xf32, 3>, %{{.*}}: f32) -> f32
// CHECK:           memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<128xf32, 3>
// CHECK-LABEL:   gpu.func @reverse
// CHECK-SAME:      (%{{.*}}: memref<128xf32, 1>) workgroup(%[[TILE:.*]] : memref<128xf32, 3>) private(%{{.*}} : memref<2xf32, 5>)
// CHECK:           %[[LOCAL:.*]] = memref.alloca() : memref<4xf32, 3>
// CHECK:           func.call @stage(%[[TILE]], %{{.*}}) : (memref<128xf32, 3>, f32) -> f32
// CHECK-NOT:     #gpu.address_space
module attributes {gpu.container_module} {
  gpu.module @tile {
    func.func @stage(%tile: memref<128xf32, #gpu.address_space<workgroup>>, %x: f32) -> f32 {
      %t = gpu.thread_id x
      memref.store %x, %tile[%t] : memref<128xf32, #gpu.address_space<workgroup>>
      return %x : f32
    }
    gpu.func @reverse(%a: memref<128xf32, #gpu.address_space<global>>)
        workgroup(%tile : memref<128xf32, #gpu.address_space<workgroup>>)
        private(%regs : memref<2xf32, #gpu.address_space<private>>) kernel {
      %local = memref.alloca() : memref<4xf32, #gpu.address_space<workgroup>>
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<128xf32, #gpu.address_space<global>>
      %y = func.call @stage(%tile, %x) : (memref<128xf32, #gpu.address_space<workgroup>>, f32) -> f32
      memref.store %y, %a[%t] : memref<128xf32, #gpu.address_space<global>>
      gpu.return
    }
  }
}

// -----

// A GPU space in a device function's result is enough.
// CHECK-LABEL: gpu.module @result
// CHECK:         func.func @scratch() -> memref<4xf32, 5>
// CHECK:           memref.alloca() : memref<4xf32, 5>
module attributes {gpu.container_module} {
  gpu.module @result {
    func.func @scratch() -> memref<4xf32, #gpu.address_space<private>> {
      %m = memref.alloca() : memref<4xf32, #gpu.address_space<private>>
      return %m : memref<4xf32, #gpu.address_space<private>>
    }
  }
}

// -----

// Left as they are: kernels alone (the kernel lowering numbers their spaces)
// and device functions whose signatures have no GPU space.
// CHECK-LABEL: gpu.module @kernels_only
// CHECK:         gpu.func @k(%{{.*}}: memref<4xf32, #gpu.address_space<global>>) workgroup(%{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>)
// CHECK-LABEL: gpu.module @plain_helper
// CHECK:         func.func @helper(%{{.*}}: f32) -> f32
// CHECK:           memref.alloca() : memref<4xf32, #gpu.address_space<workgroup>>
module attributes {gpu.container_module} {
  gpu.module @kernels_only {
    gpu.func @k(%a: memref<4xf32, #gpu.address_space<global>>)
        workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
  gpu.module @plain_helper {
    func.func @helper(%x: f32) -> f32 {
      %m = memref.alloca() : memref<4xf32, #gpu.address_space<workgroup>>
      return %x : f32
    }
  }
}

// -----

// Each module for itself: only the one with such a device function changes.
// CHECK-LABEL: gpu.module @numbered
// CHECK:         func.func @f(%{{.*}}: memref<4xf32, 3>)
// CHECK:         gpu.func @k() workgroup(%{{.*}} : memref<4xf32, 3>)
// CHECK-LABEL: gpu.module @kept
// CHECK:         gpu.func @k() workgroup(%{{.*}} : memref<4xf32, #gpu.address_space<workgroup>>)
module attributes {gpu.container_module} {
  gpu.module @numbered {
    func.func @f(%t: memref<4xf32, #gpu.address_space<workgroup>>) {
      return
    }
    gpu.func @k() workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) kernel {
      func.call @f(%tile) : (memref<4xf32, #gpu.address_space<workgroup>>) -> ()
      gpu.return
    }
  }
  gpu.module @kept {
    gpu.func @k() workgroup(%tile : memref<4xf32, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
}

// -----

// gpu.dynamic_shared_memory's verifier wants the workgroup space: it keeps it,
// and a cast gives its users the numbered memref.
// CHECK-LABEL: gpu.func @dynamic
// CHECK:         %[[RAW:.*]] = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK:         %[[CAST:.*]] = memref.memory_space_cast %[[RAW]] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xi8, 3>
// CHECK:         %[[TILE:.*]] = memref.view %[[CAST]][%{{.*}}][] : memref<?xi8, 3> to memref<128xf32, 3>
// CHECK:         func.call @stage(%[[TILE]]) : (memref<128xf32, 3>) -> ()
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @stage(%tile: memref<128xf32, #gpu.address_space<workgroup>>) {
      return
    }
    gpu.func @dynamic() kernel {
      %c0 = arith.constant 0 : index
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %tile = memref.view %raw[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<128xf32, #gpu.address_space<workgroup>>
      func.call @stage(%tile) : (memref<128xf32, #gpu.address_space<workgroup>>) -> ()
      gpu.return
    }
  }
}

// -----

// Host code keeps its types: a launch passing a memref in a GPU space to a
// numbered kernel casts it to the kernel's argument type.
// CHECK-LABEL: gpu.func @k
// CHECK-SAME:    (%{{.*}}: memref<4xf32, 1>, %{{.*}}: f32)
// CHECK-LABEL: func.func @host
// CHECK-SAME:    (%[[A:.*]]: memref<4xf32, #gpu.address_space<global>>, %[[X:.*]]: f32)
// CHECK:         %[[CAST:.*]] = memref.memory_space_cast %[[A]] : memref<4xf32, #gpu.address_space<global>> to memref<4xf32, 1>
// CHECK:         gpu.launch_func @kernels::@k {{.*}} args(%[[CAST]] : memref<4xf32, 1>, %[[X]] : f32)
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @f(%t: memref<4xf32, #gpu.address_space<global>>) {
      return
    }
    gpu.func @k(%a: memref<4xf32, #gpu.address_space<global>>, %x: f32) kernel {
      func.call @f(%a) : (memref<4xf32, #gpu.address_space<global>>) -> ()
      gpu.return
    }
  }
  func.func @host(%a: memref<4xf32, #gpu.address_space<global>>, %x: f32) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<4xf32, #gpu.address_space<global>>, %x : f32)
    return
  }
}
