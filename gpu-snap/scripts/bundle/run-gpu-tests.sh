#!/usr/bin/env bash
# On a GPU machine without LLVM/MLIR: runs the bundled lit suite with the
# bundled tools. The cuda-gpu feature is detected by kfusion-runner --gpu-info.
# Extra arguments go to lit (e.g. a test path, or -a for all output).
set -uo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
export LD_LIBRARY_PATH=$HERE/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export KFUSION_TOOLS_DIR=$HERE/bin LLVM_TOOLS_DIR=$HERE/bin KFUSION_LIB_DIR=$HERE/lib
export KFUSION_OBJ_ROOT=${KFUSION_OBJ_ROOT:-${TMPDIR:-/tmp}/kfusion-lit}
mkdir -p "$KFUSION_OBJ_ROOT/test"
echo "bundle: $(head -n1 "$HERE/BUNDLE-INFO")"
"$HERE/bin/kfusion-runner" --gpu-info || echo "(no usable GPU: the GPU tests will be UNSUPPORTED)"
# Run the whole bundled suite unless a test path was given.
has_path=0
for arg in "$@"; do case "$arg" in -*) ;; *) has_path=1 ;; esac; done
if [ $has_path -eq 0 ]; then set -- "$@" "$HERE/test"; fi
exec python3 "$HERE/bin/lit" -sv --show-unsupported "$@"
