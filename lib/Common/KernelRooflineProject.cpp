//===- KernelRooflineProject.cpp - A launch's roofline projection ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The common cost model's projection of a launch from its kernel's work
// (KernelRoofline.cpp walks the kernel): per-SM resources over the busiest
// multiprocessor, L2 and DRAM over their bandwidths, the latency path, the
// phases of a round of co-resident blocks, the device's shortest kernel; and
// of a horizontally fused pair against its unfused ways.
//
//===----------------------------------------------------------------------===//

#include "KFusion/Common/KernelRoofline.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::kfusion;

/// Seconds of `perBlock` units of a per-SM resource served at `rate` units
/// per second per SM, over the ceil(blocks / SMs) blocks of the busiest SM.
static double perMultiprocessor(double perBlock, int64_t blocks, double rate,
                                const DeviceDescription &device) {
  double busiest = std::ceil(double(blocks) / double(device.multiprocessors));
  return busiest * perBlock / rate;
}

/// Per-SM rates of the issue, L1 and atomic resources.
static std::array<double, 4> rates(const DeviceDescription &device) {
  double sms = double(device.multiprocessors);
  return {device.clockRate, device.clockRate * device.l1WavefrontsPerClock,
          device.atomicRate / sms, device.tensorRate / sms};
}

static std::array<double, 4> perThread(const KernelWork &work) {
  return {work.issueCycles, work.l1Wavefronts, work.atomics, work.tensorFlops};
}

/// The projection: the largest resource, or the phases' sequence where it
/// is more than 1% over it (a kernel whose time is one phase's resource is
/// that resource; its straight-line code around the loop adds little).
static void finish(RooflineProjection &p) {
  double largest =
      std::max({p.issueSeconds, p.l1Seconds, p.atomicSeconds, p.tensorSeconds,
                p.l2Seconds, p.dramSeconds, p.latencySeconds});
  p.seconds = p.phaseSeconds > largest * 1.01 ? p.phaseSeconds : largest;
  p.seconds = std::max(p.seconds, p.floorSeconds);
}

/// Rounds of co-resident blocks on the busiest multiprocessor.
static double rounds(int64_t blocks, int64_t resident,
                     const DeviceDescription &device) {
  double busiest = std::ceil(double(blocks) / double(device.multiprocessors));
  return std::ceil(busiest / double(std::max<int64_t>(resident, 1)));
}

/// Seconds one block of `threads` threads takes through `work`'s phases, at
/// the rates of a multiprocessor to itself and `active` blocks running at
/// once on the device: per phase, the longest of its SM resources, its L2
/// and DRAM bytes at a block's share of the device's bandwidths, and its
/// chain of round trips.
static double blockPhaseSeconds(const KernelWork &work, double threads,
                                double active,
                                const DeviceDescription &device) {
  std::array<double, 4> rate = rates(device);
  double total = 0;
  for (const PhaseWork &phase : work.phases)
    total +=
        std::max({threads * phase.issueCycles / rate[0],
                  threads * phase.l1Wavefronts / rate[1],
                  threads * phase.atomics / rate[2],
                  threads * phase.tensorFlops / rate[3],
                  active * threads * phase.l2Bytes / device.l2Bandwidth,
                  active * threads * phase.dramBytes / device.dramBandwidth,
                  phase.roundTrips * device.memoryLatency});
  return total;
}

/// Blocks of a `blocks` grid running at once with `resident` per SM, on
/// average over its rounds (the bandwidths serve the blocks there are).
static double activeBlocks(int64_t blocks, int64_t resident,
                           const DeviceDescription &device) {
  return double(blocks) / rounds(blocks, resident, device);
}

