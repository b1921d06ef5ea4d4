//===- ArgumentFile.cpp - Argument values of kfusion-sim from files -------===//
//
// Part of KFusion, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
//
// Reads the argument files of --inputs and --expect (format in
// ArgumentFile.h), fills argument buffers from them and compares buffers
// with them after a run.
//
//===----------------------------------------------------------------------===//

#include "ArgumentFile.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace mlir;
using namespace mlir::kfusion;
using namespace mlir::kfusion::sim;

namespace {
bool isFloatTypeName(StringRef name) {
  return name == "f16" || name == "bf16" || name == "f32" || name == "f64";
}

bool isIntegerTypeName(StringRef name) {
  return name == "index" ||
         (name.starts_with("i") && llvm::all_of(name.drop_front(), llvm::isDigit) &&
          name.size() > 1);
}

/// Splits the file into white-space separated words, each with its line;
/// '#' comments to the end of the line are dropped.
std::vector<std::pair<StringRef, unsigned>> words(StringRef text) {
  std::vector<std::pair<StringRef, unsigned>> result;
  unsigned lineNumber = 0;
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    text = rest;
    ++lineNumber;
    line = line.split('#').first;
    SmallVector<StringRef> parts;
    line.split(parts, ' ', -1, false);
    for (StringRef part : parts) {
      part = part.trim(" \t\r");
      if (!part.empty())
        result.push_back({part, lineNumber});
    }
  }
  return result;
}

std::optional<std::vector<int64_t>> parseShape(StringRef text) {
  std::vector<int64_t> shape;
  if (text == "scalar")
    return shape;
  SmallVector<StringRef> dims;
  text.split(dims, 'x');
  for (StringRef dim : dims) {
    int64_t size;
    if (dim.getAsInteger(10, size) || size < 0)
      return std::nullopt;
    shape.push_back(size);
  }
  return shape;
}

bool parseFloat(StringRef word, bool single, double &value) {
  std::string text = word.str();
  if (text == "nan" || text == "-nan") {
    value = NAN;
    return true;
  }
  char *end = nullptr;
  errno = 0;
  value = single ? double(std::strtof(text.c_str(), &end))
                 : std::strtod(text.c_str(), &end);
  return end == text.c_str() + text.size() && !text.empty();
}

std::string typeName(Type type) {
  std::string name;
  llvm::raw_string_ostream os(name);
  type.print(os);
  return name;
}

std::string shapeString(const std::vector<int64_t> &shape) {
  if (shape.empty())
    return "scalar";
  std::string text;
  for (size_t k = 0; k < shape.size(); ++k)
    text += (k ? "x" : "") + std::to_string(shape[k]);
  return text;
}

/// Checks that `record` describes an argument of `args`.
LogicalResult checkRecord(const ArgumentRecord &record, StringRef path,
                          const std::vector<ArgumentBuffer> &args,
                          std::string &error) {
  std::string where = (path + ":" + Twine(record.line)).str();
  if (record.index >= args.size()) {
    error = where + ": argument " + std::to_string(record.index) +
            " does not exist: the entry point takes " +
            std::to_string(args.size()) + " arguments";
    return failure();
  }
  const ArgumentBuffer &arg = args[record.index];
  std::string type = typeName(arg.programElementType);
  if (type != record.elementType || arg.shape != record.shape) {
    error = where + ": argument " + std::to_string(record.index) + " is " +
            shapeString(arg.shape) + " " + type + ", the file has " +
            shapeString(record.shape) + " " + record.elementType;
    return failure();
  }
  return success();
}
} // namespace

