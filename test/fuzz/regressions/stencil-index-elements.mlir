// RUN: kfusion-opt %s --kfusion-plan-stencil --kfusion-stencil-fusion 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: kfusion-opt %s --kfusion-plan-stencil --kfusion-stencil-fusion -o %t.fused.mlir 2>/dev/null
// RUN: kfusion-sim %t.fused.mlir -e main | FileCheck %s
// RUN: kfusion-sim %s -e main | FileCheck %s

// Found by the fuzzer (make check's campaign, seed 1, mutants of
// test/Stencil/stencil-fusion-invalid.mlir and
// test/Integration/Sim/loop-step.mlir): kfusion-plan-stencil's cost model
// asked memrefs of index for their element width with
// getIntOrFloatBitWidth, which crashed (SIGSEGV in FloatType::getWidth).
// Index elements count as 8 bytes now; a group that reads an index array at
// neighbours fuses with the array left in global memory (a shared array
// holds integers and floats; the i64 array it produces is staged), and the
// fused program computes what the unfused one does.

// PLAN: remark: kfusion-plan-stencil: group 0: @k::@sum3 @k::@diff
// PLAN: remark: fused stencil group 0 (2 launches) into @k::@sum3_diff_stencil{{.*}}1 shared arrays
// PLAN-NOT: Stack dump

// CHECK: [0,  3,  6,  9,  12,  15,  18,  21,  24,  27,  30,  33,  36,  39,  42,  45,  48,  51,  54,  57,  60,  63,  66,  69,  72,  75,  78,  81,  84,  87,  90,  31]
// CHECK: [1,  4,  7,  10,  13,  16,  19,  22,  25,  28,  31,  34,  37,  40,  43,  46,  49,  52,  55,  58,  61,  64,  67,  70,  73,  76,  79,  82,  85,  88,  91,  0]


module attributes {gpu.container_module} {
  gpu.module @k {
    // b[i] = a[i-1] + a[i] + a[i+1] on the interior, a[i] at the ends.
    gpu.func @sum3(%a: memref<32xindex>, %b: memref<32xi64>) kernel {
      %x = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c31 = arith.constant 31 : index
      %lo = arith.cmpi ugt, %x, %c0 : index
      %hi = arith.cmpi ult, %x, %c31 : index
      %in = arith.andi %lo, %hi : i1
      scf.if %in {
        %xm = arith.subi %x, %c1 : index
        %xp = arith.addi %x, %c1 : index
        %l = memref.load %a[%xm] : memref<32xindex>
        %m = memref.load %a[%x] : memref<32xindex>
        %r = memref.load %a[%xp] : memref<32xindex>
        %s0 = arith.addi %l, %m : index
        %s = arith.addi %s0, %r : index
        %si = arith.index_cast %s : index to i64
        memref.store %si, %b[%x] : memref<32xi64>
      } else {
        %m = memref.load %a[%x] : memref<32xindex>
        %mi = arith.index_cast %m : index to i64
        memref.store %mi, %b[%x] : memref<32xi64>
      }
      gpu.return
    }
    // c[i] = b[i] + a[i+1] - a[i] (reads a at a neighbour too); c[31] stays 0.
    gpu.func @diff(%a: memref<32xindex>, %b: memref<32xi64>, %c: memref<32xi64>) kernel {
      %x = gpu.global_id x
      %c1 = arith.constant 1 : index
      %c31 = arith.constant 31 : index
      %in = arith.cmpi ult, %x, %c31 : index
      scf.if %in {
        %xp = arith.addi %x, %c1 : index
        %v = memref.load %b[%x] : memref<32xi64>
        %r = memref.load %a[%xp] : memref<32xindex>
        %m = memref.load %a[%x] : memref<32xindex>
        %d = arith.subi %r, %m : index
        %di = arith.index_cast %d : index to i64
        %u = arith.addi %v, %di : i64
        memref.store %u, %c[%x] : memref<32xi64>
      }
      gpu.return
    }
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    %a = gpu.alloc host_shared () : memref<32xindex>
    %b = gpu.alloc host_shared () : memref<32xi64>
    %c = gpu.alloc host_shared () : memref<32xi64>
    %z = arith.constant 0 : i64
    scf.for %i = %c0 to %c32 step %c1 {
      memref.store %i, %a[%i] : memref<32xindex>
      memref.store %z, %c[%i] : memref<32xi64>
    }
    gpu.launch_func @k::@sum3 blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<32xindex>, %b : memref<32xi64>)
    gpu.launch_func @k::@diff blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<32xindex>, %b : memref<32xi64>, %c : memref<32xi64>)
    %bv = memref.cast %b : memref<32xi64> to memref<*xi64>
    %cv = memref.cast %c : memref<32xi64> to memref<*xi64>
    call @printMemrefI64(%bv) : (memref<*xi64>) -> ()
    call @printMemrefI64(%cv) : (memref<*xi64>) -> ()
    return
  }
  func.func private @printMemrefI64(memref<*xi64>)
}
