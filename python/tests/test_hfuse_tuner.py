# Tests of kfusion.hfuse_tuner: the HFuse partition search, the register bound on worked
# examples, the textual attribute write-back (round trip through kfusion-opt), and the
# Tuner end to end on test/Integration/Sim/Horizontal/horizontal-fusion-compare.mlir without a GPU.
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kfusion import hfuse_tuner as ht  # noqa: E402
from kfusion.tools import ToolError, find_tool, run_tool  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
COMPARE = REPO / "test" / "Integration" / "Sim" / "Horizontal" / "horizontal-fusion-compare.mlir"


def _need(name):
    try:
        find_tool(name)
    except ToolError:
        pytest.skip("%s not available" % name)


# -- candidate partitions ---------------------------------------------------------------

def _valid(parts, total_max=1024):
    for d1, d2 in parts:
        assert d1 > 0 and d2 > 0
        assert d1 % 32 == 0 and d2 % 32 == 0
        assert d1 + d2 <= total_max


def test_partitions_128_256():
    # T = 384; a block of 128 threads is small: d1 = 32, 64, ..., 352 (steps of 32), the
    # even split 192+192 among them.
    parts = ht.candidate_partitions(128, 256)
    assert parts == [(d, 384 - d) for d in range(32, 384, 32)]
    assert (192, 192) in parts and (128, 256) in parts


def test_partitions_256_256_steps_of_128():
    # T = 512, no small block: d1 = 128, 256, 384 (the even split is 256+256).
    assert ht.candidate_partitions(256, 256) == [(128, 384), (256, 256), (384, 128)]


def test_partitions_large_blocks_capped_at_1024():
    parts = ht.candidate_partitions(512, 1024)
    _valid(parts)
    # T = min(1536, 1024) = 1024: d1 = 128..896 in steps of 128 (even split 512 among them).
    assert parts == [(d, 1024 - d) for d in range(128, 1024, 128)]
    assert (512, 512) in parts


def test_partitions_small_block_steps_of_32():
    # One block below 128 threads: steps of 32 from 32; T = 64 + 256 = 320.
    parts = ht.candidate_partitions(64, 256)
    _valid(parts)
    assert parts[0] == (32, 288) and parts[-1] == (288, 32)
    assert [d1 for d1, _ in parts] == list(range(32, 320, 32))
    assert (160, 160) in parts


def test_partitions_even_split_not_on_grid():
    # T = 256 + 224 = 480: the grid gives 128, 256, 384; the even split 240 rounds to
    # 224+256.
    parts = ht.candidate_partitions(256, 224)
    _valid(parts)
    assert parts == [(128, 352), (224, 256), (256, 224), (384, 96)]


def test_partitions_tiny_and_invalid():
    assert ht.candidate_partitions(32, 32) == [(32, 32)]
    assert ht.candidate_partitions(16, 16) == []        # T = 32: no two warps
    with pytest.raises(ValueError):
        ht.candidate_partitions(0, 128)


# -- register bound ---------------------------------------------------------------------

def test_register_bound_worked_examples():
    # 384 threads, 1536 B smem (the compare test's fused kernel), H100 limits:
    #   warps 12; blocks = min(32, 2048 // 384 = 5, 233472 // (1536 + 1024) = 91) = 5
    #   65536 // (5 * 384) = 34 -> multiple of 8: 32
    assert ht.register_bound(threads_per_block=384, smem_per_block=1536) == 32
    # 256 threads, no smem: blocks = min(32, 8, 233472 // 1024 = 228) = 8
    #   65536 // (8 * 256) = 32 -> 32
    assert ht.register_bound(threads_per_block=256) == 32
    # 1024 threads: blocks = 2; 65536 // 2048 = 32
    assert ht.register_bound(threads_per_block=1024) == 32
    # 256 threads, 100 KiB smem: blocks = min(32, 8, 233472 // (102400 + 1024) = 2) = 2
    #   65536 // (2 * 256) = 128
    assert ht.register_bound(threads_per_block=256, smem_per_block=100 * 1024) == 128
    # 128 threads, 200 KiB smem: 1 block; 65536 // 128 = 512 -> capped at 255 -> 248
    assert ht.register_bound(threads_per_block=128, smem_per_block=200 * 1024) == 248
    # 96 threads (3 warps), 60 KiB smem: blocks = min(32, 21, 233472 // 62464 = 3) = 3
    #   65536 // (3 * 96) = 227 -> 224
    assert ht.register_bound(threads_per_block=96, smem_per_block=60 * 1024) == 224
    # Same without the 1 KiB per-block reservation: 233472 // 61440 = 3 still -> 224
    assert ht.register_bound(threads_per_block=96, smem_per_block=60 * 1024,
                             reserved_smem_per_block=0) == 224


