//===- KernelRooflineTest.cpp - Multi-resource roofline of a launch -------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Checks the roofline kfusion-plan-horizontal (model=roofline) projects
// pairs with: mean trip counts of grid-stride loops from the launch sizes,
// DRAM bytes bounded by the buffers, gathers, atomics, dependent round
// trips, the busiest SM's share, partitions, and a fused pair's resources
// adding while its latencies overlap.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelRoofline.h"
#include "ParseKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::kfusion;

namespace {
/// A grid-stride copy of 1 Mi floats, a grid-stride hash-like chain of
/// 32-bit integer operations, a gather through loaded indices, a shared
/// histogram, a clamped 3-wide window, a triangle of block-dependent trips,
/// mma.sync, a cp.async pipeline with an epilogue, a vector sum, bounds
/// checks, two divisions, and a TMA load of a box under an mbarrier.
constexpr const char *kKernels = R"mlir(
  gpu.func @copy(%a: memref<1048576xf32>, %b: memref<1048576xf32>) kernel {
    %n = arith.constant 1048576 : index
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %base = arith.muli %bid, %bdim : index
    %start = arith.addi %base, %tid : index
    %stride = arith.muli %gdim, %bdim : index
    scf.for %i = %start to %n step %stride {
      %v = memref.load %a[%i] : memref<1048576xf32>
      memref.store %v, %b[%i] : memref<1048576xf32>
    }
    gpu.return
  }
  gpu.func @mix(%out: memref<65536xi32>) kernel {
    %n = arith.constant 65536 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c512 = arith.constant 512 : index
    %k = arith.constant 7 : i32
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %gdim = gpu.grid_dim x
    %base = arith.muli %bid, %bdim : index
    %start = arith.addi %base, %tid : index
    %stride = arith.muli %gdim, %bdim : index
    scf.for %i = %start to %n step %stride {
      %seed = arith.index_cast %i : index to i32
      %h = scf.for %r = %c0 to %c512 step %c1 iter_args(%x = %seed) -> (i32) {
        %y = arith.muli %x, %k : i32
        %z = arith.xori %y, %x : i32
        %w = arith.addi %z, %k : i32
        scf.yield %w : i32
      }
      memref.store %h, %out[%i] : memref<65536xi32>
    }
    gpu.return
  }
  gpu.func @gather(%idx: memref<4096xi32>, %data: memref<1048576xf32>,
                   %out: memref<4096xf32>) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %base = arith.muli %bid, %bdim : index
    %i = arith.addi %base, %tid : index
    %j = memref.load %idx[%i] : memref<4096xi32>
    %jj = arith.index_cast %j : i32 to index
    %v = memref.load %data[%jj] : memref<1048576xf32>
    memref.store %v, %out[%i] : memref<4096xf32>
    gpu.return
  }
  gpu.func @histogram(%x: memref<4096xi32>, %bins: memref<16xi32>)
      workgroup(%local: memref<16xi32, #gpu.address_space<workgroup>>) kernel {
    %one = arith.constant 1 : i32
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %bdim = gpu.block_dim x
    %base = arith.muli %bid, %bdim : index
    %i = arith.addi %base, %tid : index
    %v = memref.load %x[%i] : memref<4096xi32>
    %b = arith.index_cast %v : i32 to index
    %old = memref.atomic_rmw addi %one, %local[%b]
        : (i32, memref<16xi32, #gpu.address_space<workgroup>>) -> i32
    gpu.return
  }
  gpu.func @window(%x: memref<1024xf32>, %y: memref<1024xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %n = arith.constant 1024 : index
    %tid = gpu.thread_id x
    %bdim = gpu.block_dim x
    scf.for %i = %tid to %n step %bdim {
      %lo0 = arith.subi %i, %c1 : index
      %lo = arith.maxsi %lo0, %c0 : index
      %hi0 = arith.addi %lo0, %c3 : index
      %hi = arith.minsi %hi0, %n : index
      %zero = arith.constant 0.0 : f32
      %s = scf.for %j = %lo to %hi step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %x[%j] : memref<1024xf32>
        %t = arith.addf %acc, %v : f32
        scf.yield %t : f32
      }
      memref.store %s, %y[%i] : memref<1024xf32>
    }
    gpu.return
  }
  gpu.func @triangle(%x: memref<4096xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c15 = arith.constant 15 : index
    %y = gpu.block_id y
    %q = arith.subi %c15, %y : index
    %n = arith.addi %q, %c1 : index
    %tid = gpu.thread_id x
    scf.for %j = %c0 to %n step %c1 {
      %at = arith.muli %j, %c16 : index
      %i = arith.addi %at, %tid : index
      %v = memref.load %x[%i] : memref<4096xf32>
      memref.store %v, %x[%i] : memref<4096xf32>
    }
    gpu.return
  }
  gpu.func @tensor(%a: vector<2xf16>, %b: vector<2xf16>, %c: f32) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    scf.for %k = %c0 to %c8 step %c1 {
      %0 = nvvm.mma.sync A[%a, %a, %a, %a] B[%b, %b] C[%c, %c, %c, %c]
        {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
         shape = #nvvm.shape<m = 16, n = 8, k = 16>}
        : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    }
    gpu.return
  }
  gpu.func @pipeline(%a: memref<65536xf16>, %out: memref<65536xf32>,
                     %x: vector<2xf16>, %c: f32)
      workgroup(%s : memref<4096xf16, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %tid = gpu.thread_id x
    %at = arith.muli %tid, %c8 : index
    %t0 = nvgpu.device_async_copy %a[%at], %s[%at], 8
        : memref<65536xf16> to memref<4096xf16, #gpu.address_space<workgroup>>
    nvvm.cp.async.commit.group
    scf.for %k = %c0 to %c4 step %c1 {
      nvvm.cp.async.wait.group 1
      %t = nvgpu.device_async_copy %a[%at], %s[%at], 8
          : memref<65536xf16> to memref<4096xf16, #gpu.address_space<workgroup>>
      nvvm.cp.async.commit.group
      %m = nvvm.mma.sync A[%x, %x, %x, %x] B[%x, %x] C[%c, %c, %c, %c]
        {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
         shape = #nvvm.shape<m = 16, n = 8, k = 16>}
        : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    }
    scf.for %j = %c0 to %c16 step %c1 {
      %e = math.exp %c : f32
      %i = arith.addi %at, %j : index
      memref.store %e, %out[%i] : memref<65536xf32>
    }
    gpu.return
  }
  gpu.func @bounds(%x: memref<1024xf32>, %y: memref<1024xf32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1024 = arith.constant 1024 : index
    %ge = arith.cmpi uge, %tid, %c0 : index
    %lt = arith.cmpi ult, %tid, %c1024 : index
    %in = arith.andi %ge, %lt : i1
    %v = memref.load %x[%tid] : memref<1024xf32>
    %z = arith.constant 0.0 : f32
    %s = arith.select %in, %v, %z : f32
    memref.store %s, %y[%tid] : memref<1024xf32>
    gpu.return
  }
  gpu.func @sum(%a: memref<131072xf16>, %b: memref<131072xf16>,
                %out: memref<131072xf16>) kernel {
    %tid = gpu.thread_id x
    %bid = gpu.block_id x
    %c8 = arith.constant 8 : index
    %c2048 = arith.constant 2048 : index
    %row = arith.muli %bid, %c2048 : index
    %col = arith.muli %tid, %c8 : index
    %i = arith.addi %row, %col : index
    %x = vector.load %a[%i] : memref<131072xf16>, vector<8xf16>
    %y = vector.load %b[%i] : memref<131072xf16>, vector<8xf16>
    %s = arith.addf %x, %y : vector<8xf16>
    vector.store %s, %out[%i] : memref<131072xf16>, vector<8xf16>
    gpu.return
  }
  gpu.func @edge(%x: memref<1024xf32>) kernel {
    %tid = gpu.thread_id x
    %bx = gpu.block_id x
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %bx, %c0 : index
    %v = memref.load %x[%tid] : memref<1024xf32>
    scf.if %first {
      %a = arith.mulf %v, %v : f32
      %b = arith.mulf %a, %a : f32
      %c = arith.mulf %b, %b : f32
      %d = arith.mulf %c, %c : f32
      memref.store %d, %x[%tid] : memref<1024xf32>
    } else {
      memref.store %v, %x[%tid] : memref<1024xf32>
    }
    gpu.return
  }
  gpu.func @warp_split(%x: memref<1024xf32>) kernel {
    %tid = gpu.thread_id x
    %c128 = arith.constant 128 : index
    %c16 = arith.constant 16 : index
    %producer = arith.cmpi ult, %tid, %c128 : index
    %v = memref.load %x[%tid] : memref<1024xf32>
    scf.if %producer {
      memref.store %v, %x[%tid] : memref<1024xf32>
    } else {
      %a = arith.mulf %v, %v : f32
      %b = arith.mulf %a, %a : f32
      %c = arith.mulf %b, %b : f32
      %d = arith.mulf %c, %c : f32
      memref.store %d, %x[%tid] : memref<1024xf32>
    }
    %lane = arith.remui %tid, %c16 : index
    %never = arith.cmpi uge, %lane, %c16 : index
    scf.if %never {
      %e = arith.mulf %v, %v : f32
      memref.store %e, %x[%tid] : memref<1024xf32>
    }
    gpu.return
  }
  gpu.func @split_phases(%x: memref<1024xf32>, %y: memref<1024xf32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %zero = arith.constant 0.0 : f32
    %producer = arith.cmpi ult, %tid, %c128 : index
    scf.if %producer {
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        scf.for %i = %c0 to %c8 step %c1 {
          %v = memref.load %x[%i] : memref<1024xf32>
          memref.store %v, %y[%i] : memref<1024xf32>
        }
      }
    } else {
      %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %zero) -> f32 {
        %b = arith.mulf %a, %a : f32
        %c = arith.addf %b, %a : f32
        scf.yield %c : f32
      }
      memref.store %s, %x[%tid] : memref<1024xf32>
      memref.store %s, %y[%tid] : memref<1024xf32>
    }
    gpu.return
  }
  gpu.func @nested_split(%x: memref<1024xf32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %producer = arith.cmpi ult, %tid, %c128 : index
    %v = memref.load %x[%tid] : memref<1024xf32>
    scf.if %producer {
    } else {
      %m = arith.maxui %tid, %c128 : index
      %s = arith.subi %m, %c128 : index
      %team = arith.divui %s, %c128 : index
      %first = arith.cmpi eq, %team, %c0 : index
      scf.if %first {
        %a = arith.mulf %v, %v : f32
        %b = arith.mulf %a, %a : f32
        %c = arith.mulf %b, %b : f32
        %d = arith.mulf %c, %c : f32
        memref.store %d, %x[%tid] : memref<1024xf32>
      }
    }
    gpu.return
  }
  gpu.func @lane_split(%x: memref<1024xf32>) kernel {
    %tid = gpu.thread_id x
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %tid, %c0 : index
    %v = memref.load %x[%tid] : memref<1024xf32>
    scf.if %first {
      %a = arith.mulf %v, %v : f32
      %b = arith.mulf %a, %a : f32
      memref.store %b, %x[%tid] : memref<1024xf32>
    }
    gpu.return
  }
  gpu.func @cluster_edge(%x: memref<1024xf32>) kernel {
    %tid = gpu.thread_id x
    %r = gpu.cluster_block_id x
    %n = gpu.cluster_dim_blocks x
    %c1 = arith.constant 1 : index
    %next = arith.addi %r, %c1 : index
    %last = arith.cmpi eq, %next, %n : index
    %v = memref.load %x[%tid] : memref<1024xf32>
    scf.if %last {
      %a = arith.mulf %v, %v : f32
      %b = arith.mulf %a, %a : f32
      %c = arith.mulf %b, %b : f32
      %d = arith.mulf %c, %c : f32
      memref.store %d, %x[%tid] : memref<1024xf32>
    } else {
      memref.store %v, %x[%tid] : memref<1024xf32>
    }
    gpu.return
  }
  gpu.func @offsets(%x: memref<64x64xf32>, %y: memref<64x64xf32>) kernel {
    %tid = gpu.thread_id x
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %r = arith.addi %tid, %c1 : index
    %l = arith.subi %tid, %c1 : index
    %r2 = arith.addi %r, %c2 : index
    %a = memref.load %x[%c1, %r] : memref<64x64xf32>
    %b = memref.load %x[%c1, %l] : memref<64x64xf32>
    %c = memref.load %x[%r2, %tid] : memref<64x64xf32>
    %s = arith.addf %a, %b : f32
    %t = arith.addf %s, %c : f32
    %u = arith.addi %tid, %c2 : index
    %w = arith.muli %u, %c2 : index
    memref.store %t, %y[%w, %tid] : memref<64x64xf32>
    gpu.return
  }
  gpu.func @divide(%x: memref<1024xf32>, %y: memref<1024xf32>) kernel {
    %tid = gpu.thread_id x
    %eight = arith.constant 8.0 : f32
    %three = arith.constant 3.0 : f32
    %v = memref.load %x[%tid] : memref<1024xf32>
    %p = arith.divf %v, %eight : f32
    %q = arith.divf %p, %three : f32
    memref.store %q, %y[%tid] : memref<1024xf32>
    gpu.return
  }
  gpu.func @tma(%a: memref<64x64xf32>,
                %m: !nvgpu.tensormap.descriptor<tensor = memref<8x32xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none> {kfusion.tensor_map_of = 0 : index})
      workgroup(%s : memref<8x32xf32, #gpu.address_space<workgroup>>) kernel {
    %bar = nvgpu.mbarrier.create -> !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %bytes = arith.constant 1024 : index
    %false = arith.constant false
    %tid = gpu.thread_id x
    %first = arith.cmpi eq, %tid, %c0 : index
    scf.if %first {
      nvgpu.mbarrier.init %bar[%c0], %c1 : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
      nvgpu.mbarrier.arrive.expect_tx %bar[%c0], %bytes : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
      nvgpu.tma.async.load %m[%c0, %c0], %bar[%c0] to %s : !nvgpu.tensormap.descriptor<tensor = memref<8x32xf32, #gpu.address_space<workgroup>>, swizzle = none, l2promo = none, oob = zero, interleave = none>, !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>> -> memref<8x32xf32, #gpu.address_space<workgroup>>
    }
    gpu.barrier
    nvgpu.mbarrier.try_wait.parity %bar[%c0], %false, %bytes : !nvgpu.mbarrier.group<memorySpace = #gpu.address_space<workgroup>>
    gpu.return
  }
)mlir";

