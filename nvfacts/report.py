"""A self-contained HTML report: facts, conflicts and a bandwidth chart, with nothing fetched.

The chart is drawn by pygal as inline SVG (no script, no network): the best-supported verified
bandwidth of each NVLink, PCIe and InfiniBand generation, in GB/s bidirectional, beside the
values that disputed claims give for the same generations. Every piece of user text is escaped
and only http(s) links are made.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from typing import Any

from .view import View

SERIES = ["NVLink 1.0", "NVLink 2.0", "NVLink 3.0", "NVLink 4.0", "NVLink 5.0", "PCIe 3.0",
          "PCIe 4.0", "PCIe 5.0", "PCIe 6.0", "InfiniBand EDR", "InfiniBand HDR",
          "InfiniBand NDR", "InfiniBand XDR"]
USUAL_SCOPE = {"NVLink": {"per-gpu", None}, "PCIe": {None, "per-link"},
               "InfiniBand": {"per-port", None}}

CSS = """
body{font-family:system-ui,sans-serif;margin:2rem;max-width:80rem;color:#222}
h1{font-size:1.6rem} h2{font-size:1.2rem;margin-top:2rem}
table{border-collapse:collapse;width:100%;font-size:.9rem}
th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f3f3} .disputed{color:#b00020;font-weight:600} .num{text-align:right}
#chart svg{width:100%;height:auto;max-height:34rem}
"""


def _bidirectional(assertion: dict[str, Any]) -> float | None:
    """The assertion's bandwidth as GB/s bidirectional, or None when its scope is not the
    generation's usual one (a per-link NVLink figure, an aggregate)."""
    family = str(assertion["subject"]).split()[0]
    if assertion["scope"] not in USUAL_SCOPE.get(family, {None}):
        return None
    value = float(assertion["value"])
    return value * 2 if assertion["direction"] == "unidirectional" else value


def chart_values(details: Sequence[dict[str, Any]]) -> tuple[list[float | None],
                                                            list[float | None]]:
    """Per generation in SERIES: the verified value of the best-scored fact, and the value
    of the best-scored disputed claim that differs from it (None where there is none)."""
    best: dict[str, tuple[float, float]] = {}
    disputed: dict[str, tuple[float, float]] = {}
    for detail in details:
        for a in detail["assertions"]:
            if a["attribute"] != "bandwidth" or a["subject"] not in SERIES:
                continue
            value = _bidirectional(a)
            if value is None:
                continue
            pool = best if detail["status"] == "verified" else \
                disputed if detail["status"] == "disputed" else None
            if pool is not None and (a["subject"] not in pool
                                     or detail["score"] > pool[a["subject"]][0]):
                pool[a["subject"]] = (detail["score"], value)
    verified = [best[s][1] if s in best else None for s in SERIES]
    contested = [disputed[s][1] if s in disputed and (s not in best or disputed[s][1]
                                                     != best[s][1]) else None for s in SERIES]
    return verified, contested


def chart_svg(details: Sequence[dict[str, Any]]) -> str:
    import pygal
    from pygal.style import Style

    verified, contested = chart_values(details)
    style = Style(background="white", plot_background="white", colors=("#3b6fb6", "#b00020"),
                  font_family="system-ui, sans-serif")
    chart = pygal.Bar(logarithmic=True, range=(10, 4000), style=style, x_label_rotation=35, js=[],
                      disable_xml_declaration=True, show_legend=True, legend_at_bottom=True,
                      title="Bandwidth by technology and generation (GB/s, bidirectional, "
                            "log scale)", width=1100, height=520, print_values=True,
                      value_formatter=lambda v: f"{v:g}", explicit_size=True)
    chart.x_labels = SERIES
    chart.add("verified", verified)
    chart.add("disputed claim", contested)
    svg = str(chart.render(is_unicode=True))
    return re.sub(r"<script\b.*?</script>", "", svg, flags=re.S)  # pygal's tooltip set-up


def _link(url: str | None) -> str:
    """An escaped href for an http(s) address; nothing for any other scheme."""
    if url and url.lower().startswith(("http://", "https://")):
        return html.escape(url, quote=True)
    return ""


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
        cites = "<br>".join(cite(c) for c in r["sources"])
        score = "" if r["score"] is None else f"{r['score']:.2f}"
        rows.append(f"<tr><td>{e(r['id'])}</td><td>{e(r['claim'])}</td><td{cls}>{status}</td>"
                    f'<td class="num">{score}</td><td>{cites}</td></tr>')
    conflicts = [f"<tr><td>{'<br>'.join(e(i) for i in c['ids'])}</td><td>{e(c['kind'])}</td>"
                 f"<td>{e(c['reason'])}</td><td>{e(c['favoured'] or '-')}</td></tr>"
                 for c in view.conflicts()]
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy"
 content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>{e(title)}</title><style>{CSS}</style></head>
<body>
<h1>{e(title)}</h1>
<p>{len(records)} fact(s) exported; {len(conflicts)} conflict(s) in the store.</p>
<h2>Bandwidth by generation</h2>
<div id="chart">{chart_svg(details)}</div>
<h2>Facts</h2>
<table><thead><tr><th>id</th><th>claim</th><th>status</th><th>score</th><th>sources</th></tr>
</thead><tbody>{''.join(rows)}</tbody></table>
<h2>Conflicts</h2>
<table><thead><tr><th>facts</th><th>kind</th><th>reason</th><th>favoured</th></tr></thead>
<tbody>{''.join(conflicts)}</tbody></table>
</body></html>
"""
