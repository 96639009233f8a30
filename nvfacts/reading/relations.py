"""What a claim says of how things relate, beside its assertions (docs/reading.md, Relations):

- ``uses``: a GPU, card or system uses an NVLink or NVSwitch generation ("The A100 uses
  third-generation NVLink", "NVLink 3.0 debuted with the A100", "DGX H100 采用第三代 NVSwitch");
  the object is the generation's canonical name (NVLink 3.0, NVSwitch 3.0);
- ``lacks``: a product has no NVLink at all ("A100 PCIe cards have no NVLink", "V100 PCIe 版不支持
  NVLink"); the object is NVLink;
- ``switch-count``: how many NVSwitch chips a system has ("DGX H100 有 4 颗 NVSwitch"); the value
  is the count, the object NVSwitch.

None is an assertion (a subject's attribute with a value and unit, SPEC section 2): they are read
in the same pass, from the claim's entity mentions and the lexicon's ``relation-words``, and a
claim gives one only where the product is named right before the word and the generation or the
NVLink right after it (or the other way round for "debuted with"), in one clause, with nothing
else named between; or where the word opens a part of the clause of its own, right after a
comma, and the clause names one product before it ("H100 于 2022 年发布, 搭载第四代 NVLink").
A product with a numbered generation right after its name and no verb ("A100 third-generation
NVLink in 2020", a timeline's), or right after the colon of the product heading the claim ("B200:
fifth-generation NVLink, 1.8 TB/s"), uses that generation.
A denial said of a variant ("in the PCIe version", "only the SXM part") or
of an NVLink bridge gives none.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..generations import GENERATION, ORDINAL
from ..lexicon import Lexicon, Match
from ..model import Assertion

SUBJECT_KINDS = frozenset({"gpu", "card", "system", "superchip", "consumer-gpu"})
"""The kinds of entity a relation is said of."""

_CLAUSE_END = re.compile(r"[;\uff1b。!?\uff01\uff1f]|\.(?:\s|$)")
_BETWEEN = re.compile(r"[^,;:()\uff0c、\uff1b\uff1a\uff08\uff09\d]{0,30}")
"""What may stand between a product and its verb: a few words, no figure or clause break."""
_TO_OBJECT = re.compile(r"[^,;:()\uff0c、\uff1b\uff1a\uff08\uff09\d]{0,32}|\s*\d\s*(?:颗|个)?\s*")
"""What may stand between a verb and the generation it names ("uses four third-generation")."""
_PART_END = re.compile(r"[,\uff0c、]")


@dataclass(frozen=True, slots=True)
class Relation:
    """A relation a claim states: ``subject`` ``relation`` ``object`` (a count in ``value``)."""

    subject: str
    relation: str
    object: str
    value: float | None = None
    text: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"subject": self.subject, "relation": self.relation, "object": self.object,
                "value": self.value, "text": self.text}


class Asserted(list[Assertion]):
    """A claim's assertions, with the relations the same reading found: kept wherever the
    assertions are (the readings file, the fact cache), a plain list where there are none."""

    relations: tuple[Relation, ...] = ()

    def __init__(self, assertions: Iterable[Assertion] = (),
                 relations: Iterable[Relation] = ()) -> None:
        super().__init__(assertions)
        self.relations = tuple(relations)


def relations_of(found: Sequence[Assertion]) -> tuple[Relation, ...]:
    """The relations read beside ``found`` (none for a curator's assertions)."""
    return found.relations if isinstance(found, Asserted) else ()


@dataclass(frozen=True, slots=True)
class _Words:
    trigger: re.Pattern[str]
    uses: re.Pattern[str]
    used_by: re.Pattern[str]
    lacks: re.Pattern[str]
    lacks_gap: re.Pattern[str]
    not_nvlink: re.Pattern[str]
    variant: re.Pattern[str]
    counted: re.Pattern[str]
    not_chips: re.Pattern[str]
    chips_in: re.Pattern[str]
    part_holders: re.Pattern[str]
    bound: re.Pattern[str]
    before: tuple[re.Pattern[str], ...]
    after: tuple[re.Pattern[str], ...]
    ordinals: dict[str, int]
    negated: re.Pattern[str]
    only: re.Pattern[str]
    each: re.Pattern[str]
    set_apart: re.Pattern[str]
    has: re.Pattern[str]
    has_none: re.Pattern[str]
    is_generation: re.Pattern[str]


def _alternation(words: Iterable[str]) -> str:
    items = sorted(set(words), key=len, reverse=True)
    return "|".join(re.escape(w) for w in items) or "(?!)"


def listed(lex: Lexicon, key: str, english: bool | None = None) -> str:
    """The lexicon's word list ``key`` as alternatives (longest first); with ``english``, only
    the words that start with an ASCII character (True) or with another (False)."""
    return _alternation(w for w in lex.words(key)
                        if english is None or w[:1].isascii() is english)


def spaced_words(words: Iterable[str]) -> str:
    """Words as alternatives (longest first), a space within one matching any white space
    ("compared with")."""
    return _alternation(words).replace(r"\ ", r"\s+")


def starting_words(words: Iterable[str]) -> str:
    """Words as alternatives, an English one read from a word's start only (``\\bvs\\.``)."""
    items = sorted(set(words), key=len, reverse=True)
    return "|".join((r"\b" if w[:1].isascii() and w[:1].isalnum() else "") + re.escape(w)
                    for w in items) or "(?!)"


def _whole_words(words: Iterable[str]) -> str:
    """Words as a pattern, an English one matching only a whole word."""
    english = [w for w in words if w[:1].isascii()]
    return (r"\b(?:" + _alternation(english) + r")\b|" +
            _alternation(w for w in words if not w[:1].isascii()))


_FOLDS_APART = re.compile("[\u0130\u0131\u017f]")
"""The letters that a pattern ignoring case matches to an ASCII 'i' or 's' although their lower
case is none: a text holding one gets no cheap test (``may_hold``)."""


def hints(words: Iterable[str]) -> tuple[str, ...] | None:
    """For a pattern of ``words`` that ignores case (where a space in a word may match other
    white space or none), pieces in lower case of which any text the pattern matches in holds
    one: the longest piece of each word between its spaces, none that holds another. None (no
    cheap test) when there is no word, or a word is only spaces or has a cased letter beyond
    ASCII."""
    pieces = set()
    words = list(words)
    if not words:
        return None
    for word in words:
        if any(not c.isascii() and c.lower() != c.upper() for c in word) or not word.split():
            return None
        pieces.add(max(word.lower().split(), key=len))
    return tuple(sorted(p for p in pieces if not any(q != p and q in p for q in pieces)))


def may_hold(text: str, lowered: str, found: tuple[str, ...] | None) -> bool:
    """Whether ``text`` (``lowered`` its lower case) may hold a word whose ``hints`` are
    ``found``: False only when the words' pattern cannot match in it, so it is skipped."""
    return found is None or any(map(lowered.__contains__, found)) or (
        not text.isascii() and _FOLDS_APART.search(text) is not None)


def _word(words: Iterable[str]) -> str:
    """Words as a pattern matching whole words (an ASCII word is not part of a longer one)."""
    return r"(?<![A-Za-z])(?:" + _alternation(words) + r")(?![A-Za-z])"


def _compile(lex: Lexicon) -> _Words:
    said = lex.relation_words
    ordinals = {str(k).lower(): int(v) for k, v in (lex.paraphrase.get("ordinals") or {}).items()}
    numbers = {str(k).lower(): int(v) for k, v in
               (lex.paraphrase.get("number-words") or {}).items() if float(v).is_integer()}
    ordinal = "|".join(re.escape(w) for w in sorted(ordinals, key=len, reverse=True))
    chinese = {str(k): int(v) for k, v in (said.get("chinese-counts") or {}).items()}
    count = r"(\d{1,2}|" + _alternation([*numbers, *chinese]) + r")"
    has = _alternation(said.get("has", []))
    counters = _alternation(said.get("chip-counters", []))
    all_words = [*said.get("uses", []), *said.get("used-by", []), *said.get("lacks", [])]
    return _Words(
        trigger=re.compile(_word(all_words) + "|" + count + r"\s*(?:" + counters + ")?", re.I),
        uses=re.compile(_word(said.get("uses", [])), re.I),
        used_by=re.compile(_word(said.get("used-by", [])), re.I),
        lacks=re.compile(_word(said.get("lacks", [])), re.I),
        lacks_gap=re.compile(r"\s*(?:(?:" + _alternation(said.get("lacks-filler", [])) +
                             r")\s*)*$", re.I),
        not_nvlink=re.compile(r"\s*(?:" + _alternation(said.get("lacks-not-before", [])) + ")",
                              re.I),
        variant=re.compile(_word(said.get("variant-words", [])), re.I),
        counted=re.compile(r"(?<![A-Za-z0-9_.])" + count + r"\s*(?:" + counters + r")?\s*(?:(?:" +
                           ordinal + r")[- ]?gen(?:eration)?\.?\s*|第\s*\S\s*代\s*)?$", re.I),
        not_chips=re.compile(r"\s*(?:chips?\s*)?(?:" + _alternation(said.get("not-chips", [])) +
                             r")(?![A-Za-z])|\s*(?:chips?\s+)?(?:per|each|every|in each)\b|\s*每",
                             re.I),
        chips_in=re.compile(r"\s*(?:chips?\s+)?(?:" + _alternation(said.get("chips-in", [])) +
                            r")\s+(?:the\s+|an?\s+)?", re.I),
        part_holders=re.compile(_whole_words(said.get("part-holders", [])), re.I),
        bound=re.compile(r"(?:" + _word(said.get("bounds", [])) + r")\s*$", re.I),
        before=tuple(re.compile(p.replace("{ordinal}", ordinal), re.I)
                     for p in said.get("generation-before", [])),
        after=tuple(re.compile(p, re.I) for p in said.get("generation-after", [])),
        ordinals=ordinals | numbers | chinese,
        negated=re.compile(r"(?:" + starting_words(said.get("negators", [])) + "|" +
                           _alternation(said.get("negator-suffixes", [])) + r")\s*\S*\s*$", re.I),
        only=re.compile(_whole_words(said.get("only", [])), re.I),
        each=re.compile(_whole_words(said.get("each", [])), re.I),
        set_apart=re.compile(_whole_words(said.get("set-apart", [])), re.I),
        has=re.compile(r"\b(?:" + has + r")\s+$", re.I),
        has_none=re.compile(r"\s+(?:" + has + r")\s+(?:" + _alternation(said.get("has-none", [])) +
                            r")\b", re.I),
        is_generation=re.compile(r"\s*(?:" + _word(said.get("is-generation", [])) +
                                 r")\s*(?:(?:the|a)\s+)?(?:" + GENERATION.pattern + ")", re.I))


def read_relations(text: str, mentions: Sequence[Match], lex: Lexicon) -> list[Relation]:
    """The relations ``text`` states, from its entity ``mentions`` (in text order)."""
    kinds = {m.kind for m in mentions}
    if not kinds & SUBJECT_KINDS or not any(
            m.value == "NVSwitch" or lex.entities[m.value].family == "NVLink" or
            m.value == "NVLink" for m in mentions):
        return []
    words = lex.derived("relation-words", _compile)
    if not words.trigger.search(text):
        return []
    found: list[Relation] = []
    before: list[Match] = []
    for clause in _clauses(text):
        named = [m for m in mentions if clause[0] <= m.start and m.end <= clause[1]]
        if len(named) > 1:
            found += _uses(text, clause, named, words, lex)
            found += _juxtaposed(text, clause, named, words, lex)
            found += _said_to_be(text, clause, named, words, lex)
            found += _lacks(text, clause, named, words, lex)
            found += _switch_counts(text, clause, named, words, lex)
        elif len(named) == 1 and (denied := _has_none(text, named[0], before, words)) is not None:
            found.append(denied)
        before = named
    return list(dict.fromkeys(found))




def _has_none(text: str, named: Match, before: Sequence[Match],
              words: _Words) -> Relation | None:
    """"X has NVLink; the PCIe card has none": the product alone in a clause that says it has
    none of the NVLink the clause before says another has."""
    if named.kind not in SUBJECT_KINDS or not (said := words.has_none.match(text, named.end)) or \
            not any(m.value == "NVLink" and words.has.search(text, 0, m.start) for m in before):
        return None
    return Relation(named.value, "lacks", "NVLink", None, text[named.start:said.end()])


def _clauses(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for end in _CLAUSE_END.finditer(text):
        spans.append((start, end.start()))
        start = end.end()
    return [*spans, (start, len(text))]


def _object(m: Match, text: str, words: _Words, lex: Lexicon) -> str | None:
    """The NVLink or NVSwitch generation ``m`` names (canonical), else None."""
    if lex.entities[m.value].family == "NVLink":
        return m.value
    at = text.lower().find("nvswitch", m.start, m.end)
    if m.value != "NVSwitch" or at < 0:
        return None  # "NVLink 4 Switch": which NVSwitch generation is not said so
    before = text[max(0, m.start - 24):at]
    for pattern in words.before:
        if (g := pattern.search(before)) is not None:
            return _generation(g, words)
    for pattern in words.after:
        if (g := pattern.match(text, at + len("nvswitch"))) is not None:
            return _generation(g, words)
    return None


def _generation(g: re.Match[str], words: _Words) -> str | None:
    said = next((x for x in g.groups() if x), None) or g.group(0)
    key = re.sub(r"[- ]?gen(?:eration)?\.?\s*$", "", said.strip(), flags=re.I).lower()
    number = int(key) if key.isdigit() else words.ordinals.get(key)
    return f"NVSwitch {number}.0" if number and 1 <= number <= 5 else None


def _subject_before(at: int, clause: tuple[int, int], named: Sequence[Match], text: str,
                    lex: Lexicon) -> Match | None:
    """The product named right before ``at`` in the clause: nothing else named, no figure and
    no clause break between, and no other product beside it ("the A100 and H100 use")."""
    before = [m for m in named if m.end <= at]
    if not before or before[-1].kind not in SUBJECT_KINDS:
        return None
    subject = before[-1]
    gap = text[subject.end:at]
    set_apart = lex.derived("relation-words", _compile).set_apart
    if not _BETWEEN.fullmatch(gap) or set_apart.search(gap):
        return None
    if any(m.kind in SUBJECT_KINDS and m.value != subject.value and
           ((_BETWEEN.fullmatch(text[m.end:subject.start]) and
             re.search(r"\band\b|\bor\b|[和与及或]", text[m.end:subject.start])) or
            re.fullmatch(r"[\s,、\uff0c/&]*", text[m.end:subject.start]))
           for m in before[-3:-1]):
        return None  # "the A100 and the H100 use ...": more than one product
    if set_apart.search(text[clause[0]:subject.start]):
        return None
    return subject


def _part_opener(at: int, clause: tuple[int, int], named: Sequence[Match],
                 text: str) -> Match | None:
    """The one product a clause names before ``at`` when the verb there opens a part of the
    clause of its own, right after a comma ("H100 于 2022 年发布, 搭载第四代 NVLink", "The H100,
    launched in 2022, uses NVLink 4"): the part goes on saying of it; None when another
    product, or none, is named before."""
    if not _PART_OPENS.search(text, clause[0], at):
        return None
    products = {m.value for m in named if m.end <= at and m.kind in SUBJECT_KINDS}
    if len(products) != 1:
        return None
    return next(m for m in named if m.end <= at and m.kind in SUBJECT_KINDS)


_PART_OPENS = re.compile(r"[,\uff0c]\s*$")
"""Right before a verb: the comma opening its part of the clause."""


def _uses(text: str, clause: tuple[int, int], named: Sequence[Match], words: _Words,
          lex: Lexicon) -> list[Relation]:
    found: list[Relation] = []
    taken: list[tuple[int, int]] = []
    for verb in words.used_by.finditer(text, clause[0], clause[1]):
        taken.append(verb.span())
        before = [m for m in named if m.end <= verb.start()]
        after = [m for m in named if m.start >= verb.end()]
        if not before or not after:
            continue
        obj, subject = before[-1], after[0]
        generation = _object(obj, text, words, lex)
        if generation is None or subject.kind not in SUBJECT_KINDS or \
                not re.fullmatch(r"[\s(]*(?:\w+\s+){0,2}?", text[obj.end:verb.start()]) or \
                not re.fullmatch(r"\s*(?:the\s+|an?\s+)?", text[verb.end():subject.start], re.I):
            continue
        found.append(Relation(subject.value, "uses", generation, None,
                              text[obj.start:subject.end]))
    for verb in words.uses.finditer(text, clause[0], clause[1]):
        if any(s <= verb.start() < e for s, e in taken):
            continue
        product = _subject_before(verb.start(), clause, named, text, lex) or \
            _part_opener(verb.start(), clause, named, text)
        after = [m for m in named if m.start >= verb.end()]
        if product is None or not after or words.negated.search(text[product.end:verb.start()]):
            continue
        obj = after[0]
        gap = text[verb.end():obj.start]
        if not _TO_OBJECT.fullmatch(gap) or \
                words.negated.search(gap) or re.search(r"\b(?:not|no|than|or)\b|不|或", gap):
            continue
        generation = _object(obj, text, words, lex)
        if generation is not None:
            found.append(Relation(product.value, "uses", generation, None,
                                  text[product.start:obj.end]))
    return found


def _juxtaposed(text: str, clause: tuple[int, int], named: Sequence[Match], words: _Words,
                lex: Lexicon) -> list[Relation]:
    """A product with a numbered generation right after its name, no verb between ("A100
    third-generation NVLink in 2020", "H100 的 NVLink 4.0"): the product's generation."""
    found = []
    for obj in named:
        generation = _object(obj, text, words, lex)
        if generation is None or not any(c.isdigit() for c in generation):
            continue
        product = _subject_before(obj.start, clause, named, text, lex)
        if product is None and named[0].kind in SUBJECT_KINDS and len(named) > 1 and \
                named[1] is obj and _HEADED.fullmatch(text, named[0].end, obj.start):
            product = named[0]  # "B200: fifth-generation NVLink, 1.8 TB/s"
        if product is not None and (_JUXTAPOSED.fullmatch(text, product.end, obj.start) or
                                    _HEADED.fullmatch(text, product.end, obj.start)):
            found.append(Relation(product.value, "uses", generation, None,
                                  text[product.start:obj.end]))
    return found


_JUXTAPOSED = re.compile(r"\s*(?:'s\s+|\u2019s\s+|的\s*)?")
"""Between a product and the generation it has, said with no verb."""

_HEADED = re.compile(r"\s*[:\uff1a]\s*")
"""Between the product heading a claim and the generation written first after its colon ("B200:
fifth-generation NVLink, 1.8 TB/s"): the product's generation, as with no colon."""


def _said_to_be(text: str, clause: tuple[int, int], named: Sequence[Match], words: _Words,
                lex: Lexicon) -> list[Relation]:
    """A product's bare NVLink said to be a generation ("the B200's NVLink is fifth-generation",
    "H100 的 NVLink 是第四代"): the product uses that generation. The generation must follow the
    word at once (nothing denied or compared: "is not", "is like the fourth")."""
    found = []
    for m in named:
        if m.value != "NVLink" or (after := words.is_generation.match(text, m.end)) is None:
            continue
        product = _subject_before(m.start, clause, named, text, lex)
        word = (after[1] or after[2]).lower()
        generation = f"NVLink {ORDINAL.get(word) or int(word[0])}.0"
        if product is not None and _JUXTAPOSED.fullmatch(text, product.end, m.start) and \
                generation in lex.entities:
            found.append(Relation(product.value, "uses", generation, None,
                                  text[product.start:after.end()]))
    return found


def _lacks(text: str, clause: tuple[int, int], named: Sequence[Match], words: _Words,
           lex: Lexicon) -> list[Relation]:
    found: list[Relation] = []
    for word in words.lacks.finditer(text, clause[0], clause[1]):
        after = [m for m in named if m.start >= word.end()]
        if not after or after[0].value != "NVLink" or \
                not words.lacks_gap.match(text[word.end():after[0].start]) or \
                words.not_nvlink.match(text, after[0].end):
            continue
        subject = _subject_before(word.start(), clause, named, text, lex)
        if subject is None:
            continue
        if subject.kind != "card" and (words.variant.search(text, clause[0], clause[1]) or
                                       words.only.search(text, clause[0], clause[1])):
            continue  # "the A100 has no NVLink in the PCIe version": of a variant only
        rest = text[after[0].end:clause[1]]
        if words.variant.search(_PART_END.split(rest, maxsplit=1)[0]):
            continue  # "... no NVLink in its PCIe form"
        found.append(Relation(subject.value, "lacks", "NVLink", None,
                              text[subject.start:after[0].end]))
    return found


def _switch_counts(text: str, clause: tuple[int, int], named: Sequence[Match], words: _Words,
                   lex: Lexicon) -> list[Relation]:
    found: list[Relation] = []
    for k, m in enumerate(named):
        if m.value != "NVSwitch" or words.not_chips.match(text, m.end):
            continue
        head = text[max(clause[0], m.start - 40):m.start]
        count = words.counted.search(head)
        if count is None or words.bound.search(head[:count.start()]):
            continue
        value = _count(count.group(1), words)
        systems = [s for s in named[:k] if s.kind == "system"]
        if value is not None and not systems and k + 1 < len(named) and \
                named[k + 1].kind == "system" and \
                words.chips_in.fullmatch(text, m.end, named[k + 1].start):
            start = m.start - len(head) + count.start()  # "six NVSwitch chips in DGX A100"
            found.append(Relation(named[k + 1].value, "switch-count", "NVSwitch", float(value),
                                  text[start:named[k + 1].end]))
            continue
        if value is None or not systems:
            continue
        subject = systems[-1]
        gap = text[subject.end:m.start - len(head) + count.start()]
        if any((o.kind in SUBJECT_KINDS and o.kind != "gpu") or o.value == "NVSwitch"
               for o in named if subject.end <= o.start < m.start) or \
                len(gap) > 48 or words.set_apart.search(gap) or words.each.search(gap) or \
                words.part_holders.search(gap):
            continue  # "the NVL72's switch trays each hold two chips": a tray's, not the rack's;
            # its GPUs may be named between ("DGX-2 was built from 16 V100 GPUs and 12 NVSwitch
            # chips"), another product not
        found.append(Relation(subject.value, "switch-count", "NVSwitch", float(value),
                              text[subject.start:m.end]))
    return found


def _count(said: str, words: _Words) -> int | None:
    key = said.strip().lower()
    return int(key) if key.isdigit() else words.ordinals.get(key)
