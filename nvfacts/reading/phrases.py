"""The claim's structure: sentences, clauses, and which quantity each qualifier word belongs to.

A qualifier belongs to the quantity whose phrase holds it: right after a value and before any
separator ("25 GB/s per direction per link", "900GB/s 双向") it is the value's; after a separator
(a comma, "and", an opening bracket with a number in it) or before the first value of a clause
("bidirectional bandwidth of 900 GB/s", "单向带宽约为32GB/s") it is the next value's. A direction
or an approximation never goes to a count or a year.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..lexicon import Lexicon, Match
from .figures import ahead
from .quantities import _NOUN_SCOPE, Quantity
from .relations import _alternation, spaced_words

_SENTENCE = re.compile(r";(?![^;.,\d]{0,24}\bthat(?:'s|\u2019s|\s+is)\s+(?:about\s+|roughly\s+|~)?"
                       r"\d|\s*(?:即|也就是|亦即)[^;\u3002\d]{0,8}\d)|[。!?\n|\u2022]|"
                       r"\.(?<!\bvs\.)(?<!\bVs\.)(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bapprox\.)"
                       r"(?<!\bincl\.)(?<!\bcf\.)(?=\s+(?:[A-Z\u4e00-\u9fff]|"
                       r"[a-z][a-z0-9]*\d[a-z0-9]*[._-][a-z0-9])|\s*$)")
"""Where a sentence ends: a stop (a semicolon unless a restatement of the figure before follows
it: "per link 50 GB/s; per direction that's 25 GB/s", "; 即单向 450GB/s"), or a full stop before
a capital, a Han character or a cloud instance's name written in lower case ("... 900 GB/s.
p4d.24xlarge has ..."); never the dots inside such a name ("BM.GPU.H100.8"), nor an
abbreviation's ("600 vs. 900 GB/s", "e.g. DGX")."""
_THAN = r"than(?:{bounds}|(?!\s*[~\u2248]?\s*\d[\d,.]*+\s*+(?!x\b|\u00d7|times\b)))"
"""The "than" that sets a figure apart: not after a word of a bound (``bound-than``), nor right
before a number ("greater than 2,000 GB/s")."""


@dataclass(frozen=True, slots=True)
class _Contrasts:
    contrast: re.Pattern[str]
    clause: re.Pattern[str]
    each_with: re.Pattern[str]
    joining: frozenset[str]
    """The words of ``clause-joins``, lower case: a cut by one needs numbers on both sides."""


def _alternatives(words: Sequence[str], exceptions: Sequence[str]) -> str:
    """Words as alternatives, longest first, each not where it opens one of ``exceptions``
    (而 not in 而且)."""
    return "|".join(re.escape(w) + (f"(?!{'|'.join(rest)})" if (rest := [
        re.escape(e[len(w):]) for e in exceptions if e.startswith(w) and e != w]) else "")
        for w in sorted(set(words), key=len, reverse=True)) or "(?!)"


def _compile_contrasts(lex: Lexicon) -> _Contrasts:
    """The contrast words (relation-words ``contrast-words``, none opening one of
    ``contrast-exceptions``, and "than" but that of a bound: ``bound-than``), the clause cuts
    (those and ``clause-joins``, ``clause-against``) and a part whose items are all each one's
    (``each-with``)."""
    bounds = "".join(rf"(?<!{re.escape(w)} than)" for w in lex.words("bound-than"))
    but = lex.words("contrast-exceptions")
    said = {key: ([w for w in lex.words(key) if w[:1].isascii()],
                  [w for w in lex.words(key) if not w[:1].isascii()])
            for key in ("contrast-words", "clause-joins", "clause-against")}
    english = _alternatives(said["contrast-words"][0], but) + "|" + _THAN.format(bounds=bounds)
    chinese = _alternatives(said["contrast-words"][1], but)
    joins = [_alternation(said["clause-against"][k] + said["clause-joins"][k]) for k in (0, 1)]
    each_with = spaced_words(lex.words("each-with"))
    return _Contrasts(
        re.compile(rf"\b(?:{english})\b|{chinese}", re.I),
        re.compile(ahead(english, chinese, *joins) + rf"(?:\b(?:{english}|{joins[0]})\b|"
                   rf"{chinese}|{joins[1]})", re.I),
        re.compile(r"(?:^|,)\s*(?:" + each_with + r")\s+[^,;]*$", re.I),
        frozenset(w.lower() for w in lex.words("clause-joins")))


