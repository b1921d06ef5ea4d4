// The verifier of the discardable kfusion.* attributes
// (lib/Dialect/KFusionDiscardableAttrs.cpp): for each attribute a case per
// rule (its type, its range, the ops it may be on), then the renamed
// kfusion.group and an unknown name. The valid uses are in attributes.mlir.
// RUN: kfusion-opt %s -split-input-file -verify-diagnostics

// A horizontal group id is an integer, not a string.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @horizontal_group_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.horizontal_group must be an integer, not "one"}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.horizontal_group = "one"}
    return
  }
}

// -----

// A bool is not a group id.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @horizontal_group_2() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.horizontal_group must be an integer, not true}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.horizontal_group = true}
    return
  }
}

// -----

// A horizontal group marks launches, not functions.
// expected-error @+1 {{kfusion.horizontal_group belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @horizontal_group_3() attributes {kfusion.horizontal_group = 0 : i64} {
  return
}

// -----

// HFuse's group was kfusion.group: the old spelling names the new one.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @group_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'kfusion.group' was renamed 'kfusion.horizontal_group'}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.group = 0 : i64}
    return
  }
}

// -----

// A partition is a thread count, not a string.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @partition_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.partition must be a multiple of 32 in [32, 1024] (threads), not "128"}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.partition = "128"}
    return
  }
}

// -----

// A partition of whole warps only.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @partition_2() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.partition must be a multiple of 32 in [32, 1024] (threads), not 48 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.partition = 48 : i64}
    return
  }
}

// -----

// A partition is at most a block (1024 threads).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @partition_3() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.partition must be a multiple of 32 in [32, 1024] (threads), not 2048 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.partition = 2048 : i64}
    return
  }
}

// -----

// A partition belongs on a launch.
// expected-error @+1 {{kfusion.partition belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @partition_4() attributes {kfusion.partition = 64 : i64} {
  return
}

// -----

// A register bound is an integer.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @max_registers_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.max_registers must be an integer in [1, 255] (registers per thread), not 6.400000e+01 : f32}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.max_registers = 6.4e+01 : f32}
    return
  }
}

// -----

// No thread runs with zero registers.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @max_registers_2() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.max_registers must be an integer in [1, 255] (registers per thread), not 0 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.max_registers = 0 : i64}
    return
  }
}

// -----

// setmaxnreg sets a multiple of 8 registers, at least 24.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @partition_registers() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.partition_registers must be a multiple of 8 in [24, 256] (registers per thread, setmaxnreg), not 20 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.partition_registers = 20 : i64}
    return
  }
}

// -----

// kfusion.horizontal_serial is a unit attribute (its presence says serial).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @horizontal_serial() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.horizontal_serial must be a unit attribute, not true}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.horizontal_serial = true}
    return
  }
}

// -----

// kfusion.horizontal_staggered is a unit attribute (its presence says
// staggered serial).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @horizontal_staggered() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.horizontal_staggered must be a unit attribute, not 1 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.horizontal_staggered = 1}
    return
  }
}

// -----

// kfusion.horizontal_blocks is a unit attribute (its presence says blocks).
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @horizontal_blocks() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.horizontal_blocks must be a unit attribute, not 1 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.horizontal_blocks = 1}
    return
  }
}

// -----

// PTX's maxnreg is at most 255.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @max_registers_3() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.max_registers must be an integer in [1, 255] (registers per thread), not 256 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.max_registers = 256 : i64}
    return
  }
}

// -----

// A register bound belongs on a launch of the group.
// expected-error @+1 {{kfusion.max_registers belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @max_registers_4() attributes {kfusion.max_registers = 64 : i64} {
  return
}

// -----

// A stencil group id is an integer.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @stencil_group_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.stencil_group must be an integer, not "a"}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.stencil_group = "a"}
    return
  }
}

// -----

