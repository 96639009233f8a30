"""Where the loader places a problem and what it says, beyond the invalid cases' files: nesting
refused by libyaml itself, and the model's refusals of values given through the Python API."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import ValidationError

from nvfacts import yamlread
from nvfacts.errors import InvalidStoreError
from nvfacts.loader import load, load_text, parse_store
from nvfacts.model import MAX_CLAIM, Assertion, Citation, Source

DEEP = "nesting deeper than 12 levels; the store's format needs far less: flatten this value"


class RefusingNesting:
    """A libyaml build that limits nesting (0.2.5 does not) refuses it while scanning ahead,
    before nvfacts sees an event; the problem then names the end of the line."""

    def __init__(self, text: str) -> None:
        self.text = text

    def get_event(self) -> Any:
        mark = yaml.Mark("<text>", 0, 3, len(self.text.splitlines()[3]), self.text, 0)
        raise yaml.MarkedYAMLError(problem="exceeded max nesting depth", problem_mark=mark)

    check_event = get_event

    def dispose(self) -> None:
        pass


@pytest.mark.parametrize("before", [
    "sources: [{id: 'a[[[[[[[[[[[[[[', description: \"{{{{{{{{{{{{{{\"}]\n",  # quoted: not counted
    "sources: [{id: 'it''s', description: '[[[[[[[[[[[[[['}]\n",
    "# [[[[[[[[[[[[[[ a comment\n",  # comments: not counted
    "sources: [{id: a}]  # {{{{{{{{{{{{{{\n",
    "sources: [{id: a, title: \"say \\\"[[[[[[[[[[[[[[\\\"\"}]\n",  # an escaped quote
    "sources: [{id: a, title: it's}]\n",  # an apostrophe inside a word opens no quote
])
def test_nesting_refused_by_libyaml_is_placed_where_it_passes_12_levels(
        monkeypatch: pytest.MonkeyPatch, before: str) -> None:
    """The same place as the event walk gives (tests/cases/invalid/deep-nesting.yaml)."""
    monkeypatch.setattr(yamlread, "_Loader", RefusingNesting)
    text = f"note: X, not a quote\n{before}facts: {'[' * 30}{']' * 30}\ntail: 1\n"
    store, _, problems = parse_store(text, "facts.yaml")
    assert [(p.file, p.line, p.column, p.message) for p in problems] == [
        ("facts.yaml", 3, 19, DEEP)]
    assert store is None


def test_nesting_refused_by_libyaml_under_the_limit_is_placed_where_libyaml_stopped(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yamlread, "_Loader", RefusingNesting)
    text = "facts:\n  - id: a\n    claim: x\n    tags: [[[a]]]\n"
    assert [(p.line, p.column, p.message) for p in yamlread.read_yaml(text, "f").problems] == [
        (4, 18, DEEP)]


@pytest.mark.parametrize(("make", "message"), [
    (lambda: Source(id="s", reliability=True),
     "must be a number from 0 to 1, not a boolean"),
    (lambda: Source(id="s", reliability=[0.5]), "must be a number from 0 to 1, got a list"),
    (lambda: Source(id="s", reliability=1.25), "must be a number from 0 to 1, got 1.25"),
    (lambda: Source(id="s", reliability=float("nan")), "must be a number from 0 to 1, got nan"),
    (lambda: Citation(source="s", confidence=-1), "must be a number from 0 to 1, got -1"),
    (lambda: Assertion(subject="NVLink", attribute="bandwidth", value=float("inf")),
     "must be a finite number"),
    (lambda: Assertion(subject="NVLink", attribute="bandwidth", value=False),
     "must be a number"),
    (lambda: Assertion(subject="NVLink", attribute="bandwidth", value="5"),
     "must be a number, got the quoted text '5': remove the quotes"),
    (lambda: Assertion(subject="NVLink", attribute="bandwidth", value="fast"),
     "must be a number"),
])
def test_values_given_through_the_library_are_refused_with_the_store_s_words(
        make: Any, message: str) -> None:
    with pytest.raises(ValidationError) as refused:
        make()
    assert [e["msg"] for e in refused.value.errors()] == [message]


@pytest.mark.parametrize(("value", "number"), [(1, 1.0), (0.25, 0.25), ("0_5", None)])
def test_real_numbers_pass_and_only_plain_scalars_are_read_from_text(
        value: Any, number: float | None) -> None:
    if number is None:
        with pytest.raises(ValidationError, match="got the quoted text '0_5': remove the quotes"):
            Citation(source="s", confidence=value)
    else:
        assert Citation(source="s", confidence=value).confidence == number


def test_independent_reads_true_and_false_in_any_case(tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("sources:\n  - {id: s}\nfacts:\n  - id: a\n    claim: x\n    sources:\n"
                    + "".join(f"      - {{source: s, independent: {word}}}\n"
                              for word in ("True", "FALSE", "true", "false")), encoding="utf-8")
    cites = load(path).store.facts[0].sources
    assert [c.independent for c in cites] == [True, False, True, False]


def test_a_claim_of_exactly_the_limit_loads(tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text(f"facts:\n  - id: a\n    claim: {'x' * MAX_CLAIM}\n", encoding="utf-8")
    assert len(load(path).store.facts[0].claim) == MAX_CLAIM == 4000


def test_what_is_loaded_keeps_the_file_s_name_and_its_text_fields(tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("sources:\n  - {id: s, url: 'https://example.org/a'}\nfacts:\n  - id: a\n"
                    "    claim: x\n    history:\n      - {date: 2026-01-02, status: verified, "
                    "evidence: e}\n", encoding="utf-8")
    loaded = load(path)
    assert loaded.path == path
    assert loaded.store.sources[0].url == "https://example.org/a"
    assert loaded.store.facts[0].history[0].date == "2026-01-02"
    assert load_text(path.read_text(encoding="utf-8"), "named.yaml").path == Path("named.yaml")


def test_problems_of_a_loaded_file_name_it(tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("facts:\n  - id: a\n", encoding="utf-8")
    with pytest.raises(InvalidStoreError) as refused:
        load(path)
    assert [(p.file, p.line, p.column, p.message) for p in refused.value.problems] == [
        (str(path), 2, 5, "facts[0]: missing required field 'claim': add it")]


TAB = "a tab character in the indentation: YAML indents with spaces only; replace the tab with " \
      "spaces"
EMPTY = "the top level must be a mapping with a 'facts:' list; start from 'facts: []'"


@pytest.mark.parametrize(("text", "expected"), [
    ("\tfacts: []\n", (1, 1, TAB)),  # on the first line, which no case file can hold
    ("\n\tfacts: []\n", (2, 1, TAB)),  # after an empty first line
    ("", (1, 1, EMPTY)),
    ("# only a comment\n", (1, 1, EMPTY)),
])
def test_the_first_lines_and_empty_files_are_placed(text: str,
                                                     expected: tuple[int, int, str]) -> None:
    store, _, problems = parse_store(text, "facts.yaml")
    assert store is None
    assert [(p.file, p.line, p.column, p.message) for p in problems] == [("facts.yaml", *expected)]


def test_a_decision_dated_after_today_is_a_located_problem() -> None:
    """A decision dated in the future would stand over every one made until then: refused where
    it is written; today's own date is fine."""
    today = datetime.date.today()
    tomorrow = today + datetime.timedelta(days=1)
    text = ("sources: [{id: s1, kind: article}]\nfacts:\n  - id: b\n"
            "    claim: NVSwitch 3.0 has 64 NVLink ports.\n    history:\n"
            f"      - {{date: '{today}', status: verified, evidence: x}}\n"
            f"      - {{date: '{tomorrow}', status: verified, evidence: y}}\n")
    store, _, problems = parse_store(text, "h.yaml")
    assert store is None
    assert [(p.line, p.column, p.message) for p in problems] == [(
        7, 16, f"facts[0].history[1].date: '{tomorrow}' is dated in the future (today is {today}):"
        " write the day the decision was made")]


