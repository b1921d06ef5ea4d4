# kfusion.hfuse_tuner: the HFuse tuner (issue #3, "Tuner"). For one group of launches
# (`kfusion.horizontal_group = N`) it enumerates thread partitions and register bounds as the HFuse
# paper does, writes them as `kfusion.partition` / `kfusion.max_registers` attributes, fuses
# with kfusion-opt, checks each fused program against the unfused one with kfusion-sim
# --compare, measures with kfusion-runner when a GPU is present, and picks the fastest.
"""HFuse partition and register-bound search over kfusion-horizontal-fusion.

Reading of the search (Li, Zheng, Pekhimenko, Long, "Automatic Horizontal Fusion for GPU
Kernels", CGO'22, as summarized in issue #3 and ../shared/DESIGN.md): the fused block has
as many threads as the two original blocks together, T = block_a + block_b (capped at
1024). The first kernel gets d1 = 128, 256, ... threads (steps of 32, from 32, when either
original block has 128 threads or fewer) while d1 < T; the second gets the rest,
d2 = T - d1. Both are positive multiples of 32 (partitions must be warp-aligned). The even
split (T/2 rounded down to a multiple of 32, the rest to the second) is always included.
Each partition is tried without and with the register bound of `register_bound`, which the
paper computes from registers per SM, threads and shared memory, with `ptxas -v` figures:
the fused kernel may use as many registers as keep as many of its blocks resident per SM as
the worse of the original kernels kept (their blocks per SM from their own `ptxas -v`
registers, block sizes and shared memory), within the fused block's thread and shared
memory limits. (The authors' HFuse source computes the same bound as
`__launch_bounds__(T, min(min_i 65536 / (regs_i * block_i), 2048 / T))`, without the shared
memory term.)

A partition other than a kernel's own block size changes the block size that kernel sees
(docs/horizontal.md, "Groups and configuration"); kernels written for one block size (constant
tile sizes, grids computed for that block) then compute something else, and the
equivalence check rejects the candidate. Programs whose block size is a parameter (the
bench/hfuse generators) supply a `program_for_partition` hook that returns the program
regenerated for a partition (block sizes and grids adjusted).

Attribute form: the pass reads an integer `kfusion.partition = P : i64` on each launch of
the group (the partition of that launch's kernel) and `kfusion.max_registers = R : i64` on
any launch (lib/Horizontal/HorizontalFusion.cpp); `write_attributes` writes exactly that.
"""

import argparse
import concurrent.futures
import dataclasses
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from .hfuse_attrs import (MODE_ATTRS, drop_group, fused_program, group_launches,
                          groups_of, plan_program, write_attributes)
from .tools import (ToolError, find_tool, has_gpu, parse_bench_line, ptxas_resources,
                    run_tool)

WARP = 32


# ---------------------------------------------------------------------------------------
# (1) Candidate partitions
# ---------------------------------------------------------------------------------------