// An unsigned integer is not read as a group id.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @stencil_group_2() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.stencil_group must be an integer, not 1 : ui32}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.stencil_group = 1 : ui32}
    return
  }
}

// -----

// A stencil group marks launches.
// expected-error @+1 {{kfusion.stencil_group belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @stencil_group_3() attributes {kfusion.stencil_group = 0 : i64} {
  return
}

// -----

// A tile scale is an i64 array, not i32.
gpu.module @kernels {
  // expected-error @+1 {{kfusion.tile_scale must be array<i64: sx, sy, sz> with positive entries, not array<i32: 1, 2, 1>}}
  gpu.func @tile_scale_1() kernel attributes {kfusion.tile_scale = array<i32: 1, 2, 1>} {
    gpu.return
  }
}

// -----

// A tile scale has three entries.
gpu.module @kernels {
  // expected-error @+1 {{kfusion.tile_scale must be array<i64: sx, sy, sz> with positive entries, not array<i64: 1, 2>}}
  gpu.func @tile_scale_2() kernel attributes {kfusion.tile_scale = array<i64: 1, 2>} {
    gpu.return
  }
}

// -----

// A tile scale is positive.
gpu.module @kernels {
  // expected-error @+1 {{kfusion.tile_scale must be array<i64: sx, sy, sz> with positive entries, not array<i64: 1, 0, 1>}}
  gpu.func @tile_scale_3() kernel attributes {kfusion.tile_scale = array<i64: 1, 0, 1>} {
    gpu.return
  }
}

// -----

// A tile scale belongs on the kernel, not its launch.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @tile_scale_4() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.tile_scale belongs on a gpu.func kernel, not on 'gpu.launch_func'}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.tile_scale = array<i64: 1, 2, 1>}
    return
  }
}

// -----

// Aliasing shared arrays is a unit attribute.
gpu.module @kernels {
  // expected-error @+1 {{kfusion.alias_shared_arrays must be a unit attribute, not true}}
  gpu.func @alias_shared_arrays_1() kernel attributes {kfusion.alias_shared_arrays = true} {
    gpu.return
  }
}

// -----

// Aliasing shared arrays is asked of a kernel.
// expected-error @+1 {{kfusion.alias_shared_arrays belongs on a gpu.func kernel, not on 'func.func'}}
func.func @alias_shared_arrays_2() attributes {kfusion.alias_shared_arrays} {
  return
}

// -----

// A stitch group id is an integer.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_group_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_group must be an integer, not "g"}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_group = "g"} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A stitch group marks linalg ops, not launches.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @stitch_group_2() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.stitch_group belongs on a linalg op, not on 'gpu.launch_func'}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.stitch_group = 0 : i64}
    return
  }
}

// -----

// A composition is a string.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_composition_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_composition must be a string of thread, warp, block, loop, column, scalar, final, gemm or attention joined by '_', not 1 : i64}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_composition = 1 : i64} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A composition kfusion-stitch does not build.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_composition_2(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_composition must be a string of thread, warp, block, loop, column, scalar, final, gemm or attention joined by '_', not "grid"}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_composition = "grid"} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A composition describes a linalg op or a launch, not a module.
// expected-error @+1 {{kfusion.stitch_composition belongs on a linalg op, gpu.launch_func or gpu.launch, not on 'builtin.module'}}
module @stitch_composition_3 attributes {kfusion.stitch_composition = "block"} {
}

// -----

// A pack id is an integer.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_pack_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_pack must be an integer, not 0.000000e+00 : f32}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_pack = 0.0 : f32} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A pack marks linalg ops.
// expected-error @+1 {{kfusion.stitch_pack belongs on a linalg op, not on 'func.func'}}
func.func @stitch_pack_2() attributes {kfusion.stitch_pack = 0 : i64} {
  return
}

// -----