def test_a_store_indented_with_tabs_lists_each_tabbed_line_and_stays_refused(
        tmp_path: Path) -> None:
    """Each line indented with a tab is one problem, at the tab; read past them, the file holds
    nothing else wrong, and it is still refused (never built from the spaces put in its place)."""
    path = tmp_path / "facts.yaml"
    facts = "".join(f"  - id: f{n}\n\tclaim: NVLink {n}.0 exists.\n\tstatus: verified\n"
                    for n in (1, 2, 3))
    path.write_text("facts:\n" + facts + "  - id: f4\n    claim: one more\n", encoding="utf-8")
    with pytest.raises(InvalidStoreError) as refused:
        load(path)
    assert [(p.line, p.column) for p in refused.value.problems] == [
        (n, 1) for n in (3, 4, 6, 7, 9, 10)]
    assert {p.message for p in refused.value.problems} == {yamlread.TAB}


def test_a_syntax_error_after_a_tab_hides_nothing_after_it(tmp_path: Path) -> None:
    """The fact with the tab and the bracket left open is named; the next fact is still read
    (its misspelt field listed), as past a syntax error without a tab (new-user trial 24)."""
    path = tmp_path / "facts.yaml"
    path.write_text("facts:\n  - id: a\n\tclaim: [unclosed\n  - id: b\n    clam: x\n",
                    encoding="utf-8")
    with pytest.raises(InvalidStoreError) as refused:
        load(path)
    messages = [(p.line, p.message.split(":")[0]) for p in refused.value.problems]
    assert messages[0] == (3, "a tab character in the indentation")
    assert messages[1] == (3, "YAML syntax error")
    assert (5, "facts[1].clam") in messages
