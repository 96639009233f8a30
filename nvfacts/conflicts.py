"""Whether two readings of one subject and attribute can both hold, and why not in plain words.

The statement ledger (analysis/ledger.py) groups what the store's facts state by subject and
attribute and asks ``compare`` of each two statements in a group (a generic 'NVLink' never meets
'NVLink 4.0'; a switch fabric's totals, whose size is unsaid, never meet). The kinds:

- ``value``: the same scope (a scope a claim does not state is not guessed: it may be per GPU
  or per link for an NVLink generation, else the other side's, and the pair conflicts only if
  it does under every reading), values apart by more than the tolerance after putting both in one
  direction (bidirectional = 2 x per direction; a direction that only one side states leaves
  the other side's figure free to be either);
- ``qualifier``: the same number under contradicting qualifiers (900 GB/s bidirectional against
  900 GB/s unidirectional; 1.8 TB/s per GPU against 1.8 TB/s per link);
- ``arithmetic``: a per-GPU figure that is not the lexicon's links per GPU times a per-link one,
  or a system's aggregate that is not its GPUs times a per-GPU one;
- ``generation`` (the ledger's, across subjects): one figure said of two generations of a family
  under a scope where each has its own (the lexicon's ``distinct``: NVLink 3.0 and NVLink 4.0
  both at 600 GB/s per GPU);
- ``chronology`` (the ledger's, across subjects): a product dated before the NVLink generation
  it carries (B200 introduced 2022, NVLink 5.0 in 2024).

Which side of a conflict is favoured, and which facts are paired, is the consensus's
(analysis/consensus.py).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, NamedTuple

from .agreement import agree
from .analysis.certainty import plain_relations
from .lexicon import Lexicon
from .scopewords import SCOPE_WORDS
from .units import amount

if TYPE_CHECKING:
    from .model import Assertion
    from .reading.relations import Relation
    from .shares import Share


@dataclass(frozen=True, slots=True)
class Conflict:
    """Two facts that cannot both be right."""

    ids: tuple[str, str]
    kind: str
    reason: str
    favoured: str | None = None
    settled: bool = False
    """A curator refuted one side: ``conflicts`` lists it as settled, and ``--fail`` does not
    count it."""
    unplain: tuple[str, ...] = ()
    """Of a conflict held back (consensus.possible): the ids of its sides whose figure no fact
    states plainly (analysis/certainty.py), why it is only possible; its record's
    ``not_plain``."""
    subjects: tuple[str, ...] = ()
    """The subjects whose figures or relations it sets against each other (a generation
    conflict's two: NVLink 4.0 and NVLink 5.0)."""
    wholes: tuple[str, ...] = ()
    """The systems whose totals, per GPU, a side is and ``reason`` names so already."""
    shares: tuple[Share, ...] = ()
    """The totals of systems that a side states only shared by their GPUs, as a figure of one
    of ``subjects``: said after ``reason`` (``said``)."""

    @property
    def said(self) -> str:
        """Its reason, and how each of ``shares`` is the figure compared."""
        return "; ".join((self.reason, *(s.said() for s in self.shares)))

    def as_dict(self) -> dict[str, object]:
        found: dict[str, object] = {"ids": list(self.ids), "kind": self.kind,
                                    "reason": self.said, "favoured": self.favoured,
                                    "settled": self.settled}
        if self.unplain:
            found["not_plain"] = list(self.unplain)
        return found


class _Reading(NamedTuple):
    scope: str | None
    direction: str | None
    value: float
    approx: bool
    usual: str | None = None
    """The direction a figure with none stated is read in beside one that states one (the
    lexicon's usual-direction), never quoted as its own."""
    quoted: bool = False
    """``usual`` is the direction its unit is quoted in by convention (a port rate in bits is
    each way: the lexicon's quoted-direction), read as if stated beside any other figure."""


def _bidirectional(r: _Reading, other: _Reading) -> list[float]:
    """The reading's value in bidirectional terms. When only the other reading states its
    direction, an unstated one may be either ('HDR offers 50 GB/s' against '200 Gb/s in each
    direction' is the bidirectional figure) unless the lexicon gives its usual one ('900 GB/s
    per GPU' of an NVLink: both ways summed); when neither states it, both are taken to follow
    the same convention (the reference figures': NVLink bidirectional, networks per direction)
    and are compared as they are: '900 GB/s per GPU' against '450 GB/s per GPU' conflict. A
    port rate in bits (``quoted``) is each way as if it said so: 'HDR runs at 200 Gb/s per
    port' agrees with 'HDR offers 50 GB/s per port' (both ways summed)."""
    if r.direction == "bidirectional":
        return [r.value]
    if r.direction == "unidirectional":
        return [2 * r.value]
    directed = other.direction or other.quoted  # a rate in bits is as good as stated
    if r.usual and (directed or r.quoted):
        return _bidirectional(r._replace(direction=r.usual), other)
    return [r.value, 2 * r.value] if directed else [r.value]


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
    if attribute == "bandwidth" and ("aggregate" in (a.scope, b.scope) or
                                     None in (a.scope, b.scope)) and \
            subject in lex.entities and lex.entities[subject].kind == "switch":
        return None  # a switch fabric's total: how many switches, in which system, is unsaid;
        # a switch's figure of no stated scope may be such a total ("3.2 TB/s of switching
        # bandwidth"), a chip's, a port's or a GPU's ("an all-to-all 900 GB/s bandwidth
        # topology"): not the one it is set against, stated or not
    if attribute != "bandwidth":
        same_scope = a.scope == b.scope or a.scope is None or b.scope is None
        if same_scope and a.value != b.value:  # counts and years match exactly
            return "value", (f"{subject} {attribute}: {a.value:g} against {b.value:g}")
        return None
    if _either_way(a, b, subject, lex):
        return None
    links = lex.entities[subject].links if subject in lex.entities else None
    verdict: tuple[str, str] | None = None
    tried: list[str | None] = []
    for sa in _scopes(a, links, b):
        for sb in _scopes(b, links, a):
            found = _compare_scoped(a._replace(scope=sa), b._replace(scope=sb), subject, unit,
                                    lex)
            if found is None:
                return None
            if verdict is None:
                verdict = found
                tried = [sa, sb]
    if verdict is None or tried == [a.scope, b.scope] or (
            verdict[0] == "qualifier" and tried[0] == tried[1]):
        return verdict  # the scopes stated, or a reason that names none (the directions)
    return verdict[0], _unstated(a, b, subject, unit)


def _either_way(a: _Reading, b: _Reading, subject: str, lex: Lexicon) -> bool:
    """Whether two figures stating no direction, of a subject quoted in either (the lexicon's
    either-direction), are one figure each way and both summed."""
    if a.direction or b.direction or a.quoted or b.quoted:
        return False
    entity = lex.entities.get(subject)
    if {subject, entity and entity.family}.isdisjoint(lex.either_direction):
        return False
    approx = a.approx or b.approx
    return agree(2 * a.value, b.value, approx) or agree(a.value, 2 * b.value, approx)


def _unstated(a: _Reading, b: _Reading, subject: str, unit: str) -> str:
    """The reason two readings conflict when a scope was not stated: each figure with the
    scope its claim states, never one assumed for it."""
    def said(r: _Reading) -> str:
        words = (amount(r.value, unit), r.direction or "",
                 SCOPE_WORDS[r.scope] if r.scope else "(scope not stated)")
        return " ".join(w for w in words if w)

    if a.scope is None and b.scope is None:
        return f"{subject} bandwidth (scope not stated): {amount(a.value, unit)} " \
               f"{a.direction or ''} against {amount(b.value, unit)} {b.direction or ''}" \
               .replace("  ", " ").strip()
    return f"{subject} bandwidth: {said(a)} against {said(b)}, whatever its scope"




def _compare_scoped(a: _Reading, b: _Reading, subject: str, unit: str,
                    lex: Lexicon) -> tuple[str, str] | None:
    approx = a.approx or b.approx
    same_number = agree(a.value, b.value, approx)
    if a.scope != b.scope:
        if same_number and {a.scope, b.scope} in ({"per-gpu", "per-link"},
                                                  {"aggregate", "per-link"}):
            links = lex.entities[subject].links if subject in lex.entities else None
            whole = "per GPU" if "per-gpu" in (a.scope, b.scope) else "in total"
            if links and links > 1:  # a total is at least a GPU's, all its links together
                return "qualifier", (f"{subject}: both say {amount(a.value, unit)}, one {whole} "
                                     f"and one per link, but a GPU has {links} links")
        if {a.scope, b.scope} == {"per-gpu", "per-link"}:
            return _arithmetic(a, b, subject, unit, lex)
        if {a.scope, b.scope} == {"per-gpu", "aggregate"}:
            found = _whole(a, b, subject, unit, lex)
            if found is not None:
                return found
        if "aggregate" in (a.scope, b.scope) and \
                {a.scope, b.scope} & {"per-gpu", "per-link"}:
            return _less_than_a_part(a, b, subject, unit, lex)
        return None
    if a.direction and b.direction and a.direction != b.direction and same_number:
        return "qualifier", (f"{subject}: both say {amount(a.value, unit)}, one bidirectional and "
                             f"one unidirectional ({amount(a.value, unit)} in each direction would "
                             f"be {amount(2 * a.value, unit)} bidirectional)")
    if any(agree(x, y, approx) for x in _bidirectional(a, b) for y in _bidirectional(b, a)):
        return None
    scope = f" ({a.scope.replace('-', ' ')})" if a.scope else ""
    return "value", (f"{subject} bandwidth{scope}: {amount(a.value, unit)} {_said(a, b)} "
                     f"against {amount(b.value, unit)} {_said(b, a)}").replace("  ", " ").strip()


def _less_than_a_part(a: _Reading, b: _Reading, subject: str, unit: str,
                      lex: Lexicon) -> tuple[str, str] | None:
    """A total of an interconnect whose links per GPU the lexicon knows (no system's, which
    _whole weighs) smaller than one GPU's or one link's figure of it, whatever direction each
    may be in: a total sums one GPU's links at least."""
    entity = lex.entities.get(subject)
    if entity is None or entity.gpus or not entity.links:
        return None
    whole, part = (a, b) if a.scope == "aggregate" else (b, a)
    if any(agree(w, p, whole.approx or part.approx) or w > p
           for w in _bidirectional(whole, part) for p in _bidirectional(part, whole)):
        return None
    word = "a GPU's" if part.scope == "per-gpu" else "a link's"
    return "arithmetic", (f"{subject}: {amount(whole.value, unit)} {_said(whole, part)} in total "
                          f"is less than {word} {amount(part.value, unit)} {_said(part, whole)}"
                          ).replace("  ", " ")


def _said(r: _Reading, other: _Reading) -> str:
    """A reading's direction as its claim states it, or the one it was read in."""
    if r.direction or not (r.usual and other.direction):
        return r.direction or ""
    return f"(direction not stated: read as {r.usual}, as usual)"


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
        if any(agree(gpu.value, expected * f, gpu.approx or link.approx) for f in (.5, 1, 2)):
            return None  # each may be either direction
        return "arithmetic", (f"{subject}: {amount(gpu.value, unit)} per GPU is not {entity.links} "
                              f"links x {amount(link.value, unit)} per link = "
                              f"{amount(expected, unit)} (nor half or twice that, whatever "
                              f"directions they mean)")
    if gpu.direction is None or link.direction is None:
        return None
    factor = 1.0 if gpu.direction == link.direction else \
        2.0 if gpu.direction == "bidirectional" else 0.5
    expected = entity.links * link.value * factor
    if agree(gpu.value, expected, gpu.approx or link.approx):
        return None
    return "arithmetic", (f"{subject}: {amount(gpu.value, unit)} {gpu.direction} per GPU is not "
                          f"{entity.links} links x {amount(link.value, unit)} {link.direction} per "
                          f"link = {amount(expected, unit)} {gpu.direction}")


def _whole(a: _Reading, b: _Reading, subject: str, unit: str,
           lex: Lexicon) -> tuple[str, str] | None:
    """A system's or superchip's aggregate that is not its GPUs times a GPU's figure."""
    entity = lex.entities.get(subject)
    if entity is None or not entity.gpus or entity.cut_total:
        return None  # a total across a cut through the fabric sums no GPUs
    gpu, whole = (a, b) if a.scope == "per-gpu" else (b, a)
    factors = [2.0 if gpu.direction == "unidirectional" != whole.direction else 1.0]
    if gpu.direction != whole.direction and None in (gpu.direction, whole.direction):
        factors = [0.5, 1.0, 2.0]  # a direction stated on one side only: either
    elif gpu.direction == "bidirectional" and whole.direction == "unidirectional":
        factors = [0.5]
    expected = [entity.gpus * gpu.value * f for f in factors]
    if any(agree(whole.value, e, gpu.approx or whole.approx) for e in expected):
        return None
    return "arithmetic", (f"{subject}: {amount(whole.value, unit)} in total is not {entity.gpus} "
                          f"GPUs x {amount(gpu.value, unit)} per GPU = "
                          f"{amount(entity.gpus * gpu.value, unit)}")


Reading = _Reading
"""A reading as compare takes it: scope, direction, value, approximate."""


def relation_conflicts(said: Sequence[tuple[str, Sequence[Assertion], Sequence[Relation]]],
                       lex: Lexicon,
                       support: Callable[[list[str]], Mapping[str, float]]) -> list[Conflict]:
    """Facts whose relations cannot both hold, from each fact's (id, assertions, relations):

    - ``generation``: one product said to use two generations of one family (the A100 uses
      NVLink 3.0 in one claim and NVLink 4.0 in another; NVSwitch 2.0 against 3.0), or one
      generation said to have debuted on GPUs of two architectures (the lexicon's
      ``relation-words: debut``: "V100 introduced NVLink 2.0" against "NVLink 2.0 first appeared
      on the P100"; the A100 and the A800, both Ampere, are one debut);
    - ``nvlink-support``: a product said to have no NVLink against a claim giving that same
      product's NVLink (a figure or link count whose claim names NVLink, or a generation it
      uses). The product is the one named: the A100 PCIe card is not the A100 (SXM).

    Each side's facts are weighed by ``support`` (log-odds by id): each fact of a weaker side is
    paired with the best fact of the strongest, which is favoured when it is stronger; a fact on
    two sides of one question (its own claim says both) takes part in neither."""
    sides: dict[tuple[str, str, str], dict[str, list[str]]] = defaultdict(dict)
    has: dict[str, dict[str, list[str]]] = defaultdict(dict)
    """What each fact says of a product's NVLink, by product and fact: its generations and
    figures."""
    figures: dict[str, list[tuple[str, Assertion]]] = defaultdict(list)
    debut = lex.derived("debut-words", _debut_words)
    for fact_id, assertions, relations in said:
        for r in plain_relations(assertions, relations, lex):
            if r.relation == "uses":
                family = lex.entities[r.object].family if r.object in lex.entities else None
                sides[("generation", r.subject, family or r.object.split()[0])].setdefault(
                    r.object, []).append(fact_id)
                if (gpu := lex.entities.get(r.subject)) is not None and gpu.kind == "gpu" and \
                        gpu.architecture and debut.search(r.text or ""):
                    sides[("debut", r.object, "")].setdefault(
                        gpu.architecture, []).append(fact_id)
                if family == "NVLink":
                    has[r.subject].setdefault(fact_id, []).append(f"uses {r.object}")
            elif r.relation == "lacks":
                sides[("nvlink-support", r.subject, "")].setdefault("no NVLink", []).append(
                    fact_id)
    lacking = {subject for kind, subject, _ in sides if kind == "nvlink-support"}
    for fact_id, assertions, _ in said if lacking else ():
        for a in assertions:
            if a.subject in lacking and a.attribute in ("bandwidth", "link-count"):
                figures[a.subject].append((fact_id, a))
    for (kind, subject, _), by_side in list(sides.items()):
        if kind != "nvlink-support":
            continue
        for fact_id, a in figures.get(subject, ()):
            if _nvlink_figure(a, lex):
                has[subject].setdefault(fact_id, []).append(_figure(a))
        by_side["NVLink"] = list(has[subject])
    found: list[Conflict] = []
    for (kind, subject, family), by_side in sides.items():
        if sum(1 for fs in by_side.values() if fs) > 1:
            found += _sides(kind, subject, family, by_side, has.get(subject, {}), support)
    return found


def _debut_words(lex: Lexicon) -> re.Pattern[str]:
    words = sorted(lex.words("debut"), key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z])(?:" + ("|".join(map(re.escape, words)) or "(?!)") +
                      r")(?![A-Za-z])", re.I)


