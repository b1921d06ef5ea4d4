"""Textual edits of a program's horizontal-fusion launches for the HFuse tuner: finding the
`gpu.launch_func` ops of a `kfusion.horizontal_group`, writing back a candidate's
attributes (partition, register bound, registers per partition, fused form) byte for byte
elsewhere, dropping and listing groups, and running the planner and the fusion passes on a
program (kfusion-opt)."""
import dataclasses
import re
from pathlib import Path

from .tools import run_tool


@dataclasses.dataclass
class LaunchSpan:
    """One gpu.launch_func in the text: where it starts, its block size, and the span of
    its attribute dictionary (dict_start at '{', dict_end after '}'; None when absent)."""
    start: int
    end: int
    kernel: str
    block: tuple
    dict_start: object
    dict_end: object
    attrs: dict


_CLOSE = {"(": ")", "[": "]", "{": "}", "<": ">"}


def _match(text, pos):
    """Index after the bracket that closes text[pos] (quotes respected)."""
    stack = [_CLOSE[text[pos]]]
    i = pos + 1
    while i < len(text):
        c = text[i]
        if c == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c in "([{":
            stack.append(_CLOSE[c])
        elif c in ")]}":
            if c != stack[-1]:
                raise ValueError("unbalanced %r at offset %d" % (c, i))
            stack.pop()
        if not stack:
            return i + 1
        i += 1
    raise ValueError("unterminated %r at offset %d" % (text[pos], pos))


def _skip_ws(text, i):
    while i < len(text) and text[i].isspace():
        i += 1
    return i


def _split_entries(body):
    """Top-level `name = value` entries of an attribute dictionary body, as
    (entry_start, entry_end, name, value_text) with offsets relative to body."""
    entries, depth, start, i = [], 0, 0, 0
    while i <= len(body):
        c = body[i] if i < len(body) else ","
        if c == '"':
            i += 1
            while i < len(body) and body[i] != '"':
                i += 2 if body[i] == "\\" else 1
        elif c in "([{<":
            depth += 1
        elif c in ")]}" or (c == ">" and body[i - 1:i] != "-"):
            depth -= 1
        elif c == "," and depth == 0:
            raw = body[start:i]
            if raw.strip():
                s = start + len(raw) - len(raw.lstrip())
                e = start + len(raw.rstrip())
                name, _, value = body[s:e].partition("=")
                entries.append((s, e, name.strip(), value.strip()))
            start = i + 1
        i += 1
    return entries


def _constants(text):
    """SSA name -> integer of every `%x = arith.constant N : index|iK` in the text."""
    return {m.group(1): int(m.group(2)) for m in re.finditer(
        r"(%[\w.$-]+)\s*=\s*arith\.constant\s+(-?\d+)\s*:\s*(?:index|i\d+)", text)}


def _mask_comments(text):
    """The text with every `//` comment (outside string literals) blanked out, so that
    offsets stay those of the original text."""
    out, i, n = list(text), 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            i += 1
            while i < n and text[i] not in '"\n':
                i += 2 if text[i] == "\\" else 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out[i:j] = " " * (j - i)
            i = j
        i += 1
    return "".join(out)


def find_launches(text):
    """Every gpu.launch_func of the text with its attribute dictionary (comments
    ignored). Block sizes are resolved through `arith.constant`s of the text (None where
    not constant)."""
    text = _mask_comments(text)
    consts = _constants(text)
    launches = []
    for m in re.finditer(r"\bgpu\.launch_func\b", text):
        kernel = re.match(r"[^@]*(@[\w.$-]+::@[\w.$-]+)", text[m.end():m.end() + 400])
        t = text.find("threads in", m.end())
        if t < 0:
            raise ValueError("gpu.launch_func without 'threads in' at offset %d" % m.start())
        p = text.index("(", t)
        p_end = _match(text, p)
        block = tuple(consts.get(v.strip()) for v in text[p + 1:p_end - 1].split(","))
        i = _skip_ws(text, p_end)
        d = re.match(r"dynamic_shared_memory_size\s+%[\w.$#-]+", text[i:])
        if d:
            i = _skip_ws(text, i + d.end())
        if text.startswith("args", i) and text[_skip_ws(text, i + 4)] == "(":
            i = _skip_ws(text, _match(text, _skip_ws(text, i + 4)))
        dict_start = dict_end = None
        attrs = {}
        end = i
        if i < len(text) and text[i] == "{":
            dict_start, dict_end = i, _match(text, i)
            end = dict_end
            for _, _, name, value in _split_entries(text[dict_start + 1:dict_end - 1]):
                attrs[name] = value
        launches.append(LaunchSpan(m.start(), end, kernel.group(1) if kernel else "?",
                                   block, dict_start, dict_end, attrs))
    return launches


