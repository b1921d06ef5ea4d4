// RUN: kfusion-opt %s -split-input-file -verify-diagnostics

// kfusion.l2_policy: a string naming an eviction priority, on a load of 2, 4, 8
// or 16 bytes of global memory in a kernel.

// kfusion.l2_policy names one of two priorities.
gpu.module @k {
  gpu.func @priority(%a: memref<64xf32>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{kfusion.l2_policy must be "evict_last" or "evict_first", not "evict_normal"}}
    %v = memref.load %a[%c0] {kfusion.l2_policy = "evict_normal"} : memref<64xf32>
    gpu.return
  }
}

// -----

// It is a string.
gpu.module @k {
  gpu.func @not_a_string(%a: memref<64xf32>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{kfusion.l2_policy must be "evict_last" or "evict_first", not 1 : i64}}
    %v = memref.load %a[%c0] {kfusion.l2_policy = 1} : memref<64xf32>
    gpu.return
  }
}

// -----

// It hints loads, not stores.
gpu.module @k {
  gpu.func @store(%a: memref<64xf32>, %x: f32) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{kfusion.l2_policy belongs on a memref.load or vector.load}}
    memref.store %x, %a[%c0] {kfusion.l2_policy = "evict_last"} : memref<64xf32>
    gpu.return
  }
}

// -----

// The hint is for global memory; shared memory does not go through L2.
gpu.module @k {
  gpu.func @shared(%a: memref<64xf32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{kfusion.l2_policy: the memref is not in global memory (memory space #gpu.address_space<workgroup>)}}
    %v = memref.load %a[%c0] {kfusion.l2_policy = "evict_last"} : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// The hinted PTX load takes 2, 4, 8 or 16 bytes; 12 is none of them.
gpu.module @k {
  gpu.func @twelve_bytes(%a: memref<64xf32>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{kfusion.l2_policy: it loads 96 bits; the hinted PTX load takes 16, 32, 64 or 128}}
    %v = vector.load %a[%c0] {kfusion.l2_policy = "evict_last"} : memref<64xf32>, vector<3xf32>
    gpu.return
  }
}

// -----

// Elements of whole bytes only.
gpu.module @k {
  gpu.func @bits(%a: memref<64xi1>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{kfusion.l2_policy: its elements are not whole bytes}}
    %v = vector.load %a[%c0] {kfusion.l2_policy = "evict_last"} : memref<64xi1>, vector<16xi1>
    gpu.return
  }
}

// -----

// One-dimensional fixed vectors only.
gpu.module @k {
  gpu.func @two_d(%a: memref<8x8xf32>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{kfusion.l2_policy: the loaded vector is not one-dimensional and fixed}}
    %v = vector.load %a[%c0, %c0] {kfusion.l2_policy = "evict_last"} : memref<8x8xf32>, vector<2x2xf32>
    gpu.return
  }
}

// -----

// Kernel code only: the host has no L2 hint.
func.func @host(%a: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{kfusion.l2_policy: the load is not in a gpu.func kernel}}
  %v = memref.load %a[%c0] {kfusion.l2_policy = "evict_last"} : memref<64xf32>
  return %v : f32
}

// -----

// Valid: global memory given by its space or by none, 2 to 16 bytes.
gpu.module @k {
  gpu.func @valid(%a: memref<64xf32, #gpu.address_space<global>>, %h: memref<64xf16>) kernel {
    %c0 = arith.constant 0 : index
    %v = vector.load %a[%c0] {kfusion.l2_policy = "evict_last"} : memref<64xf32, #gpu.address_space<global>>, vector<4xf32>
    %s = memref.load %h[%c0] {kfusion.l2_policy = "evict_first"} : memref<64xf16>
    %w = vector.load %h[%c0] {kfusion.l2_policy = "evict_last"} : memref<64xf16>, vector<8xf16>
    gpu.return
  }
}
