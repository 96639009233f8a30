"""The names a claim mentions, before its figures are read: the lexicon's matches joined,
kept or dropped (a system of GPUs, "the <family>", a figure that is part of a name, a cloud
instance's name, a bare "3.0" in a list of versions, "fourth-generation NVLink"), the words
that block a reading, the anaphora ("the former") resolved, and the names masked out of the
text so that their digits are never values."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..lexicon import Lexicon, Match
from . import quantities
from .figures import ahead
from .kinds import WHOLE
from .phrases import Span
from .quantities import Quantity


@dataclass(frozen=True, slots=True)
class _Blockers:
    measurement: re.Pattern[str]
    collective: re.Pattern[str]
    memory: re.Pattern[str]
    network: re.Pattern[str]
    ratio: re.Pattern[str]
    lane_rate: re.Pattern[str]
    lane_rate_after: re.Pattern[str]
    lane_rate_head: re.Pattern[str]
    lane_rate_before: re.Pattern[str]
    effective: re.Pattern[str]
    guess_before: re.Pattern[str]
    kinds: dict[str, str]
    said: Any
    """The words of memory, networks and ratios in lower case, and the words that say two
    subjects share a figure, in an Aho-Corasick automaton (pyahocorasick): a cheap test before
    any of their patterns is searched."""

    def may_say(self, text: str) -> frozenset[str]:
        """The kinds of word ``text`` may hold ("memory", "network", "ratio", "measurement",
        "lane-rate", "effective", "guess-before", "deny", "both", "same"): of the words found
        left to right, each the longest at its start and none inside the one before."""
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
    def words(kind: str, unless: str | None = None) -> re.Pattern[str]:
        listed = sorted(lex.not_a_property.get(kind, []), key=len, reverse=True)
        items = "|".join(re.escape(w) for w in listed)
        kept = sorted(lex.not_a_property.get(unless, []) if unless else [], key=len, reverse=True)
        return re.compile(ahead(items) + ("(?!" + "|".join(map(_bounded, kept)) + ")"
                                          if kept else "") +
                          "(?:" + "|".join(map(_bounded, listed)) + ")", re.I)

    return _Blockers(words("measurement"), words("collective"), words("memory", "memory-use"),
                     words("network"), words("ratio"),
                     words("lane-rate"), re.compile(r"\s*(?:" + words("lane-rate-after").pattern +
                                                    ")", re.I), _lane_head(lex),
                     re.compile(words("lane-rate-before").pattern + r"\s*$", re.I),
                     words("effective"), re.compile(
                         words("guess-before").pattern + r"[\s~\u2248\d.\-\u2013]*$", re.I),
                     *_said(lex))


def _bounded(word: str) -> str:
    """``word`` as a pattern that cuts no English word: an edge that is an ASCII letter may not
    touch another, while a Chinese word's edge may touch anything ("NVLink每个通道")."""
    return ("(?<![A-Za-z])" if word[:1].isascii() and word[:1].isalpha() else "") + \
        re.escape(word) + ("(?![A-Za-z])" if word[-1:].isascii() and word[-1:].isalpha() else "")


def _lane_head(lex: Lexicon) -> re.Pattern[str]:
    """A column head of the lexicon's lane-rate-head right before a figure, alone between the
    start or a row's separator and its colon ("...; 1x: 200 Gb/s", "| 12x: 2400 Gb/s")."""
    items = "|".join(re.escape(w) for w in lex.not_a_property.get("lane-rate-head", []))
    return re.compile(r"(?:^|[;|])\s*(?:" + (items or "(?!)") + r")\s*:\s*$", re.I)


def _said(lex: Lexicon) -> tuple[dict[str, str], Any]:
    import ahocorasick

    kinds = {w.lower(): k for k in ("memory", "memory-use", "network", "ratio", "measurement",
                                    "collective", "lane-rate",
                                                "lane-rate-after", "lane-rate-head",
                                                "lane-rate-before", "effective",
                                                "guess-before")
             for w in lex.not_a_property.get(k, [])} | {
                 w.lower(): "both" for w in lex.words("both")} | {
                 w.lower(): "same" for w in lex.words("same-as") + lex.words("same-after")} | {
                 w: "deny" for w in denial_words(lex)}
    said = ahocorasick.Automaton()
    for w in kinds:
        said.add_word(w, len(w))
    said.make_automaton()
    return kinds, said


_GLOSS = re.compile(r"\s*(?:\([^()\d]*\)\s*)?")
"""Between two names of one thing, at most a gloss: "EDR (Enhanced Data Rate) InfiniBand"."""


