// RUN: kfusion-sim %s -e main | FileCheck %s
// RUN: not kfusion-sim %s -e early 2>&1 | FileCheck %s --check-prefix=EARLY
// RUN: not kfusion-sim %s -e past 2>&1 | FileCheck %s --check-prefix=PAST

// What it proves: the interpreter runs asynchronous copies to workgroup
// memory (nvgpu.device_async_copy; nvgpu.device_async_create_group /
// device_async_wait and nvvm.cp.async.commit.group / wait.group, what
// kfusion-lower-tiles stage-async emits) as the GPU may at the latest: a
// copy reads its source when issued and writes shared memory only when a
// wait completes its group, and a wait completes committed groups only,
// all but the newest N. One block of 32 threads, thread t:
//   group 1 (nvgpu ops): sh[t] = a[t] (1 element); sh2[t, 0..1] = b[t, 0..1]
//     with source elements t mod 3 (so 0, 1 or 2 elements read, the rest
//     zero-filled);
//   group 2 (nvvm ops): sh3[t] = a[31 - t];
//   nvvm.cp.async.wait.group 1: group 1 complete, group 2 may be pending;
//   barrier; out[t] = sh[31 - t] + sh2[31 - t, 0] + 10 sh2[31 - t, 1];
//   wait.group 0; barrier; out2[t] = sh3[t].
// With a[t] = t and b[t, k] = 100 (t + 1) + k: out[t] = 31 - t plus, for
// u = 31 - t, 100 (u + 1) where u mod 3 >= 1 and 10 (100 (u + 1) + 1)
// where u mod 3 = 2; out2[t] = 31 - t. Sums printed: out 200796
// (python3: sum(31-t + (100*(u+1) if u%3>=1 else 0) + (10*(100*(u+1)+1)
// if u%3==2 else 0) for t in range(32) for u in [31-t])), out2 496.
//
// Why it would fail: copies completed when issued would make @early's read
// of sh3 before its wait succeed (it must be an uninitialized read); a wait
// that also completed the newest group, or ignored zero fill, or copied the
// wrong number of elements changes a sum; a copy that runs past its
// buffer's last dimension must be reported (@past).

