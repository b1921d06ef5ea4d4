"""Line-based delta debugging (Zeller's ddmin, complements only): the
smallest input found that still gives the same outcome and signature."""

import time
from typing import Callable, List, Optional


class OutOfBudget(Exception):
    pass


class Budget:
    """At most `tests` tests and `seconds` seconds."""

    def __init__(self, tests: int = 400, seconds: float = 120.0):
        self.tests_left = tests
        self.deadline = time.monotonic() + seconds

    def spend(self) -> bool:
        if self.tests_left <= 0 or time.monotonic() > self.deadline:
            return False
        self.tests_left -= 1
        return True


def ddmin(lines: List[str], still_fails: Callable[[List[str]], bool],
          budget: Optional[Budget] = None) -> List[str]:
    """Removes chunks of lines (halves, quarters, ... single lines) while
    `still_fails` holds for what is left; stops early when the budget is
    spent. `still_fails(lines)` is assumed true on entry."""
    budget = budget or Budget()
    seen = {}

    def test(candidate: List[str]) -> bool:
        key = "\n".join(candidate)
        if key not in seen:
            if not budget.spend():
                raise OutOfBudget()
            seen[key] = still_fails(candidate)
        return seen[key]

    granularity = 2
    try:
        # Comments and blank lines in one go first: most tests are half prose.
        code = [l for l in lines if l.strip() and not l.lstrip().startswith("//")]
        if len(code) < len(lines) and test(code):
            lines = code
        while len(lines) >= 2:
            size = max(1, len(lines) // granularity)
            chunks = [(start, min(len(lines), start + size))
                      for start in range(0, len(lines), size)]
            reduced = False
            for start, end in chunks:
                candidate = lines[:start] + lines[end:]
                if candidate and test(candidate):
                    lines = candidate
                    granularity = max(granularity - 1, 2)
                    reduced = True
                    break
            if not reduced:
                if size == 1:
                    break
                granularity = min(len(lines), granularity * 2)
    except OutOfBudget:
        pass
    return lines


def minimize(text: str, still_fails: Callable[[str], bool],
             budget: Optional[Budget] = None) -> str:
    """ddmin over the lines of `text`."""
    lines = text.split("\n")
    result = ddmin(lines, lambda ls: still_fails("\n".join(ls)), budget)
    return "\n".join(result) + ("" if result and result[-1] == "" else "\n")
