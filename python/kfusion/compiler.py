# kfusion.compiler: kfusion.compile(module, example_inputs), the Python entry point of
# issue 40 over the PyTorch front end: a torch.nn.Module and example inputs ->
# torch-mlir's importer (kfusion.torch_import) -> kfusion-opt --kfusion-fuse (the one
# planner: candidate programs projected by the common cost model) -> a GPU program in MLIR's
# standard form, checked on kfusion-sim against PyTorch's own output for those inputs.
"""kfusion.compile: a PyTorch module to a fused, checked GPU program."""

import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from . import harness
from .tools import ToolError, find_tool, gpu_preset, has_gpu, run_tool

#: The check's tolerance for f32 results: the stitched programs sum in another order than
#: PyTorch (the model fixtures' checks find 1.2e-7 .. 3.6e-7 at these magnitudes).
ATOL = 1e-5
#: For 16-bit results, units of roundoff of the largest output: PyTorch on the CPU and the
#: fused program both round where each op stores (the import keeps PyTorch's stores), but
#: sum in other orders (bench/models measures 1-2 units at the published sizes).
HALF_ULPS = 32
HALF_EPSILON = {"float16": 2.0 ** -11, "bfloat16": 2.0 ** -8}


class CompileError(RuntimeError):
    """The import, kfusion-fuse, the check or a run failed; the message is the tool's."""


#: torch's element types by the names kfusion.harness gives them.
_DTYPE_NAMES = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64",
                "int64": "i64", "int32": "i32", "int16": "i16", "int8": "i8"}


def _to_bytes(tensor):
    """A numpy array of `tensor`'s bytes as @main reads them (bf16 as its 16 bits)."""
    import torch

    t = tensor.detach().contiguous().cpu()
    if t.dtype == torch.bfloat16:
        t = t.view(torch.int16)
    return t.numpy()


def _from_bytes(path, operand):
    """The tensor @main wrote to `path` for `operand` (a kfusion.harness.Operand)."""
    import numpy as np
    import torch

    file_type = {"f32": np.float32, "f16": np.float16, "bf16": np.int16, "f64": np.float64,
                 "i64": np.int64, "i32": np.int32, "i16": np.int16,
                 "i8": np.int8}[operand.dtype]
    values = np.fromfile(path, dtype=file_type)
    if values.size != operand.elements:
        raise CompileError("%s: %d elements, expected %d" % (path, values.size,
                                                             operand.elements))
    t = torch.from_numpy(values.reshape(operand.shape))
    return t.view(torch.bfloat16) if operand.dtype == "bf16" else t


