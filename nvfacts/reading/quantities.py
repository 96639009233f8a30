"""Quantities in a claim whose entity names are masked: bandwidths in their units, counts of
links, GPUs and ports, and years where the sentence says something arrived."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import partial
from typing import Any

from ..generations import GENERATION as GENERATION
from ..generations import ORDINAL as ORDINAL
from ..lexicon import Entity, Lexicon, Match
from ..model import Assertion
from .figures import ahead, units
from .figures import alternatives as _alternatives
from .figures import bandwidth_pattern as bandwidth_pattern
from .figures import unit_factor as unit_factor
from .kinds import WHOLE
from .numbers import _TENS, CHINESE, DIGITS, NUMBER, SPELLED, WORD, value
from .numbers import _WORDS as _NUMBER_WORDS
from .relations import _alternation, hints, may_hold, spaced_words, starting_words
from .relations import listed as listed_words

_YEAR = re.compile(r"([12](?<![\d.][12])(?<!\d,[12])(?:(?<=1)9[89]|(?<=2)0[0-4])\d)"
                   r"(?!\d|[.,]\d|\s*(?:GB|Gb|TB|Tb|MB|x\b))")
"""A year from 1980 to 2049 (its first digit consumed before the look behind it, so a search
skips to the 1s and 2s), no figure's digits."""
_CELL = re.compile(r"\s*:\s*")
_SPELLED_YEAR = re.compile(
    r"(?<=\bin )(?:twenty|two thousand(?: and)?)[\s-]((?:ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen)|(?:twenty|thirty)(?:[\s-](?:one|two|three|"
    r"four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine)(?![A-Za-z])",
    re.I)
"""A year spelled out after "in", from 2001: "in twenty-sixteen", "in twenty twenty-two", "in two
thousand and seventeen"."""
_YEAR_CLOSED = re.compile(r"\s*年?\s*(?:[,;]\s*[^()\d]{1,30})?\)")
"""After a year in brackets right after a name: "A100 (2020)", "DGX-2 (2018年)" (NFKC), perhaps
with what it came with ("NVSwitch (2018, DGX-2)")."""
_YEAR_LAST = re.compile(r"\(\s*[^()]{1,30}[,;]\s*$")
_YEAR_ENDS = re.compile(r"\s*年?\s*\)")
"""Around a year that ends a list in brackets right after a name: "EDR InfiniBand (100 Gb/s,
2014)" is EDR's year."""
_YEAR_OF_NAME = re.compile(r"\s*年\s*的")
"""Between a year and a name it modifies: with no verb of arrival before it in its clause
("直到 2022 年的 H100 才用上它") it says no year of anything's arrival; "首次亮相是在 2018 年的
DGX-2 上" does."""
_DATED_CELL = frozenset({"gpu", "card", "system", "superchip"})
"""The kinds of product a table's head row dates, its year right after the name."""
_CELL_YEAR = re.compile(r"\s*年?\s*(?:[,;.|。]|$)")
"""A year alone in an interconnect's cell: "NVLink 5.0: 2024, Blackwell", "第五代NVLink: 2024年"."""
_FILLER = (r"(?:(?:of\s+(?:those|these|its|their|the)|high[\s-]speed|active|direct|NVIDIA|"
           r"point[\s-]to[\s-]point|GPU[\s-]to[\s-]GPU|"
           r"bidirectional|bi-directional|physical|separate|independent|dedicated|total|such|"
           r"individual|NVLink|NVLinks?|x16|(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|"
           r"5th)[\s-]gen(?:eration)?)\s*)")
_NUMERAL_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|ty|dozen|pair"
_NUMERAL = re.compile(r"[\d零一二两三四五六七八九十百]|(?i:" + ahead(_NUMERAL_WORDS) + "(?:" +
                      _NUMERAL_WORDS + "))")
"""A cheap test that a number may stand in a window, before the full pattern is tried."""


def _described(lex: Lexicon) -> str:
    """A word of relation-words ``count-describers`` (alone or ending a hyphened word:
    "connected", "Volta-based" with the name masked) after a count, before what it counts."""
    words = listed_words(lex, "count-describers", True)
    return r"(?:[A-Za-z]*-)?(?:" + words + r")\s+" if words else "(?!)"


def _counted_before(lex: Lexicon) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Before a count's noun (the number, a measure word, describing words) and before a GPU's
    name ("eight H100s", "256 connected H200s")."""
    described = _described(lex)
    counted = "(" + NUMBER + r")-?(?:\s*(?:x|\u00d7|" + listed_words(
        lex, "count-measures") + r")(?![A-Za-z]))?\s*"  # the number, perhaps its measure word
    # ("8 块", "18x") or a hyphen joining it to its noun ("an 18-port switch")
    return (re.compile(counted + r"(?:" + described + "|" + _FILLER + r"){0,3}\s*$", re.I),
            re.compile(_BEFORE_NAME + r"(?:" + described + r"){0,2}$", re.I))


def _reach(numbers: Iterable[str]) -> tuple[int, tuple[str, ...]]:
    """How far into a number written as one of ``numbers`` ``_NUMERAL`` first finds it, at
    most, and the numbers it never finds."""
    found = {n: _NUMERAL.search(n) for n in numbers}
    return max((f.start() for f in found.values() if f), default=0), \
        tuple(n for n, f in found.items() if f is None)


_REACH, _UNFOUND = _reach([*_TENS, *_NUMBER_WORDS, *CHINESE.strip("[]+"), "0"])
"""A number before a count's noun starts at most ``_REACH`` characters before the first place
``_NUMERAL`` finds in its window ("twenty" is found at its "ty"), or is one of ``_UNFOUND``
("zero"): what comes before a count's noun is searched from there, not at every character of
the window."""
_TIMES_FIGURE = re.compile(r"\s*[x\u00d7*]\s*\d", re.I)
"""After a bare measure word, a figure it multiplies: "6 条 x 50GB/s" counts links."""
_CELL_END = re.compile(r"[,;:|.]")
"""Between a measure word and a name, what ends the count's cell: "| 18 条; PCIe 5.0 | ..."."""
_LINKS_ABOUT = re.compile(r"链路|条\s*$|\bNVLinks?\b", re.I)
_GPU_NAME = re.compile(r"(?<![A-Za-z0-9])[ABHPVG]B?\d00s?(?![A-Za-z0-9])", re.I)
_GPU_NAME_HINT = re.compile(r"[ABHPVGabhpvg][Bb]?\d00")
"""What ``_GPU_NAME`` matches, but the look-arounds: a search skips to its letters, where the
full pattern is tried at every character."""
_BEFORE_NAME = "(" + NUMBER + r")\s*(?:x|\u00d7)?\s*(?:NVIDIA\s+)?"
_N = r"(?<![A-Za-z0-9.])(\d{1,3}|" + WORD + ")"
_N_GPU_BEFORE = re.compile(_N + r"-GPU\s+$", re.I)
"""Before a system's name, the number of its GPUs: "a 4-GPU HGX H100"."""
_N_GPU_AFTER = re.compile(r"\s*" + _N + r"-GPU\b", re.I)
"""Right after a system's name, the number of its GPUs as the form it comes in: "HGX A100 8-GPU
provides 4.8 TB/s"."""
_ELLIPTIC_ENDS = (",", "and", "or", "/", "、", "和", "或", "vs", "vs.", "versus")
_ELLIPTIC = re.compile("(" + DIGITS + r")\s*(?:,\s*|\s+and\s+|\s+or\s+|/|、|和|或|"
                       r"\s+(?:vs\.?|versus)\s+)\s*$", re.I)
"""A number whose unit is the next figure's: "25 and 50 GB/s", "16, 32 and 64 GB/s"."""
_COMMA_RUN = re.compile(r"(?<![\d.,])\d{1,3}\s*,\s*$")
"""Before a number and a comma, another: a run of three or more numbers with commas alone, all
of the last one's unit ("100, 200, 400, 800 Gb/s"), as two alone are not ("x16, 64 GB/s")."""


_TIMES = re.compile(r"(?<![\d.,])(\d{1,2})\s*(?:\u00d7|x|\*)\s*(?:@\s*|at\s+)?$")
_NEXT_ITEM = re.compile(r"[^.;:!?\n\u3002]*(?:[,;\u3001]|\band|\bwhile|\bbut|\bwhereas)\s*"
                        r"(?:for\s+)?(?:the\s+|an?\s+|its\s+)?\Z", re.I)
_LOCATED_IN = re.compile(r"\s+(?:in|inside|of|on)\s+(?:the\s+|an?\s+)?", re.I)
_BARE_FOR = re.compile(r"\s*(?:you\s+)?(?:has|have|had|get|gets|got|uses|used)\s+(\d{1,3}|" +
                       WORD + r")\s+(?=for\s+\d|\(\s*\d)", re.I)
"""After a name, a bare number of the things counted in the item before, given for a figure
("The P100 has 4 NVLinks for 160 GB/s; the V100 has 6 for 200 GB/s", "for H100 you get 18
NVLinks (900 GB/s), for A100 you get 12 (600 GB/s)")."""
_NOUN_AFTER = re.compile(r"\s*(?:NVLink\s*)?(links|ports)\b", re.I)
_NUMBER_BEFORE = re.compile("(?<![\\d.,])(" + NUMBER + r")\s+$", re.I)
_CLAUSE_BREAK = re.compile(r"[;.\u3002]\s")
"""Between a name and "N of them": the name is no longer the one that has them."""
_TIMES_AFTER = re.compile(r"[^\d.;:(\u3002]{0,32}?(?<![A-Za-z])(?:x|\u00d7)\s*(\d{1,2})(?!\d|\.\d)"
                          r"(?!\s*(?:lanes?|links?|ports?|GPUs?|directions?|ways|slots?|cards?|"
                          r"PCIe|个?方向|条|个|块|插槽)\b)", re.I)
