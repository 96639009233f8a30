"""Everything nvfacts shows people: rich tables and panels on a terminal, plain text elsewhere.

Only this module and the CLI print. User text is always passed as ``rich.text.Text`` so that
brackets in a claim are never read as markup. rich is imported by the functions that draw, so
importing this module costs nothing.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar

from .errors import Problem
from .scopewords import SCOPE_WORDS
from .textsafe import shown, shown_data
from .units import amount, in_unit

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text


def _console(stderr: bool = False) -> Console:
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            """Raise it on, as any other write to a closed pipe: ``cli.main`` ends quietly
            with 141 (rich's own would exit 1)."""
            raise BrokenPipeError

    return _Console(stderr=stderr, no_color=bool(os.environ.get("NO_COLOR")) or None,
                   highlight=False, soft_wrap=not (sys.stderr if stderr else sys.stdout).isatty())


_rich_console = _console


def working(what: str) -> AbstractContextManager[object]:
    """A spinner on stderr while something slow runs, only when stderr is a terminal."""
    if not sys.stderr.isatty():
        return nullcontext()
    return _console(stderr=True).status(what)


def message(text: str, *, style: str | None = None) -> None:
    """A message for people, on stderr: written as it is where rich would write it without
    colour (not a terminal, and no FORCE_COLOR, TTY_COMPATIBLE=1 or Jupyter says otherwise),
    which spares importing rich (0.03 s). A console put in place of ``_console`` (a test's
    screen) gets every message."""
    if _console is _rich_console and _plain(sys.stderr):
        sys.stderr.write(shown(text) + "\n")
        return
    from .linebreaks import Wrapping

    _console(stderr=True).print(Wrapping(shown(text), style=style or ""))


def _plain(stream: Any) -> bool:
    """Whether rich's Console would write to ``stream`` as to a file: no styles, no wrapping
    (its ``is_terminal``, without the terminal's own checks)."""
    import builtins

    compatible = os.environ.get("TTY_COMPATIBLE", "")
    if compatible == "0":
        return not hasattr(builtins, "get_ipython")
    if compatible == "1" or os.environ.get("FORCE_COLOR") or hasattr(builtins, "get_ipython"):
        return False
    try:
        return not stream.isatty()
    except ValueError:  # closed
        return False


def problems_text(problems: Iterable[Problem]) -> None:
    """``FILE:LINE:COL: message`` lines on stderr."""
    from rich.text import Text

    console = _console(stderr=True)
    for problem in problems:
        console.print(Text(shown(str(problem))))


def problems_github(problems: Iterable[Problem], level: str = "error") -> None:
    """GitHub Actions annotations on stdout (``level``: error, warning or notice)."""
    for p in problems:
        message = p.message.removeprefix("note: ")  # the level says what it is
        text = shown(message).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
        name = p.file.replace("%", "%25").replace(",", "%2C").replace(":", "%3A")
        sys.stdout.write(f"::{level} file={name},line={p.line},col={p.column}::{text}\n")


Draw = TypeVar("Draw", bound=Callable[..., None])


def _shown(draw: Draw) -> Draw:
    """``draw`` given its data with control and bidi characters as visible escapes (a claim
    could otherwise write the clipboard, plant links or reorder what is seen on a terminal)."""

    @functools.wraps(draw)
    def wrapper(*args: Any, **kwargs: Any) -> None:
        draw(*shown_data(args), **shown_data(kwargs))

    return wrapper  # type: ignore[return-value]


def _fmt(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


WRAP_MIN = 30
"""Columns a wrapping column (a claim, a reason) needs for a table to be worth drawing."""

Row: TypeAlias = "tuple[Sequence[Text], bool]"
"""The cells of a row and whether a section (a cluster, a fact) ends with it."""


def _rows(console: Console, columns: Sequence[tuple[str, str]], rows: Sequence[Row],
          title: str | None = None, caption: str | None = None, ruled: bool = True) -> None:
    """A table of ``rows`` when it fits the console, else one block per row.

    Column kinds: ``id`` (ids, one a line, never broken), ``word`` (a short value shown bare),
    ``value`` and ``num`` (labelled by their header in blocks; a number is right-aligned) and
    ``text`` (wraps). A table needs
    its ids whole beside ``WRAP_MIN`` columns for each text column; on a narrower console each
    row becomes its ids and values on a line, then its text indented below, so an id is never
    split and a claim wraps at full width. A row that ends a section is followed by a rule in
    a table (when ``ruled``) and by a blank line in blocks.
    """
    if not rows:  # no empty table: the count on stderr says so, as query's and conflicts'
        return
    from rich.cells import cell_len
    from rich.table import Table
    from rich.text import Text

    from .linebreaks import Wrapping, widest_piece

    def widest(i: int, kind: str) -> int:  # a line of an id cell, a word of a text cell
        return max((widest_piece(c.plain) if kind == "text" else
                    max(map(cell_len, c.plain.split("\n"))) for c in (r[i] for r, _ in rows)),
                   default=0)

    needed = 1 + sum(3 + max(widest(i, kind), WRAP_MIN if kind == "text" else len(name))
                     for i, (name, kind) in enumerate(columns))
    if needed <= console.width:
        table = Table(title=title, caption=caption)
        for name, kind in columns:
            table.add_column(name, no_wrap=kind != "text", justify="right" if kind == "num"
                             else "left", style="cyan" if kind == "id" else None)
        for cells, end in rows:
            table.add_row(*(Wrapping.of(c) if kind == "text" else c
                            for c, (_, kind) in zip(cells, columns, strict=True)),
                          end_section=end and ruled)
        console.print(table)
        return
    if console.is_terminal:  # a person reading: why the rows are not a table
        _say_blocks(needed, console.width)
    if title:
        console.print(Text(title, style="bold"))
    for cells, end in rows:
        ids: list[Text] = []
        parts: list[Text] = []
        for c, (name, kind) in zip(cells, columns, strict=True):
            if kind == "id":
                ids += [Text(line.plain, style="cyan") for line in c.split("\n")]
                parts.append(ids[0])
            elif kind != "text" and c.plain not in ("", "-"):
                parts.append(c if kind == "word" else Text(f"{name}: ") + c)
        head = Text("  ").join(parts)
        # an entry's further ids line up under its first, never at the margin where an entry
        # starts
        at = sum(p.cell_len + 2 for p in parts[:parts.index(ids[0])]) if ids else 0
        if head.cell_len > console.width and ids:  # the values go below, not split in two
            head = Text("\n").join([*ids, Text("    ") + Text("  ").join(
                p for p in parts if p is not ids[0])])
            ids, at = ids[:1], 0
        console.print(Text("\n").join([head, *(Text(" " * at) + i for i in ids[1:])]))
        for c, (_, kind) in zip(cells, columns, strict=True):
            if kind == "text" and c.plain:
                for line in Wrapping.of(c).wrap(console, max(console.width - 4, 20)):
                    console.print(Text("    ") + line, soft_wrap=False)
        if end:
            console.print()
    if caption:
        console.print(Text(caption, style="dim"))


_blocks_said: list[int] = []
"""The width a table needed that the terminal did not have, once said in this command."""


def command_starts() -> None:
    """A new command: the next table drawn as blocks says why again."""
    _blocks_said.clear()


def _say_blocks(needed: int, width: int) -> None:
    """Why rows come as blocks and not as a table: once a command, on stderr."""
    if not _blocks_said:
        _blocks_said.append(needed)
        message(f"note: one block per row, not a table: with its ids whole, the table needs "
                f"{needed} columns and the terminal has {width} (a wider terminal, or "
                "COLUMNS, gives the table)")


@_shown
def facts_table(records: Sequence[dict[str, Any]], title: str | None = None) -> None:
    """A table of fact records (the fact objects of docs/cli.md): ``reported`` is the confidence the
    store holds (what a source reported), ``fact score`` the one nvfacts computes for the fact
    (a record's ``score``; not a statement's, which conflicts and answer show), ``sources`` how
    many sources cite it or its merged wordings (a page cited twice counts once); under
    a claim, the merged wording a query matched (``matched_wording``)."""
    from rich.text import Text

    columns = [("id", "id"), ("claim", "text"), ("status", "word"), ("reported", "num"),
               (FACT_SCORE, "num"), ("sources", "num")]
    rows: list[Row] = [([Text(r["id"]), Text(r["claim"] + _matched(r)), Text(r["status"]),
                         Text(_fmt(r["confidence"])), Text(_fmt(r["score"])),
                         Text(str(len({c["source"] for c in r["sources"]} | {
                             c["source"] for m in r.get("merged", ())
                             for c in m.get("sources", ())})))],
                        True) for r in records]
    _rows(_console(), columns, rows, title, ruled=False)


def _matched(record: dict[str, Any]) -> str:
    """The wording merged into a fact that a query matched, under its claim, or nothing."""
    found = record.get("matched_wording")
    if found and found.get("diverged"):
        return f"\n  matched the wording {found['id']}, merged but now stating another figure " \
               f"(it does not count for the fact): {found['claim']}"
    return f"\n  matched the merged wording {found['id']}: {found['claim']}" if found else ""


@_shown
def fact_detail(record: dict[str, Any], generations: Sequence[int | None] = ()) -> None:
    """One fact with everything known about it: the merged wordings with their sources, and
    each conflict with the other fact's id and claim and the side favoured; ``generations``,
    the generation each of its assertions names of a switch chip named the same in every
    generation (generations.assertion_generations), written beside its subject."""
    from rich.table import Table
    from rich.text import Text

    from .linebreaks import Wrapping

    console = _console()
    console.print(Text(record["id"], style="bold cyan"))
    console.print(Wrapping(record["claim"]))
    facts = Table.grid(padding=(0, 2))
    facts.add_column(style="bold")
    facts.add_column(overflow="fold")
    for key, label in (("lang", "lang"), ("status", "status"),
                       ("confidence", "reported confidence"),
                       ("score", f"{FACT_SCORE} (computed)")):
        value = record.get(key)
        facts.add_row(label, Text(_fmt(value) if isinstance(value, float) or value is None
                                  else str(value)))
    if record.get("tags"):
        facts.add_row("tags", Text(", ".join(record["tags"])))
    console.print(facts)
    if record["sources"]:
        _rows(console, [("source", "id"), ("locator", "text"), ("reported", "num"),
                        ("status", "word")],
              [([Text(c["source"]), Text(c.get("locator") or ""), Text(_fmt(c.get("confidence"))),
                 Text(c.get("status") or "-")], False) for c in record["sources"]],
              "citations")
    if record.get("merged"):
        _rows(console, [("id", "id"), ("claim", "text"), ("sources", "text")],
              [([Text(m["id"]), Text(m["claim"]), Text("\n".join(_citation(c) for c in
                                                                 m.get("sources", [])))], True)
               for m in record["merged"]], "merged wordings")
    if record.get("assertions"):
        _assertions(console, record["assertions"], generations)
    if record.get("relations"):
        _relations(console, record["relations"])
    _unread_figures(console, record)
    _system_shares(console, record)
    if record.get("conflicts"):
        _conflicts_of(console, record)
    if record.get("possible_conflicts"):
        _possible_of(console, record)
    if record.get("explanation"):
        explanation({"id": record["id"], "confidence": record["score"], "prior": 0.5,
                     "terms": record["explanation"]}, console=console)


def _citation(c: dict[str, Any]) -> str:
    return f"{c['source']} ({c['locator']})" if c.get("locator") else str(c["source"])


def _conflicts_of(console: Console, record: dict[str, Any]) -> None:
    """The conflicts of the fact ``record``: the other fact's id and claim, which side is
    favoured and why they cannot both hold."""
    from rich.text import Text

    rows: list[Row] = []
    for c in record["conflicts"]:
        other = c.get("other") or {"id": next(i for i in c["ids"] if i != record["id"])}
        favoured = ("this fact" if c["favoured"] == record["id"] else
                    "the other" if c["favoured"] else "neither") + (
            " (settled by a curator)" if c.get("settled") else "")
        rows.append(([Text(other["id"]), Text(favoured), Text(other.get("claim") or ""),
                      Text(f"{c['kind']}: {c.get('as_written') or c['reason']}")], True))
    _rows(console, [("conflicts with", "id"), ("favoured", "value"), ("its claim", "text"),
                    ("why", "text")], rows, "conflicts")


def _possible_of(console: Console, record: dict[str, Any]) -> None:
    """The conflicts of the fact ``record`` held back as possible: the other fact's id and
    claim, which side is not stated plainly, and what the two figures are."""
    from rich.text import Text

    rows: list[Row] = []
    for c in record["possible_conflicts"]:
        other = c.get("other") or {"id": next(i for i in c["ids"] if i != record["id"])}
        rows.append(([Text(other["id"]), Text(other.get("claim") or ""),
                      Text(held_back_why(c, record["id"])),
                      Text(f"{c['kind']}: {c.get('as_written') or c['reason']}")], True))
    _rows(console, [("possible conflict with", "id"), ("its claim", "text"),
                    ("held back because", "text"), ("what", "text")], rows,
          "possible conflicts, held back: not counted, no weight in any score")


HELD_BACK = ("not stated plainly in its claim (its subject carried from another clause, or its "
             "clause crowded with figures)")
"""Why a conflict is only possible (analysis/certainty.py), after whose figure it is."""


def held_back_why(conflict: dict[str, Any], fact_id: str | None = None) -> str:
    """Whose figure a conflict held back as possible does not state plainly, from the side of
    ``fact_id`` ("this fact's", "the other fact's") or, with None, by id."""
    unplain = conflict.get("not_plain") or conflict["ids"]

    def whose(i: str) -> str:
        return f"{i}'s" if fact_id is None else "this fact's" if i == fact_id else \
            "the other fact's"

    sides = " and ".join(whose(i) for i in unplain)
    return f"{sides} figure{'s are' if len(unplain) > 1 else ' is'} {HELD_BACK}"


def possible_note(conflict: dict[str, Any], fact_id: str) -> str:
    """What ``add`` says on stderr of a conflict the new fact ``fact_id`` raises that is held
    back as possible."""
    other = next(i for i in conflict["ids"] if i != fact_id)
    return (f"note: possible conflict with '{other}', held back (not counted, no weight in any "
            f"score): {conflict.get('as_written') or conflict['reason']}; "
            f"{held_back_why(conflict, fact_id)} ('read-as' says what a claim means)")


def _relations(console: Console, rows: Sequence[dict[str, Any]]) -> None:
    """What the claim says of how things relate: a generation used, NVLink denied, a count of
    NVSwitch chips."""
    from rich.text import Text

    _rows(console, [("subject", "word"), ("relation", "word"), ("object", "word"),
                    ("count", "word")],
          [([Text(r["subject"]), Text(r["relation"]), Text(r["object"]),
             Text("-" if r.get("value") is None else f"{r['value']:g}")], False) for r in rows],
          "relations")


def _assertions(console: Console, rows: Sequence[dict[str, Any]],
                generations: Sequence[int | None]) -> None:
    from rich.text import Text

    from .generations import ORDINAL_WORDS

    cells: list[Row] = []
    wide = any(a.get("lanes") for a in rows)  # a link width column when a figure has one
    for k, a in enumerate(rows):
        # the switch generation its words name: 'NVSwitch Gen 4 has 72 ports' (fourth)
        n = generations[k] if k < len(generations) else None
        said = f" ({ORDINAL_WORDS[n - 1]} generation)" if n and 0 < n <= len(ORDINAL_WORDS) \
            else ""
        value = amount(a["value"], a.get("unit"))
        if a.get("approx"):
            value = f"{a['approx']} {value}"
        cells.append(([Text(a["subject"] + said), Text(a["attribute"]), Text(value),
                       Text(a.get("direction") or "-"), Text(a.get("scope") or "-"),
                       *([Text(f"x{a['lanes']}" if a.get("lanes") else "-")] if wide else []),
                       Text(a["origin"])], False))
    _rows(console, [("subject", "word"), ("attribute", "word"), ("value", "word"),
                    ("direction", "word"), ("scope", "word"),
                    *([("lanes", "word")] if wide else []), ("from", "word")], cells,
          "assertions")


@_shown
def ingest_summary(added: Sequence[str], merged: Sequence[str], unchanged: Sequence[str],
                   sources_added: Sequence[str] = ()) -> None:
    """How many facts an ingest added, gave new citations (merged) or left unchanged, as a
    table on stdout; the sources it declared on stderr."""
    from rich.text import Text

    rows: list[Row] = [([Text(name), Text(str(len(ids)))], False)
                       for name, ids in (("added", added), ("merged", merged),
                                         ("unchanged", unchanged))]
    _rows(_console(), [("facts", "word"), ("count", "num")], rows, ruled=False)
    for name in sources_added:
        message(f"declared new source '{name}'")


def _claimed(statement: dict[str, Any]) -> str:
    """A statement's figure as its claims state it: as written when in another unit ('400
    Gb/s'), else in the statement's."""
    stated = statement.get("stated") or {}
    return str(stated.get("written") or amount(stated.get("value", statement["value"]),
                                                statement["unit"]))


def _as_claimed(statement: dict[str, Any]) -> str | None:
    """A bandwidth statement's figure, direction, scope and width as its claims write them
    when they write it in another unit than the table's ('400 Gb/s, unidirectional, per port'
    of 100 GB/s both ways): what its row leads with, the figure converted after it. None when
    its claims write it as shown, it is another width's scaled, or the question asks a
    direction its claims do not state it in."""
    stated = statement.get("stated") or {}
    written = stated.get("written")
    asked = statement.get("direction_asked")
    if not written or statement.get("scaled_from") or \
            written == amount(stated["value"], statement["unit"]) or \
            asked not in (None, stated["direction"] or statement.get("direction_assumed")):
        return None  # a direction asked that no claim states: converted, saying so
    direction = stated["direction"] or shown_direction(statement, statement["attribute"])
    scope = shown_scope(statement, statement["attribute"])
    return ", ".join(str(part) for part in (written, direction, SCOPE_WORDS.get(scope or "",
                                                                                  scope))
                     if part) + _lanes(statement)


def _figure(value: float, unit: str | None, direction: str | None, scope: str | None,
            written: str | None = None) -> str:
    """A figure with its direction and scope; ``written``: the figure as its claims write it
    ('400 Gb/s', aswritten), quoted instead of ``value`` in ``unit``."""
    parts = [written or amount(value, unit)]
    if direction:
        parts.append(direction)
    if scope:
        parts.append(SCOPE_WORDS.get(scope, scope))
    return ", ".join(parts)


def comparison(answers: Sequence[dict[str, Any]], sides: Sequence[dict[str, Any]],
               times: float, hosts: tuple[bool, bool], at: tuple[int, int]) -> str:
    """A two-sided comparison set one to one (``times``: the second side's bandwidth over the
    first's; ``hosts``: which is a PCIe x16 link's; ``at``: the two statements' positions in
    ``answers``, answer.ratio), as a sentence, the larger
    figure first: 'NVLink 4.0's 900 GB/s is 7.03 times PCIe 5.0 x16's 128 GB/s
    (bidirectional, per GPU: PCIe 5.0 x16 is the link a GPU sits on)'."""
    pair = [(answers[k], s, host) for k, s, host in zip(at, sides, hosts, strict=True)]
    pair, times = (pair[::-1], times) if times >= 1 else (pair, 1 / times)

    def named(record: dict[str, Any], side: dict[str, Any]) -> str:  # as the table heads it
        lanes = record.get("lanes")
        other = f" ({record['subject']})" if record["subject"] != side["subject"] else ""
        return f"{side['subject']}{f' x{lanes}' if lanes else ''}{other}"

    (large, big, _), (small, other, _) = pair
    scope = "per-gpu" if any(hosts) else large["scope"] or large.get("scope_assumed")
    # both figures as their rows lead with them when their claims write both in another unit
    # in one direction ('400 Gb/s, unidirectional' of InfiniBand NDR), else in the table's
    figures = [amount(large["value"], large["unit"]), amount(small["value"], small["unit"])]
    direction = large["direction"]
    written = [(r.get("stated") or {}) for r in (large, small)]
    if all(_as_claimed(r) is not None for r in (large, small)) and \
            written[0]["direction"] == written[1]["direction"] and \
            str(written[0]["written"]).split()[-1] == str(written[1]["written"]).split()[-1] \
            and _written_ratio(written) == round(times, 2):
        figures, direction = [str(w["written"]) for w in written], written[0]["direction"]
    asked = large.get("unit_asked")
    if asked and not all(f.endswith(f" {asked}") for f in figures) and \
            (converted := [in_unit(r["value"], r["unit"], asked) for r in (large, small)]) and \
            all(converted):
        figures, direction = [str(c) for c in converted], large["direction"]  # the unit asked
    said = ", ".join(p for p in (direction, SCOPE_WORDS.get(str(scope))) if p)
    linked = [f"{named(a, s)} is the link a GPU sits on" for a, s, h in pair if h]
    why = ": ".join(p for p in (said, *linked) if p)
    return f"{named(large, big)}'s {figures[0]} is {times:.3g} " \
        f"times {named(small, other)}'s {figures[1]}" + (f" ({why})" if why else "")


def _written_ratio(written: Sequence[dict[str, Any]]) -> float | None:
    """The first figure as written ('400 Gb/s') over the second, to two places; None when one
    is not a number."""
    try:
        first, second = (float(str(w["written"]).split()[0]) for w in written)
    except ValueError:
        return None
    return round(first / second, 2) if second else None


NOT_STATED = "scope not stated"
"""How a bandwidth statement whose claims state no scope shows it (never the scope the reading
assumed for grouping: "scope_assumed" in JSON)."""


def shown_scope(record: dict[str, Any], attribute: str) -> str | None:
    """The scope of a statement or rival record as shown: its stated one, NOT_STATED for a
    bandwidth none of whose claims states one, else nothing."""
    if attribute == "bandwidth" and record.get("scope_stated") is False:
        return NOT_STATED
    return record["scope"]  # type: ignore[no-any-return]


NO_DIRECTION = "direction not stated"


def shown_direction(record: dict[str, Any], attribute: str) -> str | None:
    """The direction of an answer's statement or rival as shown: NO_DIRECTION for a bandwidth
    none of whose claims says one (not to be read as either), or the direction it was read in
    beside directed figures ('direction_assumed') with that said."""
    if attribute == "bandwidth" and not record["direction"]:
        assumed = record.get("direction_assumed")
        return f"{NO_DIRECTION}, read as {assumed}" if assumed else NO_DIRECTION
    return record["direction"]  # type: ignore[no-any-return]


def read_each_way(record: dict[str, Any]) -> bool:
    """Whether a statement's figure, none of whose claims states a direction, was read as each
    way (a port's rate): shown as the bidirectional figure, as a stated one is."""
    return not record["direction"] and record.get("direction_assumed") == "unidirectional"


def _clashes(values: Sequence[dict[str, Any]], conflicts: Sequence[dict[str, Any]]
             ) -> dict[int, list[tuple[int, str]]]:
    """For each value of a group (by position), the other values whose facts a conflict pairs
    with its facts, each with the conflict's kind, in the group's order."""
    where = {f: i for i, v in enumerate(values) for f in v["facts"]}
    found: dict[int, dict[int, str]] = {}
    for c in conflicts:
        a, b = (where.get(i) for i in c["ids"])
        if a is not None and b is not None and a != b:
            found.setdefault(a, {}).setdefault(b, c["kind"])
            found.setdefault(b, {}).setdefault(a, c["kind"])
    return {i: sorted(others.items()) for i, others in found.items()}


@_shown
def conflict_groups_table(groups: Sequence[dict[str, Any]],
                          conflicts: Sequence[dict[str, Any]] = ()) -> None:
    """One entry per group of rival statements (a subject and attribute): each value with its
    verdict, score, facts and sources, the consensus first; with ``conflicts`` (the pairs of
    facts), under each value the values of its group it clashes with and how ('clashes with
    #2 (generation), #4 (qualifier)'), the rows numbered so (trial 27: a group of NVLink 3.0,
    4.0 and 5.0 values did not say which pairs clash)."""
    from rich.text import Text

    rows: list[Row] = []
    for g in groups:
        before = None
        clashes = _clashes(g["values"], conflicts)
        for n, v in enumerate(g["values"], 1):
            subject = v.get("subject", g["subject"])
            label = f"{subject} {g['attribute']}" if subject != before else ""
            if label and before is None and g.get("settled"):
                label += " (settled by curators)"
            before = subject
            refuted = set(v.get("refuted", ()))
            verdict = REFUTED if refuted and refuted.issuperset(v["facts"]) else v["verdict"]
            said = f"#{n} " if conflicts else ""
            if conflicts:
                said_with = clashes.get(n - 1)
                clash = "\n    clashes with " + ", ".join(
                    f"#{m + 1} ({kind})" for m, kind in said_with) if said_with else \
                    "\n    clashes with none of these (the value the others are weighed against)"
            else:
                clash = ""
            rows.append(([Text(label), Text(f"{said}{verdict}: " + _figure(
                v["value"], v["unit"], v["direction"], v["scope"], v.get("written")) +
                _lanes(v) + clash),
                Text(_fmt(v["score"])),
                Text("\n".join(f + (" (refuted)" if f in refuted and verdict != REFUTED else "")
                               for f in v["facts"])),
                Text(", ".join(sorted({*v["sources"], *v.get("refuted_sources", ())})))],
                v is g["values"][-1]))
    _rows(_console(), [("statement", "text"), ("value", "text"), (STATEMENT_SCORE, "num"),
                       ("facts", "id"), ("sources", "text")], rows, "conflicting statements",
          "consensus: no rival beats it; loses: a rival is better supported; ties: neither is; "
          f"{REFUTED}: its claims were refuted (they back nothing; its conflicts are settled)"
          + ("; clashes with #N (kind): the values of its group whose facts conflict with its "
             "facts ('nvfacts conflicts -f json' lists each pair with its reason)"
             if conflicts else "") + f". {SCORES}")


FACT_SCORE, STATEMENT_SCORE = "fact score", "statement score"
"""The headers of the two computed scores: a fact's (a fact record's ``score``: query, show,
export) and a statement's (the consensus on one value: conflicts, answer)."""
SCORES = (f"{STATEMENT_SCORE}: how well that value is supported by every fact stating it; a "
          f"fact's own score ('{FACT_SCORE}' in query, show and export) weighs all its claim "
          "states, so a fact can score high while one of its values loses")
"""What a table showing statement scores says of them, so that neither is taken for the
other."""


REFUTED = "refuted by a curator"
"""A rival value every claim of which a curator refuted, as the conflicts table shows it."""


@_shown
def same_statement_table(groups: Sequence[dict[str, Any]]) -> None:
    """One entry per statement that several claims make, with the facts making it."""
    from rich.text import Text

    rows: list[Row] = [([Text(f"{g['subject']} {g['attribute']}: " + _figure(
        g["value"], g["unit"], g["direction"], g["scope"]) + _lanes(g)),
        Text("\n".join(g["ids"]))], True) for g in groups]
    _rows(_console(), [("statement", "text"), ("facts", "id")], rows,
          "the same statement inside different claims (not merged)")


@_shown
def answers_table(answers: Sequence[dict[str, Any]],
                  sides: Sequence[dict[str, Any]] = (), related: bool = False) -> None:
    """Each statement answering a question, best first, with how many facts and which sources
    back it; under the first (a comparison's: under each side's best), its rivals and why they
    lose. ``related``: none of them answers the question (no claim gives what it asks), each is
    marked a related statement."""
    from rich.text import Text

    bests = sorted({s["best"] for s in sides if s["best"] is not None})
    rows: list[Row] = []
    general = None  # the family whose statements said of no generation the rows now list
    for n, a in enumerate(answers, 1):
        if a.get("generic") and a["subject"] != general:  # a heading of their own
            general = a["subject"]
            rows.append(([Text(f"said of {general} in general, of no one generation (each "
                               f"score is that of a statement about {general} in general):"),
                          Text(""), Text("")], True))
        each_way = read_each_way(a) and a.get("direction_asked") != "unidirectional"
        asked = list(dict.fromkeys(s["subject"] for s in sides if s["best"] == n - 1))
        named = " and ".join(asked or [a["subject"]]) + (  # the side named: 'A100 (NVLink 3.0)'
            f" ({a['subject']})" if asked and a["subject"] not in asked else "")
        if "generation" in a:  # a switch named alike in every generation: which one
            named += f" (generation {a['generation']})"
        head = f"#{n} {'related: ' if related else ''}{named} {a['attribute']}: "
        stated = a.get("stated") or {}
        value = 2 * a["value"] if each_way else a["value"]
        if (claimed := _as_claimed(a)) is not None:  # then what it is in the table's unit
            direction = "bidirectional" if each_way else a["direction"]
            head += claimed + " (= " + _figure(value, a["unit"], None if direction == stated[
                "direction"] else direction, None) + ")"
        else:
            head += _figure(value, a["unit"], "bidirectional" if each_way else
                            shown_direction(a, a["attribute"]),
                            "per-gpu" if asked and a["subject"] not in asked and
                            a["attribute"] == "link-count" else
                            shown_scope(a, a["attribute"])) + _lanes(a)
            # a side's links counted by its GPUs' NVLink generation: "DGX H100 (NVLink 4.0)
            # link-count: 18 links, per GPU", no count of the system's
        if (unit := a.get("unit_asked")) and (said := in_unit(value, a["unit"], unit)) and \
                not any(said.endswith(f" {u}") and f" {u}" in head for u in (unit,)):
            head += f" (= {said})"  # the unit asked, unless the row writes the figure in it
        if claimed is not None:
            pass
        elif each_way:
            head += f" (claimed as {_claimed(a)}, {NO_DIRECTION}: read as unidirectional)"
        elif a.get("scaled_from"):
            head += f" (x{a['scaled_from']}'s figure scaled by the lanes: claimed as " + \
                _figure(stated["value"], a["unit"], stated["direction"], None) + \
                f" on x{a['scaled_from']})"
        elif stated and (stated["value"], stated["direction"]) != (a["value"],
                                                                   a["direction"]):
            head += f" (claimed as {_claimed(a)}" + (
                f", {stated['direction']})" if stated["direction"] else ")")
        if a.get("refuted"):
            head += " (refuted by a curator)"
        elif a.get("beaten"):
            head += " (a rival is better supported)"
        elif a.get("tied"):
            head += " (tied with a rival: no consensus)"
        if rival := a.get("possible_rival_of"):
            head += f" ({possible_rival_words(rival, answers)})"
        for label in a.get("page_labels") or []:
            head += f" (its page labels it {label['label']}: {label['source']})"
        if a.get("generic"):
            head += f" (said of {a['subject']} in general: no generation named)"
        if a["sources"]:
            head += "\n    from " + _some(_stated_by(a))
        if a.get("system_totals"):
            head += "\n    derived: " + _some(a["system_totals"]) + (
                ", a system's total" if len(a["system_totals"]) == 1 else
                ", each a system's total") + " shared by its GPUs ('nvfacts show ID' says how)"
        for v in a.get("variants") or []:
            if not v["sources"]:
                head += "\n    " + _some(v["facts"]) + " stated " + _figure(
                    v["value"], a["unit"], v["direction"], None, v.get("written"))
        head += _agreeing(a)
        rivals = a["rivals"] if n - 1 in (bests or [0]) else []
        facts = {*a["facts"], *(f for also in a.get("also_stated") or [] for f in also["facts"])}
        rows.append(([Text(head), Text(_fmt(a["score"])), Text(str(len(facts)))],
                     not rivals))
        for k, r in enumerate(rivals):
            other = f"{r['subject']}: " if r.get("subject", a["subject"]) != a["subject"] else ""
            rows.append(([Text("    rival " + other + _figure(
                r["value"], r["unit"], shown_direction(r, a["attribute"]),
                shown_scope(r, a["attribute"]), r.get("written")) + _lanes(r)
                + f": {r.get('as_written') or r['why']}"),
                          Text(_fmt(r["score"])), Text(str(len(r["facts"])))],
                         k == len(rivals) - 1))
    unstated = any(shown_scope(a, a["attribute"]) == NOT_STATED for a in answers)
    undirected = any(shown_direction(a, a["attribute"]) == NO_DIRECTION for a in answers)
    read = any(a["attribute"] == "bandwidth" and not a["direction"]
               and a.get("direction_assumed") for a in answers)
    possible = any(a.get("possible_rival_of") for a in answers)
    _rows(_console(), [("statement", "text"), ("score", "num"), ("facts", "num")], rows,
          "answers", (RELATED if related else _heads(sides, bests)) + (
              f"'{NOT_STATED}': no claim behind it says per GPU, per link or in total; "
              if unstated else "") + (
              f"'{NO_DIRECTION}': no claim behind it says per direction or both; "
              if undirected else "") + (
              "'read as': the direction such figures are quoted in (a port's rate each way, "
              "an NVLink per-GPU figure both ways summed); " if read else "") + (
              f"'{POSSIBLE_RIVAL}': {POSSIBLE_RIVAL_WHY}; " if possible else "")
          + "'nvfacts answer -f json' lists the facts behind each")


POSSIBLE_RIVAL = "possible rival"
POSSIBLE_RIVAL_WHY = ("a figure of no stated scope that matches none of its subject's figures "
                      "stated with one, in either direction: not counted as a conflict (it may "
                      "be of something else), listed after the statements standing; "
                      "'nvfacts read-as ID' says what its claim means")
"""How ``answer`` and ``add`` mark a figure of no stated scope that may rival a scoped one
(analysis/unscoped.py), and what the mark means."""


def _stated_figure(r: dict[str, Any], scope: str | None) -> str:
    stated = r.get("stated") or {"value": r["value"], "direction": r["direction"]}
    return _figure(stated["value"], r["unit"], stated["direction"], scope, stated.get("written"))


def possible_rival_words(rival: dict[str, Any], listed: Sequence[dict[str, Any]] = ()) -> str:
    """'possible rival of #1' (its place in ``listed``), else 'possible rival of NVLink 4.0's
    900 GB/s, bidirectional, per GPU': the statement a figure of no stated scope may rival."""
    at = next((n for n, a in enumerate(listed, 1) if a["facts"] == rival["facts"]
               and a["subject"] == rival["subject"]), None)
    if at is not None:
        return f"{POSSIBLE_RIVAL} of #{at}"
    return f"{POSSIBLE_RIVAL} of {rival['subject']}'s {_stated_figure(rival, rival['scope'])}"


def possible_rival_note(statement: dict[str, Any], rival: dict[str, Any], fact_id: str) -> str:
    """What ``add`` says on stderr of a figure of the new fact ``fact_id`` whose scope is not
    stated and that matches none of its subject's figures stated with one."""
    others = [f for f in rival["facts"] if f != fact_id]
    return (f"warning: may conflict with '{others[0] if others else rival['facts'][0]}' "
            f"({NOT_STATED}): {statement['subject']} {statement['attribute']} "
            f"{_stated_figure(statement, None)} against {_stated_figure(rival, rival['scope'])}"
            f"; a figure of no stated scope is not counted as a conflict (it may be of "
            f"something else): if it means {SCOPE_WORDS.get(rival['scope'], rival['scope'])}, "
            f"say so in the claim, or 'nvfacts read-as {fact_id}' records what it means")


def _agreeing(a: dict[str, Any]) -> str:
    """An answer's lines under its head: the figures saying less that agree with it ('also
    stated without direction and scope by ID (source)'), the statements a figure fits equally,
    and a system's total as its GPUs times its generation's per-GPU figure."""
    lines = []
    for also in a.get("also_stated") or []:
        said = _figure(also["stated"]["value"], also["unit"], also["stated"]["direction"],
                       "aggregate" if also.get("in_total") else None)
        lines.append(f"also stated as {said}"
                     + (" (a GPU's total over its links)" if also.get("in_total") else "")
                     + (f" without {' and '.join(also['lacks'])}" if also["lacks"] else "")
                     + " by " + _some(also["facts"])
                     + (f" ({_some(also['sources'])})" if also["sources"] else ""))
    if a.get("fits"):
        lines.append("fits " + " and ".join(
            _figure(f["stated"]["value"], f["unit"], f["stated"]["direction"],
                    SCOPE_WORDS.get(str(f["scope"]))) for f in a["fits"])
            + " equally: its claims do not say which")
    if agrees := a.get("agrees_with"):
        said = _figure(agrees["stated"]["value"], agrees["unit"],
                       agrees["stated"]["direction"], None)
        lines.append(f"agrees with {said}: the same figure read {agrees['as']} "
                     f"({a['subject']}'s figures are quoted either way), no rival")
    share = a.get("per_gpu")
    if share:
        each = " each way" if share["each_way"] else ""
        figure = share["figure"] / 2 if share["each_way"] else share["figure"]
        if share["holds"]:  # a total quoted rounded (130 TB/s for 72 x 1.8) is about it
            about = "=" if abs(share["share"] - figure) <= 1e-6 * figure else "≈"
            lines.append(f"{about} {share['gpus']} x {amount(figure, a['unit'])} per GPU{each} "
                         f"({share['subject']}'s per-GPU figure)")
        else:
            lines.append(f"= {share['gpus']} x {amount(share['share'], a['unit'])} per GPU, "
                         f"but {share['subject']}'s per-GPU figure is "
                         f"{amount(share['figure'], a['unit'])} ({share['gpus']} x "
                         f"{amount(share['figure'], a['unit'])} = "
                         f"{amount(share['gpus'] * share['figure'], a['unit'])})")
    return "".join("\n    " + line for line in lines)


def _lanes(record: dict[str, Any]) -> str:
    """The link width a statement's figure is of, as answers, conflicts and dedup's shared
    statements show it (', x8'), or nothing for a subject whose figures have none."""
    return f", x{record['lanes']}" if record.get("lanes") else ""


RELATED = "no claim answers the question (see the reason above): each is a related statement; "


def _heads(sides: Sequence[dict[str, Any]], bests: Sequence[int]) -> str:
    """What the answer's first rows are: the consensus, or a comparison's best for each side."""
    if not bests:
        return "#1 is the consensus unless tied, beaten or refuted; "
    named = [f"#{i + 1} " + " and ".join(dict.fromkeys(
        s["subject"] + (f" x{s['lanes']}" if s.get("lanes") else "") for s in sides
        if s["best"] == i)) for i in bests]
    return f"the best for each side asked: {', '.join(named)}, each the consensus unless " \
        "tied, beaten or refuted; "


SHOWN_IN_A_CELL = 8
"""Sources or facts an answer's table names in one cell; JSON lists them all."""


def _some(names: Sequence[str]) -> str:
    """The first SHOWN_IN_A_CELL of ``names``, then how many more there are."""
    more = len(names) - SHOWN_IN_A_CELL
    return ", ".join(names[:SHOWN_IN_A_CELL]) + (f" and {more} more" if more > 0 else "")


def _stated_by(record: dict[str, Any]) -> list[str]:
    """A statement's sources, each that stated only another figure merged into it (within the
    tolerance) with that figure as its claims write it: 'blog2 (stated 820 GB/s,
    bidirectional)', 'zhihu (stated 200 Gb/s)'; each that stated its figure with no direction,
    of a statement whose direction others state, saying so: 'blog3 (direction not stated)'."""
    said: dict[str, list[str]] = {}
    for v in record.get("variants") or []:
        for source in v["sources"]:
            said.setdefault(source, []).append(
                _figure(v["value"], record["unit"], v["direction"], None, v.get("written")))
    free = set(((record.get("stated") or {}).get("direction_unstated") or {}).get("sources", ()))
    return [f"{s} (stated {'; '.join(said[s])})" if s in said else
            f"{s} ({NO_DIRECTION})" if s in free else s for s in record["sources"]]


@_shown
def explanation(result: dict[str, Any], *, console: Console | None = None) -> None:
    from rich.text import Text

    rows: list[Row] = [([Text("prior: even odds"), Text("0.00"), Text(f"{result['prior']:+.3f}")],
                        False)]
    rows += [([Text(t.get("as_written") or t["term"]), Text(f"{t['logit']:+.2f}"),
               Text(f"{t['effect']:+.3f}")], False) for t in result["terms"]]
    _rows(console or _console(), [("term", "text"), ("log-odds", "num"), ("effect", "num")],
          rows, f"{result['id']}: {FACT_SCORE} {result['confidence']:.3f}")
    _unread_figures(console or _console(), result)
    _system_shares(console or _console(), result)


def _unread_figures(console: Console, record: dict[str, Any]) -> None:
    """The figures of the claim nothing was read from: the score rests on the rest of it."""
    from rich.text import Text

    if figures := record.get("unread_figures"):
        console.print(Text(f"not read: {', '.join(figures)} (what it is of is unclear); the "
                           "score rests on the rest of the claim, nothing checks "
                           f"{'it' if len(figures) == 1 else 'them'}", style="yellow"))


def _system_shares(console: Console, record: dict[str, Any]) -> None:
    """What a system total of the fact counts for, per GPU, in answers and conflicts."""
    from rich.text import Text

    for share in record.get("system_shares") or []:
        console.print(Text(f"per GPU: {share['says']} (in answers and conflicts)"))


@_shown
def clusters_table(rows: Sequence[dict[str, Any]]) -> None:
    """One row per fact, numbered, the kept fact first in its cluster; each other row says
    which earlier row it matched, how well and why."""
    from rich.text import Text

    table: list[Row] = []
    number: dict[str, int] = {}
    for c in rows:
        placed = [c["keep"]]
        number[c["keep"]] = len(number) + 1
        why = {c["keep"]: f"kept: {c.get('kept_because') or 'the best supported'}"}
        rest = [i for i in c["ids"] if i != c["keep"]]
        while rest:  # next, a fact that matched one already listed (the kept one if it can)
            tied = [(p, i) for i in rest for p in c["pairs"]
                    if i in p["ids"] and any(o in p["ids"] for o in placed)]
            pair, fact_id = min(tied, key=lambda t: (c["keep"] not in t[0]["ids"],
                                                     -t[0]["score"])) if tied else (None, rest[0])
            number[fact_id] = len(number) + 1
            placed.append(fact_id)
            rest.remove(fact_id)
            if pair is not None:
                other = next(o for o in pair["ids"] if o != fact_id)
                why[fact_id] = f"{pair['score']:.0f} with #{number[other]}: {pair['reason']}"
        statuses = c.get("statuses") or {}
        table += [([Text(f"#{number[i]}"), Text(i), Text(statuses.get(i) or ""),
                    Text(why.get(i, ""))], i == placed[-1]) for i in placed]
    _rows(_console(), [("#", "word"), ("fact", "id"), ("status", "word"), ("why", "text")],
          table, "near-duplicate clusters")