def contrast(lex: Lexicon) -> re.Pattern[str]:
    """Words that set a figure against the one before: "1.2 TB/s per GPU, up from 600 GB/s";
    never the "than" of a bound right before a number ("memory bandwidth greater than 2,000
    GB/s" is one phrase; "more than 7x the 128 GB/s" still sets a figure apart)."""
    return lex.derived("contrasts", _compile_contrasts).contrast


_DIGIT = re.compile(r"\d")


def _whole(words: Sequence[str]) -> str:
    """Words as alternatives, longest first, an English one never inside a longer word ("i.e."
    after a word's start, "and" a whole word)."""
    return "|".join((r"\b" if w[:1].isascii() and w[:1].isalnum() else "") + re.escape(w) +
                    (r"\b" if w[-1:].isascii() and w[-1:].isalnum() else "")
                    for w in sorted(set(words), key=len, reverse=True)) or "(?!)"


@dataclass(frozen=True, slots=True)
class _Attaching:
    separator: re.Pattern[str]
    """Between two figures, what parts the words of the one from the other's: a comma, a word
    of ``separator-words`` ("and"), a spaced slash ("单向约 32GB/s / 双向约 64GB/s": 双向 is the
    second's)."""
    comma_before: re.Pattern[str]
    """Before a name, a comma perhaps with a word of ``comma-before-joins``, ``comma-before-for``
    and ``comma-before-determiners`` after it ("..., and for the H100 ...")."""
    tight: re.Pattern[str]
    """Between a qualifier and the figure it stands right before ("(双向1.8TB/s)", "单向
    450GB/s/双向 900GB/s"): perhaps a word of ``tight-words`` (touching either, "单向为450") or a
    colon."""
    touching: re.Pattern[str]
    """Between a qualifier and the figure after it (other qualifier words aside), when a count
    comes before it, perhaps a word of ``touching-words``: "每GPU 600GB/s", "4 条合计双向
    160GB/s"."""
    back: re.Pattern[str]
    """Before a qualifier, words pointing back at the figure before a separator (``back-words``),
    in a clause that gives no figure of its own: "以 1.8TB/s 为例: 这是 B200 的双向 NVLink 带宽,
    拆成每个方向就是 900GB/s" (双向 is the 1.8 TB/s's)."""


def _compile_attaching(lex: Lexicon) -> _Attaching:
    def said(key: str) -> str:
        return _whole(lex.words(key))

    return _Attaching(
        re.compile(r"[,:(;\u00d7@]|" + said("separator-words") + r"|\sx\s|\s/\s", re.I),
        re.compile(r"[,、]\s*(?:(?:" + said("comma-before-joins") + r")\s+)?(?:(?:" +
                   said("comma-before-for") + r")\s+)?(?:(?:" + said("comma-before-determiners") +
                   r")\s+)?\Z", re.I),
        re.compile(r"\s*(?:" + _alternation(lex.words("tight-words")) + r"|:)?\s*", re.I),
        re.compile(r"\s*(?:" + _alternation(lex.words("touching-words")) + r")?\s*"),
        re.compile(r"(?:" + said("back-words") + r")[^,;:\u3002\d]*$", re.I))


@dataclass(frozen=True, slots=True)
class Span:
    start: int
    end: int

    def holds(self, at: int) -> bool:
        return self.start <= at < self.end


_ROW_BREAK = re.compile(r"(?<=/s)[*\u00b9\u00b2\u00b3\u2020]?\s[\u2014\u2013]\s")
"""In a row of cells ("|"), a spaced dash right after a rate, between two rows run together:
"H100 SXM5 | NVLink 4 | 900 GB/s — H100 PCIe | NVLink bridge | 600 GB/s" (the 900 is no H100
PCIe's); not one after a name, heading its cell ("V100 SXM2 32GB — Interconnect Bandwidth: NVLink
300 GB/s | ...")."""


