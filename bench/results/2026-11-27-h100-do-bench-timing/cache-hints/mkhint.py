# The cache-hint experiment of NOTE.md (run from the repository root; writes hint/): planned stencil programs lowered to PTX, with cache-hint
# variants made by editing the embedded PTX (the driver JIT-compiles it at load).
import re, subprocess, sys
from pathlib import Path
sys.path.insert(0, "bench/stencil")
import run
out = Path("hint"); out.mkdir(parents=True, exist_ok=True)
B = "chip=sm_90 bare-ptr=true index-bitwidth=32 format=ptx"
for w in ["jacobi", "hdiff", "fdtd"]:
    p = run.make_workload(w, "gpu", 1)
    src = out / (w + ".mlir")
    src.write_text(p.text(p.groups_of("planned"), warmup=5, repeat=20))
    fused = out / (w + ".fused.mlir")
    subprocess.run(["build/bin/kfusion-opt", str(src), "--kfusion-plan-stencil",
                    "--kfusion-stencil-fusion", "-o", str(fused)], check=True,
                   capture_output=True)
    low = out / (w + ".v0.mlir")
    subprocess.run(["build/bin/kfusion-opt", str(fused), "--kfusion-to-cubin=" + B, "-o",
                    str(low)], check=True)
    text = low.read_text()
    n = len(re.findall(r"st\.global\.(b32|f32|v4)", text))
    (out / (w + ".v1.mlir")).write_text(re.sub(r"st\.global\.", "st.global.cs.", text))
    print(w, "stores edited:", n, "size", len(text))
    # v2 / v3: the loads with a 128 / 256-byte L2 prefetch size (second call; v1 removed).
    for v, hint in (("v2", "ld.global.nc.L2::128B."), ("v3", "ld.global.nc.L2::256B.")):
        (out / ("%s.%s.mlir" % (w, v))).write_text(text.replace("ld.global.nc.", hint))
