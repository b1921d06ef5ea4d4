// RUN: kfusion-sim %s | FileCheck %s
// RUN: kfusion-sim %s --schedule=reverse | FileCheck %s

// What it proves: kernels on f16 and bf16 memrefs run as on the GPU, the way
// the stitching pass emits them: 2 blocks of 32 threads; x[i] = (i - 32) * 0.3
// is computed on the host in f16, copied with gpu.memcpy to a gpu.alloc
// buffer. Each thread loads x[i] (f16), computes t = x*x + 1 in f16, and
// writes t to a workgroup f16 array, x to an f16 view at byte 2 of the dynamic
// shared memory (i8) and 3*tid + block to a workgroup i8 array; after a
// gpu.barrier it reads its neighbour's (tid ^ 1) elements from all three,
// which share a 4-byte word with its own, and gets the neighbour's x also
// through gpu.shuffle xor of an f16 (a mismatch would store NaN). Then y =
// f16(f32(t') * 0.5 + sqrt(f32(|x'|))) + f16(b'), mixing extf, f32 math and
// truncf; w = bf16(x)^2 in bf16; z = x reversed in groups of 8 by
// vector<8xf16> loads, vector.extract, vector.from_elements and vector.store;
// an f16 workgroup counter pair counts the block's threads by
// memref.atomic_rmw addf; gpu.subgroup_reduce add sums each warp's x in f16
// (butterfly order, every step rounded: -158.5 and 148.75, where the exact
// sums are -158.43 and 148.82). A gpu.memset of f16 fills m. Outputs are
// copied back with gpu.memcpy and printed through extf as f32. The second RUN
// visits threads in reverse order: the same results, and again no race.
//
// Why it would fail: a race checker tracking 4-byte words reports a data race
// between the neighbours (the run stops); f16 arithmetic not rounded per op, a
// wrong neighbour, or a shuffle of f16 that moves the wrong value changes y;
// bf16 rounding changes w; element size or order of vector<8xf16> changes z;
// atomics on 2-byte elements that clobber their word neighbour change the
// counts; a reduction carried in f32 changes the sums. Expected values were
// computed with exact rational arithmetic (python3 fractions), not with the
// interpreter.

