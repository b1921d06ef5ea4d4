// kfusion-sim refuses argument files that do not fit the entry point or are
// malformed, naming the file and line, before running: an argument the
// function does not have, a type or shape that differs, too few values, a
// value that is not a number, an unknown element type, an argument given
// twice, a line that is not a record; and --expect with --compare.
// RUN: split-file %s %t
// RUN: not kfusion-sim %t/f.mlir -e f --inputs=%t/index.txt 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not kfusion-sim %t/f.mlir -e f --inputs=%t/type.txt 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not kfusion-sim %t/f.mlir -e f --expect=%t/shape.txt 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not kfusion-sim %t/f.mlir -e f --inputs=%t/few.txt 2>&1 | FileCheck %s --check-prefix=FEW
// RUN: not kfusion-sim %t/f.mlir -e f --inputs=%t/value.txt 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not kfusion-sim %t/f.mlir -e f --inputs=%t/elem.txt 2>&1 | FileCheck %s --check-prefix=ELEM
// RUN: not kfusion-sim %t/f.mlir -e f --inputs=%t/twice.txt 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not kfusion-sim %t/f.mlir -e f --inputs=%t/junk.txt 2>&1 | FileCheck %s --check-prefix=JUNK
// RUN: not kfusion-sim %t/f.mlir -e f --inputs=%t/missing.txt 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not kfusion-sim %t/f.mlir --compare=%t/f.mlir -e f --expect=%t/type.txt 2>&1 | FileCheck %s --check-prefix=COMPARE

// INDEX: kfusion-sim: error: {{.*}}index.txt:1: argument 2 does not exist: the entry point takes 2 arguments
// TYPE: kfusion-sim: error: {{.*}}type.txt:2: argument 0 is 2x3 f32, the file has 2x3 f64
// SHAPE: kfusion-sim: error: {{.*}}shape.txt:1: argument 1 is 2 i64, the file has 3 i64
// FEW: kfusion-sim: error: {{.*}}few.txt:1: argument 0 (2x3) needs 6 values, the record has 5
// VALUE: kfusion-sim: error: {{.*}}value.txt:2: bad f32 value 'one'
// ELEM: kfusion-sim: error: {{.*}}elem.txt:1: unknown element type 'float'
// TWICE: kfusion-sim: error: {{.*}}twice.txt:3: argument 1 given twice (also on line 1)
// JUNK: kfusion-sim: error: {{.*}}junk.txt:1: expected 'argument <index> <type> <shape>', found 'values'
// MISSING: kfusion-sim: error: cannot open input file
// COMPARE: kfusion-sim: error: --expect compares one run with a file; it does not combine with --compare

//--- f.mlir
func.func @f(%a: memref<2x3xf32>, %b: memref<2xi64>) {
  return
}

//--- index.txt
argument 2 f32 2x3
1 2 3 4 5 6

//--- type.txt
# the element type differs
argument 0 f64 2x3
1 2 3 4 5 6

//--- shape.txt
argument 1 i64 3
1 2 3

//--- few.txt
argument 0 f32 2x3
1 2 3 4 5

//--- value.txt
argument 0 f32 2x3
1 2 3 one 5 6

//--- elem.txt
argument 0 float 2x3
1 2 3 4 5 6

//--- twice.txt
argument 1 i64 2
1 2
argument 1 i64 2
3 4

//--- junk.txt
values 1 2 3
