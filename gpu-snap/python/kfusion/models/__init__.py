# kfusion.models: small, readable PyTorch definitions of the model blocks whose
# imports are committed as fixtures under test/Models/, each with a tiny
# configuration (the interpreter's sizes) and a real one (the published sizes).
"""Model blocks for the PyTorch front end and their configurations."""

from dataclasses import dataclass

from .bert import BertLayer
from .gpt2 import GPT2Block
from .llama import LlamaBlock
from .mixer import MixerBlock
from .resnet import BasicBlock
from .stencil import JacobiChain


@dataclass(frozen=True)
class ModelConfig:
    """One configuration of a model: constructor arguments and input shapes
    (each "AxBxCxf32", the importer's --input syntax)."""

    init_args: dict
    inputs: list


@dataclass(frozen=True)
class ModelSpec:
    """A model block, its tiny and real configurations, and what it is."""

    name: str
    cls: type
    tiny: ModelConfig
    real: ModelConfig
    summary: str = ""

    def config(self, size):
        return {"tiny": self.tiny, "real": self.real}[size]


MODELS = {
    spec.name: spec
    for spec in [
        ModelSpec("gpt2", GPT2Block,
                  ModelConfig({"hidden": 32, "heads": 2, "mlp": 64}, ["1x8x32xf32"]),
                  ModelConfig({"hidden": 768, "heads": 12, "mlp": 3072}, ["1x128x768xf32"]),
                  "GPT-2 block: LayerNorm, causal attention, tanh-GELU MLP (real: GPT-2 small)"),
        ModelSpec("llama", LlamaBlock,
                  ModelConfig({"hidden": 32, "heads": 2, "mlp": 64, "seq": 8}, ["1x8x32xf32"]),
                  ModelConfig({"hidden": 4096, "heads": 32, "mlp": 11008, "seq": 128},
                              ["1x128x4096xf32"]),
                  "LLaMA block: RMSNorm, rotary embedding, causal attention, SwiGLU (real: 7B)"),
        ModelSpec("bert", BertLayer,
                  ModelConfig({"hidden": 32, "heads": 2, "mlp": 64}, ["1x8x32xf32"]),
                  ModelConfig({"hidden": 768, "heads": 12, "mlp": 3072}, ["1x128x768xf32"]),
                  "BERT encoder layer: attention, post-LN, erf-GELU MLP (real: BERT-base)"),
        ModelSpec("resnet", BasicBlock,
                  ModelConfig({"channels": 8}, ["1x8x8x8xf32"]),
                  ModelConfig({"channels": 64}, ["1x64x56x56xf32"]),
                  "ResNet-18 basic block: 3x3 convolutions, batch-norm (eval), ReLU, residual"),
        ModelSpec("mixer", MixerBlock,
                  ModelConfig({"tokens": 16, "channels": 32, "token_mlp": 16, "channel_mlp": 64},
                              ["1x16x32xf32"]),
                  ModelConfig({"tokens": 196, "channels": 768, "token_mlp": 384,
                               "channel_mlp": 3072}, ["1x196x768xf32"]),
                  "MLP-Mixer block: token and channel MLPs, LayerNorm, GELU (real: Mixer-B/16)"),
        ModelSpec("jacobi", JacobiChain,
                  ModelConfig({"steps": 3}, ["64x64xf32"]),
                  ModelConfig({"steps": 3}, ["8192x8192xf32"]),
                  "Three 5-point Jacobi sweeps by slicing (a stencil chain; real: the 8192^2 "
                  "grid of bench/stencil)"),
    ]
}

__all__ = ["MODELS", "ModelSpec", "ModelConfig", "GPT2Block", "LlamaBlock", "BertLayer",
           "BasicBlock", "MixerBlock", "JacobiChain"]
