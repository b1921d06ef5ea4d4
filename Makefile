# KFusion: `make demo` and `make check` do all the set-up on a fresh machine.
#
#   make demo     install missing Debian packages, build, run the bundled example
#   make check    install missing Debian packages, build, run every test that can
#                 run here and summarize what was skipped and why
#   make build    configure and build only
#   make install  build, then install into PREFIX (default /usr/local): headers,
#                 libraries, tools, mlir-opt plugin, lib/cmake/KFusion
#   make bundle   self-contained GPU bundle (static runner, FileCheck, lit, tests)
#   make docs     regenerate docs/generated from TableGen
#   make models   regenerate the model fixtures (test/Models/Inputs) with PyTorch and
#                 torch-mlir (scripts/install-torch.sh installs them into BUILD_DIR/venv)
#   make fuzz     long fuzzing campaign (FUZZ_SECONDS, FUZZ_SEED) on an assertions
#                 build (FUZZ_BUILD, default build-fuzz); reproducers in FUZZ_OUT
#   make fuzz-asan  the same on an ASan+UBSan build (build-asan)
#   make fuzz-check the bounded campaign of make check (fixed seed) on BUILD_DIR

BUILD_DIR ?= build
STATIC_BUILD_DIR ?= build-static
JOBS ?= $(shell nproc)
PREFIX ?= /usr/local
CMAKE_FLAGS ?=

# Fuzzing (test/fuzz): the long campaign runs on a build of its own, with
# assertions in our code (and sanitizers for fuzz-asan), configured once.
FUZZ_BUILD ?= build-fuzz
ASAN_BUILD_DIR ?= build-asan
FUZZ_SEED ?= 1
FUZZ_SECONDS ?= 1800
FUZZ_JOBS ?= $(JOBS)
FUZZ_OUT ?= $(FUZZ_BUILD)/fuzz-out
FUZZ_CMAKE_FLAGS ?= -DKFUSION_ENABLE_ASSERTIONS=ON
FUZZ_ASAN_CMAKE_FLAGS = -DKFUSION_ENABLE_ASSERTIONS=ON -DKFUSION_SANITIZE='address;undefined' \
  -DCMAKE_CXX_FLAGS_RELEASE='-O1 -g -DNDEBUG'
FUZZ_CHECK_MUTANTS ?= 40

.PHONY: all deps configure build install demo check bundle docs models clean fuzz fuzz-asan fuzz-check

all: build

deps:
	@bash scripts/install-deps.sh

$(BUILD_DIR)/build.ninja:
	cmake -G Ninja -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release \
	  -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir $(CMAKE_FLAGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

install: build
	cmake --install $(BUILD_DIR) --prefix $(PREFIX)

demo: build
	@bash scripts/demo.sh $(BUILD_DIR)

# The PyTorch front end's packages (scripts/install-torch.sh: downloads, then unpacking)
# install while the compiler builds; check.sh then finds them ready (or says why not).
check: configure
	@start=$$(date +%s); \
	  bash scripts/install-torch.sh $(BUILD_DIR) > $(BUILD_DIR)/install-torch.out 2>&1 & \
	  cmake --build $(BUILD_DIR) -j $(JOBS); rc=$$?; wait; cat $(BUILD_DIR)/install-torch.out; \
	  echo $$(( $$(date +%s) - start )) > $(BUILD_DIR)/build-seconds.txt; exit $$rc
	@KFUSION_BUILD_SECONDS=$$(cat $(BUILD_DIR)/build-seconds.txt) bash scripts/check.sh $(BUILD_DIR)

docs: configure
	cmake --build $(BUILD_DIR) --target kfusion-doc

models:
	bash scripts/install-torch.sh $(BUILD_DIR)
	PYTHONPATH=python $(BUILD_DIR)/venv/bin/python -m kfusion.models.export

bundle: deps
	@bash scripts/make-bundle.sh $(STATIC_BUILD_DIR)

fuzz: deps
	@test -f $(FUZZ_BUILD)/build.ninja || cmake -G Ninja -S . -B $(FUZZ_BUILD) \
	  -DCMAKE_BUILD_TYPE=Release -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir $(FUZZ_CMAKE_FLAGS)
	cmake --build $(FUZZ_BUILD) -j $(JOBS)
	/usr/bin/python3 test/fuzz/fuzz.py --tools $(FUZZ_BUILD)/bin --seed $(FUZZ_SEED) \
	  --seconds $(FUZZ_SECONDS) --jobs $(FUZZ_JOBS) --out $(FUZZ_OUT)

fuzz-asan:
	$(MAKE) fuzz FUZZ_BUILD=$(ASAN_BUILD_DIR) FUZZ_CMAKE_FLAGS="$(FUZZ_ASAN_CMAKE_FLAGS)"

fuzz-check: build
	/usr/bin/python3 test/fuzz/fuzz.py --tools $(BUILD_DIR)/bin --seed 1 \
	  --mutants $(FUZZ_CHECK_MUTANTS) --jobs 1 --timeout-scale 2 --seconds 120 --minimize-seconds 60 \
	  --out $(BUILD_DIR)/fuzz-check

clean:
	rm -rf $(BUILD_DIR) $(STATIC_BUILD_DIR) dist
