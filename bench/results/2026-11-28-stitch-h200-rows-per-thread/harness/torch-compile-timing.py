import statistics
import torch
import torch.nn.functional as F
import triton.testing
x = torch.randn(16384, 4096, device="cuda")
g = torch.randn(4096, device="cuda")
b = torch.randn(4096, device="cuda")
f = torch.compile(lambda x, g, b: F.layer_norm(x, (4096,), g, b, 1e-5), dynamic=False)
for _ in range(5):
    f(x, g, b)
torch.cuda.synchronize()
flush = torch.empty(256 * 1024 * 1024 // 4, dtype=torch.float32, device="cuda")
def manual(reps=50):
    ts = []
    for _ in range(reps):
        flush.zero_()
        s = torch.cuda.Event(enable_timing=True); e = torch.cuda.Event(enable_timing=True)
        s.record(); f(x, g, b); e.record(); e.synchronize()
        ts.append(s.elapsed_time(e))
    return statistics.median(ts), min(ts)
for rep in range(3):
    db = triton.testing.do_bench(lambda: f(x, g, b), return_mode="median")
    m, mn = manual()
    print("torch.compile layernorm rep=%d do_bench median %.4f ms; manual flush+events median %.4f min %.4f" % (rep, db, m, mn))
