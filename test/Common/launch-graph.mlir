// RUN: kfusion-opt %s --kfusion-print-launch-graph -o /dev/null | FileCheck %s
// RUN: kfusion-opt %s --kfusion-print-launch-graph="format=dot" -o /dev/null | FileCheck %s --check-prefix=DOT
// RUN: not kfusion-opt %s --kfusion-print-launch-graph="format=svg" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADFORMAT

// The launch graph the fusion passes share: nodes in program order, arrays
// with K(D), every dependence kind, and the order-of-execution graph.

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @lap(%in: memref<64xf32>, %out: memref<64xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<64xf32>
      memref.store %v, %out[%i] : memref<64xf32>
      gpu.return
    }
    gpu.func @scale(%buf: memref<64xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %buf[%i] : memref<64xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %buf[%i] : memref<64xf32>
      gpu.return
    }
    gpu.func @fill(%out: memref<64xf32>) kernel {
      %i = gpu.global_id x
      %c = arith.constant 1.0 : f32
      memref.store %c, %out[%i] : memref<64xf32>
      gpu.return
    }
  }

  // One node of each kind (launch, host copy, blocking wait) and every
  // dependence kind, on arguments (one llvm.noalias) and an allocation.
  // CHECK-LABEL: launch graph of @chain: 6 nodes, {{[0-9]+}} dependences
  // CHECK-NEXT:   node 0: launch @k::@lap
  // CHECK-NEXT:   node 1: launch @k::@scale
  // CHECK-NEXT:   node 2: launch @k::@fill
  // CHECK-NEXT:   node 3: 'memref.copy'
  // CHECK-NEXT:   node 4: 'gpu.wait' (synchronizes)
  // CHECK-NEXT:   node 5: launch @k::@lap
  // CHECK-NEXT: arrays (K(D): the launches that touch D):
  // CHECK-NEXT:   array 0: %arg0 (argument, llvm.noalias): K = {0}, read by 0, written by -
  // CHECK-NEXT:   array 1: %alloc (allocation): K = {0, 1, 5}, read by 1, 5, written by 0, 1
  // CHECK-NEXT:   array 2: %arg1 (argument): K = {2, 5}, read by -, written by 2, 5
  // CHECK-NEXT: dependences:
  // CHECK-NEXT:   0 -> 1 read-after-write: @k::@lap writes %alloc, which @k::@scale may read
  // CHECK-NEXT:   0 -> 3 read-after-write: @k::@lap writes %alloc, which 'memref.copy' may read
  // CHECK-NEXT:   0 -> 4 ordering: 'gpu.wait' synchronizes with the device
  // CHECK-NEXT:   0 -> 5 read-after-write: @k::@lap writes %alloc, which @k::@lap may read
  // CHECK:        1 -> 3 read-after-write: @k::@scale writes %alloc, which 'memref.copy' may read
  // CHECK:        2 -> 3 write-after-write: @k::@fill writes %arg1, which 'memref.copy' may write
  // CHECK:        2 -> 5 write-after-write: @k::@fill writes %arg1, which @k::@lap may write
  // CHECK:      order of execution (transitive reduction):
  // CHECK-NEXT:   0 -> 1
  // CHECK-NEXT:   1 -> 3
  // CHECK-NEXT:   2 -> 3
  // CHECK-NEXT:   3 -> 4
  // CHECK-NEXT:   4 -> 5
  func.func @chain(%in: memref<64xf32> {llvm.noalias}, %out: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %tmp = memref.alloc() : memref<64xf32>
    gpu.launch_func @k::@lap blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<64xf32>, %tmp : memref<64xf32>)
    gpu.launch_func @k::@scale blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%tmp : memref<64xf32>)
    gpu.launch_func @k::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%out : memref<64xf32>)
    memref.copy %tmp, %out : memref<64xf32> to memref<64xf32>
    gpu.wait
    gpu.launch_func @k::@lap blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%tmp : memref<64xf32>, %out : memref<64xf32>)
    return
  }

  // Async launches: the token chain is a dependence of its own (a join,
  // `gpu.wait async`, is a node that only tokens order), and two fresh
  // allocations are known apart from each other.
  // CHECK-LABEL: launch graph of @tokens: 4 nodes, 4 dependences
  // CHECK-NEXT:   node 0: 'gpu.wait'
  // CHECK-NEXT:   node 1: launch @k::@fill
  // CHECK-NEXT:   node 2: launch @k::@fill
  // CHECK-NEXT:   node 3: 'gpu.wait' (synchronizes)
  // CHECK:        array 0: %{{.*}} (allocation): K = {1}, read by -, written by 1
  // CHECK-NEXT:   array 1: %{{.*}} (allocation): K = {2}, read by -, written by 2
  // CHECK-NEXT: dependences:
  // CHECK-NEXT:   0 -> 3 ordering: 'gpu.wait' synchronizes with the device
  // CHECK-NEXT:   1 -> 2 token: @k::@fill uses %{{.*}} of @k::@fill
  // CHECK-NEXT:   1 -> 3 ordering: 'gpu.wait' synchronizes with the device
  // CHECK-NEXT:   2 -> 3 token: 'gpu.wait' uses %{{.*}} of @k::@fill
  func.func @tokens() {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %t0 = gpu.wait async
    %a, %ta = gpu.alloc async [%t0] () : memref<64xf32>
    %b, %tb = gpu.alloc async [%ta] () : memref<64xf32>
    %t1 = gpu.launch_func async [%tb] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<64xf32>)
    %t2 = gpu.launch_func async [%t1] @k::@fill blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%b : memref<64xf32>)
    gpu.wait [%t2]
    return
  }
}

// DOT-LABEL: digraph "@chain" {
// DOT:         n0 [label="0: launch @k::@lap"];
// DOT:         n4 [label="4: 'gpu.wait'", style=dashed];
// DOT:         n0 -> n1 [label="read-after-write %alloc"];
// DOT:         n1 -> n3 [label="read-after-write %alloc"];

// BADFORMAT: error: kfusion-print-launch-graph: format must be 'text' or 'dot', not 'svg'
