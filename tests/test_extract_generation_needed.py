"""A figure said of InfiniBand with no generation named (EDR, HDR, NDR, XDR) holds for none of
them: each generation runs its ports at a rate of its own, so "InfiniBand at 400 Gb/s" states
nothing the store can set against another figure, and gives nothing."""

from __future__ import annotations

from test_extract import read


def test_a_rate_of_infiniband_alone_gives_nothing() -> None:
    assert read("Our storage nodes hang off InfiniBand at 400 Gb/s per port.") == []
    assert read("The fabric is plain IB, 200Gb/s a port.") == []


def test_a_year_of_infiniband_alone_gives_nothing() -> None:
    assert read("InfiniBand first shipped in 2000, long before NVLink.") == []


def test_a_named_generation_is_read() -> None:
    assert read("Our storage nodes hang off NDR InfiniBand at 400 Gb/s per port.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
