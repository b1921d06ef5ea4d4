# csbench.sass on real SASS (the H200 run of 2026-11-29: the GPT-3 MLP's producers at
# M = 512; the listings' instruction lines in data/, see data/README.md) and on made-up listings:
# the main loop's instructions and tensor instructions per kernel, nested and predicated
# branches, the padding branch after EXIT.

import gzip
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cusync_testlib  # noqa: E402,F401  (bench/cusync on sys.path)
from csbench import sass  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"


def _listing(name):
    with gzip.open(DATA / ("h200-%s.sass.gz" % name), "rt") as f:
        return f.read()


def test_the_producers_main_loops():
    own = sass.loops(_listing("own-r0"))
    c5 = sass.loops(_listing("c5-r0"))
    assert set(own) == set(c5) == {"mlp_up", "mlp_down"}
    # 256 x 128, 4 stages: one loop, unrolled five times (20 HGMMA, 4 per k-tile).
    (up,) = own["mlp_up"]
    assert (up.start, up.end, up.instructions, up.tensor) == (0xab0, 0x1f80, 334, 20)
    assert round(up.per_tensor * 4, 1) == 66.8
    # 128 x 128, 5 stages: rolled, one k-tile per iteration.
    (up5,) = c5["mlp_up"]
    assert (up5.instructions, up5.tensor) == (109, 4)
    assert up5.opcodes["LDGSTS.E.BYPASS.128"] == 8 and up5.opcodes["BAR.SYNC.DEFER_BLOCKING"] == 1
    # The consumer is the same kernel in both listings.
    assert own["mlp_down"] == c5["mlp_down"]
    text = sass.render(c5, "c5 ")
    assert "| c5 mlp_up | 0xd50-0x1410 | 109 | 4 | 27.2 |" in text


LISTING = """
	code for sm_90a
		Function : k1
        /*0000*/                   MOV R1, c[0x0][0x28] ;
        /*0010*/                   HMMA.16816.F32 R4, R8, R12, R4 ;
        /*0020*/                   IADD3 R2, R2, 0x1, RZ ;
        /*0030*/               @!P0 BRA 0x10 ;
        /*0040*/                   HMMA.16816.F32 R4, R8, R12, R4 ;
        /*0050*/               @P1 BRA 0x0 ;
        /*0060*/                   BRA 0x80 ;
        /*0070*/                   EXIT ;
        /*0080*/                   BRA 0x80;
		Function : k2
        /*0000*/                   EXIT ;
"""


def test_nested_predicated_and_padding_branches():
    found = sass.loops(LISTING)
    assert found["k2"] == []
    inner, outer = found["k1"]
    assert (inner.start, inner.end, inner.instructions, inner.tensor) == (0x10, 0x30, 3, 1)
    assert (outer.start, outer.end, outer.instructions, outer.tensor) == (0x0, 0x50, 6, 2)
    assert outer.per_tensor == 3.0 and sass.Loop(0, 0, 5, 0, {}).per_tensor is None
    assert sass.instructions(LISTING)["k1"][1] == (0x10, "HMMA.16816.F32 R4, R8, R12, R4")
