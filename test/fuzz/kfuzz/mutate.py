"""Mutations of MLIR text, line by line. Each mutator takes the lines and a
random.Random and returns (new lines, description), or None where it does
not apply. A mutant is fully determined by (seed, index)."""

import random
import re
from typing import Callable, List, Optional, Tuple

Lines = List[str]
Result = Optional[Tuple[Lines, str]]

# (24, 84, 168, 172: multiples of 8 that are not of 16, and one of 4, for the
# GEMM tiles' widths, whose wgmma N steps by 8.)
INTERESTING_INTS = [0, 1, -1, 2, 3, 7, 8, 15, 16, 24, 31, 32, 33, 63, 64, 65, 84, 127,
                    128, 168, 172, 255, 256, 1023, 1024, 1025, 4096, 65535, 65536, 232448,
                    2**31 - 1, -2**31, 2**32, 2**63 - 1, -2**63]
INTERESTING_FLOATS = ["0.0", "-0.0", "1.0", "-1.0", "1.0e+30", "-3.4e+38", "1.0e-45",
                      "0x7FC00000", "0x7F800000"]
ELEMENT_TYPES = ["f32", "f64", "f16", "i1", "i8", "i16", "i32", "i64", "index"]

# An integer literal standing alone (not part of %c32, @k1, f32, 1.5, 0x1F).
_INT = re.compile(r"(?<![\w%#@.$\-])-?\d+(?![\w.])")
_FLOAT = re.compile(r"(?<![\w%#@.$])-?\d+\.\d+(?:[eE][+-]?\d+)?")
_SHAPED = re.compile(r"\b(memref|tensor|vector)<([^<>]*)>")
_SSA_DEF = re.compile(r"^\s*(%[\w$.-]+)(?::\d+)?\s*(?:,\s*%[\w$.-]+\s*)*=")
_SSA_USE = re.compile(r"%[\w$.-]+")
_BARRIER = re.compile(r"\b(gpu\.barrier|kfusion\.named_barrier|nvvm\.barrier)\b")
_KFUSION_ATTR = re.compile(r"kfusion\.\w+\s*=\s*[^,}]+")
_LAUNCH_OPERANDS = re.compile(r"(?:blocks|threads|clusters)\s+in\s+\(([^)]*)\)")
_CMPI = re.compile(r"\barith\.cmpi\s+(eq|ne|slt|sle|sgt|sge|ult|ule|ugt|uge)\b")
_CMPI_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
_OP_FAMILIES = [
    ["arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.remsi", "arith.divui",
     "arith.maxsi", "arith.minsi", "arith.andi", "arith.ori", "arith.xori", "arith.shli",
     "arith.shrsi", "arith.ceildivsi", "arith.floordivsi"],
    ["arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf",
     "arith.minimumf", "arith.remf"],
    ["gpu.thread_id", "gpu.block_id", "gpu.block_dim", "gpu.grid_dim", "gpu.global_id"],
    ["memref.load", "memref.atomic_rmw addi"],
]


def _code_lines(lines: Lines) -> List[int]:
    """Indices of lines that are not blank and not comments."""
    return [i for i, l in enumerate(lines) if l.strip() and not l.lstrip().startswith("//")]


def _pick_match(lines: Lines, rng: random.Random, pattern, where=None):
    """A random (line index, match) of `pattern` on code lines."""
    found = []
    for i in (where if where is not None else _code_lines(lines)):
        found += [(i, m) for m in pattern.finditer(lines[i])]
    return rng.choice(found) if found else None


def _replace(line: str, m, text: str, group: int = 0) -> str:
    return line[:m.start(group)] + text + line[m.end(group):]