RooflineProjection
mlir::kfusion::projectLaunch(const KernelWork &work, const LaunchShape &shape,
                             const DeviceDescription &device) {
  RooflineProjection p;
  int64_t blocks = shape.blocks();
  double threads = double(shape.threads());
  std::array<double, 4> rate = rates(device);
  std::array<double, 4> units = perThread(work);
  p.issueSeconds =
      perMultiprocessor(threads * units[0], blocks, rate[0], device);
  p.l1Seconds = perMultiprocessor(threads * units[1], blocks, rate[1], device);
  p.atomicSeconds =
      perMultiprocessor(threads * units[2], blocks, rate[2], device);
  p.tensorSeconds =
      perMultiprocessor(threads * units[3], blocks, rate[3], device);
  p.l2Seconds = perMultiprocessor(
      threads * work.l2Bytes, blocks,
      device.l2Bandwidth / double(device.multiprocessors), device);
  p.dramSeconds = work.dramBytes / device.dramBandwidth;
  p.blocksPerMultiprocessor =
      residentBlocks(shape.threads(),
                     work.staticSharedBytes + shape.dynamicSharedBytes, device);
  p.floorSeconds = device.shortestKernel;
  p.phaseSeconds =
      rounds(blocks, p.blocksPerMultiprocessor, device) *
      blockPhaseSeconds(work, threads,
                        activeBlocks(blocks, p.blocksPerMultiprocessor, device),
                        device);
  double slots = double(std::max<int64_t>(p.blocksPerMultiprocessor, 1) *
                        device.multiprocessors);
  p.slotShare = std::min(1.0, double(blocks) / slots);
  p.latencySeconds = std::ceil(double(blocks) / slots) * work.roundTrips *
                     device.memoryLatency;
  if (p.blocksPerMultiprocessor == 0)
    p.latencySeconds = std::numeric_limits<double>::infinity();
  finish(p);
  return p;
}

SmallVector<std::pair<int64_t, int64_t>>
mlir::kfusion::pairPartitions(const LaunchShape &a, const LaunchShape &b,
                              int64_t maxThreads) {
  SmallVector<std::pair<int64_t, int64_t>> result;
  int64_t ta = a.threads(), tb = b.threads();
  // Multiples of 32 and of the block's y*z extent (the x extent changes).
  int64_t ma = std::lcm<int64_t>(32, a.block[1] * a.block[2]);
  int64_t mb = std::lcm<int64_t>(32, b.block[1] * b.block[2]);
  auto add = [&](int64_t pa, int64_t pb) {
    if (pa >= ma && pb >= mb && pa % ma == 0 && pb % mb == 0 &&
        pa + pb <= maxThreads &&
        !llvm::is_contained(result, std::make_pair(pa, pb)))
      result.push_back({pa, pb});
  };
  if (ta + tb <= maxThreads)
    add(ta, tb);
  int64_t total = std::min(ta + tb, maxThreads) / 32 * 32;
  int64_t pa = int64_t(double(ta) / double(ta + tb) * double(total)) / ma * ma;
  add(pa, (total - pa) / mb * mb);
  int64_t step = std::min(ta, tb) <= 128 ? 32 : 128;
  for (int64_t d = step; d < total; d += step)
    add(d / ma * ma, (total - d) / mb * mb);
  return result;
}

/// `shape` with `partition` threads: the x extent changes.
static LaunchShape withPartition(LaunchShape shape, int64_t partition) {
  shape.block[0] =
      partition / std::max<int64_t>(shape.block[1] * shape.block[2], 1);
  return shape;
}

