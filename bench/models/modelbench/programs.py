# modelbench.programs: the programs of bench/models: per model block of kfusion.models and
# size ('gpu': the published configuration at a realistic token count or batch; 'small': the
# interpreter's, every GEMM still at least 64 along M, N and K) the import
# (programs/<model>.<dtype>.<size>.mlir, weights as arguments; generated, not committed:
# bench/models/make-programs.sh, `run.py import`) and its description (.json):
# the arguments in order with how each is drawn, the module's constructor arguments, and for
# the small size PyTorch's recorded output. Drawing the arguments, their files, the check.
"""Model programs, their arguments, files and check.

    prog = load("gpt2", "float16", "gpu")     # programs/gpt2.float16.gpu.{mlir,json}
    values = prog.draw(seed)                  # {argument name: numpy array}, in its type
    write_inputs(prog, directory, values)     # input<k>.bin, one per argument of @step
    got = read_outputs(prog, directory)       # [array] per result (output<k>.bin)
    problems, fields = check(prog, got, want) # against a reference (float32 PyTorch)

@step's arguments are the module's inputs, then its parameters (named_parameters order),
then its buffers (named_buffers order): torch_import.import_module(weights="arguments").
The fused @step (kfusion-fuse) takes them as device memrefs, then one out-parameter per
result.

How an argument is drawn (its "init" in the description): {"uniform": [lo, hi]} (uniform
float32 values from a generator seeded by the run's seed, the program's model and size and
the argument's name, rounded to the argument's type: the same weights in every dtype),
{"fill": v}, {"rotary": "cos"|"sin", "seq", "dim", "base"} (LLaMA's rotary tables: the
formula of kfusion.models.common.rotary_tables in float64), or {"module": true} (the
module's own value: needs torch).
"""

import base64
import dataclasses
import json
import os
from pathlib import Path

import numpy as np

from kfusion.bench import seed_of
from stitchbench import dtypes

#: The imported programs: generated and git-ignored (bench/models/make-programs.sh makes them
#: where torch-mlir installs; a GPU machine, which has none, gets them with the working
#: tree). $KFUSION_MODEL_PROGRAMS names another folder: make check imports the small ones
#: into its build directory, leaving a checkout's own imports alone.
PROGRAM_DIR = Path(os.environ.get("KFUSION_MODEL_PROGRAMS") or
                   Path(__file__).resolve().parents[1] / "programs")

#: How a missing program is made.
MAKE_PROGRAMS = ("bash bench/models/make-programs.sh imports them where torch-mlir installs "
                 "(SIZES=small: the interpreter's, about a minute); a GPU machine gets them "
                 "with the working tree")

MODELS = ["gpt2", "bert", "llama", "mixer", "resnet", "jacobi"]
#: torch's dtype names (--dtypes) and the MLIR element types of the imported tensors.
DTYPES = {"float16": "f16", "float32": "f32", "bfloat16": "bf16"}
DEFAULT_DTYPES = ["float16"]