class KernelRooflineTest : public ::testing::Test {
protected:
  KernelRooflineTest() {
    context.loadDialect<arith::ArithDialect, func::FuncDialect, gpu::GPUDialect,
                        LLVM::LLVMDialect, math::MathDialect,
                        memref::MemRefDialect, NVVM::NVVMDialect,
                        nvgpu::NVGPUDialect, scf::SCFDialect,
                        vector::VectorDialect>();
    kernel("copy");
    // The tests' kernels are small: the resources, not the device's
    // shortest kernel, are what they check (ShortestKernel checks it).
    device.shortestKernel = 0;
  }

  gpu::GPUFuncOp kernel(StringRef name) {
    if (!module)
      test::parseKernel(context, module, kKernels, name);
    gpu::GPUFuncOp found;
    module->walk([&](gpu::GPUFuncOp f) {
      if (f.getName() == name)
        found = f;
    });
    EXPECT_TRUE(found);
    return found;
  }

  static LaunchShape shape(int64_t blocks, int64_t threads) {
    LaunchShape s;
    s.grid = {blocks, 1, 1};
    s.block = {threads, 1, 1};
    return s;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  DeviceDescription device;
};

// A grid-stride loop runs N / (grid * block) times per thread on average,
// whatever the launch; the DRAM bytes are the buffers', read and written once.
TEST_F(KernelRooflineTest, GridStrideTripsFromTheLaunch) {
  KernelWork small = analyzeKernelWork(kernel("copy"), shape(64, 256), device);
  KernelWork large =
      analyzeKernelWork(kernel("copy"), shape(1024, 256), device);
  EXPECT_FALSE(small.estimatedTripCounts);
  EXPECT_DOUBLE_EQ(small.dramBytes, 2.0 * 4 * 1048576);
  EXPECT_DOUBLE_EQ(large.dramBytes, small.dramBytes);
  // 64 iterations against 4: one dependent round trip per iteration.
  EXPECT_DOUBLE_EQ(small.roundTrips, 64);
  EXPECT_DOUBLE_EQ(large.roundTrips, 4);
  // Coalesced 4-byte accesses: 1/32 of a wavefront per thread each.
  EXPECT_DOUBLE_EQ(small.l1Wavefronts, 64 * 2.0 / 32);
  RooflineProjection p = projectLaunch(large, shape(1024, 256), device);
  EXPECT_EQ(p.bound(), "DRAM");
  EXPECT_DOUBLE_EQ(p.seconds, 8.0 * 1048576 / 3.0e12);
}

// A constant loop of 32-bit integer operations: issue-bound; a multiply and
// two adds or xors at 64 per clock per SM.
TEST_F(KernelRooflineTest, IntegerChainIsIssueBound) {
  KernelWork w = analyzeKernelWork(kernel("mix"), shape(256, 256), device);
  // One outer iteration per thread: 512 * 3 integer ops, the cast, the
  // store's issue slot and the index (64-bit) arithmetic of the grid-stride
  // loop (two multiplications of four 32-bit ops, an addition of two).
  EXPECT_NEAR(w.issueCycles,
              512 * 3.0 / 64 + 1.0 / 64 + 1.0 / 128 + (4 + 2 + 4) / 64.0, 1e-9);
  EXPECT_EQ(projectLaunch(w, shape(256, 256), device).bound(), "issue");
}

// mma.sync counts 2 m n k over its warp's 32 threads, per iteration: a
// tensor-core resource at the device's tensor rate, the bound of a launch
// that does nothing else.
TEST_F(KernelRooflineTest, TensorCoreWorkIsAResource) {
  KernelWork w = analyzeKernelWork(kernel("tensor"), shape(132, 128), device);
  EXPECT_DOUBLE_EQ(w.tensorFlops, 8 * 2.0 * 16 * 8 * 16 / 32);
  RooflineProjection p = projectLaunch(w, shape(132, 128), device);
  EXPECT_EQ(p.bound(), "tensor");
  // One block per SM: 128 threads of it at the SM's share of tensor_rate.
  EXPECT_DOUBLE_EQ(p.tensorSeconds,
                   128 * w.tensorFlops / (device.tensorRate / 132));
  EXPECT_DOUBLE_EQ(p.seconds, p.tensorSeconds);
  // Work without tensor operations has none.
  EXPECT_EQ(
      analyzeKernelWork(kernel("copy"), shape(64, 256), device).tensorFlops,
      0.0);
}

// An address computed from a loaded value is a gather (a wavefront per
// thread) and a second dependent round trip.
TEST_F(KernelRooflineTest, GatherAndDependentLoads) {
  KernelWork w = analyzeKernelWork(kernel("gather"), shape(16, 256), device);
  EXPECT_DOUBLE_EQ(w.l1Wavefronts, 1.0 / 32 + 1.0 + 1.0 / 32);
  EXPECT_DOUBLE_EQ(w.roundTrips, 2);
}

// Shared-memory atomics count against the atomic rate.
TEST_F(KernelRooflineTest, AtomicsAreAResource) {
  KernelWork w = analyzeKernelWork(kernel("histogram"), shape(16, 256), device);
  EXPECT_DOUBLE_EQ(w.atomics, 1);
  EXPECT_EQ(w.staticSharedBytes, 64);
  DeviceDescription slow = device;
  slow.atomicRate = 1e6;
  EXPECT_EQ(projectLaunch(w, shape(16, 256), slow).bound(), "atomics");
}

// A window clamped at the edges: its trip count depends on the enclosing
// loop's induction variable and is the mean over samples of it (3, fewer at
// the first element); its iterations are not unrolled, so the loads chain.
TEST_F(KernelRooflineTest, ClampedWindowSampled) {
  KernelWork w = analyzeKernelWork(kernel("window"), shape(1, 1024), device);
  EXPECT_FALSE(w.estimatedTripCounts);
  // Samples at 0 (2 iterations) and 7 interior points (3): 2.875 loads, each
  // element read 2.875 times, so a load goes to DRAM 1 / 2.875 of the time
  // and to the cache (0.15 / 0.5 of a DRAM round trip) for the rest.
  double miss = 1 / 2.875;
  EXPECT_NEAR(
      w.roundTrips,
      2.875 * (miss + (1 - miss) * device.cacheLatency / device.memoryLatency),
      1e-9);
}

// A loop whose bound the block computes (a causal attention's key tiles:
// block (x, y) runs 16 - y iterations): the mean over the grid's blocks,
// 8.5 for 16 rows of blocks, not block 0's 16.
TEST_F(KernelRooflineTest, BlockDependentTripsAveraged) {
  LaunchShape s = shape(4, 16);
  s.grid[1] = 16;
  KernelWork w = analyzeKernelWork(kernel("triangle"), s, device);
  EXPECT_FALSE(w.estimatedTripCounts);
  KernelWork one = analyzeKernelWork(kernel("triangle"), shape(1, 16), device);
  // One block: y = 0, 16 iterations; 64 blocks: 8.5 on average.
  EXPECT_NEAR(w.l1Wavefronts / one.l1Wavefronts, 8.5 / 16, 1e-9);
}

// The busiest SM: 133 blocks take two blocks' time on 132 SMs.
TEST_F(KernelRooflineTest, BusiestMultiprocessor) {
  KernelWork w = analyzeKernelWork(kernel("mix"), shape(132, 128), device);
  double one = projectLaunch(w, shape(132, 128), device).issueSeconds;
  KernelWork w2 = analyzeKernelWork(kernel("mix"), shape(133, 128), device);
  // Twice the blocks on the busiest SM, each with 132/133 of the work.
  EXPECT_NEAR(projectLaunch(w2, shape(133, 128), device).issueSeconds /
                  (2 * one * 132 / 133),
              1.0, 1e-3);
}

// Partitions: the block sizes when they fit, else cut in proportion, each a
// multiple of 32 and of the block's y*z extent.
TEST_F(KernelRooflineTest, Partitions) {
  using Split = std::pair<int64_t, int64_t>;
  EXPECT_EQ(pairPartitions(shape(1, 256), shape(1, 512)).front(),
            Split(256, 512));
  EXPECT_EQ(pairPartitions(shape(1, 256), shape(1, 1024)).front(),
            Split(192, 832));
  LaunchShape twoD = shape(1, 32);
  twoD.block = {32, 16, 1};
  auto split = pairPartitions(twoD, shape(1, 1024)).front();
  EXPECT_EQ(split.first % 32, 0);
  EXPECT_EQ(split.first % 16, 0);
  EXPECT_LE(split.first + split.second, 1024);
  for (auto [pa, pb] : pairPartitions(shape(1, 128), shape(1, 128)))
    EXPECT_EQ(pa + pb, 256);
}

// A latency-bound and an issue-bound kernel fused: the resources add but do
// not compete, so the fused time is below the sequential and stream times;
// two DRAM-bound copies compete for DRAM and gain nothing.
TEST_F(KernelRooflineTest, FusedResourcesAddLatenciesOverlap) {
  // The copy at 512 blocks: one wave alone and fused, latency-bound.
  PairProjection mixed =
      projectPair(kernel("copy"), shape(512, 256), kernel("mix"),
                  shape(256, 256), {256, 256}, device);
  // The copy's time is its chain of round trips (the phases add only the
  // index arithmetic before its loop to it).
  EXPECT_NEAR(mixed.a.seconds / mixed.a.latencySeconds, 1.0, 0.01);
  EXPECT_EQ(mixed.b.bound(), "issue");
  EXPECT_LT(mixed.fused.seconds, mixed.baseSeconds);
  EXPECT_GT(mixed.gain, 1.2);
  EXPECT_DOUBLE_EQ(mixed.fused.latencySeconds, mixed.a.latencySeconds);
  EXPECT_LE(mixed.baseSeconds, mixed.sequentialSeconds);
  PairProjection copies =
      projectPair(kernel("copy"), shape(1024, 256), kernel("copy"),
                  shape(1024, 256), {256, 256}, device);
  EXPECT_NEAR(copies.gain, 1.0, 1e-9);
  EXPECT_DOUBLE_EQ(copies.fused.dramSeconds, 2 * copies.a.dramSeconds);
}

// Resident blocks per SM: threads, shared memory (with the runtime's
// reservation), and registers when known, allocated per warp in units of 256;
// the stencil model counts with this one rule.
TEST(ResidentBlocksTest, ThreadsSharedMemoryAndRegisters) {
  DeviceDescription gpu;
  EXPECT_EQ(residentBlocks(256, 0, gpu), 8);
  EXPECT_EQ(residentBlocks(32, 0, gpu), 32);
  // 233472 / (20096 + 1024) = 11 (20000 bytes allocated in units of 128).
  EXPECT_EQ(residentBlocks(64, 20000, gpu), 11);
  // Allocation units decide at the edge: 115712 + 1024 fits twice in 233472
  // (116736 each); one byte more is allocated as 115840, and only one fits.
  EXPECT_EQ(residentBlocks(128, 115712, gpu), 2);
  EXPECT_EQ(residentBlocks(128, 115713, gpu), 1);
  // 32 registers: 1024 per warp, 8 warps: 65536 / 8192 = 8 (threads: 8 too).
  EXPECT_EQ(residentBlocks(256, 0, gpu, 32), 8);
  // 40 registers round up to 1280 per warp: 65536 / 10240 = 6.
  EXPECT_EQ(residentBlocks(256, 0, gpu, 40), 6);
  // 0 registers: not counted.
  EXPECT_EQ(residentBlocks(256, 0, gpu, 0), 8);
  EXPECT_EQ(residentBlocks(256, 0, gpu, 255), 1);
  EXPECT_EQ(residentBlocks(256, 0, gpu, 256), 0);
  EXPECT_EQ(residentBlocks(1024, 0, gpu, 128), 0);
  // Blocks larger than a multiprocessor never reside, however large (a
  // launch of 2^63 - 1 threads divided by zero in the register count).
  EXPECT_EQ(residentBlocks(4096, 0, gpu), 0);
  EXPECT_EQ(residentBlocks(INT64_MAX, 0, gpu, 32), 0);
  EXPECT_EQ(residentBlocks(256, INT64_MAX, gpu), 0);
  EXPECT_EQ(residentBlocks(256, INT64_MAX - 16, gpu, 32), 0);
}

// A kernel that declares its block size is compiled to fit one block: 65536
// registers over its warps in units of 256 per warp, at most 255 per thread;
// one block of that many then resides.
TEST(ResidentBlocksTest, RegistersForDeclaredBlock) {
  DeviceDescription gpu;
  EXPECT_EQ(registersForDeclaredBlock(512, gpu), 128);
  EXPECT_EQ(registersForDeclaredBlock(1024, gpu), 64);
  EXPECT_EQ(registersForDeclaredBlock(256, gpu), 255);
  // 12 warps: 5461 per warp, 5376 in units of 256: 168 per thread.
  EXPECT_EQ(registersForDeclaredBlock(384, gpu), 168);
  EXPECT_EQ(registersForDeclaredBlock(1, gpu), 255);
  for (int64_t threads : {288, 384, 512, 640, 1024})
    EXPECT_EQ(residentBlocks(threads, 0, gpu,
                             registersForDeclaredBlock(threads, gpu)),
              1)
        << threads;
  // At the assumed 255 the 512-thread block would not reside.
  EXPECT_EQ(residentBlocks(512, 0, gpu, 255), 0);
}
} // namespace

