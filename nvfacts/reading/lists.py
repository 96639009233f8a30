"""Lists written side by side: a list of names or of directions before a list of as many
figures, paired in order ("PCIe Gen3/Gen4/Gen5 x16: 16/32/64 GB/s", "NVLink 5.0 vs NVLink-C2C:
1.8 TB/s vs 900 GB/s", "Bandwidth (unidirectional / bidirectional): 450 GB/s / 900 GB/s",
"PCIe 3.0/4.0/5.0 的单向带宽分别为 16/32/64GB/s")."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..lexicon import Lexicon, Match
from .kinds import CARRIERS
from .phrases import Span, contrast
from .quantities import Quantity
from .relations import _alternation, _whole_words, hints, may_hold, starting_words


@dataclass(frozen=True, slots=True)
class _Patterns:
    """The lexicon's list words (section ``relation-words``, ``list-*``) as patterns."""

    generation: re.Pattern[str]
    """A further generation of the family just named: "PCIe 3.0/4.0", "PCIe Gen3/Gen4",
    "NVLink 1.0 vs 2.0"."""
    ratio: re.Pattern[str]
    """In a list of two names, words saying the first is a multiple of the second."""
    at: re.Pattern[str]
    """Between such a list and its one figure: "NVLink 5.0 is twice NVLink 4.0 at 1.8 TB/s"
    (the first name's: it is what the sentence measures, the second only what it is set
    against)."""
    and_names: re.Pattern[str]
    """Between two names whose figures the sentence gives "respectively" ("A 与 B ... 分别为 X
    与 Y", "A, B and C ... X, Y and Z respectively", "A、B、C 分别为 ...", "the A and the B ...
    respectively")."""
    respectively: re.Pattern[str]
    set_against: re.Pattern[str]
    """Two figures set against each other ("18 条对 12 条", "18 vs 12 links"): after "A 与 B",
    each name's in order, as "respectively" says."""
    set_against_hints: tuple[str, ...] | None
    """The ``hints`` of ``list-set-against``: a text holding none sets no figures against."""
    measured: re.Pattern[str]
    """After an interconnect's name, the word for what the figures measure: "A and B's NVLink
    bandwidth are X and Y respectively" (the interconnect is no third name of the list)."""
    located: re.Pattern[str]
    """After an item of a list, where it is: "NVLink 5 in the B200 vs NVLink-C2C in the
    GB200"."""
    domain_after: re.Pattern[str]
    per: re.Pattern[str]
    """Between a figure and the name it is counted per: "1.8 TB/s per Blackwell GPU"."""
    times_between: re.Pattern[str]
    """Between two names, "A 单 GPU 带宽是 B 的 14 倍": a few words of what is measured, then a
    be-word (``list-be-zh``); with ``times_after`` after the second name, the two are a list
    whose figures follow in order ("...: 1.8TB/s 对 128GB/s")."""
    times_after: re.Pattern[str]
    """After the second name of such a list, "的 N 倍" (``list-times-of``, ``list-times-zh``)."""
    times_words: tuple[str, ...]
    """The words of ``list-times-zh``: a text holding none has no such list."""
    against_gap: re.Pattern[str]
    """Between two figures set against each other: "7.2 TB/s vs 4.8", "18 条对 12"."""
    chain_gap: re.Pattern[str]
    """Between two figures of one chain ("450/900 GB/s", "450 GB/s / 900 GB/s")."""
    owns: re.Pattern[str]
    """After a list's item, a possessive (``list-possessive``: "'s", 的) whose interconnect is
    the item's own ("Hopper's NVLink"); a word's, not a mark's, may stand after a space."""
    respectively_hints: tuple[str, ...] | None
    """The ``hints`` of ``respectively``'s words: a text holding none gives nothing out."""


def may_give_out(text: str, lex: Lexicon) -> bool:
    """Whether ``text`` may hold a word giving out a list's figures in order ("respectively",
    分别: relation-words ``list-respectively``): a cheap test before any pattern of them."""
    return may_hold(text, text.lower(), lex.derived("list-patterns", _patterns).respectively_hints)


