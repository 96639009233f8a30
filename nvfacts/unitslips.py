"""Figures written in a unit nvfacts does not know that is close to one it knows ('128 GB/ss',
'900 GiB/s', '64 Gbpss'): the reader passes such a figure by, so its fact drops out of conflicts
and answers without a word. ``check`` names each as a notice at the figure, from the store's
text alone (no claim is read: one quick pattern over the text, the YAML events only when it
finds something), and ``check --unread`` says why nothing was read from such a claim. The
units are the lexicon's (``units:`` and ``measure-units:``)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from .storefile import BOM, line_col

NEAR = 75.0
"""rapidfuzz ratio (lower case) from which a unit written with a '/' is taken for a known one
('GiB/s' and 'GV/s' for GB/s)."""

_BEFORE = re.compile(r"(?<![A-Za-z0-9_.])(\d+(?:[.,]\d+)*)[ \u00a0]?([A-Za-z][A-Za-z/]*)\Z")
"""A figure and the start of the word written right after it, up to a place in the text."""
_AFTER = re.compile(r"[A-Za-z/]*")


@dataclass(frozen=True, slots=True)
class Slip:
    """A figure at character ``start`` written as ``figure`` ('128 GB/ss'), whose ``unit``
    nvfacts does not know, and the known units it is close to (``meant``)."""

    start: int
    figure: str
    unit: str
    meant: tuple[str, ...]

    def said(self) -> str:
        return f"the unit of {self.figure} is not understood: did you mean " \
               f"{' or '.join(self.meant)}?"

    def as_dict(self) -> dict[str, object]:
        return {"figure": self.figure, "unit": self.unit, "did_you_mean": list(self.meant)}


@dataclass(frozen=True, slots=True)
class _Units:
    known: frozenset[str]
    """Every unit as the lexicon writes it, and its words in lower case."""
    rates: tuple[str, ...]
    """The one-word units of a rate ('GB/s', 'Gbps'), longest first: what a slip is close to."""
    slashes: re.Pattern[str]
    endings: re.Pattern[str]
    """Where a slip may stand (``_candidates``): known rates pass in the patterns, not one by
    one."""


@cache
def _units() -> _Units:
    from .lexicon import raw

    data = raw()
    table = data.get("units") or {}
    written = [str(u) for part in ("symbols", "words", "amounts", "network-rates")
               for u in table.get(part) or {}]
    written += [str(u) for names in (data.get("measure-units") or {}).values() for u in names]
    known = frozenset(written) | {u.lower() for u in table.get("words") or {}}
    rates = sorted({u for u in written if " " not in u and ("/" in u or u.endswith("ps"))},
                   key=lambda u: (-len(u), u))
    return _Units(known, tuple(rates), *_candidates(rates))


def _candidates(rates: list[str]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The patterns of where a slip may stand (one literal first each, so that a 100k-claim
    store is scanned in a few hundredths of a second): a '/' that is not in one of ``rates``
    (its head before the '/' unknown, or one known and what follows it not one of its tails);
    the ending of a rate without a '/' ('ps' of 'Gbps') with a letter after it."""
    tails: dict[str, set[str]] = {}
    for rate in rates:
        if "/" in rate:
            head, tail = rate.split("/", 1)
            tails.setdefault(head + "/", set()).add(tail)
    by: dict[tuple[int, frozenset[str]], list[str]] = {}
    for head, ends in sorted(tails.items()):  # a look-behind takes heads of one width
        by.setdefault((len(head), frozenset(ends)), []).append(head)
    widths: dict[int, list[str]] = {}
    for head in sorted(tails):
        widths.setdefault(len(head), []).append(head)
    known = [f"(?<={_either(heads)})(?!{_either(sorted(ends, key=len, reverse=True))}"
             "(?![A-Za-z]))" for (_, ends), heads in sorted(by.items(), key=lambda b: b[0][0])]
    unknown = "".join(f"(?<!{_either(heads)})" for _, heads in sorted(widths.items()))
    endings = sorted({u[-2:] for u in rates if "/" not in u})
    return (re.compile("/(?:" + "|".join([*known, unknown]) + ")"),
            re.compile(_either(endings) + "[A-Za-z]" if endings else "(?!)"))


