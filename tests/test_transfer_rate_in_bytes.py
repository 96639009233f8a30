"""A PCIe figure in bytes that is a transfer rate written before it, turned into bytes (GT/s
over eight, less the line code), is one lane's figure: "16 GT/s, roughly 2 GB/s" is an x1
link's 2 GB/s, whatever width the sentence names after it."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.analysis.ledger import assertion_lanes
from nvfacts.extract import extract
from nvfacts.lexicon import lexicon


def test_a_converted_rate_is_a_lanes_figure() -> None:
    lex = lexicon()
    found = extract("PCIe 4.0 signals at 16 GT/s, roughly 2 GB/s; an x4 link gets about 8 GB/s.")
    assert [(a.value, assertion_lanes(a, lex)) for a in found] == [(2.0, 1), (8.0, 4)]
    found = extract("PCIe 3.0: 8 GT/s per lane, 128b/130b, ~0.985 GB/s.")
    assert [assertion_lanes(a, lex) for a in found] == [1]


def test_a_converted_rate_disputes_no_wider_links_figure() -> None:
    claim = "PCIe 4.0 每条通道 16 GT/s\uff0c折合约 2 GB/s\uff0cx8 大约 16 GB/s。"
    assert conflicts(claim, "PCIe 4.0 x16 gives 64 GB/s in both directions.") == []
    assert conflicts(claim, "PCIe 4.0 x8 runs at about 16 GB/s each way.") == []


def test_a_figure_far_from_the_rate_keeps_its_width() -> None:
    lex = lexicon()
    found = extract("PCIe 3.0 runs 8 GT/s per lane; an x16 slot gives about 15.75 GB/s.")
    assert [assertion_lanes(a, lex) for a in found] == [16]
