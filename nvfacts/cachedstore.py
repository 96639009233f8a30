"""A store read for a write through the fact cache (factcache.py): the facts whose lines a
read command kept are neither parsed nor validated again, and what their claims assert comes
with them. ``add`` at 100k claims spent most of its time reading the store in full."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .kb import KnowledgeBase
    from .loader import Loaded
    from .model import Assertion, Store


@dataclass
class CachedStore:
    """Reads a store's text for StoreEditor (its ``load``): through the fact cache when it
    holds the store's header, else in full, as the editor reads it (InvalidStoreError when
    invalid: the cache takes a changed fact only when it is valid below the same header, and
    checks every id). After a read through the cache, ``kb`` holds what each fact asserts."""

    path: Path
    kb: KnowledgeBase | None = None

    def __call__(self, text: str) -> Store | Loaded | None:
        from .cache import cache_dir, code_digest, reader
        from .factcache import FactCache, split
        from .locate import bundled_data

        lexicon = bundled_data("lexicon.yaml").read_text(encoding="utf-8")
        facts = FactCache(cache_dir(), self.path, code_digest(), lexicon)
        parts = split(text)
        if parts is None or not facts.file_of(parts[0]).is_file():
            return None  # no cache of this store's header: the editor reads it in full
        readings = reader()

        def read(claims: list[str]) -> list[list[Assertion]]:
            # read in full after all (a cache of other code): the claims need not be read
            return readings(claims) if facts.incremental else [[] for _ in claims]

        kb = facts.read(text, read)
        if not facts.incremental:
            return kb.loaded  # read in full: a store with the marks of every fact
        self.kb = kb
        return kb.loaded.store