def candidate_partitions(block_a, block_b, max_threads=1024):
    """Thread partitions (d1, d2) of the HFuse search for two kernels whose blocks have
    `block_a` and `block_b` threads (see the module docstring for the reading of the
    paper). Every entry has d1, d2 positive multiples of 32 and d1 + d2 <= max_threads;
    the even split is included; the list is sorted by d1 without duplicates. Steps are 128
    threads, or 32 when either block is small (128 threads or fewer: steps of 128 would
    leave at most the kernels' own split)."""
    if block_a <= 0 or block_b <= 0:
        raise ValueError("block sizes must be positive: %r, %r" % (block_a, block_b))
    total = min(block_a + block_b, max_threads)
    total -= total % WARP
    if total < 2 * WARP:
        return []
    step = WARP if min(block_a, block_b) <= 128 else 128
    start = step
    result = set()
    d1 = start
    while d1 < total:
        result.add((d1, total - d1))
        d1 += step
    half = (total // 2) // WARP * WARP
    result.add((half, total - half))
    return sorted(p for p in result if p[0] > 0 and p[1] > 0)


# ---------------------------------------------------------------------------------------
# (2) Register bound
# ---------------------------------------------------------------------------------------

def blocks_per_sm(threads_per_block, registers=0, smem_per_block=0, regs_per_sm=65536,
                  max_threads_per_sm=2048, max_blocks_per_sm=32, smem_per_sm=228 * 1024,
                  reserved_smem_per_block=1024, reg_alloc_unit=256, smem_alloc_unit=128,
                  **_):
    """Resident blocks per SM of a kernel (the occupancy calculator): limited by blocks,
    threads, shared memory (allocated in units of `smem_alloc_unit`, plus the 1 KiB the
    driver reserves per block on sm_80+) and registers (allocated per warp in units of
    `reg_alloc_unit`)."""
    warps = -(-threads_per_block // WARP)
    blocks = min(max_blocks_per_sm, max_threads_per_sm // (warps * WARP))
    block_smem = -(-smem_per_block // smem_alloc_unit) * smem_alloc_unit + \
        reserved_smem_per_block
    if block_smem > 0:
        blocks = min(blocks, smem_per_sm // block_smem)
    if registers:
        per_warp = -(-registers * WARP // reg_alloc_unit) * reg_alloc_unit
        blocks = min(blocks, regs_per_sm // (per_warp * warps))
    return blocks


def register_bound(regs_per_sm=65536, max_threads_per_sm=2048, max_blocks_per_sm=32,
                   smem_per_sm=228 * 1024, threads_per_block=None, smem_per_block=0,
                   max_regs_per_thread=255, reserved_smem_per_block=1024,
                   reg_alloc_unit=256, original_blocks=()):
    """The largest register count per thread (a multiple of 8) at which the fused kernel
    keeps as many blocks per SM as the originals kept and its threads and shared memory
    allow.

    Formula (HFuse, CGO'22, "register bound"; limits of the CUDA occupancy calculator,
    defaults: H100, sm_90):

        warps  = ceil(threads_per_block / 32)
        b0     = min(min(original_blocks),          blocks per SM of each original kernel
                                                    (ptxas -v registers, its block size,
                                                    its shared memory), when given
                     max_blocks_per_sm,
                     max_threads_per_sm // (warps * 32),
                     smem_per_sm // (smem_per_block rounded up to 128
                                     + reserved_smem_per_block))
        R      = regs_per_sm // (b0 * warps * 32), at most max_regs_per_thread,
                 rounded down to a multiple of 8

    Bounding the fused kernel to R registers lets b0 of its blocks reside on an SM: the
    occupancy (in blocks) of the worse original kernel, so that fusion does not lower it.
    Without `original_blocks` only threads and shared memory limit b0 (the tightest
    bound). Registers are allocated per warp in units of `reg_alloc_unit` (256 on
    sm_50..sm_90), i.e. per thread in multiples of 8, hence the rounding. Shared memory
    counts static (ptxas `smem`) plus dynamic bytes. Raises ValueError when a single block
    does not fit on an SM."""
    if threads_per_block is None or threads_per_block <= 0:
        raise ValueError("threads_per_block must be positive")
    warps = -(-threads_per_block // WARP)
    blocks = blocks_per_sm(threads_per_block, 0, smem_per_block,
                           max_threads_per_sm=max_threads_per_sm,
                           max_blocks_per_sm=max_blocks_per_sm, smem_per_sm=smem_per_sm,
                           reserved_smem_per_block=reserved_smem_per_block)
    if original_blocks:
        blocks = min([blocks] + [b for b in original_blocks if b > 0])
    if blocks < 1:
        raise ValueError("a block of %d threads and %d bytes of shared memory does not fit "
                         "on one SM" % (threads_per_block, smem_per_block))
    per_thread_unit = reg_alloc_unit // WARP
    bound = min(regs_per_sm // (blocks * warps * WARP), max_regs_per_thread)
    return bound // per_thread_unit * per_thread_unit


def register_splits(partition, bound, originals, floor=24, ceiling=256):
    """Registers per partition after setmaxnreg (sm_90) for a fused kernel bounded to
    `bound` registers a thread: for each kernel that used more than `bound` alone (ptxas -v
    of the originals, `originals` [res_a, res_b]), a split that gives it what it used (a
    multiple of 8, at most 256), or as much as the other can give while keeping `floor`,
    and the other the rest of what the block holds (bound x threads). Empty where
    setmaxnreg cannot apply: a partition that is not whole warpgroups (128 threads), no
    figures, no bound, or nobody needing more than the bound."""
    if not originals or len(originals) != 2 or not all(originals) or not bound:
        return []
    if any(p % 128 for p in partition):
        return []
    total = bound * sum(partition)
    splits = []
    for k in (0, 1):
        other = 1 - k
        want = min(ceiling, -(-originals[k]["registers"] // 8) * 8)
        most = (total - floor * partition[other]) // partition[k] // 8 * 8
        take = min(want, most, ceiling)
        if take <= bound:
            continue
        rest = min(ceiling, (total - take * partition[k]) // partition[other] // 8 * 8)
        split = [0, 0]
        split[k], split[other] = take, rest
        splits.append(tuple(split))
    return splits


# ---------------------------------------------------------------------------------------
# (3) Textual attribute write-back and fusion: hfuse_attrs.py
# ---------------------------------------------------------------------------------------

# ---------------------------------------------------------------------------------------
# (4) The tuner
# ---------------------------------------------------------------------------------------

#: Candidate roles: 'baseline' (an unfused way of running the whole group: the program as
#: it is ('sequential') and the caller's alternatives such as two streams; the fused result
#: must beat the best of these), 'info' (measured for the table only, e.g. each kernel
#: alone), 'serial' (HFuse's serial form, the paper's vertical baseline: the pass with
#: serial=true, with or without a register bound; measured, checked, and chosen where it is
#: the fastest fused form), 'staggered' (the serial form with each block's kernel order
#: rotated: the pass with staggered=true, likewise), 'blocks' (the kernels' blocks
#: interleaved, each block running
#: one kernel: the pass with blocks=true, likewise), 'fused' (a partition, with or without a
#: register bound).
ROLES = ("baseline", "info", "serial", "staggered", "blocks", "fused")

#: The name suffix of each fused form's kernel (kfusion-horizontal-fusion's).
KERNEL_SUFFIX = {"fused": "_hfuse", "serial": "_serial", "staggered": "_staggered",
                 "blocks": "_blocks"}


@dataclasses.dataclass
class Candidate:
    """One configuration and what became of it. status: 'pending', 'equal',
    'mismatch: ...', 'fusion failed: ...', 'not fused: ...', 'measured', 'no GPU:
    measurement skipped', 'run failed: ...'."""
    name: str
    partition: object = None          # tuple of threads per kernel; None for baselines
    max_registers: object = None
    partition_registers: object = None  # tuple: registers per partition (setmaxnreg)
    role: str = "fused"
    status: str = "pending"
    median_ms: object = None
    min_ms: object = None
    max_ms: object = None
    registers: object = None
    shared_bytes: object = None
    spills: object = None
    program: object = None            # path of the program that is measured
    variant: object = None            # name of the program variant (Tuner variants=)
    outputs: object = None            # directory of its outputs (GPU check)
    problems: list = dataclasses.field(default_factory=list)

    @property
    def fused(self):
        return self.role in KERNEL_SUFFIX

    @property
    def mode(self):
        """The fused form's mode ('serial', 'staggered', 'blocks'), None otherwise."""
        return self.role if self.role in MODE_ATTRS else None


class Tuner:
    """Tune one horizontal-fusion group of a program.

    program: path of the unfused program with launches marked `kfusion.horizontal_group = group`.
    entry: its host entry function (for kfusion-sim and kfusion-runner).
    baselines: {name: path} of other unfused ways to run the group (two streams...); the
        program itself is always measured as 'sequential'.
    info: {name: path} of programs measured for the table only (each kernel alone).
    program_for_partition: optional callable(partition tuple) -> MLIR text of the unfused
        program regenerated for that partition (kernels whose block size is a parameter);
        by default every candidate starts from the program as it is.
    variants: optional list of names of program variants to try for every partition (e.g.
        grid choices); program_for_partition is then called as f(partition, variant) and
        every partition is tried in each variant (with and without the register bound).
    gpu: True/False to force, None to ask `kfusion-runner --gpu-info`.
    check: 'sim' (default): every fused candidate against the unfused program at the same
        partition with `kfusion-sim --compare` (small programs); 'outputs' (alias 'gpu'):
        each candidate's outputs from its run are checked by `check_outputs` (programs that
        hand their outputs to kfusionOutput*, bench/hfuse) - the measured run on the GPU,
        or without a GPU one run on kfusion-sim (not timed); 'none'.
    check_outputs: callable(candidate, output_dir, run_text) -> list of problems (empty:
        equal); for check='gpu'. The default compares the `kfusion-output:` lines (element
        count, checksum) with those of the sequential baseline.
    timing: 'runner' (kfusion-runner --warmup/--repeat times the whole entry) or 'program'
        (the program times itself with kfusionBench*; the tuner sets
        KFUSION_BENCH_WARMUP/REPEAT and reads its kfusion-bench line).
    env: extra environment for the runs (e.g. KFUSION_INPUT_DIR).
    serial: also try HFuse's serial form (role 'serial': each thread runs one kernel's
        region then the other's), with the register bound where it is below what ptxas
        allocates unbounded; the fastest of the serial and the partitioned candidates is
        chosen (the status names the best partition too when a serial one wins).
    staggered: also try the serial form with each block's kernel order rotated (role
        'staggered': the blocks resident on an SM run different kernels at once where the
        serial form has them all in the same one), bounded as the serial form is; chosen
        likewise where it runs fastest.
    blocks: also try the kernels' blocks interleaved (role 'blocks': each block of the
        fused launch runs one kernel, a block of the wider kernel's threads), bounded as
        the serial form is; chosen likewise where it runs fastest.
    register_bounds: True (default): add the bounded variant of a partition when the bound
        is below the registers ptxas allocates unbounded; "always": add it regardless;
        False: never.
    jobs: parallel compilations (fusion, lowering to cubin, ptxas -v) before the runs,
        which are sequential.
    """

    def __init__(self, program, group, entry, baselines=None, program_for_partition=None,
                 gpu=None, chip="sm_90", warmup=5, repeat=50, seed=7, sim_args=(),
                 register_bounds=True, workdir=None, log=print, timeout=600, info=None,
                 check="sim", check_outputs=None, timing="runner", env=None, serial=False,
                 jobs=None, variants=None, blocks=False, staggered=False):
        self.program = Path(program)
        self.text = self.program.read_text()
        self.group = group
        self.entry = entry
        self.baselines = dict(baselines or {})
        self.info = dict(info or {})
        self.program_for_partition = program_for_partition
        self.variants = list(variants) if variants else None
        if self.variants and program_for_partition is None:
            raise ValueError("variants need a program_for_partition hook")
        self.gpu = has_gpu() if gpu is None else gpu
        self.chip = chip
        self.warmup, self.repeat, self.seed = warmup, repeat, seed
        self.sim_args = list(sim_args)
        self.register_bounds = register_bounds
        self.workdir = Path(workdir or tempfile.mkdtemp(prefix="kfusion-hfuse-"))
        self.workdir.mkdir(parents=True, exist_ok=True)
        self.log = log
        self.timeout = timeout
        if check == "gpu":
            check = "outputs"
        if check not in ("sim", "outputs", "none"):
            raise ValueError("check must be 'sim', 'outputs' or 'none', not %r" % check)
        if timing not in ("runner", "program"):
            raise ValueError("timing must be 'runner' or 'program', not %r" % timing)
        self.check_mode = check
        self.check_outputs = check_outputs or self._same_output_lines
        self.timing = timing
        self.env = dict(env or {})
        self.serial = serial
        self.blocks = blocks
        self.staggered = staggered
        self.jobs = jobs or max(1, os.cpu_count() or 1)
        self.candidates = []
        self.original_blocks = []
        self.status = ""
        self.best = None
        self._reference_lines = None

    # -- building the candidate list ----------------------------------------------------
    def block_sizes(self):
        launches = group_launches(self.text, self.group)
        if len(launches) != 2:
            raise ValueError("the HFuse search needs a group of two launches; group %d has "
                             "%d" % (self.group, len(launches)))
        sizes = []
        for l in launches:
            if any(v is None for v in l.block):
                raise ValueError("block size of %s is not constant" % l.kernel)
            sizes.append(l.block[0] * l.block[1] * l.block[2])
        return sizes

    def unfused_text(self, partition, variant=None):
        if self.program_for_partition is None or partition is None:
            return self.text
        if self.variants:
            return self.program_for_partition(tuple(partition),
                                              variant or self.variants[0])
        return self.program_for_partition(tuple(partition))

    def _ptxas_figures(self, src, tag, fuse):
        """{kernel name: ptxas -v figures} of every kernel of `src` (fused first when
        `fuse`), or None (logged) when kfusion-opt's PTX or ptxas is unavailable."""
        outdir = self.workdir / ("%s.ptx" % tag)
        command = ["kfusion-opt", src]
        if fuse:
            command.append("--kfusion-horizontal-fusion")
        command += ["--kfusion-to-cubin=chip=%s format=ptx" % self.chip,
                    "--kfusion-dump-binaries=output-dir=%s" % outdir, "-o", os.devnull]
        try:
            run_tool(command, timeout=self.timeout)
            found = {}
            for ptx in sorted(outdir.glob("*.ptx")):
                found.update(ptxas_resources(ptx, self.chip))
        except ToolError as exc:
            self.log("  (no ptxas figures for %s: %s)" % (tag, str(exc).splitlines()[0]))
            return None
        return found

    def fused_resources(self, partition, tag, mode=None):
        """ptxas -v figures of the fused kernel without a register bound (with `mode`
        'serial' or 'blocks', partition None, that form's; None when kfusion-opt's PTX or
        ptxas is unavailable)."""
        src = self.workdir / ("%s.res.mlir" % tag)
        src.write_text(write_attributes(self.unfused_text(partition), self.group,
                                        partition, None, mode=mode))
        found = self._ptxas_figures(src, tag, fuse=True)
        if found is None:
            return None
        marker = KERNEL_SUFFIX[mode or "fused"]
        fused = {k: v for k, v in found.items() if k.endswith(marker)} or found
        return max(fused.values(), key=lambda r: r["registers"]) if fused else None

    def original_resources(self):
        """ptxas -v figures of the group's two kernels as the program launches them
        ([res_a, res_b], an entry None when not found), or None when kfusion-opt's PTX or
        ptxas is unavailable."""
        found = self._ptxas_figures(self.program, "originals", fuse=False)
        if found is None:
            return None
        result = []
        for launch in group_launches(self.text, self.group):
            name = launch.kernel.rsplit("@", 1)[-1]
            result.append(found.get(name))
        return result

    def build_candidates(self):
        """Baselines first, then the serial form and the interleaved blocks (when asked),
        then each partition
        without and with the register bound (the bounded one only when the bound is below
        what ptxas allocates unbounded; otherwise it is the same kernel). The ptxas figures
        of the partitions are gathered in parallel."""
        cands = [Candidate("sequential", role="baseline", program=self.program)]
        for name, path in self.baselines.items():
            cands.append(Candidate(name, role="baseline", program=Path(path)))
        for name, path in self.info.items():
            cands.append(Candidate(name, role="info", program=Path(path)))
        block_a, block_b = self.block_sizes()
        parts = candidate_partitions(block_a, block_b)
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            originals = pool.submit(self.original_resources)
            modes = [m for m, on in (("serial", self.serial), ("staggered", self.staggered),
                                     ("blocks", self.blocks)) if on]
            mode_res = {m: pool.submit(self.fused_resources, None, m, m) for m in modes}
            resources = list(pool.map(
                lambda p: self.fused_resources(p, "p%d_%d" % p), parts))
            originals = originals.result()
            mode_res = {m: f.result() for m, f in mode_res.items()}
        # Blocks per SM each original kernel reaches with its own block size (the paper's
        # b1, b2): the register bound keeps the fused kernel at the smaller.
        self.original_blocks = []
        if originals:
            for res, threads in zip(originals, (block_a, block_b)):
                if res:
                    self.original_blocks.append(blocks_per_sm(
                        threads, res["registers"], res["shared_bytes"]))
            self.log("  original kernels: %s" % ", ".join(
                "%d registers, %d B smem, %d blocks/SM" % (r["registers"], r["shared_bytes"], b)
                for r, b in zip(originals, self.original_blocks) if r))
        for mode, res in mode_res.items():
            cands += self._mode_candidates(mode, res, max(block_a, block_b))
        for part, res in zip(parts, resources):
            for variant in self.variants or [None]:
                suffix = "" if variant is None else " [%s]" % variant
                cand = Candidate("fused %d+%d%s" % (part + (suffix,)), partition=part,
                                 variant=variant)
                if res:
                    cand.registers, cand.shared_bytes = (res["registers"],
                                                         res["shared_bytes"])
                    cand.spills = res["spills"]
                cands.append(cand)
                cands += self._partition_bounds(part, res, variant, suffix, originals)
        self.candidates = cands
        return cands

    def _partition_bounds(self, part, res, variant, suffix, originals):
        """The partition `part` under register bounds: HFuse's (the worse original's blocks
        per SM), then the bound of each occupancy between that and what the kernel reaches
        unbounded (ptxas' figures `res`): a bound that keeps fewer blocks costs fewer
        spills, and where the lighter kernel is compute-bound and the heavier one waits on
        memory the balance may lie between (the measurement decides). A bound at or above
        the registers ptxas allocates unbounded is the same kernel (no variant, unless
        register_bounds is "always" for HFuse's). Under each bound, the setmaxnreg splits
        of whole-warpgroup partitions (`register_splits`)."""
        if not self.register_bounds:
            return []
        threads = sum(part)
        smem = res["shared_bytes"] if res else 0
        first = register_bound(threads_per_block=threads, smem_per_block=smem,
                               original_blocks=self.original_blocks)
        bounds = [first]
        if res:
            top = blocks_per_sm(threads, first, smem)
            floor = blocks_per_sm(threads, res["registers"], smem)
            for blocks in range(top - 1, floor, -1):
                bounds.append(register_bound(threads_per_block=threads,
                                             smem_per_block=smem,
                                             original_blocks=[blocks]))
        cands = []
        for index, bound in enumerate(dict.fromkeys(bounds)):
            keep = index == 0 and self.register_bounds == "always"
            if res and bound >= res["registers"] and not keep:
                self.log("  fused %d+%d%s: register bound %d >= %d registers used; no "
                         "bounded variant" % (part + (suffix, bound, res["registers"])))
                continue
            cands.append(Candidate("fused %d+%d maxreg %d%s" % (part + (bound, suffix)),
                                   partition=part, max_registers=bound, variant=variant))
            for split in register_splits(part, bound, originals):
                cands.append(Candidate(
                    "fused %d+%d maxreg %d setmaxnreg %d/%d%s" % (part + (bound,) + split
                                                                  + (suffix,)),
                    partition=part, max_registers=bound, partition_registers=split,
                    variant=variant))
        return cands

    def _mode_candidates(self, mode, res, threads):
        """The fused form `mode` without thread partitions: 'serial' (a block of the wider
        kernel's threads, each running both regions), 'staggered' (likewise, each block's
        order rotated) or 'blocks' (such a block running one
        kernel's region, the kernels' blocks interleaved), and, under each register bound
        below what ptxas allocates it unbounded, the form bounded: the bound that keeps the
        worse original's blocks per SM (HFuse's), then the bound of each occupancy up to the
        better original's blocks per SM. A thread of either form runs one kernel's code at a
        time, so it needs the heavier kernel's registers only while it runs that code;
        bounded towards the lighter kernel's occupancy, more blocks reside, at the price of
        spills in the other's code; where the balance lies the measurement decides (on the
        H100's BLAKE-256 + Ethash the serial form ran 26% faster at the lighter kernel's
        occupancy, on SHA-256d + Ethash 17% slower)."""
        cand = Candidate(mode, role=mode)
        if res:
            cand.registers, cand.shared_bytes = res["registers"], res["shared_bytes"]
            cand.spills = res["spills"]
        cands = [cand]
        if not self.register_bounds:
            return cands
        smem = res["shared_bytes"] if res else 0
        bounds = [register_bound(threads_per_block=threads, smem_per_block=smem,
                                 original_blocks=self.original_blocks)]
        if self.original_blocks:
            for blocks in range(min(self.original_blocks) + 1,
                                max(self.original_blocks) + 1):
                bounds.append(register_bound(threads_per_block=threads,
                                             smem_per_block=smem,
                                             original_blocks=[blocks]))
        for index, bound in enumerate(dict.fromkeys(bounds)):
            keep = index == 0 and self.register_bounds == "always"
            if res and bound >= res["registers"] and not keep:
                self.log("  %s: register bound %d >= %d registers used; no bounded "
                         "variant" % (mode, bound, res["registers"]))
                continue
            cands.append(Candidate("%s maxreg %d" % (mode, bound), role=mode,
                                   max_registers=bound))
        return cands

    # -- preparing, checking and measuring ----------------------------------------------
    def prepare(self, cand, index):
        """Write the candidate's program: fused candidates get their attributes and are
        fused (kfusion-opt), and, when they will run on the GPU, lowered to cubin here so
        that the compilations can run in parallel. Returns False (status set) on failure."""
        tag = "c%d" % index
        if not cand.fused:
            cand.sim_program = cand.program
            if self.gpu and self.check_mode != "sim":
                cand.program = self._lower(cand, cand.program, tag, fuse=None)
            return cand.program is not None
        unfused = self.workdir / ("%s.unfused.mlir" % tag)
        unfused.write_text(self.unfused_text(cand.partition, cand.variant))
        configured = self.workdir / ("%s.configured.mlir" % tag)
        # The attributes a write-back of this candidate would leave (a serial or blocks
        # one: the group marked with its mode's attribute, no partitions).
        configured.write_text(write_attributes(unfused.read_text(), self.group,
                                               cand.partition, cand.max_registers,
                                               cand.partition_registers, mode=cand.mode))
        fused = self.workdir / ("%s.fused.mlir" % tag)
        try:
            text = fused_program(configured, lower=True, output=fused,
                                 timeout=self.timeout)
        except ToolError as exc:
            cand.status = "fusion failed: %s" % _last_line(exc.stderr)
            return False
        marker = KERNEL_SUFFIX[cand.role]
        if len(group_launches(text, self.group)) > 0 or marker not in text:
            cand.status = "not fused: the pass declined (see its remark)"
            return False
        cand.program = configured
        cand.unfused = unfused
        cand.fused_path = fused
        cand.sim_program = fused
        if self.gpu and self.check_mode != "sim":
            cand.program = self._lower(cand, configured, tag, fuse="")
            return cand.program is not None
        return True

    def _lower(self, cand, path, tag, fuse):
        """kfusion-opt [fusion] --kfusion-to-cubin; the runner then runs the result as it
        is. Returns the lowered path, or None (status set)."""
        out = self.workdir / ("%s.%s.lowered.mlir" % (tag, Path(path).stem))
        command = ["kfusion-opt", path]
        if fuse is not None:
            command.append("--kfusion-horizontal-fusion" + ("=%s" % fuse if fuse else ""))
        # setmaxnreg is an sm_90a instruction (kfusion-to-cubin refuses it for sm_90).
        chip = self.chip
        if cand.partition_registers and chip.startswith("sm_90") and not chip.endswith("a"):
            chip += "a"
        command += ["--kfusion-to-cubin=chip=%s" % chip, "-o", out]
        try:
            run_tool(command, timeout=self.timeout)
        except ToolError as exc:
            cand.status = "lowering failed: %s" % _last_line(exc.stderr)
            return None
        return out

    def check_sim(self, cand):
        proc = run_tool(["kfusion-sim", cand.unfused, "--compare=%s" % cand.fused_path,
                         "-e", self.entry, "--seed=%d" % self.seed, *self.sim_args],
                        check=False, timeout=self.timeout)
        if proc.returncode != 0:
            cand.status = "mismatch: %s" % _last_line(proc.stdout + proc.stderr,
                                                      prefer="kfusion-sim:")
            return False
        cand.status = "equal"
        return True

    @staticmethod
    def output_lines(text):
        """The `kfusion-output:` lines of a run, without their sums (which are printed
        with limited precision)."""
        return [re.sub(r" sum=\S+", "", l.strip()) for l in (text or "").splitlines()
                if l.startswith("kfusion-output:")]

    def _same_output_lines(self, cand, output_dir, text):
        lines = self.output_lines(text)
        if cand.name == "sequential" or self._reference_lines is None:
            return []
        if cand.role == "info":
            return []
        if lines != self._reference_lines:
            return ["kfusion-output lines differ from the sequential run's:\n  %s\nvs\n  %s"
                    % ("\n  ".join(lines), "\n  ".join(self._reference_lines))]
        return []

    def measure(self, cand, index=0):
        on_sim = not self.gpu and self.check_mode == "outputs"
        if not self.gpu and not on_sim:
            cand.status = "no GPU: measurement skipped"
            return
        env = dict(os.environ)
        env.update(self.env)
        if on_sim:
            command = ["kfusion-sim", cand.sim_program, "-e", self.entry,
                       "--seed=%d" % self.seed, *self.sim_args]
        else:
            command = ["kfusion-runner", cand.program, "-e", self.entry]
        if on_sim:
            pass
        elif self.timing == "runner":
            command += ["--warmup=%d" % self.warmup, "--repeat=%d" % self.repeat]
        else:
            command.append("--entry-point-result=void")
            env["KFUSION_BENCH_WARMUP"] = str(self.warmup)
            env["KFUSION_BENCH_REPEAT"] = str(self.repeat)
        if self.check_mode == "outputs":
            cand.outputs = self.workdir / ("out%d" % index)
            cand.outputs.mkdir(parents=True, exist_ok=True)
            env["KFUSION_OUTPUT_DIR"] = str(cand.outputs)
        try:
            command = [str(c) for c in command]
            command[0] = find_tool(command[0])
            proc = subprocess.run(command, capture_output=True, text=True, env=env,
                                  timeout=self.timeout)
        except (ToolError, subprocess.TimeoutExpired, OSError) as exc:
            cand.status = "run failed: %s" % _last_line(str(exc))
            return
        text = proc.stdout + proc.stderr
        if proc.returncode != 0:
            cand.status = "run failed: exit %d: %s" % (proc.returncode, _last_line(text))
            return
        if self.check_mode == "outputs":
            if cand.name == "sequential":
                self._reference_lines = self.output_lines(text)
            cand.problems = list(self.check_outputs(cand, cand.outputs, text))
            if cand.problems:
                cand.status = "mismatch: %s" % cand.problems[0].splitlines()[0]
                return
        if on_sim:
            cand.status = "outputs equal (kfusion-sim, not timed)"
            return
        try:
            bench = parse_bench_line(text)
        except ValueError as exc:
            cand.status = "run failed: %s" % _last_line(str(exc))
            return
        cand.median_ms, cand.min_ms, cand.max_ms = (bench["median_ms"], bench["min_ms"],
                                                    bench["max_ms"])
        cand.status = "measured" + (", outputs equal" if self.check_mode == "outputs"
                                    else "")

    def run(self):
        """Prepare (in parallel), check and measure every candidate; return the best fused
        Candidate (a partition, the serial form or interleaved blocks), or None when none
        was measured to beat
        the best unfused baseline (always None without a GPU)."""
        if not self.candidates:
            self.build_candidates()
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            ready = list(pool.map(lambda ic: self.prepare(ic[1], ic[0]),
                                  enumerate(self.candidates)))
        for index, cand in enumerate(self.candidates):
            ok = ready[index]
            if ok and cand.fused and self.check_mode == "sim":
                ok = self.check_sim(cand)
            if ok:
                self.measure(cand, index)
            self.log("[%d/%d] %-28s %s%s" % (
                index + 1, len(self.candidates), cand.name, cand.status,
                "" if cand.median_ms is None else "  median %.4f ms" % cand.median_ms))
        base = [c for c in self.candidates if c.role == "baseline" and c.median_ms is not None]
        fused = [c for c in self.candidates if c.fused and c.median_ms is not None]
        if not self.gpu:
            passed = sum(1 for c in self.candidates if c.fused and
                         (c.status.startswith("no GPU") or c.status.startswith("outputs equal")))
            self.status = ("no GPU: measurement skipped; %d of %d fused candidates passed the "
                           "%s" % (passed, sum(1 for c in self.candidates if c.fused),
                                   "kfusion-sim equivalence check" if self.check_mode == "sim"
                                   else "output check on kfusion-sim"))
            self.best = None
        elif not base or not fused:
            self.status = "nothing to compare: %d baselines and %d fused candidates measured" \
                % (len(base), len(fused))
            self.best = None
        else:
            best_base = min(base, key=lambda c: c.median_ms)
            # A tie goes to the partitioned kernel (HFuse's form).
            best_fused = min(fused, key=lambda c: (c.median_ms, c.role != "fused"))
            speedup = best_base.median_ms / best_fused.median_ms
            if best_fused.median_ms < best_base.median_ms:
                self.best = best_fused
                self.status = "best: %s, %.3fx over %s" % (best_fused.name, speedup,
                                                          best_base.name)
                parts = [c for c in fused if c.role == "fused"]
                if best_fused.role != "fused" and parts:
                    best_part = min(parts, key=lambda c: c.median_ms)
                    self.status += " (best partition: %s, %.3fx)" % (
                        best_part.name, best_base.median_ms / best_part.median_ms)
            else:
                self.best = None
                self.status = "no fusion: best fused %s is %.3fx of %s" % (
                    best_fused.name, speedup, best_base.name)
        self.log(self.table())
        return self.best

    def best_baseline(self):
        base = [c for c in self.candidates if c.role == "baseline" and c.median_ms]
        return min(base, key=lambda c: c.median_ms) if base else None

    def table(self):
        ref = self.best_baseline()
        ref = ref.median_ms if ref else None
        rows = ["%-28s %-8s %-10s %-6s %5s %7s %6s %10s %8s  %s" % (
            "candidate", "role", "partition", "maxreg", "regs", "smem", "spill",
            "median-ms", "speedup", "status")]
        for c in self.candidates:
            rows.append("%-28s %-8s %-10s %-6s %5s %7s %6s %10s %8s  %s" % (
                c.name, c.role,
                "-" if c.partition is None else "+".join(map(str, c.partition)),
                "-" if c.max_registers is None else c.max_registers,
                "-" if c.registers is None else c.registers,
                "-" if c.shared_bytes is None else c.shared_bytes,
                "-" if c.spills is None else ("yes" if c.spills else "no"),
                "-" if c.median_ms is None else "%.4f" % c.median_ms,
                "-" if (ref is None or not c.median_ms or c.role == "info")
                else "%.3fx" % (ref / c.median_ms),
                c.status))
        rows.append("result: " + self.status)
        return "\n".join(rows)


def _last_line(text, prefer=None):
    lines = [l.strip() for l in (text or "").splitlines() if l.strip()]
    if prefer:
        chosen = [l for l in lines if l.startswith(prefer) and "failed" not in l] or \
            [l for l in lines if l.startswith(prefer)]
        if chosen:
            return chosen[0]
    return lines[-1] if lines else "(no output)"


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python3 -m kfusion.hfuse_tuner",
        description="HFuse partition and register-bound search for one group of launches")
    parser.add_argument("program",
                        help="unfused MLIR program with kfusion.horizontal_group attributes")
    parser.add_argument("--group", type=int,
                        help="the group to tune (with --plan: default every group)")
    parser.add_argument("--plan", action="store_true",
                        help="first let kfusion-plan-horizontal pair neighbouring "
                             "memory-bound and compute-bound launches into groups")
    parser.add_argument("--entry", required=True, help="host entry function")
    parser.add_argument("--baseline", action="append", default=[], metavar="NAME=PATH",
                        help="another unfused way to run the group (e.g. two streams)")
    parser.add_argument("--info", action="append", default=[], metavar="NAME=PATH",
                        help="a program measured for the table only (e.g. a kernel alone)")
    parser.add_argument("--serial", action=argparse.BooleanOptionalAction, default=True,
                        help="also try HFuse's serial form, chosen where it runs fastest "
                             "(default; --no-serial leaves it out)")
    parser.add_argument("--staggered", action=argparse.BooleanOptionalAction, default=True,
                        help="also try the serial form with each block's kernel order "
                             "rotated, chosen where it runs fastest (default; "
                             "--no-staggered leaves it out)")
    parser.add_argument("--blocks", action=argparse.BooleanOptionalAction, default=True,
                        help="also try the kernels' blocks interleaved (each block runs "
                             "one kernel), chosen where it runs fastest (default; "
                             "--no-blocks leaves it out)")
    parser.add_argument("--check", choices=("sim", "outputs", "gpu", "none"), default="sim",
                        help="how fused candidates are checked (default: kfusion-sim)")
    parser.add_argument("--timing", choices=("runner", "program"), default="runner",
                        help="who times a run: kfusion-runner's benchmark mode, or the "
                             "program itself (kfusionBench*)")
    parser.add_argument("--write-back", metavar="OUT",
                        help="write the program with the chosen attributes here")
    parser.add_argument("--no-gpu", action="store_true", help="skip measurement")
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=50)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--chip", default="sm_90")
    parser.add_argument("--jobs", type=int, default=None)
    parser.add_argument("--workdir")
    args = parser.parse_args(argv)
    if args.group is None and not args.plan:
        parser.error("--group is required unless --plan is given")
    baselines = dict(b.split("=", 1) for b in args.baseline)
    info = dict(b.split("=", 1) for b in args.info)

    def tune(program, group, workdir):
        return Tuner(program, group, args.entry, baselines=baselines, info=info,
                     gpu=False if args.no_gpu else None, chip=args.chip,
                     warmup=args.warmup, repeat=args.repeat, seed=args.seed,
                     workdir=workdir, check=args.check, timing=args.timing,
                     serial=args.serial, blocks=args.blocks, staggered=args.staggered,
                     jobs=args.jobs)

    if args.plan:
        return _plan_and_tune(args, tune)
    tuner = tune(args.program, args.group, args.workdir)
    best = tuner.run()
    if args.write_back:
        if best is None:
            print("no fused configuration chosen; %s left unwritten" % args.write_back)
        else:
            Path(args.write_back).write_text(write_attributes(
                tuner.text, args.group, best.partition, best.max_registers,
                mode=best.mode))
            print("wrote %s" % args.write_back)
    return 0


def _plan_and_tune(args, tune):
    """--plan: plan the groups, tune each (or --group), and with --write-back write the
    planned program with every measured decision applied: a fused configuration's
    attributes, or the group dropped where no fused candidate beat the unfused program.
    Groups that could not be measured (no GPU) stay as planned."""
    workdir = Path(args.workdir) if args.workdir else Path(tempfile.mkdtemp(prefix="hfuse-"))
    workdir.mkdir(parents=True, exist_ok=True)
    planned = workdir / "planned.mlir"
    for remark in plan_program(args.program, planned):
        print("plan: " + remark)
    text = planned.read_text()
    groups = [args.group] if args.group is not None else groups_of(text)
    if not groups:
        print("plan: no group to tune")
    decisions = []
    for group in groups:
        count = len(group_launches(text, group))
        if count < 2:
            decisions.append("group %d: skipped (%d launch)" % (group, count))
            continue
        print("== group %d" % group)
        tuner = tune(planned, group, workdir / ("group%d" % group))
        best = tuner.run()
        if best is not None:
            text = write_attributes(text, group, best.partition, best.max_registers,
                                    mode=best.mode)
            decisions.append("group %d: %s" % (group, best.name))
        elif tuner.status.startswith("no fusion"):
            text = drop_group(text, group)
            decisions.append("group %d: not fused (%s)" % (group, tuner.status))
        else:
            decisions.append("group %d: left as planned (%s)" % (group, tuner.status))
    for line in decisions:
        print(line)
    if args.write_back:
        Path(args.write_back).write_text(text)
        print("wrote %s" % args.write_back)
    return 0


if __name__ == "__main__":
    sys.exit(main())
