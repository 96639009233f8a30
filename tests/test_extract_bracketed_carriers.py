"""A bracket closes a figure's phrase: an interconnect named after a bracketed figure ("... (14.4
TB/s in total) with PCIe 5.0 x16 slots offering 128 GB/s") carries the figure beside it, not the
one in the bracket, which stays the system's."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_bracketed_total_stays_the_systems() -> None:
    found = read("An HGX B200 server pairs eight B200 GPUs linked by fifth-generation NVLink at "
                 "1.8 TB/s per GPU (14.4 TB/s in total) with PCIe 5.0 x16 slots offering 128 "
                 "GB/s bidirectional to each NIC.")
    assert ("HGX B200", "bandwidth", 14400, None, "aggregate") in found
    assert [r[0] for r in found if r[2] == 128] == ["PCIe 5.0"]


def test_a_carrier_right_after_a_figure_still_carries_it() -> None:
    assert read("The GH200 gets 900 GB/s over NVLink-C2C (its CPU link).") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
