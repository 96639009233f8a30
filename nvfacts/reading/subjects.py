"""A figure's subject: the entity its words make it about (right before it, the nearest in its
clause, the giver of "gives", the verb's owner, a counted name, an elliptic "the same for"),
and the year or generation of a clause."""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from ..lexicon import Lexicon, Match
from . import phrases, quantities
from .kinds import WHOLE
from .phrases import Span
from .quantities import Quantity
from .relations import _alternation, spaced_words, starting_words
from .relations import listed as listed_words
from .scope import _blank, _heads_bracket_of
from .systems import _LOCATED, _POSSESSIVE, _head

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

def multiple_of(lex: Lexicon) -> re.Pattern[str]:
    """Before a name, a multiple of something of it (or offered by it) or of itself: the thing
    compared, not the subject ("the NVL36 has half the GPUs of the NVL72: 36", "the NVL36 is half
    an NVL72: 36 GPUs", "doubling the data rate of PCIe 5.0", "doubling the 32 GT/s offered by
    PCIe 5.0"): relation-words ``multiple-of``, or a number times (group ``times``: "5x PCIe
    Gen4", and a count too: "36x EDR InfiniBand")."""
    return lex.derived("multiple-of", _multiple_of)


def multiplied(m: Match, q: Quantity, text: str, lex: Lexicon, counts: bool = True) -> bool:
    """Whether a multiple is written right before the name ``m`` (``multiple_of``), the figure
    ``q`` not inside what is multiplied ("7x the 128 GB/s of a PCIe Gen5 x16 link": the 128 is
    PCIe's own); a number times only when ``counts`` ("36x EDR InfiniBand" before the figure
    is a count of ports)."""
    times = multiple_of(lex).search(text, max(0, m.start - 40), m.start)
    return times is not None and not times.start() <= q.start < times.end() and (
        counts or not times.group("times"))


def _multiple_of(lex: Lexicon) -> re.Pattern[str]:
    return re.compile(r"\b(?:" + starting_words(lex.words("multiple-of")) +
                      r"|(?P<times>\d+(?:\.\d+)?\s*[x\u00d7]))\s+(?:(?:the\s+)?[\w /.-]{0,24}?"
                      r"\b(?:of|offered\s+by)\s+)?(?:the\s+|an?\s+)?$", re.I)

_ADJACENT = re.compile(r"\s*(?:(?:版本?|模组|模块)\s*)?(?:(?:x(?:1|2|4|8|16)\s*)?"
                       r"(?:(?:slot|card|interface)\s*)?(?=['\u2019]))?"
                       r"(?:'s|\u2019s|的)?\s*(?:x16\s*)?"
                       r"(?:[那这]一代\s*)?"
                       r"(?:(?:(?:host|CPU)\s+)?(?:link|bus|port|links|ports|slot|slots|part|version|card|chip|"
                       r"board|module|interface|端口|链路|接口)\s*)?(?::|-|\u2014|=|\(|\))?\s*"
                       r"(?:(?:NVLink\s+|互联|接口)?(?:bandwidth|带宽|速率|throughput)\s*)?"
                       r"(?:则|也|就|仅|只|才)?(?:,?\s*(?:which|that)\s+)?"
                       r"(?:is|are|of|为|是|达|达到|约为|约|高达|可达|有)?\s*"
                       r"(?:\(\s*)?", re.I)

_TOPIC = re.compile(r"\s*(?:\([^()]*\))?\s*:")

_AT = re.compile(r"\s*(?:at|runs at|is|=|provides|delivers|offers|reaches|supports|提供|达到|"
                 r"支持)\s*", re.I)
"""Between an interconnect and its figure: "NVLink 3.0 提供 600GB/s"."""

_COMMA = re.compile(r"\s*,\s*")
_JOINED_BY = re.compile(r"\b(?:connected|linked|joined|interconnected)\s+(?:together\s+)?"
                        r"(?:by|via|through|over|with)\b", re.I)
"""Between a count of GPUs and a system after it, the words making that system what joins them,
no system they are in."""
_YEAR_IN_BRACKET = re.compile(r"\s*[,\u3001]\s*")
"""In a bracket, between the product that opens it and its year: "(A100, 2020 年发布)"."""
_ON_A_GPU = re.compile(r"\s*on\s+(?:the\s+|an?\s+)?", re.I)
"""Between a figure and the GPU right after it that it is had on: "300 GB/s on V100"."""
_OF = re.compile(r"\s*(?:of\s+|的\s*)?(?:the\s+)?")

_A = re.compile(r"\s*an?\s+", re.I)
"""After "the" and a figure, the article of the link whose clause it is: "the 128 GB/s a PCIe
5.0 x16 link moves" is PCIe 5.0's."""

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


def _opens_contrast(lex: Lexicon) -> re.Pattern[str]:
    return re.compile(r"(?:" + phrases.contrast(lex).pattern + r")\s*.?$", re.I)


def _copula(lex: Lexicon) -> re.Pattern[str]:
    """Between a figure and the name it is: a word of ``list-be`` ("900 GB/s is the H100's")."""
    return re.compile(r"\s*(?:" + listed_words(lex, "list-be") + r")\s+(?:the\s+)?", re.I)


_ONLY = re.compile(r"only$", re.I)

_ONLY_ITS = re.compile(r"(?:'s|\u2019s|-only|\s+only)\b", re.I)
"""After a figure, a name it is said to be of alone, or of: "900 GB/s is SXM-only"."""

_OVER = re.compile(r"\s*(?:\(\s*\)\s*)?(?:over|via|through|across|on|using)\s+"
                   r"(?:the\s+|an?\s+|its\s+|their\s+)?", re.I)
"""Between a figure and the interconnect it is carried on: "64 GB/s each way over PCIe 4.0",
"128 GB/s over its PCIe Gen5 x16 slot"."""

_CLOSES = re.compile(r"\s*(?:x\s*\d{1,2}\s*)?[)\uff09]", re.I)
"""Around an interconnect alone in brackets right after a figure: "128 GB/s (PCIe Gen5 x16)"."""

_PARTS = re.compile(r"(?<![A-Za-z0-9_.])(?<!gen )(?<!gen)\d{1,3}\s*(?:x|\u00d7|颗|个|块)?\s*"
                    r"(?:第\s*[一二三四五六七八九\d]\s*代|(?:first|second|third|fourth|fifth|"
                    r"\d(?:st|nd|rd|th))[- ]gen(?:eration)?)?\s*$", re.I)
