//===- RunnerUtils.cpp - Printing helpers for runner programs ---*- C++ -*-===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The printing and timing helpers that upstream's runner test programs call
// (libmlir_c_runner_utils.so / libmlir_runner_utils.so export them, but those
// depend on LLVM's shared libraries). The text is produced by the same
// header-only templates, so it is byte-identical to upstream's. stdout is
// flushed after every print so it interleaves with the runtime's stderr.
//
// Not provided: the f16 / bf16 forms (printF16, printBF16,
// _mlir_ciface_printMemrefF16, _mlir_ciface_printMemrefBF16), whose
// formatting lives in libmlir_float16_utils; the verifyMemRef* functions; and
// the sparse-tensor, memrefCopy, allocation and random-number helpers.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/RunnerUtils.h"

#include "CudaDriver.h"

#include <chrono>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <sys/time.h>

#define RUNNER_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

/// Makes everything printed so far visible, whichever API printed it.
void flushOutput() {
  std::cout.flush();
  fflush(stdout);
}

/// Prints an unranked memref with upstream's template, then flushes.
template <typename T> void printUnranked(UnrankedMemRefType<T> *memref) {
  impl::printMemRef(*memref);
  flushOutput();
}

/// Prints a ranked memref with upstream's template, then flushes.
template <typename T, int N> void printRanked(StridedMemRefType<T, N> *memref) {
  impl::printMemRef(*memref);
  flushOutput();
}

/// Prints the shape line of an unranked memref (upstream's
/// printMemrefShape* format), then flushes.
template <typename T> void printShape(UnrankedMemRefType<T> *memref) {
  std::cout << "Unranked Memref ";
  printMemRefMetaData(std::cout, DynamicMemRefType<T>(*memref));
  std::cout << "\n";
  flushOutput();
}

} // namespace

//===----------------------------------------------------------------------===//
// Scalars (CRunnerUtils: vector.print lowering)
//===----------------------------------------------------------------------===//

RUNNER_EXPORT void printI64(int64_t i) {
  fprintf(stdout, "%" PRId64, i);
  fflush(stdout);
}

RUNNER_EXPORT void printU64(uint64_t u) {
  fprintf(stdout, "%" PRIu64, u);
  fflush(stdout);
}

// A NaN with the sign bit set prints as "-nan", as in LLVM 22's CRunnerUtils.
RUNNER_EXPORT void printF32(float f) {
  if (std::isnan(f) && std::signbit(f))
    fputs("-nan", stdout);
  else
    fprintf(stdout, "%g", f);
  fflush(stdout);
}

RUNNER_EXPORT void printF64(double d) {
  if (std::isnan(d) && std::signbit(d))
    fputs("-nan", stdout);
  else
    fprintf(stdout, "%lg", d);
  fflush(stdout);
}

RUNNER_EXPORT void printString(char const *s) {
  fputs(s, stdout);
  fflush(stdout);
}

RUNNER_EXPORT void printOpen() {
  fputs("( ", stdout);
  fflush(stdout);
}

RUNNER_EXPORT void printClose() {
  fputs(" )", stdout);
  fflush(stdout);
}

RUNNER_EXPORT void printComma() {
  fputs(", ", stdout);
  fflush(stdout);
}

RUNNER_EXPORT void printNewline() {
  fputc('\n', stdout);
  fflush(stdout);
}

//===----------------------------------------------------------------------===//
// Timing helpers (CRunnerUtils / RunnerUtils)
//===----------------------------------------------------------------------===//

RUNNER_EXPORT void printFlops(double flops) {
  fflush(stdout);
  fprintf(stderr, "%lf GFLOPS\n", flops / 1.0E9);
}

RUNNER_EXPORT double rtclock() {
  struct timeval tp;
  int stat = gettimeofday(&tp, nullptr);
  if (stat != 0)
    fprintf(stderr, "Error returning time from gettimeofday: %d\n", stat);
  return (tp.tv_sec + tp.tv_usec * 1.0e-6);
}

RUNNER_EXPORT int64_t _mlir_ciface_nanoTime() {
  auto now = std::chrono::high_resolution_clock::now();
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             now.time_since_epoch())
      .count();
}

//===----------------------------------------------------------------------===//
// Memrefs (RunnerUtils)
//===----------------------------------------------------------------------===//

