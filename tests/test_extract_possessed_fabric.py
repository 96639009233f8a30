"""A system named by the possessive of a smaller system before it ("The NVL72's NVLink Switch
System") is that system's fabric: its figure is the system's, as "the NVLink Switch System in
DGX GH200" is."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_systems_own_switch_system_is_the_system() -> None:
    assert read("The NVL72's NVLink Switch System provides 130 TB/s of GPU-to-GPU bandwidth.") == [
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]


def test_the_switch_system_alone_keeps_its_figure() -> None:
    assert read("With the NVLink Switch System, up to 256 H100 GPUs can be connected with 57.6 "
                "TB/s of all-to-all bandwidth.")[-1][:3] == (
        "NVLink Switch System", "bandwidth", 57600)
