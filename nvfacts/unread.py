"""Claims nvfacts reads nothing from (no figure, no entity with an attribute): they take no part
in conflicts, answers or dedup, so ingest and ``check --unread`` name them, with the entity
names a misspelt word of the claim is close to ("NVLnk": did you mean NVLink?)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .errors import Problem
from .model import Assertion, Fact
from .reading.figures import Derived
from .unitslips import Slip, slips

NEAR = 85.0
"""rapidfuzz ratio (lower case) from which a word of a claim is taken for an entity's name."""

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9-]{3,}")
"""A word that could be a misspelt one-word name: four characters or more ('NVLnk')."""


@dataclass(frozen=True, slots=True)
class Unread:
    """A fact nothing was read from, the entity names its words are close to, and its figures
    written in a unit nvfacts does not know but close to one it knows ('128 GB/ss')."""

    id: str
    claim: str
    near: list[str] = field(default_factory=list)
    units: list[Slip] = field(default_factory=list)

    @classmethod
    def of(cls, fact_id: str, claim: str) -> Unread:
        return cls(fact_id, claim, near_names(claim), slips(claim))


@dataclass(frozen=True, slots=True)
class Partly:
    """A fact read in part: the bandwidth figures of its claim that no assertion stands on,
    those taken as read as a read figure times a count the claim states (``derived``), and those
    in a unit it does not know (``units``)."""

    id: str
    claim: str
    figures: list[str]
    derived: list[Derived] = field(default_factory=list)
    units: list[Slip] = field(default_factory=list)
    """Its figures written in a unit nvfacts does not know but close to one it knows."""


def unread(facts: Sequence[Fact], read: Sequence[list[Assertion]] | None = None
           ) -> list[Unread]:
    """The facts of ``facts`` whose claim gives no assertion and states no relation ("The H100
    uses fourth-generation NVLink": H100 uses NVLink 4.0, which conflicts and ``show`` read),
    each with the names a word of it is close to. A fact whose curator wrote its
    ``assertions`` (even none) is read. ``read``: their assertions, when known."""
    from .reading.relations import relations_of

    return [Unread.of(f.id, f.claim)
            for f, found in zip(facts, _assertions(facts) if read is None else read,
                                strict=True)
            if f.assertions is None and not found and not relations_of(found)]


def assertions_of(facts: Sequence[Fact]) -> list[list[Assertion]]:
    """Each fact's assertions: its curator's, else those read from its claim (kept by text)."""
    return _assertions(facts)


def partly_read(facts: Sequence[Fact], read: Sequence[list[Assertion]] | None = None
                ) -> list[Partly]:
    """The facts of ``facts`` something was read from whose claim writes a bandwidth figure
    ('900 GB/s') none of their assertions (read or written by a curator) has as its value: those
    not read (``figures``), and those read as the arithmetic of read ones (``derived``: '7.2
    TB/s' is 8 x '900 GB/s' in a claim of 8 GPUs). ``read``: their assertions, when known."""
    from .lexicon import lexicon
    from .reading.figures import figures_read

    lex, found = lexicon(), []
    for fact, assertions in zip(facts, _assertions(facts) if read is None else read,
                                strict=True):
        if assertions:
            figures, derived = figures_read(fact.claim, [(a.value, a.unit) for a in assertions],
                                            lex)
            units = slips(fact.claim)
            if figures or derived or units:
                found.append(Partly(fact.id, fact.claim, figures, derived, units))
    return found


def _assertions(facts: Sequence[Fact]) -> list[list[Assertion]]:
    """Each fact's assertions: its curator's, else those read from its claim."""
    from .cache import reader

    asked = [f for f in facts if f.assertions is None]
    readings = iter(reader()([f.claim for f in asked]) if asked else [])
    return [f.assertions if f.assertions is not None else next(readings) for f in facts]


def near_names(claim: str) -> list[str]:
    """The one-word entity names and aliases of the lexicon (NVLink, NVSwitch, InfiniBand ...)
    that a word of ``claim`` is close to but not written as (NEAR, or a word of five letters or
    more that is the name with two letters side by side swapped), in the order of those
    words."""
    from rapidfuzz import fuzz, process
    from rapidfuzz.distance import OSA

    names, known = _names(), _known()
    found: dict[str, None] = {}
    for word in _WORD.findall(claim):
        key = word.lower()
        if key in known:  # a word the lexicon uses ('bandwidth' is no slip of 'nvbandwidth')
            continue
        best = process.extractOne(key, list(names), scorer=fuzz.ratio, score_cutoff=NEAR)
        if best is None and len(key) > 4:  # two letters swapped ('NVLnik'): one slip, not two
            swapped = next((n for n in _letters().get("".join(sorted(key)), ())
                            if OSA.distance(n, key) == 1), None)
            if swapped is not None:
                found[names[swapped]] = None
        if best is not None:
            found[names[best[0]]] = None
    return list(found)


@cache
def _names() -> dict[str, str]:
    """Each one-word name or alias of an entity, by its lower case, as the lexicon writes it."""
    from .lexicon import lexicon

    names: dict[str, str] = {}
    for entity in lexicon().entities.values():
        for name in (entity.name, *entity.aliases):
            if _WORD.fullmatch(name):
                names.setdefault(name.lower(), name)
    return names


