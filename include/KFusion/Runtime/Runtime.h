/*===- Runtime.h - KFusion runtime: timing and device queries -----*- C -*-===*\
|*                                                                            *|
|* Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.       *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* The KFusion-specific C API of libkfusion_cuda_runtime.so: device-time      *|
|* measurement of regions of a program, timed events, device queries and the  *|
|* symbol table a JIT uses to bind the runtime. Arguments are pointers,       *|
|* integers and floats only, so MLIR programs can call these functions        *|
|* through func.call. The library's mgpu* functions keep exactly the C ABI of *|
|* upstream MLIR's CudaRuntimeWrappers.cpp and are not declared here.         *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef KFUSION_RUNTIME_RUNTIME_H
#define KFUSION_RUNTIME_RUNTIME_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#ifndef __cplusplus
#include <stdbool.h>
#endif

#define KFUSION_RUNTIME_EXPORT __attribute__((visibility("default")))

/*===----------------------------------------------------------------------===*
 * Errors. Every CUDA error ends the program with status 1 and one line on
 * stderr naming the driver call, the runtime function and the error, e.g.
 *   kfusion-runtime: error: cuLaunchKernel failed in mgpuLaunchKernel:
 *   CUDA_ERROR_INVALID_VALUE (invalid argument)
 * (one line in the output). Asynchronous failures surface at the next
 * synchronizing call, at the latest in a check of the contexts made when the
 * program exits. With KFUSION_RUNTIME_SYNC=1 in the environment every
 * launch, copy and memset is followed by a stream synchronization, so the
 * failing operation itself is named.
 *===----------------------------------------------------------------------===*/

