// RUN: kfusion-opt %s -split-input-file -verify-diagnostics --kfusion-stencil-fusion="halo-exchange=auto cluster-size=8" -o /dev/null

// Every refusal of kfusion-stencil-fusion's halo-exchange: a remark on the
// group's first launch (where the fusion's own remark is), the group fused
// with its halos recomputed. The programs: a 1-D blur (t[x] from in[x-1..x+1])
// and a difference of t's neighbours, and a chain of pointwise kernels.
// (What each looks like exchanged, and the option errors: halo-exchange.mlir.)

// auto: the stencil model projects the exchange slower (memory-bound; the
// cluster barriers added), with both projections.
module attributes {gpu.container_module} {
  gpu.module @k {
    // t[x] = in[x-1] + 2 in[x] + in[x+1] inside, in[x] at the ends.
    gpu.func @blur(%in: memref<256xf32>, %t: memref<256xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c255 = arith.constant 255 : index
      %two = arith.constant 2.0 : f32
      %x = gpu.global_id x
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c255 : index
      %inside = arith.andi %lo, %hi : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %a = memref.load %in[%xm] : memref<256xf32>
        %b = memref.load %in[%x] : memref<256xf32>
        %c = memref.load %in[%xp] : memref<256xf32>
        %b2 = arith.mulf %two, %b : f32
        %s = arith.addf %a, %b2 : f32
        %r = arith.addf %s, %c : f32
        memref.store %r, %t[%x] : memref<256xf32>
      } else {
        %v = memref.load %in[%x] : memref<256xf32>
        memref.store %v, %t[%x] : memref<256xf32>
      }
      gpu.return
    }
    // out[x] = t[x+1] - t[x-1] inside, 0 at the ends.
    gpu.func @diff(%t: memref<256xf32>, %out: memref<256xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c255 = arith.constant 255 : index
      %zero = arith.constant 0.0 : f32
      %x = gpu.global_id x
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c255 : index
      %inside = arith.andi %lo, %hi : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %a = memref.load %t[%xm] : memref<256xf32>
        %c = memref.load %t[%xp] : memref<256xf32>
        %r = arith.subf %c, %a : f32
        memref.store %r, %out[%x] : memref<256xf32>
      } else {
        memref.store %zero, %out[%x] : memref<256xf32>
      }
      gpu.return
    }
  }
  func.func @chain(%in: memref<256xf32> {llvm.noalias}, %t: memref<256xf32> {llvm.noalias}, %out: memref<256xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+2 {{fused stencil group 0 (2 launches) into @k::@blur_diff_stencil}}
    // expected-remark-re @+1 {{stencil group 0: halos recomputed, not exchanged: exchanging them along x in clusters of 8 would save 2 of 66 tile points per block (0.030); projected {{[0-9.]+}} ms exchanged, {{[0-9.]+}} ms recomputed}}
    gpu.launch_func @k::@blur blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%in : memref<256xf32>, %t : memref<256xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@diff blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%t : memref<256xf32>, %out : memref<256xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// The grid (6 blocks of 32: 192 points) does not divide into clusters of 8.
module attributes {gpu.container_module} {
  gpu.module @k {
    // t[x] = in[x-1] + 2 in[x] + in[x+1] inside, in[x] at the ends.
    gpu.func @blur(%in: memref<192xf32>, %t: memref<192xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c255 = arith.constant 191 : index
      %two = arith.constant 2.0 : f32
      %x = gpu.global_id x
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c255 : index
      %inside = arith.andi %lo, %hi : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %a = memref.load %in[%xm] : memref<192xf32>
        %b = memref.load %in[%x] : memref<192xf32>
        %c = memref.load %in[%xp] : memref<192xf32>
        %b2 = arith.mulf %two, %b : f32
        %s = arith.addf %a, %b2 : f32
        %r = arith.addf %s, %c : f32
        memref.store %r, %t[%x] : memref<192xf32>
      } else {
        %v = memref.load %in[%x] : memref<192xf32>
        memref.store %v, %t[%x] : memref<192xf32>
      }
      gpu.return
    }
    // out[x] = t[x+1] - t[x-1] inside, 0 at the ends.
    gpu.func @diff(%t: memref<192xf32>, %out: memref<192xf32>) kernel {
      %c1 = arith.constant 1 : index
      %c255 = arith.constant 191 : index
      %zero = arith.constant 0.0 : f32
      %x = gpu.global_id x
      %lo = arith.cmpi sge, %x, %c1 : index
      %hi = arith.cmpi slt, %x, %c255 : index
      %inside = arith.andi %lo, %hi : i1
      scf.if %inside {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %a = memref.load %t[%xm] : memref<192xf32>
        %c = memref.load %t[%xp] : memref<192xf32>
        %r = arith.subf %c, %a : f32
        memref.store %r, %out[%x] : memref<192xf32>
      } else {
        memref.store %zero, %out[%x] : memref<192xf32>
      }
      gpu.return
    }
  }
  func.func @chain(%in: memref<192xf32> {llvm.noalias}, %t: memref<192xf32> {llvm.noalias}, %out: memref<192xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 6 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+2 {{fused stencil group 0 (2 launches) into @k::@blur_diff_stencil}}
    // expected-remark @+1 {{stencil group 0: halos recomputed, not exchanged: the grid (in x 6 blocks) is not a multiple of the cluster size 8}}
    gpu.launch_func @k::@blur blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%in : memref<192xf32>, %t : memref<192xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@diff blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%t : memref<192xf32>, %out : memref<192xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}

// -----

// Pointwise kernels: no halo to exchange.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @scale(%in: memref<256xf32>, %t: memref<256xf32>) kernel {
      %two = arith.constant 2.0 : f32
      %x = gpu.global_id x
      %v = memref.load %in[%x] : memref<256xf32>
      %r = arith.mulf %two, %v : f32
      memref.store %r, %t[%x] : memref<256xf32>
      gpu.return
    }
    gpu.func @shift(%t: memref<256xf32>, %out: memref<256xf32>) kernel {
      %one = arith.constant 1.0 : f32
      %x = gpu.global_id x
      %v = memref.load %t[%x] : memref<256xf32>
      %r = arith.addf %v, %one : f32
      memref.store %r, %out[%x] : memref<256xf32>
      gpu.return
    }
  }
  func.func @chain(%in: memref<256xf32> {llvm.noalias}, %t: memref<256xf32> {llvm.noalias}, %out: memref<256xf32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    // expected-remark @+2 {{fused stencil group 0 (2 launches) into @k::@scale_shift_stencil}}
    // expected-remark @+1 {{stencil group 0: halos recomputed, not exchanged: no tile recomputes halo layers in x or y that a neighbour's tile holds}}
    gpu.launch_func @k::@scale blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%in : memref<256xf32>, %t : memref<256xf32>) {kfusion.stencil_group = 0 : i64}
    gpu.launch_func @k::@shift blocks in (%c8, %c1, %c1) threads in (%c32, %c1, %c1) args(%t : memref<256xf32>, %out : memref<256xf32>) {kfusion.stencil_group = 0 : i64}
    return
  }
}
