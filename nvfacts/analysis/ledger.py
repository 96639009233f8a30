"""The statement ledger: every distinct thing the store states, with the facts behind it.

A statement is a subject, an attribute, a scope and a value in canonical units. Readings that say
the same thing in other words or another language are one statement:

- a bandwidth's direction is normalised: 450 GB/s each way is 900 GB/s bidirectional; a figure
  whose direction is not stated is read in its subject's usual direction for its scope (the
  lexicon's ``usual-direction``: an NVLink's per-GPU figure, any total, sums both ways) beside
  figures that state one, else it may be either (it joins the one directed statement it can be,
  or stays apart), and is never quoted with a direction; a network port's line rate written in
  bits is read each way even alone (the lexicon's ``quoted-direction``: 'NDR runs at 400 Gb/s
  per port' is 100 GB/s both ways summed), one in bytes ('HDR offers 50 GB/s', often both ways
  summed) and a PCIe figure (x16 figures are quoted both ways) never;
- a scope not stated is the subject's usual one (per GPU for an NVLink generation) for grouping
  only; rivalry never guesses it (conflicts.compare);
- values within the conflicts' tolerance are one statement (31.5 and 32 GB/s per direction);
- a figure given a lane ('100 Gbps per lane') is grouped apart, rival of no figure of a whole
  link; one given a PCIe link width other than x16 ('PCIe 5.0 x8', 'eight lanes', '8 通道':
  the lexicon's lane-widths) too, and it meets another width's figure scaled by the lanes
  (x8 is half of x16: 32 GB/s each way on x8 agrees with 64 on x16, 64 on x8 does not);
- a GPU's or an architecture's NVLink bandwidth and link count are its generation's (an H100's
  18 links are NVLink 4.0's), so a question about either finds both;
- a system's or superchip's stated total also says what each of its GPUs has of its NVLink
  generation: "DGX H100: 7.2 TB/s in total" is 900 GB/s per GPU of NVLink 4.0 (8 GPUs), so a
  claim of 7.2 TB/s per H100 meets it. A per-GPU figure given inside a system is not carried
  over (on the blind holdout set it raised false conflicts and flagged no more wrong pairs),
  but it is a rival of its generation's per-GPU figures that it cannot hold with ("each GPU of
  a GB200 NVL72 gets 1.8 TB/s per direction" against NVLink 5.0's 1.8 TB/s bidirectional),
  unless it is the system's GPUs times one (a total given as each GPU's).

Two statements of one subject and attribute are rivals when conflicts.compare says they cannot
both hold; forms that agree (per GPU = links x per link) are never rivals. Two generations of a
family said to have one figure under a scope where each has its own (the lexicon's ``distinct``:
NVLink 3.0 and NVLink 4.0 both at 600 GB/s per GPU) are rivals too (kind ``generation``), and so
are a GPU's, superchip's or system's year and the earlier one of the NVLink generation it
carries (kind ``chronology``), and a family's year of arrival, no generation named, and another
year of its first generation (the lexicon's ``first``: NVLink 1.0; kind ``value``).
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from ..agreement import agree
from ..conflicts import Reading, compare
from ..generations import ORDINAL_WORDS, claim_generation, figure_generation
from ..lexicon import Lexicon
from ..reading.figures import figure_start, figure_starts
from ..shares import share, system_share
from ..units import amount
from ..yearwords import year_event
from .certainty import uncertain
from .scopes import (
    CARRIERS,
    FOLDED_ATTRIBUTES,
    FOLDED_KINDS,
    GPU_PAIR,
    LANE,
    WIDTH,
    has_widths,
    usual_direction,
    widths_in,
)

if TYPE_CHECKING:  # answers read statements, never build pydantic records (about 40 ms)
    from ..model import Assertion


@dataclass(slots=True)
class Statement:
    """One distinct statement, the facts asserting it and its rivals."""

    subject: str
    attribute: str
    scope: str | None
    """The scope its claims state (None when none states one)."""
    direction: str | None
    """'bidirectional' for a bandwidth whose direction is stated (the value is then the
    bidirectional figure), else None."""
    value: float
    unit: str
    approx: bool
    key_scope: str | None = None
    """The scope it is grouped under: the stated one, else the subject's usual one."""
    facts: list[str] = field(default_factory=list)
    stated: list[tuple[float, str | None]] = field(default_factory=list)
    """The (value, direction) each of its readings states, for showing it as claims put it."""
    stated_by: list[str | None] = field(default_factory=list)
    """The fact stating each of ``stated`` (None for a system total's share)."""
    rivals: dict[int, tuple[str, str]] = field(default_factory=dict)
    """Index of each rival statement to the (kind, reason) compare gives."""
    wholes: tuple[str, ...] = ()
    """The systems whose totals it is, per GPU, when it holds nothing but such figures."""
    implied: frozenset[str] = frozenset()
    """Its facts that state it only through a system's total (the others speak for it first)."""
    in_bits: bool = False
    """Of a subject whose line rates are quoted each way (the lexicon's quoted-direction), with
    no direction stated: every claim writes its figure in bits per second ('400 Gb/s')."""
    units: tuple[int, int] = (0, 0)
    """Of a bandwidth: how many of its claims write its figure in bits (Gb/s, Tb/s ...) and in
    bytes (GB/s, TB/s ...) (``unit_written``; a system's total read per GPU in neither)."""
    lanes: int | None = None
    """The link width its figures are of, of a subject whose figures have one (the lexicon's
    lane-widths: the usual x16 unless its claims write another); None for others and for a
    lane's figure."""
    usual: str | None = None
    """The direction it is read in, when none of its claims states one, its scope is stated and
    statements beside it state one (the lexicon's usual-direction), or always for a subject whose
    figures are quoted in it (quoted-direction: a port's rate, each way): compared in it, never
    quoted with it."""
    event: str | None = None
    """Of a year: "announced", "available" or "variant" (a later version's) when its claims that
    word the event word it so, none another way (yearwords.py); a claim that words none ("the
    H200 (2023)") vetoes nothing."""
    generations: frozenset[int | None] = frozenset()
    """Of a switch chip named the same in every generation (NVSwitch): the generations its
    claims name it by ("third-generation NVSwitch"), None for a claim that names none."""
    plain: frozenset[str] = frozenset()
    """Its facts whose claims state it plainly at least once (analysis/certainty.py): a rival
    of a statement none of whose facts does is a possible conflict only (``possible``)."""
    possible: dict[int, tuple[str, str]] = field(default_factory=dict)
    """Index of each statement that would be a rival (the (kind, reason) compare gives) but
    that it or this one is stated plainly by none of its facts: held back from ``rivals``,
    listed by ``conflicts`` as possible, weighed by no score."""
    reads_as: Statement | None = field(default=None, repr=False, compare=False)
    """The directed statement of its group it can be and was not folded into, because the facts
    stating that direction do not outnumber its own (``_outnumbered``): it is a rival of no
    statement that one holds with."""
    _form: tuple[float, str | None] | None = field(default=None, repr=False, compare=False)

    @property
    def written(self) -> str:
        """The unit most of its claims write its figure in, 'bits' or 'bytes' (empty for
        neither, or as many of each)."""
        bits, octets = self.units
        return "bits" if bits > octets else "bytes" if octets > bits else ""

    def reading(self) -> Reading:
        """The statement as its claims put it, for compare (whose reasons then quote them)."""
        value, direction = self.form()
        return Reading(self.scope, direction, value, self.approx,
                       self.usual if direction is None else None,
                       direction is None and self.in_bits and self.usual is not None)

    def form(self) -> tuple[float, str | None]:
        """The value and direction most of its claims state (one that states a direction when
        any does)."""
        if self._form is None:
            directed = [f for f in self.stated if f[1] is not None] or self.stated
            counts = Counter(directed)
            self._form = min(counts, key=lambda f: (-counts[f], str(f[1]), f[0])) \
                if counts else (self.value, self.direction)
        return self._form


