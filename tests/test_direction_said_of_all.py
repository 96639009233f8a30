"""A closing phrase of a Chinese claim that says every figure before it is one direction
("两者都是双向", "这里说的都是单向速率"), after a full-width comma, gives that direction to each
figure, not to the last alone."""

from __future__ import annotations

from nvfacts.extract import extract

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_both_figures_are_said_bidirectional() -> None:
    assert read("A100 的 NVLink 是 600GB/s，PCIe 4.0 x16 是 64GB/s，二者均为双向。") == [  # noqa: RUF001
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None),
        ("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]


def test_every_figure_said_one_way_by_a_closing_remark() -> None:
    assert read("NDR 是 400Gb/s，XDR 是 800Gb/s，以上都是单向速率。") == [  # noqa: RUF001
        ("InfiniBand NDR", "bandwidth", 50, "unidirectional", None),
        ("InfiniBand XDR", "bandwidth", 100, "unidirectional", None)]


def test_a_closing_remark_with_a_figure_of_its_own_shares_nothing() -> None:
    assert read("NDR 是 400Gb/s，XDR 单向 800Gb/s。") == [  # noqa: RUF001
        ("InfiniBand NDR", "bandwidth", 50, None, None),
        ("InfiniBand XDR", "bandwidth", 100, "unidirectional", None)]
