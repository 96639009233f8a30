"""A figure's scope and whether it is read at all: per GPU, per link, per port or aggregate
from its own words ("each", "per"), measured figures and non-properties dropped, and
restatements of one figure merged."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from ..lexicon import Lexicon, Match
from ..model import Assertion
from . import phrases
from .mentions import _Blockers
from .phrases import Span
from .quantities import Quantity
from .relations import listed as listed_words


@dataclass(frozen=True, slots=True)
class _CarrierWords:
    """The lexicon's words (section ``relation-words``) between a figure and what carries it or
    what it is each of, as patterns."""

    each_of: re.Pattern[str]
    """Between "each" and the count it is of: "each of its 72 GPUs", "each of the V100's six"
    (``each-of-determiners``)."""
    over_a_link: re.Pattern[str]
    """Between a figure and the noun of what carries it, one of many: "64 GB/s per direction
    over an x16 link", "64 GB/s per x16 link" are a link's (never "the x16 link": that one named;
    "each" is a word of its own, blanked: "for each x16 link"): ``over-a-link``,
    ``over-a-link-determiners``, ``over-a-link-per``."""
    for_the_whole: re.Pattern[str]
    """Between a figure and a number of GPUs of a board or system it is said for: "7.2 TB/s for
    the 8-GPU board", "across an 8-GPU server" (``for-the-whole``,
    ``for-the-whole-determiners``)."""


def _compile_carrier_words(lex: Lexicon) -> _CarrierWords:
    listed = partial(listed_words, lex)

    return _CarrierWords(
        each_of=re.compile(r"\s*of\s+(?:" + listed("each-of-determiners") +
                           r")?\s*(?:(?:'s|\u2019s)\s*)?", re.I),
        over_a_link=re.compile(r"\s*(?:(?:" + listed("over-a-link") + r")(?:\s+(?:" +
                               listed("over-a-link-determiners") + r"))?|" +
                               listed("over-a-link-per") + r")\s+(?:single\s+)?(?:x\d{1,2}\s+)?",
                               re.I),
        for_the_whole=re.compile(r"\s*(?:" + listed("for-the-whole") + r")\s+(?:" +
                                 listed("for-the-whole-determiners") + r")\s+", re.I))


def carrier_words(lex: Lexicon) -> _CarrierWords:
    """The patterns of ``_CarrierWords``, compiled once per lexicon."""
    return lex.derived("carrier-words", _compile_carrier_words)


def apposition(lex: Lexicon) -> re.Pattern[str]:
    """Between a figure and its restatement: "900 GB/s (450 GB/s each way)", "1.8 TB/s per GPU
    (bidirectional), 900 GB/s one way", "双向 50GB/s, 即单向 25GB/s", "单向 400Gb/s, 换算成双向是
    100GB/s" (the lexicon's restatement-openers)."""
    return lex.derived("apposition", _compile_apposition)


def _compile_apposition(lex: Lexicon) -> re.Pattern[str]:
    def alternatives(words: list[str]) -> str:
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) or "(?!)"

    openers = lex.words("restatement-openers")
    after_comma = [*openers, *lex.words("restatement-openers-after-comma")]
    return re.compile(r"\s*(?:\(\s*\)\s*)?(?:[(,、/\u2014\u2013]|--|,?\s*or|,?\s*i\.e\.,?|"
                      r",?\s*that is|;\s*that(?:'s|\u2019s|\s+is)|;(?=\s*(?:" +
                      alternatives(openers) + r")))\s*(?:" + alternatives(after_comma) + r")?"
                      r"\s*(?:if you count\s*)?", re.I)


_NOUN_AFTER = re.compile(r"-?\s*(?:的)?\s*")
"""Between a figure and the noun it is the figure of: "64 个 400Gb/s 的 NDR 端口" (names masked),
perhaps a hyphen making the two one word ("the 20 GB/s-per-direction link figure", its
direction word blanked)."""


