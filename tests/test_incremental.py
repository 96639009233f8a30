"""After any sequence of edits, what a store reads as through the fact cache (only changed facts
parsed again) equals a cold rebuild in a fresh cache folder."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from nvfacts.cache import view_for
from nvfacts.cli import app
from nvfacts.errors import InvalidStoreError

HEADER = """# a store edited by hand and by commands
sources:
  - id: sheet
    title: H100 datasheet
    kind: datasheet
  - id: card
    title: A knowledge card
    kind: knowledge-card
facts:
"""
CLAIMS = [
    "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.",
    "NVLink 4.0 provides 900 GB/s bidirectional bandwidth per GPU",
    "NVLink 4.0 provides 600 GB/s of bidirectional bandwidth per GPU.",
    "The H100 has 18 NVLink links.",
    "The H100 has 12 NVLink links.",
    "NVLink 3.0 gives the A100 600 GB/s of total bandwidth.",
    "NVLink 5.0 doubles the bandwidth to 1.8 TB/s per GPU.",
    "第四代NVLink的双向带宽为900 GB/s。",
    # two statements of one group; a system's total, read as its GPUs' share too
    "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU, or 450 GB/s in each "
    "direction.",
    "The HGX H100 8-GPU board provides 7.2 TB/s of total NVLink bandwidth.",
]


def block(fid: str, claim: str, extra: str = "") -> str:
    return f"  - id: {fid}\n    claim: {json.dumps(claim, ensure_ascii=False)}\n{extra}"


def blocks_of(text: str) -> tuple[str, list[str]]:
    head, _, rest = text.partition("facts:\n")
    parts = rest.split("\n  - ")
    return head + "facts:\n", [("" if i == 0 else "  - ") + p + ("\n" if i < len(parts) - 1
                                                               else "")
                               for i, p in enumerate(parts) if p]


edits = st.one_of(
    st.tuples(st.just("add"), st.integers(0, len(CLAIMS) - 1), st.sampled_from(["", "sheet"])),
    st.tuples(st.just("remove"), st.integers(0, 20)),
    st.tuples(st.just("reword"), st.integers(0, 20), st.integers(0, len(CLAIMS) - 1)),
    st.tuples(st.just("retag"), st.integers(0, 20), st.sampled_from(["[a]", "[a, b]", "[]"])),
    st.tuples(st.just("cite"), st.integers(0, 20),
              st.sampled_from(["sheet", "card", "extra", "nowhere"])),
    st.tuples(st.just("confidence"), st.integers(0, 20), st.sampled_from(["0.2", "0.9", "2"])),
    st.tuples(st.just("comment"), st.integers(0, 20)),
    st.tuples(st.just("reorder"), st.integers(0, 20), st.integers(0, 20)),
    st.tuples(st.just("duplicate-id"), st.integers(0, 20)),
    st.tuples(st.just("unknown-field"), st.integers(0, 20)),
    st.tuples(st.just("header"), st.sampled_from(["# another comment\n", "  - id: extra\n"
                                                  "    title: Extra\n"])),
    st.tuples(st.just("raw"), st.integers(0, 20),
              st.sampled_from([" x: 1\n", "\tclaim: tab\n", "---\n", "...\n", "facts: []\n",
                               "  -\n", "# a comment at the margin\n", "\n", "    claim: again\n",
                               "    id: &anchor a\n", "  - id: n\n", "      - source: card\n"])),
    st.tuples(st.just("bom")),
    st.tuples(st.just("merge")),
    st.tuples(st.just("unmerge")),
    st.tuples(st.just("verify"), st.integers(0, 20)),
    # a refuted side settles a conflict and keeps a losing fact's status
    st.tuples(st.just("refute"), st.integers(0, 20)),
)


def apply(path: Path, edit: tuple[Any, ...], runner: CliRunner, serial: int) -> None:
    """One edit: by hand on the text, or by a command that writes the store."""
    text = path.read_text(encoding="utf-8")
    head, items = blocks_of(text)
    kind = edit[0]
    pick = (lambda k: k % len(items)) if items else None
    if kind == "add":
        cite = f"    sources:\n      - source: {edit[2]}\n" if edit[2] else ""
        items.append(block(f"n{serial}", CLAIMS[edit[1]], cite))
    elif kind in ("merge", "unmerge", "verify", "refute"):
        if kind == "merge":
            args = ["dedup", "--apply"]
        elif kind in ("verify", "refute") and pick:  # (no decision without evidence)
            args = [kind, items[pick(edit[1])].split()[2], "--evidence", "checked"]
        else:
            merged = [line.split()[-1] for line in text.splitlines()
                      if line.startswith("      - id: ")]
            if not merged:
                return
            args = ["unmerge", merged[0]]
        runner.invoke(app, [*args, "--store", str(path)])
        return
    elif kind == "bom":
        head = head if head.startswith("\ufeff") else "\ufeff" + head
    elif kind == "header":
        head = head.replace("facts:\n", edit[1] + "facts:\n") if edit[1].startswith("#") \
            else head.replace("    kind: knowledge-card\n", "    kind: knowledge-card\n" + edit[1])
    elif pick is None:
        return
    elif kind == "remove":
        del items[pick(edit[1])]
    elif kind == "reorder":
        a, b = pick(edit[1]), pick(edit[2])
        items[a], items[b] = items[b], items[a]
    else:
        k = pick(edit[1])
        lines = items[k].splitlines(keepends=True)
        if kind == "reword":
            lines = [f"    claim: {json.dumps(CLAIMS[edit[2]], ensure_ascii=False)}\n"
                     if line.startswith("    claim:") else line for line in lines]
        elif kind == "retag":
            lines = [line for line in lines if not line.startswith("    tags:")]
            lines.insert(2, f"    tags: {edit[2]}\n")
        elif kind == "cite" and not any(line.startswith("    sources:") for line in lines):
            lines.insert(2, f"    sources:\n      - source: {edit[2]}\n")
        elif kind == "confidence":
            lines = [line for line in lines if not line.startswith("    confidence:")]
            lines.insert(2, f"    confidence: {edit[2]}\n")
        elif kind == "comment":
            lines.insert(1, "    # checked by hand\n")
        elif kind == "duplicate-id":
            lines[0] = items[0].splitlines(keepends=True)[0]
        elif kind == "unknown-field":
            lines.insert(1, "    confidance: 0.5\n")
        elif kind == "raw":  # a line by hand, in or between facts, valid or not
            lines.insert(min(len(lines), 1 + edit[1] % 3), edit[2])
        items[k] = "".join(lines)
    path.write_text(head + "".join(items), encoding="utf-8")


def outputs(path: Path) -> Any:
    """What query (by text, status and score), show, explain, conflicts, export (every fact,
    and the default with the facts it leaves out) and answer print for the store, or its
    problems."""
    try:
        view = view_for(path)
    except InvalidStoreError as exc:
        return [(p.line, p.column, p.message) for p in exc.problems]
    facts = view.query()
    return {"query": facts, "search": view.query("NVLink 4.0 bandwidth"),
            "by status": view.query("NVLink", statuses=["disputed", "verified"]),
            "by score": view.query(min_confidence=0.6),
            "explain": [view.explain(f["id"]) for f in facts],
            "misspelt": view.query("nvlnk bandwith of the H100"),  # the index's vocabulary
            "show": [view.detail(f["id"]) for f in facts],
            "conflicts": view.conflicts(), "groups": view.conflict_groups(),
            "export": view.select(everything=True), "statements": view.statements(),
            "default export": view.select(),  # its facts left out kept in the View
            "answer": view.answer("NVLink 4.0 bandwidth"), "sources": view.sources(),
            # every id a fact is shown by (its merged wordings' too), and the fact it names
            "ids": {i: view.detail(i)["id"] for (i,) in view.db.execute("SELECT id FROM alias")}}


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(sequence=st.lists(edits, min_size=1, max_size=6))
def test_incremental_reading_equals_a_cold_rebuild(sequence: list[tuple[Any, ...]],
                                                   tmp_path_factory: pytest.TempPathFactory,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Random adds, removals, rewordings, retags, citations, reorders, hand edits (comments,
    confidences, invalid fields, duplicate ids, stray lines, a BOM, the header), merges,
    unmerges and decisions:
    after each, the store read through the cache of the edits before equals the store read
    cold, problems included."""
    folder = tmp_path_factory.mktemp("edits")
    path = folder / "facts.yaml"
    path.write_text(HEADER + "".join(block(f"f{k}", c, "    sources:\n      - source: card\n"
                                           if k % 2 else "")
                                     for k, c in enumerate(CLAIMS[:5])), encoding="utf-8")
    warm = folder / "warm"
    runner = CliRunner()
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(warm))
    outputs(path)
    for serial, edit in enumerate(sequence):
        apply(path, edit, runner, serial)
        monkeypatch.setenv("NVFACTS_CACHE_DIR", str(warm))
        incremental = outputs(path)
        monkeypatch.setenv("NVFACTS_CACHE_DIR", str(folder / f"cold{serial}"))
        assert outputs(path) == incremental, (edit, path.read_text(encoding="utf-8"))


