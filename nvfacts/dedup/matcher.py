"""The matcher over a store's claims (``Deduper``), used by dedup, add and ingest: distinct
wordings read, candidate pairs guarded and scored, complete-linkage clusters, pairs across
languages."""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from ..extract import read
from ..lexicon import Lexicon, lexicon
from ..scopewords import SCOPE_WORDS
from .candidates import candidates
from .guard import guard
from .model import Meaning
from .reader import meaning
from .score import score
from .thresholds import NAMED, PARALLEL_FROM, RARE_AT_MOST, RARE_SHARE, RARE_STORE, THRESHOLD


def _meanings(batch: Sequence[tuple[str, str]]) -> list[Meaning]:
    lex = lexicon()
    return [meaning(text, lang, lex) for text, lang in batch]


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


def _assertions(text: str, lex: Lexicon) -> frozenset[tuple[object, ...]]:
    return frozenset((a.subject, a.attribute, a.value, a.direction, a.scope)
                     for a in read(unicodedata.normalize("NFKC", text), lex).assertions)


def _assertions_of(texts: Sequence[str]) -> list[frozenset[tuple[object, ...]]]:
    lex = lexicon()
    return [_assertions(text, lex) for text in texts]


READ_AS = "with names, figures and qualifiers read as the entities and values they stand for"
"""What ``score`` compares, as a match's reason says it: 'Hopper GPUs get 900 GB/s ...' and
'NVLink 4.0 provides 900 GB/s ...' are 100 alike so read (Hopper's NVLink is NVLink 4.0)."""


def written(a: str, b: str) -> float:
    """How alike two wordings are as a reader sees them, 0-100: their words in any order, case
    and punctuation aside (rapidfuzz token_sort_ratio)."""
    from rapidfuzz import fuzz, utils

    return float(fuzz.token_sort_ratio(a, b, processor=utils.default_process))