"""Before a switch's name, a number of them, perhaps with their generation: parts of a system
("6颗NVSwitch", "18 NVSwitch chips", "4 颗第三代 NVSwitch", "4 third-gen NVSwitches"),
never the subject of its figures; "Gen 3 NVSwitch" is a generation. A number written in words
is read by _parts_in_words."""


def _parts_in_words(lex: Lexicon) -> re.Pattern[str]:
    """_PARTS with the number written in words, the lexicon's number words from two (each
    number's first: "two", not "twice" or "double") and the relation-words' Chinese counts:
    "the four NVSwitch chips provide 3.6 TB/s" in a DGX H100, "两颗 NVSwitch", the system's
    total, no switch's; "each of the four NVSwitch chips has 64 ports" is each chip's."""
    first = {v: str(k) for k, v in reversed(lex.paraphrase.get("number-words", {}).items())
             if isinstance(v, int) and v >= 2}
    words = list(first.values())
    words += [str(k) for k in lex.relation_words.get("chinese-counts", {})]
    said = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(r"(?<![A-Za-z0-9_.])(?<!of the )(?<!of )(?:" + said +
                      r")\s*(?:颗|个|块)?\s*"
                      r"(?:第\s*[一二三四五六七八九\d]\s*代|(?:first|second|third|fourth|fifth|"
                      r"\d(?:st|nd|rd|th))[- ]gen(?:eration)?)?\s*$", re.I)


_PARTS_AFTER = re.compile(r"\s*(?:chips?\s*)?:?\s*\d{1,3}\s*(?:x|\u00d7)", re.I)
"""After a switch's name, a number of them: "NVSwitch: 4x"."""

_OPENS = re.compile(r"\s*\(\s*")
"""Between a name and a count in brackets after it, which is the name's count."""

_THE_FIGURE = re.compile(r"\b(?:the|that|this)\s+$", re.I)
"""Before a figure (its hedge blanked out where the words are at hand: "the roughly 16 GB/s a
PCIe 3.0 x16 slot offers"), the article of a figure a clause after it owns."""

_FIGURE_OF = re.compile(r"\d\s*[GT]B/s\b[^,;:.\d]{0,24}\bof\s+(?:the\s+)?$", re.I)
"""Before a name, a figure and the words of its owner: "the 50 GB/s per-link rate of"."""

_OF_A = re.compile(r"\s*of\s+(?:the\s+|an?\s+)?", re.I)
"""Before a figure, the article that points back to the same figure said before in the claim."""

def _each_part(lex: Lexicon) -> re.Pattern[str]:
    """Before a part of a whole (a tray), the word that makes what follows each part's
    (``each-part-before``: "each compute tray", "每个托盘")."""
    return re.compile(r"(?:" + starting_words(lex.words("each-part-before")) + r")\s*$", re.I)

@dataclass(frozen=True, slots=True)
class _SubjectWords:
    """The lexicon's words (section ``relation-words``: ``host-link-*``, ``it-is-*``,
    ``per-tray-*``) that say whose a figure is, as patterns."""

    link_at: re.Pattern[str]
    """Between an interconnect and its figure, the host link it is named as (its noun blanked as
    a scope word): "a PCIe Gen5 x16 host link at 64 GB/s per direction", "its PCIe Gen5 host
    interface (64 GB/s)" are the PCIe generation's figures, whoever has the link."""
    host_head: re.Pattern[str]
    """Before an interconnect, a head naming it as a card's host link: "H100 PCIe host interface:
    PCIe Gen5, 128 GB/s", "H100 的主机接口为 PCIe Gen5 x16, 单向 64GB/s" (the figure after it
    and a comma is the interconnect's, not the card's or its GPU's NVLink)."""
    it_is: re.Pattern[str]
    """Right before a figure, "it is": the figure is of what "it" stands for, said before ("B200's
    1.8 TB/s is bidirectional; unidirectional it is 900 GB/s, the same as the H100's"), never of
    a name after it."""
    per_tray_before: re.Pattern[str]
    """Before a count in its clause, a tray as what the clause counts per ("每个托盘 2 颗 GB200
    超级芯片 (4 颗 GPU)": each tray's GPUs): ``per-tray-each`` then ``per-tray-trays``."""
    per_tray: re.Pattern[str]
    """After a count, the tray named before as what it is per: "compute trays each carry two
    superchips, so four GPUs per tray" (each tray's, no rack's)."""
    its_ends: re.Pattern[str]
    """After a link's name, the two things it runs between, up to its figure: "NVLink-C2C
    between Grace and Hopper: 900 GB/s", "PCIe 5.0 between the CPU and the H100 is 64 GB/s each
    way"."""
    before_year: re.Pattern[str]
    """Between a name and the year of its own verb, perhaps what kind of thing it is and a
    bracket: "PCIe 4.0 规范 (2017 年发布)", "NVLink-C2C 早在 2022 年就已发布"."""
    after_year: re.Pattern[str]
    """Around a year between a name and its verb: "B200 于 2024 年 3 月发布", "DGX A100 同年推出",
    "NVLink-C2C 早在 2022 年就已发布", "B200 于 2024 年初发布"."""
    in_domain: re.Pattern[str]
    """After a figure, the NVLink domain, rack or system it is the total of ("130 TB/s of GPU
    bandwidth in one 72-GPU NVLink domain", "across the rack", "inside the system"); in Chinese
    anywhere in its clause ("在 NVLink 域内", "系统内部GPU间通信带宽", an all-to-all "全互连带宽"):
    ``domain-*``."""
    uses: re.Pattern[str]
    """Between a GPU and the interconnect it is said to use ("B200 率先应用 NVLink-C2C",
    "H100 uses PCIe 5.0"): ``uses``, perhaps after a ``uses-adverbs`` word."""
    inside_system: re.Pattern[str]
    """Before a system's name after a figure, a word placing the figure inside it ("130 TB/s of
    GPU-to-GPU bandwidth inside the GB200 NVL72"), in the figure's own phrase: never past a
    comma ("3.2 TB/s ... per chip, used four per board in HGX H100" is the chip's):
    ``inside-system``, ``inside-system-determiners``."""
    owned_by: re.Pattern[str]
    """Between a figure and the name after it, words saying the figure is that one's alone, the
    name then followed by the possessive: "300GB/s 只是 SXM2 版本的指标" (``owned-by``,
    ``owned-by-of``)."""
    compared_base: re.Pattern[str]
    """Right before a name, words making it the base something is compared with ("a faster
    alternative to PCIe 3.0", "up from NDR"): never the nearest name a later figure falls back
    on (``compared-base``)."""
    compared_around: re.Pattern[str]
    """Right after a name, the closing word of a Chinese "与 Y 相比" that makes it the base
    ("H20 与 H100 相比其互联带宽 900GB/s" is the H20's): ``compared-base-after``; the name
    has one of ``compared-base-around`` right before it."""
    compared_around_before: re.Pattern[str]
    compared_before: re.Pattern[str]
    """Before a name, a Chinese word making it the base, perhaps a few words between ("NVLink 3.0
    相比 NVLink 2.0 带宽翻倍, 达到 600GB/s", "相较于上一代采用 HDR"): ``compared-base-before``; not
    when one of ``compared-base-around`` opens the phrase ("与 A100 相比 H100 ..."), nor for
    the base's own figure right after it ("相比 NVLink 2.0 的 300GB/s")."""
    compared_than: re.Pattern[str]
    """Before a name in Chinese, "than" (``compared-base-than``, not right after one of
    ``compared-base-than-not-after``: 对比, 相比): the name is the base of a comparison."""
    compared_figure: re.Pattern[str]
    """Right before a name, words making it the base by a figure of its own ("up from 32 GT/s
    in PCIe 5.0"): no name a figure of another sentence falls back on (``compared-base``, then
    a figure and one of ``compared-base-figure-of``)."""


