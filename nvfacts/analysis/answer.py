"""Answers: a question read into subject, attribute, scope and direction, and the ledger's
statements about it, the consensus first.

A question is free text in English or Chinese ("NVLink 4.0 bandwidth", "How many links does an
H100 have?", "第四代NVLink的带宽"): the lexicon finds the entity (a generation or a GPU rather
than a family named beside it; "first" with a family means its first generation; a device's own
link named beside it, or a superchip's CPU-GPU link said in words, rather than the device) and the
direction and scope words; the attribute comes from its trigger words, its nouns and the
question words that ask for it (the lexicon's ``asked``: when, 哪一年, 多少条...), or from the
kind of thing a count is asked of ("how many H100s"; "几颗 NVSwitch", "NVSwitch 数量" count what no
attribute counts, so nothing answers them, never the GPU or link count); ports are a switch's
port count, and a GPU's or a link's NVLink ports its links; a noun inside a scope said ("per
port", "每端口") counts nothing, and a scope or a direction ("per direction", "单向") with nothing
else asked asks the bandwidth under it. Statements of related subjects answer too (an H100's
NVLink figures are NVLink 4.0's). Order: the subject
asked before related ones, the scope asked first; then statements no rival beats before beaten
ones, those of the subject's usual scope (when none is asked) first among each, statements no
rival beats or ties (the consensus) before tied ones, a stated scope before none (shown as
none: never the scope the reading assumed), a stated direction (or one read in: the lexicon's
usual-direction) before none, then the consensus score. A bidirectional statement
asked for "per direction" is shown as its figure in each direction (900 GB/s bidirectional is
450 each way). A comparison ("H100 vs H100 PCIe", "Is NVLink faster than PCIe 5?") answers each
side on its own: each side's best statement first, in the order asked, then the rest; one
naming no attribute sets the same attribute on every side (the bandwidth, per GPU where every
side has it: ``compared``), else says what a side lacks (``uncompared``). A PCIe
link width asked ("x8", "eight lanes", "八通道": the lexicon's lane-widths) is answered by that
width's statements, else by the other widths' scaled by the lanes and marked so; none asked,
the usual width's come first; two widths of one subject compared ("PCIe 4.0 x8 vs x16") are two
sides. A family asked is answered by its generations' statements as by its own; a generation
asked also lists its family's statements said of no generation, last, marked ``generic``. A
figure saying less than a statement standing beside it that it agrees with (no direction or
scope stated) is listed under it (``also_stated``), not as a statement of its own; a system's
total shows its GPUs times its generation's per-GPU figure (``per_gpu``). A figure of no stated
scope that matches none of its subject's figures stated with one ("H100 的 NVLink 带宽为
600GB/s" beside 900 GB/s per GPU and 50 GB/s per link) names the statement it may rival
(``possible_rival_of``: unscoped.py) and comes after the statements standing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..agreement import agree
from ..lexicon import Lexicon
from ..scopewords import SCOPE_WORDS
from ..units import amount, asked_unit
from .scopes import (
    FOLDED_ATTRIBUTES,
    FOLDED_KINDS,
    GPU_PAIR,
    LANE,
    WIDTH,
    has_widths,
    related_subjects,
    usual_direction,
    widths_in,
)
from .unscoped import both_ways, possible_rival

if TYPE_CHECKING:  # the consensus is built, never read, when a question is answered
    from .consensus import Consensus, Witness
    from .ledger import Statement

ORDER = ("bandwidth", "introduced", "link-count", "port-count", "gpu-count", "switch-count")
"""Attributes tried in this order: 'links per GPU' is a link count, 'per link bandwidth' a
bandwidth, 'ports per GPU' a port count; a system's NVSwitch chips are asked by naming the
switch after a count's question word ('how many NVSwitch chips': the lexicon's counted-kinds)."""
FIRST = re.compile(r"\bfirst\b|最早|首次|最初", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Question:
    """What a question asks."""

    subject: str | None
    attribute: str | None
    scope: str | None = None
    direction: str | None = None
    unknown: tuple[str, ...] = ()
    """What the question names that the lexicon does not know (a generation past a family's
    known ones, a property no attribute holds): nothing answers it."""
    sides: tuple[Question, ...] = ()
    """A comparison's sides in the order asked ("H100 vs H100 PCIe"), each answered on its own
    (``subject`` and ``unknown`` are then the first side's and all sides')."""
    lanes: int | None = None
    """The link width asked of a subject whose figures have one ("PCIe 4.0 x8", "eight lanes",
    "八通道"): its figures answer, else other widths' scaled to it, marked so."""
    unit: str | None = None
    """The unit a bandwidth is asked in ("NVLink 4 bandwidth in TB/s": 'TB/s'), each figure
    shown in it too (``unit_asked``)."""
    generation: int | None = None
    """The generation asked of a switch chip named alike in every generation ("NVSwitch 3.0
    ports", "third-generation NVSwitch"): its statements first, other generations' last."""


def _has(text: str, word: str) -> bool:
    if word.isascii():
        return re.search(r"(?<![a-z0-9])" + re.escape(word) + r"(?![a-z0-9])", text) is not None
    return word in text


def _without(text: str, word: str) -> str:
    """``text`` with ``word`` blanked wherever ``_has`` finds it."""
    if word.isascii():
        return re.sub(r"(?<![a-z0-9])" + re.escape(word) + r"(?![a-z0-9])", " ", text)
    return text.replace(word, " ")


def asked_something(question: str | None, subject: str | None) -> None:
    """UsageError when neither a question nor a subject is given (an empty answer would read
    as 'the store knows nothing')."""
    if not (question and question.strip()) and subject is None:
        from ..errors import UsageError

        raise UsageError("give a question, such as 'NVLink 4.0 bandwidth', or --subject")


def read_question(text: str, lex: Lexicon, subject: str | None = None,
                  attribute: str | None = None, scope: str | None = None) -> Question:
    """The question in ``text`` (any part of it given as an option wins)."""
    scoped = [m for m in lex.find_qualifiers(text) if m.kind == "scope"]
    unscoped = text  # a noun of a scope said ('per port', 'per GPU') asks no count of it
    for m in scoped:
        unscoped = unscoped[:m.start] + " " * (m.end - m.start) + unscoped[m.end:]
    folded = " ".join(unscoped.lower().split())
    unknown: list[str] = []
    counted = what = None  # a thing a count is asked of; a count no attribute keeps
    if attribute is None and _rate_counted(text, lex):
        attribute = "bandwidth"  # "how many GB/s", "多少 GB/s": a rate in its unit, no count
    if attribute is None:
        attribute, what, counted = _counted(text, lex)
        unknown += [what] if what else []
    sides: list[tuple[str, list[str], str]] = []  # a comparison's: subject, unknowns, words
    if subject is None:
        for part in _sides(text, lex):
            side_unknown = list(unknown)
            side = _subject(part, lex, side_unknown, counted, _cpu_asked(text, lex))
            if side is not None and side not in [s for s, _, _ in sides]:
                sides.append((side, side_unknown, part))
        sides = sides if len(sides) > 1 else []
        subject = _subject(text, lex, unknown, counted) if not sides else sides[0][0]
    elif lex.resolve(subject) is not None:
        subject = lex.resolve(subject).name  # type: ignore[union-attr]
    if attribute is None and not what:
        # an attribute no statement keeps, asked in words holding a kept one's ('signaling
        # rate', 'data rate per lane', '信号速率' hold a bandwidth's 'rate', '速率'), is that one
        asked_unknown = [name for name, words in
                         lex.questions.get("unknown-attributes", {}).items()
                         if any(_has(folded, w.lower()) for w in words)]
        rest = folded
        for words in lex.questions.get("unknown-attributes", {}).values():
            for w in sorted(words, key=len, reverse=True):
                rest = _without(rest, w.lower())
        for name in ORDER:
            spec = lex.attributes.get(name, {})
            words = [*spec.get("triggers", []), *spec.get("before", []),
                     *(n for n in spec.get("nouns", []) if len(n) > 1), *spec.get("asked", [])]
            if any(_has(rest, w.lower()) for w in words):
                attribute = name
                break
        else:
            unknown += [f"{name} (the store keeps no statement of it: only of "
                        f"{', '.join(lex.attributes)})" for name in asked_unknown]
        if attribute is None and not unknown and (scoped or any(
                m.kind == "direction" for m in lex.find_qualifiers(text))):
            attribute = "bandwidth"  # a scope or direction alone ('NDR per port', 'per
            # direction', '单向') asks the rate it qualifies, never a count
    kinds = lex.attributes.get("port-count", {}).get("of-kinds")
    if attribute == "port-count" and kinds and subject in lex.entities and \
            lex.entities[subject].kind not in kinds:
        attribute = "link-count"  # a GPU's NVLink ports are its links (as a claim reads them)
    direction = None
    # a name between a qualifier's words ('each NVLink link') leaves the qualifier said
    named = text
    for m in sorted(lex.find_entities(text), key=lambda m: -m.start):
        named = named[:m.start] + " " + named[m.end:]
    for m in [*lex.find_qualifiers(text), *lex.find_qualifiers(named)]:
        if m.kind == "scope" and scope is None and attribute == "bandwidth":
            scope = m.value
        elif m.kind == "direction" and direction is None:
            direction = m.value
    if scope is None and attribute == "bandwidth" and any(
            _has(" ".join(named.lower().split()), w.lower())
            for w in lex.questions.get("aggregate-asked", [])):
        scope = "aggregate"  # a node's, a server's: the whole machine's
    direction = direction if attribute == "bandwidth" else None
    asked = attribute in (None, "bandwidth")
    compared = tuple(Question(side, attribute, scope, direction, (*side_unknown, *unknown),
                              lanes=_lanes(part, side, lex, text) if asked else None)
                     for side, side_unknown, part in sides)
    if not compared and asked:  # one subject's widths compared: "PCIe 4.0 x8 vs x16"
        compared = tuple(Question(subject, attribute, scope, direction, tuple(unknown),
                                  lanes=n) for n in _width_sides(text, subject, lex))
    said = [u for q in compared for u in q.unknown] if compared else unknown
    unit = asked_unit(text) if attribute == "bandwidth" else None
    if unit is not None:
        compared = tuple(replace(side, unit=unit) for side in compared)
    return Question(subject, attribute, scope, direction, tuple(dict.fromkeys(said)), compared,
                    _lanes(text, subject, lex) if asked else None, unit, _switch_generation(
                        text, subject, lex))