// cp.async: each copy moves its chunk (8 f16: 16 bytes) from L2 and adds no
// round trip where it is issued; a wait with one group left pending pays
// half of one, and a loop around a wait waits in every iteration (unrolled
// or not): 4 x 1/2 round trips (every read misses: 128 threads read 10 KiB of
// a 128 KiB buffer).
TEST_F(KernelRooflineTest, CopiesAndTheirWaits) {
  KernelWork w = analyzeKernelWork(kernel("pipeline"), shape(1, 128), device);
  EXPECT_DOUBLE_EQ(w.l2Bytes, 5 * 16.0 + 16 * 4.0);
  EXPECT_DOUBLE_EQ(w.roundTrips, 2.0);
  // The copies' shared writes: 16 bytes a thread, 1/8 wavefront each.
  EXPECT_NEAR(w.l1Wavefronts, 5 * (16.0 / 128 + 16.0 / 128) + 16 * 4.0 / 128,
              1e-12);
}

// The phases: the prologue, the pipelined loop (all the tensor work), the
// epilogue loop (all the exponentials), and the return; their sums are the
// kernel's.
TEST_F(KernelRooflineTest, PhasesSplitAtTopLevelLoops) {
  KernelWork w = analyzeKernelWork(kernel("pipeline"), shape(1, 128), device);
  ASSERT_EQ(w.phases.size(), 4u);
  EXPECT_DOUBLE_EQ(w.phases[0].tensorFlops + w.phases[2].tensorFlops, 0);
  EXPECT_DOUBLE_EQ(w.phases[1].tensorFlops, w.tensorFlops);
  EXPECT_DOUBLE_EQ(w.phases[1].roundTrips, 2.0);
  EXPECT_GT(w.phases[2].issueCycles, w.phases[1].issueCycles);
  double issue = 0, l2 = 0;
  for (const PhaseWork &phase : w.phases) {
    issue += phase.issueCycles;
    l2 += phase.l2Bytes;
  }
  EXPECT_NEAR(issue, w.issueCycles, 1e-12);
  EXPECT_NEAR(l2, w.l2Bytes, 1e-12);
}