def _compile_subject_words(lex: Lexicon) -> _SubjectWords:
    said = lex.relation_words

    def words(key: str, english: bool | None = None, spaced: bool = False) -> str:
        chosen = [str(w) for w in said.get(key, [])
                  if english is None or str(w)[:1].isascii() is english]
        return spaced_words(chosen) if spaced else _alternation(chosen)

    listed = partial(listed_words, lex)

    host, nouns = words("host-link-owners"), words("host-link-nouns")
    return _SubjectWords(
        link_at=re.compile(r"\s*(?:" + host + r")\s*(?:(?:" + nouns + r")\s*)?(?:\(|" +
                           words("host-link-verbs") + r")\s*", re.I),
        host_head=re.compile(r"(?:\b(?:" + words("host-link-owners", True) + r")|" +
                             words("host-link-owners", False) + r")\s*(?:" + nouns +
                             r")\s*(?::|(?:" + words("host-link-copulas") + r")\b|" +
                             words("host-link-copulas", False) + r")\s*$", re.I),
        it_is=re.compile(r"\b(?:" + words("it-is-pronouns") + r")(?:\s+(?:" +
                         words("it-is-verbs") + r")|'s|\u2019s)\s*(?:(?:" +
                         words("it-is-hedges") + r")\s+|~)?$", re.I),
        per_tray_before=re.compile(r"(?:\b(?:" + words("per-tray-each", True) + r")\s+(?:" +
                                   words("per-tray-trays", True, spaced=True) + r")\b|(?:" +
                                   words("per-tray-each", False) + r")(?:" +
                                   words("per-tray-trays", False) +
                                   r"))[^,;:.\u3002\uff0c\uff1b]*$", re.I),
        per_tray=re.compile(r"\s*(?:GPUs?\s+)?(?:" + words("per-tray-each", True) + r")\s+(?:" +
                            words("per-tray-trays", True, spaced=True) + r")\b|\s*(?:GPUs?\s*)?"
                            r"(?:" + words("per-tray-each", False) + r")(?:" +
                            words("per-tray-trays", False) + r")", re.I),
        its_ends=re.compile(r"\s+(?:" + words("link-ends-between") + r")\s+[^,;:.()]{1,40}?\s+(?:" +
                            words("link-ends-and") + r")\s+[^,;:.()]{1,40}?(?:\s*:|\s+(?:" +
                            words("link-ends-verbs") + r"|=))?\s*", re.I),
        before_year=re.compile(r"\s*(?:" + words("year-kinds") + r")?\s*(?:\(\s*)?(?:" +
                               words("year-before") + r")?\s*"),
        after_year=re.compile(r"\s*(?:" + words("year-after") + r")?\s*(?:\d{1,2}\s*(?:" +
                              words("year-months") + r")\s*)?(?:" + words("year-adverbs") +
                              r")*"),
        in_domain=re.compile(
            r"\b(?:" + listed("domain-preps") + r")\s+(?:(?:" + listed("domain-determiners") +
            r")\s+)?(?:(?:" + listed("domain-adjectives") + r")\s+)?(?:[\w.]+-GPUs?\s+)?"
            r"(?:NVLink\s+)?(?:" + listed("domain-nouns") + r")s?\b|" + listed("domain-zh") +
            r"|(?:" + listed("domain-zh-system") + r")\s*(?:(?:" + listed("domain-zh-of") +
            r")\s*)?(?:(?:" + listed("domain-zh-all") + r")\s*)?GPU\s*(?:" +
            listed("domain-zh-between") + ")", re.I),
        uses=re.compile(r"\s*(?:(?:" + words("uses-adverbs") + r")\s*)?(?:" + words("uses") +
                        r")\s*(?:the\s+)?", re.I),
        inside_system=re.compile(r"\b(?:" + listed("inside-system") + r")\s+(?:(?:" +
                                 listed("inside-system-determiners") + r")\s+)?$", re.I),
        owned_by=re.compile(r"\s*(?:" + words("owned-by") + r")\s*$"),
        compared_base=re.compile(r"(?:" + starting_words(lex.words("compared-base")).replace(
            r"\ ", r"\s+") + r")\s+(?:the\s+|an?\s+)?(?:(?:" +
            _alternation(lex.words("compared-base-likenesses")) + r")\s+)?$", re.I),
        compared_around=re.compile(r"\s*(?:" + (words("compared-base-after") or "(?!)") + ")"),
        compared_around_before=re.compile(r"(?:" + (words("compared-base-around") or "(?!)") +
                                          r")\s*$"),
        compared_before=re.compile(r"(?:" + (words("compared-base-before") or "(?!)") +
                                   r")[^,;:()\u3002\d]{0,10}$"),
        compared_than=re.compile("".join(  # a look-behind a word, of whatever length
            f"(?<!{re.escape(str(w))})" for w in said.get("compared-base-than-not-after", [])) +
            r"(?:" + words("compared-base-than") + r")[^,;:()\u3002\d]{0,10}$"),
        compared_figure=re.compile(r"(?:" + starting_words(lex.words("compared-base")).replace(
            r"\ ", r"\s+") + r")\s+(?:the\s+|an?\s+)?~?\d[\d.,]*\s*[A-Za-z/]{1,8}\s+(?:" +
            listed("compared-base-figure-of") + r")\s+(?:the\s+)?$", re.I))