#: Per size and model: (constructor arguments, input shapes). gpu: the published
#: configurations (kfusion.models' "real") at 1024 tokens (BERT: 2 sequences of 512, its
#: longest), Mixer-B/16 on a batch of 8 images (196 patches each), ResNet-18's first stage
#: on a batch of 32, the Jacobi chain (three sweeps by slicing) on bench/stencil's 8192^2
#: grid. small: the same blocks with every GEMM at least 64 along M, N and K (the
#: tensor-core GEMMs' minimum, so that kfusion-sim runs those kernels).
SIZES = {
    "gpu": {
        "gpt2": ({"hidden": 768, "heads": 12, "mlp": 3072}, [[1, 1024, 768]]),
        "bert": ({"hidden": 768, "heads": 12, "mlp": 3072}, [[2, 512, 768]]),
        "llama": ({"hidden": 4096, "heads": 32, "mlp": 11008, "seq": 1024},
                  [[1, 1024, 4096]]),
        "mixer": ({"tokens": 196, "channels": 768, "token_mlp": 384, "channel_mlp": 3072},
                  [[8, 196, 768]]),
        "resnet": ({"channels": 64}, [[32, 64, 56, 56]]),
        # bench/stencil's Jacobi grid, as PyTorch slicing writes the chain.
        "jacobi": ({"steps": 3}, [[8192, 8192]]),
    },
    # long: the transformer blocks at 4096 tokens (issue 40's goals name batch x sequence
    # 2048-8192): GPT-2 4 x 1024 (its position embeddings end at 1024), BERT 8 x 512,
    # LLaMA-7B 1 x 4096 (LLaMA 2's context).
    "long": {
        "gpt2": ({"hidden": 768, "heads": 12, "mlp": 3072}, [[4, 1024, 768]]),
        "bert": ({"hidden": 768, "heads": 12, "mlp": 3072}, [[8, 512, 768]]),
        "llama": ({"hidden": 4096, "heads": 32, "mlp": 11008, "seq": 4096},
                  [[1, 4096, 4096]]),
    },
    # 2k and 8k: the ends of that range. GPT-2 2 and 8 x 1024, BERT 4 and 16 x 512, LLaMA-7B
    # 1 x 2048 and 2 x 4096.
    "2k": {
        "gpt2": ({"hidden": 768, "heads": 12, "mlp": 3072}, [[2, 1024, 768]]),
        "bert": ({"hidden": 768, "heads": 12, "mlp": 3072}, [[4, 512, 768]]),
        "llama": ({"hidden": 4096, "heads": 32, "mlp": 11008, "seq": 2048},
                  [[1, 2048, 4096]]),
    },
    "8k": {
        "gpt2": ({"hidden": 768, "heads": 12, "mlp": 3072}, [[8, 1024, 768]]),
        "bert": ({"hidden": 768, "heads": 12, "mlp": 3072}, [[16, 512, 768]]),
        "llama": ({"hidden": 4096, "heads": 32, "mlp": 11008, "seq": 4096},
                  [[2, 4096, 4096]]),
    },
    "small": {
        "gpt2": ({"hidden": 64, "heads": 2, "mlp": 128}, [[1, 64, 64]]),
        "bert": ({"hidden": 64, "heads": 2, "mlp": 128}, [[1, 64, 64]]),
        "llama": ({"hidden": 64, "heads": 2, "mlp": 128, "seq": 64}, [[1, 64, 64]]),
        "mixer": ({"tokens": 64, "channels": 64, "token_mlp": 64, "channel_mlp": 128},
                  [[1, 64, 64]]),
        "resnet": ({"channels": 16}, [[1, 16, 8, 8]]),
        "jacobi": ({"steps": 3}, [[64, 64]]),
    },
}

#: The check: every element of every output within TOLERANCE[type] * max |reference| of
#: the reference (PyTorch computing in float32 on the same, rounded, arguments): errors
#: relative to the output's magnitude, since a 16-bit block rounds its activations where
#: PyTorch's eager ops do (the imported program stores what each op stores) and the
#: residual stream's largest values set the size of an ulp there. 16-bit: 32 units of
#: roundoff (f16 2^-11, bf16 2^-8) of the largest output, where ours and PyTorch eager in the
#: same type came within 2.3 of them (README, "What is measured"). f32: 1e-4 (sums over up
#: to 11008 terms in another order).
TOLERANCE = {"f32": 1e-4, "f16": 32 * 2.0 ** -11, "bf16": 32 * 2.0 ** -8}

#: The seed of the small sizes' recorded reference (run.py import): what --sim checks
#: against where torch is not installed.
REFERENCE_SEED = 1

#: numpy's type of the values of an element type (bf16 values are exact in float32).
_VALUE_DTYPE = dict(dtypes.VALUE_DTYPE, i64=np.int64, i32=np.int32, i1=np.bool_)
_BYTES = dict(dtypes.BYTES, i64=8, i32=4, i1=1)


def key_of(model, dtype, size):
    """The program's name: '<model>.<dtype>.<size>' (gpt2.float16.gpu)."""
    return "%s.%s.%s" % (model, dtype, size)