def subject_of(assertion: Assertion, lex: Lexicon) -> str:
    """The ledger's subject: a GPU's or architecture's generation for its NVLink figures."""
    entity = lex.entities.get(assertion.subject)
    if (entity is not None and entity.kind in FOLDED_KINDS and entity.uses
            and assertion.attribute in FOLDED_ATTRIBUTES):
        return entity.uses
    return assertion.subject


def _lane_words(lex: Lexicon, part: str = "lane") -> re.Pattern[str]:
    return re.compile("|".join(re.escape(w).replace(r"\ ", r"[\s-]*")
                               for w in lex.qualifiers["none"][part]), re.I)


def _lane_tails(lex: Lexicon, part: str = "lane") -> tuple[str, ...]:
    """The last words of the lane phrases ('lane', '每条通道'), lower case: one of them in a
    text or no lane phrase is (of ``part``'s phrases: a pair of GPUs' too)."""
    return tuple(sorted({w.split()[-1].lower() for w in lex.qualifiers["none"][part]}))


def _lane_pattern(lex: Lexicon, part: str = "lane") -> re.Pattern[str]:
    units = {**lex.units.get("symbols", {}), **lex.units.get("words", {})}
    unit = "|".join(re.escape(u) for u in sorted(units, key=len, reverse=True))
    lane = _lane_words(lex, part).pattern
    number = r"(?P<n{0}>\d[\d,]*(?:\.\d+)?)\s*(?P<u{0}>" + unit + ")"
    between = r"(?:[^\w,;\uff0c\uff1b\u3001]|[\u4e00-\u9fff]){0,6}?"  # a few Han characters or
    # marks, no clause break: in '8 GT/s per lane, ~15.75 GB/s per direction' the lane is the rate's
    after = r"\s*" if part == "lane" else r"[^,;.\uff0c\uff1b\u3002\d]{0,40}?"  # a pair's
    # words end the figure's phrase: "900 GB/s of bandwidth per GPU pair"
    return re.compile(number.format(1) + after + rf"(?i:{lane})|(?i:{lane})" + between
                      + number.format(2))


def _lane(a: Assertion, lex: Lexicon, part: str = "lane") -> bool:
    """Whether the assertion's own figure is given a lane (its number and unit beside the
    lexicon's lane words), not another figure of its sentence; with ``part`` "gpu-pair", a
    pair of GPUs ("900 GB/s per GPU pair")."""
    lowered = (a.text or "").lower()
    if not any(tail in lowered for tail in lex.derived(f"{part}-tails",
                                                        partial(_lane_tails, part=part))):
        return False  # most texts: a cheap look first
    units = {**lex.units.get("symbols", {}), **lex.units.get("words", {})}
    for m in lex.derived(f"{part}-figure", partial(_lane_pattern, part=part)).finditer(
            a.text or ""):
        n, u = (m.group("n1"), m.group("u1")) if m.group("n1") else (m.group("n2"),
                                                                     m.group("u2"))
        if abs(float(n.replace(",", "")) * float(units[u]) - a.value) <= 1e-6 * a.value:
            return True
    return False


def _transfer_rates(lex: Lexicon) -> re.Pattern[str]:
    spelled = lex.paraphrase.get("measure-units", {}).get("GT/s") or ["GT/s"]
    return re.compile(r"(\d+(?:\.\d+)?)\s*(?:" + "|".join(
        re.escape(w) for w in sorted(spelled, key=len, reverse=True)) + r")", re.I)


LINE_CODES = (0.78, 1.02)
"""What share of a lane's transfer rate over eight a figure in bytes may be and be that rate
in bytes: 8b/10b keeps 0.8, 128b/130b 0.985, a rounded figure may be a little over."""


def _converted_rate(a: Assertion, lex: Lexicon) -> bool:
    """Whether the assertion's figure is a transfer rate its text writes before it, in bytes: a
    GT/s rate is one lane's, and "16 GT/s per lane, about 2 GB/s" gives the lane's 2 GB/s
    (sixteen gigatransfers, a bit each, over eight bits a byte, less the line code's share)."""
    if not a.text or ("t/s" not in a.text.lower() and "gigatransfer" not in a.text.lower()):
        return False
    factor = {**lex.units.get("symbols", {}), **lex.units.get("words", {})}.get(a.unit or "")
    figure = figure_start(a.value, a.unit, a.text, lex)
    if factor is None or figure < 0:
        return False
    low, high = LINE_CODES
    return any(low <= a.value * float(factor) / (float(m.group(1)) / 8) <= high
               for m in lex.derived("transfer-rates", _transfer_rates).finditer(a.text, 0, figure)
               if float(m.group(1)))


