"""What a claim's phrases (between separators, ``_PHRASE_END``) say of its figures: the bound
before a number, the direction of each bandwidth, the scopes of a count and a rate, the
parts around an order marker, ratios the figures already say."""

from __future__ import annotations

import math
import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence

from ..lexicon import Match as Mention
from .model import _BIDIRECTIONAL, _PER_GPU
from .patterns import _COUNTED_GPUS, _PAIRED, _PARTNER, _PHRASE_END, _RATED_NOUN, _ROUTE
from .tables import _Tables
from .words import _blank


def _bound_of(text: str, start: int, t: _Tables, chars: list[str], rated: bool = False) -> str:
    """The bound a number starting at ``start`` is given by the words before it: ">=" ("at
    least 12"), "<" ("fewer than 12") or none. Its words are blanked ("no fewer than" is no
    negation). After a rate in its clause (``rated``), a route word is none ("160 GB/s over
    four links")."""
    if not t.bound_hints.search(text, max(0, start - 24), start):
        return ""
    before = t.bounds.search(text, max(0, start - 24), start)
    if before is None or (before.group(0).strip().casefold() in t.routes and (
            rated or _ROUTE.match(text, start))):  # "connects over four links": a route
        return ""
    _blank(chars, before.start(), before.end())
    return ">=" if before.lastgroup == "least" else "<"


def _phrase_starts(text: str) -> list[int]:
    """Where each phrase of ``text`` starts (``_PHRASE_END`` parts them), and one past its end."""
    return [0, *(m.start() for m in _PHRASE_END.finditer(text)), len(text) + 1]


def _phrase_at(starts: Sequence[int], at: int) -> int:
    """Which phrase (of ``_phrase_starts``) the place ``at`` stands in."""
    return bisect_right(starts, at) - 1


def _bound(text: str, items: Sequence[tuple[int, str]]) -> frozenset[tuple[str, str]]:
    """Each bandwidth of the claim with the direction stated in its phrase (between the
    separators around it, or when it states none, in the clause right before it if that
    clause states a direction and no bandwidth: "Per direction, X gives 450 GB/s"), when it
    states two bandwidths or more and two directions."""
    values = [(at, item) for at, item in items if item.endswith("GB/s")]
    directions = [(at, item) for at, item in items if item.startswith("direction:")]
    if len(values) < 2 or len({d for _, d in directions}) < 2:
        return frozenset()
    bounds = _phrase_starts(text)

    def within(k: int, found: Sequence[tuple[int, str]]) -> list[str]:
        return [x for x_at, x in found if bounds[k] <= x_at < bounds[k + 1]]

    def said(k: int) -> bool:  # a phrase with words in it, not the gap of ", and"
        return bool(re.search(r"\w", _PHRASE_END.sub("", text[bounds[k]:bounds[k + 1]])))

    roles = set()
    for at, item in values:
        k = _phrase_at(bounds, at)
        own = within(k, directions)
        before = next((j for j in range(k - 1, -1, -1) if said(j)), None)
        if not own and before is not None and not within(before, values):
            own = within(before, directions)  # "Per direction, X gives 450 GB/s"
        roles.add((item, own[0] if len(own) == 1 else ""))
    return frozenset(roles)


def _pairs(text: str) -> bool:
    """Whether the claim pairs two things of one kind without counting them (``paired``):
    "pairs with a second card", "can be paired with an NVLink bridge", "the GPU pair", "both",
    "a two-way bridge"; not when it pairs one thing with another ("pairs a Grace CPU with a
    B200 GPU": a wording with two B200s says another thing)."""
    for hit in _PAIRED.finditer(text):
        if hit.group(0)[:1].casefold() != "p":
            return True
        partner = _PARTNER.search(text, hit.end(), hit.end() + 60)
        if partner is None or re.search(r"second|bridge", partner.group(1), re.I):
            return True
    return False


def _directions_summed(text: str, items: Sequence[tuple[int, str]]) -> int | None:
    """Where a claim's rate stands that is twice another of its rates, when the smaller one's
    phrase (``_PHRASE_END``) says one direction and the bigger one's none, and the claim says
    nothing bidirectional: the bigger is both directions summed ("总带宽 900 GB/s, 每个方向
    450 GB/s" is "450 GB/s each way, 900 GB/s bidirectional"). None for any other claim."""
    if not any(item == "direction:unidirectional" for _, item in items) or any(
            item == _BIDIRECTIONAL for _, item in items):
        return None
    bounds = _phrase_starts(text)
    directed = {_phrase_at(bounds, at) for at, item in items if item.startswith("direction:")}
    rates = [(at, f[0]) for at, item in items if (f := _figure(item)) and f[1] == "GB/s"]
    for at, total in rates:
        if _phrase_at(bounds, at) not in directed and any(
                math.isclose(2 * each, total) and _phrase_at(bounds, where) in directed
                for where, each in rates):
            return at
    return None