def _switch_generation(text: str, subject: str | None, lex: Lexicon) -> int | None:
    """The generation ``text`` names of ``subject`` when it is a switch chip named alike in
    every generation (NVSwitch; the ledger's ``generations``)."""
    entity = lex.entities.get(subject) if subject is not None else None
    if subject is None or entity is None or entity.kind != "switch" or entity.family is not None:
        return None
    from ..generations import subject_generation

    return subject_generation(subject, text, lex)


def _lanes(text: str, subject: str | None, lex: Lexicon, whole: str | None = None
           ) -> int | None:
    """The one link width ``text`` asks of ``subject`` when its figures have one (none when it
    writes two), else the one the ``whole`` question writes ("PCIe 4.0 vs 5.0 x8": both x8)."""
    if not has_widths(subject, lex):
        return None
    for said in (text, whole or ""):
        widths = {n for _, n in widths_in(said, lex)}
        if widths:
            return widths.pop() if len(widths) == 1 else None
    return None


def _sides(text: str, lex: Lexicon) -> list[str]:
    """The parts of ``text`` a comparison word (the lexicon's ``comparison``) parts, each naming
    a thing ("H100 SXM | H100 PCIe NVLink bandwidth"; a generation written alone after one of
    its family is read with the family's name: "NVLink 4.0 | NVLink 5.0 bandwidth", "nvlink gen
    5 | NVLink gen 4", and so is one written alone before one named with its family: "第三代NVLink
    | 第四代NVLink"); [] when no such word stands between two named things. A word of
    ``comparison-before-generation`` ("over") parts only before a known generation written
    alone ("NVLink 3.0 bring | NVLink 2.0"), one of ``comparison-when-times`` ("是") only in a
    question asking how many times (``times-asked``: "B200 的 NVLink 带宽 | H100 的几倍")."""
    q = lex.questions
    times = any(w in text for w in q.get("times-asked", []))
    if not _may_compare(text, lex, times):
        return []
    named = [m for m in lex.find_entities(text)
             if lex.entities[m.value].kind not in ("library", "memory")]
    before_generation = {w.lower() for w in q.get("comparison-before-generation", [])}
    when_times = set(q.get("comparison-when-times", []))
    parts: list[str] = []
    start, rest, last = 0, "", None  # last: the thing the part before the cut names
    for cut in lex.derived("comparison", _comparison).finditer(text) if named else ():
        if any(m.start < cut.end() and cut.start() < m.end for m in named):
            continue  # inside a name
        word = cut.group()
        if word in when_times and not times:
            continue
        only_generation = word.lower() in before_generation
        before = [m.value for m in named if start <= m.start and m.end <= cut.start()]
        last = before[-1] if before else last if rest else None
        after = text[cut.end():].lstrip()
        family = lex.entities[last].family if last else None
        generation = bool(family) and (
            (after[:1].isdigit() and not only_generation) or
            any(re.match(p, after, re.IGNORECASE) for p in q.get("generation-after", [])))
        if last and not only_generation and any(m.start >= cut.end() for m in named):
            parts.append(rest + text[start:cut.start()])
            start, rest = cut.end(), ""
        elif generation and any(  # a generation past the known: not known
                m.start == 0 and m.value != last and family in (m.value, lex.entities[m.value]
                                                                .family)
                and not (only_generation and m.value == family)
                for m in lex.find_entities(f"{family} {after}")):
            parts.append(rest + text[start:cut.start()])
            start, rest = len(text) - len(after), f"{family} "
        elif not only_generation and not before and not rest and (side := _generation_alone(
                text[start:cut.start()], text[cut.end():], named, cut.end(), lex)):
            parts.append(side)
            start = cut.end()
    return [*parts, rest + text[start:]] if parts else []


_ASCII_CASES = str.maketrans("\u0130\u0131\u017f\u212a", "iisk")
"""The letters outside ASCII that a case-blind pattern matches to an ASCII one (a dotted capital I,
a dotless i, a long s, the Kelvin sign)."""
_WORD = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


def _may_compare(text: str, lex: Lexicon, times: bool = False) -> bool:
    """Whether ``_comparison`` finds a word in ``text``, looked for without compiling it (most
    questions have none): an English word as a whole word in any case, another as written; True
    for a word outside ASCII with letters that have a case, which only the pattern tells.
    ``times``: the question asks how many times (a ``comparison-when-times`` word counts)."""
    lowered = text.translate(_ASCII_CASES).lower()
    q = lex.questions
    for word in [*q.get("comparison", []), *q.get("comparison-before-generation", []),
                 *(q.get("comparison-when-times", []) if times else [])]:
        if not word.isascii():
            if word.lower() != word.upper() or word in text:
                return True
            continue
        word = word.lower()
        at = lowered.find(word)
        while at >= 0:
            end = at + len(word)
            if (lowered[at - 1:at] or " ") not in _WORD and (lowered[end:end + 1] or " ") \
                    not in _WORD:
                return True
            at = lowered.find(word, at + 1)
    return False


def _comparison(lex: Lexicon) -> re.Pattern[str]:
    """The lexicon's comparison words ("vs", "对比"; "over" and "是", which ``_sides`` takes
    only where they compare), longest first, as whole words."""
    q = lex.questions
    words = sorted({*q.get("comparison", []), *q.get("comparison-before-generation", []),
                    *q.get("comparison-when-times", [])}, key=len, reverse=True)
    return re.compile("|".join(rf"(?<![a-z0-9]){re.escape(w)}(?![a-z0-9])" if w.isascii()
                               else re.escape(w) for w in words), re.IGNORECASE)


def _width_sides(text: str, subject: str | None, lex: Lexicon) -> list[int]:
    """The link widths a comparison of one subject's widths asks ("PCIe 4.0 x8 vs x16": [8,
    16]), in the order asked: two or more widths written with a comparison word between the
    first two; [] otherwise."""
    if not has_widths(subject, lex) or not lex.questions.get("comparison"):
        return []
    widths = sorted(widths_in(text, lex))
    lanes = list(dict.fromkeys(n for _, n in widths))
    if len(lanes) < 2:
        return []
    first = widths[0][0]
    second = next(at for at, n in widths if n != widths[0][1])
    between = text[first:second]
    return lanes if _may_compare(between, lex) and lex.derived(
        "comparison", _comparison).search(between) else []


