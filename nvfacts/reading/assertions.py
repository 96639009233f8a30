"""What each figure of a claim asserts: its subject, attribute, direction, scope and year,
from the figure's phrase, its clause and its sentence, with the figures that share or deny one
another bound together; the rules each step applies live in the modules it imports."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import partial

from ..agreement import agree
from ..lexicon import Lexicon, Match
from ..model import Assertion
from . import lists, numbers, phrases, quantities
from .figures import PRODUCT_TAIL, bandwidth_pattern, product_factor
from .kinds import CARRIERS, NOT_A_SUBJECT, OWN_SUBJECT, WHOLE
from .mentions import _another_links_ports, _compile_blockers, _spec_named, _switch_before
from .quantities import Quantity
from .relations import _alternation, _whole_words, starting_words
from .relations import listed as listed_words
from .respectively import respective
from .scope import (
    _blank,
    _chips_have_each,
    _first,
    _first_in_clause,
    _measured,
    _merged_restatements,
    _nearest,
    _not_a_property,
    _restates,
    _same,
    _scope,
    _value,
    apposition,
)
from .sharing import (
    _a_number_s,
    _all_listed,
    _arrived_at,
    _between_gpus,
    _both,
    _compile_machine,
    _departed_from,
    _directions_said,
    _echo,
    _footnoted,
    _generations_apart,
    _gpus_whole,
    _header_direction,
    _header_scope,
    _in_notes,
    _its_own,
    _joined_pair,
    _leading,
    _left,
    _mirror,
    _nics_own,
    _not_said,
    _of_another,
    _one_gpus_share,
    _one_gpus_whole,
    _one_link,
    _other_generation,
    _other_gpus_generation,
    _said_of,
    _same_as,
    _several_machines,
    _share_across_equals,
    _share_in_chains,
    _shared,
    _total_of_gpus_counted,
)
from .subjects import (
    _GIVEN_TO,
    _GOVERNED,
    _OPENS,
    _TOPIC,
    _another_gpu_s,
    _any_name,
    _compile_possessive,
    _counted_name,
    _described_product,
    _domain_system,
    _elliptic,
    _in_domain,
    _interconnects_reach,
    _owner_after_pair,
    _part,
    _pcie_of,
    _per_whole,
    _subject,
    _systems_counted,
    multiplied,
    subject_words,
)
from .systems import (
    _LOCATED,
    _SPACES,
    _bracketed_form,
    _bracketed_gpu,
    _bridged_card,
    _carrier,
    _compile_cpu_gpu_link,
    _cpu_link,
    _each_cpus,
    _each_parts,
    _gpus_generation,
    _head,
    _housing,
    _in_bits,
    _means,
    _network_of,
    _resolved,
    _the_nic_as_it,
    system_words,
    systems_counted_before,
)

_VERB_LINKS = re.compile(r"\s+(?:the\s|two\s|[A-Z]|\d{1,3}\s+(?:(?![GTM][Bb])[A-Z]|x\s))")
"""After "links", a name, "the" or a number of named things: the verb ("NVLink-C2C links Grace
and Hopper", "the NVL72 links 36 GPUs over NVLink"), not the noun (never before a figure: "NVLink
2.0 links give 25 GB/s and NVLink 1.0 links 20 GB/s")."""

_RESTATED = re.compile(r"(?:,\s*or|,?\s*i\.e\.,?|,\s*that is|\()\s*$", re.I)
"""Before a figure, the words that make it a restatement of the one before."""



@dataclass(frozen=True, slots=True)
class _AssertionWords:
    """The lexicon's words (section ``relation-words``) that decide an assertion's subject and
    scope beside its figure, as patterns."""

    likeness: re.Pattern[str]
    """After a name, words that make it a likeness, not the subject: "the C2C link is PCIe
    Gen5-class, about 128 GB/s" is the C2C's figure (``likeness``)."""
    domain: re.Pattern[str]
    """What makes a number of GPUs an interconnect's: "NVLink connects 72 GPUs into one domain"
    (not "8x H100, 900 GB/s NVSwitch interconnect": those are an instance's GPUs;
    ``list-domain``)."""
    link_to: re.Pattern[str]
    """After "link", the word that makes it a verb with a plural before it (``link-verb-to``,
    ``link-verb-plurals``: "B200 GPUs link to each other through fifth-gen NVLink at 1.8 TB/s
    each", not "each link to the switch")."""
    plural_before: re.Pattern[str]
    links_give: re.Pattern[str]
    """Between a count of links and the figure they make together ("six NVLinks give 300 GB/s",
    "18 条链路提供 900GB/s"), or a figure had with them ("every GPU gets 18 NVLink connections
    and 900 GB/s"): ``links-give``."""
    port_after: re.Pattern[str]
    """After a figure (and its restatement in brackets), a port it is of: "its 400 Gb/s (50
    GB/s) port" (``port-words``)."""
    lane_again: re.Pattern[str]
    """Before a figure in bits right after a lane's rate, what makes it a lane's rate too: set
    against it ("25 Gb/s per lane, up from 20 Gb/s": ``lane-again``) or counted as its lanes
    were with the noun left out ("four lanes at 50 Gb/s and EDR four at 25 Gb/s":
    ``lane-again-counted``)."""
    switch_after: re.Pattern[str]
    """After an InfiniBand name, the word that makes it a switch ("Quantum-2 switch": a figure
    said of the switch as a whole (the last InfiniBand named before it, ports counted aside; no
    port's, no GPU's) is of no subject nvfacts keeps; "Quantum-2 switches run NDR InfiniBand at
    400Gb/s" is NDR's: ``switch-words``."""
    against_before: re.Pattern[str]
    """Between a figure and another set against it, nothing else said: "to 4.8 TB/s from the
    H100's 3.35 TB/s", "4.8 TB/s, up from 3.35 TB/s" (``against-before``, perhaps after one of
    ``against-before-moves``)."""
    bridge: re.Pattern[str]
    """An NVLink bridge: what joins PCIe cards, whose figure is the card's, never PCIe's
    (``bridge-words``)."""
    over_bridge: re.Pattern[str]
    """Right after a figure, the bridge it goes over ("600GB/s over the bridge", "via an NVLink
    bridge") or is of ("a 600 GB/s NVLink bridge"): perhaps a word of ``over-bridge`` and one of
    ``over-bridge-determiners``, an English word of ``bridge-words``."""
    the_one: re.Pattern[str]
    """Before a PCIe link, "the" or "its": the one link of what is named ("the PCIe 4 link is
    64GB/s", "its PCIe Gen6 host link is 256 GB/s"), not any link ("a PCIe 5.0 x16 link carries
    64 GB/s per direction"): ``the-one``."""
    set_apart: re.Pattern[str]
    """Right before a name written after a figure, a word setting it apart from the figure ("900
    GB/s, 7x faster than PCIe Gen5", "600 GB/s, unlike NVLink 2.0"): the thing compared, never
    the figure's owner when no other is found (``set-apart``)."""
    lone_link: frozenset[str]
    """A PCIe link's noun, lower case, that is the one link of what is named by itself ("PCIe
    5.0 x16 链路带宽 64GB/s"; per link only with 每条): ``pcie-lone-link``."""
    the_link: frozenset[str]
    """A PCIe link's noun, lower case, that is the one link after ``the-one`` or a host ("the
    PCIe 4 link", "the host link"): ``pcie-the-link``."""


def _compile_assertion_words(lex: Lexicon) -> _AssertionWords:
    listed = partial(listed_words, lex)

    return _AssertionWords(
        likeness=re.compile(r"\s*-?\s*(?:" + listed("likeness", True) + r")\b|\s*(?:" +
                            listed("likeness", False) + ")", re.I),
        domain=re.compile(_whole_words(lex.words("list-domain")), re.I),
        link_to=re.compile(r"\s+(?:" + listed("link-verb-to") + r")\s", re.I),
        plural_before=re.compile(r"\b(?:" + listed("link-verb-plurals") + r"|[A-Z]+\d+s)\s+$"),
        links_give=re.compile(r"\s*(?:" + listed("links-give") + r")\s*", re.I),
        port_after=re.compile(r"(?:\s*\([^()]*\))?\s*(?:(?:" + listed("port-words", True) +
                              r")\b|" + listed("port-words", False) + ")", re.I),
        lane_again=re.compile(r"(?:" + starting_words(lex.words("lane-again")).replace(
            r"\ ", r"\s+") + r"|(?<![A-Za-z])" + numbers.NUMBER + r"\s+(?:" +
            listed("lane-again-counted") + r"))\s*$", re.I),
        switch_after=re.compile(r"\s*(?:(?:" + listed("switch-words", True) + r")\b|" +
                                listed("switch-words", False) + ")", re.I),
        against_before=re.compile(r"\s*,?\s*(?:(?:(?:" + listed("against-before-moves") +
                                  r")\s+)?(?:" + listed("against-before", True) +
                                  r")\s+(?:the\s+)?(?:[\w-]{1,12}(?:'s|\u2019s)\s+)?|(?:" +
                                  (listed("against-before", False) or "(?!)") +
                                  r")\s*(?:[^,;:\u3002]{0,16}?的)?\s*)", re.I),
        bridge=re.compile(_whole_words(lex.words("bridge-words")), re.I),
        over_bridge=re.compile(r"\s*(?:(?:" + listed("over-bridge") + r")\s+(?:" +
                               listed("over-bridge-determiners") + r")?)?\s*(?:NVLink\s+)?(?:" +
                               listed("bridge-words", True) + r")\b", re.I),
        the_one=re.compile(r"\b(?:" + listed("the-one") + r")\b[^,;:()]{0,24}$", re.I),
        set_apart=re.compile(r"(?:(?<![\w.])(?:" + listed("set-apart", True) + r")|" +
                             listed("set-apart", False) + r")\s*(?:the\s+|an?\s+)?$", re.I),
        lone_link=frozenset(w.lower() for w in lex.words("pcie-lone-link")),
        the_link=frozenset(w.lower() for w in lex.words("pcie-the-link")))


def assertion_words(lex: Lexicon) -> _AssertionWords:
    """The patterns of ``_AssertionWords``, compiled once per lexicon."""
    return lex.derived("assertion-words", _compile_assertion_words)


def _compile_named_as(lex: Lexicon) -> re.Pattern[str]:
    """After an architecture's name, the word naming it as one (``architecture-words``)."""
    return re.compile(r"\s*(?:(?:" + listed_words(lex, "architecture-words") + r")\s*)?", re.I)


def _architecture_dated(q: Quantity, sentence: phrases.Span, named: list[Match], text: str,
                        lex: Lexicon, architecture: str) -> bool:
    """Whether the year ``q`` is ``architecture``'s own: its name, perhaps with a word for an
    architecture, is the subject of a word of arrival written right after it, the year right
    before the name ("2018 年 Turing 图灵架构发布") or between name and word ("Hopper 架构(2022 年
    首发)", "Turing 架构于 2018 年发布"), with the words around it a year before its verb has
    (subjects.py: ``year-before``, ``year-after``, ``year-months``); never an architecture
    brought by a verb ("发布了 Blackwell 架构"), a platform ("Blackwell 平台于 2024 年亮相") or
    an architecture's GPU."""
    said, verbs = subject_words(lex), quantities.arrival_verbs(lex)
    named_as = lex.derived("architecture-named-as", _compile_named_as)
    for m in named:
        if m.value != architecture or not sentence.holds(m.start):
            continue
        kind, tail = named_as.match(text, m.end), said.after_year.match(text, q.end)
        if kind is None or tail is None:  # neither fails: each may match nothing
            continue
        if m.end <= q.start and said.before_year.fullmatch(text, kind.end(), q.start) and \
                verbs.match(text, tail.end()):
            return True  # "Turing 架构于 2018 年发布"
        if q.end <= m.start and said.after_year.fullmatch(text, q.end, m.start) and \
                verbs.match(text, kind.end()):
            return True  # "2018 年 Turing 图灵架构发布"
    return False


_OWNED_FIGURE = re.compile(r"(?:'s|\u2019s)\s+[\d.,]+\s*(?:[GT]B/s|links)", re.I)
"""After a name, its figure written as owned: "NVLink 2's 50 GB/s"."""

_BUT_THEN = re.compile(r"[^,;:.]{0,30}?\s(?:but|yet|while)\s+(?:also\s+)?[a-z]+(?:ed|s)\b"
                       r"[^,;:.]{0,40}$", re.I)
"""Between a figure and the next, a contrast opening a verb with no subject of its own ("... but
doubled the link count to"): the sentence's subject goes on."""


_AND_BEFORE = re.compile(r"\s*(?:\([^()]*\))?\s*(?:and|&|\u548c|\u4e0e)\s*", re.I)
"""Between two names joined as one subject, the first perhaps glossed: "H100 (Hopper) and"."""


def _arrived_together(lex: Lexicon) -> re.Pattern[str]:
    """After two names joined by "and", their verb of arrival right before the year: "... and
    NVLink 4.0 arrived in 2022" (the lexicon's ``introduced`` triggers)."""
    verbs = sorted(lex.attributes["introduced"]["triggers"], key=len, reverse=True)
    return re.compile(r"\s+(?:both\s+)?(?:were\s+|was\s+)?(?:" + "|".join(map(re.escape, verbs)) +
                      r")\s+(?:in\s+)?", re.I)


_GLOSS_OPENS = re.compile(r"\s*[(\uff08]\s*")
"""Between a name and the name that glosses it in brackets: "NVLink Switch(交换托盘)"."""

def _own_link_words(lex: Lexicon) -> re.Pattern[str]:
    """After a figure, a word naming what it is of, a link between chips (relation-words
    ``own-link-words``: "130 TB/s aggregate fabric"): the figure borrows no memory word from the
    phrase before ("72 GPUs, 13.5 TB pooled HBM3e, 130 TB/s aggregate fabric")."""
    return re.compile(r"\b(?:" + listed_words(lex, "own-link-words") + r")\b", re.I)


def _own_link_before(lex: Lexicon) -> re.Pattern[str]:
    """Right before a figure, a word naming a link between chips, perhaps what it measures
    and a word joining it to the figure (``own-link-words``, ``figure-measured``,
    ``own-link-be``: "互联带宽 900GB/s", "interconnect bandwidth of 900 GB/s")."""
    return re.compile(r"(?:(?<![A-Za-z])(?:" + listed_words(lex, "own-link-words", True) +
                      r")(?![A-Za-z0-9])|" + listed_words(lex, "own-link-words", False) +
                      r")\s*(?:" + listed_words(lex, "figure-measured") + r")?\s*(?:" +
                      listed_words(lex, "own-link-be") + r")?\s*$", re.I)


def _own_link_after(lex: Lexicon) -> re.Pattern[str]:
    """Right after a figure, perhaps what it measures and a word joining it to what follows
    (``figure-measured``, ``own-link-of``), then a word naming a link between chips
    (``own-link-words``: "3.6TB/s 带宽的 NVLink", "900 GB/s of NVLink bandwidth"), no head of
    what follows ("... @ 4.8 TB/s NVLink: 900 GB/s")."""
    return re.compile(r"\s*(?:" + listed_words(lex, "figure-measured") + r")?\s*(?:" +
                      listed_words(lex, "own-link-of") + r")?\s*(?:the\s+)?(?:(?:" +
                      listed_words(lex, "own-link-words", True) + r")(?![A-Za-z0-9])|" +
                      listed_words(lex, "own-link-words", False) + r")(?!\s*[:\uff1a])", re.I)


_NEXT_CELL = re.compile(r"\s*\|?\s*")
"""Between two figures of a flattened table's row, nothing but a cell's edge."""

_THAT = re.compile(r"\s*,?\s*(?:that|which)\s+", re.I)
"""After a name, a relative pronoun opening what it does: "six NVSwitches that provide"."""


def _assertions(text: str, masked: str, mentions: list[Match], words: list[Match],
                values: list[Quantity], lex: Lexicon, said: frozenset[str]) -> list[Assertion]:
    blockers = lex.derived("blockers", _compile_blockers)
    placed = assertion_words(lex)
    one_lane = [w for w in words if w.kind == "lane"]
    words = [w for w in words if w.kind != "lane"] if one_lane else words
    counted = [(q.start, q.end) for q in values if q.noun_scope]
    words = [w for w in words if not (w.kind == "noun" and (
        any(s <= w.start < e for s, e in counted) or _VERB_LINKS.match(text, w.end) or (
            placed.link_to.match(text, w.end) and placed.plural_before.search(text, 0, w.start))))]
    port_counts = [(q.start, q.end) for q in values if q.attribute == "port-count"]
    named = [m for m in mentions if not any(s <= m.start < e for s, e in counted) or (
        lex.entities[m.value].family == "InfiniBand" and  # "40 HDR ports of 200Gb/s": HDR's
        any(s <= m.start < e for s, e in port_counts))]
    named = [next((Match(m.start, m.end, t.value, t.kind) for t in named if
                   t.start > m.end and lex.entities[t.value].kind == "tray" and
                   _GLOSS_OPENS.fullmatch(text, m.end, t.start)), m)
             if lex.entities[m.value].kind == "switch" else m for m in named]
    # "NVL72 用的 NVLink Switch(交换托盘)有 144 个端口": the switch glossed as a tray is that
    # tray, whose figures are no switch chip's
    gpus = [m for m in named if lex.entities[m.value].kind in ("gpu", "card")]
    candidates = [m for m in named if lex.entities[m.value].kind not in CARRIERS
                  and not _part(m, text, lex) and not placed.likeness.match(text, m.end) and not (
                      lex.entities[m.value].kind == "tray" and
                      _GOVERNED.search(text, max(0, m.start - 16), m.start))]
    # a tray a preposition governs is where links go, no subject: "each GPU connects to the
    # switch trays, for 1.8 TB/s per GPU"
    means = [m for m in candidates if lex.entities[m.value].kind == "switch" and
             lex.derived("by-means-of", _by_means_of).search(text, max(0, m.start - 16),
                                                             m.start)]
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
        values = [q for i, q in enumerate(values) if not _not_said(q, values[i + 1:], masked, lex)]
    if not values:
        return []
    noted = _footnoted(text, values, words) if "*" in text or "\u2020" in text else {}
    in_notes = _in_notes(text, values, words) if noted else set()
    words = [w for w in words if not any(w in each for each in noted.values())] if noted else words
    claim_header = _header_scope(text, values, words)
    titled = claim_header is not None and (((title := _TITLE.search(
        text, 0, max(0, text.find(":")))) is not None and any(
            w.kind in ("scope", "noun") and w.end <= title.start() for w in words)) or
        _LIST_HEAD.match(text, text.find(":") + 1) is not None)
    header_direction = _header_direction(text, values, words)
    sentences = phrases.sentences(text)
    ways = _directions_said(text, sentences, values, named, words, lex) \
        if len(sentences) > 1 else {}
    shared, starred = _shared(masked, values, words, lex, lambda: len({
        lex.entities[m.value].family or m.value for m in named
        if lex.entities[m.value].kind == "interconnect"}) > 1)
    if ways:  # "all NVLink figures in this table are bidirectional": NVLink's, not all
        shared = [w for w in shared if w not in ways.values()]
    said_respectively = lex.derived("respectively-said", _respectively)
    respectively = lists.may_give_out(text, lex) and said_respectively.search(text) is not None
    words = [w for w in words if w not in shared]
    echoed: list[Match | None] = []
    memory, network, together = "memory" in said, "network" in said, "both" in said
    effective, guessed = "effective" in said, "guess-before" in said
    alike, lanes = "same" in said, not said.isdisjoint(("lane-rate", "lane-rate-after",
                                                         "lane-rate-head", "lane-rate-before"))
    said_of: dict[int, list[Match]] = {}  # each figure's qualifier words, by its start
    opener: phrases.Span | None = None  # the part a chain of parts after semicolons opened
    for previous, sentence in zip([None, *sentences], sentences, strict=False):
        if previous is None or text[previous.end:sentence.start].strip() != ";":
            opener = None
        elif opener is None or any(previous.holds(m.start) and lex.entities[m.value].kind !=
                                   "interconnect" for m in named):
            opener = previous  # "A vs B — GPUs: 8 vs 72; NVLink domain: 8 vs 72; NVLink BW:
            # 7.2 vs 130 TB/s": parts naming no subject go on with the one that opened them
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
        leading = [q.start for q in inside if q.attribute == "introduced" and
                   text[q.start].isdigit() and any(_LEADS.fullmatch(text, q.end, m.start)
                                                   for m in named)]
        opening = [w.start for w in words if w.kind == "scope" and sentence.holds(w.start) and
                   _EACH_OPENS.match(masked, w.start) and
                   not any(w.start <= m.start <= w.end + 1 for m in named)]
        spans = phrases.clauses(text, masked, sentence, lex, [m.start for m in named] + leading +
                                opening, [q.start for q in inside if masked[q.start].isascii() and
                                          masked[q.start].isalpha()])
        # "the board totals 7.2 TB/s through four NVSwitch chips, each GPU reaches the host over
        # PCIe Gen5 x16 (64 GB/s)": "each" opening a part parts it as a name would (not "each
        # P100 using its four links", a system's GPU, which goes on with the system)
        # a year that opens its clause before a name parts it as the name would: "2016 年 P100
        # 首发 NVLink, 2017 年 V100 升级到 NVLink 2.0" gives 2017 to the second clause
        attached = phrases.attach(masked, [w for w in words if not _a_number_s(w, masked, values)],
                                  inside, spans, lex, lex.derived("restating", _restating),
                                  lex.derived("means", _means_phrase),
                                  lex.derived("converting", _converting))
        each_counted = phrases.counted_figures(masked, inside)  # "18 NVLink 100 GB/s links"
        of_a_lane = phrases.attach(masked, one_lane, inside, spans, lex) if one_lane else {}
        for w in _leading(text, sentence, words, inside[0]):
            for k in range(1, len(inside)):
                if phrases.contrast(lex).search(text, w.end, inside[k].start):
                    break  # not past "while", "but": "Per direction, PCIe gives 32 GB/s, while
                    # NVLink 3.0 gives each A100 300 GB/s"
                if not any(o.kind == w.kind for o in attached[k]) and inside[k].attribute == \
                        "bandwidth" and not _restates(inside[k - 1], inside[k], masked, words,
                                                      mentions, lex):
                    attached[k].append(w)  # "Per direction, A gives 25 GB/s and B 20 GB/s"
            if len(inside) > 1 and w in attached[0] and w in attached[1] and \
                    inside[0].attribute == inside[1].attribute == "bandwidth" and \
                    abs(inside[0].value - 2 * inside[1].value) <= 0.05 * inside[0].value and \
                    lex.derived("worked-out", _worked_out).fullmatch(
                        _blank(masked, inside[0].end, inside[1].start, words)):
                attached[0].remove(w)  # "Per direction, the 7.2 TB/s works out to 3.6 TB/s":
                # the figure arrived at is one direction's, the one it is worked from both
        measured = _measured(inside, spans, sentence, mentions, masked, blockers, lex,
                             "measurement" in said, "collective" in said)
        if any(q.head is not None for q in inside):
            _share_in_chains(inside, attached)
        if any(q.like is not None for q in inside):
            _mirror(inside, attached, said_of)
        said_of.update((q.start, attached[i]) for i, q in enumerate(inside))
        if "=" in text or "\uff1d" in text:
            _share_across_equals(inside, attached, masked)
        pairs = lists.paired(text, sentence, named, words, values, lex, opener)
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
        given_out: list[int] = []  # the figures a respectively gives out, by index in inside
        if respectively and said_respectively.search(text, sentence.start, sentence.end):
            given_out = respective(text, sentence, inside, named, lex)
            first, last = (given_out[0], given_out[-1]) if given_out else (0, len(inside) - 1)
            tail = [w for w in attached[last]  # "25 and 50 GB/s per direction,
                    if w.start >= inside[last].end and w.kind in ("direction", "scope")] + [
                        w for w in attached[first] if w.end <= inside[first].start and
                        w.kind in ("direction", "scope")]  # "的单向带宽分别为 32GB/s 和 64GB/s":
            for i in given_out or range(len(inside)):  # the head's, that chain's alone
                attached[i] += [w for w in tail if not any(o.kind == w.kind  # respectively"
                                                           for o in attached[i])]
            _echo(inside, attached, echoed)
        echoed = [next((w for w in attached[i] if w.kind == "direction"), None)
                  for i, q in enumerate(inside) if q.attribute == "bandwidth"]
        for i, q in enumerate(inside):
            clause = next(c for c in spans if c.holds(q.start))
            restates = i > 0 and _restates(inside[i - 1], q, masked, words, mentions, lex) and \
                _per_whole(q, [m for m in named if m.start >= q.end], masked, words, lex) is None
            picked = None if restates else _subject(q, clause, sentence, candidates, text,
                                                    masked, words, lex)
            if (own_words := _its_own(q, candidates, text, masked, values, subjects,
                                      lex)) is not None:
                picked = own_words
            linked = picked is not None and picked.kind == "memory" and bool(lex.derived(
                "own-link-before", _own_link_before).search(text, picked.end, q.start) or
                lex.derived("own-link-after", _own_link_after).match(text, q.end))
            if linked:
                picked = _subject(q, clause, sentence, [
                    m for m in candidates if m.kind != "memory"], text, masked, words, lex)
                # "H20内存为96GB HBM3 互联带宽900GB/s", "HBM3E 具有 16TB/s 的内存带宽,芯片之间
                # 通过 3.6TB/s 带宽的 NVLink": a link's word after the memory's, right before or
                # after the figure, makes it no memory's
            if q.attribute == "gpu-count" and (one_part := _each_part_of(
                    q, sentence, named, text, lex)) is not None:
                picked = one_part  # "36 GB200 superchips, each with 2 GPUs": one superchip's
            scopes.append(None)
            if values.index(q) in in_notes:
                subjects.append(None)  # "(*bidirectional; 450 GB/s per direction.": a note's
                continue  # figure restates the marked one, whose owner it does not name
            if picked is None and not restates:
                picked = _counted_name(q, [q], sentence, mentions, lex)  # "...; six NVLink 2.0
                # links x 50 GB/s": a count naming its links is theirs, not the part's before
            if picked is None and not restates and not (subjects and subjects[-1]):
                picked = _any_name(q, sentence, [
                    m for m in named if not _part(m, text, lex) and m not in means and
                    lex.entities[m.value].kind != "tray" and not (linked and m.kind == "memory")
                    and not (
                        multiplied(m, q, text, lex, counts=m.start >= q.end) or (
                            m.start >= q.end and placed.set_apart.search(
                                text, max(0, m.start - 14), m.start))) and \
                    not subject_words(lex).compared_base.search(
                        text, max(0, m.start - 36), m.start) and \
                    not subject_words(lex).compared_figure.search(
                        text, max(0, m.start - 48), m.start) and (
                        sentence.holds(m.start) or not _another_gpu_s(m.value, named_here, lex))])
                # "NVL72 is 9 switch trays x 2 switch chips; 130TB/s total": the rack's; never
                # the base of "..., up from 32 GT/s in PCIe 5.0. Total Bandwidth (x16): 256 GB/s"
                if picked is not None:
                    picked = _generation_listing(picked, named, text, lex)
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
            if _nics_own(q, clause, mentions, masked, words, lex) or \
                    _the_nic_as_it(q, sentence, mentions, inside, masked, lex):
                subjects.append(None)  # "..., and to the network via ConnectX-7 at 400 Gb/s"
                continue
            if together and picked is not None and q.attribute == "bandwidth" and \
                    lex.entities[picked.value].kind in NOT_A_SUBJECT and (fellow := _both(
                        picked, named, text, q.start, lex)) is not None and \
                    lex.entities[fellow.value].kind not in NOT_A_SUBJECT:
                picked = fellow  # "Spectrum-X Ethernet and XDR InfiniBand both run 800 Gb/s per
                # port": XDR's, though the Ethernet's figure is none nvfacts keeps
            carried = picked is None and bool(subjects) and subjects[-1] is not None and not (
                len(subjects) == base and _another_gpu_s(str(subjects[-1]), named_here, lex) and
                not subject_words(lex).it_is.search(text, clause.start, q.start))
            # "it is 900 GB/s": its
            if i > 0 and _BUT_THEN.match(text, inside[i - 1].end, q.start) and (kept := next((
                    m for m in named if sentence.holds(m.start) and
                    _OWNED_FIGURE.fullmatch(text, m.end, inside[i - 1].end)), None)) and \
                    (carried or (picked is not None and picked.value == kept.value)) and (
                        owner := next((
                        m for m in candidates if sentence.holds(m.start) and
                        m.end <= kept.start and m.value != kept.value), None)) is not None:
                carried, picked = False, owner  # "Third-gen NVLink kept NVLink 2's 50 GB/s per
                # link but doubled the link count to 12": the sentence's subject doubled it,
                # the one whose figure it kept is no subject of the verb after "but"
            if picked is None and not carried and not named and q.attribute == "link-count" and \
                    (noun_named := _noun_names(text[q.start:q.end], lex)) is not None:
                picked = Match(q.start, q.start, noun_named, lex.entities[noun_named].kind)
                # "With 4 (and later 6) NVLinks per GPU": the links' own name, nothing else named
            if carried:
                subject = str(subjects[-1])  # the figure before's, already resolved
                picked = Match(q.start, q.start, subject, lex.entities[subject].kind)
            elif picked is None or lex.entities[picked.value].kind in NOT_A_SUBJECT:
                if picked is not None and picked.kind == "memory":
                    remembered.add(i)  # "显存 3.35 TB/s": HBM's, and the next cells' of its row
                subjects.append(None)
                continue
            else:
                subject = _resolved(picked, q.attribute, clause, sentence, named, text, lex,
                                    mentions)
                subject = _arrived_at(q, subject, sentence, named, text, masked, lex) or \
                    _departed_from(q, subject, sentence, named, text, masked, lex) or subject
                # "Going from the A to the B, ... rises from X to Y": Y is B's
                if lex.entities[subject].kind in NOT_A_SUBJECT:
                    subjects.append(None)  # "the RTX 3090's NVLink bridge offers 112.5 GB/s"
                    continue
                if lex.entities[subject].family is None and len(lex.members(subject)) > 1 and \
                        any(m.kind == "cluster" and sentence.holds(m.start) and m.end <= q.start
                            for m in mentions):
                    subjects.append(None)  # "The DGX H100 SuperPOD has 57.6 TB/s of NVLink
                    continue  # bandwidth": a cluster's NVLink figure, no generation's
            if q.like is not None and not any(clause.holds(m.start) for m in named) and (
                    placed_as := next((said for v, said in zip(values, subjects, strict=False)
                                       if v.start == q.like), None)):
                subject = placed_as  # "A's 600 GB/s vs B's 900 GB/s; per direction that's 300 vs
                # 450": a bare number in a clause naming nothing is of the figure in its place
            if q.attribute == "bandwidth" and (subject == "NVLink" or (
                    not carried and picked.kind in ("gpu", "architecture"))):
                subject = _bracketed_gpu(q, named, text, lex) or subject  # "1.8 TB/s (B200) /
                # 900 GB/s (H100)": each figure its bracket's GPU's
            if q.attribute == "bandwidth" and lex.entities[subject].family == "NVLink":
                subject = _bracketed_form(q, [m for m in named if sentence.holds(m.start)],
                                          text, lex) or subject  # "NVLink 600GB/s(NVL)"
            if subject == "InfiniBand" and (member := next(
                    (m.value for m in named if clause.holds(m.start) and m.end <= q.start and
                     lex.entities[m.value].family == subject), None) or next(
                    (m.value for m in named if clause.holds(m.start) and m.start >= q.end and
                     lex.entities[m.value].family == subject and apposition(lex).fullmatch(
                         _blank(masked, q.end, m.start, words))), None)):
                subject = member  # "EDR 就是 100G 的 InfiniBand": the generation named before,
                # or restated after: "InfiniBand at 800 Gb/s per port, i.e. XDR"
            if q.attribute == "bandwidth" and lex.entities[subject].kind in WHOLE:
                subject = _carrier(q, inside, clause, candidates, lex, masked) or subject
            elif q.attribute == "bandwidth" and picked.kind in ("gpu", "architecture") and \
                    not carried:
                subject = _means(q, inside, clause, candidates, text, lex, sentence) or \
                    _network_of(q, sentence, named, text, lex) or subject
                if subject == "InfiniBand" and picked.value != subject:
                    subjects.append(None)  # "Blackwell GPUs linked via an InfiniBand platform
                    continue  # at 800 Gb/s per GPU": a network of no generation, no NVLink's
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
                if (link := _cpu_link(subject, clause, sentence, mentions, text, lex)) and \
                        not any(clause.holds(m.start) and lex.entities[m.value].kind in (
                            "interconnect", "superchip") for m in mentions):
                    subjects.append(None)  # "the Grace CPU-B200 GPU interconnect operates at
                    continue  # 900 GB/s": a link the claim never names, of no superchip named
                subject = link or subject
            if q.attribute == "bandwidth" and (link := lex.entities[subject].cpu_link) and \
                    lex.derived("cpu-gpu-link", _compile_cpu_gpu_link).search(
                        _SPACES.sub("", text[clause.start:q.start])):
                subject = link  # "The GB200's CPU-GPU interconnect is 900 GB/s": the
                # superchip's link between its CPU and GPU, NVLink-C2C, not the superchip's NVLink
            if subject == "PCIe" and q.attribute == "bandwidth" and placed.bridge.search(text) and \
                    not _PCIE_GEN.search(text, clause.start, q.start):
                subject = _bridged_card(named, lex) or subject  # never "...经桥接器达到
                # 600GB/s; 两者 PCIe 都是 Gen5, 双向 128GB/s": a PCIe generation's own figure
            elif lex.entities[subject].family == "PCIe" and q.attribute == "bandwidth" and (
                    bridge := placed.bridge.search(text, clause.start, q.start)) is not None and \
                    any(lex.entities[m.value].family == "PCIe" and m.end <= bridge.start()
                        for m in named if clause.holds(m.start)) and not any(
                        lex.entities[m.value].family == "PCIe" and bridge.end() <= m.start < q.start
                        for m in named):
                subject = _bridged_card(named, lex) or subject  # "H100 PCIe Gen5 GPU 经 NVLink
                # 桥以 600GB/s 互连": the bridge between the bus and the figure makes it the card's
            elif lex.entities[subject].family == "NVLink" and q.attribute == "bandwidth" and \
                    not (picked.start >= q.end and bandwidth_pattern(lex).search(
                        text, q.end, picked.start) is None) and \
                    _over_bridge(q, values, clause.start, named, text, placed.bridge, lex) and (
                        card := next((
                        m.value for m in reversed(named) if sentence.holds(m.start) and
                        m.end <= q.start and lex.entities[m.value].kind == "card" and
                        lex.entities[m.value].pcie), None)) is not None:
                subject = card  # "H100 PCIe 只能两两 NVLink bridge, 600GB/s", "the PCIe H100 can be
                # bridged, but 600GB/s over the bridge ...": a bridge's figure is the card's; not
                # one owned by a name right after it ("..., 900GB/s 仅是 SXM5 的")
            elif (lex.entities[subject].family or subject) == "NVLink" and \
                    q.attribute == "bandwidth" and placed.over_bridge.match(text, q.end):
                if (card := _bridged_card([m for m in named if sentence.holds(m.start)],
                                          lex)) is None:
                    subjects.append(None)  # "PCIe Gen5 (350 W TDP, 600 GB/s NVLink bridge)": a
                    continue  # bridge joins two cards of a GPU no name gives, no NVLink's own
                subject = card  # "as PCIe with a 600 GB/s NVLink bridge": the GPU's card's
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
                    f"PCIe {gen[1]}.0" in lex.entities and \
                    not placed.bridge.search(text, gen.end(), q.start):
                subject = f"PCIe {gen[1]}.0"  # "H100 PCIe Gen5 bandwidth: 64GB/s"; never
                # "H100 PCIe Gen5 GPU 经 NVLink 桥以 600GB/s 互连": the card's bridge's figure
            pairing = pairs.get(values.index(q)) if pairs else None
            if pairing is not None and pairing.subject is not None:
                subject = pairing.subject
                if (item := next((m for m in named if m.value == subject and m.kind in (
                        "gpu", "architecture")), None)) is not None:  # "A100 vs H100: ..."
                    subject = _resolved(item, q.attribute, clause, sentence, named, text, lex,
                                        mentions)
            if i in given_out and len(earlier := list(dict.fromkeys(
                    s for s in subjects[base:base + given_out[0]] if s))) == len(given_out):
                subject = earlier[given_out.index(i)]  # "PCIe 5.0 单向 64GB/s, PCIe 6.0 单向
                # 128GB/s, 双向则分别为 128GB/s 和 256GB/s": the things named before, in order
            if q.attribute == "bandwidth" and (chips := next((
                    m for m in reversed(named) if clause.holds(m.start) and m.end <= q.start and
                    m.kind == "switch"), None)) is not None and \
                    text[chips.start:chips.end].lower().endswith("es") and \
                    (rel := _THAT.match(text, chips.end)) is not None and \
                    placed.links_give.fullmatch(text, rel.end(), q.start):
                subject = _domain_system(sentence, named, text, lex) or ""  # "backed by six
                # NVSwitches that provide 4.8 TB/s": the chips together, the system's fabric
                if not subject:
                    subjects.append(None)
                    continue
            subjects.append(subject)
            if q.attribute == "bandwidth" and network and \
                    lex.entities[subject].family != "InfiniBand" and \
                    not _said_of(q, picked, masked, words, lex) and (
                        (_not_a_property(text, masked, q, clause, inside, blockers.network) and
                         not _nvlinks_network(clause, named, text, blockers.network, lex)) or (
                            i - 1 in networked and (_RESTATED.search(
                                masked, inside[i - 1].end, q.start) is not None or
                                _EQUALS.fullmatch(masked, inside[i - 1].end, q.start)) and
                            masked[inside[i - 1].end:q.start] == text[inside[i - 1].end:q.start])):
                networked.add(i)  # what a network's figures add up to is the network's too:
                # "计算网络 8 x 400Gb/s = 3.2Tb/s" (and "约 400GB/s" restating it)
            if q.attribute == "bandwidth" and ((restates and i - 1 in networked) or (
                    lex.entities[subject].kind == "system" and _in_bits(text[q.start:q.end])
                    and not _said_of(q, picked, masked, words, lex) and not any(
                        w.value == "per-port" or (w.kind == "each" and any(
                            v.attribute == "port-count" and v.end <= q.start for v in inside))
                        for w in attached[i]) and any(
                        lex.entities[m.value].family == "InfiniBand" or
                        lex.entities[m.value].kind in CARRIERS for m in named_here))):
                networked.add(i)  # a system's total in bits beside an InfiniBand port's rate
                # or a NIC's is its network's, no NVLink total: "8x ConnectX-7 at 400 Gb/s NDR,
                # 3.2 Tb/s per node" (and "约 400GB/s" restating it)
            if q.attribute == "bandwidth" and guessed and blockers.guess_before.search(
                    masked, max(0, q.start - 24), q.start):
                continue  # "actual throughput would be perhaps 30-40 GB/s": a guess
            if q.attribute == "bandwidth" and effective and \
                    lex.entities[subject].family == "InfiniBand" and \
                    not any(w.value == "per-port" for w in attached[i]) and \
                    _not_a_property(text, masked, q, clause, inside, blockers.effective):
                continue  # "NDR 400G InfiniBand (96 GB/s effective bandwidth)": what a port
                # carries after its overheads, worked out from its rate, is no rate of NDR
            unit = next((v for v in inside if v.start == q.head), q)  # "20, 25 and 50 Gbit/s
            # per differential pair": a bare number of a list is said as its unit's figure is
            if q.attribute == "bandwidth" and lanes and _in_bits(text[unit.start:unit.end]) and (
                    blockers.lane_rate_after.match(masked, q.end) or
                    blockers.lane_rate_head.search(text, 0, q.start) or
                    blockers.lane_rate_before.search(masked, max(0, q.start - 24), q.start) or
                    _not_a_property(text, masked, unit, next(
                        c for c in spans if c.holds(unit.start)), inside, blockers.lane_rate) or
                    _lane_aside(text, masked, unit, blockers.lane_rate) or (
                        i - 1 in laned and placed.lane_again.search(
                            masked, inside[i - 1].end, q.start) is not None)):
                laned.add(i)
            if q.attribute == "bandwidth" and (split := lex.derived(
                    "lanes-of", _lanes_of).match(text, q.end)) and any(
                    j in laned and abs(inside[j].value * 8 - float(split["rate"])) > 0.5
                    for j in range(i)):
                laned.add(i)  # "每通道50 Gbps,支持400 Gbps(4x100G)": lanes at another rate than
                # the claim's own lane rate make another port's figure (NDR's), none of this one
            if q.attribute == "bandwidth" and of_a_lane.get(i) and (
                    lex.entities[subject].family or subject) not in \
                    lex.lane_widths.get("families", ()):
                laned.add(i)  # "18 NVLink links, each lane carrying about 100 GB/s": one lane's
                # figure, of an interconnect not counted in lanes, is no GPU's, link's or port's
            if memory and q.attribute == "bandwidth" and (_not_a_property(
                    text, masked, q, clause, inside, blockers.memory, [
                        m for m in named if lex.entities[m.value].kind == "interconnect"],
                    lex.derived("own-link-words", _own_link_words),
                    lex.derived("own-link-before", _own_link_before),
                    lex.derived("own-link-after", _own_link_after)) or (
                    i - 1 in remembered and (placed.against_before.fullmatch(
                        text, inside[i - 1].end, q.start) or
                        _NEXT_CELL.fullmatch(text, inside[i - 1].end, q.start)))):
                remembered.add(i)  # "raises memory bandwidth to 4.8 TB/s from the H100's
                continue  # 3.35 TB/s": the figure it is set against is memory's too, as are
                # the next cells of a memory row ("显存带宽 3.35 TB/s 4.8 TB/s 8 TB/s")
            if q.attribute == "bandwidth" and lex.entities[subject].kind in WHOLE and \
                    _several_machines(q, sentence, masked, lex):
                continue  # "a 4-node DGX B200 pod: 4 x 14.4 = 57.6 TB/s": four systems' total
            if q.attribute == "bandwidth" and lex.entities[subject].kind not in WHOLE and \
                    not any(w.kind in ("scope", "each") for w in attached[i]) and \
                    _total_of_gpus_counted(q, sentence, masked, lex):
                continue  # "clusters of up to 256 H100 GPUs and 57.6 TB/s": the total of the
                # GPUs counted, no one GPU's figure, and no system named to hold it
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
            if attribute == "port-count" and lex.entities[subject].family == "NVLink" and \
                    _another_links_ports(q, clause, named, words, lex):
                continue  # "NVLink 2.0 at 300 GB/s per GPU, plus four 100 Gb/s EDR InfiniBand
                # ports": a network's ports, a system's, are no GPU's NVLink links
            if attribute == "port-count" and lex.entities[subject].family == "NVLink" and (
                    switch := _switch_before(q, sentence, mentions, lex)):
                subject = switch  # "the NVSwitch has 64 NVLink 4 ports": the switch's ports
            elif attribute == "port-count" and lex.entities[subject].family == "NVLink":
                attribute = "link-count"  # a GPU's NVLink ports are its links
            elif attribute == "port-count" and lex.entities[subject].kind not in \
                    lex.attributes[attribute].get("of-kinds", [lex.entities[subject].kind]):
                continue  # "a QM9700 has 64 NDR ports": the switch's, not NDR's
            if attribute == "introduced" and not text[q.start].isdigit() and (
                    after := _named_after_again(q, sentence, named, text, lex)):
                subject = after.value  # "B200 于 2024 年发布, 同年 NVLink 5.0 也发布了", "..., the
                # same year came NVLink 2.0": a year said again is the year of what its clause
                # names after it
            if attribute == "introduced" and lex.entities[subject].kind == "architecture" and \
                    (described := _described_product(q, sentence, named, text, lex, subject)):
                subject = described.value  # "A100 (Ampere 架构, 2020 年发布)", "Introduced in
                # 2022 and based on Hopper, the H100 ...": the product's year, built on it
            if attribute == "introduced" and lex.entities[subject].kind == "architecture":
                architecture = subject
                brought = next((m.value for m in named if sentence.holds(m.start) and
                                lex.entities[m.value].family is not None), None)
                subject = (_elliptic(masked, q, clause, named, brought, lex) if brought
                           else None) or ""  # "..., Hopper fourth-gen in 2022": NVLink 4.0's
                if not subject and _architecture_dated(q, sentence, named, text, lex,
                                                       architecture):
                    subject = architecture  # "2018 年 Turing 图灵架构发布": the architecture
                    # itself, named as such, arrived that year
                if not subject:
                    continue  # "Blackwell 平台于 2024 年亮相": an architecture is no product
            if attribute == "gpu-count" and lex.entities[subject].kind in WHOLE and (
                    systems_counted_before(q, subject, sentence, masked, lex) or
                    _interconnects_reach(q, sentence, named, text, lex) or
                    _each_cpus(q, clause, text, lex) or
                    _each_parts(q, sentence, subject, named, text, lex) or any(
                        q.start <= m.start < q.end and m.value == subject for m in mentions)):
                continue  # "..., enabling up to 576 GPUs": the generation's reach, no system's;
                # "each Grace CPU drives two B200s": a superchip's GPUs; "256 个 GH200 GPU 配置
                # 到一个名为 Grace Hopper 的系统": a count of the things themselves, none of theirs
            if attribute == "gpu-count" and lex.entities[subject].kind not in WHOLE and (
                    titled_whole := _titled_whole(sentence, sentences, named, values, lex)):
                subject = titled_whole  # "GB200 Grace Blackwell Superchip\nCombines: Grace CPU +
                # two Blackwell B200 GPUs via NVLink-C2C": the title's superchip counts them
            if attribute == "gpu-count" and lex.entities[subject].kind not in WHOLE and \
                    (subject != picked.value or
                     lex.entities[subject].kind not in ("interconnect", "switch") or
                     not placed.domain.search(text, sentence.start, sentence.end)):
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
            scope = _scope(own, q, inside, i, text, masked, words, sentence, lex, gpus if (
                lex.entities[subject].family or subject) != "NVLink" else [*gpus, *(
                    m for m in named if lex.entities[m.value].kind in WHOLE and
                    (lex.entities[m.value].gpus or 2) > 1)])
            # "HGX B200 uses NVLink 5 at 1.8 TB/s each": each of the board's GPUs
            if scope == "per-gpu" and lex.entities[subject].kind == "card" and not any(
                    w.kind in ("scope", "each") for w in own):
                scope = None  # "NVLink bridging of two GPUs at 600 GB/s": a bridged pair's
                # figure, not each card's, unless said of each
            if scope == "per-link" and not any(w.kind in ("scope", "each") for w in own) and (
                    noun := next((w for w in own if w.kind == "noun" and w.value == "per-link"
                                  and w.end <= q.start), None)) is not None and \
                    masked[noun.start:noun.end].lower().endswith("links") and \
                    placed.links_give.fullmatch(_blank(masked, noun.end, q.start, words)) and \
                    placed.the_one.search(masked, max(0, noun.start - 24), noun.start):
                scope = None  # "the NVLink 3 links provide 600 GB/s": the links together, no
                # one link's figure ("NVLink 3 links run at 50 GB/s" stays one link's)
            if scope == "per-link" and _one_link(subject, own, lex):
                scope = None  # "the C2C link is 900 GB/s", "an HDR link", "GH200's CPU-GPU
                # link": the whole of it
            if q.attribute == "bandwidth" and i in each_counted and scope not in (
                    "per-link", "per-port") and (count := next((
                        c for c in reversed(inside[:i]) if c.attribute.endswith("-count")),
                        None)) is not None and count.attribute in ("link-count", "port-count"):
                scope = "per-link" if count.attribute == "link-count" else "per-port"
                # "A single GPU supports 18 NVLink 100 GB/s connections": each link's
            if scope == "aggregate" and _one_gpus_links_summed(q, inside, words, subject, text,
                                                                sentence, lex, each_counted):
                scope = "per-gpu"  # "A single V100 supports six NVLink connections for a total
                # bandwidth of 300 GB/s": one GPU's links summed, the specific scope winning
            if scope == "per-link" and (lex.entities[subject].family or subject) == "PCIe" and \
                    not any(w.kind == "scope" for w in own) and any(
                        w.kind == "noun" and w.end <= q.start and
                        (masked[w.start:w.end].lower() in placed.lone_link or (
                            masked[w.start:w.end].lower() in placed.the_link and (
                                placed.the_one.search(masked, max(0, w.start - 24), w.start) or
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
            if scope is None and restates and not (
                    scopes[i - 1] == "aggregate" and
                    phrases.own_phrase(text, words, inside[i - 1].end, q.start, lex)):
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
                    not phrases.contrast(lex).search(text, head_end, q.start) and \
                    not (head_scope == "aggregate" and
                         phrases.own_phrase(text, words, head_end, q.start, lex)):
                scope = head_scope  # not past a count of what it is per ("links ..., six links");
                # a total's other direction sums nothing: "600 GB/s total (300 GB/s each way)";
                # nor past a contrast: "1.2 TB/s per GPU, up from 600 GB/s"
            if scope == "aggregate" and header and not any(
                    c.noun_scope == header for c in inside[:i]):
                scope = header  # "NVLink 2.0 链路速率: ...; 双向合计 50 GB/s": the link's total,
                # but after a count of the header's things their sum: "Per-link rates: NVLink 3
                # gives 50 GB/s per link with 12 links, totaling 600 GB/s"
            if q.attribute == "bandwidth" and lex.entities[subject].kind in WHOLE and \
                    _one_gpus_share(q, masked, lex.entities[subject].gpus):
                scope = "per-gpu"  # "14.4 TB/s, i.e. 8 x 1.8 TB/s": each of its 8 GPUs'
            if q.noun_scope == "per-link" and scope == "per-gpu":
                gpu_links = True  # "18 links per GPU", "单 GPU 18 条链路"
                if q.attribute == "link-count" and lex.entities[subject].kind in WHOLE and \
                        (uses := lex.entities[subject].uses) and any(
                            clause.holds(m.start) and m.value == uses for m in mentions):
                    subject = uses  # "DGX H100: 每卡 18 条 NVLink 4.0 链路": each GPU's links of
                    # the generation the clause names, never the system's ("Each GPU in a DGX
                    # H100 has 18 NVLink connections" names none: the system's)
            elif q.attribute == "bandwidth" and scope in (None, "aggregate") and i > 0 and \
                    inside[i - 1].noun_scope == "per-link" and (placed.links_give.fullmatch(
                        gap := _blank(masked, inside[i - 1].end, q.start, words)) or (
                            gpu_links and gap.strip() in ("", "\u3001", "(", "\uff08"))) and (
                        gpu_links or lex.derived("possessive", _compile_possessive).search(
                            masked, max(0, inside[i - 1].start - 12), inside[i - 1].start)):
                scope = "per-gpu"  # "each GPU's six NVLinks give 300 GB/s": the GPU's links' sum,
                # in a system too; "its 18 NVLink 4.0 links give 900 GB/s": one thing's links;
                # the specific scope winning over a total ("... for 900 GB/s of total bandwidth",
                # "单卡 6 条 NVLink 合计 300GB/s": a GPU's links, then their total; "12 NVLink 3
                # links per GPU (600 GB/s)": their sum in brackets)
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
            if q.attribute == "bandwidth" and ports and scope != "per-port" and \
                    lex.entities[subject].default_scope == "per-port" and (rate := next(
                        (v for v in inside[ports[-1] + 1:i] if v.attribute == "bandwidth"),
                        None)) is not None and q.value > 2 * rate.value and \
                    not agree(q.value, 2 * rate.value, False):
                continue  # "64 x 400 Gb/s NDR ports add up to 25.6 Tb/s": more than the port's
                # rate both ways is the counted ports' sum, a switch's or a node's total that no
                # entity names, never the generation's figure
            if scope is None and ports and (porter := subjects[base + ports[-1]]) and \
                    lex.entities[porter].kind == "switch" and (trailing := next(
                        (w for w in own if w.kind == "each" and w.start >= q.end), None)) and \
                    _chips_have_each(trailing, q, inside, text, masked, sentence):
                subject = porter  # "the NVSwitch chips have 64 ports and 3.2 TB/s each": the chip's
            if scope == "per-port" and lex.entities[subject].kind == "system" and (ib := next(
                    (m.value for m in reversed(named) if sentence.holds(m.start) and
                     m.end <= q.start and lex.entities[m.value].family == "InfiniBand"), None)):
                subject = ib  # "DGX A100 配 8 个 HDR 端口, 每个端口 200Gb/s": the port's own
                # generation's rate, never the system's
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
                         not _left(m, q, text, masked, lex)), None)):
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
            elif scope == "per-gpu" and q.attribute == "bandwidth" and \
                    lex.entities[subject].kind == "switch" and not carried and any(
                        clause.holds(m.start) and m.value == "NVLink" for m in mentions):
                subject = "NVLink"  # "包括NVSwitch, 以提供任意对GPU之间900GB/s的完整NVLink带宽":
                # the GPUs' NVLink, of no generation the claim names, never the switch chip's
            if scope == "aggregate" and (lex.entities[subject].family or subject) == "NVLink" \
                    and not any(sentence.holds(m.start) and lex.entities[m.value].kind in WHOLE
                                for m in named) and lex.derived("machine", _compile_machine) \
                    .search(text, sentence.start, sentence.end):
                continue  # "8 GPUs within a single server ... a total of 900 GB/s": the server's
            if scope == "aggregate" and (lex.entities[subject].family or subject) == "NVLink" \
                    and lex.derived("whole-fabric", _compile_whole_fabric).search(
                        text, clause.start, clause.end):
                subject = _domain_system(sentence, named, text, lex) or ""
                if not subject:
                    continue  # "a fifth-generation NVLink fabric that provides 130 TB/s of
                    # aggregate bisection bandwidth": a rack's, no generation's, none named
            if q.attribute == "bandwidth" and scope in (None, "aggregate") and (
                    lex.entities[subject].kind == "switch" or any(
                        sentence.holds(m.start) for m in means)) and not any(
                        w.kind == "each" for w in own) and _in_domain(q, clause, text, named,
                                                                         lex):
                subject = _domain_system(sentence, named, text, lex) or ""
                if not subject:
                    continue  # "NVSwitch enables 130 TB/s across a 72-GPU domain": the domain's
                    # total, no switch chip's, and no product named has it
                # "The NVLink Switch enables 130 TB/s in one 72-GPU NVLink domain (GB200
                # NVL72)": the system's total, not the switch's that makes it
            if q.attribute == "bandwidth" and (scope is None or (scope == "aggregate" and not any(
                    w.kind == "scope" for w in own))) and \
                    lex.entities[subject].kind in WHOLE and \
                    (uses := lex.entities[subject].uses) is not None and \
                    any(m.value == subject and sentence.holds(m.start) and lex.derived(
                        "example", _example).search(text, max(0, m.start - 16), m.start)
                        for m in named):
                subject, scope = uses, None  # "可达1.8 TB/s(如Grace
                # Blackwell架构)": where the figure is found, its NVLink's, no superchip's total
            if q.attribute == "bandwidth" and scope is None and _between_gpus(
                    q, i, inside, attached, words, masked, sentence, mentions, subject, lex):
                scope = "per-gpu"  # "GPU-to-GPU bandwidth on H100 is 900 GB/s"
            if q.attribute == "bandwidth" and scope is None and \
                    lex.entities[subject].kind in WHOLE and _opens_per_gpu_of(
                        subject, sentence, words, named, text, lex):
                continue  # "Per GPU in a DGX H100 that's 400 Gb/s of IB vs 450 GB/s each way
                # of NVLink": the sentence is about one of the system's GPUs, and a figure saying
                # no scope of its own may be that GPU's or the system's: nothing is read
            if q.attribute == "bandwidth" and scope is None:
                scope = header if header and not (
                    header == "per-link" and _one_link(subject, own, lex)) else (
                    "aggregate" if lex.entities[subject].kind in WHOLE and
                    (lex.entities[subject].gpus or 2) > 1 and
                    lex.entities[subject].default_scope is None else None)  # "C2C link: 900
                # GB/s"; a cloud instance's "600 GB/s NVSwitch GPU interconnect" is its GPUs'
                # (its lexicon entry's default scope), no total
            if q.attribute == "bandwidth" and scope not in ("per-port", "per-gpu") and \
                    lex.entities[subject].family == "InfiniBand" and (last_ib := [
                        m for m in named if sentence.start <= m.start and m.end <= q.start and
                        lex.entities[m.value].family == "InfiniBand" and
                        not any(s <= m.start < e for s, e in port_counts)]) and \
                    placed.switch_after.match(text, last_ib[-1].end):
                continue  # "a Quantum-2 switch has 64 NDR ports and 51.2 Tb/s": the switch's
            if q.attribute == "bandwidth" and scope == "per-port" and \
                    lex.entities[subject].family == "InfiniBand" and (last_ib := [
                        m for m in named if sentence.start <= m.start and m.end <= q.start and
                        lex.entities[m.value].family == "InfiniBand"]) and \
                    placed.switch_after.match(text, last_ib[-1].end) and not any(
                        _generation_written(m, text) for m in mentions
                        if lex.entities[m.value].family == "InfiniBand"):
                continue  # "The Quantum-2 switch provides 64 ports of 400 Gb/s": a switch
                # product's ports, their generation never written, are no generation's figure
            if (scope == "per-port" or placed.port_after.match(masked, q.end) or (
                    restates and i - 1 in ported)) and (lex.entities[subject].family or subject) \
                    in lex.lane_widths.get("families", ()):
                ported.add(i)
                continue  # "sits on PCIe Gen5 to feed its 400 Gb/s (50 GB/s) port": a NIC's
                # port, as a link counted in lanes has no ports
            if (whole := _one_gpus_whole(q, subject, sentence, named, text, lex)) is not None:
                subject = whole  # "In the GH200, the Hopper GPU has 18 NVLink 4 links": the
                # superchip's one GPU's links are the superchip's
            elif (whole := _gpus_whole(q, subject, scope, picked, sentence, named, text,
                                       lex)) is not None:
                subject = whole  # "The HGX H100 wires up its eight GPUs with NVLink 4 at 900
                # GB/s each": the system's GPUs' figure is the system's
                if scope is None and q.attribute == "bandwidth" and \
                        lex.entities[subject].default_scope is None:
                    scope = "aggregate"  # "An HGX B200 runs NVLink 5 at 14.4 TB/s": its total
                    # (a cloud instance's NVLink figure is its GPUs', unscoped)
            if q.attribute != "bandwidth":
                direction = scope = None  # "25 GB/s per link, x18": the link's, not the count's
            elif pairing is not None and pairing.direction is not None:
                direction = pairing.direction
            elif direction is None:
                direction = next((d for at, d in reversed(header_direction) if at < q.start),
                                 None)
            if q.attribute in quantities._COUNTS and (lex.derived("ratio-base", _ratio_base).search(
                    masked, max(0, q.start - 80), q.start) or lex.derived(
                        "ratio-after", _ratio_after).match(masked, q.end)):
                continue  # "NVL72 can support 9X the GPU count than a single eight-GPU system":
                # the count is the compared thing's, none of the subject's
            if q.attribute == "bandwidth" and scope is None and _operand(masked, q, inside):
                continue  # "8 x 50 GB/s = 400 GB/s": a bare factor's operand is none of the
                # subject's figures, only what the product comes to is
            if q.later and (whole := lex.entities[subject].family):
                subject = whole  # "the P100 has 4 (later 6) links": 6 is no P100's
            assertion = Assertion(
                subject=subject, attribute=attribute, value=_value(q.value), unit=q.unit,
                direction=direction,  # type: ignore[arg-type]
                scope=scope,  # type: ignore[arg-type]
                approx=_first(own, "approx"),  # type: ignore[arg-type]
                text=text[clause.start:clause.end].strip(" ,"))
            if not any(_same(assertion, a) for a in found):
                found.append(assertion)
            both = _both(picked, named, text, q.start, lex) if together and \
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
                both = _joined_pair(owner, named, text, lex)  # "A800/H800: ... 400GB/s": the one
                # figure after two products joined is each one's
            if both is None and (kin := lex.entities[subject].family) and \
                    (pairing is None or pairing.subject is None) and \
                    sum(v.attribute == q.attribute for v in inside) == 1 and (
                    owner := next((m for m in reversed(named) if m.value == subject and
                                   m.end <= q.start and sentence.holds(m.start)), None)) and (
                    further := lists.next_generation(text, owner.end, kin, lex, slash=True)):
                both = Match(owner.end, further[1], further[0], "interconnect")  # "NVLink
                # 3.0/4.0 links run at 50 GB/s each": the one figure is each generation's
            if both is None and q.attribute == "bandwidth" and picked.end > picked.start and \
                    subject == picked.value and "all" in text:  # "NVLink 2.0, 3.0 and 4.0 all
                # have 50 GB/s"
                for fellow in _all_listed(picked, named, text, q.start, lex):
                    if lex.entities[fellow.value].kind == lex.entities[subject].kind and not any(
                            _same(twin := assertion.model_copy(update={"subject": fellow.value}),
                                  a) for a in found):
                        found.append(twin)
            if both is not None and lex.entities[both.value].kind == \
                    lex.entities[subject].kind and not any(
                        _same(twin := assertion.model_copy(update={"subject": both.value}), a)
                        for a in found):
                found.append(twin)  # "H100 PCIe and H100 NVL both use 600 GB/s bridges"
            if q.attribute == "introduced" and (dated := next((
                    m for m in reversed(named) if m.value == subject and m.end <= q.start and
                    sentence.holds(m.start)), None)) is not None and (fellow := next((
                        m for m in reversed(named) if m.end <= dated.start and
                        sentence.holds(m.start) and
                        _AND_BEFORE.fullmatch(text, m.end, dated.start)), None)) is not None \
                    and fellow.value != subject and \
                    lex.derived("arrived-together", _arrived_together).fullmatch(
                        text, dated.end, q.start) and not any(
                        _same(twin := assertion.model_copy(update={"subject": fellow.value}), a)
                        for a in found):
                found.append(twin)  # "H100 (Hopper) and NVLink 4.0 arrived in 2022": both did
            same = _same_as(q, sentence, named, text, lex, inside) if alike and \
                q.attribute == "bandwidth" else None
            if same is not None:
                other = _resolved(_head(same, named, text, lex), q.attribute, clause, sentence,
                                  named, text, lex, mentions)
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
    return _merged_restatements(_one_scope_of_a_total(_no_network_total(found, lex), lex))


def _opens_per_gpu_of(subject: str, sentence: phrases.Span, words: list[Match],
                      named: list[Match], text: str, lex: Lexicon) -> bool:
    """Whether the sentence opens with a per-GPU word followed by "in" the system ``subject``
    ("Per GPU in a DGX H100, ..."): it is about one GPU of that system."""
    opening = next((w for w in words if w.kind == "scope" and w.value == "per-gpu" and
                    not text[sentence.start:w.start].strip()), None)
    return opening is not None and any(
        m.value == subject and system_words(lex).inside.fullmatch(text, opening.end, m.start)
        for m in named)


def _no_network_total(found: list[Assertion], lex: Lexicon) -> list[Assertion]:
    """``found`` without an InfiniBand total: a machine's network cards summed ("400 Gb/s NDR
    per GPU, 3.2 Tb/s per VM", "整机 3.2Tb/s") are no figure of the InfiniBand generation, whose
    figures are a port's or a GPU's."""
    return [a for a in found if not (
        a.attribute == "bandwidth" and a.scope == "aggregate" and
        (lex.entities[a.subject].family or a.subject) == "InfiniBand")]


def _one_scope_of_a_total(found: list[Assertion], lex: Lexicon) -> list[Assertion]:
    """``found`` without a figure read per GPU of a system or superchip of several GPUs that the
    same claim gives as the whole's total: one figure is not both, and a claim that says so
    sets a misreading straight ("where did you get 130 TB/s per GPU -- 130 TB/s is the whole
    rack"): the total is what it states."""
    totals = {(a.subject, a.value, a.direction) for a in found
              if a.attribute == "bandwidth" and a.scope == "aggregate"}
    return [a for a in found if not (
        a.attribute == "bandwidth" and a.scope == "per-gpu" and
        (a.subject, a.value, a.direction) in totals and
        lex.entities[a.subject].kind in WHOLE and (lex.entities[a.subject].gpus or 0) > 1)]



def _lanes_of(lex: Lexicon) -> re.Pattern[str]:
    """Right after a figure, its lanes and their rate in brackets: "400 Gbps(4x100G)" (the
    lexicon's relation-words ``lanes-times`` and ``lanes-rate-units``)."""
    return re.compile(r"\s*[(\uff08]\s*\d{1,2}\s*(?:" + _alternation(lex.words("lanes-times")) +
                      r")\s*(?P<rate>\d+(?:\.\d+)?)\s*(?:" +
                      _alternation(lex.words("lanes-rate-units")) + r")\s*[)\uff09]", re.I)



_HOST = re.compile(r"\bhost\s*$", re.I)
"""Before a PCIe link, "host": a card's one link to its host ("a PCIe Gen4 host link of 64
GB/s"), no link of many."""

def _worked_out(lex: Lexicon) -> re.Pattern[str]:
    """Between a figure and another it is worked out to ("7.2 TB/s works out to 3.6 TB/s"): the
    lexicon's relation-words ``worked-out-to``."""
    words = lex.words("worked-out-to")
    said = "|".join(re.escape(str(w)) for w in words) or "(?!)"
    return re.compile(r"\s*(?:" + said + r")\s*(?:~|about\s+|约\s*)?", re.I)


def _restating(lex: Lexicon) -> re.Pattern[str]:
    """Between a figure and a word before a second figure, a verb saying the second restates
    the first (the lexicon's relation-words ``restating``)."""
    return re.compile(r"\s*(?:" + starting_words(lex.words("restating")) +
                      r")\s*", re.I)


def _example(lex: Lexicon) -> re.Pattern[str]:
    """Before a name, an opening bracket and a word of an example ("(如", "(such as": the
    lexicon's relation-words ``example``)."""
    return re.compile(r"[(\uff08]\s*(?:" + starting_words(lex.words("example")) +
                      r")\s*(?:the\s+|an?\s+)?$", re.I)


def _means_phrase(lex: Lexicon) -> re.Pattern[str]:
    """A phrase saying how a figure was reached ("by doubling the per-link rate"): one of the
    lexicon's relation-words ``means`` and a word ending in "ing" right after it."""
    return re.compile(r"(?:" + starting_words(lex.words("means")) +
                      r")\s+\w+ing\b", re.I)


def _converting(lex: Lexicon) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """A verb converting a figure into another ("halve", the lexicon's relation-words
    ``converting``), the word of its purpose right before a qualifier ("for one direction":
    ``converted-for``) and what joins the two figures ("900 GB/s -> 450 GB/s":
    ``converted-to``)."""
    said = lex.relation_words
    return (re.compile(r"(?:" + starting_words(said.get("converting", [])) + r")(?![A-Za-z])",
                       re.I),
            re.compile(r"(?:" + starting_words(said.get("converted-for", [])) + r")\s*$", re.I),
            re.compile(r"\s*(?:" + starting_words(said.get("converted-to", [])) + r")\s*", re.I))


_LEADS = re.compile(r"\s*年?\s*")
"""Between a year that opens a clause and the name after it: "2017 年 V100 ..."."""


_PART_ENDS = re.compile(r"[,;\uff0c\uff1b\u3002]")


def _named_after_again(q: Quantity, sentence: phrases.Span, named: list[Match], text: str,
                       lex: Lexicon) -> Match | None:
    """For a year said again ("the same year", 同年, 同场), the name after it in its part of the
    sentence (between commas or semicolons) when none stands before it there and the part says
    it arrived; in English only after a comma closing "the same year"."""
    start = max([sentence.start, *(p.end() for p in _PART_ENDS.finditer(text, sentence.start,
                                                                       q.start))])
    ends = [p.start() for p in _PART_ENDS.finditer(text, q.end, sentence.end)] + [sentence.end]
    if len(ends) > 1 and not text[q.end:ends[0]].strip():
        end = ends[1]  # "the same year, NVLink 2.0 shipped"
    elif text[q.start].isascii():
        return None  # "..., the same year NVSwitch debuted": a relative clause dating the
        # year, no year given to NVSwitch
    else:
        end = ends[0]
    if any(start <= m.start < q.start for m in named) or \
            quantities.arrival_verbs(lex).search(text, start, end) is None:
        return None  # "同期 NVLink 1.0 就跑到 20.625 GT/s": at that time, no arrival said
    return next((m for m in named if q.end <= m.start < end and
                 lex.entities[m.value].kind not in NOT_A_SUBJECT), None)


def _respectively(lex: Lexicon) -> re.Pattern[str]:
    """The words giving out a list's figures in order ("respectively", "correspondingly", 分别:
    relation-words ``list-respectively``)."""
    return re.compile(_whole_words(lex.words("list-respectively")), re.I)


_LIST_HEAD = re.compile(r"[ \t]*\n[ \t]*(?:[-*\u2022]|\d+[.)])")
"""After a header's colon, a list's first item on a line of its own ("Bandwidth by generation
(per GPU, bidirectional aggregate):\n- NVLink 1: 160 GB/s\n- NVLink 2: 300 GB/s"): a title
whose scope holds for every item that says none."""
_TITLE = re.compile(r"\s(?:--|\u2014|\u2013)\s")
"""Between a claim's title and its first item's head: "Bidirectional bandwidth per GPU -- NVLink
3: 400 GB/s; NVLink 4: 900 GB/s"."""


def _by_means_of(lex: Lexicon) -> re.Pattern[str]:
    """Before a switch, a word of the means a figure is reached by ("900 GB/s via NVSwitch",
    "借助 NVSwitch 实现 900GB/s": the lexicon's relation-words ``by-means-of``, an English one
    perhaps with one of ``by-means-of-determiners``): the switch is no subject of the clause;
    what goes through it is."""
    means = lex.words("by-means-of")
    return re.compile(r"(?:\b(?:" + _alternation(w for w in means if w[:1].isascii()) +
                      r")\s+(?:(?:" + _alternation(lex.words("by-means-of-determiners")) +
                      r")\s+)?|(?:" + _alternation(w for w in means if not w[:1].isascii()) +
                      r")\s*)$", re.I)

_EQUALS = re.compile(r"\s*[=\uff1d]\s*")
"""Between a product's terms and the total they come to."""

_ASIDE = re.compile(r"\s*\([^()]{0,40}\)([^,;:(\u3001\uff0c\uff1b\u3002]*)")
"""A short aside in brackets right after a figure, and the words after it up to a separator:
"50 Gbit/s (v1.0/v2.0/v3.0+ resp.) per differential pair"."""


def _generation_written(m: Match, text: str) -> bool:
    """Whether the name ``m`` writes its generation's own name ("NDR InfiniBand", "NDR200"), not
    a product's only ("Quantum-2"): the last word of the generation's name, within it."""
    return m.value.rsplit(" ", 1)[-1].lower() in text[m.start:m.end].lower()


def _lane_aside(text: str, masked: str, q: Quantity, lane_rate: re.Pattern[str]) -> bool:
    """Whether the words after a short aside in brackets after ``q`` say it is a lane's rate
    ("20, 25 and 50 Gbit/s (v1.0/v2.0/v3.0+ resp.) per differential pair")."""
    aside = _ASIDE.match(masked, q.end)
    return aside is not None and lane_rate.search(text, aside.start(1), aside.end(1)) is not None


def _ratio_base(lex: Lexicon) -> re.Pattern[str]:
    """Before a count, a multiple and the word naming the thing it is compared with ("9X the GPU
    count than a single", "9x the GPUs of an", "比单个": relation-words ``ratio-base`` and
    ``ratio-base-determiners``): the count is that thing's."""
    english = [w for w in lex.words("ratio-base") if w[:1].isascii()]
    chinese = [w for w in lex.words("ratio-base") if not w[:1].isascii()]
    them = r"(?:(?:" + _alternation(lex.words("ratio-base-determiners")) + r")\s*){0,2}"
    return re.compile(
        r"(?<![\w.])\d+(?:\.\d+)?\s*[x\u00d7](?![\w])[^.;,\u3002\uff1b\uff0c]{0,40}?\b(?:" +
        _alternation(english).replace(r"\ ", r"\s+") + r")\s+" + them + "$|(?:" +
        _alternation(chinese) + r")\s*" + them + "$", re.I)


def _ratio_after(lex: Lexicon) -> re.Pattern[str]:
    """After a count, the thing counted and a multiple of it ("8-GPU 系统的 9 倍": relation-words
    ``ratio-after``): the count is the compared thing's."""
    return re.compile(r"[^\d,;.\u3002\uff1b\uff0c]{0,12}?\u7684\s*\d+(?:\.\d+)?\s*(?:" +
                      _alternation(lex.words("ratio-after")) + ")")


def _operand(masked: str, q: Quantity, inside: list[Quantity]) -> bool:
    """Whether ``q`` is multiplied by a bare factor into a total written right after it ("8 x
    50 GB/s = 400 GB/s": figures.product_factor): an operand of a written product, no figure of
    its own (a factor naming what it counts, "12 links x 50 GB/s", gives it its scope instead)."""
    return product_factor(masked, q.start, q.end) is not None and any(
        g.attribute == q.attribute and g.start >= q.end and
        PRODUCT_TAIL.fullmatch(masked, q.end, g.start) for g in inside)

def _over_bridge(q: Quantity, values: list[Quantity], start: int, named: list[Match], text: str,
                 bridge: re.Pattern[str], lex: Lexicon) -> bool:
    """Whether a bandwidth goes over a bridge: one written after the figure before it (or from
    ``start``, its clause's) with no name but NVLink's between it and the figure, or right after
    the figure ("600GB/s over the bridge")."""
    over = bridge.search(text, max([start, *(v.end for v in values if v.attribute == "bandwidth"
                                              and v.end <= q.start)]), q.start)
    if over is not None and not any(over.end() <= m.start < q.start and
                                    lex.entities[m.value].family != "NVLink" for m in named):
        return True
    return assertion_words(lex).over_bridge.match(text, q.end) is not None

def _nvlinks_network(clause: phrases.Span, named: list[Match], text: str,
                     network: re.Pattern[str], lex: Lexicon) -> bool:
    """Whether a network word of the clause stands right after an NVLink's name ("NVLink 网络总
    带宽为 130TB/s", "通过 NVLink 网络互联"): the NVLink fabric, no machine's network."""
    return any(clause.holds(m.start) and (lex.entities[m.value].family or m.value) == "NVLink"
               and network.match(text, m.end + len(text[m.end:m.end + 2]) -
                                 len(text[m.end:m.end + 2].lstrip())) for m in named)


_EACH_OPENS = re.compile(r"each\s+(?!of\b|way\b|direction\b)\w", re.I)
"""A scope word that opens a part of its own after a comma: "each GPU reaches ...", not "each
of its links", "each way"."""

_CARD_GEN = re.compile(r"\s*Gen\s*([3-7])\b", re.I)
"""After a card named by its PCIe form ("H100 PCIe"), the PCIe generation its figure is of."""

_PCIE_GEN = re.compile(r"\bGen\s*([3-7])\b(?!.*\bGen\s*[3-7]\b)", re.I)
"""The last "GenN" before a figure, in a clause about PCIe."""


def _one_gpus_links_summed(q: Quantity, inside: list[Quantity], words: list[Match],
                           subject: str, text: str, sentence: phrases.Span,
                           lex: Lexicon, each_counted: set[int]) -> bool:
    """Whether an NVLink generation's total is the sum of one GPU's links: a per-GPU word opens
    the sentence's clause, then a count of links, then the total in the same clause ("A single
    V100 supports six links for a total of 300 GB/s", "Each H100 has 18 links for a total
    bandwidth of 900 GB/s"), no other figure between but each link's inside the count ("18
    NVLink 100 GB/s connections for a total of 1.8 TB/s"), a comma allowed before the total
    ("每块 GPU 支持 18 条 NVLink 链路,合计 900GB/s": trial 21; the older blind splits dev2,
    dev5 and dev6 label such a total aggregate, dev15 per GPU). A per-GPU word after the count
    ("six links per V100, 300 GB/s total") governs the count, not the total: that stays the
    links' aggregate."""
    if (lex.entities[subject].family or subject) != "NVLink":
        return False
    links = next((c for c in reversed(inside) if c.attribute == "link-count" and
                  c.end <= q.start), None)
    if links is None or _SENTENCE_PUNCTUATION.search(text, links.end, q.start):
        return False
    gpu = next((w for w in reversed(words) if w.kind == "scope" and w.value == "per-gpu" and
                sentence.holds(w.start) and w.end <= links.start), None)
    return gpu is not None and not _CLAUSE_PUNCTUATION.search(text, gpu.end, links.start) and \
        all(c.attribute == "link-count" or k in each_counted
            for k, c in enumerate(inside) if gpu.end <= c.start < q.start)


def _noun_names(counted: str, lex: Lexicon) -> str | None:
    """The interconnect a count's noun names, the longest of the link-count nouns ending the
    count's words ("4 NVLinks", "18 NVLink connections"), its singular too ("NVLinks": NVLink)."""
    return lex.derived("noun-names", _compile_noun_names).get(next((
        n for n in lex.derived("noun-names", _compile_noun_names)
        if counted.lower().endswith(n)), ""))


def _compile_noun_names(lex: Lexicon) -> dict[str, str]:
    named: dict[str, str] = {}
    for noun in lex.attributes.get("link-count", {}).get("nouns", []):
        found = lex.find_entities(str(noun)) or lex.find_entities(str(noun).removesuffix("s"))
        if found and found[0].start == 0 and lex.entities[found[0].value].kind == "interconnect":
            named[str(noun).lower()] = found[0].value
    return dict(sorted(named.items(), key=lambda item: -len(item[0])))


def _titled_whole(sentence: phrases.Span, sentences: list[phrases.Span], named: list[Match],
                  values: list[Quantity], lex: Lexicon) -> str | None:
    """The system or superchip a title names, the sentence right before ``sentence`` with no
    figure and nothing but it named, when ``sentence`` names none ("GB200 Grace Blackwell
    Superchip. Combines: Grace CPU + two B200 GPUs via NVLink-C2C")."""
    if any(sentence.holds(m.start) and lex.entities[m.value].kind in WHOLE for m in named):
        return None
    title = next((s for s in reversed(sentences) if s.end <= sentence.start), None)
    if title is None or any(title.holds(q.start) for q in values):
        return None
    there = {m.value for m in named if title.holds(m.start)}
    whole = next(iter(there), None) if len(there) == 1 else None
    return whole if whole is not None and lex.entities[whole].kind in WHOLE else None


def _compile_whole_fabric(lex: Lexicon) -> re.Pattern[str]:
    """A word making a total of NVLink a whole fabric's: relation-words ``whole-fabric``."""
    return re.compile(_whole_words(lex.words("whole-fabric")), re.I)


_SENTENCE_PUNCTUATION = re.compile(r"[;:\uff1b\u3002]")


_CLAUSE_PUNCTUATION = re.compile(r"[,;:\uff0c\uff1b\u3001\u3002]")


def _each_part_of(q: Quantity, sentence: phrases.Span, named: list[Match], text: str,
                  lex: Lexicon) -> Match | None:
    """The system or superchip counted as parts right before GPUs counted for each of them
    ("36 GB200 superchips, each with 2 GPUs", "36 GB200 Superchips - where each Superchip
    combines one Grace CPU with two B200 GPUs"): the GPUs are one part's, its own count. After a
    word that need not mean each (``each-with-fewer``: "36 GB200 superchips where one Grace CPU
    and two Blackwell GPUs ..."), only GPUs fewer than the parts: a whole of N parts holding
    GPUs has N of them at least ("4 DGX H100 systems where 32 GPUs ..." is no DGX H100's 32)."""
    part = next((m for m in reversed(named) if sentence.holds(m.start) and m.end <= q.start),
                None)
    if part is None or lex.entities[part.value].kind not in WHOLE or \
            not _part(part, text, lex):
        return None
    noun = _NOUN_ENDS.search(text, part.start, part.end)  # "36 个 GB200 超级芯片组成, 每个超级芯片
    # = 1 颗 Grace + 2 颗 B200": the noun the name ends with, said again after 每个
    each = lex.derived("each-part", _compile_each_part)
    if each.fullmatch(text, part.end, q.start) or (
            noun is not None and each.fullmatch(text, noun.start(), q.start)):
        return part
    fewer = lex.derived("each-part-fewer", _compile_each_part_fewer).fullmatch(
        text, part.end, q.start) is not None and (parts := _parts_counted(part, text, lex)) \
        is not None and q.value < parts
    return part if fewer else None


def _parts_counted(part: Match, text: str, lex: Lexicon) -> float | None:
    """How many of ``part`` the text counts right before its name ("36 GB200 superchips",
    "two GB200 superchips"), or None."""
    counted = lex.derived("systems-counted", _systems_counted).search(
        text, max(0, part.start - 24), part.start)
    if counted is None:
        return None
    number = re.match(r"\d+|[^\W\d_]+", counted.group())
    if number is None:
        return None
    if number.group().isdigit():
        return float(number.group())
    said = {str(k).lower(): v for k, v in lex.paraphrase.get("number-words", {}).items()}
    value = said.get(number.group().lower())
    return float(value) if value is not None else None


_NOUN_ENDS = re.compile(r"[\u4e00-\u9fff]{2,6}$")
"""The Chinese noun a name ends with ("GB200 超级芯片")."""


def _compile_each_part(lex: Lexicon) -> re.Pattern[str]:
    """Between a name counted as parts and a count of GPUs: its noun, then a word of
    relation-words ``each-with``, or ``each`` and that noun again (in Chinese with a measure
    word of ``count-measures`` between: 每个), in the clause, perhaps a count of its CPUs before
    the GPUs' ("each superchip = 1 Grace + 2 B200": not-a-property ``cpu`` words)."""
    each, each_zh = listed_words(lex, "each", True), listed_words(lex, "each", False)
    measures = listed_words(lex, "count-measures")
    return _each_part_pattern(lex, r"(?:" + listed_words(lex, "each-with") + r")|\b(?:" + each +
                              r")\s+(?P=noun)\b|(?:" + each_zh + r")(?:" + measures +
                              r")\s*(?P=zh)")


def _compile_each_part_fewer(lex: Lexicon) -> re.Pattern[str]:
    """As ``_compile_each_part``, with a word of relation-words ``each-with-fewer``."""
    return _each_part_pattern(lex, listed_words(lex, "each-with-fewer"))


def _each_part_pattern(lex: Lexicon, words: str) -> re.Pattern[str]:
    measures = listed_words(lex, "count-measures")
    cpus = _alternation(lex.not_a_property.get("cpu", [])) or "(?!)"
    return re.compile(r"\s*(?:(?P<noun>[A-Za-z]+?)(?:e?s)?\b|(?P<zh>[\u4e00-\u9fff]{2,6}?))?"
                      r"[^.;:\d\u3002]{0,16}?(?:" + words + r")(?:[^.;:\d\u3002]|\d\s*(?:" +
                      measures + r")?\s*(?:" + cpus + r")\b){0,40}", re.I)


_PRODUCTS_BETWEEN = re.compile(r"[\s|/(),]*")
"""Between a generation's cell and the products listed for it: bars, brackets, slashes."""


def _generation_listing(picked: Match, named: list[Match], text: str, lex: Lexicon) -> Match:
    """The NVLink generation a row or heading names before the products using it, when the
    name nearest a figure is one of those products ("| NVLink 5 | Blackwell (B200/GB200) | 18 |
    1,800 GB/s |": the generation's figure, no GB200 superchip's total); else ``picked``."""
    uses = lex.entities[picked.value].uses
    if not uses or lex.entities[picked.value].kind not in ("superchip", "system"):
        return picked
    before = [m for m in named if m.end <= picked.start]
    first = next((k for k, m in enumerate(before) if m.value == uses), None)
    if first is None or any(lex.entities[m.value].uses != uses for m in before[first + 1:]) or \
            not all(
            _PRODUCTS_BETWEEN.fullmatch(text, a.end, b.start)
            for a, b in zip(before[first:], [*before[first + 1:], picked], strict=True)):
        return picked
    return before[first]
