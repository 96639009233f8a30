"""The HTML report's chart and conflicts as a reader sees them: bars from the axis floor with
lengths that keep the ratios, labels clear of each other and of gridlines, disputed bars that
name their fact, conflicts with their claims."""

from __future__ import annotations

import html
import json
import math
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app

FONT = 13
"""The chart's value font size in pixels (a label is at most 0.6 of it wide per character)."""


DISPUTED = """\
  - id: edr-half
    claim: InfiniBand EDR provides 12.5 GB/s of bidirectional bandwidth per port.
"""
"""A claim that loses to the reference 25 GB/s: a disputed bar just above the axis floor."""


@pytest.fixture
def store(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE.read_text(encoding="utf-8") + DISPUTED, encoding="utf-8")
    return path


@pytest.fixture
def page(store: Path) -> str:
    out = store.with_name("report.html")
    result = CliRunner().invoke(app, ["export", "--store", str(store), "-f", "html", "--all",
                                      "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    return out.read_text(encoding="utf-8")


def test_the_same_store_gives_the_same_page(store: Path, page: str) -> None:
    """An export kept in git or fed to a pipeline changes only when the store does: no random
    chart id, no date of the day it was made."""
    again = store.with_name("again.html")
    result = CliRunner().invoke(app, ["export", "--store", str(store), "-f", "html", "--all",
                                      "-o", str(again)])
    assert result.exit_code == 0, result.stderr
    assert again.read_text(encoding="utf-8") == page
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b", page)


def _numbers(tag: str) -> dict[str, float]:
    return {k: float(v) for k, v in re.findall(r'\b(x|y|width|height)="([-\d.]+)"', tag)}


def _bars(svg: str) -> list[dict[str, float]]:
    return [_numbers(tag) for tag in re.findall(r"<rect [^>]*class=\"rect reactive[^>]*>", svg)]


def _labels(svg: str) -> list[tuple[float, float, str]]:
    """Each printed value: x, y and text."""
    found = []
    for tag, text in re.findall(r'(<text [^>]*class="value"[^>]*>)([^<]*)</text>', svg):
        at = _numbers(tag)
        found.append((at["x"], at["y"], html.unescape(text)))
    return found


def log_fit(values: list[float], lengths: list[float]) -> tuple[float, float]:
    """Bars on a log axis from a floor f have lengths s * log10(value / f): the floor that a
    least-squares fit of the drawn lengths gives, and the largest miss as a share of the
    longest bar."""
    xs = [math.log10(v) for v in values]
    mx, my = sum(xs) / len(xs), sum(lengths) / len(lengths)
    s = sum((x - mx) * (y - my) for x, y in zip(xs, lengths, strict=True)) / \
        sum((x - mx) ** 2 for x in xs)
    floor = 10 ** (mx - my / s)
    miss = max(abs(s * (x - math.log10(floor)) - y) for x, y in zip(xs, lengths, strict=True))
    return floor, miss / max(lengths)


def test_the_axis_floor_is_a_power_of_ten_below_the_smallest_value() -> None:
    from nvfacts.report import axis

    assert axis([25, 1800]) == (10, 10000)
    assert axis([12.5, 25, 900]) == (10, 10000)
    assert axis([10, 100]) == (1, 1000)  # a value on a power of ten still gets a bar
    assert axis([0.5, 4]) == (0.1, 10)


def test_every_bar_starts_at_the_floor_and_keeps_the_ratios(page: str) -> None:
    """Lengths on a log axis: log(value / floor) times one scale for every bar, so the 25 GB/s
    of InfiniBand EDR and the 32 GB/s of PCIe 3.0 are real bars, not slivers."""
    bars = _bars(page)
    # as tables write them: '1.8 TB/s'; a port's rate as written, then the bar's figure:
    # '100 Gb/s unidirectional = 25 GB/s bidirectional'
    written = [t.split(" = ")[-1].split()[:2] for _, _, t in _labels(page)]
    values = [float(v) * (1000 if unit == "TB/s" else 1) for v, unit in written]
    assert len(bars) == len(values) and {12.5, 25.0, 32.0, 1800.0} <= set(values)
    assert ["1.8", "TB/s"] in written and ["900", "GB/s"] in written
    horizontal = len({b["x"] for b in bars}) == 1
    lengths = sorted(b["width"] if horizontal else b["height"] for b in bars)
    assert min(lengths) > 20
    floor, miss = log_fit(sorted(values), lengths)
    assert miss < 0.01 and floor < min(values) / 1.2, (floor, miss)


def test_value_labels_neither_overlap_nor_sit_on_gridlines(page: str) -> None:
    labels = _labels(page)
    start = re.search(r"text\.value\{text-anchor:start\}", page)  # the page's CSS, else pygal's
    boxes = [(x, x + len(t) * FONT * 0.6, y) if start else
             (x - len(t) * FONT * 0.3, x + len(t) * FONT * 0.3, y) for x, y, t in labels]
    for i, (left, right, y) in enumerate(boxes):
        for other_left, other_right, other_y in boxes[i + 1:]:
            assert abs(y - other_y) >= FONT or right < other_left or other_right < left, \
                (labels[i], (other_left, other_y))
    grid = [float(x) for x in re.findall(r'<path d="M([\d.]+) [\d.]+ v[\d.]+" class="[a-z ]*'
                                         r'guide line"', page)]
    assert grid == [0.0]  # the floor only
    assert not [label for label, (left, right, _) in zip(labels, boxes, strict=True)
                if any(left <= x <= right for x in grid)]


def test_the_disputed_bar_names_its_fact_and_claim(page: str) -> None:
    """Its printed value points to a note that names the generation, the value, the fact and
    its claim."""
    notes = re.findall(r"<li>(.*?)</li>", page.split('<ol class="notes">')[1].split("</ol>")[0])
    disputed = [t for _, _, t in _labels(page) if "disputed" in t]
    assert len(disputed) == len(notes) > 0
    for label in disputed:
        number = re.search(r"note (\d+)", label)
        assert number, label
        if label.startswith("12.5 "):
            note = notes[int(number.group(1)) - 1]
            assert "InfiniBand EDR, 12.5 GB/s" in note and "edr-half" in note
            assert "InfiniBand EDR provides 12.5 GB/s of bidirectional bandwidth" in note
    assert any(label.startswith("12.5 ") for label in disputed)


def test_conflicts_table_shows_the_claims_beside_the_ids(page: str, store: Path,
                                                         runner: CliRunner) -> None:
    conflicts = json.loads(runner.invoke(
        app, ["conflicts", "--store", str(store), "-f", "json"]).stdout)["conflicts"]
    claims = {f["id"]: f["claim"] for f in json.loads(runner.invoke(
        app, ["query", "--store", str(store), "-f", "json"]).stdout)["facts"]}
    table = page.split("<h2>Conflicts</h2>")[1]
    rows = table.split("<tr>")[2:]
    assert len(rows) == len(conflicts) > 0
    for conflict, row in zip(conflicts, rows, strict=True):
        for fact_id in conflict["ids"]:
            assert html.escape(fact_id) in row and html.escape(claims[fact_id]) in row


def test_a_zero_or_negative_figure_does_not_break_the_chart(runner: CliRunner,
                                                             empty_store: Path) -> None:
    """Found by the output fuzzer: log10(0) used to end the export with an internal error."""
    empty_store.write_text("facts:\n  - id: zero\n    claim: NVLink 4.0 has 0 GB/s per GPU.\n"
                           "    status: verified\n", encoding="utf-8")
    result = runner.invoke(app, ["export", "--all", "-f", "html", "--store", str(empty_store)])
    assert result.exit_code == 0, result.stderr
    assert "NVLink 4.0 has 0 GB/s per GPU." in result.stdout


def test_the_report_forbids_scripts_and_fetches_by_its_content_security_policy(page: str) -> None:
    """README: no script (a Content-Security-Policy forbids any) and nothing fetched: the policy
    starts from default-src 'none' and allows only inline styles and data: images."""
    found = re.findall(r'<meta http-equiv="Content-Security-Policy"\s+content="([^"]*)">', page)
    assert len(found) == 1
    rules = dict(rule.strip().split(" ", 1) for rule in found[0].split(";"))
    assert rules == {"default-src": "'none'", "style-src": "'unsafe-inline'",
                     "img-src": "data:"}


@pytest.mark.parametrize("url", ["javascript:alert(1)", "data:text/html,x", "file:///etc",
                                 "//evil.example", "vbscript:x", " https://x"])
def test_only_http_and_https_addresses_become_links(url: str) -> None:
    """A source address of any other scheme (should one reach the report) is never a link."""
    from nvfacts.report import _link

    assert _link(url) == ""
    assert _link("https://example.org/a?b=1&c=\"2\"") == "https://example.org/a?b=1&amp;c=&quot;2&quot;"
    assert _link("HTTP://example.org") == "HTTP://example.org"


LONG = """\
  - id: a{long_id}
    claim: "NVLink 4.0 signals at 25 GB/s per direction, see {url}"
    status: verified
    sources:
      - source: h100-datasheet
        locator: "{url}"
"""
"""A fact with a 64-character id, an unbroken address in its claim and locator, and a
bandwidth whose scope it does not state."""


TABLES = ("const out={page:document.documentElement.clientWidth,tables:[]};"
          "for(const t of document.querySelectorAll('table'))out.tables.push("
          "[t.scrollWidth,t.getBoundingClientRect().right]);")
"""The page's width and each table's scrollWidth and right edge."""
BROKEN = ("const out={broken:[],cells:0};"
          "for(const c of document.querySelectorAll('table.words td:not(.any), th')){"
          "out.cells++;const w=document.createTreeWalker(c,NodeFilter.SHOW_TEXT);let n;"
          "while((n=w.nextNode()))for(const m of n.data.matchAll(/\\S+/g)){"
          "const r=document.createRange();r.setStart(n,m.index);"
          "r.setEnd(n,m.index+m[0].length);"
          "const tops=new Set([...r.getClientRects()].map(x=>Math.round(x.top)));"
          "if(tops.size>1)out.broken.push(m[0]);}}")
"""The words of short cells (the consensus tables' subject, attribute, value, qualifiers and
score, and every header) that a line break splits, and how many such cells there are."""


def _layout(page: Path, width: int, measure: str = TABLES) -> dict[str, Any]:
    """What Chromium lays out at ``width`` pixels, as ``measure`` (a script setting ``out``)
    finds it, run in a copy without the policy."""
    import subprocess
    import tempfile

    from scripts.screenshot_report import chromium

    text = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "",
                  page.read_text(encoding="utf-8"))
    probe = (f"<script>{measure}"
             "document.body.dataset.layout=JSON.stringify(out);</script></body>")
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder) / "page.html"
        copy.write_text(text.replace("</body>", probe), encoding="utf-8")
        dom = subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu",
                              "--no-first-run", "--disable-background-networking",
                              f"--user-data-dir={folder}/profile", f"--window-size={width},800",
                              "--dump-dom", copy.as_uri()],
                             check=True, capture_output=True, timeout=180).stdout.decode()
    found = re.search(r'data-layout="([^"]*)"', dom)
    assert found, dom[:500]
    return dict(json.loads(html.unescape(found.group(1))))


