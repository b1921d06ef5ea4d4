# Property test of kfusion-horizontal-fusion: random groups of two or three random kernels
# (1-D, 2-D and 3-D blocks, different grids, grids computed at run time, static and
# dynamic shared memory (its size also computed at run time) with barriers, warp shuffles, early returns, device-function
# calls, block-size-agnostic stride loops under other partitions), fused in thread partitions or the serial form,
# must compute what the unfused program computes, on kfusion-sim with fresh random inputs
# and a random schedule. Each case is a seed; a failure names it and keeps the programs.
"""Random programs: fused equals unfused on the reference interpreter."""

import os
import random
import subprocess
from pathlib import Path

import pytest

import sys
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kfusion.tools import ToolError, find_tool  # noqa: E402

CASES = 48
WG = "#gpu.address_space<workgroup>"


def _need_tools():
    try:
        return find_tool("kfusion-opt"), find_tool("kfusion-sim")
    except ToolError:
        pytest.skip("kfusion-opt / kfusion-sim not built")


class Kernel:
    """One random kernel: its gpu.func text, launch sizes, buffer size and partition."""

    def __init__(self, rng, name, agnostic):
        self.name = name
        self.agnostic = agnostic
        self.helpers = []
        if agnostic:
            # 1-D, processes WORK elements per block with a stride loop over the block:
            # correct for any block size, so the partition may differ from the launch.
            self.block = (rng.choice([64, 96, 128, 256]), 1, 1)
            self.grid = (rng.randint(1, 5), 1, 1)
            self.work = 256
            self.partition = rng.choice([32, 64, 96, 128, 160, 256])
            self.size = self.grid[0] * self.work
            # Some grids are computed at run time from the buffer's length.
            self.dynamic_grid = rng.random() < 0.4
        else:
            shape = rng.choice(["1d", "2d", "3d"])
            if shape == "1d":
                self.block = (rng.choice([32, 64, 96, 128, 192]), 1, 1)
            elif shape == "2d":
                self.block = (rng.choice([16, 32, 64]), rng.choice([2, 4]), 1)
            else:
                self.block = (rng.choice([8, 16, 32]), 2, 2)
            self.grid = (rng.randint(1, 4), rng.randint(1, 2), 1)
            self.partition = None
            self.size = self.threads * self.grid[0] * self.grid[1]
            self.dynamic_grid = False
        self.shared = None if agnostic else rng.choice([None, "static", "dynamic"])
        self.shuffle = not agnostic and self.threads % 32 == 0 and rng.random() < 0.4
        self.early = not agnostic and self.shared is None and rng.random() < 0.5
        self.call = rng.random() < 0.5
        self.exchange = rng.randint(1, 7)
        # Some dynamic shared memory sizes are computed at run time.
        self.runtime_shared = self.shared == "dynamic" and rng.random() < 0.5
        self.ops = [(rng.choice(["addi", "muli", "xori"]), rng.randint(1, 1 << 20))
                    for _ in range(rng.randint(1, 4))]

    @property
    def threads(self):
        return self.block[0] * self.block[1] * self.block[2]

    @property
    def dynamic_bytes(self):
        return self.threads * 4 if self.shared == "dynamic" else 0

    def _mix(self, value, out):
        """Lines computing `out` from the i32 `value` by the kernel's random ops."""
        lines, cur = [], value
        for k, (op, c) in enumerate(self.ops):
            lines.append("%%k%d_%s = arith.constant %d : i32" % (k, out, c))
            lines.append("%%m%d_%s = arith.%s %s, %%k%d_%s : i32" % (k, out, op, cur, k, out))
            cur = "%%m%d_%s" % (k, out)
        lines.append("%%%s = arith.addi %s, %%zero_i32 : i32" % (out, cur))
        return lines

    def text(self):
        n = self.size
        mem = "memref<%dxi32>" % n
        head = "gpu.func @%s(%%in: %s, %%out: %s)" % (self.name, mem, mem)
        if self.shared == "static":
            head += " workgroup(%%tile: memref<%dxi32, %s>)" % (self.threads, WG)
        body = ["%zero_i32 = arith.constant 0 : i32", "%c0 = arith.constant 0 : index",
                "%c1 = arith.constant 1 : index"]
        if self.agnostic:
            body += ["%%work = arith.constant %d : index" % self.work,
                     "%bx = gpu.block_id x", "%tx = gpu.thread_id x", "%bd = gpu.block_dim x",
                     "%base = arith.muli %bx, %work : index",
                     "scf.for %j = %tx to %work step %bd {",
                     "  %i = arith.addi %base, %j : index",
                     "  %v = memref.load %in[%i] : " + mem]
            body += ["  " + l for l in self._value("%v", "w")]
            body += ["  memref.store %w, %out[%i] : " + mem, "}", "gpu.return"]
            return head + " kernel {\n" + "\n".join("  " + l for l in body) + "\n}\n"
        # Linear ids of the thread in its block and of the block in the grid.
        body += ["%tx = gpu.thread_id x", "%ty = gpu.thread_id y", "%tz = gpu.thread_id z",
                 "%bdx = gpu.block_dim x", "%bdy = gpu.block_dim y",
                 "%bx = gpu.block_id x", "%by = gpu.block_id y", "%gdx = gpu.grid_dim x",
                 "%tzy = arith.muli %tz, %bdy : index", "%tzy2 = arith.addi %tzy, %ty : index",
                 "%tzyx = arith.muli %tzy2, %bdx : index",
                 "%lin = arith.addi %tzyx, %tx : index",
                 "%%nthreads = arith.constant %d : index" % self.threads,
                 "%byx = arith.muli %by, %gdx : index", "%blin = arith.addi %byx, %bx : index",
                 "%bbase = arith.muli %blin, %nthreads : index",
                 "%i = arith.addi %bbase, %lin : index",
                 "%v = memref.load %in[%i] : " + mem]
        cur = "%v"
        if self.shuffle:
            body += ["%c1_i32 = arith.constant 1 : i32", "%c32_i32 = arith.constant 32 : i32",
                     "%sh, %shv = gpu.shuffle xor %v, %c1_i32, %c32_i32 : i32",
                     "%vs = arith.addi %v, %sh : i32"]
            cur = "%vs"
        if self.shared:
            tile = "memref<%dxi32, %s>" % (self.threads, WG)
            if self.shared == "dynamic":
                body += ["%raw = gpu.dynamic_shared_memory : memref<?xi8, " + WG + ">",
                         "%tile = memref.view %raw[%c0][] : memref<?xi8, " + WG + "> to " + tile]
            # Exchange with the thread k places further in the block, across a barrier.
            k = self.exchange
            body += ["memref.store %s, %%tile[%%lin] : %s" % (cur, tile), "gpu.barrier",
                     "%%kk = arith.constant %d : index" % k,
                     "%nb0 = arith.addi %lin, %kk : index",
                     "%nb = arith.remui %nb0, %nthreads : index",
                     "%x = memref.load %tile[%nb] : " + tile, "gpu.barrier",
                     "%vx = arith.xori %x, " + cur + " : i32"]
            cur = "%vx"
        body += self._value(cur, "w")
        if self.early:
            # Threads whose element is divisible by 3 leave early with a marker.
            body += ["%c3 = arith.constant 3 : index", "%r3 = arith.remui %i, %c3 : index",
                     "%leave = arith.cmpi eq, %r3, %c0 : index",
                     "%marker = arith.constant 777 : i32",
                     "cf.cond_br %leave, ^leave, ^stay"]
            tail = ["^leave:", "  memref.store %marker, %out[%i] : " + mem, "  gpu.return",
                    "^stay:", "  memref.store %w, %out[%i] : " + mem, "  gpu.return"]
        else:
            tail = ["memref.store %w, %out[%i] : " + mem, "gpu.return"]
        return (head + " kernel {\n" + "\n".join("  " + l for l in body + tail) + "\n}\n")

    def _value(self, value, out):
        """Lines computing `out` from `value`: inline, or through a device function."""
        if not self.call:
            return self._mix(value, out)
        fn = "%s_mix" % self.name
        lines = ["%zero_i32 = arith.constant 0 : i32"] + self._mix("%x", "r") + \
            ["return %r : i32"]
        self.helpers.append("func.func @%s(%%x: i32) -> i32 {\n%s\n}\n" % (
            fn, "\n".join("  " + l for l in lines)))
        return ["%%%s = func.call @%s(%s) : (i32) -> i32" % (out, fn, value)]