def subject_words(lex: Lexicon) -> _SubjectWords:
    """The patterns of ``_SubjectWords``, compiled once per lexicon."""
    return lex.derived("subject-words", _compile_subject_words)


_SAME_PHRASE = re.compile(r"[^,;:()\u3002\uff0c\uff1b\uff1a\d]{0,12}")
"""Between an architecture and one of its GPUs, no break: "Ampere 架构的 A100", "Blackwell 架构及
B200", "the Blackwell architecture and the B200"."""

_OWN_FIGURE = re.compile(r"\s*的?\s*(?:NVLink\s*)?(?:总?带宽|速率)?\s*(?:为|是)?\s*")
"""Between a name and its own figure in Chinese: "NVLink 2.0 的 300GB/s", "H100 带宽为 900GB/s"."""

_OF_THE = re.compile(r"(?:\bof|\bin|\binside)\s+(?:an?|the)?\s*$", re.I)

_SAME_AS_BEFORE = re.compile(r"(?:与|和|跟|同)\s*$")

_SAME_AS_AFTER = re.compile(r"\s*(?:相同|一样|一致)")

_HEAD_CELL = re.compile(r"(?!\s*年)")
"""After a year right after a name, as in a table's head row ("NVIDIA H100 2022 NVIDIA H200
2023"): no word for a year ("H100 2022 年发布" is dated by its verb)."""
_DATED = re.compile(r"\s*(?:\((?:[^(),:;]*,\s*)*|:|[\u2013\u2014\u2015]+)\s*")
"""Between a name and its year in brackets (perhaps after other items of the bracket: "DGX-2
(12 chips, 2018)"), or after a colon or a dash as a timeline writes it: "DGX-2 (2018)", "NVLink
2.0 on V100 (2017)", "NVLink 各代: 1.0 —— 2016 年" (1.0's)."""

_WHOSE = re.compile(r",\s*whose\s+(?:own\s+)?$", re.I)

_NO_BREAK = re.compile(r"[^,;()]{0,30}")

_WHICH = re.compile(r"[^,;()]{0,16},\s*which\s+[^,;()]{0,24}", re.I)
"""Between a name and a figure, a relative clause opened right after the name (", which carries
about"): the figure is the name's."""


_EQUATION_BREAK = re.compile(r"[;:()]|,(?!\d{3})")
_TO_BRACKET = re.compile(r"(?:[^,;:()]|,(?=\d{3}))*\(\s*")
"""Up to the bracket after an equation's figure, no break but a thousands comma ("= 1,800 GB/s
(B200)")."""
_BRACKET_SHUTS = re.compile(r"\s*\)")


def _closing_equation(q: Quantity, sentence: Span, mentions: Sequence[Match],
                      text: str) -> Match | None:
    """The name alone in brackets right after the equation the figure is in, when the sentence
    gives more than one ("18 x 50 GB/s = 900 GB/s (H100), 18 x 100 GB/s = 1.8 TB/s (B200)":
    each equation's figures are its name's)."""
    closing = next((m for m in mentions if sentence.holds(m.start) and m.start >= q.end), None)
    if closing is None or not _TO_BRACKET.fullmatch(text, q.end, closing.start) or \
            not _BRACKET_SHUTS.match(text, closing.end):
        return None
    opens = max([sentence.start, *(b.end() for b in _EQUATION_BREAK.finditer(
        text, sentence.start, q.start))])
    equation = text[opens:text.rfind("(", q.end, closing.start)]
    return closing if ("=" in equation or "\uff1d" in equation) and \
        text.count("=", sentence.start, sentence.end) > 1 else None


@functools.lru_cache(maxsize=64)
def aside_spans(pattern: re.Pattern[str], text: str) -> tuple[tuple[int, int], ...]:
    """Where ``pattern`` (``aside_pattern``) finds asides in ``text``: found once for all the
    figures of a claim."""
    return tuple(a.span() for a in pattern.finditer(text))


def aside_pattern(lex: Lexicon) -> re.Pattern[str]:
    """The pattern of ``_aside``, compiled once per lexicon."""
    return lex.derived("aside", _aside)


