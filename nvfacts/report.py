"""A self-contained HTML report: the consensus, facts, conflicts and a bandwidth chart, with
nothing fetched.

The chart is drawn by pygal as inline SVG (no script, no network): the best-supported verified
bandwidth of each NVLink, PCIe and InfiniBand generation, in GB/s bidirectional (a port's rate
in bits stating no direction read as each way, as port rates are quoted), beside the values that
disputed claims give for the same generations. Bars are horizontal on a log axis
and start at its floor, a power of ten below the smallest value, so every value has a bar and
bar lengths keep the ratios between values; each value is printed just past the end of its bar,
on a row of its own, with no gridline to cross; each disputed bar points to a note naming the
fact and claim it comes from. Every piece of user text is escaped and only http(s) links are
made.
"""

from __future__ import annotations

import html
import math
import re
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from .render import (
    FACT_SCORE,
    NOT_STATED,
    STATEMENT_SCORE,
    held_back_why,
    read_each_way,
    shown_direction,
    shown_scope,
)
from .scopewords import SCOPE_WORDS
from .units import amount
from .view import View

SERIES = ["NVLink 1.0", "NVLink 2.0", "NVLink 3.0", "NVLink 4.0", "NVLink 5.0", "PCIe 3.0",
          "PCIe 4.0", "PCIe 5.0", "PCIe 6.0", "InfiniBand EDR", "InfiniBand HDR",
          "InfiniBand NDR", "InfiniBand XDR"]
USUAL_SCOPE = {"NVLink": {"per-gpu", None}, "PCIe": {None, "per-link"},
               "InfiniBand": {"per-port", None}}
COLOURS = ("#3b6fb6", "#b00020")
"""Verified bars, disputed bars."""

CSS = """
body{font-family:system-ui,sans-serif;margin:2rem;max-width:80rem;color:#222}
h1{font-size:1.6rem} h2{font-size:1.2rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem;table-layout:fixed}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;
overflow-wrap:anywhere}
th{background:#f3f3f3} .disputed{color:#b00020;font-weight:600} .num{text-align:right}
.words td,.words th{overflow-wrap:normal} .words td.any{overflow-wrap:anywhere}
.id{font-family:ui-monospace,monospace;display:block}
.claim{display:block;margin:.1rem 0 .4rem}
.merged{display:block;margin-top:.3rem;color:#555}
#chart svg{width:100%;height:auto;max-height:40rem}
#chart text.value{text-anchor:start}
.notes{font-size:.9rem}
"""


class Plotted(NamedTuple):
    """A value in the chart and the fact it comes from."""

    value: float
    fact: str
    claim: str
    label: str | None = None
    """The bar's value as its claim writes it, where that is in another unit or direction
    ('400 Gb/s unidirectional = 100 GB/s bidirectional'); None: the value in GB/s."""


def _bidirectional(assertion: dict[str, Any]) -> tuple[float, str | None] | None:
    """The assertion's bandwidth as GB/s bidirectional and, for a figure its claim writes in
    another unit, the bar's label ('400 Gb/s unidirectional = 100 GB/s bidirectional', the figure
    and direction the consensus table gives it); None when its scope is not the generation's
    usual one (a per-link NVLink figure, an aggregate). A line rate written in bits stating no
    direction is read in the one its subject's rates are quoted in (a port's is each way: the
    lexicon's quoted-direction), any other figure as it is."""
    from .analysis.ledger import in_bits, quoted_direction
    from .aswritten import as_written
    from .lexicon import lexicon

    family = str(assertion["subject"]).split()[0]
    if assertion["scope"] not in USUAL_SCOPE.get(family, {None}):
        return None
    value = float(assertion["value"])
    direction = assertion["direction"]
    if direction is None and in_bits(value, assertion.get("text"), lexicon()):
        direction = quoted_direction(str(assertion["subject"]), assertion["scope"], lexicon())
    both = value * 2 if direction == "unidirectional" else value
    written = as_written(value, "GB/s", assertion["direction"], [assertion], lexicon())
    if written is None:
        return both, None
    each = " unidirectional" if direction == "unidirectional" else ""
    return both, f"{written}{each} = {amount(both, 'GB/s')} bidirectional"