_TIMES_COUNT = re.compile(r"[\s,]*(?:x|\u00d7|\*)\s*")
"""Between a figure and a count it is given each of: "25 GB/s x 18 links"."""


_COUNT_AT = re.compile(
    r"\s*(?:(?:,\s*)?(?:of\s+(?=\S*\s*(?:at|@)))?(?:each\s+)?(?:at|@|of|(?:run|runs|ran|running|operate|operates|operating)\s+at|x|\u00d7)"
    r"(?:\s*@)?)?\s*$", re.I)
"""Between a count and the figure given for each of what it counts: "6 links @ 25 GB/s", "6 links
ran at 25 GB/s", "64
ports of NDR at 400Gb/s" (the name is masked)."""


def _merged_restatements(found: list[Assertion]) -> list[Assertion]:
    """One assertion for a figure stated twice in one claim ("400 Gb/s per port; per direction
    that's 50 GB/s"): the same subject, attribute and value, each qualifier stated once or the
    same."""
    kept: list[Assertion] = []
    for a in found:
        twin = next((k for k in kept if (k.subject, k.attribute, k.value) ==
                     (a.subject, a.attribute, a.value) and _compatible(k, a)), None)
        if twin is None:
            kept.append(a)
            continue
        kept[kept.index(twin)] = twin.model_copy(update={
            "direction": twin.direction or a.direction, "scope": twin.scope or a.scope})
    return kept


def _compatible(a: Assertion, b: Assertion) -> bool:
    return all(x is None or y is None or x == y
               for x, y in ((a.direction, b.direction), (a.scope, b.scope)))


def _same(a: Assertion, b: Assertion) -> bool:
    return (a.subject, a.attribute, a.value, a.direction, a.scope) == \
        (b.subject, b.attribute, b.value, b.direction, b.scope)


def _nearest(words: Sequence[Match], kind: str, q: Quantity) -> str | None:
    """The value of the word of ``kind`` nearest the figure, when its phrase has two ("双向...,
    拆成每个方向就是 900GB/s": per direction)."""
    said = [w for w in words if w.kind == kind]
    if len(said) < 2:
        return said[0].value if said else None
    return min(said, key=lambda w: q.start - w.end if w.end <= q.start else w.start - q.end).value


def _first(words: Sequence[Match], kind: str) -> str | None:
    return next((w.value for w in words if w.kind == kind), None)


def _first_in_clause(values: Sequence[Quantity], clause: Span) -> int:
    return next(i for i, q in enumerate(values) if clause.holds(q.start))


def _value(number: float) -> float:
    return float(int(number)) if number.is_integer() else number


def _measured(values: Sequence[Quantity], spans: Sequence[Span], sentence: Span,
              mentions: list[Match], masked: str, blockers: _Blockers,
              lex: Lexicon, worded: bool = True, collective: bool = False) -> set[int]:
    """The figures a tool or a test measured: for each library named ("NCCL", "nvbandwidth"),
    each word of measuring ("measured", "实测") and each collective operation that opens its
    clause ("AllReduce on NVLink runs at 450 GB/s/dir"), the nearest figure after it in its
    clause, else (but for a collective) the nearest before; after it, the sentence's later
    figures too, up to a measurement-end (for a collective, one that is no comparison of the
    same operation elsewhere: "vs ~45 GB/s/dir over InfiniBand NDR" is the AllReduce's too)."""
    markers = [(m.start, m.end, False) for m in mentions if sentence.holds(m.start) and
               lex.entities[m.value].kind == "library"]
    if worded:  # a word of measuring may be in the claim
        markers += [(*w.span(), False) for w in blockers.measurement.finditer(
            masked, sentence.start, sentence.end)]
    if collective:  # a collective operation may be in the claim
        for w in blockers.collective.finditer(masked, sentence.start, sentence.end):
            clause = next((c for c in spans if c.holds(w.start())), None)
            if clause is not None and not any(
                    clause.start <= m.start < w.start() and
                    lex.entities[m.value].kind != "library" for m in mentions):
                markers.append((*w.span(), True))  # no subject before it: it runs at them
    blocked = set()
    for start, end, compared in markers:
        clause = next((c for c in spans if c.holds(start)), None)
        inside = [i for i, q in enumerate(values) if q.attribute == "bandwidth" and
                  clause is not None and clause.holds(q.start)]
        after = [i for i in inside if values[i].start >= end]
        before = [i for i in inside if values[i].end <= start]
        if after:
            blocked.add(after[0])
            ends = lex.derived("collective-ends" if compared else "measurement-ends",
                               _compile_collective_ends if compared else
                               _compile_measurement_ends).search(masked, end, sentence.end)
            blocked.update(i for i, q in enumerate(values) if q.attribute == "bandwidth" and
                           sentence.holds(q.start) and q.start > end and
                           (ends is None or q.start < ends.start()))
        elif before and not compared:  # a collective runs at the figures after it
            blocked.add(before[-1])
    return blocked


