"""Changing a store from Python: ``add``, ``verify`` and ``refute`` as the command line's
commands of those names do them (the same writes: atomic, locked, the user's other lines kept
byte for byte), with what is passed checked as ``kb.query`` checks it (arguments.py)."""

from __future__ import annotations

from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import arguments as given
from .errors import UsageError
from .model import SOURCE_KINDS, STATUSES, Fact

if TYPE_CHECKING:  # verify and refute never read a claim: the reader adding imports stays out
    from .adding import AddResult

ADD_OPTIONS = ("fact_id", "sources", "new_sources", "confidence", "status", "evidence", "tags",
               "source_kind", "source_reliability", "source_title", "source_url",
               "lock_timeout")
"""The keywords ``add`` takes, as ``nvfacts add``'s options."""
DECIDE_OPTIONS = ("source", "new_source", "source_kind", "source_reliability", "source_title",
                  "source_url", "lock_timeout")
"""The keywords ``verify`` and ``refute`` take, as the commands' options."""


def add(store: str | PathLike[str], claim: str, **options: Any) -> AddResult:
    """Add ``claim`` to the store at ``store`` (``nvfacts add``): the result holds the fact as
    the store shows it after the write, the facts it nearly repeats and conflicts with, the
    sources it declared, and whether the claim was new (a claim held word for word gains the
    citations instead). ``status="verified"`` or ``"refuted"`` is a curator's decision and needs
    ``evidence``, recorded in the fact's history as ``verify`` records it. UsageError for what
    the command line refuses (an unknown keyword, a value of the wrong type, a typo of a
    declared source, an id taken)."""
    from .adding import add_fact
    from .decisions import decide

    given.keywords("add", options, ADD_OPTIONS)
    path = _path(store)
    claim = _claim(claim)
    status = given.choice("status", options.get("status"), STATUSES) or "unverified"
    evidence = given.text("evidence", options.get("evidence"))
    decided = status in ("verified", "refuted")
    if decided and not (evidence or "").strip():
        raise UsageError(f"status='{status}' is a curator's decision: give evidence= (what it "
                         "rests on), recorded with today's date in the fact's history")
    if evidence is not None and not decided:
        raise UsageError("evidence= backs a decision: give it with status='verified' or "
                         "'refuted'")
    result = add_fact(
        path, claim, fact_id=given.text("fact_id", options.get("fact_id")),
        sources=given.texts("sources", options.get("sources")),
        new_sources=given.texts("new_sources", options.get("new_sources")),
        confidence=given.fraction("confidence", options.get("confidence")),
        status="unverified" if decided else status,
        tags=given.texts("tags", options.get("tags")), **_described(options),
        lock_timeout=_seconds(options.get("lock_timeout")))
    if decided:
        from .kb import load

        decide(path, result.record["id"], status, str(evidence),
               lock_timeout=_seconds(options.get("lock_timeout")))
        result.record = load(path).detail(result.record["id"])
    return result


def verify(store: str | PathLike[str], fact_id: str, evidence: str, **options: Any) -> Fact:
    """Record a curator's verification of ``fact_id`` with ``evidence`` (``nvfacts verify``);
    returns the fact as stored after it. ``source`` names the evidence's source (declared as a
    curator source when new, unless close to a declared id; ``new_source=True`` declares it
    anyway). UnknownFactError for an id the store does not hold, UsageError for what the
    command line refuses."""
    return _decide("verify", store, fact_id, "verified", evidence, options)


def refute(store: str | PathLike[str], fact_id: str, evidence: str, **options: Any) -> Fact:
    """Record a curator's refutation of ``fact_id`` (``nvfacts refute``), as ``verify`` does."""
    return _decide("refute", store, fact_id, "refuted", evidence, options)


def _decide(call: str, store: str | PathLike[str], fact_id: str, status: str, evidence: str,
            options: dict[str, Any]) -> Fact:
    from .decisions import decide

    given.keywords(call, options, DECIDE_OPTIONS)
    fact_id = given.text("fact_id", fact_id) or ""
    evidence = given.text("evidence", evidence) or ""
    if not evidence.strip():
        raise UsageError("evidence must say what the decision rests on")
    new_source = options.get("new_source", False)
    if not isinstance(new_source, bool):
        raise UsageError(f"new_source takes True or False, not {new_source!r}")
    return decide(_path(store), fact_id, status, evidence,
                  source=given.text("source", options.get("source")), new_source=new_source,
                  lock_timeout=_seconds(options.get("lock_timeout")), **_described(options))


def _path(store: Any) -> Path:
    """The store's path, given as ``--store`` gives it: the library writes where it is told."""
    if not isinstance(store, str | PathLike):
        raise UsageError(f"the store's path comes first, not {type(store).__name__} "
                         f"({store!r})")
    return Path(store)


def _claim(claim: Any) -> str:
    text = given.text("claim", claim)
    if not (text or "").strip():
        raise UsageError("claim takes the claim's text, not an empty one")
    return text or ""


def _described(options: dict[str, Any]) -> dict[str, Any]:
    """The description of a source the call declares, checked."""
    return {"source_kind": given.choice("source_kind", options.get("source_kind"),
                                        SOURCE_KINDS),
            "source_reliability": given.fraction("source_reliability",
                                                 options.get("source_reliability")),
            "source_title": given.text("source_title", options.get("source_title")),
            "source_url": given.text("source_url", options.get("source_url"))}


def _seconds(value: Any) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
        raise UsageError(f"lock_timeout takes seconds (a number from 0), not {value!r}")
    return float(value)
