#!/usr/bin/env bash
# The embedding test of `make check` (scripts/check.sh): installs the build
# with `cmake --install` into a fresh prefix, builds test/Embedding/consumer
# against that prefix alone (find_package(KFusion), KFusion::Horizontal,
# KFusion::Pipelines, KFusion::DialectRegistration, KFusion::Interpreter),
# and checks what it does with the C++ API against the installed tools and
# the mlir-opt plugin:
#   - the installed tree has the headers (generated .inc included), the
#     libraries, the tools, the plugin and lib/cmake/KFusion; the package
#     defines every documented target, the imported tools and plugin point
#     into the prefix;
#   - the consumer's planned + fused examples/hfuse.mlir (smaller arrays) is
#     exactly what `kfusion-opt --kfusion-plan-horizontal
#     --kfusion-horizontal-fusion` prints, and has the fused kernel launched
#     twice (FileCheck);
#   - run on the interpreter through the API, the fused program passes its
#     own check with the unfused program's checksum;
#   - lowered by buildKFusionToCubinPipeline (format=ptx), it is what the
#     installed kfusion-opt's kfusion-to-cubin prints, both kernels' PTX in;
#   - Debian's mlir-opt with the installed plugin prints the same IR.
# Prints "PASS: <check>" / "FAIL: <check>" / "SKIP: <check>: <why>" lines and
# a last line "embedding: N passed, N failed, N skipped"; exits 1 on a
# failure. Usage: test/Embedding/run.sh [BUILD_DIR] (default build).
set -uo pipefail
BUILD_DIR=${1:-build}
cd "$(dirname "$0")/../.."
SRC=$PWD
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
WORK=$BUILD_DIR/embedding-test
PREFIX=$WORK/prefix
LOG=$WORK/log

passed=0; failed=0; skipped=0
pass() { echo "PASS: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1 (log: $LOG)"; failed=$((failed + 1)); }
skip() { echo "SKIP: $1: $2"; skipped=$((skipped + 1)); }
finish() {
  echo "embedding: $passed passed, $failed failed, $skipped skipped"
  [ "$failed" -eq 0 ]
  exit $?
}
# same FILE1 FILE2: both non-empty and equal.
same() { [ -s "$1" ] && [ -s "$2" ] && diff "$1" "$2"; }
# check NAME COMMAND...: runs the command with its output in the log.
check() {
  local name=$1; shift
  echo "== $name: $*" >> "$LOG"
  if "$@" >> "$LOG" 2>&1; then pass "$name"; return 0; fi
  fail "$name"; return 1
}

rm -rf "$WORK"; mkdir -p "$WORK"; : > "$LOG"

if ! grep -q '^KFUSION_STATIC_TOOLS:BOOL=OFF' "$BUILD_DIR/CMakeCache.txt" 2>/dev/null; then
  skip "install and consumer" "$BUILD_DIR has KFUSION_STATIC_TOOLS=ON, which exports no CMake package"
  finish
fi
if grep -q '^KFUSION_SANITIZE:STRING=.' "$BUILD_DIR/CMakeCache.txt"; then
  skip "install and consumer" "$BUILD_DIR is a sanitizer build (no plugin; consumers would need the sanitizer runtime)"
  finish
fi

check "cmake --install" cmake --install "$BUILD_DIR" --prefix "$PREFIX" || finish

