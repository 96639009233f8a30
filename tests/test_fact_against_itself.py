"""A fact is never in conflict with itself, and what `conflicts` counts, lists and exits with
agree (new-user trial 19: a claim read as both 50 and 600 GB/s per link tied with itself, and
`conflicts --fail-unsettled` said '0 conflict(s) ... in 1 group(s)', listed it and exited 0)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.extract import extract

# a curator's slip (or a misreading): one fact giving NVLink 3.0 two figures per link
MISREAD = """\
facts:
  - id: nv3
    claim: NVLink 3.0 (A100) had 50 GB/s per link with 12 links per GPU, totaling 600 GB/s.
    assertions:
      - {subject: NVLink 3.0, attribute: bandwidth, value: 50, unit: GB/s, scope: per-link}
      - {subject: NVLink 3.0, attribute: link-count, value: 12}
      - {subject: NVLink 3.0, attribute: bandwidth, value: 600, unit: GB/s, scope: per-link}
"""
TRUE_CLAIM = """\
  - id: a100
    claim: NVLink 3.0 gives 600 GB/s per A100 GPU.
"""


def _conflicts(store: Path, fmt: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(app, ["--store", str(store), "conflicts", "--fail-unsettled",
                                      "-f", fmt])
    return result.exit_code, result.stdout, result.stderr


def test_a_fact_whose_readings_disagree_is_no_conflict(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(MISREAD, encoding="utf-8")
    code, out, err = _conflicts(store, "table")
    assert (code, out) == (0, "")
    assert err.startswith("0 conflict(s) between facts, in 0 group(s)")
    code, out, _ = _conflicts(store, "json")
    assert code == 0 and json.loads(out)["conflicts"] == json.loads(out)["groups"] == []


def test_count_list_and_exit_agree_when_another_fact_meets_it(tmp_path: Path) -> None:
    """The true per-GPU claim meets the misread figure: one conflict, one group, exit 1, and
    the hint names both facts and says how to correct a misreading instead of refuting."""
    store = tmp_path / "facts.yaml"
    store.write_text(MISREAD + TRUE_CLAIM, encoding="utf-8")
    code, out, err = _conflicts(store, "table")
    assert code == 1 and "a100" in out and "nv3" in out
    assert "1 conflict(s) between facts, in 1 group(s)" in err
    hint = " ".join(err.split())
    assert "refute ID --evidence" in hint and "(ID: a100 or nv3, the one whose claim is wrong)" \
        in hint
    assert "If both claims are true and nvfacts read one wrong" in hint
    assert "refute neither" in hint and "read-as" in hint and "'assertions' list" in hint
    code, out, _ = _conflicts(store, "json")
    found = json.loads(out)
    assert code == 1 and [c["ids"] for c in found["conflicts"]] == [["a100", "nv3"]]
    assert len(found["groups"]) == 1


def test_a_total_over_a_gpus_links_is_not_a_links_figure() -> None:
    """'50 GB/s per link with 12 links per GPU, totaling 600 GB/s': the 600 is not per link."""
    for total in ("totaling 600 GB/s", "for a total of 600 GB/s", "600 GB/s in total",
                  "an aggregate of 600 GB/s"):
        claim = ("NVLink 3.0 (Ampere/A100) provided 50 GB/s per link with 12 links per GPU, "
                 f"{total}.")
        read = {(a.value, a.scope) for a in extract(claim) if a.attribute == "bandwidth"}
        assert (50.0, "per-link") in read and (600.0, "per-link") not in read, (claim, read)
        assert {s for v, s in read if v == 600.0} <= {"per-gpu", "aggregate"}, (claim, read)
