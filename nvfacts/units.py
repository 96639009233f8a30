"""How a figure is written for a reader: its value with its unit as people quote it.

Every table, message and report writes a figure through ``amount``, so one figure reads the
same everywhere; JSON keeps each value in its attribute's unit (bandwidth in GB/s). The rule is
the lexicon's (``units: shown``): a figure in the largest unit listed for its own that it is at
least one of.
"""

from __future__ import annotations

from functools import cache

BARE_UNITS = ("year",)
"""Units a figure is written without: a year is '2022', not '2022 year'."""


@cache
def _shown() -> dict[str, tuple[tuple[str, float], ...]]:
    """By the unit a figure is kept in, the units it is written in, largest first, each with
    its factor to that unit."""
    from .lexicon import raw

    table = (raw().get("units") or {}).get("shown") or {}
    return {str(kept): tuple(sorted(((str(u), float(f)) for u, f in units.items()),
                                    key=lambda u: -u[1]))
            for kept, units in table.items()}


def symbols() -> tuple[str, ...]:
    """Every unit a figure is written in (the lexicon's ``units: shown``): 'TB/s', 'GB/s',
    'Tb/s', 'Gb/s'."""
    return tuple(name for units in _shown().values() for name, _ in units)


def amount(value: float, unit: str | None) -> str:
    """``value`` with its unit as people read it: '900 GB/s', '18 links', '2022'; a bandwidth of
    1000 GB/s and more in TB/s, as it is quoted ('130 TB/s', not '130000 GB/s'), and 1000 Gb/s
    and more in Tb/s."""
    for name, factor in _shown().get(unit or "", ()):
        if abs(value) >= factor:
            value, unit = value / factor, name
            break
    return f"{value:g}" + (f" {unit}" if unit and unit not in BARE_UNITS else "")


def asked_unit(text: str) -> str | None:
    """The unit a question asks its figures in ("NVLink 4 bandwidth in TB/s": 'TB/s'; "H100
    NVLink bandwidth Gbps": 'Gb/s'), as figures are written (``symbols``): the lexicon's unit
    symbols as written, its unit words in any case, the longest first, none written after a
    number (a figure's: "NVLink 900 GB/s"); None when it names none."""
    import re

    from .lexicon import lexicon

    units = lexicon().units
    factors = units.get("symbols", {})
    said = [(w, f, False) for w, f in factors.items()] + \
        [(w, f, True) for w, f in units.get("words", {}).items()]
    for word, factor, any_case in sorted(said, key=lambda u: -len(u[0])):
        # a unit after a number is a figure's ("NVLink 900 GB/s"), not the unit asked
        if re.search(rf"(?<![A-Za-z\d])(?<!\d\s){re.escape(word)}(?![A-Za-z])", text,
                     re.IGNORECASE if any_case else 0):
            return next((name for kept, shown in _shown().items() for name, k in shown
                         if abs(factors.get(kept, 0) * k - factor) < 1e-9), None)
    return None


def in_unit(value: float, unit: str, asked: str) -> str | None:
    """``value`` in ``unit`` written in the unit ``asked`` ('0.9 TB/s' of 900 GB/s), None when
    either is no unit of the lexicon's symbols."""
    from .lexicon import lexicon

    factors = lexicon().units.get("symbols", {})
    if unit not in factors or asked not in factors:
        return None
    figure = f"{round(value * factors[unit] / factors[asked], 6):f}".rstrip("0").rstrip(".")
    return f"{figure} {asked}"  # never '1.04e+06 Gb/s'
