# kfusion.models.bert: one BERT encoder layer (post-LN self-attention without a
# mask, an MLP with the erf GELU), sized by its constructor: BERT-base is
# hidden=768, heads=12, mlp=3072.
"""A BERT encoder layer."""

from torch import nn

from .common import attention, merge_heads, split_heads


class BertLayer(nn.Module):
    """LayerNorm(x + dense(attn(x))), then LayerNorm(. + output(gelu(intermediate(.))))."""

    def __init__(self, hidden=768, heads=12, mlp=3072, eps=1e-12):
        super().__init__()
        self.heads = heads
        self.query = nn.Linear(hidden, hidden)
        self.key = nn.Linear(hidden, hidden)
        self.value = nn.Linear(hidden, hidden)
        self.attn_out = nn.Linear(hidden, hidden)
        self.attn_norm = nn.LayerNorm(hidden, eps=eps)
        self.intermediate = nn.Linear(hidden, mlp)
        self.output = nn.Linear(mlp, hidden)
        self.out_norm = nn.LayerNorm(hidden, eps=eps)

    def forward(self, x):
        y = attention(split_heads(self.query(x), self.heads), split_heads(self.key(x), self.heads),
                      split_heads(self.value(x), self.heads), causal=False)
        x = self.attn_norm(x + self.attn_out(merge_heads(y)))
        return self.out_norm(x + self.output(nn.functional.gelu(self.intermediate(x))))