def _joined(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """Names written one after the other for one thing are one mention: "NDR400 InfiniBand",
    "Quantum-2 NDR InfiniBand" (a member and its family's name, or the same thing twice); a
    family's member hyphened to the rest of another name that starts with the family's is that
    other thing: "fifth-generation NVLink-C2C", "第五代NVLink-C2C" name NVLink-C2C."""
    kept: list[Match] = []
    for m in mentions:
        last = kept[-1] if kept else None
        if last is not None and _GLOSS.fullmatch(text, last.end, m.start) and (
                m.value == last.value or lex.entities[last.value].family == m.value):
            kept[-1] = Match(last.start, m.end, last.value, last.kind)
        elif last is not None and text[last.end:m.start] == "-" and (
                family := lex.entities[last.value].family) and m.value.startswith(family + "-"):
            kept[-1] = Match(last.start, m.end, m.value, m.kind)
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


def _clusters_of_systems(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """The mentions, a system's name with a word of relation-words ``system-clusters`` right
    after it read as the cluster built of such systems ("The DGX H100 SuperPOD", "a DGX B200
    cluster"): the cluster the word names (a SuperPOD), else a GPU cluster; a cluster's figures
    are no one system's."""
    said = lex.derived("clusters-of-systems", _compile_clusters)
    kept: list[Match] = []
    for m in mentions:
        if kept and m.start < kept[-1].end:
            continue  # the cluster's word, taken into the cluster's name
        word = said.match(text, m.end) if m.kind == "system" else None
        if word is None:
            kept.append(m)
            continue
        named = lex.resolve(word.group(1))
        name = named.name if named is not None and named.kind == "cluster" else "GPU cluster"
        kept.append(Match(m.start, word.end(), name, "cluster"))
    return kept


def _compile_clusters(lex: Lexicon) -> re.Pattern[str]:
    words = sorted(lex.words("system-clusters"), key=len, reverse=True)
    return re.compile(r"\s*(" + "|".join(map(_bounded, words)) + ")" if words else "(?!)")


def _instances_of_a_rack(mentions: list[Match], lex: Lexicon) -> list[Match]:
    """The mentions without the cloud instances (systems whose unscoped figure is their GPUs',
    the lexicon's ``default_scope``) of a claim that names a system of more GPUs than they have:
    VMs cut from a rack ("ND GB200 v6 VMs run on a GB200 NVL72, one NVLink domain of 130 TB/s")
    leave its figures to the rack."""
    def instance(m: Match) -> bool:
        return m.kind == "system" and lex.entities[m.value].default_scope is not None

    largest = max((lex.entities[m.value].gpus or 0 for m in mentions
                   if m.kind == "system" and not instance(m)), default=0)
    return [m for m in mentions if not instance(m) or
            (lex.entities[m.value].gpus or 0) >= largest]


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


def _family_taken_up(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """The mentions, a family's bare name in a sentence opened by a pronoun (pronoun-subjects
    ``words``) read as the one member of that family the sentences before it named: "NVLink 5.0
    offers 1.8 TB/s per GPU. This is achieved through 18 NVLink links" (NVLink 5.0's)."""
    kept = mentions
    families = lex.derived("family-names", _family_names)
    if not any(m.value in families for m in mentions):
        return mentions
    opener = lex.derived("pronoun-opener", _compile_pronoun_opener)
    for i, m in enumerate(mentions):
        if m.value not in families:
            continue
        stop = text.rfind(". ", 0, m.start)
        if stop < 0 or not opener.match(text, stop + 2):
            continue
        members = {k.value for k in mentions[:i] if k.end <= stop and
                   lex.entities[k.value].family == m.value}
        if len(members) == 1 and not any(k.value == m.value for k in mentions[:i]):
            kept = kept if kept is not mentions else list(mentions)
            kept[i] = Match(m.start, m.end, members.pop(), m.kind)
    return kept


def _family_names(lex: Lexicon) -> frozenset[str]:
    """The names of the families the lexicon's entities belong to ("NVLink", "PCIe")."""
    return frozenset(e.family for e in lex.entities.values() if e.family)


def _compile_pronoun_opener(lex: Lexicon) -> re.Pattern[str]:
    words = [w for w in lex.pronoun_subjects.get("words", []) if w[:1].isascii()]
    return re.compile(r"\s*(?:" + "|".join(re.escape(w) for w in sorted(
        words, key=len, reverse=True)) + r")\b", re.I)


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


def _cards_before_generations(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """The mentions, each card's name whose last word is its bus read as the card's GPU and
    that bus's generation when a generation's name starts at that word: "V100 PCIe Gen3 32GB/s"
    names the V100 and PCIe 3.0 (the figure is the slot's), not the V100 PCIe card."""
    kept: list[Match] = []
    for m in mentions:
        if kept and m.start < kept[-1].end:
            continue  # inside the generation's name just split off
        card = lex.entities[m.value]
        family = lex.entities[card.pcie].family if card.pcie is not None else None
        bus = text.lower().rfind(family.lower(), m.start, m.end) if family else -1
        further = next(iter(lex.find_entities(text[bus:])), None) \
            if m.kind == "card" and card.gpu is not None and bus > m.start and \
            text[bus:m.end].lower() == str(family).lower() else None
        if further is None or further.start or bus + further.end <= m.end or \
                lex.entities[further.value].family != family:
            kept.append(m)
            continue
        gpu = lex.entities[str(card.gpu)]
        kept += [Match(m.start, m.start + len(text[m.start:bus].rstrip()), gpu.name, gpu.kind),
                 Match(bus, bus + further.end, further.value, further.kind)]
    return kept


def _other_forms(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """The mentions, a bare form written with no GPU (relation-words ``other-form``: "SXM 版")
    after a card read as that card's GPU in its other form: "A100 PCIe 版 ... 400GB/s; SXM 版
    则是 600GB/s" names the A100, not the GPU the lexicon gives the bare form to."""
    forms = {w.replace(" ", "").lower() for w in lex.words("other-form")}
    kept: list[Match] = []
    for m in mentions:
        card = next((k for k in reversed(kept) if k.kind == "card"), None)
        gpu = lex.entities[card.value].gpu if card is not None else None
        if gpu is not None and text[m.start:m.end].replace(" ", "").lower() in forms:
            m = Match(m.start, m.end, gpu, lex.entities[gpu].kind)
        kept.append(m)
    return kept


def _card_forms(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """The mentions, a bare "PCIe" written as a form ("PCIe 版", "the PCIe version": relation-words
    ``card-form-after`` right after it) after a GPU named before whose PCIe card the lexicon
    knows read as that card: "H100 SXM5 ... 900GB/s, 而 PCIe 版仅 600GB/s" names the H100 PCIe."""
    after = lex.derived("card-form-after", _compile_card_form_after)
    kept: list[Match] = []
    for m in mentions:
        gpu = next((k for k in reversed(kept) if k.kind == "gpu"), None)
        if gpu is not None and m.value == "PCIe" and after.match(text, m.end) and \
                (card := lex.resolve(f"{gpu.value} PCIe")) is not None and card.kind == "card":
            m = Match(m.start, m.end, card.name, card.kind)
        kept.append(m)
    return kept


def _compile_card_form_after(lex: Lexicon) -> re.Pattern[str]:
    words = sorted(lex.words("card-form-after"), key=len, reverse=True)
    return re.compile(r"\s*(?:" + ("|".join(_bounded(w) for w in words) or "(?!)") + ")", re.I)


_INSTANCE = re.compile(r"(?<![A-Za-z0-9_.-])[A-Za-z][A-Za-z0-9-]*+(?:[._][A-Za-z0-9-]++)+")
"""A word joined to others by dots or underscores (possessive: a word that is not one fails at
its end, without giving back its letters one at a time)."""

_LETTER_AFTER_DOT = re.compile(r"\.[0-9]*[A-Za-z]")

_TWO_DOTS = re.compile(r"\.[A-Za-z0-9-]+\.[A-Za-z0-9-]")
"""Two dots in one word. A text with no underscore, no letter after a dot and no two dots in a
word names no cloud instance: a cheap test before ``_INSTANCE``, tried at every word."""

_PIECE = re.compile(r"[^._\s]+")

_SERIES = re.compile(r"(?<![A-Za-z0-9])ND\s+[A-Z]{1,3}\d{2,4}[A-Za-z]*\s+v\d\b")
"""A cloud instance series named by its GPU and version: "ND H100 v5", "ND GB200 v6"."""


def _instances(text: str) -> list[tuple[int, int]]:
    """The spans of the cloud instances' names in ``text`` ("BM.GPU.H100.8", "ND96asr_v4",
    "p4d.24xlarge"): a word with digits joined by an underscore, by two dots or more, or by a dot
    before letters (never "NVLink4.0", "e.g."). No digit inside one is a figure."""
    words = _INSTANCE.finditer(text) if "_" in text or _LETTER_AFTER_DOT.search(text) or \
        _TWO_DOTS.search(text) else ()
    found = [m.span() for m in words if any(c.isdigit() for c in m.group())
             and ("_" in m.group() or m.group().count(".") > 1 or
                  _LETTER_AFTER_DOT.search(m.group()))]
    return found + [m.span() for m in _SERIES.finditer(text)] if "ND " in text else found


def _named_in_instances(mentions: list[Match], text: str, instances: list[tuple[int, int]],
                        lex: Lexicon) -> list[Match]:
    """The mentions, where an instance's name holds a product: its GPU named (the GPU of each
    part of the name that is one: "BM.GPU.H100.8" has H100s), never a system or superchip
    ("BM.GPU.GB200.4 has 4 GPUs" counts no GB200's) but the instance the whole name is one of
    ("p5.48xlarge", "ND GB200 v6": the lexicon's)."""
    def inside(m: Match) -> bool:
        return any(s <= m.start and m.end <= e and (m.start, m.end) != (s, e)
                   for s, e in instances)

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


def _another_links_ports(q: Quantity, clause: Span, named: Sequence[Match],
                         words: Sequence[Match], lex: Lexicon) -> bool:
    """Whether a count of ports names, up to its noun, an interconnect of another family than
    NVLink ("four 100 Gb/s EDR InfiniBand ports"): they are that link's ports."""
    noun = next((w for w in words if w.kind == "noun" and w.value == "per-port" and
                 q.end <= w.start and clause.holds(w.start)), None)
    end = max(q.end, noun.end if noun is not None else 0)
    return any(q.start <= m.start < end and lex.entities[m.value].kind == "interconnect" and
               (lex.entities[m.value].family or m.value) != "NVLink" for m in named)


@dataclass(frozen=True, slots=True)
class _BareVersion:
    """A bare version after a list's separator, a comma or a word of relation-words
    ``bare-version-joins`` ("2.0、3.0", "2.0 and 3.0"), never before a unit or a ratio
    (``quantities.unit_like``: "3.0 GB/s", "2.0 倍"), as patterns."""

    found: re.Pattern[str]
    """The version (the lookahead first: a cheap test at each character before the
    look-behinds)."""
    separated: re.Pattern[str]
    """What any bare version holds, with the last letter of its word (the separator consumed, so
    a search skips to it): a text holding none has none, and ``found`` is not tried at its every
    character."""


def _compile_bare_version(lex: Lexicon) -> _BareVersion:
    joins = lex.words("bare-version-joins")
    behind = "".join(r"|(?<=" + (r"\b" if w[:1].isascii() and w[:1].isalnum() else "") +
                     re.escape(w) + ")" for w in joins)
    last = "".join(sorted({c for w in joins for c in (w[-1].lower(), w[-1].upper())}))
    return _BareVersion(
        found=re.compile(r"(?=[\s1-7])(?:(?<=[,;:\u3001])" + behind + r")\s*([1-7])\.0(?![\d.])"
                         r"(?!\s*(?:" + quantities.unit_like(lex) + "))", re.I),
        separated=re.compile(r"[,;:\u3001" + re.escape(last) + r"]\s*[1-7]\.0"))


def _bare_versions(mentions: list[Match], text: str, lex: Lexicon) -> list[Match]:
    """A bare version opening a later item of a sentence that named a generation of a family
    ("NVLink 1.0 为 40GB/s, 2.0、3.0 都是 50GB/s, 5.0 提升到 100GB/s"), or the family itself
    ("NVLink 版本对比: 2.0 为 300GB/s, 3.0 为 600GB/s", not past a cell's end: "PCIe gen | per
    direction: 4.0 | 32 GB/s"): that family's generation."""
    more: list[Match] = []
    bare = lex.derived("bare-version", _compile_bare_version)
    for v in bare.found.finditer(text) if bare.separated.search(text) else ():
        before = sorted((m for m in [*mentions, *more] if m.end <= v.start()),
                        key=lambda m: m.start)
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
    for m in spans:
        text = text[:m.start] + " " * (m.end - m.start) + text[m.end:]
    return text


def _compile_each_machine(lex: Lexicon) -> re.Pattern[str]:
    """After "each", a machine no lexicon name says: "each" is that machine's, not a word
    distributing a figure over what was counted ("NVLink handled 300 GB/s inside each box")."""
    words = "|".join(re.escape(w) for w in sorted(lex.not_a_property.get("unnamed-machine", []),
                                                    key=len, reverse=True))
    return re.compile(r"\s*(?:single\s+)?(?:" + words + r")(?:s|es)?\b", re.I)


_SLASH = re.compile(r"\s*/\s*")


def _slash_pair(w: Match, words: Sequence[Match], masked: str) -> bool:
    """Whether a shorthand direction ("uni", "bi") is written in a pair of them joined by a
    slash, the head of a list of figures in that order ("Link BW (uni/bi): 25/50 GB/s")."""
    return any(o is not w and o.kind == w.kind and o.value != w.value and (
        _SLASH.fullmatch(masked, w.end, o.start) or _SLASH.fullmatch(masked, o.end, w.start))
        for o in words)


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


def denial_words(lex: Lexicon) -> tuple[str, ...]:
    """Words, lower case, one of which a claim holds when it may deny a figure or a qualifier
    (``denied``, and "n't have") or leave one behind (``from-to-before``): "not", "lacks", "从"."""
    return lex.derived("denial-words", lambda lex: tuple(dict.fromkeys(
        w.lower() for w in [*lex.words("denied"), *lex.words("from-to-before"), "n't have",
                            "n\u2019t have"])))
