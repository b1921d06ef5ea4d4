# kfusion.harness: a runnable program around a function on memrefs: @main reads the
# function's inputs from files, calls it once on the device (or, in the host form, on host
# buffers), writes its out-parameters to files, then repeats the call for the runtime's
# benchmark mode. kfusion.compile's programs run through it (CompiledProgram.run / .time),
# and the benchmark drivers (bench/stitch's harness, bench/gemm, bench/models) build theirs
# with it.
"""@main around a function on memrefs, and the operands' files.

The function (`callee`) takes its inputs in order, then one out-parameter memref per
result, in order; identity layouts (`memref<64x256xf32>`, `memref<f32>` for rank 0).

Device form: host buffers filled from $KFUSION_INPUT_DIR/input<k>.bin, device buffers by
gpu.alloc + gpu.memcpy, one checked call, outputs copied back and written to
$KFUSION_OUTPUT_DIR/output<k>.bin (output order), then kfusionBenchWarmup untimed and
kfusionBenchRepeat timed calls (kfusionTimingBegin/End around each, kfusionBenchRecord,
kfusionBenchReport). By default the calls go through the runtime's step graph
(kfusionGraphBegin / End): the first call runs and is recorded as a CUDA graph, the
out-parameters are overwritten, and the checked call and the timed ones are replays of the
graph (one launch each, as torch.compile's CUDA graphs do); where the runtime cannot record
the call (it says why) every call runs as usual. Host form: the same without gpu ops: the host buffers passed to the
function directly, one call, outputs written. kfusion-runner runs either on the GPU,
kfusion-sim on the interpreter.

I/O by element type: an f32 operand is a memref.alloc read and written by kfusionInputF32 /
kfusionOutputF32; any other (f16, bf16, f64, i64, i32, i16, i8: the runtime has no I/O of
its own for them) is a memref.alloc of its bytes as i8, read and written by kfusionInputI8
/ kfusionOutputI8, and viewed as the operand's memref by memref.view. Files are raw
little-endian, row-major, of the operand's type (bf16 as its 16 bits).
"""

import re
from dataclasses import dataclass

from .bench import graph_call_lines, timed_loop_lines

DECLARATIONS = [
    ("kfusionInputF32", "(memref<*xf32>) attributes {llvm.emit_c_interface}"),
    ("kfusionOutputF32", "(memref<*xf32>) attributes {llvm.emit_c_interface}"),
    ("kfusionBenchWarmup", "(i64) -> i64"), ("kfusionBenchRepeat", "(i64) -> i64"),
    ("kfusionBenchRecord", "(f64)"), ("kfusionBenchReport", "()"),
    ("kfusionTimingBegin", "()"), ("kfusionTimingEnd", "() -> f64"),
    ("kfusionGraphBegin", "(i64) -> i1"), ("kfusionGraphEnd", "(i64)"),
    ("kfusionInputI8", "(memref<*xi8>) attributes {llvm.emit_c_interface}"),
    ("kfusionOutputI8", "(memref<*xi8>) attributes {llvm.emit_c_interface}")]
#: The byte I/O, declared only where an operand is f16 or bf16.
BYTE_IO = ("kfusionInputI8", "kfusionOutputI8")
#: What the device form writes over each out-parameter between the recorded call and the
#: checked replay (a NaN, or all ones): a replay that wrote nothing is seen. Element types
#: the runtime's memsets (16 and 32 bits) cannot fill keep the calls as they are.
GRAPH_CLEAR = {"f32": "0x7FC00000", "f16": "0x7E00", "bf16": "0x7FC0", "i32": "-1",
               "i16": "-1"}
#: Bytes per element of the element types @main reads and writes (f32 through
#: kfusionInputF32 / OutputF32, the others as bytes).
ELEMENT_BYTES = {"f32": 4, "f16": 2, "bf16": 2, "f64": 8, "i64": 8, "i32": 4, "i16": 2,
                 "i8": 1}


@dataclass(frozen=True)
class Operand:
    """One memref argument of the function: element type (of ELEMENT_BYTES) and shape (()
    for rank 0)."""
    dtype: str
    shape: tuple

    @property
    def memref_type(self):
        return "memref<%s%s>" % ("".join("%dx" % d for d in self.shape), self.dtype)

    @property
    def elements(self):
        n = 1
        for d in self.shape:
            n *= d
        return n

    @property
    def nbytes(self):
        return self.elements * ELEMENT_BYTES[self.dtype]