def test_blocks_per_sm():
    # sha256d: 55 registers -> 56 per thread, 1792 per warp; 128 threads = 4 warps:
    # 65536 // (1792 * 4) = 9 blocks (threads would allow 16).
    assert ht.blocks_per_sm(128, 55) == 9
    # ethash: 85 -> 88 registers, 2816 per warp: 65536 // 11264 = 5.
    assert ht.blocks_per_sm(128, 85) == 5
    # Threads limit: 1024 threads, few registers: 2 blocks.
    assert ht.blocks_per_sm(1024, 16) == 2
    # Shared memory limit: 100 KiB + 1 KiB reserved: 2 blocks.
    assert ht.blocks_per_sm(128, 32, 100 * 1024) == 2


def test_register_bound_keeps_the_originals_occupancy():
    # sha256d (9 blocks/SM) + ethash (5) fused into 256 threads: b0 = min(9, 5, 8) = 5;
    # 65536 // (5 * 256) = 51 -> 48 registers (without the originals: 8 blocks -> 32).
    assert ht.register_bound(threads_per_block=256, original_blocks=[9, 5]) == 48
    assert ht.register_bound(threads_per_block=256) == 32
    # Originals with more blocks than the fused block's threads allow change nothing.
    assert ht.register_bound(threads_per_block=256, original_blocks=[16, 12]) == 32
    # Zero entries (unknown) are ignored.
    assert ht.register_bound(threads_per_block=256, original_blocks=[0, 5]) == 48


def test_register_bound_does_not_fit():
    with pytest.raises(ValueError):
        ht.register_bound(threads_per_block=256, smem_per_block=300 * 1024)
    with pytest.raises(ValueError):
        ht.register_bound(threads_per_block=0)


# -- attribute write-back ---------------------------------------------------------------

def test_write_attributes_round_trip():
    text = COMPARE.read_text()
    out = ht.write_attributes(text, 1, (128, 256), 64)
    launches = ht.group_launches(out, 1)
    assert [l.attrs["kfusion.partition"] for l in launches] == ["128 : i64", "256 : i64"]
    assert all(l.attrs["kfusion.max_registers"] == "64 : i64" for l in launches)
    assert "{kfusion.horizontal_group = 1 : i64, kfusion.partition = 128 : i64, " \
           "kfusion.max_registers = 64 : i64}" in out
    # Changing values edits in place; removing restores the original byte for byte.
    out2 = ht.write_attributes(out, 1, (96, 288), None)
    assert [l.attrs["kfusion.partition"] for l in ht.group_launches(out2, 1)] == \
        ["96 : i64", "288 : i64"]
    assert "kfusion.max_registers" not in out2.split("module attributes")[1]
    assert ht.write_attributes(out2, 1, None, None) == text
    # Only the two attribute dictionaries changed.
    assert out.replace(", kfusion.partition = 128 : i64, kfusion.max_registers = 64 : i64",
                       "").replace(", kfusion.partition = 256 : i64, "
                                   "kfusion.max_registers = 64 : i64", "") == text


def test_write_attributes_ignores_comments_and_other_groups():
    text = """// gpu.launch_func @k::@x blocks in (%c1) threads in (%c1) args(
module attributes {gpu.container_module} {
  func.func @f() {
    gpu.launch_func @k::@a blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) {kfusion.horizontal_group = 2 : i64, kfusion.partition = 64 : i64}
    gpu.launch_func @k::@b blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) {kfusion.horizontal_group = 2 : i64}
    gpu.launch_func @k::@c blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%x : memref<4xf32, strided<[1]>>) {kfusion.horizontal_group = 3 : i64}
    return
  }
}
"""
    out = ht.write_attributes(text, 2, (32, 96), 40)
    assert "@k::@a blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) " \
           "{kfusion.horizontal_group = 2 : i64, kfusion.partition = 32 : i64, " \
           "kfusion.max_registers = 40 : i64}" in out
    assert "{kfusion.horizontal_group = 3 : i64}" in out
    assert out.splitlines()[0] == text.splitlines()[0]
    with pytest.raises(ValueError):
        ht.write_attributes(text, 2, (32,), None)
    with pytest.raises(ValueError):
        ht.write_attributes(text, 9, (32, 32), None)


