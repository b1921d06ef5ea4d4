# A control for bench/results/2026-12-03-gemm-h200-tma: Triton's TMA matmul, run plain and under compute-sanitizer (synccheck, memcheck).
import torch, triton, triton.language as tl, sys

triton.set_allocator(lambda size, align, stream: torch.empty(size, dtype=torch.int8, device="cuda"))

@triton.jit
def mm(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    pm = tl.program_id(0)
    pn = tl.program_id(1)
    acc = tl.zeros((BM, BN), tl.float32)
    for k in tl.range(0, K, BK, num_stages=4):
        acc = tl.dot(a_desc.load([pm * BM, k]), b_desc.load([k, pn * BN]), acc)
    c_desc.store([pm * BM, pn * BN], acc)

torch.manual_seed(0)
M = N = K = 512
a = torch.randn(M, K, device="cuda", dtype=torch.float16)
b = torch.randn(K, N, device="cuda", dtype=torch.float16)
c = torch.empty(M, N, device="cuda", dtype=torch.float32)
mm[(M // 64, N // 64)](a, b, c, M, N, K, BM=64, BN=64, BK=64)
torch.cuda.synchronize()
ref = a.float() @ b.float()
bad = (~torch.isclose(c, ref, rtol=1e-2, atol=1e-2)).sum().item()
print("triton TMA matmul: %d of %d elements differ, nan %d" % (bad, c.numel(), torch.isnan(c).sum().item()))