"""After a figure and its qualifiers, a factor with no noun: "25 GB/s per link, x18"; never the
two directions a figure is doubled for ("25 GB/s x 2 directions") nor a PCIe slot's width ("...
so one x16 slot beats one NVLink link")."""
_AS_ANOTHER = re.compile(r"\s+as\b", re.I)
"""After "the same year", "as": the year of the thing named after it, which the claim does not
give ("its NVLink generation dates from the same year as the B200")."""
_VERSION_AFTER = re.compile(r"\s*/\s*(?:Gen\s*)?", re.I)
"""Between a generation's name and a number that is a further generation of its family ("NVLink
3.0/4.0 links", "PCIe Gen4/Gen5 lanes"), never a count."""
def _count_versus(lex: Lexicon) -> re.Pattern[str]:
    """Before a count, another of the same noun set against it by a slash or a word of
    ``list-set-against``: "72 vs 8 GPUs"."""
    return re.compile(r"(?<![\d.,])(\d{1,3})\s*(?:/|" + listed_words(lex, "list-set-against") +
                      r")\s*$", re.I)


def _count_chain(lex: Lexicon) -> re.Pattern[str]:
    """Before a count, another of the same noun in a list of them, parted by a comma or a word
    of relation-words ``list-and``: "6, 12 and 18 links", "6、12 和 18 条" (read only where the
    sentence gives them out in order, ``_respective``)."""
    english = listed_words(lex, "list-and", True)
    return re.compile(r"(?<![\d.,])(\d{1,3})\s*(?:,\s*(?:(?:" + english + r")\s+)?|\s+(?:" +
                      english + r")\s+|" + listed_words(lex, "list-and", False) + r")\s*$", re.I)


def _rate_after(lex: Lexicon) -> re.Pattern[str] | None:
    """A number and an amount of the lexicon's ``amounts`` written in letters (GB, TB, Gb, Tb)
    right before a word of units ``rate-after``: a rate with its "/s" left out ("64GB of
    bandwidth"), never a size ("80GB of HBM3")."""
    words = list(lex.units.get("rate-after", []))
    amounts = [a for a in lex.units.get("amounts", {}) if a.isascii()]
    if not words or not amounts:
        return None
    return re.compile("(" + DIGITS + r")\s*(" + _alternatives(amounts) + r")(?![A-Za-z/])\s+(?:" +
                      _alternatives(words) + r")(?![A-Za-z-])", re.I)


_SHORT_RATE = re.compile(r"\d\s?[GT](?![A-Za-z/])")
"""A cheap test for a rate in network shorthand ("800G", "1.6T") before it is looked for."""


def _port_rate(lex: Lexicon) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """Around a rate of units ``network-rates`` in a claim naming no InfiniBand, the words that
    make it a port's or a link's rate as network people write it: before it, a word of units
    ``port-rate-before`` ("72 ports of 800G each", "72x800G ports"); after it, one of
    ``port-rate-after`` ("800G per link")."""
    before = [str(w) for w in lex.units.get("port-rate-before", [])]
    after = [str(w) for w in lex.units.get("port-rate-after", [])]
    if not before or not after:
        return None
    return (re.compile(r"(?:^|(?<![A-Za-z]))(?:" + _alternatives(before) + r")\s*$", re.I),
            re.compile(r"\s*(?:" + _alternatives(after) + r")(?![A-Za-z-])", re.I))


def _item_joined(lex: Lexicon) -> re.Pattern[str]:
    """Right before a number, a word of relation-words ``list-and`` joining a new item to a
    list: the number is that item's ("links per GPU and 4 NVSwitches", "GPUs: 8 and 2 CPUs"),
    never the count the words before the joining word ask for."""
    return re.compile(r"(?:\b(?:" + listed_words(lex, "list-and", True) + r")\s*|" +
                      listed_words(lex, "list-and", False) + r"\s*)$", re.I)


def _compile_respective(lex: Lexicon) -> tuple[re.Pattern[str], re.Pattern[str]]:
    return (re.compile(r"[^.;\u3002\uff1b]{0,24}?(?:" +
                       listed_words(lex, "list-respectively", True) + r")\b", re.I),
            re.compile(r"(?:" + listed_words(lex, "list-respectively", False) +
                       r")\s*(?:" + listed_words(lex, "respectively-verbs") + r")?\s*$"))


def _respective(masked: str, start: int, end: int, lex: Lexicon) -> bool:
    """Whether a list of counts from ``start`` to ``end`` is given out in order: "respectively"
    right after it, 分别 right before it (``list-respectively``)."""
    after, before = lex.derived("count-respectively", _compile_respective)
    return after.match(masked, end) is not None or \
        before.search(masked, max(0, start - 8), start) is not None
_VERSUS_AFTER = re.compile(r"[^\d;.\u3002]{0,30}?\b(?:vs\.?|versus)\s+(\d{1,3})(?![\d.,]\d)"
                           r"(?!\s*(?:GB|Gb|TB|Tb|MB|GT|x\b|\u00d7|%|links?|ports?|GPUs?|lanes?))",
                           re.I)
"""After a count, a bare number set against it, of the same noun: "72 GPUs on one NVLink domain
versus 8", "the H100 has 18 of them versus 16 on the A100"."""
_SPELLED_HINTS = ("hundred", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
                  "ninety", "teen", "eleven", "twelve", "half", "百", "十",
                  *("point " + d for d in ("zero", "one", "two", "three", "four", "five", "six",
                                           "seven", "eight", "nine")))
"""A cheap test for an amount spelled out (one of these in the claim's lower case), before the
full pattern is tried."""


def _hint_automaton(lex: Lexicon) -> tuple[frozenset[str], Any]:
    """One Aho-Corasick automaton (pyahocorasick) of the words a claim's lower case is tested
    for before costly patterns, each word giving what it hints at: a spelled amount
    (``_SPELLED_HINTS``: "spelled"), a rate's word after it (units ``rate-after``:
    "rate-after") or, for each count, a word of its ``before`` (the count's attribute: "number
    of links" for link-count). One pass finds them all, where a test of each word in turn took
    three times as long. The first item: what an empty word hints at (always there)."""
    import ahocorasick

    kinds: dict[str, set[str]] = {w: {"spelled"} for w in _SPELLED_HINTS}
    always = set()
    for w in lex.units.get("rate-after", []):
        if w.lower():
            kinds.setdefault(w.lower(), set()).add("rate-after")
        else:
            always.add("rate-after")
    for attribute, (_, _, before_words, _) in _patterns(lex).counts.items():
        for w in before_words:
            if w:
                kinds.setdefault(w, set()).add(attribute)
            else:
                always.add(attribute)
    automaton = ahocorasick.Automaton()
    for w, hinted in kinds.items():
        automaton.add_word(w, frozenset(hinted))
    automaton.make_automaton()
    return frozenset(always), automaton


def _hinted(lowered: str, lex: Lexicon) -> set[str]:
    """What the words of ``_hint_automaton`` in ``lowered`` (a claim's lower case) hint at."""
    always, automaton = lex.derived("quantity-hints", _hint_automaton)
    found = set(always)
    for _, hinted in automaton.iter(lowered):
        found |= hinted
    return found


_ARROW_ON = re.compile(r"\s*(?:\u2192|->|=>|\u21d2)\s*(\d+(?:\.\d+)?)(?![\d.,]\d)")
"""After a number, an arrow and the next number: a step of a progression ("links per GPU went
4 \u2192 6 \u2192 12 \u2192 18")."""
def unit_like(lex: Lexicon) -> str:
    """After a number, what makes it no count (any case): the start of a unit's spelling (units
    ``starts``: "GB/s", "Gbps", "%") or a ratio or a half (relation-words ``ratio-marks``: "12x",
    "3 倍", "一半"; a word ending in a letter ends there)."""
    marks = lex.words("ratio-marks")
    return _alternation(lex.units.get("starts", [])) + "|" + "|".join(
        re.escape(w) + (r"\b" if w[-1:].isascii() and w[-1:].isalpha() else "")
        for w in sorted(set(marks), key=len, reverse=True))


def _unit_after(lex: Lexicon) -> re.Pattern[str]:
    return re.compile(r"\s*(?:" + unit_like(lex) + ")", re.I)


@dataclass(slots=True)
class Quantity:
    """A value with its unit; for a count, the scope its noun gives a figure beside it."""

    start: int
    end: int
    attribute: str
    value: float
    unit: str
    noun_scope: str | None = None
    factor: float = 1.0
    """For a bandwidth, GB/s in one of the units it was written in."""
    head: int | None = None
    """For a number whose unit is the next figure's ("16/32/64 GB/s"), that figure's start."""
    like: int | None = None
    """For a bare number of a pair after the next item's name, the start of the figure of the
    pair before it in the same place ("..: 32 GB/s uni / 64 GB/s bi; PCIe 3.0: 16 / 32"), whose
    direction and scope it takes."""
    later: bool = False
    """For a count set aside after a word of a later time ("4 (and later 6) NVLinks"), whether
    it is: a later product's, given to the family of the subject the count before it is of."""
    disclosed: bool = False
    """For a year, whether a word of disclosure gives it ("first disclosed NVLink in 2014"): the
    year a thing was made known, no introduction. It is read (it may be the topic of a clause
    after it), and left out of what the claim asserts (``asserted``)."""


