"""An architecture written right before one of its GPUs ("Blackwell B200") names the GPU: a year
said of it is the GPU's, not the architecture's (which gives none)."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_an_architecture_before_its_gpu_names_the_gpu() -> None:
    assert read("Blackwell B200 with fifth-gen NVLink launched in 2024.") == [
        ("B200", "introduced", 2024, None, None)]


def test_a_gpu_in_brackets_after_its_architecture_names_the_gpu() -> None:
    assert read("Hopper (H100) was announced in 2022.") == [
        ("H100", "introduced", 2022, None, None)]
    assert read("Blackwell（B200）于 2024 年发布。") == [  # noqa: RUF001
        ("B200", "introduced", 2024, None, None)]
