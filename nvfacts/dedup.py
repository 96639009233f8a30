"""Near-duplicate claims: normalise -> candidate pairs -> score -> guard -> cluster -> merge.

Each stage is a function of its own. Merging two different claims is worse than missing a
duplicate, so the guard refuses any pair whose numbers (after units are normalised), entities,
direction and scope words, negation or extracted assertions differ, and clusters are complete-
linkage: a claim joins a cluster only when it matches every member (no chaining).
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from .extract import bandwidth_quantity, read, to_gbps
from .lexicon import Lexicon, lexicon

THRESHOLD = 90.0
"""rapidfuzz token_sort_ratio (0-100) of normalised claims from which a guarded pair matches."""
PARALLEL_FROM = 2000
"""Signatures from which their extraction is spread over all cores."""

_SYNONYMS = {w: "provides" for w in ("has", "have", "offers", "offer", "provides", "provide",
                                     "delivers", "deliver", "gives", "give", "supports",
                                     "support", "reaches", "reach", "achieves", "achieve")}
_SYNONYMS.update({w: "about" for w in ("approximately", "around", "roughly", "nearly",
                                        "almost", "approx", "circa")})
_NEGATION = re.compile(r"\b(?:not|no|never|without|cannot|can't|doesn't|don't|isn't)\b|"
                       r"不|没有|无法|未", re.I)
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_WORD = re.compile(r"[0-9]+(?:\.[0-9]+)?|gb/s|[a-z]+|[^\sa-z0-9\W]", re.I)


def normalise(text: str) -> str:
    """NFKC, quantities in canonical units (1.8 TB/s -> 1800 gb/s, 200 Gb/s -> 25 gb/s),
    thousands separators dropped, case folded, verb and approximation synonyms unified,
    punctuation and spaces folded."""
    text = unicodedata.normalize("NFKC", text)
    text = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text)

    def unit(m: re.Match[str]) -> str:
        value = float(m.group(1).replace(",", "")) * to_gbps(m.group(2))
        return f" {value:g} gb/s "

    text = bandwidth_quantity().sub(unit, text).casefold()
    words = [_SYNONYMS.get(w, w) for w in _WORD.findall(text)]
    return " ".join(words)


_STOP = frozenset(("a", "an", "the", "of", "to", "in", "on", "for", "with", "and", "or", "is",
                   "are", "be", "can", "at", "by", "as", "its", "it", "this", "that", "up",
                   "only", "such", "which", "while", "also"))


@dataclass(frozen=True, slots=True)
class Signature:
    """What two claims must share to be duplicates at all."""

    words: frozenset[str]
    numbers: tuple[str, ...]
    entities: frozenset[str]
    qualifiers: frozenset[tuple[str, str]]
    negated: bool
    assertions: frozenset[tuple[object, ...]]
    lang: str


def signature(text: str, norm: str, lang: str, lex: Lexicon) -> Signature:
    folded = unicodedata.normalize("NFKC", text)
    reading = read(folded, lex)
    return Signature(content_words(norm), numbers(norm),
                     frozenset(m.value for m in reading.mentions),
                     frozenset((m.kind, m.value) for m in reading.qualifiers
                               if m.kind != "approx"),
                     bool(_NEGATION.search(folded)),
                     frozenset((a.subject, a.attribute, a.value, a.direction, a.scope)
                               for a in reading.assertions), lang)


def _signatures(batch: Sequence[tuple[str, str, str]]) -> list[Signature]:
    lex = lexicon()
    return [signature(text, norm, lang, lex) for text, norm, lang in batch]


def guard(a: Signature, b: Signature) -> str | None:
    """Why the pair must never merge, or None when nothing they assert differs. Beyond numbers,
    entities, qualifiers, negation and assertions, the normalised content words may differ by
    one added or dropped word at most: a swapped word ('Tensor' for 'Data parallelism') is a
    different claim."""
    if a.numbers != b.numbers:
        return "numbers or units differ"
    if a.entities != b.entities:
        return "subjects differ"
    if a.qualifiers != b.qualifiers:
        return "direction or scope differs"
    if a.negated != b.negated:
        return "one is negated"
    if a.assertions != b.assertions:
        return "assertions differ"
    if len(a.words ^ b.words) > 1:
        return "content words differ"
    return None


def content_words(norm: str) -> frozenset[str]:
    """The words of a normalised claim that carry meaning (no stop words, no numbers)."""
    return frozenset(w for w in norm.split() if w not in _STOP and not w[0].isdigit())


def numbers(norm: str) -> tuple[str, ...]:
    """The numbers of a normalised claim, sorted (units are already canonical)."""
    return tuple(sorted(_NUMBER.findall(norm)))


def candidates(numbers: Sequence[tuple[str, ...]],
               words: Sequence[frozenset[str]]) -> Iterator[tuple[int, int]]:
    """Pairs of claims (i < j) with the same numbers whose content words are the same or differ
    by one added word: every pair the guard could let through, and only those, found by looking
    each claim's words, less one word at a time, up among the others' (never all n^2 pairs)."""
    groups: dict[tuple[tuple[str, ...], frozenset[str]], list[int]] = defaultdict(list)
    for i, key in enumerate(zip(numbers, words, strict=True)):
        groups[key].append(i)
    for (nums, ws), members in groups.items():
        yield from combinations(members, 2)
        for word in ws:
            for j in groups.get((nums, ws - {word}), ()):
                for i in members:
                    yield (i, j) if i < j else (j, i)


def score(a: str, b: str) -> float:
    """Similarity of two normalised claims, 0-100 (rapidfuzz token_sort_ratio, chosen by
    measurement on the labelled pairs: see README)."""
    from rapidfuzz import fuzz

    return float(fuzz.token_sort_ratio(a, b))


@dataclass(slots=True)
class Match:
    """Two claims judged the same, with the score and the reason."""

    a: int
    b: int
    score: float
    reason: str


def cluster(matches: Iterable[Match]) -> list[list[int]]:
    """Complete-linkage clusters: best pairs first, and two clusters join only when every
    member of one matches every member of the other (A~B and B~C never pull in a C unlike A)."""
    ordered = sorted(matches, key=lambda m: (-m.score, m.a, m.b))
    linked = {(m.a, m.b) for m in ordered} | {(m.b, m.a) for m in ordered}
    owner: dict[int, list[int]] = {}
    for m in ordered:
        ca = owner.get(m.a, [m.a])
        cb = owner.get(m.b, [m.b])
        if ca is cb or not all((x, y) in linked for x in ca for y in cb):
            continue
        merged = ca + cb
        for member in merged:
            owner[member] = merged
    unique = {id(c): c for c in owner.values()}
    return sorted((sorted(c) for c in unique.values()), key=lambda c: c[0])


@dataclass
class Deduper:
    """The matcher over a list of claims (with their languages), reused by dedup, add, ingest.

    A claim written word for word like an earlier one (same language) is one of its
    ``repeats``; only distinct wordings are compared, so a claim copied a thousand times costs
    no more than one."""

    texts: Sequence[str]
    langs: Sequence[str]
    threshold: float = THRESHOLD

    def __post_init__(self) -> None:
        self.lex = lexicon()
        self.norms = [normalise(t) for t in self.texts]
        self.words = [content_words(n) for n in self.norms]
        self.numbers = [numbers(n) for n in self.norms]
        self._sigs: dict[int, Signature] = {}
        seen: dict[tuple[str, str], int] = {}
        self.first = [seen.setdefault(key, i)
                      for i, key in enumerate(zip(self.texts, self.langs, strict=True))]
        """For each claim, the first claim worded exactly like it (itself, as a rule)."""
        self.distinct = [i for i, j in enumerate(self.first) if i == j]
        self.repeats = [Match(j, i, 100.0, "the same wording, word for word")
                        for i, j in enumerate(self.first) if i != j]

    def sig(self, i: int) -> Signature:
        """Claim ``i``'s signature, computed when a pair first needs it (it costs an
        extraction; most claims never reach the guard)."""
        found = self._sigs.get(i)
        if found is None:
            found = self._sigs[i] = signature(self.texts[i], self.norms[i], self.langs[i],
                                              self.lex)
        return found

    def _sign(self, indexes: Iterable[int]) -> None:
        """Compute the signatures of ``indexes`` at once (on every core for many)."""
        from .batch import in_parallel

        todo = sorted(set(indexes) - self._sigs.keys())
        batch = [(self.texts[i], self.norms[i], self.langs[i]) for i in todo]
        self._sigs.update(zip(todo, in_parallel(_signatures, batch, from_size=PARALLEL_FROM),
                              strict=True))

    def _close(self, i: int, j: int) -> bool:
        """The guard's cheap part, from the normalised text alone: same numbers, content words
        apart by one at most."""
        return self.numbers[i] == self.numbers[j] and len(self.words[i] ^ self.words[j]) <= 1

    def matches(self, pairs: Iterable[tuple[int, int]] | None = None) -> list[Match]:
        """Guarded pairs scoring at least the threshold, among ``pairs`` (default: the
        candidate pairs of the distinct wordings)."""
        if pairs is None:
            d = self.distinct
            pairs = ((d[a], d[b]) for a, b in candidates([self.numbers[i] for i in d],
                                                         [self.words[i] for i in d]))
        scored = []
        for i, j in pairs:
            if self.langs[i] == self.langs[j] and self._close(i, j):
                s = score(self.norms[i], self.norms[j])
                if s >= self.threshold:
                    scored.append((i, j, s))
        self._sign(i for pair in scored for i in pair[:2])
        return [Match(i, j, s, f"same numbers, subjects and qualifiers; wording similarity "
                               f"{s:.1f}")
                for i, j, s in scored if guard(self.sig(i), self.sig(j)) is None]

    def clusters(self, matches: Iterable[Match]) -> list[list[int]]:
        """Complete-linkage clusters of ``matches`` (pairs of distinct wordings), each member
        with its word-for-word repeats; a repeated claim that matches nothing else is a cluster
        with its repeats."""
        copies: dict[int, list[int]] = defaultdict(list)
        for m in self.repeats:
            copies[m.a].append(m.b)
        found = [sorted(i for r in group for i in (r, *copies.get(r, ())))
                 for group in cluster(matches)]
        grouped = {i for group in found for i in group}
        found += [[r, *others] for r, others in copies.items() if r not in grouped]
        return sorted(found, key=lambda c: c[0])

    def cross_lingual(self) -> list[Match]:
        """Pairs in different languages whose assertions are equal and specific: each names a
        generation-level subject and a value, and together state a direction or scope."""
        by_assertions: dict[frozenset[tuple[object, ...]], list[int]] = defaultdict(list)
        self._sign(self.distinct)
        for i in self.distinct:
            sig = self.sig(i)
            if sig.assertions and all(self._specific(a) for a in sig.assertions) and any(
                    a[3] or a[4] for a in sig.assertions):
                by_assertions[sig.assertions].append(i)
        found = []
        for group in by_assertions.values():
            for x, i in enumerate(group):
                for j in group[x + 1:]:
                    if self.langs[i] != self.langs[j]:
                        found.append(Match(i, j, 100.0, "cross-lingual: the same assertions "
                                           + "; ".join(_describe(a) for a in
                                                       sorted(self.sig(i).assertions, key=str))))
        return found

    def _specific(self, a: tuple[object, ...]) -> bool:
        entity = self.lex.entities.get(str(a[0]))
        generic = entity is not None and entity.family is None and any(
            e.family == entity.name for e in self.lex.entities.values())
        return not generic and isinstance(a[2], float) and math.isfinite(a[2])

    def best_match(self, text: str, lang: str) -> tuple[int, float] | None:
        """The existing claim that ``text`` duplicates, if any (used by add and ingest)."""
        norm = normalise(text)
        sig = signature(text, norm, lang, self.lex)
        best: tuple[int, float] | None = None
        for i, other in enumerate(self.norms):
            if self.langs[i] != lang or self.numbers[i] != sig.numbers:
                continue
            s = score(norm, other)
            if s >= self.threshold and guard(sig, self.sig(i)) is None and (
                    best is None or s > best[1]):
                best = (i, s)
        return best


def could_repeat(claim: str, texts: Sequence[str]) -> list[int]:
    """Indexes of the texts that might be duplicates of ``claim``: those holding one of its
    two longest content words (a duplicate lacks one content word at most, and synonyms are
    left out of the test). Lets ``add`` skip normalising a whole store."""
    words = sorted((w for w in content_words(normalise(claim))
                    if w not in _SYNONYMS.values() and w.isalpha() and len(w) > 2),
                   key=lambda w: (-len(w), w))[:2]
    if not words:
        return list(range(len(texts)))
    return [i for i, t in enumerate(texts) if any(w in t.casefold() for w in words)]


def _describe(a: tuple[object, ...]) -> str:
    words = [str(a[0]), str(a[1]), f"{a[2]:g}", *(str(x) for x in a[3:5] if x)]
    return " ".join(words)
