#!/usr/bin/env bash
# Installs the Debian packages KFusion needs, if any is missing.
# Idempotent: does nothing (and never runs apt-get update) when all are there.
set -euo pipefail

packages=(
  cmake ninja-build g++ make
  llvm-22-dev llvm-22-tools libmlir-22-dev mlir-22-tools
  libgtest-dev zlib1g-dev libzstd-dev libglpk-dev rsync binutils xz-utils
  python3 python3-numpy python3-pytest python3-pytest-xdist python3-matplotlib
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} Debian packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"

if [ ! -x /usr/local/cuda/bin/ptxas ] && ! command -v ptxas >/dev/null; then
  echo "install-deps: note: no CUDA toolkit (ptxas) found; kfusion-to-cubin will emit PTX" \
       "and the ptxas-dependent tests are reported UNSUPPORTED"
fi