#: The programs bench/models runs (`run.py import --defaults`, make-programs.sh): per size
#: the models and dtypes imported: every model in every dtype at the gpu and small sizes,
#: the transformer blocks in float16 and bfloat16 at the long one, in float16 at 2k and 8k.
IMPORTS = {"gpu": (MODELS, ["float16", "float32", "bfloat16"]),
           "small": (MODELS, ["float16", "float32", "bfloat16"]),
           "long": (["gpt2", "bert", "llama"], ["float16", "bfloat16"]),
           "2k": (["gpt2", "bert", "llama"], ["float16"]),
           "8k": (["gpt2", "bert", "llama"], ["float16"])}


def default_imports(sizes=None):
    """[(model, dtype, size)] of IMPORTS at `sizes` (default: every size of IMPORTS)."""
    return [(m, d, size) for size in (sizes or IMPORTS) for m in IMPORTS[size][0]
            for d in IMPORTS[size][1]]


def is_imported(model, dtype, size, directory=PROGRAM_DIR):
    """Whether `directory` holds the program and its description."""
    key = key_of(model, dtype, size)
    return all((Path(directory) / (key + ext)).is_file() for ext in (".mlir", ".json"))


@dataclasses.dataclass
class Operand:
    """An argument or result of @step: `dtype` is its MLIR element type (f16, i64, ...), as
    stitchbench.harness.main_text expects; `init` how an argument is drawn (module doc)."""
    name: str
    kind: str           # input, parameter, buffer, result
    shape: tuple
    dtype: str
    init: dict = None

    @property
    def elements(self):
        return int(np.prod(self.shape, dtype=np.int64))

    @property
    def nbytes(self):
        return self.elements * _BYTES[self.dtype]

    @property
    def memref_type(self):
        return "memref<%s>" % "x".join([str(d) for d in self.shape] + [self.dtype])

    def to_json(self):
        d = {"name": self.name, "kind": self.kind, "shape": list(self.shape),
             "dtype": self.dtype}
        if self.init is not None:
            d["init"] = self.init
        return d

    @staticmethod
    def from_json(d):
        return Operand(d["name"], d["kind"], tuple(d["shape"]), d["dtype"], d.get("init"))


@dataclasses.dataclass
class ModelProgram:
    """One imported program and its description."""
    model: str
    dtype: str          # float16, float32, bfloat16
    size: str           # gpu, small
    cls: str            # the kfusion.models class
    init_args: dict
    inputs: list        # Operand per argument of @step, in order
    outputs: list       # Operand per result
    func: str = "step"
    imported_with: str = ""
    reference: dict = None
    directory: Path = PROGRAM_DIR

    @property
    def key(self):
        return key_of(self.model, self.dtype, self.size)

    @property
    def elem(self):
        return DTYPES[self.dtype]

    @property
    def mlir_path(self):
        return Path(self.directory) / (self.key + ".mlir")

    @property
    def json_path(self):
        return Path(self.directory) / (self.key + ".json")

    @property
    def text(self):
        return self.mlir_path.read_text()

    @property
    def module_inputs(self):
        """The operands the module's forward takes (before its weights)."""
        return [o for o in self.inputs if o.kind == "input"]

    @property
    def weights(self):
        return [o for o in self.inputs if o.kind != "input"]

    @property
    def parameter_count(self):
        return sum(o.elements for o in self.inputs if o.kind == "parameter")

    @property
    def tokens(self):
        """The first input's shape without its last dimension ('1x1024'), what a row of the
        table calls the size."""
        return "x".join(str(d) for d in self.module_inputs[0].shape)

    def tolerance(self):
        return TOLERANCE[self.elem]

    def to_json(self):
        d = {"model": self.model, "dtype": self.dtype, "size": self.size, "class": self.cls,
             "init_args": self.init_args, "func": self.func,
             "arguments": [o.to_json() for o in self.inputs],
             "results": [o.to_json() for o in self.outputs],
             "imported_with": self.imported_with}
        if self.reference is not None:
            d["reference"] = self.reference
        return d

    def save(self):
        self.json_path.write_text(json_text(self.to_json()))

    @staticmethod
    def from_json(d, directory=PROGRAM_DIR):
        return ModelProgram(d["model"], d["dtype"], d["size"], d["class"], d["init_args"],
                            [Operand.from_json(o) for o in d["arguments"]],
                            [Operand.from_json(o) for o in d["results"]], d.get("func", "step"),
                            d.get("imported_with", ""), d.get("reference"), Path(directory))

    def draw(self, seed, names=None):
        """{argument name: values} for every argument (or those in `names`) whose init is
        not 'module' (module doc), each in numpy's type of the argument's type."""
        return {o.name: draw(o, seed, self.model, self.size) for o in self.inputs
                if (names is None or o.name in names) and not (o.init or {}).get("module")}

    def needs_module(self):
        """The arguments only the module itself can supply (init 'module')."""
        return [o.name for o in self.inputs if (o.init or {}).get("module")]

    def recorded_reference(self):
        """(seed, [float64 array per result]) of the recorded reference, or None."""
        ref = self.reference
        if not ref:
            return None
        outs = [np.frombuffer(base64.b64decode(r), dtype="<f4").astype(np.float64)
                .reshape(o.shape) for r, o in zip(ref["outputs"], self.outputs)]
        return ref["seed"], outs


