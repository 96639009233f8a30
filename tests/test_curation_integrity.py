"""A curator's decision is bound to the wording it judged; hand edits that break what a store
says of itself are named by ``check`` (new-user trial 8)."""

from __future__ import annotations

import datetime
import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.decisions import decide
from nvfacts.kb import load

STORE = """\
sources:
  - id: ds
    kind: datasheet
facts:
  - id: ndr
    claim: NDR InfiniBand runs at 400Gb/s per port.
    sources:
      - source: ds
  - id: old
    claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.
    status: verified
    history:
      - date: '2026-11-01'
        status: verified
        evidence: the datasheet
"""
DAY = datetime.date(2026, 11, 30)


def _store(tmp_path: Path, text: str = STORE) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _check(runner: CliRunner, path: Path) -> dict[str, Any]:
    result = runner.invoke(app, ["check", "--store", str(path), "-f", "json"])
    assert result.exit_code == 0, result.output
    found: dict[str, Any] = json.loads(result.stdout)
    return found


def test_a_verification_does_not_survive_an_edit_of_the_claim_it_judged(
        runner: CliRunner, tmp_path: Path) -> None:
    path = _store(tmp_path)
    decide(path, "ndr", "verified", "Quantum-2 datasheet", today=DAY)
    before = path.read_text(encoding="utf-8")
    verified = load(path)
    assert verified.status("ndr") == "verified"
    path.write_text(before.replace("400Gb/s", "400GB/s"), encoding="utf-8")
    kb = load(path)
    assert kb.status("ndr") == "unverified"
    assert not any("curator" in t.name for t in kb.terms("ndr"))
    assert kb.score("ndr") < verified.score("ndr") - 0.03
    assert kb.status("old") == "verified"  # an entry saying not what it judged stands
    notices = _check(runner, path)["notices"]
    assert [(n["id"], n["line"]) for n in notices] == [("ndr", 5)], notices
    assert "changed since it was verified on 2026-11-30" in notices[0]["message"]
    assert "nvfacts verify ndr" in notices[0]["message"]
    text = runner.invoke(app, ["check", "--store", str(path)])
    assert text.exit_code == 0 and "nvfacts verify ndr" in text.stderr, text.stderr
    decide(path, "ndr", "verified", "checked the new figure", today=DAY)
    assert load(path).status("ndr") == "verified"
    assert _check(runner, path)["notices"] == []


def test_a_decision_writes_what_it_judged_and_leaves_other_lines_alone(
        tmp_path: Path) -> None:
    path = _store(tmp_path)
    decide(path, "old", "refuted", "read again", today=DAY)
    after = path.read_text(encoding="utf-8")
    assert after.startswith(STORE.replace("status: verified\n", "status: refuted\n", 1))
    assert "claim_digest:" in after.splitlines()[-1]
    assert load(path).status("old") == "refuted"


def test_a_merged_wordings_decision_on_a_claim_since_edited_is_named(
        runner: CliRunner, tmp_path: Path) -> None:
    path = _store(tmp_path, STORE + """\
    merged:
      - id: old-2
        claim: NVLink 4.0 gives 900GB/s per GPU.
""")
    decide(path, "old-2", "refuted", "misread", today=DAY)
    assert load(path).status("old") == "refuted"
    path.write_text(path.read_text(encoding="utf-8").replace("900GB/s per", "900 GB/s per"),
                    encoding="utf-8")
    assert load(path).status("old") == "verified"
    notices = _check(runner, path)["notices"]
    assert [n["id"] for n in notices] == ["old-2"]
    assert "refuted on 2026-11-30" in notices[0]["message"]


def test_a_written_status_the_standing_decision_contradicts_is_named(
        runner: CliRunner, tmp_path: Path) -> None:
    path = _store(tmp_path)
    decide(path, "old", "refuted", "read again", today=DAY)
    path.write_text(path.read_text(encoding="utf-8").replace("status: refuted\n",
                                                             "status: verified\n", 1),
                    encoding="utf-8")
    assert load(path).status("old") == "refuted"
    notices = _check(runner, path)["notices"]
    assert [(n["id"], n["line"]) for n in notices] == [("old", 9)], notices
    message = notices[0]["message"]
    assert "'status: verified'" in message and "refuted on 2026-11-30" in message
    assert "write 'status: refuted'" in message and "nvfacts verify old" in message
    github = runner.invoke(app, ["check", "--store", str(path), "-f", "github"])
    assert github.exit_code == 0 and github.stdout.startswith("::notice "), github.stdout