@cache
def _letters() -> dict[str, list[str]]:
    """``_names``' keys by their letters sorted (a word with two letters swapped has them)."""
    found: dict[str, list[str]] = {}
    for key in _names():
        found.setdefault("".join(sorted(key)), []).append(key)
    return found


@cache
def _known() -> frozenset[str]:
    """Every word of four characters or more written anywhere in the lexicon, in lower case."""
    from .lexicon import raw

    found: set[str] = set()
    todo: list[object] = [raw()]
    while todo:
        value = todo.pop()
        if isinstance(value, str):
            found.update(w.lower() for w in _WORD.findall(value))
        elif isinstance(value, dict):
            todo += [*value.keys(), *value.values()]
        elif isinstance(value, list):
            todo += value
    return frozenset(found)


def note(fact_id: str, near: Sequence[str], units: Sequence[Slip] = (), claim: str = "") -> str:
    """What ``check --unread`` and ``add`` say of a fact whose claim nothing was read from:
    a misspelt unit or name when it has one, else what is missing: a figure with its unit, or,
    when the claim writes one ('400 Gb/s'), a subject nvfacts knows to give it to."""
    if units:
        said = "; ".join(u.said() for u in units)
        also = f"; did you mean {' or '.join(near)}?" if near else ""
        return f"note: nothing read from fact '{fact_id}' ({said}){also}"
    if near:
        return (f"note: nothing read from fact '{fact_id}' (no figure or attribute of an entity "
                f"nvfacts knows): did you mean {' or '.join(near)}?")
    written = _figure_written(claim)
    if written is not None:
        return (f"note: nothing read from fact '{fact_id}': its figure {written} is of no "
                f"subject nvfacts compares{_named_not_compared(claim)}: fine when that is so; "
                "else name what the figure is of (an NVLink, NVSwitch, PCIe or InfiniBand "
                "generation, a GPU or a system: 'NDR InfiniBand runs at 400 Gb/s per port'), or "
                "give the fact its 'assertions'")
    return (f"note: nothing read from fact '{fact_id}' (no figure or attribute of an entity "
            "nvfacts knows): fine when it states no figure; else name the entity and write the "
            "figure with its unit, or give the fact its 'assertions'")


def _figure_written(claim: str) -> str | None:
    """The first bandwidth figure ``claim`` writes with its unit ('400 Gb/s'), or None."""
    from .lexicon import lexicon
    from .reading.quantities import bandwidth_pattern

    found = bandwidth_pattern(lexicon()).search(claim) if claim else None
    return " ".join(found.group().split()) if found is not None else None


def _named_not_compared(claim: str) -> str:
    """The things ``claim`` names whose figures nvfacts does not compare (a NIC, a network, a
    measurement's library: reading/kinds.py's NOT_A_SUBJECT), as ' (ConnectX: NIC figures are
    not compared)'; '' for none."""
    from .lexicon import lexicon
    from .reading.kinds import NOT_A_SUBJECT

    lex = lexicon()
    named = {m.value: lex.entities[m.value].kind for m in lex.find_entities(claim)
             if m.value in lex.entities and lex.entities[m.value].kind in NOT_A_SUBJECT}
    if not named:
        return ""
    return " (" + "; ".join(f"{name}: {kind.upper() if len(kind) <= 3 else kind.replace('-', ' ')}"
                            " figures are not compared" for name, kind in named.items()) + ")"


def in_store(path: Path) -> tuple[list[tuple[Problem, Unread]], list[tuple[Problem, Partly]],
                                  list[tuple[Problem, Partly]]]:
    """For the (valid) store at ``path``, read once: each fact nothing was read from, each
    bandwidth figure of a claim read in part (``figures``: that one figure), each with a note
    at its claim's place in the file, and each figure taken as read as the arithmetic of read
    ones (``derived``: that one; its Problem places it and says so, no note to print)."""
    from .loader import load

    loaded = load(path)
    facts = loaded.store.facts
    position = {f.id: i for i, f in enumerate(facts)}

    def place(fact_id: str) -> tuple[int, int]:
        return loaded.marks.place(("facts", position[fact_id], "claim"))

    unread_notes = []
    partly = partly_read(facts)
    for item in unread(facts):
        unread_notes.append((Problem(str(path), *place(item.id),
                                     note(item.id, item.near, item.units, item.claim)), item))
    partly_notes = [(Problem(str(path), *place(item.id), f"note: {figure} in '{item.id}' is not "
                             "read (what it is of is unclear); nothing checks it: name what it "
                             "is of in the claim, or give the fact its 'assertions'"),
                     Partly(item.id, item.claim, [figure]))
                    for item in partly for figure in item.figures]
    derived = [(Problem(str(path), *place(item.id), f"{d.figure} in '{item.id}' is read as "
                        f"{d.times} x {d.of}"), Partly(item.id, item.claim, [], [d]))
               for item in partly for d in item.derived]
    return unread_notes, partly_notes, derived
