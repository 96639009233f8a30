"""How a figure is written for a reader: its value with its unit as people quote it.

Every table, message and report writes a figure through ``amount``, so one figure reads the
same everywhere; JSON keeps each value in its attribute's unit (bandwidth in GB/s). The rule is
the lexicon's (``units: shown``): a bandwidth in the largest of its units it is at least one of.
"""

from __future__ import annotations

from functools import cache

BARE_UNITS = ("year",)
"""Units a figure is written without: a year is '2022', not '2022 year'."""

BASE = "GB/s"
"""The unit bandwidth values are kept in, which ``units: shown`` gives its factors to."""


@cache
def _shown() -> tuple[tuple[str, float], ...]:
    """The units a bandwidth is written in, largest first, each with its factor to GB/s."""
    from .lexicon import raw

    table = (raw().get("units") or {}).get("shown") or {}
    return tuple(sorted(((str(u), float(f)) for u, f in table.items()), key=lambda u: -u[1]))


def amount(value: float, unit: str | None) -> str:
    """``value`` with its unit as people read it: '900 GB/s', '18 links', '2022'; a bandwidth of
    1000 GB/s and more in TB/s, as it is quoted ('130 TB/s', not '130000 GB/s')."""
    if unit == BASE:
        shown = next(((name, factor) for name, factor in _shown() if abs(value) >= factor), None)
        if shown is not None:
            value, unit = value / shown[1], shown[0]
    return f"{value:g}" + (f" {unit}" if unit and unit not in BARE_UNITS else "")
