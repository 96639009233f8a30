"""Readable, stable fact ids: a slug of the claim, made unique."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Container, Iterable

_STOP = {"a", "an", "the", "of", "to", "in", "on", "and", "or", "for", "with", "is", "are",
         "can", "be", "by", "as", "at", "its", "it", "that", "this", "up", "while", "from",
         "s", "latest"}
MAX_WORDS = 7
MAX_LEN = 48


def slug(claim: str) -> str:
    """A short id made of the claim's first significant words (ASCII letters and digits).

    A claim with no ASCII words (Chinese, say) keeps its Latin tokens, if any, and a short hash
    of the text so that the id stays stable and distinct; one with none at all is the hash after
    its language ('zh-1a2b3c' of a Chinese claim, 'en-...' of another).
    """
    from .lang import detect

    text = unicodedata.normalize("NFKC", claim).lower()
    text = re.sub(r"(\d)\.0\b", r"\1", text)  # "NVLink 4.0" -> "nvlink-4"
    base = ""
    for word in [w for w in re.findall(r"[a-z0-9]+", text) if w not in _STOP][:MAX_WORDS]:
        if len(base) + len(word) + 1 > MAX_LEN:
            break
        base = f"{base}-{word}" if base else word
    ascii_share = sum(c.isascii() for c in claim) / max(1, len(claim))
    if not base or ascii_share < 0.6:
        digest = hashlib.sha1(claim.encode("utf-8")).hexdigest()[:6]
        base = f"{base[:MAX_LEN - 7]}-{digest}".strip("-") if base else \
            f"{detect(claim)}-{digest}"
    return base


def unique_id(claim: str, taken: Container[str]) -> str:
    """``slug(claim)``, with -2, -3, ... added until no fact has it."""
    base = slug(claim)
    candidate, n = base, 2
    while candidate in taken:
        candidate = f"{base}-{n}"
        n += 1
    return candidate


def unknown_id(fact_id: str, ids: Iterable[str]) -> str:
    """What to say of ``fact_id`` when no fact has it: the nearest ids (a typo of one, or the
    start of one cut short: 'nvlink-4-hopper-h100-900-gb' of
    'nvlink-4-hopper-h100-900-gb-across'), else where the ids are listed."""
    import difflib

    known = list(ids)
    longer = sorted(i for i in known if len(fact_id) >= 8 and i.startswith(fact_id))
    near = [*longer[:3], *(i for i in difflib.get_close_matches(fact_id, known, n=3, cutoff=0.6)
                           if i not in longer)][:3]
    hint = f"; did you mean {', '.join(near)}?" if near else "; 'nvfacts query' lists the ids"
    return f"no fact has the id '{fact_id}'{hint}"
