"""New-user trial 28: the default export (the verified subset, as SPEC has it) held 7 facts, all
verified by one knowledge card's own labels, 2 of them wrong, one with nothing read from it
('Xid 79 indicates an NVLink error.'), and none of the datasheet's facts scoring 0.89-0.95; a
data scientist feeding it to a retrieval system was not told. The default is kept; export
names on stderr each fact it writes as verified on a status alone (no curator) with a low score
or nothing read, and says how to choose by score instead."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.kb import load
from nvfacts.labelalone import LABEL_ALONE

STORE = """\
sources:
  - {id: wiki-card, kind: knowledge-card}
  - {id: sheet, kind: datasheet}
  - {id: forum, kind: forum}
facts:
  - id: xid
    claim: Xid 79 indicates an NVLink error.
    status: verified
    sources: [{source: wiki-card, confidence: 0.8, status: verified}]
  - id: pcie6
    claim: PCIe 6.0 x16 provides about 256 GB/s per direction.
    status: verified
    sources: [{source: wiki-card, confidence: 0.75, status: verified}]
  - id: nvlink4
    claim: NVLink 4.0 has a bidirectional bandwidth of 900 GB/s per GPU.
    status: verified
    sources: [{source: wiki-card, confidence: 0.95, status: verified}, {source: sheet},
              {source: forum}]
  - id: links
    claim: The H100 SXM5 GPU has 18 NVLink 4.0 links.
    sources: [{source: sheet}, {source: forum}]
  - id: checked
    claim: NVLink 5.0 was introduced in 2024.
    status: verified
    history:
      - {date: '2026-12-01', status: verified, evidence: Blackwell launch}
"""


def _export(store: Path, *args: str) -> tuple[list[str], str]:
    result = CliRunner().invoke(app, ["--store", str(store), "export", *args, "-f", "json"])
    assert result.exit_code == 0, result.output
    return [f["id"] for f in json.loads(result.stdout)["facts"]], result.stderr


def test_the_default_export_names_facts_verified_by_a_label_alone(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(STORE, encoding="utf-8")
    ids, stderr = _export(store)
    assert sorted(ids) == ["checked", "nvlink4", "pcie6", "xid"]  # SPEC's verified subset
    warned = {line.split()[2] for line in stderr.splitlines()
              if line.startswith("warning: exported ")}
    assert warned == {"xid", "pcie6"}, stderr  # the well-supported and the curated: not named
    assert "warning: exported xid as verified on its page's own label (wiki-card) alone: " \
        "score 0." in stderr
    assert "no figure read from its claim" in stderr
    assert "--all --min-confidence 0.8" in stderr and "--curated" in stderr


def test_the_recipes_the_warning_gives_write_what_the_sources_support(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(STORE, encoding="utf-8")
    ids, stderr = _export(store, "--all", "--min-confidence", "0.8")
    assert "links" in ids and "pcie6" not in ids and "warning:" not in stderr
    ids, stderr = _export(store, "--curated")
    assert ids == ["checked"] and "warning:" not in stderr


def test_the_python_api_gives_the_facts_verified_by_a_label_alone(tmp_path: Path) -> None:
    """The finding is the library's: an export's selection carries it as values, which the
    command line words (the trial's data scientist may call the library, not the CLI)."""
    store = tmp_path / "facts.yaml"
    store.write_text(STORE, encoding="utf-8")
    selection = load(store).view.select()
    assert sorted(r["id"] for r in selection.records) == ["checked", "nvlink4", "pcie6", "xid"]
    by_fact = {a.fact: a for a in selection.alone}
    assert sorted(by_fact) == ["pcie6", "xid"]
    xid = by_fact["xid"]
    assert xid.labels == ("wiki-card",) and xid.unread
    assert xid.score is not None and xid.score < LABEL_ALONE
    assert load(store).view.select(curated=True).alone == []
