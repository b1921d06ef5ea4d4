# csbench.sass: the loops of a kernel's SASS (cuobjdump -sass): for each backward branch,
# the instructions of its body and the tensor-core instructions among them, so that two
# tilings of a GEMM can be compared by their bookkeeping per MMA. Used by bench/cusync/ncu.sh;
# what it found first: the 5-stage 128 x 128 wgmma producer's main loop rolled (109
# instructions per k-tile of four HGMMA per warp) where the 4-stage 256 x 128 one was
# unrolled five times (334 per 20 HGMMA: 67 per k-tile), H200, 2026-11-29.
"""Loops in SASS.

    loops = sass.loops(text)          # {kernel: [Loop]}
    print(sass.render(loops))

A loop is a backward branch (`BRA` to a lower address, predicated or not) and the
instructions from its target to the branch, inclusive; the kernel's last `BRA` to itself
(the padding after EXIT) is not one. Tensor instructions: HGMMA (warpgroup MMA), HMMA
(mma.sync), IMMA, DMMA, QGMMA and the like (`[HIQD]G?MMA`).
"""

import dataclasses
import re

_FUNCTION = re.compile(r"^\s*Function : (\S+)\s*$")
_INSTR = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")
_BRA = re.compile(r"^(?:@!?U?P\w+\s+)?BRA(?:\.\S+)?\s+(?:`?\(?\.?L_x_\d+\)?|0x([0-9a-f]+))")
_TENSOR = re.compile(r"^(?:@!?U?P\w+\s+)?[HIQD]G?MMA\b")
_OPCODE = re.compile(r"^(?:@!?U?P\w+\s+)?(\S+)")


@dataclasses.dataclass
class Loop:
    """A loop of a kernel: its first and last address, its instructions and the tensor
    instructions among them, and the count of each opcode in its body."""
    start: int
    end: int
    instructions: int
    tensor: int
    opcodes: dict

    @property
    def per_tensor(self):
        """Instructions per tensor instruction (None without any)."""
        return self.instructions / self.tensor if self.tensor else None


def instructions(text):
    """{kernel: [(address, instruction text)]} of cuobjdump -sass output."""
    out, current = {}, None
    for line in text.splitlines():
        m = _FUNCTION.match(line)
        if m:
            current = out.setdefault(m.group(1), [])
            continue
        m = _INSTR.match(line)
        if m and current is not None:
            current.append((int(m.group(1), 16), m.group(2)))
    return out


def loops(text):
    """{kernel: [Loop]}, innermost first within a kernel, by address."""
    result = {}
    for kernel, code in instructions(text).items():
        found = []
        for addr, ins in code:
            m = _BRA.match(ins)
            if not m or m.group(1) is None:
                continue
            target = int(m.group(1), 16)
            if target >= addr:      # forward, or the padding BRA to itself
                continue
            body = [i for a, i in code if target <= a <= addr]
            opcodes = {}
            for i in body:
                op = _OPCODE.match(i).group(1)
                opcodes[op] = opcodes.get(op, 0) + 1
            found.append(Loop(target, addr, len(body),
                              sum(1 for i in body if _TENSOR.match(i)), opcodes))
        result[kernel] = sorted(found, key=lambda l: (l.end - l.start, l.start))
    return result


def render(found, label=""):
    """Markdown rows: kernel, loop addresses, instructions, tensor instructions, per tensor
    instruction, the five commonest opcodes."""
    rows = []
    for kernel, ls in sorted(found.items()):
        for l in ls:
            common = sorted(l.opcodes.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
            rows.append("| %s%s | %#x-%#x | %d | %d | %s | %s |" % (
                label, kernel, l.start, l.end, l.instructions, l.tensor,
                "-" if l.per_tensor is None else "%.1f" % l.per_tensor,
                ", ".join("%s %d" % kv for kv in common)))
    return "\n".join(rows)
