# kfusion.models.resnet: ResNet-18's basic block (two 3x3 convolutions with
# batch-norm in inference mode, ReLU, identity residual), sized by its
# constructor: the first stage of ResNet-18 is channels=64 on 56x56.
"""A ResNet-18 basic block."""

import torch
from torch import nn


class BasicBlock(nn.Module):
    """relu(bn2(conv2(relu(bn1(conv1(x))))) + x). The batch-norm statistics are
    seeded random values (not 0 and 1), so inference-mode normalization is not an
    identity; export it in eval() mode."""

    def __init__(self, channels=64):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)
        for bn in (self.bn1, self.bn2):
            with torch.no_grad():
                bn.running_mean.uniform_(-0.5, 0.5)
                bn.running_var.uniform_(0.5, 1.5)
                bn.weight.uniform_(0.5, 1.5)
                bn.bias.uniform_(-0.5, 0.5)

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(self.bn2(self.conv2(y)) + x)