// Threads per row are an integer.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_threads_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_threads must be a power of two in [1, 1024], not "64"}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_threads = "64"} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Threads per row are a power of two.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_threads_2(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_threads must be a power of two in [1, 1024], not 48 : i64}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_threads = 48 : i64} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Threads per row fit in a block.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_threads_3(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_threads must be a power of two in [1, 1024], not 2048 : i64}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_threads = 2048 : i64} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Threads per row belong on linalg ops.
// expected-error @+1 {{kfusion.stitch_threads belongs on a linalg op, not on 'func.func'}}
func.func @stitch_threads_4() attributes {kfusion.stitch_threads = 64 : i64} {
  return
}

// -----

// Rows per block are an integer.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_rows_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_rows must be a positive power of two, not true}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_rows = true} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Rows per block are a power of two.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_rows_2(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_rows must be a positive power of two, not 3 : i64}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_rows = 3 : i64} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Rows per block are positive.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_rows_3(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_rows must be a positive power of two, not 0 : i64}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_rows = 0 : i64} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Rows per block belong on linalg ops.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @stitch_rows_4() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.stitch_rows belongs on a linalg op, not on 'gpu.launch_func'}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.stitch_rows = 2 : i64}
    return
  }
}

// -----

// Rows per thread are an integer.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_rows_per_thread_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_rows_per_thread must be a power of two in [1, 16], not "2"}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_rows_per_thread = "2"} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Rows per thread are a power of two.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_rows_per_thread_2(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_rows_per_thread must be a power of two in [1, 16], not 3 : i64}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_rows_per_thread = 3 : i64} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// At most 16 rows per thread.
#id = affine_map<(d0) -> (d0)>
func.func @stitch_rows_per_thread_3(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{kfusion.stitch_rows_per_thread must be a power of two in [1, 16], not 32 : i64}}
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) attrs = {kfusion.stitch_rows_per_thread = 32 : i64} {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Rows per thread belong on linalg ops.
// expected-error @+1 {{kfusion.stitch_rows_per_thread belongs on a linalg op, not on 'func.func'}}
func.func @stitch_rows_per_thread_4() attributes {kfusion.stitch_rows_per_thread = 2 : i64} {
  return
}

// -----

// An L2 policy is a string.
gpu.module @kernels {
  gpu.func @l2_policy_1(%m: memref<16xf32>) kernel {
    %i = gpu.thread_id x
    // expected-error @+1 {{kfusion.l2_policy must be "evict_last" or "evict_first", not 1 : i64}}
    %v = memref.load %m[%i] {kfusion.l2_policy = 1 : i64} : memref<16xf32>
    gpu.return
  }
}

// -----

// An L2 policy PTX has no hint for.
gpu.module @kernels {
  gpu.func @l2_policy_2(%m: memref<16xf32>) kernel {
    %i = gpu.thread_id x
    // expected-error @+1 {{kfusion.l2_policy must be "evict_last" or "evict_first", not "evict_normal"}}
    %v = memref.load %m[%i] {kfusion.l2_policy = "evict_normal"} : memref<16xf32>
    gpu.return
  }
}

// -----

// An L2 policy belongs on a load, not a kernel.
gpu.module @kernels {
  // expected-error @+1 {{kfusion.l2_policy belongs on a memref.load or vector.load, not on 'gpu.func'}}
  gpu.func @l2_policy_3() kernel attributes {kfusion.l2_policy = "evict_last"} {
    gpu.return
  }
}

// -----

// A pair id is an integer.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_pair_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.sync_pair must be an integer in [0, 2^31), not "p"}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.sync_pair = "p"}
    return
  }
}

// -----

// A pair id the passes cannot key a map by (fuzz seed 130: INT64_MAX, LLVM's
// DenseMap's empty key, crashed kfusion-fuse's semaphore insertion), or a
// negative one.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_pair_huge() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.sync_pair must be an integer in [0, 2^31), not 9223372036854775807 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.sync_pair = 9223372036854775807 : i64}
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_pair_negative() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.sync_pair must be an integer in [0, 2^31), not -1 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.sync_pair = -1 : i64}
    return
  }
}

