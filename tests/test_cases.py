"""The store format's valid and invalid cases, as files (tests/cases/valid|invalid)."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pytest

from conftest import CASES
from nvfacts import loader, storefile
from nvfacts.errors import InvalidStoreError

VALID = sorted((CASES / "valid").glob("*.yaml"))
INVALID = sorted((CASES / "invalid").glob("*.yaml"))
EXPECT = re.compile(rb"^# expect: (\d+):(\d+) (.+)$", re.M)


def expectations(path: Path) -> list[tuple[int, int, str]]:
    return [(int(a), int(b), c.decode()) for a, b, c in EXPECT.findall(path.read_bytes())]


@pytest.mark.parametrize("path", VALID, ids=lambda p: p.name)
def test_valid_case_loads(path: Path) -> None:
    """Every valid case loads with no problem and at least its facts list."""
    assert loader.check(path) == []
    loaded = loader.load(path)
    assert isinstance(loaded.store.facts, list)


@pytest.mark.parametrize("path", INVALID, ids=lambda p: p.name)
def test_invalid_case_reports_exactly_its_problems(path: Path) -> None:
    """Each invalid case yields the problems its '# expect:' lines list, in place, word for word
    (the hint included), and no more."""
    expected = expectations(path)
    assert expected, f"{path.name} has no '# expect:' line"
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    problems = loader.check(path)
    got = [(p.line, p.column, p.message) for p in problems]
    assert len(got) == len(expected), got
    for (line, col, text), (gline, gcol, gmessage) in zip(expected, got, strict=True):
        assert (gline, gcol) == (line, col), (text, got)
        assert gmessage == text
    assert all(p.file == str(path) for p in problems)
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_every_spec_rejection_has_a_case() -> None:
    """SPEC section 1 lists the rejections; each has at least one invalid case file."""
    names = {p.stem for p in INVALID}
    needed = {"syntax", "top-level-list", "facts-not-list", "fact-not-mapping", "missing-fields",
              "blank-fields", "unknown-field", "bad-confidence", "unknown-status",
              "duplicate-ids", "duplicate-keys", "undeclared-source", "bad-id", "long-claim",
              "alias-bomb", "python-tag", "two-documents", "latin1", "deep-nesting"}
    assert needed <= names


def test_text_fields_keep_what_the_author_wrote() -> None:
    """'NO' stays the text NO and a date stays text: nothing is turned into a bool or a date."""
    facts = loader.load(CASES / "valid" / "only-id-and-claim.yaml").store.facts
    assert [f.claim for f in facts] == ["NO", "2024-01-02"]
    assert all(type(f.claim) is str for f in facts)


def test_bom_and_crlf_are_read_like_plain_files() -> None:
    store = loader.load(CASES / "valid" / "bom-crlf.yaml").store
    assert store.facts[0].claim == "NVLink 4.0: 900 GB/s"
    assert store.facts[0].confidence == 0.9
    assert store.sources[0].kind == "knowledge-card"


def test_oversized_file_is_refused_before_parsing(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.yaml"
    path.write_text("facts: []\n" + "# padding\n" * 200, encoding="utf-8")
    monkeypatch.setattr(storefile, "MAX_BYTES", 1000)
    problems = loader.check(path)
    assert len(problems) == 1
    assert "over the 0 MiB limit" in problems[0].message or "limit" in problems[0].message
    with pytest.raises(InvalidStoreError):
        loader.load(path)


def test_problems_of_a_file_are_reported_together(tmp_path: Path) -> None:
    """Structural problems (an anchor) and model problems (a bad status) come in one report."""
    path = tmp_path / "s.yaml"
    path.write_text("facts:\n  - id: a\n    claim: &x c\n    status: nope\n  - id: a\n"
                    "    claim: d\n", encoding="utf-8")
    messages = [p.message for p in loader.check(path)]
    assert len(messages) == 3
    assert any("anchor" in m for m in messages)
    assert any("unknown value 'nope'" in m for m in messages)
    assert any("duplicate fact id 'a' (first at line 2)" in m for m in messages)


def _bad_statuses(path: Path, count: int) -> Path:
    facts = "".join(f"  - id: f{i}\n    claim: c{i}\n    status: nope\n" for i in range(count))
    path.write_text("facts:\n" + facts, encoding="utf-8")
    return path


@pytest.mark.parametrize("count", [200, 201, 300])
def test_problems_listed_per_file_stop_at_200(tmp_path: Path, count: int) -> None:
    """README limit 'problems listed per file: 200': 300 bad statuses list the first 200 in
    file order, then one last problem saying how many more there were; 200 list all 200."""
    problems = loader.check(_bad_statuses(tmp_path / "s.yaml", count))
    listed = problems[:200]
    assert [p.line for p in listed] == [4 + 3 * i for i in range(200)]
    assert all("unknown value 'nope'" in p.message for p in listed)
    if count == 200:
        assert len(problems) == 200
    else:
        assert len(problems) == 201
        assert problems[-1].message == f"{count - 200} more problems not listed: fix the ones " \
            "above and run 'nvfacts check' again"
        assert (problems[-1].line, problems[-1].column) == (4 + 3 * 200, 13)  # the first unlisted
    assert {p.file for p in problems} == {str(tmp_path / "s.yaml")}


def test_yaml_level_problems_past_200_are_counted_too(tmp_path: Path) -> None:
    """Duplicate keys found while reading the YAML count toward the same cap: 250 of them list
    200 and say 50 more."""
    path = tmp_path / "s.yaml"
    path.write_text("facts: []\n" + "".join(f"facts: []  # {i}\n" for i in range(250)),
                    encoding="utf-8")
    problems = loader.check(path)
    assert len(problems) == 201
    assert all("duplicate key 'facts'" in p.message for p in problems[:200])
    assert problems[-1].message == "50 more problems not listed: fix the ones above and run " \
        "'nvfacts check' again"
    assert (problems[-1].line, problems[-1].column) == (201, 1)  # the last listed: the rest
    # were only counted, their places not kept
    assert {p.file for p in problems} == {str(path)}


@pytest.mark.parametrize("ending", ["bad: [\n", "\tbad: 1\n"])
def test_problems_counted_before_the_reading_stops_are_counted_too(tmp_path: Path,
                                                                  ending: str) -> None:
    """250 duplicate keys, then a syntax error or a tab that stops the
    reading: 200 listed, and the 50 past them plus the last one counted."""
    path = tmp_path / "s.yaml"
    path.write_text("facts: []\n" + "".join(f"facts: []  # {i}\n" for i in range(250)) + ending,
                    encoding="utf-8")
    problems = loader.check(path)
    assert len(problems) == 201
    assert problems[-1].message == "51 more problems not listed: fix the ones above and run " \
        "'nvfacts check' again"
