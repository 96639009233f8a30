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

The steps live in modules of their own: mentions.py (names found and masked), assertions.py
(each figure's assertion), scope.py, subjects.py, sharing.py (qualifiers bound across figures),
systems.py (systems, cards and housed GPUs) and kinds.py (how each kind of entity is read).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from dataclasses import dataclass, field
from functools import partial

from ..analysis.scopes import width_ends_at
from ..lexicon import Lexicon, Match, lexicon
from ..model import Assertion
from . import quantities, tables
from .assertions import _assertions
from .mentions import (
    _bare_versions,
    _card_forms,
    _cards_before_generations,
    _clusters_of_systems,
    _compared,
    _compile_blockers,
    _compile_each_machine,
    _family_taken_up,
    _figures_kept,
    _instances,
    _instances_of_a_rack,
    _joined,
    _mask,
    _named_in_instances,
    _ordinal_links,
    _other_forms,
    _slash_pair,
    _systems_of_gpus,
    _the_family_named,
    _with_anaphora,
)
from .quantities import Quantity
from .relations import Relation, hints, may_hold, read_relations, starting_words
from .relations import listed as listed_words
from .scope import _same
from .sharing import _may_deny, denied
from .subjects import aside_pattern
from .traditional import simplified


@dataclass(frozen=True, slots=True)
class _ScopeWords:
    """The lexicon's words (section ``relation-words``) that give a figure its scope or
    direction from the names around it, as patterns."""

    each_gpu: re.Pattern[str]
    """Before a GPU's or a card's name, one of many: "each H100", "每颗 H100" (``each-gpu``)."""
    as_a_whole: re.Pattern[str]
    """After a GPU's name, a figure of the whole GPU: "the A100 as a whole gets 600 GB/s"
    (``as-a-whole``)."""
    each_after: re.Pattern[str]
    """After the plural of a GPU's or a card's name (its last letter when the name is a plural),
    "each": a figure of each one ("H100 NVL cards each get 600 GB/s", "A100s each see 600
    GB/s"); never "On H100 each NVLink is 50 GB/s", nor after a number of them ("the two B200s
    each"): ``each-after-nouns``, ``each-after``, ``each-after-not``."""
    one_link: re.Pattern[str]
    """Before an NVLink's name, one link of it: "a single NVLink tops out at 25 GB/s"
    (``one-link``); never "one NVLink domain" (``not-a-link``)."""
    not_a_link: re.Pattern[str]
    one_way_link: re.Pattern[str]
    """One direction of one link, a figure's scope and direction at once: NVLink's "sub-link"
    (``one-way-link``)."""
    one_way_hints: tuple[str, ...] | None
    """The ``hints`` of ``one-way-link``: a text holding none names no such link."""
    one_direction: re.Pattern[str]
    """One direction named before a 'both' with its noun left out (``one-direction``,
    ``one-direction-prefixes``): "In one direction an NDR port moves 25 GB/s; in both, 50 GB/s"
    (both directions)."""
    both_elided: re.Pattern[str]
    """'in both' with its noun left out after one direction was named: "In one direction an NDR
    port moves 25 GB/s; in both, 50 GB/s" (both directions); or "both" right after a figure
    ("32 GB/s in each direction, 64 GB/s both"): ``both-elided``, ``both-elided-before``."""
    both_words: tuple[str, ...]
    """The words of ``both-elided``, lower case: a claim holding none has no 'both' elided."""
    at_figure: re.Pattern[str]
    """After a scope word that holds only for a figure right after it ("共 14.4TB/s":
    ``at-figure``)."""


def _compile_scope_words(lex: Lexicon) -> _ScopeWords:
    listed = partial(listed_words, lex)

    return _ScopeWords(
        each_gpu=re.compile(r"(?:" + starting_words(lex.words("each-gpu")) + r")\s*$", re.I),
        as_a_whole=re.compile(r"\s+(?:" + listed("as-a-whole") + r")\b", re.I),
        each_after=re.compile(r"(?:s|\s+(?:" + listed("each-after-nouns") + r"))\s+(?:" +
                              listed("each-after") + r")\b(?!\s+(?:" + listed("each-after-not") +
                              r")\b)", re.I),
        one_link=re.compile(r"(?:" + starting_words(lex.words("one-link")) + r")\s*$", re.I),
        not_a_link=re.compile(r"\s*(?:" + listed("not-a-link") + ")", re.I),
        one_way_link=re.compile(r"\b(?:" + (listed("one-way-link") or "(?!)") + r")\b", re.I),
        one_way_hints=hints(lex.words("one-way-link")) if lex.words("one-way-link") else (),
        one_direction=re.compile(r"\b(?:" + listed("one-direction") + r")\b|\b(?:" +
                                 listed("one-direction-prefixes") + ")", re.I),
        both_elided=re.compile(r"(?:\b(?:" + listed("both-elided-before") + r") (?:" +
                               listed("both-elided") + r")|(?:(?<=/s )|(?<=ps ))(?:" +
                               listed("both-elided") + r"))\b(?=\s*[,:;.)]|\s*$)", re.I),
        both_words=tuple(w.lower() for w in lex.words("both-elided")),
        at_figure=re.compile(r"\s*(?:" + listed("at-figure") + r")?\s*\d"))


def scope_words(lex: Lexicon) -> _ScopeWords:
    """The patterns of ``_ScopeWords``, compiled once per lexicon."""
    return lex.derived("scope-words", _compile_scope_words)


@dataclass(slots=True)
class Reading:
    """What reading a claim found: entity mentions, qualifier words outside entity names, and
    the assertions made of them."""

    mentions: list[Match]
    qualifiers: list[Match]
    assertions: list[Assertion]
    relations: list[Relation] = field(default_factory=list)
    """What the claim says of how things relate (relations.py): read beside the assertions."""


def read(claim: str, lex: Lexicon | None = None, *, words: bool = True) -> Reading:
    """Read ``claim``: its entities, qualifier words and assertions. Without ``words``, the
    qualifier words are looked for only when the claim has a figure (for its assertions)."""
    lex = lex or lexicon()
    text = claim if claim.isascii() else unicodedata.normalize("NFKC", claim.translate(
        _MARKERS) if any(c in claim for c in "\u00b9\u00b2\u00b3\u00ae\u2122") else claim)
    if "\u2010" in text:  # NFKC's hyphen, of a non-breaking one too ("NVLink\u2011C2C")
        text = text.replace("\u2010", "-")
    text = simplified(text, lex)  # "單向", "頻寬": read as "单向", "带宽"
    if "](" in text:  # "72 [Blackwell](/wiki/nvidia_blackwell) [GPUs](/wiki/gpu)": the words
        text = _MARKDOWN_LINK.sub(r"\1", text)  # a page shows, never the address behind them
    instances = _instances(text) if "." in text or "_" in text or "ND " in text else []
    found_names = lex.find_entities(text)
    if instances:
        found_names = _named_in_instances(found_names, text, instances, lex)
    mentions = _joined(_figures_kept(found_names, text, lex), text, lex)
    if any(m.kind == "system" for m in mentions):
        mentions = _clusters_of_systems(mentions, text, lex)
    if any(m.kind == "card" for m in mentions):
        mentions = _other_forms(_cards_before_generations(mentions, text, lex), text, lex)
    if any(m.value == "PCIe" for m in mentions) and any(m.kind == "gpu" for m in mentions):
        mentions = _card_forms(mentions, text, lex)
    if mentions and ".0" in text:
        mentions = _bare_versions(mentions, text, lex)
    if "gen" in text or "代" in text:
        mentions = _ordinal_links(mentions, text, lex)
    masked = _mask(text, [*mentions, *(Match(s, e, "") for s, e in instances)])
    values = quantities.find(masked, mentions, lex)
    mentions = _systems_of_gpus(mentions, text, lex)  # after the GPUs were counted
    if instances or any(m.kind == "system" for m in mentions):
        mentions = _instances_of_a_rack(mentions, lex)
    if len(mentions) > 1:
        mentions = _the_family_named(mentions, text)
        if ". " in text:  # "NVLink 5.0 ... . This is achieved through 18 NVLink links"
            mentions = _family_taken_up(mentions, text, lex)
    related = read_relations(text, mentions, lex) if len(mentions) > 1 else []
    if not values and not words:
        return Reading(mentions, [], [], related)
    words_found = lex.find_qualifiers(masked)
    scoped = scope_words(lex)
    if "scope-after-figure" in [w.kind for w in words_found]:  # "1.6 Tbit/s a port"
        words_found = [
            w if w.kind != "scope-after-figure" or (
                _right_after(w, values, masked) and text[w.start:w.end] == masked[w.start:w.end])
            else Match(masked.rfind(" ", w.start, w.end) + 1, w.end, w.value, "noun")
            for w in words_found]  # "of a link", "a PCIe 5.0 x16 link": the noun alone
    found = [w if not w.kind.endswith("-figure") else
             Match(w.start, w.end, w.value, w.kind.split("-")[0])
             for w in words_found if w.kind != "none" and (
                 w.kind != "scope-at-figure" or (scoped.at_figure.match(masked, w.end) and (
                     not masked.endswith(":", w.start, w.end) or
                     _ITEM_OPENS.search(text, 0, w.start)))) and (
                 not w.kind.endswith("after-figure") or _right_after(w, values, masked) or
                 _slash_pair(w, words_found, masked))]
    joins = lex.derived("compound-to", _compound_joins)
    if any(j in masked for j in joins):  # "1.8 TB/s per GPU-to-GPU connection": a connection's
        found = [w for w in found if w.kind != "scope" or  # figure, the scope word the first
                 not masked.startswith(joins, w.end)]  # half of "X-to-Y"
    found += [Match(e.start(), m.start, "per-gpu", "scope") for m in mentions
              if lex.entities[m.value].kind in ("gpu", "card")
              and (e := scoped.each_gpu.search(masked, max(0, m.start - 12), m.start)) is not None]
    found += [Match(m.end, w.end(), "per-gpu", "scope") for m in mentions
              if lex.entities[m.value].kind in ("gpu", "card")
              and (w := scoped.as_a_whole.match(masked, m.end)) is not None]
    found += [Match(m.end, w.end(), "per-gpu", "scope") for m in mentions
              if lex.entities[m.value].kind in ("gpu", "card") and (w := scoped.each_after.match(
                  text, m.end - (text[m.end - 1] in "sS"))) is not None
              and not any(q.start <= m.start < q.end for q in values)]
    lowered = masked.lower()
    found += [Match(b.start(), b.end(), "bidirectional", "direction")
              for b in (scoped.both_elided.finditer(masked) if any(
                  w in lowered for w in scoped.both_words) else ())
              if scoped.one_direction.search(masked, 0, b.start())]
    found += [Match(d.start(), d.start() + 1, _SHORT_DIRECTION[d[1]], "direction")
              for d in (_DIRECTION_PAIR.finditer(masked) if "向" in masked else ())]
    found += [Match(e.start(), m.start, "per-link", "scope") for m in mentions
              if (lex.entities[m.value].family or m.value) == "NVLink"
              and (e := scoped.one_link.search(masked, max(0, m.start - 10), m.start)) is not None
              and not scoped.not_a_link.match(masked, m.end)]
    found += [w for s in (scoped.one_way_link.finditer(masked) if may_hold(
        masked, lowered, scoped.one_way_hints) else ()) for w in (
        Match(s.start(), s.end(), "per-link", "scope"),
        Match(s.start(), s.end(), "unidirectional", "direction"))]  # "for a sub-link is 25 GB/s"
    found = [w for w in found if not (w.kind == "scope" and w.value == "aggregate" and
                                      width_ends_at(text, w.start, lex))]
    # "x16 合计约 32GB/s": the lanes of a link width summed, that width's figure, no total
    if any(t in masked for t in lex.derived("directions-summed", _summing_words)):
        found = _directions_summed(found, masked, values, mentions, lex)
    if any(w.kind == "each" for w in found):  # "inside each box": each machine, no figure's
        machine = lex.derived("each-machine", _compile_each_machine)
        found = [w for w in found if w.kind != "each" or not machine.match(masked, w.end)]
    blockers = lex.derived("blockers", _compile_blockers)
    said = blockers.may_say(text) if values else frozenset()
    if ("deny" in said) if values else _may_deny(masked, lex):
        found = [w for w in found if not denied(lex).search(masked, max(0, w.start - 8), w.start)]
    if "ratio" in said and blockers.ratio.search(masked):
        found = [w for w in found if not _compared(w, masked, values, blockers.ratio)]
    found += [Match(w.start, w.end, w.value, "lane") for w in words_found
              if w.kind == "none" and w.value == "lane"]  # "each lane", "每条通道": for the reader
    found.sort(key=lambda w: w.start)
    if ":" in masked:
        found = _without_compared_heads(masked, found, values, lex)
    table = tables.rows(text, lex) if "|" in text or " / " in text else \
        tables.spaced(text, found_names, lex)
    if table:  # each row read as what it says: "NVLink 3.0 | links: 12 | per-link: 50 GB/s"
        assertions: list[Assertion] = []
        for row in table:  # the same figure in two rows is said once ("Gen5 128GB/s" in each)
            assertions += [a.model_copy(update={"text": text[row.start:row.end]}) for a in read(
                row.said, lex, words=False).assertions if not any(_same(a, b) for b in assertions)]
    else:
        assertions = quantities.asserted(_assertions(
            text, masked, _with_anaphora(masked, _outside_asides(mentions, text, values, lex),
                                         lex), found, values, lex, said),
            values) if values else []
    if assertions and (generic := lex.words("generation-needed")):
        assertions = [a for a in assertions if a.subject not in generic]
    return Reading(mentions, [w for w in found if w.kind in ("direction", "scope", "approx")],
                   assertions, related)


def _directions_summed(found: list[Match], masked: str, values: list[Quantity],
                       mentions: list[Match], lex: Lexicon) -> list[Match]:
    """The words, without a total word right after a word for both directions ("NVLink3 双向合计
    600GB/s") when nothing before it names the parts a total would sum: it sums the figure's two
    directions, no parts. Parts named are links, ports or GPUs counted, a per-link, per-port or
    per-GPU figure ("每条链路单向 25GB/s, 18 条, 双向合计 900GB/s": the links' total) or a
    family counted in lanes ("PCIe 6.0: 每个方向 128GB/s; 双向合计 256GB/s": the lanes')."""
    lanes = set(lex.lane_widths.get("families", ()))
    if any((lex.entities[m.value].family or m.value) in lanes for m in mentions):
        return found
    summed, parts = lex.derived("directions-summed", _summing_words), ("per-link", "per-port",
                                                                       "per-gpu")
    dropped = []
    for w in found:
        if w.kind != "scope" or w.value != "aggregate" or \
                masked[w.start:w.end].strip() not in summed or not any(
                    d.kind == "direction" and d.value == "bidirectional" and
                    not masked[d.end:w.start].strip() for d in found):
            continue
        if any(v.end <= w.start and v.noun_scope in parts for v in values) or any(
                o.end <= w.start and o.kind == "scope" and o.value in parts for o in found):
            continue
        dropped.append(w)
    return [w for w in found if w not in dropped] if dropped else found


def _summing_words(lex: Lexicon) -> frozenset[str]:
    return frozenset(lex.words("directions-summed"))


def _compound_joins(lex: Lexicon) -> tuple[str, ...]:
    """The joins of a compound "X-to-Y" noun (relation-words ``compound-to``): a scope word
    right before one is the noun's first half, no scope."""
    return tuple(lex.words("compound-to"))


def _outside_asides(mentions: list[Match], text: str, values: list[Quantity],
                    lex: Lexicon) -> list[Match]:
    """The mentions but those in an aside that holds no figure (subjects.py ``aside``: "18
    ports \u2013 three times that of a GV100 GPU \u2013 in a crossbar"): such a name owns no
    figure of the sentence around it."""
    if "(" not in text and "\u2013" not in text and "\u2014" not in text:
        return mentions
    asides = [(a.start(), a.end()) for a in aside_pattern(lex).finditer(text)
              if not any(a.start() <= q.start < a.end() for q in values)]
    kept = [m for m in mentions if not any(s < m.start < e for s, e in asides)]
    return kept or [m for m in mentions if not any(
        s < m.start < e and text[s] != "(" for s, e in asides)]  # a bracket naming the claim's
    # only names is no aside ("(fields: NVLink generation, ...)"); a dash pair still is


def _right_after(w: Match, values: list[Quantity], masked: str) -> bool:
    """Whether the word ``w`` follows a figure with nothing but spaces between them."""
    return any(q.end <= w.start and not masked[q.end:w.start].strip() for q in values)


def _compile_compared(lex: Lexicon) -> re.Pattern[str]:
    return re.compile(r"(?:\s*[\w-]+)?\s*(?:" + starting_words(
        lex.words("list-compare")) + r")\s*(?:[\w-]+\s*)?", re.I)


def _without_compared_heads(masked: str, found: list[Match], values: list[Quantity],
                            lex: Lexicon) -> list[Match]:
    """The words without two of a kind set against each other in a head before the first colon,
    no figure before it ("Per-GPU figure vs system total: ..."): the head says what the sentence
    compares, no figure's scope or direction."""
    colon = masked.index(":")
    if any(q.start < colon for q in values):
        return found
    head = [w for w in found if w.end <= colon and w.kind in ("scope", "direction")]
    compared = lex.derived("compared-heads", _compile_compared)
    dropped = {id(w) for a, b in itertools.pairwise(head)
               if a.kind == b.kind and a.value != b.value and
               compared.fullmatch(masked, a.end, b.start) for w in (a, b)}
    return [w for w in found if id(w) not in dropped]


_DIRECTION_PAIR = re.compile(r"([单双])(?=\s*/\s*[单双]向)")
"""The first of two directions sharing their 向 ("单/双向: 64/128GB/s"): a direction of its own."""

_SHORT_DIRECTION = {"单": "unidirectional", "双": "bidirectional"}

_ITEM_OPENS = re.compile(r"(?:^|[;|,])\s*$")
"""Before a spec list's item head ("Rack: 130 TB/s; GPU: 1.8 TB/s"): the claim's start or an
item's end, never a name's part ("HGX A100 8-GPU: 4.8 TB/s")."""

_MARKDOWN_LINK = re.compile(r"\[([^\[\]\n]{1,120})\]\([^\s()]*\)")
"""A markdown link as a page's source writes it, "[GPUs](/wiki/gpu)": its words alone."""

_MARKERS = str.maketrans({"\u00b9": "*", "\u00b2": "\u2020", "\u00b3": "\u2021",
                          "\u00ae": " ", "\u2122": " "})
"""Superscript footnote marks, which NFKC would make digits of the figure they mark
("128GB/s\u00b2"), as marks of their own (one character each, so nothing moves); trademark
signs, which part a name from its noun ("NVLink\u00ae connections") and which NFKC would spell
"TM" into the name, as a space."""
