//===- ArgumentFile.h - Argument values of kfusion-sim from files ---------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// The text files of kfusion-sim's --inputs and --expect: the values of some of
// the entry point's memref arguments, each as a record
//
//   argument <index> <element type> <shape: 2x3x4, or "scalar">
//   <the elements in row-major order, separated by white space>
//
// ('#' starts a comment up to the end of the line). Floats are decimal (f32
// values read with strtof, so nine significant digits round-trip), "nan",
// "inf" or "-inf"; integers decimal. kfusion.torch_import writes them, and
// kfusion-sim --record (writeArgumentFile).
//
//===----------------------------------------------------------------------===//

#ifndef KFUSION_TOOLS_KFUSION_SIM_ARGUMENTFILE_H
#define KFUSION_TOOLS_KFUSION_SIM_ARGUMENTFILE_H

#include "KFusion/Interpreter/Interpreter.h"

#include <string>
#include <vector>

namespace mlir::kfusion::sim {

/// One record of an argument file.
struct ArgumentRecord {
  unsigned index = 0;
  std::string elementType; ///< as written: f32, f16, i64, ...
  std::vector<int64_t> shape;
  std::vector<double> floats;   ///< the values of a float record
  std::vector<int64_t> integers; ///< the values of an integer record
  unsigned line = 0;            ///< where the record starts
};

/// The records of the file at `path`, or an error message naming the file
/// and line of the first malformed record.
FailureOr<std::vector<ArgumentRecord>> readArgumentFile(StringRef path,
                                                        std::string &error);

/// Copies every record into `args[record.index]` after checking that the
/// argument exists and has the record's element type and shape.
LogicalResult fillArguments(const std::vector<ArgumentRecord> &records,
                            StringRef path, std::vector<ArgumentBuffer> &args,
                            std::string &error);

/// The comparison of floats the tool uses everywhere: NaN equals only NaN,
/// an infinity only itself, others |u - v| <= atol + rtol * |v|.
bool floatsEqual(double u, double v, double atol, double rtol);

/// The result of comparing arguments with the records of an --expect file.
struct ExpectResult {
  bool equal = true;
  std::string mismatch; ///< the first difference, when not equal
  size_t elements = 0;  ///< elements compared
  double maxAbsError = 0; ///< over finite pairs
};

/// Compares `args` (after a run) with `records` (checked like fillArguments:
/// a type or shape error returns failure with `error`).
FailureOr<ExpectResult> compareWithRecords(
    const std::vector<ArgumentRecord> &records, StringRef path,
    const std::vector<ArgumentBuffer> &args, double atol, double rtol,
    std::string &error);

/// Writes every argument of `args` to `path` as an argument file (values
/// exact: floats with 17 significant digits), `comment` first; an error
/// message naming the file on failure (kfusion-sim --record).
LogicalResult writeArgumentFile(StringRef path,
                                const std::vector<ArgumentBuffer> &args,
                                StringRef comment, std::string &error);

/// Element `i` of `buffer`: as a double (f32 and f64 buffers) or an int64.
double floatAt(const ArgumentBuffer &buffer, size_t i);
int64_t intAt(const ArgumentBuffer &buffer, size_t i);

/// "[i, j, k]" of the row-major `linear` index in `shape`.
std::string indexString(const std::vector<int64_t> &shape, size_t linear);

} // namespace mlir::kfusion::sim

#endif // KFUSION_TOOLS_KFUSION_SIM_ARGUMENTFILE_H