// A block that fills an SM's shared memory runs alone: its phases add, so
// the projection is their sum per round of blocks (264 blocks: two rounds)
// and exceeds every single resource; where sixteen blocks share the SM, all
// 264 run in one round, and the phases are that round's (the epilogue's
// writes, of one 256 KiB output every block writes, reach DRAM once).
TEST_F(KernelRooflineTest, PhasesAddWhenOneBlockFillsTheSM) {
  LaunchShape alone = shape(264, 128);
  alone.dynamicSharedBytes = 200 * 1024;
  KernelWork w = analyzeKernelWork(kernel("pipeline"), alone, device);
  RooflineProjection one = projectLaunch(w, alone, device);
  EXPECT_EQ(one.blocksPerMultiprocessor, 1);
  EXPECT_EQ(one.bound(), "phases");
  EXPECT_GT(one.phaseSeconds,
            1.01 *
                std::max({one.issueSeconds, one.l1Seconds, one.tensorSeconds,
                          one.l2Seconds, one.dramSeconds, one.latencySeconds}));
  RooflineProjection shared = projectLaunch(w, shape(264, 128), device);
  EXPECT_EQ(shared.blocksPerMultiprocessor, 16);
  EXPECT_LT(shared.phaseSeconds, one.phaseSeconds * 0.75);
}