def _lost(assertion: dict[str, Any], fact_id: str, statements: Sequence[dict[str, Any]]
          ) -> bool:
    """Whether the fact's assertion is a disputed value: its statement (of ``statements``, the
    one stating the figure that lists the fact) is beaten by a rival or tied with one. A
    disputed fact's other figures, which no rival beats, are none; with no such statement,
    every figure of a disputed fact is."""
    value = float(assertion["value"])
    mine = [r for r in statements if fact_id in r["facts"] and
            r["subject"] == assertion["subject"] and r["attribute"] == assertion["attribute"] and
            math.isclose(float(r["value"]), value, rel_tol=1e-6) and
            (r["direction"] or assertion["direction"]) == (assertion["direction"] or
                                                         r["direction"])]
    return not mine or any(r["beaten"] or r.get("tied") for r in mine)


def chart_values(details: Sequence[dict[str, Any]], statements: Sequence[dict[str, Any]] = ()
                 ) -> tuple[list[Plotted | None], list[Plotted | None]]:
    """Per generation in SERIES: the verified value of the best-scored fact, and the value
    of the best-scored disputed claim that differs from it (None where there is none); of a
    disputed claim, only a value whose statement (of ``statements``, the ledger's) a rival
    beats or ties with: its other values are what the consensus says too."""
    best: dict[str, tuple[tuple[bool, bool, float], Plotted]] = {}
    disputed: dict[str, tuple[tuple[bool, bool, float], Plotted]] = {}
    for detail in details:
        for a in detail["assertions"]:
            if a["attribute"] != "bandwidth" or a["subject"] not in SERIES:
                continue
            found = _bidirectional(a)
            if found is None or found[0] <= 0:  # no bar on a log axis; the tables still list it
                continue
            value, label = found
            pool = best if detail["status"] == "verified" else \
                disputed if detail["status"] == "disputed" and _lost(
                    a, detail["id"], statements) else None
            # a figure whose scope is stated first (an unstated one is only assumed to be the
            # usual one), then one whose direction is: "64 GB/s" alone may be either
            rank = (a["scope"] is not None, a["direction"] is not None, detail["score"])
            if pool is not None and (a["subject"] not in pool or rank > pool[a["subject"]][0]):
                pool[a["subject"]] = (rank, Plotted(value, detail["id"], detail["claim"],
                                                    label))
    verified = [best[s][1] if s in best else None for s in SERIES]
    contested = [disputed[s][1] if s in disputed and (
        s not in best or disputed[s][1].value != best[s][1].value) else None for s in SERIES]
    return verified, contested


def axis(values: Sequence[float]) -> tuple[float, float]:
    """The log axis: from a power of ten below the smallest value (so that the smallest bar
    has a length) to one at least twice the largest (room for the value printed past it)."""
    if not values:
        return 1.0, 10.0
    floor = 10.0 ** (math.ceil(math.log10(min(values))) - 1)
    return floor, 10.0 ** math.ceil(math.log10(max(values) * 2))


def _written(value: float) -> str:
    """A bar's value as every table writes it: '900 GB/s', '1.8 TB/s'."""
    return amount(value, "GB/s")


def _labelled(label: str | None) -> Callable[[float], str]:
    """A bar's printed value: its label (the figure as its claim writes it), else GB/s."""
    return (lambda _: label) if label else _written


def _noted(number: int, label: str | None = None) -> Callable[[float], str]:
    return lambda value: f"{label or amount(value, 'GB/s')} disputed, note {number}"


