"""Reading a claim into its ``Meaning``: the text in one form, then stage by stage the key
items (entities, qualifiers, domain terms, figures, names, numbers), each blanked once read,
and the general words left."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from sys import intern

from ..extract import bandwidth_quantity, to_gbps
from ..lexicon import Lexicon, lexicon
from ..lexicon import Match as Mention
from ..reading.numbers import value
from .entities import (
    _bare_generations,
    _based,
    _closure,
    _figure_kept,
    _generation,
    _identity,
    _without_built_on,
    generic,
)
from .model import _AGGREGATE, _BIDIRECTIONAL, _GPU_PAIR, _PER_GPU, _PER_UNIT, Meaning
from .patterns import (
    _ACROSS,
    _AFTER_FIGURE,
    _AGENT,
    _ALL_PAIRS,
    _APOSTROPHE,
    _ARCH_GPUS,
    _BE,
    _BOTH,
    _BRACKETED,
    _BY,
    _CJK,
    _CJK_FIGURE,
    _CJK_NUMERALS,
    _DEVICE_WORDS,
    _EACH,
    _EACH_OF,
    _FLAG,
    _GEN,
    _GEN_AFTER,
    _GEN_BEFORE,
    _GENERAL,
    _GENERIC,
    _GLUED_VERSION,
    _GPU_NOUN,
    _HEAD,
    _HEAD_BEFORE,
    _INDEXED,
    _LANE_WORD,
    _LANES,
    _LATIN,
    _LISTED,
    _NAME,
    _NAME_PART,
    _NEXT_WORD,
    _NOT_PER_GPU,
    _NUMBER,
    _OPENED,
    _PARTICLE,
    _PASSIVE,
    _PER,
    _PER_SECOND,
    _PER_WORD,
    _PHRASE_END,
    _READ_AS_NAMES,
    _SNAKE,
    _STOPS_FROM,
    _SUFFIXED,
    _THOUSANDS,
    _WIDTH_LINK,
)
from .phrases import (
    _around,
    _bound,
    _bound_of,
    _counted,
    _directions_summed,
    _multiplied,
    _pairs,
    _ratios,
    _split_at,
)
from .tables import _key, _Tables, _tables
from .words import _blank, _count, _fold, _initials, _spliced


def meaning(text: str, lang: str = "en", lex: Lexicon | None = None) -> Meaning:
    """Read ``text`` into what dedup compares (the module docstring says what and why). Each
    stage reads one kind of key item, notes it with where it stands and blanks its words, so
    that a later stage reads only what no stage before it has read."""
    lex = lex or lexicon()
    t = _tables(lex)
    draft = _Draft(lex, t, *_normalized(text, t))
    draft.read_entities()
    draft.read_lanes()
    draft.read_qualifiers()
    draft.read_phrases()
    draft.read_figures()
    draft.infer_scopes()
    draft.read_flags()
    draft.read_names()
    draft.read_numbers()
    draft.settle_scopes()
    return draft.meaning(lang)


def _normalized(text: str, t: _Tables) -> tuple[str, str, list[tuple[str, str]]]:
    """``text`` written in the one form the patterns read (NFKC, straight apostrophes, no
    thousands separators, names with underscores as one word, a verb's particle before its
    object, the lexicon's rewrites, Chinese figures in digits, abbreviations spelt out, "gen4"
    as "gen 4"); the same in lower case before the last two; and the entities that a name
    with underscores names ("NCCL_ALGO": NCCL's)."""
    text = unicodedata.normalize("NFKC", text)
    text = _THOUSANDS.sub("", _APOSTROPHE.sub("'", text))
    owners = []  # "NCCL_ALGO" is NCCL's: a name with underscores names what its first part does
    if "_" in text:  # "NCCL_IB_DISABLE" is one name, not NCCL and InfiniBand
        owners = [(owner, owner) for hit in _SNAKE.finditer(text)
                  if (owner := t.aliases.get(_key(hit.group(0).split("_")[0])))]
        text = _SNAKE.sub(lambda m: m.group(0).replace("_", "").upper(), text)
    if " off" in text:  # "turning the IOMMU off" is "turning off the IOMMU"
        text = _PARTICLE.sub(r"\1 off \2", text)
    if "stop" in text:  # "stops NCCL from using IB" is "prevents NCCL from using IB"
        text = _STOPS_FROM.sub("prevents", text)
    if "%" in text:  # "50% more bandwidth" is "1.5x more bandwidth"
        text = t.percent_more.sub(lambda m: f"{1 + float(m.group(1)) / 100:g}x ", text)
    text = _spliced(text, t.rewrites.find(text))
    if _CJK.search(text):  # "八百 Gb/s": the figure in digits, for the units' patterns, and
        # apart from a word it was glued to ("十六通道", rewritten "十六lane": 16 lanes)
        text = _CJK_FIGURE.sub(lambda m: f"{value(m.group(1)) or 0:g} ", text)
        text = _PER_SECOND.sub(r"\1 \2/s", text)  # "每秒 900 GB" is "900 GB/s"
    text = t.abbreviations.sub(lambda m: t.abbreviation[m.group(0)], text)
    lowered = text.casefold()
    if "gen" in lowered:
        text = _GEN.sub(r"\1 \2", text)
    if " v" in lowered:
        text = _GLUED_VERSION.sub(r"\1\2", text)
    return text, lowered, owners


@dataclass(slots=True)
class _Draft:
    """A claim being read into its ``Meaning``, stage by stage (``meaning``): ``chars`` is
    its text with what the stages before have read blanked (``masked``, positions kept), and
    the other fields are what they found."""

    lex: Lexicon
    t: _Tables
    text: str
    lowered: str
    """``text`` in lower case, for cheap tests ("gen" in it, "both" in it)."""
    owners: list[tuple[str, str]]
    """The entities that names with underscores name (``_normalized``)."""
    chars: list[str] = field(init=False)
    items: list[tuple[int, str]] = field(default_factory=list)
    """The key items with where they stand, for the order check."""
    mentions: list[Mention] = field(default_factory=list)
    cards: list[re.Match[str]] = field(default_factory=list)
    """The words of the names of entities read as names (``_READ_AS_NAMES``)."""
    models: set[int] = field(default_factory=set)
    """Where a card's model stands: its last name."""
    generations: dict[str, str] = field(default_factory=dict)
    """An entity with no generation in its name, to the generation written with it."""
    lanes: list[str] = field(default_factory=list)
    words_found: list[Mention] = field(default_factory=list)
    """The qualifiers' words, and the nouns and quantifiers the lexicon reads with them."""
    quantifiers: set[str] = field(default_factory=set)
    """GPUs written without "per": "one GPU", "every GPU"."""
    qualifiers: set[str] = field(default_factory=set)
    inferred: set[str] = field(default_factory=set)
    each_of: bool = False
    """Whether a GPU is quantified through its group ("each of its GPUs", ``_EACH_OF``)."""
    terms: set[str] = field(default_factory=set)
    classes: list[tuple[int, int, str]] = field(default_factory=list)
    """The words of a verb class, each with the class ("\\x00have")."""
    quantities: set[str] = field(default_factory=set)
    names: set[str] = field(default_factory=set)
    flags: set[str] = field(default_factory=set)
    bracketed: set[str] = field(default_factory=set)
    """Names in brackets after what they name again ("NVLink SHARP (NVLS)")."""
    heads: set[str] = field(default_factory=set)
    """A card's model, which qualifies no word after it ("RTX A6000 cards" are no cards)."""
    plurals: list[tuple[str, str]] = field(default_factory=list)
    multiplied: bool = False

    def __post_init__(self) -> None:
        self.chars = list(self.text)

    @property
    def masked(self) -> str:
        """The text with what has been read blanked."""
        return "".join(self.chars)

    def blank(self, start: int, end: int) -> None:
        _blank(self.chars, start, end)

    def read_entities(self) -> None:
        """The entities the claim names, with the generation written beside one whose name
        has none ("third-gen NVSwitch"); a card's names are read as names (``read_names``)."""
        text, lex, t = self.text, self.lex, self.t
        mentions = [_figure_kept(m, text, lex) for m in lex.find_entities(text)
                    if not generic(m.value, text[m.start:m.end], lex)]  # "NICs": a term
        if "gen" in self.lowered:
            mentions = _bare_generations(text, mentions, t, lex)
        written = [list(_NAME_PART.finditer(text, m.start, m.end))  # read as names, below
                   for m in mentions if m.kind in _READ_AS_NAMES]
        self.cards = [part for parts in written for part in parts]
        self.models = {parts[-1].start() for parts in written if parts}  # its last name
        self.mentions = [m for m in mentions if m.kind not in _READ_AS_NAMES]
        for part in self.cards:
            self.blank(part.start(), part.end())
        for k, m in enumerate(self.mentions):
            self.mentions[k] = self._entity(m)

    def _entity(self, m: Mention) -> Mention:
        """An entity mention read as the generation written with it, if any: noted, and its
        words (the generation's too) blanked."""
        text, lex, t, generations = self.text, self.lex, self.t, self.generations
        start, end = m.start, m.end
        if m.value in t.ageless and (gen := _generation(text, m, t)):
            start, end, nth = gen  # "NVSwitch Gen 3", "third-gen NVSwitch"
            kin = t.aliases.get(_key(f"{m.value}{nth}"), "")
            if kin and lex.entities[kin].family == m.value:
                m = Mention(m.start, m.end, kin, lex.entities[kin].kind)
            else:  # "NVLink's fourth generation" is NVLink 4.0, "NVSwitch's third" NVSwitch #3
                generations[m.value] = nth
        self.blank(start, end)
        if end > m.end and (after := _GEN_AFTER.match(text, m.end)):
            for group in ("noun", "owned"):  # "chips (3rd gen)", "chips of the first generation"
                if after.group(group):
                    self.chars[after.start(group):after.end(group)] = after.group(group)
        self.items.append((m.start, "entity:" + _identity(m.value, text[m.start:m.end], lex) +
                           (f"#{generations[m.value]}" if m.value in generations else "")))
        return m

    @property
    def pcie(self) -> bool:
        """Whether the claim names a PCIe generation (whose lanes it may count)."""
        return any(self.lex.entities[m.value].family == "PCIe" for m in self.mentions)

    def read_lanes(self) -> None:
        """A PCIe link's width ("PCIe 5.0 x16", "an x16 PCIe 5.0 link")."""
        if not self.pcie:
            return
        masked = self.masked  # the entities blanked: "an x16 PCIe Gen6 link"
        for lane in _LANES.finditer(self.text):
            self.lanes.append(lane.group(0).casefold())
            link = _WIDTH_LINK.match(masked, lane.end())  # "a Gen6 x16 link": the width's
            self.blank(lane.start(), link.end() if link else lane.end())  # link, no verb

    def read_qualifiers(self) -> None:
        """Direction and scope as stated (first: their words hold numbers, "one-way", "a
        single link"), and the GPUs a claim quantifies ("every GPU", "both GPUs")."""
        t, masked = self.t, self.masked
        words_found = self.lex.find_qualifiers(masked)
        if any(_key(masked[w.start:w.end]) in t.held for w in words_found):
            terms_at = [(start, end) for start, end, _ in t.holders.find(masked)]
            words_found = [w for w in words_found if not any(  # a domain term holds no
                start <= w.start and w.end <= end for start, end in terms_at)]  # qualifier:
        # "per node pair" is not "per node" and a pair, and "per node" is its group's term
        words_found = [w if w.kind != "scope-after-figure" else  # "1.6 Tbit/s a port"; elsewhere
                       Mention(w.start, w.end, w.value, "scope")  # its noun alone ("A third-
                       if _AFTER_FIGURE.search(masked, 0, w.start) else  # generation NVLink
                       Mention(masked.rfind(" ", w.start, w.end) + 1, w.end, w.value, "noun")
                       for w in words_found]  # link" masked is "A ... link")
        self.words_found = words_found
        for w in words_found:
            if w.value == "per-gpu" and not _PER_WORD.search(masked, w.start, w.end):
                self.quantifiers.add(f"scope:{w.value}")
            if w.kind in ("direction", "scope"):
                self.qualifiers.add(intern(f"{w.kind}:{w.value}"))
                self.items.append((w.start, f"{w.kind}:{w.value}"))
            if w.kind in ("direction", "scope", "approx"):
                self.blank(w.start, w.end)
        each_of = _PER_GPU not in self.qualifiers and _EACH_OF.search(masked)
        if each_of:  # "gives every one of its Blackwell GPUs": each GPU, which a wording that
            self.quantifiers.add(_PER_GPU)  # counts the GPUs may leave out ("8 GPUs, 1.8 TB/s
            self.blank(each_of.start(), each_of.end("end"))  # each")
            self.each_of = True
        if "both" in self.lowered:  # "both (of its) GPUs" counts two; "both directions" was read
            masked = self.masked
            for hit in _BOTH.finditer(masked):
                if not _LISTED.search(masked, 0, hit.start()):
                    self.chars[hit.start():hit.end()] = "2   "

    def read_phrases(self) -> None:
        """The lexicon's phrases: number words (as digits, where they stand), domain terms
        ("term:all-reduce") and the words of a verb class (``classes``)."""
        masked = self.masked
        for start, end, found in self.t.phrases.find(masked):
            kind, _, what = found.partition(":")
            if kind == "number" and len(what) <= end - start and not (
                    masked[start:start + 6].casefold() == "second" and
                    _PER.search(masked, 0, start)) and (
                    masked[end:end + 1] not in _CJK_NUMERALS):  # "per second", "两百五十六"
                self.chars[start:end] = what.ljust(end - start)  # positions stay as they were
            elif kind == "term":
                self._term(masked, start, end, what)
            elif kind == "class":
                self.classes.append((start, end, f" \x00{what} "))

    def _term(self, masked: str, start: int, end: int, what: str) -> None:
        """A domain term, read with the word after it when the two are a term of their own
        ("each DGX H100 node pair": per node pair), noted where its head noun stands."""
        if (head := _HEAD.search(masked, start, end)) and (
                noun := _NEXT_WORD.match(masked, end)) and (
                compound := self.t.term_of.get(_key(head.group(0) + noun.group(1)))):
            what, end = compound, noun.end()
        self.terms.add(what)
        at = head.start() if head and masked[start:end] != self.text[start:end] else start
        self.items.append((at, "term:" + what))  # "each DGX A100 node": where "node" stands
        self.blank(start, end)

    def read_figures(self) -> None:
        """Bandwidths in GB/s and other measures in their unit's symbol, each with the bound
        written before it ("at least"); a rate that is the sum of both directions of another
        ("900 GB/s in total, 450 GB/s per direction") makes the claim bidirectional."""
        self.quantities = set(self.lanes)
        masked = self.masked
        for q in bandwidth_quantity(self.lex).finditer(masked):
            gbps = float(q.group(1)) * to_gbps(q.group(2), self.lex)
            self.quantities.add(f"{_bound_of(masked, q.start(), self.t, self.chars)}{gbps:g} GB/s")
            self.items.append((q.start(), f"{gbps:g} GB/s"))
            self.blank(q.start(), q.end())
        for q in self.t.units.finditer(self.masked):
            unit = self.t.unit.get(q.group(2)) or self.t.unit[q.group(2).casefold()]
            self.quantities.add(f"{float(q.group(1)):g} {unit}")
            self.items.append((q.start(), f"{float(q.group(1)):g} {unit}"))
            self.blank(q.start(), q.end())
        if (summed := _directions_summed(self.text, self.items)) is not None:
            self.qualifiers.add(_BIDIRECTIONAL)  # the total is both directions'
            self.items.append((summed, _BIDIRECTIONAL))

    def infer_scopes(self) -> None:
        """The qualifiers read from a noun or a subject rather than stated (``inferred``): a
        figure's noun ("links run at 50 GB/s": per link), a GPU's figure (per GPU), a system's
        rate said of no GPU (its total); then those a wording may leave out."""
        self._scope_nouns()
        self._scope_subjects()
        self.inferred -= self.qualifiers
        self.qualifiers |= self.inferred
        self._optional_scopes()

    def _scope_nouns(self) -> None:
        """The scope a figure's noun gives it, in a claim that states no scope: stated after
        a noun of its own ("a switch port runs at": per port), else inferred."""
        masked = self.masked
        rated = any(q.endswith("GB/s") for q in self.quantities)  # "links run at", "NDR 端口
        if any(q.startswith("scope:") for q in self.qualifiers) or not (  # 50 GB/s"
                self.quantities or _NUMBER.search(masked)):
            return
        for w in self.words_found:
            if w.kind == "noun" and (rated or _GENERIC.search(
                    masked, max(0, w.start - 40), w.start)):
                # a count's noun in the singular ("a fourth-generation NVLink link is made
                # up of 2 lanes") is each one, as "each link" is
                head = _HEAD_BEFORE.search(masked, max(0, w.start - 24), w.start)
                if head and head.group(1).casefold() not in self.t.stop:
                    self.qualifiers.add(f"scope:{w.value}")
                else:
                    self.inferred.add(f"scope:{w.value}")

    def _scope_subjects(self) -> None:
        """The scope a claim's subject gives its figures: each GPU ("each H100", "each of its
        GPUs", a GPU's figure: "the V100 has 6 links"), or a system's total ("the NVL72 rack
        offers 130 TB/s" is 整柜 130 TB/s; "to each of its GPUs" is not)."""
        lex, t, masked, inferred = self.lex, self.t, self.masked, self.inferred
        for m in self.mentions:
            if lex.entities[m.value].kind in ("gpu", "card") and _EACH.search(
                    masked, max(0, m.start - 8), m.start) and not _NOT_PER_GPU.match(masked,
                                                                                     m.end):
                inferred.add("scope:per-gpu")
        kinds = {lex.entities[m.value].kind for m in self.mentions}
        if self.each_of:
            inferred.add(_PER_GPU)
        if (kinds & {"gpu", "card"} or any(  # "Blackwell GPUs have 18 links": a GPU's; so too
                _ARCH_GPUS.match(self.text, m.end) or m.value in t.sole_arch  # an architecture
                for m in self.mentions if m.kind == "architecture")) and (  # of one GPU
                not kinds & {"system", "superchip"}):  # ("Ampere's NVLink")
            inferred.add("scope:per-gpu")
        elif kinds & {"system"} and not kinds & {"gpu", "card", "superchip"} and not any(
                q.startswith("scope:") for q in self.qualifiers | inferred) and any(
                q.endswith("/s") for q in self.quantities) and not _GPU_NOUN.search(masked):
            inferred.add(_AGGREGATE)  # a system's rate said of no GPU nor scope is its total

    def _optional_scopes(self) -> None:
        """Stated scopes that a wording may still leave out: a GPU's total ("900 GB/s of
        total bandwidth per GPU", not "across the system", ``_left_out``), and each GPU where
        a figure is said of any two ("every GPU can reach any other at 900 GB/s", "每个 GPU
        ... 与任意其他 GPU")."""
        qualifiers, text = self.qualifiers, self.text
        if _AGGREGATE in qualifiers and not qualifiers & _PER_UNIT and not any(
                w.kind == "scope" and w.value == "aggregate" and _ACROSS.search(text, w.start,
                                                                                w.end)
                for w in self.words_found):
            self.inferred.add(_AGGREGATE)
        pairwise = _GPU_PAIR in self.terms or _ALL_PAIRS.search(text)
        if pairwise and any(q.endswith("/s") for q in self.quantities):
            # a rate said of two GPUs at once ("900 GB/s between any two GPUs", "per GPU
            # pair", "every GPU reaches any other at 900 GB/s") is a pair's: no GPU's own
            # figure, which "per GPU" or "the H100 has 900 GB/s" states (``_counted_otherwise``)
            self.terms.add(_GPU_PAIR)
            self.qualifiers.discard(_PER_GPU)
            self.inferred.discard(_PER_GPU)
        elif _PER_GPU in qualifiers and pairwise:
            self.inferred.add(_PER_GPU)

    def read_flags(self) -> None:
        """A command's flags ("nvidia-smi nvlink -s"): "-s" is not "-c"."""
        masked = self.masked
        if "-" not in masked:
            return
        for hit in _FLAG.finditer(self.text):
            if masked[hit.start()] == "-":
                self.flags.add(hit.group(0))
                self.blank(hit.start(), hit.end())

    def read_names(self) -> None:
        """The names the lexicon does not know ("QM9700", "MIG"), a card's names among them
        ("RTX A6000 boards": rtx and a6000), and the plurals of entities ("NVSwitches")."""
        for part in self.cards:
            word = part.group(0).casefold()
            word = word[:-1] if word.endswith("s") and any(c.isdigit() for c in word) else word
            self.names.add(word)  # "RTX 3090s": the RTX 3090
            self.items.append((part.start(), "name:" + word))
            if part.start() in self.models:
                self.heads.add(word)
        t, masked = self.t, self.masked
        for hit in _NAME.finditer(masked):
            word = hit.group(0).casefold()
            if word in t.stop or _key(word) in t.word_class or _fold(word) in t.stop:
                continue
            if word.endswith("s") and (entity := t.aliases.get(_key(word[:-1])) or t.aliases.get(
                    _key(word[:-2]) if word.endswith("es") else "")):  # "NVSwitches", "H100s"
                self._plural(masked, hit, entity)
                continue
            if re.fullmatch(r"[A-Z]{2,}s", hit.group(0)):  # "DPUs", "SMs": the name's plural
                word = word[:-1]
            elif suffixed := _SUFFIXED.fullmatch(word):  # "GSP-related failures": GSP failures
                word = suffixed.group(1)
            self.names.add(word)
            self.items.append((hit.start(), "name:" + word))
            if _BRACKETED.match(masked, hit.end()) and _OPENED.search(masked, 0, hit.start()):
                self.bracketed.add(word)  # "NVLink SHARP (NVLS)": another name for what
            self.blank(hit.start(), hit.end())  # stands before

    def _plural(self, masked: str, hit: re.Match[str], entity: str) -> None:
        """An entity's plural, with the generation written before it ("fourth-generation
        NVLinks": NVLink 4.0's links)."""
        t, start = self.t, hit.start()
        before = _GEN_BEFORE.search(masked, max(0, start - 24), start)
        number = before and (t.ordinal.get(before.group("gen") or "") or (
            before.group("zh") and f"{value(before.group('zh')) or 0:g}"))
        if before and number:
            member = t.aliases.get(_key(entity + number))
            if entity in t.ageless and member in (None, entity):
                self.generations[entity] = number
                start = before.start()
            elif member is not None and self.lex.entities[member].family == entity:
                entity, start = member, before.start()
        self.plurals.append((entity, entity))
        self.items.append((hit.start(), "entity:" + entity))
        self.blank(start, hit.end())

    def read_numbers(self) -> None:
        """The numbers left: counts, each with its bound ("at least 12"), a PCIe width in
        words ("sixteen-lane": x16); a count of one is no figure, unless it is an index ("GPU
        0 ... GPU 1")."""
        masked = self.masked
        hits = list(_NUMBER.finditer(masked))
        labels = [b.group(1).casefold() if (b := _INDEXED.search(
            masked, max(0, hit.start() - 16), hit.start())) else "" for hit in hits]
        indexed = {w for w, n in Counter(labels).items() if w and n > 1}  # "GPU 0 ... GPU 1"
        pcie = self.pcie
        for hit, label in zip(hits, labels, strict=True):
            amount = value(hit.group(0)) if hit.group(3) else float(hit.group(1) or hit.group(2))
            if amount is not None and pcie and (lane_word := _LANE_WORD.match(masked, hit.end())):
                self.quantities.add(f"x{amount:g}")  # "sixteen-lane PCIe 4.0", "16 通道": x16
                self.items.append((hit.start(), f"x{amount:g}"))
                self.blank(hit.start(), lane_word.end())
            elif amount is not None and (amount != 1 or label in indexed):
                rated = any(item.endswith("GB/s") and at < hit.start() and not _PHRASE_END.search(
                    masked, at, hit.start()) for at, item in self.items)
                bound = _bound_of(masked, hit.start(), self.t, self.chars, rated)
                self.quantities.add(f"{bound}{amount:g}")
                self.items.append((hit.start(), f"{amount:g}"))
            self.blank(hit.start(), hit.end())

    def settle_scopes(self) -> None:
        """Scopes that say nothing in this claim left out: in a claim without figures, those
        only inferred or quantifying its subject ("one GPU reads another's memory"); in one
        whose figures multiply ("18 links at 100 GB/s each, 1.8 TB/s in all"), every scope."""
        if not self.quantities:
            stated = {f"scope:{w.value}" for w in self.words_found
                      if w.kind == "scope"} - self.quantifiers
            self.qualifiers = {q for q in self.qualifiers
                               if not q.startswith("scope:") or q in stated}
            self.inferred &= self.qualifiers
        elif not any(q.endswith("/s") for q in self.quantities):  # "共有 4 颗", "4 chips in
            self.inferred |= self.qualifiers & {"scope:aggregate"}  # total": a count's total
        self.multiplied = _multiplied(self.quantities)  # is the count
        if self.multiplied:  # the figures say which is each link's and which the total
            self.qualifiers = {q for q in self.qualifiers if not q.startswith("scope:")}
            self.inferred &= self.qualifiers

    def negated(self, folded: str) -> bool:
        """Whether the general words left (``folded``) negate the claim an odd number of
        times."""
        negations = sum(w in self.t.negation for w in _LATIN.findall(folded))
        if _CJK.search(folded):
            negations += len(self.t.negation_cjk.findall(folded))
        return negations % 2 == 1

    def general_words(self, folded: str) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
        """The general words left, stemmed, stop words out, a verb class for its words (not
        "\\x00have", which says nothing), each where it stands; and where a stop word that
        still names what the claim speaks of stands ("the GPU": ``_DEVICE_WORDS``)."""
        t, masked = self.t, self.masked
        spans = [c for c in self.classes if not masked[c[0]:c[1]].isspace()]
        if _CJK.search(folded):
            folded = t.particles.sub(lambda m: " " * len(m.group(0)), folded)
        tokens = [(start, what.strip()) for start, _, what in spans if what.strip() != _BE]
        if spans:  # the words of a verb class are the class
            folded = _spliced(folded, ((start, end, " " * (end - start))
                                       for start, end, _ in spans))
        placed_only = []  # "the GPU": no word to score, a word where it stands ("to the host")
        for hit in _GENERAL.finditer(folded):
            if hit.group(0) not in t.stop and (word := _fold(hit.group(0))) not in t.stop:
                tokens.append((hit.start(), word))
            elif hit.group(0) in _DEVICE_WORDS:
                placed_only.append((hit.start(), "\x04gpu"))
        return tokens, placed_only

    def qualifying(self, tokens: Sequence[tuple[int, str]]) -> dict[str, str]:
        """Names that only qualify another (``Meaning.qualifying``): each with the key item
        or word it stands right before ("IBM POWER9", "IP sockets"), or "" in brackets."""
        text, items = self.text, self.items
        qualifying = {word: "" for word in self.bracketed}  # a brand before a name: "IBM POWER9"
        qualifying.update({item[5:]: following for (at, item), (then, following) in pairwise(
            sorted(items)) if item.startswith("name:") and item[5:] not in self.bracketed and
            following.startswith(("name:", "entity:")) and text[at + len(item) - 5:then].isspace()})
        qualifying.update({item[5:]: "word:" + word for at, item in items if item.startswith(
            "name:") and item[5:] not in qualifying.keys() | self.heads for then, word in tokens
            if word[:1].isalpha() and then > at and text[at + len(item) - 5:then].isspace()})
        # "IP sockets"; "RTX A6000 cards" are no "RTX cards"
        return qualifying

    def agents(self, sequence: tuple[str, ...]) -> set[str]:
        """Names that are an agent: of a passive ("released by PCI-SIG"), or an active verb's
        subject ("PCI-SIG released the spec")."""
        agents = {item[5:] for at, item in self.items if item.startswith("name:") and
                  _AGENT.search(self.text, max(0, at - 8), at)}
        if len(sequence) > 1 and sequence[0].startswith("\x02name:") and \
                sequence[1][:1] == "\x00":
            agents.add(sequence[0][6:])
        return agents

    def order(self, tokens: Sequence[tuple[int, str]]) -> tuple[frozenset[str], ...]:
        """What stands before and after each order marker ("from A to B", ``_around``); the
        multipliers that its figures already say are then no figures of their own ("doubled
        from 6 to 12": 6 to 12 says it, ``_ratios``)."""
        t, text = self.t, self.text
        markers = [(m.start(), _split_at(m)) for m in t.markers.finditer(text)] \
            if t.marker_hints.search(self.lowered) else []
        if not markers:
            return ()
        order = _around(text, markers, [*self.items, *tokens])
        self.quantities -= _ratios(self.quantities, order)
        return order

    def subjects(self) -> tuple[frozenset[str], frozenset[str], frozenset[str], bool]:
        """The entities with what they imply (``_closure``); those the meaning signature holds
        (``Meaning.subjects``); the generations a multiple is of (``Meaning.based``); and
        whether the claim states a multiple."""
        text, lex, t = self.text, self.lex, self.t
        named = [*((m.value, text[m.start:m.end]) for m in self.mentions), *self.plurals,
                 *self.owners]
        entities = frozenset(e + "#" + self.generations[e] if e in self.generations else e
                             for e in _closure(named, lex, t))
        multiple_at = t.multiples.search(text)
        based = unblocked = frozenset[str]()
        if multiple_at and len(named) > 1:
            places = [(m.start, m.end) for m in self.mentions]
            based = _based(text, named, places, multiple_at.start(), lex, t)
            unblocked = _based(text, named, places, -1, lex, t)  # wherever it stands: the
            # meaning signature of a wording that names it first ("NDR 的两倍: XDR ...") too
        subjects = _without_built_on(entities, lex) - unblocked - {
            g for g in entities if t.sole_gpu.get(g) in entities}
        return entities, subjects, based, multiple_at is not None

    def meaning(self, lang: str) -> Meaning:
        """What the stages read, as the claim's ``Meaning``, with its general words, the order
        of its parts and its subjects."""
        text, items = self.text, self.items
        folded = self.masked.casefold()
        tokens, placed_only = self.general_words(folded)
        order = self.order(tokens)
        sequence = tuple(w for _, w in sorted(tokens + placed_only + [
            (at, intern("\x02" + item)) for at, item in items]))
        words = {w for _, w in tokens} | {"\x01" + term for term in self.terms} | {
            "\x03" + n for n in self.names}  # a term or name only one claim has: a word apart
        entities, subjects, based, multiple = self.subjects()
        counted, placed = _counted(text, self.quantities, items, self.words_found)
        return Meaning(
            entities=entities, quantities=frozenset(self.quantities),
            qualifiers=frozenset(self.qualifiers), inferred=frozenset(self.inferred),
            terms=frozenset(self.terms), names=frozenset(self.names),
            negated=self.negated(folded), order=order, roles=_bound(text, items),
            words=frozenset(words), size=_count(words), initials=_initials(text),
            sequence=sequence, lang="zh" if _CJK.search(text) else lang if lang != "zh" else "en",
            verbs=frozenset(w for w in words if w[:1] == "\x00"),
            qualifying=tuple(sorted(self.qualifying(tokens).items())),
            named=frozenset(item for _, item in items), subjects=subjects,
            passive=bool(_PASSIVE.search(text)), counted=counted, placed=placed,
            multiplied=self.multiplied, agents=tuple(sorted(self.agents(sequence))),
            by=bool(_BY.search(text)), flags=tuple(sorted(self.flags)), multiple=multiple,
            based=based, paired="2" not in self.quantities and _pairs(text))