def _generation_alone(part: str, after: str, named: Sequence[Any], at: int,
                      lex: Lexicon) -> str | None:
    """``part`` read with the family of the generation named next in ``after`` (which starts
    at ``text[at]``) when ``part`` ends in a generation word written as that one's is before
    the family's name ("第三代" | "第四代NVLink": "第三代NVLink"; "third" | "fourth generation
    NVLink": "third generation NVLink"); else None."""
    nxt = min((m for m in named if m.start >= at), key=lambda m: m.start, default=None)
    family = lex.entities[nxt.value].family if nxt else None
    if nxt is None or not family:
        return None
    said = after[:nxt.end - at]
    cut = said.lower().rfind(family.lower())
    if cut < 0:
        return None
    q = lex.questions
    numbers = {str(k).lower() for k in {**lex.paraphrase.get("ordinals", {}),
                                        **q.get("numerals", {})}}
    glues = [""]
    for pattern in q.get("generation-before", []):
        if g := re.search(pattern, said[:cut], re.IGNORECASE):
            glues.insert(0, said[g.end("n"):cut])
    for glue in dict.fromkeys(glues):
        for pattern in q.get("generation-before", []):
            g = re.search(pattern, part.rstrip() + glue, re.IGNORECASE)
            if g and (g.group("n").isdigit() or g.group("n").lower() in numbers):
                return part.rstrip() + glue + family
    return None


def _cpu_asked(text: str, lex: Lexicon) -> bool:
    """Whether ``text`` asks for a CPU-GPU link in words (the lexicon's ``cpu-link``; spaces
    beside a Han character are not read: "CPU 和 GPU" is "CPU和GPU")."""
    folded = re.sub(r"\s+(?=[^\x00-\x7f])|(?<=[^\x00-\x7f])\s+", "",
                    " ".join(text.lower().split()))
    return any(_has(folded, w.lower()) for w in lex.questions.get("cpu-link", []))


def _subject(text: str, lex: Lexicon, unknown: list[str], counted: str | None = None,
             cpu_asked: bool | None = None) -> str | None:
    """The entity ``text`` asks about (a generation or a GPU before a family named beside it; an
    interconnect of a device named beside the device, or its CPU-GPU link said in words, before
    the device; what holds the ``counted`` things rather than they), adding to ``unknown`` a
    generation past the family's known ones."""
    matches = [m for m in lex.find_entities(text)
               if lex.entities[m.value].kind not in ("library", "memory")]
    if any(m.value != counted for m in matches):
        matches = [m for m in matches if m.value != counted]
    found = [m.value for m in matches]
    specific = [n for n in found if len(lex.members(n)) == 1]
    subject = None
    if specific:
        subject = specific[0]
    elif found:
        subject = found[0]
        first = first_member(subject, lex)
        if first is not None and FIRST.search(text):
            subject = first
        unknown += [g for m in matches if m.value == subject
                    for g in [_unknown_generation(text, m.start, m.end, subject, lex)] if g]
    devices = [lex.entities[n] for n in found]
    named = next((n for n in found for e in devices if n in (e.cpu_link, e.pcie)), None)
    if named is None and (_cpu_asked(text, lex) if cpu_asked is None else cpu_asked):
        named = next((e.cpu_link for e in devices if e.cpu_link), None)
    subject = named or subject
    return subject


def _rate_counted(text: str, lex: Lexicon) -> bool:
    """Whether a count's question word asks an amount of a bandwidth unit ("How many GB/s
    per GPU ...", "带宽是多少 GB/s", "how many gigabits per second"): the lexicon's unit
    symbols as written, its unit words in any case."""
    words = {w for spec in lex.attributes.values() for w in spec.get("counted-by", [])}
    asked = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    symbols = tuple(lex.units.get("symbols", {}))
    spelled = tuple(w.lower() for w in lex.units.get("words", {}))
    return any(after.startswith(symbols) or after.lower().startswith(spelled)
               for m in re.finditer(rf"(?<![a-z0-9])(?:{asked})", text, re.IGNORECASE)
               for after in [text[m.end():].lstrip()])


def _counted(text: str, lex: Lexicon) -> tuple[str | None, str | None, str | None]:
    """The count asked of a thing named right after a count's question word ("how many H100s":
    gpu-count), by the thing's kind (the lexicon's ``counted-kinds``), or what is not known when
    no attribute counts things of its kind ("几颗 NVSwitch"), and the thing; all None when no
    thing is named there or a count noun follows its name ("how many NVLink links": the nouns
    say)."""
    q = lex.questions
    counts = {n: spec for n, spec in lex.attributes.items() if spec.get("counted-by")}
    if (after := _counted_after(text, lex)) is not None:
        attribute = q.get("counted-kinds", {}).get(after.kind)
        return (str(attribute), None, after.value) if attribute is not None else \
            (None, _uncounted(after.value, counts), after.value)
    nouns = {w.lower(): name for name, spec in counts.items() for w in spec.get("nouns", [])
             if len(w) > 1}
    asked = "|".join(re.escape(w) for w in sorted(
        {w for spec in counts.values() for w in spec["counted-by"]}, key=len, reverse=True))
    skip = "|".join(re.escape(w) for w in q.get("measure-words", []))
    entities = {m.start: m for m in lex.find_entities(text)}
    stops = {w.lower() for w in [*lex.paraphrase.get("general-stop-words", []),
                                 *lex.paraphrase.get("word-classes", {}).get("have", [])]}
    unknown = tuple(w.lower() for words in q.get("unknown-attributes", {}).values()
                    for w in words)
    for m in re.finditer(rf"(?<![a-z0-9])(?:{asked})(?:\s|{skip})*", text, re.IGNORECASE):
        thing = entities.get(m.end())
        if thing is None and text[m.end():].lower().startswith(unknown):
            return None, None, None  # "how many GT/s": what no attribute keeps, said so
        if thing is None:  # a thing no entity is: a count noun a few words on, else the word
            words = re.match(r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}", text[m.end():], re.I)
            said = words.group().split() if words else []
            noun = next((nouns[w.lower()] for w in said if w.lower() in nouns), None)
            if noun is not None or not said or said[0].lower() in stops:
                return (noun if noun in ORDER else None), None, None
            return None, _uncounted(said[0], counts), None
        after = text[thing.end:].lstrip().lower()
        if any(after.startswith(n) and not after[len(n):len(n) + 1].isalpha() for n in nouns):
            return None, None, None  # "how many NVLink links": the nouns say
        attribute = q.get("counted-kinds", {}).get(thing.kind)
        if attribute is not None:
            return str(attribute), None, thing.value
        return None, _uncounted(thing.value, counts), thing.value
    return None, None, None


def _counted_after(text: str, lex: Lexicon) -> Any:
    """The thing named right before a word that asks its count ("NVSwitch 数量 DGX H100",
    "NVSwitch count": the lexicon's ``counted-after``, one of its ``parts`` words perhaps
    between), or before a count's question word and a measure word that end the question
    ("DGX H100 的 NVSwitch 有多少颗?": ``counted-last``); None when there is none."""
    q = lex.questions

    def alternation(name: str) -> str:
        return "|".join(re.escape(w) for w in sorted(q.get(name, []), key=len, reverse=True)) \
            or "(?!)"

    after = re.compile(rf"\s*(?:(?:{alternation('parts')})(?![a-z])\s*)?(?:的\s*)?(?:"
                       rf"(?:{alternation('counted-after')})(?![a-z])(?!\s+of\b)|"
                       rf"(?:{alternation('counted-last')})\s*(?:{alternation('measure-words')})?"
                       rf"\s*[呢吗]?\s*[?\uff1f\u3002.]?\s*$)", re.I)
    return next((m for m in lex.find_entities(text) if after.match(text, m.end)), None)


def _uncounted(thing: str, counts: dict[str, Any]) -> str:
    units = [str(spec["unit"]) for n, spec in counts.items() if n in ORDER]
    return f"the number of {thing} (the store counts only {', '.join(units[:-1])} and " \
        f"{units[-1]})"