@dataclass
class Deduper:
    """The matcher over a list of claims (with their languages), reused by dedup, add, ingest.

    A claim written word for word like an earlier one (same language) is one of its
    ``repeats``; only distinct wordings are read and compared, so a claim copied a thousand
    times costs no more than one."""

    texts: Sequence[str]
    langs: Sequence[str]
    threshold: float = THRESHOLD

    def __post_init__(self) -> None:
        self.lex = lexicon()
        seen: dict[tuple[str, str], int] = {}
        self.first = [seen.setdefault(key, i)
                      for i, key in enumerate(zip(self.texts, self.langs, strict=True))]
        """For each claim, the first claim worded exactly like it (itself, as a rule)."""
        self.distinct = [i for i, j in enumerate(self.first) if i == j]
        self.repeats = [Match(j, i, 100.0, "the same wording, word for word")
                        for i, j in enumerate(self.first) if i != j]
        self._meanings: dict[int, Meaning] = {}
        self._read: dict[int, frozenset[tuple[object, ...]]] = {}
        self._common: frozenset[str] | None = None
        self._keyed: dict[tuple[object, ...], list[int]] | None = None
        self._aside: dict[tuple[object, ...], list[int]] | None = None

    @property
    def common(self) -> frozenset[str] | None:
        """The general words that more than ``RARE_SHARE`` of the distinct wordings (and more
        than ``RARE_AT_MOST``) use: content that tells claims apart (``score``); None in a
        store of fewer than ``RARE_STORE`` distinct wordings."""
        if len(self.distinct) < RARE_STORE:
            return None
        if self._common is None:
            self._read_all(self.distinct)
            used = Counter(w for i in self.distinct for w in self.sig(i).words)
            limit = max(RARE_AT_MOST, RARE_SHARE * len(self.distinct))
            self._common = frozenset(w for w, n in used.items() if n > limit)
        return self._common

    def sig(self, i: int) -> Meaning:
        """Claim ``i``'s meaning (read when first needed)."""
        found = self._meanings.get(i)
        if found is None:
            found = self._meanings[i] = meaning(self.texts[i], self.langs[i], self.lex)
        return found

    def _read_all(self, indexes: Iterable[int]) -> None:
        """Read the meanings of ``indexes`` at once (on every core for many)."""
        from ..batch import in_parallel

        todo = sorted(set(indexes) - self._meanings.keys())
        batch = [(self.texts[i], self.langs[i]) for i in todo]
        self._meanings.update(zip(todo, in_parallel(_meanings, batch, from_size=PARALLEL_FROM),
                                  strict=True))

    def assertions(self, i: int) -> frozenset[tuple[object, ...]]:
        """What claim ``i`` asserts (subject, attribute, value, direction, scope), read by
        nvfacts/reading: the values with their roles."""
        found = self._read.get(i)
        if found is None:
            found = self._read[i] = _assertions(self.texts[i], self.lex)
        return found

    def check(self, i: int, j: int) -> tuple[float, str | None]:
        """The pair's score and why it must not merge (None: it may)."""
        a, b = self.sig(i), self.sig(j)
        refused = guard(a, b) or self.of_others(i, j)
        if refused is not None:
            return 0.0, refused
        s = score(a, b, self.common)
        if s < self.threshold:
            return s, f"similarity {s:.1f} {READ_AS} under {self.threshold:g}"
        return s, None

    def matches(self, pairs: Iterable[tuple[int, int]] | None = None) -> list[Match]:
        """Guarded pairs scoring at least the threshold, among ``pairs`` (default: the
        candidate pairs of the distinct wordings)."""
        if pairs is None:
            d = self.distinct
            self._read_all(d)
            pairs = ((d[a], d[b]) for a, b in candidates([self.sig(i) for i in d]))
        else:
            pairs = list(pairs)
            self._read_all(i for pair in pairs for i in pair)
        kept = []
        common = self.common
        for i, j in pairs:
            a, b = self.sig(i), self.sig(j)
            if (s := score(a, b, common)) >= self.threshold and guard(a, b) is None and (
                    self.of_others(i, j) is None):  # cheaper first
                kept.append((i, j, s))
        return [Match(i, j, s, "same numbers, subjects, names, direction and scope, domain "
                               f"terms and negation; similarity {s:.1f} {READ_AS} (as written: "
                               f"{written(self.texts[i], self.texts[j]):.1f})")
                for i, j, s in kept]

    def of_others(self, i: int, j: int) -> str | None:
        """Why claims ``i`` and ``j``, which the guard lets through, must not merge all the
        same: a year one gives is of another subject than the other's (``_of_others``)."""
        return _of_others(self.assertions(i), self.assertions(j), self.sig(i), self.sig(j),
                          self.lex)

    def _read_assertions(self, indexes: Iterable[int]) -> None:
        """Read what ``indexes`` assert at once (on every core for many)."""
        from ..batch import in_parallel

        todo = sorted(set(indexes) - self._read.keys())
        self._read.update(zip(todo, in_parallel(_assertions_of, [self.texts[i] for i in todo],
                                                from_size=PARALLEL_FROM), strict=True))

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
        """Pairs in different languages whose assertions are equal and specific (each names a
        generation-level subject and a value, and together state a direction or scope), or
        whose meanings the guard finds equal, language aside, with ``NAMED`` key items or more
        written alike and the same domain terms (``across_languages``): general words are not
        compared across languages, so what the two say must be in what the guard compares."""
        matched = self.across_languages()
        paired = {(m.a, m.b) for m in matched}
        by_assertions: dict[frozenset[tuple[object, ...]], list[int]] = defaultdict(list)
        self._read_assertions(self.distinct)
        for i in self.distinct:
            found = self.assertions(i)
            if found and all(self._specific(a) for a in found) and any(
                    a[3] or a[4] for a in found):
                by_assertions[found].append(i)
        for group in by_assertions.values():
            for x, i in enumerate(group):
                for j in group[x + 1:]:
                    if self.langs[i] != self.langs[j] and (i, j) not in paired and (
                            self.sig(i).terms == self.sig(j).terms):  # "用于训练": said more
                        said = (self.texts[i], self.texts[j])
                        matched.append(Match(i, j, 100.0, "cross-lingual: both say " + "; ".join(
                            _describe(a, said, self.lex)
                            for a in sorted(self.assertions(i), key=str))))
        return matched

    def across_languages(self) -> list[Match]:
        """Pairs in different languages that the guard lets through, language aside, naming
        ``NAMED`` key items or more alike and the same domain terms (a term only one names,
        "用于训练", is no general word here: no word is compared): "H100 的第四代 NVLink 每 GPU
        双向 900 GB/s" and "the H100's fourth-generation NVLink: 900 GB/s per GPU,
        bidirectional"."""
        self._read_all(self.distinct)
        groups: dict[tuple[object, ...], list[int]] = defaultdict(list)
        for i in self.distinct:
            for key in self.sig(i).signatures:
                groups[key[1:]].append(i)  # the meaning signature, language aside
        matched = []
        seen: set[tuple[int, int]] = set()
        for group in groups.values():
            if len({self.sig(i).lang for i in group}) < 2:
                continue
            for x, i in enumerate(group):
                for j in group[x + 1:]:
                    a, b = self.sig(i), self.sig(j)
                    if a.lang == b.lang or (i, j) in seen:
                        continue
                    seen.add((i, j))
                    if _alike_across(a, b) and self.of_others(i, j) is None:
                        said = (self.texts[i], self.texts[j])
                        matched.append(Match(i, j, 100.0, "cross-lingual: " + _shared(
                            sorted(a.named & b.named), said, self.lex)))
        return matched

    def alike(self, i: int, j: int, cross_lingual: bool = False,
              one_language: bool = False) -> bool:
        """Whether claims ``i`` and ``j`` match as ``matches`` (one language), and unless
        ``one_language`` as ``across_languages`` (or with ``cross_lingual`` as
        ``cross_lingual``) would pair them: one pair judged alone."""
        if self.texts[i] == self.texts[j] and self.langs[i] == self.langs[j]:
            return True
        a, b = self.sig(i), self.sig(j)
        if a.lang == b.lang:
            return self.check(i, j)[1] is None
        if one_language:
            return False
        if _alike_across(a, b) and self.of_others(i, j) is None:
            return True
        found = self.assertions(i)
        return cross_lingual and bool(found) and found == self.assertions(j) and all(
            self._specific(x) for x in found) and any(x[3] or x[4] for x in found) and (
                a.terms == b.terms)

    def _specific(self, a: tuple[object, ...]) -> bool:
        entity = self.lex.entities.get(str(a[0]))
        generic = entity is not None and entity.family is None and any(
            e.family == entity.name for e in self.lex.entities.values())
        return not generic and isinstance(a[2], float) and math.isfinite(a[2])

    def by_key(self) -> dict[tuple[object, ...], list[int]]:
        """Every claim's index by its meaning signature, in order (read once: ingest asks
        ``best_match`` once per claim of a page)."""
        if self._keyed is None:
            self._read_all(range(len(self.texts)))
            self._keyed = defaultdict(list)
            for i in range(len(self.texts)):
                for key in self.sig(i).signatures:
                    self._keyed[key].append(i)
        return self._keyed

    def best_match(self, text: str, lang: str, read: Meaning | None = None,
                   across: bool = False) -> tuple[int, float] | None:
        """The existing claim that ``text`` duplicates, if any (used by add and ingest): of
        the claims with its meaning signature, the guard's pairs only (``read``: the meaning
        of ``text``, when it was read already); with ``across``, when none in its language
        is, the one in another language ``dedup`` pairs it with (``add`` warns of it as
        ``dedup`` would report it; ``ingest`` makes it a wording of that fact, as ``dedup
        --apply`` would)."""
        new = read or meaning(text, lang, self.lex)
        best: tuple[int, float] | None = None
        keyed = self.by_key()
        mine: frozenset[tuple[object, ...]] | None = None
        for i in sorted({i for key in new.signatures for i in keyed.get(key, ())}):
            other = self.sig(i)
            if guard(new, other) is not None:
                continue
            s = score(new, other, self.common)
            if s >= self.threshold and (best is None or s > best[1]):
                mine = _assertions(text, self.lex) if mine is None else mine
                if _of_others(mine, self.assertions(i), new, other, self.lex) is None:
                    best = (i, s)
        return best if best is not None or not across else self._across(text, new)

    def _across(self, text: str, new: Meaning) -> tuple[int, float] | None:
        """The claim in another language that ``dedup`` pairs with ``text`` (score 100), as
        ``across_languages`` and ``cross_lingual`` do, among the claims with its meaning
        signature, language aside; None when there is none."""
        if self._aside is None:
            self._aside = defaultdict(list)
            for key, found in self.by_key().items():
                self._aside[key[1:]] += found
        others = sorted({i for key in new.signatures for i in self._aside.get(key[1:], ())
                         if self.sig(i).lang != new.lang})
        if not others:
            return None
        mine = _assertions(text, self.lex)
        for i in others:
            if _alike_across(new, self.sig(i)) and _of_others(
                    mine, self.assertions(i), new, self.sig(i), self.lex) is None:
                return i, 100.0
        if mine and all(self._specific(a) for a in mine) and any(a[3] or a[4] for a in mine):
            return next(((i, 100.0) for i in others if self.assertions(i) == mine and
                         self.sig(i).terms == new.terms), None)
        return None