FailureOr<std::vector<ArgumentRecord>>
sim::readArgumentFile(StringRef path, std::string &error) {
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(path, &error);
  if (!file)
    return failure();
  auto list = words(file->getBuffer());
  std::vector<ArgumentRecord> records;
  size_t next = 0;
  auto fail = [&](unsigned line, const Twine &message) {
    error = (path + ":" + Twine(line) + ": " + message).str();
    return failure();
  };
  while (next < list.size()) {
    auto [keyword, line] = list[next];
    if (keyword != "argument")
      return fail(line, "expected 'argument <index> <type> <shape>', found '" +
                            keyword + "'");
    if (next + 3 >= list.size())
      return fail(line, "incomplete record header");
    ArgumentRecord record;
    record.line = line;
    if (list[next + 1].first.getAsInteger(10, record.index))
      return fail(line, "bad argument index '" + list[next + 1].first + "'");
    record.elementType = list[next + 2].first.str();
    bool isFloat = isFloatTypeName(record.elementType);
    if (!isFloat && !isIntegerTypeName(record.elementType))
      return fail(line, "unknown element type '" + record.elementType + "'");
    std::optional<std::vector<int64_t>> shape = parseShape(list[next + 3].first);
    if (!shape)
      return fail(line, "bad shape '" + list[next + 3].first + "'");
    record.shape = *shape;
    for (const ArgumentRecord &other : records)
      if (other.index == record.index)
        return fail(line, "argument " + Twine(record.index) +
                              " given twice (also on line " +
                              Twine(other.line) + ")");
    size_t count = 1;
    for (int64_t d : record.shape)
      count *= d;
    next += 4;
    size_t given = 0;
    while (next + given < list.size() && list[next + given].first != "argument")
      ++given;
    if (given != count)
      return fail(line, "argument " + Twine(record.index) + " (" +
                            list[next - 1].first + ") needs " + Twine(count) +
                            " values, the record has " + Twine(given));
    for (size_t i = 0; i < count; ++i) {
      auto [word, wordLine] = list[next + i];
      if (isFloat) {
        double value;
        if (!parseFloat(word, record.elementType != "f64", value))
          return fail(wordLine, "bad " + record.elementType + " value '" +
                                    word + "'");
        record.floats.push_back(value);
      } else {
        int64_t value;
        if (word.getAsInteger(10, value))
          return fail(wordLine, "bad integer value '" + word + "'");
        record.integers.push_back(value);
      }
    }
    next += count;
    records.push_back(std::move(record));
  }
  return records;
}

LogicalResult sim::fillArguments(const std::vector<ArgumentRecord> &records,
                                 StringRef path,
                                 std::vector<ArgumentBuffer> &args,
                                 std::string &error) {
  for (const ArgumentRecord &record : records) {
    if (failed(checkRecord(record, path, args, error)))
      return failure();
    ArgumentBuffer &arg = args[record.index];
    uint8_t *p = arg.bytes.data();
    Type type = arg.elementType;
    if (isa<FloatType>(type)) {
      for (size_t i = 0; i < record.floats.size(); ++i) {
        if (type.isF64()) {
          std::memcpy(p + 8 * i, &record.floats[i], 8);
        } else {
          float v = float(record.floats[i]);
          std::memcpy(p + 4 * i, &v, 4);
        }
      }
      continue;
    }
    unsigned bytes = type.isIndex()      ? 8
                     : type.isInteger(1) ? 1
                                         : type.getIntOrFloatBitWidth() / 8;
    for (size_t i = 0; i < record.integers.size(); ++i) {
      int64_t v = record.integers[i];
      std::memcpy(p + bytes * i, &v, bytes); // little-endian low bytes
    }
  }
  return success();
}

LogicalResult sim::writeArgumentFile(StringRef path,
                                     const std::vector<ArgumentBuffer> &args,
                                     StringRef comment, std::string &error) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    error = ("cannot write " + path + ": " + ec.message()).str();
    return failure();
  }
  os << "# " << comment << "\n";
  for (auto [k, arg] : llvm::enumerate(args)) {
    os << "argument " << k << " " << typeName(arg.programElementType) << " "
       << shapeString(arg.shape) << "\n";
    size_t count = 1;
    for (int64_t d : arg.shape)
      count *= d;
    bool isFloat = isa<FloatType>(arg.elementType);
    for (size_t i = 0; i < count; ++i) {
      if (isFloat) {
        double v = floatAt(arg, i);
        if (std::isnan(v))
          os << "nan";
        else if (std::isinf(v))
          os << (v < 0 ? "-inf" : "inf");
        else
          os << llvm::format("%.17g", v);
      } else {
        os << intAt(arg, i);
      }
      os << ((i + 1) % 8 == 0 || i + 1 == count ? "\n" : " ");
    }
  }
  if (os.has_error()) {
    error = ("cannot write " + path).str();
    return failure();
  }
  return success();
}