// CHECK-LABEL: result x
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [64] strides = [1] data =
// CHECK-NEXT: [-9.60156,  -9.30469,  -9,  -8.70312,  -8.39844,  -8.10156,  -7.80078,  -7.5,  -7.20312,  -6.90234,  -6.60156,  -6.30078,  -6,  -5.69922,  -5.40234,  -5.10156,  -4.80078,  -4.5,  -4.19922,  -3.90039,  -3.60156,  -3.30078,  -3,  -2.70117,  -2.40039,  -2.09961,  -1.80078,  -1.5,  -1.2002,  -0.900391,  -0.600098,  -0.300049,  0,  0.300049,  0.600098,  0.900391,  1.2002,  1.5,  1.80078,  2.09961,  2.40039,  2.70117,  3,  3.30078,  3.60156,  3.90039,  4.19922,  4.5,  4.80078,  5.10156,  5.40234,  5.69922,  6,  6.30078,  6.60156,  6.90234,  7.20312,  7.5,  7.80078,  8.10156,  8.39844,  8.70312,  9,  9.30469]
// CHECK-LABEL: result y
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [64] strides = [1] data =
// CHECK-NEXT: [49.8438,  49.6875,  50.3125,  50,  51.1562,  50.6875,  52.375,  51.7188,  53.9375,  53.125,  55.875,  54.875,  58.125,  56.9375,  60.7812,  59.4375,  63.75,  62.2188,  67.0625,  65.375,  70.75,  68.875,  74.8125,  72.75,  79.125,  76.9375,  83.875,  81.4375,  88.875,  86.3125,  94.0625,  91.4375,  5.09375,  1.5,  11.8516,  8.45312,  18.8438,  15.3125,  26.1562,  22.4688,  33.7812,  29.9375,  41.75,  37.7188,  50.0938,  45.875,  58.75,  54.375,  67.75,  63.2188,  77.125,  72.4375,  86.875,  81.9375,  96.9375,  91.875,  107.375,  102.125,  118.125,  112.75,  129.25,  123.688,  140.875,  135]
// CHECK-LABEL: result w
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [64] strides = [1] data =
// CHECK-NEXT: [92.5,  86.5,  81,  75.5,  70,  66,  61,  56.25,  51.75,  47.75,  43.5,  39.75,  36,  32.25,  29.25,  26,  23.125,  20.25,  17.5,  15.25,  12.9375,  10.875,  9,  7.3125,  5.78125,  4.375,  3.23438,  2.25,  1.44531,  0.808594,  0.361328,  0.090332,  0,  0.090332,  0.361328,  0.808594,  1.44531,  2.25,  3.23438,  4.375,  5.78125,  7.3125,  9,  10.875,  12.9375,  15.25,  17.5,  20.25,  23.125,  26,  29.25,  32.25,  36,  39.75,  43.5,  47.75,  51.75,  56.25,  61,  66,  70,  75.5,  81,  86.5]
// CHECK-LABEL: result z
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [64] strides = [1] data =
// CHECK-NEXT: [-7.5,  -7.80078,  -8.10156,  -8.39844,  -8.70312,  -9,  -9.30469,  -9.60156,  -5.10156,  -5.40234,  -5.69922,  -6,  -6.30078,  -6.60156,  -6.90234,  -7.20312,  -2.70117,  -3,  -3.30078,  -3.60156,  -3.90039,  -4.19922,  -4.5,  -4.80078,  -0.300049,  -0.600098,  -0.900391,  -1.2002,  -1.5,  -1.80078,  -2.09961,  -2.40039,  2.09961,  1.80078,  1.5,  1.2002,  0.900391,  0.600098,  0.300049,  0,  4.5,  4.19922,  3.90039,  3.60156,  3.30078,  3,  2.70117,  2.40039,  6.90234,  6.60156,  6.30078,  6,  5.69922,  5.40234,  5.10156,  4.80078,  9.30469,  9,  8.70312,  8.39844,  8.10156,  7.80078,  7.5,  7.20312]
// CHECK-LABEL: result counts and memset
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [32,  32]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [0.0999756,  0.0999756,  0.0999756]
// CHECK-LABEL: result sums
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [-158.5,  148.75]
// CHECK-NOT: error