def sentences(text: str) -> list[Span]:
    bounds = [0]
    rows = list(_ROW_BREAK.finditer(text)) if "|" in text else []
    if not rows:  # the breaks in order, none overlapping: nothing to sort or skip
        for m in _SENTENCE.finditer(text):
            bounds += [m.start(), m.end()]
    for m in sorted([*_SENTENCE.finditer(text), *rows], key=lambda m: m.start()) if rows else ():
        if m.start() < bounds[-1]:
            continue
        bounds += [m.start(), m.end()]
    bounds.append(len(text))
    return [Span(bounds[i], bounds[i + 1]) for i in range(0, len(bounds), 2)
            if bounds[i + 1] > bounds[i]]


def clauses(text: str, masked: str, sentence: Span, lex: Lexicon, names: Sequence[int] = (),
            numbers: Sequence[int] = ()) -> list[Span]:
    """The sentence's clauses. A joining word ("and", "or", "和") splits only between two parts
    that both hold a number ("launched in 2020 and NVLink 4.0 in 2022"), not a list of names
    ("links Grace and Hopper at 900 GB/s"); so does a comma before a name (whose start is one of
    ``names``) when both parts hold a number ("EDR 100Gb/s, HDR 200Gb/s", "NVLink 3.0 in 2020,
    NVLink 2.0 in 2016", "Volta 300GB/s、Ampere 600GB/s"): digits, or a number spelled out that was
    read as a quantity (starting at one of ``numbers``: "V100 got six links, the A100 got
    twelve")."""
    said = lex.derived("contrasts", _compile_contrasts)
    cuts = [(m.start(), m.end(), m.group(0).lower() in said.joining)
            for m in said.clause.finditer(text, sentence.start, sentence.end)]
    cuts += [(c.start(), c.end(), True) for at in names if sentence.holds(at)
             and (c := lex.derived("attaching", _compile_attaching).comma_before.search(
                 text, sentence.start, at)) is not None]
    bounds = [sentence.start]
    for start, end, joining in sorted(set(cuts)):
        if start < bounds[-1]:
            continue
        if joining and said.each_with.search(masked, bounds[-1], start):
            continue  # "8 A100s, each with 12 links and 600 GB/s": both items are each one's
            # (a part opened by a word of each-with after a comma: the items it lists, joined
            # by "and", are all the part's)
        if joining:
            rest = re.split(r"[;,.。、]", masked[end:sentence.end], maxsplit=1)[0]
            if not ((_DIGIT.search(masked[bounds[-1]:start]) or
                     any(bounds[-1] <= n < start for n in numbers)) and
                    (_DIGIT.search(rest) or any(end <= n < end + len(rest) for n in numbers))):
                continue
        bounds += [start, end]
    bounds.append(sentence.end)
    return [Span(bounds[i], bounds[i + 1]) for i in range(0, len(bounds), 2)]


def separated(text: str, start: int, end: int, lex: Lexicon) -> bool:
    """Whether a separator lies between ``start`` and ``end``, a closed bracket that holds no
    number not counting ("900 GB/s (bidirectional)" keeps its qualifier)."""
    between = text[start:end]
    if re.fullmatch(r"[^,;:()\d]*\(\s*[^()\d]*", between):
        return False
    return bool(lex.derived("attaching", _compile_attaching).separator.search(between))


_PLUS = re.compile(r"\s*[+\uff0b]\s*")
"""Between a figure and a qualifier: a plus sign, after which the qualifier opens the next term
("发送 450GB/s + 接收 450GB/s")."""


def _without(text: str, start: int, end: int, words: Sequence[Match]) -> str:
    """``text[start:end]`` without the qualifier words in it."""
    kept, at = [], start
    for w in words:
        if start <= w.start and w.end <= end:
            kept.append(text[at:w.start])
            at = w.end
    return "".join(kept) + text[at:end]
KINDS_FOR_COUNTS = frozenset({"scope"})

_OPENER = re.compile(r"[\u4e00-\u9fff]")
"""A Chinese character: the qualifier phrases that open after a full-width comma are Chinese."""


