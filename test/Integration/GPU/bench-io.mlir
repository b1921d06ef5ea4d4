// REQUIRES: cuda-gpu
// The benchmark helpers in libkfusion_cuda_runtime on a GPU, on the program of
// ../Sim/bench-io.mlir: same outputs as the interpreter, files written, and the
// timed loop reports device-time samples.
// RUN: rm -rf %t && mkdir -p %t/in %t/out
// RUN: %python -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<4i',1,-2,300000,7))" %t/in/input0.bin
// RUN: %python -c "import struct,sys; open(sys.argv[1],'wb').write(struct.pack('<3f',0.5,-1.25,8.0))" %t/in/input1.bin
// RUN: env KFUSION_INPUT_DIR=%t/in KFUSION_OUTPUT_DIR=%t/out KFUSION_BENCH_REPEAT=3 kfusion-runner %S/../Sim/bench-io.mlir -e main --entry-point-result=void | FileCheck %s
// RUN: %python -c "import struct,sys; print(struct.unpack('<4i',open(sys.argv[1],'rb').read()), struct.unpack('<3f',open(sys.argv[2],'rb').read()))" %t/out/output0.bin %t/out/output1.bin | FileCheck %s --check-prefix=FILES
// Every sample, in order, with KFUSION_BENCH_SAMPLES=1 (without it none: the CHECK-NEXT
// lines leave no room for one).
// RUN: env KFUSION_INPUT_DIR=%t/in KFUSION_BENCH_REPEAT=3 KFUSION_BENCH_SAMPLES=1 kfusion-runner %S/../Sim/bench-io.mlir -e main --entry-point-result=void | FileCheck %s --check-prefix=SAMPLES
// RUN: %python -c "open('%t/in/input1.bin','wb').write(b'12345')"
// RUN: env KFUSION_INPUT_DIR=%t/in not kfusion-runner %S/../Sim/bench-io.mlir -e main --entry-point-result=void 2>&1 | FileCheck %s --check-prefix=SIZE

// CHECK: kfusion-output: index=0 type=i32 elements=4 sum=900022 fnv1a64=0c556d7780f6799a
// CHECK-NEXT: kfusion-output: index=1 type=f32 elements=3 sum=24.75 fnv1a64=af176b1164b9b78a
// CHECK-NEXT: iterations: 3
// CHECK-NEXT: kfusion-bench: entry=program warmup=0 repeat=3 median-ms={{[0-9.]+}} min-ms={{[0-9.]+}} max-ms={{[0-9.]+}}
// SAMPLES: kfusion-bench-samples: ms={{[0-9.]+}},{{[0-9.]+}},{{[0-9.]+}}{{$}}
// SAMPLES-NEXT: kfusion-bench: entry=program warmup=0 repeat=3
// FILES: (4, -5, 900001, 22) (2.5, -2.75, 25.0)
// SIZE: kfusion-runtime: error: kfusionInputF32: {{.*}}input1.bin holds 5 bytes, not 12 bytes (input 1, 3 x f32)
