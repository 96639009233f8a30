"""What ``conflicts --fail-unsettled`` says to do about the first conflict it fails on (the
pre-commit hook's last line): refute the losing fact, or, when its claim is true and nvfacts
read it wrong, say plainly what it asserts with ``read-as``. Every part of the hint comes from
that conflict: which of the loser's figures loses (a fact stating two figures may lose with one
and agree with the other), whether the loser cites a vendor's document the winner does not (then
the winner is the one to check first), and the ``read-as`` sentence, written from the suspect
fact's own reading with the scope and direction its claim leaves unsaid spelled out."""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .scopewords import SCOPE_WORDS
from .scoring import RELIABILITY_BY_KIND
from .units import amount

if TYPE_CHECKING:
    from .model import Assertion

VENDOR_GRADE = 0.9
"""A source kind this reliable (RELIABILITY_BY_KIND: a datasheet, a whitepaper) is the vendor's
own document: a fact citing it that loses to facts citing none is checked against them first."""

class Hinted:
    """What the hint needs of the store the conflict is in (a View's methods): each fact's
    assertions and its detail ('sources' cited, 'stored_status'), each source's kind, the
    groups of rival statements."""

    def __init__(self, assertions: Callable[[str], list[dict[str, Any]]],
                 detail: Callable[[str], dict[str, Any]], kinds: dict[str, str],
                 groups: Sequence[dict[str, Any]]) -> None:
        self.assertions = assertions
        self.detail = detail
        self.kinds = kinds
        self.groups = groups


def how_to_settle(found: Sequence[dict[str, Any]], store: str, know: Hinted) -> str:
    """The hint for the first conflict left open in ``found`` that has a favoured side (else
    the first left open), in the store at ``store``."""
    open_ = [c for c in found if not c["settled"]]
    first = next((c for c in open_ if c["favoured"]), open_[0])
    winner = first["favoured"]
    loser = next(i for i in first["ids"] if i != winner) if winner else None
    at = shlex.quote(store)
    group = _group(know.groups, first["ids"])
    if loser is None:
        suspect = first["ids"][0]
        refute = (f"nvfacts --store {at} refute ID --evidence \"what shows it wrong\" (ID: "
                  f"{' or '.join(first['ids'])}, the one whose claim is wrong)")
        check = ""
    else:
        assert winner is not None
        grounds = _grounds(loser, know)
        suspect = winner if grounds and not _grounds(winner, know) else loser
        refute = (f"nvfacts --store {at} refute {loser} --evidence \"what shows it wrong\" "
                  f"({_loses(loser, winner, group)})")
        check = "" if suspect == loser else (
            f" But {loser} has {grounds}, which {winner} has not: check {winner} first, and "
            f"refute or correct it instead when it is the one that is wrong.")
    example = _example(suspect, group, know)
    said = f"\"{example}\" (its reading, written out: correct what it got wrong)" if example \
        else "\"SUBJECT has FIGURE UNIT, DIRECTION, SCOPE\""
    return (f"to settle a conflict, refute the fact that is wrong, or correct its claim in the "
            f"store: {refute}.{check} If both claims are true and nvfacts read one wrong "
            f"(nvfacts --store {at} show {suspect} lists what it read), refute neither: say "
            f"what it asserts plainly, nvfacts --store {at} read-as {suspect} {said} (or "
            "--nothing when it states no such figure), which writes its 'assertions' list")


def _group(groups: Sequence[dict[str, Any]], ids: Sequence[str]) -> dict[str, Any] | None:
    """The group of rival statements the conflict between ``ids`` is in: both facts state one
    of its statements."""
    for group in groups:
        facts = {f for value in group["values"] for f in value["facts"]}
        if facts.issuperset(ids):
            return group
    return None


def _said(value: dict[str, Any]) -> str:
    """A statement's figure with its scope, as the hint names it ('72 ports', '50 GB/s per
    link')."""
    scope = SCOPE_WORDS.get(value.get("scope") or "")
    return amount(value["value"], value["unit"]) + (f" {scope}" if scope else "")


