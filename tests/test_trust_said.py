"""New-user trial 21: a rival's line gave the two values winner first and their support loser
first (each support is now named by its figure), and explain showed a source's learned trust
with no word of what it was learned from."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app

STORE = """\
sources:
  - {id: setloop, kind: article}
  - {id: awesome, kind: article}
  - {id: datasheet, kind: datasheet}
facts:
  - {id: eighteen, claim: GB200 NVL72 uses 18 NVSwitch chips across nine switch trays.,
     sources: [{source: setloop}]}
  - {id: thirty-six, claim: GB200 NVL72 has 36 NVSwitch chips in all.,
     sources: [{source: awesome}]}
  - id: six
    claim: DGX H100 uses 6 NVSwitch chips.
    sources: [{source: awesome}]
    status: refuted
    history:
      - {date: '2026-12-01', status: refuted, evidence: four NVSwitch chips}
  - {id: four, claim: DGX H100 uses 4 NVSwitch chips., sources: [{source: datasheet}]}
"""


def _run(runner: CliRunner, store: Path, *args: str) -> dict:  # type: ignore[type-arg]
    result = runner.invoke(app, ["--store", str(store), *args, "-f", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)  # type: ignore[no-any-return]


def test_a_rivals_supports_are_named_by_their_figures(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(STORE, encoding="utf-8")
    runner = CliRunner()
    answers = _run(runner, store, "answer", "GB200 NVL72 switch count")["answers"]
    supports = {a["value"]: a["support"] for a in answers}
    assert sorted(supports) == [18, 36]
    for a in answers:
        for rival in a["rivals"]:
            # "18 against 36; support S36 (36 NVSwitch chips) against S18 (18 NVSwitch
            # chips)": the rival's, then its own, each named by its figure
            support = rival["why"].split("; support ")[1]
            mine, theirs = a["value"], rival["value"]
            assert support == f"{supports[theirs]:.2f} ({theirs:g} NVSwitch chips) against " \
                f"{supports[mine]:.2f} ({mine:g} NVSwitch chips)", rival


def test_explain_says_what_a_sources_trust_was_learned_from(tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text(STORE, encoding="utf-8")
    runner = CliRunner()
    terms = [t["term"] for t in _run(runner, store, "explain", "thirty-six")["terms"]]
    (own,) = [t for t in terms if t.startswith("source awesome")]
    assert "learned trust" in own and "trust learned from its checked statements on other " \
        "subjects (so it differs from fact to fact; export's source table counts them all): " \
        "0 standing, 0 beaten by a rival, 1 refuted by a curator" in own, own
    terms = [t["term"] for t in _run(runner, store, "explain", "four")["terms"]]
    (own,) = [t for t in terms if t.startswith("source datasheet")]
    assert "none of its statements of other subjects checked, its trust is its reliability" \
        in own, own
