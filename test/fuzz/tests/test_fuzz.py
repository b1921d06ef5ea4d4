"""Tests of the fuzzer itself (test/fuzz/kfuzz): mutants are determined by
the seed, runs are classified by what the tool did, the minimizer keeps the
line that matters, a campaign finds a planted bug and writes its reproducer.
Fake tools (fake_tool.py) stand in for the real ones."""

import json
import os
import random
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from kfuzz import classify as cls  # noqa: E402
from kfuzz import corpus, minimize, mutate  # noqa: E402
from kfuzz import targets as tg  # noqa: E402

PROGRAM = """\
// RUN: kfusion-sim %s -e main
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%buf: memref<128xf32>) kernel {
      %tid = gpu.thread_id x
      %two = arith.constant 2.0 : f32
      %v = memref.load %buf[%tid] : memref<128xf32>
      %w = arith.mulf %v, %two : f32
      gpu.barrier
      memref.store %w, %buf[%tid] : memref<128xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c4 = arith.constant 4 : i32
    %w = gpu.wait async
    %buf, %t = gpu.alloc async [%w] () : memref<128xf32>
    gpu.wait [%t]
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1)
        threads in (%c128, %c1, %c1) args(%buf : memref<128xf32>) {kfusion.horizontal_group = 1 : i64}
    return
  }
}
"""


@pytest.fixture
def fake_tools(tmp_path):
    """A tools directory whose kfusion-opt, -sim and -runner are fake_tool.py. Python -S
    (no site packages: the stand-in needs the standard library only) halves the start-up a
    campaign pays on each of its hundreds of runs."""
    directory = tmp_path / "bin"
    directory.mkdir()
    for name in ("kfusion-opt", "kfusion-sim", "kfusion-runner"):
        script = directory / name
        script.write_text("#!/bin/sh\nexec %s -S %s \"$@\"\n" % (
            sys.executable, os.path.join(HERE, "fake_tool.py")))
        script.chmod(0o755)
    return str(directory)


# --- mutation -----------------------------------------------------------------

def test_mutants_are_determined_by_seed_and_index():
    first = [mutate.mutate(PROGRAM, mutate.mutant_rng(7, i)) for i in range(40)]
    again = [mutate.mutate(PROGRAM, mutate.mutant_rng(7, i)) for i in range(40)]
    other = [mutate.mutate(PROGRAM, mutate.mutant_rng(8, i)) for i in range(40)]
    assert first == again
    assert first != other
    assert len({text for text, _ in first}) > 30, "mutants should differ from one another"
    assert all(descriptions for _, descriptions in first)


def test_every_mutator_applies_to_a_kernel_program_and_is_deterministic():
    lines = PROGRAM.split("\n")
    for name, mutator, _ in mutate.MUTATORS:
        results = [mutator(lines, random.Random(3)) for _ in range(2)]
        assert results[0] == results[1], name
        assert results[0] is not None, "%s found nothing to mutate" % name
        new_lines, description = results[0]
        assert new_lines != lines, name
        assert description


def test_mutators_decline_what_is_not_there():
    lines = ["func.func @f() {", "  return", "}"]
    rng = random.Random(1)
    assert mutate.move_barrier(lines, rng) is None
    assert mutate.mutate_launch_size(lines, rng) is None
    assert mutate.mutate_shape(lines, rng) is None


def test_launch_size_mutation_changes_the_constant_a_launch_uses():
    lines = PROGRAM.split("\n")
    for seed in range(20):
        new_lines, description = mutate.mutate_launch_size(lines, random.Random(seed))
        changed = [k for k, (a, b) in enumerate(zip(lines, new_lines)) if a != b]
        assert len(changed) == 1
        assert "%c1 =" in lines[changed[0]] or "%c128 =" in lines[changed[0]], description


def test_kfusion_attribute_mutation_adds_a_group_at_the_end_of_the_launch():
    lines = [l.replace(" {kfusion.horizontal_group = 1 : i64}", "") for l in PROGRAM.split("\n")]
    for seed in range(30):
        new_lines, description = mutate.mutate_kfusion_attr(lines, random.Random(seed))
        if "added" in description:
            assert any(l.endswith("args(%%buf : memref<128xf32>) {kfusion.horizontal_group = %s : i64}"
                                  % description.split("= ")[1].split(" ")[0])
                       for l in new_lines), description
            return
    pytest.fail("no group was added in 30 tries")


# --- corpus -------------------------------------------------------------------