def test_write_attributes_then_kfusion_opt_parses_and_fuses(tmp_path):
    _need("kfusion-opt")
    path = tmp_path / "configured.mlir"
    path.write_text(ht.write_attributes(COMPARE.read_text(), 1, (128, 256), 48))
    run_tool(["kfusion-opt", path])                     # parses and verifies
    fused = ht.fused_program(path, lower=False)
    assert "@scale_hist_hfuse" in fused
    assert "nvvm.maxnreg = 48" in fused
    assert "known_block_size = array<i32: 384, 1, 1>" in fused


def test_register_splits():
    """setmaxnreg per partition: each kernel that used more than the bound alone gets what
    it used (or what the other can give down to 24), the other the rest of the block's."""
    sha, ethash = {"registers": 55}, {"registers": 85}   # the H200's ptxas -v, 2026-12-03
    # 128 + 128 threads bounded to 48 (12288 registers): sha256d 56 and ethash 40, or
    # ethash as much as sha256d can give down to 24 (72).
    assert ht.register_splits((128, 128), 48, [sha, ethash]) == [(56, 40), (24, 72)]
    # 256 + 128 at 64: ethash gets its 88, sha256d (under the bound alone) the rest, 48.
    assert ht.register_splits((256, 128), 64, [sha, ethash]) == [(48, 88)]
    # Capped at 256.
    assert ht.register_splits((128, 128), 200, [{"registers": 20}, {"registers": 300}]) == \
        [(144, 256)]
    # Not whole warpgroups, no figures, nobody above the bound, no bound: none.
    assert ht.register_splits((96, 160), 48, [sha, ethash]) == []
    assert ht.register_splits((128, 128), 48, None) == []
    assert ht.register_splits((128, 128), 48, [sha, None]) == []
    assert ht.register_splits((128, 128), 96, [sha, ethash]) == []
    assert ht.register_splits((128, 128), None, [sha, ethash]) == []


def test_partition_registers_fuse_and_compare(tmp_path):
    """kfusion.partition_registers through the fusion: the fused kernel's partitions move
    registers with setmaxnreg before their block guard, and the fused program equals the
    unfused one on kfusion-sim."""
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    text = ht.write_attributes(COMPARE.read_text(), 1, (128, 256), 64, (24, 80))
    launches = ht.group_launches(text, 1)
    assert [l.attrs["kfusion.partition_registers"] for l in launches] == \
        ["24 : i64", "80 : i64"]
    assert "kfusion.partition_registers" not in ht.drop_group(text, 1)
    path = tmp_path / "configured.mlir"
    path.write_text(text)
    fused = ht.fused_program(path, lower=False)
    assert "partition_registers [24, 80]" in fused and "nvvm.maxnreg = 64" in fused
    lowered = tmp_path / "fused.mlir"
    ht.fused_program(path, lower=True, output=lowered)
    body = lowered.read_text()
    assert "nvvm.setmaxregister  decrease 24" in body
    assert "nvvm.setmaxregister  increase 80" in body
    proc = run_tool(["kfusion-sim", COMPARE, "--compare=%s" % lowered, "-e", "pair",
                     "--seed=21", "--schedule=random"], check=False)
    assert proc.returncode == 0 and "kfusion-sim: equal" in proc.stdout, proc.stdout


# -- the tuner, without a GPU -----------------------------------------------------------

def test_tuner_no_gpu(tmp_path):
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    lines = []
    tuner = ht.Tuner(COMPARE, 1, "pair", gpu=False, workdir=tmp_path, log=lines.append,
                     register_bounds="always")
    best = tuner.run()
    assert best is None
    assert tuner.status.startswith("no GPU: measurement skipped")
    fused = [c for c in tuner.candidates if c.fused]
    # Eleven partitions (steps of 32: a 128-thread block is small), each with and without
    # the register bound; where ptxas gives the originals' registers, the partitions of
    # whole warpgroups also with registers moved between them (setmaxnreg).
    assert sorted({c.partition for c in fused}) == [(d, 384 - d) for d in range(32, 384, 32)]
    moved = [c for c in fused if c.partition_registers]
    assert len(fused) == 22 + len(moved)
    assert all(c.partition in ((128, 256), (256, 128)) and "setmaxnreg" in c.name
               for c in moved)
    # The kernels' own block sizes (128+256) pass the kfusion-sim check, bounded or not,
    # with registers moved or not.
    own = [c for c in fused if c.partition == (128, 256)]
    assert [c.status for c in own] == ["no GPU: measurement skipped"] * len(own)
    assert len(own) in (2, 3)
    # @scale hard-codes a 128-element tile, so giving it more threads is caught by the
    # oracle (out-of-bounds store), and such candidates are never chosen.
    for c in fused:
        if c.partition != (128, 256):
            assert c.status.startswith("mismatch: kfusion-sim: error: out-of-bounds")
    # ptxas figures, where ptxas exists.
    if own[0].registers is not None:
        assert own[0].shared_bytes == 1536
    # One progress line per candidate and the final table.
    assert sum(1 for l in lines if l.startswith("[")) == len(tuner.candidates)
    assert "result: no GPU: measurement skipped" in lines[-1]


