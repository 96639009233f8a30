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
from typing import TYPE_CHECKING, Any, TypeVar

from .errors import Problem
from .textsafe import shown, shown_data

if TYPE_CHECKING:
    from rich.console import Console


def _console(stderr: bool = False) -> Console:
    from rich.console import Console

    return Console(stderr=stderr, no_color=bool(os.environ.get("NO_COLOR")) or None,
                   highlight=False, soft_wrap=not (sys.stderr if stderr else sys.stdout).isatty())


def working(what: str) -> AbstractContextManager[object]:
    """A spinner on stderr while something slow runs, only when stderr is a terminal."""
    if not sys.stderr.isatty():
        return nullcontext()
    return _console(stderr=True).status(what)


def message(text: str, *, style: str | None = None) -> None:
    """A message for people, on stderr."""
    from rich.text import Text

    _console(stderr=True).print(Text(shown(text), style=style or ""))


def problems_text(problems: Iterable[Problem]) -> None:
    """``FILE:LINE:COL: message`` lines on stderr."""
    from rich.text import Text

    console = _console(stderr=True)
    for problem in problems:
        console.print(Text(shown(str(problem))))


def problems_github(problems: Iterable[Problem]) -> None:
    """GitHub Actions annotations on stdout."""
    for p in problems:
        text = shown(p.message).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
        name = p.file.replace("%", "%25").replace(",", "%2C").replace(":", "%3A")
        sys.stdout.write(f"::error file={name},line={p.line},col={p.column}::{text}\n")


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


@_shown
def facts_table(records: Sequence[dict[str, Any]], title: str | None = None) -> None:
    """A table of fact records (the SPEC's fact objects)."""
    from rich.table import Table
    from rich.text import Text

    table = Table(title=title, show_lines=False, expand=False)
    table.add_column("id", overflow="fold", style="cyan")
    table.add_column("claim", overflow="fold", ratio=1)
    table.add_column("status")
    table.add_column("conf", justify="right")
    table.add_column("score", justify="right")
    table.add_column("src", justify="right")
    for r in records:
        table.add_row(Text(r["id"]), Text(r["claim"]), Text(r["status"]), _fmt(r["confidence"]),
                      _fmt(r["score"]), str(len(r["sources"])))
    _console().print(table)


@_shown
def fact_detail(record: dict[str, Any]) -> None:
    """One fact with everything known about it."""
    from rich.table import Table
    from rich.text import Text

    console = _console()
    console.print(Text(record["id"], style="bold cyan"))
    console.print(Text(record["claim"]))
    facts = Table.grid(padding=(0, 2))
    facts.add_column(style="bold")
    facts.add_column()
    for key in ("lang", "status", "confidence", "score"):
        value = record.get(key)
        facts.add_row(key, Text(_fmt(value) if isinstance(value, float) or value is None
                                else str(value)))
    if record.get("tags"):
        facts.add_row("tags", Text(", ".join(record["tags"])))
    console.print(facts)
    if record["sources"]:
        table = Table(title="citations", title_justify="left")
        for column in ("source", "locator", "confidence", "status"):
            table.add_column(column)
        for c in record["sources"]:
            table.add_row(Text(c["source"]), Text(c.get("locator") or "-"),
                          _fmt(c.get("confidence")), Text(c.get("status") or "-"))
        console.print(table)
    if record.get("assertions"):
        _assertions(console, record["assertions"])
    for c in record.get("conflicts", []):
        console.print(Text(f"conflict ({c['kind']}): {c['reason']}; favoured: "
                           f"{c['favoured'] or 'neither'}", style="yellow"))
    if record.get("explanation"):
        explanation({"id": record["id"], "confidence": record["score"], "prior": 0.5,
                     "terms": record["explanation"]})


def _assertions(console: Console, rows: Sequence[dict[str, Any]]) -> None:
    from rich.table import Table
    from rich.text import Text

    table = Table(title="assertions", title_justify="left")
    for column in ("subject", "attribute", "value", "direction", "scope", "from"):
        table.add_column(column)
    for a in rows:
        value = f"{a['value']:g} {a.get('unit') or ''}".strip()
        if a.get("approx"):
            value = f"{a['approx']} {value}"
        table.add_row(Text(a["subject"]), Text(a["attribute"]), Text(value),
                      Text(a.get("direction") or "-"), Text(a.get("scope") or "-"),
                      Text(a["origin"]))
    console.print(table)


def ingest_summary(added: Sequence[str], merged: Sequence[str], unchanged: Sequence[str]) -> None:
    message(f"added {len(added)}, merged {len(merged)}, unchanged {len(unchanged)}")


@_shown
def conflicts_table(rows: Sequence[dict[str, Any]]) -> None:
    from rich.table import Table
    from rich.text import Text

    table = Table(title="conflicts")
    for column in ("facts", "kind", "reason", "favoured"):
        table.add_column(column, overflow="fold")
    for c in rows:
        table.add_row(Text("\n".join(c["ids"])), Text(c["kind"]), Text(c["reason"]),
                      Text(c["favoured"] or "-"))
    _console().print(table)


@_shown
def explanation(result: dict[str, Any]) -> None:
    from rich.table import Table
    from rich.text import Text

    table = Table(title=f"{result['id']}: score {result['confidence']:.3f}")
    table.add_column("term", overflow="fold")
    table.add_column("log-odds", justify="right")
    table.add_column("effect", justify="right")
    table.add_row(Text("prior: even odds"), "0.00", f"{result['prior']:+.3f}")
    for t in result["terms"]:
        table.add_row(Text(t["term"]), f"{t['logit']:+.2f}", f"{t['effect']:+.3f}")
    _console().print(table)


@_shown
def clusters_table(rows: Sequence[dict[str, Any]]) -> None:
    from rich.table import Table
    from rich.text import Text

    table = Table(title="near-duplicate clusters")
    for column in ("keep", "merge", "why"):
        table.add_column(column, overflow="fold")
    for c in rows:
        table.add_row(Text(c["keep"]), Text("\n".join(i for i in c["ids"] if i != c["keep"])),
                      Text("\n".join(f"{p['score']:.0f}: {p['reason']}" for p in c["pairs"])))
    _console().print(table)
