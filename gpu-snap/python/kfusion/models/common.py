# kfusion.models.common: the pieces the model blocks share (causal self-attention,
# RMSNorm, rotary embedding), written out in plain tensor operations so that what
# torch-mlir's importer sees is what a reader sees here.
"""Building blocks shared by the model definitions."""

import math

import torch
from torch import nn


def split_heads(x, heads):
    """[batch, seq, heads * head_dim] -> [batch, heads, seq, head_dim]."""
    batch, seq, width = x.shape
    return x.view(batch, seq, heads, width // heads).transpose(1, 2)


def merge_heads(x):
    """[batch, heads, seq, head_dim] -> [batch, seq, heads * head_dim]."""
    batch, heads, seq, head_dim = x.shape
    return x.transpose(1, 2).reshape(batch, seq, heads * head_dim)


def attention(q, k, v, causal):
    """Scaled dot-product attention on [batch, heads, seq, head_dim] tensors, the
    softmax written as torch.softmax; `causal` masks keys after the query."""
    scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(q.shape[-1])
    if causal:
        seq = q.shape[-2]
        mask = torch.ones(seq, seq, dtype=torch.bool, device=q.device).triu(1)
        scores = scores.masked_fill(mask, float("-inf"))
    return torch.matmul(torch.softmax(scores, dim=-1), v)


class RMSNorm(nn.Module):
    """x / sqrt(mean(x^2) + eps) * weight, over the last dimension (LLaMA)."""

    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        scale = torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return x * scale * self.weight


def rotary_tables(seq, head_dim, base=10000.0):
    """cos and sin tables [seq, head_dim] of the rotary embedding (RoPE), each
    frequency repeated for the two halves as LLaMA's rotate_half pairs them."""
    inv_freq = 1.0 / base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim)
    angles = torch.outer(torch.arange(seq, dtype=torch.float32), inv_freq)
    angles = torch.cat([angles, angles], dim=-1)
    return angles.cos(), angles.sin()


def rotate_half(x):
    """(x1, x2) -> (-x2, x1) over the two halves of the last dimension."""
    half = x.shape[-1] // 2
    return torch.cat([-x[..., half:], x[..., :half]], dim=-1)


def apply_rotary(x, cos, sin):
    """The rotary embedding of [batch, heads, seq, head_dim] queries or keys."""
    return x * cos + rotate_half(x) * sin
