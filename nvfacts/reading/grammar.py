"""Read what a claim asserts: entity names, quantities, the qualifiers in each quantity's
phrase, and the subject of each clause.

Entity names are found first and masked, so the digits of "H100" or "GB200 NVL72" are never
values. Quantities come next (quantities.py), then the sentences and clauses they sit in and the
qualifier words of their phrases (phrases.py). A quantity's subject is the entity right before
it, else the nearest before it in its clause, else the nearest after it there ("600 GB/s on
NVLink 3.0"), else the subject of the clause before; a GPU's or an architecture's figure is its
NVLink generation's, while cards, superchips, boards and systems keep their own. A figure that
is measured (a benchmark, a library) or about memory, a ratio, a transfer rate, or a figure with
no subject gives nothing. All vocabulary is in the lexicon.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..lexicon import Lexicon, Match, lexicon
from ..model import Assertion
from . import lists, numbers, phrases, quantities, tables
from .figures import ahead
from .numbers import NUMBER
from .phrases import Span
from .quantities import Quantity
from .relations import Relation, read_relations

OWN_SUBJECT = frozenset({"system", "superchip", "card", "switch"})
"""Kinds of entity whose figures are their own, never their GPUs' NVLink generation's."""
NOT_A_SUBJECT = frozenset({"library", "nic", "memory", "network", "port-mode", "consumer-gpu",
                           "tray", "instance", "cluster", "licensing"})
"""Kinds whose figures are measurements or not about the interconnects nvfacts reads (Ethernet,
RoCE, a split port's HDR100, a GeForce card, a rack's switch tray, a cloud instance, a cluster
of systems, NVLink Fusion's licence to other makers' chips): they give
nothing, nor does their NVLink."""
CARRIERS = frozenset({"nic"})
"""Kinds that carry another's figure and are never its subject ("ConnectX-7 runs NDR at
400Gb/s" is NDR's)."""
WHOLE = frozenset({"system", "superchip"})
"""Kinds whose unscoped bandwidth is the whole thing's (aggregate), unless the lexicon gives the
thing one GPU (a GH200's 900 GB/s sums nothing)."""

_LIKENESS = re.compile(r"\s*-?\s*(?:class|like|level|grade|equivalent)\b|\s*(?:级别|级|同级)", re.I)
"""After a name, words that make it a likeness, not the subject: "the C2C link is PCIe
Gen5-class, about 128 GB/s" is the C2C's figure."""
_NOT_SUBJECT_BEFORE = re.compile(
    r"(?:\bvia|\bthrough|\busing|\bover|\bwith|\bdoubles|\btriples|\bthan|\bunlike|\bversus|"
    r"\bvs\.?|\bnot|(?:\bnot|n't)\s+(?:support|have|offer)|\brather than|\binstead of|"
    r"\bcompared (?:to|with)|通过|经由|随|跟|伴随|而非|并非|不是)\s*"
    r"(?:the\s+|an?\s+|its\s+)?$", re.I)
"""Words before an entity name that make it the means, the thing compared or the thing denied,
not the subject: "links Grace to Hopper via NVLink", "XDR doubles NDR to 800 Gb/s", "arrived
with Hopper", "NVLink-C2C, not NVLink 4, is the 900 GB/s link", "Compared to NDR at 400 Gb/s per
port, an H100's NVLink gives 900 GB/s", "The L40S doesn't support NVLink at all -- traffic goes
over PCIe Gen4 x16 at 128 GB/s" (the PCIe's)."""
_MULTIPLE_OF = re.compile(r"\b(?:half|twice|double|triple|\d+(?:\.\d+)?\s*[x\u00d7])\s+"
                          r"(?:the\s+)?[\w -]{0,24}?\bof\s+(?:the\s+|an?\s+)?$", re.I)
"""Before a name, a multiple of something of it: the thing compared, not the subject ("the
NVL36 has half the GPUs of the NVL72: 36")."""
_ADJACENT = re.compile(r"\s*(?:(?:版本?|模组|模块)\s*)?(?:'s|\u2019s|的)?\s*(?:x16\s*)?"
                       r"(?:[那这]一代\s*)?"
                       r"(?:(?:(?:host|CPU)\s+)?(?:link|bus|port|links|ports|part|version|card|chip|"
                       r"board|module|interface|端口|链路|接口)\s*)?(?::|-|\u2014|=|\(|\))?\s*"
                       r"(?:(?:NVLink\s+|互联|接口)?(?:bandwidth|带宽|速率|throughput)\s*)?"
                       r"(?:则|也|就|仅|只|才)?(?:,?\s*(?:which|that)\s+)?"
                       r"(?:is|are|of|为|是|达|达到|约为|约|高达|可达|有)?\s*"
                       r"(?:\(\s*)?", re.I)
_MEANS = re.compile(r"\s*(?:GPU\s*)?(?:interconnect|互联|互连)", re.I)
"""After a switch's name, words that make it the means GPUs are joined by, whose figure is their
NVLink's: "p4d: 8x A100, 600 GB/s NVSwitch interconnect"."""
_TOPIC = re.compile(r"\s*(?:\([^()]*\))?\s*:")
_DOMAIN = re.compile(r"\bdomains?\b|域", re.I)
"""What makes a number of GPUs an interconnect's: "NVLink connects 72 GPUs into one domain" (not
"8x H100, 900 GB/s NVSwitch interconnect": those are an instance's GPUs)."""
_LOCATED = re.compile(r"\s*(?:on|in|of|for|inside)\s+(?:the\s+|an?\s+|each\s+)?", re.I)
"""Between an interconnect, or figures, and the product they are of: "Gen5 PCIe on the H100 is
64 GB/s" is the PCIe's figure, "7.2 TB/s aggregate on the DGX H100" the DGX H100's."""
_AT = re.compile(r"\s*(?:at|runs at|is|=|provides|delivers|offers|reaches|supports|提供|达到|"
                 r"支持)\s*", re.I)
"""Between an interconnect and its figure: "NVLink 3.0 提供 600GB/s"."""
_OWNER = re.compile(r"\s*(?:'s|\u2019s|的)?\s*(?:own\s+|自己的\s*|自身的\s*)?"
                    r"(?:per[- ]GPU\s+|每\s*GPU\s*)?")
"""Between a GPU or architecture and its NVLink: "Blackwell's per-GPU NVLink" is NVLink 5.0, and so
is "the B200's own NVLink"."""
_OF = re.compile(r"\s*(?:of\s+|的\s*)?(?:the\s+)?")
_POSSESSIVE = re.compile(r"(?:\s*(?:'s|\u2019s)|\s*(?:[\u4e00-\u9fff]{0,3}的)|\s+(?:the\s+|its\s+)?"
                         r"(?:superchip|GPU|chip|card|system|board)(?:'s|\u2019s))\s*", re.I)
_EACH_OF = re.compile(r"\s*of\s+(?:the|its|their|all)?\s*(?:(?:'s|\u2019s)\s*)?", re.I)
"""Between "each" and the count it is of: "each of its 72 GPUs", "each of the V100's six"."""
_VERB_LINKS = re.compile(r"\s+(?:the\s|two\s|[A-Z]|\d{1,3}\s+(?:(?![GTM][Bb])[A-Z]|x\s))")
"""After "links", a name, "the" or a number of named things: the verb ("NVLink-C2C links Grace
and Hopper", "the NVL72 links 36 GPUs over NVLink"), not the noun (never before a figure: "NVLink
2.0 links give 25 GB/s and NVLink 1.0 links 20 GB/s")."""
_VERB_LINK_TO = re.compile(r"\s+(?:to|up|with)\s", re.I)
_PLURAL_BEFORE = re.compile(r"\b(?:GPUs|[A-Z]+\d+s|chips|they|cards|superchips)\s+$")
"""Before "link to", a plural that does the linking: "B200 GPUs link to each other through
fifth-gen NVLink at 1.8 TB/s each" (not "each link to the switch")."""
_EACH_GPU = re.compile(r"(?:\beach|\bevery|\bper|\bone|\ba single|单|每块|每颗|每个|每张|单块|单颗|"
                       r"一块|一颗|一张)\s*$", re.I)
_AS_A_WHOLE = re.compile(r"\s+as a whole\b", re.I)
"""After a GPU's name, a figure of the whole GPU: "the A100 as a whole gets 600 GB/s"."""
_EACH_AFTER = re.compile(r"(?:s|\s+(?:cards|GPUs|boards))\s+each\b(?!\s+(?:other|of)\b)",
                         re.I)
"""After the plural of a GPU's or a card's name (its last letter when the name is a plural),
"each": a figure of each one ("H100 NVL cards each get 600 GB/s", "A100s each see 600 GB/s");
never "On H100 each NVLink is 50 GB/s", nor after a number of them ("the two B200s each")."""
_ONE_LINK = re.compile(r"(?:\ba single|\bsingle|\bone|\beach|\bevery|\bper|单条|每条|一条)\s*$",
                       re.I)
_NOT_A_LINK = re.compile(r"\s*(?:domains?|switch|networks?|fabric|域|交换)", re.I)
"""Before an NVLink's name, one link of it: "a single NVLink tops out at 25 GB/s"; never "one
NVLink domain"."""
_APPOSITION = re.compile(r"\s*(?:\(\s*\)\s*)?(?:[(,、/\u2014\u2013]|--|,?\s*or|,?\s*i\.e\.,?|"
                         r",?\s*that is|;\s*that(?:'s|\u2019s|\s+is)|;(?=\s*(?:即|也就是|亦即)))"
                         r"\s*(?:即|也就是|亦即)?\s*(?:if you count\s*)?", re.I)
"""Between a figure and its restatement: "900 GB/s (450 GB/s each way)", "1.8 TB/s per GPU
(bidirectional), 900 GB/s one way", "双向 50GB/s, 即单向 25GB/s"."""
_FOR_WHOM = re.compile(
    r"(?:\bon|\bin|\bfor|\bwith|\bof|\bfrom|\bacross|\bper|在|于)\s*"
    r"(?:the\s+|an?\s+|each\s+|its\s+|their\s+)?$", re.I)
"""Before a name after a figure, words that make the name its subject ("600 GB/s on NVLink 3.0")."""
_PER_WHOLE = re.compile(r"\s*(?:per|for each|for every)\s+(?:the\s+)?", re.I)


def _per_whole(q: Quantity, following: Sequence[Match], masked: str, words: Sequence[Match],
               lex: Lexicon) -> Match | None:
    """The system or superchip a bandwidth is given one of, named right after it: "3.6 TB/s per
    GB200 superchip" is the superchip's figure, never a restatement of the figure before."""
    if q.attribute != "bandwidth" or not following or \
            lex.entities[following[0].value].kind not in WHOLE:
        return None
    return following[0] if _PER_WHOLE.fullmatch(
        _blank(masked, q.end, following[0].start, words)) else None
_OPENS_CONTRAST = re.compile(r"(?:" + phrases.CONTRAST.pattern + r")\s*.?$", re.I)
_RESTATED = re.compile(r"(?:,\s*or|,?\s*i\.e\.,?|,\s*that is|\()\s*$", re.I)
"""Before a figure, the words that make it a restatement of the one before."""
_COPULA = re.compile(r"\s*(?:is|are|was|were)\s+(?:the\s+)?", re.I)
_ONLY = re.compile(r"only$", re.I)
_ONLY_ITS = re.compile(r"(?:'s|\u2019s|-only|\s+only)\b", re.I)
"""After a figure, a name it is said to be of alone, or of: "900 GB/s is SXM-only"."""
_OVER = re.compile(r"\s*(?:\(\s*\)\s*)?(?:over|via|through|across|on|using)\s+"
                   r"(?:the\s+|an?\s+|its\s+|their\s+)?", re.I)
"""Between a figure and the interconnect it is carried on: "64 GB/s each way over PCIe 4.0",
"128 GB/s over its PCIe Gen5 x16 slot"."""
_OPENS = re.compile(r"\s*[(\uff08]\s*")
_CLOSES = re.compile(r"\s*(?:x\s*\d{1,2}\s*)?[)\uff09]", re.I)
"""Around an interconnect alone in brackets right after a figure: "128 GB/s (PCIe Gen5 x16)"."""
_PARTS = re.compile(r"(?<![A-Za-z0-9_.])(?<!gen )(?<!gen)\d{1,3}\s*(?:x|\u00d7|颗|个|块)?\s*"
                    r"(?:第\s*[一二三四五六七八九\d]\s*代|(?:first|second|third|fourth|fifth|"
                    r"\d(?:st|nd|rd|th))[- ]gen(?:eration)?)?\s*$", re.I)
"""Before a switch's name, a number of them, perhaps with their generation: parts of a system
("6颗NVSwitch", "18 NVSwitch chips", "4 颗第三代 NVSwitch", "4 third-gen NVSwitches"),
never the subject of its figures; "Gen 3 NVSwitch" is a generation."""
_PARTS_AFTER = re.compile(r"\s*(?:chips?\s*)?:?\s*\d{1,3}\s*(?:x|\u00d7)", re.I)
"""After a switch's name, a number of them: "NVSwitch: 4x"."""
_NOUN_AFTER = re.compile(r"\s*(?:的)?\s*")
"""Between a figure and the noun it is the figure of: "64 个 400Gb/s 的 NDR 端口" (names masked)."""
_OVER_A_LINK = re.compile(r"\s*(?:(?:over|on|across|through|for)(?:\s+(?:an?|one|each|every))?|per)"
                          r"\s+(?:single\s+)?(?:x\d{1,2}\s+)?", re.I)
"""Between a figure and the noun of what carries it, one of many: "64 GB/s per direction over
an x16 link", "64 GB/s per x16 link" are a link's (never "the x16 link": that one named; "each"
is a word of its own, blanked: "for each x16 link")."""
_LINKS_GIVE = re.compile(r"\s*(?:give|gives|gave|provide|provides|provided|deliver|delivers|"
                         r"delivered|offer|offers|offered|for|and|可?提供)\s*", re.I)
"""Between a count of links and the figure they make together ("six NVLinks give 300 GB/s",
"18 条链路提供 900GB/s"), or a figure had with them ("every GPU gets 18 NVLink connections and
900 GB/s")."""
_TIMES_COUNT = re.compile(r"[\s,]*(?:x|\u00d7|\*)\s*")
"""Between a figure and a count it is given each of: "25 GB/s x 18 links"."""
_FOR_THE_WHOLE = re.compile(r"\s*(?:for|across|on|in)\s+(?:the|an?|each|one|every)\s+", re.I)
"""Between a figure and a number of GPUs of a board or system it is said for: "7.2 TB/s for the
8-GPU board", "across an 8-GPU server"."""
_OPENS = re.compile(r"\s*\(\s*")
"""Between a name and a count in brackets after it, which is the name's count."""
_THE_FIGURE = re.compile(r"\b(?:the|that|this)\s+$", re.I)
_OF_A = re.compile(r"\s*of\s+(?:the\s+|an?\s+)?", re.I)
"""Before a figure, the article that points back to the same figure said before in the claim."""
_COUNT_AT = re.compile(
    r"\s*(?:(?:,\s*)?(?:of\s+(?=\S*\s*(?:at|@)))?(?:each\s+)?(?:at|@|of|(?:run|runs|ran|running|operate|operates|operating)\s+at|x|\u00d7)"
    r"(?:\s*@)?)?\s*$", re.I)
"""Between a count and the figure given for each of what it counts: "6 links @ 25 GB/s", "6 links
ran at 25 GB/s", "64
ports of NDR at 400Gb/s" (the name is masked)."""


@dataclass(slots=True)
class Reading:
    """What reading a claim found: entity mentions, qualifier words outside entity names, and
    the assertions made of them."""

    mentions: list[Match]
    qualifiers: list[Match]
    assertions: list[Assertion]
    relations: list[Relation] = field(default_factory=list)
    """What the claim says of how things relate (relations.py): read beside the assertions."""


@dataclass(frozen=True, slots=True)
class _Blockers:
    measurement: re.Pattern[str]
    memory: re.Pattern[str]
    network: re.Pattern[str]
    ratio: re.Pattern[str]
    lane_rate: re.Pattern[str]
    lane_rate_after: re.Pattern[str]
    lane_rate_head: re.Pattern[str]
    lane_rate_before: re.Pattern[str]
    kinds: dict[str, str]
    said: Any
    """The words of memory, networks and ratios in lower case, and the words that say two
    subjects share a figure, in an Aho-Corasick automaton (pyahocorasick): a cheap test before
    any of their patterns is searched."""

    def may_say(self, text: str) -> frozenset[str]:
        """The kinds of word ``text`` may hold ("memory", "network", "ratio", "measurement",
        "lane-rate", "deny", "both", "same"): of the words found left to right, each the longest
        at its start and none inside the one before."""
        lowered = text.lower()
        longest: dict[int, int] = {}
        for end, length in self.said.iter(lowered):
            start = end - length + 1
            longest[start] = max(length, longest.get(start, 0))
        kinds, done = set(), 0
        for start in sorted(longest):
            if start >= done:
                done = start + longest[start]
                kinds.add(self.kinds[lowered[start:done]])
        return frozenset(kinds)


def _compile_blockers(lex: Lexicon) -> _Blockers:
    def words(kind: str) -> re.Pattern[str]:
        items = "|".join(re.escape(w) for w in sorted(lex.not_a_property.get(kind, []), key=len,
                                                      reverse=True))
        return re.compile(ahead(items) + r"(?<![A-Za-z])(?:" + items + r")(?![A-Za-z])", re.I)

    return _Blockers(words("measurement"), words("memory"), words("network"), words("ratio"),
                     words("lane-rate"), re.compile(r"\s*(?:" + words("lane-rate-after").pattern +
                                                    ")", re.I), _lane_head(lex),
                     re.compile(words("lane-rate-before").pattern + r"\s*$", re.I), *_said(lex))


def _lane_head(lex: Lexicon) -> re.Pattern[str]:
    """A column head of the lexicon's lane-rate-head right before a figure, alone between the
    start or a row's separator and its colon ("...; 1x: 200 Gb/s", "| 12x: 2400 Gb/s")."""
    items = "|".join(re.escape(w) for w in lex.not_a_property.get("lane-rate-head", []))
    return re.compile(r"(?:^|[;|])\s*(?:" + (items or "(?!)") + r")\s*:\s*$", re.I)


def _said(lex: Lexicon) -> tuple[dict[str, str], Any]:
    import ahocorasick

    kinds = {w.lower(): k for k in ("memory", "network", "ratio", "measurement", "lane-rate",
                                                "lane-rate-after", "lane-rate-head",
                                                "lane-rate-before")
             for w in lex.not_a_property.get(k, [])} | {w: "both" for w in _BOTH_WORDS} | {
                 w: "same" for w in _SAME_WORDS} | {w: "deny" for w in _DENIAL}
    said = ahocorasick.Automaton()
    for w in kinds:
        said.add_word(w, len(w))
    said.make_automaton()
    return kinds, said


_GLOSS = re.compile(r"\s*(?:\([^()\d]*\)\s*)?")
"""Between two names of one thing, at most a gloss: "EDR (Enhanced Data Rate) InfiniBand"."""