def _aside(lex: Lexicon) -> re.Pattern[str]:
    """An aside: in brackets, opened by a word in lower case ("(the one in HGX H100)", never
    "(H100)"), or between two dashes with spaces around them; never one opened by a word of
    relation-words ``aside-names-it``, which names what the sentence is about ("(that's the
    NVL72)")."""
    naming = r"(?!(?:" + listed_words(lex, "aside-names-it") + r")(?![\w']))"
    return re.compile(r"\(" + naming + r"(?=(?-i:[a-z]))[^()]*\)|\s[\u2013\u2014]\s" + naming +
                      r"[^\u2013\u2014.;]*\s[\u2013\u2014]\s", re.I)


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
                  not multiplied(m, q, text, lex)) or
              _heads_bracket_of(m, q, masked)]
    if "(" in text or "\u2013" in text or "\u2014" in text:  # cheap tests first
        asides = [(s, e) for s, e in aside_spans(aside_pattern(lex), text)
                  if not s <= q.start < e]
        usable = [m for m in usable if not any(s < m.start < e for s, e in asides)] or usable
        # "NVSwitch (the one in HGX H100) has ... 3.2 TB/s", "18 ports \u2013 three times a
        # GV100's \u2013 ...": a name set aside owns no figure outside its aside
    usable = [m for m in usable if not (_SAME_AS_AFTER.match(text, m.end) and
                                        _SAME_AS_BEFORE.search(text, max(0, m.start - 4), m.start))]
    # "与 NVLink 2.0 相同": the thing compared with, no subject of what follows
    based = subject_words(lex).compared_base
    usable = [m for m in usable
              if m.start < q.end or not based.search(text, max(0, m.start - 36), m.start)]
    if q.attribute == "bandwidth" and not text.isascii() and any(
            w in text for w in lex.words("compared-base-than")):
        than = subject_words(lex).compared_than  # "单卡带宽比 V100 的 300GB/s 翻了一倍(600GB/s)":
        # the base's own figure only right after it, the 600 the sentence's subject's
        usable = [m for m in usable if not (
            m.end <= q.start and than.search(text, max(0, m.start - 16), m.start) and
            not _OWN_FIGURE.fullmatch(text, m.end, q.start))]
    if not text.isascii() and any(w in text for w in lex.words("compared-base-after")):
        around = subject_words(lex)  # "H20 与 H100 相比, 其 ...": the thing compared with is
        # no subject of what follows
        usable = [m for m in usable if not (
            m.end <= q.start and around.compared_around.match(text, m.end) and
            around.compared_around_before.search(text, max(0, m.start - 3), m.start))]
        usable = [m for m in usable if not (
            m.end <= q.start and (base := around.compared_before.search(
                text, max(0, m.start - 16), m.start)) is not None and
            not around.compared_around_before.search(text, max(
                [0, *(k + 1 for k in (text.rfind(c, 0, base.start()) for c in ",;:\u3002")
                      if k >= 0)]), base.start()) and
            not _OWN_FIGURE.fullmatch(text, m.end, q.start))]  # "NVLink 3.0 相比 NVLink 2.0
        # 带宽翻倍, 达到 600GB/s": the base's own figure only right after it
    # "130 TB/s, an order of magnitude beyond a comparable InfiniBand fabric": the base named
    # after a figure to measure it against never owns it
    if q.attribute in ("bandwidth", "link-count") and (
            closing := _closing_equation(q, sentence, usable, text)) is not None:
        return closing  # "18 x 50 GB/s = 900 GB/s (H100), 18 x 100 GB/s = 1.8 TB/s (B200)"
    in_clause = [m for m in usable if clause.start <= m.start and m.end <= clause.end]
    before = [m for m in in_clause if m.end <= q.start]
    after = [m for m in in_clause if m.start >= q.end]
    if after and subject_words(lex).owned_by.fullmatch(text, q.end, after[0].start) and \
            re.match(r"\d?\s*(?:" + "|".join(map(re.escape, lex.words("owned-by-of"))) + ")",
                     text[after[0].end:]):
        return after[0]  # "300GB/s 只是 SXM2 版本的指标": the SXM form's (its number after
        # the word for it), the V100's alone
    if q.attribute == "gpu-count":
        wholes = [m for m in usable if sentence.holds(m.start) and
                  lex.entities[m.value].kind in WHOLE]
        trays = [m for m in usable if sentence.holds(m.start) and m.end <= q.start and
                 lex.entities[m.value].kind == "tray" and
                 lex.derived("each-part-before", _each_part).search(text, max(0, m.start - 8),
                                                             m.start)]
        trays += [m for m in usable if sentence.holds(m.start) and m.end <= q.start and
                  lex.entities[m.value].kind == "tray" and
                  subject_words(lex).per_tray.match(text, q.end)]
        if (each := subject_words(lex).per_tray_before.search(
                text, clause.start, q.start)) is not None and not any(
                    each.end() <= m.start < q.start and lex.entities[m.value].kind == "system"
                    for m in wholes):
            return Match(each.start(), each.end(), next(
                e.name for e in lex.entities.values() if e.kind == "tray"), "tray")  # "每个托盘
            # 2 颗 GB200 超级芯片 (4 颗 GPU)": each tray's GPUs, no rack's
        if trays and not any(
                trays[-1].end <= m.start < q.start and lex.entities[m.value].kind == "system"
                and not _OF_THE.search(text, max(0, m.start - 8), m.start) for m in wholes):
            return trays[-1]  # "NVL72 每个计算托盘 ... 4 颗 GPU", "each compute tray of a GB200
            # NVL72 holds 4 GPUs": each tray's GPUs, no rack's
        wholes = [m for m in wholes if not (m.start >= q.end and _JOINED_BY.search(
            text, q.end, m.start))] or wholes  # "a rack containing 72 GPUs connected by a 130
        # TB/s NVLink Switch System": the rack's GPUs, the fabric only what joins them
        if wholes:  # the system its own clause names, else the nearest: "DGX A100 has 8
            # GPUs, DGX-2 has 16" gives DGX-2 none of the 8
            return min(wholes, key=lambda m: (lex.entities[m.value].kind != "system",
                                              not clause.holds(m.start),
                                              q.start - m.end if m.end <= q.start
                                              else m.start - q.end))
    if q.attribute == "introduced" and (opened := text.rfind("(", clause.start, q.start)) >= 0 \
            and ")" not in text[opened:q.start] and (first := next((
                m for m in usable if m.start > opened and m.end <= q.start), None)) is not None \
            and not text[opened + 1:first.start].strip() and \
            _YEAR_IN_BRACKET.fullmatch(text, first.end, q.start):
        return first  # "取代了前代 Ampere 架构(A100, 2020 年发布)": the year the bracket gives
        # the product that opens it, not the sentence's subject
    if q.attribute == "introduced" and (dating := lex.attributes["introduced"].get("dating")) \
            and (era := next((m for m in usable if re.fullmatch(
                r"\s*(?:" + "|".join(map(re.escape, dating)) + r")\s+", text[q.end:m.start],
                re.I)), None)):
        return era  # "the DGX-2 of 2018 used 2017-era NVLink 2.0 links": NVLink 2.0's year
    if q.attribute == "introduced" and (dated := next((
            m for m in usable if m.end <= q.start and (
                _DATED.fullmatch(text, m.end, q.start) or (
                    not text[m.end:q.start].strip() and _HEAD_CELL.match(text, q.end))) and
            not _NOT_SUBJECT_BEFORE.search(text, max(0, m.start - 14), m.start)), None)) and \
            _brought(q, clause, mentions, text, lex) is None:
        return dated  # "NVLink 2.0 on V100 (2017)": the V100's year, as "The B200 (2024)" is;
        # not "The DGX-1 with V100 (2017)", the DGX-1's, nor "The A100 (2020) brought NVLink 3.0"
    if q.attribute == "introduced":  # a name a relative clause is about is its verb's subject
        # even after "with": "announced in 2022 with the GH200, which shipped in 2023"
        return _of_its_verb(q, sentence, [m for m in mentions if m in usable or (
            _RELATIVE.match(text, m.end) and text[q.start].isdigit())], text, masked, lex) or \
            _brought(q, clause, mentions, text, lex) or (
                _head(before[0], mentions, text, lex) if before else
                after[0] if after and text[q.start].isdigit() and
                _OPENS_CLAUSE.fullmatch(text, clause.start, q.start) else None)
        # "..., 2017 年 V100 升级到 NVLink 2.0": a year opening its clause is of the clause's
        # first name, not the clause's before
    following = [m for m in mentions if clause.start <= m.start and m.start >= q.end]
    if q.attribute == "bandwidth" and following and \
            lex.entities[following[0].value].kind == "gpu" and \
            _ON_A_GPU.fullmatch(text, q.end, following[0].start) and not any(
                clause.start <= m.start and m.end <= q.start and
                lex.entities[m.value].kind == "interconnect" for m in mentions):
        return following[0]  # "from 160 GB/s on P100 to 300 GB/s on V100, 600 GB/s on A100":
        # each figure the GPU it is on, no interconnect named before it to own it
    if (whole := _per_whole(q, following, masked, words, lex)) is not None:
        return whole  # "..., 3.6 TB/s per GB200 superchip": the superchip's
    if q.attribute == "bandwidth" and following and \
            (_OF.fullmatch(between := _blank(masked, q.end, following[0].start, words)) or
             _OVER.fullmatch(between) or (_OPENS.fullmatch(between) and
                                          _CLOSES.match(text, following[0].end)) or
             (_A.fullmatch(between) and _THE_FIGURE.search(
                 _blank(masked, max(0, q.start - 20), q.start, words)))) and \
            lex.entities[following[0].value].kind in ("interconnect", "network") and \
            not _TOPIC.match(text, following[0].end):
        return following[0]  # "128 GB/s over its PCIe Gen5 x16 slot", "900 GB/s (NVLink-C2C)";
        # not the next item's head: "NVLink: 900GB/s PCIe Gen5: 128GB/s"
    if following and lex.entities[following[0].value].kind in (*WHOLE, "gpu") and \
            _THE_FIGURE.search(text, max(0, q.start - 6), q.start) and \
            _OF_A.fullmatch(_blank(masked, q.end, following[0].start, words)):
        return following[0]  # "half the 130 TB/s of an NVL72": the NVL72's; "from the 160
        # GB/s of the P100 to the 1.8 TB/s of the B200": the B200's, not the P100's
    adjacent = [m for m in mentions if clause.start <= m.start and m.end <= q.start]
    if q.attribute == "bandwidth" and (ended := next((
            m for m in adjacent if lex.entities[m.value].kind == "interconnect" and
            subject_words(lex).its_ends.fullmatch(text, m.end, q.start)), None)) is not None:
        return ended  # "NVLink-C2C between Grace and Hopper: 900 GB/s": the link's, not its ends'
    if adjacent and (giver := _giver(adjacent[-1], clause, sentence, usable, text, lex)):
        return giver  # "PCIe 5.0 x16 gives each H100 PCIe card 64 GB/s": PCIe 5.0's
    if adjacent and _WHOSE.search(text, max(0, adjacent[-1].start - 12), adjacent[-1].start) and \
            _NO_BREAK.fullmatch(text, adjacent[-1].end, q.start):
        return adjacent[-1]  # "matches the A100 SXM, whose NVLink 3.0 also does 600 GB/s": the
        # relative clause's own subject, not the sentence's
    if adjacent and "," in masked[adjacent[-1].end:q.start] and \
            _WHICH.fullmatch(_blank(masked, adjacent[-1].end, q.start, words)):
        return adjacent[-1]  # "an NDR port fits in a PCIe 5.0 x16 slot, which carries 64
        # GB/s": the slot's, not the clause's subject's
    if adjacent:
        between = _blank(masked, adjacent[-1].end, q.start, words)
        if _ADJACENT.fullmatch(between) or (
                lex.entities[adjacent[-1].value].kind == "interconnect" and
                (_AT.fullmatch(between) or subject_words(lex).link_at.fullmatch(between) or (
                    _COMMA.fullmatch(between) and (subject_words(lex).host_head.search(
                        text, max(0, adjacent[-1].start - 24), adjacent[-1].start) or (
                            len(adjacent) > 1 and
                            lex.entities[adjacent[-2].value].pcie == adjacent[-1].value and
                            text[adjacent[-2].end:adjacent[-1].start].strip() in (
                                ":", "\uff1a")))))):
            # "V100 PCIe: PCIe Gen3 x16, 16 GB/s": the card's own PCIe generation, named under
            # it as a head, owns the figure after a comma
            host = next((m for m in adjacent[-2::-1] if lex.entities[m.value].kind ==
                         "interconnect" and _LOCATED.fullmatch(
                             _blank(masked, m.end, adjacent[-1].start, words))),  # "per GPU on"
                        None)
            if host is None and len(adjacent) > 1 and \
                    _sits_in(adjacent[-2], adjacent[-1], text, lex):
                host = adjacent[-2]
            return host or adjacent[-1]
    if len(before) > 1 and lex.entities[before[0].value].kind == "gpu" and \
            lex.entities[before[1].value].kind == "interconnect" and \
            subject_words(lex).uses.fullmatch(text, before[0].end, before[1].start) and \
            re.match(r"[^,;]*,", text[before[1].end:q.start]):
        return before[1]  # "B200 率先应用第五代 NVLink-C2C 技术, 单卡带宽 1.8TB/s": what the GPU
        # is said to use carries the figure after it, as "H100 采用 PCIe 5.0, 单卡 128GB/s" does
    if before and not re.match(r"[^,]{0,12},", text[before[0].end:q.start]):
        if len(before) > 1 and lex.entities[before[0].value].kind == "gpu" and \
                lex.entities[before[1].value].family == "PCIe" and \
                not text[before[0].end:before[1].start].strip():
            return before[1]  # "H100 PCIe Gen5 bandwidth: 64 GB/s": the generation written
            # right after the GPU is what the figure measures
        head = _head(before[0], mentions, text, lex)
        if lex.entities[head.value].kind == "consumer-gpu" and \
                lex.entities[before[-1].value].family in ("PCIe", "InfiniBand"):
            return before[-1]  # "RTX 4090 dropped NVLink; two cards use PCIe 4.0, 128 GB/s":
            # a card of no figures of its own, the generation named for them carries the figure
        return head
    if after and _FOR_WHOM.search(text, q.end, after[0].start) and \
            "," not in text[q.end:after[0].start]:
        return after[0]  # not "900 GB/s total, 7x the bandwidth of PCIe Gen 5": the compared
    if after and lex.derived("copula", _copula).fullmatch(
            _blank(masked, q.end, after[0].start, words)) and (
            _ONLY.search(text, after[0].start, after[0].end) or
            _ONLY_ITS.match(text, after[0].end)):
        return after[0]  # "900 GB/s is SXM-only", "600 GB/s is the A100's alone"
    if after and not before and \
            not subject_words(lex).it_is.search(text, clause.start, q.start) and (
            not any(sentence.holds(m.start) and m.end <= q.start for m in usable) or
            lex.derived("opens-contrast", _opens_contrast).search(
                text[max(0, clause.start - 20):clause.start + 1])):
        return after[0]  # nothing named before it: the name after ("for 900 GB/s per H100"),
        # nor in its clause when that sets it against the one before ("..., nowhere near the
        # 600 GB/s an A100 gets")
    topic = next((m for m in usable if sentence.holds(m.start)), None)
    if topic is not None and re.match(r"\s*(?:\([^()]*\))?\s*:", text[topic.end:]):
        return topic
    if before and (host := next((
            m for m in mentions if sentence.holds(m.start) and m.end <= before[-1].start and
            _ASIDE_OPENS.search(text, m.end, before[-1].start) and
            _sits_in(m, before[-1], text, lex)), None)) is not None:
        return host  # "The first NVSwitch, in DGX-2, had 64 NVLink ports", "First-gen NVSwitch
        # (DGX-2, 2018) is an 18-port switch": the switch's, the system it sits in set aside
    if before:  # not the base compared with: "a faster alternative to PCIe 3.0: each link ..."
        return next((m for m in reversed(before)
                     if not based.search(text, max(0, m.start - 36), m.start)), before[-1])
    earlier = [m for m in usable if sentence.holds(m.start) and m.end <= q.start and
               not _FIGURE_OF.search(masked, max(0, m.start - 48), m.start) and
               not based.search(text, max(0, m.start - 36), m.start)]
    # "keeps the 50 GB/s per-link rate of Ampere but raises the links from 12 to 18": Ampere
    # owns the figure before it alone, the clauses after go on with the sentence's subject
    if len(earlier) > 1 and (_sits_in(earlier[-2], earlier[-1], text, lex) or (
            _POSSESSIVE.fullmatch(text[earlier[-2].end:earlier[-1].start]) and
            _head(earlier[-2], mentions, text, lex) is earlier[-2])):
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
    return next((_head(m, list(mentions), text, lex) for span in (clause, sentence)
                 for m in mentions if span.start <= m.start and m.end <= receiver.start), None)