def _counted(text: str, quantities: Iterable[str], items: Sequence[tuple[int, str]],
             found: Iterable[Mention]) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """For a claim with a count and a rate, the scopes its counted nouns imply and each figure
    with the scopes stated in its phrase (``Meaning.counted``, ``Meaning.placed``)."""
    figures = [f for q in quantities if (f := _figure(q))]
    if not any(not unit for _, unit in figures) or not any(u.endswith("/s") for _, u in figures):
        return (), ()  # tuples: an empty one is one object, unpickled from the workers too
    nouns = tuple(sorted({f"scope:{w.value}" for w in found if w.kind == "noun"} | {
        _PER_GPU for at, item in items if (f := _figure(item)) and not f[1] and
        _COUNTED_GPUS.match(text, at)})) or ("scope:none",)  # "8 GPUs, 1.8 TB/s each"
    bounds = _phrase_starts(text)
    placed = set()
    each = [w.start for w in found if w.kind == "each"]
    for at, item in items:
        if _figure(item) is None:
            continue
        k = _phrase_at(bounds, at)
        placed |= {(item, scope) for s_at, scope in items if scope.startswith("scope:") and
                   bounds[k] <= s_at < bounds[k + 1]}
        if any(at < e < bounds[k + 1] and not any(  # "50 GB/s each": each counted one's
                at < f_at < e and _figure(f) for f_at, f in items) for e in each):
            placed |= {(item, scope) for scope in nouns if scope != "scope:none"}
        placed |= {(item, f"scope:{w.value}") for w in found if w.kind == "noun" and
                   at < w.start < bounds[k + 1] and _RATED_NOUN.fullmatch(text, at, w.start)}
    return nouns, tuple(sorted(placed))


def _multiplied(quantities: Iterable[str]) -> bool:
    """Whether a count of the claim times one of its bandwidths is another of them ("18 links
    at 100 GB/s each, 1.8 TB/s in all"): the figures then say which is each link's (port's,
    GPU's) and which the total, whatever scope words a wording gives them or leaves out, so
    its scope qualifiers are not compared. Its direction still is."""
    counts, rates = [], []
    for q in quantities:
        if q.endswith(" GB/s") and q[:1].isdigit():
            rates.append(float(q[:-5]))
        elif q[:1].isdigit() and q.replace(".", "", 1).isdigit():
            counts.append(float(q))
    return any(math.isclose(n * each, total, rel_tol=1e-3) for n in counts if n > 2
               for each in rates for total in rates)  # 2: as often "twice" as two links


def _figure(item: str) -> tuple[float, str] | None:
    """A figure's amount and unit ("900 GB/s": 900, "GB/s"; "6": 6, ""), or None for a bound
    or a non-figure."""
    amount, _, unit = item.partition(" ")
    try:
        return float(amount), unit
    except ValueError:
        return None


def _ratios(quantities: Iterable[str], order: tuple[frozenset[str], ...]) -> set[str]:
    """The multipliers of a claim ("doubled", "2x", "twice") that two of its figures in one
    unit, before and after an order marker, already say ("doubled the link count from 6 to
    12": 12 is twice 6), so a wording may leave them out. A multiplier the figures do not say
    ("tripled ... from 6 to 12") stays a figure of its own, and so does one as big as either
    figure (in "doubled from 6 to 12", 6 is not 12 over 2)."""
    multipliers = {f"{f[0]:g}": q for q in quantities if (f := _figure(q)) and not f[1]}
    found = set()
    for before, after in zip(order[::2], order[1::2], strict=True):
        for x in filter(None, map(_figure, before)):
            for y in filter(None, map(_figure, after)):
                ratio = y[0] / x[0] if x[0] else 0.0
                if x[1] == y[1] and 0 < ratio < min(x[0], y[0]) and (  # not "from 2 to 12"
                        k := multipliers.get(f"{ratio:g}")):
                    found.add(k)
    return found


def _split_at(m: re.Match[str]) -> int:
    """Where an order marker splits a claim: at its last group if it has one ("from A to B"
    splits at "to"), else where it starts."""
    last = max((k for k in range(1, (m.re.groups or 0) + 1) if m.group(k) is not None),
               default=0)
    return m.start(last)


def _around(text: str, markers: Sequence[tuple[int, int]], found: Sequence[tuple[int, str]]
            ) -> tuple[frozenset[str], ...]:
    """For each marker, what its clause (between separators, ``_PHRASE_END``; a marker that
    splits at a later word starts where it starts: "first A, then B", "the A100's NVLink went
    from 6 to 12") holds before where it splits and after: words outside are free to move
    ("NVLink 5 doubles per-GPU bandwidth, from 900 GB/s to 1.8 TB/s" is "NVLink 5 goes from
    900 GB/s to 1.8 TB/s per GPU")."""
    ends = _phrase_starts(text)
    sides: list[frozenset[str]] = []
    for begins, at in markers:
        start = begins if begins < at else max(e for e in ends if e <= at)
        end = min(e for e in ends if e > at)
        sides += [frozenset(w for p, w in found if start <= p < at),
                  frozenset(w for p, w in found if at <= p < end)]
    return tuple(sides)