// -----

// A pair marks launches.
// expected-error @+1 {{kfusion.sync_pair belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @sync_pair_2() attributes {kfusion.sync_pair = 0 : i64} {
  return
}

// -----

// A tile dependency is a #kfusion.tile_dep, not an integer.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @tile_dep_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.tile_dep must be a #kfusion.tile_dep attribute, not 3 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.tile_dep = 3 : i64}
    return
  }
}

// -----

// A tile dependency belongs on the consumer launch.
// expected-error @+1 {{kfusion.tile_dep belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @tile_dep_2() attributes {kfusion.tile_dep = #kfusion.tile_dep<(d0, d1, d2) -> (d0, d1, 0), bounds = []>} {
  return
}

// -----

// A policy is named by a string.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_policy_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.sync_policy must be "tile", "row", "strided" or "conv2d", not 0 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.sync_policy = 0 : i64}
    return
  }
}

// -----

// A policy cuSync does not have.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_policy_2() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.sync_policy must be "tile", "row", "strided" or "conv2d", not "diagonal"}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.sync_policy = "diagonal"}
    return
  }
}

// -----

// A policy belongs on the consumer launch.
// expected-error @+1 {{kfusion.sync_policy belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @sync_policy_3() attributes {kfusion.sync_policy = "tile"} {
  return
}

// -----

// A tile order is an i64 array.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @tile_order_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.tile_order must be array<i64: d0, d1, d2> (a permutation of 0, 1, 2), optionally followed by a band size of at least 1, not [1, 0, 2]}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.tile_order = [1, 0, 2]}
    return
  }
}

// -----

// A tile order is a permutation of the three dimensions.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @tile_order_2() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.tile_order must be array<i64: d0, d1, d2> (a permutation of 0, 1, 2), optionally followed by a band size of at least 1, not array<i64: 0, 0, 1>}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.tile_order = array<i64: 0, 0, 1>}
    return
  }
}

// -----

// A tile order names three dimensions, not two.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @tile_order_3() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.tile_order must be array<i64: d0, d1, d2> (a permutation of 0, 1, 2), optionally followed by a band size of at least 1, not array<i64: 1, 0>}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.tile_order = array<i64: 1, 0>}
    return
  }
}

// -----

// A band has at least one row.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @tile_order_4() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.tile_order must be array<i64: d0, d1, d2> (a permutation of 0, 1, 2), optionally followed by a band size of at least 1, not array<i64: 1, 0, 2, 0>}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.tile_order = array<i64: 1, 0, 2, 0>}
    return
  }
}

// -----

// A tile order belongs on a launch.
// expected-error @+1 {{kfusion.tile_order belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @tile_order_5() attributes {kfusion.tile_order = array<i64: 1, 0, 2>} {
  return
}

// -----

// The wait-kernel switch is a bool, not an integer.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_wait_kernel_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.sync_wait_kernel must be true or false, not 1 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.sync_wait_kernel = 1 : i64}
    return
  }
}

// -----

// The wait-kernel switch belongs on the consumer launch.
// expected-error @+1 {{kfusion.sync_wait_kernel belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @sync_wait_kernel_2() attributes {kfusion.sync_wait_kernel = true} {
  return
}

// -----

// Where to wait is a string.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_wait_at_1() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.sync_wait_at must be "entry", "first-use" or "in-loop", not 0 : i64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.sync_wait_at = 0 : i64}
    return
  }
}

// -----

// A place to wait kfusion-insert-semaphores does not know.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @sync_wait_at_2() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.sync_wait_at must be "entry", "first-use" or "in-loop", not "exit"}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.sync_wait_at = "exit"}
    return
  }
}

// -----

// Where to wait belongs on the consumer launch.
// expected-error @+1 {{kfusion.sync_wait_at belongs on a gpu.launch_func or gpu.launch, not on 'func.func'}}
func.func @sync_wait_at_3() attributes {kfusion.sync_wait_at = "entry"} {
  return
}