def _new_int(rng: random.Random, old: int) -> int:
    if rng.random() < 0.6:
        return rng.choice(INTERESTING_INTS)
    return rng.choice([old + 1, old - 1, old * 2, old // 2, -old, old * 32 + 1])


def mutate_constant(lines: Lines, rng: random.Random) -> Result:
    """An integer literal (constants, sizes, attributes, ids) gets another value."""
    hit = _pick_match(lines, rng, _INT)
    if not hit:
        return None
    i, m = hit
    new = str(_new_int(rng, int(m.group(0))))
    out = list(lines)
    out[i] = _replace(lines[i], m, new)
    return out, "constant line %d: %s -> %s" % (i + 1, m.group(0), new)


def mutate_float(lines: Lines, rng: random.Random) -> Result:
    hit = _pick_match(lines, rng, _FLOAT)
    if not hit:
        return None
    i, m = hit
    new = rng.choice(INTERESTING_FLOATS)
    out = list(lines)
    out[i] = _replace(lines[i], m, new)
    return out, "float line %d: %s -> %s" % (i + 1, m.group(0), new)


def mutate_shape(lines: Lines, rng: random.Random) -> Result:
    """A memref/tensor/vector type changes a dimension, gains or loses one, or
    changes its element type; in one place or everywhere it is written."""
    hit = _pick_match(lines, rng, _SHAPED)
    if not hit:
        return None
    i, m = hit
    body = m.group(2)
    head, sep, tail = body.partition(",")
    parts = head.strip().split("x")
    dims, elem = parts[:-1], parts[-1]
    choice = rng.randrange(4)
    if choice == 0 and dims:
        k = rng.randrange(len(dims))
        dims[k] = rng.choice(["0", "1", "2", "3", "31", "33", "1024", "100000",
                              "4294967296", "?"])
    elif choice == 1:
        dims.insert(rng.randrange(len(dims) + 1), rng.choice(["1", "2", "32", "?"]))
    elif choice == 2 and dims:
        dims.pop(rng.randrange(len(dims)))
    else:
        elem = rng.choice(ELEMENT_TYPES)
    new_head = "x".join(dims + [elem])
    new = "%s<%s%s%s>" % (m.group(1), new_head, sep, tail)
    out = list(lines)
    if rng.random() < 0.5:
        out = [l.replace(m.group(0), new) for l in lines]
        where = "everywhere"
    else:
        out[i] = _replace(lines[i], m, new)
        where = "line %d" % (i + 1)
    return out, "shape %s: %s -> %s" % (where, m.group(0), new)


def mutate_launch_size(lines: Lines, rng: random.Random) -> Result:
    """A grid or block size of a launch (the constant that defines it, or a
    known_block_size / known_grid_size attribute) changes."""
    names = []
    for i in _code_lines(lines):
        for m in _LAUNCH_OPERANDS.finditer(lines[i]):
            for operand in m.group(1).split(","):
                operand = operand.split("=")[-1].strip()
                if operand.startswith("%"):
                    names.append(operand)
    defs = []
    for name in sorted(set(names)):
        pattern = re.compile(r"^\s*%s\s*=\s*arith\.constant\s+(-?\d+)" % re.escape(name))
        defs += [(i, m) for i in _code_lines(lines) for m in [pattern.match(lines[i])] if m]
    attrs = [(i, m) for i in _code_lines(lines)
             for m in re.finditer(r"known_(?:block|grid)_size\s*=\s*array<i32:\s*([^>]*)>",
                                  lines[i])]
    if not defs and not attrs:
        return None
    i, m = rng.choice(defs + attrs)
    out = list(lines)
    if m.re.pattern.startswith("known"):
        values = [v.strip() for v in m.group(1).split(",")]
        k = rng.randrange(len(values))
        values[k] = str(rng.choice([0, 1, 2, 31, 33, 64, 1024, 1025, 2048, 65536]))
        out[i] = _replace(lines[i], m, ", ".join(values), 1)
    else:
        new = str(rng.choice([0, 1, 2, 3, 31, 33, 64, 127, 1023, 1024, 1025, 2048,
                              65535, 65536, 2**31 - 1, -1]))
        out[i] = _replace(lines[i], m, new, 1)
    return out, "launch size line %d: %s" % (i + 1, out[i].strip())


def mutate_kfusion_attr(lines: Lines, rng: random.Random) -> Result:
    """A kfusion.* attribute changes value, disappears, or a launch gains a
    kfusion.horizontal_group."""
    choice = rng.randrange(3)
    hit = _pick_match(lines, rng, _KFUSION_ATTR)
    out = list(lines)
    if hit and choice == 0:
        i, m = hit
        sub = _pick_match([m.group(0)], rng, _INT, [0])
        if sub:
            _, n = sub
            text = _replace(m.group(0), n, str(_new_int(rng, int(n.group(0)))))
            out[i] = _replace(lines[i], m, text)
            return out, "kfusion attribute line %d: %s" % (i + 1, text)
    if hit and choice == 1:
        i, m = hit
        line = lines[i]
        start, end = m.start(), m.end()
        if line[end:end + 1] == ",":
            end += 1
        elif line[:start].rstrip().endswith(","):
            start = line[:start].rstrip().rfind(",")
        out[i] = line[:start] + line[end:]
        out[i] = out[i].replace("{}", "").replace("{ }", "")
        return out, "kfusion attribute deleted line %d" % (i + 1)
    launches = _launch_ends(lines)
    if not launches:
        return None
    i = rng.choice(launches)
    group = rng.choice([0, 1, 2, 7, -1])
    line = lines[i].rstrip()
    if line.endswith("}"):
        out[i] = line[:-1].rstrip() + ", kfusion.horizontal_group = %d : i64}" % group
    else:
        out[i] = line + " {kfusion.horizontal_group = %d : i64}" % group
    return out, "kfusion.horizontal_group = %d added line %d" % (group, i + 1)


_LAUNCH_CONTINUATION = ("blocks", "threads", "clusters", "args", "dynamic_shared_memory_size",
                        "{", "kfusion.", ":")


def _launch_ends(lines: Lines) -> List[int]:
    """The last line of each gpu.launch_func (where its attributes go): the
    op goes on while parentheses are open or the next line continues it."""
    ends = []
    for i, line in enumerate(lines):
        if "gpu.launch_func" not in line or line.lstrip().startswith("//"):
            continue
        depth = 0
        j = i
        while j < len(lines):
            depth += lines[j].count("(") - lines[j].count(")")
            following = lines[j + 1].lstrip() if j + 1 < len(lines) else ""
            if depth <= 0 and not following.startswith(_LAUNCH_CONTINUATION):
                break
            j += 1
        if j < len(lines):
            ends.append(j)
    return ends


def delete_line(lines: Lines, rng: random.Random) -> Result:
    code = _code_lines(lines)
    if not code:
        return None
    i = rng.choice(code)
    return lines[:i] + lines[i + 1:], "deleted line %d: %s" % (i + 1, lines[i].strip())


def duplicate_line(lines: Lines, rng: random.Random) -> Result:
    code = _code_lines(lines)
    if not code:
        return None
    i = rng.choice(code)
    j = min(len(lines), i + 1 + rng.randrange(4))
    return lines[:j] + [lines[i]] + lines[j:], "duplicated line %d" % (i + 1)


def swap_lines(lines: Lines, rng: random.Random) -> Result:
    code = _code_lines(lines)
    if len(code) < 2:
        return None
    k = rng.randrange(len(code))
    other = min(len(code) - 1, k + 1) if rng.random() < 0.5 else \
        max(0, min(len(code) - 1, k + rng.randint(-20, 20)))
    i, j = code[k], code[other]
    if i == j:
        return None
    out = list(lines)
    out[i], out[j] = out[j], out[i]
    return out, "swapped lines %d and %d" % (i + 1, j + 1)


def move_barrier(lines: Lines, rng: random.Random) -> Result:
    """A barrier moves up to ten code lines away (or is duplicated)."""
    barriers = [i for i in _code_lines(lines) if _BARRIER.search(lines[i])]
    if not barriers:
        return None
    i = rng.choice(barriers)
    line = lines[i]
    out = lines[:i] + lines[i + 1:] if rng.random() < 0.8 else list(lines)
    j = max(0, min(len(out), i + rng.randint(-10, 10)))
    out.insert(j, line)
    return out, "barrier of line %d moved to line %d" % (i + 1, j + 1)


def truncate(lines: Lines, rng: random.Random) -> Result:
    if len(lines) < 2:
        return None
    k = rng.randrange(1, len(lines))
    out = lines[:k]
    if rng.random() < 0.5 and out[-1]:
        out[-1] = out[-1][:rng.randrange(len(out[-1]))]
    return out, "truncated at line %d" % k


def swap_ssa_use(lines: Lines, rng: random.Random) -> Result:
    """An operand is replaced by another value defined earlier."""
    defined = []
    candidates = []
    for i in _code_lines(lines):
        d = _SSA_DEF.match(lines[i])
        rhs_start = d.end() if d else 0
        uses = [m for m in _SSA_USE.finditer(lines[i]) if m.start() >= rhs_start]
        if uses and defined:
            candidates += [(i, m, list(defined)) for m in uses]
        if d:
            defined.append(d.group(1))
    if not candidates:
        return None
    i, m, before = rng.choice(candidates)
    new = rng.choice(before[-30:])
    if new == m.group(0):
        return None
    out = list(lines)
    out[i] = _replace(lines[i], m, new)
    return out, "line %d: operand %s -> %s" % (i + 1, m.group(0), new)


def swap_operation(lines: Lines, rng: random.Random) -> Result:
    """A comparison predicate or an op of the same family changes
    (addi -> subi, thread_id -> block_id, ...): still verifies, computes
    something else."""
    if rng.random() < 0.4:
        hit = _pick_match(lines, rng, _CMPI)
        if hit:
            i, m = hit
            new = rng.choice(_CMPI_PREDICATES)
            out = list(lines)
            out[i] = _replace(lines[i], m, new, 1)
            return out, "line %d: cmpi %s -> %s" % (i + 1, m.group(1), new)
    found = []
    for i in _code_lines(lines):
        for family in _OP_FAMILIES:
            for name in family:
                pos = lines[i].find(name + " ")
                if pos >= 0:
                    found.append((i, name, family, pos))
    if not found:
        return None
    i, name, family, pos = rng.choice(found)
    new = rng.choice(family)
    out = list(lines)
    out[i] = lines[i][:pos] + new + lines[i][pos + len(name):]
    return out, "line %d: %s -> %s" % (i + 1, name, new)


# Weights favour mutations that keep the input parsable (values, shapes,
# sizes, attributes, ops): those reach the passes and the interpreter.
MUTATORS: List[Tuple[str, Callable[[Lines, random.Random], Result], int]] = [
    ("constant", mutate_constant, 6),
    ("float", mutate_float, 1),
    ("shape", mutate_shape, 3),
    ("launch-size", mutate_launch_size, 4),
    ("kfusion-attr", mutate_kfusion_attr, 4),
    ("delete-line", delete_line, 2),
    ("duplicate-line", duplicate_line, 1),
    ("swap-lines", swap_lines, 1),
    ("move-barrier", move_barrier, 3),
    ("truncate", truncate, 1),
    ("ssa-use", swap_ssa_use, 1),
    ("operation", swap_operation, 4),
]


def mutant_rng(seed: int, index: int) -> random.Random:
    """The generator of mutant `index` of campaign `seed` (string seeding is
    stable across Python runs and platforms)."""
    return random.Random("kfusion-fuzz:%d:%d" % (seed, index))


def mutate(text: str, rng: random.Random, max_mutations: int = 3):
    """Applies 1..max_mutations mutations; returns (text, descriptions)."""
    lines = text.split("\n")
    names = [m[0] for m in MUTATORS]
    weights = [m[2] for m in MUTATORS]
    table = {m[0]: m[1] for m in MUTATORS}
    done = []
    wanted = rng.choices(range(1, max_mutations + 1),
                         [2 ** (max_mutations - k) for k in range(max_mutations)])[0]
    attempts = 0
    while len(done) < wanted and attempts < 4 * max_mutations:
        attempts += 1
        name = rng.choices(names, weights)[0]
        result = table[name](lines, rng)
        if result is None:
            continue
        lines, description = result
        done.append("%s: %s" % (name, description))
    return "\n".join(lines), done