def _int_attr(value):
    m = re.match(r"\s*(-?\d+)", value or "")
    return int(m.group(1)) if m else None


def group_launches(text, group):
    """The launches of `kfusion.horizontal_group = group`, in program order."""
    return [l for l in find_launches(text)
            if _int_attr(l.attrs.get("kfusion.horizontal_group")) == group]


def _entry(name, value):
    """An attribute dictionary entry: `name = value`, or `name` alone for a unit
    attribute (value "")."""
    return name if value == "" else "%s = %s" % (name, value)


def _edit_dict(body, updates):
    """Apply {name: value_text, "" (a unit attribute) or None} to an attribute dictionary
    body: replace the value of an existing entry, append a missing one, remove one set to
    None. Everything else stays byte-identical."""
    entries = _split_entries(body)
    out, pos, seen = [], 0, set()
    for s, e, name, _ in entries:
        if name in updates:
            seen.add(name)
            new = updates[name]
            if new is None:
                # Remove the entry and one adjacent comma.
                out.append(body[pos:s])
                after = body[e:]
                k = len(after) - len(after.lstrip())
                if after[k:k + 1] == ",":
                    pos = e + k + 1
                    after2 = body[pos:]
                    pos += len(after2) - len(after2.lstrip(" "))
                else:
                    text_so_far = "".join(out).rstrip()
                    if text_so_far.endswith(","):
                        text_so_far = text_so_far[:-1]
                    out = [text_so_far]
                    pos = e
                continue
            out.append(body[pos:s])
            out.append(_entry(name, new))
            pos = e
    out.append(body[pos:])
    result = "".join(out)
    for name, new in updates.items():
        if name not in seen and new is not None:
            stripped = result.rstrip()
            tail = result[len(stripped):]
            sep = ", " if stripped.strip() else ""
            result = stripped + sep + _entry(name, new) + tail
    return result


#: The fused forms without thread partitions, each with the unit attribute that asks the
#: pass for it on every launch of a group: HFuse's serial form (each thread runs one
#: kernel's region, then the other's), the serial form staggered (each block's kernel
#: order rotated, so that resident blocks run different kernels at once) and interleaved
#: blocks (each block runs one kernel).
MODE_ATTRS = {"serial": "kfusion.horizontal_serial",
              "staggered": "kfusion.horizontal_staggered",
              "blocks": "kfusion.horizontal_blocks"}


