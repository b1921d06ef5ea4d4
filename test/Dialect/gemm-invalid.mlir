// RUN: kfusion-opt %s -split-input-file -verify-diagnostics

// One case per verifier rule of kfusion.emulated_wgmma and
// kfusion.emulated_wgmma_reads (the rules they share once, on the first).

// The operands are read from shared memory (workgroup), as wgmma's
// descriptors address it.
gpu.module @kernels {
  gpu.func @global_memory(%g: memref<4096xf16>, %d: i64, %lane: index, %x: f32) kernel {
    // expected-error @+1 {{'kfusion.emulated_wgmma' op must read a memref in #gpu.address_space<workgroup>, not 'memref<4096xf16>'}}
    %r:4 = kfusion.emulated_wgmma %g[%d, %d] lane %lane acc(%x, %x, %x, %x) {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16>
    gpu.return
  }
}

// -----

// The operands are f16 or bf16 (the emulated kernels' inputs).
gpu.module @kernels {
  gpu.func @f32_operands(%d: i64, %lane: index, %x: f32) kernel {
    %s = memref.alloca() : memref<4096xf32, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.emulated_wgmma' op operand #0 must be 1D memref of 16-bit float or bfloat16 type values}}
    %r:4 = kfusion.emulated_wgmma %s[%d, %d] lane %lane acc(%x, %x, %x, %x) {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// The elements are contiguous (the emulation reads a 16-byte chunk at once).
gpu.module @kernels {
  gpu.func @strided(%d: i64, %lane: index, %x: f32) kernel {
    %s = memref.alloca() : memref<8192xf16, #gpu.address_space<workgroup>>
    %v = memref.subview %s[0] [4096] [2] : memref<8192xf16, #gpu.address_space<workgroup>> to memref<4096xf16, strided<[2]>, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.emulated_wgmma' op must read a contiguous memref (identity layout), not 'memref<4096xf16, strided<[2]>, #gpu.address_space<workgroup>>'}}
    %r:4 = kfusion.emulated_wgmma %v[%d, %d] lane %lane acc(%x, %x, %x, %x) {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, strided<[2]>, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// wgmma's n is a multiple of 8.
gpu.module @kernels {
  gpu.func @ragged_n(%d: i64, %lane: index, %x: f32) kernel {
    %s = memref.alloca() : memref<4096xf16, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.emulated_wgmma' op n = 12 is not a multiple of 8}}
    %r:6 = kfusion.emulated_wgmma %s[%d, %d] lane %lane acc(%x, %x, %x, %x, %x, %x) {n = 12 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// ... from 8 to 256.
gpu.module @kernels {
  gpu.func @wide_n(%d: i64, %lane: index, %x: f32) kernel {
    %s = memref.alloca() : memref<4096xf16, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.emulated_wgmma' op attribute 'n' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 8 whose maximum value is 256}}
    %r = kfusion.emulated_wgmma %s[%d, %d] lane %lane acc(%x) {n = 264 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A thread holds n / 2 accumulators.
gpu.module @kernels {
  gpu.func @accumulators(%d: i64, %lane: index, %x: f32) kernel {
    %s = memref.alloca() : memref<4096xf16, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.emulated_wgmma' op has 2 accumulators; n = 8 needs 4 a thread}}
    %r:2 = kfusion.emulated_wgmma %s[%d, %d] lane %lane acc(%x, %x) {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// Only kernel code has warpgroups.
func.func @host(%d: i64, %lane: index, %x: f32, %s: memref<4096xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+1 {{'kfusion.emulated_wgmma' op must be inside a gpu.func}}
  %r:4 = kfusion.emulated_wgmma %s[%d, %d] lane %lane acc(%x, %x, %x, %x) {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, #gpu.address_space<workgroup>>
  return
}

// -----

// The reads op: n a multiple of 8, as the op it stands for.
gpu.module @kernels {
  gpu.func @reads_ragged_n(%d: i64, %lane: index) kernel {
    %s = memref.alloca() : memref<4096xf16, #gpu.address_space<workgroup>>
    // expected-error @+1 {{'kfusion.emulated_wgmma_reads' op n = 20 is not a multiple of 8}}
    kfusion.emulated_wgmma_reads %s[%d, %d] lane %lane {n = 20 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// ... in workgroup memory.
gpu.module @kernels {
  gpu.func @reads_global(%g: memref<4096xf16>, %d: i64, %lane: index) kernel {
    // expected-error @+1 {{'kfusion.emulated_wgmma_reads' op must read a memref in #gpu.address_space<workgroup>, not 'memref<4096xf16>'}}
    kfusion.emulated_wgmma_reads %g[%d, %d] lane %lane {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16>
    gpu.return
  }
}

// -----

// ... inside a kernel.
func.func @reads_host(%d: i64, %lane: index, %s: memref<4096xf16, #gpu.address_space<workgroup>>) {
  // expected-error @+1 {{'kfusion.emulated_wgmma_reads' op must be inside a gpu.func}}
  kfusion.emulated_wgmma_reads %s[%d, %d] lane %lane {n = 8 : i64, a_k_major = true, b_k_major = true} : memref<4096xf16, #gpu.address_space<workgroup>>
  return
}
