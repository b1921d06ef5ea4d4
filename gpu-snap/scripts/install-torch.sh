#!/usr/bin/env bash
# Installs the PyTorch front end's Python packages (python/requirements-torch.txt,
# every one pinned, --no-deps) into <build-dir>/venv and checks that
# `import torch, torch_mlir` works there. Idempotent: a second run with the same
# requirements finds the stamp <build-dir>/venv/kfusion-torch.stamp and returns at once.
#
# Exit status (callers skip only the importer's tests on 2-4):
#   0  the environment is ready: <build-dir>/venv/bin/python, and the command
#      <build-dir>/bin/kfusion-import-torch that runs the importer with it
#   1  usage error
#   2  the package registry (PyPI) cannot be reached, or a download failed
#   3  the packages installed but `import torch, torch_mlir` fails
#   4  no Python 3.11 with the venv module (torch-mlir publishes cp311 wheels)
# In every case one line "install-torch: ..." says what happened; it is also written to
# <build-dir>/torch-status.txt, where the importer's tests read why they skip.
set -uo pipefail

if [ $# -ne 1 ]; then
  echo "usage: $0 <build-dir>" >&2
  exit 1
fi
BUILD_DIR=$1
ROOT=$(cd "$(dirname "$0")/.." && pwd)
REQUIREMENTS=$ROOT/python/requirements-torch.txt
mkdir -p "$BUILD_DIR"
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
VENV=$BUILD_DIR/venv
STAMP=$VENV/kfusion-torch.stamp
STATUS=$BUILD_DIR/torch-status.txt
LOG=$BUILD_DIR/install-torch.log

finish() {
  local code=$1 line=$2
  echo "install-torch: $line"
  echo "$line" > "$STATUS"
  exit "$code"
}

# <build-dir>/bin/kfusion-import-torch: the importer's command, run by this environment's
# Python with the repository's python/ on the path and the build's tools for --check.
write_launcher() {
  mkdir -p "$BUILD_DIR/bin"
  cat > "$BUILD_DIR/bin/kfusion-import-torch" <<LAUNCHER
#!/bin/sh
# kfusion-import-torch: the PyTorch front end (python/kfusion/torch_import.py, docs/frontend.md)
# in the environment scripts/install-torch.sh made; written by that script.
export KFUSION_BIN="\${KFUSION_BIN:-$BUILD_DIR/bin}"
export PYTHONPATH="$ROOT/python\${PYTHONPATH:+:\$PYTHONPATH}"
exec "$VENV/bin/python" -m kfusion.torch_import "\$@"
LAUNCHER
  chmod +x "$BUILD_DIR/bin/kfusion-import-torch"
}

want=$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1)
if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$want" ] && [ -x "$VENV/bin/python" ]; then
  write_launcher
  finish 0 "ready: $VENV (stamp matches python/requirements-torch.txt)"
fi

# A Python 3.11 that can make virtual environments.
python=""
for candidate in ${KFUSION_TORCH_PYTHON:-} python3.11 python3 /usr/bin/python3; do
  command -v "$candidate" >/dev/null 2>&1 || continue
  if "$candidate" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info[:2] != (3, 11))' \
      >/dev/null 2>&1; then
    python=$candidate
    break
  fi
done
[ -n "$python" ] || finish 4 "unavailable: no Python 3.11 with venv and ensurepip (set KFUSION_TORCH_PYTHON)"

start=$(date +%s)
: > "$LOG"
rm -rf "$VENV"
if ! "$python" -m venv "$VENV" >> "$LOG" 2>&1; then
  finish 4 "unavailable: $python -m venv $VENV failed (see $LOG)"
fi
# The registry first, with a short timeout, so that an offline machine answers in
# seconds rather than after the download's retries.
if ! "$VENV/bin/python" -m pip download --no-deps --no-cache-dir --timeout 15 --retries 1 \
    -d "$BUILD_DIR/torch-probe" "iniconfig==2.3.1" >> "$LOG" 2>&1; then
  rm -rf "$VENV" "$BUILD_DIR/torch-probe"
  finish 2 "unavailable: the package registry (PyPI) cannot be reached (pip download failed, see $LOG)"
fi
rm -rf "$BUILD_DIR/torch-probe"
echo "install-torch: installing python/requirements-torch.txt into $VENV (about 650 MB)"
if ! "$VENV/bin/python" -m pip install --no-deps --no-input --no-compile --progress-bar off \
    -r "$REQUIREMENTS" >> "$LOG" 2>&1; then
  reason=$(grep -E '^ERROR' "$LOG" | head -n1)
  rm -rf "$VENV"
  finish 2 "unavailable: pip install -r python/requirements-torch.txt failed: ${reason:-see $LOG}"
fi
if ! "$VENV/bin/python" -c 'import torch, torch_mlir.fx' >> "$LOG" 2>&1; then
  reason=$(grep -E 'Error' "$LOG" | tail -n1)
  finish 3 "unavailable: import torch, torch_mlir fails in $VENV: ${reason:-see $LOG}"
fi
echo "$want" > "$STAMP"
write_launcher
finish 0 "ready: $VENV (installed in $(( $(date +%s) - start )) s)"