BYSTANDER = """gpu.func @bystander(%in: memref<?xi32>, %out: memref<?xi32>) kernel {
  %i = gpu.thread_id x
  %v = memref.load %in[%i] : memref<?xi32>
  %c5 = arith.constant 5 : i32
  %w = arith.muli %v, %c5 : i32
  memref.store %w, %out[%i] : memref<?xi32>
  gpu.return
}
"""


def program(kernels, group=True, bystander=None):
    """Host @main(in_0, out_0, in_1, out_1, ..., by_in, by_out) launching each kernel once
    (async, one dependency each), marked as group 1. `bystander` adds a launch of 32
    threads outside the group after the first kernel's: 'independent' (its own buffers)
    or 'dependent' (it reads the first kernel's output)."""
    bodies = [k.text() for k in kernels] + [BYSTANDER]
    helpers = [h for k in kernels for h in k.helpers]
    args = ", ".join("%%in%d: memref<%dxi32> {llvm.noalias}, %%out%d: memref<%dxi32> "
                     "{llvm.noalias}" % (j, k.size, j, k.size) for j, k in enumerate(kernels))
    args += ", %by_in: memref<32xi32> {llvm.noalias}, %by_out: memref<32xi32> {llvm.noalias}"
    consts = sorted({0, 1, 32, 256} | {v for k in kernels for v in k.block + k.grid})
    lines = ["  %%c%d = arith.constant %d : index" % (v, v) for v in consts]
    lines.append("  %t0 = gpu.wait async")
    tokens = []
    for j, k in enumerate(kernels):
        attrs = ["kfusion.horizontal_group = 1 : i64"] if group else []
        if k.partition is not None:
            attrs.append("kfusion.partition = %d : i64" % k.partition)
        dyn = ""
        if k.dynamic_bytes and k.runtime_shared:
            # bytes = (len(in) / len(in)) * bytes, unknown to the pass.
            lines += ["  %%sin%d = memref.cast %%in%d : memref<%dxi32> to memref<?xi32>"
                      % (j, j, k.size),
                      "  %%sn%d = memref.dim %%sin%d, %%c0 : memref<?xi32>" % (j, j),
                      "  %%sl%d = arith.constant %d : index" % (j, k.size),
                      "  %%sq%d = arith.divui %%sn%d, %%sl%d : index" % (j, j, j),
                      "  %%sb%d = arith.constant %d : index" % (j, k.dynamic_bytes),
                      "  %%sx%d = arith.muli %%sq%d, %%sb%d : index" % (j, j, j),
                      "  %%dyn%d = arith.index_castui %%sx%d : index to i32" % (j, j)]
            dyn = " dynamic_shared_memory_size %%dyn%d" % j
        elif k.dynamic_bytes:
            lines.append("  %%dyn%d = arith.constant %d : i32" % (j, k.dynamic_bytes))
            dyn = " dynamic_shared_memory_size %%dyn%d" % j
        grid = ["%%c%d" % v for v in k.grid]
        if k.dynamic_grid:
            # blocks = ceil(len(in) / 256), with the length unknown to the pass.
            lines += ["  %%din%d = memref.cast %%in%d : memref<%dxi32> to memref<?xi32>"
                      % (j, j, k.size),
                      "  %%n%d = memref.dim %%din%d, %%c0 : memref<?xi32>" % (j, j),
                      "  %%g%d = arith.ceildivui %%n%d, %%c256 : index" % (j, j)]
            grid[0] = "%%g%d" % j
        lines.append(
            "  %%t%d = gpu.launch_func async [%%t0] @k::@%s blocks in (%s, %s, %s) "
            "threads in (%%c%d, %%c%d, %%c%d)%s args(%%in%d : memref<%dxi32>, %%out%d : "
            "memref<%dxi32>) {%s}" % ((j + 1, k.name) + tuple(grid) + k.block +
                                     (dyn, j, k.size, j, k.size, ", ".join(attrs))))
        tokens.append("%%t%d" % (j + 1))
        if j == 0 and bystander:
            source = "%by_in : memref<32xi32>" if bystander == "independent" else \
                "%%out0 : memref<%dxi32>" % k.size
            lines += ["  %%bsrc = memref.cast %s to memref<?xi32>" % source,
                      "  %bdst = memref.cast %by_out : memref<32xi32> to memref<?xi32>",
                      "  %tb = gpu.launch_func async [%t0] @k::@bystander blocks in "
                      "(%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%bsrc : "
                      "memref<?xi32>, %bdst : memref<?xi32>)"]
            tokens.append("%tb")
    lines.append("  gpu.wait [%s]" % ", ".join(tokens))
    lines.append("  return")
    return ("module attributes {gpu.container_module} {\ngpu.module @k {\n" +
            "\n".join(helpers) + "\n" + "\n".join(bodies) + "}\n" +
            "func.func @main(%s) {\n" % args + "\n".join(lines) + "\n}\n}\n")


