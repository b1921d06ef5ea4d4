# kfusion.models.llama: one LLaMA decoder block (RMSNorm, causal self-attention
# with rotary embeddings, SwiGLU MLP), sized by its constructor: LLaMA-7B is
# hidden=4096, heads=32, mlp=11008.
"""A LLaMA block."""

import torch
from torch import nn

from .common import RMSNorm, apply_rotary, attention, merge_heads, rotary_tables, split_heads


class LlamaBlock(nn.Module):
    """x + attn(norm(x)) with RoPE on queries and keys, then + SwiGLU(norm(.)):
    down(silu(gate(h)) * up(h)); no biases, as in LLaMA. The rotary tables are
    buffers for `seq` positions (the input's sequence length)."""

    def __init__(self, hidden=4096, heads=32, mlp=11008, seq=128, eps=1e-6):
        super().__init__()
        self.heads = heads
        self.attn_norm = RMSNorm(hidden, eps)
        self.q_proj = nn.Linear(hidden, hidden, bias=False)
        self.k_proj = nn.Linear(hidden, hidden, bias=False)
        self.v_proj = nn.Linear(hidden, hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.mlp_norm = RMSNorm(hidden, eps)
        self.gate_proj = nn.Linear(hidden, mlp, bias=False)
        self.up_proj = nn.Linear(hidden, mlp, bias=False)
        self.down_proj = nn.Linear(mlp, hidden, bias=False)
        cos, sin = rotary_tables(seq, hidden // heads)
        self.register_buffer("cos", cos)
        self.register_buffer("sin", sin)

    def forward(self, x):
        h = self.attn_norm(x)
        q = apply_rotary(split_heads(self.q_proj(h), self.heads), self.cos, self.sin)
        k = apply_rotary(split_heads(self.k_proj(h), self.heads), self.cos, self.sin)
        v = split_heads(self.v_proj(h), self.heads)
        x = x + self.o_proj(merge_heads(attention(q, k, v, causal=True)))
        h = self.mlp_norm(x)
        return x + self.down_proj(nn.functional.silu(self.gate_proj(h)) * self.up_proj(h))