def _of_others(a: frozenset[tuple[object, ...]], b: frozenset[tuple[object, ...]],
               ma: Meaning, mb: Meaning, lex: Lexicon) -> str | None:
    """Why two claims are not one though the guard finds the same entities in both: a year
    (an attribute whose unit is "year") that one gives of a subject the other does not name,
    while the other gives it of a subject both name ("NVLink 3.0 was introduced in 2020 with
    the A100", NVLink 3.0's year, against "The A100 was introduced in 2020", the A100's). The
    dedup reader reads a GPU as its NVLink generation too, right for its link figures (the
    A100's NVLink bandwidth is NVLink 3.0's), not for its year: a GPU and its NVLink are
    introduced as two things. Two claims that both name both ("the A100 was launched in 2020
    with third-gen NVLink", "third-gen NVLink shipped in 2020 alongside the A100") may be one.
    None when no year differs so."""
    subjects: dict[object, tuple[set[str], set[str]]] = defaultdict(lambda: (set(), set()))
    for side, said in enumerate((a, b)):
        for subject, attribute, *_ in said:
            found = lex.attributes.get(str(attribute))
            if found is not None and found.get("unit") == "year":
                subjects[attribute][side].add(str(subject))
    if not subjects:
        return None
    named = [_named_entities(m, lex) for m in (ma, mb)]

    def written(subject: str, side: int) -> bool:
        entity = lex.entities.get(subject)
        return subject in named[side] or (
            entity is not None and entity.family is not None and entity.family in named[side])

    for x, y in subjects.values():
        if not (x and y) or x & y:
            continue
        for own, other, side in ((x, y, 0), (y, x, 1)):
            if any(not written(s, 1 - side) for s in own) and all(
                    written(s, 0) and written(s, 1) for s in other):
                return "subjects differ: a year of one thing against another's"
    return None


