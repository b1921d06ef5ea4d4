"""csbench: the cuSync benchmark programs of bench/cusync (issue 10).

mlir.py      a small text builder of MLIR function bodies (fresh names, hoisted constants,
             index arithmetic that folds integers, scf.for / scf.if regions)
gemm.py      the tiled GEMM generator (simt, mma, emul flavours; ReLU and GeLU
             epilogues; R x S convolutions as implicit GEMMs for mma and emul) and the
             host @step that launches a chain of GEMMs asynchronously on one stream
programs.py  the workloads (one GEMM, the GPT-3 and LLaMA MLPs, VGG-19's conv4 pair,
             small interpreter sizes) with float64 numpy references and tolerances
harness.py   @main around @step with f32 and f16 operands, input and output files,
             comparison
"""
