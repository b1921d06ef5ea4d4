# Tests of the crypto kernels of bench/hfuse/hfbench/crypto.py: the BLAKE-256 reference
# against the specification's test vectors, every kernel on kfusion-sim against its
# reference at two block sizes, the GPU lowering (PTX, cubin, ptxas registers), and two
# kernels horizontally fused at two pairs of block sizes.
"""Crypto kernels: references, interpreter runs, GPU lowering, horizontal fusion.

Run with `/usr/bin/python3 -m pytest bench/hfuse/tests/test_crypto.py -q`. Tools come
from $KFUSION_BIN (default: build/bin of this repository); ptxas from
/usr/local/cuda/bin (the cubin and register checks are skipped without it). Inputs are
fresh random headers; the seed is in every failure message.
"""

import os
import secrets
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(REPO / "bench" / "hfuse"))
sys.path.insert(0, str(REPO / "python"))

from hfbench import crypto  # noqa: E402
from hfbench.program import compare, program, read_outputs, run, write_inputs  # noqa: E402

BIN = Path(os.environ.get("KFUSION_BIN") or REPO / "build" / "bin")
SIM = BIN / "kfusion-sim"
OPT = BIN / "kfusion-opt"
PTXAS = Path("/usr/local/cuda/bin/ptxas")

# Nonces of the small test sizes: a few hundred, not a multiple of 32 (the last block's
# bounds check runs), several nonces per thread for the compute kernels (two blocks).
SMALL_NONCES = 300
TEST_DAG_BYTES = 64 * 1024
REPRESENTATIVE = {"sha256d": crypto.SHA256D_NONCES, "blake256": crypto.BLAKE256_NONCES,
                  "blake2b": crypto.BLAKE2B_NONCES, "ethash": crypto.ETHASH_NONCES}


def small(name, threads=None, **kw):
    """Kernel `name` with about SMALL_NONCES nonces (a tiny DAG for ethash)."""
    if name == "ethash":
        kw.setdefault("dag_bytes", TEST_DAG_BYTES)
    return crypto.KERNELS[name](scale=SMALL_NONCES / REPRESENTATIVE[name], threads=threads,
                                **kw)


def tool(*args, timeout=300):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True,
                          timeout=timeout)


def simulate_and_compare(kernels, program_path, tmp_path, seed):
    """Run `program_path` (assembled from `kernels`) on kfusion-sim with fresh inputs
    and compare every output with the kernels' references."""
    inputs = write_inputs(kernels, tmp_path / "in", np.random.default_rng(seed))
    proc = run(str(SIM), program_path, tmp_path / "in", tmp_path / "out")
    assert proc.returncode == 0, "seed %d: kfusion-sim failed:\n%s" % (seed,
                                                                       proc.stdout[-3000:])
    outputs = read_outputs(kernels, tmp_path / "out")
    for k, i, o in zip(kernels, inputs, outputs):
        problems = compare(k, o, k.reference(i))
        assert not problems, "seed %d, %s %s: %s" % (seed, k.name, k.params, problems)


# -- references ---------------------------------------------------------------------

def test_blake256_reference_vectors():
    # The two test vectors of the BLAKE specification (v1.3, appendix A: one zero byte,
    # one block; 72 zero bytes, two blocks, the second mostly padding).
    assert crypto.blake256_reference(b"\x00").hex() == (
        "0ce8d4ef4dd7cd8d62dfded9d4edb0a774ae6a41929a74da23109e8f11139c87")
    assert crypto.blake256_reference(b"\x00" * 72).hex() == (
        "d419bad32d504fb7d44d460c42c5593fe544fa4c135dec31e21bd9abdcc22d41")


def test_generator_constants_match_the_specifications():
    # The generators derive their constants (roots of primes, digits of pi, the Keccak
    # LFSR); the reference keeps the specifications' literal tables.
    assert crypto.SHA256_IV == crypto._REF_IV
    assert crypto.BLAKE256_C == crypto._REF_C
    assert [tuple(r) for r in crypto.SIGMA] == crypto._REF_SIGMA
    assert crypto.SHA256_K[0] == 0x428A2F98 and crypto.SHA256_K[63] == 0xC67178F2
    assert crypto.SHA512_IV[0] == 0x6A09E667F3BCC908
    assert crypto.KECCAK_RC[0] == 1 and crypto.KECCAK_RC[23] == 0x8000000080008008