// CHECK: 200796
// CHECK-NEXT: 496
// EARLY: kfusion-sim: error: uninitialized read
// EARLY: @early
// PAST: kfusion-sim: error: out-of-bounds
// PAST-SAME: asynchronous copy of 2 elements from index 31 of the last dimension (size 32)

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @copies(%a: memref<32xi32>, %b: memref<32x2xi32>,
                     %out: memref<32xi32>, %out2: memref<32xi32>)
        workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>,
                  %sh2 : memref<32x2xi32, #gpu.address_space<workgroup>>,
                  %sh3 : memref<32xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c31 = arith.constant 31 : index
      %i10 = arith.constant 10 : i32
      %t = gpu.thread_id x
      %r = arith.subi %c31, %t : index
      %n = arith.remui %t, %c3 : index
      %t1 = nvgpu.device_async_copy %a[%t], %sh[%t], 1 : memref<32xi32> to memref<32xi32, #gpu.address_space<workgroup>>
      %t2 = nvgpu.device_async_copy %b[%t, %c0], %sh2[%t, %c0], 2, %n : memref<32x2xi32> to memref<32x2xi32, #gpu.address_space<workgroup>>
      %g1 = nvgpu.device_async_create_group %t1, %t2
      %t3 = nvgpu.device_async_copy %a[%r], %sh3[%t], 1 : memref<32xi32> to memref<32xi32, #gpu.address_space<workgroup>>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 1
      gpu.barrier
      %v0 = memref.load %sh[%r] : memref<32xi32, #gpu.address_space<workgroup>>
      %v1 = memref.load %sh2[%r, %c0] : memref<32x2xi32, #gpu.address_space<workgroup>>
      %v2 = memref.load %sh2[%r, %c1] : memref<32x2xi32, #gpu.address_space<workgroup>>
      %v2x = arith.muli %v2, %i10 : i32
      %s0 = arith.addi %v0, %v1 : i32
      %s1 = arith.addi %s0, %v2x : i32
      memref.store %s1, %out[%t] : memref<32xi32>
      nvgpu.device_async_wait %g1 {numGroups = 0 : i32}
      gpu.barrier
      %v3 = memref.load %sh3[%t] : memref<32xi32, #gpu.address_space<workgroup>>
      memref.store %v3, %out2[%t] : memref<32xi32>
      gpu.return
    }

    // Reads its copy's destination before any wait.
    gpu.func @early(%a: memref<32xi32>, %out: memref<32xi32>)
        workgroup(%sh : memref<32xi32, #gpu.address_space<workgroup>>)
        kernel {
      %t = gpu.thread_id x
      %t1 = nvgpu.device_async_copy %a[%t], %sh[%t], 1 : memref<32xi32> to memref<32xi32, #gpu.address_space<workgroup>>
      nvvm.cp.async.commit.group
      gpu.barrier
      %v = memref.load %sh[%t] : memref<32xi32, #gpu.address_space<workgroup>>
      memref.store %v, %out[%t] : memref<32xi32>
      nvvm.cp.async.wait.group 0
      gpu.return
    }

    // Two elements from each thread's index (to sh[2 t], sh[2 t + 1]): thread
    // 31's run passes the end of a.
    gpu.func @past(%a: memref<32xi32>)
        workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>)
        kernel {
      %c2 = arith.constant 2 : index
      %t = gpu.thread_id x
      %t2 = arith.muli %t, %c2 : index
      %t1 = nvgpu.device_async_copy %a[%t], %sh[%t2], 2 : memref<32xi32> to memref<64xi32, #gpu.address_space<workgroup>>
      nvvm.cp.async.commit.group
      nvvm.cp.async.wait.group 0
      gpu.return
    }
  }

  func.func private @printI64(i64)
  func.func private @printNewline()

  func.func @inputs() -> (memref<32xi32>, memref<32x2xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %i100 = arith.constant 100 : i32
    %a = gpu.alloc host_shared () : memref<32xi32>
    %b = gpu.alloc host_shared () : memref<32x2xi32>
    scf.for %i = %c0 to %c32 step %c1 {
      %v = arith.index_cast %i : index to i32
      memref.store %v, %a[%i] : memref<32xi32>
      %i1 = arith.addi %i, %c1 : index
      %w1 = arith.index_cast %i1 : index to i32
      %w = arith.muli %w1, %i100 : i32
      scf.for %k = %c0 to %c2 step %c1 {
        %kk = arith.index_cast %k : index to i32
        %x = arith.addi %w, %kk : i32
        memref.store %x, %b[%i, %k] : memref<32x2xi32>
      }
    }
    return %a, %b : memref<32xi32>, memref<32x2xi32>
  }

  func.func @sum(%m: memref<32xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %z = arith.constant 0 : i64
    %s = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %z) -> (i64) {
      %v = memref.load %m[%i] : memref<32xi32>
      %w = arith.extsi %v : i32 to i64
      %n = arith.addi %acc, %w : i64
      scf.yield %n : i64
    }
    func.call @printI64(%s) : (i64) -> ()
    func.call @printNewline() : () -> ()
    return
  }

  func.func @main() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %a, %b = func.call @inputs() : () -> (memref<32xi32>, memref<32x2xi32>)
    %out = gpu.alloc host_shared () : memref<32xi32>
    %out2 = gpu.alloc host_shared () : memref<32xi32>
    gpu.launch_func @kernels::@copies
        blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<32xi32>, %b : memref<32x2xi32>, %out : memref<32xi32>, %out2 : memref<32xi32>)
    func.call @sum(%out) : (memref<32xi32>) -> ()
    func.call @sum(%out2) : (memref<32xi32>) -> ()
    return
  }

  func.func @early() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %a, %b = func.call @inputs() : () -> (memref<32xi32>, memref<32x2xi32>)
    %out = gpu.alloc host_shared () : memref<32xi32>
    gpu.launch_func @kernels::@early
        blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<32xi32>, %out : memref<32xi32>)
    return
  }

  func.func @past() {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %a, %b = func.call @inputs() : () -> (memref<32xi32>, memref<32x2xi32>)
    gpu.launch_func @kernels::@past
        blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1)
        args(%a : memref<32xi32>)
    return
  }
}
