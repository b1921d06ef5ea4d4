"""Seeds of the fuzzer: the project's own .mlir files, cut into the inputs
their tests feed the tools (split-file parts, -split-input-file cases)."""

import os
import re
from dataclasses import dataclass
from typing import List, Optional

SEED_DIRS = ("test", "examples", "bench")
#: Generated, git-ignored folders under SEED_DIRS: a fresh clone has none of them, so seeding
#: from them would make a campaign's mutants depend on what a checkout happened to generate.
GENERATED_DIRS = (os.path.join("bench", "models", "programs"),)

_SPLIT_FILE = re.compile(r"^//--- (\S+)\s*$", re.M)
_SPLIT_INPUT = re.compile(r"^// -----\s*$", re.M)
_ENTRY = re.compile(r"kfusion-(?:sim|runner)\b[^\n]*?\s-e[ =]?(@?[\w.$-]+)")
_FUNC = re.compile(r"^\s*func\.func\s+(?:public\s+|private\s+)?@([\w.$-]+)\(([^)]*)\)",
                   re.M)


@dataclass
class Seed:
    path: str       # relative to the repository root
    part: str       # split-file part name, "case N", or "" for the whole file
    text: str
    entry: Optional[str]  # host function kfusion-sim runs, None when none
    entry_args: bool = False  # the entry takes (memref) arguments: --compare mode

    @property
    def name(self) -> str:
        return self.path + (":" + self.part if self.part else "")


def entry_point(text: str, run_lines: str) -> Optional[str]:
    """The entry point kfusion-sim would run: the -e of the file's RUN lines
    when this input defines it, else @main, else the first function without
    arguments; None when the input has no such function."""
    funcs = {name: args.strip() for name, args in _FUNC.findall(text)}
    for name in _ENTRY.findall(run_lines):
        name = name.lstrip("@")
        if name in funcs:
            return name
    if "main" in funcs:
        return "main"
    for name, args in funcs.items():
        if not args:
            return name
    return None


def takes_arguments(text: str, entry: Optional[str]) -> bool:
    """Whether function `entry` of `text` has arguments (kfusion-sim runs
    such an entry in equivalence mode, on random inputs)."""
    for name, args in _FUNC.findall(text):
        if name == entry:
            return bool(args.strip())
    return False


def split(text: str):
    """(part name, text) of each input a file holds."""
    markers = list(_SPLIT_FILE.finditer(text))
    if markers:
        parts = []
        for k, m in enumerate(markers):
            end = markers[k + 1].start() if k + 1 < len(markers) else len(text)
            if m.group(1).endswith(".mlir"):
                parts.append((m.group(1), text[m.end():end].lstrip("\n")))
        return parts
    cases = _SPLIT_INPUT.split(text)
    if len(cases) > 1:
        return [("case %d" % k, case.strip("\n") + "\n") for k, case in enumerate(cases)]
    return [("", text)]


def collect(root: str, dirs=SEED_DIRS, max_bytes: int = 200_000) -> List[Seed]:
    """Every seed under `dirs` of `root`, in a stable order."""
    seeds = []
    for top in dirs:
        base = os.path.join(root, top)
        paths = []
        for dirpath, dirnames, filenames in os.walk(base):
            dirnames[:] = sorted(d for d in dirnames
                                 if not d.startswith((".", "build")) and d != "__pycache__"
                                 and os.path.relpath(os.path.join(dirpath, d), root)
                                 not in GENERATED_DIRS)
            paths += [os.path.join(dirpath, f) for f in filenames if f.endswith(".mlir")]
        for path in sorted(paths):
            if os.path.getsize(path) > max_bytes:
                continue
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            run_lines = "\n".join(l for l in text.splitlines() if "RUN:" in l)
            rel = os.path.relpath(path, root)
            for part, body in split(text):
                if body.strip():
                    entry = entry_point(body, run_lines)
                    seeds.append(Seed(rel, part, body, entry, takes_arguments(body, entry)))
    return seeds
