#!/usr/bin/env bash
# Makes bench/models/programs: the model blocks of kfusion.models imported by torch-mlir with
# their weights as arguments (`run.py import --defaults`: every model in float16, float32 and
# bfloat16 at the gpu and small sizes, GPT-2 / BERT / LLaMA in float16 and bfloat16 at the
# long one (4096 tokens) and in float16 at 2k and 8k (2048 and 8192 tokens); a program and its description, <model>.<dtype>.<size>.{mlir,json}). The folder is
# generated and git-ignored: the GPU machine has neither MLIR nor torch-mlir, so the programs
# are made here and travel there with the working tree (bench/models/README.md, "Running").
# The import needs torch and torch-mlir: the environment that scripts/install-torch.sh makes
# in BUILD_DIR/venv, installed first where it is missing (650 MB from PyPI, once).
#
#   bash bench/models/make-programs.sh [BUILD_DIR]        (default: build)
#
# Only the programs missing from the folder are imported (a few seconds each; LLaMA-7B's
# float16 long block about 11 minutes on two cores: the importer runs the module once,
# eagerly, on the CPU, where float16 is slow); FORCE=1 imports them all again.
# SIZES=gpu,small (say) narrows the sizes, MODELS=gpt2,... the models, DTYPES=... the types;
# KFUSION_MODEL_PROGRAMS=DIR writes into DIR instead (make check: the small ones into its
# build directory).
# Exit status: 0 the programs are there; 1 an import failed; 2-4 no environment to import
# with (scripts/install-torch.sh's: the registry unreachable, torch / torch-mlir not
# importable, no Python 3.11).
set -uo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD_DIR=${1:-$ROOT/build}
bash "$ROOT/scripts/install-torch.sh" "$BUILD_DIR" || exit $?
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
PROGRAMS=${KFUSION_MODEL_PROGRAMS:-$ROOT/bench/models/programs}
options=(--defaults --programs "$PROGRAMS")
[ "${FORCE:-0}" = 1 ] || options+=(--missing)
[ -n "${SIZES:-}" ] && options+=(--sizes "$SIZES")
[ -n "${MODELS:-}" ] && options+=(--models "$MODELS")
[ -n "${DTYPES:-}" ] && options+=(--dtypes "$DTYPES")
start=$(date +%s)
"$BUILD_DIR/venv/bin/python" "$ROOT/bench/models/run.py" import "${options[@]}"
rc=$?
echo "make-programs: exit status $rc after $(( $(date +%s) - start )) s;" \
  "$(ls "$PROGRAMS"/*.mlir 2>/dev/null | wc -l) programs in $PROGRAMS"
exit $rc
