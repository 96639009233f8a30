"""Facts as plain data for JSON, CSV and tables (the SPEC's ``fact`` object)."""

from __future__ import annotations

from typing import Any

from .lang import detect
from .model import Fact


def fact_record(fact: Fact, score: float | None) -> dict[str, Any]:
    """The SPEC's ``fact`` object: stored fields, the detected language and the computed score."""
    return {
        "id": fact.id,
        "claim": fact.claim,
        "lang": fact.lang or detect(fact.claim),
        "status": fact.status,
        "confidence": fact.confidence,
        "score": score,
        "tags": list(fact.tags),
        "sources": [c.model_dump(exclude_none=True) for c in fact.sources],
    }