// A division by a power of two is a multiplication by its exact reciprocal;
// by another constant, a reciprocal and a Newton step.
TEST_F(KernelRooflineTest, DivisionByPowerOfTwo) {
  KernelWork w = analyzeKernelWork(kernel("divide"), shape(1, 128), device);
  // A load and a store (1/128 each), x / 8 as a multiply, x / 3.
  EXPECT_NEAR(w.issueCycles, 2.0 / 128 + 1.0 / 128 + (1.0 / 16 + 8.0 / 128),
              1e-12);
}

// A store of a vector moves the vector (16 bytes of vector<8xf16>, not one
// element); two arguments the launch binds to one buffer are read once.
TEST_F(KernelRooflineTest, VectorStoresAndAliasedArguments) {
  LaunchShape s = shape(64, 256);
  KernelWork w = analyzeKernelWork(kernel("sum"), s, device);
  double buffer = 131072 * 2.0;
  EXPECT_DOUBLE_EQ(w.dramBytes, 3 * buffer);
  EXPECT_DOUBLE_EQ(w.l2Bytes, 3 * 16.0);
  unsigned sameAs[] = {0, 0, 2};
  KernelWork aliased = analyzeKernelWork(kernel("sum"), s, device, 16, sameAs);
  EXPECT_DOUBLE_EQ(aliased.dramBytes, 2 * buffer);
}