@dataclass(frozen=True, slots=True)
class _Patterns:
    bandwidth: re.Pattern[str]
    factors: dict[str, float]
    counts: dict[str, tuple[re.Pattern[str], re.Pattern[str] | None, list[str],
                            tuple[str, ...] | None]]
    """By count attribute: its nouns, the words before its number and those words in lower
    case, and the nouns' ``hints`` (a cheap test before the nouns are searched)."""
    ratio: re.Pattern[str]
    triggers: re.Pattern[str]
    rate: re.Pattern[str] | None
    amounts: dict[str, float]
    rate_words: tuple[str, ...]
    network: re.Pattern[str] | None
    spelled: re.Pattern[str]
    same_year: re.Pattern[str] | None
    disclosed: re.Pattern[str] | None
    """A word of disclosure ("first disclosed"), then no word of arrival, up to the clause's
    end: a year right after it is no introduction."""


"""Between a number and the noun it counts: words telling kinds of it apart ("two different
links", "两条不同的链路"), where the number counts kinds, not the links or GPUs of anything."""

_NOUN_SCOPE = {"link-count": "per-link", "gpu-count": "per-gpu", "port-count": "per-port"}


def _compile_patterns(lex: Lexicon) -> _Patterns:
    found = units(lex)  # the bandwidth units, as figures.py reads them
    spelled = re.compile("((?i:" + SPELLED + r")|" + CHINESE + r")\s*(" + found.alternation +
                         r")(?![A-Za-z])")
    counts = {}
    for attribute in ("link-count", "gpu-count", "port-count"):
        spec = lex.attributes.get(attribute, {})
        nouns = re.compile(ahead(_alternatives(spec.get("nouns", []))) + "(?:" +
                           _alternatives(spec.get("nouns", [])) + r")(?![A-Za-z])", re.I)
        before = None
        if spec.get("before"):
            before = re.compile("(?:" + _alternatives(spec["before"]) + r")[^0-9。;.]{0,25}?"
                                "(" + NUMBER + ")", re.I)
        counts[attribute] = (nouns, before, [b.lower() for b in spec.get("before", [])],
                             hints(spec.get("nouns", [])))
    rate = None
    if lex.units.get("rate-before") and lex.units.get("amounts"):
        rate = re.compile("(?:" + _alternatives(list(lex.units["rate-before"])) +
                          r")[^\d。;,.]{0,4}?(" + DIGITS + "|" + CHINESE + r")\s*(" +
                          _alternatives(list(lex.units["amounts"])) + r")(?![A-Za-z/])")
    ratio = re.compile(r"\s*(?:" + _alternatives(lex.ratio_words) + ")", re.I)
    triggers = re.compile(_alternatives(lex.attributes["introduced"]["triggers"]), re.I)
    amounts = {k: float(v) for k, v in lex.units.get("amounts", {}).items()}
    network = None
    if lex.units.get("network-rates"):
        network = re.compile("(" + DIGITS + r")\s*(" +
                             _alternatives(list(lex.units["network-rates"])) + r")(?![A-Za-z/])")
        amounts |= {"net:" + k: float(v) for k, v in lex.units["network-rates"].items()}
    return _Patterns(found.bandwidth, found.factors, counts, ratio, triggers, rate, amounts,
                     tuple(lex.units.get("rate-before", {})), network, spelled,
                     re.compile(r"(?<![A-Za-z])(?:" + _alternatives(same) + r")(?![A-Za-z])",
                                re.I) if (same := lex.attributes["introduced"].get("same-year"))
                     else None,
                     _disclosure(lex))


def _disclosure(lex: Lexicon) -> re.Pattern[str] | None:
    words = lex.attributes["introduced"].get("disclosed")
    if not words:
        return None
    arrival = [w for w in lex.attributes["introduced"]["triggers"] if w not in words]
    return re.compile(r"(?<![A-Za-z])(?:" + _alternatives(words) + r")(?![A-Za-z])"
                      r"(?:(?!" + _alternatives(arrival) + r")[^;\u3002])*$", re.I)


def asserted(assertions: list[Assertion], values: list[Quantity]) -> list[Assertion]:
    """``assertions`` but the years only a word of disclosure gives: "NVIDIA first disclosed
    NVLink in 2014; it shipped two years later, in 2016" asserts NVLink's 2016 alone."""
    disclosed = {q.value for q in values if q.disclosed} - {
        q.value for q in values if q.attribute == "introduced" and not q.disclosed}
    return [a for a in assertions if a.attribute != "introduced" or a.value not in disclosed]


def _patterns(lex: Lexicon) -> _Patterns:
    return lex.derived("quantities", _compile_patterns)


def arrival_verbs(lex: Lexicon) -> re.Pattern[str]:
    """The words that say something arrived ("launched", "发布")."""
    return _patterns(lex).triggers


@dataclass(frozen=True, slots=True)
class _CountWords:
    """The lexicon's words (section ``relation-words``: ``progression-last``, ``whole-after-*``)
    around a run of figures or counts, as patterns."""

    progression: re.Pattern[str]
    """Before a figure, two or more bare numbers each led on by an arrow, or a run of them with
    commas ended by "then": the figure ends a progression over a run of things ("From P100 to
    B200, per-GPU NVLink went 160 \u2192 300 \u2192 600 \u2192 900 \u2192 1,800 GB/s", "... went
    160, 300, 600, 900, then 1,800 GB/s"), the last one's, never the one named first; the claim
    gives no name for it alone, so it is no figure read."""
    progression_last: tuple[str, ...]
    """The words that end such a run, for a cheap test before ``progression`` is tried."""
    progression_on: re.Pattern[str]
    """After a number, the rest of such a run up to its last number: "from 4 to 6, 12 and then
    18" goes on past 6, which is no count reached."""
    whole_after: re.Pattern[str]
    """After a count, a bare number of the same noun said of the whole: "four GPUs per tray and
    72 across the rack"."""
    by_name_after: re.Pattern[str]
    """After an NVLink's name, its links as a factor: "NVLink4 x18 per GPU" (never "x 2
    directions", nor "x2 = 1.8 TB/s")."""
    one_cpu_beside: re.Pattern[str]
    """Beside "one ... GPU", a named CPU counted one too: the parts of a superchip listed
    ("pairs one Grace CPU with one Hopper GPU"), where "one" is a count, not an article
    ("connects one CPU to one GPU" names neither part)."""
    bare: re.Pattern[str]
    """After a name that starts the next item of a list, a bare number: perhaps after a pronoun
    and its verb restating the figure before ("per direction it's 50")."""
    word_one: re.Pattern[str]
    """A count's number that is an article, not a count: "one port", "一块" (``word-one``)."""
    hyphened: frozenset[str]
    """The count attributes whose number may be hyphened to its noun: "an 18-port switch"
    (``hyphened-counts``); "4-GPU and 8-GPU versions" are a system's GPUs, read elsewhere."""
    any_of: re.Pattern[str]
    """Before a count, words that make it no count of how many there are: "any two GPUs",
    "任意两块GPU", "between two H100s" (``any-of``)."""
    kinds_of: re.Pattern[str]
    """After a count or its measure word, words telling kinds apart: "两条不同的链路", "two
    different links" (``kinds-of``): no count."""
    lanes_after: re.Pattern[str]
    """After a bare measure word, the lanes it counts ("4 条 lane", "8 条通道"), no links
    (``lanes-after``)."""
    dies_after: re.Pattern[str]
    """After a GPU noun, the part of a GPU it counts ("4个GPU Die", "two GPU dies"), no GPUs
    (``gpu-parts-after``)."""
    bridges_after: re.Pattern[str]
    """After a count by a measure word (or its NVLink), the bridges it counts ("三条 NVLink 桥",
    "2路或4路NVLink桥接": ``bridge-words``)."""
    from_to: re.Pattern[str]
    """After a count "from" (``from-to-before``), the count it reaches (``from-to``): "went
    from four links to six", "从 12 条增加到 18 条", perhaps after the product the count was of
    (``from-to-place``: "from four on P100 to six")."""
    from_to_before: re.Pattern[str]
    of_them: re.Pattern[str]
    """A count of things named before: "eight of them", "two of those" (``of-them``)."""
    of_them_words: tuple[str, ...]
    """The words of ``of-them``, lower case: a claim holding none has no "N of them"."""
    of_them_end: re.Pattern[str]
    """After "N of them", the end of its phrase or a verb summing them to a figure ("18 of them
    give 900 GB/s": ``of-them-sums``)."""
    a_link_before: re.Pattern[str]
    """Before an NVLink's name, one link of it: "each NVLink is 50 GB/s; 18 of them"
    (``a-link-before``)."""
    possessed: re.Pattern[str]
    """A count whose noun is the one named before: "links run at 25GB/s, and a V100 has eight of
    them", "a single NVLink 3 link is 50 GB/s; the A100 has twelve of them for 600 GB/s", "the
    V100 aggregates six of them"; never a part of them ("twelve of them go to the switch"): the
    count is what a thing has, uses or sums (``possessed``)."""
    not_links: re.Pattern[str]
    """After an NVLink's name, what a number before it counts instead of links: bridges ("2x
    NVLink bridges", "4路NVLink桥接"), switches or their trays ("9 个 NVLink 交换托盘", "18 NVLink
    switch chips"): ``not-links``, ``not-links-prefixes``."""
    is_before: re.Pattern[str]
    """Before "2x" and a name, words that make it a ratio ("NVLink 5 is 2x NVLink 4":
    ``is-before``, ``is-before-hedges``)."""
    ratio_of_name: re.Pattern[str]
    """After "2x" and a name, what is multiplied ("2x NVLink bandwidth": ``ratio-of-name``): a
    ratio, no count."""
    by_name: re.Pattern[str]
    """Before a name, the count it is the noun of: a number and "x" or a measure word of
    ``count-measures`` ("18x NVLink", "8块H100")."""
    by_name_ends: tuple[str, ...]
    """The last character but spaces of what ``by_name`` matches: a cheap test before it."""
    n_gpu: re.Pattern[str]
    """'an 8-GPU board', 'an eight-GPU board', 'a 4-GPU version', 'a 72-GPU NVLink domain' (the
    name masked), 'a 72-GPU liquid-cooled rack-scale system' (hyphened words between), '8-GPU
    服务器': a GPU count, by an English noun of ``n-gpu-nouns`` (perhaps plural) or a Chinese one
    right after it; never '9 8-GPU blocks'."""
    and_n_gpu: re.Pattern[str]
    """After such a count, a second one joined by a word of ``list-and``: '配置 4-GPU 和 8-GPU'
    (the second needs no noun of its own)."""
    bare_measure: frozenset[str]
    """Measure words (``count-measures``) that count only when a GPU (or an NVLink) is named
    right after them: "8块H100", "12条NVLink", never "6 颗 NVSwitch" or "2 颗 Xeon" ("12 条"
    alone, in a claim about links)."""