def _width(a: Assertion, lex: Lexicon) -> int | None:
    """The link width written right after the assertion's subject in its text, else the one
    nearest its figure (of a family whose figures the lexicon gives a width), when another than
    the usual one."""
    if not a.text or not has_widths(a.subject, lex):
        return None
    found = widths_in(a.text, lex)
    if not found:
        return None
    figure = figure_start(a.value, a.unit, a.text, lex)
    own = [(start, n) for start, n in found for m in lex.find_entities(a.text)
           if m.value == a.subject and m.start < start <= m.end + 2]
    if own:  # "PCIe 4.0 x8 gives 16 GB/s, as a PCIe 3.0 x16 slot does": each name's own width,
        # unless another is written between it and the figure ("PCIe 5.0 x1 约 3.94GB/s, x16 约
        # 63GB/s": the 63 is x16's)
        n = ([w for start, w in found if own[0][0] < start < figure] or [own[0][1]])[-1]
        figure = 0
    else:
        n = _in_turn(found, figure, a.text, lex) or (min(
            found, key=lambda f: (abs(f[0] - figure), f[0]))[1] if figure >= 0 else found[0][1])
    if n == lex.lane_widths.get("usual") or (figure < 0 and len({w for _, w in found}) > 1):
        return None  # the usual width, or several written and the figure not found among them
    return n


def _in_turn(found: list[tuple[int, int]], figure: int, text: str, lex: Lexicon) -> int | None:
    """The width of the figure written at ``figure`` when the text writes widths and figures in
    turn, in the order its first two set: each width before its figure ("x16: 32 GB/s, x8: 16
    GB/s") or each after ("32 GB/s for x16, 16 GB/s for x8"); None when no width stands in the
    figure's place, or fewer than two of each are written."""
    figures = figure_starts(text, lex)
    if len(found) < 2 or len(figures) < 2 or figure not in figures:
        return None
    i = figures.index(figure)
    if figures[0] < found[0][0]:  # figure first: the width between it and the next figure
        end = figures[i + 1] if i + 1 < len(figures) else len(text)
        return next((n for start, n in found if figure < start < end), None)
    begin = figures[i - 1] if i else -1
    return next((n for start, n in reversed(found) if begin < start < figure), None)


def _key(a: Assertion, usual: str | None, lex: Lexicon) -> tuple[str | None, str | None, float]:
    if a.attribute != "bandwidth":
        return None, None, float(a.value)
    width = 1 if has_widths(a.subject, lex) and _converted_rate(a, lex) else _width(a, lex)
    lane = not width and a.scope is None and bool(a.text) and _lane(a, lex)
    if lane and has_widths(a.subject, lex):  # a lane of a link with widths is its x1 link ('PCIe
        width, lane = 1, False  # 5.0: about 4 GB/s per lane per direction', 'PCIe 5.0 x1: 3.94
        # GB/s'); another's ('100 Gbps per lane' of a port) is a scope of its own, no rival's
    pair = not width and not lane and a.scope is None and bool(a.text) and _lane(a, lex,
                                                                                "gpu-pair")
    scope = f"{WIDTH}{width}" if width else LANE if lane else GPU_PAIR if pair else \
        a.scope or usual
    if a.direction is None:
        return scope, None, float(a.value)
    return scope, "bidirectional", float(a.value) * (2 if a.direction == "unidirectional" else 1)


def usual_scope(subject: str, scopes: Iterable[str | None], lex: Lexicon) -> str | None:
    """The scope an unscoped figure of ``subject`` is grouped under: the lexicon's usual one,
    else the one its claims state most (a PCIe x16 figure is a link's)."""
    entity = lex.entities.get(subject)
    if entity is not None and entity.default_scope:
        return entity.default_scope
    stated = Counter(s for s in scopes if s is not None)
    return min(stated.items(), key=lambda kv: (-kv[1], kv[0]))[0] if stated else None


def _per_gpu(a: Assertion, lex: Lexicon) -> Assertion | None:
    """What a system's or superchip's stated total says of each of its GPUs' NVLink generation
    (its text names the system, for the reasons of conflicts)."""
    shared = system_share(a.subject, a.attribute, a.scope, lex)
    if shared is None:
        return None
    uses, gpus = shared
    return a.model_copy(update={"subject": uses, "scope": "per-gpu",
                                "value": share(a.value, a.unit, gpus), "text": WHOLE + a.subject})


WHOLE = "\0whole:"
"""The text of an assertion implied by a system's total: this, then the system's name."""


Group = tuple[bytes, list[Statement]]
"""A group's statements (one subject and attribute) as ``build`` made them before relating
them to other groups' (rivals numbered within the group), with a digest of the facts
stating them: what ``build`` takes again for a group whose facts are the same."""


Placement = tuple[bool, tuple[tuple[str, str], ...], bool, tuple[int, ...]]
"""Where ``build`` puts a fact's assertions: whether one gives a system's GPUs a figure of
another link, the group (subject, attribute) of each of its pairs, in order, whether its
claim states a relation (reading.relations.relations_of: what kb's relation conflicts read,
all claims' only when one does), and the places of its assertions its claim does not state
plainly (certainty.uncertain, which reads only the fact's own assertions: a group made again
takes them, not asking it again of each of its facts). A fact whose
placement is known and whose lines are unchanged is read only when a group it is in must be
made again (the fact cache keeps placements: its other groups are taken as they were)."""

Later = Callable[[], Sequence["Assertion"]]
"""A fact's assertions, read when asked for."""


