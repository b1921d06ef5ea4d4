// RUN: kfusion-sim %s | FileCheck %s

// What it proves: a memref.global is the one of the gpu.module (or module)
// the memref.get_global is in, even where several modules define a global
// of that name: @first::@table, @second::@table and the host's @table are
// three buffers with their own initial values, and a kernel's write to its
// module's global is not seen through the others.
//
// Why it would fail: an interpreter that keyed globals by their name alone
// would give both kernels the table created first (each output row would
// read 1 2 3 4), and the host's table would show the kernels' increments.

module attributes {gpu.container_module} {
  memref.global "private" @table : memref<4xi32> = dense<[100, 200, 300, 400]>
  gpu.module @first {
    memref.global "private" @table : memref<4xi32> = dense<[1, 2, 3, 4]>
    gpu.func @read(%out: memref<4xi32>) kernel {
      %i = gpu.thread_id x
      %t = memref.get_global @table : memref<4xi32>
      %v = memref.load %t[%i] : memref<4xi32>
      %one = arith.constant 1 : i32
      %w = arith.addi %v, %one : i32
      memref.store %w, %t[%i] : memref<4xi32>
      memref.store %v, %out[%i] : memref<4xi32>
      gpu.return
    }
  }
  gpu.module @second {
    memref.global "private" @table : memref<4xi32> = dense<[10, 20, 30, 40]>
    gpu.func @read(%out: memref<4xi32>) kernel {
      %i = gpu.thread_id x
      %t = memref.get_global @table : memref<4xi32>
      %v = memref.load %t[%i] : memref<4xi32>
      memref.store %v, %out[%i] : memref<4xi32>
      gpu.return
    }
  }
  func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %t0 = gpu.wait async
    %ga, %t1 = gpu.alloc async [%t0] host_shared () : memref<4xi32>
    %gb, %t2 = gpu.alloc async [%t1] host_shared () : memref<4xi32>
    %gc, %t3 = gpu.alloc async [%t2] host_shared () : memref<4xi32>
    %t4 = gpu.launch_func async [%t3] @first::@read blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%ga : memref<4xi32>)
    %t5 = gpu.launch_func async [%t4] @second::@read blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%gb : memref<4xi32>)
    // @first's table was incremented by the first launch.
    %t6 = gpu.launch_func async [%t5] @first::@read blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
        args(%gc : memref<4xi32>)
    gpu.wait [%t6]
    %ua = memref.cast %ga : memref<4xi32> to memref<*xi32>
    %ub = memref.cast %gb : memref<4xi32> to memref<*xi32>
    %uc = memref.cast %gc : memref<4xi32> to memref<*xi32>
    %host = memref.get_global @table : memref<4xi32>
    %uh = memref.cast %host : memref<4xi32> to memref<*xi32>
    // CHECK: [1,  2,  3,  4]
    func.call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
    // CHECK: [10,  20,  30,  40]
    func.call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
    // CHECK: [2,  3,  4,  5]
    func.call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
    // CHECK: [100,  200,  300,  400]
    func.call @printMemrefI32(%uh) : (memref<*xi32>) -> ()
    return
  }
}
