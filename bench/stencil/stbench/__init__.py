"""stbench: the stencil-fusion benchmark programs of bench/stencil (issue 8).

ir.py         arrays, stencil kernels, launches, programs; their MLIR text (standard GPU form,
              @step and @main) and their evaluation with numpy / torch / JAX
workloads.py  three chained Jacobi sweeps, COSMO horizontal diffusion (3-D and 2-D),
              functional FDTD-2D, device copies; independent numpy references
generated.py  SCALE-LES-like programs generated from a seed, and random groupings
"""