def _compile_count_words(lex: Lexicon) -> _CountWords:
    said = lex.relation_words
    last = tuple(str(w) for w in said.get("progression-last", []))

    def words(key: str, english: bool | None = None) -> str:
        return _alternatives([str(w) for w in said.get(key, []) if english is None or
                              str(w)[:1].isascii() is english]) or "(?!)"

    listed = partial(listed_words, lex)

    return _CountWords(
        re.compile(r"(?:\d[\d,.]*\s*(?:\u2192|->|=>|\u21d2)\s*){2,}$|"
                   r"(?:\d[\d.]*\s*,\s*)+\d[\d.]*\s*,?\s*(?:and\s+)?(?:" +
                   (_alternatives(list(last)) or "(?!)") + r")\s+$", re.I),
        last,
        re.compile(r"(?:\s*,\s*\d[\d.]*)+\s*,?\s*(?:and\s+)?(?:" +
                   (_alternatives(list(last)) or "(?!)") + r")\s+\d", re.I),
        re.compile(r"[^\d;.\u3002]{0,24}?\band\s+(\d{1,3})\s+(?:" + words("whole-after-preps") +
                   r")\s+(?:" + words("whole-after-determiners") + r")\s+(?:(?:" +
                   words("whole-after-adjectives") + r")\s+)?(?:" + words("whole-after-nouns") +
                   r")\b", re.I),
        re.compile(r"\s*(?:x|\u00d7)\s*(\d{1,2})(?![\d.])(?!\s*(?:=|[GTM]B|[GTM]b|(?:" +
                   words("factor-not-count", True) + r")\b|" + words("factor-not-count", False) +
                   r"))", re.I),
        re.compile(r"\b(?:" + words("superchip-one") + r")\s+[\w-]+\s+(?:" +
                   words("superchip-cpu") + r")\b", re.I),
        re.compile(r"\s*(?:,?\s*(?:" + words("restated-pronouns") + r")\s*(?:'s|\u2019s|\b(?:" +
                   words("restated-verbs") + r"))|is|was|are|were|"
                   r"at|had|got|[a-z]{2,10}s|:|=|为|是|则为|则是|有)?\s*"
                   r"(?:~|\u2248|约|(?:about|around|roughly)\s)?\s*(\d+(?:\.\d+)?|" + WORD +
                   r")(?=\s*(?:[,;.)\u3002]|$|and\b|while\b|but\b))", re.I),
        word_one=re.compile(r"\s*(?:" + listed("word-one") + r")\s*$", re.I),
        hyphened=frozenset(str(w) for w in said.get("hyphened-counts", [])),
        any_of=re.compile(r"(?:" + starting_words(lex.words("any-of")) + r")\s*$", re.I),
        kinds_of=re.compile(r"\s*(?:" + listed("kinds-of", False) + r"|(?:" +
                            listed("kinds-of", True) + r")\b)", re.I),
        lanes_after=re.compile(r"\s*(?:(?:" + listed("lanes-after", True) + r")\b|" +
                               listed("lanes-after", False) + ")", re.I),
        dies_after=re.compile(r"\s*(?:(?:" + (listed("gpu-parts-after", True) or "(?!)") +
                              r")\b|" + (listed("gpu-parts-after", False) or "(?!)") + ")",
                              re.I),
        bridges_after=re.compile(r"[^,;:。]{0,16}?(?:" + listed("bridge-words", False) + r"|(?:" +
                                 listed("bridge-words", True) + r")\b)", re.I),
        from_to=re.compile(r"(?:\s*(?:" + listed("from-to-place", True) + r")\b\s*(?:the\s+)?|"
                           r"\s*(?:" + listed("from-to-place", False) + "))?"
                           r"\s*(?:" + listed("from-to") + r")\s*(" + NUMBER + ")", re.I),
        from_to_before=re.compile(r"(?:" + starting_words(lex.words("from-to-before")) +
                                  r")\s*$", re.I),
        of_them=re.compile("(" + NUMBER + r")\s+of\s+(?:" + listed("of-them") + r")\b", re.I),
        of_them_words=tuple(w.lower() for w in lex.words("of-them")),
        of_them_end=re.compile(r"\s*(?:[.;,)]|$|(?:" + listed("of-them-sums") + r")s?\b)", re.I),
        a_link_before=re.compile(r"(?:" + starting_words(lex.words("a-link-before")) + r")\s*$",
                                 re.I),
        possessed=re.compile(r"\b(?:" + listed("possessed") + r")\s+$", re.I),
        not_links=re.compile(r"\s*(?:" + listed("not-links", False) + r"|(?:" +
                             listed("not-links", True) + r")\b|" + listed("not-links-prefixes") +
                             ")", re.I),
        is_before=re.compile(r"(?:" + starting_words(lex.words("is-before")) + r")\s*(?:(?:" +
                             listed("is-before-hedges", True) + r")\s+|~\s*|" +
                             listed("is-before-hedges", False) + r")?$", re.I),
        ratio_of_name=re.compile(r"\s*(?:" + listed("ratio-of-name") + ")", re.I),
        by_name=re.compile("(" + NUMBER + r")\s*(?:x|\u00d7|" + listed("count-measures") +
                           r")\s*$", re.I),
        by_name_ends=tuple(sorted({"x", "X", "\u00d7", *(
            c for w in lex.words("count-measures") for c in (w[-1].lower(), w[-1].upper()))})),
        bare_measure=frozenset(lex.words("count-measures")),
        n_gpu=re.compile(_N + r"-GPU\s+(?:HGX\s+|DGX\s+)?(?:[A-Za-z]+-[A-Za-z]+\s+){0,2}(?:" +
                         listed("n-gpu-nouns", True) + r")s?\b|" + _N +
                         r"-GPU(?=\s*(?:$|[.;,:]|and\b|or\b|" + listed("n-gpu-nouns", False) +
                         "|" + listed("list-and", False) + "))", re.I),
        and_n_gpu=re.compile(r"\s*(?:(?:" + listed("list-and", True) + r")\b|" +
                             listed("list-and", False) + r")\s*" + _N + r"-GPU(?![A-Za-z])", re.I))


def count_words(lex: Lexicon) -> _CountWords:
    """The patterns of ``_CountWords``, compiled once per lexicon."""
    return lex.derived("count-words", _compile_count_words)


def find(masked: str, mentions: list[Match], lex: Lexicon) -> list[Quantity]:
    """Every quantity of ``masked`` (the claim with its entity names blanked out), in order.
    A second count set aside in brackets between a count and its noun ("4 (and later 6)
    NVLinks per GPU": ``count-aside``) is a count of that noun too."""
    asides = list(lex.derived("count-aside", _count_aside).finditer(masked)) if \
        "(" in masked else []
    if not asides:
        return _find(masked, mentions, lex)
    blanked = masked
    for a in asides:
        blanked = blanked[:a.start(1)] + " " * (a.end() - a.start(1)) + blanked[a.end():]
    found = _find(blanked, mentions, lex)
    for a in asides:
        count = next((q for q in found if q.start == a.start() and q.noun_scope), None)
        if count is not None and (number := value(a.group(3))) is not None:
            found.append(Quantity(*a.span(3), count.attribute, number, count.unit,
                                  count.noun_scope, later=a.group(2) is not None))
    return sorted(found, key=lambda q: q.start)


