# kfusion.models.mixer: one MLP-Mixer block (token mixing across patches, channel
# mixing across features, each pre-LN with a residual), sized by its constructor:
# Mixer-B/16 at 224x224 is tokens=196, channels=768, token_mlp=384, channel_mlp=3072.
"""An MLP-Mixer block."""

from torch import nn


class MlpBlock(nn.Module):
    """fc2(gelu(fc1(x)))."""

    def __init__(self, dim, hidden):
        super().__init__()
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)

    def forward(self, x):
        return self.fc2(nn.functional.gelu(self.fc1(x)))


class MixerBlock(nn.Module):
    """x + token_mlp(norm1(x)^T)^T, then + channel_mlp(norm2(.)), on
    [batch, tokens, channels]."""

    def __init__(self, tokens=196, channels=768, token_mlp=384, channel_mlp=3072):
        super().__init__()
        self.norm1 = nn.LayerNorm(channels, eps=1e-6)
        self.token_mixing = MlpBlock(tokens, token_mlp)
        self.norm2 = nn.LayerNorm(channels, eps=1e-6)
        self.channel_mixing = MlpBlock(channels, channel_mlp)

    def forward(self, x):
        x = x + self.token_mixing(self.norm1(x).transpose(1, 2)).transpose(1, 2)
        return x + self.channel_mixing(self.norm2(x))