def _patterns(lex: Lexicon) -> _Patterns:
    said = lex.relation_words

    def words(key: str, english: bool | None = None) -> list[str]:
        return [str(w) for w in said.get(key, []) if english is None or w[:1].isascii() is english]

    return _Patterns(
        generation=re.compile(
            r"\s*(?:/|\s(?:" + starting_words(words("list-generation-compare")) + r")\s)\s*(?:(?:" +
            starting_words(words("list-generation-prefixes")) + r")\s*)?([1-7])(?:\.0)?(?![\d.])",
            re.I),
        ratio=re.compile(r"\b(?:" + _alternation(words("list-ratio")) + r")\b|\d(?:\.\d)?\s*"
                         r"[x\u00d7]\s+(?:" + _alternation(words("list-ratio-after")) + r")\b",
                         re.I),
        at=re.compile(r"\s*,?\s*(?:" + _alternation(words("list-figure-at")) + r")\s+", re.I),
        and_names=re.compile(
            r"\s*(?:,\s*(?:(?:" + _alternation(words("list-and", english=True)) + r")\b)?|" +
            starting_words(words("list-and")) + r")\s*(?:the\s+)?", re.I),
        respectively=re.compile(_whole_words(words("list-respectively")), re.I),
        respectively_hints=hints(words("list-respectively")),
        set_against=re.compile(r"\d\s*(?:" + _alternation(words("list-counted")) + r")?\s*(?:" +
                               starting_words(words("list-set-against")) + r")\s*\d", re.I),
        set_against_hints=hints(words("list-set-against")),
        measured=re.compile(
            r"\s*(?:(?:(?:" + _alternation(words("list-measured-totals")) + r")\s+)?(?:" +
            _alternation(words("list-measured", english=True)) + r")|" +
            _alternation(words("list-measured", english=False)) + ")", re.I),
        located=re.compile(r"\s+(?:" + _alternation(words("list-located")) +
                           r")\s+(?:the\s+|an?\s+)?", re.I),
        domain_after=re.compile(r"\s*(?:(?:" + _alternation(words("list-domain", english=True)) +
                                r")\b|" + _alternation(words("list-domain", english=False)) + ")",
                                re.I),
        per=re.compile(r"\s*(?:" + starting_words(words("list-per")) + r")\s*", re.I),
        times_between=re.compile(r"[^,;:()\d\uff0c\uff1b\uff1a\u3002]{0,12}?(?:" + _alternation(
            words("list-be-zh")) + r")\s*"),
        times_after=re.compile(r"\s*(?:" + _alternation(lex.words("list-times-of")) +
                               r")\s*\d+(?:\.\d+)?\s*(?:" + _alternation(words("list-times-zh")) +
                               ")"),
        times_words=tuple(words("list-times-zh")),
        against_gap=re.compile(r"\s*(?:(?:" + _alternation(words("list-counted")) + r")\s*)?(?:" +
                               starting_words(words("list-set-against")) + r")\s*|\s+", re.I),
        owns=re.compile(r"(?:" + "|".join(
            (r"\s*" if w[:1].isalpha() else "") + re.escape(w)
            for w in lex.words("list-possessive")) + r")\s*"),
        chain_gap=re.compile(r"\s*(?:/|,|\u3001|" + _whole_words(words("list-chain-words")) +
                             r")\s*", re.I))


def _between_names(lex: Lexicon) -> re.Pattern[str]:
    """Between two names of a list: a slash, an arrow ("EDR -> HDR"), "vs", or words setting one
    against the other ("XDR doubles NDR: 800 vs 400 Gb/s", "NVLink 5.0 is twice NVLink 4.0: 1.8
    TB/s vs 900 GB/s", "NVLink 5.0 doubles per-GPU bandwidth over Hopper: ...", "A is 2x as fast
    as B: ...", "The DGX B200 offers 2x the NVLink bandwidth of the DGX H100: 14.4 TB/s versus 7.2
    TB/s", "The DGX B200 doubles the DGX H100's: ...", "A100 对比 H100\uff1a600 vs 900 GB/s")."""
    said = lex.relation_words
    return re.compile(
        r"\s*(?:\([^()]*\)\s*)?(?:/|\u2192|->|" + starting_words(said.get("list-compare", [])) +
        r"|(?:(?:" + starting_words(said.get("list-hedges", [])) + r")\s+)?"
        r"(?:" + starting_words(said.get("list-multiplying", [])) + r")(?:\s+the\b)?"
        r"(?:\s+[^,;:()]{0,40}?\b(?:" + starting_words(said.get("list-multiplied-over", [])) +
        r")\s+(?:the\s+)?)?|"
        r"(?:(?:" + starting_words(said.get("list-multiple-verbs", [])) + r")\s+)?"
        r"(?:\d(?:\.\d)?\s*[x\u00d7]|" + starting_words(said.get("list-multiples-of", [])) +
        r")\s+the\s+[^,;:()]{0,40}?\bof\s+(?:the\s+|an?\s+)?|"
        r"(?:" + starting_words(said.get("list-be", [])) + r")\s+(?:(?:" +
        starting_words(said.get("list-be-hedges", [])) + r")\s+)?"
        r"(?:" + starting_words(said.get("list-multiples", [])) + r"|\d(?:\.\d)?\s*[x\u00d7])"
        r"(?:\s+(?:that\s+of|as\s+\w+\s+as))?(?:\s+the\b)?)\s*", re.I)


