// RUN: split-file %s %t
// RUN: kfusion-sim %t/kernel.mlir --compare=%t/host.mlir -e fn --rtol=0 --atol=0 | FileCheck %s --check-prefix=EQUAL
// RUN: not kfusion-sim %t/kernel.mlir --compare=%t/wide.mlir -e fn --rtol=0 --atol=0 | FileCheck %s --check-prefix=DIFFER
// RUN: kfusion-sim %t/kernel.mlir --compare=%t/wide.mlir -e fn --rtol=2e-3 --atol=1e-3 | FileCheck %s --check-prefix=EQUAL
// An f16 argument against an f32 one is refused, though both travel as f32.
// RUN: not kfusion-sim %t/kernel.mlir --compare=%t/f32args.mlir -e fn 2>&1 | FileCheck %s --check-prefix=TYPES
// TYPES: argument #0 has different types in the two programs

// What it proves: equivalence mode runs entry points with f16 and bf16
// memref arguments. kfusion-sim exchanges them as f32 (the interpreter
// rounds the drawn values to the argument's type on the way in and widens
// the results exactly on the way out), so both programs get the same 16-bit
// inputs and every element is compared. kernel.mlir computes y = x*x + w in
// f16 (and b = x*x in bf16) in a kernel of 4 blocks x 64 threads; host.mlir
// computes the same ops in a host loop: bit-identical, so equal even with no
// tolerance. wide.mlir computes y in f32 and rounds only at the end: some
// element differs from the per-op rounding in the last bit, which no
// tolerance hides (the second RUN) and a tolerance of the order of f16's
// precision accepts (the third).
//
// Why it would fail: inputs converted differently for the two programs, an
// f16 argument read with the wrong element size, or outputs not copied back
// change the verdicts; 3 arguments of 256 elements and 1 of 256 bf16 ones
// are 1024 elements.

// EQUAL: kfusion-sim: equal: 4 arguments, 1024 elements compared (seed 1)
// DIFFER: kfusion-sim: mismatch in argument #2 at index [{{[0-9]+}}]: {{[-+0-9.e]+}} vs {{[-+0-9.e]+}}

//--- kernel.mlir
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%x: memref<256xf16>, %w: memref<256xf16>,
                %y: memref<256xf16>, %b: memref<256xbf16>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %xv = memref.load %x[%i] : memref<256xf16>
      %wv = memref.load %w[%i] : memref<256xf16>
      %sq = arith.mulf %xv, %xv : f16
      %yv = arith.addf %sq, %wv : f16
      memref.store %yv, %y[%i] : memref<256xf16>
      %xw = arith.extf %xv : f16 to f32
      %xb = arith.truncf %xw : f32 to bf16
      %bv = arith.mulf %xb, %xb : bf16
      memref.store %bv, %b[%i] : memref<256xbf16>
      gpu.return
    }
  }
  func.func @fn(%x: memref<256xf16>, %w: memref<256xf16>,
                %y: memref<256xf16>, %b: memref<256xbf16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@k blocks in (%c4, %c1, %c1)
        threads in (%c64, %c1, %c1)
        args(%x : memref<256xf16>, %w : memref<256xf16>,
             %y : memref<256xf16>, %b : memref<256xbf16>)
    return
  }
}

//--- host.mlir
func.func @fn(%x: memref<256xf16>, %w: memref<256xf16>,
              %y: memref<256xf16>, %b: memref<256xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  scf.for %i = %c0 to %c256 step %c1 {
    %xv = memref.load %x[%i] : memref<256xf16>
    %wv = memref.load %w[%i] : memref<256xf16>
    %sq = arith.mulf %xv, %xv : f16
    %yv = arith.addf %sq, %wv : f16
    memref.store %yv, %y[%i] : memref<256xf16>
    %xw = arith.extf %xv : f16 to f32
    %xb = arith.truncf %xw : f32 to bf16
    %bv = arith.mulf %xb, %xb : bf16
    memref.store %bv, %b[%i] : memref<256xbf16>
  }
  return
}

//--- wide.mlir
func.func @fn(%x: memref<256xf16>, %w: memref<256xf16>,
              %y: memref<256xf16>, %b: memref<256xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  scf.for %i = %c0 to %c256 step %c1 {
    %xv = memref.load %x[%i] : memref<256xf16>
    %wv = memref.load %w[%i] : memref<256xf16>
    %xf = arith.extf %xv : f16 to f32
    %wf = arith.extf %wv : f16 to f32
    %sq = arith.mulf %xf, %xf : f32
    %yf = arith.addf %sq, %wf : f32
    %yv = arith.truncf %yf : f32 to f16
    memref.store %yv, %y[%i] : memref<256xf16>
    %xb = arith.truncf %xf : f32 to bf16
    %bv = arith.mulf %xb, %xb : bf16
    memref.store %bv, %b[%i] : memref<256xbf16>
  }
  return
}

//--- f32args.mlir
func.func @fn(%x: memref<256xf32>, %w: memref<256xf16>, %y: memref<256xf16>,
              %b: memref<256xbf16>) {
  return
}
