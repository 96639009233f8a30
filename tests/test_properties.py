"""Property tests: what is written reads back equal; no input makes the loader raise oddly."""

from __future__ import annotations

import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nvfacts.errors import InvalidStoreError
from nvfacts.loader import check, load, parse_store
from nvfacts.model import Citation, Fact, Source
from nvfacts.writer import StoreEditor

TEXT = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=80)
IDS = st.from_regex(r"[A-Za-z0-9_-][A-Za-z0-9_.-]{0,20}", fullmatch=True)
FRACTION = st.none() | st.floats(min_value=0, max_value=1, allow_nan=False)
SOURCES = ["card", "sheet"]

citations = st.builds(Citation, source=st.sampled_from(SOURCES), locator=st.none() | TEXT,
                      confidence=FRACTION,
                      status=st.none() | st.sampled_from(["verified", "unverified"]))
facts = st.builds(
    Fact, id=IDS, claim=TEXT.filter(lambda t: bool(t.strip())), lang=st.none() | TEXT,
    status=st.sampled_from(["verified", "unverified", "disputed", "refuted"]),
    confidence=FRACTION, tags=st.lists(TEXT, max_size=3),
    sources=st.lists(citations, max_size=3))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(facts, min_size=1, max_size=5, unique_by=lambda f: f.id),
       st.sampled_from(["facts: []\n", "sources: []\nfacts:\n- id: zz-keep\n  claim: kept\n"]))
def test_what_is_written_reads_back_equal(new: list[Fact], start: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "s.yaml"
        path.write_text(start, encoding="utf-8")
        new = [f for f in new if f.id != "zz-keep"]
        with StoreEditor(path) as editor:
            for name in SOURCES:
                editor.add_source(Source(id=name))
            for fact in new:
                editor.append_fact(fact)
            editor.save()
            expected = editor.facts
        assert load(path).store.facts == expected
        with StoreEditor(path) as editor:  # and a change to one of them reads back too
            changed = new[0].model_copy(update={"status": "refuted", "tags": ["changed"]})
            editor.replace_fact(changed)
            editor.save()
        assert load(path).store.facts[len(expected) - len(new)] == changed


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400))
def test_arbitrary_bytes_give_problems_not_exceptions(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "s.yaml"
        path.write_bytes(data)
        problems = check(path)
        assert all(p.line >= 1 and p.column >= 1 for p in problems)


yaml_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=20)


@settings(max_examples=300, deadline=None)
@given(yaml_values, st.booleans())
def test_arbitrary_yaml_gives_problems_not_exceptions(value: object, wrap: bool) -> None:
    document = {"facts": [value], "sources": value} if wrap else value
    text = yaml.safe_dump(document, allow_unicode=True)
    store, _, problems = parse_store(text, "s.yaml")
    assert (store is None) == bool(problems)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_gives_problems_not_exceptions(text: str) -> None:
    try:
        parse_store(text, "s.yaml")
    except InvalidStoreError:  # pragma: no cover - parse_store returns problems instead
        raise AssertionError("parse_store must return problems, not raise") from None