def chart_svg(verified: Sequence[Plotted | None], contested: Sequence[Plotted | None]) -> str:
    """The chart as inline SVG; a disputed value is printed with the number of its note."""
    import pygal
    from pygal.etree import etree
    from pygal.style import Style

    etree.to_etree()  # the same bytes whether lxml (trafilatura's) is installed or not
    floor, top = axis([p.value for p in (*verified, *contested) if p is not None])
    style = Style(background="white", plot_background="white", colors=COLOURS, opacity="1",
                  opacity_hover="1", font_family="system-ui, sans-serif", value_font_size=13,
                  label_font_size=13, major_label_font_size=13, legend_font_size=14)
    chart = pygal.HorizontalBar(
        logarithmic=True, range=(floor, top), zero=floor, style=style, js=[],
        disable_xml_declaration=True, show_legend=True, legend_at_bottom=True,
        title="Bandwidth by technology and generation (bidirectional, log scale)",
        width=1100, height=640, explicit_size=True, print_values=True,
        print_values_position="top", value_formatter=lambda v: f"{v:g}",
        y_labels=[{"value": 10.0 ** e, "label": amount(10.0 ** e, "GB/s")}
                  for e in range(round(math.log10(floor)), round(math.log10(top)) + 1)],
        show_x_guides=False, show_y_guides=False, truncate_label=-1)
    chart.uuid = "nvfacts"  # pygal's own is random: the same store gives the same bytes
    # pygal draws the first row at the bottom: reversed, the chart reads top-down like SERIES
    chart.x_labels = SERIES[::-1]
    chart.add("verified", [None if p is None else {"value": p.value,
                                                   "formatter": _labelled(p.label)}
                           for p in verified][::-1])
    noted = [i for i, p in enumerate(contested) if p is not None]
    marked = [None if p is None else {"value": p.value,
                                      "formatter": _noted(noted.index(i) + 1, p.label)}
              for i, p in enumerate(contested)]
    chart.add("disputed claim", marked[::-1])
    svg = re.sub(r"<script\b.*?</script>", "", str(chart.render(is_unicode=True)),
                 flags=re.S)  # pygal's tooltip set-up
    svg = re.sub(r"(<!--Generated with pygal[^>]*?) on \d{4}-\d\d-\d\d-->", r"\1-->", svg)
    # pygal always draws the value axis' gridlines; the values are printed, so only the floor
    # keeps its line and no label can sit on one
    return re.sub(r'<path d="M(?!0\.0+ )[^"]*" class="[a-z ]*guide line" />', "", svg)


def _link(url: str | None) -> str:
    """An escaped href for an http(s) address; nothing for any other scheme."""
    if url and url.lower().startswith(("http://", "https://")):
        return html.escape(url, quote=True)
    return ""


def _consensus_tables(consensus: Sequence[dict[str, Any]]) -> str:
    """One table per technology (the subject's first word: NVLink, PCIe, InfiniBand, DGX...)
    of the consensus statements, each figure as its claims write it (``stated``'s
    ``written``: '400 Gb/s' of an InfiniBand NDR port, as ``answer`` and the chart give it),
    one read as each way with its bidirectional figure, which the chart draws ('direction not
    stated, read as unidirectional, per port (= 100 GB/s bidirectional)')."""
    e = html.escape
    by_family: dict[str, list[str]] = {}
    shown = [(r, shown_scope(r, r["attribute"])) for r in consensus]
    # a subject's statements whose scope no claim states after those whose scope is stated
    for r, scope in sorted(shown, key=lambda rs: (rs[0]["subject"], rs[0]["attribute"],
                                                  rs[1] == NOT_STATED)):
        stated = r.get("stated") or {}
        value, direction, both = amount(r["value"], r["unit"]), r["direction"], None
        if stated.get("written"):  # '400 Gb/s', in the direction its claims state it in
            value = stated["written"]
            if stated["direction"] == "unidirectional" != r["direction"]:
                direction, both = "unidirectional", r["value"]
        if read_each_way(r):
            direction, both = shown_direction(r, r["attribute"]), 2 * r["value"]
        qualifiers = ", ".join(q for q in (direction, SCOPE_WORDS.get(scope or "", scope),
                                           f"x{r['lanes']}" if r.get("lanes") else None) if q)
        if both is not None:
            qualifiers += f" (= {amount(both, r['unit'])} bidirectional)"
        facts = "".join(f'<span class="id">{e(f)}</span>' for f in r["facts"])
        by_family.setdefault(str(r["subject"]).split()[0], []).append(
            f"<tr><td>{e(r['subject'])}</td><td>{e(r['attribute'])}</td>"
            f'<td class="num">{e(value)}</td><td>{e(qualifiers)}</td>'
            f'<td class="num">{r["score"]:.2f}</td><td class="any">{facts}</td>'
            f"<td class=\"any\">{e(', '.join(r['sources']))}</td></tr>")
    return "".join(
        f'<h3>{e(family)}</h3><table class="words">{_columns(13, 12, 11, 15, 11, 22, 16)}'
        "<thead><tr>"
        "<th>subject</th><th>attribute</th><th>value</th><th>direction, scope, lanes</th>"
        f"<th>{STATEMENT_SCORE}</th><th>facts</th><th>sources</th></tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
        for family, rows in sorted(by_family.items())) or "<p>none</p>"