def _loses(loser: str, winner: str, group: dict[str, Any] | None) -> str:
    """'X loses to Y', saying which of X's figures loses to which of Y's when X states more
    than one in the group (one losing, another agreeing with Y)."""
    plain = f"{loser} loses to {winner}"
    if group is None:
        return plain
    mine = [v for v in group["values"] if loser in v["facts"]]
    losing = [v for v in mine if winner not in v["facts"] and v["verdict"] != "consensus"]
    kept = [v for v in mine if v not in losing]
    theirs = next((v for v in group["values"] if winner in v["facts"] and v not in losing),
                  None)
    if not losing or theirs is None:
        return plain
    said = (f"{loser}'s {' and '.join(map(_said, losing))} loses to {winner}'s "
            f"{_said(theirs)}")
    if kept:
        said += (f"; its {' and '.join(map(_said, kept))} agrees, so refuting it refutes "
                 "that too: if the losing figure is another thing's, correct its reading "
                 "instead")
    return said


def _grounds(fact: str, know: Hinted) -> str:
    """Why ``fact`` should not be refuted before its rival is checked, in words ('a citation
    of the vendor's datasheet h100-datasheet', 'the status verified in the store'), or '' when
    nothing says so: it cites a source of a kind that is the vendor's own document
    (VENDOR_GRADE), or its status in the store is verified (a curator's decision, or written
    by hand from such a document)."""
    detail = know.detail(fact)
    cited = dict.fromkeys(c["source"] for c in detail.get("sources", ()))
    vendor = [f"{know.kinds[s]} {s}" for s in cited
              if RELIABILITY_BY_KIND.get(know.kinds.get(s, ""), 0.0) >= VENDOR_GRADE]
    if vendor:
        return f"a citation of the vendor's {' and '.join(vendor)}"
    if detail.get("stored_status") == "verified":
        return "the status verified in the store"
    return ""


def _example(fact: str, group: dict[str, Any] | None, know: Hinted) -> str | None:
    """Plain sentences of what ``fact`` was read to assert (its statements in this conflict's
    group, the losing one first, then its other assertions: read-as replaces them all, so an
    example leaving one out would drop it once pasted), the direction and scope its claim leaves
    unsaid written as they were read, that read-as reads back to the same subject, figure, scope
    and direction; None when there is none."""
    if group is not None:
        values = [v for v in group["values"] if fact in v["facts"]]
        values.sort(key=lambda v: v["verdict"] == "consensus")
        readings = [{**v, "attribute": group["attribute"]} for v in values]
        grouped = {(v["subject"], group["attribute"]) for v in values}
        readings += [a for a in know.assertions(fact)
                     if (a["subject"], a["attribute"]) not in grouped]
    else:
        readings = know.assertions(fact)
    said = [s for s in map(_sentence, readings) if s is not None]
    whole = ". ".join(said)
    if len(said) > 1 and len(_read(whole)) < len(said):
        return said[0]
    return whole or None


def _sentence(reading: dict[str, Any]) -> str | None:
    """``reading`` said plainly ('NVLink 5.0 has 1.8 TB/s bidirectional per link', 'NVSwitch
    has 72 ports'), if read-as reads it back to it."""
    scope = reading.get("scope")
    direction = reading.get("direction")
    words = [reading["subject"], "has", amount(reading["value"], reading["unit"])]
    if reading["attribute"] == "bandwidth":
        words += [w for w in (direction, SCOPE_WORDS.get(scope or "")) if w]
    sentence = " ".join(words)
    if any((a.subject, a.attribute) == (reading["subject"], reading["attribute"]) and
           (reading["attribute"] != "bandwidth" or (a.scope, a.direction) == (
               scope, direction or a.direction)) and
           abs(a.value - reading["value"]) <= 1e-9 * max(1.0, abs(a.value))
           for a in _read(sentence)):
        return sentence
    return None


def _read(text: str) -> list[Assertion]:
    """What read-as reads from ``text`` ([] where it refuses it)."""
    from .curatedreading import reading_of
    from .errors import UsageError

    try:
        return reading_of(text)
    except UsageError:
        return []