def _compile_measurement_ends(lex: Lexicon) -> re.Pattern[str]:
    """The words after which a sentence's figures are no longer measured ("but", "理论")."""
    return _ends(lex.not_a_property.get("measurement-ends", []))


def _compile_collective_ends(lex: Lexicon) -> re.Pattern[str]:
    """The words after which a collective's figures are no longer measured: the
    measurement-ends but those comparing it with itself elsewhere ("vs", "相比")."""
    through = {w.lower() for w in lex.not_a_property.get("collective-compared", [])}
    return _ends([w for w in lex.not_a_property.get("measurement-ends", [])
                  if w.lower() not in through])


def _ends(listed: Sequence[str]) -> re.Pattern[str]:
    words = sorted(listed, key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z])(?:" + "|".join(re.escape(w) for w in words) +
                      r")(?![A-Za-z])", re.I)


def _not_a_property(text: str, masked: str, q: Quantity, clause: Span,
                    values: Sequence[Quantity], words: re.Pattern[str],
                    links: Sequence[Match] = (), own: re.Pattern[str] | None = None,
                    own_before: re.Pattern[str] | None = None,
                    own_after: re.Pattern[str] | None = None) -> bool:
    """A memory figure, or a network's not named as an InfiniBand ("3.2 Tbps of scale-out
    networking per VM", "实例网络带宽 100Gbps"): its phrase, between the separators or values
    around it (and the phrase before when its own names nothing, nor that one one of the
    interconnects ``links``: "uses NVLink-C2C for a coherent memory model, with 450 GB/s each
    way" is the C2C's), holds one of ``words`` and no ``own_before`` after the last of them,
    nor is it followed by ``own_after``."""
    start = max([clause.start, *(v.end for v in values if v.end <= q.start)])
    end = min([clause.end, *(v.start for v in values if v.start >= q.end)])
    pieces = re.split(r"[,;:(、]", text[start:q.start])
    before = pieces[-1]
    after = re.split(r"[,;:()、]", text[q.end:end])[0]  # a bracket closes its phrase too
    if len(pieces) > 1 and masked[q.start - len(before):q.start] == before and \
            masked[q.end:q.end + len(after)] == after and (
                own is None or not own.search(after)) and not any(
                q.start - len(before) - len(pieces[-2]) - 1 <= m.start < q.start for m in links):
        before = pieces[-2] + " " + before  # no name of its own: "141GB HBM3e, 带宽 4.8TB/s"
    if own_before is not None and (said := list(words.finditer(before))) and \
            own_before.search(before, said[-1].end()) is not None:
        return False  # "H20 内存 96GB 互联带宽 900GB/s": a link's word after the memory's, right
        # before the figure, makes it the link's
    if own_after is not None and own_after.match(text, q.end) and \
            not words.search(text, q.end, q.end + len(after)):
        return False  # "16TB/s 的内存带宽,芯片之间通过 3.6TB/s 带宽的 NVLink"
    return bool(words.search(before + " " + after)) or ("|" in text and _row_headed(
        text, q.start, words))