MERGED = """\
sources:
  - id: sheet
    kind: datasheet
  - id: blog
    kind: forum
  - id: card
    kind: knowledge-card
facts:
  - id: nv5
    claim: NVLink 5.0 provides 1.8 TB/s of bidirectional bandwidth per GPU.
    status: verified
    sources:
      - source: sheet
    merged:
      - id: nv5-zh
        claim: 第五代NVLink每块GPU的双向带宽为1.8TB/s。
        sources:
          - source: blog
      - id: nv5-gb
        claim: NVLink 5.0 gives 900 GB/s each way per GPU.
        sources:
          - source: card
"""


def test_a_merged_wording_edited_to_say_another_figure_no_longer_backs_its_fact(
        runner: CliRunner, tmp_path: Path) -> None:
    path = _store(tmp_path, MERGED)
    assert _check(runner, path)["notices"] == []  # 900 GB/s each way is 1.8 TB/s both ways
    before = [t.name for t in load(path).terms("nv5")]
    assert any("blog" in name for name in before), before
    path.write_text(MERGED.replace("1.8TB/s", "18TB/s"), encoding="utf-8")
    kb = load(path)
    after = [t.name for t in kb.terms("nv5")]
    assert not any("blog" in name for name in after) and any("card" in n for n in after), after
    notices = _check(runner, path)["notices"]
    assert [n["id"] for n in notices] == ["nv5-zh"], notices
    assert "bandwidth 18 TB/s" in notices[0]["message"]  # as every message writes it
    assert "nvfacts unmerge nv5-zh" in notices[0]["message"]
    exported = runner.invoke(app, ["export", "--all", "--store", str(path), "-f", "json"])
    (fact,) = json.loads(exported.stdout)["facts"]
    assert [m["id"] for m in fact["merged"]] == ["nv5-gb"]
    shown = json.loads(runner.invoke(app, ["show", "nv5-zh", "--store", str(path),
                                           "-f", "json"]).stdout)
    assert [m["id"] for m in shown["fact"]["diverged"]] == ["nv5-zh"]
    assert "18TB/s" in shown["fact"]["diverged"][0]["claim"]


def test_a_diverged_wording_is_weighed_as_its_own_claim_and_queried_as_it_reads(
        runner: CliRunner, tmp_path: Path) -> None:
    """Status trial: a merged wording hand-edited to 18TB/s left its fact's support but was
    weighed nowhere: conflicts and answer ignored the 18 TB/s its citation now states, and a
    query for it showed the fact's 1.8 TB/s claim alone. It is weighed as a claim of its own,
    from its own citation (blog): a rival the fact beats in conflicts and answer; a query
    matching it names it, as it reads now, as a wording that no longer counts."""
    path = _store(tmp_path, MERGED.replace("1.8TB/s", "18TB/s, Grace"))
    result = runner.invoke(app, ["conflicts", "--store", str(path), "-f", "json"])
    (conflict,) = json.loads(result.stdout)["conflicts"]
    assert sorted(conflict["ids"]) == ["nv5", "nv5-zh"] and conflict["favoured"] == "nv5"
    answered = runner.invoke(app, ["answer", "NVLink 5.0 bandwidth", "--store", str(path),
                                   "-f", "json"])
    first, rival = json.loads(answered.stdout)["answers"]
    assert (first["value"], first["facts"], first["sources"]) == (1800, ["nv5"],
                                                                   ["card", "sheet"])
    assert (rival["value"], rival["facts"], rival["sources"]) == (18000, ["nv5-zh"], ["blog"])
    assert rival["beaten"] and not first["beaten"]
    found = runner.invoke(app, ["query", "第五代NVLink 18TB/s Grace", "--store", str(path),
                                "-f", "json"])
    (record,) = json.loads(found.stdout)["facts"]
    assert record["matched_wording"] == {"id": "nv5-zh", "lang": "zh", "diverged": True,
                                         "claim": "第五代NVLink每块GPU的双向带宽为18TB/s, Grace。"}
    assert [m["id"] for m in record["merged"]] == ["nv5-gb"]
    assert [m["id"] for m in record["diverged"]] == ["nv5-zh"]
    plain = runner.invoke(app, ["query", "NVLink 5.0 bandwidth", "--store", str(path),
                                "-f", "json"])
    assert "matched_wording" not in json.loads(plain.stdout)["facts"][0]
