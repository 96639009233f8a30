"""What a valid store says against itself after a hand edit, named by ``check`` as notices:
a curator's decision made on a claim edited since (it no longer counts), and a written status
('verified' or 'refuted') that the decision standing on the fact contradicts (the decision
wins)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .errors import Problem
from .model import Decision, Fact, Wording

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
    from .loader import load_text
    from .storefile import read_text

    text = read_text(path)
    if "history" not in text:  # most stores: no decision to look at
        return []
    loaded = load_text(text, str(path), path)
    found = [Notice(Problem(str(path), *loaded.marks.place(("facts", i, *at)), message), on)
             for i, fact in enumerate(loaded.store.facts) for at, on, message in _of(fact)]
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
