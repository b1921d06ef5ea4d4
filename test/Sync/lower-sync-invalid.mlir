// The errors of kfusion-lower-sync: its options, and semaphore ops it cannot
// lower.
// RUN: kfusion-opt %s -split-input-file --kfusion-lower-sync -verify-diagnostics
// RUN: not kfusion-opt %s --kfusion-lower-sync="target=ptx" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// TARGET: error: kfusion-lower-sync: target must be nvvm or generic, not 'ptx'
// RUN: not kfusion-opt %s --kfusion-lower-sync="sync-timeout-ms=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMEOUT
// TIMEOUT: error: kfusion-lower-sync: sync-timeout-ms must not be negative

// A semaphore wait in a gpu.launch body, not an outlined kernel.
func.func @launch_body(%s: memref<4xi32>, %i: index, %v: i32) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%x = %c1, %y = %c1, %z = %c1) {
    // expected-error @+1 {{is lowered only in an outlined kernel (gpu.func)}}
    kfusion.sem_wait %s[%i] geq %v : memref<4xi32>
    gpu.terminator
  }
  return
}