def _placed(fact_id: str, found: Sequence[Assertion], lex: Lexicon,
            doubtful: set[int] | None = None, unsure: tuple[int, ...] | None = None
            ) -> tuple[list[tuple[tuple[str, str], tuple[str, Assertion]]], bool,
                       tuple[int, ...]]:
    """Each pair of the fact's assertions with its group, in order, whether one gives a
    system's GPUs a figure of another link, and the places of the assertions its claim does not
    state plainly (certainty.uncertain; ``unsure``: those found before, as a Placement keeps
    them); the assertions of their pairs are added to ``doubtful`` by id()."""
    pairs = []
    elsewhere = False
    if doubtful is None:
        unsure = ()
    elif unsure is None:
        unsure = tuple(k for k, why in enumerate(uncertain(found, lex)) if why is not None)
    whys = [False] * len(found)
    for k in unsure:
        whys[k] = True
    for a, why in zip(found, whys, strict=True):
        if a.scope == "per-gpu" and a.attribute == "bandwidth" and _other_link(a, lex):
            elsewhere = True
        subject = subject_of(a, lex)
        if subject != a.subject:
            a = a.model_copy(update={"subject": subject})
        pairs.append(((subject, a.attribute), (fact_id, a)))
        implied = _per_gpu(a, lex)
        if implied is not None:
            pairs.append(((implied.subject, "bandwidth"), (fact_id, implied)))
        if why and doubtful is not None:
            doubtful.update(id(x) for x in (a, implied) if x is not None)
    return pairs, elsewhere, unsure


def build(assertions: Iterable[tuple[str, Sequence[Assertion] | Later]], lex: Lexicon,
          kept: dict[tuple[str, str], Group] | None = None,
          signs: Mapping[str, bytes] | None = None,
          placements: dict[str, Placement] | None = None,
          curated: Collection[str] = frozenset(),
          claims: Callable[[str], str] | None = None) -> list[Statement]:
    """The statements of each fact's (fact id, its assertions), with their rivals, in a stable
    order; the assertions of a fact in ``curated`` are a curator's reading, stated plainly
    whatever words they were read from (analysis/certainty.py). ``kept``: each group's
    statements made before, taken again for a group whose facts are the ones it was made of
    (each pair's fact by ``signs``, a digest of the fact's lines: its id and claim, so its
    assertions, are in them); updated to this build's groups.
    ``placements``: each fact's Placement, where known; a fact found there whose assertions are
    a Later is read only when a group it is in is made again; updated to every fact's.
    ``claims``: the claim of a fact (or merged wording) by id, asked only for a switch chip's
    figure whose own words name no generation (``_generation``)."""
    from ..reading.relations import relations_of

    groups: dict[tuple[str, str], list[tuple[str, Assertion | None]]] = defaultdict(list)
    elsewhere: set[str] = set()  # facts giving a system's GPUs a figure of another link
    later: dict[str, Later] = {}
    doubtful: set[int] = set()  # id() of the assertions not stated plainly, alive while built
    for fact_id, said in assertions:
        known = placements.get(fact_id) if placements is not None and callable(said) \
            else None
        if known is not None:
            later[fact_id] = said  # type: ignore[assignment]
            if known[0]:
                elsewhere.add(fact_id)
            for key in known[1]:
                groups[key].append((fact_id, None))
            continue
        listed = said() if callable(said) else said
        placed, other, unsure = _placed(fact_id, listed, lex,
                                        None if fact_id in curated else doubtful)
        if other:
            elsewhere.add(fact_id)
        for key, pair in placed:
            groups[key].append(pair)
        if placements is not None:
            placements[fact_id] = (other, tuple(key for key, _ in placed),
                                   bool(relations_of(listed)), unsure)
    before = dict(kept or {})
    if kept is not None:
        kept.clear()
    statements: list[Statement] = []
    for (subject, attribute), pairs in sorted(groups.items()):
        sign = _sign(pairs, signs) if kept is not None and signs is not None else None
        group = before.get((subject, attribute))
        if sign is not None and kept is not None and group is not None and group[0] == sign:
            kept[(subject, attribute)] = group
            statements += _moved(group[1], len(statements))
            continue
        read = _read(pairs, (subject, attribute), later, lex, doubtful, placements or {})
        usual = usual_scope(subject, (a.scope for _, a in read), lex)
        in_usual: dict[str, list[float]] = defaultdict(list)  # each fact's figures in it
        for fact_id, a in read:
            if usual is not None and a.scope == usual:
                in_usual[fact_id].append(a.value)
        items = sorted(((_key(a, _usual_for(a, usual, in_usual.get(fact_id, ())), lex),
                         fact_id, a) for fact_id, a in read),
                       key=lambda t: (str(t[0][0]), str(t[0][1]), t[0][2], t[1]))
        entity = lex.entities.get(subject)
        lumped = entity is not None and entity.kind == "switch" and entity.family is None
        clusters: list[list[tuple[tuple[str | None, str | None, float], str, Assertion]]] = []
        for item in items:
            last = clusters[-1] if clusters else None
            if last is not None and last[0][0][:2] == item[0][:2] and (
                    last[0][0][2] == item[0][2] or (attribute == "bandwidth" and agree(
                        last[0][0][2], item[0][2], last[0][2].approx == "about"
                        or item[2].approx == "about"))):
                last.append(item)
            else:
                clusters.append([item])
        made: dict[tuple[str, int], int | None] = {}
        if lumped:
            made = {(fact_id, id(a)): _generation(subject, fact_id, a, claims, lex)
                    for _, fact_id, a in items}
            clusters = [part for members in clusters
                        for part in _by_generation(members, made)]
        found = [_statement(subject, attribute, members, doubtful) for members in clusters]
        quoted = attribute == "bandwidth" and not {subject, entity and entity.family}.isdisjoint(
            lex.quoted_direction)
        for s, members in zip(found, clusters, strict=True):
            s.lanes = _lanes_of(s, lex)
            if lumped:
                s.generations = frozenset(made[(fact_id, id(a))] for _, fact_id, a in members)
            if attribute == "introduced" and len(events := {
                    year_event(a, lex) for _, _, a in members} - {None}) == 1:
                s.event = events.pop()  # "the H200, announced in late 2023" beside "H200 (2023)"
            if attribute == "bandwidth":
                units = [unit_written(a.value, a.text, lex) for _, _, a in members]
                s.units = (units.count("bits"), units.count("bytes"))
            s.in_bits = quoted and s.direction is None and s.units[0] == len(members)
        first = len(statements)
        statements += _undirected(found, lex)
        _rivals(statements, first, subject, attribute, lex)
        if sign is not None and kept is not None:
            kept[(subject, attribute)] = (sign, _moved(statements[first:], -first))
    _generations(statements, lex)
    _carried(statements, lex)
    _first_years(statements, lex)
    _systems(statements, lex, elsewhere)
    _not_itself(statements)
    _held_back(statements)
    return statements