PairProjection mlir::kfusion::projectPair(
    gpu::GPUFuncOp kernelA, const LaunchShape &a, gpu::GPUFuncOp kernelB,
    const LaunchShape &b, std::pair<int64_t, int64_t> partitions,
    const DeviceDescription &device, int64_t defaultTripCount) {
  PairProjection pair;
  KernelWork workA = analyzeKernelWork(kernelA, a, device, defaultTripCount);
  KernelWork workB = analyzeKernelWork(kernelB, b, device, defaultTripCount);
  pair.a = projectLaunch(workA, a, device);
  pair.b = projectLaunch(workB, b, device);
  pair.partitionA = partitions.first;
  pair.partitionB = partitions.second;
  pair.sequentialSeconds = pair.a.seconds + pair.b.seconds;

  // Two streams: the resources as if perfectly balanced over the SMs, and
  // the shorter kernel overlapped as far as the slots the other leaves free.
  std::array<double, 4> rate = rates(device);
  std::array<double, 4> unitsA = perThread(workA), unitsB = perThread(workB);
  double threadsA = double(a.threads()) * double(a.blocks());
  double threadsB = double(b.threads()) * double(b.blocks());
  double balanced =
      std::max((workA.dramBytes + workB.dramBytes) / device.dramBandwidth,
               (threadsA * workA.l2Bytes + threadsB * workB.l2Bytes) /
                   device.l2Bandwidth);
  for (unsigned r = 0; r < rate.size(); ++r)
    balanced =
        std::max(balanced, (threadsA * unitsA[r] + threadsB * unitsB[r]) /
                               (rate[r] * double(device.multiprocessors)));
  // The first kernel's blocks are placed first: the second one overlaps it
  // in the block slots the first leaves free.
  double overlap =
      std::min(pair.a.seconds, pair.b.seconds) * (1.0 - pair.a.slotShare);
  pair.streamsSeconds = std::max({pair.a.seconds, pair.b.seconds, balanced,
                                  pair.sequentialSeconds - overlap});
  pair.baseSeconds = std::min(pair.sequentialSeconds, pair.streamsSeconds);

  // Fused: each body at its partition and its own grid, in a block of both
  // partitions over the larger grid; per-SM resources of the mean fused
  // block, DRAM bytes added, latencies of the bodies overlapped.
  LaunchShape fa = withPartition(a, partitions.first);
  LaunchShape fb = withPartition(b, partitions.second);
  KernelWork fusedA = analyzeKernelWork(kernelA, fa, device, defaultTripCount);
  KernelWork fusedB = analyzeKernelWork(kernelB, fb, device, defaultTripCount);
  int64_t blocks = std::max(fa.blocks(), fb.blocks());
  std::array<double, 4> fusedUnitsA = perThread(fusedA),
                        fusedUnitsB = perThread(fusedB);
  double fusedThreadsA = double(fa.threads()) * double(fa.blocks());
  double fusedThreadsB = double(fb.threads()) * double(fb.blocks());
  std::array<double, 4> seconds;
  for (unsigned r = 0; r < rate.size(); ++r)
    seconds[r] = perMultiprocessor(
        (fusedThreadsA * fusedUnitsA[r] + fusedThreadsB * fusedUnitsB[r]) /
            double(blocks),
        blocks, rate[r], device);
  RooflineProjection &fused = pair.fused;
  fused.issueSeconds = seconds[0];
  fused.l1Seconds = seconds[1];
  fused.atomicSeconds = seconds[2];
  fused.tensorSeconds = seconds[3];
  fused.l2Seconds = perMultiprocessor(
      (fusedThreadsA * fusedA.l2Bytes + fusedThreadsB * fusedB.l2Bytes) /
          double(blocks),
      blocks, device.l2Bandwidth / double(device.multiprocessors), device);
  fused.dramSeconds =
      (fusedA.dramBytes + fusedB.dramBytes) / device.dramBandwidth;
  int64_t shared = (fusedA.staticSharedBytes + 127) / 128 * 128 +
                   fusedB.staticSharedBytes + fa.dynamicSharedBytes +
                   fb.dynamicSharedBytes;
  fused.blocksPerMultiprocessor =
      residentBlocks(fa.threads() + fb.threads(), shared, device);
  // The partitions run their phases side by side, each over its own
  // grid's rounds: the longer sequence.
  fused.floorSeconds = device.shortestKernel;
  double active = activeBlocks(blocks, fused.blocksPerMultiprocessor, device);
  fused.phaseSeconds = std::max(
      rounds(fa.blocks(), fused.blocksPerMultiprocessor, device) *
          blockPhaseSeconds(fusedA, double(fa.threads()), active, device),
      rounds(fb.blocks(), fused.blocksPerMultiprocessor, device) *
          blockPhaseSeconds(fusedB, double(fb.threads()), active, device));
  double slots = double(std::max<int64_t>(fused.blocksPerMultiprocessor, 1) *
                        device.multiprocessors);
  fused.slotShare = std::min(1.0, double(blocks) / slots);
  fused.latencySeconds =
      std::max(std::ceil(double(fa.blocks()) / slots) * fusedA.roundTrips,
               std::ceil(double(fb.blocks()) / slots) * fusedB.roundTrips) *
      device.memoryLatency;
  if (fused.blocksPerMultiprocessor == 0)
    fused.latencySeconds = std::numeric_limits<double>::infinity();
  finish(fused);
  pair.gain = fused.seconds > 0 ? pair.baseSeconds / fused.seconds : 0;
  return pair;
}
