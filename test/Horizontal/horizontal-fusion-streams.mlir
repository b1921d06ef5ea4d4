// RUN: kfusion-opt %s --kfusion-horizontal-fusion | FileCheck %s
// The fused program still lowers for the GPU (host side through gpu-to-llvm,
// which launches on the stream of at most one async dependency); that it
// computes what the unfused one computed is checked on the interpreter in
// ../Integration/Sim/Horizontal/horizontal-fusion-streams.mlir.
// RUN: kfusion-opt %s --kfusion-horizontal-fusion --kfusion-to-cubin=format=ptx -o /dev/null

// Launches of one group on two streams: the fused launch waits for both
// streams through one gpu.wait async that joins them (the GPU lowering
// refuses a launch with two async dependencies).
// CHECK-LABEL: func.func @two_streams
// CHECK:         %[[S0:.*]] = gpu.wait async
// CHECK:         %[[S1:.*]] = gpu.wait async
// CHECK:         %[[JOIN:.*]] = gpu.wait async [%[[S0]], %[[S1]]]
// CHECK:         %[[T:.*]] = gpu.launch_func async [%[[JOIN]]] @kernels::@scale_shift_hfuse
// The final wait names the fused launch once.
// CHECK-NEXT:    gpu.wait [%[[T]]]{{$}}

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%x: memref<64xi32>) kernel {
      %i = gpu.thread_id x
      %c2 = arith.constant 2 : i32
      %v = memref.load %x[%i] : memref<64xi32>
      %w = arith.muli %v, %c2 : i32
      memref.store %w, %x[%i] : memref<64xi32>
      gpu.return
    }
    gpu.func @shift(%y: memref<64xi32>) kernel {
      %i = gpu.thread_id x
      %c1 = arith.constant 1 : i32
      %v = memref.load %y[%i] : memref<64xi32>
      %w = arith.subi %v, %c1 : i32
      memref.store %w, %y[%i] : memref<64xi32>
      gpu.return
    }
  }

  func.func @two_streams(%x: memref<64xi32> {llvm.noalias}, %y: memref<64xi32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %s0 = gpu.wait async
    %s1 = gpu.wait async
    %a = gpu.launch_func async [%s0] @kernels::@scale blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%x : memref<64xi32>) {kfusion.horizontal_group = 0 : i64}
    %b = gpu.launch_func async [%s1] @kernels::@shift blocks in (%c1, %c1, %c1)
        threads in (%c64, %c1, %c1) args(%y : memref<64xi32>) {kfusion.horizontal_group = 0 : i64}
    gpu.wait [%a, %b]
    return
  }

  func.func private @printI64(i64)
  func.func private @printNewline()

  func.func @show(%hx: memref<64xi32>, %hy: memref<64xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %hx[%i] : memref<64xi32>
      %w = arith.extsi %v : i32 to i64
      func.call @printI64(%w) : (i64) -> ()
      vector.print str " "
    }
    scf.for %i = %c0 to %c8 step %c1 {
      %v = memref.load %hy[%i] : memref<64xi32>
      %w = arith.extsi %v : i32 to i64
      func.call @printI64(%w) : (i64) -> ()
      vector.print str " "
    }
    func.call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %hx = memref.alloc() : memref<64xi32>
    %hy = memref.alloc() : memref<64xi32>
    scf.for %i = %c0 to %c64 step %c1 {
      %j = arith.addi %i, %c1 : index
      %v = arith.index_cast %j : index to i32
      %one = arith.constant 1 : i32
      %w = arith.addi %v, %one : i32
      memref.store %v, %hx[%i] : memref<64xi32>
      memref.store %w, %hy[%i] : memref<64xi32>
    }
    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] () : memref<64xi32>
    %dy, %t2 = gpu.alloc async [%t1] () : memref<64xi32>
    %t3 = gpu.memcpy async [%t2] %dx, %hx : memref<64xi32>, memref<64xi32>
    %t4 = gpu.memcpy async [%t3] %dy, %hy : memref<64xi32>, memref<64xi32>
    gpu.wait [%t4]
    func.call @two_streams(%dx, %dy) : (memref<64xi32>, memref<64xi32>) -> ()
    %t5 = gpu.wait async
    %t6 = gpu.memcpy async [%t5] %hx, %dx : memref<64xi32>, memref<64xi32>
    %t7 = gpu.memcpy async [%t6] %hy, %dy : memref<64xi32>, memref<64xi32>
    gpu.wait [%t7]
    func.call @show(%hx, %hy) : (memref<64xi32>, memref<64xi32>) -> ()
    %t10 = gpu.wait async
    %t13 = gpu.dealloc async [%t10] %dx : memref<64xi32>
    %t14 = gpu.dealloc async [%t13] %dy : memref<64xi32>
    gpu.wait [%t14]
    return
  }
}