@dataclass
class CompiledProgram:
    """What kfusion.compile made: the fused program (`path`, MLIR's GPU form), the
    imported linalg (`source`), kfusion-fuse's remarks, the check's line, the function's
    name and the program kfusion-sim runs (`checked`: the fused program itself, its
    tensor-core GEMM kernels as they are). `run` and `time` execute it: on the GPU
    (kfusion-runner) where there is one, else on kfusion-sim."""
    path: Path
    source: Path
    remarks: list = field(default_factory=list)
    check: str = ""
    func_name: str = "forward"
    checked: Path = None
    chip: str = "sm_90a"
    input_count: int = None

    @property
    def chosen(self):
        """{function: candidate} from kfusion-fuse's remarks."""
        return dict(re.findall(r"kfusion-fuse of @(\S+) on \S+: (\S+) chosen", "\n".join(
            self.remarks)))

    @property
    def launches(self):
        """The kernel launches of the fused program."""
        return self.path.read_text().count("gpu.launch_func")

    def __call__(self, *inputs):
        """run(*inputs)."""
        return self.run(*inputs)

    def run(self, *inputs):
        """The program on `inputs` (torch tensors of the example inputs' shapes and types
        (floating point or integer, not bool), any values): its results as CPU tensors (one tensor for one result, else a
        tuple). On the GPU where kfusion-runner finds one, else on kfusion-sim."""
        return self._execute(inputs, timed=None)[0]

    def time(self, *inputs, warmup=5, repeat=20, flush_mib=256):
        """The device time of one call on the GPU: {median_ms, min_ms, max_ms, repeat}
        over `repeat` calls after `warmup` untimed ones (each timed call behind a
        `flush_mib` MiB write, as triton.testing.do_bench: kfusion.bench.timing_env), after
        the one call whose results `run` returns (check them with run first: time does
        not compare). RuntimeError without a GPU."""
        if not self.on_gpu:
            raise RuntimeError("CompiledProgram.time needs a GPU (kfusion-runner --gpu-info "
                               "finds none); run() runs on kfusion-sim")
        return self._execute(inputs, timed=(warmup, repeat, flush_mib))[1]

    @property
    def on_gpu(self):
        """Whether run and time execute on a GPU (kfusion-runner --gpu-info), asked once."""
        if not hasattr(self, "_on_gpu"):
            self._on_gpu = has_gpu()
        return self._on_gpu

    def signature(self):
        """(inputs, outputs): the kfusion.harness.Operand of each argument of the fused
        function, inputs first, then its results' out-parameters."""
        operands = harness.function_operands(self.path.read_text(), self.func_name)
        count = self.input_count
        if count is None:
            raise ValueError("CompiledProgram(%s): input_count (how many of @%s's arguments "
                             "are inputs) is not known" % (self.path.name, self.func_name))
        return operands[:count], operands[count:]

    def _execute(self, inputs, timed):
        from .bench import bench_times, run_program, timing_env

        ins, outs = self.signature()
        if len(inputs) != len(ins):
            raise ValueError("@%s takes %d inputs, got %d" % (self.func_name, len(ins),
                                                            len(inputs)))
        for k, (t, o) in enumerate(zip(inputs, ins)):
            got = (_DTYPE_NAMES.get(str(t.dtype).replace("torch.", "")), tuple(t.shape))
            if got != (o.dtype, o.shape):
                raise ValueError("input %d: %s %s, @%s takes %s" % (
                    k, str(t.dtype).replace("torch.", ""), tuple(t.shape), self.func_name,
                    o.memref_type))
        gpu = self.on_gpu
        program = self.path if gpu else (self.checked or self.path)
        warmup, repeat, flush = timed or (0, 0, 0)
        work = Path(tempfile.mkdtemp(prefix="kfusion-run-", dir=self.path.parent))
        main = work / "main.mlir"
        main.write_text(harness.with_main(program.read_text(), ins, outs, device=True,
                                          warmup=warmup, repeat=repeat,
                                          callee=self.func_name))
        for k, t in enumerate(inputs):
            _to_bytes(t).tofile(work / ("input%d.bin" % k))
        env = {"KFUSION_BENCH_WARMUP": str(warmup), "KFUSION_BENCH_REPEAT": str(repeat),
               **timing_env(flush)}
        tool = find_tool("kfusion-runner" if gpu else "kfusion-sim")
        extra = ["--chip=%s" % self.chip] if gpu else []
        proc = run_program(tool, main, work, work / "out", env=env, extra=extra)
        if proc.returncode != 0:
            # The run's files (main.mlir, the inputs) stay for a look.
            raise CompileError("%s of @%s failed (exit %d; its files in %s):\n%s" % (
                Path(tool).name, self.func_name, proc.returncode, work,
                proc.stdout[-3000:]))
        results = tuple(_from_bytes(work / "out" / ("output%d.bin" % k), o)
                        for k, o in enumerate(outs))
        shutil.rmtree(work, ignore_errors=True)
        times = bench_times(proc.stdout) if timed else {}
        return (results[0] if len(results) == 1 else results), times

    def lower(self, chip="sm_90a", out=None):
        """kfusion-to-cubin of the program (for kfusion-runner); returns the path."""
        out = Path(out or self.path.with_suffix(".cubin.mlir"))
        run_tool(["kfusion-opt", str(self.path), "--kfusion-to-cubin=chip=%s" % chip,
                  "-o", str(out)])
        return out


