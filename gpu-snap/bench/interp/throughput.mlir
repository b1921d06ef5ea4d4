// Interpreter throughput benchmark (see README.md in this directory).
//
//   kfusion-sim bench/interp/throughput.mlir --throughput
//
// 64 blocks x 256 threads (16384 threads), each running 2000 iterations of
// integer and float arithmetic with a table lookup (global load) and a
// store per iteration: about 16384 * 2000 * 17 = 5.6e8 interpreted kernel
// ops. --throughput prints `kfusion-sim: ops=N seconds=S mops=M` on stderr.
//
// The printed checksums were computed independently with numpy (int32
// wrap-around and float32 rounding emulated per op; three threads re-checked
// with a scalar pure-Python emulation), so the benchmark also checks that
// the fast paths compute the right thing. To check them:
//
//   kfusion-sim bench/interp/throughput.mlir --throughput | FileCheck bench/interp/throughput.mlir
//
// CHECK: throughput: sum(acc_i) = 72405659960
// CHECK-NEXT: throughput: sum(bits(acc_f)) = 885761464902
// CHECK-NEXT: throughput: acc_i[0] acc_i[16383] = -1684797915 -1231929644
// CHECK-NEXT: throughput: acc_f[12345] = -177.169

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mix(%table: memref<256xi32>, %scratch: memref<16384xi32>,
                  %out_i: memref<16384xi32>, %out_f: memref<16384xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2000 = arith.constant 2000 : index
      %a = arith.constant 1664525 : i32
      %b = arith.constant 1013904223 : i32
      %s13 = arith.constant 13 : i32
      %s22 = arith.constant 22 : i32
      %m255 = arith.constant 255 : i32
      %half = arith.constant 0.5 : f32
      %f0 = arith.constant 0.0 : f32
      %g = gpu.global_id x
      %gi = arith.index_cast %g : index to i32
      %ri, %rf = scf.for %k = %c0 to %c2000 step %c1
          iter_args(%acc_i = %gi, %acc_f = %f0) -> (i32, f32) {
        %ki = arith.index_cast %k : index to i32
        %x0 = arith.muli %acc_i, %a : i32
        %x1 = arith.addi %x0, %b : i32
        %x = arith.addi %x1, %ki : i32
        %sh = arith.shrui %x, %s13 : i32
        %y = arith.xori %x, %sh : i32
        %yi = arith.andi %y, %m255 : i32
        %idx = arith.index_cast %yi : i32 to index
        %t = memref.load %table[%idx] : memref<256xi32>
        %ni = arith.addi %y, %t : i32
        %sm = arith.shrsi %x, %s22 : i32
        %f = arith.sitofp %sm : i32 to f32
        %h = arith.mulf %acc_f, %half : f32
        %nf = arith.addf %h, %f : f32
        memref.store %ni, %scratch[%g] : memref<16384xi32>
        scf.yield %ni, %nf : i32, f32
      }
      memref.store %ri, %out_i[%g] : memref<16384xi32>
      memref.store %rf, %out_f[%g] : memref<16384xf32>
      gpu.return
    }
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c256 = arith.constant 256 : index
    %c12345 = arith.constant 12345 : index
    %c16383 = arith.constant 16383 : index
    %c16384 = arith.constant 16384 : index
    %i1021 = arith.constant 1021 : i32
    %i510 = arith.constant 510 : i32
    %z64 = arith.constant 0 : i64

    // table[i] = (i*i mod 1021) - 510
    %table = gpu.alloc host_shared () : memref<256xi32>
    scf.for %i = %c0 to %c256 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %sq = arith.muli %ii, %ii : i32
      %r = arith.remsi %sq, %i1021 : i32
      %v = arith.subi %r, %i510 : i32
      memref.store %v, %table[%i] : memref<256xi32>
    }
    %sync_w1 = gpu.wait async
    %scratch, %sync_t1 = gpu.alloc async [%sync_w1] () : memref<16384xi32>
    gpu.wait [%sync_t1]
    %out_i = gpu.alloc host_shared () : memref<16384xi32>
    %out_f = gpu.alloc host_shared () : memref<16384xf32>
    gpu.launch_func @kernels::@mix
        blocks in (%c64, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%table : memref<256xi32>, %scratch : memref<16384xi32>,
             %out_i : memref<16384xi32>, %out_f : memref<16384xf32>)

    %si, %sf = scf.for %i = %c0 to %c16384 step %c1
        iter_args(%a = %z64, %b = %z64) -> (i64, i64) {
      %v = memref.load %out_i[%i] : memref<16384xi32>
      %v64 = arith.extsi %v : i32 to i64
      %a2 = arith.addi %a, %v64 : i64
      %f = memref.load %out_f[%i] : memref<16384xf32>
      %fb = arith.bitcast %f : f32 to i32
      %fb64 = arith.extsi %fb : i32 to i64
      %b2 = arith.addi %b, %fb64 : i64
      scf.yield %a2, %b2 : i64, i64
    }
    vector.print str "throughput: sum(acc_i) = "
    vector.print %si : i64
    vector.print str "throughput: sum(bits(acc_f)) = "
    vector.print %sf : i64
    %e0 = memref.load %out_i[%c0] : memref<16384xi32>
    %e1 = memref.load %out_i[%c16383] : memref<16384xi32>
    vector.print str "throughput: acc_i[0] acc_i[16383] = "
    vector.print %e0 : i32 punctuation <no_punctuation>
    vector.print str " "
    vector.print %e1 : i32
    %ef = memref.load %out_f[%c12345] : memref<16384xf32>
    vector.print str "throughput: acc_f[12345] = "
    vector.print %ef : f32
    %sync_w2 = gpu.wait async
    %sync_t2 = gpu.dealloc async [%sync_w2] %table : memref<256xi32>
    gpu.wait [%sync_t2]
    %sync_w3 = gpu.wait async
    %sync_t3 = gpu.dealloc async [%sync_w3] %scratch : memref<16384xi32>
    gpu.wait [%sync_t3]
    %sync_w4 = gpu.wait async
    %sync_t4 = gpu.dealloc async [%sync_w4] %out_i : memref<16384xi32>
    gpu.wait [%sync_t4]
    %sync_w5 = gpu.wait async
    %sync_t5 = gpu.dealloc async [%sync_w5] %out_f : memref<16384xf32>
    gpu.wait [%sync_t5]
    return
  }
}
