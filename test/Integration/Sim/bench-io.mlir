// The benchmark helpers (lib/Runtime/BenchIO.cpp) as the interpreter provides
// them: inputs from $KFUSION_INPUT_DIR/input<k>.bin, outputs printed with a
// checksum and written to $KFUSION_OUTPUT_DIR/output<k>.bin, the iteration
// counts (0 on the interpreter unless the environment sets them), and the
// report line. Inputs pass through a kernel (x * 3 + 1) so a wrong copy or
// fill shows.
// RUN: rm -rf %t && mkdir -p %t/in %t/out
// RUN: %python -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<4i',1,-2,300000,7))" %t/in/input0.bin
// RUN: %python -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<3f',0.5,-1.25,8.0))" %t/in/input1.bin
// RUN: env KFUSION_INPUT_DIR=%t/in KFUSION_OUTPUT_DIR=%t/out kfusion-sim %s -e main | FileCheck %s
// RUN: %python -c "import struct,sys; print(struct.unpack('<4i',open(sys.argv[1],'rb').read()), struct.unpack('<3f',open(sys.argv[2],'rb').read()))" %t/out/output0.bin %t/out/output1.bin | FileCheck %s --check-prefix=FILES
// Iterations from the environment: the loop runs twice.
// RUN: env KFUSION_INPUT_DIR=%t/in KFUSION_BENCH_REPEAT=2 kfusion-sim %s -e main | FileCheck %s --check-prefix=REPEAT
// Without an input directory, deterministic pseudo-random values from the seed.
// RUN: env KFUSION_SEED=5 kfusion-sim %s -e main > %t/seed5a.txt
// RUN: env KFUSION_SEED=5 kfusion-sim %s -e main > %t/seed5b.txt
// RUN: env KFUSION_SEED=6 kfusion-sim %s -e main > %t/seed6.txt
// RUN: diff %t/seed5a.txt %t/seed5b.txt
// RUN: not diff %t/seed5a.txt %t/seed6.txt
// A file of the wrong size is an error naming the input, not a crash.
// RUN: %python -c "open('%t/in/input1.bin','wb').write(b'12345')"
// RUN: env KFUSION_INPUT_DIR=%t/in not kfusion-sim %s -e main 2>&1 | FileCheck %s --check-prefix=SIZE

// CHECK: kfusion-output: index=0 type=i32 elements=4 sum=900022 fnv1a64=0c556d7780f6799a
// CHECK-NEXT: kfusion-output: index=1 type=f32 elements=3 sum=24.75 fnv1a64=af176b1164b9b78a
// CHECK-NEXT: iterations: 0
// CHECK-NEXT: kfusion-bench: not timed (kfusion-sim)
// FILES: (4, -5, 900001, 22) (2.5, -2.75, 25.0)
// REPEAT: iterations: 2
// SIZE: kfusion-runtime: error: kfusionInputF32: {{.*}}input1.bin holds 5 bytes, not 12 bytes (input 1, 3 x f32)

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @affine(%xi: memref<4xi32>, %xf: memref<3xf32>) kernel {
      %tid = gpu.thread_id x
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %three = arith.constant 3 : i32
      %one = arith.constant 1 : i32
      %threef = arith.constant 3.0 : f32
      %onef = arith.constant 1.0 : f32
      %ini = arith.cmpi ult, %tid, %c4 : index
      scf.if %ini {
        %v = memref.load %xi[%tid] : memref<4xi32>
        %m = arith.muli %v, %three : i32
        %a = arith.addi %m, %one : i32
        memref.store %a, %xi[%tid] : memref<4xi32>
      }
      %inf = arith.cmpi ult, %tid, %c3 : index
      scf.if %inf {
        %v = memref.load %xf[%tid] : memref<3xf32>
        %m = arith.mulf %v, %threef : f32
        %a = arith.addf %m, %onef : f32
        memref.store %a, %xf[%tid] : memref<3xf32>
      }
      gpu.return
    }
  }
  func.func private @kfusionInputI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionInputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionOutputF32(memref<*xf32>) attributes {llvm.emit_c_interface}
  func.func private @kfusionBenchRepeat(i64) -> i64
  func.func private @kfusionBenchRecord(f64)
  func.func private @kfusionBenchReport()
  func.func private @kfusionTimingBegin()
  func.func private @kfusionTimingEnd() -> f64
  func.func private @printI64(i64)
  func.func private @printNewline()

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %hi = memref.alloc() : memref<4xi32>
    %hf = memref.alloc() : memref<3xf32>
    %ui = memref.cast %hi : memref<4xi32> to memref<*xi32>
    %uf = memref.cast %hf : memref<3xf32> to memref<*xf32>
    func.call @kfusionInputI32(%ui) : (memref<*xi32>) -> ()
    func.call @kfusionInputF32(%uf) : (memref<*xf32>) -> ()
    %t0 = gpu.wait async
    %di, %t1 = gpu.alloc async [%t0] () : memref<4xi32>
    %df, %t2 = gpu.alloc async [%t1] () : memref<3xf32>
    %t3 = gpu.memcpy async [%t2] %di, %hi : memref<4xi32>, memref<4xi32>
    %t4 = gpu.memcpy async [%t3] %df, %hf : memref<3xf32>, memref<3xf32>
    %t5 = gpu.launch_func async [%t4] @kernels::@affine blocks in (%c1, %c1, %c1)
        threads in (%c32, %c1, %c1) args(%di : memref<4xi32>, %df : memref<3xf32>)
    %t6 = gpu.memcpy async [%t5] %hi, %di : memref<4xi32>, memref<4xi32>
    %t7 = gpu.memcpy async [%t6] %hf, %df : memref<3xf32>, memref<3xf32>
    %t8 = gpu.dealloc async [%t7] %di : memref<4xi32>
    %t9 = gpu.dealloc async [%t8] %df : memref<3xf32>
    gpu.wait [%t9]
    func.call @kfusionOutputI32(%ui) : (memref<*xi32>) -> ()
    func.call @kfusionOutputF32(%uf) : (memref<*xf32>) -> ()
    %default = arith.constant 100 : i64
    %n = func.call @kfusionBenchRepeat(%default) : (i64) -> i64
    %ni = arith.index_cast %n : i64 to index
    %count = scf.for %i = %c0 to %ni step %c1 iter_args(%k = %c0) -> (index) {
      func.call @kfusionTimingBegin() : () -> ()
      %ms = func.call @kfusionTimingEnd() : () -> f64
      func.call @kfusionBenchRecord(%ms) : (f64) -> ()
      %k1 = arith.addi %k, %c1 : index
      scf.yield %k1 : index
    }
    %c = arith.index_cast %count : index to i64
    vector.print str "iterations: "
    func.call @printI64(%c) : (i64) -> ()
    func.call @printNewline() : () -> ()
    func.call @kfusionBenchReport() : () -> ()
    return
  }
}