_ROW_BREAK = re.compile(r"\|\s*\|")
"""A flattened table's row break: the last cell's edge and the next row's first."""
_HEAD_CELL = re.compile(r"\s*([^|\d]+?)\s*\|")
"""A row's head cell, no figure in it."""


def _row_headed(text: str, at: int, words: re.Pattern[str]) -> bool:
    """Whether the figure at ``at`` is in a flattened table's row whose head cell holds one of
    ``words`` ("| | Memory Bandwidth | 3.35 TB/s (GPU only) | 4.8 TB/s (GPU) |")."""
    rows = list(_ROW_BREAK.finditer(text, 0, at))
    head = _HEAD_CELL.match(text, rows[-1].end()) if rows else None
    return head is not None and head.end() <= at and bool(words.search(head.group(1)))


def _blank(text: str, start: int, end: int, words: Sequence[Match]) -> str:
    """``text[start:end]`` with the qualifier words in it blanked out."""
    inside = [w for w in words if start <= w.start and w.end <= end]
    if not inside:
        return text[start:end]
    chars = list(text[start:end])
    for w in inside:
        chars[w.start - start:w.end - start] = " " * (w.end - w.start)
    return "".join(chars)


def _restated_after(lex: Lexicon) -> re.Pattern[str]:
    """Between a figure and its restatement, the property named after the figure too: "1.8 TB/s
    total bandwidth per GPU (900 GB/s in each direction)", "128GB/s 的总带宽(每个方向上为
    64GB/s)", and the preposition of a qualifier (the qualifier itself blanked): "400 Gb/s per
    direction on each port, 800 Gb/s bidirectional"."""
    return lex.derived("restated-after", lambda lex: re.compile(
        r"(?:\s*的)?(?:\s*(?:of\s+)?(?:bandwidth|throughput|带宽))?(?:\s*\b(?:on|in|at|for)\b)?" +
        apposition(lex).pattern + r"(?:为|是)?\s*", re.I))


def _restates(previous: Quantity, q: Quantity, masked: str, words: Sequence[Match],
              mentions: Sequence[Match], lex: Lexicon) -> bool:
    """Whether ``q`` restates the bandwidth before it in other units or the other direction:
    "1.8 TB/s per GPU (900 GB/s each way)", "600 GB/s bidirectional, 300 GB/s unidirectional",
    "900 GB/s, i.e. 450 GB/s in each direction"; never when a name stands between them ("EDR
    100Gb/s, HDR 200Gb/s" is a list), nor when the value is neither the same nor the other
    direction's ("18 links x 100 GB/s (1.8 TB/s)" is the product, not the link's)."""
    return previous.attribute == q.attribute == "bandwidth" and \
        any(abs(q.value - previous.value * k) <= 0.1 * q.value for k in (0.5, 1, 2)) and \
        _restated_after(lex).fullmatch(_blank(masked, previous.end, q.start, words)) is not None \
        and \
        not any(previous.end <= m.start < q.start and masked[previous.end:m.start].strip()
                for m in mentions)  # a name right after the figure is its own: "600 GB/s NVLink"