def _sits_in(part: Match, whole: Match, text: str, lex: Lexicon) -> bool:
    """Whether ``whole`` names the system or superchip ``part`` sits in, written right after
    it, so that it is no subject of the figures after them: "the third-gen NVSwitch in the DGX
    H100", "第二代 NVSwitch (DGX A100) 有 36 个端口", "NVLink-C2C inside the GH200"."""
    return lex.entities[whole.value].kind in WHOLE and \
        lex.entities[part.value].kind in ("switch", "interconnect") and \
        _WHERE.fullmatch(text, part.end, whole.start) is not None


_ASIDE_OPENS = re.compile(r"[,(]")
"""Between a name and the system it sits in, a comma or a bracket setting the system aside."""

_WHERE = re.compile(r"\s*,?\s*(?:(?:in|inside|within|on)\s+(?:the\s+|an?\s+|each\s+)?|\(\s*)", re.I)
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

_RELATIVE = re.compile(r"\s*,?\s*(?:that|which|who)\b", re.I)
"""After a name, the pronoun of a relative clause about it: "the DGX-2 that put sixteen of them
behind NVSwitch arrived in 2018" is the DGX-2's year, its clause's NVSwitch an object."""

_TO_YEAR = re.compile(r"\s*(?:in|on|at|during|于|在)?[^,;.\d()]{0,24}$", re.I)