// A generated index's bounds checks that always hold (an unsigned x >= 0)
// fold away in LLVM, and so does their and with the real check: the kernel
// issues its load and store, the real comparison (64-bit: two) and the
// select.
TEST_F(KernelRooflineTest, KnownConditionsFoldAway) {
  KernelWork w = analyzeKernelWork(kernel("bounds"), shape(1, 128), device);
  EXPECT_NEAR(w.issueCycles, 2.0 / 128 + 2.0 / 64 + 1.0 / 64, 1e-12);
}

// A branch on the block id alone (the first column of blocks of a 256 x 128
// grid) counts each region by the share of the sampled blocks that take it
// (64 samples: 1/256 is at most a sample's share, here none). The samples'
// x ids vary: a sampling stride that is a multiple of the grid's width would
// see the first column only, and count the multiplications whole.
TEST_F(KernelRooflineTest, BlockUniformBranchByShare) {
  LaunchShape s = shape(256, 128);
  s.grid[1] = 128;
  KernelWork w = analyzeKernelWork(kernel("edge"), s, device);
  // The load and a store (1/128 each: the access's issue), the comparison
  // (64-bit: 2/64), and the multiplications of the first column's blocks.
  double mine = 2.0 / 128 + 2.0 / 64;
  EXPECT_GE(w.issueCycles, mine - 1e-12);
  EXPECT_LT(w.issueCycles, mine + 4.0 / 128 / 32);
  // A single block is the first column: all four.
  KernelWork one = analyzeKernelWork(kernel("edge"), shape(1, 128), device);
  EXPECT_NEAR(one.issueCycles, mine + 4.0 / 128, 1e-12);
}

// A branch on the thread id that splits the block by whole warps (a
// warp-specialized kernel's producer warpgroup and its consumers) issues
// each region in the warps that take it: the consumers' four
// multiplications in two thirds of a 384-thread block; a region no thread
// takes (a lane guard that never holds) issues nothing. Every other
// resource counts as before, for every thread and both regions.
TEST_F(KernelRooflineTest, WarpSplitBranchIssuesByShare) {
  KernelWork w = analyzeKernelWork(kernel("warp_split"), shape(1, 384), device);
  // The load; the comparison (64-bit: 2/64); each region's store, by its
  // share; the consumers' multiplications; the lane's remainder (by a
  // constant, 64-bit: 8/64) and the guard's comparison (2/64).
  double expected = 1.0 / 128 + 2.0 / 64 + (1.0 / 3) / 128 +
                    (2.0 / 3) * (1.0 / 128 + 4.0 / 128) + 8.0 / 64 + 2.0 / 64;
  EXPECT_NEAR(w.issueCycles, expected, 1e-12);
  // A thread's bytes through L2 as before: the load and the three stores.
  EXPECT_DOUBLE_EQ(w.l2Bytes, 4 * 4.0);
}

// A warp-specialized kernel's top-level split is two phases (the block's
// time their sum): the ops up to each branch's first loop (the producer's
// loads in a one-thread branch, the consumers' k loop) side by side, then
// what follows them (the consumers' epilogue stores), which in a grid of
// one tile a block does not overlap the loop. Without the split (a kernel
// whose body were one branch op) the phases would be one.
TEST_F(KernelRooflineTest, WarpSplitIsTwoPhasesAtTheFirstLoop) {
  KernelWork w =
      analyzeKernelWork(kernel("split_phases"), shape(1, 384), device);
  // The constants and the comparison; the two; the return.
  ASSERT_EQ(w.phases.size(), 4u);
  const PhaseWork &loops = w.phases[1], &epilogue = w.phases[2];
  // The loop phase: the consumers' eight multiply-adds (two thirds of the
  // threads), the producer thread's copies; the epilogue: the two stores
  // of each consumer thread (its issue and bytes), none of the loop's.
  EXPECT_GT(loops.issueCycles, 0.0);
  EXPECT_GT(loops.l2Bytes, 0.0);
  EXPECT_NEAR(epilogue.issueCycles, (2.0 / 3) * 2.0 / 128, 1e-12);
  EXPECT_DOUBLE_EQ(epilogue.l2Bytes, 2 * 4.0);
  EXPECT_DOUBLE_EQ(loops.l2Bytes + epilogue.l2Bytes, w.l2Bytes);
}

// A split inside a split (a ping-pong team among the consumers) takes its
// share of the threads that reach it: the first team is a third of a
// 384-thread block (the producer's threads, for which the team's index
// clamps to 0 too, do not count), not two thirds of two thirds.
TEST_F(KernelRooflineTest, NestedWarpSplitTakesItsShareOfTheReachingThreads) {
  KernelWork w =
      analyzeKernelWork(kernel("nested_split"), shape(1, 384), device);
  // The load and the comparison; the consumers' max, subtraction, division
  // by a constant and comparison (64-bit: 2, 2, 8 and 2 / 64); the first
  // team's multiplications and store.
  double expected = 1.0 / 128 + 2.0 / 64 + (2.0 / 3) * (14.0 / 64) +
                    (1.0 / 3) * (4.0 / 128 + 1.0 / 128);
  EXPECT_NEAR(w.issueCycles, expected, 1e-12);
}