def _scope(own: Sequence[Match], q: Quantity, values: Sequence[Quantity], i: int, text: str,
           masked: str, words: Sequence[Match], sentence: Span, lex: Lexicon,
           gpus: Sequence[Match] = ()) -> str | None:
    """The scope of the quantity's figure: its own scope words (a per-GPU, per-link or per-port
    one before "total"), else a trailing "each" (per whatever the sentence counts), else the
    noun of its phrase ("links run at"; not a noun a count of it follows before the figure: "每个
    GPU 链路 NVLink x12, ... = 600GB/s" counts the links, the figure is not one link's), else a
    count it is given for, with a word giving the figure to each ("6 links @ 25 GB/s"; a figure
    right after a count of links or GPUs is the counted things' together: "单卡 18 条 NVLink 双向
    900GB/s", "NVLink 4.0 18 条链路双向 900GB/s", as the labelled sets read "18 条链路,
    900GB/s")."""
    said = [w for w in own if w.kind == "scope"]
    if len(said) > 1:
        said = [w for w in said if not any(
            o.start == w.start and o.end > w.end for o in said)]  # "Each H100 NVLink
        # connection": the longer phrase from one start, each link of the GPU, says the scope
    if said and (port := next(
            (w for w in words if w.kind == "noun" and w.start >= q.end and
             w.value == "per-port" and _NOUN_AFTER.fullmatch(masked, q.end, w.start)), None)) \
            and all(w.end <= q.start or w.start >= port.end for w in said):
        return port.value  # "each of their eight GPUs to a 400 Gb/s NDR port": the port's
        # figure; "eight 400 Gb/s NDR ports add up to 3.2 Tb/s": a word after the ports is of
        # what they make together
    near = [w for w in said
            if w.start > q.start or not phrases.separated(text, w.end, q.start, lex)]
    scopes = [w.value for w in near or said]  # "Each H100 ..., and the board as a whole delivers"
    specific = [s for s in scopes if s != "aggregate"]
    if specific:
        return specific[0]
    counts = [c for c in values[:i] if c.noun_scope]
    if scopes and all(w.start >= q.end for w in near or said) and counts and \
            _TIMES_COUNT.fullmatch(_blank(masked, counts[-1].end, q.start, words)):
        return counts[-1].noun_scope  # "12 条链路 x 50GB/s 的双向合计": the total is the
        # product's, the figure each link's
    if scopes:
        return scopes[0]
    if q.attribute != "bandwidth":
        return None
    each = next((w for w in own if w.kind == "each" and w.start >= q.end), None) or next(
        (w for w in own if w.kind == "each"), None)  # "Each H100 has 18 links at 25 GB/s each"
    if each is not None and each.start >= q.end and _BRACKET_CLOSES.match(masked, each.end) and \
            (opened := masked.rfind("(", sentence.start, q.start)) >= 0 and \
            _OF_CHIPS.search(text, max(0, opened - 16), opened):
        return None  # "NVSwitch chips (64 ports, 3.2 TB/s each)": each chip's, its whole
    if each is not None and _chips_have_each(each, q, values, text, masked, sentence):
        return None  # "The NVSwitch chips have 64 ports and 3.2 TB/s of bandwidth each": the
        # chips have both, each its whole; never "64 ports at 50 GB/s each"
    if each is not None and (of_each := _each(each, q, values, masked, words, sentence, lex,
                                              gpus)) is not None:
        return of_each  # else a leading "Each H100 has 18 links at 25 GB/s": the count's
    noun = next((w.value for w in own if w.kind == "noun" and w.end <= q.start and not any(
        c.noun_scope == w.value and w.end <= c.start < q.start for c in values[:i])), None) or next(
        (w.value for w in words if w.kind == "noun" and w.start >= q.end and (
            _NOUN_AFTER.fullmatch(_blank(masked, q.end, w.start, [
                d for d in words if d.kind == "direction"])) or
            carrier_words(lex).over_a_link.fullmatch(_blank(masked, q.end, w.start, words)))),
        None)
    if noun:
        return noun
    counts = [c for c in values[:i] if c.noun_scope]
    if counts and (at := _COUNT_AT.fullmatch(_blank(masked, counts[-1].end, q.start, words))) \
            and (at.group().strip() or counts[-1].noun_scope not in ("per-gpu", "per-link")):
        return counts[-1].noun_scope  # not "两卡双向 600GB/s": the pair's, not each card's;
        # nor "18 条链路双向 900GB/s": the links' together, not each link's
    later = values[i + 1] if i + 1 < len(values) else None
    if later is not None and later.noun_scope and _TIMES_COUNT.fullmatch(
            _blank(masked, q.end, later.start, words)):
        return later.noun_scope  # "25 GB/s x 18 links"
    if later is not None and later.attribute == "gpu-count" and later.noun_scope is None and \
            carrier_words(lex).for_the_whole.fullmatch(_blank(masked, q.end, later.start, words)):
        return "aggregate"  # "7.2 TB/s bidirectional for the 8-GPU board": the board's
    return None