def json_text(d):
    """A description as its file holds it: one key a line, one argument a line."""
    items = []
    for k, v in d.items():
        if isinstance(v, list) and v and isinstance(v[0], dict):
            text = "[\n  %s\n ]" % ",\n  ".join(json.dumps(x) for x in v)
        elif isinstance(v, dict) and "outputs" in v:
            text = "{\n  %s\n }" % ",\n  ".join("%s: %s" % (json.dumps(a), json.dumps(b))
                                               for a, b in v.items())
        else:
            text = json.dumps(v)
        items.append(" %s: %s" % (json.dumps(k), text))
    return "{\n%s\n}\n" % ",\n".join(items)


def encode_reference(arrays):
    """Results as the description records them: little-endian float32, base64."""
    return [base64.b64encode(np.ascontiguousarray(np.asarray(a, dtype="<f4")).tobytes())
            .decode() for a in arrays]


def load(model, dtype, size, directory=PROGRAM_DIR):
    """The ModelProgram of programs/<model>.<dtype>.<size>.json. Raises FileNotFoundError
    when it was not imported."""
    path = Path(directory) / (key_of(model, dtype, size) + ".json")
    return ModelProgram.from_json(json.loads(path.read_text()), directory)


def available(models, dtypes_, size, directory=PROGRAM_DIR):
    """[(model, dtype, ModelProgram or None)] for each model and dtype asked for."""
    out = []
    for m in models:
        for d in dtypes_:
            try:
                out.append((m, d, load(m, d, size, directory)))
            except FileNotFoundError:
                out.append((m, d, None))
    return out


# ---------------------------------------------------------------------------------------
# Argument values and files
# ---------------------------------------------------------------------------------------

def rotary_table(part, seq, dim, base=10000.0):
    """cos or sin table [seq, dim] of the rotary embedding (kfusion.models.common's
    rotary_tables: position p, frequency base^(-2i/dim), each frequency twice), computed in
    float64 and rounded to float32. torch computes it in float32: at 1024 positions its
    angles, and so its tables, differ from these by up to 6e-5."""
    inv_freq = float(base) ** (-np.arange(0, dim, 2, dtype=np.float64) / dim)
    angles = np.outer(np.arange(seq, dtype=np.float64), inv_freq)
    angles = np.concatenate([angles, angles], axis=-1)
    return (np.cos(angles) if part == "cos" else np.sin(angles)).astype(np.float32)


def draw(op, seed, model, size):
    """The values of argument `op` (module doc) in numpy's type of its element type."""
    init = op.init or {}
    if "uniform" in init:
        lo, hi = init["uniform"]
        rng = np.random.default_rng(seed_of(seed, model, size, op.name))
        x = rng.random(op.shape, dtype=np.float32).astype(np.float64) * (hi - lo) + lo
        return to_values(x, op.dtype)
    if "fill" in init:
        return to_values(np.full(op.shape, init["fill"], dtype=np.float64), op.dtype)
    if "rotary" in init:
        table = rotary_table(init["rotary"], init["seq"], init["dim"], init.get("base", 1e4))
        return to_values(table.reshape(op.shape), op.dtype)
    raise ValueError("argument %s: no rule to draw it (%r)" % (op.name, init))


