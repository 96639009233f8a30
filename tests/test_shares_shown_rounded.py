"""A GPU's share of a rounded system total is shown to the total's digits, never more."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.shares import share


def test_a_share_has_no_more_digits_than_the_total() -> None:
    assert share(130_000, "GB/s", 72) == 1810  # 130 TB/s: three digits
    assert share(14_400, "GB/s", 8) == 1800
    assert share(7_200, "GB/s", 8) == 900
    assert share(900, "GB/s", 8) == 112.5  # exact at one digit more


def test_answer_and_export_show_the_racks_share_per_gpu_rounded(runner: CliRunner,
                                                                tmp_path: Path) -> None:
    """A user asking the GB200 NVL72's total NVLink bandwidth was shown NVLink 5.0 at '1.80556
    TB/s per GPU' (130 TB/s over 72 GPUs), in answer and in the export's score_reason."""
    store = tmp_path / "s.yaml"
    store.write_text(
        "sources: [{id: page, kind: datasheet}]\nfacts:\n"
        "  - {id: rack, claim: \"NVLink Switch enables 130TB/s of GPU bandwidth in one NVL72.\","
        " status: verified, sources: [{source: page}]}\n", encoding="utf-8")
    result = runner.invoke(app, ["answer", "GB200 NVL72 total NVLink bandwidth", "-f", "table",
                                 "--store", str(store)])
    assert result.exit_code == 0, result.stderr
    assert "1.81 TB/s" in result.stdout and "1.80556" not in result.stdout
    exported = runner.invoke(app, ["export", "-f", "jsonl", "--store", str(store)])
    reason = json.loads(exported.stdout.splitlines()[0])["score_reason"]
    assert "1.81 TB/s per-gpu" in reason and "1.80556" not in reason