def _count_aside(lex: Lexicon) -> re.Pattern[str]:
    """A count, then another in brackets after a word of relation-words ``count-aside`` or
    ``count-aside-later``: "4 (and later 6)", group 1 the brackets, group 2 a word of the
    latter, group 3 the second count."""
    return re.compile(r"(?<![\d.,])\d{1,3}\s*(\((?:" + listed_words(lex, "count-aside") +
                      r"|(" + listed_words(lex, "count-aside-later") + r"))\s+(\d{1,3})\))",
                      re.I)


def _find(masked: str, mentions: list[Match], lex: Lexicon) -> list[Quantity]:
    p = _patterns(lex)
    said = count_words(lex)
    measures = said.bare_measure
    found: list[Quantity] = []
    for m in p.bandwidth.finditer(masked):
        if ("\u2192" in masked or ">" in masked or "\u21d2" in masked or
                any(w in masked for w in said.progression_last)) and \
                said.progression.search(masked, max(0, m.start() - 48), m.start()):
            continue  # "160 \u2192 300 \u2192 ... \u2192 1,800 GB/s": the end of a progression
        factor = unit_factor(m.group(2), lex)
        gbps = float(m.group(1).replace(",", "")) * factor
        found.append(Quantity(m.start(), m.end(), "bandwidth", round(gbps, 6), "GB/s",
                              factor=factor))
        at, chained = m.start(), False
        while masked[max(0, at - 8):at].rstrip().endswith(_ELLIPTIC_ENDS) and \
                (e := _ELLIPTIC.search(masked, max(0, at - 24), at)) is not None and \
                (chained or "," not in e.group(0) or _COMMA_RUN.search(
                    masked, max(0, e.start(1) - 12), e.start(1))) and len(e.group(1)) < 4 and \
                not any(e.end(1) <= n.start < at for n in mentions):  # "8 H100s and 900 GB/s"
            amount = float(e.group(1).replace(",", "")) * factor  # "16, 32 and 64 GB/s"
            found.append(Quantity(e.start(1), e.end(1), "bandwidth", round(amount, 6), "GB/s",
                                  head=m.start()))
            at, chained = e.start(1), True
    lowered = masked.lower()
    hinted = _hinted(lowered, lex)
    if "spelled" in hinted:  # "a hundred GB/s", "三百GB每秒"
        for m in p.spelled.finditer(masked):
            gbps = (value(m.group(1)) or 0.0) * unit_factor(m.group(2), lex)
            found.append(Quantity(m.start(), m.end(), "bandwidth", round(gbps, 6), "GB/s"))
    found.sort(key=lambda q: q.start)
    found += _times(masked, found, mentions, lex)
    found += _around(masked, found, lex)
    if "x" in masked or "\u00d7" in masked:
        found += _times_after(masked, found, mentions, lex)
    if p.rate is not None and any(w in masked for w in p.rate_words):  # "每秒600GB"
        for m in p.rate.finditer(masked):
            gbps = (value(m.group(1)) or 0.0) * p.amounts[m.group(2)]  # "每秒三百GB"
            found.append(Quantity(m.start(1), m.end(), "bandwidth", round(gbps, 6), "GB/s"))
    if (rated := lex.derived("rate-after", _rate_after)) is not None and \
            "rate-after" in hinted:
        for m in rated.finditer(masked):  # "a 900GB bandwidth", "50GB per port"
            if all(m.end(2) <= q.start or m.start(1) >= q.end for q in found):
                gbps = (value(m.group(1)) or 0.0) * p.amounts[m.group(2)]
                found.append(Quantity(m.start(1), m.end(2), "bandwidth", round(gbps, 6),
                                      "GB/s"))
    if p.network is not None and any(
            lex.entities[m.value].family == "InfiniBand" for m in mentions):  # "NDR 400G"
        for m in p.network.finditer(masked):
            gbps = float(m.group(1).replace(",", "")) * p.amounts["net:" + m.group(2)]
            found.append(Quantity(m.start(), m.end(), "bandwidth", round(gbps, 6), "GB/s"))
    elif p.network is not None and _SHORT_RATE.search(masked) and (
            port := lex.derived("port-rate", _port_rate)) is not None:
        for m in p.network.finditer(masked):  # "72 ports of 800G each", "800G per link"
            if all(m.end() <= q.start or m.start() >= q.end for q in found) and (
                    port[0].search(masked, max(0, m.start() - 12), m.start()) or
                    port[1].match(masked, m.end())):
                gbps = float(m.group(1).replace(",", "")) * p.amounts["net:" + m.group(2)]
                found.append(Quantity(m.start(1), m.end(2), "bandwidth", round(gbps, 6),
                                      "GB/s"))
    taken = [(q.start, q.end) for q in found]

    def free(start: int, end: int) -> bool:
        return all(end <= s or start >= e for s, e in taken)

    for attribute, (nouns, before, _, noun_hints) in p.counts.items():
        unit = lex.attributes[attribute]["unit"]
        for n in nouns.finditer(masked) if may_hold(masked, lowered, noun_hints) else ():
            # a noun first, then its number just before it
            window = max(0, n.start() - 60)
            if (numeral := _NUMERAL.search(masked, window, n.start())) is None:
                continue
            c = lex.derived("counted-before", _counted_before)[0].search(masked, window if any(
                w in masked[window:n.start()].lower() for w in _UNFOUND) else max(
                    window, numeral.start() - _REACH), n.start())
            if c is None:
                continue
            start, number = c.start(), value(c.group(1))
            if attribute not in said.hyphened and masked.startswith("-", c.end(1)):
                continue  # "4-GPU and 8-GPU versions": a system's GPUs, read elsewhere
            if any(other is not nouns and (longer := other.match(masked, n.start())) and
                   longer.end() > n.end() for other, _, _, _ in p.counts.values()):
                continue  # "64 个 NVLink 链路端口", "64 link ports": the longer noun, of ports
            if number is None or not free(start, n.end()) or \
                    p.ratio.match(masked, c.end(1)) or (
                        said.word_one.fullmatch(c.group(1)) and not (
                        attribute == "gpu-count" and said.one_cpu_beside.search(
                            masked, max(0, start - 40), min(len(masked), n.end() + 40)))):
                continue  # a ratio; "one port", "一块": an article, not a count; but "one Grace
                # CPU with one Hopper GPU" lists a superchip's parts
            if said.any_of.search(masked, max(0, start - 12), start):
                continue  # "any two GPUs", "任意两块GPU": not how many there are
            if said.kinds_of.match(masked, n.end()) or said.kinds_of.search(masked, c.end(1),
                                                                            n.start()):
                continue  # "两条不同的链路", "two different links": kinds told apart, no count
            if any(_VERSION_AFTER.fullmatch(masked, k.end, start) and lex.entities[k.value].family
                   for k in mentions):
                continue  # "NVLink 3.0/4.0 links": a second generation's number, no count
            if (">" in masked or "\u2192" in masked or "\u21d2" in masked) and \
                    said.progression.search(masked, max(0, start - 48), start):
                continue  # "4 \u2192 6 \u2192 12 \u2192 18 links": ends a progression
            noun = masked[c.end(1):n.end()].strip()
            named = next((m for m in mentions if n.end() <= m.start <= n.end() + 2 and
                          not _CELL_END.search(masked, n.end(), m.start)), None)
            if noun in measures and not (
                    named is not None and _counted(lex.entities[named.value]) == attribute) \
                    and not (noun in ("条", "路") and named is None and (
                        _LINKS_ABOUT.search(masked) or _TIMES_FIGURE.match(masked, n.end()) or
                        any(_counted(lex.entities[m.value]) == attribute for m in mentions))):
                continue  # "12 条" alone counts links where the claim is about (NV)links
            if attribute == "gpu-count" and said.dies_after.match(masked, n.end()):
                continue  # "两个B200(4个GPU Die)": a GPU's dies counted, no GPUs
            if noun in measures and named is None and said.lanes_after.match(masked, n.end()):
                continue  # "每个方向 4 条 lane": lanes counted, no links
            if noun in measures and said.bridges_after.match(
                    masked, named.end if named is not None else n.end()):
                continue  # "三条 NVLink 桥", "2路或4路NVLink桥接": bridges between cards, no links
            end = n.end()
            if said.from_to_before.search(masked, max(0, start - 8), start) and (
                    to := said.from_to.match(masked, end)) is not None and \
                    (reached := value(to.group(1))) is not None and free(*to.span(1)):
                number, end = reached, to.end(1)  # "went from four links to six": six, the
                # count it reaches, as "from 12 to 18 links"
            if noun in measures and named is not None:  # "8 块 A100": the name is the count's
                end = named.end
                gap = masked[end:end + 3]
                if (after := nouns.match(masked, end + len(gap) - len(gap.lstrip()))) is not None:
                    end = after.end()  # "18 条 NVLink 5 链路": and so is the noun after it
            found.append(Quantity(start, end, attribute, number, unit, _NOUN_SCOPE[attribute]))
            taken.append((start, end))
            if (other := lex.derived("count-versus", _count_versus).search(
                    masked, max(0, start - 14), start)) is not None and \
                    (number := value(other.group(1))) is not None and \
                    free(*other.span(1)):  # "72 vs 8 GPUs": a count of the same noun
                found.append(Quantity(*other.span(1), attribute, number, unit,
                                      _NOUN_SCOPE[attribute]))
                taken.append(other.span(1))
            chain, at, listing = [], start, lex.derived("count-chain", _count_chain)
            while (other := listing.search(masked, max(0, at - 12), at)) is not None and \
                    (number := value(other.group(1))) is not None and free(*other.span(1)):
                chain.append(Quantity(*other.span(1), attribute, number, unit,
                                      _NOUN_SCOPE[attribute]))
                at = other.start(1)
            if chain and _respective(masked, at, end, lex):  # "6, 12 and 18 links
                found += chain  # respectively": a count of the same noun each
                taken += [(c.start, c.end) for c in chain]
        if before is None or attribute not in hinted:  # no word of its before
            continue
        for m in before.finditer(masked):
            start, end = m.span(1)
            if (to := said.from_to.match(masked, end)) is not None and \
                    said.from_to_before.search(masked, max(0, start - 8), start):
                start, end = to.span(1)  # "the link count goes from 12 to 18": 18
                if said.progression_on.match(masked, end):
                    continue  # "rose from 4 to 6, 12 and then 18": a progression, none reached
            if (step := _ARROW_ON.match(masked, end)) is not None:
                if _ARROW_ON.match(masked, step.end()) is not None:
                    continue  # "4 \u2192 6 \u2192 12 \u2192 18": a progression, as of figures
                start, end = step.span(1)  # "12 \u2192 18": the count it reaches
            number = value(masked[start:end])
            if number is None or not free(start, end) or \
                    lex.derived("unit-after", _unit_after).match(masked, end) or \
                    lex.derived("item-joined", _item_joined).search(masked, m.start(), start):
                continue  # "18 links per GPU and 4 NVSwitches": 4 starts an item of its own
            found.append(Quantity(start, end, attribute, number, unit))
            taken.append((start, end))
    found += _counted_by_name(masked, mentions, lex, taken)
    for m in said.of_them.finditer(masked) if any(
            w in lowered for w in said.of_them_words) else ():
        number = value(m.group(1))  # "links run at 25GB/s, and a V100 has eight of them"
        if not said.of_them_end.match(masked, m.end()) and not said.possessed.search(
                masked, max(0, m.start() - 12), m.start()):
            continue
        before_it = [(n.group().endswith("s"), n.start(), counted)
                 for counted, (noun, _, _, _) in p.counts.items()
                 for n in noun.finditer(masked, 0, m.start()) if n.group().isascii()] + [
                     (True, k.start, "link-count") for k in mentions if k.end <= m.start() and
                     (lex.entities[k.value].family or k.value) == "NVLink" and
                     said.a_link_before.search(masked, max(0, k.start - 12), k.start)]
        plural = [(at, counted) for many, at, counted in before_it if many] or [
            (at, counted) for _, at, counted in before_it] or [  # "a link is ...; twelve of them"
                (k.start, "gpu-count") for k in mentions if k.end <= m.start() and
                lex.entities[k.value].kind == "gpu"]  # "V100 shipped in 2017; the DGX-2 that
        # put sixteen of them behind NVSwitch": the GPUs named, when no noun was counted
        owner = next((k for k in reversed(mentions) if k.end <= m.start() and
                      not _CLAUSE_BREAK.search(masked, k.end, m.start())), None)
        if owner is not None and lex.entities[owner.value].kind in WHOLE:
            # "NVL72 = 72 of them", "GB200 superchip = two of those": a system or superchip is
            # made of GPUs, never of links counted before; with no GPU named, or a tray (what
            # "them" is, unsaid), nothing
            kinds = {lex.entities[k.value].kind for k in mentions if k.end <= owner.start}
            plural = [(owner.start, "gpu-count")] if "gpu" in kinds and "tray" not in kinds \
                else []
        if number is not None and plural and free(m.start(1), m.end(1)):
            attribute = max(plural)[1]
            found.append(Quantity(m.start(1), m.end(1), attribute, number,
                                  lex.attributes[attribute]["unit"], _NOUN_SCOPE[attribute]))
            taken.append(m.span(1))
    for count in [q for q in found if q.noun_scope] if " and " in lowered else ():
        if (v := said.whole_after.match(masked, count.end)) is not None and free(*v.span(1)) and \
                (number := value(v.group(1))) is not None:  # "... and 72 across the rack"
            found.append(Quantity(*v.span(1), count.attribute, number, count.unit,
                                  count.noun_scope))
            taken.append(v.span(1))
    for count in [q for q in found if q.noun_scope] if "vs" in lowered or "versus" in lowered \
            else ():
        if (v := _VERSUS_AFTER.match(masked, count.end)) is not None and free(*v.span(1)) and \
                (number := value(v.group(1))) is not None:  # "72 GPUs ... versus 8"
            found.append(Quantity(*v.span(1), count.attribute, number, count.unit,
                                  count.noun_scope))
            taken.append(v.span(1))
    for m in said.n_gpu.finditer(masked) if "-gpu" in lowered else ():
        start, end = m.span(1) if m.group(1) else m.span(2)
        if free(start, end):
            found.append(Quantity(start, end, "gpu-count",
                                  value(m.group(1) or m.group(2)) or 0.0, "GPUs"))
            taken.append((start, end))
        if (more := said.and_n_gpu.match(masked, m.end())) is not None and free(*more.span(1)):
            found.append(Quantity(*more.span(1), "gpu-count", value(more.group(1)) or 0.0,
                                  "GPUs"))  # "配置 4-GPU 和 8-GPU": both the forms it comes in
            taken.append(more.span(1))
    for k in mentions if "-gpu" in lowered else ():  # "a 4-GPU HGX H100": the system's GPUs
        if lex.entities[k.value].kind == "system" and ((
                g := _N_GPU_BEFORE.search(masked, max(0, k.start - 16), k.start)) is not None or
                (g := _N_GPU_AFTER.match(masked, k.end)) is not None) and free(*g.span(1)):
            found.append(Quantity(*g.span(1), "gpu-count", value(g.group(1)) or 0.0, "GPUs"))
            taken.append(g.span(1))
    years = list(_YEAR.finditer(masked))
    spelled = list(_SPELLED_YEAR.finditer(masked)) if ("twenty" in lowered or
                                                        "two thousand" in lowered) else []
    triggered = bool(years or spelled) and p.triggers.search(masked) is not None
    for m in spelled if triggered else ():  # "debuted in twenty-sixteen"
        if (tail := value(m.group(1))) is not None and free(m.start(), m.end()):
            found.append(Quantity(m.start(), m.end(), "introduced", 2000.0 + tail, "year"))
    headed = [m.start() for m in years if any(
        k.end <= m.start() and not masked[k.end:m.start()].strip() and
        lex.entities[k.value].kind in _DATED_CELL for k in mentions)] if len(years) > 1 else []
    headed = headed if len(headed) > 1 else []  # "特性 NVIDIA H100 2022 NVIDIA H200 2023": a
    # table's head row, each product's cell with its year (one name and a year is no such row)
    for m in years:
        bracketed = m.start() in headed or any(
            0 <= m.start() - 1 - k.end <= 1 and masked[m.start() - 1] == "("
            and _YEAR_CLOSED.match(masked, m.end()) for k in mentions) or (
            (listed := _YEAR_LAST.search(masked, max(0, m.start() - 32), m.start())) is not None
            and _YEAR_ENDS.match(masked, m.end()) is not None and
            any(0 <= listed.start() - k.end <= 1 for k in mentions))
        cell = _CELL_YEAR.match(masked, m.end()) is not None and any(
            _CELL.fullmatch(masked, k.end, m.start()) for k in mentions
            if lex.entities[k.value].kind == "interconnect")  # "NVLink 5.0: 2024, Blackwell"
        if (of_name := _YEAR_OF_NAME.match(masked, m.end())) is not None and any(
                k.start >= of_name.end() and not masked[of_name.end():k.start].strip()
                for k in mentions) and not p.triggers.search(masked, max(
                    [0, *(b.end() for b in _CLAUSE_BREAK.finditer(masked, 0, m.start()))]),
                m.start()):
            continue
        if (triggered or bracketed or cell) and free(m.start(), m.end()):  # "NVLink (2016)"
            found.append(Quantity(m.start(), m.end(), "introduced", float(m.group(1)), "year",
                                  disclosed=p.disclosed is not None and p.disclosed.search(
                                      masked, max(0, m.start() - 60), m.start()) is not None))
    if triggered and p.same_year is not None:  # "..., the DGX-2 followed the same year"
        for m in p.same_year.finditer(masked):
            year = [q for q in found if q.attribute == "introduced" and q.end <= m.start()]
            if year and free(m.start(), m.end()) and not _AS_ANOTHER.match(masked, m.end()):
                found.append(Quantity(m.start(), m.end(), "introduced", year[-1].value, "year"))
    found.sort(key=lambda q: q.start)
    anchors = mentions + _generations(masked, mentions, lex) + _ways(masked, found, lex) \
        if found else []
    if len(anchors) > 1:
        found = sorted(found + _elliptic(masked, found, anchors, lex), key=lambda q: q.start)
    if found and all(q.attribute in _COUNTS for q in found) and \
            (price := lex.derived("price", _compile_price).search(masked)) is not None:
        found = [q for q in found if _CLAUSE_BREAK.search(  # "An 8x H100 DGX costs around
            masked, min(q.end, price.start()), max(q.start, price.end()))]  # $300,000": the
    return _without_identities(masked, found)  # count names what is priced, in its clause