_Member = TypeVar("_Member", bound="tuple[Any, str, Assertion]")


def _by_generation(members: list[_Member], made: dict[tuple[str, int], int | None]
                   ) -> list[list[_Member]]:
    """The members of one figure of a switch chip named the same in every generation
    (NVSwitch), one statement per generation they are of (``made``, by fact id and assertion):
    "NVSwitch 4.0; Ports: 64" is no third generation's 64 ports, and the third generation's
    datasheets do not back it against the fourth's 72. A member of no generation named stays
    with the one generation the others are of (or alone, when they are of two)."""
    named: dict[int, list[_Member]] = {}
    unnamed: list[_Member] = []
    for m in members:
        n = made[(m[1], id(m[2]))]
        if n is None:
            unnamed.append(m)
        else:
            named.setdefault(n, []).append(m)
    if len(named) <= 1:
        return [members]
    return [part for part in (*named.values(), unnamed) if part]


def _generation_said(a: Statement, b: Statement, subject: str) -> str:
    """The one generation of a switch chip named the same in every generation that two rival
    statements are both of, as a conflict's reason ends with it: " (of the fourth-generation
    NVSwitch)"; '' when they share none or more than one."""
    shared = (a.generations & b.generations) - {None}
    if len(shared) != 1:
        return ""
    n = next(iter(shared))
    assert n is not None
    return f" (of the {ORDINAL_WORDS[n - 1]}-generation {subject})" \
        if 0 < n <= len(ORDINAL_WORDS) else ""


def _generation(subject: str, fact_id: str, a: Assertion,
                claims: Callable[[str], str] | None, lex: Lexicon) -> int | None:
    """The generation of a switch chip named the same in every generation that a figure is of:
    the one its own words name, else the one whose ports run the NVLink generation its clause
    names ("72 NVLink 5 ports on Blackwell": the fourth), else the one its whole claim names it
    by (``claims``, by fact id; "Generation: NVSwitch 3.0; Ports: 64" read 'Ports: 64'), else
    None."""
    own = figure_generation(subject, a.text or "", lex)
    if own is not None or claims is None:
        return own
    return claim_generation(subject, claims(fact_id), lex)


def _held_back(statements: list[Statement]) -> None:
    """Each rivalry of two statements one of which no fact states plainly (``plain``) moved to
    ``possible``: a conflict needs both sides read with certainty (analysis/certainty.py)."""
    for s in statements:
        for j in [j for j in s.rivals if not s.plain or not statements[j].plain]:
            s.possible[j] = s.rivals.pop(j)


def _not_itself(statements: list[Statement]) -> None:
    """Two statements that one fact alone states are no rivals: a fact never conflicts or ties
    with itself, whatever its claim is read as (two readings of one claim that disagree are a
    misreading, or a curator's slip in its assertions, not two claims at odds)."""
    for s in statements:
        for j in [j for j in s.rivals
                  if len(s.facts) == 1 and statements[j].facts == s.facts]:
            del s.rivals[j]


def _usual_for(a: Assertion, usual: str | None, own: Sequence[float]) -> str | None:
    """The scope ``a``, if unscoped, is grouped under: the group's usual one, unless its own
    claim gives another figure in that scope (``own``: "64 ports at 50 GB/s each, 3.2 TB/s per
    chip": the 3.2 TB/s is no port's; "50 GB/s per port each way, 100 GB/s both ways" is one
    figure)."""
    if a.scope is not None or usual is None:
        return usual
    return None if any(a.value not in (b, b * 2, b / 2) for b in own) else usual


def _read(pairs: list[tuple[str, Assertion | None]], key: tuple[str, str],
          later: Mapping[str, Later], lex: Lexicon, doubtful: set[int],
          placements: Mapping[str, Placement]) -> list[tuple[str, Assertion]]:
    """A group's pairs with those of the facts placed but not read (None) read now (what
    their ``placements`` say of them not asked again): a fact's pairs in a group follow each
    other, in the order ``_placed`` gives them."""
    if all(a is not None for _, a in pairs):
        return pairs  # type: ignore[return-value]
    found: list[tuple[str, Assertion]] = []
    last = None
    for fact_id, a in pairs:
        if a is not None:
            found.append((fact_id, a))
        elif fact_id != last:
            known = placements.get(fact_id)
            found += [pair for k, pair in _placed(fact_id, later[fact_id](), lex, doubtful,
                                                  known[3] if known else None)[0] if k == key]
        last = fact_id if a is None else None
    return found


def _sign(pairs: Sequence[tuple[str, Assertion | None]], signs: Mapping[str, bytes]
          ) -> bytes | None:
    """A digest of the facts of a group's pairs, in their order (None when one has no sign)."""
    import hashlib

    try:
        return hashlib.blake2b(b"".join([signs[fact_id] for fact_id, _ in pairs]),
                               digest_size=16).digest()
    except KeyError:
        return None


def _moved(group: list[Statement], by: int) -> list[Statement]:
    """Copies of a group's statements whose rivals are numbered ``by`` further on: what
    ``build`` relates across groups goes to copies, a kept group stays as it was made."""
    from dataclasses import replace

    return [replace(s, facts=list(s.facts), stated=list(s.stated),
                    stated_by=list(s.stated_by), rivals={j + by: v for j, v in s.rivals.items()},
                    possible={j + by: v for j, v in s.possible.items()})
            for s in group]