def test_corpus_splits_files_into_the_inputs_tests_feed_the_tools(tmp_path):
    (tmp_path / "test").mkdir()
    (tmp_path / "test" / "split.mlir").write_text(
        "// RUN: split-file %s %t\n//--- a.mlir\nfunc.func @main() {\n  return\n}\n"
        "//--- b.mlir\nfunc.func @f(%a: memref<4xf32>) {\n  return\n}\n//--- notes.txt\nhi\n")
    (tmp_path / "test" / "cases.mlir").write_text(
        "// RUN: kfusion-opt %s -split-input-file\nfunc.func @g() {\n  return\n}\n"
        "// -----\nfunc.func @h(%x: i32) {\n  return\n}\n")
    seeds = corpus.collect(str(tmp_path))
    names = [s.name for s in seeds]
    assert names == ["test/cases.mlir:case 0", "test/cases.mlir:case 1",
                     "test/split.mlir:a.mlir", "test/split.mlir:b.mlir"]
    by_name = {s.name: s for s in seeds}
    assert by_name["test/split.mlir:a.mlir"].entry == "main"
    assert by_name["test/split.mlir:b.mlir"].entry is None
    assert by_name["test/cases.mlir:case 0"].entry == "g"
    assert corpus.entry_point("func.func @k(%a: memref<2xf32>) {", "kfusion-sim %s -e k") == "k"
    assert corpus.takes_arguments("func.func @k(%a: memref<2xf32>) {", "k")


# --- classification -----------------------------------------------------------

@pytest.mark.parametrize("returncode,stderr,timed_out,outcome,signature", [
    (0, "", False, cls.OK, ""),
    (1, "in.mlir:3:5: error: 'gpu.func' op expected body\n", False, cls.DIAGNOSTIC,
     "'gpu.func' op expected body"),
    (1, "", False, cls.SILENT, "exit 1 without an error line"),
    (None, "", True, cls.HANG, "timeout"),
    (-6, "kfusion-opt: Lower.cpp:88: void g(): Assertion `idx < size()' failed.\n"
         "Stack dump:\n #0 0x1 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)\n"
         " #4 0x5 mlir::kfusion::lowerRegion(mlir::Region&) (/b/kfusion-opt+0x10)\n",
     False, cls.CRASH, "assertion `idx < size()' in mlir::kfusion::lowerRegion"),
    (-11, "Stack dump:\n #0 0x1 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)\n"
          " #1 0x2 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)\n"
          " #2 0x3 mlir::kfusion::sim::InterpreterImpl::execute(ThreadCtx&, unsigned long)"
          " (kfusion-sim+0x57154)\n", False, cls.CRASH,
     "SIGSEGV in mlir::kfusion::sim::InterpreterImpl::execute"),
    (1, "==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020\n"
        "    #0 0x55 in mlir::kfusion::sim::allocate(int) /src/Memory.cpp:12\n", False,
     cls.CRASH, "AddressSanitizer heap-buffer-overflow in mlir::kfusion::sim::allocate"),
    (1, "/src/lib/Interpreter/Executor.cpp:301:22: runtime error: signed integer overflow: "
        "9223372036854775807 + 1 cannot be represented in type 'long int'\n", False, cls.CRASH,
     "UBSan Executor.cpp:301: signed integer overflow: N + N cannot be represented in type "
     "'long int'"),
    (1, "LLVM ERROR: can't create type 'x' 12\nPLEASE submit a bug report\n", False, cls.CRASH,
     "fatal error: can't create type 'x' N"),
    # A generic accessor is not where a crash came from: its caller is.
    (-11, "Stack dump:\n #0 0x1 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int)\n"
          " #3 0x2 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)\n"
          " #4 0x3 mlir::Value::getDefiningOp() const (/usr/lib/llvm-22/lib/libMLIR.so.22.1+0x1)\n"
          " #5 0x4 mlir::getAsOpFoldResult(mlir::Value) (/usr/lib/llvm-22/lib/libMLIR.so.22.1+0x2)\n",
     False, cls.CRASH, "SIGSEGV in mlir::getAsOpFoldResult"),
])
def test_classification(returncode, stderr, timed_out, outcome, signature):
    assert cls.classify(returncode, stderr, timed_out) == (outcome, signature)


def _target(name="fake", tool="kfusion-opt"):
    return tg.Target(name, (tg.Step(tool, ()),))


@pytest.mark.parametrize("plant,outcome,signature", [
    ("", cls.OK, ""),
    ("PLANT_ERROR", cls.DIAGNOSTIC, "planted diagnostic"),
    ("PLANT_SILENT", cls.SILENT, "exit 1 without an error line"),
    ("PLANT_CRASH", cls.CRASH, "SIGABRT in mlir::kfusion::plantedBug"),
    ("PLANT_ASSERT", cls.CRASH, "assertion `x < N'"),
    ("PLANT_HANG", cls.HANG, "timeout in kfusion-opt (step 1)"),
])
def test_runs_of_fake_tools_are_classified(fake_tools, tmp_path, plant, outcome, signature):
    tools, _ = tg.discover(fake_tools)
    limits = tg.Limits(opt_timeout=1.0)
    run = tg.run_target(tools, _target(), "func.func @f()\n// %s\n" % plant, None, limits,
                        str(tmp_path), confirm=False)
    assert (run.outcome, run.signature) == (outcome, signature)
    if outcome == cls.HANG:
        assert run.seconds < 10, "the hung tool was not killed at the timeout"