def _either(words: list[str]) -> str:
    return "(?:" + "|".join(map(re.escape, words)) + ")"


def slips(text: str) -> list[Slip]:
    """Each figure of ``text`` written in a unit nvfacts does not know but close to one it knows,
    in the order of the text."""
    units = _units()
    found: dict[int, Slip] = {}
    hits = sorted([*units.slashes.finditer(text), *units.endings.finditer(text)],
                  key=lambda m: m.start())
    for hit in hits:
        before = _BEFORE.search(text, max(0, hit.start() - 40), hit.start())
        if before is None or before.start(1) in found:
            continue
        after = _AFTER.match(text, hit.start())
        unit = (before.group(2) + (after.group() if after else "")).rstrip("/")
        meant = _meant(unit, units)
        if meant:
            found[before.start(1)] = Slip(before.start(1), text[before.start(1):before.start(2)]
                                          + unit, unit, meant)
    return sorted(found.values(), key=lambda s: s.start)


def _meant(unit: str, units: _Units) -> tuple[str, ...]:
    """The known rates ``unit`` is a slip of: one it starts with before more letters ('GB/ss'),
    else those closest to it when it has a '/' (in lower case, then as written when it has
    capitals: 'gb/s' is GB/s or Gb/s, 'GiB/s' GB/s); none when it is known or like none."""
    if unit in units.known or unit.lower() in units.known:
        return ()
    for rate in units.rates:
        if unit.startswith(rate) and unit[len(rate):].isalpha():
            return (rate,)
    if "/" not in unit:
        return ()
    from rapidfuzz import fuzz, process

    close = process.extract(unit.lower(), [r.lower() for r in units.rates], scorer=fuzz.ratio,
                            score_cutoff=NEAR, limit=None)
    best = max((score for _, score, _ in close), default=None)
    meant = [units.rates[at] for _, score, at in sorted(close, key=lambda c: c[2])
             if score == best and units.rates[at][-1].islower()]
    if unit.lower() != unit:  # the capitals written tell bytes (GB) from bits (Gb)
        top = max((fuzz.ratio(unit, rate) for rate in meant), default=0.0)
        meant = [rate for rate in meant if fuzz.ratio(unit, rate) == top]
    return tuple(meant)


@dataclass(frozen=True, slots=True)
class StoreSlip:
    """A slip in the claim of the fact or merged wording ``owner``, at 1-based ``line`` and
    ``column`` of the store file."""

    slip: Slip
    line: int
    column: int
    owner: str

    def message(self) -> str:
        return (f"note: {self.slip.figure} in the claim of '{self.owner}' is in no unit "
                f"nvfacts knows ('{self.slip.unit}'), so the figure is not read and nothing "
                f"checks it: did you mean {' or '.join(self.slip.meant)}?")


def in_store(text: str) -> list[StoreSlip]:
    """Each slip in a claim of ``text`` (a valid store) whose fact or wording nvfacts reads (one
    that gives its own ``assertions`` is not read), in the order of the file (a byte-order mark
    is no column)."""
    text = text.removeprefix(BOM)
    found = slips(text)
    if not found:
        return []
    from .textvalues import text_values

    starts = [s.start for s in found]
    claims = text_values(text, lambda field, start, end, _line: field == "claim" and any(
        start <= at < end for at in starts))
    placed = []
    for slip in found:
        claim = next((c for c in claims if c.start <= slip.start < c.end), None)
        if claim is not None and not claim.asserted:
            placed.append(StoreSlip(slip, *line_col(text, slip.start), claim.owner))
    return placed
