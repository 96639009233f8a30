"""Qualifier binding across figures: whose figure it is when several names stand near it (its
own, another generation's, between two GPUs, "both", "the same as"), figures that share one
subject or qualifier (chains, "=", echoes, footnotes, a shared direction or scope, a header),
and figures denied or set apart ("not", "from ... to")."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from ..lexicon import Lexicon, Match
from . import phrases
from .figures import PRODUCT_TAIL
from .kinds import CARRIERS, WHOLE
from .mentions import denial_words
from .phrases import Span
from .quantities import Quantity
from .relations import _alternation, hints, may_hold, spaced_words, starting_words
from .relations import listed as listed_words
from .scope import _blank
from .subjects import _AT, _OF, _OPENS, _THE_FIGURE, _TOPIC
from .systems import system_words


@dataclass(frozen=True, slots=True)
class _SaidWords:
    """The lexicon's words (section ``relation-words``) that say what a sentence's figures are
    of, as patterns."""

    set_apart: re.Pattern[str]
    """In a sentence naming one GPU and an NVLink generation it does not use, words setting
    them apart ("faster than", "不是"): the figure is no generation's of the two
    (``generations-set-apart``, ``generations-set-apart-prefixes``)."""
    said_of: re.Pattern[str]
    """Between a name and a direction, the words that say its figures are so: "NVLink bandwidth
    is", "PCIe figures are quoted", "NVLink figures in this table are" (``said-of-nouns``,
    ``said-of-places``, ``said-of-verbs``, ``said-of-adverbs``)."""
    turns: re.Pattern[str]
    """After a GPU, a word turning to something else ("while", "but": ``turns``) or a
    semicolon."""
    nic_noun: re.Pattern[str]
    """After a NIC's name, the noun it names ("eight ConnectX-7 adapters at 400 Gb/s":
    ``nic-nouns``)."""
    nic_after: re.Pattern[str]
    """A network card written after a figure, whose own rate the figure is ("a 400Gb/s NIC":
    ``nic-after``)."""
    nic_after_hints: tuple[str, ...] | None
    """A cheap test before ``nic_after`` (``relations.hints``): most figures have no card after
    them, and the pattern is tried at every character of the window."""


def _compile_said_words(lex: Lexicon) -> _SaidWords:
    listed = partial(listed_words, lex)

    return _SaidWords(
        set_apart=re.compile(r"\b(?:" + listed("generations-set-apart", True) + r")\b|\b(?:" +
                             listed("generations-set-apart-prefixes") + ")|" +
                             listed("generations-set-apart", False), re.I),
        said_of=re.compile(r"[\s,]*(?:(?:" + listed("said-of-nouns") + r")\s*)?"
                           r"(?:(?:in|of)\s+(?:this|the)\s+(?:" + listed("said-of-places") +
                           r")\s+)?(?:" + listed("said-of-verbs") + r")\s*(?:(?:" +
                           listed("said-of-adverbs") + r")\s+)?", re.I),
        turns=re.compile(r"\b(?:" + listed("turns") + r")\b|;", re.I),
        nic_noun=re.compile(r"^\s*(?:(?:" + listed("nic-nouns", True) + r")\b|" +
                            listed("nic-nouns", False) + ")", re.I),
        nic_after=re.compile(r"(?<![A-Za-z])(?:" + spaced_words(lex.words("nic-after")) +
                             r")(?![A-Za-z])", re.I),
        nic_after_hints=hints(lex.words("nic-after")))


def said_words(lex: Lexicon) -> _SaidWords:
    """The patterns of ``_SaidWords``, compiled once per lexicon."""
    return lex.derived("said-words", _compile_said_words)
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
            len(here) != 2 or said_words(lex).set_apart.search(masked, sentence.start,
                                                                 sentence.end):
        return None
    other = (gpus | generations) - {subject}
    return other.pop() if len(other) == 1 else None


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
                said_words(lex).said_of.fullmatch(text, names[0].end, ways[0].start):
            found[lex.entities[names[0].value].family or names[0].value] = ways[0]
    return found


def _said_of(q: Quantity, picked: Match, masked: str, words: Sequence[Match],
             lex: Lexicon) -> bool:
    """Whether a figure is said of the interconnect named right after it ("the 1.8 TB/s of
    NVLink 5.0 per GPU"): that interconnect's, whatever network its sentence compares it with
    ("the scale-out network still trails the 1.8 TB/s of NVLink 5.0")."""
    return picked.start >= q.end and lex.entities[picked.value].kind == "interconnect" and \
        _OF.fullmatch(_blank(masked, q.end, picked.start, words)) is not None


_COLON = re.compile(":")

@dataclass(frozen=True, slots=True)
class _ChangeWords:
    """The lexicon's words of a change from one figure or name to another (``from-to-before``,
    ``from-to``), as patterns."""

    left: re.Pattern[str]
    """Before a name, the word of a change leaving it, perhaps with a determiner
    (``from-to-determiners``): "from the DGX A100", "从 DGX A100"."""
    arrived: re.Pattern[str]
    """Before a figure, the word of a change arriving at it: "to 7.2 TB/s", "提升到了"."""
    left_figure: re.Pattern[str]
    """Before a figure, the word of a change leaving it, perhaps with a hedge (``from-hedges``;
    a word a space after it, a sign maybe none): "from about 16 GB/s"."""
    leaving: re.Pattern[str]
    """Before a figure, the word of a change leaving it: "links go from 12 to 18", "从 12 条"."""
    moving_to: re.Pattern[str]
    """After that figure, a few words and the word or arrow of the change arriving at the next:
    "from 12 to 18", "从 12 条增加到 18 条", "12 \u2192 18"."""


def _compile_change_words(lex: Lexicon) -> _ChangeWords:
    left = starting_words(lex.words("from-to-before"))
    hedges = lex.words("from-hedges")
    spelled = [w for w in hedges if w[-1:].isascii() and w[-1:].isalnum()]
    return _ChangeWords(
        left=re.compile(r"(?:" + left + r")\s*(?:(?:" + listed_words(lex, "from-to-determiners") +
                        r")\s+)?$", re.I),
        arrived=re.compile(r"(?:" + starting_words(lex.words("from-to")) + r")了?\s*$", re.I),
        left_figure=re.compile(r"(?:" + left + r")\s*(?:(?:" + _alternation(spelled) +
                               r")\s+|(?:" + _alternation(w for w in hedges if w not in spelled) +
                               r")\s*)?$", re.I),
        leaving=re.compile(r"(?:" + left + r")\s*$", re.I),
        moving_to=re.compile(r"\s*(?:[^\d,;:.\u3002]{0,6}?)\s*(?:" +
                             _alternation(lex.words("from-to")) + r"|\u2192|->)了?\s*$", re.I))


def change_words(lex: Lexicon) -> _ChangeWords:
    return lex.derived("change-words", _compile_change_words)


def _arrived_at(q: Quantity, subject: str, sentence: Span, named: Sequence[Match],
                text: str, masked: str, lex: Lexicon) -> str | None:
    """For a figure a change arrives at ("rises from 4.8 TB/s to 7.2 TB/s", "从 4.8TB/s 提升到
    7.2TB/s") given to the name the change leaves ("from the DGX A100", "从 DGX A100"), the
    other name of that kind in the sentence, which the change arrives at."""
    here = [m for m in named if sentence.holds(m.start)]
    if not any(m.value == subject and _left(m, q, text, masked, lex) for m in here):
        return None
    kind = lex.entities[subject].kind
    return next((m.value for m in here if m.value != subject and
                 lex.entities[m.value].kind == kind), None)


def _departed_from(q: Quantity, subject: str, sentence: Span, named: Sequence[Match],
                   text: str, masked: str, lex: Lexicon) -> str | None:
    """For a figure a change leaves ("has gone from about 16 GB/s to 32") given to the name a
    span of names arrives at ("From PCIe 3.0 to PCIe 6.0, ..."), the name the span leaves: the
    change's first figure is the first name's, as its last is the last's."""
    said = change_words(lex)
    if not said.left_figure.search(masked, max(0, q.start - 16), q.start):
        return None
    here = [m for m in named if sentence.holds(m.start) and m.end <= q.start]
    kind = lex.entities[subject].kind
    if not any(m.value == subject and said.arrived.search(text, max(0, m.start - 8), m.start)
               for m in here):
        return None
    return next((m.value for m in here if m.value != subject and
                 lex.entities[m.value].kind == kind and
                 said.left.search(text, max(0, m.start - 12), m.start)), None)


@dataclass(frozen=True, slots=True)
class _WholeWords:
    """The lexicon's words (section ``relation-words``, ``whole-*``) that tie a figure to a
    system of several GPUs or set it apart from one, as patterns."""

    against: re.Pattern[str]
    """Around a system named before a figure, words that set the figure against the system
    ("Don't confuse the DGX B200 with its GPUs: each has 1.8 TB/s", "equals the DGX A100, whose
    ..."): the figure is no longer said of the system's GPUs."""
    many: re.Pattern[str]
    """After a system's name, words that make it one of many ("DGX A100 SuperPODs", "the DGX
    A100 systems of the SuperPOD", the plural of "DGX A100 system"): a cluster, whose GPUs'
    figure is their NVLink's, no system's."""
    its_gpus: re.Pattern[str]
    """Between a system named and a figure, words that take the system up again ("its 8 GPUs",
    "each of those GPUs", "on the 8-GPU board", "the superchip as a whole")."""
    over: re.Pattern[str]
    """Around a figure, the NVLink generation it goes over: "Each B200 in a DGX B200 reaches its
    peers over fifth-gen NVLink at 1.8 TB/s", "In the DGX A100 each GPU gets 600 GB/s over
    third-generation NVLink" are that generation's figures."""
    each_before: re.Pattern[str]


def _compile_whole_words(lex: Lexicon) -> _WholeWords:
    said = lex.relation_words

    def words(key: str) -> str:
        return spaced_words(said.get(key, []))

    each = words("whole-each")
    return _WholeWords(
        against=re.compile(r"\b(?:" + words("whole-set-against") +
                           r"|same\b[^,;:()]{0,50}\bas)\b", re.I),
        many=re.compile(r"(?:s\b|\s*(?:" + words("whole-many") + r")\b)", re.I),
        its_gpus=re.compile(r"\b(?:" + words("whole-its") +
                            r")\s+(?:[\w-]+\s+){0,2}?GPUs\b|\b(?:" + each + r")\s+GPU\b|"
                            r"\bthe\s+(?:[\w-]+\s+)?(?:" + words("whole-parts") +
                            r")\b", re.I),
        over=re.compile(r"\b(?:" + words("whole-over") +
                        r")\s+(?:the\s+)?(?:[\w-]+\s+)?NVLink(?!\s*Switch)", re.I),
        each_before=re.compile(r"\b(?:" + each + r")\s+$", re.I))


_WHOLES_GPUS = re.compile(r"\s*(?:'s|\u2019s)\s+(?:[\w-]+\s+)?GPUs\b", re.I)
"""After a system's name, its GPUs: "The GB200's Blackwell GPUs each get 18 NVLink 5 links"."""

_GPUS_OWN = re.compile(r"(?:'s|\u2019s)\s+(?:own\s+)?$", re.I)

_A_GPUS_OWN = re.compile(r"\bGPU(?:'s|\u2019s)", re.I)
"""A GPU unnamed owning what follows: "On a GB200 the GPU's NVLink 5 gives 1.8 TB/s" is the
GPU's NVLink, no total of the superchip's."""


def _gpus_whole(q: Quantity, subject: str, scope: str | None, picked: Match, sentence: Span,
                named: Sequence[Match], text: str, lex: Lexicon) -> str | None:
    """The system or superchip of several GPUs whose GPUs a figure of their NVLink generation is
    said of, as a curator files it: the whole named before the figure in its sentence, of that
    generation, when the sentence takes it up again before the figure ("Every DGX B200 holds
    eight GPUs, and each of those GPUs gets 1.8 TB/s of NVLink 5", "The HGX H100 wires up its
    eight GPUs with NVLink 4 at 900 GB/s each"), names its GPUs ("The DGX A100's A100 GPUs each
    have 12 NVLink 3 links"), houses the GPU ("Each H100 in a DGX H100 keeps 900 GB/s of NVLink
    4") or gives its NVLink a figure no GPU's wording scopes ("An HGX B200 runs NVLink 5 at 14.4
    TB/s"). Not when the figure is set against the whole ("compared with", "than"), the whole
    is one of many ("DGX H100 SuperPODs") or a GPU owns the NVLink ("the B200's own NVLink is
    1.8 TB/s")."""
    if lex.entities[subject].family != "NVLink" or q.attribute not in ("bandwidth",
                                                                        "link-count"):
        return None
    said = lex.derived("whole-words", _compile_whole_words)
    wholes = [m for m in named if m.end <= q.start and lex.entities[m.value].kind in WHOLE and
              lex.entities[m.value].uses == subject and (lex.entities[m.value].gpus or 0) > 1 and
              (sentence.holds(m.start) or said.its_gpus.search(text, sentence.start, q.start))]
    whole = wholes[-1] if wholes else None  # or one a sentence before, taken up again: "...;
    # its eight GPUs share 14.4 TB/s"
    if whole is None or said.against.search(
            text, max(sentence.start, whole.start - 14), q.start) or \
            said.many.match(text, whole.end) or any(
                lex.entities[m.value].kind == "gpu" and m.end <= picked.start and
                _GPUS_OWN.fullmatch(text, m.end, picked.start) for m in named):
        return None
    gpus = [m for m in named if whole.end <= m.start and m.end <= q.start and
            lex.entities[m.value].kind in ("gpu", "architecture")] or \
        _A_GPUS_OWN.findall(text, whole.end, q.start)
    if said.over.search(text, whole.end, sentence.end):
        return None  # "In the DGX A100 each GPU gets 600 GB/s over third-generation NVLink"
    housed = any(m.end <= whole.start and lex.entities[m.value].kind == "gpu" and
                 system_words(lex).housed.fullmatch(text, m.end, whole.start) for m in named)
    each = any(lex.entities[m.value].kind == "gpu" and whole.end <= m.start and
               m.end <= q.start and said.each_before.search(text, max(0, m.start - 8), m.start)
               for m in named) and said.its_gpus.search(text, whole.end) is not None
    # "On a GB200 each B200 gets 1.8 TB/s, so the superchip as a whole ...": one of the GPUs of
    # a system the claim goes on about
    if said.its_gpus.search(text, whole.start, q.start) or _WHOLES_GPUS.match(text, whole.end) or \
            housed or each or (scope is None and q.attribute == "bandwidth" and not gpus):
        return whole.value
    return None


_WHOSE_GPU = re.compile(r"\s*(?:'s|\u2019s)\s+(?:own\s+)?", re.I)

_WHERE_FIRST = re.compile(r"\s*(?:in|on|inside|within)\s+(?:the\s+|an?\s+)?$", re.I)

_THE_GPU = re.compile(r"[^,;:.\d]{0,40}?,?\s*the\s+", re.I)

_TOPIC_HEAD = re.compile(r"\s*(?:the\s+)?", re.I)



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
        if gpu is None or said_words(lex).turns.search(text, gpu.end, q.start):
            continue
        if _WHOSE_GPU.fullmatch(text, whole.end, gpu.start) or (
                _WHERE_FIRST.fullmatch(text, sentence.start, whole.start) and
                _THE_GPU.fullmatch(text, whole.end, gpu.start)):
            return whole.value
    return None


def _left(name: Match, q: Quantity, text: str, masked: str, lex: Lexicon) -> bool:
    """Whether ``q`` is a figure a change arrives at and ``name`` the name the change leaves."""
    said = change_words(lex)
    return bool(said.left.search(text, max(0, name.start - 12), name.start)) and \
        bool(said.arrived.search(masked, max(0, q.start - 8), q.start))


_GPUS_TIMES = re.compile(r"(?<![\d.,])(\d{1,3})\s*(?:x|\u00d7|\*)\s*$", re.I)


def _one_gpus_share(q: Quantity, masked: str, gpus: int | None) -> bool:
    """Whether a system's figure is written as its number of GPUs times it: "72 x 1.8 TB/s" in
    a claim about a 72-GPU rack is each GPU's share of the rack's total."""
    times = _GPUS_TIMES.search(masked, max(0, q.start - 8), q.start)
    return times is not None and gpus is not None and int(times[1]) == gpus


_TIMES_EQUALS = re.compile(r"(?<![\d.,])(\w+)\s*(?:x|\u00d7|\*)\s*[\d.,]+\s*(?:[GT]B/s)?\s*"
                           r"[=\uff1d]\s*(?:~|about\s+|约\s*)?$", re.I)
"""Before a figure, a count times another figure, equal to it: "4 x 14.4 = 57.6 TB/s"."""


def _several_machines(q: Quantity, sentence: Span, masked: str, lex: Lexicon) -> bool:
    """Whether a figure is a count of machines the sentence counts times one machine's figure:
    "a 4-node DGX B200 pod: 4 x 14.4 = 57.6 TB/s" (names masked) is four systems' total, no
    figure of one."""
    times = _TIMES_EQUALS.search(masked, max(0, q.start - 48), q.start)
    if times is None:
        return False
    count, counted = lex.derived("machines counted", _compile_machines_counted)
    n = count(times[1])
    return n is not None and n > 1 and any(
        count(m[1]) == n for m in counted.finditer(masked, sentence.start, sentence.end))


def _compile_machines_counted(lex: Lexicon) -> tuple[Callable[[str], int | None],
                                                     re.Pattern[str]]:
    """How a count is read (digits or a number word), and a number of machines no lexicon name
    says ("4-node", "4 HGX H100 nodes" with the name masked, "4 个节点", "4 台")."""
    numbers = {str(k).lower(): int(v) for k, v in lex.paraphrase.get("number-words", {}).items()
               if str(v).isdigit()}

    def count(word: str) -> int | None:
        return int(word) if word.isdigit() else numbers.get(word.lower())
    words = "|".join(re.escape(w) for w in sorted(lex.not_a_property.get("unnamed-machine", []),
                                                    key=len, reverse=True))
    return count, re.compile(r"(?<![\w.,])(\w+)\s*(?:-\s*)?(?:个\s*)?(?:(?:" + words +
                             r")(?:s|es)?(?![A-Za-z])|台)", re.I)




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
    ConnectX-7 at 400 Gb/s", "ConnectX-7 400Gb/s"), or right before it as what qualifies it
    ("eight 400 Gb/s ConnectX-7 ports", "400Gb/s 的 ConnectX-7 端口"), in a clause that names
    no InfiniBand generation for it to carry ("ConnectX-7 runs NDR at 400Gb/s" is NDR's)."""
    if any(clause.holds(m.start) and lex.entities[m.value].family == "InfiniBand"
           for m in mentions):
        return False
    after = next((m for m in mentions if m.start >= q.end), None)
    if after is not None and lex.entities[after.value].kind in CARRIERS and \
            _QUALIFIES.fullmatch(masked, q.end, after.start):
        return True
    if _nic_named_after(q, mentions, masked, lex):
        return True
    before = [m for m in mentions if clause.start <= m.start and m.end <= q.start]
    return bool(before) and lex.entities[before[-1].value].kind in CARRIERS and \
        bool(_AT.fullmatch(gap := said_words(lex).nic_noun.sub("", _blank(
            masked, before[-1].end, q.start, words), count=1)) or not gap.strip())


def _nic_named_after(q: Quantity, mentions: Sequence[Match], masked: str, lex: Lexicon) -> bool:
    """Whether a network card is written right after a figure, as what qualifies it, with at
    most the names of networks between ("wired to a 400Gb/s NIC", "a 400 Gb/s InfiniBand
    HCA", "400Gb/s 的网卡": ``nic-after``)."""
    said = said_words(lex)
    window = masked[q.end:q.end + 60]
    if not may_hold(window, window.lower(), said.nic_after_hints):
        return False
    card = said.nic_after.search(masked, q.end, q.end + 60)
    if card is None:
        return False
    gap = list(masked[q.end:card.start()])
    for m in mentions:
        if q.end <= m.start and m.end <= card.start():
            if lex.entities[m.value].kind not in ("interconnect", "network", "nic"):
                return False
            gap[m.start - q.end:m.end - q.end] = " " * (m.end - m.start)
    return _QUALIFIES.fullmatch("".join(gap)) is not None


_QUALIFIES = re.compile(r"\s*(?:的)?\s*")
"""Between a figure and the name it qualifies: "400 Gb/s ConnectX-7", "400Gb/s 的 ConnectX-7"."""


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


@dataclass(frozen=True, slots=True)
class _FellowWords:
    """The lexicon's words (section ``relation-words``) that say a figure is two names' together
    or the same as another's, as patterns."""

    both: re.Pattern[str]
    """Between two names said of together: "A and B", "A 和 B" (``both-joins``)."""
    paired: re.Pattern[str]
    """Between two products joined with nothing else between them: "A800/H800", "A800 和 H800",
    "the A800 and the H800" (a slash, a 、 or ``both-joins``, any case)."""
    both_after: re.Pattern[str]
    """After the second of them, "both" ("A and B both ...", "A 和 B 都 ...": ``both``, a
    Chinese one perhaps after up to three characters)."""
    set_against: re.Pattern[str]
    """Between two names set against each other, then "both": "A vs B: both 50 GB/s"
    (``both-set-against``)."""
    both_before: re.Pattern[str]
    """Before the first of them: "Both A and B ..." (``both-before``)."""
    both_at: re.Pattern[str]
    """Between "both" and the figure: "both run at 50 GB/s" (``both-verbs``)."""
    same_before: re.Pattern[str]
    """Before a name with the same figure: "600 GB/s, same as the A100" (``same-as``), never
    "not the same as"."""
    same_with: re.Pattern[str]
    """Before such a name in Chinese: "与 H100 的 NVLink 带宽相同" (``same-with``)."""
    same_after: re.Pattern[str]
    """After it, in the same phrase (``same-after``)."""


def _compile_fellow_words(lex: Lexicon) -> _FellowWords:
    listed = partial(listed_words, lex)

    return _FellowWords(
        both=re.compile(r"\s*(?:" + listed("both-joins") + r")\s*(?:the\s+)?"),
        paired=re.compile(r"\s*(?:/|\u3001|" + listed("both-joins") + r")\s*(?:the\s+)?", re.I),
        both_after=re.compile(r"\s*:?\s*(?:(?:" + listed("both", True) +
                              r")\b|[\u4e00-\u9fff]{0,3}?(?:" + listed("both", False) + "))",
                              re.I),
        set_against=re.compile(r"\s*(?:" + listed("both-set-against") + r")\s*", re.I),
        both_before=re.compile(r"(?<![A-Za-z])(?:" + listed("both-before") +
                               r")\s+(?:the\s+)?$", re.I),
        both_at=re.compile(r"\s*(?:" + listed("both-verbs") + r")?\s*", re.I),
        same_before=re.compile(r"(?<!not )(?<!not the )\b(?:" + listed("same-as") +
                               r")(?:\s+\w+)?\s+as\s+(?:the\s+|an?\s+)?$", re.I),
        same_with=re.compile(r"(?:" + listed("same-with") + r")\s*$"),
        same_after=re.compile(r"[^,;。]{0,14}(?:" + listed("same-after") + ")"))


def fellow_words(lex: Lexicon) -> _FellowWords:
    """The patterns of ``_FellowWords``, compiled once per lexicon."""
    return lex.derived("fellow-words", _compile_fellow_words)


_ITS_OWN_FIGURE = re.compile(r"(?:\s*x\d{1,2})?\s*(?:'s|\u2019s|的)\s*\d")
"""After a name, its own figure: "PCIe 5.0 x16's 128 GB/s"."""



def _compile_gpus_total(lex: Lexicon) -> re.Pattern[str]:
    words = "|".join(re.escape(str(w)) for w in lex.words("gpus-total-joins"))
    return re.compile(r"(?<![\w.,])\d{2,}\s+[^,;:.\d]{0,48}?\bGPUs\s+(?:" + (words or "(?!)") +
                      r")\s+(?:up\s+to\s+|about\s+)?$", re.I)


def _total_of_gpus_counted(q: Quantity, sentence: Span, masked: str, lex: Lexicon) -> bool:
    """Whether a figure is joined to a count of ten GPUs or more written right before it ("clusters
    of up to 256 connected H100 GPUs and 57.6 TB/s of all-to-all bandwidth"): those GPUs' total,
    no figure of one GPU or of its NVLink."""
    return lex.derived("gpus-total", _compile_gpus_total).search(
        masked, max(sentence.start, q.start - 80), q.start) is not None


def _compile_machine(lex: Lexicon) -> re.Pattern[str]:
    """A machine no lexicon name says, that GPUs are within: "8 GPUs within a single server",
    "inside one node, four A100s", "... compute per rack", "an 8-GPU server", "单台服务器内",
    "8卡系统", its GPU perhaps named after the count ("an 8-GPU H100 server",
    "8 卡 H100 服务器"). The words around the machine are the lexicon's relation-words
    ``machine-*``."""
    words = "|".join(re.escape(w) for w in sorted(lex.not_a_property.get("unnamed-machine", []),
                                                    key=len, reverse=True))

    def said(key: str) -> str:
        return _alternation(lex.words(f"machine-{key}"))

    gpu = r"(?:[A-Za-z][\w.]*\s*)?"  # the GPU the machine's count is of ("an 8-GPU H100 server")
    return re.compile(
        r"\b(?:" + said("within") + r")\s+(?:" + said("determiners") + r")\s+(?:(?:" +
        said("single") + r")\s+)?(?:" + words + r")\b|\b(?:" + said("per") + r")\s+(?:" +
        words + r")\b|\b[\w.]+-(?:" + said("gpus") + r")\s+" + gpu + "(?:" + words + r")\b|"
        r"(?:" + said("one-zh") + r")\s*(?:" + words + ")|"
        r"(?<![\w.])\d{1,3}\s*(?:" + said("measures-zh") + r")?\s*(?:" + said("gpus-zh") +
        r")\s*" + gpu + "(?:" + words + ")", re.I)


def _same_as(q: Quantity, sentence: Span, mentions: Sequence[Match], text: str, lex: Lexicon,
             values: Sequence[Quantity] = ()) -> Match | None:
    """A name that the claim says has the same figure: after it ("600 GB/s, same as the A100",
    "与 H100 的 NVLink 带宽相同"), with no other figure between them, or before it in "与 X 一样"
    ("B 的带宽与 A 一样, 都是 130TB/s")."""
    said = fellow_words(lex)
    for m in mentions:
        if not sentence.holds(m.start):
            continue
        after = m.start >= q.end
        if after and _ITS_OWN_FIGURE.match(text, m.end):
            continue  # "the same as PCIe 5.0 x16's 128 GB/s per direction": its own figure
        if after and any(q.end <= v.start and v.end <= m.start for v in values):
            continue  # "B200's 1.8 TB/s is double H200's (900 GB/s), which is the same as
            # H100's": the nearer figure is the same
        if (after and said.same_before.search(text, max(q.end, m.start - 30), m.start)) or (
                said.same_with.search(text, max(q.end if after else sentence.start,
                                                m.start - 4), m.start) and
                said.same_after.match(text, m.end)):
            return m
    return None


def _both(picked: Match, mentions: Sequence[Match], text: str, at: int,
          lex: Lexicon) -> Match | None:
    """The other of two subjects a figure (at ``at``) is said of together ("A and B both ...",
    "A 和 B 都 ...", "A vs B: both" right before the figure)."""
    nxt = next((m for m in mentions if m.start >= picked.end), None)
    said = fellow_words(lex)
    if nxt is not None and said.both.fullmatch(text, picked.end, nxt.start) and (
            said.both_after.match(text, nxt.end) or
            said.both_before.search(text, max(0, picked.start - 10), picked.start)):
        return nxt  # "A and B both ...", "Both A and B ..."
    if nxt is not None and said.set_against.fullmatch(text, picked.end, nxt.start) and (
            both := said.both_after.match(text, nxt.end)) and \
            said.both_at.fullmatch(text, both.end(), at):
        return nxt  # "NVLink 3 vs NVLink 4: both 50 GB/s per link"
    return None


def _all_listed(picked: Match, mentions: Sequence[Match], text: str, at: int,
                lex: Lexicon) -> list[Match]:
    """The other names of a list ending with ``picked`` whose one figure (at ``at``) it says all
    of them have: "NVLink 2.0, 3.0 and 4.0 all have 50 GB/s per link" (relation-words
    ``all-of``, then perhaps one of ``both-verbs``, between the last name and the figure)."""
    said = lex.derived("all-of", _compile_all_of)
    if said is None or not said.match(text, picked.end, at):
        return []
    listed, last = [], picked
    for m in reversed([m for m in mentions if m.end <= picked.start]):
        if not _LISTED.fullmatch(text, m.end, last.start):
            break
        listed.append(m)
        last = m
    return listed if len(listed) >= 2 or (listed and _LISTED.fullmatch(
        text, listed[0].end, picked.start) and "," in text[listed[0].end:picked.start]) else []


_LISTED = re.compile(r"\s*(?:,\s*(?:and\s+)?|and\s+)\s*(?:the\s+)?")
"""Between two names of a list: ", ", ", and ", " and "."""


def _compile_all_of(lex: Lexicon) -> re.Pattern[str] | None:
    if not lex.words("all-of"):
        return None
    return re.compile(r"\s*(?:" + listed_words(lex, "all-of") + r")\s+(?:" +
                      listed_words(lex, "both-verbs") + r")?(?:\s+(?:a|an|the))?\s*$", re.I)


def _joined_pair(picked: Match, mentions: Sequence[Match], text: str,
                 lex: Lexicon) -> Match | None:
    """The product joined to a figure's subject with nothing else between them ("A800/H800",
    "A800 和 H800", "the A800 and the H800": a slash, a 、 or a word of ``both-joins``), after it
    or before it."""
    paired = fellow_words(lex).paired
    after = next((m for m in mentions if m.start >= picked.end), None)
    if after is not None and paired.fullmatch(text, picked.end, after.start):
        return after
    before = next((m for m in reversed(mentions) if m.end <= picked.start), None)
    if before is not None and paired.fullmatch(text, before.end, picked.start):
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
        fellow = _joined_pair(m, named, text, lex)
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
        fellow = _both(m, named, text, q.start, lex)
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


def _share_across_equals(values: Sequence[Quantity], attached: dict[int, list[Match]],
                         masked: str) -> None:
    """The result of an equation is in the direction of what it equals: a figure after "="
    that states no direction takes the one of the figure before it ("单向 18 x 25GB/s =
    450GB/s": 450 GB/s each way; "单向 985MB/s * 4 = 3.94GB/s" too). A direction written after the
    result stays its own ("8 links x 25 GB/s = 200 GB/s per direction")."""
    for k in range(1, len(values)):
        if values[k - 1].attribute == values[k].attribute == "bandwidth" and \
                PRODUCT_TAIL.fullmatch(masked, values[k - 1].end, values[k].start) and \
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


def _may_deny(masked: str, lex: Lexicon) -> bool:
    """A cheap test that a claim may deny a figure or a qualifier, or leave one behind."""
    lowered = masked.lower()
    return any(w in lowered for w in denial_words(lex))


def _compile_denied(lex: Lexicon) -> re.Pattern[str]:
    """Before a figure, words that deny it (``denied``; "n't have" is grammar), perhaps of
    another's or with its direction or scope between (``denied-qualifiers``): "not the 900
    GB/s", "lacks the SXM's 900 GB/s", "没有 SXM 的 900GB/s", "不是单向 100GB/s"; before a
    qualifier, words saying it is mistaken ("把 600GB/s 当成单向带宽, 其实它是双向的")."""
    return re.compile(r"(?:" + starting_words(lex.words("denied")) + r"|n[\'\u2019]t have)"
                      r"\s*(?:the\s+|an?\s+)?(?:[\w-]{1,12}(?:\'s|\u2019s)\s+|[\w -]{1,10}的\s*|"
                      r"(?:" + _alternation(lex.words("denied-qualifiers")) + r")\s*)?$", re.I)


def denied(lex: Lexicon) -> re.Pattern[str]:
    """The pattern of ``_compile_denied``, compiled once per lexicon."""
    return lex.derived("denied", _compile_denied)



def _not_said(q: Quantity, later: Sequence[Quantity], masked: str, lex: Lexicon) -> bool:
    """A figure the claim does not assert: one it denies ("not the 900GB/s SXM number", "不是
    900GB/s") or a former one it moves from ("links go from 12 to 18", "从 12 条增加到 18 条")."""
    before = masked[max(0, q.start - 24):q.start]
    if denied(lex).search(before):
        return True
    nxt = next((n for n in later if n.attribute == q.attribute), None)
    said = change_words(lex)
    return bool(said.leaving.search(before)) and nxt is not None and \
        said.moving_to.fullmatch(masked[q.end:nxt.start]) is not None


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


def _header_scope(text: str, values: Sequence[Quantity], words: Sequence[Match]) -> str | None:
    """The scope a header before the claim's first figure gives all its figures: "XDR 端口:",
    "NVLink 2.0 链路速率:", "NVLink4 per link:" (NFKC makes a full-width colon this one)."""
    colon = text.find(":")
    if colon < 0 or colon > values[0].start:
        return None
    return next((w.value for w in words if w.end <= colon and w.kind in ("scope", "noun")
                 and w.value != "aggregate"), None)


def _header_direction(text: str, values: Sequence[Quantity],
                      words: Sequence[Match]) -> list[tuple[int, str | None]]:
    """The heads giving one direction to the figures after them, up to the next such head (where
    each head's colon is, and its direction): a header before the claim's first figure
    ("Unidirectional NVLink bandwidth per GPU: 300 GB/s (A100), 450 GB/s (H100)"), and an item
    opened by a head of its own ("单向: EDR 100Gb/s, HDR 200Gb/s; 双向: EDR 200Gb/s, HDR
    400Gb/s"); none when a head names both ("Bandwidth (unidirectional / bidirectional): 450 /
    900 GB/s"). A table's cell whose head says no direction ends the head before it, with none
    ("NVLink 3.0 | BW per Link (Bidir): 50 GB/s | Total GPU BW: 600 GB/s": the 600 GB/s says
    no direction); so does an item's head after a semicolon, when the head before it opened an
    item of its own ("Interconnect: NVLink 4.0; Rate per link (unidir.): 25 GB/s; Total
    Bandwidth: 900 GB/s", a page's table row: the 900 GB/s says no direction)."""
    heads: list[tuple[int, str | None]] = []
    item = False  # whether the last head giving a direction opened an item of its own
    for colon in (m.start() for m in _COLON.finditer(text)):
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
            semi = text.rfind(";", 0, colon)
            item = semi >= 0 and any(w.kind == "direction" and semi < w.start and w.end <= colon
                                     for w in words)
        elif not said and heads and start > 0 and (
                text[start - 1] == "|" or (text[start - 1] == ";" and item)):
            heads.append((colon, None))
    if heads and ". " in text[heads[0][0]:] and not _NEXT_SENTENCE.search(text, 0, heads[0][0]):
        # a head holds up to its sentence's end: "Per direction: HDR 200 Gb/s, NDR 400 Gb/s.
        # EDR, for comparison, was 100 Gb/s per port." (a sentence of its own before the head
        # is a note for all: "These are all one-way figures. NVLink 3.0: 300 GB/s. ...")
        heads = sorted(heads + [(stop.start(), None) for stop in _NEXT_SENTENCE.finditer(
            text, heads[0][0])], key=lambda head: head[0])
    return heads


_NEXT_SENTENCE = re.compile(r"\.\s+(?=[A-Z])")
"""A full stop before the next sentence's capital."""


_MARK = re.compile(r"\*+|\u2020+|\u2021+")

_NUMBER_NEXT = re.compile(r"\s*\d")
_AFTER_STOP = re.compile(r"[.;\u3002(\uff08]\s*$")
_WORD_NEXT = re.compile(r"\s*[^\W\d]")
_NOTE_ENDS = re.compile(r"[;\uff1b\u3002]|\.(?:\s|$)")
_OPENED = re.compile(r"[(\uff08]\s*$")
"""A mark after a full stop and before a word opens its footnote, whatever it holds after
("64GB/s. *bidirectional, for two GPUs"): it marks no figure."""


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
        opens = _AFTER_STOP.search(text, 0, m.start()) is not None and \
            _WORD_NEXT.match(text, m.end()) is not None
        figure = None if opens else next((i for i, q in enumerate(values) if q.end <= m.start()
                                          and not _blank(text, q.end, m.start(), words).strip()),
                                         None)
        if figure is not None:
            marked[figure] = m.group()
        elif opens or m.start() >= values[-1].end:
            notes.append((m.group(), m.end(), min(  # up to a figure or a sentence of its own
                [marks[n + 1].start() if n + 1 < len(marks) else len(text),
                 *(q.start for q in values if q.start >= m.end()),
                 *(s.start() for s in [_NOTE_ENDS.search(text, m.end())] if s)])))
    found: dict[int, list[Match]] = {}
    for figure, mark in marked.items():
        for said, start, end in notes:
            if said == mark:
                found[figure] = [w for w in words if start <= w.start and w.end <= end and
                                 w.kind in ("direction", "scope")]
    return found


def _in_notes(text: str, values: Sequence[Quantity], words: Sequence[Match]) -> set[int]:
    """The figures (by index) written inside a footnote that a mark opens ("... 128 GB/s**
    (*bidirectional; 450 GB/s per direction. **x16, both directions.)": the 450), up to the
    next mark or the bracket's end, when a figure before carries that mark: a footnote's figure
    restates the marked one, whose owner the note does not name; it is read as nobody's."""
    marks = [m for m in _MARK.finditer(text) if not _NUMBER_NEXT.match(text, m.end())]
    carried = {m.group() for m in marks if any(
        q.end <= m.start() and not _blank(text, q.end, m.start(), words).strip()
        for q in values)}
    inside: set[int] = set()
    for n, m in enumerate(marks):
        if m.group() not in carried or _AFTER_STOP.search(text, 0, m.start()) is None or \
                _WORD_NEXT.match(text, m.end()) is None:
            continue
        if _OPENED.search(text, 0, m.start()):  # "(*bidirectional; 450 GB/s ...)"
            shut = text.find(")", m.end())
        else:  # "... 900 GB/s*. *Bidirectional; 450 GB/s in each direction": a figure of its own
            shut = stop.start() if (stop := _NOTE_ENDS.search(text, m.end())) else -1
        end = min(marks[n + 1].start() if n + 1 < len(marks) else len(text),
                  shut if shut >= 0 else len(text))
        inside |= {i for i, q in enumerate(values) if m.end() <= q.start and q.end <= end}
    return inside


_SHARED_BRACKET = re.compile(r"(?:\(\s*(\*?)[^()\d]*\)|\s(\*)[^()\d*|]+?)\s*[.。]?\s*$")
"""A closing bracket of words after the last figure ("(per direction)", "(* bidirectional)"),
or a footnote of words after a star closing the claim ("... 128GB/s   * bidirectional"): the
star in group 1 or 2."""

_SHARED_SENTENCE = re.compile(r"这些|这是|均|都|方向\s*:|\b(?:these|all|both|that's|that is|those|"
                              r"directions?\s*:)", re.I)

_CLOSED = re.compile(r"[^()\d]{0,12}\)")

_OWN_BRACKET = re.compile(r"\s*\([^()\d]*\)")
"""A bracket of words right after a figure ("200Gb/s (每方向)"): that figure's own."""

_ALL_SAID = re.compile(r"\bboth\b(?!\s*(?:directions?|ways?)\b)|\ball\b|均|都|皆", re.I)
"""In a closing bracket, a word saying every figure is so ("(均为双向)", "(both bidirectional)"):
shared, whatever the figures are of ("(both directions)" is one figure's direction)."""

@dataclass(frozen=True, slots=True)
class _SharedWords:
    """The lexicon's words (section ``relation-words``: ``shared-remark-*``, ``shared-filler``)
    of a remark ending a claim that says all its figures are so, as patterns."""

    tail: re.Pattern[str]
    """After the last figure, a phrase ending the claim saying all the figures are so: "EDR
    100Gb/s vs HDR 200Gb/s -- all per port, per direction", "..., 均为每端口单向速率", "--
    bidirectional in both cases", and after a full-width comma "两者都是双向", "这里说的都是单向
    速率"."""
    filler: re.Pattern[str]
    """The words of such a remark besides its qualifier words."""


def _compile_shared_words(lex: Lexicon) -> _SharedWords:
    said = lex.relation_words

    def words(key: str) -> str:
        return _alternation(str(w) for w in said.get(key, []))

    return _SharedWords(
        tail=re.compile(r"\s*(?:[\u2014\u2013,;\uff0c\uff1b]|--|-)()\s*(?:all\b|both\b|"
                        r"(?:" + words("shared-remark-subjects") + r")?(?:" +
                        words("shared-remark-all") + r")|"
                        r"[^\d]*\b(?:in (?:both|all|each) cases?|for (?:both|all|each))\b)"
                        r"[^\d]*$", re.I),
        filler=re.compile(r"[\s,、/&*\u2014\u2013-]*(?:(?:" + words("shared-filler") +
                          r")[\s,、/&*]*)*", re.I))


def _shared(text: str, values: Sequence[Quantity], words: Sequence[Match], lex: Lexicon,
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
    if bracket is not None and not bracket.group(1) and not bracket.group(2) and \
            not _ALL_SAID.search(bracket.group(0)) \
            and ("=" in text[values[0].end:values[-1].start] or mixed() or
                 phrases.own_phrase(text, words, values[-2].end, values[-1].start,
                                    lex)):
        bracket = None  # "NVLink 900GB/s, PCIe Gen5 128GB/s (双向)", "12 条 x 50GB/s =
        # 600GB/s (双向)", "7.2 TB/s = 8 x 900 GB/s (双向)", "单向 450GB/s, 双向 900GB/s (每块
        # GPU)" (a phrase of its own): the last figure's own
    if bracket is not None and not _ALL_SAID.search(bracket.group(0)) and any(
            (own := _OWN_BRACKET.match(text, q.end)) is not None and any(
                w.kind == "direction" and own.start() <= w.start < own.end() for w in words)
            for q in values[:-1]):
        bracket = None  # "HDR 200Gb/s (每方向), NDR 400Gb/s, XDR 1.6Tb/s (双向)": a figure before
        # has a bracket of its own, so the last one's is its own too
    remark = lex.derived("shared-words", _compile_shared_words)
    for tail in (bracket, remark.tail.search(text, own_end)):  # or past words of no figure:
        # "A100's 600 GB/s vs H100's 900 GB/s: the NVLink 3 to 4 jump, both bidirectional"
        if tail is None:
            continue
        inside = [w for w in words if tail.start() <= w.start and w.end <= tail.end()
                  and w.kind in ("direction", "scope")]
        if inside and remark.filler.fullmatch(
                _blank(text, tail.start() + 1, tail.end(), inside).strip(" .。)")) and \
                len({w.value for w in inside if w.kind == "direction"}) < 2:
            starred = tail.group(1) or (tail.re is _SHARED_BRACKET and tail.group(2))
            return inside, bool(starred)  # not two directions, the figures' in order
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