// A branch that a warp's lanes take apart (thread 0 alone) is issued by the
// warp whole: its region counts for every thread, as before.
TEST_F(KernelRooflineTest, LaneSplitBranchCountsWhole) {
  KernelWork w = analyzeKernelWork(kernel("lane_split"), shape(1, 128), device);
  EXPECT_NEAR(w.issueCycles, 1.0 / 128 + 2.0 / 64 + 2.0 / 128 + 1.0 / 128,
              1e-12);
}

// A branch on the block's place in its thread-block cluster (the last block
// of each cluster of 4 along x, as a halo exchange's tile variants branch)
// is block-uniform too: each region by its share of the sampled blocks, a
// quarter here; without a cluster every block is its cluster's last.
TEST_F(KernelRooflineTest, ClusterBranchByShare) {
  LaunchShape s = shape(256, 128);
  s.cluster = {4, 1, 1};
  KernelWork w = analyzeKernelWork(kernel("cluster_edge"), s, device);
  // The load and a store, the addition and comparison (64-bit: 2/64 each),
  // and the multiplications of a quarter of the blocks.
  double mine = 2.0 / 128 + 4.0 / 64;
  EXPECT_NEAR(w.issueCycles, mine + 0.25 * 4.0 / 128, 1e-12);
  KernelWork alone =
      analyzeKernelWork(kernel("cluster_edge"), shape(256, 128), device);
  EXPECT_NEAR(alone.issueCycles, mine + 4.0 / 128, 1e-12);
}

// Constants added to the indices of loads and stores are the accesses'
// immediate offsets (free), also through another such addition; an index
// that is multiplied is computed.
TEST_F(KernelRooflineTest, ConstantOffsetsFoldIntoAddresses) {
  KernelWork w = analyzeKernelWork(kernel("offsets"), shape(1, 64), device);
  // Three loads and a store (1/128 each), two f32 additions, and u = tid +
  // 2 and its product (64-bit: 2/64 and 4/64).
  EXPECT_NEAR(w.issueCycles, 4.0 / 128 + 2.0 / 128 + 2.0 / 64 + 4.0 / 64,
              1e-12);
}

// Index arithmetic counts at the width kfusion-to-cubin lowers it to: the
// same kernel with 32-bit indices pays u = tid + 2 and its product as 32-bit
// ops (1/64 each, against 2/64 and 4/64).
TEST_F(KernelRooflineTest, IndexArithmeticAtTheLoweredWidth) {
  KernelWork w = analyzeKernelWork(kernel("offsets"), shape(1, 64), device,
                                   /*defaultTripCount=*/16, {},
                                   /*indexBits=*/32);
  EXPECT_NEAR(w.issueCycles, 4.0 / 128 + 2.0 / 128 + 1.0 / 64 + 1.0 / 64,
              1e-12);
}

// projectFunction counts the width proveIndex32 finds for the module: 32
// bits for a launch it bounds, 64 where a kernel no launch bounds stops the
// proof.
/// A module of kernel @k (its body `body`, over %x: memref<64xf32>), the
/// kernels `extra` beside it, and @main launching @k on 8 threads with the
/// attribute dictionary `launchAttrs`.
static std::string oneLaunchModule(StringRef body, StringRef extra = "",
                                   StringRef launchAttrs = "") {
  return ("module attributes {gpu.container_module} {\n"
          "gpu.module @m {\n"
          "gpu.func @k(%x: memref<64xf32>) kernel {\n" +
          body + "  gpu.return\n}\n" + extra +
          "}\nfunc.func @main(%x: memref<64xf32>) {\n"
          "  %c1 = arith.constant 1 : index\n"
          "  %c8 = arith.constant 8 : index\n"
          "  gpu.launch_func @m::@k blocks in (%c1, %c1, %c1) threads in "
          "(%c8, %c1, %c1) args(%x : memref<64xf32>) " +
          launchAttrs + "\n  return\n}\n}")
      .str();
}

TEST_F(KernelRooflineTest, ProjectFunctionReadsTheProvenWidth) {
  auto project = [&](StringRef extra) {
    std::string source = oneLaunchModule("  %c2 = arith.constant 2 : index\n"
                                         "  %t = gpu.thread_id x\n"
                                         "  %u = arith.addi %t, %c2 : index\n"
                                         "  %p = arith.muli %u, %u : index\n"
                                         "  %v = memref.load %x[%p] : "
                                         "memref<64xf32>\n"
                                         "  memref.store %v, %x[%t] : "
                                         "memref<64xf32>\n",
                                         extra);
    OwningOpRef<ModuleOp> parsed =
        parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(parsed);
    FunctionProjection f =
        projectFunction(*parsed, device, /*defaultTripCount=*/16);
    return std::make_pair(f.indexBits,
                          f.perLaunch.front().projection->issueSeconds);
  };
  auto [narrowBits, narrow] = project("");
  auto [wideBits, wide] = project("gpu.func @idle() kernel { gpu.return }\n");
  EXPECT_EQ(narrowBits, 32u);
  EXPECT_EQ(wideBits, 64u);
  EXPECT_LT(narrow, wide);
}