def test_a_chained_target_reports_the_step_that_failed(fake_tools, tmp_path):
    tools, _ = tg.discover(fake_tools)
    target = tg.Target("chain", (tg.Step("kfusion-opt", ()), tg.Step("kfusion-sim", ("-e", "{entry}"))))
    run = tg.run_target(tools, target, "PLANT_ERROR\n", "main", tg.Limits(), str(tmp_path))
    assert run.step == 0 and run.outcome == cls.DIAGNOSTIC
    run = tg.run_target(tools, target, "fine\n", "main", tg.Limits(), str(tmp_path))
    assert run.step == 1 and run.outcome == cls.OK
    assert run.command[-2:] == ["--max-steps=5000000", "--time-limit=10"]


def test_new_passes_in_help_get_a_row_and_missing_ones_are_left_out(fake_tools):
    _, help_text = tg.discover(fake_tools)
    chosen, notes = tg.select(help_text)
    names = [t.name for t in chosen]
    assert "pass:kfusion-brand-new-pass" in names
    assert "hfuse-plan-lower" in names and "sim" in names
    assert "stencil" not in names
    assert not any("kernels" in n for n in names)
    assert any(n.startswith("stencil: left out") for n in notes)
    assert any(n.startswith("kfusion-dump-binaries: not fuzzed") for n in notes)


# --- minimization -------------------------------------------------------------

def test_ddmin_keeps_exactly_the_lines_that_matter():
    lines = ["line %d" % k for k in range(100)]
    needed = {"line 17", "line 71"}
    result = minimize.ddmin(lines, lambda ls: needed <= set(ls))
    assert set(result) == needed


def test_minimizer_shrinks_a_planted_crash_to_its_trigger(fake_tools, tmp_path):
    tools, _ = tg.discover(fake_tools)
    text = "\n".join(["// comment %d" % k for k in range(30)] +
                     ["%%v%d = arith.constant %d : i32" % (k, k + 1) for k in range(60)] +
                     ["  %x = arith.constant 0 : index"] +
                     ["%%w%d = arith.addi %%v1, %%v2 : i32" % k for k in range(40)])
    target = _target()
    limits = tg.Limits(opt_timeout=5.0)

    def same(candidate):
        run = tg.run_target(tools, target, candidate, None, limits, str(tmp_path), confirm=False)
        return (run.outcome, run.signature) == (cls.CRASH, "SIGABRT in mlir::kfusion::plantedBug")

    assert same(text)
    result = minimize.minimize(text, same)
    assert result.strip() == "%x = arith.constant 0 : index"


# --- a whole campaign -----------------------------------------------------------

def test_campaign_finds_minimizes_and_reports_a_planted_bug(fake_tools, tmp_path):
    root = tmp_path / "repo"
    (root / "test").mkdir(parents=True)
    (root / "test" / "prog.mlir").write_text(PROGRAM)
    out = tmp_path / "out"
    command = [sys.executable, os.path.join(os.path.dirname(HERE), "fuzz.py"),
               "--tools", fake_tools, "--root", str(root), "--seed", "3", "--mutants", "200",
               "--jobs", "2", "--out", str(out), "--targets", "^(parse|outline)$"]
    first = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert first.returncode == 1, first.stdout + first.stderr
    assert "kfuzz: FAILED: 1 distinct crash/hang/silent" in first.stdout
    summary = json.loads((out / "summary.json").read_text())
    assert summary["mutants"] == 200
    crashes = [f for f in summary["findings"] if f["outcome"] == cls.CRASH]
    assert {f["target"] for f in crashes} == {"parse"}
    directory = summary["reproducers"][0]
    reproducer = open(os.path.join(directory, "reproducer.mlir")).read()
    assert reproducer.strip().endswith("arith.constant 0 : i32") or \
        "arith.constant 0 :" in reproducer
    assert len(reproducer.strip().split("\n")) == 1
    assert "reproducer.mlir" in first.stdout
    # The same seed gives the same campaign.
    again = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert json.loads((out / "summary.json").read_text())["findings"] == summary["findings"]
    assert again.returncode == 1


def test_bugs_that_regression_tests_wait_on_are_known(tmp_path):
    from kfuzz import campaign
    (tmp_path / "a.mlir").write_text("// XFAIL: *\n// FUZZ-KNOWN: Foo.cpp:12: signed integer overflow\n")
    (tmp_path / "b.mlir").write_text("// RUN: true\n")
    known = campaign.known_bugs(str(tmp_path))
    assert known == [("Foo.cpp:12: signed integer overflow", "a.mlir")]
    assert campaign.known_as("UBSan Foo.cpp:12: signed integer overflow: N + N", known) == "a.mlir"
    assert campaign.known_as("UBSan Foo.cpp:13: signed integer overflow: N + N", known) is None
    # The repository's own list parses, and names the tests it comes from.
    for text, test in campaign.known_bugs():
        assert text and os.path.exists(os.path.join(campaign.REGRESSIONS, test))