def _generations(statements: list[Statement], lex: Lexicon) -> None:
    """Rivals of kind ``generation``: two generations of a family said to have one bandwidth
    under a scope where each has its own, both scopes stated, and both directions stated or
    neither (one stated leaves the other free). A system's total, per GPU, is left out, and so
    is a figure that can be its group's directed statement (``reads_as``: weighed as that)."""
    for family in (e for e in lex.entities.values() if e.distinct):
        said = [i for i, s in enumerate(statements)
                if s.attribute == "bandwidth" and s.subject != family.name and not s.wholes
                and (s.scope or ("per-link" if s.lanes else None)) in family.distinct
                and s.subject in lex.entities and lex.entities[s.subject].family == family.name]
        # (a figure of a link width, "PCIe 4.0 x16: 32 GB/s", is one link's)
        for n, i in enumerate(said):
            for j in said[n + 1:]:
                a, b = statements[i], statements[j]
                if a.subject == b.subject or a.scope != b.scope or a.lanes != b.lanes or \
                        a.reads_as is not None or b.reads_as is not None or \
                        (a.direction is None) != (b.direction is None) or \
                        not agree(a.value, b.value, a.approx or b.approx):
                    continue
                value, _ = a.form()
                figure = amount(value, a.unit)
                if a.direction:  # the one figure both state, and what one stating it each way
                    figure = f"{amount(a.value, a.unit)} bidirectional" + (  # says: trial 27
                        f" ({amount(a.value / 2, a.unit)} each way)" if "unidirectional" in
                        (a.form()[1], b.form()[1]) else "")
                scope = str(a.scope).replace("-", " ").replace("gpu", "GPU")
                verdict = ("generation", f"{a.subject} and {b.subject} both said to give "
                           f"{figure} {scope}, but each {family.name} generation has its own")
                a.rivals[j] = verdict
                b.rivals[i] = verdict


def _by_subject(statements: list[Statement], attribute: str) -> dict[str, list[int]]:
    """The indexes of the statements of ``attribute``, by subject."""
    found: dict[str, list[int]] = defaultdict(list)
    for i, s in enumerate(statements):
        if s.attribute == attribute:
            found[s.subject].append(i)
    return found


def _carried(statements: list[Statement], lex: Lexicon) -> None:
    """Rivals of kind ``chronology``: a product said to be introduced before the NVLink
    generation it carries (the lexicon's ``uses``) was ("B200 introduced 2022" against NVLink
    5.0's 2024). One introduced later than its generation is none (the H200 of 2023 carries the
    NVLink 4.0 of 2022), and so is a generation's year on sale after a product's of another
    event (announced before it shipped)."""
    years = _by_subject(statements, "introduced")
    for name in sorted(years):
        product = lex.entities.get(name)
        if product is None or product.kind not in CARRIERS or not product.uses:
            continue
        for i in years[name]:
            for j in years.get(product.uses, ()):
                a, b = statements[i], statements[j]
                if a.value < b.value and not (b.event == "available" != a.event):
                    verdict = ("chronology", f"{name} introduced {a.value:g} is before "
                               f"{product.uses}, which it carries, was introduced ({b.value:g})")
                    a.rivals[j] = verdict
                    b.rivals[i] = verdict


def _first_years(statements: list[Statement], lex: Lexicon) -> None:
    """Rivals of kind ``value``: the year a family arrived, no generation named, against
    another year of its first generation (the lexicon's ``first``: "NVLink first shipped in
    2014" against "NVLink 1.0 debuted in 2016"), unless the two are two events of one arrival
    (shown, then on sale)."""
    years = _by_subject(statements, "introduced")
    for family, first in ((e.name, e.first) for e in lex.entities.values() if e.first):
        both = [*years.get(family, ()), *years.get(first, ())]
        for i in years.get(family, ()):
            for j in years.get(first, ()):
                a, b = statements[i], statements[j]
                if a.value == b.value or _two_events(a, b) or any(
                        statements[k].value == y.value and set(x.facts) <= set(statements[k].facts)
                        for x, y in ((a, b), (b, a)) for k in both):
                    continue  # the same year, or the claims giving one give the other too
                verdict = ("value", f"{family} introduced {a.value:g} against {first} "
                           f"introduced {b.value:g}: {family} arrived with its first generation")
                a.rivals[j] = verdict
                b.rivals[i] = verdict


def quoted_direction(subject: str, scope: str | None, lex: Lexicon) -> str | None:
    """The direction a bandwidth figure of ``subject`` under ``scope`` (the stated one, else the
    subject's usual one) with none stated is read in even alone, when written in bits
    (``in_bits``): the lexicon's quoted-direction for the subject or its family (a network
    port's line rate is each way); None for others (an NVLink's or a PCIe figure)."""
    entity = lex.entities.get(subject)
    scope = scope or (entity.default_scope if entity is not None else None)
    for name in (subject, entity.family if entity is not None else None):
        found = lex.quoted_direction.get(name or "", {}).get(scope or "")
        if found:
            return found
    return None


def in_bits(value: float, text: str | None, lex: Lexicon) -> bool:
    """Whether a bandwidth figure (GB/s) is written in bits per second in its claim's text ('400
    Gb/s', a port's line rate, quoted each way), not in bytes ('50 GB/s', often both ways
    summed)."""
    return unit_written(value, text, lex) == "bits"


def unit_written(value: float, text: str | None, lex: Lexicon) -> str:
    """How a bandwidth figure (GB/s) is written in its claim's text: 'bits' ('400 Gb/s'),
    'bytes' ('50 GB/s'), or empty when the text writes no such figure."""
    from ..reading.figures import written_figure

    found = written_figure(value, text, lex)
    if found is None:
        return "bits" if _network_rate_written(value, text, lex) else ""
    for unit, factor in (("bits", found[2] * 8), ("bytes", found[2])):
        power = math.log10(factor) / 3  # 1 Gb/s is 1/8 GB/s: bits at 1000^k / 8
        if abs(power - round(power)) < 1e-9:
            return unit
    return ""


def _network_rate_written(value: float, text: str | None, lex: Lexicon) -> bool:
    """Whether ``text`` writes the bandwidth figure ``value`` (GB/s) as a network port's rate
    is written, a number and a letter of the lexicon's units ``network-rates`` ("HDR 200G",
    "NDR 400G"): a line rate in bits, quoted each way like '200 Gb/s'."""
    if not text:
        return False
    found = lex.derived("network-rate-written", _compile_network_rate)
    rates = lex.units.get("network-rates") or {}
    return any(abs(float(m.group(1)) * float(rates[m.group(2)]) - value) <= 1e-9 * max(1.0, value)
               for m in found.finditer(text) if m.group(2) in rates)


def _compile_network_rate(lex: Lexicon) -> re.Pattern[str]:
    rates = sorted(lex.units.get("network-rates") or {}, key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z0-9_.])(\d+(?:\.\d+)?)\s?(" +
                      ("|".join(map(re.escape, rates)) or "(?!)") + r")(?![A-Za-z/])")


