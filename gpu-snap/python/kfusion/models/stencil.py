# kfusion.models.stencil: a stencil chain as a PyTorch program writes it: sweeps of the
# 5-point Jacobi average over the interior of a 2-D grid, each sweep's neighbours slices of
# the grid (x[:-2, 1:-1] + ...), so the grid shrinks by its halo every sweep. torch-mlir
# imports it as static tensor.extract_slice ops combined by elementwise linalg.generic ops:
# what kfusion-fuse's stencil candidate takes (docs/fuse.md, "Stencil programs in linalg").
"""Stencil chains written by slicing: Jacobi sweeps, horizontal diffusion."""

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


class HorizontalDiffusion(nn.Module):
    """COSMO's horizontal diffusion (bench/stencil's hdiff) by slicing, valid mode: the
    Laplacian of `u`, its differences along x and y limited by the sign of `u`'s own
    (torch.where), their divergence scaled by `coeff` taken from `u`:
    [H, W] -> [H - 4, W - 4]."""

    def forward(self, u, coeff):
        import torch

        lap = 4.0 * u[1:-1, 1:-1] - (u[2:, 1:-1] + u[:-2, 1:-1] + u[1:-1, 2:] + u[1:-1, :-2])
        flx = lap[1:, 1:-1] - lap[:-1, 1:-1]
        flx = torch.where(flx * (u[2:-1, 2:-2] - u[1:-2, 2:-2]) > 0, torch.zeros_like(flx), flx)
        fly = lap[1:-1, 1:] - lap[1:-1, :-1]
        fly = torch.where(fly * (u[2:-2, 2:-1] - u[2:-2, 1:-2]) > 0, torch.zeros_like(fly), fly)
        return u[2:-2, 2:-2] - coeff[2:-2, 2:-2] * (flx[1:, :] - flx[:-1, :]
                                                    + fly[:, 1:] - fly[:, :-1])