def _unknown_generation(text: str, start: int, end: int, family: str,
                        lex: Lexicon) -> str | None:
    """The generation written beside the family named at ``text[start:end]`` ("NVLink 6.0",
    "第六代NVLink") when it is past the family's known ones, as 'NVLink 6'; else None."""
    known = [int(g.group()) for name in lex.members(family) - {family}
             if (g := re.search(r"\d+", name[len(family):])) is not None]
    if not known:
        return None
    q = lex.questions
    numbers = {str(k).lower(): int(v) for k, v in
               {**lex.paraphrase.get("ordinals", {}), **q.get("numerals", {})}.items()}
    written = [re.search(p, text[:start], re.IGNORECASE) for p in q.get("generation-before", [])]
    written += [re.search(p, text[end:], re.IGNORECASE) for p in q.get("generation-after", [])]
    for m in written:
        word = m.group("n").lower() if m else ""
        n = int(word) if word.isdigit() else numbers.get(word)
        if n is not None and n > max(known):
            return f"{family} {n} (the lexicon's {family} generations end at " \
                f"{family} {max(known)})"
    return None


def first_member(name: str, lex: Lexicon) -> str | None:
    """A family's first generation ('NVLink 1.0' of 'NVLink'), None for no family."""
    members = sorted(lex.members(name) - {name})
    return members[0] if members else None


def statement_record(consensus: Consensus, i: int) -> dict[str, Any]:
    """SPEC's ``statement`` object for statement ``i`` (value in canonical form: a stated
    direction as the bidirectional figure), with its rivals and why each loses or ties."""
    from .consensus import describe

    s = consensus.statements[i]
    rivals = []
    for j in sorted(s.rivals, key=lambda j: (-consensus.score[j], j)):
        r = consensus.statements[j]
        value, direction = r.form()
        kind, reason = s.rivals[j]
        beaten_by = ""
        if consensus.beats(i, j):
            verdict = "loses"
        elif consensus.beats(j, i):
            verdict = "wins"
        elif consensus.beaten(j) and not consensus.beaten(i):  # to a rival of its own
            verdict = "loses"
            k = consensus.beaten(j)[0]
            figure, _, counts = describe(consensus, k).partition("; ")
            beaten_by = f"itself beaten by {consensus.statements[k].subject} {figure} ({counts})"
        else:
            verdict = "ties"
        supports = _supports((r, consensus.support[j]), (s, consensus.support[i]))
        if beaten_by:  # its own loss decides, whatever its support beside this statement's
            supports = f"{beaten_by}, so it loses here too" + (
                f": its {supports} decides nothing" if consensus.support[j] >=
                consensus.support[i] else f"; {supports}")
        rivals.append({
            "subject": r.subject, "value": value, "unit": r.unit or None, "direction": direction,
            **_scope(r), "score": round(consensus.score[j], 4), "facts": r.facts,
            "sources": consensus.sources_of(j),
            "why": f"{verdict} ({kind}): {reason}; {supports}"})
    lost = _shares_beaten(consensus, i)
    rivals += lost
    value, direction = s.form()
    beaten = bool(consensus.beaten(i)) or bool(lost)
    return {
        "subject": s.subject, "attribute": s.attribute, "value": s.value,
        "unit": s.unit or None, "direction": s.direction,
        # none of its claims says one: the direction it was read in beside directed rivals
        "direction_assumed": s.usual, **_scope(s), "approx": s.approx,
        # a switch chip named alike in every generation: the one generation its claims name
        **({"generation": next(iter(named))}
           if len(named := {g for g in s.generations if g is not None}) == 1 else {}),
        "score": round(consensus.score[i], 4), "support": round(consensus.support[i], 4),
        "beaten": beaten, "tied": not beaten and consensus.tied(i),
        # every fact stating it was refuted by a curator: nothing backs it (a fact citing
        # nothing is a witness of its own; a page labelling it refuted is against it)
        "refuted": not consensus.backers_of(i) and not consensus.against[i],
        "page_labels": _page_labels(consensus, s),
        "facts": s.facts,
        # facts that state it only as a system's total shared by its GPUs (shares.system_share)
        "system_totals": sorted(s.implied),
        "sources": consensus.sources_of(i), "stated": {
            "value": value, "direction": direction, **_other_direction(s, direction),
            **_direction_unstated(consensus, s)},
        "variants": _variants(consensus, s),
        "summary": describe(consensus, i), "rivals": rivals}


def _supports(rival: tuple[Statement, float], own: tuple[Statement, float]) -> str:
    """"support 0.62 (18) against 2.94 (36)": the rival's support, then the statement's, each
    named by its figure (with its direction, then its scope, where the figures alone are alike)."""
    def said(s: Statement) -> tuple[str, ...]:
        value, direction = s.form()
        return (amount(value, s.unit or "") if value is not None else "?", direction or "",
                SCOPE_WORDS.get(s.scope or "", ""))

    words = [said(rival[0]), said(own[0])]
    keep = next((n for n in (1, 2, 3) if words[0][:n] != words[1][:n]), 3)
    a, b = (" ".join(w for w in ws[:keep] if w) for ws in words)
    return f"support {rival[1]:.2f} ({a}) against {own[1]:.2f} ({b})"


def _other_direction(s: Statement, direction: str | None) -> dict[str, Any]:
    """``other_direction``: the figure most of its claims stating the other direction state
    ({"value": 450, "direction": "unidirectional"} beside 900 GB/s bidirectional), what a
    question asking that direction quotes; nothing when none does."""
    from collections import Counter

    counts = Counter(f for f in s.stated if f[1] is not None and f[1] != direction)
    if direction is None or not counts:
        return {}
    value, other = min(counts, key=lambda f: (-counts[f], f[0]))
    return {"other_direction": {"value": value, "direction": other}}


def _direction_unstated(consensus: Consensus, s: Statement) -> dict[str, Any]:
    """``direction_unstated``, of a statement whose direction some of its claims state: the
    facts that state none (read in it: 'x16 Bandwidth: 64 GB/s' under '64 GB/s
    bidirectional'), with the sources citing only such facts of it: {"facts": [...],
    "sources": [...]}; nothing when every fact states it or none does."""
    from .ledger import undirected_facts

    free = undirected_facts(s) if s.direction is not None else []
    if not free:
        return {}
    said = {w.name for f in set(s.facts) - set(free) for w in consensus.witnessed.get(f, ())
            if w.name}
    return {"direction_unstated": {"facts": free, "sources": sorted(
        {w.name for f in free for w in consensus.witnessed.get(f, ()) if w.name} - said)}}


def _page_labels(consensus: Consensus, s: Statement) -> list[dict[str, Any]]:
    """The labels the pages citing its claims gave them that count against them (a page's
    '70%Refuted' or 'Disputed', scoring.claimed), each with the source and the facts it labels:
    [{"source": "planner-card", "label": "refuted 70%", "facts": [...]}]."""
    from .consensus import witness_lists

    if not any(w.label for ws in witness_lists(consensus.witnessed, s.facts) for w in ws):
        return []  # (most statements: their facts' witness lists asked once each)
    found: dict[tuple[str, str], set[str]] = {}
    for fact_id in s.facts:
        for w in consensus.witnessed.get(fact_id, ()):
            if w.label:
                said = w.label.removeprefix("its page labels it ").split(":")[0]
                found.setdefault((w.name, said), set()).add(fact_id)
    return [{"source": name, "label": said, "facts": sorted(facts)}
            for (name, said), facts in sorted(found.items())]


def _shares_beaten(consensus: Consensus, i: int) -> list[dict[str, Any]]:
    """The rivals beating statement ``i``'s total read per GPU (Consensus.shares_of), each as
    a rival that wins: a system's total whose share per GPU loses is no consensus either."""
    s = consensus.statements[i]
    found = []
    for k in consensus.shares_of(i) if s.scope == "aggregate" else ():
        share = consensus.statements[k]
        each, each_direction = share.form()
        for j in consensus.beaten(k)[:1]:
            r = consensus.statements[j]
            value, direction = r.form()
            kind, reason = share.rivals[j]
            said = " ".join(w for w in (amount(each, share.unit), each_direction or "") if w)
            found.append({
                "subject": r.subject, "value": value, "unit": r.unit or None,
                "direction": direction, **_scope(r), "score": round(consensus.score[j], 4),
                "facts": r.facts, "sources": consensus.sources_of(j),
                "why": f"wins ({kind}): {s.subject}'s total is {said} per GPU of "
                       f"{share.subject}: {reason}; " + _supports(
                           (r, consensus.support[j]), (share, consensus.support[k]))})
    return found