def _other_link(a: Assertion, lex: Lexicon) -> bool:
    """Whether a system's figure per GPU names a link other than its NVLink generation's (a
    NIC, a network, PCIe: 'each GPU in a DGX H100 has its own 400 Gb/s ConnectX-7 NIC')."""
    entity = lex.entities.get(a.subject)
    if entity is None or not entity.gpus or not entity.uses or not a.text:
        return False
    nvlink = lex.members(lex.entities[entity.uses].family or entity.uses) \
        if entity.uses in lex.entities else {entity.uses}
    lowered = a.text.lower()
    return any(m.kind in ("nic", "network") or (m.kind == "interconnect" and
                                                 m.value not in nvlink)
               for m in lex.find_entities(a.text)) or \
        any(w.lower() in lowered for w in lex.not_a_property.get("network", ()))


def _systems(statements: list[Statement], lex: Lexicon, elsewhere: set[str]) -> None:
    """Rivals across subjects: a system's or superchip's figure stated per GPU and its GPUs'
    NVLink generation's per-GPU figure (the lexicon's ``uses``), as compare says of the two
    within the generation, a total given as each GPU's too ('each GPU in an HGX H100 board
    reaches 7.2 TB/s' against NVLink 4.0's 900 GB/s); but where the system's figure is one the
    generation's claims also give per GPU, a generation's figure it is the GPU count times
    (another claim's 112.5 GB/s misread against the board's 900 GB/s) is left to the
    generation's own claims; so are the generation's figures that are the system's total, per
    GPU, and a figure whose claims name another link (``elsewhere``: a NIC's, a network's)."""
    by_subject = _by_subject(statements, "bandwidth")
    for name in sorted(by_subject):
        system = lex.entities.get(name)
        if system is None or not system.gpus or not system.uses:
            continue
        for i in by_subject[name]:
            a = statements[i]
            if a.scope != "per-gpu" or elsewhere.issuperset(a.facts):
                continue
            generation = [statements[j] for j in by_subject.get(system.uses, ())
                          if statements[j].key_scope == "per-gpu"]
            usual = any(agree(a.value, b.value * f, a.approx or b.approx)
                        for b in generation for f in (0.5, 1, 2))
            for j in by_subject.get(system.uses, ()):
                b = statements[j]
                if b.key_scope != "per-gpu" or set(b.wholes) == {name} or (usual and any(
                        agree(a.value, system.gpus * b.value * f, a.approx or b.approx)
                        for f in (0.5, 1, 2))):
                    continue
                verdict = compare(a.reading(), b.reading(), system.uses, "bandwidth",
                                  a.unit or b.unit, lex)
                if verdict is not None:
                    verdict = (verdict[0], f"{verdict[1]} ({name}'s figure, per GPU)")
                    a.rivals[j] = verdict
                    b.rivals[i] = verdict


def _undirected(found: list[Statement], lex: Lexicon) -> list[Statement]:
    """The group's statements with each undirected figure folded into the one directed
    statement it can be (X GB/s is X bidirectional or X each way; only the first when its
    subject's usual direction is both ways): kept apart when both or neither are stated, and,
    with no usual direction, when its facts and those folded before would not be outnumbered
    by the facts stating the direction (``_outnumbered``)."""
    kept = []
    directed = [d for d in found if d.direction is not None]
    for s in found:
        if s.attribute != "bandwidth" or s.direction is not None:
            kept.append(s)
            continue
        quoted = quoted_direction(s.subject, s.key_scope, lex) if s.in_bits else None
        usual = quoted or (usual_direction(s.subject, s.key_scope, lex) if directed else None)
        usually = s.value if usual == "bidirectional" else 2 * s.value
        # a scope not stated may not be the one the usual direction is of: the figure joins
        # the one statement it can be either way, and only if that is the usual reading
        values = (s.value, 2 * s.value) if usual is None or s.scope is None else (usually,)
        into = [d for d in directed if d.key_scope == s.key_scope
                and any(agree(d.value, v, s.approx or d.approx) for v in values)]
        if len(into) != 1 or (usual is not None and not agree(
                into[0].value, usually, s.approx or into[0].approx)) or (
                    usual is None and not _outnumbered(s, into[0])):
            s.usual = usual if s.scope is not None or quoted else None
            s.reads_as = into[0] if len(into) == 1 and usual is None else None
            kept.append(s)
            continue
        target = into[0]
        direct = {*target.facts, *s.facts} - target.implied - s.implied
        target.implied = (target.implied | s.implied) - direct
        target.facts = sorted({*target.facts, *s.facts})
        target.plain = target.plain | s.plain
        target.wholes = tuple(sorted({*target.wholes, *s.wholes})) \
            if target.wholes and s.wholes else ()
        target.stated += s.stated
        target.stated_by += s.stated_by
        target.units = (target.units[0] + s.units[0], target.units[1] + s.units[1])
        target._form = None
        target.approx = target.approx and s.approx
        if target.scope is None:
            target.scope = s.scope
    return kept


def undirected_facts(s: Statement) -> list[str]:
    """The facts of a statement that state its figure with no direction (none of its readings
    says one): of a directed statement, those read in its direction."""
    said = {f for f, (_, d) in zip(s.stated_by, s.stated, strict=True) if f and d is not None}
    return sorted({f for f in s.stated_by if f} - said)


def _outnumbered(s: Statement, target: Statement) -> bool:
    """Whether the figure ``s``, which states no direction and has none it is usually read in
    (it may be either: 'PCIe 5.0 x16: 64 GB/s'), is outnumbered by the facts stating the
    directed ``target``'s direction, with those of the figures already folded into it: a
    statement's direction is one most of its facts state, never that of one source whose
    figure the rest left free (three undirected 64 GB/s are not one source's '64 GB/s
    bidirectional')."""
    free = set(undirected_facts(target)) | {f for f in s.stated_by if f}
    return len(set(target.facts) - free) > len(free)