def _compile_fillers(lex: Lexicon) -> re.Pattern[str]:
    """Between a full-width comma and the qualifier words of the figure after it, the words that
    leave the phrase the figure's own (``relation-words``: ``own-phrase-fillers``), each with the
    spaces and colons around it."""
    fillers = [str(w) for w in lex.words("own-phrase-fillers")]
    return re.compile(r"(?: |:" + "".join("|" + re.escape(w) for w in fillers) + r")*")


def own_phrase(text: str, words: Sequence[Match], start: int, end: int, lex: Lexicon) -> bool:
    """Whether the figure at ``end`` opens a Chinese qualifier phrase of its own after a comma
    past ``start`` (the figure before): its direction or scope words and nothing else between
    the comma and it ("总带宽 900GB/s, 单向 450GB/s", the comma full-width as written). What was
    said of the figure before stays there."""
    cut = text.rfind(",", start, end)
    said = [w for w in words if cut < w.start and w.end <= end and
            w.kind in ("direction", "scope")] if cut >= 0 else []
    return bool(said) and _OPENER.search(text, said[0].start, said[0].end) is not None and \
        lex.derived("own-phrase-fillers", _compile_fillers).fullmatch(
            _without(text, cut + 1, end, said)) is not None


def _compile_summing(lex: Lexicon) -> re.Pattern[str]:
    """A total word that is a verb summing to a figure: "the V100 aggregates six of them to 300
    GB/s" (the total is the figure's, whatever is counted between): ``summing-verbs``."""
    return re.compile(_alternation(lex.words("summing-verbs")), re.I)


def _may_count(w: Match, q: Quantity, text: str, lex: Lexicon) -> bool:
    """Whether a scope word may be a count's: one saying what the things counted are per ("18
    links per GPU") or a total before it ("a total of 6 links", "一共 6 条"); never one per the
    very thing counted ("Every GPU in an 8-GPU board sees 600 GB/s") nor a total after it ("the
    six links in total give 150 GB/s"), nor a verb summing to a figure ("aggregates six of them
    to 300 GB/s"): those are the figure's after the count."""
    if w.value == "aggregate":
        return w.end <= q.start and not lex.derived("summing-verbs", _compile_summing).fullmatch(
            text, w.start, w.end)
    return w.value != _NOUN_SCOPE.get(q.attribute)


def counted_figures(text: str, quantities: Sequence[Quantity]) -> set[int]:
    """The figures written between a count and its noun, each thing counted's ("18 NVLink 100
    GB/s connections", "four 50 GB/s ports"): a link or port count written as its number alone
    right before the figure, nothing but the names masked out between (a count with its measure
    word, "6 条 300GB/s", is the links' and the figure their total)."""
    counts = [c for c in quantities if c.attribute in ("link-count", "port-count") and
              not any(ch.isspace() for ch in text[c.start:c.end])]
    return {i for i, q in enumerate(quantities) if q.attribute == "bandwidth" and any(
        c.end <= q.start and not text[c.end:q.start].strip() for c in counts)} if counts else set()


def _compile_named_tight(lex: Lexicon) -> re.Pattern[str]:
    """Between a qualifier and the figure it stands right before, perhaps with what the figure
    measures named (``figure-measured``: "双向带宽 100GB/s")."""
    return re.compile(r"\s*(?:" + _alternation(lex.words("figure-measured")) +
                      r")?\s*(?:of|is|at|为|是|约|达|:)?\s*", re.I)


def _compile_arriving(lex: Lexicon) -> re.Pattern[str]:
    """The word a change arrives by (``from-to``: "升级到", "to"), a whole word in English."""
    return re.compile(r"(?:(?<![A-Za-z])(?:" + _alternation(
        w for w in lex.words("from-to") if w[:1].isascii()) + r")(?![A-Za-z])|" + _alternation(
        w for w in lex.words("from-to") if not w[:1].isascii()) + ")", re.I)


