"""A fact a conflict disputes is named by it, and a relation read from a table's
row run together raises none (analysis/certainty.py, the gate; issue 13)."""

from __future__ import annotations

import yaml

from nvfacts.kb import KnowledgeBase
from nvfacts.loader import load_text

RUN_TOGETHER = ("Gen BW per Link (Bidir) Links/GPU Total GPU BW Year GPUs NVLink 1.0 40 GB/s 4 "
                "160 GB/s 2016 P100 NVLink 2.0 50 GB/s 6 300 GB/s 2017 V100")
"""A two-row table flattened into one line: P100 ends NVLink 1.0's row, NVLink 2.0 opens the
next."""


def _conflicts(claims: dict[str, str]) -> list[tuple[str, ...]]:
    store = {"sources": [], "facts": [{"id": k, "claim": v} for k, v in claims.items()]}
    text = yaml.safe_dump(store, allow_unicode=True, sort_keys=False)
    return [tuple(c.ids) for c in KnowledgeBase(load_text(text, "<t>")).analysis.conflicts]


def test_a_fact_disputed_through_its_statement_is_named_by_a_conflict() -> None:
    # a flattened table's per-link column read as a GPU's joins a statement another claim
    # states plainly (no table row's cells naming no subject: their figures of one kind are
    # not parted, analysis/certainty.py): its score falls with that statement, so its conflict
    # must be listed
    claims = {
        "timeline": "NVLink 1.0: 2016, 4 links, 160 GB/s | NVLink 2.0: 2017, 6 links, 300 GB/s "
                    "| NVLink 3.0: 2020, 12 links, 600 GB/s | NVLink 4.0: 2022, 18 links, "
                    "900 GB/s | NVLink 5.0: 2024, 18 links, 1,800 GB/s",
        "versus": "V100 vs P100: six NVLink 2.0 links vs four NVLink 1.0 links; 300 GB/s vs "
                  "160 GB/s total bidirectional bandwidth per GPU.",
        "plain": "NVLink 1.0 gives each GPU 40 GB/s.",
        "table": RUN_TOGETHER}
    store = {"sources": [], "facts": [{"id": k, "claim": v} for k, v in claims.items()]}
    text = yaml.safe_dump(store, allow_unicode=True, sort_keys=False)
    analysis = KnowledgeBase(load_text(text, "<t>")).analysis
    named = {i for c in analysis.conflicts for i in c.ids}
    disputed = {f for f, status in analysis.status.items() if status == "disputed"}
    assert disputed and disputed <= named


def test_a_product_ending_a_table_row_is_not_said_to_use_the_next_rows_generation() -> None:
    assert _conflicts({"table": RUN_TOGETHER, "plain": "The P100 uses NVLink 1.0."}) == []


def test_a_plain_relation_still_conflicts() -> None:
    assert _conflicts({"one": "The P100 uses NVLink 1.0.",
                       "two": "The P100 uses NVLink 2.0."}) == [("one", "two")]


def test_a_figure_written_after_a_product_of_another_generation_is_not_plain() -> None:
    # the 1.8 TB/s follows the B200 (NVLink 5.0), yet the bare "NVLink" was read as the P100's
    timeline = ("2016 年的 P100 每卡 NVLink 带宽是 160GB/s\uff0c到 2024 年的 B200 已达 1.8TB/s"
                "\uff0c八年涨了十倍多。")
    assert _conflicts({"timeline": timeline, "p100": "NVLink 1.0 gives the P100 80 GB/s."}) == []


def test_a_generation_the_clause_writes_stays_plain() -> None:
    assert _conflicts({"one": "NVLink 2.0 came with the A100 at 600 GB/s per GPU.",
                       "two": "NVLink 2.0 gives each V100 300 GB/s."}) != []
