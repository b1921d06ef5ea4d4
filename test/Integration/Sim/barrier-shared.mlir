// RUN: kfusion-sim %s | FileCheck %s

// What it proves: workgroup memory is per block and shared by the block's
// threads, and gpu.barrier orders the block's accesses to it. (1) A tree
// reduction through a static `workgroup` attribution (memref<256xf32, 3>):
// 4 blocks of 256 threads, 8 halving steps each ended by gpu.barrier inside an
// scf.for. (2) gpu.dynamic_shared_memory carved with memref.view into two
// i32 arrays at byte offsets 0 and 512 (launch with
// dynamic_shared_memory_size 1024); threads exchange values through both
// with barriers between the phases.
//
// Why it would fail: workgroup memory shared between blocks, or not shared
// between a block's threads, changes the block sums; a barrier that did not
// wait would make threads read partial sums not yet written (and the race
// checker, on by default, would stop the run); views that ignored the byte
// offset would alias the two arrays. Inputs are integers stored as f32
// ((37*i mod 201) - 100), so sums are exact. Expected values computed with
// python3/numpy from the same formulas.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @block_sum(%in: memref<1024xf32>, %out: memref<4xf32>)
        workgroup(%sh : memref<256xf32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %g = arith.addi %base, %tid : index
      %v = memref.load %in[%g] : memref<1024xf32>
      memref.store %v, %sh[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      scf.for %k = %c0 to %c8 step %c1 {
        %s = arith.shrui %c128, %k : index
        %active = arith.cmpi ult, %tid, %s : index
        scf.if %active {
          %j = arith.addi %tid, %s : index
          %a = memref.load %sh[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
          %b = memref.load %sh[%j] : memref<256xf32, #gpu.address_space<workgroup>>
          %sum = arith.addf %a, %b : f32
          memref.store %sum, %sh[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        %r = memref.load %sh[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bid] : memref<4xf32>
      }
      gpu.return
    }

    gpu.func @dyn_exchange(%out: memref<256xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c127 = arith.constant 127 : index
      %c128 = arith.constant 128 : index
      %c512 = arith.constant 512 : index
      %i1 = arith.constant 1 : i32
      %i2 = arith.constant 2 : i32
      %i3 = arith.constant 3 : i32
      %i1000 = arith.constant 1000 : i32
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %A = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>>
          to memref<128xi32, #gpu.address_space<workgroup>>
      %B = memref.view %dyn[%c512][] : memref<?xi8, #gpu.address_space<workgroup>>
          to memref<128xi32, #gpu.address_space<workgroup>>
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %t32 = arith.index_cast %tid : index to i32
      %b32 = arith.index_cast %bid : index to i32
      // A[t] = 3t + 1000b
      %t3 = arith.muli %t32, %i3 : i32
      %b1000 = arith.muli %b32, %i1000 : i32
      %av = arith.addi %t3, %b1000 : i32
      memref.store %av, %A[%tid] : memref<128xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      // B[t] = 2*A[127-t] + 1
      %mirror = arith.subi %c127, %tid : index
      %am = memref.load %A[%mirror] : memref<128xi32, #gpu.address_space<workgroup>>
      %am2 = arith.muli %am, %i2 : i32
      %bv = arith.addi %am2, %i1 : i32
      memref.store %bv, %B[%tid] : memref<128xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      // out[b*128+t] = B[(t+1) mod 128] + A[t]
      %tn = arith.addi %tid, %c1 : index
      %next = arith.remui %tn, %c128 : index
      %bn = memref.load %B[%next] : memref<128xi32, #gpu.address_space<workgroup>>
      %aa = memref.load %A[%tid] : memref<128xi32, #gpu.address_space<workgroup>>
      %o = arith.addi %bn, %aa : i32
      %base = arith.muli %bid, %c128 : index
      %g = arith.addi %base, %tid : index
      memref.store %o, %out[%g] : memref<256xi32>
      gpu.return
    }
  }

  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c128 = arith.constant 128 : index
    %c256 = arith.constant 256 : index
    %c1024 = arith.constant 1024 : index
    %i37 = arith.constant 37 : i32
    %i201 = arith.constant 201 : i32
    %i100 = arith.constant 100 : i32
    %shmem = arith.constant 1024 : i32

    %hin = memref.alloc() : memref<1024xf32>
    scf.for %i = %c0 to %c1024 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %m = arith.muli %ii, %i37 : i32
      %r = arith.remsi %m, %i201 : i32
      %v = arith.subi %r, %i100 : i32
      %f = arith.sitofp %v : i32 to f32
      memref.store %f, %hin[%i] : memref<1024xf32>
    }
    %sync_w1 = gpu.wait async
    %din, %sync_t1 = gpu.alloc async [%sync_w1] () : memref<1024xf32>
    gpu.wait [%sync_t1]
    %sync_w2 = gpu.wait async
    %dsum, %sync_t2 = gpu.alloc async [%sync_w2] () : memref<4xf32>
    gpu.wait [%sync_t2]
    %copy_w1 = gpu.wait async
    %copy_t1 = gpu.memcpy async [%copy_w1] %din, %hin : memref<1024xf32>, memref<1024xf32>
    gpu.wait [%copy_t1]
    gpu.launch_func @kernels::@block_sum
        blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%din : memref<1024xf32>, %dsum : memref<4xf32>)
    %hsum = memref.alloc() : memref<4xf32>
    %copy_w2 = gpu.wait async
    %copy_t2 = gpu.memcpy async [%copy_w2] %hsum, %dsum : memref<4xf32>, memref<4xf32>
    gpu.wait [%copy_t2]
    // CHECK: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
    // CHECK-NEXT: [-1,  -33,  -65,  -97]
    %hsum_u = memref.cast %hsum : memref<4xf32> to memref<*xf32>
    func.call @printMemrefF32(%hsum_u) : (memref<*xf32>) -> ()

    %dex = gpu.alloc host_shared () : memref<256xi32>
    gpu.launch_func @kernels::@dyn_exchange
        blocks in (%c2, %c1, %c1) threads in (%c128, %c1, %c1)
        dynamic_shared_memory_size %shmem
        args(%dex : memref<256xi32>)
    %zero = arith.constant 0 : i64
    %ws = scf.for %i = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> (i64) {
      %v = memref.load %dex[%i] : memref<256xi32>
      %v64 = arith.extsi %v : i32 to i64
      %i1 = arith.addi %i, %c1 : index
      %w = arith.index_cast %i1 : index to i64
      %p = arith.muli %v64, %w : i64
      %a = arith.addi %acc, %p : i64
      scf.yield %a : i64
    }
    // CHECK-NEXT: dyn: weighted sum = 91801984
    vector.print str "dyn: weighted sum = "
    vector.print %ws : i64
    %c127 = arith.constant 127 : index
    %c133 = arith.constant 133 : index
    %o0 = memref.load %dex[%c0] : memref<256xi32>
    %o127 = memref.load %dex[%c127] : memref<256xi32>
    %o133 = memref.load %dex[%c133] : memref<256xi32>
    // CHECK-NEXT: dyn: out[0] out[127] out[133] = 757 1144 3742
    vector.print str "dyn: out[0] out[127] out[133] = "
    vector.print %o0 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %o127 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %o133 : i32
    %sync_w3 = gpu.wait async
    %sync_t3 = gpu.dealloc async [%sync_w3] %din : memref<1024xf32>
    gpu.wait [%sync_t3]
    %sync_w4 = gpu.wait async
    %sync_t4 = gpu.dealloc async [%sync_w4] %dsum : memref<4xf32>
    gpu.wait [%sync_t4]
    %sync_w5 = gpu.wait async
    %sync_t5 = gpu.dealloc async [%sync_w5] %dex : memref<256xi32>
    gpu.wait [%sync_t5]
    memref.dealloc %hin : memref<1024xf32>
    memref.dealloc %hsum : memref<4xf32>
    return
  }
}