def compile(module, example_inputs, device="", work_dir=None, check=True,  # noqa: A001
            func_name="forward", fuse_options=""):
    """Imports `module` called on `example_inputs` (weights as constants), fuses it with
    kfusion-fuse for `device` (a preset: h100, h200; empty: the preset of the GPU
    kfusion-runner finds, else kfusion-fuse's default, h100) and `fuse_options` (more
    kfusion-fuse options, space-separated: "gemm-load=cp.async tuning-cache=FILE") and,
    with `check`, runs the fused program on kfusion-sim on those inputs and compares it
    with PyTorch's output (atol ATOL for f32 results, HALF_ULPS units of roundoff of the
    largest output for 16-bit ones): the program itself, its tensor-core GEMM kernels as
    they are (kfusion-sim runs nvvm.wgmma and mma.sync kernels). Files go to `work_dir` (a
    new temporary directory when None). Raises CompileError with the tool's message when a
    step fails."""
    from . import torch_import

    work = Path(work_dir or tempfile.mkdtemp(prefix="kfusion-compile-"))
    work.mkdir(parents=True, exist_ok=True)
    model = type(module).__name__
    try:
        imported = torch_import.import_module(module, list(example_inputs), "constants",
                                              func_name, model)
    except torch_import.TorchImportError as error:
        raise CompileError(str(error)) from error
    source = work / ("%s.mlir" % model)
    source.write_text(imported.header(model) + imported.text)
    device = device or gpu_preset() or ""
    fused = work / ("%s.fused.mlir" % model)
    options = " ".join(o for o in ("device=%s" % device if device else "", fuse_options)
                       if o)
    try:
        proc = run_tool(["kfusion-opt", str(source),
                         "--kfusion-fuse%s" % ("=" + options if options else ""),
                         "--mlir-print-op-on-diagnostic=false", "-o", str(fused)])
    except ToolError as error:
        raise CompileError("kfusion-fuse: %s" % error) from error
    remarks = [line.split("remark: ", 1)[1] for line in proc.stderr.splitlines()
               if "remark: kfusion-fuse of" in line]
    program = CompiledProgram(fused, source, remarks, func_name=func_name,
                              input_count=len(list(example_inputs)))
    program.checked = program.path
    if check:
        program.check = _check(program, program.checked, module, example_inputs,
                               func_name)
    return program


def _tolerance(module, inputs):
    """kfusion-sim's --atol for `module`'s outputs on `inputs`: ATOL for f32, HALF_ULPS units
    of roundoff of the largest output for f16 / bf16 results."""
    import torch

    with torch.no_grad():
        results = module(*inputs)
    if isinstance(results, torch.Tensor):
        results = [results]
    atol = ATOL
    for r in results:
        eps = HALF_EPSILON.get(str(r.dtype).replace("torch.", ""))
        if eps is not None and r.numel():
            atol = max(atol, HALF_ULPS * eps * float(r.detach().abs().max().float()))
    return atol


def _check(program, checked, module, inputs, func_name):
    """The fused program (`checked`) on kfusion-sim
    against PyTorch's output; returns kfusion-sim's line."""
    from .torch_import import write_reference

    inputs_path, expected_path = write_reference(program.path, module, inputs,
                                                 type(module).__name__)
    try:
        proc = run_tool(["kfusion-sim", str(checked), "-e", func_name,
                         "--inputs=%s" % inputs_path, "--expect=%s" % expected_path,
                         "--rtol=0", "--atol=%g" % _tolerance(module, inputs)])
    except ToolError as error:
        raise CompileError("the fused program differs from PyTorch on kfusion-sim: %s%s"
                           % (error.stdout.strip(), "\n" + str(error))) from error
    return proc.stdout.strip().splitlines()[-1]
