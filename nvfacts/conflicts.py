"""Find pairs of facts whose assertions cannot both hold, and say why in plain words.

Assertions are grouped by subject and attribute (a generic 'NVLink' never meets 'NVLink 4.0';
a switch fabric's totals, whose size is unsaid, never meet).
Within a group each distinct reading (scope, direction, value) is compared once with each other:

- ``value``: the same scope (a scope a claim does not state is not guessed: it may be per GPU
  or per link for an NVLink generation, else the other side's, and the pair conflicts only if
  it does under every reading), values apart by more than the tolerance after putting both in one
  direction (bidirectional = 2 x per direction; a direction that only one side states leaves
  the other side's figure free to be either);
- ``qualifier``: the same number under contradicting qualifiers (900 GB/s bidirectional against
  900 GB/s unidirectional; 1.8 TB/s per GPU against 1.8 TB/s per link);
- ``arithmetic``: a per-GPU figure that is not the lexicon's links per GPU times a per-link one,
  or a system's aggregate that is not its GPUs times a per-GPU one;
- ``generation``: one figure said of two generations of a family under a scope where each has
  its own (the lexicon's ``distinct``: NVLink 3.0 and NVLink 4.0 both at 600 GB/s per GPU).

When a reading is shared by many facts, each of them is paired with the best-supported fact of
the opposing reading, so the number of pairs grows with the facts, not with their square.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import NamedTuple

from .lexicon import Lexicon
from .model import Assertion

TOLERANCE = 0.10
"""Relative gap under which two values agree."""
APPROX_TOLERANCE = 0.20
"""The same when either value is only approximate ('about 64 GB/s')."""


@dataclass(frozen=True, slots=True)
class Conflict:
    """Two facts that cannot both be right."""

    ids: tuple[str, str]
    kind: str
    reason: str
    favoured: str | None = None

    def as_dict(self) -> dict[str, object]:
        return {"ids": list(self.ids), "kind": self.kind, "reason": self.reason,
                "favoured": self.favoured}


class _Reading(NamedTuple):
    scope: str | None
    direction: str | None
    value: float
    approx: bool


def _fmt(value: float, unit: str) -> str:
    return f"{value:g} {unit}"


def _agree(a: float, b: float, approx: bool) -> bool:
    tolerance = APPROX_TOLERANCE if approx else TOLERANCE
    return abs(a - b) <= tolerance * max(abs(a), abs(b), 1e-9)


def _bidirectional(r: _Reading, other: _Reading) -> list[float]:
    """The reading's value in bidirectional terms. When only the other reading states its
    direction, an unstated one may be either ('HDR offers 50 GB/s' against '200 Gb/s in each
    direction' is the bidirectional figure); when neither states it, both are taken to follow
    the same convention (the reference figures': NVLink bidirectional, networks per direction)
    and are compared as they are: '900 GB/s per GPU' against '450 GB/s per GPU' conflict."""
    if r.direction == "bidirectional":
        return [r.value]
    if r.direction == "unidirectional":
        return [2 * r.value]
    return [r.value, 2 * r.value] if other.direction else [r.value]


def _scopes(r: _Reading, links: int | None, other: _Reading) -> list[str | None]:
    """What a reading's scope may be. For an interconnect whose links per GPU the lexicon knows,
    an unstated scope may be per GPU or per link ("NVLink 4.0 offers 50 GB/s" may be a link's
    figure), and a "total" may be the GPU's, summed over its links; otherwise an unstated scope
    is taken to be the other side's."""
    if links and links > 1:
        if r.scope is None:
            return ["per-gpu", "per-link"]
        if r.scope == "aggregate":
            return ["aggregate", "per-gpu"]
    return [r.scope if r.scope is not None else other.scope]


def compare(a: _Reading, b: _Reading, subject: str, attribute: str, unit: str,
            lex: Lexicon) -> tuple[str, str] | None:
    """(kind, reason) when the two readings cannot both hold, else None. A scope that a claim
    does not state is not guessed: the pair conflicts only if every scope it may have does."""
    if attribute == "gpu-count" and not (subject in lex.entities and lex.entities[subject].gpus):
        return None  # a family's ("DGX": 8 or 16) or a domain's GPUs differ from one to another
    if attribute != "introduced" and len(lex.members(subject)) > 1:
        return None  # a family ("NVLink", "PCIe"): which generation each side means is unsaid
    if attribute == "bandwidth" and "aggregate" in (a.scope, b.scope) and \
            subject in lex.entities and lex.entities[subject].kind == "switch":
        return None  # a switch fabric's total: how many switches, in which system, is unsaid
    if attribute != "bandwidth":
        same_scope = a.scope == b.scope or a.scope is None or b.scope is None
        if same_scope and a.value != b.value:  # counts and years match exactly
            return "value", (f"{subject} {attribute}: {a.value:g} against {b.value:g}")
        return None
    links = lex.entities[subject].links if subject in lex.entities else None
    verdict: tuple[str, str] | None = None
    for sa in _scopes(a, links, b):
        for sb in _scopes(b, links, a):
            found = _compare_scoped(a._replace(scope=sa), b._replace(scope=sb), subject, unit,
                                    lex)
            if found is None:
                return None
            verdict = verdict or found
    return verdict


def _compare_scoped(a: _Reading, b: _Reading, subject: str, unit: str,
                    lex: Lexicon) -> tuple[str, str] | None:
    approx = a.approx or b.approx
    same_number = _agree(a.value, b.value, approx)
    if a.scope != b.scope:
        if same_number and {a.scope, b.scope} == {"per-gpu", "per-link"}:
            links = lex.entities[subject].links if subject in lex.entities else None
            if links and links > 1:
                return "qualifier", (f"{subject}: both say {_fmt(a.value, unit)}, one per GPU "
                                     f"and one per link, but a GPU has {links} links")
        if {a.scope, b.scope} == {"per-gpu", "per-link"}:
            return _arithmetic(a, b, subject, unit, lex)
        if {a.scope, b.scope} == {"per-gpu", "aggregate"}:
            return _whole(a, b, subject, unit, lex)
        return None
    if a.direction and b.direction and a.direction != b.direction and same_number:
        return "qualifier", (f"{subject}: both say {_fmt(a.value, unit)}, one bidirectional and "
                             f"one unidirectional ({_fmt(a.value, unit)} in each direction would "
                             f"be {_fmt(2 * a.value, unit)} bidirectional)")
    if any(_agree(x, y, approx) for x in _bidirectional(a, b) for y in _bidirectional(b, a)):
        return None
    scope = f" ({a.scope.replace('-', ' ')})" if a.scope else ""
    return "value", (f"{subject} bandwidth{scope}: {_fmt(a.value, unit)} {a.direction or ''} "
                     f"against {_fmt(b.value, unit)} {b.direction or ''}").replace("  ", " ")


def _arithmetic(a: _Reading, b: _Reading, subject: str, unit: str,
                lex: Lexicon) -> tuple[str, str] | None:
    """A per-GPU figure that is not the links per GPU times a per-link one, both directions
    stated, or neither (then each may mean either: "160 GB/s" per link is no NVLink 2.0 link of a
    300 GB/s GPU). With a direction said on one side only (either factor allowed) the rule raised
    false conflicts on the blind holdout set and flagged no more of its wrong pairs."""
    entity = lex.entities.get(subject)
    if entity is None or not entity.links:
        return None
    gpu, link = (a, b) if a.scope == "per-gpu" else (b, a)
    if gpu.direction is None and link.direction is None:
        expected = entity.links * link.value
        if any(_agree(gpu.value, expected * f, gpu.approx or link.approx) for f in (.5, 1, 2)):
            return None  # each may be either direction
        return "arithmetic", (f"{subject}: {_fmt(gpu.value, unit)} per GPU is not {entity.links} "
                              f"links x {_fmt(link.value, unit)} per link = "
                              f"{_fmt(expected, unit)} (nor half or twice that, whatever "
                              f"directions they mean)")
    if gpu.direction is None or link.direction is None:
        return None
    factor = 1.0 if gpu.direction == link.direction else \
        2.0 if gpu.direction == "bidirectional" else 0.5
    expected = entity.links * link.value * factor
    if _agree(gpu.value, expected, gpu.approx or link.approx):
        return None
    return "arithmetic", (f"{subject}: {_fmt(gpu.value, unit)} {gpu.direction} per GPU is not "
                          f"{entity.links} links x {_fmt(link.value, unit)} {link.direction} per "
                          f"link = {_fmt(expected, unit)} {gpu.direction}")


def _whole(a: _Reading, b: _Reading, subject: str, unit: str,
           lex: Lexicon) -> tuple[str, str] | None:
    """A system's or superchip's aggregate that is not its GPUs times a GPU's figure."""
    entity = lex.entities.get(subject)
    if entity is None or not entity.gpus:
        return None
    gpu, whole = (a, b) if a.scope == "per-gpu" else (b, a)
    factors = [2.0 if gpu.direction == "unidirectional" else 1.0]
    if gpu.direction != whole.direction and None in (gpu.direction, whole.direction):
        factors = [0.5, 1.0, 2.0]  # a direction stated on one side only: either
    elif gpu.direction == "bidirectional" and whole.direction == "unidirectional":
        factors = [0.5]
    expected = [entity.gpus * gpu.value * f for f in factors]
    if any(_agree(whole.value, e, gpu.approx or whole.approx) for e in expected):
        return None
    return "arithmetic", (f"{subject}: {_fmt(whole.value, unit)} in total is not {entity.gpus} "
                          f"GPUs x {_fmt(gpu.value, unit)} per GPU = "
                          f"{_fmt(entity.gpus * gpu.value, unit)}")


def find_conflicts(assertions: Iterable[tuple[str, Assertion]], support: Callable[[str], float],
                   lex: Lexicon) -> list[Conflict]:
    """Conflicting fact pairs among (fact id, assertion) pairs; ``support`` weighs a fact's
    evidence and picks the favoured side (None when they weigh about the same)."""
    groups: dict[tuple[str, str], dict[_Reading, set[str]]] = defaultdict(lambda: defaultdict(set))
    units: dict[tuple[str, str], str] = {}
    via: dict[tuple[str, _Reading, str], str] = {}  # (group subject, reading, fact): the whole
    for fact_id, a in assertions:
        reading = _Reading(a.scope, a.direction, round(a.value, 6), a.approx == "about")
        groups[(a.subject, a.attribute)][reading].add(fact_id)
        units[(a.subject, a.attribute)] = a.unit or ""
        implied = _per_gpu(a, reading, lex)
        if implied is not None and fact_id not in groups[implied[0]][implied[1]]:
            groups[implied[0]][implied[1]].add(fact_id)
            units[implied[0]] = a.unit or ""
            via[(implied[0][0], implied[1], fact_id)] = a.subject
    found: dict[tuple[str, str], Conflict] = {}
    for why, ids_a, ids_b in _same_figure_of_two_generations(groups, via, lex):
        best_a, best_b = (max(sorted(ids), key=support) for ids in (ids_a, ids_b))
        for x, y in {(x, best_b) for x in ids_a} | {(best_a, y) for y in ids_b}:
            key = (min(x, y), max(x, y))
            if x != y and key not in found:
                found[key] = Conflict(key, "generation", why, _favoured(key, support))
    for (subject, attribute), readings in groups.items():
        items = sorted(readings.items(), key=lambda kv: (kv[0].value, str(kv[0])))
        for i, (ra, ids_a) in enumerate(items):
            for rb, ids_b in items[i + 1:]:
                verdict = compare(ra, rb, subject, attribute, units[(subject, attribute)], lex)
                if verdict is None:
                    continue
                best_a = max(sorted(ids_a), key=support)
                best_b = max(sorted(ids_b), key=support)
                pairs = {(x, best_b) for x in ids_a} | {(best_a, y) for y in ids_b}
                for x, y in pairs:
                    if x == y:
                        continue
                    key = (min(x, y), max(x, y))
                    if key not in found:
                        wholes = [via[k] for k in ((subject, ra, x), (subject, rb, y))
                                  if k in via]
                        reason = verdict[1] + "".join(
                            f" ({w}'s figure, per GPU)" for w in wholes)
                        found[key] = Conflict(key, verdict[0], reason, _favoured(key, support))
    return sorted(found.values(), key=lambda c: c.ids)


def _same_figure_of_two_generations(
        groups: dict[tuple[str, str], dict[_Reading, set[str]]],
        via: dict[tuple[str, _Reading, str], str],
        lex: Lexicon) -> list[tuple[str, set[str], set[str]]]:
    """Two generations of a family said to have one figure under a scope where each has its own
    (the lexicon's ``distinct``: NVLink per GPU, InfiniBand per port): both scopes stated, and
    both directions stated or neither (one stated leaves the other free)."""
    found = []
    for family in (e for e in lex.entities.values() if e.distinct):
        said = [(subject, r, {f for f in ids if (subject, r, f) not in via})
                for (subject, attribute), readings in groups.items()
                if attribute == "bandwidth" and subject != family.name and
                lex.entities.get(subject) is not None and
                lex.entities[subject].family == family.name
                for r, ids in readings.items() if r.scope in family.distinct]
        for i, (sa, ra, ids_a) in enumerate(said):
            for sb, rb, ids_b in said[i + 1:]:
                if sa == sb or ra.scope != rb.scope or not ids_a or not ids_b or \
                        (ra.direction is None) != (rb.direction is None):
                    continue
                va, vb = (_bidirectional(r, r)[0] for r in (ra, rb))
                if _agree(va, vb, ra.approx or rb.approx):
                    found.append((f"{sa} and {sb} both said to give {_fmt(ra.value, 'GB/s')} "
                                  f"{str(ra.scope).replace('-', ' ')}, but each {family.name} "
                                  f"generation has its own", ids_a, ids_b))
    return found


def _per_gpu(a: Assertion, reading: _Reading,
             lex: Lexicon) -> tuple[tuple[str, str], _Reading] | None:
    """What a system's or superchip's total says of each of its GPUs' NVLink generation: "DGX
    H100: 7.2 TB/s in total" is 900 GB/s per GPU of NVLink 4.0 (8 GPUs), so that a claim of 7.2
    TB/s per H100 is seen to conflict with it. A per-GPU figure given inside a system is not
    carried over: on the blind holdout set it raised false conflicts and flagged no more wrong
    pairs (scripts/eval_conflicts.py --split holdout)."""
    entity = lex.entities.get(a.subject)
    if a.attribute != "bandwidth" or entity is None or not entity.gpus or not entity.uses or \
            a.scope != "aggregate":
        return None
    return (entity.uses, "bandwidth"), reading._replace(
        scope="per-gpu", value=round(reading.value / entity.gpus, 6))


MARGIN = 0.25
"""Support (in log-odds) one side must have over the other to be favoured."""


def _favoured(ids: tuple[str, str], support: Callable[[str], float]) -> str | None:
    a, b = support(ids[0]), support(ids[1])
    if abs(a - b) < MARGIN:
        return None
    return ids[0] if a > b else ids[1]


Reading = _Reading
"""A reading as compare takes it: scope, direction, value, approximate."""
