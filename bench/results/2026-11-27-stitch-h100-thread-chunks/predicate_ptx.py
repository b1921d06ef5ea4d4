"""Experiment: if-convert the short forward branches of a PTX text (`@%p bra L; ...; L:`
with straight-line code in between) into predicated instructions, so that ptxas sees one
basic block and can schedule the loads early. Rewrites every .lowered.mlir given."""
import re, sys

def convert(ptx):
    lines = ptx.split("\n")
    out, i, n = [], 0, 0
    while i < len(lines):
        m = re.match(r"\s*@(!?)(%p\d+) bra\s+(\$L__BB\d+_\d+);", lines[i])
        if m:
            neg, pred, label = m.groups()
            j = i + 1
            body = []
            ok = True
            while j < len(lines) and not lines[j].startswith(label + ":"):
                s = lines[j]
                if s.strip().startswith("$") or " bra" in s or s.strip().startswith("@") or s.strip().startswith("ld.") or s.strip().startswith("st."):
                    ok = False
                    break
                body.append(s)
                j += 1
            if ok and j < len(lines) and len(body) <= 8:
                guard = "@%s%s " % ("" if neg else "!", pred)
                for s in body:
                    out.append("\t" + guard + s.strip() if s.strip() else s)
                i = j + 1  # drop the label
                n += 1
                continue
        out.append(lines[i])
        i += 1
    return "\n".join(out), n

def hexdecode(s):
    return re.sub(r"\\([0-9A-Fa-f]{2})", lambda g: chr(int(g.group(1), 16)), s)

def hexencode(s):
    r = []
    for c in s:
        if c == "\n": r.append("\\0A")
        elif c == "\t": r.append("\\09")
        elif c == '"': r.append("\\22")
        elif c == "\\": r.append("\\5C")
        else: r.append(c)
    return "".join(r)

for path in sys.argv[1:]:
    t = open(path).read()
    total = 0
    def repl(m):
        global total
        ptx, n = convert(hexdecode(m.group(2)))
        total += n
        return m.group(1) + hexencode(ptx) + m.group(3)
    # the object string: the last quoted string of the gpu.object (format=ptx)
    t2 = re.sub(r'(assembly = ")((?:[^"\\]|\\.)*)(")', repl, t)
    open(path, "w").write(t2)
    print("%s: %d branches predicated" % (path, total))
