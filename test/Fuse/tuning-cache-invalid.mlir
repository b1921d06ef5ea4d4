// kfusion-fuse's refusals of measured feedback: choose= naming no candidate,
// one not asked for, or one not built; a cache that cannot be read; a "fuse" entry of the
// function whose config names no candidate (an error naming the file and
// entry); one naming a candidate kfusion-fuse does not build (a warning, the
// entry ignored).
// RUN: not kfusion-opt %s --kfusion-fuse="choose=fastest" -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHOOSE
// RUN: not kfusion-opt %s --kfusion-fuse="candidates=stitch choose=unfused" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOT-ASKED
// RUN: not kfusion-opt %s --kfusion-fuse="tuning-cache=%t.missing.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// The candidate asked for is not built (one other candidate: nothing to
// compose): an error, not another candidate silently.
// RUN: not kfusion-opt %s --kfusion-fuse="candidates=stitch,per-region choose=per-region" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOT-BUILT
// The entries are written for this function's problem (from its record).
// RUN: kfusion-opt %s --kfusion-fuse="tuning-record=%t.record.json" -o /dev/null 2>/dev/null
// RUN: %python -c "import json,sys; r=json.load(open(sys.argv[1])); p=r['functions'][0]['problem']; e=lambda c: {'device': 'h100', 'kind': 'fuse', 'problem': p, 'config': c, 'ms': 1.0}; json.dump({'kfusion_tuning_cache': 1, 'entries': [e({'candidate': 'fastest'}), e({})]}, open(sys.argv[2], 'w'))" %t.record.json %t.cache.json
// RUN: kfusion-opt %s --kfusion-fuse="tuning-cache=%t.cache.json" --verify-diagnostics -o /dev/null

// CHOOSE: error: kfusion-fuse: choose='fastest' is not a candidate kfusion-fuse knows
// NOT-ASKED: error: kfusion-fuse: choose='unfused' is not a candidate asked for
// MISSING: error: tuning cache {{.*}}missing.json: cannot be read
// NOT-BUILT: error: kfusion-fuse: the candidate asked for (choose=per-region) of @scale could not be built; per-region not built: it needs at least two other candidates

// expected-warning @+2 {{tuning cache}}
// expected-error @+1 {{entry #1 (kind "fuse", @scale): its "config" must name its "candidate"}}
func.func @scale(%x: tensor<64xf32>) -> tensor<64xf32> {
  %c = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}
