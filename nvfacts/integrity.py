"""What a valid store says against itself after a hand edit, named by ``check`` as notices:
a curator's decision made on a claim edited since (it no longer counts), a written status
('verified' or 'refuted') that the decision standing on the fact contradicts (the decision
wins), a merged wording whose claim now states a figure its fact does not (``diverged``:
it no longer counts for the fact), text a '#' cut short (cuttext) and a figure in a misspelt
unit (unitslips)."""

from __future__ import annotations

import functools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import Problem
from .units import amount

if TYPE_CHECKING:  # the quick commands' warm reads load no model
    from .model import Assertion, Decision, Fact, Mention, Wording

_VERB = {"verified": "verify", "refuted": "refute"}


@dataclass(frozen=True, slots=True)
class Notice:
    """A notice at its place in the file, and the id of the fact or wording it is about."""

    problem: Problem
    id: str

    def as_dict(self) -> dict[str, object]:
        return {**self.problem.as_dict(), "id": self.id}


def in_store(path: Path) -> list[Notice]:
    """The notices of the (valid) store at ``path``, in the order of the file."""
    from .cuttext import cut_texts
    from .loader import load_text
    from .storefile import BOM, read_text
    from .unitslips import in_store as unit_slips
    from .yamlread import Marks, read_yaml

    text = read_text(path)
    found = [Notice(Problem(str(path), cut.line, cut.column, cut.message()), cut.owner)
             for cut in cut_texts(text)]
    found += [Notice(Problem(str(path), slip.line, slip.column, slip.message()), slip.owner)
              for slip in unit_slips(text)]
    if "history" not in text and "merged" not in text:  # most stores: nothing more to look at
        return sorted(found, key=lambda n: (n.problem.line, n.problem.column))
    loaded = load_text(text, str(path), path)
    marks: list[Marks] = []

    def place(at: tuple[str | int, ...]) -> tuple[int, int]:
        """A merged wording's notice stands at the wording's own line, a fact's at the fact's
        (the loaded marks go no deeper than each fact: read again for a wording)."""
        if "merged" not in at:
            return loaded.marks.place(at)
        if not marks:
            deep = read_yaml(text.removeprefix(BOM), str(path), marks_depth=4).marks
            marks.append(deep if deep is not None else loaded.marks)
        return marks[0].place(at[:at.index("merged") + 2])

    found += [Notice(Problem(str(path), *place(("facts", i, *at)), message), on)
              for i, fact in enumerate(loaded.store.facts) for at, on, message in _of(fact)]
    found += [Notice(Problem(str(path), *place(("facts", i, "merged", fact.merged.index(wording))),
                             _diverged_note(fact, wording, said)), wording.id)
              for i, fact in enumerate(loaded.store.facts)
              for wording, said in diverged(fact)]
    return sorted(found, key=lambda n: (n.problem.line, n.problem.column))


def _of(fact: Fact) -> Iterator[tuple[tuple[str | int, ...], str, str]]:
    """(place within the fact, id, message) of each notice on ``fact``."""
    wordings: list[tuple[tuple[str | int, ...], Wording]] = [((), fact)]
    wordings += [(("merged", j), m) for j, m in enumerate(fact.merged)]
    for at, wording in wordings:
        stale = _stale(wording)
        if stale is not None:
            yield (*at, "claim"), wording.id, (
                f"note: the claim of '{wording.id}' changed since it was {stale.status} on "
                f"{stale.date}: that decision no longer counts (it reads as undecided); "
                f"`nvfacts {_VERB[stale.status]} {wording.id} --evidence TEXT` again if it "
                "still holds")
    latest = fact.latest_decision()
    if latest is not None and fact.status in _VERB and fact.status != latest.status:
        yield ("status",), fact.id, (
            f"note: '{fact.id}' is written 'status: {fact.status}' but was {latest.status} on "
            f"{latest.date} ({latest.evidence}): every command reads it as {latest.status}; "
            f"write 'status: {latest.status}', or record a new decision with `nvfacts "
            f"{_VERB[fact.status]} {fact.id} --evidence TEXT`")


def _stale(wording: Wording) -> Decision | None:
    """The latest decision on ``wording`` when it was made on a claim since edited."""
    last = max(reversed(wording.history), key=lambda d: d.date, default=None)
    return last if last is not None and not last.judged(wording.claim) else None


def diverged(fact: Fact) -> list[tuple[Mention, list[Assertion]]]:
    """Each wording merged into ``fact`` whose claim (edited by hand since the merge) states a
    figure the fact does not, with what it reads: the same claim no more, its citations and
    decisions do not count for the fact (``counted``). A wording nothing is read from, or
    stating only figures the fact states (in another unit or direction), is the fact's."""
    if not fact.merged:
        return []
    own = fact.assertions if fact.assertions is not None else _read(fact.claim)
    found = []
    for wording in fact.merged:
        said = wording.assertions if wording.assertions is not None else _read(wording.claim)
        if any(not any(_same(a, b) for b in own) for a in said):
            found.append((wording, list(said)))
    return found


@functools.lru_cache(maxsize=1 << 16)
def _read(claim: str) -> tuple[Assertion, ...]:
    """What ``claim`` asserts, read once for the brief, the score and the detail alike."""
    from .extract import extract

    return tuple(extract(claim))


def counted(fact: Fact) -> Fact:
    """``fact`` without the merged wordings that no longer say what it says (``diverged``):
    what its score, status and consensus weigh."""
    gone = {w.id for w, _ in diverged(fact)}
    return fact.model_copy(update={"merged": [m for m in fact.merged if m.id not in gone]}) \
        if gone else fact


def _same(a: Assertion, b: Assertion) -> bool:
    """Whether ``a`` and ``b`` state one figure of one attribute (within the tolerance of
    conflicts), as read (in the attribute's unit) or, for a bandwidth, made bidirectional."""
    from .agreement import TOLERANCE

    if a.attribute != b.attribute:
        return False
    pairs = [(float(a.value), float(b.value))]
    if a.attribute == "bandwidth":
        pairs.append((_both_ways(a), _both_ways(b)))
    return any(abs(x - y) <= TOLERANCE * max(abs(x), abs(y), 1e-9) for x, y in pairs)


def _both_ways(a: Assertion) -> float:
    return float(a.value) * (2 if a.direction == "unidirectional" else 1)


def _diverged_note(fact: Fact, wording: Mention, said: Sequence[Assertion]) -> str:
    figures = ", ".join(f"{a.attribute} {amount(a.value, a.unit)}" for a in said)
    return (f"note: merged wording '{wording.id}' now reads {figures}, which its fact "
            f"'{fact.id}' does not state: its citations and decisions no longer count for "
            f"'{fact.id}' and it is not exported with it (conflicts and answer weigh it as a "
            f"claim of its own); correct its claim, or `nvfacts unmerge {wording.id}` to make "
            f"it a fact of its own")
