#!/usr/bin/env bash
# Sourced by the suites' GPU session scripts (bench/{hfuse,stencil,stitch,gemm,models}/gpu-session.sh,
# bench/stencil/{lower-sweep,ncu}.sh),
# which run on a lent GPU machine from the self-contained bundle (no MLIR there): the bundle
# unpacked once and its tools put first (scripts/unpack-bundle.sh), $OUT and machine.txt,
# the files kept from the bulky work directories, the closing line.
#
#   bench_session NAME [OUTNAME]
#                             BUNDLE (default dist/kfusion-bundle.tar.xz) unpacked into
#                             $KFUSION_BUNDLE_DIR (default /tmp/kfusion-bundle-NAME, kept
#                             between calls while the machine stays warm); B = the bundle,
#                             KFUSION_BIN / LD_LIBRARY_PATH / PATH / KFUSION_COMMIT set; OUT
#                             (default $PWD/OUTNAME-out, OUTNAME defaulting to NAME) made
#   bench_machine_info [--jax] [LINE...]
#                             $OUT/machine.txt (and stdout): date, the bundle's commit and
#                             date, the GPU, python / numpy / torch (and jax) versions, CPUs,
#                             then each LINE
#   bench_opt_passes REGEX    the kfusion-opt flags of the bundle that match REGEX, one line
#   bench_keep DIR FILE...    each FILE that exists copied to $OUT/DIR as
#                             <its directory's name>-<its name>
#   bench_session_end WHAT RC "WHAT: exit status RC after N s" (N: since $START, which the
#                             script sets where its timed part begins); with BENCH_PACK=1,
#                             first every file under $OUT but its .md tables and summaries
#                             goes into $OUT/files.tgz (the lent machine returns at most 8
#                             files a call: two sessions in one call keep their tables and
#                             an archive each instead of losing what comes after the 8th)

# shellcheck source=scripts/unpack-bundle.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/unpack-bundle.sh"

bench_session() {
  local name=$1
  BUNDLE=${BUNDLE:-dist/kfusion-bundle.tar.xz}
  OUT=${OUT:-$PWD/${2:-$name}-out}
  mkdir -p "$OUT"
  DIR=${KFUSION_BUNDLE_DIR:-/tmp/kfusion-bundle-$name}
  unpack_bundle "$BUNDLE" "$DIR"
  use_bundle
}

bench_machine_info() {
  local jax=0
  if [ "${1:-}" = "--jax" ]; then jax=1; shift; fi
  {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    grep -E '^(commit|date)' "$B/BUNDLE-INFO" | sed 's/^/bundle /'
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
    local versions
    versions="python: $(python3 --version 2>&1); numpy $(python3 -c 'import numpy; print(numpy.__version__)' 2>&1); torch $(python3 -c 'import torch; print(torch.__version__)' 2>&1 | tail -1)"
    [ $jax = 1 ] && versions="$versions; jax $(python3 -c 'import jax; print(jax.__version__)' 2>&1 | tail -1)"
    echo "$versions"
    echo "cpus: $(nproc)"
    local line
    for line in "$@"; do echo "$line"; done
  } | tee "$OUT/machine.txt"
}

bench_opt_passes() {
  "$B/bin/kfusion-opt" --help 2>/dev/null | grep -oE -- "$1" | sort -u | tr '\n' ' '
}

bench_keep() {
  local dest=$1 f
  shift
  for f in "$@"; do
    [ -e "$f" ] || continue
    mkdir -p "$OUT/$dest"
    cp "$f" "$OUT/$dest/$(basename "$(dirname "$f")")-$(basename "$f")"
  done
}

bench_session_end() {
  if [ "${BENCH_PACK:-0}" = 1 ] && [ -d "$OUT" ]; then
    local rest
    rest=$(cd "$OUT" && find . -type f ! -name '*.md' ! -name files.tgz | sort)
    if [ -n "$rest" ]; then
      # shellcheck disable=SC2086
      (cd "$OUT" && tar czf files.tgz $rest && rm -f $rest &&
        find . -mindepth 1 -type d -empty -delete)
    fi
  fi
  echo "$1: exit status $2 after $(( $(date +%s) - START )) s"
}