def _variants(consensus: Consensus, s: Statement) -> list[dict[str, Any]]:
    """The figures its facts state that are not its value in any direction (one within the
    tolerance it was merged at: 820 GB/s counted with 900), each with its facts and the
    sources that state nothing else of it: never credited with the statement's value."""
    witnessed = consensus.witnessed
    exact: dict[int, list[Witness]] = {}  # the witness lists of its facts, each list once
    found: dict[tuple[float, str | None], tuple[set[str], dict[int, list[Witness]]]] = {}
    verdicts: dict[tuple[float, str | None], bool] = {}  # a figure and direction: its value?
    for v, d in set(s.stated):
        same = [2 * v] if d == "unidirectional" else [v, 2 * v] if d is None and \
            s.direction else [v]
        verdicts[(v, d)] = any(abs(x - s.value) <= 1e-6 * max(abs(s.value), 1.0)
                               for x in same)
    if all(verdicts.values()):
        return []  # every figure is its value (most statements): no fact is read
    for fact_id, stated in zip(s.stated_by, s.stated, strict=True):
        if fact_id is None:
            continue  # a system's total, per GPU: its own figure is another subject's
        ws = witnessed.get(fact_id, [])
        verdict = verdicts[stated]
        if verdict:
            exact[id(ws)] = ws
        else:
            facts, lists = found.setdefault(stated, (set(), {}))
            facts.add(fact_id)
            lists[id(ws)] = ws
    named = {w.name for ws in exact.values() for w in ws if w.name}
    return [{"value": v, "direction": d, "facts": sorted(facts),
             "sources": sorted({w.name for ws in lists.values() for w in ws if w.name} - named)}
            for (v, d), (facts, lists) in sorted(found.items(), key=lambda kv: (kv[0][0],
                                                                                str(kv[0][1])))]


def _scope(s: Statement) -> dict[str, Any]:
    """A bandwidth statement's scope as its claims state it (None when none does: never the
    scope it is grouped under, which the reading assumed), that assumed scope apart, and the
    link width its figures are of (ledger.Statement.lanes). A count or a year is grouped under
    no scope and shows none."""
    if s.attribute != "bandwidth":
        return {"scope": s.key_scope, "scope_stated": s.scope is not None,
                "scope_assumed": None, "lanes": None}
    return {"scope": s.scope, "scope_stated": s.scope is not None,
            "scope_assumed": s.key_scope if s.scope is None and s.key_scope not in (LANE, GPU_PAIR)
            and not str(s.key_scope).startswith(WIDTH) else None, "lanes": s.lanes}


def answer(records: Iterable[dict[str, Any]], question: Question, lex: Lexicon,
           belief: Callable[[dict[str, Any]], float] | None = None) -> list[dict[str, Any]]:
    """The statement records that answer ``question``, best first, in the form it asks.
    ``belief`` replaces the consensus (whether a rival beats it, then its score) in the order,
    for comparing other ways of weighing statements."""
    if question.sides:
        return compared(records, question, lex, belief)[0]
    if question.subject is None or question.unknown:
        return []
    records = list(records)
    subjects = related_subjects(question.subject, lex)
    entity = lex.entities.get(question.subject)
    own = _own(question, lex)
    # a family's year is its own statement's, else its first generation's: never a later one's
    first = first_member(question.subject, lex) if question.attribute == "introduced" else None
    usual = question.scope
    if usual is None and entity is not None:  # a system's or superchip's own: its total
        usual = entity.default_scope or ("aggregate" if entity.gpus else
                                         lex.entities[entity.uses].default_scope
                                         if entity.uses in lex.entities else None)
        if entity.kind in FOLDED_KINDS and usual is None:
            usual = "per-gpu"
    generic = _generic(question, lex)
    members = lex.members(question.subject)
    chosen = [{**r, "generic": r["subject"] in generic} for r in records
              if (r["subject"] in subjects or r["subject"] in generic)
              and (question.attribute is None or r["attribute"] == question.attribute)
              and (r["attribute"] in FOLDED_ATTRIBUTES or r["subject"] in own
                   or r["subject"] in members or generic.get(r["subject"]))]
    if question.lanes is not None:
        chosen = _at_width(chosen, question.lanes)
    chosen = _generic_agreeing(chosen)
    for r in chosen:  # a figure of no stated scope matching none stated with one: marked
        if (rival := possible_rival(r, records)) is not None:
            r["possible_rival_of"] = _brief(rival)
    lanes = question.lanes or lex.lane_widths.get("usual")
    # a family asked ("PCIe bandwidth") is answered by its generations' figures as by its own
    whole = members - {question.subject} if question.attribute != "introduced" else set()

    def rank(r: dict[str, Any]
             ) -> tuple[bool, bool, bool, int, bool, int, int, bool, bool, int, bool, bool,
                        bool, float, bool, bool]:
        # the width asked (else the usual one) first, then other widths, then a lane's figure
        width = 0 if r["attribute"] != "bandwidth" or r.get("lanes") == lanes or \
            not has_widths(r["subject"], lex) else 1 if r.get("lanes") else 2
        grouped = r["scope"] or r.get("scope_assumed")
        # no usual scope: a stated one is no worse than none (``unstated`` puts it first)
        scope = 0 if grouped == usual or usual is None else 1 if grouped is None else 2
        unstated = r["attribute"] == "bandwidth" and r["scope"] is None
        if r["attribute"] != "bandwidth":
            scope = 0
        outside = r["subject"] not in own and r["subject"] not in whole
        later = outside and r["subject"] != first
        refuted = bool(r.get("refuted"))
        undirected = r["direction"] is None and not r.get("direction_assumed")
        # a scope asked comes first; the one only assumed (the subject's usual) orders the
        # statements standing, a beaten one after every one standing (a wrong per-GPU figure
        # after the per-link consensus); a family's figure, said of no generation, last; the
        # score before whether a scope and a direction are stated (a better-supported '64 GB/s'
        # is never listed after one source's '64 GB/s bidirectional'), they only part equals
        # (a statement stating the scope asked before one whose scope is only assumed: "HDR
        # per port" lists "200 Gb/s per port" before a better-scored "400 Gbps" stating none)
        asked = (scope * 2 + (grouped == question.scope and r["scope"] is None
                              and r["attribute"] == "bandwidth")) \
            if question.scope is not None else 0
        # a switch's generation asked: its statements, then those naming none, then others'
        generation = 0 if question.generation is None or \
            r.get("generation") == question.generation else 1 if "generation" not in r else 2
        # a direction asked: the statements whose claims state one (either converts exactly)
        # before those stating none, whatever their score; a system's total shared by its
        # GPUs, and nothing stated of the subject itself, after a figure stated of it
        unasked = question.direction is not None and r["attribute"] == "bandwidth" and \
            r["direction"] is None
        derived = bool(r.get("system_totals")) and set(r["facts"]) <= set(r["system_totals"])
        # a figure of no stated scope matching none stated with one (possible_rival_of)
        # after the statements standing, never above one agreeing with its own scope
        possible = "possible_rival_of" in r
        if belief is not None:
            return (r["generic"], outside, later, generation, refuted, width, asked, False,
                    possible, scope, unasked, derived, False, -belief(r), unstated, undirected)
        return (r["generic"], outside, later, generation, refuted, width, asked, r["beaten"],
                possible, scope, unasked, derived, r["tied"], -r["score"], unstated,
                undirected)

    # a curator's refutation leaves a related statement (a family's said of no generation,
    # another subject's) nothing to back it: it is no row of the answer
    chosen = [r for r in chosen if not (r.get("refuted") and (
        r["generic"] or (r["subject"] not in own and r["subject"] not in whole)))]
    ranked = sorted(chosen, key=rank)
    if belief is None:
        ranked = _supporting(ranked, lex)
        _per_gpu_of_totals(ranked, lex)
        ranked = _either_way(ranked, lex)
    return [_asked(r, question) for r in ranked]


