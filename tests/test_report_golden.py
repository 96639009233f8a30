"""The HTML report as a golden file (STYLE: golden outputs for exporters), from a frozen analysis.

The report is drawn from what the View gives (facts, details, sources, conflicts, consensus),
recorded once from the bundled store into tests/golden/report-view.json, so the golden page
changes only when the report's own code (or pygal) does, not when scoring does. After a
deliberate change to the report, regenerate both files and review the diff:

    python tests/test_report_golden.py
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
RECORDED = GOLDEN / "report-view.json"
PAGE = GOLDEN / "report.html"
TITLE = "nvfacts report: facts.yaml"


class FrozenView:
    """What render_html reads of a View, as recorded."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    def query(self) -> list[dict[str, Any]]:
        return list(self.data["query"])

    def detail(self, fact_id: str) -> dict[str, Any]:
        return dict(self.data["details"][fact_id])

    def sources(self) -> dict[str, Any]:
        return dict(self.data["sources"])

    def conflicts(self) -> list[dict[str, Any]]:
        return list(self.data["conflicts"])

    def possible_conflicts(self) -> list[dict[str, Any]]:
        return list(self.data.get("possible", []))

    def consensus(self) -> tuple[list[dict[str, Any]], list[Any]]:
        return list(self.data["consensus"]), []

    def quote_written(self, statement: dict[str, Any]) -> None:
        """Recorded already: the consensus' figures as their claims write them."""

    def statements(self, subjects: Sequence[str] = (),
                   attribute: str | None = None) -> list[dict[str, Any]]:
        return [r for r in self.data["statements"] if (not subjects or r["subject"] in subjects)
                and attribute in (None, r["attribute"])]


def _page(data: dict[str, Any]) -> str:
    """The page, less what pygal makes new each time: the chart's random id and the date."""
    from nvfacts.report import render_html

    page = render_html(FrozenView(data), data["records"], TITLE)  # type: ignore[arg-type]
    return re.sub(r"<!--Generated with pygal [^>]*-->", "<!--Generated with pygal-->", page)


def test_the_report_is_the_golden_page() -> None:
    """Any change to the page (text, tables, styles, the chart's drawing) shows here."""
    data = json.loads(RECORDED.read_text(encoding="utf-8"))
    assert _page(data) == PAGE.read_text(encoding="utf-8")


def _record() -> dict[str, Any]:
    from nvfacts.cache import view_for
    from nvfacts.report import SERIES

    view = view_for(ROOT / "data" / "facts.yaml")
    records = view.select(everything=True, statuses=[], min_confidence=None).records
    rows = view.query()
    agreed = view.consensus()[0]
    for statement in agreed:
        view.quote_written(statement)
    return {"records": records, "query": rows,
            "details": {r["id"]: view.detail(r["id"]) for r in rows},
            "sources": view.sources(), "conflicts": view.conflicts(),
            "possible": view.possible_conflicts(),
            "consensus": agreed, "statements": view.statements(SERIES, "bandwidth")}


if __name__ == "__main__":
    recorded = _record()
    RECORDED.write_text(json.dumps(recorded, ensure_ascii=False, indent=1) + "\n",
                        encoding="utf-8")
    PAGE.write_text(_page(json.loads(RECORDED.read_text(encoding="utf-8"))), encoding="utf-8")
    sys.stdout.write(f"wrote {RECORDED.relative_to(ROOT)} and {PAGE.relative_to(ROOT)}\n")