def attach(text: str, qualifiers: Sequence[Match], quantities: Sequence[Quantity],
           spans: Sequence[Span], lex: Lexicon, restating: re.Pattern[str] | None = None,
           means: re.Pattern[str] | None = None,
           converting: tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]] | None = None
           ) -> dict[int, list[Match]]:
    """Each quantity's qualifier words (by the quantity's index), looked for in its clause; a
    word between two figures after a verb ``restating`` the first ("300GB/s 对应单向 150GB/s")
    and right before the second is the second's; a word in a phrase of ``means`` opened after a
    figure ("... to 1.8 TB/s by doubling the per-link rate") says how it was reached, never the
    figure's own (the next figure's, when the phrase gives one); a word said as the purpose
    ("for") of a verb ``converting`` a figure into another ("halve them for one direction: 900
    GB/s -> 450 GB/s") is the result's, the second figure of the pair joined by the arrow or
    "to"; a word right before the second figure after the word a change arrives by is the
    second's ("双向 50GB/s 升级到 Blackwell 的 Gen5 双向带宽 100GB/s")."""
    attached: dict[int, list[Match]] = {i: [] for i in range(len(quantities))}
    counted = counted_figures(text, quantities)
    said = lex.derived("attaching", _compile_attaching)
    for w in qualifiers:
        span = next((c for c in spans if c.start <= w.start < c.end), None)
        if span is None:
            continue
        candidates = [i for i, q in enumerate(quantities) if span.holds(q.start) and
                      (q.attribute == "bandwidth" or (w.kind in KINDS_FOR_COUNTS and
                                                      _may_count(w, q, text, lex)))]
        before = [i for i in candidates if quantities[i].end <= w.start]
        after = [i for i in candidates if quantities[i].start >= w.end and i not in counted]
        if before and before[-1] in counted and text[quantities[before[-1]].end:w.start].strip():
            before = []  # "18 NVLink 100 GB/s connections for a total of 1.8 TB/s": past the
            # count's noun, a word is no longer the figure's that each of the links has
        if before and means is not None and means.search(text, quantities[before[-1]].end,
                                                         w.start):
            before = []
        if before and after:
            prev, nxt = before[-1], after[0]
            pick = nxt if _PLUS.fullmatch(text, quantities[prev].end, w.start) or (
                separated(text, quantities[prev].end, w.start, lex) and not (
                said.back.search(text, quantities[prev].end, w.start) and
                not said.tight.fullmatch(text, w.end, quantities[nxt].start))) or (
                ("(" in text[quantities[prev].end:w.start] or
                 text[quantities[prev].end:w.start].strip() == "/") and
                said.tight.fullmatch(text, w.end, quantities[nxt].start)) or (
                quantities[prev].attribute != "bandwidth" and
                said.touching.fullmatch(_without(text, w.end, quantities[nxt].start,
                                             qualifiers))) or (
                restating is not None and
                restating.fullmatch(text, quantities[prev].end, w.start) is not None and
                said.tight.fullmatch(text, w.end, quantities[nxt].start) is not None) or (
                w.value == "aggregate" and lex.derived("summing-verbs", _compile_summing)
                .fullmatch(text, w.start, w.end) is not None) or (
                lex.derived("named-tight", _compile_named_tight).fullmatch(
                    text, w.end, quantities[nxt].start) is not None and
                lex.derived("arriving", _compile_arriving).search(
                    text, quantities[prev].end, w.start) is not None) else prev
            # "links at 25 GB/s each add up to 150 GB/s": a verb summing to the figure after it
        elif before:
            pick = before[-1]
        elif after:
            pick = after[0]
        elif (back := [i for i, q in enumerate(quantities) if q.end <= w.start and (
                q.attribute == "bandwidth" or w.kind in KINDS_FOR_COUNTS)]) and \
                said.back.search(text, max(0, span.start - 2), w.start):
            pick = back[-1]  # "600GB/s 不是单向带宽, 而是双向的": a clause of no figure (its
            # contrast word, 而, cut before it)
        else:
            continue
        if converting is not None and len(after) > 1 and pick == after[0] and \
                converting[0].search(text, max([span.start, *(
                    quantities[i].end for i in before)]), w.start) and \
                converting[1].search(text, max(0, w.start - 12), w.start) and \
                converting[2].fullmatch(text, quantities[pick].end, quantities[after[1]].start):
            pick = after[1]
        attached[pick].append(w)
    return attached