_ONE = re.compile(r"1(?![\d.,])")


def _without_identities(masked: str, found: list[Quantity]) -> list[Quantity]:
    """The figures without a unit's definition: one of a unit set equal to the same amount in
    another ("1 GB/s = 8 Gb/s") says how units convert, nothing's figure."""
    defined = {k for q in found if _ONE.match(masked, q.start) for g in found
               if g.start >= q.end and g.attribute == q.attribute and
               _PRODUCT.fullmatch(masked, q.end, g.start) and math.isclose(g.value, q.value)
               for k in (q.start, g.start)}
    return [q for q in found if q.start not in defined]


_CLAUSE_BREAK = re.compile(r"[,;:\u3002\uff0c\uff1b]|\band\b")


_COUNTS = frozenset({"link-count", "gpu-count", "port-count"})


def _compile_price(lex: Lexicon) -> re.Pattern[str]:
    """An amount of money: a currency of the lexicon's ``price`` right before a number or right
    after one and its scale ("$300,000", "USD 2.5", "300 万美元", "3 million dollars")."""
    money = _alternatives(lex.not_a_property.get("price", []))
    return re.compile(r"(?:" + money + r")\s*\d|\d(?:[\d,.]*)\s*(?:k|K|thousand|million|"
                      r"billion|千|万|亿)?\s*(?:" + money + r")", re.I) if money else \
        re.compile(r"(?!)")


