import torch
import torch.nn.functional as F
x = torch.randn(16384, 4096, device="cuda")
g = torch.randn(4096, device="cuda")
b = torch.randn(4096, device="cuda")
f = torch.compile(lambda x, g, b: F.layer_norm(x, (4096,), g, b, 1e-5), dynamic=False)
for _ in range(3):
    y = f(x, g, b)
torch.cuda.synchronize()
torch.cuda.nvtx.range_push("measured")
y = f(x, g, b)
torch.cuda.synchronize()
torch.cuda.nvtx.range_pop()
print("ok", float(y.sum()))