_PART = re.compile(r"[,;]")

_OPENS_CLAUSE = re.compile(r"[\s,;]*(?:in\s+)?", re.I)
"""Before a year that opens its clause: "2017 年 V100 ...", "in 2020 the A100 ..."."""


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
    said = subject_words(lex)
    if (tail := said.after_year.match(text, q.end)) and \
            (verb := verbs.match(text, tail.end())) and \
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
    if last is not None and said.before_year.fullmatch(text, last.end, q.start) and \
            (tail := said.after_year.match(text, q.end)) and \
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
    return _head(topic, list(mentions), text, lex) if topic else None  # "X's NVLink, introduced in"


_PHRASE_END = re.compile(r"[,;\uff0c\uff1b\u3001]")


def _in_domain(q: Quantity, clause: Span, text: str, mentions: Sequence[Match],
               lex: Lexicon) -> bool:
    """Whether the figure is said of a whole NVLink domain, rack or system: a phrase of
    ``in_domain`` after it in its clause (a Chinese one anywhere in the clause), or a system
    named after it with a word placing the figure inside it."""
    said = subject_words(lex)
    return any(found.start() >= q.end or not found.group().isascii()
               for found in said.in_domain.finditer(text, clause.start, clause.end)) or any(
        m.start >= q.end and clause.holds(m.start) and lex.entities[m.value].kind == "system"
        and not _PHRASE_END.search(text, q.end, m.start)
        and said.inside_system.search(text, max(q.end, m.start - 16), m.start)
        for m in mentions)


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
        return lex.derived("systems-counted", _systems_counted).search(
            text, max(0, m.start - 24), m.start) is not None
    return kind == "switch" and (
        _PARTS.search(text, max(0, m.start - 24), m.start) is not None or
        lex.derived("switch-parts-in-words", _parts_in_words).search(
            text, max(0, m.start - 32), m.start) is not None or
        _PARTS_AFTER.match(text, m.end) is not None)