_BRACKET_CLOSES = re.compile(r"\s*\)")

_OF_CHIPS = re.compile(r"(?:\bchips|\bswitches|NVSwitches)\s*$", re.I)
"""Before a bracket, the switch chips it describes: an "each" closing it is of those chips, whose
figures have no scope ("Third-gen NVSwitch chips (64 ports, 3.2 TB/s each)")."""

_CHIPS = re.compile(r"(?:\bchips|\bswitches|NVSwitches)\b", re.I)

_JOINED = re.compile(r"\band\b|和|与", re.I)


def _chips_have_each(each: Match, q: Quantity, values: Sequence[Quantity], text: str,
                     masked: str, sentence: Span) -> bool:
    """Whether an "each" after the figure is of switch chips named before a count the figure is
    joined to by "and" ("The NVSwitch chips have 64 ports and 3.2 TB/s each")."""
    counted = [c for c in values if c.noun_scope and c.end <= q.start]
    return each.start >= q.end and bool(counted) and \
        _JOINED.search(masked, counted[-1].end, q.start) is not None and \
        _CHIPS.search(text, sentence.start, counted[-1].start) is not None


_GPUS = re.compile(r"\bGPUs\b")


def _each(each: Match, q: Quantity, values: Sequence[Quantity], masked: str,
          words: Sequence[Match], sentence: Span, lex: Lexicon,
          gpus: Sequence[Match] = ()) -> str | None:
    """"each" after a figure: per the thing counted right after it ("for each of its 72
    GPUs"), else per the thing last counted or named before it in the sentence."""
    after = [c for c in values if c.noun_scope and c.start >= each.end]
    if after and carrier_words(lex).each_of.fullmatch(masked[each.end:after[0].start]) is not None:
        return after[0].noun_scope
    if after and after[0].end <= q.start and _COUNT_AT.fullmatch(
            _blank(masked, after[0].end, q.start, words)) and after[0].noun_scope != "per-gpu":
        return after[0].noun_scope  # "eight P100s each have four links at 20 GB/s": a link's
    before = [c for c in values if c.noun_scope and c.end <= each.start]
    nouns = [w for w in words if w.kind == "noun" and sentence.start <= w.start < each.start]
    if before and (not nouns or before[-1].end > nouns[-1].start):
        return before[-1].noun_scope
    if nouns:
        return nouns[-1].value
    if (each.start >= q.end or each.value == "each-gpu") and (any(
            sentence.start <= m.start < each.start for m in gpus) or (
                each.start >= q.end and _GPUS.search(masked, sentence.start, q.start))):
        return "per-gpu"  # "H100 NVL: two cards, ..., PCIe Gen5 128GB/s each", "GPUs talk over
        # NVLink at 600 GB/s each"
    return None


_BRACKET_OPENS = re.compile(r"\s*(?:(\()|with\s+its\s)", re.I)


def _heads_bracket_of(m: Match, q: Quantity, masked: str) -> bool:
    """Whether the figure stands in a bracket opened right after the name, or in its phrase
    "with its ...": the name's own, even after a word of comparison ("NVLink 4.0 (900 GB/s) vs
    NVLink 3.0 (600 GB/s)", "unlike the H100 SXM with its 18 NVLink links, ...")."""
    if m.end > q.start or (o := _BRACKET_OPENS.match(masked, m.end)) is None:
        return False
    gap = masked[o.end():q.start]
    return "(" not in gap and ")" not in gap and (o.group(1) is not None or not any(
        c in gap for c in ",;:"))
