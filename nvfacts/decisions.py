"""Curators' verdicts: verify or refute a fact, with date and evidence, in its status history."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TypeVar

from .errors import UsageError
from .model import Decision, Fact, Source, Wording, claim_digest
from .sourcenames import refuse_redescribed, refuse_typos
from .writer import StoreEditor


def decide(path: Path, fact_id: str, status: str, evidence: str, *, source: str | None = None,
           new_source: bool = False, today: datetime.date | None = None,
           lock_timeout: float | None = None, source_kind: str | None = None,
           source_reliability: float | None = None, source_title: str | None = None,
           source_url: str | None = None) -> Fact:
    """Record a curator's decision on ``fact_id`` and set its status; returns the new fact (for
    a wording merged into another fact, that fact, with the decision on the wording). A
    ``source`` the store does not declare is declared (of kind ``source_kind``, else
    ``curator``, with ``source_reliability``, ``source_title`` and ``source_url``), unless it is
    close to a declared id (a typo: UsageError) and not said to be new; a declared source
    described otherwise is refused, as ``add`` refuses it (``sourcenames.refuse_redescribed``)."""
    described = (source_kind, source_reliability, source_title, source_url)
    if not source and any(v is not None for v in described):
        raise UsageError("--source-kind, --source-reliability, --source-title and --source-url "
                         "describe the evidence's source: give it with --source or --new-source")
    with StoreEditor(path, lock_timeout) as editor:
        if source:
            refuse_typos([source], {s.id for s in editor.sources}, [source] if new_source else [])
            refuse_redescribed([source], editor.sources, source_kind, source_reliability,
                               "--source-reliability", title=source_title, url=source_url)
        decision = Decision(date=(today or datetime.date.today()).isoformat(),
                            status=status,  # type: ignore[arg-type]
                            evidence=evidence, source=source)
        # the decision on a wording merged into another fact is that wording's
        updated = editor.change_wording(fact_id, lambda w: _decided(w, decision))
        if source and source not in {s.id for s in editor.sources}:
            editor.add_source(Source(id=source, kind=source_kind or "curator",  # type: ignore[arg-type]
                                     reliability=source_reliability, title=source_title,
                                     url=source_url))
        editor.save()
    return updated


W = TypeVar("W", bound=Wording)


def _decided(wording: W, decision: Decision) -> W:
    """``wording`` with ``decision`` in its history and the status of the decision that stands
    (``Wording.latest_decision``: the latest by date, the rule the score's curator term
    follows), bound to the claim it judged (``Decision.claim_digest``)."""
    decision = decision.model_copy(update={"claim_digest": claim_digest(wording.claim)})
    with_it = wording.model_copy(update={"history": [*wording.history, decision]})
    latest = with_it.latest_decision()
    assert latest is not None  # it holds ``decision`` at least
    return with_it.model_copy(update={"status": latest.status})