bool sim::floatsEqual(double u, double v, double atol, double rtol) {
  // The tolerance test would give NaN for equal infinities and accept
  // anything next to an infinite v.
  if (std::isnan(u) || std::isnan(v))
    return std::isnan(u) && std::isnan(v);
  if (std::isinf(u) || std::isinf(v))
    return u == v;
  return std::fabs(u - v) <= atol + rtol * std::fabs(v);
}

FailureOr<ExpectResult> sim::compareWithRecords(
    const std::vector<ArgumentRecord> &records, StringRef path,
    const std::vector<ArgumentBuffer> &args, double atol, double rtol,
    std::string &error) {
  ExpectResult result;
  for (const ArgumentRecord &record : records) {
    if (failed(checkRecord(record, path, args, error)))
      return failure();
    const ArgumentBuffer &arg = args[record.index];
    bool isFloat = isa<FloatType>(arg.elementType);
    size_t count = isFloat ? record.floats.size() : record.integers.size();
    for (size_t i = 0; i < count; ++i) {
      // The values are formatted only for the first mismatch's report.
      std::string got, expected;
      if (isFloat) {
        double u = floatAt(arg, i), v = record.floats[i];
        if (std::isfinite(u) && std::isfinite(v))
          result.maxAbsError = std::max(result.maxAbsError, std::fabs(u - v));
        if (floatsEqual(u, v, atol, rtol) || !result.equal)
          continue;
        got = std::to_string(u);
        expected = std::to_string(v);
      } else {
        int64_t u = intAt(arg, i), v = record.integers[i];
        if (arg.elementType.isInteger(1))
          v &= 1;
        if (u == v || !result.equal)
          continue;
        got = std::to_string(u);
        expected = std::to_string(v);
      }
      result.equal = false;
      result.mismatch = "argument #" + std::to_string(record.index) +
                        " at index " + indexString(arg.shape, i) + ": " + got +
                        ", expected " + expected;
    }
    result.elements += count;
  }
  return result;
}

double sim::floatAt(const ArgumentBuffer &b, size_t i) {
  if (b.elementType.isF32()) {
    float v;
    std::memcpy(&v, b.bytes.data() + 4 * i, 4);
    return v;
  }
  double v;
  std::memcpy(&v, b.bytes.data() + 8 * i, 8);
  return v;
}

int64_t sim::intAt(const ArgumentBuffer &b, size_t i) {
  Type t = b.elementType;
  if (t.isInteger(1))
    return b.bytes[i] & 1;
  if (t.isInteger(8))
    return int8_t(b.bytes[i]);
  if (t.isInteger(16)) {
    int16_t v;
    std::memcpy(&v, b.bytes.data() + 2 * i, 2);
    return v;
  }
  if (t.isInteger(32)) {
    int32_t v;
    std::memcpy(&v, b.bytes.data() + 4 * i, 4);
    return v;
  }
  int64_t v;
  std::memcpy(&v, b.bytes.data() + 8 * i, 8);
  return v;
}

std::string sim::indexString(const std::vector<int64_t> &shape,
                             size_t linear) {
  std::vector<int64_t> index(shape.size());
  for (int k = int(shape.size()) - 1; k >= 0; --k) {
    index[k] = linear % shape[k];
    linear /= shape[k];
  }
  std::string text = "[";
  for (size_t k = 0; k < index.size(); ++k)
    text += (k ? ", " : "") + std::to_string(index[k]);
  return text + "]";
}