def _nvlink_figure(a: Assertion, lex: Lexicon) -> bool:
    """Whether ``a`` is a figure of its subject's NVLink: a bandwidth or link count of a
    product whose claim names NVLink (not NVLink-C2C) and no other interconnect."""
    entity = lex.entities.get(a.subject)
    if a.attribute not in ("bandwidth", "link-count") or not a.text or entity is None or \
            entity.kind not in ("gpu", "card", "system", "superchip", "consumer-gpu"):
        return False
    named = {lex.entities[m.value].family or m.value for m in lex.find_entities(a.text)
             if m.kind == "interconnect"}
    return named == {"NVLink"}


def _figure(a: Assertion) -> str:
    return amount(a.value, a.unit) if a.attribute == "bandwidth" else f"{a.value:g} links"


def _sides(kind: str, subject: str, family: str, by_side: dict[str, list[str]],
           figures: Mapping[str, list[str]],
           support: Callable[[list[str]], Mapping[str, float]]) -> list[Conflict]:
    both = {f for a, b in combinations(by_side.values(), 2) for f in set(a) & set(b)}
    kept = {k: list(dict.fromkeys(f for f in fs if f not in both)) for k, fs in by_side.items()}
    kept = {k: fs for k, fs in kept.items() if fs}
    if len(kept) < 2:
        return []
    weight = support([f for fs in kept.values() for f in fs])
    ranked = sorted(kept.items(), key=lambda kv: (max(weight.get(f, 0.0) for f in kv[1]),
                                                  len(kv[1])), reverse=True)
    (best_side, best_facts), rest = ranked[0], ranked[1:]
    best = max(best_facts, key=lambda f: weight.get(f, 0.0))
    strength = (weight.get(best, 0.0), len(best_facts))
    found = []
    for side, facts in rest:
        stronger = strength > (max(weight.get(f, 0.0) for f in facts), len(facts))
        for fact_id in facts:
            reason = _relation_reason(kind, subject, family, best_side, side, figures,
                                      best, fact_id)
            ids = (min(best, fact_id), max(best, fact_id))
            found.append(Conflict(ids, "generation" if kind == "debut" else kind, reason,
                                  best if stronger else None, subjects=(subject,)))
    return found


def _relation_reason(kind: str, subject: str, family: str, one: str, other: str,
                     figures: Mapping[str, list[str]], one_fact: str, other_fact: str) -> str:
    if kind == "generation":
        return (f"{subject}: one claim says it uses {one}, the other {other}; one product has "
                f"one {family} generation")
    if kind == "debut":
        return (f"{subject}: one claim says it debuted on a {one} GPU, the other on a {other} "
                "GPU; a generation debuts on one GPU architecture")
    what = figures.get(other_fact if one == "no NVLink" else one_fact, [])
    return (f"{subject}: one claim says it has no NVLink, the other gives its NVLink: "
            f"{', '.join(dict.fromkeys(what))}")
