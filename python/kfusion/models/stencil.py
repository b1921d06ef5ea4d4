# kfusion.models.stencil: a stencil chain as a PyTorch program writes it: sweeps of the
# 5-point Jacobi average over the interior of a 2-D grid, each sweep's neighbours slices of
# the grid (x[:-2, 1:-1] + ...), so the grid shrinks by its halo every sweep. torch-mlir
# imports it as static tensor.extract_slice ops combined by elementwise linalg.generic ops:
# what kfusion-fuse's stencil candidate takes (docs/fuse.md, "Stencil programs in linalg").
"""A Jacobi stencil chain."""

from torch import nn


class JacobiChain(nn.Module):
    """`steps` 5-point Jacobi sweeps in valid mode: [N, N] -> [N - 2 steps, N - 2 steps]."""

    def __init__(self, steps=3):
        super().__init__()
        self.steps = steps

    def forward(self, x):
        for _ in range(self.steps):
            x = 0.2 * (x[:-2, 1:-1] + x[2:, 1:-1] + x[1:-1, :-2] + x[1:-1, 2:]
                       + x[1:-1, 1:-1])
        return x
