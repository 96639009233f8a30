"""A team's store merged by git (new-user trial 19): two branches each `add` a fact citing the
same source, and `git merge` takes the lines both new facts end with ('lang: en', 'sources:',
'- source: S') out of the conflict, after '>>>>>>>'. Deleting the markers then left the first
fact without its citation, and `check` said ok. With nvfacts' merge driver the two facts merge
whole; without it, `check` says which lines both sides share and where to copy them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import yaml
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.mergedriver import merge_texts

ROOT = Path(__file__).resolve().parents[1]
STORE = """\
sources:
  - id: S
    title: S
    kind: article
facts:
  - id: f0
    claim: NVLink 4.0 provides 900 GB/s per H100 GPU.
    sources:
      - source: S
"""


def _git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.org",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.org",
           "PYTHONPATH": str(ROOT)}
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True,
                          env=env, check=check)


def _nvfacts(repo: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["--store", str(repo / "data/facts.yaml"), *args])
    return result.exit_code, result.stderr


def _branches(tmp_path: Path, driver: bool) -> Path:
    """A repository whose two branches each added a fact citing S; main checked out."""
    repo = tmp_path / "repo"
    (repo / "data").mkdir(parents=True)
    (repo / "data/facts.yaml").write_text(STORE, encoding="utf-8")
    _git(repo, "init", "-q", "-b", "main")
    if driver:  # the two setup lines docs/cli.md gives
        _git(repo, "config", "merge.nvfacts.driver",
             f"{sys.executable} -m nvfacts merge-driver %O %A %B %P")
        (repo / ".gitattributes").write_text("data/facts.yaml merge=nvfacts\n")
    _git(repo, "add", ".")
    _git(repo, "commit", "-qm", "store")
    _git(repo, "checkout", "-qb", "other")
    assert _nvfacts(repo, "add", "The A100 has 12 NVLink links.", "--source", "S")[0] == 0
    _git(repo, "commit", "-qam", "A100 links")
    _git(repo, "checkout", "-q", "main")
    assert _nvfacts(repo, "add", "The H100 has 18 NVLink links.", "--source", "S")[0] == 0
    _git(repo, "commit", "-qam", "H100 links")
    return repo


def _cited(repo: Path) -> dict[str, list[str]]:
    facts = yaml.safe_load((repo / "data/facts.yaml").read_text(encoding="utf-8"))["facts"]
    return {f["id"]: [c["source"] for c in f.get("sources", [])] for f in facts}


def test_the_merge_driver_keeps_both_added_facts_whole(tmp_path: Path) -> None:
    repo = _branches(tmp_path, driver=True)
    merged = _git(repo, "merge", "--no-edit", "other", check=False)
    assert merged.returncode == 0, merged.stdout + merged.stderr
    assert _cited(repo) == {"f0": ["S"], "h100-has-18-nvlink-links": ["S"],
                            "a100-has-12-nvlink-links": ["S"]}
    assert _nvfacts(repo, "check")[0] == 0


def test_the_merge_driver_leaves_a_fact_changed_on_both_sides_whole_on_each(
        tmp_path: Path) -> None:
    repo = _branches(tmp_path, driver=True)
    assert _nvfacts(repo, "verify", "f0", "--evidence", "H100 datasheet")[0] == 0
    _git(repo, "commit", "-qam", "verified")
    _git(repo, "checkout", "-q", "other")
    text = (repo / "data/facts.yaml").read_text(encoding="utf-8")
    (repo / "data/facts.yaml").write_text(text.replace("per H100 GPU.", "per H100 GPU, both "
                                                       "ways."), encoding="utf-8")
    _git(repo, "commit", "-qam", "edited")
    _git(repo, "checkout", "-q", "main")
    merged = _git(repo, "merge", "--no-edit", "other", check=False)
    assert merged.returncode != 0
    assert "1 entry changed on both branches" in merged.stdout + merged.stderr
    text = (repo / "data/facts.yaml").read_text(encoding="utf-8")
    ours, theirs = text.split("<<<<<<< ours\n")[1].split(">>>>>>> theirs\n")[0].split(
        "=======\n")
    for side in (ours, theirs):  # each side is the whole fact, its citation included
        (fact,) = yaml.safe_load(side)
        assert fact["id"] == "f0" and fact["sources"] == [{"source": "S"}]
    assert "history" in ours and "both ways" in theirs
    # the facts each branch added are merged all the same, outside the conflict
    assert text.count("- id: a100-has-12-nvlink-links") == 1
    code, err = _nvfacts(repo, "check")
    assert code == 1 and "unresolved git merge conflict" in err


def test_without_the_driver_check_says_which_lines_both_facts_need(tmp_path: Path) -> None:
    repo = _branches(tmp_path, driver=False)
    assert _git(repo, "merge", "other", check=False).returncode != 0
    path = repo / "data/facts.yaml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    code, err = _nvfacts(repo, "check")
    message = " ".join(err.split())
    assert code == 1
    assert "lines 17-19, after '>>>>>>>', end both sides' last entries" in message
    assert "copy them above '=======' (or '|||||||') too, or the first side's last fact " \
        "loses them" in message
    # doing what it says keeps both facts whole
    shared = lines[16:19]
    assert [line.strip() for line in shared] == ["lang: en", "sources:", "- source: S"]
    middle = next(i for i, line in enumerate(lines) if line.startswith("======="))
    fixed = [line for line in lines[:middle] + shared + lines[middle:]
             if not line.startswith(("<<<<<<<", "=======", ">>>>>>>"))]
    path.write_text("".join(fixed), encoding="utf-8")
    assert _nvfacts(repo, "check")[0] == 0
    assert _cited(repo) == {"f0": ["S"], "h100-has-18-nvlink-links": ["S"],
                            "a100-has-12-nvlink-links": ["S"]}


def test_a_fact_deleted_on_one_side_and_kept_on_the_other_is_deleted() -> None:
    """`dedup --apply` on one branch folds a fact into another; the branch that left both as
    they were does not bring it back, and one that changed it is a conflict."""
    base = STORE + "  - id: f1\n    claim: NVLink 4.0 gives 900 GB/s to each H100.\n"
    ours = STORE.replace("      - source: S\n", "      - source: S\n    merged:\n      - id: "
                         "f1\n        claim: NVLink 4.0 gives 900 GB/s to each H100.\n")
    theirs = base + "  - id: f2\n    claim: The H100 has 18 NVLink links.\n"
    text, conflicts = merge_texts(base, ours, theirs)
    assert conflicts == 0 and "- id: f1\n    claim" not in text and "- id: f2" in text
    edited = base.replace("to each H100.", "to each H100 GPU.")
    text, conflicts = merge_texts(base, ours, edited)
    assert conflicts == 1 and "=======\n  - id: f1\n" in text


def test_a_store_with_a_byte_order_mark_and_crlf_lines_merges_by_fact() -> None:
    def windows(text: str) -> str:
        return "\ufeff" + text.replace("\n", "\r\n")

    ours = windows(STORE + "  - id: f1\n    claim: The H100 has 18 NVLink links.\n    sources:\n"
                   "      - source: S\n")
    theirs = windows(STORE + "  - id: f2\n    claim: The A100 has 12 NVLink links.\n"
                     "    sources:\n      - source: S\n")
    text, conflicts = merge_texts(windows(STORE), ours, theirs)
    assert conflicts == 0 and text.startswith("\ufeffsources:\r\n") and "\r\n\n" not in text
    facts = yaml.safe_load(text.lstrip("\ufeff"))["facts"]
    assert [(f["id"], f.get("sources")) for f in facts] == [
        ("f0", [{"source": "S"}]), ("f1", [{"source": "S"}]), ("f2", [{"source": "S"}])]


def test_the_merge_driver_names_a_version_it_cannot_read(tmp_path: Path) -> None:
    """Git runs the driver with three paths; one missing or a folder is exit 2 with one line
    naming it, as nvfacts says of any path (it printed Python's '[Errno 2] No such file ...')."""
    ours = tmp_path / "ours.yaml"
    ours.write_text(STORE, encoding="utf-8")
    for base, said in ((tmp_path / "gone.yaml", "gone.yaml: no such file or folder"),
                       (tmp_path, f"{tmp_path}: is a folder")):
        done = CliRunner().invoke(app, ["merge-driver", str(base), str(ours), str(ours)])
        assert done.exit_code == 2
        assert done.stderr.startswith("nvfacts: merge-driver: ") and said in done.stderr
        assert done.stderr.count("\n") == 1 and "Errno" not in done.stderr
    assert ours.read_text(encoding="utf-8") == STORE