def test_an_edit_parses_only_the_changed_fact(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """After one fact is reworded, the next read parses that fact alone (below the header),
    and answers as a cold read does."""
    from nvfacts import loader

    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    path.write_text(HEADER + "".join(block(f"f{k}", c) for k, c in enumerate(CLAIMS)),
                    encoding="utf-8")
    view_for(path)
    path.write_text(path.read_text(encoding="utf-8").replace("The H100 has 12", "The H100 has 18"),
                    encoding="utf-8")
    parsed = _spy(monkeypatch, loader, "parse_store", lambda text, file: text)
    warm = outputs(path)
    assert parsed == [HEADER + block("f4", "The H100 has 18 NVLink links.")]
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


def test_a_fact_removed_before_many_others_patches_the_view(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fact removed near the start moves every fact after it: more search index rows to
    take out of the index than the fact cache makes again one by one (factcache.FEW), so the
    rest are read from its rows file; what the patched View shows equals a cold read."""
    from nvfacts.factcache import FEW

    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    path.write_text(HEADER + "".join(block(f"f{k}", f"{CLAIMS[k % len(CLAIMS)]} ({k})")
                                     for k in range(FEW + 20)), encoding="utf-8")
    view_for(path)
    head, items = blocks_of(path.read_text(encoding="utf-8"))
    path.write_text(head + "".join(items[1:]), encoding="utf-8")
    warm = outputs(path)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


def test_a_fact_removed_mid_store_patches_the_view_as_a_cold_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fact removed from the middle of a store of 300 moves the 149 after it: the View is
    patched (each moved fact's rows, its ids among them, taken out in one pass over the id
    table, not one pass each, which at 100k facts cost minutes) and shows what a cold read
    does, every id naming its own fact."""
    from nvfacts.view import View

    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    path.write_text(HEADER + "".join(block(f"f{k}", f"{CLAIMS[k % len(CLAIMS)]} ({k})",
                                           SHEET if k % 3 else "") for k in range(300)),
                    encoding="utf-8")
    view_for(path)
    head, items = blocks_of(path.read_text(encoding="utf-8"))
    path.write_text(head + "".join(items[:150] + items[151:]), encoding="utf-8")
    patched: list[bool] = []
    original = View._patch
    monkeypatch.setattr(View, "_patch", staticmethod(
        lambda *args: patched.append(original(*args)) or patched[-1]))
    warm = outputs(path)
    assert patched == [True]
    assert warm["ids"] == {f"f{k}": f"f{k}" for k in range(300) if k != 150}
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


@pytest.mark.parametrize(("declared", "kept"), [
    ("  - id: bench\n    title: A benchmark\n    kind: measurement\n", True),
    ("  - id: bench\n    kind: curator\n", True),
    # a source of the same page as the card: the card's origin may move, so the facts citing it
    ("  - id: bench\n    url: https://cards.example/h100\n", False),
])
def test_a_source_declared_since_keeps_the_fact_cache(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      declared: str, kept: bool) -> None:
    """A source declared in the header (as `add --source` and `verify --new-source` declare
    one) with a fact citing it: the next read parses the new header with that fact alone, as
    after any other edit, where it read the whole store; unless the new source shares a page
    with a declared one. Either way it answers as a cold read does, and so does the read after
    the next edit."""
    from nvfacts import loader

    path = _cited_and_read(tmp_path, monkeypatch)
    text = path.read_text(encoding="utf-8").replace(
        "    kind: knowledge-card\n", "    kind: knowledge-card\n    url: https://cards.example/h100\n")
    path.write_text(text, encoding="utf-8")
    view_for(path)  # the card's page (a hand edit of the header: read in full)
    text = path.read_text(encoding="utf-8").replace("facts:\n", declared + "facts:\n")
    late = block("late", CLAIMS[2], "    sources:\n      - source: bench\n")
    path.write_text(text + late, encoding="utf-8")
    parsed = _spy(monkeypatch, loader, "parse_store", lambda text, file: text)
    warm = outputs(path)
    header = text.partition("facts:\n")[0] + "facts:\n"
    assert (parsed == [header + late]) is kept
    again = path.read_text(encoding="utf-8").replace("The H100 has 12", "The H100 has 16")
    path.write_text(again, encoding="utf-8")
    parsed.clear()
    warm_again = outputs(path)
    assert parsed == [header + block("f4", "The H100 has 16 NVLink links.",
                                     "    sources:\n      - source: card\n")]
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm_again
    path.write_text(text + late, encoding="utf-8")
    assert outputs(path) == warm


@pytest.mark.parametrize("seed", [*range(4), None])
def test_a_damaged_fact_cache_is_read_in_full(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              seed: int | None) -> None:
    """Bytes of the fact cache overwritten anywhere, or a figure of a cached claim changed
    (what unpickles without an error): the next read after an edit answers as a cold read
    does (the cache's CRC-32 fails, the store is read in full)."""
    import random

    cache = tmp_path / "cache"
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(cache))
    path = tmp_path / "facts.yaml"
    path.write_text(HEADER + "".join(block(f"f{k}", c) for k, c in enumerate(CLAIMS)),
                    encoding="utf-8")
    view_for(path)
    (saved,) = cache.glob("facts-*.pickle")
    data = bytearray(saved.read_bytes())
    if seed is None:  # the fact's claim, not the block's text (which has a quote before it)
        at = next(i for i in range(len(data)) if data.startswith(b"The H100 has 18", i)
                  and data[i - 1:i] != b'"')
        data[at + 13:at + 15] = b"19"
    else:
        at = random.Random(seed).randrange(len(data) - 40)
        data[at:at + 40] = random.Random(seed).randbytes(40)
    saved.write_bytes(bytes(data))
    path.write_text(path.read_text(encoding="utf-8") + block("late", CLAIMS[2]),
                    encoding="utf-8")
    warm = outputs(path)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


SHEET = "    sources:\n      - source: sheet\n"


def _spy(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str,
         seen: Callable[..., Any]) -> list[Any]:
    """What ``owner.name`` is called with from now on (``seen`` of its arguments, a call each),
    the calls still made."""
    calls: list[Any] = []
    original = getattr(owner, name)

    def recorded(*args: Any) -> Any:
        calls.append(seen(*args))
        return original(*args)

    monkeypatch.setattr(owner, name, recorded)
    return calls


def _facts_loaded(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The facts the fact cache loads from now on, each as it is loaded."""
    from nvfacts import factcache

    return _spy(monkeypatch, factcache.Cached, "fact", lambda self, entry: entry.fact)


def _cited_and_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A store of CLAIMS, each citing the card, read once (the fact cache and View written)
    with the cache in ``tmp_path / "cache"``."""
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    path.write_text(HEADER + "".join(block(f"f{k}", c, "    sources:\n      - source: card\n")
                                     for k, c in enumerate(CLAIMS)), encoding="utf-8")
    view_for(path)
    return path


def test_an_edit_makes_only_the_changed_facts_stored_parts(tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """After one fact is added, the View takes every other fact's record and detail parts that
    no analysis changes from the fact cache, and still shows what a cold read shows."""
    from nvfacts.kb import KnowledgeBase

    path = _cited_and_read(tmp_path, monkeypatch)
    path.write_text(path.read_text(encoding="utf-8") + block("late", CLAIMS[2], SHEET),
                    encoding="utf-8")
    made = _spy(monkeypatch, KnowledgeBase, "stored_record", lambda self, fact: fact.id)
    warm = outputs(path)
    assert made == ["late"]
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm
    assert len(made) > len(CLAIMS)  # the cold read made them all


def test_an_edit_patches_the_view_of_the_read_before(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """After one fact is reworded in place and one added, the View is the one built before,
    patched: only those two facts' search index rows are made, and the reworded fact's old
    row, from what the fact cache kept of it, to take its words out of the index; the others'
    rows are the ones it held; what it shows, and finds by the old wording, equals a cold
    read."""
    from nvfacts import search

    path = _cited_and_read(tmp_path, monkeypatch)
    text = path.read_text(encoding="utf-8").replace("The H100 has 12", "The H100 has 16")
    path.write_text(text + block("late", CLAIMS[0]), encoding="utf-8")
    made = _spy(monkeypatch, search, "index_row", lambda texts, *_: texts[0])
    warm = outputs(path), view_for(path).query("H100 has 12 links")
    assert sorted(made) == sorted([CLAIMS[0], "The H100 has 16 NVLink links.",
                                   "The H100 has 12 NVLink links."])
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert (outputs(path), view_for(path).query("H100 has 12 links")) == warm


@pytest.mark.parametrize("damaged", [False, True])
def test_an_edit_makes_again_only_the_statement_groups_it_touches(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damaged: bool) -> None:
    """A group of statements (one subject and attribute) whose facts' lines did not change is
    taken from the fact cache, yet it follows the trust an edit elsewhere moves: the datasheet
    agreeing with the card's 600 GB/s lifts the card's trust, so its 18 links no longer lose
    to the forum's 12 but tie, as a cold read says. A damaged kept ledger is made anew."""
    from nvfacts.analysis import ledger

    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    head = HEADER.replace("facts:\n", "  - id: forum\n    title: A forum\n    kind: forum\n"
                          "facts:\n")
    cite = "    sources:\n      - source: {}\n".format
    path.write_text(head + block("a1", CLAIMS[0], SHEET) + block("a2", CLAIMS[2], cite("card"))
                    + block("b1", "The H100 has 18 NVLink links.", cite("card"))
                    + block("b2", CLAIMS[4], cite("forum")), encoding="utf-8")
    verdicts = {(v["value"], v["verdict"]) for g in outputs(path)["groups"]
                for v in g["values"] if g["attribute"] == "link-count"}
    assert verdicts == {(12.0, "consensus"), (18.0, "loses")}
    if damaged:
        (kept,) = (tmp_path / "cache").glob("facts-*.ledger")
        kept.write_bytes(kept.read_bytes()[:-9] + b"damaged!!")
    path.write_text(path.read_text(encoding="utf-8") + block("n1", CLAIMS[2], SHEET),
                    encoding="utf-8")
    # the groups whose statements are made (rivals sought)
    made = _spy(monkeypatch, ledger, "_rivals",
                lambda statements, first, subject, attribute, lex: (subject, attribute))
    warm = outputs(path)
    assert made == ([("NVLink 4.0", "bandwidth"), ("NVLink 4.0", "link-count")] if damaged
                    else [("NVLink 4.0", "bandwidth")])
    assert {(v["value"], v["verdict"]) for g in warm["groups"] for v in g["values"]
            if g["attribute"] == "link-count"} == {(12.0, "ties"), (18.0, "ties")}
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


def test_a_damaged_view_is_not_patched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A View entry whose bytes changed after it was written is not the base of the next one:
    the next read after an edit builds its View anew and answers as a cold read does."""
    cache = tmp_path / "cache"
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(cache))
    path = tmp_path / "facts.yaml"
    path.write_text(HEADER + "".join(block(f"f{k}", c) for k, c in enumerate(CLAIMS)),
                    encoding="utf-8")
    view_for(path).db.close()
    (entry,) = cache.glob("*.sqlite")
    import sqlite3

    with sqlite3.connect(entry) as db:  # a kept row changed: the entry's CRC-32 fails
        db.execute("UPDATE fact_stored SET record = replace(record, 'NVLink', 'NVLonk')")
    path.write_text(path.read_text(encoding="utf-8") + block("late", CLAIMS[2]),
                    encoding="utf-8")
    warm = outputs(path)
    assert "NVLonk" not in str(warm)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


def test_an_edit_loads_no_unchanged_fact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After one fact is added, the read scores and shows the store from what the fact cache
    kept of the other facts (kb.Brief, FactInputs, assertions, View parts) without loading
    one of them, and answers as a cold read does."""
    path = _cited_and_read(tmp_path, monkeypatch)
    path.write_text(path.read_text(encoding="utf-8") + block("late", CLAIMS[2], SHEET),
                    encoding="utf-8")
    loaded = _facts_loaded(monkeypatch)
    warm = outputs(path)
    assert loaded == []
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


def test_an_edit_reads_the_assertions_of_the_groups_it_touches_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fact cache keeps where each fact's assertions went in the ledger: after a fact is
    added, only the facts of the groups it joins have their assertions read (a fact stating two
    figures of one group, a system's total shared by its GPUs), the others' groups are taken as
    they were, and the store reads as a cold read does."""
    from nvfacts.kb import KnowledgeBase

    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    both = "NVLink 4.0 gives 900 GB/s per GPU and the H100 has 18 NVLink links."
    path.write_text(HEADER + block("a1", CLAIMS[0], SHEET) + block("a2", CLAIMS[8])
                    + block("a3", CLAIMS[9], SHEET) + block("b1", CLAIMS[3], SHEET)
                    + block("b2", CLAIMS[4]) + block("c1", CLAIMS[5]) + block("d1", both),
                    encoding="utf-8")
    outputs(path)
    path.write_text(path.read_text(encoding="utf-8") + block("n1", CLAIMS[2]),
                    encoding="utf-8")
    read = _spy(monkeypatch, KnowledgeBase, "_unpickled", lambda self, fact_id: fact_id)
    warm = outputs(path)
    assert sorted(read) == ["a1", "a2", "a3", "d1"]  # not the link counts, nor NVLink 3.0's
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm
    # a fact in two groups, both made again: asked for by each, unpickled once
    path.write_text(path.read_text(encoding="utf-8") + block("n2", both), encoding="utf-8")
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    read.clear()
    warm = outputs(path)
    assert read.count("d1") == 2 and "b1" in read  # the link counts' group made again too
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold2"))
    assert outputs(path) == warm


def test_a_group_made_again_keeps_which_claims_are_not_stated_plainly(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A claim whose figures the reader could not part (a table's columns run together) is not
    stated plainly: its rival gives a possible conflict, not a conflict. After a fact is
    appended to its group, the group is made again with that taken from the fact cache (the
    kept facts' readings not weighed again for it), and the store reads as a cold read does."""
    from nvfacts.analysis import ledger

    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    columns = "NVLink 4.0 per GPU bandwidth: 300GB/s 600GB/s"
    path.write_text(HEADER + block("t1", columns, SHEET) + block("a1", CLAIMS[0], SHEET)
                    + block("b1", CLAIMS[3], SHEET), encoding="utf-8")
    before = outputs(path)
    assert not before["conflicts"]
    path.write_text(path.read_text(encoding="utf-8") + block("n1", CLAIMS[1]),
                    encoding="utf-8")
    weighed = _spy(monkeypatch, ledger, "uncertain", lambda found, lex: len(found))
    warm = outputs(path)
    assert weighed == [1]  # the appended fact's one reading only
    assert not warm["conflicts"]
    assert any(c["ids"] == ["a1", "t1"] for c in view_for(path).possible_conflicts())
    monkeypatch.undo()
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


def test_an_edit_beside_claims_stating_relations_reads_as_a_cold_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Claims stating how things relate (a card said to lack NVLink) conflict with others
    through their relations: after a fact is added, the facts kept pickled by the fact cache
    are read for them too, and the store reads as a cold read does."""
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    path.write_text(HEADER + block("r1", "Only the SXM2 P100 has NVLink; the PCIe P100 has none.",
                                   SHEET)
                    + block("r2", "The Tesla P100 PCIe card provides 160 GB/s over NVLink.")
                    + block("a1", CLAIMS[0], SHEET), encoding="utf-8")
    outputs(path)
    path.write_text(path.read_text(encoding="utf-8") + block("n1", CLAIMS[2]),
                    encoding="utf-8")
    warm = outputs(path)
    assert any(c["ids"] == ["r1", "r2"] for c in warm["conflicts"])
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


def test_a_conflict_settled_by_a_refutation_reads_as_a_cold_read_after_an_edit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A curator refutes the 600 GB/s claim rivalling 900 GB/s: after another fact is
    appended, its conflicts and their group read settled and its status refuted (not
    disputed), as a cold read says."""
    path = _cited_and_read(tmp_path, monkeypatch)
    refuted = CliRunner().invoke(app, ["refute", "f2", "--evidence", "checked", "--store",
                                       str(path)])
    assert refuted.exit_code == 0, refuted.output
    outputs(path)
    path.write_text(path.read_text(encoding="utf-8") + block("late", CLAIMS[6], SHEET),
                    encoding="utf-8")
    warm = outputs(path)
    mine = [c for c in warm["conflicts"] if "f2" in c["ids"]]
    assert mine and all(c["settled"] for c in mine)
    assert any(g["settled"] for g in warm["groups"])
    assert next(f for f in warm["export"][0] if f["id"] == "f2")["status"] == "refuted"
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


def test_an_appended_fact_reads_none_of_the_kept_view_rows(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """After one fact is added at the end, no other fact moved: the search index rows and
    stored parts the fact cache keeps of them (its rows file) are not read at all, and the
    read answers as a cold one does."""
    from nvfacts import factcache

    cache = tmp_path / "cache"
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(cache))
    path = tmp_path / "facts.yaml"
    path.write_text(HEADER + "".join(block(f"f{k}", c) for k, c in enumerate(CLAIMS)),
                    encoding="utf-8")
    view_for(path)
    assert len(list(cache.glob("facts-*.rows"))) == 1
    path.write_text(path.read_text(encoding="utf-8") + block("late", CLAIMS[2]),
                    encoding="utf-8")
    read = _spy(monkeypatch, factcache, "_read", lambda file: file.suffix)
    warm = outputs(path)
    assert ".pickle" in read
    assert ".rows" not in read
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


@pytest.mark.parametrize("harm", ["none", "overwritten", "deleted", "of another base"])
def test_facts_moved_by_an_edit_take_their_kept_rows_or_make_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, harm: str) -> None:
    """A fact removed near the top moves every fact after it: their View rows come from the
    fact cache's rows file, or are made again when that file was overwritten, deleted or
    written for another base; either way the read answers as a cold one does."""
    cache = tmp_path / "cache"
    path = _cited_and_read(tmp_path, monkeypatch)
    (rows,) = cache.glob("facts-*.rows")
    if harm == "overwritten":
        data = bytearray(rows.read_bytes())
        data[len(data) // 2:len(data) // 2 + 30] = bytes(30)
        rows.write_bytes(bytes(data))
    elif harm == "deleted":
        rows.unlink()
    elif harm == "of another base":  # whole, of a store of other facts under this header
        other = tmp_path / "other.yaml"
        other.write_text(HEADER + block("g0", CLAIMS[3]) + block("g1", CLAIMS[4]),
                         encoding="utf-8")
        monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "other"))
        view_for(other)
        rows.write_bytes((tmp_path / "other" / rows.name).read_bytes())
        monkeypatch.setenv("NVFACTS_CACHE_DIR", str(cache))
    _, blocks = blocks_of(path.read_text(encoding="utf-8"))
    path.write_text(HEADER + "".join(blocks[:1] + blocks[2:]), encoding="utf-8")
    warm = outputs(path)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert outputs(path) == warm


LINES = ["facts:", "facts: ", "facts:\t", "sources:", "  - id: s", "  - id: f1", "    claim: x",
         "- id: top", "  # a comment", "# a comment", "", "   ", "\t", "\tx: 1", "other: 1",
         "---", "    - nested", "  -x", " - odd", "facts: []", "  \u3000"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(LINES), max_size=14), st.booleans(),
       st.sampled_from(["", "\r", "\u2028"]))
def test_a_store_splits_into_the_same_blocks_by_newlines_as_by_lines(
        lines: list[str], last: bool, other: str) -> None:
    """Where a store's facts start and whether it splits at all are the same found by searching
    its newlines (the usual store) as by walking its lines one by one; a text with another
    line break (a carriage return, a line separator) is walked."""
    from nvfacts.factcache import _split_lines, split

    text = "\n".join(lines) + ("\n" if last else "")
    assert split(text) == _split_lines(text)
    if other:
        broken = text.replace("\n", other, 1)
        assert split(broken) == _split_lines(broken)


def test_an_edit_loads_only_the_kept_facts_a_view_asks_for(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A unit typo in a fact an edit did not touch is still noted after the edit, as a cold
    read notes it: its fact is loaded from the fact cache alone, not with every kept fact."""
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    path = tmp_path / "facts.yaml"
    claims = [*CLAIMS[:2], "NVLink 4.0 provides 900 Gb/s of bidirectional bandwidth per GPU.",
              *CLAIMS[3:]]
    path.write_text(HEADER + "".join(
        block(f"f{k}", c, f"    sources:\n      - source: {'card' if k == 2 else 'sheet'}\n")
        for k, c in enumerate(claims)), encoding="utf-8")
    view_for(path)
    path.write_text(path.read_text(encoding="utf-8") + block("late", CLAIMS[3]),
                    encoding="utf-8")
    loaded = _facts_loaded(monkeypatch)
    warm = view_for(path).unit_typos()
    assert [t["id"] for t in warm] == ["f2"]
    assert loaded == [2]
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cold"))
    assert view_for(path).unit_typos() == warm
