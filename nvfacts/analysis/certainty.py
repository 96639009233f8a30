"""Whether a reading states its figure plainly enough to raise a conflict (issue 13's gate).

A conflict needs both sides read with certainty. A reading is uncertain when the reader had to
supply what its claim does not write beside the figure, where it could have chosen wrong:

- ``carried``: no name in the figure's own clause is its subject or says it (a product using
  it, its family, its card), so the subject came from an earlier clause, a pronoun or a table's
  header, in a claim that gives figures of two subjects or more, or four figures or more
  ("GB200 NVL72 vs DGX H100: NVLink BW: 7.2 TB/s vs 130 TB/s"), or a bandwidth of a subject
  with link widths (PCIe) whose clause writes no width either: the width is written with the
  name ("PCIe Gen3x4 ...。理论最大单向带宽为 3.94GB/s");
- ``crowded``: the figure's clause holds four figures or more that the reader could not part
  ("H100 SXM: 18 links, 900 GB/s bidirectional, 450 GB/s each way, 50 GB/s per link"), or
  gives its subject two figures or more of one attribute, scope and direction that are not one
  figure rounded (a table's columns or rows read as one subject's: "... NVSwitch GPU-to-GPU
  bandwidth 300GB/s 600GB/s 900GB/s", "NVLink 3.0 50 GB/s 12 600 GB/s"); two link widths or
  more written in the clause part a PCIe generation's (one or none part nothing: "PCIe 3.0 16
  GB/s 1 GB/s 2010", an x16 link's and a lane's columns); so do two figures or more of that
  kind in clauses that name no subject
  (a table's cells under a row's head: "| NDR | 100Gb/s | 64b/66b | 100Gb/s | 400Gb/s |
  1200Gb/s |", one lane's, a port's and twelve lanes' rates, read as NDR's).

Made from the false alarms four blind sets of true claims (dev7 to dev10) raised on arrival,
against the wrong pairs flagged today; a scope not written beside the figure, and a year whose
clause names another product, were measured too and left out: they held back no more alarms
and cost flagged pairs (docs/conflicts.md, "The gate"). A reading a curator wrote (an
``assertions`` list in the store, by hand or by ``read-as``) is plain (ledger.build's
``curated``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..lexicon import Lexicon
from ..reading.figures import bandwidth_pattern, unit_factor
from .scopes import has_widths, widths_in

if TYPE_CHECKING:
    from ..model import Assertion
    from ..reading.relations import Relation

CROWDED = 4
"""Figures in one clause from which the reader's parting of them is not trusted."""
COLUMNS = 2
"""Figures in one clause of one subject, attribute, scope and direction, all different, from
which the reader's reading is not trusted: a table's columns or rows read as one subject's."""
ROUNDING = 0.05
"""Relative gap under which two figures of one clause are one figure rounded."""
DENSE = 4
"""Figures in one claim from which a subject carried from another clause is not trusted (two
subjects or more: from two figures)."""


def uncertain(found: Sequence[Assertion], lex: Lexicon) -> list[str | None]:
    """For each of a claim's readings (``found``, in order), why it is uncertain (``carried``,
    ``chosen`` or ``crowded``), or None when it is plain."""
    subjects = len({a.subject for a in found})
    clauses = Counter(a.text for a in found if a.text)
    values: dict[tuple[object, ...], set[float]] = {}
    for a in found:
        values.setdefault(_said(a), set()).add(float(a.value))
    unnamed = [bool(a.text) and not any(_says(m.value, a.subject, lex)
                                        for m in lex.find_entities(a.text or "")) for a in found]
    cells: dict[tuple[object, ...], set[float]] = {}
    for a, bare in zip(found, unnamed, strict=True):
        if bare:
            cells.setdefault(_said(a)[1:], set()).add(float(a.value))
    return ["crowded" if a.text and not _parted(a, lex) and (
        _apart(values[_said(a)]) >= COLUMNS or (bare and _apart(cells[_said(a)[1:]]) >= COLUMNS))
            else _why(a, len(found), subjects, clauses[a.text] if a.text else 0, lex)
            for a, bare in zip(found, unnamed, strict=True)]


def plain_relations(found: Sequence[Assertion], relations: Sequence[Relation],
                    lex: Lexicon) -> list[Relation]:
    """The relations of a claim (read beside ``found``) stated plainly enough to raise a
    conflict: not one read inside a clause whose figures are ``crowded`` (a table's row run
    together: "... First Available GPUs Supported NVLink 1.0 40 GB/s 4 160 GB/s 2016 P100
    NVLink 2.0 50 GB/s ..." reads "P100 NVLink 2.0" as the P100 using NVLink 2.0, where the
    P100 ends NVLink 1.0's row)."""
    crowded = [a.text for a, why in zip(found, uncertain(found, lex), strict=True)
               if why == "crowded" and a.text]
    return [r for r in relations if not (r.text and any(r.text in t for t in crowded))]