def _statement(subject: str, attribute: str,
               members: list[tuple[tuple[str | None, str | None, float], str, Assertion]],
               doubtful: set[int]) -> Statement:
    values = Counter((key[2], a.approx == "about") for key, _, a in members)
    (value, _), _ = min(values.items(), key=lambda kv: (-kv[1], kv[0][1], kv[0][0]))
    # the scopes its claims state: one a system's total implies is not its claims' own
    said = [a for _, _, a in members if not (a.text or "").startswith(WHOLE)] or \
        [a for _, _, a in members]
    scopes = Counter(a.scope for a in said if a.scope is not None)
    scope = min(scopes.items(), key=lambda kv: (-kv[1], kv[0]))[0] if scopes else None
    unit = next((a.unit for _, _, a in members if a.unit), "")
    whole = [(fact_id, a.text[len(WHOLE):]) for _, fact_id, a in members
             if a.text and a.text.startswith(WHOLE)]
    direct = {fact_id for _, fact_id, _ in members} - {fact_id for fact_id, _ in whole}
    return Statement(subject, attribute, scope, members[0][0][1], round(value, 6), unit or "",
                     all(a.approx == "about" for _, _, a in members), members[0][0][0],
                     sorted({fact_id for _, fact_id, _ in members}),
                     [(float(a.value), a.direction) for _, _, a in members],
                     [None if (a.text or "").startswith(WHOLE) else fact_id
                      for _, fact_id, a in members],
                     wholes=tuple(sorted({w for _, w in whole})) if not direct else (),
                     implied=frozenset(fact_id for fact_id, _ in whole) - direct,
                     plain=frozenset(fact_id for _, fact_id, a in members
                                     if id(a) not in doubtful))


def _lanes_of(s: Statement, lex: Lexicon) -> int | None:
    """The link width a bandwidth statement's figures are of, of a subject whose figures have
    one (the usual one unless grouped apart; none for a lane's figure)."""
    return _lanes_at(s.subject, s.attribute, s.key_scope, lex)


def _lanes_at(subject: str, attribute: str, key_scope: str | None, lex: Lexicon) -> int | None:
    if attribute != "bandwidth" or key_scope == LANE or not has_widths(subject, lex):
        return None
    if key_scope is not None and key_scope.startswith(WIDTH):
        return int(key_scope[len(WIDTH):])
    return int(lex.lane_widths["usual"]) if "usual" in lex.lane_widths else None


def assertion_lanes(a: Assertion, lex: Lexicon) -> int | None:
    """The link width an assertion's figure is of, as its statement's (``Statement.lanes``):
    the width its text writes beside the figure, else the usual one, for a bandwidth of a
    subject whose figures have one; None for others and for a lane's figure."""
    if a.attribute != "bandwidth":
        return None
    return _lanes_at(subject_of(a, lex), a.attribute, _key(a, None, lex)[0], lex)


def _other_widths(a: Statement, b: Statement, wa: int | None, wb: int | None, subject: str,
                  lex: Lexicon) -> tuple[str, str] | None:
    """Figures of two link widths conflict when they do with each scaled to the usual width (a
    link's bandwidth goes with its lanes: x8 is half of x16)."""
    usual = lex.lane_widths.get("usual")
    if not (wa and wb and usual):
        return None
    ra, rb = a.reading(), b.reading()
    verdict = compare(ra._replace(value=ra.value * usual / wa),
                      rb._replace(value=rb.value * usual / wb), subject, "bandwidth",
                      a.unit or b.unit, lex)
    if verdict is None:
        return None
    unit = a.unit or b.unit

    def said(r: Reading, w: int) -> str:
        return " ".join(x for x in (amount(r.value, unit), r.direction or "", f"on x{w}") if x)

    return "arithmetic", (f"{subject}: {said(ra, wa)} against {said(rb, wb)}, but a link's "
                          f"bandwidth goes with its lanes (x{min(wa, wb)} is {min(wa, wb)}/"
                          f"{max(wa, wb)} of x{max(wa, wb)})")


def _two_events(a: Statement, b: Statement) -> bool:
    """Whether two years are two events of one thing, not two answers: a year shown and a
    later one on sale ("announced at GTC 2014, ... shipped in 2016", "于 2023 年 11 月发布"
    beside "became available in 2024"; a later year on sale given only by claims that give the
    earlier one too: "dates from 2022, though customers received systems in 2023"), or a later
    version's year ("the DGX-1 refresh with V100 in 2017" against "DGX-1 (2016)")."""
    return any(0 < y.value - x.value <= 2 and (
        (x.event == "announced" and (y.event == "available" or set(x.facts) <= set(y.facts))) or
        (x.event != "available" and y.event == "available" and set(y.facts) <= set(x.facts)))
        for x, y in ((a, b), (b, a))) or ("variant" in (a.event, b.event) and a.event != b.event)


def _rivals(statements: list[Statement], first: int, subject: str, attribute: str,
            lex: Lexicon) -> None:
    for i in range(first, len(statements)):
        for j in range(i + 1, len(statements)):
            a, b = statements[i], statements[j]
            named_a, named_b = a.generations - {None}, b.generations - {None}
            if {LANE, GPU_PAIR} & {a.key_scope, b.key_scope} or (
                    a.generations and a.generations.isdisjoint(b.generations)) or (
                    named_a and named_b and named_a.isdisjoint(named_b)):
                continue  # "first-generation NVSwitch: 18 ports", "third-generation: 64"; a
                # claim naming no generation kept with each is none of the other's
            if a.key_scope == b.key_scope == "aggregate" and (
                    (lex.entities[subject].family if subject in lex.entities else None) or
                    subject) in lex.quoted_direction:
                continue  # a network generation's totals are of switches or systems of any
                # size: "QM9700: 64 NDR ports, 51.2 Tb/s aggregate" beside "NDR 双向合计 800Gb/s"
            if _two_events(a, b):
                continue
            wa, wb = a.lanes, b.lanes
            if wa != wb:
                verdict = _other_widths(a, b, wa, wb, subject, lex)
            else:
                verdict = compare(a.reading(), b.reading(), subject, attribute,
                                  a.unit or b.unit, lex)
            if verdict is not None and any(
                    x.reads_as is y or (x.reads_as is not None and compare(
                        x.reads_as.reading(), y.reading(), subject, attribute,
                        x.unit or y.unit, lex) is None) for x, y in ((a, b), (b, a))):
                verdict = None  # read as the directed statement it can be, it holds with b
            if verdict is not None:
                verdict = (verdict[0], verdict[1] + "".join(
                    f" ({w}'s figure, per GPU)" for w in (*a.wholes, *b.wholes)) +
                    _generation_said(a, b, subject))
                a.rivals[j] = verdict
                b.rivals[i] = verdict