def _named_entities(m: Meaning, lex: Lexicon) -> set[str]:
    """The entities a claim writes (not those read from them), with the family of each."""
    found: set[str] = set()
    for item in m.named:
        if item.startswith("entity:"):
            name = item.removeprefix("entity:").partition(":")[0].partition("#")[0]
            found.add(name)
            entity = lex.entities.get(name)
            if entity is not None and entity.family is not None:
                found.add(entity.family)
    return found


def _alike_across(a: Meaning, b: Meaning) -> bool:
    """Whether two claims in different languages say the same: ``NAMED`` key items or more
    named alike, the same domain terms, and nothing the guard refuses, language aside. A
    family one claim names ("NVLink") is named alike with a generation of it the other names
    ("NVLink 4.0"), once the guard finds their entities equal: "An H100 Hopper GPU has 18
    NVLink 4.0 links" and "H100 每个GPU有18条NVLink链路" name the H100, 18 and its NVLink."""
    if a.terms != b.terms:
        return False
    alike = len(a.named & b.named)
    if alike < NAMED:  # cheap first: most pairs share fewer and name no family
        alike += max(_as_family(a.named - b.named, b.named), _as_family(b.named - a.named,
                                                                         a.named))
    return alike >= NAMED and guard(a, replace(b, lang=a.lang)) is None


def _as_family(items: frozenset[str], other: frozenset[str]) -> int:
    """How many entities of ``items`` are generations of a family that ``other`` names bare."""
    lex = lexicon()
    count = 0
    for item in items:
        if item.startswith("entity:"):
            entity = lex.entities.get(item.removeprefix("entity:").partition(":")[0]
                                      .partition("#")[0])
            if entity is not None and entity.family and "entity:" + entity.family in other:
                count += 1
    return count