_LABEL = re.compile(r"\s*[:\uff1a]?\s*")
"""Between an interconnect right before a list's first figure and that figure: "A vs B: NVLink
900 vs 600 GB/s", "A100 vs H100 NVLink: 600 vs 900 GB/s" (the interconnect labels the row)."""
_BETWEEN_WORDS = re.compile(r"\s*/\s*")
_BRACKET = re.compile(r"\s*\([^()]*\)")


@dataclass(frozen=True, slots=True)
class Pairing:
    """What a figure takes from the list paired with its own: a subject or a direction."""

    subject: str | None = None
    direction: str | None = None


def paired(text: str, sentence: Span, mentions: Sequence[Match], words: Sequence[Match],
           values: Sequence[Quantity], lex: Lexicon,
           previous: Span | None = None) -> dict[int, Pairing]:
    """For the bandwidths of ``values`` (by index) that a list before them in the sentence names
    one by one, what each takes from it (a list of names: the counts of one thing too). A list
    pairs only with exactly as many figures of a kind after it in the sentence, no other name
    standing between; a part after a semicolon that names nothing (but the interconnect that
    labels its figures) pairs its figures set against each other with the list of names that
    opened the ``previous`` part, the one that opened the chain of such parts ("A vs B: ...;
    both have 18 links, at 100 GB/s vs 50 GB/s each", "A vs B — GPUs: 8 vs 72; NVLink BW: 7.2
    TB/s vs 130 TB/s")."""
    found: dict[int, Pairing] = {}
    said = lex.derived("list-patterns", _patterns)
    first = min((q.start for q in values if sentence.holds(q.start)), default=sentence.end)
    if previous is not None and not any(sentence.holds(m.start) and not (
            m.end <= first and lex.entities[m.value].kind == "interconnect") for m in mentions):
        opened = [(items, end) for start, end, items, kind in _lists(
            text, previous, mentions, words, lex) if kind == "subject" and
            not text[previous.start:start].strip() and text[end:previous.end].lstrip()[:1] in (
                ":", "\uff1a", "\u2014", "\u2013")]
        for items, _ in opened[:1]:
            for attribute in {q.attribute for q in values if sentence.holds(q.start)}:
                part = [i for i, q in enumerate(values) if q.attribute == attribute and
                        sentence.holds(q.start)]
                if len(part) == len(items) and _set_against(part, len(items), values, text,
                                                            said)[1]:
                    found.update((i, Pairing(item)) for i, item in zip(part, items, strict=True))
    for start, end, items, kind in _lists(text, sentence, mentions, words, lex):
        attributes = {q.attribute for q in values if sentence.holds(q.start) and q.start >= end}
        for attribute in attributes if kind == "subject" else {"bandwidth"}:
            figures = [i for i, q in enumerate(values) if q.attribute == attribute and
                       sentence.holds(q.start) and q.start >= end]
            if kind == "direction" and (chain := _chain_before(start, len(items), sentence,
                                                               values, text, said)):
                figures = chain  # "450/900 GB/s (uni/bi)": the figures the list follows
            if len(figures) > len(items) and (row := text.find(";", end, sentence.end)) > 0:
                figures = [i for i in figures if values[i].start < row]  # "A vs B: NVLink 900
                # GB/s vs 600 GB/s; PCIe Gen5 128 GB/s on both": the row up to the semicolon
            if kind == "subject" and len(items) == 2 and figures and \
                    said.at.fullmatch(text, end, values[figures[0]].start) and \
                    said.ratio.search(text, start, end) and not (
                        len(figures) > 1 and contrast(lex).search(
                            text, values[figures[0]].end, values[figures[1]].start)):
                figures = figures[:1]  # "A is twice B at 1.8 TB/s", "A doubles B: 800 Gb/s per
                items = items[:1]  # port, i.e. 100 GB/s": A's (never "A doubles B: X vs Y")
            if kind == "subject" and _network_between(items, end, values[figures[-1]].start
                                                      if figures else end, mentions, lex):
                continue  # "H100/H200 clusters use NDR 400G InfiniBand (96 GB/s ...)": the
                # figures are the network's, no GPU's given out in order
            groups, against = _set_against(figures, len(items), values, text, said) \
                if kind == "subject" else ([figures], False)
            if any(len(group) != len(items) for group in groups) or any(
                    end <= m.start < values[figures[-1]].start and
                    not _described(m, values, text, said) and
                    not ((against or (m.start < values[figures[0]].start and
                          _LABEL.fullmatch(text, m.end, values[figures[0]].start))) and
                         lex.entities[m.value].kind == "interconnect")
                    for m in mentions):
                continue  # counts too: "NVL72 vs HGX B200: 72 vs 8 GPUs"; an interconnect
                # right before the first figure labels the row: "A vs B: NVLink 900 vs 600 GB/s",
                # and beside figures set against each other it says what they are carried on:
                # "A vs B: NVLink 每卡 900 对 600GB/s", "7.2 vs 4.8 TB/s of NVLink"
            for i, item in ((i, item) for group in groups
                            for i, item in zip(group, items, strict=True)):
                before = found.get(i, Pairing())
                found[i] = Pairing(item, before.direction) if kind == "subject" else \
                    Pairing(before.subject, item)
    return found


