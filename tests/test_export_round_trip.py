"""A curated store exported and ingested into an empty store is the same store: the curator's
own readings (`assertions`), decisions, tags, merged wordings (diverged ones too) and the
sources' descriptions come back, so the same conflicts and answers do."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import CliRunner

from nvfacts.cli import app

CURATED = """\
sources:
  - id: card
    title: An NVLink knowledge card
    kind: knowledge-card
    description: NVLink is NVIDIA's GPU-to-GPU interconnect.
  - id: notes
    title: My notes
    kind: curator
    url: https://example.org/notes
    reliability: 0.8
    description: What I checked by hand.
facts:
  - id: uni
    claim: NVLink 4.0 (used in the H100) can achieve a unidirectional bandwidth of 900 GB/s.
    status: verified
    confidence: 0.7
    sources:
      - source: card
        locator: 'All Facts #6'
        confidence: 0.7
        status: verified
    assertions:
      - subject: NVLink 4.0
        attribute: bandwidth
        value: 900
        unit: GB/s
        direction: bidirectional
        scope: per-gpu
        text: 900 GB/s
  - id: per-gpu
    claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU (H100).
    tags: [reference, nvlink-4]
    sources:
      - source: notes
        locator: page 2
    merged:
      - id: edited
        claim: NVLink 4.0 provides 600 GB/s of bidirectional bandwidth per GPU for the H100.
        lang: en
        sources:
          - source: card
            locator: 'All Facts #9'
  - id: links
    claim: NVLink 4.0 provides 18 links per GPU (H100).
    sources:
      - source: notes
  - id: xid
    claim: Xid 74 is an NVLink error on a GPU with twelve NVLink 4.0 ports.
    sources:
      - source: card
    assertions:
      - subject: NVLink 4.0
        attribute: link-count
        value: 12
        text: twelve NVLink 4.0 ports
  - id: silenced
    claim: NVLink 4.0 gives 450 GB/s per GPU in the PCIe card version.
    sources:
      - source: card
    assertions: []
"""


def _run(runner: CliRunner, store: Path, *args: str) -> Any:
    result = runner.invoke(app, [*args, "-f", "json", "--store", str(store)])
    assert result.exit_code in (0, 1), result.stderr
    return json.loads(result.stdout)


def _seen(runner: CliRunner, store: Path) -> dict[str, Any]:
    """What a user sees of the store: every fact exported, the conflicts, an answer."""
    return {"export": _run(runner, store, "export", "--all"),
            "conflicts": sorted(sorted(c["ids"]) for c in
                                _run(runner, store, "conflicts")["conflicts"]),
            "answer": _run(runner, store, "answer", "NVLink 4.0 bandwidth")["answers"]}


@pytest.fixture(scope="module")
def curated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    runner = CliRunner()
    store = tmp_path_factory.mktemp("curated") / "facts.yaml"
    store.write_text(CURATED, encoding="utf-8")
    assert runner.invoke(app, ["verify", "per-gpu", "--evidence", "H100 datasheet p.2",
                               "--source", "notes", "--store", str(store)]).exit_code == 0
    return store, _seen(runner, store)


def test_the_curated_store_reads_as_its_curator_wrote_it(
        curated: tuple[Path, dict[str, Any]]) -> None:
    """The hand readings decide: 'unidirectional ... 900 GB/s' read as the per-GPU figure it
    is disputes nothing, the Xid note's 12 links disputes the 18, the 450 is silenced; the
    wording edited to 600 GB/s is its fact's rival."""
    _, seen = curated
    assert seen["conflicts"] == [["edited", "per-gpu"], ["links", "xid"]]
    facts = {f["id"]: f for f in seen["export"]["facts"]}
    assert facts["uni"]["assertions"][0]["direction"] == "bidirectional"
    assert facts["silenced"]["assertions"] == []
    assert "assertions" not in facts["links"]  # read from its claim: nothing to carry
    assert [w["id"] for w in facts["per-gpu"]["diverged"]] == ["edited"]


@pytest.mark.parametrize("fmt", ["jsonl", "json", "yaml", "csv"])
def test_an_export_ingested_into_an_empty_store_gives_the_same_store(
        curated: tuple[Path, dict[str, Any]], tmp_path: Path, fmt: str) -> None:
    runner = CliRunner()
    store, seen = curated
    exported = tmp_path / f"facts.{fmt}"
    assert runner.invoke(app, ["export", "--all", "-f", fmt, "-o", str(exported), "--store",
                               str(store)]).exit_code == 0
    target = tmp_path / "copy.yaml"
    target.write_text("facts: []\n", encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(exported), "--store", str(target)])
    assert result.exit_code == 0, result.stderr
    assert _seen(runner, target) == seen
    ours, theirs = (yaml.safe_load(p.read_text(encoding="utf-8")) for p in (store, target))
    assert {s["id"]: s for s in theirs["sources"]} == {s["id"]: s for s in ours["sources"]}
    written = {f["id"]: f for f in ours["facts"]}
    for fact in theirs["facts"]:
        for key in ("assertions", "history", "tags", "merged", "status", "confidence"):
            assert fact.get(key) == written[fact["id"]].get(key), (fact["id"], key)


@pytest.mark.parametrize("fmt", ["json", "jsonl"])
def test_a_broken_diverged_wording_is_named_at_its_row_under_its_key(
        curated: tuple[Path, dict[str, Any]], tmp_path: Path, fmt: str) -> None:
    """An export --all's diverged wording edited into one with no claim: ingest refuses the
    file at the fact's row naming the ``diverged`` key and which of its wordings (it said
    'merged.claim', a key the row does not have), with what a wording must hold."""
    runner = CliRunner()
    store, _ = curated
    facts = json.loads(runner.invoke(app, ["export", "--all", "-f", "json", "--store",
                                           str(store)]).stdout)["facts"]
    holder = next(n for n, f in enumerate(facts) if f.get("diverged"))
    assert not facts[holder]["merged"] and facts[holder]["diverged"][0]["id"] == "edited"
    del facts[holder]["diverged"][0]["claim"]
    broken = tmp_path / f"facts.{fmt}"
    broken.write_text(json.dumps({"facts": facts}, indent=2) if fmt == "json" else
                      "".join(json.dumps(f) + "\n" for f in facts), encoding="utf-8")
    lines = broken.read_text(encoding="utf-8").splitlines()  # json: the fact's opening brace
    row = holder + 1 if fmt == "jsonl" else \
        [n for n, text in enumerate(lines, 1) if text == "    {"][holder]
    target = tmp_path / "copy.yaml"
    target.write_text("facts: []\n", encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(broken), "--store", str(target)])
    assert result.exit_code == 2
    assert f"{broken}:{row}:1: diverged.claim: Field required (diverged wording 1 'edited': " \
        "each is an object with its own id, claim and sources" in result.stderr
    assert "merged" not in result.stderr
    assert target.read_text(encoding="utf-8") == "facts: []\n"