def _joined(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """Names written one after the other for one thing are one mention: "NDR400 InfiniBand",
    "Quantum-2 NDR InfiniBand" (a member and its family's name, or the same thing twice)."""
    kept: list[Match] = []
    for m in mentions:
        last = kept[-1] if kept else None
        if last is not None and _GLOSS.fullmatch(text, last.end, m.start) and (
                m.value == last.value or lex.entities[last.value].family == m.value):
            kept[-1] = Match(last.start, m.end, last.value, last.kind)
        else:
            kept.append(m)
    return kept


def _systems_of_gpus(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """The mentions, each generic system name written right after a GPU's read as that GPU's
    system, the GPU's name dropped: "an 8x B200 HGX board" is an HGX B200 (whose GPUs the
    count before it counted), "the H100 DGX" a DGX H100."""
    kept: list[Match] = []
    for m in mentions:
        last = kept[-1] if kept else None
        if last is not None and m.kind == "system" and last.kind == "gpu" and \
                text[last.end:m.start].isspace() and f"{m.value} {last.value}" in lex.entities:
            kept[-1] = Match(m.start, m.end, f"{m.value} {last.value}", m.kind)
        else:
            kept.append(m)
    return kept


_THE = re.compile(r"\b(?:the|this|that)\s+$", re.I)


def _the_family_named(mentions: list[Match], text: str) -> list[Match]:
    """The mentions, each family's name after "the" read as the member of that family named
    before it: "DGX H100 was announced in 2022, and the DGX only shipped in 2023" (the DGX H100)."""
    kept = list(mentions)
    for i, m in enumerate(mentions):
        if m.kind == "system" and _THE.search(text, max(0, m.start - 6), m.start) and (
                member := next((k for k in reversed(mentions[:i])
                                if k.value.startswith(m.value + " ")), None)):
            kept[i] = Match(m.start, m.end, member.value, member.kind)
    return kept


_TRAILING_NUMBER = re.compile(r"\s*\d+$")
_UNIT_NEXT = re.compile(r"\s*[GTMKgtmk吉太]|,\d{3}(?!\d)")


def _figures_kept(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """The mentions, each name whose alias ends in the number of a figure written with its
    unit cut before that number: "NDR 400 Gb/s" names NDR (alias "NDR400") at 400 Gb/s, "NVLink
    1,200 GB/s" NVLink (not NVLink 1.0) at 1,200 GB/s."""
    kept = mentions
    for i, m in enumerate(mentions):
        if not text[m.end - 1].isdigit() or not _UNIT_NEXT.match(text, m.end):
            continue  # a cheap test first: a digit, then what may start a unit or a thousands
        tail = _TRAILING_NUMBER.search(text, m.start, m.end)
        if tail is not None and tail.start() > m.start and (figure := quantities.bandwidth_pattern(
                lex).match(text, tail.start() + len(tail.group()) - len(tail.group().lstrip()))) \
                is not None and figure.end() > m.end:
            kept = kept if kept is not mentions else list(mentions)
            left = lex.resolve(text[m.start:tail.start()])  # the name the rest of it says
            name = left.name if left is not None else m.value
            kept[i] = Match(m.start, tail.start(), name, lex.entities[name].kind)
    return kept


_INSTANCE = re.compile(r"(?<![A-Za-z0-9_.-])[A-Za-z][A-Za-z0-9-]*(?:[._][A-Za-z0-9-]+)+")
_LETTER_AFTER_DOT = re.compile(r"\.[0-9]*[A-Za-z]")
_PIECE = re.compile(r"[^._\s]+")
_SERIES = re.compile(r"(?<![A-Za-z0-9])ND\s+[A-Z]{1,3}\d{2,4}[A-Za-z]*\s+v\d\b")
"""A cloud instance series named by its GPU and version: "ND H100 v5", "ND GB200 v6"."""


def _instances(text: str) -> list[tuple[int, int]]:
    """The spans of the cloud instances' names in ``text`` ("BM.GPU.H100.8", "ND96asr_v4",
    "p4d.24xlarge"): a word with digits joined by an underscore, by two dots or more, or by a dot
    before letters (never "NVLink4.0", "e.g."). No digit inside one is a figure."""
    found = [m.span() for m in _INSTANCE.finditer(text) if any(c.isdigit() for c in m.group())
             and ("_" in m.group() or m.group().count(".") > 1 or
                  _LETTER_AFTER_DOT.search(m.group()))]
    return found + [m.span() for m in _SERIES.finditer(text)] if "ND " in text else found


def _named_in_instances(mentions: list[Match], text: str, instances: list[tuple[int, int]],
                        lex: Lexicon) -> list[Match]:
    """The mentions, where an instance's name holds a product: its GPU named (the GPU of each
    part of the name that is one: "BM.GPU.H100.8" has H100s), never a system or superchip
    ("BM.GPU.GB200.4 has 4 GPUs" counts no GB200's)."""
    def inside(m: Match) -> bool:
        return any(s <= m.start and m.end <= e for s, e in instances)

    kept = [m for m in mentions if not inside(m) or m.kind in ("gpu", "card")]
    for s, e in instances:
        for piece in _PIECE.finditer(text, s, e):
            whole = [Match(piece.start() + g.start, piece.start() + g.end, g.value, g.kind)
                     for g in lex.find_entities(piece.group()) if g.kind == "gpu"]
            kept += [g for g in whole if not any(
                k.start < g.end and g.start < k.end for k in kept)]
    return sorted(kept, key=lambda m: m.start)


def _switch_before(q: Quantity, sentence: Span, named: Sequence[Match],
                   lex: Lexicon) -> str | None:
    """The switch chip named last before a count in its sentence, no GPU or product named
    between them: the one whose ports they are."""
    for m in reversed([m for m in named if sentence.holds(m.start) and m.end <= q.start]):
        kind = lex.entities[m.value].kind
        if kind == "switch":
            return m.value
        if kind in ("gpu", "card", *WHOLE):
            return None
    return None


_BARE_VERSION = re.compile(r"(?:(?<=[,;:\u3001和与及])|(?<=\band)|(?<=\bor))\s*([1-7])\.0(?![\d.])"
                           r"(?!\s*(?:[GTM][Bb]|x\b|倍))", re.I)


def _bare_versions(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """A bare version opening a later item of a sentence that named a generation of a family
    ("NVLink 1.0 为 40GB/s, 2.0、3.0 都是 50GB/s, 5.0 提升到 100GB/s"), or the family itself
    ("NVLink 版本对比: 2.0 为 300GB/s, 3.0 为 600GB/s", not past a cell's end: "PCIe gen | per
    direction: 4.0 | 32 GB/s"): that family's generation."""
    more = []
    for v in _BARE_VERSION.finditer(text):
        before = [m for m in mentions if m.end <= v.start()]
        family = (lex.entities[before[-1].value].family or (
            before[-1].value if len(lex.members(before[-1].value)) > 1 and
            not _ITEM_END.search(text, before[-1].end, v.start()) else None)) \
            if before else None
        member = f"{family} {v[1]}.0"
        if family and member in lex.entities and not any(
                m.start <= v.start(1) < m.end for m in mentions):
            more.append(Match(v.start(1), v.end(), member, lex.entities[member].kind))
    return sorted([*mentions, *more], key=lambda m: m.start) if more else mentions


_ITEM_END = re.compile(r"[;|]")
_ORDINAL_LINK = re.compile("(?:" + quantities.GENERATION.pattern +
                           r")(?=\s*(?:NVLinks\b|links?\b|链路))", re.I)


def _ordinal_links(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """A link named by its generation's ordinal alone, in a claim naming no other family ("A
    single fifth-gen link: 50 GB/s each way", "the fourth-generation links"): that NVLink
    generation, whose name leaves "link" to be read as the figure's noun."""
    if any(lex.entities[m.value].kind == "interconnect" and
           (lex.entities[m.value].family or m.value) != "NVLink" for m in mentions):
        return mentions
    more = []
    for g in _ORDINAL_LINK.finditer(text):
        word = (g[1] or g[2]).lower()
        member = f"NVLink {quantities.ORDINAL.get(word) or int(word[0])}.0"
        if member in lex.entities and not any(m.start < g.end() and g.start() < m.end
                                              for m in mentions):
            more.append(Match(g.start(), g.end(), member, lex.entities[member].kind))
    return sorted([*mentions, *more], key=lambda m: m.start) if more else mentions


def _spec_named(m: Match, text: str, values: Sequence[Quantity]) -> bool:
    """Whether ``m`` stands in an item of a spec list that says what its head has and gives no
    figure ("HGX B200 -- GPUs: 8; NVSwitch: NVLink 5 Switch; GPU-to-GPU bandwidth: 1.8TB/s"):
    a part named, not the subject of the items after it (the head's)."""
    start = max((e.end() for e in _ITEM_END.finditer(text, 0, m.start)), default=0)
    after = _ITEM_END.search(text, m.end)
    return after is not None and ":" in text[start:after.start()] and \
        not any(start <= v.start < after.start() for v in values)


def _mask(text: str, spans: list[Match]) -> str:
    chars = list(text)
    for m in spans:
        chars[m.start:m.end] = " " * (m.end - m.start)
    return "".join(chars)


def read(claim: str, lex: Lexicon | None = None, *, words: bool = True) -> Reading:
    """Read ``claim``: its entities, qualifier words and assertions. Without ``words``, the
    qualifier words are looked for only when the claim has a figure (for its assertions)."""
    lex = lex or lexicon()
    text = unicodedata.normalize("NFKC", claim.translate(_MARKERS) if any(
        c in claim for c in "\u00b9\u00b2\u00b3") else claim)
    instances = _instances(text) if "." in text or "_" in text or "ND " in text else []
    found_names = lex.find_entities(text)
    if instances:
        found_names = _named_in_instances(found_names, text, instances, lex)
    mentions = _joined(_figures_kept(found_names, text, lex), text, lex)
    if mentions and ".0" in text:
        mentions = _bare_versions(mentions, text, lex)
    if "gen" in text or "代" in text:
        mentions = _ordinal_links(mentions, text, lex)
    masked = _mask(text, [*mentions, *(Match(s, e, "") for s, e in instances)])
    values = quantities.find(masked, mentions, lex)
    mentions = _systems_of_gpus(mentions, text, lex)  # after the GPUs were counted
    if len(mentions) > 1:
        mentions = _the_family_named(mentions, text)
    related = read_relations(text, mentions, lex) if len(mentions) > 1 else []
    if not values and not words:
        return Reading(mentions, [], [], related)
    words_found = lex.find_qualifiers(masked)
    found = [w if not w.kind.endswith("-figure") else
             Match(w.start, w.end, w.value, w.kind.split("-")[0])
             for w in words_found if w.kind != "none" and (
                 w.kind != "scope-at-figure" or (_AT_FIGURE.match(masked, w.end) and (
                     not masked.endswith(":", w.start, w.end) or
                     _ITEM_OPENS.search(text, 0, w.start)))) and (
                 w.kind != "direction-after-figure" or
                 any(q.end <= w.start and not masked[q.end:w.start].strip() for q in values) or
                 _slash_pair(w, words_found, masked))]
    found += [Match(e.start(), m.start, "per-gpu", "scope") for m in mentions
              if lex.entities[m.value].kind in ("gpu", "card")
              and (e := _EACH_GPU.search(masked, max(0, m.start - 12), m.start)) is not None]
    found += [Match(m.end, w.end(), "per-gpu", "scope") for m in mentions
              if lex.entities[m.value].kind in ("gpu", "card")
              and (w := _AS_A_WHOLE.match(masked, m.end)) is not None]
    found += [Match(m.end, w.end(), "per-gpu", "scope") for m in mentions
              if lex.entities[m.value].kind in ("gpu", "card") and (w := _EACH_AFTER.match(
                  text, m.end - (text[m.end - 1] in "sS"))) is not None
              and not any(q.start <= m.start < q.end for q in values)]
    found += [Match(b.start(), b.end(), "bidirectional", "direction")
              for b in (_BOTH_ELIDED.finditer(masked) if "oth" in masked else ())
              if _ONE_DIRECTION.search(masked, 0, b.start())]
    found += [Match(d.start(), d.start() + 1, _SHORT_DIRECTION[d[1]], "direction")
              for d in (_DIRECTION_PAIR.finditer(masked) if "向" in masked else ())]
    found += [Match(e.start(), m.start, "per-link", "scope") for m in mentions
              if (lex.entities[m.value].family or m.value) == "NVLink"
              and (e := _ONE_LINK.search(masked, max(0, m.start - 10), m.start)) is not None
              and not _NOT_A_LINK.match(masked, m.end)]
    if any(w.kind == "each" for w in found):  # "inside each box": each machine, no figure's
        machine = lex.derived("each-machine", _compile_each_machine)
        found = [w for w in found if w.kind != "each" or not machine.match(masked, w.end)]
    blockers = lex.derived("blockers", _compile_blockers)
    said = blockers.may_say(text) if values else frozenset()
    if ("deny" in said) if values else _may_deny(masked):
        found = [w for w in found if not _DENIED.search(masked, max(0, w.start - 8), w.start)]
    if "ratio" in said and blockers.ratio.search(masked):
        found = [w for w in found if not _compared(w, masked, values, blockers.ratio)]
    found += [Match(w.start, w.end, w.value, "lane") for w in words_found
              if w.kind == "none" and w.value == "lane"]  # "each lane", "每条通道": for the reader
    found.sort(key=lambda w: w.start)
    table = tables.rows(text, lex) if "|" in text or " / " in text else []
    if table:  # each row read as what it says: "NVLink 3.0 | links: 12 | per-link: 50 GB/s"
        assertions: list[Assertion] = []
        for row in table:  # the same figure in two rows is said once ("Gen5 128GB/s" in each)
            assertions += [a.model_copy(update={"text": text[row.start:row.end]}) for a in read(
                row.said, lex, words=False).assertions if not any(_same(a, b) for b in assertions)]
    else:
        assertions = quantities.asserted(_assertions(
            text, masked, _with_anaphora(masked, mentions, lex), found, values, lex, said),
            values) if values else []
    return Reading(mentions, [w for w in found if w.kind in ("direction", "scope", "approx")],
                   assertions, related)


def _compile_each_machine(lex: Lexicon) -> re.Pattern[str]:
    """After "each", a machine no lexicon name says: "each" is that machine's, not a word
    distributing a figure over what was counted ("NVLink handled 300 GB/s inside each box")."""
    words = "|".join(re.escape(w) for w in sorted(lex.not_a_property.get("unnamed-machine", []),
                                                    key=len, reverse=True))
    return re.compile(r"\s*(?:single\s+)?(?:" + words + r")(?:s|es)?\b", re.I)


_DIRECTION_PAIR = re.compile(r"([单双])(?=\s*/\s*[单双]向)")
"""The first of two directions sharing their 向 ("单/双向: 64/128GB/s"): a direction of its own."""
_SHORT_DIRECTION = {"单": "unidirectional", "双": "bidirectional"}
_BOTH_ELIDED = re.compile(r"(?:\bin both|(?<=/s )both|(?<=ps )both)\b(?=\s*[,:;.)]|\s*$)", re.I)
_ONE_DIRECTION = re.compile(r"\b(?:in one|in each|in either|one|each|per) direction\b|"
                            r"\b(?:each|one) way\b|\bunidirectional", re.I)
"""'in both' with its noun left out after one direction was named: "In one direction an NDR port
moves 25 GB/s; in both, 50 GB/s" (both directions); or "both" right after a figure ("32 GB/s in
each direction, 64 GB/s both")."""
_SLASH = re.compile(r"\s*/\s*")


def _slash_pair(w: Match, words: Sequence[Match], masked: str) -> bool:
    """Whether a shorthand direction ("uni", "bi") is written in a pair of them joined by a
    slash, the head of a list of figures in that order ("Link BW (uni/bi): 25/50 GB/s")."""
    return any(o is not w and o.kind == w.kind and o.value != w.value and (
        _SLASH.fullmatch(masked, w.end, o.start) or _SLASH.fullmatch(masked, o.end, w.start))
        for o in words)


_AT_FIGURE = re.compile(r"\s*(?:有|为|是|达|约)?\s*\d")
"""After a scope word that holds only for a figure right after it ("共 14.4TB/s")."""
_ITEM_OPENS = re.compile(r"(?:^|[;|,])\s*$")
"""Before a spec list's item head ("Rack: 130 TB/s; GPU: 1.8 TB/s"): the claim's start or an
item's end, never a name's part ("HGX A100 8-GPU: 4.8 TB/s")."""
_PHRASE_END = re.compile(r"[,;:(、。.]")


def _compared(w: Match, masked: str, values: Sequence[Quantity], ratio: re.Pattern[str]) -> bool:
    """Whether a qualifier word is of the thing a ratio compares with, in a phrase with no
    figure ("GB200 的 3.6TB/s, 是单颗 B200 的两倍": the single B200 is the compared one)."""
    start = max([0, *(m.end() for m in _PHRASE_END.finditer(masked, 0, w.start))])
    after = _PHRASE_END.search(masked, w.end)
    end = after.start() if after else len(masked)
    return not any(start <= q.start < end for q in values) and \
        ratio.search(masked, start, end) is not None


def _compile_anaphora(lex: Lexicon) -> tuple[re.Pattern[str], dict[str, str]]:
    words = {w.lower(): kind for kind, items in lex.anaphora.items() for w in items}
    alternation = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(ahead(alternation) + r"(?<![A-Za-z])(?:" + alternation + r")(?![A-Za-z])",
                      re.I), words


_OTHER_FORM = "gpu-of-card"
"""The anaphora of the GPU in another form than the card named before it ("the SXM part")."""


_ORDER = {"former": 0, "latter": 1}
"""The anaphora of the first and the second of the two things named last before them."""


def _may_order(masked: str, lex: Lexicon) -> bool:
    """A cheap test: whether ``masked`` may hold a word for the former or the latter."""
    lowered = masked.lower()
    return any(w.lower() in lowered for kind in _ORDER for w in lex.anaphora.get(kind, ()))


def _with_anaphora(masked: str, mentions: list[Match], lex: Lexicon) -> list[Match]:
    """The mentions, with each word that stands for a thing named before it ("the rack", "the
    system") read as a mention of the nearest name of its kind before it, and each word for a
    card's other form ("A100 PCIe ...; the SXM part") as its GPU."""
    if not lex.anaphora or (not any(m.kind in lex.anaphora or (
            m.kind == "card" and _OTHER_FORM in lex.anaphora) or (
                m.kind == "gpu" and "SXM" in masked) for m in mentions) and not (
                len(mentions) > 1 and _may_order(masked, lex))):
        return mentions
    pattern, kinds = lex.derived("anaphora", _compile_anaphora)
    found = []
    opened: int | None = None
    for m in pattern.finditer(masked):
        kind = kinds[m.group().lower()]
        if kind in _ORDER:  # "X and Y compared: the former ..., the latter ..."
            opened = opened if opened is not None else m.start()  # the pair's, named before
            two = list(dict.fromkeys(n.value for n in reversed(mentions)
                                     if n.end <= opened))[:2][::-1]  # the first of these words
            if len(two) == 2:
                found.append(Match(m.start(), m.end(), two[_ORDER[kind]],
                                   lex.entities[two[_ORDER[kind]]].kind))
            continue
        named = [n for n in mentions if n.end <= m.start() and
                 n.kind == ("card" if kind == _OTHER_FORM else kind)]
        if not named and kind == _OTHER_FORM:  # "Unlike the SXM module (900 GB/s), the H100
            named = [n for n in mentions if n.kind == "card"][:1]  # PCIe gets 600 GB/s"
        if not named and kind == _OTHER_FORM and (gpu_named := [
                n for n in mentions if n.end <= m.start() and n.kind == "gpu"]):
            found.append(Match(m.start(), m.end(), gpu_named[-1].value, "gpu"))  # "H100 有两种
            # 形态。SXM模组支持 18 条 NVLink 链路": the module of the GPU named before is that GPU
        elif named and kind != _OTHER_FORM:
            found.append(Match(m.start(), m.end(), named[-1].value, kind))
        elif named and (gpu := lex.entities[named[-1].value].gpu) is not None:
            found.append(Match(m.start(), m.end(), gpu, lex.entities[gpu].kind))
    return sorted(mentions + found, key=lambda n: n.start) if found else mentions


def _assertions(text: str, masked: str, mentions: list[Match], words: list[Match],
                values: list[Quantity], lex: Lexicon, said: frozenset[str]) -> list[Assertion]:
    blockers = lex.derived("blockers", _compile_blockers)
    one_lane = [w for w in words if w.kind == "lane"]
    words = [w for w in words if w.kind != "lane"] if one_lane else words
    counted = [(q.start, q.end) for q in values if q.noun_scope]
    words = [w for w in words if not (w.kind == "noun" and (
        any(s <= w.start < e for s, e in counted) or _VERB_LINKS.match(text, w.end) or (
            _VERB_LINK_TO.match(text, w.end) and _PLURAL_BEFORE.search(text, 0, w.start))))]
    port_counts = [(q.start, q.end) for q in values if q.attribute == "port-count"]
    named = [m for m in mentions if not any(s <= m.start < e for s, e in counted) or (
        lex.entities[m.value].family == "InfiniBand" and  # "40 HDR ports of 200Gb/s": HDR's
        any(s <= m.start < e for s, e in port_counts))]
    gpus = [m for m in named if lex.entities[m.value].kind in ("gpu", "card")]
    candidates = [m for m in named if lex.entities[m.value].kind not in CARRIERS
                  and not _part(m, text, lex) and not _LIKENESS.match(text, m.end) and not (
                      lex.entities[m.value].kind == "tray" and
                      _GOVERNED.search(text, max(0, m.start - 16), m.start))]
    # a tray a preposition governs is where links go, no subject: "each GPU connects to the
    # switch trays, for 1.8 TB/s per GPU"
    means = [m for m in candidates if lex.entities[m.value].kind == "switch" and
             _BY_MEANS_OF.search(text, max(0, m.start - 16), m.start)]
    if means and (len(means) < len(candidates) or any(
            lex.entities[m.value].kind == "interconnect" and any(
                s <= m.start < e for s, e in counted) for m in mentions)):
        candidates = [m for m in candidates if m not in means]  # "借助NVSwitch实现900GB/s",
        # "reaching 900 GB/s via NVSwitch": what the links go through is no subject when
        # something else is named or counted that they are of
    else:
        means = []
    found: list[Assertion] = []
    subjects: list[str | None] = []
    if "deny" in said:
        values = [q for i, q in enumerate(values) if not _not_said(q, values[i + 1:], masked)]
    if not values:
        return []
    noted = _footnoted(text, values, words) if "*" in text or "\u2020" in text else {}
    words = [w for w in words if not any(w in each for each in noted.values())] if noted else words
    claim_header = _header_scope(text, values, words)
    titled = claim_header is not None and (title := _TITLE.search(
        text, 0, max(0, text.find(":")))) is not None and any(
            w.kind in ("scope", "noun") and w.end <= title.start() for w in words)
    header_direction = _header_direction(text, values, words)
    sentences = phrases.sentences(text)
    ways = _directions_said(text, sentences, values, named, words, lex) \
        if len(sentences) > 1 else {}
    shared, starred = _shared(masked, values, words, lambda: len({
        lex.entities[m.value].family or m.value for m in named
        if lex.entities[m.value].kind == "interconnect"}) > 1)
    if ways:  # "all NVLink figures in this table are bidirectional": NVLink's, not all
        shared = [w for w in shared if w not in ways.values()]
    respectively = "分别" in text or "respectively" in text.lower()
    words = [w for w in words if w not in shared]
    echoed: list[Match | None] = []
    memory, network, together = "memory" in said, "network" in said, "both" in said
    alike, lanes = "same" in said, not said.isdisjoint(("lane-rate", "lane-rate-after",
                                                         "lane-rate-head", "lane-rate-before"))
    said_of: dict[int, list[Match]] = {}  # each figure's qualifier words, by its start
    for sentence in sentences:
        inside = [q for q in values if sentence.holds(q.start)]
        if not inside:
            continue
        base = len(subjects)
        header = claim_header
        if header and sentence.start > 0 and (any(
                not text[sentence.start:m.start].strip() and _TOPIC.match(text, m.end)
                for m in named if sentence.holds(m.start)) or
                ":" in text[sentence.start:inside[0].start]) and not (
                    titled and not any(w.kind in ("scope", "noun") and sentence.start <= w.start <
                                       inside[0].start for w in words)):
            header = None  # "NVLink 4 link: 25 GB/s one way. H100: 900 GB/s": a topic of its own,
            # as is any head before a colon ("C2C link: 900 GB/s; GB200's NVLink to the rack:"),
            # but a title's scope holds for items headed by a name alone ("Bandwidth per GPU --
            # NVLink 3: 600 GB/s; NVLink 4: 900 GB/s")
        spans = phrases.clauses(text, masked, sentence, [m.start for m in named], [
            q.start for q in inside if masked[q.start].isascii() and masked[q.start].isalpha()])
        attached = phrases.attach(masked, [w for w in words if not _a_number_s(w, masked, values)],
                                  inside, spans)
        of_a_lane = phrases.attach(masked, one_lane, inside, spans) if one_lane else {}
        for w in _leading(text, sentence, words, inside[0]):
            for k in range(1, len(inside)):
                if phrases.CONTRAST.search(text, w.end, inside[k].start):
                    break  # not past "while", "but": "Per direction, PCIe gives 32 GB/s, while
                    # NVLink 3.0 gives each A100 300 GB/s"
                if not any(o.kind == w.kind for o in attached[k]) and inside[k].attribute == \
                        "bandwidth" and not _restates(inside[k - 1], inside[k], masked, words,
                                                      mentions):
                    attached[k].append(w)  # "Per direction, A gives 25 GB/s and B 20 GB/s"
        measured = _measured(inside, spans, sentence, mentions, masked, blockers, lex,
                             "measurement" in said)
        if any(q.head is not None for q in inside):
            _share_in_chains(inside, attached)
        if any(q.like is not None for q in inside):
            _mirror(inside, attached, said_of)
        said_of.update((q.start, attached[i]) for i, q in enumerate(inside))
        if "=" in text or "\uff1d" in text:
            _share_across_equals(inside, attached, masked)
        pairs = lists.paired(text, sentence, named, words, values, lex)
        named_here = [m for m in mentions if sentence.holds(m.start)]  # counted ones too
        head_scope: str | None = None
        head_end = 0
        gpu_links = False  # a GPU's links were counted in the sentence
        scopes: list[str | None] = []
        remembered: set[int] = set()  # the memory figures
        laned: set[int] = set()  # the figures of a lane, no link's or port's
        ported: set[int] = set()  # the figures of a port given to a link that has none
        networked: set[int] = set()  # the figures of a network: "3200 Gbps of networking, or
        # 400 Gbps per H100" (a network's figure restated per GPU is the network's too)
        if respectively and _RESPECTIVELY.search(text, sentence.start, sentence.end):
            tail = [w for w in attached[len(inside) - 1]  # "25 and 50 GB/s per direction,
                    if w.start >= inside[-1].end and w.kind in ("direction", "scope")] + [
                        w for w in attached[0] if w.end <= inside[0].start and  # "的单向带宽分别
                        w.kind in ("direction", "scope")]  # 为 32GB/s 和 64GB/s": the head's
            for i in range(len(inside)):
                attached[i] += [w for w in tail if not any(o.kind == w.kind  # respectively"
                                                           for o in attached[i])]
            _echo(inside, attached, echoed)
        echoed = [next((w for w in attached[i] if w.kind == "direction"), None)
                  for i, q in enumerate(inside) if q.attribute == "bandwidth"]
        for i, q in enumerate(inside):
            clause = next(c for c in spans if c.holds(q.start))
            restates = i > 0 and _restates(inside[i - 1], q, masked, words, mentions) and \
                _per_whole(q, [m for m in named if m.start >= q.end], masked, words, lex) is None
            picked = None if restates else _subject(q, clause, sentence, candidates, text,
                                                    masked, words, lex)
            if (own_words := _its_own(q, candidates, text, masked, values, subjects,
                                      lex)) is not None:
                picked = own_words
            scopes.append(None)
            if picked is None and not restates and not (subjects and subjects[-1]):
                picked = _any_name(q, sentence, [
                    m for m in named if not _part(m, text, lex) and m not in means and
                    lex.entities[m.value].kind != "tray" and (
                        sentence.holds(m.start) or not _another_gpu_s(m.value, named_here, lex))])
                # "NVL72 is 9 switch trays x 2 switch chips; 130TB/s total": the rack's
            if picked is None and not restates and (since := [
                    m for m in candidates if values.index(q) > 0 and
                    values[values.index(q) - 1].end <= m.start and m.end <= q.start and (
                        sentence.holds(m.start) or not _another_gpu_s(m.value, named_here, lex))
                    and (sentence.holds(m.start) or not _spec_named(m, text, values))]):
                picked = since[-1]  # "NVLink 4.0 | 900 GB/s; PCIe 5.0 | 128 GB/s"
            if picked is None and not restates and not (subjects and subjects[-1]):
                picked = _counted_name(q, inside, sentence, mentions, lex)
            if not restates and i + 1 < len(inside) and (picked is None or not clause.holds(
                    picked.start)) and (owner := _owner_after_pair(
                        q, inside[i + 1], sentence, candidates, masked, words)) is not None:
                picked = owner
            if _nics_own(q, clause, mentions, masked, words, lex):
                subjects.append(None)  # "..., and to the network via ConnectX-7 at 400 Gb/s"
                continue
            if together and picked is not None and q.attribute == "bandwidth" and \
                    lex.entities[picked.value].kind in NOT_A_SUBJECT and (fellow := _both(
                        picked, named, text, q.start)) is not None and \
                    lex.entities[fellow.value].kind not in NOT_A_SUBJECT:
                picked = fellow  # "Spectrum-X Ethernet and XDR InfiniBand both run 800 Gb/s per
                # port": XDR's, though the Ethernet's figure is none nvfacts keeps
            carried = picked is None and bool(subjects) and subjects[-1] is not None and not (
                len(subjects) == base and _another_gpu_s(str(subjects[-1]), named_here, lex))
            if carried:
                subject = str(subjects[-1])  # the figure before's, already resolved
                picked = Match(q.start, q.start, subject, lex.entities[subject].kind)
            elif picked is None or lex.entities[picked.value].kind in NOT_A_SUBJECT:
                subjects.append(None)
                continue
            else:
                subject = _resolved(picked, q.attribute, clause, sentence, named, text, lex,
                                    mentions)
                subject = _arrived_at(q, subject, sentence, named, text, masked, lex) or subject
                # "Going from the A to the B, ... rises from X to Y": Y is B's
                if lex.entities[subject].kind in NOT_A_SUBJECT:
                    subjects.append(None)  # "the RTX 3090's NVLink bridge offers 112.5 GB/s"
                    continue
            if q.attribute == "bandwidth" and (subject == "NVLink" or (
                    not carried and picked.kind in ("gpu", "architecture"))):
                subject = _bracketed_gpu(q, named, text, lex) or subject  # "1.8 TB/s (B200) /
                # 900 GB/s (H100)": each figure its bracket's GPU's
            if subject == "InfiniBand" and (member := next(
                    (m.value for m in named if clause.holds(m.start) and m.end <= q.start and
                     lex.entities[m.value].family == subject), None) or next(
                    (m.value for m in named if clause.holds(m.start) and m.start >= q.end and
                     lex.entities[m.value].family == subject and _APPOSITION.fullmatch(
                         _blank(masked, q.end, m.start, words))), None)):
                subject = member  # "EDR 就是 100G 的 InfiniBand": the generation named before,
                # or restated after: "InfiniBand at 800 Gb/s per port, i.e. XDR"
            if q.attribute == "bandwidth" and lex.entities[subject].kind in WHOLE:
                subject = _carrier(q, inside, clause, candidates, lex, masked) or subject
            elif q.attribute == "bandwidth" and picked.kind in ("gpu", "architecture") and \
                    not carried:
                subject = _means(q, inside, clause, candidates, text, lex, sentence) or \
                    _network_of(q, sentence, named, text, lex) or subject
            elif q.attribute == "bandwidth" and picked.kind == "card" and not carried and (
                    via := _means(q, inside, clause, candidates, text, lex, sentence)) and \
                    lex.entities[via].family == "PCIe":
                subject = via  # "H100 PCIe uses a PCIe Gen5 x16 host interface, 128 GB/s": the
                # host link's, not the card's own (its NVLink bridge's) figure
            elif q.attribute == "bandwidth" and (carried or picked.start < max(
                    [clause.start, *(v.end for v in inside[:i])])):
                subject = _means(q, inside, clause, candidates, text, lex) or subject
                # "H100 NVLink gives 900 GB/s, while over PCIe 5.0 it gets 128 GB/s": the
                # interconnect its own phrase names, not the sentence's subject
            if q.attribute == "bandwidth" and (lex.entities[subject].kind == "interconnect" or (
                    lex.entities[subject].cpu_link and any(
                        clause.holds(m.start) and lex.entities[m.value].kind == "interconnect"
                        for m in mentions))):
                subject = _cpu_link(subject, clause, sentence, mentions, text, lex) or subject
            if q.attribute == "bandwidth" and (link := lex.entities[subject].cpu_link) and \
                    lex.derived("cpu-gpu-link", _compile_cpu_gpu_link).search(
                        _SPACES.sub("", text[clause.start:q.start])):
                subject = link  # "The GB200's CPU-GPU interconnect is 900 GB/s": the
                # superchip's link between its CPU and GPU, NVLink-C2C, not the superchip's NVLink
            if subject == "PCIe" and q.attribute == "bandwidth" and _BRIDGE.search(text) and \
                    not _PCIE_GEN.search(text, clause.start, q.start):
                subject = _bridged_card(named, lex) or subject  # never "...经桥接器达到
                # 600GB/s; 两者 PCIe 都是 Gen5, 双向 128GB/s": a PCIe generation's own figure
            if "代" in masked or "gen" in masked.lower():
                subject = _elliptic(masked, q, clause, named, subject, lex) or subject
            if subject == "PCIe" and (gen := _PCIE_GEN.search(
                    text, clause.start, q.start)) and f"PCIe {gen[1]}.0" in lex.entities:
                subject = f"PCIe {gen[1]}.0"  # "PCIe x16: Gen3 ~16 GB/s, Gen4 ~32 GB/s"
            if subject == "PCIe" and q.attribute == "bandwidth":
                subject = _pcie_of(q, sentence, named, lex) or subject
            if subject == picked.value and lex.entities[subject].kind == "card" and (
                    gen := _CARD_GEN.match(text, picked.end)) and \
                    text[picked.start:picked.end].lower().endswith("pcie") and \
                    f"PCIe {gen[1]}.0" in lex.entities:
                subject = f"PCIe {gen[1]}.0"  # "H100 PCIe Gen5 bandwidth: 64GB/s"
            pairing = pairs.get(values.index(q)) if pairs else None
            if pairing is not None and pairing.subject is not None:
                subject = pairing.subject
                if (item := next((m for m in named if m.value == subject and m.kind in (
                        "gpu", "architecture")), None)) is not None:  # "A100 vs H100: ..."
                    subject = _resolved(item, q.attribute, clause, sentence, named, text, lex,
                                        mentions)
            subjects.append(subject)
            if q.attribute == "bandwidth" and network and \
                    lex.entities[subject].family != "InfiniBand" and \
                    not _said_of(q, picked, masked, words, lex) and (
                        _not_a_property(text, masked, q, clause, inside, blockers.network) or (
                            i - 1 in networked and _RESTATED.search(
                                masked, inside[i - 1].end, q.start) is not None and
                            masked[inside[i - 1].end:q.start] == text[inside[i - 1].end:q.start])):
                networked.add(i)
            if q.attribute == "bandwidth" and ((restates and i - 1 in networked) or (
                    lex.entities[subject].kind == "system" and _in_bits(text[q.start:q.end])
                    and not _said_of(q, picked, masked, words, lex) and any(
                        lex.entities[m.value].family == "InfiniBand" for m in named_here))):
                networked.add(i)  # a system's total in bits beside an InfiniBand port's rate
                # is its network's, no NVLink total: "8x ConnectX-7 at 400 Gb/s NDR, 3.2 Tb/s
                # per node" (and "约 400GB/s" restating it)
            if q.attribute == "bandwidth" and lanes and _in_bits(text[q.start:q.end]) and (
                    blockers.lane_rate_after.match(masked, q.end) or
                    blockers.lane_rate_head.search(text, 0, q.start) or
                    blockers.lane_rate_before.search(masked, max(0, q.start - 24), q.start) or
                    _not_a_property(text, masked, q, clause, inside, blockers.lane_rate) or (
                        i - 1 in laned and _LANE_AGAIN.search(
                            masked, inside[i - 1].end, q.start) is not None)):
                laned.add(i)
            if q.attribute == "bandwidth" and of_a_lane.get(i) and (
                    lex.entities[subject].family or subject) not in \
                    lex.lane_widths.get("families", ()):
                laned.add(i)  # "18 NVLink links, each lane carrying about 100 GB/s": one lane's
                # figure, of an interconnect not counted in lanes, is no GPU's, link's or port's
            if memory and q.attribute == "bandwidth" and (_not_a_property(
                    text, masked, q, clause, inside, blockers.memory, [
                        m for m in named if lex.entities[m.value].kind == "interconnect"]) or (
                    i - 1 in remembered and _AGAINST_BEFORE.fullmatch(text, inside[i - 1].end,
                                                                      q.start))):
                remembered.add(i)  # "raises memory bandwidth to 4.8 TB/s from the H100's
                continue  # 3.35 TB/s": the figure it is set against is memory's too
            if q.attribute == "bandwidth" and (i in measured or i in networked or i in laned):
                continue  # a lane's line rate in bits ("25 Gbps signalling", "100 Gbps per lane
                # pair") is no bandwidth of a link, like a GT/s rate; nor is one set against it
                # ("25 Gb/s per lane, up from 20 Gb/s") or given as its lanes are with the noun
                # left out ("HDR used four lanes at 50 Gb/s and EDR four at 25 Gb/s")
            if q.attribute == "bandwidth" and not together and (
                    pairing is None or pairing.subject is None) and \
                    _generations_apart(q, subject, clause, named, text, lex):
                continue  # "The A100 and H100 NVLink: 600 GB/s": which GPU's generation the
                # one figure is, the sentence does not say
            attribute = q.attribute
            if attribute == "port-count" and lex.entities[subject].family == "NVLink" and (
                    switch := _switch_before(q, sentence, mentions, lex)):
                subject = switch  # "the NVSwitch has 64 NVLink 4 ports": the switch's ports
            elif attribute == "port-count" and lex.entities[subject].family == "NVLink":
                attribute = "link-count"  # a GPU's NVLink ports are its links
            elif attribute == "port-count" and lex.entities[subject].kind not in \
                    lex.attributes[attribute].get("of-kinds", [lex.entities[subject].kind]):
                continue  # "a QM9700 has 64 NDR ports": the switch's, not NDR's
            if attribute == "introduced" and lex.entities[subject].kind == "architecture":
                brought = next((m.value for m in named if sentence.holds(m.start) and
                                lex.entities[m.value].family is not None), None)
                subject = (_elliptic(masked, q, clause, named, brought, lex) if brought
                           else None) or ""  # "..., Hopper fourth-gen in 2022": NVLink 4.0's
                if not subject:
                    continue  # "Blackwell 平台于 2024 年亮相": an architecture is no product
            if attribute == "gpu-count" and lex.entities[subject].kind in WHOLE and \
                    _interconnects_reach(q, sentence, named, text, lex):
                continue  # "..., enabling up to 576 GPUs": the generation's reach, no system's
            if attribute == "gpu-count" and lex.entities[subject].kind not in WHOLE and \
                    (subject != picked.value or
                     lex.entities[subject].kind not in ("interconnect", "switch") or
                     not _DOMAIN.search(text, sentence.start, sentence.end)):
                continue  # GPUs are counted in systems, superchips and NVLink domains only
            if attribute == "gpu-count" and lex.entities[subject].kind not in WHOLE and (
                    system := _domain_system(sentence, named, text, lex)):
                subject = system  # "GB200 NVL72 ...; the 72-GPU NVLink domain": the system is
                # the domain, "With the NVLink Switch System, 256 GPUs form one NVLink domain"
            own = [w for w in attached[i] if not _of_another(w, subject, named, lex)]
            if (note := noted.get(values.index(q))) is not None:
                own = own + [w for w in note if not any(o.kind == w.kind for o in own)]
            if shared and (not starred or text.startswith("*", q.end)):
                own = own + [w for w in shared if not any(o.kind == w.kind for o in own)]
            direction = _nearest(own, "direction", q)
            scope = _scope(own, q, inside, i, text, masked, words, sentence, gpus if (
                lex.entities[subject].family or subject) != "NVLink" else [*gpus, *(
                    m for m in named if lex.entities[m.value].kind in WHOLE and
                    (lex.entities[m.value].gpus or 2) > 1)])  # "HGX B200 uses NVLink 5 at
            # 1.8 TB/s each": each of the board's GPUs
            if scope == "per-gpu" and lex.entities[subject].kind == "card" and not any(
                    w.kind in ("scope", "each") for w in own):
                scope = None  # "NVLink bridging of two GPUs at 600 GB/s": a bridged pair's
                # figure, not each card's, unless said of each
            if scope == "per-link" and _one_link(subject, own, lex):
                scope = None  # "the C2C link is 900 GB/s", "an HDR link", "GH200's CPU-GPU
                # link": the whole of it
            if scope == "per-link" and (lex.entities[subject].family or subject) == "PCIe" and \
                    not any(w.kind == "scope" for w in own) and any(
                        w.kind == "noun" and w.end <= q.start and
                        (masked[w.start:w.end] == "链路" or (
                            masked[w.start:w.end].lower() == "link" and (
                                _THE_ONE.search(masked, max(0, w.start - 24), w.start) or
                                _HOST.search(masked, max(0, w.start - 8), w.start)))) for w in own):
                scope = None  # "the PCIe 4 link is 64GB/s", "the host link is PCIe 5.0 x16 at
                # 128 GB/s": the one link of the card named, not each of a GPU's many; "PCIe 5.0
                # x16 链路带宽 64GB/s": a link of PCIe, per link only with 每条/单条
            clause_has_entity = any(clause.holds(m.start) for m in named) or (
                subject != picked.value and  # a generation named by its ordinal ("..., the
                quantities.GENERATION.search(masked, clause.start, q.start) is not None)  # 4th-gen
            # 900"): a name of its own
            summed = restates and q.value != inside[i - 1].value  # the other direction's
            if scope == "aggregate" and restates and scopes[i - 1] not in (None, "aggregate") \
                    and (not summed or _nearest(attached[i - 1], "direction", inside[i - 1]) ==
                         "unidirectional"):
                scope = scopes[i - 1]  # "per GPU, that's 900 GB/s each way or 1.8 TB/s total":
                # the GPU's two directions, the specific scope winning (not "两颗 B200 各自
                # 1.8TB/s, 合计 3.6TB/s": the two GPUs summed)
            if scope is None and restates:
                scope = scopes[i - 1]  # nearer than the head: "单卡单向 450GB/s、双向 900GB/s"; a
                # total said again in brackets, after "i.e."/"or" or a comma is a total in either
                # direction: "900 GB/s total (450 GB/s per direction)", "150 GB/s per direction
                # in total, or 300 GB/s bidirectional"
            elif restates and not summed and scopes[i - 1] is not None and \
                    _OPENS.fullmatch(masked, inside[i - 1].end, q.start) and \
                    (shut := masked.find(")", q.end)) >= 0 and not any(
                        w.kind == "scope" and w.start < shut for w in own):
                scope = scopes[i - 1]  # the same figure in another unit in brackets is the same
                # figure: "50 GB/s (400 Gbps), which is also one NDR port" is still the link's
            if scope is None and head_scope and not clause_has_entity and not any(
                    c.noun_scope == head_scope and head_end <= c.start < q.start for c in inside) \
                    and not (summed and head_scope == "aggregate") and \
                    not phrases.CONTRAST.search(text, head_end, q.start):
                scope = head_scope  # not past a count of what it is per ("links ..., six links");
                # a total's other direction sums nothing: "600 GB/s total (300 GB/s each way)";
                # nor past a contrast: "1.2 TB/s per GPU, up from 600 GB/s"
            if scope == "aggregate" and header:
                scope = header  # "NVLink 2.0 链路速率: ...; 双向合计 50 GB/s": the link's total
            if q.attribute == "bandwidth" and lex.entities[subject].kind in WHOLE and \
                    _one_gpus_share(q, masked, lex.entities[subject].gpus):
                scope = "per-gpu"  # "14.4 TB/s, i.e. 8 x 1.8 TB/s": each of its 8 GPUs'
            if q.noun_scope == "per-link" and scope == "per-gpu":
                gpu_links = True  # "18 links per GPU", "单 GPU 18 条链路"
            elif q.attribute == "bandwidth" and scope in (None, "aggregate") and i > 0 and \
                    inside[i - 1].noun_scope == "per-link" and _LINKS_GIVE.fullmatch(
                        _blank(masked, inside[i - 1].end, q.start, words)) and (
                        gpu_links or lex.derived("possessive", _compile_possessive).search(
                            masked, max(0, inside[i - 1].start - 12), inside[i - 1].start)):
                scope = "per-gpu"  # "each GPU's six NVLinks give 300 GB/s": the GPU's links' sum,
                # in a system too; "its 18 NVLink 4.0 links give 900 GB/s": one thing's links;
                # the specific scope winning over a total ("... for 900 GB/s of total bandwidth")
            elif gpu_links and q.attribute == "bandwidth" and scope is None and not any(
                    c.attribute == "bandwidth" for c in inside[:i]) and \
                    (lex.entities[subject].family or subject) == "NVLink" and not any(
                        sentence.holds(m.start) and lex.entities[m.value].kind in WHOLE
                        for m in named):
                scope = "per-gpu"  # "单 GPU 18 条链路, 双向 1.8TB/s": the GPU's sum over its links
            if q.attribute == "bandwidth" and scope and (i == _first_in_clause(inside, clause)
                                                         or any(w.kind == "scope" for w in own)):
                head_scope, head_end = scope, q.end  # the last scope said: "each link is 25,
                # so each H100 gets 450 GB/s each way and 900 GB/s bidirectional": per GPU
            scopes[-1] = scope if q.attribute == "bandwidth" else None
            ports = [k for k in range(i) if inside[k].attribute == "port-count"]
            if scope is None and ports and (porter := subjects[base + ports[-1]]) and \
                    lex.entities[porter].kind == "switch" and (trailing := next(
                        (w for w in own if w.kind == "each" and w.start >= q.end), None)) and \
                    _chips_have_each(trailing, q, inside, text, masked, sentence):
                subject = porter  # "the NVSwitch chips have 64 ports and 3.2 TB/s each": the chip's
            if scope == "per-port" and ports and (porter := subjects[base + ports[-1]]) and (
                    lex.entities[porter].kind in lex.attributes["port-count"].get("of-kinds", [])
                    or lex.entities[porter].family == "InfiniBand"):
                subject = porter  # "64 ports ... 50 GB/s each"; never "Each DGX B200 connects
                # through eight 400 Gb/s NDR ports" (a system's ports are no count nvfacts keeps)
            if (carried or picked.value == "NVLink" or picked.kind in ("gpu", "architecture") or
                    (lex.entities[picked.value].family == "NVLink" and any(  # "HGX B200 采用
                        picked.end <= v.start < q.start for v in inside))) and \
                    scope == "aggregate" and \
                    (lex.entities[subject].family or subject) == "NVLink" and (whole := next(
                        (m.value for m in named if sentence.holds(m.start) and
                         lex.entities[m.value].kind in WHOLE and
                         not _left(m, q, text, masked)), None)):
                subject = whole  # "In the NVL72, each B200 sees 1.8 TB/s, for 130 TB/s total",
                # "HGX B200 采用第五代NVLink, 每GPU 1.8TB/s, 总计14.4TB/s"
            if scope == "per-gpu" and lex.entities[picked.value].kind == "interconnect" and \
                    (pairing is None or pairing.subject is None) and \
                    (lex.entities[subject].family or subject) == "NVLink" and (host := next(
                        (m.value for m in named if clause.holds(m.start) and
                         lex.entities[m.value].kind in WHOLE and
                         _LOCATED.fullmatch(text, picked.end, m.start)), None)):
                subject = host  # "NVLink 4 in the DGX H100 is 900 GB/s per GPU": the system's GPUs
            elif scope == "per-gpu" and lex.entities[subject].kind in WHOLE and (each := next(
                    (lex.entities[m.value].uses for m in gpus if clause.holds(m.start) and
                     any(w.kind == "scope" and w.end == m.start for w in own) and
                     not _GIVEN_TO.search(text, max(0, m.start - 24), m.start) and
                     _housing(m, sentence, named, text, lex) != subject), None)):
                subject = each  # "NVLink bandwidth per B200 GPU inside the HGX B200 is 1.8TB/s"
            elif scope == "per-gpu" and q.attribute == "bandwidth" and \
                    lex.entities[subject].kind == "switch" and not carried and \
                    (generation := _gpus_generation(sentence, mentions, lex)) is not None:
                subject = generation  # "8 H100 GPUs with 900 GB/s of NVSwitch bandwidth per
                # GPU": a switch chip has no GPU's figure, the GPUs' NVLink has
            if scope == "aggregate" and (lex.entities[subject].family or subject) == "NVLink" \
                    and not any(sentence.holds(m.start) and lex.entities[m.value].kind in WHOLE
                                for m in named) and lex.derived("machine", _compile_machine) \
                    .search(text, sentence.start, sentence.end):
                continue  # "8 GPUs within a single server ... a total of 900 GB/s": the server's
            if q.attribute == "bandwidth" and scope in (None, "aggregate") and \
                    lex.entities[subject].kind == "switch" and not any(
                        w.kind == "each" for w in own) and _in_domain(q, clause, text):
                subject = _domain_system(sentence, named, text, lex) or ""
                if not subject:
                    continue  # "NVSwitch enables 130 TB/s across a 72-GPU domain": the domain's
                    # total, no switch chip's, and no product named has it
                # "The NVLink Switch enables 130 TB/s in one 72-GPU NVLink domain (GB200
                # NVL72)": the system's total, not the switch's that makes it
            if q.attribute == "bandwidth" and scope is None and _between_gpus(
                    q, i, inside, attached, words, masked, sentence, mentions, subject, lex):
                scope = "per-gpu"  # "GPU-to-GPU bandwidth on H100 is 900 GB/s"
            if q.attribute == "bandwidth" and scope is None:
                scope = header if header and not (
                    header == "per-link" and _one_link(subject, own, lex)) else (
                    "aggregate" if lex.entities[subject].kind in WHOLE and
                    (lex.entities[subject].gpus or 2) > 1 else None)  # "C2C link: 900 GB/s"
            if q.attribute == "bandwidth" and scope not in ("per-port", "per-gpu") and \
                    lex.entities[subject].family == "InfiniBand" and (last_ib := [
                        m for m in named if sentence.start <= m.start and m.end <= q.start and
                        lex.entities[m.value].family == "InfiniBand" and
                        not any(s <= m.start < e for s, e in port_counts)]) and \
                    _SWITCH_AFTER.match(text, last_ib[-1].end):
                continue  # "a Quantum-2 switch has 64 NDR ports and 51.2 Tb/s": the switch's
            if (scope == "per-port" or _PORT_AFTER.match(masked, q.end) or (
                    restates and i - 1 in ported)) and (lex.entities[subject].family or subject) \
                    in lex.lane_widths.get("families", ()):
                ported.add(i)
                continue  # "sits on PCIe Gen5 to feed its 400 Gb/s (50 GB/s) port": a NIC's
                # port, as a link counted in lanes has no ports
            if (whole := _one_gpus_whole(q, subject, sentence, named, text, lex)) is not None:
                subject = whole  # "In the GH200, the Hopper GPU has 18 NVLink 4 links": the
                # superchip's one GPU's links are the superchip's
            if q.attribute != "bandwidth":
                direction = scope = None  # "25 GB/s per link, x18": the link's, not the count's
            elif pairing is not None and pairing.direction is not None:
                direction = pairing.direction
            elif direction is None:
                direction = next((d for at, d in reversed(header_direction) if at < q.start),
                                 None)
            assertion = Assertion(
                subject=subject, attribute=attribute, value=_value(q.value), unit=q.unit,
                direction=direction,  # type: ignore[arg-type]
                scope=scope,  # type: ignore[arg-type]
                approx=_first(own, "approx"),  # type: ignore[arg-type]
                text=text[clause.start:clause.end].strip(" ,"))
            if not any(_same(assertion, a) for a in found):
                found.append(assertion)
            both = _both(picked, named, text, q.start) if together and \
                q.attribute == "bandwidth" and picked.end > picked.start and \
                subject == picked.value else None
            if both is None and together and q.attribute == "bandwidth" and \
                    lex.entities[subject].family == "NVLink":
                both = _other_gpus_generation(q, subject, clause, named, text, lex)  # "Both
                # A100 and H100 use 50 GB/s NVLink links": each GPU's own generation's figure
            if both is None and lex.entities[subject].kind in OWN_SUBJECT and \
                    sum(v.attribute == q.attribute for v in inside) == 1 and (
                    owner := next((m for m in reversed(named) if m.value == subject and
                                   m.end <= q.start and sentence.holds(m.start)), None)):
                both = _joined_pair(owner, named, text)  # "A800/H800: ... 400GB/s": the one
                # figure after two products joined is each one's
            if both is None and (kin := lex.entities[subject].family) and \
                    (pairing is None or pairing.subject is None) and \
                    sum(v.attribute == q.attribute for v in inside) == 1 and (
                    owner := next((m for m in reversed(named) if m.value == subject and
                                   m.end <= q.start and sentence.holds(m.start)), None)) and (
                    further := lists.next_generation(text, owner.end, kin, lex, slash=True)):
                both = Match(owner.end, further[1], further[0], "interconnect")  # "NVLink
                # 3.0/4.0 links run at 50 GB/s each": the one figure is each generation's
            if both is not None and lex.entities[both.value].kind == \
                    lex.entities[subject].kind and not any(
                        _same(twin := assertion.model_copy(update={"subject": both.value}), a)
                        for a in found):
                found.append(twin)  # "H100 PCIe and H100 NVL both use 600 GB/s bridges"
            same = _same_as(q, sentence, named, text, inside) if alike and \
                q.attribute == "bandwidth" else None
            if same is not None:
                other = _resolved(_head(same, named, text), q.attribute, clause, sentence, named,
                                  text, lex, mentions)
                if lex.entities[other].kind == lex.entities[subject].kind and not any(
                        _same(twin := assertion.model_copy(update={"subject": other}), a)
                        for a in found):
                    found.append(twin)  # "H100's NVLink is 600 GB/s, same as the A100"
            other_gen = _other_generation(subject, q, sentence, named, masked, lex)
            if other_gen is not None and not any(
                    _same(twin := assertion.model_copy(update={"subject": other_gen}), a)
                    for a in found):
                found.append(twin)  # "H100 使用第五代 NVLink, 单卡 900GB/s": wrong of NVLink 4.0 or
                # of NVLink 5.0, both readings are kept for either to meet its rivals
    if ways:
        found = [a.model_copy(update={"direction": ways[family].value}) if a.direction is None and
                 a.attribute == "bandwidth" and (family := lex.entities[a.subject].family or
                                                  a.subject) in ways else a for a in found]
    return _merged_restatements(found)


_PORT_AFTER = re.compile(r"(?:\s*\([^()]*\))?\s*(?:ports?\b|端口)", re.I)
"""After a figure (and its restatement in brackets), a port it is of: "its 400 Gb/s (50 GB/s)
port"."""
_LANE_AGAIN = re.compile(r"(?:\b(?:up|down)\s+from|\bfrom|\bvs\.?|\bversus|\bthan|\bagainst|"
                         r"\bcompared\s+(?:with|to)|(?<![A-Za-z])" + numbers.NUMBER +
                         r"\s+at|比|相比)\s*$", re.I)
"""Before a figure in bits right after a lane's rate, what makes it a lane's rate too: set
against it ("25 Gb/s per lane, up from 20 Gb/s") or counted as its lanes were with the noun left
out ("four lanes at 50 Gb/s and EDR four at 25 Gb/s")."""
_SET_APART = re.compile(r"\bvs\.?|\bversus\b|\bthan\b|\bunlike\b|\bfrom\b|\bup\b|\bnot\b|"
                        r"\bwhile\b|\bwhereas\b|\bbut\b|\bcompared\b|比|而|从|不是|并非|相比|对比",
                        re.I)
"""Words that set two things apart in a sentence: a GPU and a generation named with them are
not said to go together."""


def _other_generation(subject: str, q: Quantity, sentence: Span, named: Sequence[Match],
                      masked: str, lex: Lexicon) -> str | None:
    """The other NVLink generation a per-GPU figure is said of when its sentence names one GPU
    and one NVLink generation that GPU does not use, nothing setting them apart ("B200 sticks
    with fourth-generation NVLink at 900 GB/s per GPU", "H100 使用第五代 NVLink, 单卡 900GB/s"):
    the claim is wrong of one of them, which is unsaid, so its figure is read as both's."""
    if q.attribute != "bandwidth" or lex.entities[subject].family != "NVLink":
        return None
    here = [m for m in named if sentence.holds(m.start)]
    gpus = {lex.entities[m.value].uses for m in here if lex.entities[m.value].kind == "gpu"}
    generations = {m.value for m in here if lex.entities[m.value].family == "NVLink"}
    if len(gpus) != 1 or len(generations) != 1 or None in gpus or gpus == generations or \
            len(here) != 2 or _SET_APART.search(masked, sentence.start, sentence.end):
        return None
    other = (gpus | generations) - {subject}
    return other.pop() if len(other) == 1 else None


_SAID_OF = re.compile(r"[\s,]*(?:(?:bandwidth|figures?|numbers?|rates?|带宽|速率|数字)\s*)?"
                      r"(?:(?:in|of)\s+(?:this|the)\s+(?:table|chart|list|sheet)\s+)?"
                      r"(?:is|are|=|为|是|均为|都是)\s*(?:all\s+|quoted\s+|given\s+)?", re.I)
"""Between a name and a direction, the words that say its figures are so: "NVLink bandwidth is",
"PCIe figures are quoted", "NVLink figures in this table are"."""


def _directions_said(text: str, sentences: Sequence[Span], values: Sequence[Quantity],
                     named: Sequence[Match], words: Sequence[Match],
                     lex: Lexicon) -> dict[str, Match]:
    """The direction word a sentence with no figure says a family's figures are, by family:
    "The footnote reads: NVLink bandwidth is bidirectional; PCIe bandwidth is unidirectional.
    Above it: NVLink 4th gen 900 GB/s, PCIe Gen5 64 GB/s"."""
    found: dict[str, Match] = {}
    for sentence in sentences:
        if any(sentence.holds(q.start) for q in values):
            continue
        names = [m for m in named if sentence.holds(m.start)]
        ways = [w for w in words if sentence.holds(w.start) and w.kind == "direction"]
        if len(names) == 1 and len(ways) == 1 and \
                _SAID_OF.fullmatch(text, names[0].end, ways[0].start):
            found[lex.entities[names[0].value].family or names[0].value] = ways[0]
    return found


def _said_of(q: Quantity, picked: Match, masked: str, words: Sequence[Match],
             lex: Lexicon) -> bool:
    """Whether a figure is said of the interconnect named right after it ("the 1.8 TB/s of
    NVLink 5.0 per GPU"): that interconnect's, whatever network its sentence compares it with
    ("the scale-out network still trails the 1.8 TB/s of NVLink 5.0")."""
    return picked.start >= q.end and lex.entities[picked.value].kind == "interconnect" and \
        _OF.fullmatch(_blank(masked, q.end, picked.start, words)) is not None


_LEFT = re.compile(r"(?:\bfrom|从|由)\s*(?:the\s+)?$", re.I)
_ARRIVED = re.compile(r"(?:\bto|到|至)了?\s*$", re.I)


def _arrived_at(q: Quantity, subject: str, sentence: Span, named: Sequence[Match],
                text: str, masked: str, lex: Lexicon) -> str | None:
    """For a figure a change arrives at ("rises from 4.8 TB/s to 7.2 TB/s", "从 4.8TB/s 提升到
    7.2TB/s") given to the name the change leaves ("from the DGX A100", "从 DGX A100"), the
    other name of that kind in the sentence, which the change arrives at."""
    here = [m for m in named if sentence.holds(m.start)]
    if not any(m.value == subject and _left(m, q, text, masked) for m in here):
        return None
    kind = lex.entities[subject].kind
    return next((m.value for m in here if m.value != subject and
                 lex.entities[m.value].kind == kind), None)


_WHOSE_GPU = re.compile(r"\s*(?:'s|\u2019s)\s+(?:own\s+)?", re.I)
_WHERE_FIRST = re.compile(r"\s*(?:in|on|inside|within)\s+(?:the\s+|an?\s+)?$", re.I)
_THE_GPU = re.compile(r"[^,;:.\d]{0,40}?,?\s*the\s+", re.I)
_TOPIC_HEAD = re.compile(r"\s*(?:the\s+)?", re.I)
_TURNS = re.compile(r"\b(?:while|whereas|but|unlike|versus|vs)\b|;", re.I)


def _one_gpus_whole(q: Quantity, subject: str, sentence: Span, named: Sequence[Match],
                    text: str, lex: Lexicon) -> str | None:
    """The superchip of one GPU a GPU's NVLink figure is of, when the sentence makes that GPU
    the superchip's own: its possessive ("The GH200's Hopper GPU has 18 NVLink 4 links") or the
    superchip heading the sentence ("In the GH200, the Hopper GPU exposes 18 links", "On the
    GH200 Grace Hopper Superchip, the Hopper GPU keeps 900 GB/s"); with a single GPU, the GPU's
    NVLink is the superchip's. Not past "while", "but" or a semicolon after the GPU."""
    if lex.entities[subject].family != "NVLink" or q.attribute not in ("bandwidth",
                                                                        "link-count"):
        return None
    here = [m for m in named if sentence.holds(m.start)]
    for whole in here:
        entity = lex.entities[whole.value]
        if entity.kind != "superchip" or entity.gpus != 1 or entity.uses != subject:
            continue
        gpus = [m for m in here if m.start >= whole.end and m.end <= q.start and
                lex.entities[m.value].kind in ("gpu", "architecture")]
        if not gpus and _TOPIC_HEAD.fullmatch(text, sentence.start, whole.start) and \
                _TOPIC.match(text, whole.end):
            return whole.value  # "GH200 superchip: 900 GB/s NVLink-C2C ..., NVLink 4 at 900
            # GB/s for GPU peers": the topic's, its GPU unnamed
        gpu = next((m for m in gpus if lex.entities[m.value].uses == subject), None)
        if gpu is None or _TURNS.search(text, gpu.end, q.start):
            continue
        if _WHOSE_GPU.fullmatch(text, whole.end, gpu.start) or (
                _WHERE_FIRST.fullmatch(text, sentence.start, whole.start) and
                _THE_GPU.fullmatch(text, whole.end, gpu.start)):
            return whole.value
    return None


def _left(name: Match, q: Quantity, text: str, masked: str) -> bool:
    """Whether ``q`` is a figure a change arrives at and ``name`` the name the change leaves."""
    return bool(_LEFT.search(text, max(0, name.start - 12), name.start)) and \
        bool(_ARRIVED.search(masked, max(0, q.start - 8), q.start))


_GPUS_TIMES = re.compile(r"(?<![\d.,])(\d{1,3})\s*(?:x|\u00d7|\*)\s*$", re.I)


def _one_gpus_share(q: Quantity, masked: str, gpus: int | None) -> bool:
    """Whether a system's figure is written as its number of GPUs times it: "72 x 1.8 TB/s" in
    a claim about a 72-GPU rack is each GPU's share of the rack's total."""
    times = _GPUS_TIMES.search(masked, max(0, q.start - 8), q.start)
    return times is not None and gpus is not None and int(times[1]) == gpus


_EACH_PART = re.compile(r"(?:\beach|\bper|\bevery|每个?|单个?)\s*$", re.I)
"""Before a part of a whole (a tray), the word that makes what follows each part's."""
_OF_THE = re.compile(r"(?:\bof|\bin|\binside)\s+(?:an?|the)?\s*$", re.I)
_SAME_AS_BEFORE = re.compile(r"(?:与|和|跟|同)\s*$")
_SAME_AS_AFTER = re.compile(r"\s*(?:相同|一样|一致)")
_DATED = re.compile(r"\s*\(\s*")
"""Between a name and its year in brackets: "DGX-2 (2018)", "NVLink 2.0 on V100 (2017)"."""
_WHOSE = re.compile(r",\s*whose\s+(?:own\s+)?$", re.I)
_NO_BREAK = re.compile(r"[^,;()]{0,30}")
_WHICH = re.compile(r"[^,;()]{0,16},\s*which\s+[^,;()]{0,24}", re.I)
"""Between a name and a figure, a relative clause opened right after the name (", which carries
about"): the figure is the name's."""
_NIC_NOUN = re.compile(r"^\s*(?:(?:adapters?|NICs?|SmartNICs?|cards?)\b|网卡)", re.I)
"""After a NIC's name, the noun it names ("eight ConnectX-7 adapters at 400 Gb/s")."""


def _of_another(w: Match, subject: str, named: Sequence[Match], lex: Lexicon) -> bool:
    """Whether a scope word names an interconnect of another family than the figure's subject
    ("50 GB/s (400 Gbps), which is also exactly one NDR InfiniBand port" said of an NVLink 4
    link): the word is that interconnect's, no scope of the figure."""
    family = lex.entities[subject].family or subject
    return w.kind == "scope" and lex.entities[subject].kind == "interconnect" and any(
        w.start <= m.start and m.end <= w.end and lex.entities[m.value].kind == "interconnect"
        and (lex.entities[m.value].family or m.value) != family for m in named)


def _nics_own(q: Quantity, clause: Span, mentions: Sequence[Match], masked: str,
              words: Sequence[Match], lex: Lexicon) -> bool:
    """Whether a figure is a NIC's own speed: written right after the NIC's name ("via
    ConnectX-7 at 400 Gb/s", "ConnectX-7 400Gb/s") in a clause that names no InfiniBand
    generation for it to carry ("ConnectX-7 runs NDR at 400Gb/s" is NDR's)."""
    before = [m for m in mentions if clause.start <= m.start and m.end <= q.start]
    return bool(before) and lex.entities[before[-1].value].kind in CARRIERS and \
        bool(_AT.fullmatch(gap := _NIC_NOUN.sub("", _blank(
            masked, before[-1].end, q.start, words), count=1)) or not gap.strip()) and \
        not any(clause.holds(m.start) and lex.entities[m.value].family == "InfiniBand"
                for m in mentions)


def _its_own(q: Quantity, candidates: Sequence[Match], text: str, masked: str,
             values: Sequence[Quantity], subjects: Sequence[str | None],
             lex: Lexicon) -> Match | None:
    """The subject a figure's own words give it, over the one its clause names: the name a
    count in brackets follows ("GB200 NVL72 (72 GPUs) vs HGX B200 (8 GPUs)"), or that of the
    same bandwidth figure said before, pointed back to ("NVLink at 3.6 TB/s ...; the 3.6 TB/s is
    for both GPUs")."""
    if q.attribute.endswith("-count"):
        return next((m for m in candidates if _OPENS.fullmatch(text, m.end, q.start)), None)
    if q.attribute != "bandwidth" or not _THE_FIGURE.search(masked, max(0, q.start - 6), q.start):
        return None
    again = next((subjects[k] for k, v in enumerate(values[:min(len(subjects), values.index(q))])
                  if v.attribute == "bandwidth" and v.value == q.value and subjects[k]), None)
    return Match(q.start, q.start, again, lex.entities[again].kind) if again else None


_SWITCH_AFTER = re.compile(r"\s*(?:switch(?:es)?\b|交换机)", re.I)
"""After an InfiniBand name, the word that makes it a switch ("Quantum-2 switch"): a figure
said of the switch as a whole (the last InfiniBand named before it, ports counted aside; no
port's, no GPU's) is of no subject nvfacts keeps; "Quantum-2 switches run NDR InfiniBand at
400Gb/s" is NDR's."""
_THE_ONE = re.compile(r"\b(?:the|its|their)\b[^,;:()]{0,24}$", re.I)
"""Before a PCIe link, "the" or "its": the one link of what is named ("the PCIe 4 link is
64GB/s", "its PCIe Gen6 host link is 256 GB/s"), not any link ("a PCIe 5.0 x16 link carries 64
GB/s per direction")."""
_HOST = re.compile(r"\bhost\s*$", re.I)
"""Before a PCIe link, "host": a card's one link to its host ("a PCIe Gen4 host link of 64
GB/s"), no link of many."""
_TO_BETWEEN = re.compile(r"\s*(?:of\s+|的\s*)?", re.I)
"""Between a figure and the words of what joins GPUs after it: "1.8TB/s of GPU-to-GPU",
"1.8TB/s 的 GPU 间带宽"."""
_BETWEEN_TO = re.compile(
    r"\s*(?:(?:bandwidth|interconnect|(?:通信|互联|互连)?带宽|互联|互连)\s*)?"
    r"(?:(?:of|on|for|in)\s+(?:an?\s+|the\s+|one\s+)?\s*)?(?:is|为|是|达|约为|约|:)?\s*", re.I)
"""Between the words of what joins GPUs and a figure after them: "GPU-to-GPU bandwidth of a
B200 is", "GPU 间带宽" (names masked)."""


def _between_gpus(q: Quantity, i: int, values: Sequence[Quantity],
                  attached: dict[int, list[Match]], words: Sequence[Match], masked: str,
                  sentence: Span, mentions: Sequence[Match], subject: str, lex: Lexicon) -> bool:
    """Whether a figure written right beside "GPU-to-GPU" ("GPU间") is one GPU's: the sentence
    names a GPU and no system or superchip, and the figure is its NVLink's ("GPU-to-GPU
    bandwidth on H100 is 900 GB/s"), or the figure is a system's whose total the sentence gives
    as another figure ("DGX H100 - 900GB/s GPU-to-GPU, 7.2TB/s aggregate"); never a system's
    only figure ("DGX H100: 8x H100, 7.2TB/s bidirectional GPU-to-GPU")."""
    if not any(w.kind == "between" and (
            (w.end <= q.start and _BETWEEN_TO.fullmatch(_blank(masked, w.end, q.start, words)))
            or (w.start >= q.end and _TO_BETWEEN.fullmatch(
                _blank(masked, q.end, w.start, words)))) for w in words):
        return False
    kinds = {lex.entities[m.value].kind for m in mentions if sentence.holds(m.start)}
    if lex.entities[subject].kind in WHOLE:
        return any(w.kind == "scope" and w.value == "aggregate"
                   for k, other in enumerate(values) if k != i and other.attribute == "bandwidth"
                   for w in attached[k])
    return "gpu" in kinds and not kinds & WHOLE and lex.entities[subject].family == "NVLink"


_BOTH = re.compile(r"\s*(?:and|&|和|与|跟)\s*(?:the\s+)?")
_BOTH_AFTER = re.compile(r"\s*:?\s*(?:(?:both|alike)\b|[\u4e00-\u9fff]{0,3}?(?:都|均|皆))", re.I)
_SET_AGAINST = re.compile(r"\s*(?:vs\.?|versus)\s*", re.I)
_BOTH_BEFORE = re.compile(r"(?<![A-Za-z])both\s+(?:the\s+)?$", re.I)
_BOTH_AT = re.compile(r"\s*(?:at|are|run at|have|get|offer|give)?\s*", re.I)
_BOTH_WORDS = ("both", "alike", "都", "均", "皆")
_SAME_WORDS = ("same", "相同", "一样")
_SAME_BEFORE = re.compile(r"(?<!not )(?<!not the )\bsame(?:\s+\w+)?\s+as\s+(?:the\s+|an?\s+)?$",
                          re.I)
_ITS_OWN_FIGURE = re.compile(r"(?:\s*x\d{1,2})?\s*(?:'s|\u2019s|的)\s*\d")
"""After a name, its own figure: "PCIe 5.0 x16's 128 GB/s"."""
_SAME_AFTER = re.compile(r"[^,;。]{0,14}(?:相同|一样)")
_WITH = re.compile(r"(?:与|和|跟|同)\s*$")


def _compile_machine(lex: Lexicon) -> re.Pattern[str]:
    """A machine no lexicon name says, that GPUs are within: "8 GPUs within a single server",
    "inside one node, four A100s", "an 8-GPU server", "单台服务器内"."""
    words = "|".join(re.escape(w) for w in sorted(lex.not_a_property.get("unnamed-machine", []),
                                                    key=len, reverse=True))
    return re.compile(
        r"\b(?:within|inside|in|on|of)\s+(?:a|an|one|the|each|every)\s+(?:single\s+)?"
        r"(?:" + words + r")\b|\b[\w.]+-GPU\s+(?:" + words + r")\b|"
        r"(?:单台|一台|每台|单个|一个|同一台?|同一个)\s*(?:" + words + ")", re.I)


def _same_as(q: Quantity, sentence: Span, mentions: Sequence[Match], text: str,
             values: Sequence[Quantity] = ()) -> Match | None:
    """A name that the claim says has the same figure: after it ("600 GB/s, same as the A100",
    "与 H100 的 NVLink 带宽相同"), with no other figure between them, or before it in "与 X 一样"
    ("B 的带宽与 A 一样, 都是 130TB/s")."""
    for m in mentions:
        if not sentence.holds(m.start):
            continue
        after = m.start >= q.end
        if after and _ITS_OWN_FIGURE.match(text, m.end):
            continue  # "the same as PCIe 5.0 x16's 128 GB/s per direction": its own figure
        if after and any(q.end <= v.start and v.end <= m.start for v in values):
            continue  # "B200's 1.8 TB/s is double H200's (900 GB/s), which is the same as
            # H100's": the nearer figure is the same
        if (after and _SAME_BEFORE.search(text, max(q.end, m.start - 30), m.start)) or (
                _WITH.search(text, max(q.end if after else sentence.start, m.start - 4),
                             m.start) and
                _SAME_AFTER.match(text, m.end)):
            return m
    return None


def _both(picked: Match, mentions: Sequence[Match], text: str, at: int) -> Match | None:
    """The other of two subjects a figure (at ``at``) is said of together ("A and B both ...",
    "A 和 B 都 ...", "A vs B: both" right before the figure)."""
    nxt = next((m for m in mentions if m.start >= picked.end), None)
    if nxt is not None and _BOTH.fullmatch(text, picked.end, nxt.start) and (
            _BOTH_AFTER.match(text, nxt.end) or
            _BOTH_BEFORE.search(text, max(0, picked.start - 10), picked.start)):
        return nxt  # "A and B both ...", "Both A and B ..."
    if nxt is not None and _SET_AGAINST.fullmatch(text, picked.end, nxt.start) and (
            both := _BOTH_AFTER.match(text, nxt.end)) and \
            _BOTH_AT.fullmatch(text, both.end(), at):
        return nxt  # "NVLink 3 vs NVLink 4: both 50 GB/s per link"
    return None


_PAIRED = re.compile(r"\s*(?:/|and|&|和|与|跟|、)\s*(?:the\s+)?", re.I)


def _joined_pair(picked: Match, mentions: Sequence[Match], text: str) -> Match | None:
    """The product joined to a figure's subject with nothing else between them ("A800/H800",
    "A800 和 H800", "the A800 and the H800"), after it or before it."""
    after = next((m for m in mentions if m.start >= picked.end), None)
    if after is not None and _PAIRED.fullmatch(text, picked.end, after.start):
        return after
    before = next((m for m in reversed(mentions) if m.end <= picked.start), None)
    if before is not None and _PAIRED.fullmatch(text, before.end, picked.start):
        return before
    return None


def _generations_apart(q: Quantity, subject: str, clause: Span, named: Sequence[Match],
                       text: str, lex: Lexicon) -> bool:
    """Whether a figure read as one GPU's NVLink generation follows that GPU joined to another
    of another generation, neither said to share it ("The A100 and H100 NVLink: 600 GB/s"):
    it may be either's, so it is given to neither."""
    for m in named:
        if not clause.holds(m.start) or m.end > q.start or \
                lex.entities[m.value].kind not in ("gpu", "architecture"):
            continue
        fellow = _joined_pair(m, named, text)
        if fellow is None or lex.entities[fellow.value].kind not in ("gpu", "architecture"):
            continue
        pair = {lex.entities[m.value].uses, lex.entities[fellow.value].uses}
        if subject in pair and len(pair - {None}) == 2:
            return True
    return False


def _other_gpus_generation(q: Quantity, subject: str, clause: Span, named: Sequence[Match],
                           text: str, lex: Lexicon) -> Match | None:
    """The NVLink generation of the other of two GPUs a figure is said of together, before it
    in its clause ("Both A100 and H100 use 50 GB/s links", "V100 和 A100 都是每条 50GB/s"), when
    it is not the generation the figure was read as."""
    gpus = [m for m in named if clause.holds(m.start) and m.end <= q.start and
            lex.entities[m.value].kind in ("gpu", "architecture")]
    for m in gpus:
        fellow = _both(m, named, text, q.start)
        if fellow is None or lex.entities[fellow.value].kind not in ("gpu", "architecture"):
            continue
        pair = [lex.entities[m.value].uses, lex.entities[fellow.value].uses]
        if subject in pair and (other := pair[1 - pair.index(subject)]) not in (None, subject):
            return Match(fellow.start, fellow.end, other, "interconnect")
    return None


def _share_in_chains(values: Sequence[Quantity], attached: dict[int, list[Match]]) -> None:
    """The numbers of one chain ("16/32/64 GB/s each way", "单向 16/32/64GB/s") are one
    phrase: each has the qualifiers any of them has, of the kinds it has none of."""
    heads = {q.start: i for i, q in enumerate(values) if q.head is None}
    for q in values:
        if q.head is None or q.head not in heads:
            continue
        group = [k for k, v in enumerate(values) if heads[q.head] == k or v.head == q.head]
        said = [w for k in group for w in attached[k]]
        for k in group:
            kinds = {w.kind for w in attached[k]}
            attached[k] += [w for w in said if w.kind not in kinds and w not in attached[k]]


_EQUALS = re.compile(r"\s*[=\uff1d]\s*")


def _share_across_equals(values: Sequence[Quantity], attached: dict[int, list[Match]],
                         masked: str) -> None:
    """The result of an equation is in the direction of what it equals: a figure after "="
    that states no direction takes the one of the figure before it ("单向 18 x 25GB/s =
    450GB/s": 450 GB/s each way). A direction written after the result stays its own ("8 links
    x 25 GB/s = 200 GB/s per direction")."""
    for k in range(1, len(values)):
        if values[k - 1].attribute == values[k].attribute == "bandwidth" and \
                _EQUALS.fullmatch(masked, values[k - 1].end, values[k].start) and \
                not any(w.kind == "direction" for w in attached[k]):
            attached[k] += [w for w in attached[k - 1] if w.kind == "direction"]


def _mirror(values: Sequence[Quantity], attached: dict[int, list[Match]],
            before: dict[int, list[Match]]) -> None:
    """A bare number of a pair standing for the figure in its place in the item before ("...: 32
    GB/s unidirectional / 64 GB/s bidirectional; PCIe Gen3 x16: 16 / 32") takes that figure's
    direction and scope (``before``: the words of the earlier sentences' figures, by start)
    when it has none of its own."""
    for k, q in enumerate(values):
        if q.like is None or q.like not in before:
            continue
        kinds = {w.kind for w in attached[k]}
        attached[k] += [w for w in before[q.like] if w.kind in ("direction", "scope") and
                        w.kind not in kinds]


def _echo(values: Sequence[Quantity], attached: dict[int, list[Match]],
          echoed: Sequence[Match | None]) -> None:
    """Figures said "respectively" with no direction of their own, as many as the sentence
    before gave with one each, take those in order ("第五代单向 900GB/s、双向 1.8TB/s; 第四代则
    分别为 450GB/s 和 900GB/s")."""
    figures = [i for i, q in enumerate(values) if q.attribute == "bandwidth"]
    if len(figures) < 2 or len(figures) != len(echoed) or None in echoed or any(
            w.kind == "direction" for i in figures for w in attached[i]):
        return
    for i, w in zip(figures, echoed, strict=True):
        if w is not None:
            attached[i].append(w)


_RESPECTIVELY = re.compile(r"\brespectively\b|分别", re.I)
_DENIAL = ("not", "rather than", "instead of", "不是", "而非", "并非", "from", "从", "由", "lack",
           "n't have", "n\u2019t have", "没有", "当成", "当作", "看成", "误以为", "误认为")


def _may_deny(masked: str) -> bool:
    """A cheap test that a claim may deny a figure or a qualifier, or leave one behind."""
    lowered = masked.lower()
    return any(w in lowered for w in _DENIAL)
_DENIED = re.compile(r"(?:\bnot|\brather than|\binstead of|\black(?:s|ing)?|n[\'\u2019]t have|不是|"
                     r"而非|并非|没有|当成|当作|看成|误以为是?|误认为是?)\s*(?:the\s+|an?\s+)?"
                     r"(?:[\w-]{1,12}(?:\'s|\u2019s)\s+|[\w -]{1,10}的\s*)?$", re.I)
"""Before a figure, words that deny it, perhaps of another's: "not the 900 GB/s", "lacks the
SXM's 900 GB/s", "没有 SXM 的 900GB/s"; before a qualifier, words saying it is mistaken ("把
600GB/s 当成单向带宽, 其实它是双向的")."""
_FROM = re.compile(r"(?:\bfrom|\bup from|\bdown from|从|由)\s*$", re.I)
_TO = re.compile(r"\s*(?:[^\d,;:.。]{0,6}?)\s*(?:to|→|->|到|至)了?\s*$", re.I)


def _not_said(q: Quantity, later: Sequence[Quantity], masked: str) -> bool:
    """A figure the claim does not assert: one it denies ("not the 900GB/s SXM number", "不是
    900GB/s") or a former one it moves from ("links go from 12 to 18", "从 12 条增加到 18 条")."""
    before = masked[max(0, q.start - 24):q.start]
    if _DENIED.search(before):
        return True
    nxt = next((n for n in later if n.attribute == q.attribute), None)
    return bool(_FROM.search(before)) and nxt is not None and \
        _TO.fullmatch(masked[q.end:nxt.start]) is not None


_BARE_NUMBER = re.compile(r"(?<![\w.])\d+\s*$")
_NUMBER_AFTER = re.compile(r"\s*(?:有|是|为)?\s*\d")


_LEAD_END = re.compile(r"\s*[,:]")


def _leading(text: str, sentence: Span, words: Sequence[Match], first: Quantity) -> list[Match]:
    """The direction words that open a sentence, set off by a comma or a colon before its first
    figure: they hold for each of its figures ("Per direction, NVLink 2.0 links give 25 GB/s and
    NVLink 1.0 links 20 GB/s")."""
    lead: list[Match] = []
    at = sentence.start
    for w in words:
        if w.start < at or w.end > first.start or text[at:w.start].strip(" ,"):
            break
        lead.append(w)
        at = w.end
    return [w for w in lead if w.kind == "direction"] if lead and _LEAD_END.match(
        text, lead[-1].end) else []


def _one_link(subject: str, own: Sequence[Match], lex: Lexicon) -> bool:
    """Whether a figure said of a link with no scope word of its own is the whole of ``subject``
    (an interconnect or a superchip's link other than NVLink's or PCIe's, of which a GPU has
    many): "the C2C link is 900 GB/s", "an HDR link", "GH200's CPU-GPU link"."""
    return not any(w.kind == "scope" for w in own) and \
        lex.entities[subject].kind in ("interconnect", "superchip") and \
        (lex.entities[subject].family or subject) not in ("NVLink", "PCIe")


def _a_number_s(w: Match, masked: str, values: Sequence[Quantity]) -> bool:
    """Whether a qualifier word follows a number that is no figure of the claim, and so is that
    number's ("100 GB/s bidirectional each, 18 per GPU": the links are counted per GPU), or is
    followed by one ("每张卡 94GB 显存": each card's memory, not the link figure before it)."""
    return (_BARE_NUMBER.search(masked, max(0, w.start - 8), w.start) is not None and
            not any(q.start < w.start <= q.end for q in values)) or (
        w.kind == "scope" and (n := _NUMBER_AFTER.match(masked, w.end)) is not None and
        not any(q.start <= n.end() - 1 < q.end for q in values))


_TITLE = re.compile(r"\s(?:--|\u2014|\u2013)\s")
"""Between a claim's title and its first item's head: "Bidirectional bandwidth per GPU -- NVLink
3: 400 GB/s; NVLink 4: 900 GB/s"."""


def _header_scope(text: str, values: Sequence[Quantity], words: Sequence[Match]) -> str | None:
    """The scope a header before the claim's first figure gives all its figures: "XDR 端口:",
    "NVLink 2.0 链路速率:", "NVLink4 per link:" (NFKC makes a full-width colon this one)."""
    colon = text.find(":")
    if colon < 0 or colon > values[0].start:
        return None
    return next((w.value for w in words if w.end <= colon and w.kind in ("scope", "noun")
                 and w.value != "aggregate"), None)


def _header_direction(text: str, values: Sequence[Quantity],
                      words: Sequence[Match]) -> list[tuple[int, str]]:
    """The heads giving one direction to the figures after them, up to the next such head (where
    each head's colon is, and its direction): a header before the claim's first figure
    ("Unidirectional NVLink bandwidth per GPU: 300 GB/s (A100), 450 GB/s (H100)"), and an item
    opened by a head of its own ("单向: EDR 100Gb/s, HDR 200Gb/s; 双向: EDR 200Gb/s, HDR
    400Gb/s"); none when a head names both ("Bandwidth (unidirectional / bidirectional): 450 /
    900 GB/s")."""
    heads: list[tuple[int, str]] = []
    for colon in (i for i, c in enumerate(text) if c == ":"):
        start = 0 if colon < values[0].start else max(
            text.rfind(";", 0, colon), text.rfind("\u3002", 0, colon), text.rfind("|", 0, colon),
            text.rfind(". ", 0, colon)) + 1  # the header, else the item the head opens
        if (not heads and colon > values[0].start) or any(start <= v.start < colon
                                                           for v in values):
            continue  # a head holds no figure
        said = {w.value for w in words if start <= w.start and w.end <= colon and
                w.kind == "direction"}
        if len(said) == 1:
            heads.append((colon, said.pop()))
    return heads


_AGAINST_BEFORE = re.compile(r"\s*,?\s*(?:up\s+|down\s+)?(?:from|versus|vs\.?|compared (?:to|with))"
                             r"\s+(?:the\s+)?(?:[\w-]{1,12}(?:'s|\u2019s)\s+)?", re.I)
"""Between a figure and another set against it, nothing else said: "to 4.8 TB/s from the H100's
3.35 TB/s", "4.8 TB/s, up from 3.35 TB/s"."""
_MARKERS = str.maketrans({"\u00b9": "*", "\u00b2": "\u2020", "\u00b3": "\u2021"})
"""Superscript footnote marks, which NFKC would make digits of the figure they mark
("128GB/s\u00b2"), as marks of their own (one character each, so nothing moves)."""
_MARK = re.compile(r"\*+|\u2020+|\u2021+")
_NUMBER_NEXT = re.compile(r"\s*\d")


def _footnoted(text: str, values: Sequence[Quantity],
               words: Sequence[Match]) -> dict[int, list[Match]]:
    """For each figure marked with a footnote mark ("600 GB/s*", "64 GB/s**", "1.8TB/s\u00b9",
    or after the figure's own qualifier words: "600 GB/s per GPU*"), the direction and scope
    words of the footnote that mark opens after the claim's last figure ("*Bidirectional.",
    "*per GPU **bidirectional", "注\u00b9: 双向; 注\u00b2: 单向"), by the figure's index; a mark
    with no footnote, or a "*" between numbers (a product), gives none."""
    marked: dict[int, str] = {}
    notes: list[tuple[str, int, int]] = []
    marks = [m for m in _MARK.finditer(text) if not _NUMBER_NEXT.match(text, m.end())]
    for n, m in enumerate(marks):
        figure = next((i for i, q in enumerate(values) if q.end <= m.start() and not _blank(
            text, q.end, m.start(), words).strip()), None)
        if figure is not None:
            marked[figure] = m.group()
        elif m.start() >= values[-1].end:
            notes.append((m.group(), m.end(), marks[n + 1].start() if n + 1 < len(marks)
                          else len(text)))
    found: dict[int, list[Match]] = {}
    for figure, mark in marked.items():
        for said, start, end in notes:
            if said == mark:
                found[figure] = [w for w in words if start <= w.start and w.end <= end and
                                 w.kind in ("direction", "scope")]
    return found


_SHARED_BRACKET = re.compile(r"\(\s*(\*?)[^()\d]*\)\s*[.。]?\s*$")
_SHARED_SENTENCE = re.compile(r"这些|这是|均|都|方向\s*:|\b(?:these|all|both|that's|that is|those|"
                              r"directions?\s*:)", re.I)
_SHARED_TAIL = re.compile(
    r"\s*(?:[\u2014\u2013,;]|--|-)()\s*(?:all\b|both\b|均为|都是|均|都|"
    r"[^\d]*\b(?:in (?:both|all|each) cases?|for (?:both|all|each))\b)[^\d]*$", re.I)
"""After the last figure, a phrase ending the claim saying all the figures are so: "EDR 100Gb/s
vs HDR 200Gb/s -- all per port, per direction", "..., 均为每端口单向速率", "-- bidirectional in
both cases"."""
_CLOSED = re.compile(r"[^()\d]{0,12}\)")
_ALL_SAID = re.compile(r"\bboth\b(?!\s*(?:directions?|ways?)\b)|\ball\b|均|都|皆", re.I)
"""In a closing bracket, a word saying every figure is so ("(均为双向)", "(both bidirectional)"):
shared, whatever the figures are of ("(both directions)" is one figure's direction)."""
_SHARED_FILLER = re.compile(r"[\s,、/&*\u2014\u2013-]*(?:(?:both|all|are|figures|numbers|NVLink|"
                            r"in|for|each|cases?|"
                            r"and|bandwidth|rates?|均|都|指|皆|为|是|的|带宽|速率)"
                            r"[\s,、/&*]*)*", re.I)


def _shared(text: str, values: Sequence[Quantity], words: Sequence[Match],
            mixed: Callable[[], bool] = lambda: False) -> tuple[list[Match], bool]:
    """Qualifier words that every figure of the claim shares, and whether only the figures
    marked with a star share them: a closing bracket of qualifier words alone ("..., Gen5 ~64
    GB/s (per direction)", "(均指单端口、单向)", "(* bidirectional)"), or a sentence without a
    figure that says all its figures are so ("这些都是双向数字", "these are all one-way
    figures", a table's cell "Direction: bidirectional"). A closing bracket without a star is
    the last figure's own when the figures make an equation ("= 600GB/s (双向)", "7.2 TB/s
    total = eight GPUs x 900 GB/s each (bidirectional)") or the claim names interconnects of
    more than one family (``mixed``: "NVLink 900GB/s, PCIe Gen5 128GB/s (双向)"), unless it says
    all are ("..., PCIe 5.0 x16 只有 128GB/s (均为双向)")."""
    if len(values) < 2:
        return [], False
    own_end = values[-1].end  # past the last figure's own words: "1.8 TB/s per GPU, both ..."
    for w in words:
        if w.start < own_end:
            continue
        if text[own_end:w.start].strip():
            break
        own_end = w.end
    if (closed := _CLOSED.match(text, own_end)) is not None:
        own_end = closed.end()  # and past its bracket: "EDR (100 Gb/s), all per port"
    bracket = _SHARED_BRACKET.search(text, values[-1].end)
    if bracket is not None and not bracket.group(1) and not _ALL_SAID.search(bracket.group(0)) \
            and ("=" in text[values[0].end:values[-1].start] or mixed()):
        bracket = None  # "NVLink 900GB/s, PCIe Gen5 128GB/s (双向)", "12 条 x 50GB/s =
        # 600GB/s (双向)", "7.2 TB/s = 8 x 900 GB/s (双向)": the last figure's own
    for tail in (bracket, _SHARED_TAIL.search(text, own_end)):  # or past words of no figure:
        # "A100's 600 GB/s vs H100's 900 GB/s: the NVLink 3 to 4 jump, both bidirectional"
        if tail is None:
            continue
        inside = [w for w in words if tail.start() <= w.start and w.end <= tail.end()
                  and w.kind in ("direction", "scope")]
        if inside and _SHARED_FILLER.fullmatch(
                _blank(text, tail.start() + 1, tail.end(), inside).strip(" .。)")) and \
                len({w.value for w in inside if w.kind == "direction"}) < 2:
            return inside, bool(tail.group(1))  # not two directions, the figures' in order
            # ("450/900 GB/s (uni/bi)": lists.py)
    for sentence in phrases.sentences(text):
        if any(sentence.holds(q.start) for q in values) or \
                not _SHARED_SENTENCE.search(text, sentence.start, sentence.end):
            continue
        said = [w for w in words if sentence.holds(w.start) and w.kind in ("direction", "scope")]
        if said:
            return [w for i, w in enumerate(said) if w.kind not in
                    {o.kind for o in said[:i]}], False
    return [], False


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
              lex: Lexicon, worded: bool = True) -> set[int]:
    """The figures a tool or a test measured: for each library named ("NCCL", "nvbandwidth")
    and each word of measuring ("measured", "实测"), the nearest figure after it in its clause,
    else the nearest before."""
    markers = [(m.start, m.end) for m in mentions if sentence.holds(m.start) and
               lex.entities[m.value].kind == "library"]
    if worded:  # a word of measuring may be in the claim
        markers += [w.span() for w in blockers.measurement.finditer(masked, sentence.start,
                                                                     sentence.end)]
    blocked = set()
    for start, end in markers:
        clause = next((c for c in spans if c.holds(start)), None)
        inside = [i for i, q in enumerate(values) if q.attribute == "bandwidth" and
                  clause is not None and clause.holds(q.start)]
        after = [i for i in inside if values[i].start >= end]
        before = [i for i in inside if values[i].end <= start]
        if after:
            blocked.add(after[0])
            ends = lex.derived("measurement-ends", _compile_measurement_ends).search(
                masked, end, sentence.end)
            blocked.update(i for i, q in enumerate(values) if q.attribute == "bandwidth" and
                           sentence.holds(q.start) and q.start > end and
                           (ends is None or q.start < ends.start()))
        elif before:
            blocked.add(before[-1])
    return blocked


def _compile_measurement_ends(lex: Lexicon) -> re.Pattern[str]:
    """The words after which a sentence's figures are no longer measured ("but", "理论")."""
    words = sorted(lex.not_a_property.get("measurement-ends", []), key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z])(?:" + "|".join(re.escape(w) for w in words) +
                      r")(?![A-Za-z])", re.I)


def _not_a_property(text: str, masked: str, q: Quantity, clause: Span,
                    values: Sequence[Quantity], words: re.Pattern[str],
                    links: Sequence[Match] = ()) -> bool:
    """A memory figure, or a network's not named as an InfiniBand ("3.2 Tbps of scale-out
    networking per VM", "实例网络带宽 100Gbps"): its phrase, between the separators or values
    around it (and the phrase before when its own names nothing, nor that one one of the
    interconnects ``links``: "uses NVLink-C2C for a coherent memory model, with 450 GB/s each
    way" is the C2C's), holds one of ``words``."""
    start = max([clause.start, *(v.end for v in values if v.end <= q.start)])
    end = min([clause.end, *(v.start for v in values if v.start >= q.end)])
    pieces = re.split(r"[,;:(、]", text[start:q.start])
    before = pieces[-1]
    after = re.split(r"[,;:(、]", text[q.end:end])[0]
    if len(pieces) > 1 and masked[q.start - len(before):q.start] == before and \
            masked[q.end:q.end + len(after)] == after and not any(
                q.start - len(before) - len(pieces[-2]) - 1 <= m.start < q.start for m in links):
        before = pieces[-2] + " " + before  # no name of its own: "141GB HBM3e, 带宽 4.8TB/s"
    return bool(words.search(before + " " + after))


def _blank(text: str, start: int, end: int, words: Sequence[Match]) -> str:
    """``text[start:end]`` with the qualifier words in it blanked out."""
    chars = list(text[start:end])
    for w in words:
        if start <= w.start and w.end <= end:
            chars[w.start - start:w.end - start] = " " * (w.end - w.start)
    return "".join(chars)


_RESTATED_AFTER = re.compile(r"(?:\s*(?:of\s+)?(?:bandwidth|throughput|带宽))?"
                             r"(?:\s*\b(?:on|in|at|for)\b)?" + _APPOSITION.pattern, re.I)
"""Between a figure and its restatement, the property named after the figure too: "1.8 TB/s
total bandwidth per GPU (900 GB/s in each direction)", and the preposition of a qualifier (the
qualifier itself blanked): "400 Gb/s per direction on each port, 800 Gb/s bidirectional"."""


def _restates(previous: Quantity, q: Quantity, masked: str, words: Sequence[Match],
              mentions: Sequence[Match]) -> bool:
    """Whether ``q`` restates the bandwidth before it in other units or the other direction:
    "1.8 TB/s per GPU (900 GB/s each way)", "600 GB/s bidirectional, 300 GB/s unidirectional",
    "900 GB/s, i.e. 450 GB/s in each direction"; never when a name stands between them ("EDR
    100Gb/s, HDR 200Gb/s" is a list), nor when the value is neither the same nor the other
    direction's ("18 links x 100 GB/s (1.8 TB/s)" is the product, not the link's)."""
    return previous.attribute == q.attribute == "bandwidth" and \
        any(abs(q.value - previous.value * k) <= 0.1 * q.value for k in (0.5, 1, 2)) and \
        _RESTATED_AFTER.fullmatch(_blank(masked, previous.end, q.start, words)) is not None and \
        not any(previous.end <= m.start < q.start and masked[previous.end:m.start].strip()
                for m in mentions)  # a name right after the figure is its own: "600 GB/s NVLink"


def _scope(own: Sequence[Match], q: Quantity, values: Sequence[Quantity], i: int, text: str,
           masked: str, words: Sequence[Match], sentence: Span,
           gpus: Sequence[Match] = ()) -> str | None:
    """The scope of the quantity's figure: its own scope words (a per-GPU, per-link or per-port
    one before "total"), else a trailing "each" (per whatever the sentence counts), else the
    noun of its phrase ("links run at"), else a count it is given for ("6 links @ 25 GB/s")."""
    said = [w for w in own if w.kind == "scope"]
    if said and all(w.end <= q.start for w in said) and (noun := next(
            (w.value for w in words if w.kind == "noun" and w.start >= q.end and
             w.value == "per-port" and _NOUN_AFTER.fullmatch(masked, q.end, w.start)), None)):
        return noun  # "each of their eight GPUs to a 400 Gb/s NDR port": the port's figure
    near = [w for w in said if w.start > q.start or not phrases.separated(text, w.end, q.start)]
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
    if each is not None and (of_each := _each(each, q, values, masked, words, sentence,
                                              gpus)) is not None:
        return of_each  # else a leading "Each H100 has 18 links at 25 GB/s": the count's
    noun = next((w.value for w in own if w.kind == "noun" and w.end <= q.start), None) or next(
        (w.value for w in words if w.kind == "noun" and w.start >= q.end and (
            _NOUN_AFTER.fullmatch(masked, q.end, w.start) or
            _OVER_A_LINK.fullmatch(_blank(masked, q.end, w.start, words)))), None)
    if noun:
        return noun
    counts = [c for c in values[:i] if c.noun_scope]
    if counts and (at := _COUNT_AT.fullmatch(_blank(masked, counts[-1].end, q.start, words))) \
            and (at.group().strip() or counts[-1].noun_scope != "per-gpu"):
        return counts[-1].noun_scope  # not "两卡双向 600GB/s": the pair's, not each card's
    later = values[i + 1] if i + 1 < len(values) else None
    if later is not None and later.noun_scope and _TIMES_COUNT.fullmatch(
            _blank(masked, q.end, later.start, words)):
        return later.noun_scope  # "25 GB/s x 18 links"
    if later is not None and later.attribute == "gpu-count" and later.noun_scope is None and \
            _FOR_THE_WHOLE.fullmatch(_blank(masked, q.end, later.start, words)):
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
          words: Sequence[Match], sentence: Span, gpus: Sequence[Match] = ()) -> str | None:
    """"each" after a figure: per the thing counted right after it ("for each of its 72
    GPUs"), else per the thing last counted or named before it in the sentence."""
    after = [c for c in values if c.noun_scope and c.start >= each.end]
    if after and _EACH_OF.fullmatch(masked[each.end:after[0].start]) is not None:
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


def _subject(q: Quantity, clause: Span, sentence: Span, mentions: list[Match], text: str,
             masked: str, words: Sequence[Match], lex: Lexicon) -> Match | None:
    """The entity the quantity is about, as written (before resolving a GPU to its NVLink), or
    None to take the subject of the figure before. In order: an interconnect named right after
    the value ("900 GB/s of NVLink-C2C"); the name right before it, bandwidth and qualifier
    words aside ("PCIe 5.0's 64 GB/s", "NDR 是 400Gb/s"); the clause's grammatical subject (its
    first name, unless that opens the sentence before a comma: "In GB200, ..."), followed
    through possessives ("Volta's NVLink", "Hopper 这一代的 NVSwitch"); a name after the value
    that it is given for ("600 GB/s on NVLink 3.0"); the sentence's topic ("GB200 NVL72: ...");
    the nearest name before it."""
    usable = [m for m in mentions
              if (not _NOT_SUBJECT_BEFORE.search(text[max(0, m.start - 14):m.start]) and
                  not _MULTIPLE_OF.search(text, max(0, m.start - 40), m.start)) or
              _heads_bracket_of(m, q, masked)]
    usable = [m for m in usable if not (_SAME_AS_AFTER.match(text, m.end) and
                                        _SAME_AS_BEFORE.search(text, max(0, m.start - 4), m.start))]
    # "与 NVLink 2.0 相同": the thing compared with, no subject of what follows
    in_clause = [m for m in usable if clause.start <= m.start and m.end <= clause.end]
    before = [m for m in in_clause if m.end <= q.start]
    after = [m for m in in_clause if m.start >= q.end]
    if q.attribute == "gpu-count":
        wholes = [m for m in usable if sentence.holds(m.start) and
                  lex.entities[m.value].kind in WHOLE]
        trays = [m for m in usable if sentence.holds(m.start) and m.end <= q.start and
                 lex.entities[m.value].kind == "tray" and
                 _EACH_PART.search(text, max(0, m.start - 8), m.start)]
        if trays and not any(
                trays[-1].end <= m.start < q.start and lex.entities[m.value].kind == "system"
                and not _OF_THE.search(text, max(0, m.start - 8), m.start) for m in wholes):
            return trays[-1]  # "NVL72 每个计算托盘 ... 4 颗 GPU", "each compute tray of a GB200
            # NVL72 holds 4 GPUs": each tray's GPUs, no rack's
        if wholes:  # the system its own clause names, else the nearest: "DGX A100 has 8
            # GPUs, DGX-2 has 16" gives DGX-2 none of the 8
            return min(wholes, key=lambda m: (lex.entities[m.value].kind != "system",
                                              not clause.holds(m.start),
                                              q.start - m.end if m.end <= q.start
                                              else m.start - q.end))
    if q.attribute == "introduced" and (dated := next((
            m for m in usable if m.end <= q.start and _DATED.fullmatch(text, m.end, q.start) and
            not _NOT_SUBJECT_BEFORE.search(text, max(0, m.start - 14), m.start)), None)) and \
            _brought(q, clause, mentions, text, lex) is None:
        return dated  # "NVLink 2.0 on V100 (2017)": the V100's year, as "The B200 (2024)" is;
        # not "The DGX-1 with V100 (2017)", the DGX-1's, nor "The A100 (2020) brought NVLink 3.0"
    if q.attribute == "introduced":  # a name a relative clause is about is its verb's subject
        # even after "with": "announced in 2022 with the GH200, which shipped in 2023"
        return _of_its_verb(q, sentence, [m for m in mentions if m in usable or (
            _RELATIVE.match(text, m.end) and text[q.start].isdigit())], text, masked, lex) or \
            _brought(q, clause, mentions, text, lex) or (
                _head(before[0], mentions, text) if before else None)
    following = [m for m in mentions if clause.start <= m.start and m.start >= q.end]
    if (whole := _per_whole(q, following, masked, words, lex)) is not None:
        return whole  # "..., 3.6 TB/s per GB200 superchip": the superchip's
    if q.attribute == "bandwidth" and following and \
            (_OF.fullmatch(between := _blank(masked, q.end, following[0].start, words)) or
             _OVER.fullmatch(between) or (_OPENS.fullmatch(between) and
                                          _CLOSES.match(text, following[0].end))) and \
            lex.entities[following[0].value].kind in ("interconnect", "network") and \
            not _TOPIC.match(text, following[0].end):
        return following[0]  # "128 GB/s over its PCIe Gen5 x16 slot", "900 GB/s (NVLink-C2C)";
        # not the next item's head: "NVLink: 900GB/s PCIe Gen5: 128GB/s"
    if following and lex.entities[following[0].value].kind in WHOLE and \
            _THE_FIGURE.search(text, max(0, q.start - 6), q.start) and \
            _OF_A.fullmatch(_blank(masked, q.end, following[0].start, words)):
        return following[0]  # "half the 130 TB/s of an NVL72": the NVL72's
    adjacent = [m for m in mentions if clause.start <= m.start and m.end <= q.start]
    if adjacent and (giver := _giver(adjacent[-1], clause, sentence, usable, text, lex)):
        return giver  # "PCIe 5.0 x16 gives each H100 PCIe card 64 GB/s": PCIe 5.0's
    if adjacent and _WHOSE.search(text, max(0, adjacent[-1].start - 12), adjacent[-1].start) and \
            _NO_BREAK.fullmatch(text, adjacent[-1].end, q.start):
        return adjacent[-1]  # "matches the A100 SXM, whose NVLink 3.0 also does 600 GB/s": the
        # relative clause's own subject, not the sentence's
    if adjacent and _WHICH.fullmatch(_blank(masked, adjacent[-1].end, q.start, words)):
        return adjacent[-1]  # "an NDR port fits in a PCIe 5.0 x16 slot, which carries 64
        # GB/s": the slot's, not the clause's subject's
    if adjacent:
        between = _blank(masked, adjacent[-1].end, q.start, words)
        if _ADJACENT.fullmatch(between) or (
                lex.entities[adjacent[-1].value].kind == "interconnect" and
                _AT.fullmatch(between)):
            host = next((m for m in adjacent[-2::-1] if lex.entities[m.value].kind ==
                         "interconnect" and _LOCATED.fullmatch(
                             _blank(masked, m.end, adjacent[-1].start, words))),  # "per GPU on"
                        None)
            if host is None and len(adjacent) > 1 and \
                    _sits_in(adjacent[-2], adjacent[-1], text, lex):
                host = adjacent[-2]
            return host or adjacent[-1]
    if before and not re.match(r"[^,]{0,12},", text[before[0].end:q.start]):
        head = _head(before[0], mentions, text)
        if lex.entities[head.value].kind == "consumer-gpu" and \
                lex.entities[before[-1].value].family in ("PCIe", "InfiniBand"):
            return before[-1]  # "RTX 4090 dropped NVLink; two cards use PCIe 4.0, 128 GB/s":
            # a card of no figures of its own, the generation named for them carries the figure
        return head
    if after and _FOR_WHOM.search(text, q.end, after[0].start) and \
            "," not in text[q.end:after[0].start]:
        return after[0]  # not "900 GB/s total, 7x the bandwidth of PCIe Gen 5": the compared
    if after and _COPULA.fullmatch(_blank(masked, q.end, after[0].start, words)) and (
            _ONLY.search(text, after[0].start, after[0].end) or
            _ONLY_ITS.match(text, after[0].end)):
        return after[0]  # "900 GB/s is SXM-only", "600 GB/s is the A100's alone"
    if after and not before and (not any(sentence.holds(m.start) and m.end <= q.start
                                          for m in usable) or
                                 _OPENS_CONTRAST.search(text[max(0, clause.start - 20):
                                                             clause.start + 1])):
        return after[0]  # nothing named before it: the name after ("for 900 GB/s per H100"),
        # nor in its clause when that sets it against the one before ("..., nowhere near the
        # 600 GB/s an A100 gets")
    topic = next((m for m in usable if sentence.holds(m.start)), None)
    if topic is not None and re.match(r"\s*(?:\([^()]*\))?\s*:", text[topic.end:]):
        return topic
    if before:
        return before[-1]
    earlier = [m for m in usable if sentence.holds(m.start) and m.end <= q.start]
    if len(earlier) > 1 and (_sits_in(earlier[-2], earlier[-1], text, lex) or (
            _POSSESSIVE.fullmatch(text[earlier[-2].end:earlier[-1].start]) and
            _head(earlier[-2], mentions, text) is earlier[-2])):
        return earlier[-2]  # "The NVSwitch in the DGX H100 has 64 ports and 3.2 TB/s", "The DGX
        # A100's NVSwitch fabric offers 4.8 TB/s, whereas each GPU sees 300 GB/s"
    return earlier[-1] if earlier else None


_GIVEN_TO = re.compile(r"\b(?:gives?|giving|gave|provides?|providing|provided)\s+"
                       r"(?:each|every|one|a|the|its|their)?\s*$", re.I)
"""Before a GPU's or a card's name, a verb that makes it the receiver of the figure after it,
the one who gives it the subject: "PCIe 5.0 x16 gives each H100 PCIe card 64 GB/s"."""


def _giver(receiver: Match, clause: Span, sentence: Span, mentions: Sequence[Match], text: str,
           lex: Lexicon) -> Match | None:
    """The subject that gives the figure to a GPU or card named right after "gives (each)": the
    first name before that GPU in its clause, else in its sentence ("HGX H100 boards wire the
    GPUs directly, giving each H100 600 GB/s" is the board's)."""
    if lex.entities[receiver.value].kind not in ("gpu", "card") or \
            not _GIVEN_TO.search(text, max(0, receiver.start - 24), receiver.start):
        return None
    return next((_head(m, list(mentions), text) for span in (clause, sentence) for m in mentions
                 if span.start <= m.start and m.end <= receiver.start), None)


def _sits_in(part: Match, whole: Match, text: str, lex: Lexicon) -> bool:
    """Whether ``whole`` names the system or superchip ``part`` sits in, written right after
    it, so that it is no subject of the figures after them: "the third-gen NVSwitch in the DGX
    H100", "第二代 NVSwitch (DGX A100) 有 36 个端口", "NVLink-C2C inside the GH200"."""
    return lex.entities[whole.value].kind in WHOLE and \
        lex.entities[part.value].kind in ("switch", "interconnect") and \
        _WHERE.fullmatch(text, part.end, whole.start) is not None


_WHERE = re.compile(r"\s*(?:(?:in|inside|within|on)\s+(?:the\s+|an?\s+|each\s+)?|\(\s*)", re.I)
"""Between a name and the thing it sits in, which is not the subject of the figures after
them: "the third-gen NVSwitch in the DGX H100", "第二代 NVSwitch (DGX A100)"."""


@dataclass(frozen=True, slots=True)
class _Arrivals:
    brings: re.Pattern[str]
    own_verb: re.Pattern[str]


def _compile_arrivals(lex: Lexicon) -> _Arrivals:
    spec = lex.attributes["introduced"]
    brings = sorted(spec.get("brings", []), key=len, reverse=True)
    others = sorted(set(spec["triggers"]) - set(brings), key=len, reverse=True)
    return _Arrivals(
        re.compile(r"(?:" + "|".join(map(re.escape, brings)) + r")\s*(?:the\s+|its\s+)?$", re.I),
        re.compile(r"(?:" + "|".join(map(re.escape, others)) + r")\s*(?:in|on|at|于|在)?\s*$",
                   re.I))


def _brought(q: Quantity, clause: Span, mentions: Sequence[Match], text: str,
             lex: Lexicon) -> Match | None:
    """The interconnect a verb of arrival names as its object ("V100 brought NVLink 2.0 in
    2017", "The V100 (2017) brought NVLink 2.0"), unless the year has a verb of its own ("The
    H100, launched in 2022, introduced NVLink 4.0" is the H100's year)."""
    if not lex.attributes["introduced"].get("brings"):
        return None
    verbs = lex.derived("arrivals", _compile_arrivals)
    if verbs.own_verb.search(text, max(0, q.start - 16), q.start):
        return None
    return next((m for m in mentions if clause.holds(m.start) and
                 lex.entities[m.value].kind in ("interconnect", "switch") and
                 verbs.brings.search(text, max(0, m.start - 16), m.start)), None)


_AUXILIARY = re.compile(r"\s*,?\s*(?:(?:which|that|who)\s+)?(?:(?:was|were|is|are|has|have|"
                        r"had|been|first|finally|officially|initially|itself|only|later|also|"
                        r"eventually)\s+)*", re.I)
"""Between a name and its verb of arrival, perhaps a comma or a relative pronoun: "fifth-generation
NVLink, first announced at GTC 2024" is NVLink 5.0's year, and so are "the DGX H100, which
itself shipped in 2023" and "the B200, only launched in 2024" the DGX H100's and the B200's."""
_GOVERNED = re.compile(r"\b(?:behind|with|over|via|through|inside|into|onto|to|from|of|on|in|"
                       r"at|by)\s+(?:the\s+|an?\s+|its\s+|their\s+)?$", re.I)
"""Before a name, a preposition whose object it is: never the subject of the verb after it."""
_BY_MEANS_OF = re.compile(r"(?:\b(?:via|through|using|over|by way of)\s+(?:the\s+|an?\s+|its\s+)?|"
                          r"(?:借助|通过|经由|经过|利用|凭借)\s*)$", re.I)
"""Before a switch, a word of the means a figure is reached by ("900 GB/s via NVSwitch",
"借助 NVSwitch 实现 900GB/s"): the switch is no subject of the clause; what goes through it is."""
_RELATIVE = re.compile(r"\s*,?\s*(?:that|which|who)\b", re.I)
"""After a name, the pronoun of a relative clause about it: "the DGX-2 that put sixteen of them
behind NVSwitch arrived in 2018" is the DGX-2's year, its clause's NVSwitch an object."""
_TO_YEAR = re.compile(r"\s*(?:in|on|at|during|于|在)?[^,;.\d()]{0,24}$", re.I)
_PART = re.compile(r"[,;]")
_BEFORE_YEAR = re.compile(r"\s*(?:于|在)?\s*")
_AFTER_YEAR = re.compile(r"\s*年?\s*(?:\d{1,2}\s*月\s*)?(?:正式|首次|也|就)?")
"""Around a year between a name and its verb: "B200 于 2024 年 3 月发布", "DGX A100 同年推出"."""
_MODIFIES = re.compile(r"\s*的\s*")
"""Between a year's verb and the name its clause modifies: "2022 年推出的第四代 NVLink"."""
_OBJECT = re.compile(r"\s*(?:the\s+|its\s+|了\s*)?")
"""Between a verb that brings something and its object: "Volta brought NVLink 2 in 2016"."""


def _of_its_verb(q: Quantity, sentence: Span, mentions: Sequence[Match], text: str,
                 masked: str, lex: Lexicon) -> Match | None:
    """The subject of the year's own verb of arrival: the name right before the verb ("B200
    launched in 2024, two years after the H100 shipped in 2022": 2022 is the H100's), else,
    when the year and its verb stand in a part of the sentence that names nothing, the
    sentence's topic ("DGX B200 搭载 8 颗 B200, NVLink 总带宽 14.4TB/s, 2024 年发布")."""
    verbs = quantities.arrival_verbs(lex)
    if (tail := _AFTER_YEAR.match(text, q.end)) and (verb := verbs.match(text, tail.end())) and \
            (modified := next((m for m in mentions if sentence.holds(m.start) and
                               _MODIFIES.fullmatch(text, verb.end(), m.start)), None)):
        return modified  # "沿用 2022 年推出的第四代 NVLink": the thing the year's clause modifies
    brings = {w.lower() for w in lex.attributes["introduced"].get("brings", [])}
    for m in reversed([m for m in mentions if sentence.start <= m.start and m.end <= q.start]):
        aux = _AUXILIARY.match(text, m.end)
        verb = verbs.match(text, aux.end()) if aux else None
        if verb is not None and not (verb.group().lower() in brings and any(
                _OBJECT.fullmatch(text, verb.end(), o.start) for o in mentions)) and \
                _TO_YEAR.fullmatch(masked, verb.end(), q.start):
            if _GOVERNED.search(text, max(0, m.start - 12), m.start) and (head := next(
                    (k for k in reversed(mentions) if sentence.start <= k.start and
                     k.end <= m.start and _RELATIVE.match(text, k.end)), None)):
                return head  # "the DGX-2 that put them behind NVSwitch arrived in 2018"
            return m  # "NVLink 3 came along with the A100 in 2020": NVLink 3.0's
    last = next((m for m in reversed(mentions) if sentence.start <= m.start and m.end <= q.start),
                None)
    if last is not None and _BEFORE_YEAR.fullmatch(text, last.end, q.start) and \
            (tail := _AFTER_YEAR.match(text, q.end)) and \
            (verb := verbs.match(text, tail.end())) and not (
                verb.group().lower() in brings and any(
                    _OBJECT.fullmatch(text, verb.end(), o.start) for o in mentions)):
        return last  # "DGX A100 同年推出", "B200 于 2024 年发布": the year before its verb
    part_start = max([sentence.start, *(p.end() for p in _PART.finditer(
        text, sentence.start, q.start))])
    after = _PART.search(text, q.end, sentence.end)
    part_end = after.start() if after else sentence.end
    if part_start == sentence.start or any(part_start <= m.start < part_end for m in mentions) \
            or not verbs.search(text, part_start, part_end):
        return None
    topic = next((m for m in mentions if sentence.holds(m.start)), None)
    return _head(topic, list(mentions), text) if topic else None  # "X's NVLink, introduced in"


def _gpus_generation(sentence: Span, mentions: Sequence[Match], lex: Lexicon) -> str | None:
    """The one NVLink generation of the GPUs a sentence names, none when it names GPUs of two
    generations or none."""
    generations = {lex.entities[m.value].uses for m in mentions if sentence.holds(m.start)
                   and lex.entities[m.value].kind == "gpu"}
    return generations.pop() if len(generations) == 1 else None


_IN_DOMAIN = re.compile(
    r"\b(?:in|within|inside|across|throughout|over|for)\s+(?:(?:one|a|an|the|its|their|each)\s+)?"
    r"(?:(?:whole|entire|full|single|same)\s+)?(?:[\w.]+-GPUs?\s+)?(?:NVLink\s+)?(?:domain|rack)s?\b|"
    r"域内|域中|整个机架|整个机柜|整机架|整机柜|机架内|机柜内", re.I)
"""After a figure, the NVLink domain or rack it is the total of ("130 TB/s of GPU bandwidth in one
72-GPU NVLink domain", "across the rack"); in Chinese anywhere in its clause ("在 NVLink 域内")."""


def _in_domain(q: Quantity, clause: Span, text: str) -> bool:
    """Whether the figure is said of a whole NVLink domain or rack: a phrase of ``_IN_DOMAIN``
    after it in its clause (a Chinese one anywhere in the clause)."""
    return any(found.start() >= q.end or not found.group().isascii()
               for found in _IN_DOMAIN.finditer(text, clause.start, clause.end))


def _interconnects_reach(q: Quantity, sentence: Span, named: Sequence[Match], text: str,
                         lex: Lexicon) -> bool:
    """Whether a number of GPUs is how far the interconnect named last before it reaches: one of
    the lexicon's ``gpu-count: reach`` words right before it ("fifth-generation NVLink, enabling
    connectivity of up to 576 GPUs", "第五代 NVLink, 最多连接 576 个 GPU")."""
    before = [m for m in named if sentence.holds(m.start) and m.end <= q.start]
    if not before or lex.entities[before[-1].value].kind != "interconnect":
        return False
    ahead_of = text[sentence.start:q.start].rstrip().lower()
    return any(ahead_of.endswith(w.lower()) for w in lex.attributes["gpu-count"].get("reach", ()))


def _domain_system(sentence: Span, mentions: Sequence[Match], text: str,
                   lex: Lexicon) -> str | None:
    """The system whose NVLink domain a sentence counts the GPUs of: the system it names (none
    counted as parts), else the one system the claim names."""
    systems = [m for m in mentions if lex.entities[m.value].kind == "system" and
               not _part(m, text, lex)]
    here = [m.value for m in systems if sentence.holds(m.start)]
    return here[0] if here else (
        systems[0].value if len({m.value for m in systems}) == 1 else None)


def _part(m: Match, text: str, lex: Lexicon) -> bool:
    """Whether the name is of switches counted as parts of a system ("6颗NVSwitch"), or of
    systems or superchips counted as parts of a larger one ("32 DGX H100 nodes (256 GPUs) form
    one NVLink domain": the domain's GPUs, not a DGX H100's; "36 GB200 superchips | 72 GPUs":
    the rack's)."""
    kind = lex.entities[m.value].kind
    if kind in ("system", "superchip"):  # "GB200 NVL72: 36 GB200 superchips | 72 GPUs"
        return _SYSTEMS_COUNTED.search(text, max(0, m.start - 8), m.start) is not None
    return kind == "switch" and (
        _PARTS.search(text, max(0, m.start - 24), m.start) is not None or
        _PARTS_AFTER.match(text, m.end) is not None)


_SYSTEMS_COUNTED = re.compile(r"(?<![\w.])(?:[2-9]|\d{2,4})\s*(?:x|\u00d7|台|个|套)?\s*$", re.I)
"""Before a system's name, a number of them (more than one): "32 DGX H100 nodes", "4x DGX
H100", "8 台 DGX A100"."""


_AND_ALONE = re.compile(r"\s*(?:,\s*)?(?:and|&|和|与)\s*", re.I)


def _owner_after_pair(q: Quantity, then: Quantity, sentence: Span, candidates: Sequence[Match],
                      masked: str, words: Sequence[Match]) -> Match | None:
    """The name two figures joined by "and" are said of after the second, for the first of them
    when its own clause names none: "versus 900 GB/s per GPU and 7.2 TB/s aggregate on the DGX
    H100" (both the DGX H100's)."""
    if not _AND_ALONE.fullmatch(_blank(masked, q.end, then.start, words)):
        return None
    after = next((m for m in candidates if m.start >= then.end and sentence.holds(m.start)), None)
    return after if after is not None and _LOCATED.fullmatch(
        _blank(masked, then.end, after.start, words)) else None


def _another_gpu_s(name: str, named: Sequence[Match], lex: Lexicon) -> bool:
    """Whether ``name`` (a subject of a sentence before) is an NVLink generation, or a GPU of one,
    other than that of each GPU the sentence names, counted ones too: "NVLink 4.0 gives 900 GB/s
    per GPU. p4d.24xlarge has 8 A100s at 600 GB/s each" says nothing of NVLink 4.0."""
    generation = lex.entities[name].uses or name
    gpus = {lex.entities[m.value].uses for m in named
            if lex.entities[m.value].kind in ("gpu", "card")} - {None}
    return lex.entities[generation].family == "NVLink" and bool(gpus) and generation not in gpus


def _counted_name(q: Quantity, inside: Sequence[Quantity], sentence: Span,
                  mentions: Sequence[Match], lex: Lexicon) -> Match | None:
    """The interconnect named inside a count of links, up to the figure, when the sentence
    names nothing else: "Its 18 NVLink 4.0 links give 900 GB/s" is NVLink 4.0's."""
    counts = [c for c in inside if c.noun_scope == "per-link" and c.start <= q.start]
    return next((m for m in reversed(mentions) if sentence.holds(m.start) and
                 lex.entities[m.value].kind == "interconnect" and
                 any(c.start <= m.start < c.end for c in counts)), None)


def _compile_possessive(lex: Lexicon) -> re.Pattern[str]:
    """A possessive pronoun right before a count: "its 18 NVLink 4.0 links", "其 18 条链路"."""
    words = "|".join(re.escape(w) for w in sorted(lex.pronoun_subjects.get("possessive", []),
                                                    key=len, reverse=True))
    return re.compile(r"(?<![A-Za-z])(?:" + words + r")\s*$" if words else r"(?!)", re.I)


def _any_name(q: Quantity, sentence: Span, mentions: list[Match]) -> Match | None:
    """The last resort: the nearest name before the figure in its sentence, else the first
    after it there, else the nearest before it in the claim ("NVLink 3.0 | 600 GB/s"), else
    the first after it ("Bidirectional: 900 GB/s. That's NVLink 4.")."""
    earlier = [m for m in mentions if sentence.holds(m.start) and m.end <= q.start]
    later = [m for m in mentions if sentence.holds(m.start) and m.start >= q.end]
    before = [m for m in mentions if m.end <= q.start]
    found = earlier[-1:] or later[:1] or before[-1:] or mentions[:1]
    return found[0] if found else None


def _pcie_of(q: Quantity, sentence: Span, mentions: Sequence[Match], lex: Lexicon) -> str | None:
    """The PCIe generation of the GPU or card a PCIe figure with no generation is said of: the
    nearest named before it in the sentence, else before it in the claim ("H100 NVLink: 900 GB/s;
    on the PCIe side, 128 GB/s"), else the first after ("Tesla V100: NVLink 300 GB/s, PCIe 32
    GB/s" is PCIe 3.0's)."""
    owners = [m for m in mentions if sentence.holds(m.start) and lex.entities[m.value].pcie]
    before = [m for m in owners if m.end <= q.start] or [
        m for m in mentions if m.end <= q.start and lex.entities[m.value].pcie]
    owner = before[-1] if before else next(iter(owners), None)
    return lex.entities[owner.value].pcie if owner is not None else None


_CARD_GEN = re.compile(r"\s*Gen\s*([3-7])\b", re.I)
"""After a card named by its PCIe form ("H100 PCIe"), the PCIe generation its figure is of."""
_PCIE_GEN = re.compile(r"\bGen\s*([3-7])\b(?!.*\bGen\s*[3-7]\b)", re.I)
"""The last "GenN" before a figure, in a clause about PCIe."""


_COMPARED = re.compile(
    r"(?:与|和|跟|同|比|像|\blike|\bas|\bthan|\bunlike|\bfrom|从)\s*(?:the\s+)?$", re.I)
_ORDINAL = quantities.ORDINAL


def _elliptic(masked: str, q: Quantity, clause: Span, mentions: Sequence[Match], subject: str,
              lex: Lexicon) -> str | None:
    """The generation a bare ordinal names in the figure's clause, after any name there and
    before the figure ("第三代 NVLink 在 2020 年登场, 第四代在 2022 年", "NVLink 2.0 came in 2017
    and the third generation in 2020"): the family's member of that generation; never the thing
    compared ("与第三代相同", "like the third generation")."""
    family = lex.entities[subject].family or (
        subject if lex.members(subject) != {subject} else None)  # a bare "NVLink" before it
    if family is None:
        return None
    start = max([clause.start, *(m.end for m in mentions
                                 if clause.holds(m.start) and m.end <= q.start)])
    found = list(quantities.GENERATION.finditer(masked, start, q.start))
    if not found or _COMPARED.search(masked, max(0, found[-1].start() - 16), found[-1].start()):
        return None
    word = (found[-1][1] or found[-1][2]).lower()
    n = _ORDINAL.get(word) or int(word[0])
    return next((m for m in sorted(lex.members(family)) if m.endswith(f" {n}.0")), None)


_BRIDGE = re.compile(r"\bbridges?\b|桥", re.I)
"""An NVLink bridge: what joins PCIe cards, whose figure is the card's, never PCIe's."""


def _bridged_card(mentions: Sequence[Match], lex: Lexicon) -> str | None:
    """The card a bridge figure belongs to when "PCIe" names a form factor ("PCIe-form-factor
    H100 boards talk over NVLink bridges at 400 GB/s", "the PCIe version needs the bridge"):
    the card named, else the PCIe card of the GPU named."""
    card = next((m.value for m in mentions if lex.entities[m.value].kind == "card"), None)
    if card is not None:
        return card
    gpu = next((m.value for m in mentions if lex.entities[m.value].kind == "gpu" and
                f"{m.value} PCIe" in lex.entities), None)
    return f"{gpu} PCIe" if gpu else None


def _carrier(q: Quantity, values: Sequence[Quantity], clause: Span, mentions: Sequence[Match],
             lex: Lexicon, text: str) -> str | None:
    """The interconnect a system's or superchip's figure is carried on, when the clause names
    one other than NVLink nearer to this figure than to any other ("the GH200 gets 900 GB/s
    over NVLink-C2C", "GH200: 600GB/s coherent NVLink-C2C interface"; not "7.2 TB/s of NVLink,
    plus a 900 GB/s NVLink-C2C"), and not as what a ratio compares with ("..., 带宽 900GB/s,
    是 PCIe 5.0 的 7 倍")."""
    def gap(m: Match, v: Quantity) -> int:
        return max(m.start - v.end, v.start - m.end)

    carriers = [m for m in mentions if clause.holds(m.start) and
                lex.entities[m.value].kind == "interconnect" and
                min(values, key=lambda v: gap(m, v)) is q and
                not _compared(m, text, values, lex.derived("blockers", _compile_blockers).ratio)]
    nearest = min(carriers, key=lambda m: gap(m, q)) if carriers else None
    if nearest is None or (lex.entities[nearest.value].family or nearest.value) == "NVLink":
        return None  # "GB200 中 ... NVLink-C2C 与 Grace 相连, GPU 之间则走第五代 NVLink, 1.8TB/s"
    return nearest.value


def _compile_cpu_gpu_link(lex: Lexicon) -> re.Pattern[str]:
    """The words naming the link between a superchip's CPU and GPU (the lexicon's question
    words for it: "CPU-GPU", "chip-to-chip", "Grace 与 Hopper") before a link's noun, to be
    searched in text without its spaces ("CPU to GPU link" as "CPUtoGPUlink")."""
    words = "|".join(re.escape(_SPACES.sub("", w)) for w in sorted(
        lex.questions.get("cpu-link", []), key=len, reverse=True))
    return re.compile(r"(?:" + words + r")(?:之间的?)?(?:interconnect|link|"
                      r"connection|bandwidth|bus|互联|互连|链路|连接|带宽)", re.I)


_SPACES = re.compile(r"\s+")


def _compile_cpu(lex: Lexicon) -> re.Pattern[str]:
    words = "|".join(re.escape(w) for w in sorted(lex.not_a_property.get("cpu", []), key=len,
                                                    reverse=True))
    return re.compile(ahead(words) + r"(?<![A-Za-z])(?:" + words + r")(?![A-Za-z])",
                      re.I)


_GPU_END = re.compile(r"(?<![A-Za-z])GPUs?(?![A-Za-z])", re.I)
_ENDS_JOINED = re.compile(r"[^,;:()]{0,24}?(?:\bto\b|\band\b|\bwith\b|\breach(?:es)?\b|与|和|跟|"
                          r"到|-|\u2013|/|\u2194|<->)[^,;:()]{0,16}$", re.I)
"""Between a CPU and a GPU named as the two ends of a link: "Grace talks to the", "CPU 与",
"CPU-"."""
_COUNTED_END = re.compile("(?:" + NUMBER + r")\s*(?:x|\u00d7|个|颗|块|张)?\s*$", re.I)
"""Before a CPU or GPU, a number counting it: a superchip's parts listed, no link's end."""


def _cpu_link(subject: str, clause: Span, sentence: Span, mentions: Sequence[Match], text: str,
              lex: Lexicon) -> str | None:
    """The link between a superchip's CPU and its GPU (the lexicon's cpu-link), when the
    figure's clause says it is carried between the two on another interconnect, or names one
    there for a figure of the superchip's own ("In GB200,
    Grace talks to the Blackwell GPUs over fifth-gen NVLink at 1.8 TB/s", "GH200 中 Grace CPU
    与 Hopper GPU 之间走的是 PCIe 5.0 x16, 双向 128GB/s"): the claim's figure for that link,
    wrong or not; never when the clause names that link too ("reaches Grace over NVLink-C2C
    and the other GPUs over fifth-gen NVLink at 1.8 TB/s"). A superchip's own CPU named ("the
    Grace CPU") stands for its superchip unnamed: "NVLink 4.0 runs at 900 GB/s between the Grace
    CPU and the H100" is NVLink-C2C's figure."""
    cpu = next((c for c in lex.derived("cpu", _compile_cpu).finditer(
        text, clause.start, clause.end) if not any(
            m.start <= c.start() < m.end for m in mentions)), None)  # "Grace" of "Grace Hopper"
    if cpu is None:
        return None
    link = next((lex.entities[m.value].cpu_link for m in mentions if sentence.holds(m.start)
                 and lex.entities[m.value].cpu_link), None) or next(
        (e.cpu_link for e in lex.entities.values() if e.cpu and e.cpu_link and
         cpu.group().lower().startswith(e.cpu.lower())), None)
    if link is None or link == subject or any(
            clause.holds(m.start) and m.value == link for m in mentions):
        return None
    names = [(m.start, m.end) for m in mentions if clause.holds(m.start) and
             lex.entities[m.value].kind in ("gpu", "architecture")]
    gpus = names + [(next((s for s, e in names if not text[e:g.start()].strip()), g.start()),
                     g.end()) for g in _GPU_END.finditer(text, clause.start, clause.end)]
    if _COUNTED_END.search(text, 0, cpu.start()):
        return None  # the superchip's parts counted: "GB200: two B200 GPUs and one Grace CPU"
    gpus = [(s, e) for s, e in gpus if not _COUNTED_END.search(text, 0, s)]
    return link if any(_ENDS_JOINED.fullmatch(text, cpu.end(), start) for start, _ in gpus
                       if start >= cpu.end()) or any(
        _ENDS_JOINED.fullmatch(text, end, cpu.start()) for _, end in gpus
        if end <= cpu.start()) else None  # "between the Hopper GPU and the Grace CPU"


_BY_MEANS = re.compile(r"(?:\bvia|\bthrough|\bover|\busing|\buses|\bon|\bmoves to|通过|"
                       r"经由|经过|在|走)"
                       r"\s*(?:的是\s*)?(?:the\s+|an?\s+|its\s+|their\s+)?$", re.I)


def _means(q: Quantity, values: Sequence[Quantity], clause: Span, mentions: Sequence[Match],
           text: str, lex: Lexicon, sentence: Span | None = None) -> str | None:
    """The interconnect other than NVLink that a GPU's figure is said to go through, named
    before it with no other figure between: "Grace CPU 与 Hopper GPU 之间通过 NVLink-C2C 互联,
    带宽 900GB/s" is the C2C's, "..., while on the PCIe side it gets 128 GB/s" PCIe's; with the
    ``sentence``, also in a clause before the figure's when it is the last name before it ("H100
    与 CPU 之间走 PCIe Gen5, 双向 128GB/s")."""
    last = [m for m in mentions if m.end <= q.start][-1:]
    means = [m for m in mentions if (clause.holds(m.start) or (
        sentence is not None and sentence.holds(m.start) and m in last)) and m.end <= q.start and
             lex.entities[m.value].kind == "interconnect" and
             (lex.entities[m.value].family or m.value) != "NVLink" and
             _BY_MEANS.search(text, max(0, m.start - 12), m.start) and
             not any(m.end <= v.start < q.start for v in values)]
    return means[-1].value if means else None


_IN_BITS = re.compile(r"[GTM]b(?:/s|ps|it)|(?:giga|tera)bits?", re.I)
"""A bandwidth's unit in bits, as network rates are written ("3.2 Tb/s", "400 Gbps")."""


def _in_bits(written: str) -> bool:
    """Whether a figure as written is in bits per second ("400 Gbps", never "400 GB/s")."""
    return "b" in written and _IN_BITS.search(written) is not None and \
        written.count("B") <= written.count("b")


def _network_of(q: Quantity, sentence: Span, mentions: Sequence[Match], text: str,
                lex: Lexicon) -> str | None:
    """The InfiniBand generation a GPU's figure written in bits is of, when the sentence names
    one before it: "each of their eight H100 GPUs to a 400 Gb/s NDR port, 3.2 Tb/s per VM in
    total" is NDR's total, never the H100's NVLink."""
    if not _in_bits(text[q.start:q.end]):
        return None
    return next((m.value for m in reversed(mentions) if sentence.holds(m.start) and
                 m.end <= q.start and lex.entities[m.value].family == "InfiniBand"), None)


def _bracketed_gpu(q: Quantity, mentions: Sequence[Match], text: str,
                   lex: Lexicon) -> str | None:
    """The NVLink generation of a GPU named in brackets right after a figure ("NVLink
    bandwidth: 300 GB/s (V100), 600 GB/s (A100)")."""
    if "(" not in text[q.end:q.end + 4]:
        return None
    inside = next((m for m in mentions if m.start >= q.end and
                   re.fullmatch(r"\s*\(\s*", text[q.end:m.start])), None)
    if inside is None or not re.match(r"\s*(?:SXM\d?\s*)?\)", text[inside.end:]):
        return None
    entity = lex.entities[inside.value]
    return entity.uses if entity.kind in ("gpu", "architecture") else None


def _head(first: Match, mentions: list[Match], text: str) -> Match:
    """Follow possessives from ``first`` to the thing owned: "Volta's NVLink" is an NVLink,
    "Hopper 这一代的 NVSwitch" an NVSwitch, "the superchip's NVLink-C2C" an NVLink-C2C; a name
    right before a switch's names the switch ("the Blackwell NVLink Switch"), and "X 中的 Y" the Y
    inside X; a system's switch
    fabric is the system's ("The DGX A100's NVSwitch fabric offers 4.8 TB/s")."""
    current = first
    for m in mentions:
        if m.start >= current.end and (_POSSESSIVE.fullmatch(text[current.end:m.start]) or (
                m.kind == "switch" and _ERA.fullmatch(text, current.end, m.start)) or
                                       _SITS_IN_IT.fullmatch(text, current.end, m.start)):
            if m.kind == "switch" and current.kind == "system" and _FABRIC.match(text, m.end):
                break
            current = m
        elif m.start >= current.end:
            break
    return current


_SITS_IN_IT = re.compile(r"\s*[中里内]的\s*(?:第[一二三四五六\d]代\s*)?")
"""Between two names in Chinese, "in it": the name after sits in the one before and is what
the clause is about ("HGX H100 中的第三代 NVSwitch 每颗 64 个端口" is the switch chip's)."""
_ERA = re.compile(r"\s*(?:-\s*|\s)?(?:era|generation|gen|时代|时期|一代)?\s*", re.I)
"""Between an architecture's name and a switch's, the words that date the switch: "the
Hopper-era NVSwitch" is an NVSwitch."""
_SAME_AS = re.compile(r"\bsame\b[^,;:()]{0,50}\bas\s+(?:the\s+|an?\s+|its\s+)?$", re.I)
"""Before a system's name, "the same ... as": the thing compared with, never the whole whose
NVLink a figure is ("DGX H200 ... with the same 900 GB/s per GPU NVLink fabric as DGX H100" is
the DGX H200's)."""
_FABRIC = re.compile(r"\s*(?:fabric|network|交换网络|互联网络)", re.I)
_A_GPU = re.compile(r"\s*(?:GPU|显卡|芯片)", re.I)
"""After an architecture's name, one of its GPUs: "each Blackwell GPU" names the GPU."""


_HOUSED = re.compile(r"(?:\s*GPUs?)?\s+(?:in|inside|within|on)\s+(?:the\s+|an?\s+|each\s+)?",
                     re.I)
_IN_IT = re.compile(r"(?:\s*GPUs?)?\s+(?:in|inside|within)\s+(?:it|them)\b", re.I)


def _housing(gpu: Match, sentence: Span, mentions: Sequence[Match], text: str,
             lex: Lexicon) -> str | None:
    """The system or superchip a GPU (or an architecture's GPUs) is said to sit in, of that
    GPU's NVLink generation: the whole named right after "in"/"inside"/"on" ("each B200 in an
    HGX B200", "Hopper GPUs in the DGX H100"), or the one named before in the sentence for "in
    it" ("a DGX H100 ..., whereas a single H100 inside it gets 900 GB/s")."""
    entity = lex.entities[gpu.value]
    if entity.kind not in ("gpu", "architecture") or not entity.uses:
        return None
    wholes = [m for m in mentions if sentence.holds(m.start) and
              lex.entities[m.value].kind in WHOLE and
              lex.entities[m.value].uses in (None, entity.uses)]
    after = next((m for m in wholes if m.start >= gpu.end), None)
    if after is not None and _HOUSED.fullmatch(text, gpu.end, after.start):
        return after.value
    before = [m for m in wholes if m.end <= gpu.start]
    return before[-1].value if before and _IN_IT.match(text, gpu.end) else None


_INSIDE = re.compile(r"\s+(?:in|inside|within)\s+(?:the\s+|an?\s+)?", re.I)


def _fabric_of(picked: Match, mentions: Sequence[Match], text: str, lex: Lexicon) -> str | None:
    """The system a system is named in when it cannot be a box inside it, holding as many GPUs
    as it or more: it is that system's fabric, and its figure the system's ("the NVLink Switch
    system in GB200 NVL72", "the NVLink Switch System in DGX GH200"); a box that holds fewer
    ("each DGX H100 in a SuperPOD") keeps its own."""
    part = lex.entities[picked.value]
    if part.kind != "system" or not part.gpus:
        return None
    after = next((m for m in mentions if m.start >= picked.end), None)
    if after is None or after.value == picked.value or not _INSIDE.fullmatch(
            text, picked.end, after.start):
        return None
    whole = lex.entities[after.value]
    return whole.name if whole.kind in WHOLE and whole.gpus and whole.gpus <= part.gpus else None


def _resolved(picked: Match, attribute: str, clause: Span, sentence: Span,
              mentions: list[Match], text: str, lex: Lexicon,
              every: Sequence[Match] = ()) -> str:
    """The subject's canonical name. A figure of GPUs inside a system or superchip the clause
    names is that whole's ("each GPU in an HGX B200 gets 1.8 TB/s") unless a GPU owns the NVLink
    or the NVLink has a generation ("each B200 has 1.8 TB/s of NVLink 5"); a GPU's or an
    architecture's NVLink figure is its NVLink generation's ("each Blackwell GPU in an NVL72 sees
    1.8 TB/s" names the GPU, so the generation's too); a bare "NVLink" is made specific by
    the card or system, else the one generation of the GPUs, the sentence names, else the claim
    ("H100 NVL | NVLink: 900GB/s", "NVLink: 900GB/s; PCIe 5.0: 128GB/s (H100 SXM)")."""
    entity = lex.entities[picked.value]
    if (whole := _fabric_of(picked, mentions, text, lex)) is not None:
        return whole  # "The NVLink Switch system in GB200 NVL72 offers 130 TB/s": the rack's
    interconnect = attribute in ("bandwidth", "link-count", "port-count")
    owner = next((lex.entities[m.value] for m in mentions if m.end <= picked.start and
                  _OWNER.fullmatch(text[m.end:picked.start])), None)
    if entity.name == "NVLink" and owner is not None and \
            owner.kind in ("gpu", "architecture") and owner.uses:
        return owner.uses  # "A100 NVLink", "the H100's NVLink", "每颗 B200 的 NVLink"
    host = owner or next((lex.entities[m.value] for m in mentions if m.start >= picked.end and
                          _LOCATED.fullmatch(text, picked.end, m.start)), None)
    if "NVLink" in (entity.name, entity.family) and host is not None and \
            host.kind in NOT_A_SUBJECT:
        return host.name  # "the RTX 3090's NVLink", "NVLink on the 3090", "the RTX 3090's NVLink
        # 3.0 bridge": no product's, whatever generation it is of
    if interconnect and ((entity.kind == "architecture" and
                          not _A_GPU.match(text, picked.end)) or entity.name == "NVLink"):
        wholes = [m for m in mentions if clause.holds(m.start) and
                  lex.entities[m.value].kind in WHOLE and
                  not _SAME_AS.search(text, max(0, m.start - 60), m.start)]
        uses = next((lex.entities[m.value].uses for m in mentions if clause.holds(m.start) and
                     m.end <= picked.start and lex.entities[m.value].uses and (
                         lex.entities[m.value].kind == "gpu" or
                         (lex.entities[m.value].kind == "architecture" and
                          _A_GPU.match(text, m.end)))), None)
        owned = any(_OWNER.fullmatch(text, w.end, m.start) for w in wholes for m in mentions
                    if m.start >= w.end and lex.entities[m.value].uses == uses)
        if entity.name == "NVLink" and (whole := next((
                housing for m in mentions if clause.holds(m.start) and m.end <= picked.start
                and (housing := _housing(m, sentence, mentions, text, lex)) is not None),
                None)) is not None:
            return whole  # "Each B200 in an HGX B200 gets 900 GB/s of NVLink"
        if wholes and uses and entity.name == "NVLink" and not owned:
            return uses  # "In the NVL72, each Blackwell GPU sees 1.8 TB/s of NVLink"
        if wholes:
            return wholes[0].value
    if interconnect and (whole := _housing(picked, sentence, mentions, text, lex)) and not any(
            clause.holds(m.start) and lex.entities[m.value].family == "NVLink" for m in mentions):
        return whole  # "a single H100 inside it gets 900 GB/s" (a DGX H100): the system's
    if interconnect and entity.kind in ("gpu", "architecture") and entity.uses:
        return entity.uses
    if entity.kind == "switch" and interconnect and _MEANS.match(text, picked.end) and not any(
            lex.entities[m.value].kind in OWN_SUBJECT - {"switch"} for m in every) and \
            (generation := _gpus_generation(sentence, every, lex)) is not None:
        return generation  # "8x H100, 900 GB/s NVSwitch interconnect"
    if entity.name == "NVLink":
        gpu = next((lex.entities[m.value] for m in mentions if clause.holds(m.start) and
                    m.end <= picked.start and lex.entities[m.value].kind == "gpu"), None)
        if gpu is not None and gpu.uses and interconnect:
            return gpu.uses  # "Each B200 exposes 1.8 TB/s of NVLink bandwidth"
        for around in ([lex.entities[m.value] for m in every or mentions
                        if sentence.holds(m.start)],
                       [lex.entities[m.value] for m in every or mentions] if interconnect
                       else []):  # then the claim's, for a figure (a year's "NVLink itself" is
            # the family's: "P100 shipped in 2016; NVLink itself had been announced in 2014")
            owners = [e for e in around if e.kind in OWN_SUBJECT and e.kind != "switch"]
            if owners and interconnect:
                return owners[0].name
            generations = {e.uses for e in around
                           if e.kind in ("gpu", "architecture") and e.uses}
            if len(generations) == 1:
                return generations.pop() or entity.name
            if generations:
                break
            if interconnect and (card := next((e for e in around if e.kind == "consumer-gpu"),
                                              None)) is not None:
                return card.name  # "Quadro GP100 boards: NVLink at 80 GB/s": the card's NVLink
    return entity.name