def _describe(a: tuple[object, ...], texts: Sequence[str], lex: Lexicon) -> str:
    """An assertion as a reason says it: 'NVLink 4.0 bandwidth 900 GB/s, bidirectional, per
    GPU'."""
    value = as_written(f"{a[2]:g} GB/s", texts, lex) if a[1] == "bandwidth" else f"{a[2]:g}"
    return ", ".join([f"{a[0]} {str(a[1]).replace('-', ' ')} {value}",
                      *(SCOPE_WORDS.get(str(x), str(x)) for x in a[3:5] if x)])


def _shared(items: Sequence[str], texts: Sequence[str], lex: Lexicon) -> str:
    """What two claims have in common, as a user reads it: 'both name InfiniBand NDR and say
    the same 400 Gb/s, unidirectional, per port' for the key items ``items`` (the matcher's
    'entity:InfiniBand NDR', '50 GB/s', 'direction:unidirectional', 'scope:per-port')."""
    names = [_name(item, texts, lex) for item in items if item.startswith(("entity:", "name:"))]
    said = [_said(item, texts, lex) for item in items
            if not item.startswith(("entity:", "name:"))]
    both = ["name " + _listed(names)] if names else []
    if said:
        both.append("say the same " + ", ".join(said))
    return "both " + (", and " if len(names) > 1 else " and ").join(both)


def _listed(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _name(item: str, texts: Sequence[str], lex: Lexicon) -> str:
    """A name a reason gives: an entity's canonical name ('NVSwitch (generation 3)' where a
    claim counts its generations apart), a network adapter or memory as the claims write it,
    a name the lexicon does not know as written."""
    kind, _, name = item.partition(":")
    if kind == "name":
        return _as_in(name, texts) or name
    name, _, nth = name.partition("#")
    name, _, written = name.partition(":")  # "ConnectX:connectx7" (dedup/entities.py)
    if written:
        name = next((alias for alias in lex.entities[name].aliases
                     if re.sub(r"[\s-]+", "", alias.casefold()) == written), None) or \
            _as_in(written, texts) or name
    return f"{name} (generation {nth})" if nth else name


def _as_in(word: str, texts: Sequence[str]) -> str | None:
    """``word`` (as the matcher keeps it: case folded) as the first of ``texts`` writing it
    writes it."""
    for text in texts:
        if found := re.search(re.escape(word), unicodedata.normalize("NFKC", text), re.I):
            return found.group(0)
    return None


def _said(item: str, texts: Sequence[str], lex: Lexicon) -> str:
    """A figure, direction, scope or term a reason gives: '400 Gb/s' as the claims write it,
    'unidirectional', 'per port', a domain term ('NIC'), '2x' (a multiple)."""
    kind, _, value = item.partition(":")
    if kind == "scope":
        return SCOPE_WORDS.get(value, value)
    if kind == "direction":
        return value
    if kind == "term":  # "endpoint/nic": the term's first wording in the lexicon
        group, _, term = value.partition("/")
        words = lex.paraphrase["domain-terms"].get(group, {}).get(term) or [term]
        return str(words[0])
    if re.fullmatch(r"x\d[\d.e+-]*", item):
        return item[1:] + "x"
    return as_written(item, texts, lex)


_BANDWIDTH = re.compile(r"(\d+(?:\.\d+)?(?:e[+-]?\d+)?) GB/s")


def as_written(item: str, texts: Sequence[str], lex: Lexicon) -> str:
    """A bandwidth a reason names ('50 GB/s', as the reader keeps it) as ``texts`` write it:
    '400 Gb/s' when each writes it so, each way when they differ ('400 Gb/s = 50 GB/s'); any
    other item as it is."""
    from ..reading.figures import written_figure

    if not (figure := _BANDWIDTH.fullmatch(item)):
        return item
    said: list[str] = []
    for text in texts:
        found = written_figure(float(figure[1]), unicodedata.normalize("NFKC", text), lex)
        written = f"{found[0]:g} {found[1]}" if found else item
        if written not in said:
            said.append(written)
    return " = ".join(said)
