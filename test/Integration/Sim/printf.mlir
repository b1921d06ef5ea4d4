// RUN: kfusion-sim %s --schedule=forward | FileCheck %s

// What it proves: gpu.printf in a kernel prints through the C printf
// conventions the GPU's vprintf uses (%d of i32, %lld of i64, %x, %f of an
// f32 promoted to double, literal text, "\n"), once per thread, and the
// kernel's output comes before what the host prints after the launch. Two
// threads; with --schedule=forward thread 0 prints first.
//
// Why it would fail: printing once per warp or block instead of per
// thread, printing the f32 bits as a double, or buffering kernel output
// behind later host output changes the lines or their order. Expected text
// computed with python3's %-formatting of the same values.

// CHECK: printf: before launch
// CHECK-NEXT: thread 0 of 2: value 0.250000, big 0, hex 10
// CHECK-NEXT: thread 1 of 2: value 1.750000, big 1000000007, hex 10f
// CHECK-NEXT: printf: after launch

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hello() kernel {
      %f15 = arith.constant 1.5 : f32
      %f025 = arith.constant 0.25 : f32
      %big = arith.constant 1000000007 : i64
      %i255 = arith.constant 255 : i32
      %i16 = arith.constant 16 : i32
      %tid = gpu.thread_id x
      %n = gpu.block_dim x
      %t = arith.index_cast %tid : index to i32
      %n32 = arith.index_cast %n : index to i32
      %tf = arith.sitofp %t : i32 to f32
      %m = arith.mulf %tf, %f15 : f32
      %v = arith.addf %m, %f025 : f32
      %t64 = arith.extsi %t : i32 to i64
      %b = arith.muli %t64, %big : i64
      %h0 = arith.muli %t, %i255 : i32
      %h = arith.addi %h0, %i16 : i32
      gpu.printf "thread %d of %d: value %f, big %lld, hex %x\n", %t, %n32, %v, %b, %h : i32, i32, f32, i64, i32
      gpu.return
    }
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    vector.print str "printf: before launch\n"
    gpu.launch_func @kernels::@hello
        blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
    vector.print str "printf: after launch\n"
    return
  }
}