def _parted(a: Assertion, lex: Lexicon) -> bool:
    """Whether a link width may part a reading's figures from the other figures of its clause:
    its subject has link widths (PCIe) and the clause writes two widths or more ("x16 合计 32GB/s,
    x8 16GB/s"); a row that writes one or none ("PCIe 3.0 16 GB/s 1 GB/s 2010": an x16 link's
    and a lane's columns) is parted by nothing the reader saw."""
    return has_widths(a.subject, lex) and len({n for _, n in widths_in(a.text or "", lex)}) >= 2


def _apart(values: set[float]) -> int:
    """How many figures ``values`` are, a figure and its rounding one ("900 Gb/s, roughly 112
    GB/s": 112.5 and 112)."""
    ordered = sorted(values)
    return sum(1 for low, high in zip([None, *ordered], ordered, strict=False)
               if low is None or high > low * (1 + ROUNDING))


def _said(a: Assertion) -> tuple[object, ...]:
    """What a reading says a figure of, in its clause: two figures of one such are figures the
    reader could not part ("... NVSwitch GPU-to-GPU bandwidth 300GB/s 600GB/s 900GB/s": three
    generations' columns, read as one subject's; a link width parts a PCIe generation's)."""
    return a.text, a.subject, a.attribute, a.scope, a.direction


def _why(a: Assertion, figures: int, subjects: int, in_clause: int,
         lex: Lexicon) -> str | None:
    if not a.text:
        return None  # a curator's reading
    if (subjects >= 2 or figures >= DENSE or _width_unsaid(a, lex)) and not any(
            _says(m.value, a.subject, lex) for m in lex.find_entities(a.text)):
        return "carried"
    if _generation_chosen(a, lex):
        return "chosen"
    return "crowded" if in_clause >= CROWDED else None


def _generation_chosen(a: Assertion, lex: Lexicon) -> bool:
    """Whether a generation's bandwidth is in a clause that does not name that generation and is
    written right after a product (the last one named before it in its clause) that uses
    another generation of its family: the reader gave it a generation named with another
    product ("2016 年的 P100 每卡 NVLink 带宽 160GB/s,到 2024 年的
    B200 已经是 1.8TB/s": the B200's figure, read as the P100's NVLink 1.0's)."""
    subject = lex.entities.get(a.subject)
    if a.attribute != "bandwidth" or subject is None or subject.family is None or not a.text \
            or not a.unit:
        return False
    wanted = float(a.value) * unit_factor(a.unit, lex)
    at = next((m.start() for m in bandwidth_pattern(lex).finditer(a.text)
               if abs(float(m.group(1).replace(",", "")) * unit_factor(m.group(2), lex) - wanted)
               <= wanted * 1e-6), None)
    named = lex.find_entities(a.text)
    if at is None or any(m.value == a.subject for m in named):
        return False  # the generation written in the clause is the writer's, not a choice
    before = [e for m in named if m.start < at
              if (e := lex.entities.get(m.value)) is not None and e.uses]
    used = lex.entities.get(before[-1].uses or "") if before else None
    return used is not None and used.family == subject.family and before[-1].uses != a.subject


def _width_unsaid(a: Assertion, lex: Lexicon) -> bool:
    """Whether a bandwidth of a subject whose figures have a link width (PCIe) is in a clause
    that writes no width: carried there without its name, it is carried without the width
    written with the name too ("PCIe Gen3x4 ... 。理论最大单向带宽为 3.94GB/s")."""
    return a.attribute == "bandwidth" and has_widths(a.subject, lex) and not widths_in(
        a.text or "", lex)


def _says(name: str, subject: str, lex: Lexicon) -> bool:
    """Whether a name written in a clause says ``subject``: it is it, its family or a member
    of it, a product using it or using what it uses, its card or its GPU, the link between a
    superchip's ends, its PCIe generation."""
    if name == subject:
        return True
    e, s = lex.entities.get(name), lex.entities.get(subject)
    if e is None or s is None:
        return False
    if name == s.family or subject == e.family:
        return True
    if subject in (e.uses, e.cpu_link, e.pcie) or name in (s.uses, s.cpu_link, s.pcie, s.gpu):
        return True
    if e.uses is not None and e.uses == s.uses:
        return True
    if s.kind == "card" and s.pcie and name == lex.entities[s.pcie].family:
        return True  # "PCIe 卡桥接为 600GB/s" after the H100: its PCIe card, named by its form
    card = lex.entities.get(e.gpu) if e.gpu else None
    return e.gpu == subject or (card is not None and card.uses == subject)
