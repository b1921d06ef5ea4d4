# kfusion.models.gpt2: one GPT-2 transformer block (pre-LN causal self-attention
# and an MLP with the tanh GELU), sized by its constructor: GPT-2 small is
# hidden=768, heads=12, mlp=3072.
"""A GPT-2 block."""

import math

import torch
from torch import nn

from .common import attention, merge_heads, split_heads


def new_gelu(x):
    """GPT-2's GELU ("gelu_new"), the tanh approximation written out as GPT-2's code
    has it. Written out, not nn.GELU(approximate="tanh"): torch-mlir 20261001 lowers
    that op with 0.797724 for sqrt(2/pi) = 0.7978846 (docs/frontend.md, "Limits")."""
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class GPT2Block(nn.Module):
    """x + attn(ln_1(x)), then + mlp(ln_2(.)); attention is causal, the fused
    query/key/value projection one Linear as in GPT-2 (c_attn)."""

    def __init__(self, hidden=768, heads=12, mlp=3072, eps=1e-5):
        super().__init__()
        self.heads = heads
        self.ln_1 = nn.LayerNorm(hidden, eps=eps)
        self.c_attn = nn.Linear(hidden, 3 * hidden)
        self.c_proj = nn.Linear(hidden, hidden)
        self.ln_2 = nn.LayerNorm(hidden, eps=eps)
        self.c_fc = nn.Linear(hidden, mlp)
        self.mlp_proj = nn.Linear(mlp, hidden)

    def forward(self, x):
        q, k, v = self.c_attn(self.ln_1(x)).split(x.shape[-1], dim=-1)
        y = attention(split_heads(q, self.heads), split_heads(k, self.heads),
                      split_heads(v, self.heads), causal=True)
        x = x + self.c_proj(merge_heads(y))
        return x + self.mlp_proj(new_gelu(self.c_fc(self.ln_2(x))))