#ifdef __cplusplus
extern "C" {
#endif

/*===----------------------------------------------------------------------===*
 * Timing regions
 *
 * Between kfusionTimingBegin and kfusionTimingEnd, every mgpuLaunchKernel,
 * mgpuLaunchClusterKernel, mgpuMemcpy, mgpuMemset32 and mgpuMemset16 records
 * a timing event just before and just after the operation, on the
 * operation's stream. kfusionTimingEnd waits for those events and returns the
 * device time from the earliest start to the latest end, across all streams,
 * so concurrent streams count once. Operations on a device other than the
 * one that was current at kfusionTimingBegin are not timed. Events come from
 * a pool that is reused from region to region.
 *
 * With $KFUSION_TIMING_FLUSH_MIB=N (N > 0), kfusionTimingBegin first writes an
 * N MiB device buffer on its stream and every timed operation of the region
 * waits for that write before its start event, as triton.testing.do_bench
 * clears the L2 cache before each repetition (it writes 256 MiB): the
 * operations find the caches cold, and the device is busy while the host
 * issues them, so the region's time is the device's, without the host's
 * launch latency. The write itself is not timed.
 *===----------------------------------------------------------------------===*/

/// Opens a timing region: records a reference event on a runtime-owned
/// non-blocking stream. Opening a region while one is open is an error.
KFUSION_RUNTIME_EXPORT void kfusionTimingBegin(void);

/// Closes the open region and returns its device time in milliseconds; 0 if
/// no device operation ran in it. Closing with no open region is an error.
KFUSION_RUNTIME_EXPORT double kfusionTimingEnd(void);

/// Number of device operations timed in the last closed region (a replayed
/// step graph counts its kernels).
KFUSION_RUNTIME_EXPORT int64_t kfusionTimingLastOpCount(void);

/*===----------------------------------------------------------------------===*
 * Step graphs
 *
 * A program that calls one function on the same operands again and again (a
 * benchmark's step, an inference loop) can have the runtime replay the call
 * as one CUDA graph, without the host's work and launch latency between its
 * kernels:
 *
 *   if (!kfusionGraphBegin(key)) { step(operands); kfusionGraphEnd(key); }
 *
 * The first kfusionGraphBegin(key) starts recording and returns false: the
 * call runs as usual, and every kernel launch and memset it issues on this
 * thread is also added to a graph, which kfusionGraphEnd(key) instantiates.
 * Each later kfusionGraphBegin(key) launches the graph instead (in a timing
 * region, one timed operation that counts the graph's kernels), waits for it
 * and returns true: the caller skips the call. Memory the call allocates and
 * frees is kept for the replays. A key names one call: the same function on
 * the same operands (a replay for other operands would compute on the
 * recorded ones).
 *
 * A call is not recorded, and runs as usual every time, when it copies
 * memory, allocates managed memory, keeps memory it allocated, works on more
 * than one stream (a graph does not promise that kernels of two streams run
 * at once, which synchronized kernels need), records or waits for events,
 * launches no kernel, or when the driver lacks graphs. kfusionGraphEnd prints one line to stderr:
 * `kfusion-graph: key=K recorded: N kernels, M memsets, B buffers kept` or
 * `kfusion-graph: key=K not recorded: REASON`. With $KFUSION_CUDA_GRAPH=0
 * nothing is recorded and kfusionGraphBegin always returns false.
 *===----------------------------------------------------------------------===*/

/// Replays the graph recorded for `key` and returns true, or starts
/// recording it (or, where it cannot be, does nothing) and returns false.
KFUSION_RUNTIME_EXPORT bool kfusionGraphBegin(int64_t key);

/// Ends the recording that kfusionGraphBegin(key) started on this thread.
KFUSION_RUNTIME_EXPORT void kfusionGraphEnd(int64_t key);

/* The environment variable that turns step graphs off when it is 0 (the
 * runtime's and kfusion-sim's). */
#define KFUSION_GRAPH_ENV "KFUSION_CUDA_GRAPH"

/* Why a call is not recorded, in kfusionGraphEnd's line (kfusion-sim, which
 * records and replays as the runtime does, says the same). */
#define KFUSION_GRAPH_TWO_STREAMS                                              \
  "it works on more than one stream (a graph does not promise that kernels "   \
  "of two streams run at once)"
#define KFUSION_GRAPH_COPIES "it copies memory"
#define KFUSION_GRAPH_MANAGED "it allocates managed memory"
#define KFUSION_GRAPH_KEEPS "it keeps memory it allocated"
#define KFUSION_GRAPH_FREES_OTHER "it frees memory it did not allocate"
#define KFUSION_GRAPH_RECORDS_EVENTS "it records events (a replay would not)"
#define KFUSION_GRAPH_WAITS_EVENTS "it waits for events (a replay would not)"
#define KFUSION_GRAPH_NO_KERNEL "it launches no kernel"

/* Whether `why` replaces `current` (empty: none yet) as the reason a call is
 * not recorded: the first reason stands, except that a second stream
 * outranks the events that join it to the first (the GPU lowering records
 * an event on the first stream before the second stream's first operation,
 * where kfusion-sim meets the second stream first). */
static inline bool kfusionGraphReasonReplaces(const char *current,
                                              const char *why) {
  if (!current[0])
    return true;
  return (strcmp(current, KFUSION_GRAPH_RECORDS_EVENTS) == 0 ||
          strcmp(current, KFUSION_GRAPH_WAITS_EVENTS) == 0) &&
         strcmp(why, KFUSION_GRAPH_TWO_STREAMS) == 0;
}

/*===----------------------------------------------------------------------===*
 * Stream accounting
 *===----------------------------------------------------------------------===*/

/// Streams created by mgpuStreamCreate and destroyed by mgpuStreamDestroy
/// since the process started (`kfusion-runner --report-streams` prints
/// them): a program run many times should leave none behind.
KFUSION_RUNTIME_EXPORT void kfusionStreamCounts(int64_t *created,
                                                int64_t *destroyed);

/*===----------------------------------------------------------------------===*
 * Timed events, for programs that time regions themselves: create two, then
 * mgpuEventRecord(event, stream) each, then kfusionEventElapsedMs, then
 * mgpuEventDestroy.
 *===----------------------------------------------------------------------===*/

/// Creates an event with timing enabled (mgpuEventCreate's events have it
/// disabled) in the default device's primary context.
KFUSION_RUNTIME_EXPORT void *kfusionEventCreateTimed(void);

/// Waits for `end`, then returns the milliseconds from `start` to `end`.
KFUSION_RUNTIME_EXPORT float kfusionEventElapsedMs(void *start, void *end);

/// The device copy of the `bytes` bytes at `host` (a constant global: what
/// `kfusion.device_constant` lowers to): one per host address and CUDA
/// context, allocated and copied synchronously on the first call, returned
/// unchanged after; it lives as long as the context. Asking again with
/// another size is a fatal error.
KFUSION_RUNTIME_EXPORT void *kfusionDeviceConstant(const void *host,
                                                   int64_t bytes);

/*===----------------------------------------------------------------------===*
 * Benchmark inputs, outputs and samples (lib/Runtime/BenchIO.cpp), for the
 * programs of bench/hfuse. The memref functions take an unranked memref
 * descriptor (MLIR's C interface: declare them `llvm.emit_c_interface` and
 * pass a memref<*xT>); they must be host memrefs.
 *   kfusionInput{F32,I32,I64,I8}: fill from $KFUSION_INPUT_DIR/input<k>.bin
 *     (exactly the memref's bytes, row-major), else with pseudo-random values
 *     from $KFUSION_SEED and k (f32 uniform in [-1,1), integers all bits);
 *     k counts the calls from 0.
 *   kfusionOutput{F32,I32,I64,I8}: print
 *     "kfusion-output: index=k type=T elements=N sum=S fnv1a64=H" and write
 *     $KFUSION_OUTPUT_DIR/output<k>.bin when that variable is set.
 *   kfusionBenchWarmup/Repeat(d): $KFUSION_BENCH_WARMUP/_REPEAT, else d.
 *   kfusionBenchRecord(ms) collects a sample; kfusionBenchReport prints the
 *     "kfusion-bench: ... median-ms= min-ms= max-ms=" line and clears them.
 *===----------------------------------------------------------------------===*/

KFUSION_RUNTIME_EXPORT void _mlir_ciface_kfusionInputF32(void *memref);
KFUSION_RUNTIME_EXPORT void _mlir_ciface_kfusionInputI32(void *memref);
KFUSION_RUNTIME_EXPORT void _mlir_ciface_kfusionInputI64(void *memref);
KFUSION_RUNTIME_EXPORT void _mlir_ciface_kfusionInputI8(void *memref);
KFUSION_RUNTIME_EXPORT void _mlir_ciface_kfusionOutputF32(void *memref);
KFUSION_RUNTIME_EXPORT void _mlir_ciface_kfusionOutputI32(void *memref);
KFUSION_RUNTIME_EXPORT void _mlir_ciface_kfusionOutputI64(void *memref);
KFUSION_RUNTIME_EXPORT void _mlir_ciface_kfusionOutputI8(void *memref);
KFUSION_RUNTIME_EXPORT int64_t kfusionBenchWarmup(int64_t fallback);
KFUSION_RUNTIME_EXPORT int64_t kfusionBenchRepeat(int64_t fallback);
KFUSION_RUNTIME_EXPORT void kfusionBenchRecord(double milliseconds);
KFUSION_RUNTIME_EXPORT void kfusionBenchReport(void);

/*===----------------------------------------------------------------------===*
 * Device queries. These never exit: without a driver or device they report
 * that instead (lit's `cuda-gpu` feature probe relies on this).
 *===----------------------------------------------------------------------===*/

/// Number of CUDA devices; 0 when there is no driver or no device.
KFUSION_RUNTIME_EXPORT int32_t kfusionDeviceCount(void);

/// Name of the calling thread's default device (see mgpuSetDefaultDevice),
/// or the reason why no device is usable. The string lives until exit.
KFUSION_RUNTIME_EXPORT const char *kfusionDeviceName(void);

/// Writes one line describing the default device into `buffer` (at most
/// `size` bytes, always NUL-terminated), e.g.
/// `NVIDIA H100 80GB HBM3, sm_90, 132 SMs, driver 13.0`, or the reason why
/// no device is usable.
KFUSION_RUNTIME_EXPORT void kfusionDeviceSummary(char *buffer, size_t size);

/*===----------------------------------------------------------------------===*
 * Symbol table
 *===----------------------------------------------------------------------===*/

/// Calls `callback(name, address, user)` once for every function the runtime
/// exports (all mgpu*, kfusion* and printing functions), so that a JIT that
/// links the runtime statically can register them by name.
KFUSION_RUNTIME_EXPORT void kfusionRuntimeSymbols(
    void (*callback)(const char *name, void *address, void *user), void *user);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* KFUSION_RUNTIME_RUNTIME_H */
