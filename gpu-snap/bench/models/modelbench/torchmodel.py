# modelbench.torchmodel: the PyTorch side of a model program (needs torch, not torch-mlir):
# the nn.Module of kfusion.models that a description names, built with its constructor
# arguments and loaded with the drawn arguments (the weights every run draws afresh), its
# inputs; the float32 reference; the CUDA kernels one call launches.
"""A description's nn.Module with the drawn weights, its reference, its kernel count."""

import numpy as np


def load_torch():
    """torch with float32 math kept float32 (no TF32 in matmuls or cuDNN convolutions),
    or None when it is not installed."""
    try:
        import torch
    except ImportError:
        return None
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    return torch


def build(torch, prog, values, device="cpu", dtype=None):
    """The module of `prog` (kfusion.models.MODELS[prog.model] with prog.init_args) in
    `dtype` (torch's name; default the program's) on `device`, in eval mode, each parameter
    and buffer set to its value in `values` (those not there keep the module's own)."""
    from kfusion.models import MODELS

    torch.manual_seed(0)
    with torch.device(device):      # initialized where it runs (LLaMA's 200 M parameters)
        module = MODELS[prog.model].cls(**prog.init_args).eval()
    module = module.to(dtype=getattr(torch, dtype or prog.dtype))
    state = dict(module.named_parameters())
    state.update(module.named_buffers())
    with torch.no_grad():
        for o in prog.weights:
            if o.name not in state:
                raise ValueError("%s has no parameter or buffer %s" % (prog.cls, o.name))
            if o.name in values:
                state[o.name].copy_(torch.from_numpy(np.array(values[o.name])))
    return module


def module_values(torch, prog, module):
    """{name: numpy values} of the arguments only the module supplies (init 'module')."""
    state = dict(module.named_parameters())
    state.update(module.named_buffers())
    out = {}
    for name in prog.needs_module():
        t = state[name].detach().cpu()
        out[name] = t.float().numpy() if t.is_floating_point() else t.numpy()
    return out


def inputs(torch, prog, values, device="cpu", dtype=None):
    """The module's inputs as tensors in `dtype` (default the program's) on `device`."""
    dt = getattr(torch, dtype or prog.dtype)
    return [torch.from_numpy(np.array(values[o.name])).to(device=device, dtype=dt)
            for o in prog.module_inputs]


def run(torch, module, xs):
    """The module's results on `xs` (a list, however many it returns), without autograd."""
    with torch.no_grad():
        out = module(*xs)
    return list(out) if isinstance(out, (tuple, list)) else [out]


def to_numpy(t):
    return t.detach().double().cpu().numpy()


def reference(torch, prog, values, device="cpu"):
    """[float64 array] per result: the module computing in float32 on the drawn arguments
    (16-bit values are exact in float32)."""
    module = build(torch, prog, values, device, "float32")
    out = [to_numpy(r) for r in run(torch, module, inputs(torch, prog, values, device,
                                                           "float32"))]
    del module
    return out


def cuda_kernels(torch, fn):
    """The CUDA kernels one call of `fn` launches (torch.profiler; memcpy and memset not
    counted), or None when the profiler cannot say."""
    try:
        import warnings
        from torch.profiler import ProfilerActivity, profile
        torch.cuda.synchronize()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")     # the profiler's notes on its cycles
            with profile(activities=[ProfilerActivity.CUDA]) as prof:
                fn()
                torch.cuda.synchronize()
        return sum(1 for e in prof.events()
                   if str(getattr(e, "device_type", "")).endswith("CUDA") and
                   not e.name.lower().startswith(("memcpy", "memset")))
    except Exception:  # noqa: BLE001 - the count is optional
        return None
