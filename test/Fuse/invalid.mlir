// kfusion-fuse's refusals: an unknown candidate name or sync mode, and a function no
// candidate could be built for, an error on the op the candidates failed on
// with their reason (their own errors are held back).
// RUN: not kfusion-opt %s --kfusion-fuse="candidates=stitch,fastest" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: kfusion-opt %s --split-input-file --verify-diagnostics --kfusion-fuse -o /dev/null

// NAME: error: kfusion-fuse: unknown candidate 'fastest' ({{.*}}stitch, stitch-greedy, stitch-unpacked, stitch-gemm-alone, unfused, stencil or per-region{{.*}}stencil, horizontal, stencil-horizontal or unfused)
// RUN: not kfusion-opt %s --kfusion-fuse="sync=always" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SYNC
// SYNC: error: kfusion-fuse: sync must be auto, force or none, not 'always'

// A tensor op the stitching passes do not take: every candidate fails alike.
func.func @scatter(%x: tensor<8xf32>, %i: tensor<2x1xindex>, %u: tensor<2xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{kfusion-fuse: no candidate of @scatter could be built: stitching does not support 'tensor.scatter'}}
  %s = tensor.scatter %u into %x[%i] scatter_dims([0]) unique : (tensor<2xf32>, tensor<8xf32>, tensor<2x1xindex>) -> tensor<8xf32>
  return %s : tensor<8xf32>
}
