"""A switch chip named in one sentence and taken up again as "the chip" or "each
second-generation chip" in the next is the subject there too; a chip with no switch named
before it stands for nothing."""

from __future__ import annotations

from test_extract import read


def test_a_switch_taken_up_again_as_a_chip_keeps_its_ports() -> None:
    # the system named last before it is no switch: the chip is the NVSwitch
    assert read("NVSwitch arrived in 2018 as part of the DGX-2; every first-generation chip "
                "offered 18 NVLink ports.") == [
        ("NVSwitch", "introduced", 2018, None, None),
        ("NVSwitch", "port-count", 18, None, None)]


def test_a_chip_with_no_switch_named_before_is_no_switch() -> None:
    assert read("The H100 has 18 NVLink links; the chip delivers 900 GB/s.") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]