def _network_between(items: Sequence[str], start: int, end: int, mentions: Sequence[Match],
                     lex: Lexicon) -> bool:
    """Whether a network (an InfiniBand generation, a NIC) is named between a list of other
    things and its last figure: what it carries are its figures, none of the list's."""
    return not any(lex.entities[item].family == "InfiniBand" or
                   lex.entities[item].kind in CARRIERS for item in items) and any(
        start <= m.start < end and (lex.entities[m.value].family == "InfiniBand" or
                                    lex.entities[m.value].kind in CARRIERS) for m in mentions)


def _set_against(figures: list[int], size: int, values: Sequence[Quantity], text: str,
                 said: _Patterns) -> tuple[list[list[int]], bool]:
    """The figures after a list of ``size`` names in groups of as many, each group's figures set
    against each other ("A vs B: 7.2 vs 4.8 TB/s, 900 vs 600 GB/s per GPU", "A 对 B\uff1a18 条对
    12 条"): each group gives out one figure to each name, in order; and whether they are such
    groups, none set against the next group's. The figures as one group unless they are."""
    if size < 2 or len(figures) < size or len(figures) % size:
        return [figures], False
    groups = [figures[k:k + size] for k in range(0, len(figures), size)]
    against = all(said.against_gap.fullmatch(text, values[a].end, values[b].start)
                  for group in groups for a, b in itertools.pairwise(group)) and not any(
                      said.against_gap.fullmatch(text, values[g[-1]].end, values[h[0]].start)
                      for g, h in itertools.pairwise(groups))
    return (groups, True) if against else ([figures], False)


_OPENS_AFTER = re.compile(r"\s*\(?\s*")
"""Between the last figure of a chain and a list of directions naming its figures in order."""


def _chain_before(start: int, size: int, sentence: Span, values: Sequence[Quantity],
                  text: str, said: _Patterns) -> list[int]:
    """The bandwidths (by index) of the chain of ``size`` figures that ends right before a list
    of directions starting at ``start`` ("450/900 GB/s (uni/bi)", "450/900GB/s(单向/双向)",
    its brackets full-width as written), or none."""
    chain = [i for i, q in enumerate(values) if q.attribute == "bandwidth" and
             sentence.holds(q.start) and q.end <= start][-size:]
    if len(chain) != size or not _OPENS_AFTER.fullmatch(text, values[chain[-1]].end, start) or \
            not all(said.chain_gap.fullmatch(text, values[a].end, values[b].start)
                    for a, b in itertools.pairwise(chain)):
        return []
    return chain


