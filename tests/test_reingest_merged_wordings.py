"""Re-ingesting the same rows changes no byte when some of them were merged into another
fact, at ingest (a near-duplicate, even in another language) or by ``dedup --apply``: the
rows are found as the wordings they became, and their tags stay on those wordings, not on
the fact they were merged into (trial25: the 2nd run said 'merged 3' and gave an English fact
the tags [colleagues, zh] of a Chinese row; after dedup --apply, 'merged 21')."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.ingest import ingest
from nvfacts.loader import load


def _rows(path: Path, *rows: dict[str, object]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows),
                    encoding="utf-8")
    return path


def test_a_row_merged_into_another_languages_fact_is_unchanged_when_ingested_again(
        empty_store: Path, tmp_path: Path) -> None:
    page = _rows(tmp_path / "page.jsonl",
                 {"claim": "InfiniBand NDR provides 400 Gb/s per port.", "source": "page-a"})
    chinese = _rows(tmp_path / "chen.jsonl",
                    {"claim": "NDR InfiniBand 每端口 400 Gb/s。", "source": "colleague-chen",
                     "tags": ["colleagues", "zh"]})
    fact_id = ingest(empty_store, [page], None).added[0]
    assert ingest(empty_store, [chinese], None).merged == [fact_id]
    after = empty_store.read_bytes()
    again = ingest(empty_store, [chinese], None)
    assert (again.added, again.merged, again.unchanged) == ([], [], [fact_id])
    assert empty_store.read_bytes() == after
    fact = next(f for f in load(empty_store).store.facts if f.id == fact_id)
    assert fact.tags == []  # the English fact: the Chinese row's tags describe its wording
    assert [m.tags for m in fact.merged] == [["colleagues", "zh"]]


def test_rows_dedup_merged_are_unchanged_when_ingested_again(runner: CliRunner,
                                                             empty_store: Path,
                                                             tmp_path: Path) -> None:
    rows = _rows(tmp_path / "colleagues.jsonl",
                 {"claim": "V100 has six NVLink 2.0 links.", "source": "team-wiki",
                  "tags": ["colleagues", "en"]},
                 {"claim": "A100 的第三代 NVLink 提供每 GPU 600 GB/s 的双向带宽。",
                  "source": "colleague-bob", "tags": ["colleagues", "zh"]})
    more = _rows(tmp_path / "more.jsonl",
                 {"claim": "Each V100 GPU exposes 6 NVLink links.", "source": "colleague-alice",
                  "tags": ["colleagues", "wiki"]},
                 {"claim": "NVLink 3.0 on the A100 delivers 600 GB/s of bidirectional "
                  "bandwidth per GPU.", "source": "colleague-dana",
                  "tags": ["colleagues", "en"]})
    ingest(empty_store, [rows], None)
    ingest(empty_store, [more], None)
    applied = runner.invoke(app, ["--store", str(empty_store), "dedup", "--apply"],
                            catch_exceptions=False)
    assert applied.exit_code == 0
    facts = load(empty_store).store.facts
    assert len(facts) == 2 and all(len(f.merged) == 1 for f in facts)
    before = empty_store.read_bytes()
    for path in (rows, more):
        again = ingest(empty_store, [path], None)
        assert (again.added, again.merged, len(again.unchanged)) == ([], [], 2)
    assert empty_store.read_bytes() == before
    shown = runner.invoke(app, ["--store", str(empty_store), "ingest", str(rows), "-f", "json"],
                          catch_exceptions=False)
    said = json.loads(shown.stdout)
    assert (said["added"], said["merged"], len(said["unchanged"])) == ([], [], 2)
