// The old name of kfusion-lower-tiles' rows-per-run (run-rows, beside the
// bool row-runs) is refused naming the new one, in the pass and in
// kfusion-to-cubin, which passes it on.
// RUN: not kfusion-opt %s --kfusion-lower-tiles=run-rows=4 2>&1 | FileCheck %s
// RUN: not kfusion-opt %s --kfusion-to-cubin="format=ptx run-rows=4" 2>&1 | FileCheck %s
// CHECK: kfusion-lower-tiles: run-rows was renamed rows-per-run
// The new name is accepted.
// RUN: kfusion-opt %s --kfusion-lower-tiles=rows-per-run=4 -o /dev/null

module {
}
