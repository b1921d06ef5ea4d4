#!/usr/bin/env bash
# Packs what a GPU machine without LLVM/MLIR needs to run the GPU tests and the
# demo into dist/kfusion-bundle.tar.xz (must stay under 60 MB; about 33 MB):
#   bin/   kfusion-runner, kfusion-opt, kfusion-sim (static LLVM/MLIR), FileCheck, not, count,
#          split-file (Debian's, statically linked against LLVM), lit launcher
#   lib/   libkfusion_cuda_runtime.so, libz3.so.4 (FileCheck's one extra dependency),
#          libglpk.so.40 and its dependencies (the stitching planner's MILP solver; the
#          tools' RPATH is $ORIGIN/../lib)
#   lit/   the lit package (pure Python)
#   test/  the lit suite;  examples/  the demo program;  bench/  the GEMM programs the
#          GPU tests build (bench/gemm/gemmbench, bench/stitch/stitchbench);
#          python/kfusion  the shared harness they import
#   run-gpu-tests.sh, run-demo.sh, BUNDLE-INFO (commit, date, sizes)
set -euo pipefail
STATIC_BUILD_DIR=${1:-build-static}
cd "$(dirname "$0")/.."
ROOT=$PWD
LLVM_BIN=/usr/lib/llvm-22/bin

if [ ! -f "$STATIC_BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S . -B "$STATIC_BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir -DKFUSION_STATIC_TOOLS=ON \
    -DKFUSION_BUILD_UNITTESTS=OFF
fi
cmake --build "$STATIC_BUILD_DIR" -j "$(nproc)" --target kfusion-runner kfusion-opt kfusion-sim kfusion_cuda_runtime
# The self-contained kfusion-opt registers only the dialects of the GPU pipeline: every
# pass must bring what else it needs (kfusion-fuse's stencil candidate bufferizes). The
# Jacobi fixture must take the stencil candidate here as in the full build.
remarks=$("$STATIC_BUILD_DIR/bin/kfusion-opt" test/Models/Inputs/jacobi.tiny.mlir \
  --kfusion-fuse -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1)
if ! grep -q ": stencil chosen" <<<"$remarks"; then
  echo "make-bundle: the self-contained kfusion-opt does not take the stencil candidate of" \
    "test/Models/Inputs/jacobi.tiny.mlir" >&2
  exit 1
fi

STAGE=$ROOT/dist/kfusion-bundle
rm -rf "$STAGE"; mkdir -p "$STAGE"/{bin,lib,lit}
for t in kfusion-runner kfusion-opt kfusion-sim; do
  strip -o "$STAGE/bin/$t" "$STATIC_BUILD_DIR/bin/$t"
done
for t in FileCheck not count split-file; do cp "$LLVM_BIN/$t" "$STAGE/bin/"; done
cp "$STATIC_BUILD_DIR/lib/libkfusion_cuda_runtime.so" "$STAGE/lib/"
cp -L /lib/x86_64-linux-gnu/libz3.so.4 "$STAGE/lib/"
# GLPK and what it needs beyond the C library.
GLPK_LIBS="libglpk.so.40 libcolamd.so.2 libamd.so.2 libltdl.so.7 libgmp.so.10 libsuitesparseconfig.so.5"
for l in $GLPK_LIBS; do cp -L "/lib/x86_64-linux-gnu/$l" "$STAGE/lib/"; done
cp -r /usr/lib/llvm-22/utils/lit/lit "$STAGE/lit/"
find "$STAGE/lit" -name __pycache__ -prune -exec rm -rf {} +
cat > "$STAGE/bin/lit" <<'PY'
#!/usr/bin/env python3
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lit"))
from lit.main import main
main()
PY
chmod +x "$STAGE/bin/lit"
rsync -a --exclude CMakeLists.txt --exclude '*.in' test/ "$STAGE/test/"
# The GEMM programs of the GEMM GPU tests (test/Integration/GPU/gemm-*.mlir) and of
# bench/gemm (whose driver runs from the working tree with the bundle's tools), and the
# harness they use (stitchbench).
mkdir -p "$STAGE/bench/stitch" "$STAGE/bench/gemm"
rsync -a --exclude __pycache__ bench/stitch/stitchbench "$STAGE/bench/stitch/"
rsync -a --exclude __pycache__ bench/gemm/gemmbench "$STAGE/bench/gemm/"
# gemmbench and stitchbench import the kfusion package (python/kfusion: the shared bench
# harness).
mkdir -p "$STAGE/python" && rsync -a --exclude __pycache__ python/kfusion "$STAGE/python/"
mkdir -p "$STAGE/examples" && cp examples/*.mlir "$STAGE/examples/"
cp scripts/bundle/run-gpu-tests.sh scripts/bundle/run-demo.sh scripts/demo.sh "$STAGE/"

# Only system libraries may remain dynamic in the tools.
for t in kfusion-runner kfusion-opt kfusion-sim; do
  extra=$(ldd "$STAGE/bin/$t" | awk '{print $1}' | grep -vE '^(linux-vdso|/lib64/ld-linux|libc\.|libm\.|libstdc\+\+|libgcc_s|libz\.|libzstd\.|libdl\.|libpthread\.|librt\.)' || true)
  for l in $GLPK_LIBS; do extra=$(echo "$extra" | grep -vxF "$l" || true); done
  if [ -n "$extra" ]; then echo "make-bundle: $t needs non-system libraries: $extra" >&2; exit 1; fi
done

{
  echo "commit: $(git rev-parse HEAD)$(git diff --quiet HEAD || echo ' (with uncommitted changes)')"
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "built on: $(. /etc/os-release; echo "$PRETTY_NAME"), $(g++ --version | head -n1)"
  for t in kfusion-runner kfusion-opt kfusion-sim; do
    echo "$t: $(du -h "$STAGE/bin/$t" | cut -f1) stripped; needs: $(ldd "$STAGE/bin/$t" | awk '/=>/{print $1}' | tr '\n' ' ')"
  done
} > "$STAGE/BUNDLE-INFO"

# xz: the static tools share most of their code, which xz finds when one dictionary
# spans all three (192 MiB, one thread: 33 MB, about 2 minutes; multithreaded xz
# compresses blocks apart and finds none of it: 51 MB; gzip: 71 MB). The device
# transfer holds the working tree and the bundle in 64 MiB together. Unpacking needs
# about 200 MB of memory.
# Written beside and renamed when complete: a device call that carries the archive
# meanwhile takes the previous one whole, never a half-written one.
tar -C "$ROOT/dist" -cf - kfusion-bundle |
  xz -T1 --lzma2=preset=6,dict=192MiB > "$ROOT/dist/kfusion-bundle.tar.xz.part"
mv -f "$ROOT/dist/kfusion-bundle.tar.xz.part" "$ROOT/dist/kfusion-bundle.tar.xz"
SIZE=$(stat -c %s "$ROOT/dist/kfusion-bundle.tar.xz")
echo "archive: $((SIZE / 1024 / 1024)) MB" >> "$STAGE/BUNDLE-INFO"
cat "$STAGE/BUNDLE-INFO"
if [ "$SIZE" -ge $((60 * 1024 * 1024)) ]; then
  echo "make-bundle: archive is over 60 MB" >&2; exit 1
fi
echo "make-bundle: wrote dist/kfusion-bundle.tar.xz"