_NUMBERS = re.compile(r"\d+(?:[.,]\d+)*")


def _ways(masked: str, found: list[Quantity], lex: Lexicon) -> list[Match]:
    """The direction words a bare number may follow in a later item of a list ("HDR: 200 Gb/s,
    two-way 400", "300 GB/s one way, both ways 600"): the other direction's figure, in the unit
    of the one before."""
    if not any(q.attribute == "bandwidth" for q in found) or \
            len(_NUMBERS.findall(masked)) <= len(found):
        return []  # no number left over that could be one
    return [w for w in lex.find_qualifiers(masked) if w.kind == "direction"]


def _generations(masked: str, mentions: list[Match], lex: Lexicon) -> list[Match]:
    """Each generation named by its ordinal alone in a claim about a family of generations, a
    name a bare number may follow ("NVLink 2.0 has 6 links per GPU; a 3rd-gen has 12"), the switch
chips' generations too ("a 2nd-gen NVSwitch has 36 ports; a 3rd-gen has 64")."""
    if not any(lex.entities[m.value].family or lex.members(m.value) != {m.value} or
               lex.entities[m.value].uses or lex.entities[m.value].kind == "switch"
               for m in mentions) or (
                   "gen" not in masked.lower() and "代" not in masked):
        return []
    return [Match(g.start(), g.end(), g.group(), "generation") for g in GENERATION.finditer(masked)]


def _elliptic(masked: str, found: list[Quantity], mentions: list[Match],
              lex: Lexicon) -> list[Quantity]:
    """A bare number after a name that starts the next item of a list: it is a figure of the
    kind and unit of the one before ("HDR IB is 100Gb/s, EDR was 50", "an HGX B200 has eight
    GPUs; a GB200 NVL72 has 72")."""
    more: list[Quantity] = []
    for m in sorted(mentions, key=lambda m: m.start):  # each item after the one before it,
        # itself maybe bare: "a 2nd-gen has 36 ports; a 3rd-gen has 64; the Blackwell one 72"
        q = max((q for q in found + more if q.end <= m.start), key=lambda q: q.end, default=None)
        if q is None or any(e.start < m.end and m.start < e.end for e in found) or not (
                _NEXT_ITEM.match(masked, q.end, m.start) or any(
                    k.kind in ("switch", "interconnect") and
                    _NEXT_ITEM.match(masked, q.end, k.start) and
                    _LOCATED_IN.fullmatch(masked, k.end, m.start) for k in mentions)):
            continue  # also after a part placed in a whole: "NVSwitch in the DGX-2 had 18
            # ports; the NVLink Switch chip in NVL72 has 144"
        if (pair := bare_words(lex).pair.match(masked, m.end)) is not None:
            more += _pair_like(pair, q, found + more, masked)
            continue
        if m.kind == "direction" and (pair := bare_words(lex).versus.match(masked, m.end)) \
                is not None:
            more += _versus_other_way(pair, q, found + more, masked, lex)
            continue
        bare = count_words(lex).bare.match(masked, m.end)
        if bare is None and (bare := _BARE_FOR.match(masked, m.end)) is not None:
            q = next((c for c in reversed(found) if c.noun_scope and c.end <= m.start), None)
            if q is None:
                continue  # "the V100 has 6 for 200 GB/s": as many of what was counted before
        number = value(bare.group(1)) if bare is not None else None
        if bare is None or number is None or (q.attribute != "introduced" and
                                               _YEAR.fullmatch(bare.group(1))) or any(
                e.start < bare.end(1) and bare.start(1) < e.end for e in found):
            continue
        more.append(Quantity(bare.start(1), bare.end(1), q.attribute,
                             round(number * q.factor, 6), q.unit, q.noun_scope, q.factor,
                             like=q.start if m.kind == "direction" else None))
        # "100 GB/s per link, both ways; per direction it's 50": the figure's other direction,
        # of what it is per
    return more


@dataclass(frozen=True, slots=True)
class _BareWords:
    """The lexicon's words around two bare numbers after a name (``relation-words``: ``bare-*``,
    ``list-set-against``), as patterns."""

    pair: re.Pattern[str]
    """After a name, perhaps a word of ``bare-pair-verbs``, two bare numbers joined by a slash,
    each perhaps after a hedge of ``bare-hedges``: "PCIe Gen3 x16: ~16 / ~32"."""
    versus: re.Pattern[str]
    """After a direction word, perhaps a word of ``bare-versus-verbs``, two bare numbers set
    against each other by a word of ``list-set-against``: "per direction that's 300 vs 450"."""
    versus_gap: re.Pattern[str]
    """Between two figures, a word of ``list-set-against`` and no figure or clause break."""


def _compile_bare_words(lex: Lexicon) -> _BareWords:
    hedges = lex.words("bare-hedges")
    spelled = [w for w in hedges if w[-1:].isascii() and w[-1:].isalnum()]
    about = (r"(?:" + _alternation(w for w in hedges if w not in spelled) + r"|(?:" +
             _alternation(spelled) + r")\s)?\s*")  # a word a space after it, a sign maybe none
    number, end = r"(\d+(?:\.\d+)?)", r"(?=\s*(?:[,;.)\u3002]|$))"
    against = lex.words("list-set-against")
    return _BareWords(
        pair=re.compile(r"\s*(?:" + listed_words(lex, "bare-pair-verbs") + r")?\s*" + about +
                        number + r"\s*/\s*" + about + number + end, re.I),
        versus=re.compile(r"\s*,?\s*(?:" + spaced_words(lex.words("bare-versus-verbs")) +
                          r")?\s*" + about + number + r"\s*(?:" + _alternation(against) +
                          r")\s*" + about + number + end, re.I),
        versus_gap=re.compile(r"[^\d,;.\u3002]*(?:" + starting_words(against) +
                              r")[^\d,;.\u3002]*", re.I))


def bare_words(lex: Lexicon) -> _BareWords:
    return lex.derived("bare-words", _compile_bare_words)


_PAIR_GAP = re.compile(r"[^\d,;.\u3002]*/[^\d,;.\u3002]*")


def _pair_like(pair: re.Match[str], q: Quantity, found: list[Quantity],
               masked: str) -> list[Quantity]:
    """The two figures of a bare pair whose item before ends with two bandwidths joined by a
    slash (``q`` the second): each in the unit of the one in its place, and like it ("PCIe Gen4
    x16: ~32 GB/s unidirectional / ~64 GB/s bidirectional; PCIe Gen3 x16: ~16 / ~32")."""
    before = [o for o in found if o.end <= q.start and o.attribute == "bandwidth"]
    if q.attribute != "bandwidth" or not before or \
            not _PAIR_GAP.fullmatch(masked, before[-1].end, q.start):
        return []
    return [Quantity(pair.start(k), pair.end(k), "bandwidth",
                     round(float(pair.group(k)) * o.factor, 6), o.unit, factor=o.factor,
                     like=o.start) for k, o in ((1, before[-1]), (2, q))]


def _versus_other_way(pair: re.Match[str], q: Quantity, found: list[Quantity],
                      masked: str, lex: Lexicon) -> list[Quantity]:
    """The two figures of a bare pair set against each other after a direction word, when the
    item before ends with two bandwidths set against each other (``q`` the second) and each
    number is its figure in one direction or both, half or twice it: each in the unit of the one
    in its place, and like it ("A100's 600 GB/s vs H100's 900 GB/s; per direction that's 300 vs
    450")."""
    before = [o for o in found if o.end <= q.start and o.attribute == "bandwidth"]
    if q.attribute != "bandwidth" or not before or \
            not bare_words(lex).versus_gap.fullmatch(masked, before[-1].end, q.start):
        return []
    pairs = [(float(pair.group(k)) * o.factor, k, o) for k, o in ((1, before[-1]), (2, q))]
    if not all(any(abs(v - o.value * f) <= 0.05 * o.value for f in (0.5, 2)) for v, _, o in pairs):
        return []
    return [Quantity(pair.start(k), pair.end(k), "bandwidth", round(v, 6), o.unit,
                     factor=o.factor, like=o.start,
                     head=pair.start(2) if k == 1 else None) for v, k, o in pairs]  # one
    # phrase: "per direction" is both numbers' direction