_MEMREF_RE = re.compile(r"^memref<((?:\d+x)*)(\w+)>$")


def parse_memref(text):
    """The Operand of an identity-layout memref type's text; ValueError for any other type
    (dynamic sizes, layouts, memory spaces, element types @main cannot read)."""
    m = _MEMREF_RE.match(text.strip())
    if not m or m.group(2) not in ELEMENT_BYTES:
        raise ValueError("%s: @main reads and writes memrefs of static shape and identity "
                         "layout of %s only" % (text.strip(), ", ".join(ELEMENT_BYTES)))
    return Operand(m.group(2), tuple(int(d) for d in m.group(1).split("x") if d))


def function_operands(text, callee):
    """[Operand] of func.func @callee's arguments in `text`, in order."""
    m = re.search(r"func\.func\s+(?:public\s+)?@%s\(" % re.escape(callee), text)
    if not m:
        raise ValueError("no func.func @%s" % callee)
    depth, start = 1, m.end()
    end = start
    while depth and end < len(text):
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        end += 1
    types = re.findall(r"%[\w.$-]+\s*:\s*(memref<[^>]*>|[^,{)]+)", text[start:end - 1])
    return [parse_memref(t) for t in types]


def insert_before_module_end(text, extra):
    """`text` (one top-level module, then perhaps its `{-# ... #-}` resources, as a
    program with large constants prints) with `extra` inserted before the module's final
    `}`."""
    resources = re.search(r"^\{-#", text, re.MULTILINE)
    end = text[:resources.start() if resources else len(text)].rstrip().rfind("}")
    if end < 0 or not text.lstrip().startswith("module"):
        raise ValueError("not a module: %r" % text[:200])
    return text[:end] + extra + text[end:]


def declarations(text, names):
    """The func.func private declarations of `names` (of DECLARATIONS) `text` lacks."""
    have = set(re.findall(r"func\.func\s+private\s+@(\w+)", text))
    return ["  func.func private @%s%s" % (n, sig) for n, sig in DECLARATIONS
            if n in names and n not in have]


def io_names(operands):
    """The I/O functions @main calls: f32's always, the byte I/O where an operand is not
    f32."""
    half = any(o.dtype != "f32" for o in operands)
    return [n for n, _ in DECLARATIONS if half or n not in BYTE_IO]


def graph_allowed(outputs):
    """Whether the device form can replay a call with these out-parameters as a step graph
    (each of GRAPH_CLEAR's types)."""
    return all(o.dtype in GRAPH_CLEAR for o in outputs)


