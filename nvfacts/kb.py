"""The library API: a loaded store and the questions people ask of it.

    import nvfacts
    kb = nvfacts.load("data/facts.yaml")
    for fact in kb.query("NVLink 4.0 bandwidth", statuses=["verified"]):
        print(fact["id"], fact["score"])

The command line is a thin layer over this class, so both give the same answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from .errors import UnknownFactError
from .loader import Loaded
from .loader import load as load_store
from .model import Assertion, Fact, Source
from .records import fact_record
from .search import Filters, search


@dataclass
class KnowledgeBase:
    """A valid store, read once; ask it for facts, searches and scores."""

    loaded: Loaded
    _assertions: dict[str, list[Assertion]] = field(default_factory=dict, repr=False)

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

    def assertions(self, fact: Fact) -> list[Assertion]:
        """What the fact asserts: the curator's ``assertions`` when written, else extracted."""
        if fact.assertions is not None:
            return fact.assertions
        cached = self._assertions.get(fact.id)
        if cached is None:
            from .extract import extract

            cached = self._assertions[fact.id] = extract(fact.claim)
        return cached

    def assertion_records(self, fact: Fact) -> list[dict[str, Any]]:
        origin = "curator" if fact.assertions is not None else "extracted"
        return [{**a.model_dump(), "origin": origin} for a in self.assertions(fact)]

    def about(self, subject: str | None, attribute: str | None) -> set[str]:
        """Ids of facts asserting something of ``subject`` (any alias; a family such as
        'NVLink' takes in its generations) and/or of ``attribute``."""
        from .errors import UsageError
        from .lexicon import lexicon

        names: set[str] | None = None
        if subject:
            entity = lexicon().resolve(subject)
            if entity is None:
                raise UsageError(f"unknown subject '{subject}': use an entity or alias from "
                                 "data/lexicon.yaml, such as 'NVLink 4.0' or 'PCIe Gen5'")
            names = lexicon().members(entity.name)
        return {f.id for f in self.facts if any(
            (names is None or a.subject in names) and (attribute is None
                                                        or a.attribute == attribute)
            for a in self.assertions(f))}

    def score(self, fact: Fact) -> float | None:
        """The fact's computed confidence."""
        return fact.confidence

    def record(self, fact: Fact) -> dict[str, Any]:
        """The SPEC's JSON ``fact`` object for ``fact``."""
        return fact_record(fact, self.score(fact))

    def query(self, text: str | None = None, *, statuses: Sequence[str] = (),
              min_confidence: float | None = None, tags: Sequence[str] = (),
              sources: Sequence[str] = (), lang: str | None = None,
              subject: str | None = None, attribute: str | None = None,
              limit: int | None = None) -> list[dict[str, Any]]:
        """Fact records matching ``text`` and the filters, best first."""
        ids = self.about(subject, attribute) if subject or attribute else None
        filters = Filters(statuses, min_confidence, tags, sources, lang, ids)
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
