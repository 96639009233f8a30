"""A hedge ("about", "up to", 大约, 最多) is the figure itself and a bound ("at least") is another
figure: docs/dedup.md's decision, asked by trial 31 ("about 64 GB/s per direction" merged with
"64 GB/s per direction", "at least 64" kept apart; 大约900 / 最多900 / "up to 900 GB/s per GPU"
merged with the exact 900)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

PCIE = ["PCIe 5.0 x16 offers 64 GB/s per direction.",
        "PCIe 5.0 x16 offers about 64 GB/s per direction."]
AT_LEAST = "PCIe 5.0 x16 offers at least 64 GB/s per direction."
NVLINK = ["NVLink 4.0 provides 900 GB/s per GPU.", "NVLink 4.0 provides up to 900 GB/s per GPU.",
          "第四代NVLink每个GPU提供900 GB/s带宽。", "第四代NVLink每个GPU提供大约900 GB/s带宽。",
          "第四代NVLink每个GPU提供最多900 GB/s带宽。"]
FEWER = "NVLink 4.0 provides more than 900 GB/s per GPU."


def test_hedges_merge_and_bounds_stay_apart(runner: CliRunner, tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    rows = tmp_path / "claims.jsonl"
    claims = [*PCIE, AT_LEAST, *NVLINK, FEWER]
    rows.write_text("".join(json.dumps({"claim": c, "source": "alpha"}, ensure_ascii=False) +
                            "\n" for c in claims), encoding="utf-8")
    assert runner.invoke(app, ["--store", str(store), "ingest", str(rows)]).exit_code == 0
    facts = json.loads(runner.invoke(app, ["--store", str(store), "query", "-f", "json"]).stdout)
    ids = {f["claim"]: f["id"] for f in facts["facts"]}
    assert len(ids) == len(claims)
    done = runner.invoke(app, ["--store", str(store), "dedup", "-f", "json"])
    clusters = sorted(sorted(c["ids"]) for c in json.loads(done.stdout)["clusters"])
    assert clusters == sorted([sorted(ids[c] for c in PCIE), sorted(ids[c] for c in NVLINK)])