def _generic_agreeing(chosen: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The statements chosen without those said of a family in general (``generic``) that
    differ from every figure the generation or GPU asked has of that attribute (standing): a
    family's '1.8 TB/s' said of no generation (NVIDIA's "NVLink is a 1.8TB/s bidirectional
    interconnect", its latest) is no answer to NVLink 1.0's bandwidth nor A100's, and was
    listed under every NVLink question (trial 27). One that agrees with such a figure (PCIe's
    'about 64 GB/s' beside PCIe 5.0 x16's 64 GB/s each way) is listed, as is every one when the
    generation has no figure of its attribute: then they are the related statements there
    are, as ``unanswered`` says."""
    own = [r for r in chosen if not r["generic"] and not (r["beaten"] or r.get("refuted"))]

    def agrees(r: dict[str, Any]) -> bool:
        mine = [q for q in own if q["attribute"] == r["attribute"]
                and q.get("unit") == r.get("unit")]
        if not mine:
            return True
        def ways(x: dict[str, Any]) -> tuple[float, ...]:
            # a figure of no stated direction is either way; of two such, one reading is
            # enough (a family's '1.8 TB/s bidirectional' is not a generation's '900 GB/s,
            # direction not stated')
            return both_ways(x) if r["attribute"] == "bandwidth" and not (
                x is not r and r["direction"]) else (float(x["value"]),)

        return any(agree(a, b, bool(r.get("approx") or q.get("approx")))
                   for q in mine for a in ways(r) for b in ways(q))

    return [r for r in chosen if not r["generic"] or agrees(r)]


def _either_way(ranked: list[dict[str, Any]], lex: Lexicon) -> list[dict[str, Any]]:
    """Give a figure stating no direction, of a subject quoted either way (the lexicon's
    either-direction: PCIe), that is a directed statement's figure each way or both ways summed
    ``agrees_with``: that statement (``_brief``) and ``as`` ("each way" or "both ways"). The
    ledger holds them one figure, no rivals; listed apart (neither outnumbers the other), the
    answer says so rather than set '64 GB/s' beside '128 GB/s bidirectional' unexplained. The
    answer with each such figure listed right after the statement it agrees with when it ranked
    before it, unless that statement is tied or has fewer facts: it supports that statement,
    never displaces it (a blog's '128 GB/s', direction not stated, scored a hair above the
    spec's '128 GB/s bidirectional' took a comparison's best and its ratio away)."""
    from ..agreement import agree

    after: dict[int, int] = {}  # a figure's id: the id of the directed statement it agrees with
    for r in ranked:
        entity = lex.entities.get(r["subject"])
        if r["attribute"] != "bandwidth" or r["direction"] is not None or \
                r.get("direction_assumed") or r["beaten"] or r.get("refuted") or \
                {r["subject"], entity and entity.family}.isdisjoint(lex.either_direction):
            continue
        for q in ranked:
            if q is r or q["subject"] != r["subject"] or q["attribute"] != "bandwidth" or \
                    q["direction"] is None or q["beaten"] or q.get("refuted") or \
                    q.get("lanes") != r.get("lanes") or \
                    (q["scope"] or q.get("scope_assumed")) != \
                    (r["scope"] or r.get("scope_assumed")):
                continue
            approx = bool(q.get("approx") or r.get("approx"))
            way = "each way" if agree(2 * r["value"], q["value"], approx) else \
                "both ways" if agree(r["value"], q["value"], approx) else None
            if way:
                r["agrees_with"] = {**_brief(q), "as": way}
                # saying more, the directed statement comes first unless tied with a rival or
                # outnumbered (three sources' undirected figure before one's directed figure)
                if not q.get("tied") and len(r["facts"]) <= len(q["facts"]):
                    after[id(r)] = id(q)
                break
    order = [id(r) for r in ranked]
    moved = {i for i, q in after.items() if order.index(i) < order.index(q)}
    out: list[dict[str, Any]] = []
    for r in ranked:
        if id(r) in moved:
            continue
        out.append(r)
        out += [x for x in ranked if id(x) in moved and after[id(x)] == id(r)]
    return out


def _generic(question: Question, lex: Lexicon) -> dict[str, bool]:
    """The families whose own statements, said of no generation ("PCIe ... about 64 GB/s",
    "NVLink connects up to 72 GPUs"), a question about one of their generations also lists,
    last and marked generic, never as its rivals: the family of the generation asked (any
    attribute: True) and of a GPU's NVLink generation (its NVLink figures only: False)."""
    assert question.subject is not None
    found: dict[str, bool] = {}
    for name in sorted(_own(question, lex)):
        entity = lex.entities.get(name)
        if entity is not None and entity.family and entity.family != question.subject:
            found[entity.family] = found.get(entity.family, False) or name == question.subject
    return found


def _fits(r: dict[str, Any], q: dict[str, Any], lex: Lexicon) -> list[str]:
    """What bandwidth statement ``r`` leaves unsaid that ``q`` (of its subject and link width)
    says, when ``r`` can be ``q`` said with less (900 GB/s, direction and scope not stated, is
    900 GB/s bidirectional per GPU, as 450 GB/s is it each way); [] when it cannot, or says as
    much. A GPU interconnect's total is a GPU's, over its links (NVLink 4.0's '900 GB/s in
    total' is its 900 GB/s per GPU): that fits as TOTAL, with what it leaves unsaid."""
    if r is q or r["attribute"] != "bandwidth" or q["attribute"] != "bandwidth" or \
            (r["subject"], r.get("lanes"), r["unit"]) != (q["subject"], q.get("lanes"),
                                                          q["unit"]) or \
            any(set(x["facts"]) == set(q["facts"]) for x in r["rivals"]):
        return []
    entity = lex.entities.get(r["subject"])
    total = (r["scope"], q["scope"]) == ("aggregate", "per-gpu") and entity is not None and \
        bool(entity.links and entity.links > 1 and not entity.gpus)
    lacks = [TOTAL] if total else []
    assumed = r.get("direction_assumed")
    if r["direction"] is None and q["direction"] and (
            not assumed or (total and assumed == q["direction"])):
        lacks.append("direction")
    elif r["direction"] != q["direction"]:
        return []
    if r["scope"] is None and q["scope"] is not None:
        lacks.append("scope")
    elif r["scope"] != q["scope"] and not total:
        return []
    if not lacks:
        return []
    values = (r["value"], 2 * r["value"]) if "direction" in lacks else (r["value"],)
    approx = bool(r.get("approx") or q.get("approx"))
    return lacks if any(agree(v, q["value"], approx) for v in values) else []


def _supporting(ranked: list[dict[str, Any]], lex: Lexicon) -> list[dict[str, Any]]:
    """The answer with each figure that says less than one statement standing beside it and
    agrees with it (no direction or scope stated: 900 GB/s beside 900 GB/s bidirectional per
    GPU) listed under that statement's ``also_stated`` rather than as a statement of its own
    (it is that statement's support, no rival); one that fits two statements standing equally
    stays where it ranks, its ``fits`` naming them. A beaten or refuted figure stays as it
    is; statements a rival beats or a curator refuted are not fitted. Figures saying most are
    placed first, so one that fits a figure listed under another is listed there too. A figure
    whose direction may be either (no usual one: a PCIe figure) is listed under a directed
    statement only when the facts stating that direction outnumber those that leave it free,
    as the ledger folds one (ledger._outnumbered)."""
    host: dict[int, int] = {}  # a figure listed under another: the other's position
    also: dict[int, list[dict[str, Any]]] = {}
    fits: dict[int, list[int]] = {}
    for n in sorted(range(len(ranked)), key=lambda n: _unsaid(ranked[n])):
        r = ranked[n]
        if r["beaten"] or r.get("refuted") or r.get("scaled_from"):
            continue
        found: dict[int, list[str]] = {}
        for m, q in enumerate(ranked):
            if m != n and m not in fits and not (q["beaten"] or q.get("refuted")) and \
                    (lacks := _fits(r, q, lex)):
                top = host.get(m, m)
                if "direction" in lacks and not _outnumbers(ranked[top], r, also.get(top, ()),
                                                            lex):
                    continue
                found.setdefault(top, _fits(r, ranked[top], lex) or lacks)
        if len(found) > 1:
            fits[n] = sorted(found)
        elif found:
            ((top, lacks),) = found.items()
            host[n] = top
            also.setdefault(top, []).append({**_brief(r), "lacks": [x for x in lacks
                                                                  if x != TOTAL],
                                             **({"in_total": True} if TOTAL in lacks else {})})
    return [{**r, **({"also_stated": also[n]} if n in also else {}),
             **({"fits": [_brief(ranked[m]) for m in fits[n]]} if n in fits else {})}
            for n, r in enumerate(ranked) if n not in host]


def _outnumbers(q: dict[str, Any], r: dict[str, Any], listed: Iterable[dict[str, Any]],
                lex: Lexicon) -> bool:
    """Whether directed statement ``q``'s facts stating its direction outnumber those leaving
    it free, with ``r``'s and the figures ``listed`` under it without a direction, or ``r`` is
    usually read in ``q``'s direction (the lexicon's usual-direction)."""
    if usual_direction(r["subject"], q["scope"] or q.get("scope_assumed"), lex) == \
            q["direction"]:
        return True
    free = {*((q.get("stated") or {}).get("direction_unstated") or {}).get("facts", ()),
            *r["facts"],
            *(f for x in listed if "direction" in x["lacks"] for f in x["facts"])}
    return len(set(q["facts"]) - free) > len(free)


TOTAL = "total"
"""``_fits``'s mark of a GPU interconnect's total that is its per-GPU figure."""


def _unsaid(r: dict[str, Any]) -> int:
    """How many of a bandwidth statement's direction and scope its claims leave unsaid."""
    return int(r["direction"] is None and not r.get("direction_assumed")) + \
        int(r["scope"] is None)


def _brief(r: dict[str, Any]) -> dict[str, Any]:
    """A statement as ``also_stated`` and ``fits`` name it."""
    return {"subject": r["subject"], "value": r["value"], "unit": r["unit"],
            "direction": r["direction"], "scope": r["scope"], "stated": r["stated"],
            "score": r["score"], "facts": r["facts"], "sources": r["sources"]}


def _per_gpu_of_totals(ranked: list[dict[str, Any]], lex: Lexicon) -> None:
    """Give each system's or superchip's total (a bandwidth in total of a subject with GPUs
    and an NVLink generation) ``per_gpu``, when its generation has a per-GPU figure standing
    besides the total's own share: {"gpus": 8, "share": 900, "subject": "NVLink 4.0",
    "figure": 900, "holds": true, "facts": [...]}: the total is the GPUs times the figure
    (for a total stating no direction, or times it each way), or it is not."""
    for n, r in enumerate(ranked):
        entity = lex.entities.get(r["subject"])
        if r["attribute"] != "bandwidth" or r["scope"] != "aggregate" or entity is None or \
                not entity.gpus or not entity.uses:
            continue
        figure = next((q for q in ranked if q["subject"] == entity.uses
                       and q["scope"] == "per-gpu" and not (q["beaten"] or q.get("refuted"))
                       and not set(q["facts"]) <= set(r["facts"])), None)
        if figure is None:
            continue
        share = r["value"] / entity.gpus
        approx = bool(r.get("approx") or figure.get("approx"))
        each_way = r["direction"] is None and agree(share, figure["value"] / 2, approx)
        holds = each_way or agree(share, figure["value"], approx)
        ranked[n] = {**r, "per_gpu": {
            "gpus": entity.gpus, "share": round(share, 6), "subject": entity.uses,
            "figure": figure["value"], "direction": figure["direction"], "holds": holds,
            "each_way": each_way, "facts": figure["facts"]}}


def _own(question: Question, lex: Lexicon) -> set[str]:
    """The subjects whose statements are the question's own answers: the subject asked, and a
    GPU's NVLink generation (its NVLink figures are the generation's), as is each GPU's of a
    system asked per GPU."""
    assert question.subject is not None
    own = {question.subject}
    entity = lex.entities.get(question.subject)
    if entity is not None and entity.uses and (entity.kind in FOLDED_KINDS or (
            entity.gpus and question.scope == "per-gpu")):
        own.add(entity.uses)
    return own


SCOPE_NAMES = {"per-gpu": "per-GPU", "per-link": "per-link", "per-port": "per-port",
               "aggregate": "aggregate"}


def unanswered(records: Sequence[dict[str, Any]], question: Question, lex: Lexicon,
               side: bool = False, text: str = "") -> str | None:
    """Why no statement listed answers a question that names a subject the lexicon knows (a
    comparison's side, a question), or None when one does: no claim gives the subject's
    attribute (under the scope asked, else the system's total), the statements listed, if any,
    being related ones (another subject's: the per-GPU figure of a system's NVLink generation is
    no answer to the system's total; a family's said of no generation is no answer to one of its
    generations at a width, "PCIe 5.0 x16"). A width asked is said by the scaled answers' own
    note; a question naming no subject says so, with the names a word of its ``text`` is close
    to ('NVLnik': did you mean NVLink?, as 'check --unread' offers for a claim)."""
    nothing = f"nothing answers {'that side' if side else 'the question'}"
    if question.subject is None and not question.unknown and not question.sides:
        from ..unread import near_names

        near = near_names(text)
        return f"the question names nothing the lexicon knows (an interconnect, a GPU, a " \
            f"system...); {nothing}" + (f": did you mean {' or '.join(near)}?" if near else "")
    if question.subject is None or question.unknown:
        return None
    own = _own(question, lex) | lex.members(question.subject)
    entity = lex.entities.get(question.subject)
    scope = question.scope or ("aggregate" if entity is not None and entity.gpus and
                               question.attribute == "bandwidth" else None)
    if question.attribute == "introduced":
        own.add(first_member(question.subject, lex) or question.subject)

    def answers(r: dict[str, Any]) -> bool:
        grouped = r["scope"] or r.get("scope_assumed")
        return r["subject"] in own and (scope is None or r["attribute"] != "bandwidth"
                                        or grouped in (None, scope))

    if any(answers(r) for r in records):
        return None
    what = question.attribute.replace("-", " ") if question.attribute else "figures"
    if question.attribute == "introduced":
        what = "year of introduction"
    width = f" x{question.lanes}" if question.lanes is not None else ""
    said = f"no claim gives {question.subject}{width}'s " \
        f"{SCOPE_NAMES[scope] + ' ' if scope else ''}{what}"
    if question.attribute == "gpu-count" and entity is not None and entity.gpus:
        said += f" (nvfacts itself takes a {question.subject} to hold {entity.gpus} GPUs, the " \
            "lexicon's, to share its totals per GPU: no claim of the store)"
    if not records:
        return f"{said}; {nothing}"
    others = ", ".join(dict.fromkeys(r["subject"] + (" in general" if r.get("generic") else "")
                                     for r in records if r["subject"] not in own))
    return f"{said}: the statements listed are related ones ({others or question.subject}" \
        f"{'' if others else ' under another scope'}), not its answer"


def _at_width(records: list[dict[str, Any]], lanes: int) -> list[dict[str, Any]]:
    """The records answering a question of link width ``lanes``: the bandwidth statements of
    that width, and when none of them stands (each beaten or refuted, or none stated) the other
    widths' figures scaled to it by the lanes (x8 is half of x16), each marked ``scaled_from``
    its width (a family's figure said of no generation is not scaled); records of other
    attributes as they are. A lane's figure is no link width's."""
    kept = [r for r in records if r["attribute"] != "bandwidth" or r.get("lanes") == lanes]
    if any(r["attribute"] == "bandwidth" and not (r["beaten"] or r.get("refuted"))
           for r in kept):
        return kept
    return kept + [{**r, "value": round(r["value"] * lanes / r["lanes"], 6), "lanes": lanes,
                    "scaled_from": r["lanes"]}
                   for r in records if r["attribute"] == "bandwidth" and not r.get("generic")
                   and r.get("lanes") not in (None, lanes)]


def compared(records: Iterable[dict[str, Any]], question: Question, lex: Lexicon,
             belief: Callable[[dict[str, Any]], float] | None = None
             ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A comparison's answer (each side's best first, in the order asked, then the rest) and
    its sides: each side's subject and the position of its best in the answer (None when
    nothing answers it; two sides may share one). No sides for a question comparing nothing."""
    records = list(records)
    listed = [answer(records, side, lex, belief) for side in question.sides]
    # a family's figure said of no generation is never a side's best: listed after the rest
    each = [[r for r in a if not r.get("generic")] for a in listed]
    alike = _alike(each, lex) if question.attribute is None else None
    if alike is not None:
        each = [[a[k], *a[:k], *a[k + 1:]] if k is not None else a
                for a, k in zip(each, alike[2], strict=True)]
    out: list[dict[str, Any]] = []
    at: dict[tuple[Any, ...], int] = {}
    def key(r: dict[str, Any]) -> tuple[Any, ...]:
        return r["subject"], r["attribute"], r["value"], r["direction"], r["scope"], \
            r.get("lanes")

    for r in [a[0] for a in each if a] + [r for a in each for r in a[1:]] + [
            r for a in listed for r in a if r.get("generic")]:
        if key(r) not in at:
            at[key(r)] = len(out)
            out.append(r)
    sides = [{"subject": side.subject, "best": at[key(a[0])] if a else None,
              **({"lanes": side.lanes} if side.lanes is not None else {}),
              **({"compared": {"attribute": alike[0], "scope": alike[1],
                               **({"host_link": True} if alike[1] and a and
                                  _host_link(a[0], lex) else {})}} if alike else {})}
             for side, a in zip(question.sides, each, strict=True)]
    return out, sides


def _host_link(record: dict[str, Any], lex: Lexicon) -> bool:
    """Whether a bandwidth is a PCIe x16 link's, stated per link or of no scope: the link a
    GPU sits on, so a per-GPU figure it is set against ("PCIe 5.0 x16 vs NVLink 4.0", the
    comparison vendors make)."""
    entity = lex.resolve(str(record["subject"]))
    return record["attribute"] == "bandwidth" and record.get("lanes") == 16 and \
        entity is not None and entity.family == "PCIe" and record["scope"] in (None, "per-link")


def ratio(answers: Sequence[dict[str, Any]], sides: Sequence[dict[str, Any]], lex: Lexicon
          ) -> tuple[float, tuple[bool, bool], tuple[int, int]] | None:
    """How many times the last side's bandwidth is the first's, when a comparison's two sides
    have bandwidths of one scope (a PCIe x16 link's counting as a GPU's: _host_link), unit and
    direction, which of the two is such a host link, and the positions in ``answers`` of the two
    set one to one: each side's best, else its first standing statement of its best's subject,
    width and scope in another direction that is comparable with the other side's (three
    pages' '64 GB/s', direction not stated, is not set against '900 GB/s bidirectional' while a
    page's '64 GB/s bidirectional' can be); else None (a figure of 0 sets nothing one to one)."""
    if len(sides) != 2 or any(s["best"] is None for s in sides):
        return None

    def grouped(r: dict[str, Any]) -> str | None:
        return "per-gpu" if _host_link(r, lex) else r["scope"] or r.get("scope_assumed")

    def candidates(best: int) -> list[int]:  # the best, then others differing in direction
        top = answers[best]
        return [best, *(k for k, r in enumerate(answers) if k != best and
                        (r["subject"], r["attribute"], r.get("lanes"), grouped(r)) ==
                        (top["subject"], top["attribute"], top.get("lanes"), grouped(top))
                        and r["direction"] != top["direction"]
                        and not (r["beaten"] or r.get("refuted") or r.get("generic")))]

    for i in candidates(sides[0]["best"]):
        for j in candidates(sides[1]["best"]):
            found = _ratio_of(answers[i], answers[j], lex)
            if found is not None:
                return found[0], found[1], (i, j)
    return None


def _ratio_of(first: dict[str, Any], last: dict[str, Any], lex: Lexicon
              ) -> tuple[float, tuple[bool, bool]] | None:
    """``last``'s bandwidth over ``first``'s and which is a host link, when comparable."""
    hosts = (_host_link(first, lex), _host_link(last, lex))
    scopes = ["per-gpu" if host else r["scope"] or r.get("scope_assumed")
              for r, host in zip((first, last), hosts, strict=True)]
    if first is last or first["attribute"] != "bandwidth" or last["attribute"] != "bandwidth" \
            or not first["value"] or not last["value"] or scopes[0] is None or \
            scopes[0] != scopes[1] or \
            first.get("unit") != last.get("unit") or first["direction"] != last["direction"]:
        return None
    return float(last["value"]) / float(first["value"]), hosts


def _alike(each: Sequence[Sequence[dict[str, Any]]], lex: Lexicon
           ) -> tuple[str, str | None, list[int | None]] | None:
    """For a comparison naming no attribute, what its sides are compared on: the first
    attribute of ORDER every side has a statement of (the bandwidth when each has one), per GPU
    when it is a bandwidth each side has per GPU, and each side's best statement of it (a
    standing one first); None when some side has no statement or the sides share no attribute
    (each side's best is then its own, and ``uncompared`` says what is missing)."""
    if len(each) < 2 or not all(each):
        return None
    held = [{r["attribute"] for r in a} for a in each]
    attribute = next((n for n in ORDER if all(n in h for h in held)), None)
    if attribute is None:
        return None

    def grouped(r: dict[str, Any]) -> str | None:  # a PCIe x16 link's: a GPU's (_host_link)
        return "per-gpu" if _host_link(r, lex) else r["scope"] or r.get("scope_assumed")

    scope = "per-gpu" if attribute == "bandwidth" and all(
        any(r["attribute"] == attribute and grouped(r) == "per-gpu" for r in a)
        for a in each) else None
    bests: list[int | None] = []
    for a in each:
        fit = [k for k, r in enumerate(a) if r["attribute"] == attribute and (
            scope is None or grouped(r) == scope)]
        standing = [k for k in fit if not (a[k]["beaten"] or a[k].get("refuted"))]
        bests.append((standing or fit)[0] if fit else None)
    return attribute, scope, bests


def uncompared(each: Sequence[Sequence[dict[str, Any]]], question: Question, lex: Lexicon
               ) -> str | None:
    """What a comparison naming no attribute lacks to set its sides one to one, or None: the
    attributes some side has and another has no statement of, when no attribute is on every
    side ("NVSwitch has none of bandwidth, ..."), or, compared on bandwidth, the sides whose
    best is of another scope (no per-GPU figure on every side)."""
    each = [[r for r in a if not r.get("generic")] for a in each]
    if question.attribute is not None or len(question.sides) < 2 or not all(each):
        return None
    names = [str(side.subject) for side in question.sides]
    alike = _alike(each, lex)
    if alike is None:
        held = [{r["attribute"] for r in a} for a in each]
        missing = [[n for n in ORDER if n not in h and any(n in other for other in held)]
                   for h in held]
        lacks = [f"{name} has none of {', '.join(m)}"
                 for name, m in zip(names, missing, strict=True) if m]
        return f"the sides share no attribute to compare ({'; '.join(lacks)}): each side's " \
            "best is of its own"
    attribute, scope, bests = alike
    if attribute != "bandwidth" or scope is not None:
        return None
    best = [a[k] if k is not None else None for a, k in zip(each, bests, strict=True)]
    scopes = [r["scope"] or r.get("scope_assumed") if r else None for r in best]
    if len(set(scopes)) < 2:
        return None
    said = "; ".join(f"{name}: " + (SCOPE_NAMES[str(r["scope"])] if r and r["scope"] else
                                    f"scope not stated, read as {SCOPE_NAMES[str(s)]}"
                                    if s else "scope not stated")
                     for name, r, s in zip(names, best, scopes, strict=True))
    return f"the sides' bandwidths are of different scopes ({said}): not every side has a " \
        "per-GPU figure to compare"


def _asked(record: dict[str, Any], question: Question) -> dict[str, Any]:
    """The record with its value in the direction the question asks for (a figure whose claims
    state none too, when it was read as both ways), ``direction_asked`` that direction, and its
    ``stated`` figure the one its claims state in that direction when some do (the other then
    its ``other_direction``)."""
    if question.unit is not None and record["attribute"] == "bandwidth":
        record = {**record, "unit_asked": question.unit}
    if question.direction is None or record["attribute"] != "bandwidth":
        return record
    record = {**record, "direction_asked": question.direction}
    stated = record.get("stated") or {}
    other = stated.get("other_direction")
    if other and other["direction"] == question.direction:
        record = {**record, "stated": {**other, "other_direction": {
            "value": stated["value"], "direction": stated["direction"]},
            **{k: stated[k] for k in ("direction_unstated",) if k in stated}}}
    if question.direction == "unidirectional" and "bidirectional" in (
            record["direction"], record.get("direction_assumed")):
        return {**record, "value": record["value"] / 2, "direction": "unidirectional"}
    return record


def subjects_for(question: Question, lex: Lexicon) -> Sequence[str]:
    """The ledger subjects a question can be answered from (for a lookup in the View)."""
    if question.sides:
        return sorted({s for side in question.sides for s in subjects_for(side, lex)})
    return sorted(related_subjects(question.subject, lex) | set(_generic(question, lex))) \
        if question.subject else []