def test_no_table_is_wider_than_the_page_at_1024_pixels(runner: CliRunner, store: Path,
                                                         tmp_path: Path) -> None:
    """Long ids, claims and addresses wrap inside their cells: at 1024 px every table (the
    consensus tables too) fits the page (headless Chromium)."""
    url = "https://example.org/" + "x" * 150
    with store.open("a", encoding="utf-8") as handle:
        handle.write(LONG.format(long_id="b" * 63, url=url))
    out = tmp_path / "wide.html"
    result = runner.invoke(app, ["export", "--store", str(store), "-f", "html", "--all",
                                 "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    page = out.read_text(encoding="utf-8")
    consensus = page[page.index("<h2>Consensus</h2>"):page.index("<h2>Facts</h2>")]
    assert "a" + "b" * 63 in consensus  # the long id is in a consensus table
    layout = _layout(out, 1024)
    assert len(layout["tables"]) >= 5
    for scroll, right in layout["tables"]:
        assert scroll <= layout["page"] and right <= layout["page"], layout


def test_the_consensus_tables_say_when_no_claim_states_the_scope(page: str) -> None:
    consensus = page[page.index("<h2>Consensus</h2>"):page.index("<h2>Facts</h2>")]
    rows = re.findall(r"<tr><td>NVLink 4\.0</td><td>bandwidth</td>(.*?)</tr>", consensus)
    shown = {re.findall(r"<td[^>]*>([^<]*)</td>", row)[1] for row in rows}
    assert "bidirectional, per GPU" in shown and "scope not stated" in shown
    unstated = next(row for row in rows if "scope not stated" in row)
    assert "fourth-generation-nvlink-hopper-architecture" in unstated  # "provides 900 GB/s"


def test_the_chart_plots_a_stated_scope_before_one_no_claim_states() -> None:
    """An unscoped 'signals at 25 GB/s per direction' (perhaps a link's) never becomes the
    generation's bar over a stated per-GPU figure, however well it scores."""
    from nvfacts.report import SERIES, chart_values

    def fact(fact_id: str, score: float, value: float, direction: str,
             scope: str | None) -> dict[str, Any]:
        return {"id": fact_id, "claim": fact_id, "status": "verified", "score": score,
                "assertions": [{"subject": "NVLink 4.0", "attribute": "bandwidth",
                                "value": value, "direction": direction, "scope": scope}]}

    verified, _ = chart_values([fact("signals", 0.99, 25, "unidirectional", None),
                                fact("per-gpu", 0.90, 900, "bidirectional", "per-gpu")])
    plotted = verified[SERIES.index("NVLink 4.0")]
    assert plotted is not None and (plotted.value, plotted.fact) == (900, "per-gpu")


@pytest.mark.parametrize("width", [1000, 1024])
def test_short_cells_wrap_between_words_never_inside_one(store: Path, tmp_path: Path,
                                                         width: int) -> None:
    """'bandwidth', 'introduced', 'bidirectional' and the headers are never split across lines
    (headless Chromium), and the tables still fit the page."""
    out = tmp_path / "report.html"
    result = CliRunner().invoke(app, ["export", "--store", str(store), "-f", "html", "--all",
                                      "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    found = _layout(out, width, BROKEN)
    assert found["cells"] > 50 and found["broken"] == [], found
    layout = _layout(out, width)
    assert all(scroll <= layout["page"] and right <= layout["page"]
               for scroll, right in layout["tables"]), layout


OVERFLOWING = ("const out={over:[]};"
               "for(const c of document.querySelectorAll('th'))"
               "if(c.scrollWidth>c.clientWidth)out.over.push(c.textContent);")
"""The header cells whose words run out of them, into the next column."""


def test_no_header_runs_into_the_next_column_at_1024_pixels(page: str, tmp_path: Path) -> None:
    """New-user trial 21: 'statement score' ran into the consensus tables' 'facts' column."""
    out = tmp_path / "page.html"
    out.write_text(page, encoding="utf-8")
    assert _layout(out, 1024, OVERFLOWING)["over"] == []


def test_the_header_says_how_many_conflicts_are_settled(runner: CliRunner,
                                                        tmp_path: Path) -> None:
    """New-user trial 21: '2 conflict(s) in the store' when a curator had settled both, and
    'Disputed values: 1. none' under the chart."""
    store, out = tmp_path / "facts.yaml", tmp_path / "report.html"
    store.write_text(
        "sources:\n  - {id: datasheet, kind: datasheet}\n  - {id: blog, kind: article}\n"
        "facts:\n"
        "  - {id: four, claim: DGX H100 has 4 NVSwitch chips., sources: [{source: datasheet}]}\n"
        "  - {id: six, claim: DGX H100 has 6 NVSwitch chips., sources: [{source: blog}]}\n"
        "  - {id: eight, claim: DGX B200 has 2 NVSwitch chips., sources: [{source: datasheet}]}\n"
        "  - {id: nine, claim: DGX B200 has 9 NVSwitch chips., sources: [{source: blog}]}\n",
        encoding="utf-8")

    def header() -> str:
        result = runner.invoke(app, ["export", "--store", str(store), "-f", "html", "--all",
                                     "-o", str(out)])
        assert result.exit_code == 0, result.output
        page = out.read_text(encoding="utf-8")
        assert "<li>none</li>" not in page and "No generation has a disputed value." in page
        return page[page.index("<p>"):page.index("</p>")]

    assert header().endswith("2 conflict(s) in the store, none settled by a curator.")
    for fact in ("six", "nine"):
        assert runner.invoke(app, ["refute", fact, "--store", str(store), "--evidence",
                                   "the datasheet"]).exit_code == 0
        said = header()
        assert said.endswith(
            "2 conflict(s) in the store: 1 settled by a curator, 1 unsettled." if fact == "six"
            else "2 conflict(s) in the store, both settled by a curator."), said


def test_a_disputed_claims_unbeaten_value_is_not_drawn_disputed(tmp_path: Path,
                                                                runner: CliRunner) -> None:
    """Only the claim's beaten value is a red bar: its NVLink 5.0 100 GB/s, which no rival beats
    (as `answer` shows it), gets no 'disputed, note' (new-user trial 23: a value the consensus
    table showed at 0.96 was marked disputed because another figure of its fact lost)."""
    store = tmp_path / "facts.yaml"
    store.write_text(STORE.read_text(encoding="utf-8") + """\
  - id: edr-half-and-nvlink5
    claim: InfiniBand EDR provides 12.5 GB/s of bidirectional bandwidth per port, while NVLink \
5.0 moves 100 GB/s.
""", encoding="utf-8")
    answered = runner.invoke(app, ["--store", str(store), "answer", "NVLink 5.0 bandwidth",
                                   "-f", "json"])
    hundred = [a for a in json.loads(answered.stdout)["answers"]
               if a["value"] == 100 and "edr-half-and-nvlink5" in a["facts"]]
    assert hundred and not any(a["beaten"] or a["tied"] for a in hundred)
    out = tmp_path / "report.html"
    result = runner.invoke(app, ["export", "--store", str(store), "-f", "html", "--all",
                                 "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    labels = [t for _, _, t in _labels(out.read_text(encoding="utf-8")) if "disputed" in t]
    assert any(t.startswith("12.5 GB/s disputed") for t in labels)
    assert not any(t.startswith("100 GB/s") for t in labels)


def test_a_port_rate_reads_alike_in_chart_and_table(tmp_path: Path) -> None:
    """Trial 27: the chart said InfiniBand HDR 50 GB/s and NDR 100 GB/s (bidirectional), the
    consensus table HDR 25 GB/s and NDR 50 GB/s, where pages write 200 and 400 Gb/s per port;
    both now give the figure as written and the bidirectional figure the bar is drawn at."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "facts:\n  - id: ib-cn\n    claim: InfiniBand NDR 每端口速率 400Gb/s,HDR 每端口 200Gb/s。\n"
        "    status: verified\n", encoding="utf-8")
    out = tmp_path / "report.html"
    result = CliRunner().invoke(app, ["export", "--store", str(store), "-f", "html", "-o",
                                      str(out)])
    assert result.exit_code == 0, result.stderr
    page = out.read_text(encoding="utf-8")
    labels = sorted(t for _, _, t in _labels(page))
    assert labels == ["200 Gb/s unidirectional = 50 GB/s bidirectional",
                      "400 Gb/s unidirectional = 100 GB/s bidirectional"]
    rows = {cells[0]: cells[2:4] for cells in (
        [html.unescape(re.sub(r"<[^>]+>", "", c)) for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
        for row in re.findall(r"<tr><td>InfiniBand.*?</tr>", page))}
    assert rows == {
        "InfiniBand HDR": ["200 Gb/s", "direction not stated, read as unidirectional, per port "
                                       "(= 50 GB/s bidirectional)"],
        "InfiniBand NDR": ["400 Gb/s", "direction not stated, read as unidirectional, per port "
                                       "(= 100 GB/s bidirectional)"]}