RUNNER_EXPORT void
_mlir_ciface_printMemrefShapeI8(UnrankedMemRefType<int8_t> *m) {
  printShape(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefShapeI32(UnrankedMemRefType<int32_t> *m) {
  printShape(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefShapeI64(UnrankedMemRefType<int64_t> *m) {
  printShape(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefShapeF32(UnrankedMemRefType<float> *m) {
  printShape(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefShapeF64(UnrankedMemRefType<double> *m) {
  printShape(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefShapeInd(UnrankedMemRefType<impl::index_type> *m) {
  printShape(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefShapeC32(UnrankedMemRefType<impl::complex32> *m) {
  printShape(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefShapeC64(UnrankedMemRefType<impl::complex64> *m) {
  printShape(m);
}

RUNNER_EXPORT void _mlir_ciface_printMemrefI8(UnrankedMemRefType<int8_t> *m) {
  printUnranked(m);
}
RUNNER_EXPORT void _mlir_ciface_printMemrefI16(UnrankedMemRefType<int16_t> *m) {
  printUnranked(m);
}
RUNNER_EXPORT void _mlir_ciface_printMemrefI32(UnrankedMemRefType<int32_t> *m) {
  printUnranked(m);
}
RUNNER_EXPORT void _mlir_ciface_printMemrefI64(UnrankedMemRefType<int64_t> *m) {
  printUnranked(m);
}
RUNNER_EXPORT void _mlir_ciface_printMemrefF32(UnrankedMemRefType<float> *m) {
  printUnranked(m);
}
RUNNER_EXPORT void _mlir_ciface_printMemrefF64(UnrankedMemRefType<double> *m) {
  printUnranked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefInd(UnrankedMemRefType<impl::index_type> *m) {
  printUnranked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefC32(UnrankedMemRefType<impl::complex32> *m) {
  printUnranked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemrefC64(UnrankedMemRefType<impl::complex64> *m) {
  printUnranked(m);
}

RUNNER_EXPORT void _mlir_ciface_printMemrefVector4x4xf32(
    StridedMemRefType<Vector2D<4, 4, float>, 2> *m) {
  printRanked(m);
}

RUNNER_EXPORT void
_mlir_ciface_printMemref0dF32(StridedMemRefType<float, 0> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref1dF32(StridedMemRefType<float, 1> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref2dF32(StridedMemRefType<float, 2> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref3dF32(StridedMemRefType<float, 3> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref4dF32(StridedMemRefType<float, 4> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref1dI8(StridedMemRefType<int8_t, 1> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref1dI32(StridedMemRefType<int32_t, 1> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref1dI64(StridedMemRefType<int64_t, 1> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref1dF64(StridedMemRefType<double, 1> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref1dInd(StridedMemRefType<impl::index_type, 1> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref1dC32(StridedMemRefType<impl::complex32, 1> *m) {
  printRanked(m);
}
RUNNER_EXPORT void
_mlir_ciface_printMemref1dC64(StridedMemRefType<impl::complex64, 1> *m) {
  printRanked(m);
}

// The forms without the C interface take (rank, descriptor pointer), i.e. an
// unranked memref passed as two arguments.
RUNNER_EXPORT void printMemrefI32(int64_t rank, void *ptr) {
  UnrankedMemRefType<int32_t> descriptor = {rank, ptr};
  printUnranked(&descriptor);
}
RUNNER_EXPORT void printMemrefI64(int64_t rank, void *ptr) {
  UnrankedMemRefType<int64_t> descriptor = {rank, ptr};
  printUnranked(&descriptor);
}
RUNNER_EXPORT void printMemrefF32(int64_t rank, void *ptr) {
  UnrankedMemRefType<float> descriptor = {rank, ptr};
  printUnranked(&descriptor);
}
RUNNER_EXPORT void printMemrefF64(int64_t rank, void *ptr) {
  UnrankedMemRefType<double> descriptor = {rank, ptr};
  printUnranked(&descriptor);
}
RUNNER_EXPORT void printMemrefInd(int64_t rank, void *ptr) {
  UnrankedMemRefType<impl::index_type> descriptor = {rank, ptr};
  printUnranked(&descriptor);
}
RUNNER_EXPORT void printMemrefC32(int64_t rank, void *ptr) {
  UnrankedMemRefType<impl::complex32> descriptor = {rank, ptr};
  printUnranked(&descriptor);
}
RUNNER_EXPORT void printMemrefC64(int64_t rank, void *ptr) {
  UnrankedMemRefType<impl::complex64> descriptor = {rank, ptr};
  printUnranked(&descriptor);
}

void mlir::kfusion::runtime::forEachRunnerUtilsSymbol(SymbolCallback callback,
                                                      void *user) {
#define KFUSION_SYMBOL(NAME)                                                   \
  callback(#NAME, reinterpret_cast<void *>(&NAME), user)
  KFUSION_SYMBOL(printI64);
  KFUSION_SYMBOL(printU64);
  KFUSION_SYMBOL(printF32);
  KFUSION_SYMBOL(printF64);
  KFUSION_SYMBOL(printString);
  KFUSION_SYMBOL(printOpen);
  KFUSION_SYMBOL(printClose);
  KFUSION_SYMBOL(printComma);
  KFUSION_SYMBOL(printNewline);
  KFUSION_SYMBOL(printFlops);
  KFUSION_SYMBOL(rtclock);
  KFUSION_SYMBOL(_mlir_ciface_nanoTime);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefShapeI8);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefShapeI32);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefShapeI64);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefShapeF32);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefShapeF64);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefShapeInd);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefShapeC32);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefShapeC64);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefI8);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefI16);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefI32);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefI64);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefF32);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefF64);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefInd);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefC32);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefC64);
  KFUSION_SYMBOL(_mlir_ciface_printMemrefVector4x4xf32);
  KFUSION_SYMBOL(_mlir_ciface_printMemref0dF32);
  KFUSION_SYMBOL(_mlir_ciface_printMemref1dF32);
  KFUSION_SYMBOL(_mlir_ciface_printMemref2dF32);
  KFUSION_SYMBOL(_mlir_ciface_printMemref3dF32);
  KFUSION_SYMBOL(_mlir_ciface_printMemref4dF32);
  KFUSION_SYMBOL(_mlir_ciface_printMemref1dI8);
  KFUSION_SYMBOL(_mlir_ciface_printMemref1dI32);
  KFUSION_SYMBOL(_mlir_ciface_printMemref1dI64);
  KFUSION_SYMBOL(_mlir_ciface_printMemref1dF64);
  KFUSION_SYMBOL(_mlir_ciface_printMemref1dInd);
  KFUSION_SYMBOL(_mlir_ciface_printMemref1dC32);
  KFUSION_SYMBOL(_mlir_ciface_printMemref1dC64);
  KFUSION_SYMBOL(printMemrefI32);
  KFUSION_SYMBOL(printMemrefI64);
  KFUSION_SYMBOL(printMemrefF32);
  KFUSION_SYMBOL(printMemrefF64);
  KFUSION_SYMBOL(printMemrefInd);
  KFUSION_SYMBOL(printMemrefC32);
  KFUSION_SYMBOL(printMemrefC64);
#undef KFUSION_SYMBOL
}