def test_sizes_and_launch_shapes():
    for name, factory in crypto.KERNELS.items():
        k = factory(dag_bytes=TEST_DAG_BYTES) if name == "ethash" else factory()
        n = k.params["nonces"]
        assert k.launch.block == (crypto.DEFAULT_THREADS, 1, 1)
        assert 0.3 <= k.params["est_ms_h100"] <= 1.5, (name, k.params)
        assert k.kind == ("memory" if name == "ethash" else "compute")
        half = factory(scale=0.5, dag_bytes=TEST_DAG_BYTES) if name == "ethash" \
            else factory(scale=0.5)
        assert abs(half.params["nonces"] - n / 2) <= 2, name
        for threads in (32, 96, 1024):
            s = small(name, threads)
            n = s.params["nonces"]
            assert n % 32 and s.launch.block == (threads, 1, 1), (name, threads)
            # A few blocks (two unless one holds every nonce), all of them with work.
            assert min(2, -(-n // threads)) <= s.launch.grid[0] <= -(-n // threads)
    assert crypto.ethash().params["dag_bytes"] >= 1 << 30
    with pytest.raises(ValueError):
        crypto.sha256d(threads=100)


# -- interpreter runs ---------------------------------------------------------------

# (name, threads, extra factory arguments): the default block size, and an unusual one
# with a start nonce that wraps the 32-bit nonce (or crosses 2^32 for ethash's 64-bit
# nonce, which also hashes two nonces per thread here).
SIM_CASES = [
    ("sha256d", None, {}), ("sha256d", 96, {"start_nonce": 0xFFFFFF80}),
    ("blake256", None, {}), ("blake256", 160, {"start_nonce": 0xFFFFFFA0}),
    ("blake256", 96, {"rounds": 8}),
    ("blake2b", None, {}), ("blake2b", 160, {"start_nonce": 0xFFFFFF00}),
    ("ethash", None, {}),
    ("ethash", 96, {"start_nonce": (1 << 32) - 100, "nonces_per_thread": 2}),
]


@pytest.mark.parametrize("name,threads,kw", SIM_CASES,
                         ids=["%s-%s%s" % (n, t or "default", "-" + "-".join(kw) if kw else "")
                              for n, t, kw in SIM_CASES])
def test_kernel_matches_reference_on_sim(name, threads, kw, tmp_path):
    k = small(name, threads, **kw)
    path = tmp_path / "prog.mlir"
    path.write_text(program([k], "sequential"))
    simulate_and_compare([k], path, tmp_path, secrets.randbits(32))


# -- GPU lowering -------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(crypto.KERNELS))
def test_kernel_lowers_for_gpu(name, tmp_path):
    k = small(name)
    path = tmp_path / "prog.mlir"
    path.write_text(program([k], "sequential"))
    dump = tmp_path / "ptx"
    proc = tool(OPT, path, "--kfusion-to-cubin=format=ptx",
                "--kfusion-dump-binaries=output-dir=%s" % dump, "-o", os.devnull)
    assert proc.returncode == 0, proc.stderr[-3000:]
    if not PTXAS.is_file():
        pytest.skip("no ptxas at %s: PTX only" % PTXAS)
    # ptxas assembles the dumped PTX (what format=cubin would hand it) and reports
    # the kernel's registers; the cubin pipeline itself is lit's (test/Conversion).
    from kfusion.tools import ptxas_resources
    (ptx,) = dump.glob("*.ptx")
    resources = ptxas_resources(ptx)
    func = k.launch.func
    assert func in resources, resources
    # Register use (no spills) is part of what makes a kernel representative: a kernel
    # that spills would measure the local-memory traffic, not the hash.
    print("%s: %s" % (func, resources[func]))
    assert not resources[func]["spills"], resources[func]


# -- horizontal fusion --------------------------------------------------------------

# The paper fuses the memory-bound Ethash with a compute-bound hash, and compute-bound
# hashes with each other; each pair at the default block sizes and at other ones.
FUSION_CASES = [(("ethash", None), ("sha256d", None)), (("ethash", 64), ("sha256d", 192)),
                (("blake256", None), ("blake2b", None)), (("blake256", 192), ("blake2b", 64))]


@pytest.mark.parametrize("a,b", FUSION_CASES,
                         ids=["%s%s-%s%s" % (a[0], a[1] or "", b[0], b[1] or "")
                              for a, b in FUSION_CASES])
def test_horizontal_fusion_of_two_kernels(a, b, tmp_path):
    kernels = [small(a[0], a[1]), small(b[0], b[1])]
    path = tmp_path / "prog.mlir"
    path.write_text(program(kernels, "sequential"))
    fused = tmp_path / "fused.mlir"
    proc = tool(OPT, path, "--kfusion-horizontal-fusion", "--kfusion-lower-horizontal",
                "-o", fused)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "not fusing" not in proc.stderr, proc.stderr[-3000:]
    text = fused.read_text()
    name = "%s_%s_hfuse" % (kernels[0].launch.func, kernels[1].launch.func)
    assert "gpu.func @%s" % name in text
    threads = kernels[0].launch.threads + kernels[1].launch.threads
    assert "known_block_size = array<i32: %d, 1, 1>" % threads in text
    simulate_and_compare(kernels, fused, tmp_path, secrets.randbits(32))
    if a[1] is None:
        # The fused kernel also compiles for the GPU (checked at the default sizes only,
        # for time).
        proc = tool(OPT, fused, "--kfusion-to-cubin=format=ptx", "-o", os.devnull)
        assert proc.returncode == 0, proc.stderr[-3000:]


def test_fusion_with_partitions_other_than_the_block_sizes(tmp_path):
    # The fusion pass may give a kernel a partition other than the block size it was
    # generated for (it then changes block_dim, not the grid): the grid-stride loops
    # must still hash every nonce exactly once.
    kernels = [small("ethash", 128), small("sha256d", 128)]
    path = tmp_path / "prog.mlir"
    path.write_text(program(kernels, "sequential"))
    fused = tmp_path / "fused.mlir"
    proc = tool(OPT, path, "--kfusion-horizontal-fusion=partition=256,64",
                "--kfusion-lower-horizontal", "-o", fused)
    assert proc.returncode == 0 and "not fusing" not in proc.stderr, proc.stderr[-3000:]
    assert "known_block_size = array<i32: 320, 1, 1>" in fused.read_text()
    simulate_and_compare(kernels, fused, tmp_path, secrets.randbits(32))