def write_attributes(mlir_text, group, partition, max_registers, partition_registers=None,
                     mode=None):
    """Set `kfusion.partition = P_i : i64` on the i-th launch of group `group` (program
    order), `kfusion.max_registers = R : i64` on every launch of the group and, with
    `partition_registers`, `kfusion.partition_registers = r_i : i64` on the i-th (setmaxnreg
    per partition; None removes it). A partition of None (or a None entry) removes
    `kfusion.partition`; max_registers None removes the bound; `mode` 'serial', 'staggered'
    or 'blocks' marks every launch of the group `kfusion.horizontal_serial`,
    `kfusion.horizontal_staggered` or `kfusion.horizontal_blocks` (fused in that mode; None
    removes them all). Only the attribute
    dictionaries of those launches change; the rest of the text is byte-identical. Raises
    ValueError when the group is missing, the partition has the wrong length or the mode is
    unknown."""
    if mode is not None and mode not in MODE_ATTRS:
        raise ValueError("mode must be None, 'serial', 'staggered' or 'blocks', not %r" %
                         (mode,))
    launches = group_launches(mlir_text, group)
    if not launches:
        raise ValueError("no gpu.launch_func with kfusion.horizontal_group = %d" % group)
    for name, values in (("partition", partition), ("partition registers",
                                                     partition_registers)):
        if values is not None and len(values) != len(launches):
            raise ValueError("group %d has %d launches but the %s has %d entries" %
                             (group, len(launches), name, len(values)))
    out, pos = [], 0
    for index, launch in enumerate(launches):
        p = None if partition is None else partition[index]
        r = None if partition_registers is None else partition_registers[index]
        updates = {
            "kfusion.partition": None if p is None else "%d : i64" % p,
            "kfusion.max_registers":
                None if max_registers is None else "%d : i64" % max_registers,
            "kfusion.partition_registers": None if not r else "%d : i64" % r,
        }
        for name, attr in MODE_ATTRS.items():
            updates[attr] = "" if mode == name else None
        body = mlir_text[launch.dict_start + 1:launch.dict_end - 1]
        out.append(mlir_text[pos:launch.dict_start + 1])
        out.append(_edit_dict(body, updates))
        pos = launch.dict_end - 1
    out.append(mlir_text[pos:])
    return "".join(out)


def drop_group(mlir_text, group):
    """Remove `kfusion.horizontal_group`, `kfusion.partition`, `kfusion.max_registers` and
    `kfusion.partition_registers` from the launches of group `group` (the group is then
    not fused); the rest of the text is byte-identical. Raises ValueError when the group
    is missing."""
    launches = group_launches(mlir_text, group)
    if not launches:
        raise ValueError("no gpu.launch_func with kfusion.horizontal_group = %d" % group)
    out, pos = [], 0
    for launch in launches:
        body = mlir_text[launch.dict_start + 1:launch.dict_end - 1]
        out.append(mlir_text[pos:launch.dict_start + 1])
        out.append(_edit_dict(body, {"kfusion.horizontal_group": None, "kfusion.partition": None,
                                     "kfusion.max_registers": None,
                                     "kfusion.partition_registers": None}))
        pos = launch.dict_end - 1
    out.append(mlir_text[pos:])
    return "".join(out)


def groups_of(mlir_text):
    """The `kfusion.horizontal_group` ids of the text's launches, ascending."""
    return sorted({_int_attr(l.attrs.get("kfusion.horizontal_group"))
                   for l in find_launches(mlir_text)
                   if l.attrs.get("kfusion.horizontal_group") is not None} - {None})


def plan_program(path, output, timeout=600):
    """Run `kfusion-opt path --kfusion-outline-launches --kfusion-plan-horizontal -o
    output` (gpu.launch ops are outlined first, so that they can be planned); return the
    planner's remarks (one line each: 'group N: ...' or 'not pairing ...')."""
    proc = run_tool(["kfusion-opt", str(path), "--kfusion-outline-launches",
                     "--kfusion-plan-horizontal", "-o", str(output)], timeout=timeout)
    return [line.split("kfusion-plan-horizontal: ", 1)[1]
            for line in (proc.stderr or "").splitlines()
            if "kfusion-plan-horizontal: " in line]


def fused_program(path, options="", lower=True, output=None, timeout=600):
    """Run `kfusion-opt path --kfusion-horizontal-fusion[="options"]` (and
    --kfusion-lower-horizontal when `lower`, which kfusion-sim needs) and return the fused
    program's text (also written to `output` when given). Raises ToolError on failure."""
    flag = "--kfusion-horizontal-fusion"
    if options:
        flag += "=%s" % options
    command = ["kfusion-opt", str(path), flag]
    if lower:
        command.append("--kfusion-lower-horizontal")
    proc = run_tool(command, timeout=timeout)
    if output is not None:
        Path(output).write_text(proc.stdout)
    return proc.stdout
