#!/usr/bin/env bash
# Regenerates bench/models/programs: the model blocks of kfusion.models imported by torch-mlir with
# their weights as arguments (`run.py import --defaults`: every model in float16, float32 and
# bfloat16 at the gpu and small sizes, GPT-2 / BERT / LLaMA in float16 and bfloat16 at the
# long one; a program and its description, <model>.<dtype>.<size>.{mlir,json}), which are
# committed (the GPU machine has neither MLIR nor torch-mlir to make them). The import needs
# torch and torch-mlir: the environment that scripts/install-torch.sh makes in
# BUILD_DIR/venv, installed first where it is missing (650 MB from PyPI, once).
#
#   bash bench/models/make-programs.sh [BUILD_DIR]        (default: build)
#
# Only the programs missing from the folder are imported (a few seconds each; LLaMA-7B's
# float16 long block about 11 minutes on two cores: the importer runs the module once,
# eagerly, on the CPU, where float16 is slow); FORCE=1 imports them all again.
# SIZES=gpu,small (say) narrows the sizes, MODELS=gpt2,... the models, DTYPES=... the types.
# Exit status: 0 the programs are there; 1 an import failed; 2-4 no environment to import
# with (scripts/install-torch.sh's: the registry unreachable, torch / torch-mlir not
# importable, no Python 3.11).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD_DIR=${1:-$ROOT/build}
bash "$ROOT/scripts/install-torch.sh" "$BUILD_DIR" || exit $?
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
options=(--defaults)
[ "${FORCE:-0}" = 1 ] || options+=(--missing)
[ -n "${SIZES:-}" ] && options+=(--sizes "$SIZES")
[ -n "${MODELS:-}" ] && options+=(--models "$MODELS")
[ -n "${DTYPES:-}" ] && options+=(--dtypes "$DTYPES")
start=$(date +%s)
"$BUILD_DIR/venv/bin/python" "$ROOT/bench/models/run.py" import "${options[@]}"
rc=$?
echo "make-programs: exit status $rc after $(( $(date +%s) - start )) s;" \
  "$(ls "$ROOT/bench/models/programs"/*.mlir 2>/dev/null | wc -l) programs in bench/models/programs"
exit $rc
