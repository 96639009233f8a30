"""A name after a multiple of something of it ("doubling the data rate of PCIe 5.0", "doubling
the 32 GT/s offered by PCIe 5.0") is the base compared with: never the subject of a figure or
year of the thing doing the doubling, even in a later sentence."""

from __future__ import annotations

from nvfacts.extract import extract


def _read(claim: str) -> list[tuple[str, str, float]]:
    return [(a.subject, a.attribute, a.value) for a in extract(claim)]


def test_the_doubled_generation_takes_no_year_or_figure_of_the_new_one() -> None:
    assert _read("Officially released by the PCI-SIG in January 2022, this version doubles the "
                 "data rate of PCIe 5.0 to 64 GT/s per lane.") == []
    assert _read("It provides a raw data rate of 64 GT/s per lane, doubling the 32 GT/s offered "
                 "by PCIe 5.0. For a x16 configuration, this reaches 256 GB/s.") == []


def test_a_figure_multiplied_keeps_its_own_owner() -> None:
    # the 128 GB/s is the PCIe link's own, inside what the multiple is of
    assert ("PCIe 5.0", "bandwidth", 128.0) in _read(
        "NVLink 4's 900 GB/s is more than 7x the 128 GB/s of a PCIe Gen5 x16 link.")
    # a count of ports before the name is no multiple of it
    assert _read("Ports: 36x EDR InfiniBand, 100Gb/s per port") == [
        ("InfiniBand EDR", "bandwidth", 12.5)]
