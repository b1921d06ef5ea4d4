#!/usr/bin/env bash
# On a GPU machine without LLVM/MLIR: the demo with the bundled tools.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
export LD_LIBRARY_PATH=$HERE/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export KFUSION_BIN=$HERE/bin KFUSION_DEMO_OUT=${KFUSION_DEMO_OUT:-${TMPDIR:-/tmp}/kfusion-demo}
cd "$HERE" && exec bash "$HERE/demo.sh"
