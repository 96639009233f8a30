"""Words as dedup counts and compares them: stems, counts (a Chinese character as half a word),
initials, and spans of text replaced or blanked."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from snowballstemmer.english_stemmer import EnglishStemmer  # type: ignore[import-untyped]

from .patterns import _INITIAL


def _initials(text: str) -> str:
    """The first letter of each word of ``text``, in order (hyphens part words)."""
    return "".join(_INITIAL.findall(text)).casefold()


def _spliced(text: str, found: Iterable[tuple[int, int, str]]) -> str:
    """``text`` with each found span replaced by its value."""
    parts, at = [], 0
    for start, end, replacement in found:
        parts += [text[at:start], replacement]
        at = end
    return "".join(parts) + text[at:]


def _blank(chars: list[str], start: int, end: int) -> None:
    chars[start:end] = " " * (end - start)


@lru_cache(maxsize=65536)
def _fold(word: str) -> str:
    """An English word's stem (the Snowball English stemmer: "links", "linked", "linking" ->
    "link"; "accessible" -> "access"), so a rewording's other form of a word is the same word."""
    return str(_stemmer().stemWord(word))


@lru_cache(maxsize=1)
def _stemmer() -> EnglishStemmer:
    return EnglishStemmer()


def _count(words: Iterable[str]) -> float:
    """Words counted, a Chinese character as half a word (most Chinese words are two)."""
    return sum(0.5 if "\u3400" <= w[:1] <= "\u9fff" else 1.0 for w in words)