def random_group(seed):
    rng = random.Random(seed)
    count = rng.choice([2, 2, 3])
    while True:
        kernels = [Kernel(rng, "k%d" % j, agnostic=rng.random() < 0.35)
                   for j in range(count)]
        threads = sum(k.partition or k.threads for k in kernels)
        if threads <= 1024 and kernels[0].size >= 32:
            return kernels, rng.random() < 0.25, rng.choice(["forward", "reverse", "random"])


@pytest.mark.parametrize("seed", range(CASES))
def test_fused_equals_unfused(seed, tmp_path):
    opt, sim = _need_tools()
    kernels, serial, schedule = random_group(1000 + seed)
    bystander = "independent" if seed % 3 == 0 else None
    src = tmp_path / ("case%d.mlir" % seed)
    src.write_text(program(kernels, bystander=bystander))
    option = "--kfusion-horizontal-fusion" + ("=serial=true" if serial else "")
    fused = tmp_path / ("case%d.fused.mlir" % seed)
    proc = subprocess.run([opt, str(src), option, "--kfusion-lower-horizontal", "-o",
                           str(fused)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, "seed %d: %s\n%s" % (seed, proc.stderr, src)
    # Fusion must have happened: no remark, one launch.
    assert "not fusing" not in proc.stderr, "seed %d: %s" % (seed, proc.stderr)
    assert fused.read_text().count("gpu.launch_func") == 1 + bool(bystander), seed
    proc = subprocess.run([sim, str(src), "--compare=%s" % fused, "-e", "main",
                           "--seed=%d" % (seed + 1), "--schedule=%s" % schedule],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and "equal:" in proc.stdout, \
        "seed %d (serial=%s, schedule=%s): %s%s\nprograms in %s" % (
            seed, serial, schedule, proc.stdout, proc.stderr, tmp_path)


@pytest.mark.parametrize("seed", range(0, CASES, 6))
def test_dependent_launch_between_is_refused(seed, tmp_path):
    # A launch between the group's launches that reads the first kernel's output: moving
    # the first launch past it would change what it reads, so the group is declined and
    # the program stays as it was.
    opt, _ = _need_tools()
    kernels, _, _ = random_group(1000 + seed)
    src = tmp_path / "dependent.mlir"
    src.write_text(program(kernels, bystander="dependent"))
    proc = subprocess.run([opt, str(src), "--kfusion-horizontal-fusion"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "not fusing group 1: the launch of @k::@bystander between the launches is not " \
        "in the group, and @k::@k0 would move after it: @k::@k0 writes" in proc.stderr, \
        proc.stderr
    assert proc.stdout.count("gpu.launch_func") == len(kernels) + 1


# -- planner + fusion on random launch sequences -------------------------------------------

def plan_program(seed):
    """A host function running 4 to 8 synchronous launches over 256-element buffers: each
    reads one buffer and writes another (often one an earlier launch read or wrote, so
    launches depend on each other), with light kernels (memory-bound) and kernels of 64
    rounds of arithmetic (compute-bound), all block-size agnostic."""
    rng = random.Random(seed)
    count = rng.randint(4, 8)
    buffers = rng.randint(3, count + 2)
    kernels, launches = [], []
    for j in range(count):
        heavy = rng.random() < 0.5
        block = rng.choice([64, 128, 256])
        src = rng.randrange(buffers)
        dst = rng.choice([b for b in range(buffers) if b != src])
        c = rng.randint(1, 1 << 20)
        if heavy:
            body = ["%c0 = arith.constant 0 : index", "%c64 = arith.constant 64 : index",
                    "%%m = arith.constant %d : i32" % (c | 1),
                    "%w = scf.for %r = %c0 to %c64 step %c1 iter_args(%y = %v) -> (i32) {",
                    "  %p = arith.muli %y, %m : i32", "  %q = arith.addi %p, %m : i32",
                    "  %o = arith.xori %q, %y : i32", "  scf.yield %o : i32", "}"]
        else:
            body = ["%%m = arith.constant %d : i32" % c, "%w = arith.xori %v, %m : i32"]
        kernels.append("""gpu.func @l%d(%%in: memref<256xi32>, %%out: memref<256xi32>) kernel {
  %%c1 = arith.constant 1 : index
  %%work = arith.constant 128 : index
  %%bx = gpu.block_id x
  %%tx = gpu.thread_id x
  %%bd = gpu.block_dim x
  %%base = arith.muli %%bx, %%work : index
  scf.for %%k = %%tx to %%work step %%bd {
    %%i = arith.addi %%base, %%k : index
    %%v = memref.load %%in[%%i] : memref<256xi32>
%s
    memref.store %%w, %%out[%%i] : memref<256xi32>
  }
  gpu.return
}
""" % (j, "\n".join("    " + l for l in body)))
        launches.append("  gpu.launch_func @k::@l%d blocks in (%%c2, %%c1, %%c1) threads in "
                        "(%%c%d, %%c1, %%c1) args(%%b%d : memref<256xi32>, %%b%d : "
                        "memref<256xi32>)" % (j, block, src, dst))
    args = ", ".join("%%b%d: memref<256xi32> {llvm.noalias}" % b for b in range(buffers))
    return ("module attributes {gpu.container_module} {\ngpu.module @k {\n" +
            "".join(kernels) + "}\nfunc.func @main(%s) {\n" % args +
            "  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
            "  %c64 = arith.constant 64 : index\n  %c128 = arith.constant 128 : index\n"
            "  %c256 = arith.constant 256 : index\n" +
            "\n".join(launches) + "\n  return\n}\n}\n")


@pytest.mark.parametrize("seed", range(24))
def test_planned_and_fused_equals_unfused(seed, tmp_path):
    # Whatever the planner pairs (launches up to 8 apart, moved past the ones between),
    # and whatever the fusion then accepts, the program computes what it did.
    opt, sim = _need_tools()
    src = tmp_path / "seq.mlir"
    src.write_text(plan_program(2000 + seed))
    fused = tmp_path / "seq.fused.mlir"
    proc = subprocess.run([opt, str(src), "--kfusion-plan-horizontal",
                           "--kfusion-horizontal-fusion", "--kfusion-lower-horizontal",
                           "-o", str(fused)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    proc2 = subprocess.run([sim, str(src), "--compare=%s" % fused, "-e", "main",
                            "--seed=%d" % seed], capture_output=True, text=True, timeout=300)
    assert proc2.returncode == 0 and "equal:" in proc2.stdout, \
        "seed %d: %s%s\nplanner: %s\nprograms in %s" % (
            seed, proc2.stdout, proc2.stderr, proc.stderr, tmp_path)


@pytest.mark.parametrize("seed", range(0, CASES, 4))
def test_fused_random_programs_compile_to_cubin(seed, tmp_path):
    # The GPU lowering of the same random groups: kfusion-to-cubin, through ptxas, must
    # accept every fused program (no GPU needed; skipped without a CUDA toolkit).
    opt, _ = _need_tools()
    try:
        from kfusion.tools import find_ptxas
        find_ptxas()
    except ToolError:
        pytest.skip("no ptxas")
    kernels, serial, _ = random_group(1000 + seed)
    src = tmp_path / "case.mlir"
    src.write_text(program(kernels, bystander="independent" if seed % 3 == 0 else None))
    option = "--kfusion-horizontal-fusion" + ("=serial=true" if serial else "")
    proc = subprocess.run([opt, str(src), option, "--kfusion-to-cubin", "-o", os.devnull],
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, "seed %d: %s" % (seed, proc.stderr[-2000:])
