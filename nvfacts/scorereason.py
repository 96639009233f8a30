"""What a fact's score rests on, in one line: what an export gives beside the score.

The score's terms (``explain``) take a tenth of a millisecond a fact to make, seconds for a
100k-fact export; this line is made from what the View keeps of the fact's statements (their
summaries and standing) and of a curator's decision, the same for every fact stating the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .units import amount

NOTHING_READ = "no figure read from its claim: the score rests on its own sources alone"
BEATEN = "beaten by a rival"
TIED = "tied with a rival"
"""How a statement's standing reads when it does not stand (``standing``)."""


def score_reason(statements: Sequence[dict[str, Any]], decided: str | None) -> str:
    """'curator verified on 2026-03-01 / NVLink 4.0 bandwidth 900 GB/s bidirectional; 3 fact(s),
    2 independent source(s), support 4.34; consensus over 1 rival(s)': the curator's latest
    decision (``decided``: its term's name up to the evidence), then each statement of the fact
    (ledger statement records) with its support and where it stands beside its rivals."""
    parts = [decided] if decided else []
    parts += [_part(s) for s in statements]
    return " / ".join(parts or [NOTHING_READ])


def contested(statements: Sequence[dict[str, Any]]) -> list[str]:
    """The parts of a score reason (``score_reason``) of the statements (ledger statement
    records) beaten by a rival or tied with one, not refuted: 'A800 bandwidth 50 GB/s; beaten
    by a rival: A800 400 GB/s per-gpu (score 0.98)'."""
    return [_part(s) for s in statements
            if not s.get("refuted") and (s.get("beaten") or s.get("tied"))]


def _part(statement: dict[str, Any]) -> str:
    """A statement's part of a score reason: what it says, its support, where it stands."""
    return (f"{statement['subject']} {statement['attribute']} {statement['summary']}; "
            f"{standing(statement)}")


def standing(statement: dict[str, Any]) -> str:
    """Where a statement stands beside its rivals: 'refuted by a curator', 'beaten by a rival:
    NVLink 4.0 900 GB/s bidirectional (score 0.99)', 'tied with a rival: ...', 'consensus over
    2 rival(s)', 'no rival'."""
    rivals = statement.get("rivals") or []
    if statement.get("refuted"):
        return "refuted by a curator"
    for flag, verdict, words in (("beaten", "wins", BEATEN), ("tied", "ties", TIED)):
        if statement.get(flag):
            named = next((r for r in rivals if str(r.get("why", "")).startswith(verdict)), None)
            return words + (f": {_rival(named)}" if named else "")
    beaten = sum(str(r.get("why", "")).startswith("loses") for r in rivals)
    return f"consensus over {beaten} rival(s)" if beaten else "no rival"


def _rival(rival: dict[str, Any]) -> str:
    """A rival as named in a standing: 'NVLink 4.0 900 GB/s bidirectional (score 0.99)'."""
    words = (rival.get("subject"), amount(rival["value"], rival.get("unit")),
             rival.get("direction"), rival.get("scope"))
    return " ".join(str(w) for w in words if w) + f" (score {rival['score']:.2f})"


def decision(inputs: list[Any] | None) -> str | None:
    """The curator's latest decision on a fact as a score reason names it ('curator verified on
    2026-03-01'), from the fact's kept score inputs (keptconsensus.inputs_record); None when
    no curator decided."""
    decided = inputs[2] if inputs else None
    return str(decided[0]).split(": ", 1)[0] if decided else None
