# KFusion: `make demo` and `make check` do all the set-up on a fresh machine.
#
#   make demo     install missing Debian packages, build, run the bundled example
#   make check    install missing Debian packages, build, run every test that can
#                 run here and summarize what was skipped and why
#   make build    configure and build only
#   make bundle   self-contained GPU bundle (static runner, FileCheck, lit, tests)
#   make docs     regenerate docs/generated from TableGen

BUILD_DIR ?= build
STATIC_BUILD_DIR ?= build-static
JOBS ?= $(shell nproc)
CMAKE_FLAGS ?=

.PHONY: all deps configure build demo check bundle docs clean

all: build

deps:
	@bash scripts/install-deps.sh

$(BUILD_DIR)/build.ninja:
	cmake -G Ninja -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release \
	  -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir $(CMAKE_FLAGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

demo: build
	@bash scripts/demo.sh $(BUILD_DIR)

check: build
	@bash scripts/check.sh $(BUILD_DIR)

docs: configure
	cmake --build $(BUILD_DIR) --target kfusion-doc

bundle: deps
	@bash scripts/make-bundle.sh $(STATIC_BUILD_DIR)

clean:
	rm -rf $(BUILD_DIR) $(STATIC_BUILD_DIR) dist