// -----

// A GEMM flavour is wgmma or mma.
func.func @gemm_flavour_1(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_flavour must be "wgmma" or "mma", not "simt"}}
  %x = linalg.matmul {kfusion.gemm_flavour = "simt"}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// A GEMM tile has three entries.
func.func @gemm_tile_1(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_tile must be array<i64: TM, TN, TK>, TM and TK multiples of 16, TN of 8 (each at least 16), not array<i64: 64, 64>}}
  %x = linalg.matmul {kfusion.gemm_tile = array<i64: 64, 64>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// A GEMM tile's N is a multiple of 8 (wgmma's N steps by 8).
func.func @gemm_tile_2(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_tile must be array<i64: TM, TN, TK>, TM and TK multiples of 16, TN of 8 (each at least 16), not array<i64: 64, 20, 64>}}
  %x = linalg.matmul {kfusion.gemm_tile = array<i64: 64, 20, 64>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// A GEMM tile's M is a multiple of 16 (wgmma's and mma's M blocks): 8-multiples
// are N's alone.
func.func @gemm_tile_m(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_tile must be array<i64: TM, TN, TK>, TM and TK multiples of 16, TN of 8 (each at least 16), not array<i64: 24, 64, 64>}}
  %x = linalg.matmul {kfusion.gemm_tile = array<i64: 24, 64, 64>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// GEMM stages are an integer in [2, 16].
func.func @gemm_stages_1(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_stages must be an integer in [2, 16] (pipeline stages), not 1 : i64}}
  %x = linalg.matmul {kfusion.gemm_stages = 1 : i64}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// GEMM groups are two entries in [1, 32].
func.func @gemm_groups_1(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_groups must be array<i64: GM, GN>, each in [1, 32] (warpgroups or warps along M and N), not array<i64: 2, 0>}}
  %x = linalg.matmul {kfusion.gemm_groups = array<i64: 2, 0>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// How a GEMM's tiles are loaded is "cp.async", "tma" or "tma-producer".
func.func @gemm_load_bulk(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_load must be "cp.async", "tma" or "tma-producer", not "bulk"}}
  %x = linalg.matmul {kfusion.gemm_load = "bulk"}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// A GEMM's schedule is "grid", "persistent" or "pingpong".
func.func @gemm_schedule_round_robin(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_schedule must be "grid", "persistent" or "pingpong", not "round-robin"}}
  %x = linalg.matmul {kfusion.gemm_schedule = "round-robin"}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// A GEMM's split-K is an integer in [1, 16] (1: no split).
func.func @gemm_split_k_zero(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_split_k must be an integer in [1, 16] (split-K of the last round; 1: none), not 0 : i64}}
  %x = linalg.matmul {kfusion.gemm_split_k = 0 : i64}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// ... not a string.
func.func @gemm_split_k_string(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_split_k must be an integer in [1, 16] (split-K of the last round; 1: none), not "2"}}
  %x = linalg.matmul {kfusion.gemm_split_k = "2"}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// A persistent GEMM's tile group is an integer in [1, 64] (1: the grid's
// order).
func.func @gemm_tile_group_large(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_tile_group must be an integer in [1, 64] (rows of M tiles a persistent tile order groups; 1: the grid's order), not 65 : i64}}
  %x = linalg.matmul {kfusion.gemm_tile_group = 65 : i64}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// What a GEMM's epilogue stages is "results" or "outputs".
func.func @gemm_staging_both(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_staging must be "results" or "outputs" (what a persistent GEMM's epilogue stages: its results, or its fused epilogue's outputs), not "both"}}
  %x = linalg.matmul {kfusion.gemm_staging = "both"}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// A GEMM's cluster is two sizes, each 1 or 2 (blocks along M sharing B,
// along N sharing A).
func.func @gemm_cluster_four(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_cluster must be array<i64: CM, CN>, each 1 or 2 (blocks of a cluster along M sharing B, along N sharing A), not array<i64: 4, 1>}}
  %x = linalg.matmul {kfusion.gemm_cluster = array<i64: 4, 1>}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// A GEMM tile belongs on the contraction, not on a launch.