def _conflicts_said(count: int, settled: int) -> str:
    """How many conflicts the store holds and how many a curator settled ("2 conflict(s) in the
    store, both settled by a curator"; "3 conflict(s) in the store: 1 settled by a curator, 2
    unsettled")."""
    if not count:
        return "no conflict in the store"
    if not settled:
        return f"{count} conflict(s) in the store, none settled by a curator"
    if settled == count:
        every = "" if count == 1 else "both " if count == 2 else "all "
        return f"{count} conflict(s) in the store, {every}settled by a curator"
    return f"{count} conflict(s) in the store: {settled} settled by a curator, " \
        f"{count - settled} unsettled"


def _columns(*percent: int) -> str:
    """Column widths of a table laid out fixed, so that it never grows wider than the page
    (long cells wrap)."""
    return "<colgroup>" + "".join(f'<col style="width:{w}%">' for w in percent) + "</colgroup>"


def _possible_section(rows: Sequence[str]) -> str:
    """The conflicts held back as possible (a side's figure not stated plainly), apart from
    the conflicts: nothing when there are none."""
    if not rows:
        return ""
    return f"""<h2>Possible conflicts (held back)</h2>
<p>Rival figures of which one side is not stated plainly in its claim (its subject carried from
another clause, or its clause crowded with figures): not counted as conflicts, no weight in any
score, nothing favoured. If the claim does mean what was read, 'nvfacts read-as' says so and the
conflict is raised.</p>
<table>{_columns(44, 10, 24, 22)}
<thead><tr><th>facts and their claims</th><th>kind</th><th>reason</th><th>held back because</th>
</tr></thead>
<tbody>{''.join(rows)}</tbody></table>
"""


