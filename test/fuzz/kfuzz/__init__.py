# KFusion's mutation fuzzer: mutated copies of the project's own .mlir files
# run through every tool and pipeline, each run classified (ok, diagnostic,
# silent failure, crash, hang), crashes and hangs minimized into reproducers.
# Standard library only. See test/fuzz/README.md.