def to_values(x, elem):
    """`x` rounded to element type `elem`, in numpy's type of it."""
    if elem in dtypes.ELEMENT_TYPES:
        return dtypes.to_values(x, elem)
    return np.asarray(x).astype(_VALUE_DTYPE[elem])


def _encode(v, elem):
    if elem in dtypes.ELEMENT_TYPES:
        return dtypes.encode(v, elem)
    return np.ascontiguousarray(np.asarray(v, dtype=_VALUE_DTYPE[elem]))


def write_inputs(prog, directory, values):
    """input<k>.bin for every argument of @step, in order (raw little-endian in its type;
    bf16 as its 16 bits: stitchbench.dtypes)."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    for k, o in enumerate(prog.inputs):
        shape = np.shape(values[o.name])
        if tuple(shape) != tuple(o.shape):
            raise ValueError("argument %s: shape %s, expected %s" % (o.name, shape, o.shape))
        _encode(values[o.name], o.dtype).tofile(directory / ("input%d.bin" % k))


def read_outputs(prog, directory):
    """[values] per result, from output<k>.bin."""
    got = []
    for k, o in enumerate(prog.outputs):
        path = Path(directory) / ("output%d.bin" % k)
        file_type = dtypes.FILE_DTYPE.get(o.dtype, _VALUE_DTYPE.get(o.dtype))
        v = np.fromfile(path, dtype=file_type)
        if v.size != o.elements:
            raise ValueError("%s: %d elements, expected %d" % (path, v.size, o.elements))
        got.append((dtypes.decode(v, o.dtype) if o.dtype in dtypes.ELEMENT_TYPES else v)
                   .reshape(o.shape))
    return got


# ---------------------------------------------------------------------------------------
# The check
# ---------------------------------------------------------------------------------------

def errors(got, want):
    """(max |got - want|, that over max |want|) of one output, in float64 (NaN: inf)."""
    g = np.asarray(got, dtype=np.float64)
    w = np.asarray(want, dtype=np.float64)
    err = np.abs(g - w)
    worst = float(np.max(np.where(np.isnan(err), np.inf, err))) if err.size else 0.0
    scale = float(np.max(np.abs(w))) if w.size else 0.0
    return worst, worst / scale if scale else worst


def check(prog, got, want, tolerance=None):
    """(problems, fields) of the outputs `got` against `want` (lists, one array per
    result): an element differs when |got - want| > tolerance * max |want| (TOLERANCE of
    the program's type by default) or is NaN. fields: max_error (absolute) and rel_error
    (over max |want|), the worst over the outputs."""
    tol = prog.tolerance() if tolerance is None else tolerance
    problems, worst, worst_rel = [], 0.0, 0.0
    if not len(got) == len(want) == len(prog.outputs):
        problems.append("%d outputs read, %d references, %d results declared" % (
            len(got), len(want), len(prog.outputs)))
    for k, (o, g, w) in enumerate(zip(prog.outputs, got, want)):
        g = np.asarray(g, dtype=np.float64)
        w = np.asarray(w, dtype=np.float64)
        if g.shape != w.shape:
            problems.append("output %d: shape %s != %s" % (k, g.shape, w.shape))
            continue
        scale = float(np.max(np.abs(w))) if w.size else 0.0
        err = np.abs(g - w)
        bad = ~(err <= tol * scale)
        abs_err, rel_err = errors(g, w)
        worst, worst_rel = max(worst, abs_err), max(worst_rel, rel_err)
        n = int(np.count_nonzero(bad))
        if n:
            first = tuple(int(i) for i in np.argwhere(bad)[0])
            problems.append("output %d: %d of %d elements differ by more than %.3g x max "
                            "|want| = %.3g; first at %s: got %r, want %r; max |error| %.3g "
                            "(%.3g of max |want|)" % (
                                k, n, o.elements, tol, tol * scale, list(first),
                                float(g[first]), float(w[first]), abs_err, rel_err))
    return problems, {"max_error": worst, "rel_error": worst_rel}