def _times(masked: str, figures: list[Quantity], mentions: list[Match],
           lex: Lexicon) -> list[Quantity]:
    """A count written as a factor of a figure: "12 \u00d7 50 GB/s" is twelve links of 50 GB/s
    in a claim about an NVLink or a GPU, ports in one about an InfiniBand."""
    found = []
    for q in figures:
        before = masked[max(0, q.start - 10):q.start]
        if "x" not in before and "\u00d7" not in before and "*" not in before:
            continue
        m = _TIMES.search(masked, max(0, q.start - 10), q.start)
        if m is None or (number := value(m.group(1))) is None or any(
                lex.entities[n.value].gpus == number for n in mentions):
            continue  # "an 8-GPU DGX H100 ... 8 x 900 GB/s": its GPUs, not links
        kinds = {_counted(lex.entities[n.value]) or lex.entities[n.value].family
                 for n in mentions}
        attribute = "port-count" if "InfiniBand" in kinds else \
            "link-count" if kinds & {"link-count", "gpu-count"} else None
        if attribute is not None:
            found.append(Quantity(m.start(1), m.end(1), attribute, number,
                                  lex.attributes[attribute]["unit"], _NOUN_SCOPE[attribute]))
    return found


def _times_after(masked: str, figures: list[Quantity], mentions: list[Match],
                 lex: Lexicon) -> list[Quantity]:
    """A count written as a factor after a figure, with nothing else counted: "NVLink 4.0 --
    25 GB/s per direction, per link, x18" is eighteen links, in a claim whose name before the
    figure is an NVLink or a GPU (never a PCIe's "x16" lanes)."""
    found = []
    for q in figures:
        m = _TIMES_AFTER.match(masked, q.end) if q.attribute == "bandwidth" else None
        if m is None or (number := value(m.group(1))) is None or \
                any(q.end <= n.start < m.start(1) for n in mentions) or \
                _conversion(masked, q, m.end(), number, figures):
            continue  # "NVLink 1.8TB/s, 而 PCIe 6.0 x16": the lanes of the name between
        named = [n for n in mentions if n.end <= q.start]
        if named and _counted(lex.entities[named[-1].value]) is not None:
            found.append(Quantity(m.start(1), m.end(1), "link-count", number,
                                  lex.attributes["link-count"]["unit"], "per-link"))
    return found


_PRODUCT = re.compile(r"\s*=\s*")
_BOTH_WAYS_AFTER = re.compile(r"\s*\(?\s*(?:双向|bi-?directional|in both directions|both ways)",
                              re.I)


def _conversion(masked: str, q: Quantity, end: int, factor: float,
                figures: list[Quantity]) -> bool:
    """Whether "F x N = G" changes how F is written, not how many there are: G is F in bits
    ("900 GB/s x 8 = 7.2 Tb/s") or F's two directions ("450 GB/s x 2 = 900 GB/s
    bidirectional")."""
    product = next((g for g in figures if g.start >= end and g.attribute == q.attribute and
                    _PRODUCT.fullmatch(masked, end, g.start)), None)
    return product is not None and (math.isclose(product.value, q.value) or (
        factor == 2 and math.isclose(product.value, 2 * q.value) and
        _BOTH_WAYS_AFTER.match(masked, product.end) is not None))


_UNIT_GLOSS = re.compile(r"\s*\([^()\d]{1,12}\)")
"""After a figure, its unit restated in brackets: "100 gigabyte-per-second (GB/s) connections"."""


def _around(masked: str, figures: list[Quantity], lex: Lexicon) -> list[Quantity]:
    """A count around a figure of each: "eighteen 100 GB/s links", "four 50 GB/s ports", "18
    NVLink 100 GB/s connections" (a plural noun of the link or port count's ``nouns``)."""
    found = []
    counts = _patterns(lex).counts
    for q in figures:
        end = gloss.end() if (gloss := _UNIT_GLOSS.match(masked, q.end)) else q.end
        noun = _NOUN_AFTER.match(masked, end)
        after = end + len(masked[end:]) - len(masked[end:].lstrip())
        named = next((a for a in ("link-count", "port-count") if (
            m := counts[a][0].match(masked, after)) and m.group().endswith("s")), None)
        if noun is None and named is None:
            continue
        count = _NUMBER_BEFORE.search(masked, max(0, q.start - 20), q.start)
        if count is None or (number := value(count.group(1))) is None:
            continue
        attribute = ("port-count" if noun.group(1).lower().startswith("port") else
                     "link-count") if noun is not None else str(named)
        found.append(Quantity(count.start(1), count.end(1), attribute, number,
                              lex.attributes[attribute]["unit"], _NOUN_SCOPE[attribute]))
    return found


_PARTS_OF = re.compile(r"(?<![A-Za-z0-9.])" + NUMBER + r"\s+[A-Za-z-]+\s+of\s*$", re.I)
_EACH_NEXT = re.compile(r"s?\s+each\b", re.I)


def _each_parts(masked: str, start: int, end: int) -> bool:
    """Whether a count by a name is of each of several parts ("two baseboards of eight V100s
    each"): each board's GPUs, not how many the whole has."""
    return _EACH_NEXT.match(masked, end) is not None and \
        _PARTS_OF.search(masked, max(0, start - 40), start) is not None


def _counted_by_name(masked: str, mentions: list[Match], lex: Lexicon,
                     taken: list[tuple[int, int]]) -> list[Quantity]:
    """Counts whose noun is a name: "18x NVLink" (links), "8x H100", "eight H100s" (GPUs)."""
    said = count_words(lex)
    found = []
    for m in mentions:
        head = said.by_name.search(masked, max(0, m.start - 30), m.start) if masked[
            max(0, m.start - 30):m.start].rstrip().endswith(said.by_name_ends) else None
        if head is None and lex.entities[m.value].kind == "gpu":  # "eight H100 SXM5"
            head = lex.derived("counted-before", _counted_before)[1].search(
                masked, max(0, m.start - 30), m.start)
            if head is not None and (value(head.group(1)) or 1000) >= 1000:
                head = None  # "In 2022 H100 ...": a year
        if head is None or not all(m.start <= s or head.start() >= e for s, e in taken) or \
                said.any_of.search(masked, max(0, head.start() - 12), head.start()):
            continue  # "between two H100s": not how many there are
        if said.ratio_of_name.match(masked, m.end):
            continue  # "2x NVLink bandwidth" is a ratio
        if re.match(r"['\u2019]s\b", masked[m.end:]) and \
                re.search(r"[x\u00d7]\s*$", head.group(0), re.I):
            continue  # "2x V100's 300 GB/s": a multiple of the V100's figure, no V100s counted
        if said.not_links.match(masked, m.end):
            continue  # "4路NVLink桥接", "9 个 NVLink 交换托盘": bridges or trays, not links
        if lex.entities[m.value].kind == "interconnect" and \
                re.search(r"[x\u00d7]\s*$", head.group(0), re.I) and (said.is_before.search(
                masked, max(0, head.start() - 16), head.start()) or any(
                    o.end <= head.start() and o.value != m.value and
                    lex.entities[o.value].family == lex.entities[m.value].family is not None
                    for o in mentions)):
            continue  # "NVLink 5 is 2x NVLink 4", "NVLink 5: 1.8 TB/s, 2x NVLink 4": a ratio
        attribute = _counted(lex.entities[m.value])
        number = value(head.group(1))
        if number is None or attribute is None or said.word_one.fullmatch(head.group(1)) or \
                _each_parts(masked, head.start(), m.end):
            continue
        found.append(Quantity(head.start(), m.end, attribute, number,
                              lex.attributes[attribute]["unit"], _NOUN_SCOPE[attribute]))
        taken.append((head.start(), m.end))
    for m in mentions:  # "NVLink4 x18 per GPU": eighteen links
        if _counted(lex.entities[m.value]) == "link-count" and (
                t := count_words(lex).by_name_after.match(masked, m.end)) is not None and all(
                    t.end() <= s or t.start() >= e for s, e in taken):
            found.append(Quantity(t.start(1), t.end(1), "link-count", float(t.group(1)),
                                  lex.attributes["link-count"]["unit"], "per-link"))
            taken.append(t.span(1))
    for name in _GPU_NAME.finditer(masked) if _GPU_NAME_HINT.search(masked) else ():  # "eight
        # H100s", "8 A100s"
        g = lex.derived("counted-before", _counted_before)[1].search(
            masked, max(0, name.start() - 30), name.start())
        if g is None:
            continue
        number = value(g.group(1))
        if said.any_of.search(masked, max(0, g.start() - 12), g.start()):
            continue  # "between two H100s": not how many there are
        if number is not None and all(name.end() <= s or g.start() >= e for s, e in taken) \
                and not _each_parts(masked, g.start(), name.end()):
            found.append(Quantity(g.start(), name.end(), "gpu-count", number, "GPUs",
                                  "per-gpu"))
            taken.append((g.start(), name.end()))
    return found


def _counted(entity: Entity) -> str | None:
    """What a number before this name counts: an NVLink's links, a GPU's GPUs, else nothing."""
    if entity.kind == "interconnect" and (entity.family or entity.name) == "NVLink":
        return "link-count"
    return "gpu-count" if entity.kind == "gpu" else None
