"""The library API: a loaded store and the questions people ask of it.

    import nvfacts
    kb = nvfacts.load("data/facts.yaml")
    for fact in kb.query("NVLink 4.0 bandwidth", statuses=["verified"]):
        print(fact["id"], fact["score"])

The command line is a thin layer over this class, so both give the same answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from .errors import UnknownFactError
from .loader import Loaded
from .loader import load as load_store
from .model import Fact, Source
from .records import fact_record
from .search import Filters, search


@dataclass
class KnowledgeBase:
    """A valid store, read once; ask it for facts, searches and scores."""

    loaded: Loaded

    @property
    def path(self) -> Path:
        return self.loaded.path

    @property
    def facts(self) -> list[Fact]:
        return self.loaded.store.facts

    @property
    def sources(self) -> list[Source]:
        return self.loaded.store.sources

    @cached_property
    def _by_id(self) -> dict[str, Fact]:
        return {f.id: f for f in self.facts}

    def get(self, fact_id: str) -> Fact:
        """The fact with ``fact_id``; UnknownFactError names the nearest ids when there is none."""
        fact = self._by_id.get(fact_id)
        if fact is None:
            import difflib

            near = difflib.get_close_matches(fact_id, list(self._by_id), n=3, cutoff=0.6)
            hint = f"; did you mean {', '.join(near)}?" if near else \
                "; 'nvfacts query' lists the ids"
            raise UnknownFactError(f"no fact has the id '{fact_id}'{hint}")
        return fact

    def score(self, fact: Fact) -> float | None:
        """The fact's computed confidence."""
        return fact.confidence

    def record(self, fact: Fact) -> dict[str, Any]:
        """The SPEC's JSON ``fact`` object for ``fact``."""
        return fact_record(fact, self.score(fact))

    def query(self, text: str | None = None, *, statuses: Sequence[str] = (),
              min_confidence: float | None = None, tags: Sequence[str] = (),
              sources: Sequence[str] = (), lang: str | None = None,
              limit: int | None = None) -> list[dict[str, Any]]:
        """Fact records matching ``text`` and the filters, best first."""
        filters = Filters(statuses, min_confidence, tags, sources, lang)
        hits = search(self.facts, text, filters, limit)
        out = []
        for fact, match in hits:
            record = self.record(fact)
            if text:
                record["match"] = match
            out.append(record)
        return out


def load(path: str | Path) -> KnowledgeBase:
    """Read and validate the store at ``path``; raises InvalidStoreError listing its problems."""
    return KnowledgeBase(load_store(Path(path)))
