// A renamed pass flag is refused before anything runs, naming the new one
// (tools/kfusion-opt/kfusion-opt.cpp's table of renamed flags); the new one
// runs.
// RUN: not kfusion-opt %s --kfusion-lower-sync-memory-ops 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: not kfusion-opt %s -kfusion-lower-sync-memory-ops 2>&1 | FileCheck %s --check-prefix=OLD
// RUN: kfusion-opt %s --kfusion-lower-blocking-memory-ops | FileCheck %s
// OLD: kfusion-lower-sync-memory-ops was renamed kfusion-lower-blocking-memory-ops

// CHECK-LABEL: func.func @host
func.func @host() {
  return
}