def render_html(view: View, records: Sequence[dict[str, Any]], title: str) -> str:
    """The report page for ``records`` (the facts exported) and all of the store's conflicts."""
    e = html.escape
    details = [view.detail(r["id"]) for r in view.query()]
    declared = view.sources()

    def cite(c: dict[str, Any]) -> str:
        source = declared.get(c["source"], {})
        name = e(source.get("title") or c["source"])
        link = _link(source.get("url"))
        where = f" ({e(c['locator'])})" if c.get("locator") else ""
        return (f'<a href="{link}">{name}</a>' if link else name) + where

    rows = []
    for r in records:
        status = e(r["status"])
        cls = ' class="disputed"' if r["status"] == "disputed" else ""
        cites = "<br>".join([*(cite(c) for c in r["sources"]), *(
            f"{cite(c)} (wording {e(m['id'])})" for m in r.get("merged", ())
            for c in m.get("sources", ()))])
        score = "" if r["score"] is None else f"{r['score']:.2f}"
        merged = "".join(f'<span class="merged">merged: {e(m["claim"])} '
                         f'<span class="id">{e(m["id"])}</span></span>'
                         for m in r.get("merged", ()))
        if r.get("unread_figures"):
            merged += (f'<span class="merged">not read: {e(", ".join(r["unread_figures"]))} '
                       "(nothing checked it against the other facts)</span>")
        rows.append(f"<tr><td>{e(r['id'])}</td><td>{e(r['claim'])}{merged}</td>"
                    f"<td{cls}>{status}</td>"
                    f'<td class="num">{score}</td><td>{cites}</td></tr>')
    claims = {d["id"]: d["claim"] for d in details}

    def fact(fact_id: str) -> str:
        return (f'<span class="id">{e(fact_id)}</span>'
                f'<span class="claim">{e(claims[fact_id])}</span>')

    found = view.conflicts()
    conflicts = [f"<tr><td>{''.join(fact(i) for i in c['ids'])}</td><td>{e(c['kind'])}</td>"
                 f"<td>{e(c.get('as_written') or c['reason'])}</td>"
                 f"<td>{e(c['favoured'] or 'neither')}"
                 f"{' (settled by a curator)' if c.get('settled') else ''}</td></tr>"
                 for c in found]
    settled = sum(1 for c in found if c.get("settled"))
    possible = [f"<tr><td>{''.join(fact(i) for i in c['ids'])}</td><td>{e(c['kind'])}</td>"
                f"<td>{e(c.get('as_written') or c['reason'])}</td>"
                f"<td>{e(held_back_why(c))}</td></tr>" for c in view.possible_conflicts()]
    agreed = view.consensus()[0]
    for statement in agreed:  # figures as their claims write them: '400 Gb/s'
        view.quote_written(statement)
    consensus = _consensus_tables(agreed)
    verified, contested = chart_values(details, view.statements(SERIES, "bandwidth"))
    notes = [f"<li><b>{e(name)}, {e(p.label or amount(p.value, 'GB/s'))}</b> (the red bar) "
             "comes from "
             f"{fact(p.fact)}</li>" for name, p in zip(SERIES, contested, strict=True)
             if p is not None]
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy"
 content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>{e(title)}</title><style>{CSS}</style></head>
<body>
<h1>{e(title)}</h1>
<p>{len(records)} fact(s) exported; {_conflicts_said(len(found), settled)}{
    f"; {len(possible)} possible conflict(s) held back" if possible else ""}.</p>
<h2>Bandwidth by generation</h2>
<div id="chart">{chart_svg(verified, contested)}</div>
<p>Each blue bar is the verified value of the best-scored fact for that generation; a red bar
is what the best-scored disputed claim says instead, where a rival beats or ties with it (a
disputed claim's other values, which no rival beats, get no red bar). {
    "Disputed values:</p>" + f'<ol class="notes">{"".join(notes)}</ol>' if notes else
    "No generation has a disputed value.</p>"}
<h2>Consensus</h2>
<p>What the store's facts jointly say: the statements no rival beats or ties with, by
technology (a value with a direction is given bidirectional; a figure as its claims write it,
a port's rate in Gb/s, with the bidirectional figure the chart draws when it is read as each
way; "scope not stated": no claim behind it says per GPU, per link, per port or in total).</p>
{consensus}
<h2>Facts</h2>
<table>{_columns(22, 48, 10, 7, 13)}
<thead><tr><th>id</th><th>claim</th><th>status</th><th>{FACT_SCORE}</th><th>sources</th></tr>
</thead><tbody>{''.join(rows)}</tbody></table>
<h2>Conflicts</h2>
<table>{_columns(44, 10, 32, 14)}
<thead><tr><th>facts and their claims</th><th>kind</th><th>reason</th><th>favoured</th>
</tr></thead>
<tbody>{''.join(conflicts)}</tbody></table>
{_possible_section(possible)}</body></html>
"""