func.func @gemm_tile_3(%m: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{kfusion.gemm_tile belongs on a linalg op, not on 'gpu.launch_func'}}
  gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<16xf32>) {kfusion.gemm_tile = array<i64: 64, 64, 64>}
  return
}

// -----

// A GEMM kernel's measured time is a positive float of microseconds.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @gemm_measured_negative() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.gemm_measured_us must be a positive float (the kernel's measured microseconds), not -5.000000e+00 : f64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.gemm_measured_us = -5.0 : f64}
    return
  }
}

// -----

// It belongs on the launch, not on the contraction.
func.func @gemm_measured_on_matmul(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{kfusion.gemm_measured_us belongs on a gpu.launch_func or gpu.launch, not on 'linalg.matmul'}}
  %x = linalg.matmul {kfusion.gemm_measured_us = 52.0 : f64}
      ins(%a, %b : tensor<64x64xf16>, tensor<64x64xf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}

// -----

// The GEMM model's time of a kernel is a positive float of microseconds too.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @gemm_modelled_zero() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kfusion.gemm_modelled_us must be a positive float (the GEMM model's microseconds), not 0.000000e+00 : f64}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) {kfusion.gemm_modelled_us = 0.0 : f64}
    return
  }
}

// -----

// The device is a #kfusion.device, not a preset name.
// expected-error @+1 {{kfusion.device must be a #kfusion.device attribute, not "h100"}}
module @device_1 attributes {kfusion.device = "h100"} {
}

// -----

// The device belongs on the module, not a function.
// expected-error @+1 {{kfusion.device belongs on a builtin.module, not on 'func.func'}}
func.func @device_2() attributes {kfusion.device = #kfusion.device<h100>} {
  return
}

// -----

// A kfusion name the dialect does not declare; the error lists the known ones.
// expected-error @+1 {{'kfusion.stencil_groups' is not a kfusion attribute; the known ones: kfusion.horizontal_group, kfusion.partition}}
func.func @stencil_groups_1() attributes {kfusion.stencil_groups = 0 : i64} {
  return
}

// -----

!map = !nvgpu.tensormap.descriptor<tensor = memref<8x32xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>
gpu.module @tensor_map_of_1 {
  // kfusion.tensor_map_of names a memref argument, not the map itself.
  // expected-error @+1 {{kfusion.tensor_map_of must be the index of a memref argument, not 1 : index}}
  gpu.func @k(%a: memref<64x64xf32>, %m: !map {kfusion.tensor_map_of = 1 : index}) kernel {
    gpu.return
  }
}

// -----

gpu.module @tensor_map_of_2 {
  // kfusion.tensor_map_of belongs on a tensor map argument.
  // expected-error @+1 {{kfusion.tensor_map_of belongs on a gpu.func argument of tensor map type}}
  gpu.func @k(%a: memref<64x64xf32> {kfusion.tensor_map_of = 0 : index}) kernel {
    gpu.return
  }
}

// -----

// kfusion.tensor_map_of belongs on an argument, not on an op.
// expected-error @+1 {{kfusion.tensor_map_of belongs on a gpu.func argument of tensor map type}}
func.func @tensor_map_of_3() attributes {kfusion.tensor_map_of = 0 : index} {
  return
}

// -----

gpu.module @tensor_map_of_4 {
  // Arguments take no other kfusion attribute.
  // expected-error @+1 {{'kfusion.tile_scale' is not a kfusion attribute of arguments (the one there is: kfusion.tensor_map_of)}}
  gpu.func @k(%a: memref<64x64xf32> {kfusion.tile_scale = array<i64: 1, 4, 1>}) kernel {
    gpu.return
  }
}