def _systems_counted(lex: Lexicon) -> re.Pattern[str]:
    """Before a system's or superchip's name, a number of them (more than one, in digits or a
    number word), perhaps with a measure word (relation-words ``systems-counted-by``), perhaps of
    another name and this one: "32 DGX H100 nodes", "4x DGX H100", "8 台 DGX A100", "2 颗 GB200
    超级芯片", "two GB200 superchips", "up to 256 H200s or GH200 superchips"."""
    words = [str(k) for k, v in lex.paraphrase.get("number-words", {}).items()
             if str(v).isdigit() and int(v) > 1]
    return re.compile(r"(?<![\w.])(?:[2-9]|\d{2,4}|" + _alternation(words) + r")\s*(?:" +
                      _alternation(lex.words("systems-counted-by")) + r")?\s*"
                      r"(?:[\w.-]{2,12}\s+(?:or|and)\s+|[\w.-]{2,12}\s*(?:或|和|/)\s*)?$", re.I)

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


_COMPARED = re.compile(
    r"(?:与|和|跟|同|比|像|\blike|\bas|\bthan|\bunlike|\bfrom|从)\s*(?:the\s+)?$", re.I)

_ORDINAL = quantities.ORDINAL

_FRONTED_GENERATION = re.compile(r"(?:^|[.;:!?\u3002]\s*)(?:now\s+)?in\s+its\s+(?P<gen>" +
                                 quantities.GENERATION.pattern + r")\s*,\s*$", re.I)
"""Opening the sentence right before a family's bare name, the generation it has reached: "Now
in its fourth generation, NVLink connects ..." is NVLink 4.0."""


def _multiple_before(lex: Lexicon) -> re.Pattern[str]:
    """A word stating a multiple (the lexicon's ``multiples``), right before what it multiplies:
    "doubled Gen3"."""
    return re.compile(r"(?:" + starting_words([str(w) for w in lex.paraphrase.get(
        "multiples", [])]) + r")\s*(?:the\s+)?$", re.I)

def _described_by(lex: Lexicon) -> re.Pattern[str]:
    """Between the comma closing a fronted phrase and the product it describes, words of
    ``described-by``: "..., the H100", "..., NVIDIA's H100"."""
    return re.compile(r"\s*(?:(?:" + listed_words(lex, "described-by") + r")\s+)*", re.I)


def _described_product(q: Quantity, sentence: Span, mentions: Sequence[Match], text: str,
                       lex: Lexicon, architecture: str | None = None) -> Match | None:
    """The product an architecture's year describes, the architecture only what it is built on:
    the name right before a bracket holding both ("A100 (Ampere 架构, 2020 年发布)"), or the
    name right after a fronted phrase that opens with a word of arrival and holds both
    ("Introduced in 2022 and based on the Hopper architecture, the H100 ..."), or one of the
    ``architecture``'s GPUs named after it in the same phrase ("2020 年发布了基于 Ampere 架构的
    A100", "2024 年发布了 Blackwell 架构及 B200 GPU")."""
    products = [m for m in mentions if sentence.holds(m.start) and
                lex.entities[m.value].kind in ("gpu", "card", "superchip", "system")]
    if architecture is not None and (built := next((
            m for a in mentions if a.value == architecture and sentence.holds(a.start)
            for m in products if m.start >= a.end and
            lex.entities[m.value].architecture == architecture and
            text[a.end:m.start].strip() and _SAME_PHRASE.fullmatch(text, a.end, m.start)),
            None)) is not None:
        return built
    opened = max(text.rfind("(", sentence.start, q.start), text.rfind("\uff08", sentence.start,
                                                                      q.start))
    if opened >= 0 and not any(c in text[opened:q.start] for c in ")\uff09") and (
            owner := next((m for m in products if m.end <= opened and
                           not text[m.end:opened].strip()), None)):
        return owner  # never a product named after the bracket ("Hopper 架构(2022 年首发), 后被
        # B200 取代": the architecture's year, no product's)
    lead = text[sentence.start:q.start].lstrip(" \"'([")
    comma = min((k for k in (text.find(",", q.end, sentence.end),
                             text.find("\uff0c", q.end, sentence.end)) if k >= 0), default=-1)
    if comma < 0 or "," in text[sentence.start:q.start] or \
            quantities.arrival_verbs(lex).match(lead) is None:
        return None
    after = lex.derived("described-by", _described_by).match(text, comma + 1)
    return next((m for m in products if m.start == after.end()), None) if after else None


def _gen_alone(lex: Lexicon) -> re.Pattern[str]:
    """A generation written "GenN" (``list-generation-prefixes``) with no family opening the next
    item of a list after a comma or a word of ``gen-alone-joins`` (perhaps with one of
    ``gen-alone-determiners``), its name elided: "Gen4 NVLink tops out at 0.9 TB/s, Gen5 at 1.8
    TB/s" (never a PCIe width, "Gen5 x16", nor the thing compared: "doubles Gen5 to 128
    GB/s")."""
    joins = listed_words(lex, "gen-alone-joins", True)
    return re.compile(r"(?:[,;\uff0c\uff1b]\s*(?:(?:" + joins + r")\s+)?|(?:" + starting_words(
        w for w in lex.words("gen-alone-joins") if w[:1].isascii()) + r")\s+|(?:" + (
        listed_words(lex, "gen-alone-joins", False) or "(?!)") + r")\s*)(?:(?:" +
                      listed_words(lex, "gen-alone-determiners") + r")\s+)?(?:" +
                      listed_words(lex, "list-generation-prefixes") +
                      r")\s*([1-7])\b(?!\.\d|\s*x\d)", re.I)


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
    found = sorted([*quantities.GENERATION.finditer(masked, start, q.start),
                    *(g for g in lex.derived("gen-alone", _gen_alone).finditer(
                        masked, max(0, start - 12), q.start)
                      if g.start(1) >= start)], key=lambda g: g.start())
    if not found and (bare := next((m for m in mentions if m.value == family and
                                    clause.holds(m.start) and m.end <= q.start), None)) and \
            (fronted := _FRONTED_GENERATION.search(masked, 0, bare.start)) is not None:
        found = list(quantities.GENERATION.finditer(masked, fronted.start("gen"),
                                                    fronted.end("gen")))
    if not found or _COMPARED.search(masked, max(0, found[-1].start() - 16), found[-1].start()) \
            or lex.derived("multiple-before", _multiple_before).search(
                masked, max(0, found[-1].start() - 16), found[-1].start()):
        return None  # nor the one multiplied: "PCIe 4.0 doubled Gen3, to about 32 GB/s"
    word = next(g for g in found[-1].groups() if g).lower()
    n = _ORDINAL.get(word) or int(word[0])
    return next((m for m in sorted(lex.members(family)) if m.endswith(f" {n}.0")), None)