def _described(m: Match, values: Sequence[Quantity], text: str, said: _Patterns) -> bool:
    """Whether a name only says what the figure right before it is carried on ("900 GB/s NVLink
    vs a 600 GB/s NVLink bridge") or counted per ("1.8 TB/s per Blackwell GPU vs ...") or
    names a domain the figures are counted in ("72 GPUs on one NVLink domain versus 8"): it
    stands in no list's way."""
    return any(q.end <= m.start and (not text[q.end:m.start].strip() or
                                     said.per.fullmatch(text, q.end, m.start)) for q in values) or \
        said.domain_after.match(text, m.end) is not None or \
        said.measured.match(text, m.end) is not None


def next_generation(text: str, end: int, family: str, lex: Lexicon,
                    slash: bool = False) -> tuple[str, int] | None:
    """The further generation of ``family`` written right after a name ending at ``end`` ("PCIe
    3.0/4.0", "NVLink 1.0 vs 2.0"; after a slash only if ``slash``) and where it ends, or none."""
    gen = lex.derived("list-patterns", _patterns).generation.match(text, end)
    if gen is None or (slash and "/" not in gen[0]):
        return None
    member = next((m for m in sorted(lex.members(family)) if m.endswith(f" {gen[1]}.0")), None)
    return None if member is None else (member, gen.end())


def _lists(text: str, sentence: Span, mentions: Sequence[Match], words: Sequence[Match],
           lex: Lexicon) -> list[tuple[int, int, list[str], str]]:
    """Each list in the sentence: where it starts and ends, its items, and whether they are
    subjects or directions."""
    found = []
    inside = [m for m in mentions if sentence.holds(m.start)]
    said = lex.derived("list-patterns", _patterns)
    respectively = len(inside) > 1 and (  # with one name, no list of names to give out
        (may_give_out(text, lex) and said.respectively.search(
            text, sentence.start, sentence.end) is not None) or
        (may_hold(text, text.lower(), said.set_against_hints) and
         said.set_against.search(text, sentence.start, sentence.end) is not None))
    between = lex.derived("list-words", _between_names)
    taken = 0
    for n, first in enumerate(inside):
        if first.start < taken:
            continue
        items, end = [first.value], first.end
        family = lex.entities[first.value].family
        while True:
            if (at := said.located.match(text, end)) is not None and (host := next(
                    (m for m in inside[n + 1:] if m.start == at.end()), None)) is not None and (
                        between.match(text, host.end) or text.startswith(":", host.end)):
                end = taken = host.end  # "NVLink 5 in the B200 vs NVLink-C2C in the GB200:
                # ...": where each item is, no item of its own
            if family and (further := next_generation(text, end, family, lex)) is not None:
                items.append(further[0])
                end = further[1]
                continue
            sep = None if n + 1 == len(inside) else between.match(text, end) or (
                said.and_names.match(text, end) if respectively else None)  # none after the last
            nxt = next((m for m in inside[n + 1:] if sep is not None and m.start == sep.end()),
                       None)
            if nxt is None and len(items) == 1 and any(w in text for w in said.times_words) and (
                    times := said.times_between.match(text, end)) is not None:
                nxt = next((m for m in inside[n + 1:] if m.start == times.end() and
                            said.times_after.match(text, m.end)), None)  # "A 单 GPU 带宽是 B
                # 的 14 倍以上: X 对 Y": A's X, B's Y
            if nxt is None:
                break
            items.append(nxt.value)
            end = taken = nxt.end
            if (owned := said.owns.match(text, end)) is not None and (link := next(
                    (m for m in inside[n + 1:] if m.start == owned.end() and
                     lex.entities[m.value].kind == "interconnect"), None)) is not None:
                end = taken = link.end  # "NVLink 5 doubles Hopper's NVLink: 1.8 TB/s versus
                # 900 GB/s": the item is Hopper's, its NVLink no item of its own
        if len(items) > 1 and len(set(items)) == len(items):
            bracket = _BRACKET.match(text, end)  # "NVLink-C2C (Grace to B200): ..."
            found.append((first.start, bracket.end() if bracket else end, items, "subject"))
    directions = [w for w in words if w.kind == "direction" and sentence.holds(w.start)]
    for n, first in enumerate(directions):
        items, end = [first.value], first.end
        for w in directions[n + 1:]:
            if not _BETWEEN_WORDS.fullmatch(text, end, w.start):
                break
            items.append(w.value)
            end = w.end
        if len(items) > 1 and len(set(items)) == len(items):
            found.append((first.start, end, items, "direction"))
            break
    return found
