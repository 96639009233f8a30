"""The lean read of a clean file gives what the careful read gives, and hands every file with
something to refuse to the careful read (which places the problems the case files expect)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from conftest import CASES, STORE
from nvfacts import loader, model, yamlread
from nvfacts.plain import Plain
from nvfacts.storefile import BOM


def utf8(path: Path) -> bool:
    try:
        path.read_bytes().decode("utf-8")
    except UnicodeDecodeError:  # refused before any YAML is read (latin1.yaml)
        return False
    return True


FILES = [p for p in [*sorted(CASES.glob("*/*.yaml")), STORE] if utf8(p)]


def kinds(value: Any) -> Any:
    """The value with each scalar replaced by its type (Plain and str compare equal)."""
    if isinstance(value, dict):
        return {(type(k), k): kinds(v) for k, v in value.items()}
    if isinstance(value, list):
        return [kinds(v) for v in value]
    return type(value)


def same_reading(text: str, depth: int) -> bool:
    """The lean read, when it takes the file, equals the careful one: values, their types and
    every place recorded; when it does not, the careful read has a reason to refuse."""
    careful = yamlread._read_careful(text, "f", depth)
    lean = yamlread._read_clean(text, depth)
    if lean is None:
        return bool(careful.problems)
    return (not careful.problems and lean.value == careful.value
            and kinds(lean.value) == kinds(careful.value) and lean.marks == careful.marks)


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
@pytest.mark.parametrize("depth", [2, 99])
def test_the_lean_read_agrees_with_the_careful_one(path: Path, depth: int) -> None:
    assert same_reading(path.read_text(encoding="utf-8").removeprefix(BOM), depth)


def test_a_valid_case_is_read_by_the_lean_walk() -> None:
    """Not everything falls back: the valid cases are read without the careful walk."""
    texts = [p.read_text(encoding="utf-8").removeprefix(BOM)
             for p in sorted((CASES / "valid").glob("*.yaml"))]
    assert all(yamlread._read_clean(t, 2) is not None for t in texts)


scalars = st.one_of(st.sampled_from(["~", "null", "", "NO", "0.5", "1e3", "x: y", "a#b", "'q'"]),
                    st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")),
                            max_size=6))
keys = st.sampled_from(["id", "claim", "a", "b", "~", "null", "x y", "1"])
trees = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(keys, inner, max_size=4)), max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(tree=trees, flow=st.booleans(), extra=st.sampled_from(
    ["", "&a ", "*a ", "!!str ", "? [k]\n: v\n", "---\nx: 1\n", "a: 1\na: 2\n"]))
def test_any_document_is_read_alike(tree: Any, flow: bool, extra: str) -> None:
    text = yaml.safe_dump(tree, default_flow_style=flow, allow_unicode=True)
    assert same_reading(text, 2)
    assert same_reading(text, 99)
    if isinstance(tree, dict):
        spliced = "\n".join(f"{line[:1]}{extra}{line[1:]}" if i == 1 else line
                            for i, line in enumerate(text.splitlines())) + "\n"
        assert same_reading(spliced, 2)
        assert same_reading(text + extra, 2)


def test_check_only_checks_and_load_builds(tmp_path: Path) -> None:
    """``check`` validates the records without building the models, and says what the models
    say about each problem."""
    path = tmp_path / "facts.yaml"
    path.write_text("facts:\n  - id: a\n    claim: x\n    confidence: 0.5\n", encoding="utf-8")
    assert loader.check(path) == []
    assert loader.parse_store(path.read_text(encoding="utf-8"), "f", build=False)[0] is None
    assert loader.load(path).store.facts[0].confidence == 0.5
    path.write_text("facts:\n  - id: a\n    claim: x\n    confidence: 1.5\n", encoding="utf-8")
    assert [(p.line, p.column, p.message) for p in loader.check(path)] == [
        (4, 17, "facts[0].confidence: must be a number from 0 to 1, got 1.5")]


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_the_records_check_refuses_what_the_models_refuse(path: Path) -> None:
    text = path.read_text(encoding="utf-8").removeprefix(BOM)
    value = yamlread.read_yaml(text, "f").value
    try:
        model.Store.model_validate(value)
    except ValidationError:
        assert not model.validate_records(value)
    else:
        assert model.validate_records(value)


values = st.one_of(
    st.none(), st.booleans(), st.integers(-2, 2), st.floats(allow_nan=True),
    st.sampled_from(["", " ", "x", "ok-id", ".bad", "0.5", "2", "verified", "disputed", "en",
                     "https://example.org", "2024-01-02", "NVLink", "bandwidth", "per-gpu"]),
    st.sampled_from(["0.5", "1", "yes", "1_0", "1e", ".nan", "x", "ok-id", "verified"]).map(Plain),
    st.lists(st.sampled_from(["a", "b"]).map(Plain), max_size=2))
citations = st.dictionaries(st.sampled_from(["source", "locator", "confidence", "status",
                                             "independent", "colour"]), values, max_size=4)
assertions = st.dictionaries(st.sampled_from(["subject", "attribute", "value", "unit",
                                              "direction", "scope", "approx", "text"]),
                             values, max_size=5)
fact_fields = {"id": values, "claim": values, "lang": values, "status": values,
               "confidence": values, "tags": values, "via": values,
               "sources": st.one_of(values, st.lists(citations, max_size=2)),
               "assertions": st.one_of(values, st.lists(assertions, max_size=2)),
               "history": st.one_of(values, st.lists(st.dictionaries(st.sampled_from(
                   ["date", "status", "evidence", "source"]), values, max_size=4), max_size=1))}
facts = st.fixed_dictionaries({}, optional=fact_fields)
facts_with_merged = st.builds(lambda fact, merged: {**fact, **merged}, facts, st.one_of(
    st.just({}), st.lists(facts, max_size=2).map(lambda m: {"merged": m})))


@settings(max_examples=400, deadline=None)
@given(store=st.fixed_dictionaries({}, optional={
    "facts": st.one_of(values, st.lists(facts_with_merged, max_size=2)),
    "sources": st.one_of(values, st.lists(st.dictionaries(st.sampled_from(
        ["id", "title", "kind", "url", "reliability", "description"]), values, max_size=4),
        max_size=2))}))
def test_records_and_models_agree_on_any_store(store: dict[str, Any]) -> None:
    """The records check made from the models accepts exactly what the models accept."""
    try:
        model.Store.model_validate(store)
    except ValidationError:
        assert not model.validate_records(store)
    else:
        assert model.validate_records(store)
