"""A GPU said to sit in a system or superchip ("each B200 in a DGX B200", "a single H100
inside it") has its figures read as that whole's, per GPU, as "each GPU in an HGX B200" is."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_gpu_named_in_a_system_gives_the_system_its_figure() -> None:
    assert read("Every H200 in an HGX H200 board sees 900 GB/s of NVLink bandwidth.") == [
        ("HGX H200", "bandwidth", 900, None, "per-gpu")]
    assert read("Each A100 inside the DGX A100 has 600 GB/s.") == [
        ("DGX A100", "bandwidth", 600, None, "per-gpu")]
    # "inside it": the system named before
    assert read("The DGX B200 totals 14.4 TB/s, while one B200 inside it gets 1.8 TB/s.") == [
        ("DGX B200", "bandwidth", 14400, None, "aggregate"),
        ("DGX B200", "bandwidth", 1800, None, "per-gpu")]


def test_a_gpu_not_housed_keeps_its_generation() -> None:
    # no system the GPU sits in: the GPU's NVLink generation
    assert read("Each H200 gets 900 GB/s of NVLink bandwidth.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    # a generation named for the figure is that generation's
    assert read("Each B200 in a DGX B200 reaches its peers over fifth-gen NVLink at "
                "1.8 TB/s.") == [("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
