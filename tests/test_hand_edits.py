"""What a curator keeping a team's store in git meets after editing it by hand (new-user trial
13): merge conflict markers, text a '#' cut short, one syntax error hiding the others, notices
placed where the edit is, dates kept as written, and source ids a digit apart."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app


def run(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def problems(runner: CliRunner, path: Path) -> list[tuple[int, int, str]]:
    code, out, err = run(runner, "check", "--store", str(path), "-f", "json")
    assert code == 1, err
    return [(p["line"], p["column"], p["message"]) for p in json.loads(out)["problems"]]


CONFLICTED = """\
facts:
  - id: a
    claim: NVLink 4.0 has 900 GB/s per GPU
<<<<<<< HEAD
  - id: b
    claim: H100 has 18 NVLink links
=======
  - id: c
    claim: A100 has 12 NVLink links
>>>>>>> 1c2d3e4 (add A100 links)
  - id: d
    claim: NVLink 3.0 has 600 GB/s per GPU
<<<<<<< HEAD
    confidence: 0.9
=======
    confidence: 0.8
>>>>>>> 1c2d3e4 (add A100 links)
"""


def test_every_git_conflict_region_is_named_at_once(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(CONFLICTED)
    found = problems(runner, path)
    assert [(line, col) for line, col, _ in found] == [(4, 1), (13, 1)]
    assert found[0][2].startswith("unresolved git merge conflict (lines 4-10): resolve it, "
                                  "keep one side")
    assert "(lines 13-17)" in found[1][2] and found[1][2].endswith("then run check")
    # every command reading the store names them too, and a write changes nothing
    code, _, err = run(runner, "add", "NVLink 5.0 has 1.8 TB/s per GPU", "--store", str(path))
    assert code == 1 and f"{path}:13:1: unresolved git merge conflict" in err
    assert path.read_text() == CONFLICTED


def notices(runner: CliRunner, path: Path) -> list[dict[str, object]]:
    code, out, err = run(runner, "check", "--store", str(path), "-f", "json")
    assert code == 0, err
    found: list[dict[str, object]] = json.loads(out)["notices"]
    return found


CUT = """\
sources:
  - id: card
    title: NVLink card   # checked 2026-11
facts:
  - id: nvlink4-rank
    claim: NVLink 4.0 ranks #1 with 900 GB/s per GPU
    sources:
      - source: card
        locator: "All Facts #1"
  - id: h100-links
    claim: "H100 has 18 NVLink links"  # a comment after a quoted value is the user's own
"""


def test_a_plain_claim_cut_short_by_a_hash_is_named_where_the_comment_starts(
        runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(CUT)
    found = notices(runner, path)
    assert [(n["line"], n["column"], n["id"]) for n in found] == [
        (3, 26, "card"), (6, 29, "nvlink4-rank")]
    message = str(found[1]["message"])
    assert message.startswith("note: the claim of 'nvlink4-rank' reads 'NVLink 4.0 ranks':")
    assert 'quote the value to keep the words (claim: "NVLink 4.0 ranks #1 with 900 GB/s per ' \
           'GPU")' in message
    path.write_text(CUT.replace("NVLink 4.0 ranks #1 with 900 GB/s per GPU",
                                "'NVLink 4.0 ranks #1 with 900 GB/s per GPU'"))
    assert [n["id"] for n in notices(runner, path)] == ["card"]


MERGED = """\
facts:
  - id: nv5
    claim: NVLink 5.0 provides 1.8 TB/s of bidirectional bandwidth per GPU.
    merged:
      - id: nv5-gb
        claim: NVLink 5.0 gives 900 GB/s each way per GPU.
      - id: nv5-zh
        claim: 第五代NVLink每块GPU的双向带宽为18TB/s。
"""


def test_a_merged_wordings_notice_stands_at_that_wordings_line(
        runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(MERGED)
    assert [(n["id"], n["line"]) for n in notices(runner, path)] == [("nv5-zh", 7)]


TOO_DEEP = """\
facts:
  - id: nvlink4
    claim: NVLink 4.0 has 900 GB/s per GPU
    confidence: 1.5
  - id: h100-links
    claim: H100 has 18 NVLink links
      - id: a100-links
        claim: A100 has 12 NVLink links
  - id: nvlink4
    claim: NVLink 4.0 has 900 GB/s of bidirectional bandwidth
  - id: nvlink3
    claim: NVLink 3.0: 600 GB/s per GPU
"""


def test_a_syntax_error_hides_no_other_facts_problems(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(TOO_DEEP)
    found = problems(runner, path)
    assert [(line, col) for line, col, _ in found] == [(4, 17), (7, 11), (9, 9), (12, 22)]
    assert found[0][2].startswith("facts[0].confidence: must be a number from 0 to 1")
    assert found[1][2].startswith("YAML syntax error: mapping values are not allowed")
    assert "indented deeper than the key above ('claim' at line 6)" in found[1][2]
    assert found[2][2] == "facts[2].id: duplicate fact id 'nvlink4' (first at line 2): " \
                          "rename one of them"
    assert found[3][2].endswith("a value with ': ' must be quoted: quote the claim "
                                '(claim: "NVLink 3.0: 600 GB/s per GPU")')


DECIDED = """\
facts:
  - id: nvlink4
    claim: NVLink 4.0 has 900 GB/s of bandwidth per GPU
    status: verified
    history:
      - date: 2026-11-30
        status: verified
        evidence: datasheet p3
"""


def test_a_decision_keeps_a_date_written_plain_as_it_was(runner: CliRunner,
                                                         tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(DECIDED)
    code, _, err = run(runner, "refute", "nvlink4", "--evidence", "read again", "--store",
                       str(path), "-f", "json")
    assert code == 0, err
    after = path.read_text().splitlines()
    assert after[:8] == DECIDED.replace("status: verified\n", "status: refuted\n",
                                        1).splitlines()
    assert after[8].startswith("      - date: ")  # the new decision, appended


def test_an_empty_claim_and_a_percentage_say_what_to_write(runner: CliRunner,
                                                           tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("facts:\n  - id: a\n    claim:\n    confidence: 90%\n")
    assert problems(runner, path) == [
        (3, 11, "facts[0].claim: is empty: write the statement the fact makes after 'claim:'"),
        (4, 17, "facts[0].confidence: must be a number from 0 to 1, got '90%': write 0.9")]


def test_the_pre_commit_hooks_list_an_invalid_stores_problems_once(
        runner: CliRunner, tmp_path: Path) -> None:
    """Under pre-commit (which sets PRE_COMMIT=1) both hooks ran on the store, and each printed
    every problem; the conflicts hook now says only that the store is invalid."""
    path = tmp_path / "facts.yaml"
    path.write_text("facts:\n  - id: a\n    claim: x\n    confidence: 1.5\n")
    env = {"PRE_COMMIT": "1"}
    checked = runner.invoke(app, ["check", str(path)], env=env)
    conflicts = runner.invoke(app, ["conflicts", "--fail-unsettled", "--format", "table",
                                    str(path)], env=env)
    assert (checked.exit_code, conflicts.exit_code) == (1, 1)
    assert f"{path}:4:17: facts[0].confidence" in checked.stderr
    assert "facts[0].confidence" not in conflicts.stderr
    assert "the store is invalid (1 problem(s)); the nvfacts-check hook lists them" in \
        conflicts.stderr
    alone = runner.invoke(app, ["conflicts", str(path)], env={"PRE_COMMIT": ""})
    assert f"{path}:4:17: facts[0].confidence" in alone.stderr  # outside a hook: listed