def test_tuner_cli_no_gpu(tmp_path, capsys):
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    out = tmp_path / "out.mlir"
    assert ht.main([str(COMPARE), "--group", "1", "--entry", "pair", "--no-gpu",
                    "--workdir", str(tmp_path / "w"), "--write-back", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "no GPU: measurement skipped" in printed
    assert "left unwritten" in printed and not out.exists()


def _fake_runner_bin(tmp_path, fused_ms, unfused_ms, serial_ms=None, blocks_ms=None,
                     staggered_ms=None):
    """A KFUSION_BIN with the real kfusion-opt/-sim and a fake kfusion-runner that prints
    a benchmark line: fused_ms for the tuner's configured programs (serial_ms, when given,
    for those without a partition: the serial forms' and the interleaved blocks'; blocks_ms
    and staggered_ms, when given, for those forms), unfused_ms otherwise."""
    bindir = tmp_path / "bin"
    bindir.mkdir()
    for tool in ("kfusion-opt", "kfusion-sim"):
        (bindir / tool).symlink_to(find_tool(tool))
    runner = bindir / "kfusion-runner"
    runner.write_text("""#!/bin/sh
case "$1" in --gpu-info) exit 0;; esac
case "$1" in *configured*) ms=%s;; *) ms=%s;; esac
case "$1" in *configured*) grep -q kfusion.partition "$1" || ms=%s;; esac
case "$1" in *configured*) grep -q kfusion.horizontal_blocks "$1" && ms=%s;; esac
case "$1" in *configured*) grep -q kfusion.horizontal_staggered "$1" && ms=%s;; esac
echo "kfusion-bench: entry=pair warmup=5 repeat=50 median-ms=$ms min-ms=$ms max-ms=$ms ops=2 wall-median-ms=$ms"
""" % (fused_ms, unfused_ms, fused_ms if serial_ms is None else serial_ms,
       blocks_ms if blocks_ms is not None else
       fused_ms if serial_ms is None else serial_ms,
       staggered_ms if staggered_ms is not None else
       fused_ms if serial_ms is None else serial_ms))
    runner.chmod(0o755)
    return bindir


@pytest.mark.parametrize("fused_ms, chosen", [(0.5, (128, 256)), (2.0, None)])
def test_tuner_selection_with_fake_runner(tmp_path, monkeypatch, fused_ms, chosen):
    # Exercises the measured path without a GPU: a fused candidate is chosen only when it
    # beats the best unfused baseline.
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    monkeypatch.setenv("KFUSION_BIN", str(_fake_runner_bin(tmp_path, fused_ms, 1.0)))
    tuner = ht.Tuner(COMPARE, 1, "pair", workdir=tmp_path / "w", log=lambda s: None)
    assert tuner.gpu
    best = tuner.run()
    assert (best.partition if best else None) == chosen
    assert tuner.candidates[0].median_ms == 1.0
    assert tuner.status.startswith("best:" if chosen else "no fusion:")


@pytest.mark.parametrize("serial_ms, chosen", [(0.4, "serial"), (0.5, "fused")])
def test_tuner_chooses_the_serial_form_when_faster(tmp_path, monkeypatch, serial_ms, chosen):
    # The serial form (HFuse's vertical baseline) is a fused form the tuner may choose: it
    # wins when it ran faster than every partition, and a tie goes to the partition. The
    # status names the best partition beside a serial choice.
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    monkeypatch.setenv("KFUSION_BIN", str(_fake_runner_bin(tmp_path, 0.5, 1.0, serial_ms)))
    tuner = ht.Tuner(COMPARE, 1, "pair", workdir=tmp_path / "w", log=lambda s: None,
                     serial=True)
    best = tuner.run()
    serial = [c for c in tuner.candidates if c.role == "serial"]
    assert serial and all(c.status == "measured" for c in serial)
    assert best.role == chosen
    if chosen == "serial":
        assert best.median_ms == 0.4 and best.partition is None
        assert "(best partition: fused " in tuner.status and "2.000x)" in tuner.status
    else:
        assert best.partition and "best partition" not in tuner.status


def test_write_attributes_serial_then_kfusion_opt_fuses_serially(tmp_path):
    # The tuner's serial choice written back: every launch of the group marked with the unit
    # attribute kfusion.horizontal_serial, which the pass fuses in serial mode; unmarking
    # restores the text byte for byte.
    _need("kfusion-opt")
    text = COMPARE.read_text()
    marked = ht.write_attributes(text, 1, None, 40, mode="serial")
    launches = ht.group_launches(marked, 1)
    assert all("kfusion.horizontal_serial" in l.attrs for l in launches)
    assert "kfusion.horizontal_serial =" not in marked
    assert ht.write_attributes(marked, 1, None, None, mode=None) == \
        ht.write_attributes(text, 1, None, None)
    src = tmp_path / "marked.mlir"
    src.write_text(marked)
    out = ht.fused_program(src, lower=False)
    assert "_serial" in out and "kfusion.horizontal serial" in out
    assert "nvvm.maxnreg = 40" in out


def test_tuner_cli_writes_back_a_serial_choice(tmp_path, monkeypatch, capsys):
    # The CLI tries the serial form by default; where it ran fastest, --write-back marks the
    # group kfusion.horizontal_serial (no partitions), and the pass then builds the serial
    # kernel that was measured. --no-serial leaves it out (and --no-staggered and
    # --no-blocks the other forms without partitions, which ran 0.4 and 0.45 here).
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    monkeypatch.setenv("KFUSION_BIN", str(_fake_runner_bin(tmp_path, 0.5, 1.0, 0.4, 0.45)))
    out = tmp_path / "out.mlir"
    assert ht.main([str(COMPARE), "--group", "1", "--entry", "pair", "--workdir",
                    str(tmp_path / "w"), "--write-back", str(out)]) == 0
    assert "best: serial" in capsys.readouterr().out
    launches = ht.group_launches(out.read_text(), 1)
    assert launches and all("kfusion.horizontal_serial" in l.attrs and
                            "kfusion.partition" not in l.attrs for l in launches)
    assert "_serial" in ht.fused_program(out, lower=False)
    assert ht.main([str(COMPARE), "--group", "1", "--entry", "pair", "--workdir",
                    str(tmp_path / "w2"), "--write-back", str(out), "--no-serial",
                    "--no-staggered", "--no-blocks"]) == 0
    assert "best: fused " in capsys.readouterr().out
    assert "kfusion.horizontal_serial" not in out.read_text()


@pytest.mark.parametrize("blocks_ms, chosen", [(0.3, "blocks"), (0.4, "serial")])
def test_tuner_chooses_interleaved_blocks_when_faster(tmp_path, monkeypatch, blocks_ms,
                                                      chosen):
    # The kernels' blocks interleaved (each block runs one kernel) are a third fused form:
    # checked on kfusion-sim against the unfused program like the others, and chosen where
    # they ran fastest; a tie with the serial form goes to the one measured first (serial).
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    monkeypatch.setenv("KFUSION_BIN",
                       str(_fake_runner_bin(tmp_path, 0.5, 1.0, 0.4, blocks_ms)))
    tuner = ht.Tuner(COMPARE, 1, "pair", workdir=tmp_path / "w", log=lambda s: None,
                     serial=True, blocks=True)
    best = tuner.run()
    blocks = [c for c in tuner.candidates if c.role == "blocks"]
    assert blocks and all(c.status == "measured" for c in blocks)
    assert all(c.fused and c.mode == "blocks" and c.partition is None for c in blocks)
    assert best.role == chosen and "(best partition: fused " in tuner.status
    # Each blocks candidate was fused in that mode, and kfusion-sim found it equal.
    for c in blocks:
        assert "kfusion.horizontal_blocks" in Path(c.program).read_text()
        assert "_blocks" in Path(c.fused_path).read_text()


def test_write_attributes_blocks_then_kfusion_opt_interleaves(tmp_path):
    # The tuner's blocks choice written back: every launch marked kfusion.horizontal_blocks
    # (and only that mode: a serial mark is replaced), which the pass fuses with interleaved
    # blocks; None restores the text byte for byte; an unknown mode is refused.
    _need("kfusion-opt")
    text = COMPARE.read_text()
    serial = ht.write_attributes(text, 1, None, None, mode="serial")
    marked = ht.write_attributes(serial, 1, None, None, mode="blocks")
    launches = ht.group_launches(marked, 1)
    assert all("kfusion.horizontal_blocks" in l.attrs and
               "kfusion.horizontal_serial" not in l.attrs for l in launches)
    assert ht.write_attributes(marked, 1, None, None) == \
        ht.write_attributes(text, 1, None, None)
    with pytest.raises(ValueError):
        ht.write_attributes(text, 1, None, None, mode="threads")
    src = tmp_path / "marked.mlir"
    src.write_text(marked)
    out = ht.fused_program(src, lower=False)
    assert "_blocks" in out and "kfusion.horizontal blocks" in out


@pytest.mark.parametrize("mode", ["blocks", "staggered"])
def test_tuner_cli_writes_back_a_mode_choice(tmp_path, monkeypatch, capsys, mode):
    # The CLI tries interleaved blocks and the staggered serial form by default; where the
    # one (0.3 ms) ran fastest, --write-back marks the group with its attribute
    # (kfusion.horizontal_blocks / _staggered, no partitions), and the pass builds that
    # kernel. --no-blocks / --no-staggered leaves it out: the plain serial form (0.4) wins.
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    monkeypatch.setenv("KFUSION_BIN", str(_fake_runner_bin(
        tmp_path, 0.5, 1.0, 0.4, 0.3 if mode == "blocks" else 0.45,
        staggered_ms=0.3 if mode == "staggered" else None)))
    attr = ht.MODE_ATTRS[mode]
    out = tmp_path / "out.mlir"
    assert ht.main([str(COMPARE), "--group", "1", "--entry", "pair", "--workdir",
                    str(tmp_path / "w"), "--write-back", str(out)]) == 0
    assert "best: %s" % mode in capsys.readouterr().out
    launches = ht.group_launches(out.read_text(), 1)
    assert launches and all(attr in l.attrs and "kfusion.partition" not in l.attrs
                            for l in launches)
    assert "_%s" % mode in ht.fused_program(out, lower=False)
    assert ht.main([str(COMPARE), "--group", "1", "--entry", "pair", "--workdir",
                    str(tmp_path / "w2"), "--write-back", str(out),
                    "--no-%s" % mode]) == 0
    assert "best: serial" in capsys.readouterr().out
    assert attr not in out.read_text()


def test_serial_register_bounds(tmp_path):
    # The crypto pairs' shape: a 128-thread serial form that ptxas gives 84 registers,
    # originals at 5 (Ethash) and 9 (SHA-256d) blocks per SM. HFuse's bound keeps 5 blocks
    # (96 registers: above 84, no variant); then one bound per occupancy up to the lighter
    # original's 9 blocks: 6 (80), 7 (72), 8 (64), 9 (56).
    tuner = ht.Tuner(COMPARE, 1, "pair", gpu=False, workdir=tmp_path, log=lambda s: None,
                     serial=True)
    tuner.original_blocks = [5, 9]
    res = {"registers": 84, "shared_bytes": 0, "spills": False}
    cands = tuner._mode_candidates("serial", res, 128)
    assert [(c.name, c.role, c.max_registers) for c in cands] == [
        ("serial", "serial", None), ("serial maxreg 80", "serial", 80),
        ("serial maxreg 72", "serial", 72), ("serial maxreg 64", "serial", 64),
        ("serial maxreg 56", "serial", 56)]
    assert cands[0].registers == 84
    # Registers under every bound: no variant; "always" keeps HFuse's bound.
    res["registers"] = 40
    assert [c.name for c in tuner._mode_candidates("serial", res, 128)] == ["serial"]
    tuner.register_bounds = "always"
    assert [c.name for c in tuner._mode_candidates("serial", res, 128)] == ["serial",
                                                                   "serial maxreg 96"]
    tuner.register_bounds = False
    assert [c.name for c in tuner._mode_candidates("serial", res, 128)] == ["serial"]


def test_variants_need_a_generator(tmp_path):
    with pytest.raises(ValueError):
        ht.Tuner(COMPARE, 1, "pair", gpu=False, workdir=tmp_path, variants=["a", "b"])


def test_variants_multiply_the_candidates(tmp_path):
    for tool in ("kfusion-opt",):
        _need(tool)
    seen = []

    def regenerate(partition, variant):
        seen.append((partition, variant))
        return COMPARE.read_text()
    tuner = ht.Tuner(COMPARE, 1, "pair", gpu=False, workdir=tmp_path, log=lambda s: None,
                     program_for_partition=regenerate, variants=["x", "y"],
                     register_bounds=False)
    fused = [c for c in tuner.build_candidates() if c.role == "fused"]
    parts = ht.candidate_partitions(128, 256)
    assert [(c.partition, c.variant) for c in fused] == \
        [(p, v) for p in parts for v in ("x", "y")]
    assert fused[1].name == "fused %d+%d [y]" % parts[0]
    assert tuner.unfused_text(parts[0], "y") == COMPARE.read_text()
    assert (parts[0], "y") in seen


# -- planning, then tuning each planned group --------------------------------------------

PLANNABLE = """
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @hash(%a: memref<128xi32>, %b: memref<128xi32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<128xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %m = arith.constant 1664525 : i32
      %s = arith.constant 13 : i32
      %x = scf.for %r = %c0 to %c64 step %c1 iter_args(%y = %v) -> (i32) {
        %p = arith.muli %y, %m : i32
        %q = arith.shrui %p, %s : i32
        %o = arith.xori %p, %q : i32
        scf.yield %o : i32
      }
      memref.store %x, %b[%i] : memref<128xi32>
      gpu.return
    }
    gpu.func @copy(%a: memref<128xi32>, %b: memref<128xi32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<128xi32>
      memref.store %v, %b[%i] : memref<128xi32>
      gpu.return
    }
  }
  func.func @pair(%a: memref<128xi32> {llvm.noalias}, %b: memref<128xi32> {llvm.noalias},
                  %c: memref<128xi32> {llvm.noalias}, %d: memref<128xi32> {llvm.noalias}) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @k::@hash blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<128xi32>, %b : memref<128xi32>)
    gpu.launch_func @k::@copy blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%c : memref<128xi32>, %d : memref<128xi32>)
    return
  }
}
"""


def test_drop_group_and_groups_of():
    text = PLANNABLE.replace("args(%a : memref<128xi32>, %b : memref<128xi32>)",
                             "args(%a : memref<128xi32>, %b : memref<128xi32>) "
                             "{kfusion.horizontal_group = 3 : i64, kfusion.partition = 32 : i64}")
    text = text.replace("args(%c : memref<128xi32>, %d : memref<128xi32>)",
                        "args(%c : memref<128xi32>, %d : memref<128xi32>) "
                        "{kfusion.horizontal_group = 3 : i64}")
    assert ht.groups_of(text) == [3]
    dropped = ht.drop_group(text, 3)
    assert ht.groups_of(dropped) == []
    assert "kfusion." not in dropped
    with pytest.raises(ValueError):
        ht.drop_group(dropped, 3)


@pytest.mark.parametrize("fused_ms, expect", [
    (0.5, "kfusion.partition"), (2.0, None), ("nogpu", "kfusion.horizontal_group = 0")])
def test_plan_then_tune(tmp_path, monkeypatch, capsys, fused_ms, expect):
    # --plan: the planner pairs the compute-bound hash with the memory-bound copy as
    # group 0; measured faster, the write-back carries the chosen partition; measured
    # slower, the group is dropped; not measured, it stays as planned.
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    src = tmp_path / "prog.mlir"
    src.write_text(PLANNABLE)
    out = tmp_path / "out.mlir"
    argv = [str(src), "--plan", "--entry", "pair", "--workdir", str(tmp_path / "w"),
            "--write-back", str(out)]
    if fused_ms == "nogpu":
        argv.append("--no-gpu")
    else:
        monkeypatch.setenv("KFUSION_BIN", str(_fake_runner_bin(tmp_path, fused_ms, 1.0)))
    assert ht.main(argv) == 0
    printed = capsys.readouterr().out
    assert "plan: group 0: @k::@hash (compute-bound" in printed
    written = out.read_text()
    if expect is None:
        assert "kfusion." not in written
        assert "group 0: not fused (no fusion:" in printed
    else:
        assert expect in written
    # The written program is valid and fuses as decided.
    fused = run_tool(["kfusion-opt", str(out), "--kfusion-horizontal-fusion"]).stdout
    assert ("hash_copy_hfuse" in fused) == (expect is not None)


def test_group_is_required_without_plan(capsys):
    with pytest.raises(SystemExit):
        ht.main([str(COMPARE), "--entry", "pair"])
    assert "--group is required unless --plan" in capsys.readouterr().err


def test_partition_register_bounds(tmp_path):
    # The crypto pairs' shape: a 128+128 partition that ptxas gives 84 registers (2 blocks
    # of 256 threads per SM), originals at 10 (SHA-256d) and 5 (Ethash) blocks per SM.
    # HFuse's bound keeps 5 blocks (48 registers); then one bound per occupancy down to
    # what the kernel reaches unbounded: 4 (64), 3 (80). Under each, the setmaxnreg split
    # that gives Ethash the 88 it used.
    tuner = ht.Tuner(COMPARE, 1, "pair", gpu=False, workdir=tmp_path, log=lambda s: None)
    tuner.original_blocks = [10, 5]
    res = {"registers": 84, "shared_bytes": 0, "spills": False}
    originals = [{"registers": 48}, {"registers": 88}]
    cands = tuner._partition_bounds((128, 128), res, None, "", originals)
    assert [(c.name, c.max_registers, c.partition_registers) for c in cands] == [
        ("fused 128+128 maxreg 48", 48, None),
        ("fused 128+128 maxreg 48 setmaxnreg 24/72", 48, (24, 72)),
        ("fused 128+128 maxreg 64", 64, None),
        ("fused 128+128 maxreg 64 setmaxnreg 40/88", 64, (40, 88)),
        ("fused 128+128 maxreg 80", 80, None),
        ("fused 128+128 maxreg 80 setmaxnreg 72/88", 80, (72, 88))]
    assert all(c.partition == (128, 128) and c.role == "fused" for c in cands)
    # Not whole warpgroups: the bounds without splits; a variant's suffix follows.
    cands = tuner._partition_bounds((96, 160), res, "v", " [v]", originals)
    assert [c.name for c in cands] == ["fused 96+160 maxreg 48 [v]",
                                       "fused 96+160 maxreg 64 [v]",
                                       "fused 96+160 maxreg 80 [v]"]
    assert all(c.variant == "v" for c in cands)
    # Registers under HFuse's bound: no variant at all; "always" keeps HFuse's bound only.
    res["registers"] = 40
    assert tuner._partition_bounds((96, 160), res, None, "", originals) == []
    tuner.register_bounds = "always"
    assert [c.name for c in tuner._partition_bounds((96, 160), res, None, "", None)] == \
        ["fused 96+160 maxreg 48"]
    # Without ptxas' figures only HFuse's bound; without bounds nothing.
    tuner.register_bounds = True
    assert [c.name for c in tuner._partition_bounds((96, 160), None, None, "", None)] == \
        ["fused 96+160 maxreg 48"]
    tuner.register_bounds = False
    assert tuner._partition_bounds((96, 160), res, None, "", originals) == []


@pytest.mark.parametrize("staggered_ms, chosen", [(0.35, "staggered"), (0.4, "serial")])
def test_tuner_chooses_the_staggered_form_when_faster(tmp_path, monkeypatch, staggered_ms,
                                                      chosen):
    # The serial form with each block's kernel order rotated is a fused form of its own:
    # fused in that mode (kfusion.horizontal_staggered, a `_staggered` kernel), checked on
    # kfusion-sim against the unfused program, and chosen where it ran fastest; a tie with
    # the plain serial form goes to the one measured first (serial).
    for tool in ("kfusion-opt", "kfusion-sim"):
        _need(tool)
    monkeypatch.setenv("KFUSION_BIN", str(_fake_runner_bin(
        tmp_path, 0.5, 1.0, 0.4, 0.45, staggered_ms=staggered_ms)))
    tuner = ht.Tuner(COMPARE, 1, "pair", workdir=tmp_path / "w", log=lambda s: None,
                     serial=True, staggered=True, blocks=True)
    best = tuner.run()
    staggered = [c for c in tuner.candidates if c.role == "staggered"]
    assert staggered and all(c.status == "measured" for c in staggered)
    assert all(c.fused and c.mode == "staggered" and c.partition is None
               for c in staggered)
    assert best.role == chosen
    for c in staggered:
        assert "kfusion.horizontal_staggered" in Path(c.program).read_text()
        fused = Path(c.fused_path).read_text()
        assert "_staggered" in fused and "_serial" not in fused


def test_write_attributes_staggered_then_kfusion_opt_staggers(tmp_path):
    # The tuner's staggered choice written back: every launch marked
    # kfusion.horizontal_staggered (another mode's mark is replaced), which the pass fuses
    # as the serial form with `staggered` on the op; None restores the text.
    _need("kfusion-opt")
    text = COMPARE.read_text()
    blocks = ht.write_attributes(text, 1, None, None, mode="blocks")
    marked = ht.write_attributes(blocks, 1, None, None, mode="staggered")
    launches = ht.group_launches(marked, 1)
    assert all("kfusion.horizontal_staggered" in l.attrs and
               "kfusion.horizontal_blocks" not in l.attrs and
               "kfusion.horizontal_serial" not in l.attrs for l in launches)
    assert ht.write_attributes(marked, 1, None, None) == \
        ht.write_attributes(text, 1, None, None)
    src = tmp_path / "marked.mlir"
    src.write_text(marked)
    out = ht.fused_program(src, lower=False)
    assert "_staggered" in out and "kfusion.horizontal serial staggered" in out
