"""Outcome of one tool run: ok, diagnostic (non-zero exit with an `error:`
line), silent (non-zero exit without one), crash (signal, stack dump,
assertion, fatal error, sanitizer report) or hang (timeout), with a
signature that tells one crash or hang from another."""

import re
import signal as signals
from typing import Optional, Tuple

OK, DIAGNOSTIC, SILENT, CRASH, HANG = "ok", "diagnostic", "silent", "crash", "hang"
OUTCOMES = (OK, DIAGNOSTIC, SILENT, CRASH, HANG)

# Markers of a crash in stderr, in the order a signature prefers them.
_ASSERT = re.compile(r"Assertion `(.*)' failed")
_ASAN = re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer|MemorySanitizer): ([\w-]+)")
_UBSAN = re.compile(r"([\w./-]+):(\d+):\d+: runtime error: (.*)")
_FATAL = re.compile(r"LLVM ERROR: (.*)")
_UNREACHABLE = re.compile(r"UNREACHABLE executed at ([^!]*)!")
_TERMINATE = re.compile(r"terminate called (?:after throwing an instance of '([^']*)')?")
_MARKERS = ("Stack dump:", "PLEASE submit a bug report", "Assertion `", "AddressSanitizer",
            "LeakSanitizer", "runtime error:", "LLVM ERROR:", "UNREACHABLE executed",
            "terminate called", "Segmentation fault", "Aborted (core dumped)")
# Frames of the signal handlers, libc and the sanitizer runtime, skipped
# when naming the frame a crash happened in.
_RUNTIME_FRAME = re.compile(
    r"llvm::sys::|SignalHandler|RunSignalHandlers|PrintStackTrace|__restore_rt|"
    r"\bkill\b|pthread_kill|\braise\b|\babort\b|__assert_fail|_nl_load_domain|"
    r"libc\.so|libasan|libubsan|__sanitizer|__asan|__ubsan|__interceptor_|libsanitizer|"
    r"llvm::report_fatal_error|"
    r"llvm::llvm_unreachable_internal|std::terminate|__cxa_|__gnu_cxx::__verbose_terminate|"
    r"std::__glibcxx_assert_fail|_Unwind|^\s*$")
_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-f]+\s+(?:in\s+)?(.*)$")
# Accessors every pass calls, which say nothing of where a crash came from:
# skipped for their caller (a missing operand read by getAsOpFoldResult is
# one bug whether or not getDefiningOp was inlined into it).
_ACCESSOR_FRAME = re.compile(r"^mlir::Value::getDefiningOp\b")


def _strip(text: str) -> str:
    """A message without addresses, numbers and paths of temporary files,
    so that one bug has one signature."""
    text = re.sub(r"0x[0-9a-fA-F]+", "ADDR", text)
    text = re.sub(r"(/[\w.-]+)+/", "", text)
    text = re.sub(r"-?\d+", "N", text)
    return text.strip()[:200]


def top_frame(stderr: str) -> Optional[str]:
    """The first frame of a stack trace outside signal handling and runtimes:
    the function name, without arguments or addresses."""
    for line in stderr.splitlines():
        m = _FRAME.match(line)
        if not m:
            continue
        frame = m.group(1)
        if _RUNTIME_FRAME.search(frame):
            continue
        name = frame.split(" (/")[0].split(" /")[0]
        name = re.sub(r"\(.*", "", name).strip()
        if name and not name.startswith("(") and not _ACCESSOR_FRAME.match(name):
            return name
    return None


def crash_signature(returncode: int, stderr: str) -> str:
    """A short description of a crash: its kind and where it happened."""
    frame = top_frame(stderr)
    where = " in " + frame if frame else ""
    m = _ASAN.search(stderr)
    if m:
        return "%s %s%s" % (m.group(1), m.group(2), where)
    m = _UBSAN.search(stderr)
    if m:
        return "UBSan %s:%s: %s" % (m.group(1).split("/")[-1], m.group(2), _strip(m.group(3)))
    m = _ASSERT.search(stderr)
    if m:
        return "assertion `%s'%s" % (_strip(m.group(1)), where)
    m = _UNREACHABLE.search(stderr)
    if m:
        return "unreachable at %s" % m.group(1).split("/")[-1]
    m = _FATAL.search(stderr)
    if m:
        return "fatal error: %s%s" % (_strip(m.group(1)), where)
    m = _TERMINATE.search(stderr)
    if m:
        return "terminate (%s)%s" % (m.group(1) or "no exception", where)
    if returncode < 0:
        try:
            name = signals.Signals(-returncode).name
        except ValueError:
            name = "signal %d" % -returncode
        return "%s%s" % (name, where)
    return "crash output%s" % where


def first_error(stderr: str) -> str:
    for line in stderr.splitlines():
        if "error:" in line:
            return _strip(line.split("error:", 1)[1])
    return ""


def classify(returncode: Optional[int], stderr: str, timed_out: bool) -> Tuple[str, str]:
    """(outcome, signature) of a finished or timed-out run."""
    if timed_out:
        return HANG, "timeout"
    crashed = returncode is not None and (returncode < 0 or returncode >= 128)
    if crashed or any(marker in stderr for marker in _MARKERS):
        return CRASH, crash_signature(returncode or 0, stderr)
    if returncode == 0:
        return OK, ""
    if re.search(r"(^|\s)error:", stderr):
        return DIAGNOSTIC, first_error(stderr)
    return SILENT, "exit %d without an error line" % returncode