installed_files=(
  include/KFusion/Horizontal/Transforms.h
  include/KFusion/Horizontal/Passes.h.inc
  include/KFusion/Dialect/DeviceDescription.h
  include/KFusion/Dialect/KFusionOps.h.inc
  include/KFusion/Dialect/KFusionOps.td
  include/KFusion/Conversion/Passes.h.inc
  include/KFusion/Interpreter/Interpreter.h
  lib/libKFusionDialect.a lib/libKFusionCommon.a lib/libKFusionHorizontal.a
  lib/libKFusionStencil.a lib/libKFusionStitch.a lib/libKFusionSync.a
  lib/libKFusionToNVVM.a lib/libKFusionPipelines.a lib/libKFusionInterpreter.a
  lib/libKFusionDialectRegistration.a lib/libKFusionRegistration.a
  lib/libkfusion_cuda_runtime.so lib/KFusionPlugin.so
  bin/kfusion-opt bin/kfusion-runner bin/kfusion-sim
  lib/cmake/KFusion/KFusionConfig.cmake lib/cmake/KFusion/KFusionConfigVersion.cmake
  lib/cmake/KFusion/KFusionTargets.cmake
)
missing=()
for f in "${installed_files[@]}"; do [ -e "$PREFIX/$f" ] || missing+=("$f"); done
if [ ${#missing[@]} -eq 0 ]; then pass "installed tree complete"
else echo "missing from $PREFIX: ${missing[*]}" >> "$LOG"; fail "installed tree complete"; fi

# The consumer is configured from a copy outside the source tree, so that
# nothing but the installed prefix can provide KFusion.
cp -r "$SRC/test/Embedding/consumer" "$WORK/consumer-src"
check "consumer configure (find_package(KFusion))" \
  cmake -G Ninja -S "$WORK/consumer-src" -B "$WORK/consumer-build" \
    -DCMAKE_BUILD_TYPE=Release -DKFusion_DIR="$PREFIX/lib/cmake/KFusion" || finish
check "consumer build" cmake --build "$WORK/consumer-build" || finish
CONSUMER=$WORK/consumer-build/hfuse-embedded

# The tools and the plugin where the imported targets (KFusion::kfusion-opt,
# KFusion::Plugin, ...) say they are: in the prefix.
. "$WORK/consumer-build/kfusion-paths.sh"
check "imported targets locate the installed files" sh -c 'for f in "$@"; do
    case "$f" in "$0"/*) [ -e "$f" ] || exit 1 ;; *) exit 1 ;; esac; done' \
  "$PREFIX" "$KFUSION_OPT" "$KFUSION_SIM" "$KFUSION_PLUGIN" "$KFUSION_RUNTIME" "$KFUSION_TOOLS_DIR/kfusion-runner"

# examples/hfuse.mlir with the arrays of test/Integration/Sim/hfuse-example.mlir.
sed 's/16777216/65536/g; s/4194304/16384/g' "$SRC/examples/hfuse.mlir" > "$WORK/hfuse.mlir"

check "consumer fuses (C++ API)" \
  sh -c '"$1" "$2" > "$3" 2> "$4"' sh "$CONSUMER" "$WORK/hfuse.mlir" "$WORK/fused.api.mlir" "$WORK/remarks.api.txt"
check "installed kfusion-opt fuses" sh -c '"$1" "$2" --kfusion-plan-horizontal --kfusion-horizontal-fusion > "$3" 2>/dev/null' \
  sh "$KFUSION_OPT" "$WORK/hfuse.mlir" "$WORK/fused.kfusion-opt.mlir"
check "API output == installed kfusion-opt output" same "$WORK/fused.kfusion-opt.mlir" "$WORK/fused.api.mlir"
# Each of the two planned pairs (the checked run and the timed loop) becomes
# a kernel of 256 + 128 threads; the original kernels are gone.
cat > "$WORK/fused.check" <<'EOF'
CHECK:       gpu.module @kernels
CHECK-NOT:   gpu.func @scale(
CHECK-NOT:   gpu.func @mix(
CHECK:       gpu.func @scale_mix_hfuse(
CHECK-NEXT:    kfusion.horizontal partitions [256, 128]
CHECK:       gpu.func @scale_mix_hfuse_0(
CHECK-NEXT:    kfusion.horizontal partitions [256, 128]
CHECK-NOT:   gpu.func
CHECK:       func.func @main()
CHECK:         gpu.launch_func async {{.*}} @kernels::@scale_mix_hfuse blocks
CHECK:         gpu.launch_func async {{.*}} @kernels::@scale_mix_hfuse_0 blocks
EOF
check "API output fused (FileCheck)" "$LLVM_BIN/FileCheck" "$WORK/fused.check" --input-file "$WORK/fused.api.mlir"
check "API remarks name the pair" grep -q "kfusion-plan-horizontal: group 0: @kernels::@scale" "$WORK/remarks.api.txt"

check "installed kfusion-sim runs the unfused program" sh -c '"$1" "$2" -e main --entry-point-result=void > "$3"' \
  sh "$KFUSION_SIM" "$WORK/hfuse.mlir" "$WORK/unfused.run.txt"
check "consumer runs the fused program (C++ API, interpreter)" \
  sh -c '"$1" "$2" --run=main > "$3"' sh "$CONSUMER" "$WORK/hfuse.mlir" "$WORK/fused.run.txt"
check "API-fused program passes its check" grep -q "^hfuse-demo: PASS" "$WORK/fused.run.txt"
grep "checksum = " "$WORK/unfused.run.txt" > "$WORK/unfused.checksum"
grep "checksum = " "$WORK/fused.run.txt" > "$WORK/fused.checksum"
check "same checksum as the unfused program" same "$WORK/unfused.checksum" "$WORK/fused.checksum"

# kfusion-to-cubin from the consumer (KFusion::Pipelines): the same PTX and
# host code as the installed kfusion-opt, up to the recorded PTX generation
# time.
untimed() { sed -E 's/LLVMIRToISATimeInMs = [0-9]+/LLVMIRToISATimeInMs = T/' "$1"; }
check "consumer lowers to PTX (buildKFusionToCubinPipeline)" \
  sh -c '"$1" "$2" --to-ptx > "$3" 2>/dev/null' sh "$CONSUMER" "$WORK/hfuse.mlir" "$WORK/lowered.api.mlir"
check "installed kfusion-opt lowers to PTX" \
  sh -c '"$1" "$2" --kfusion-plan-horizontal --kfusion-horizontal-fusion --kfusion-to-cubin=format=ptx > "$3" 2>/dev/null' \
  sh "$KFUSION_OPT" "$WORK/hfuse.mlir" "$WORK/lowered.kfusion-opt.mlir"
untimed "$WORK/lowered.api.mlir" > "$WORK/lowered.api.untimed.mlir"
untimed "$WORK/lowered.kfusion-opt.mlir" > "$WORK/lowered.kfusion-opt.untimed.mlir"
check "lowered API output == installed kfusion-opt output" \
  same "$WORK/lowered.kfusion-opt.untimed.mlir" "$WORK/lowered.api.untimed.mlir"
check "lowered API output has both fused kernels' PTX" sh -c \
  'grep -q "gpu.binary @kernels" "$1" && grep -q "entry scale_mix_hfuse(" "$1" && grep -q "entry scale_mix_hfuse_0(" "$1"' \
  sh "$WORK/lowered.api.mlir"

if [ -x "$LLVM_BIN/mlir-opt" ]; then
  check "installed plugin in mlir-opt fuses" sh -c '"$1" --load-dialect-plugin="$2" --load-pass-plugin="$2" "$3" \
      -p "builtin.module(kfusion-plan-horizontal, kfusion-horizontal-fusion)" > "$4" 2>/dev/null' \
    sh "$LLVM_BIN/mlir-opt" "$KFUSION_PLUGIN" "$WORK/hfuse.mlir" "$WORK/fused.mlir-opt.mlir"
  check "installed plugin in mlir-opt == kfusion-opt" same "$WORK/fused.kfusion-opt.mlir" "$WORK/fused.mlir-opt.mlir"
else
  skip "installed plugin in mlir-opt" "no $LLVM_BIN/mlir-opt (Debian package mlir-22-tools)"
fi
finish