#wg = #gpu.address_space<workgroup>

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @compute(%x: memref<64xf16>, %y: memref<64xf16>,
                      %w: memref<64xbf16>, %z: memref<64xf16>,
                      %counts: memref<2xf16>, %sums: memref<2xf16>)
        workgroup(%sh : memref<32xf16, #wg>, %sh8 : memref<32xi8, #wg>,
                  %acc : memref<2xf16, #wg>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %i1 = arith.constant 1 : i32
      %i3 = arith.constant 3 : i32
      %i32 = arith.constant 32 : i32
      %one = arith.constant 1.0 : f16
      %zero = arith.constant 0.0 : f16
      %nan = arith.constant 0x7E00 : f16
      %half = arith.constant 0.5 : f32
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %base = arith.muli %bid, %c32 : index
      %i = arith.addi %base, %tid : index
      %xv = memref.load %x[%i] : memref<64xf16>
      %xx = arith.mulf %xv, %xv : f16
      %t = arith.addf %xx, %one : f16
      memref.store %t, %sh[%tid] : memref<32xf16, #wg>
      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #wg>
      %dv = memref.view %dyn[%c2][] : memref<?xi8, #wg> to memref<32xf16, #wg>
      memref.store %xv, %dv[%tid] : memref<32xf16, #wg>
      %t32 = arith.index_cast %tid : index to i32
      %b32 = arith.index_cast %bid : index to i32
      %t3 = arith.muli %t32, %i3 : i32
      %k32 = arith.addi %t3, %b32 : i32
      %k8 = arith.trunci %k32 : i32 to i8
      memref.store %k8, %sh8[%tid] : memref<32xi8, #wg>
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        memref.store %zero, %acc[%c0] : memref<2xf16, #wg>
        memref.store %zero, %acc[%c1] : memref<2xf16, #wg>
      }
      gpu.barrier
      %n = arith.xori %tid, %c1 : index
      %tn = memref.load %sh[%n] : memref<32xf16, #wg>
      %xn = memref.load %dv[%n] : memref<32xf16, #wg>
      %bn = memref.load %sh8[%n] : memref<32xi8, #wg>
      %xs, %valid = gpu.shuffle xor %xv, %i1, %i32 : f16
      %parity = arith.remui %tid, %c2 : index
      %old = memref.atomic_rmw addf %one, %acc[%parity]
          : (f16, memref<2xf16, #wg>) -> f16
      %warpSum = gpu.subgroup_reduce add %xv : (f16) -> f16
      // y = f16(f32(t') * 0.5 + sqrt(f32(|x'|))) + f16(b')
      %tw = arith.extf %tn : f16 to f32
      %th = arith.mulf %tw, %half : f32
      %ax = math.absf %xn : f16
      %axw = arith.extf %ax : f16 to f32
      %r = math.sqrt %axw : f32
      %v32 = arith.addf %th, %r : f32
      %v16 = arith.truncf %v32 : f32 to f16
      %kb = arith.sitofp %bn : i8 to f16
      %yv = arith.addf %v16, %kb : f16
      %same = arith.cmpf oeq, %xs, %xn : f16
      %ok = arith.andi %same, %valid : i1
      %ys = arith.select %ok, %yv, %nan : f16
      memref.store %ys, %y[%i] : memref<64xf16>
      // w = bf16(x)^2
      %xw = arith.extf %xv : f16 to f32
      %xb = arith.truncf %xw : f32 to bf16
      %wv = arith.mulf %xb, %xb : bf16
      memref.store %wv, %w[%i] : memref<64xbf16>
      // z: groups of 8 reversed, by the block's first 4 threads.
      %vecThread = arith.cmpi ult, %tid, %c4 : index
      scf.if %vecThread {
        %off = arith.muli %tid, %c8 : index
        %g = arith.addi %base, %off : index
        %vec = vector.load %x[%g] : memref<64xf16>, vector<8xf16>
        %e0 = vector.extract %vec[0] : f16 from vector<8xf16>
        %e1 = vector.extract %vec[1] : f16 from vector<8xf16>
        %e2 = vector.extract %vec[2] : f16 from vector<8xf16>
        %e3 = vector.extract %vec[3] : f16 from vector<8xf16>
        %e4 = vector.extract %vec[4] : f16 from vector<8xf16>
        %e5 = vector.extract %vec[5] : f16 from vector<8xf16>
        %e6 = vector.extract %vec[6] : f16 from vector<8xf16>
        %e7 = vector.extract %vec[7] : f16 from vector<8xf16>
        %rev = vector.from_elements %e7, %e6, %e5, %e4, %e3, %e2, %e1, %e0 : vector<8xf16>
        vector.store %rev, %z[%g] : memref<64xf16>, vector<8xf16>
      }
      gpu.barrier
      scf.if %first {
        %a0 = memref.load %acc[%c0] : memref<2xf16, #wg>
        %a1 = memref.load %acc[%c1] : memref<2xf16, #wg>
        %total = arith.addf %a0, %a1 : f16
        memref.store %total, %counts[%bid] : memref<2xf16>
        memref.store %warpSum, %sums[%bid] : memref<2xf16>
      }
      gpu.return
    }
  }

  func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

  // Prints a host f16 buffer through arith.extf.
  func.func @printF16(%src: memref<?xf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %n = memref.dim %src, %c0 : memref<?xf16>
    %dst = memref.alloc(%n) : memref<?xf32>
    scf.for %i = %c0 to %n step %c1 {
      %h = memref.load %src[%i] : memref<?xf16>
      %f = arith.extf %h : f16 to f32
      memref.store %f, %dst[%i] : memref<?xf32>
    }
    %u = memref.cast %dst : memref<?xf32> to memref<*xf32>
    func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    memref.dealloc %dst : memref<?xf32>
    return
  }

  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c32 = arith.constant 32 : index
    %c64 = arith.constant 64 : index
    %shmem = arith.constant 66 : i32
    %i32c = arith.constant 32 : i32
    %point3 = arith.constant 0.3 : f16
    %hx = memref.alloc() : memref<64xf16>
    scf.for %i = %c0 to %c64 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %d = arith.subi %ii, %i32c : i32
      %f = arith.sitofp %d : i32 to f16
      %v = arith.mulf %f, %point3 : f16
      memref.store %v, %hx[%i] : memref<64xf16>
    }
    %dx = gpu.alloc () : memref<64xf16>
    %dy = gpu.alloc () : memref<64xf16>
    %dw = gpu.alloc () : memref<64xbf16>
    %dz = gpu.alloc () : memref<64xf16>
    %dc = gpu.alloc () : memref<2xf16>
    %dm = gpu.alloc () : memref<3xf16>
    %ds = gpu.alloc () : memref<2xf16>
    gpu.memcpy %dx, %hx : memref<64xf16>, memref<64xf16>
    %tenth = arith.constant 0.1 : f16
    gpu.memset %dm, %tenth : memref<3xf16>, f16
    gpu.launch_func @kernels::@compute
        blocks in (%c2, %c1, %c1) threads in (%c32, %c1, %c1)
        dynamic_shared_memory_size %shmem
        args(%dx : memref<64xf16>, %dy : memref<64xf16>,
             %dw : memref<64xbf16>, %dz : memref<64xf16>,
             %dc : memref<2xf16>, %ds : memref<2xf16>)
    %hy = memref.alloc() : memref<64xf16>
    %hw = memref.alloc() : memref<64xbf16>
    %hz = memref.alloc() : memref<64xf16>
    %hc = memref.alloc() : memref<2xf16>
    %hm = memref.alloc() : memref<3xf16>
    %hs = memref.alloc() : memref<2xf16>
    gpu.memcpy %hy, %dy : memref<64xf16>, memref<64xf16>
    gpu.memcpy %hw, %dw : memref<64xbf16>, memref<64xbf16>
    gpu.memcpy %hz, %dz : memref<64xf16>, memref<64xf16>
    gpu.memcpy %hc, %dc : memref<2xf16>, memref<2xf16>
    gpu.memcpy %hm, %dm : memref<3xf16>, memref<3xf16>
    gpu.memcpy %hs, %ds : memref<2xf16>, memref<2xf16>

    vector.print str "result x\n"
    %xd = memref.cast %hx : memref<64xf16> to memref<?xf16>
    call @printF16(%xd) : (memref<?xf16>) -> ()
    vector.print str "result y\n"
    %yd = memref.cast %hy : memref<64xf16> to memref<?xf16>
    call @printF16(%yd) : (memref<?xf16>) -> ()
    vector.print str "result w\n"
    %wf = memref.alloc() : memref<64xf32>
    scf.for %i = %c0 to %c64 step %c1 {
      %b = memref.load %hw[%i] : memref<64xbf16>
      %f = arith.extf %b : bf16 to f32
      memref.store %f, %wf[%i] : memref<64xf32>
    }
    %wu = memref.cast %wf : memref<64xf32> to memref<*xf32>
    call @printMemrefF32(%wu) : (memref<*xf32>) -> ()
    vector.print str "result z\n"
    %zd = memref.cast %hz : memref<64xf16> to memref<?xf16>
    call @printF16(%zd) : (memref<?xf16>) -> ()
    vector.print str "result counts and memset\n"
    %cd = memref.cast %hc : memref<2xf16> to memref<?xf16>
    call @printF16(%cd) : (memref<?xf16>) -> ()
    %md = memref.cast %hm : memref<3xf16> to memref<?xf16>
    call @printF16(%md) : (memref<?xf16>) -> ()
    vector.print str "result sums\n"
    %sd = memref.cast %hs : memref<2xf16> to memref<?xf16>
    call @printF16(%sd) : (memref<?xf16>) -> ()
    gpu.dealloc %dx : memref<64xf16>
    gpu.dealloc %dy : memref<64xf16>
    gpu.dealloc %dw : memref<64xbf16>
    gpu.dealloc %dz : memref<64xf16>
    gpu.dealloc %dc : memref<2xf16>
    gpu.dealloc %dm : memref<3xf16>
    gpu.dealloc %ds : memref<2xf16>
    return
  }
}