// A launch measured by the tuning cache (kfusion.gemm_measured_us) is
// projected at that time, the model's projection kept beside it
// (modelledSeconds, what kfusion-fuse's GEMM calibration divides by); an
// unmeasured launch has both the same. A tensor-core GEMM launch carries the
// GEMM model's time (kfusion.gemm_modelled_us): that is its model's
// projection (never under the device's shortest kernel), the resource terms
// still the resources'.
TEST_F(KernelRooflineTest, MeasuredOrModelledLaunchTimes) {
  DeviceDescription h200 = *DeviceDescription::preset("h200");
  auto project = [&](StringRef attr, const DeviceDescription *on = nullptr) {
    std::string source =
        oneLaunchModule("  %t = gpu.thread_id x\n"
                        "  %v = memref.load %x[%t] : memref<64xf32>\n"
                        "  memref.store %v, %x[%t] : memref<64xf32>\n",
                        "", attr);
    OwningOpRef<ModuleOp> parsed =
        parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(parsed);
    return *projectFunction(*parsed, on ? *on : device, /*defaultTripCount=*/16)
                .perLaunch.front()
                .projection;
  };
  RooflineProjection model = project("");
  RooflineProjection measured =
      project("{kfusion.gemm_measured_us = 7.0 : f64}");
  EXPECT_FALSE(model.measured || model.gemmModel);
  EXPECT_DOUBLE_EQ(model.modelledSeconds, model.seconds);
  EXPECT_TRUE(measured.measured);
  EXPECT_DOUBLE_EQ(measured.seconds, 7e-6);
  EXPECT_DOUBLE_EQ(measured.modelledSeconds, model.seconds);
  EXPECT_EQ(measured.bound(), "measured");
  RooflineProjection gemm = project("{kfusion.gemm_modelled_us = 40.0 : f64}");
  EXPECT_TRUE(gemm.gemmModel);
  EXPECT_DOUBLE_EQ(gemm.seconds, 40e-6);
  EXPECT_DOUBLE_EQ(gemm.modelledSeconds, 40e-6);
  EXPECT_DOUBLE_EQ(gemm.dramSeconds, model.dramSeconds);
  EXPECT_EQ(gemm.bound(), "GEMM model");
  EXPECT_DOUBLE_EQ(
      project("{kfusion.gemm_modelled_us = 0.1 : f64}", &h200).seconds,
      h200.shortestKernel);
  RooflineProjection both = project("{kfusion.gemm_measured_us = 7.0 : f64, "
                                    "kfusion.gemm_modelled_us = 40.0 : f64}");
  EXPECT_DOUBLE_EQ(both.seconds, 7e-6);
  EXPECT_DOUBLE_EQ(both.modelledSeconds, 40e-6);
  EXPECT_EQ(both.bound(), "measured");
}

// No launch takes less than the device's shortest kernel (its blocks'
// launch, a round trip and the drain): a one-block division kernel is that
// long; a copy of 8 MiB is longer.
TEST_F(KernelRooflineTest, ShortestKernel) {
  DeviceDescription h200 = *DeviceDescription::preset("h200");
  KernelWork w = analyzeKernelWork(kernel("divide"), shape(1, 128), h200);
  RooflineProjection p = projectLaunch(w, shape(1, 128), h200);
  EXPECT_DOUBLE_EQ(p.seconds, h200.shortestKernel);
  EXPECT_EQ(p.bound(), "floor");
  RooflineProjection large =
      projectLaunch(analyzeKernelWork(kernel("copy"), shape(1024, 256), h200),
                    shape(1024, 256), h200);
  EXPECT_NE(large.bound(), "floor");
  EXPECT_GT(large.seconds, h200.shortestKernel);
}

// A TMA load (stage-tma): one thread per block issues it, so a thread's
// share of the box's 1 KiB is 1024 / 256 bytes through L2, counted against
// the buffer its map describes (kfusion.tensor_map_of): 16 blocks read
// 16 KiB of a 16 KiB buffer, all from DRAM; the mbarrier wait pays the
// load's round trip.
TEST_F(KernelRooflineTest, TmaLoadsCountTheirBoxOncePerBlock) {
  KernelWork w = analyzeKernelWork(kernel("tma"), shape(16, 256), device);
  EXPECT_DOUBLE_EQ(w.l2Bytes, 1024.0 / 256);
  EXPECT_DOUBLE_EQ(w.dramBytes, 64.0 * 64 * 4);
  EXPECT_GE(w.roundTrips, 1.0);
}

// A block-uniform branch whose condition is a long chain (a register
// kernel's interior test ands a hundred comparisons of block ids) is still
// seen as block-uniform, however deep: each region by its share of the
// blocks. Every block of 256 takes the cheap region here, so the costly one
// (200 multiplications) counts nothing; before, a chain deeper than 64 ops
// counted as thread-dependent, and both regions counted for every block
// (hdiff's fused register kernel projected at 1.51 ms against 0.62 measured
// on an H100).
TEST_F(KernelRooflineTest, DeepBlockUniformConditionByShare) {
  std::string body = "  %b = gpu.block_id x\n"
                     "  %t = gpu.thread_id x\n"
                     "  %c0 = arith.constant 0 : index\n"
                     "  %f = arith.constant 2.0 : f32\n"
                     "  %p0 = arith.cmpi sge, %b, %c0 : index\n";
  for (int k = 1; k < 100; ++k) {
    std::string n = std::to_string(k);
    body += "  %c" + n + " = arith.constant " + std::to_string(1000 + k) +
            " : index\n  %q" + n + " = arith.cmpi slt, %b, %c" + n +
            " : index\n  %p" + n + " = arith.andi %p" + std::to_string(k - 1) +
            ", %q" + n + " : i1\n";
  }
  body += "  scf.if %p99 {\n"
          "    %v = memref.load %x[%t] : memref<64xf32>\n"
          "    memref.store %v, %x[%t] : memref<64xf32>\n"
          "  } else {\n"
          "    %v = memref.load %x[%t] : memref<64xf32>\n";
  for (int k = 0; k < 200; ++k)
    body += "    %m" + std::to_string(k) + " = arith.mulf " +
            (k ? "%m" + std::to_string(k - 1) : std::string("%v")) +
            ", %f : f32\n";
  body += "    memref.store %m199, %x[%t] : memref<64xf32>\n  }\n";
  std::string source = "module attributes {gpu.container_module} {\n"
                       "gpu.module @m {\n"
                       "gpu.func @k(%x: memref<64xf32>) kernel {\n" +
                       body + "  gpu.return\n}\n}\n}";
  OwningOpRef<ModuleOp> parsed = parseSourceString<ModuleOp>(source, &context);
  ASSERT_TRUE(parsed);
  gpu::GPUFuncOp k;
  parsed->walk([&](gpu::GPUFuncOp f) { k = f; });
  KernelWork w = analyzeKernelWork(k, shape(256, 64), device);
  // The chain (64-bit comparisons 2/64, the ands 1/64), then a load and a
  // store of the region every block takes.
  double chain = 2.0 / 64 + 99 * (2.0 / 64 + 1.0 / 64);
  EXPECT_NEAR(w.issueCycles, chain + 2.0 / 128, 1e-12);
}