def main_text(inputs, outputs, device=True, warmup=5, repeat=20, callee="step",
              graph=True):
    """func.func @main around @callee(inputs..., outputs...) (operands with .dtype, one of
    ELEMENT_BYTES, .memref_type and .nbytes): the device form, or with device=False the
    host form (see the module doc). With `graph` (the default; only where graph_allowed)
    the device form makes its calls through the runtime's step graph: the first call runs
    and is recorded, the out-parameters are overwritten (GRAPH_CLEAR), the checked call is
    the graph's first replay, and the timed calls are replays."""
    ops = [("i%d" % k, o) for k, o in enumerate(inputs)] + \
        [("o%d" % k, o) for k, o in enumerate(outputs)]
    graph = graph and device and graph_allowed(outputs)
    half = any(o.dtype != "f32" for _, o in ops)
    lines = []

    def out(s, indent=4):
        lines.append(" " * indent + s)

    def raw_type(o):
        return "memref<%dxi8>" % o.nbytes

    def io(kind, s, o):
        if o.dtype == "f32":
            out("%%u_%s = memref.cast %%h_%s : %s to memref<*xf32>" % (s, s, o.memref_type))
            out("func.call @kfusion%sF32(%%u_%s) : (memref<*xf32>) -> ()" % (kind, s))
        else:
            out("%%u_%s = memref.cast %%raw_%s : %s to memref<*xi8>" % (s, s, raw_type(o)))
            out("func.call @kfusion%sI8(%%u_%s) : (memref<*xi8>) -> ()" % (kind, s))
    out("func.func @main() {", 2)
    if device or half:
        out("%c0 = arith.constant 0 : index")
    if device:
        out("%c1 = arith.constant 1 : index")
        out("%%warmup_default = arith.constant %d : i64" % warmup)
        out("%%repeat_default = arith.constant %d : i64" % repeat)
    if graph:
        out("%graph_key = arith.constant 0 : i64")
    for s, o in ops:
        if o.dtype == "f32":
            out("%%h_%s = memref.alloc() : %s" % (s, o.memref_type))
        else:
            out("%%raw_%s = memref.alloc() : %s" % (s, raw_type(o)))
            out("%%h_%s = memref.view %%raw_%s[%%c0][] : %s to %s" % (s, s, raw_type(o),
                                                                    o.memref_type))
    for s, o in ops[:len(inputs)]:
        io("Input", s, o)
    outs = ops[len(inputs):]
    types = ", ".join(o.memref_type for _, o in ops)
    if not device:
        out("func.call @%s(%s) : (%s) -> ()" % (callee, ", ".join("%%h_%s" % s for s, _ in ops),
                                                types))
    else:
        tok = [0]

        def async_op(text, result=None):
            tok[0] += 1
            t = "%%tok%d" % tok[0]
            out("%s = %s" % (t if result is None else "%s, %s" % (result, t), text))
            return t
        dep = async_op("gpu.wait async")
        for s, o in ops:
            dep = async_op("gpu.alloc async [%s] () : %s" % (dep, o.memref_type),
                           "%%d_%s" % s)
            if s.startswith("i"):
                dep = async_op("gpu.memcpy async [%s] %%d_%s, %%h_%s : %s, %s" %
                               (dep, s, s, o.memref_type, o.memref_type))
        out("gpu.wait [%s]" % dep)
        call = "func.call @%s(%s) : (%s) -> ()" % (
            callee, ", ".join("%%d_%s" % s for s, _ in ops), types)
        if graph:
            for line in graph_call_lines(call, "recorded"):
                out(line)
            dep = async_op("gpu.wait async")
            for s, o in outs:
                out("%%clear_%s = arith.constant %s : %s" % (s, GRAPH_CLEAR[o.dtype], o.dtype))
                dep = async_op("gpu.memset async [%s] %%d_%s, %%clear_%s : %s, %s" %
                               (dep, s, s, o.memref_type, o.dtype))
            out("gpu.wait [%s]" % dep)
            for line in graph_call_lines(call, "checked"):
                out(line)
        else:
            out(call)
        dep = async_op("gpu.wait async")
        for s, o in outs:
            dep = async_op("gpu.memcpy async [%s] %%h_%s, %%d_%s : %s, %s" %
                           (dep, s, s, o.memref_type, o.memref_type))
        out("gpu.wait [%s]" % dep)
    for s, o in outs:
        io("Output", s, o)
    if device:
        for line in timed_loop_lines(call, graph):
            out(line)
        dep = async_op("gpu.wait async")
        for s, o in ops:
            dep = async_op("gpu.dealloc async [%s] %%d_%s : %s" % (dep, s, o.memref_type))
        out("gpu.wait [%s]" % dep)
    for s, o in ops:
        if o.dtype == "f32":
            out("memref.dealloc %%h_%s : %s" % (s, o.memref_type))
        else:
            out("memref.dealloc %%raw_%s : %s" % (s, raw_type(o)))
    out("return")
    out("}", 2)
    return "\n".join(lines) + "\n"


def with_main(module_text, inputs, outputs, device=True, warmup=5, repeat=20,
              callee="step", graph=True):
    """`module_text` with the I/O declarations @main needs and @main (main_text, `graph`
    passed on) added before its closing brace; ValueError where @callee's memref arguments
    are not the inputs then the outputs."""
    want = [o.memref_type for o in list(inputs) + list(outputs)]
    have = [o.memref_type for o in function_operands(module_text, callee)]
    if have != want:
        raise ValueError("@%s takes %s; expected inputs then out-parameters %s"
                         % (callee, have, want))
    names = io_names(list(inputs) + list(outputs))
    if not device:
        names = [n for n in names if n.startswith(("kfusionInput", "kfusionOutput"))]
    extra = "\n".join(declarations(module_text, names)) + "\n\n" + \
        main_text(inputs, outputs, device, warmup, repeat, callee, graph)
    return insert_before_module_end(module_text, extra)
