"""The one write path: comments kept, atomic, locked, never a file `check` would refuse."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT
from nvfacts.adding import add_fact
from nvfacts.atomic import temp_prefix
from nvfacts.errors import InvalidStoreError, WriteConflictError
from nvfacts.ingest import ingest
from nvfacts.loader import check, load
from nvfacts.model import Citation, Fact
from nvfacts.writer import StoreEditor

GOLDEN = ROOT / "tests" / "golden"


@pytest.fixture
def commented(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    shutil.copyfile(GOLDEN / "commented.yaml", path)
    return path


def test_add_keeps_every_comment_and_untouched_byte(commented: Path) -> None:
    """Golden file: appending a fact changes nothing else in the file."""
    add_fact(commented, "NVLink 5.0 doubles the per-link bandwidth to 100 GB/s.",
             fact_id="nvl5-link", tags=["nvlink-5"], confidence=0.8)
    assert commented.read_bytes() == (GOLDEN / "commented.after-add.yaml").read_bytes()


def test_ingest_into_a_commented_fact_keeps_its_comments(commented: Path) -> None:
    """Golden file: a new citation of a commented fact keeps the fact's own comments."""
    add_fact(commented, "NVLink 5.0 doubles the per-link bandwidth to 100 GB/s.",
             fact_id="nvl5-link", tags=["nvlink-5"], confidence=0.8)
    report = ingest(commented, [GOLDEN / "claims.jsonl"], "imports")
    assert report.merged == ["nvl4-bw"]
    assert commented.read_bytes() == (GOLDEN / "commented.after-ingest.yaml").read_bytes()


def test_status_change_rewrites_only_that_fact(commented: Path) -> None:
    before = commented.read_text(encoding="utf-8").splitlines()
    with StoreEditor(commented) as editor:
        fact = editor.get("pcie5")
        assert fact is not None
        editor.replace_fact(fact.model_copy(update={"status": "refuted"}))
        assert editor.save()
    after = commented.read_text(encoding="utf-8").splitlines()
    at = before.index('    claim: "PCIe 5.0 x16 carries about 64 GB/s per direction."') + 1
    assert after == [*before[:at], "    status: refuted", *before[at:]]


def test_facts_changed_together_read_as_if_changed_one_by_one(commented: Path,
                                                              tmp_path: Path) -> None:
    """Changed facts are re-emitted in one batch; the bytes are those of separate writes."""
    one_by_one = tmp_path / "one-by-one.yaml"
    shutil.copyfile(commented, one_by_one)
    changes = {"nvl4-bw": {"tags": ["nvlink-4"]}, "pcie5": {"status": "refuted"}}
    for fact_id, update in changes.items():
        with StoreEditor(one_by_one) as editor:
            fact = editor.get(fact_id)
            assert fact is not None
            editor.replace_fact(fact.model_copy(update=update))
            editor.save()
    with StoreEditor(commented) as editor:
        for fact_id, update in changes.items():
            fact = editor.get(fact_id)
            assert fact is not None
            editor.replace_fact(fact.model_copy(update=update))
        editor.save()
    text = commented.read_text(encoding="utf-8")
    assert text == one_by_one.read_text(encoding="utf-8")
    assert "# checked against the datasheet" in text and "status: refuted" in text


def test_an_earlier_read_is_reused_only_while_the_file_is_unchanged(commented: Path) -> None:
    read = load(commented)
    with StoreEditor(commented, read=read) as editor:
        assert editor.loaded is read
    add_fact(commented, "NVLink 5.0 doubles the per-link bandwidth to 100 GB/s.",
             fact_id="nvl5-link")
    with StoreEditor(commented, read=read) as editor:
        assert editor.loaded is not read and editor.get("nvl5-link") is not None


def test_a_write_that_changes_nothing_changes_no_byte(commented: Path) -> None:
    stat = commented.stat()
    with StoreEditor(commented) as editor:
        fact = editor.get("nvl4-bw")
        assert fact is not None
        editor.replace_fact(fact.model_copy())
        assert editor.save() is False
    assert commented.stat().st_mtime_ns == stat.st_mtime_ns


def test_crlf_and_bom_survive_a_write(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    shutil.copyfile(ROOT / "tests" / "cases" / "valid" / "bom-crlf.yaml", path)
    add_fact(path, "A new claim.", fact_id="new")
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    assert b"\n" not in data.replace(b"\r\n", b"")
    assert [f.id for f in load(path).store.facts] == ["nvlink4", "new"]


def test_flow_style_store_accepts_new_facts(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    shutil.copyfile(ROOT / "tests" / "cases" / "valid" / "flow-style.yaml", path)
    add_fact(path, "Claim: with a colon", fact_id="y", sources=["card"])
    store = load(path).store
    assert [f.claim for f in store.facts] == ["flow style", "Claim: with a colon"]


def test_mode_is_kept_and_no_temp_file_is_left(commented: Path) -> None:
    os.chmod(commented, 0o640)
    stale = commented.parent / (temp_prefix(commented) + "crashed")
    stale.write_text("half a file", encoding="utf-8")
    add_fact(commented, "Another claim.", fact_id="another")
    assert commented.stat().st_mode & 0o777 == 0o640
    leftovers = [p.name for p in commented.parent.iterdir() if p.name.startswith(".")]
    assert leftovers == []


def test_a_file_changed_on_disk_is_not_overwritten(commented: Path) -> None:
    with StoreEditor(commented) as editor:
        editor.append_fact(Fact(id="mine", claim="Mine."))
        commented.write_text(commented.read_text(encoding="utf-8") + "# editor save\n",
                             encoding="utf-8")
        with pytest.raises(WriteConflictError, match="changed on disk"):
            editor.save()
    assert commented.read_text(encoding="utf-8").endswith("# editor save\n")


def test_a_held_lock_times_out_with_a_message(commented: Path) -> None:
    with StoreEditor(commented), pytest.raises(WriteConflictError, match="lock"), \
            StoreEditor(commented, lock_timeout=0.2):
        pass


def test_a_write_that_would_be_invalid_is_refused(commented: Path) -> None:
    before = commented.read_bytes()
    with StoreEditor(commented) as editor:
        editor.append_fact(Fact(id="x", claim="x", sources=[Citation(source="nowhere")]))
        with pytest.raises(InvalidStoreError, match="undeclared source"):
            editor.save()
    with StoreEditor(commented) as editor, pytest.raises(InvalidStoreError, match="exists"):
        editor.append_fact(Fact(id="pcie5", claim="again"))
    assert commented.read_bytes() == before


def test_eight_concurrent_adds_all_land(commented: Path) -> None:
    procs = [subprocess.Popen([sys.executable, "-m", "nvfacts", "--store", str(commented), "add",
                               f"Concurrent claim number {k}.", "--id", f"c{k}", "-f", "json"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
             for k in range(8)]
    for proc in procs:
        _, err = proc.communicate(timeout=120)
        assert proc.returncode == 0, err
    ids = {f.id for f in load(commented).store.facts}
    assert {f"c{k}" for k in range(8)} <= ids
    assert check(commented) == []
    assert "# Curated by hand. Keep this comment!" in commented.read_text(encoding="utf-8")


def test_the_new_file_is_fsynced_before_the_rename_and_the_folder_after(
        commented: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """README 'Atomic': the new text is fsynced, renamed over the store, then the folder is
    fsynced, so a power cut leaves the old file or the whole new one (the calls go through)."""
    import stat

    from nvfacts import atomic

    calls: list[str] = []
    fsync, replace = os.fsync, os.replace

    def spy_fsync(fd: int) -> None:
        calls.append("fsync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "fsync file")
        fsync(fd)

    def spy_replace(src: str, dst: str) -> None:
        calls.append("rename")
        replace(src, dst)

    monkeypatch.setattr(atomic.os, "fsync", spy_fsync)
    monkeypatch.setattr(atomic.os, "replace", spy_replace)
    add_fact(commented, "NVLink 5.0 doubles the per-link bandwidth to 100 GB/s.", fact_id="n5")
    assert calls == ["fsync file", "rename", "fsync folder"]
    assert load(commented).store.facts[-1].id == "n5"


def test_an_edit_that_would_not_read_back_writes_nothing(commented: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """README 'Each edit is read back': should the emitted text not give the facts intended
    (here an emitter that drops a word), nothing is written and the error says so."""
    from nvfacts import writer

    dump = writer._dump_items

    def lossy(items: list[dict[str, object]], style: object) -> str:
        return dump(items, style).replace("doubles ", "")  # type: ignore[arg-type]

    monkeypatch.setattr(writer, "_dump_items", lossy)
    before = commented.read_bytes()
    with pytest.raises(InvalidStoreError, match="would not read back"):
        add_fact(commented, "NVLink 5.0 doubles the per-link bandwidth to 100 GB/s.",
                 fact_id="n5")
    assert commented.read_bytes() == before


STYLES = [(2, 2), (0, 2), (4, 2), (2, 4), (1, 3)]
ODD = ["NO", "yes", "on", "null", "~", "1.0", "2024-01-02", "1:20", "0o12", "0x1F", "1e3", "",
       " lead", "trail ", "a: b", "a #b", "#x", "- x", "@x", "'q'", "it's: so", "true", "=",
       ".inf", "<<", "007", "\ufeffbom", "\U00020000 ext-B", "🚀 'quoted': 1"]


def _ruamel_dump(items: list[dict[str, object]], dash: int, indent: int) -> str:
    """What the writer emitted before new facts were written by libyaml: ruamel.yaml's
    round-trip dumper on the whole list."""
    import io

    from nvfacts import writer

    out = io.StringIO()
    writer._yaml(writer._Style(dash, indent)).dump(
        {"x": [writer._styled(item) for item in items]}, out)
    return out.getvalue().split("\n", 1)[1]


@pytest.mark.parametrize(("dash", "indent"), STYLES)
def test_new_facts_are_written_as_ruamel_yaml_wrote_them(dash: int, indent: int) -> None:
    """Hostile and YAML-lookalike text, odd numbers, nested merged wordings, in several
    layouts: the new facts' lines are byte for byte those ruamel.yaml wrote."""
    from hostile import HOSTILE

    from nvfacts.model import Mention, to_data
    from nvfacts.writer import _dump_items, _Style

    items = []
    for k, text in enumerate([*HOSTILE.values(), *ODD]):
        items.append(to_data(Fact(id=f"h{k}", claim=text or "x", tags=[text or "1.0", "b-c"],
                                  confidence=[0.9, 1e-05, 1, 0.123456789][k % 4],
                                  sources=[Citation(source="s", locator=text,
                                                    independent=False)])))
    items.append(to_data(Fact(id="m", claim="c", assertions=[], merged=[Mention(
        id="mm", claim="d", tags=["two words"], sources=[Citation(source="s")])])))
    assert _dump_items(items, _Style(dash, indent)) == _ruamel_dump(items, dash, indent)


def test_new_facts_do_not_go_through_ruamel_yaml(commented: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """ruamel.yaml's emitter took 60 of the 94 s of ingesting 100k claims: new facts are
    written without it (it re-emits changed facts only, to keep their comments)."""
    from nvfacts import writer

    def refused(style: object) -> None:
        raise AssertionError("ruamel.yaml used for new facts")

    monkeypatch.setattr(writer, "_yaml", refused)
    add_fact(commented, "NVLink 5.0 doubles the per-link bandwidth to 100 GB/s.",
             fact_id="nvl5-link", tags=["nvlink-5"], confidence=0.8)
    assert commented.read_bytes() == (GOLDEN / "commented.after-add.yaml").read_bytes()


@pytest.mark.parametrize("start", ["facts: []\n", "facts:\n  - id: old\n    claim: Old.\n",
                                   "# flush left\nfacts:\n- id: old\n  claim: Old.\n"])
def test_many_new_facts_are_written_and_read_back_a_chunk_at_a_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, start: str) -> None:
    """Memory stays flat: the new facts are emitted and read back some at a time (never the
    whole file again), and the bytes are those of one piece."""
    from nvfacts import writer

    facts = [Fact(id=f"n{k}", claim=f"Claim {k}.", tags=["t"]) for k in range(7)]
    whole = tmp_path / "whole.yaml"
    whole.write_text(start, encoding="utf-8")
    with StoreEditor(whole) as editor:
        for fact in facts:
            editor.append_fact(fact)
        editor.save()
    read, sizes = writer.read_yaml, []

    def spy(text: str, file: str, **kw: object) -> object:
        result = read(text, file, **kw)  # type: ignore[arg-type]
        if file == "<edit>":
            sizes.append(len(next(iter(result.value.values()))))
        return result

    def refused(*args: object, **kw: object) -> None:
        raise AssertionError("the whole store was read again")

    monkeypatch.setattr(writer, "CHUNK", 3)
    chunked = tmp_path / "chunked.yaml"
    chunked.write_text(start, encoding="utf-8")
    with StoreEditor(chunked) as editor:
        for fact in facts:
            editor.append_fact(fact)
        monkeypatch.setattr(writer, "read_yaml", spy)
        monkeypatch.setattr(writer, "load_text", refused)
        editor.save()
    assert sizes == [3, 3, 1]
    assert chunked.read_bytes() == whole.read_bytes()
    assert [f.id for f in load(chunked).store.facts][-7:] == [f.id for f in facts]


def _store_copy(tmp_path: Path) -> Path:
    from conftest import STORE

    path = tmp_path / "facts.yaml"
    shutil.copyfile(STORE, path)
    return path


def test_add_reads_only_what_a_duplicate_could_be(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A claim naming no entity is compared with the claims naming none (the guard pairs only
    claims naming the same entities): the meanings of the rest are not read, and its
    near-duplicate is still found."""
    from nvfacts import dedup
    from nvfacts.dedup import matcher

    path = _store_copy(tmp_path)
    add_fact(path, "Peer access must be enabled before a kernel reads remote memory.",
             fact_id="peer")
    read: list[str] = []
    meaning = dedup.meaning

    def spy(text: str, *args: object) -> object:
        read.append(text)
        return meaning(text, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(matcher, "meaning", spy)  # where the matcher reads meanings
    result = add_fact(path, "Peer access must be enabled before kernels read remote memory.")
    assert [d["id"] for d in result.duplicates] == ["peer"]
    assert "NVLink" not in " ".join(read)


def test_add_scores_with_the_readings_kept_on_disk(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """After a read of the store (query, check...), add does not read again the claims it
    scores the new fact against: their readings are kept on disk by text."""
    from nvfacts import extract
    from nvfacts.cache import view_for

    path = _store_copy(tmp_path)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    view_for(path)
    before = load(path).store.facts
    claim = "NVLink 4.0 gives each H100 a bandwidth of 900 GB/s in both directions together."
    read_again: list[str] = []
    one = extract.read

    def spy(text: str, *args: object, **kw: object) -> object:
        if text != claim:
            read_again.append(text)
        return one(text, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(extract, "read", spy)
    result = add_fact(path, claim)
    assert result.record["assertions"] and read_again == []
    assert any(f.claim.startswith("NVLink 4.0") for f in before)


def _merged_into(old: Fact, k: int) -> Fact:
    """``old`` with the wordings a merge gives it (hostile text, a chain, repeated citations)."""
    from hostile import HOSTILE

    from nvfacts.merging import as_mention

    texts = list(HOSTILE.values())
    other = Fact(id=f"w{k}", claim=texts[k % len(texts)], tags=["a b", "t"], confidence=0.25,
                 sources=[Citation(source="s", locator=ODD[k % len(ODD)] or "x")])
    return old.model_copy(update={"merged": [*old.merged, *as_mention(other, old)]})


_NO_CONTROL = re.compile("[^\x00-\x1f\x7f-\x9f]*")


def _written(data: dict[str, object], style: object, how: str) -> str:
    """One fact's lines as a hand or another tool may have written them: as nvfacts writes
    them, every text double- or single-quoted where that needs no escape, a claim with bidi
    controls as they are, numbers padded."""
    from nvfacts.writer import _dump_items

    text = _dump_items([data], style)  # type: ignore[arg-type]
    if how == "double":
        return re.sub(r"(?m)^(\s*(?:- )?(?:claim|locator|evidence): )([^'\"\n].*)$",
                      lambda m: m.group(1) + ('"' + m.group(2) + '"'
                                              if '"' not in m.group(2) and "\\" not in
                                              m.group(2) else m.group(2)), text)
    if how == "single":
        return re.sub(r"(?m)^(\s*(?:- )?claim: )([^'\"\n].*)$",
                      lambda m: m.group(1) + "'" + m.group(2).replace("'", "''") + "'", text)
    if how == "raw":  # text with bidi controls as they are, in double quotes: ruamel escapes them
        return re.sub(r"(?m)^(\s*(?:- )?claim: )(.*)$",
                      lambda m: m.group(1) + '"' + str(data["claim"]).replace("\\", "\\\\")
                      .replace('"', '\\"') + '"' if _NO_CONTROL.fullmatch(str(data["claim"]))
                      else m.group(0), text, count=1)
    if how == "padded":
        return re.sub(r"(?m)^(\s*(?:- )?confidence: )(0\.[0-9])$", r"\g<1>\g<2>0", text)
    return text


@pytest.mark.parametrize(("dash", "indent"), STYLES)
def test_merged_facts_are_written_as_ruamel_yaml_writes_them(dash: int, indent: int) -> None:
    """A fact that gains wordings is written by the fast emitter when its lines need no
    ruamel.yaml, and then its bytes are exactly those ruamel.yaml gives it (hostile and
    YAML-lookalike text, quoted in the ways a person writes, numbers as written, facts merged
    into before, CRLF)."""
    from hostile import HOSTILE

    from nvfacts.model import to_data
    from nvfacts.writer import _grown, _ruamel_items, _Style
    from nvfacts.yamlread import read_yaml

    style = _Style(dash, indent)
    fast = 0
    texts = [*HOSTILE.values(), *ODD, "NVLink 4.0 delivers 900 GB/s per GPU.", "it's #1: 'yes'"]
    for k, claim in enumerate(texts):
        fact = Fact(id=f"h{k}", claim=claim or "x", tags=[claim or "1.0", "b-c"],
                    confidence=[0.9, 1e-05, 1, 0.5, 0.123456789][k % 5],
                    sources=[Citation(source="s", locator=ODD[k % len(ODD)],
                                      independent=k % 3 == 0)])
        if k % 4 == 0:
            fact = _merged_into(fact, k + 1000)
        for how in ("nvfacts", "double", "single", "padded", "raw"):
            lines = _written(to_data(fact), style, how)
            read = read_yaml("x:\n" + lines, "<test>")
            assert not read.problems, (how, lines)
            old = Fact.model_validate(read.value["x"][0])  # type: ignore[index]
            new = _merged_into(old, k)
            for newline in ("\n", "\r\n"):
                style.newline = newline
                body = lines.replace("\n", newline)
                got = _grown([body], [(to_data(old), to_data(new))], style)[0]
                ruamel = _ruamel_items(body, [(0, len(body))], [new], style)[0]
                if got is not None:
                    fast += 1
                    assert got == ruamel, (how, lines)
            style.newline = "\n"
    assert fast > len(texts) * 4  # most of them: the fast way was taken


def test_a_merged_fact_keeps_its_comments_and_every_other_byte(tmp_path: Path) -> None:
    """A commented fact that gains a wording keeps each comment where it was (one on the line
    of a key, one on a line of its own in a fact laid out as nvfacts writes one); no line
    outside the two merged facts changes."""
    from nvfacts.merging import Cluster, apply

    store = tmp_path / "facts.yaml"
    text = (GOLDEN / "commented.yaml").read_text(encoding="utf-8").replace(
        "    confidence: 0.90\n", "    # a line of its own inside the fact\n    confidence: 0.90\n"
    ).replace("# trailing comment", """  - id: plain
    claim: "PCIe 5.0 x16 carries about 64 GB/s in each direction."
    # a line of its own in a fact written as nvfacts writes one
    confidence: 0.50
  - id: twin
    claim: "NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s!"
    sources:
      - source: card
# trailing comment""")
    store.write_text(text, encoding="utf-8")
    apply(store, [Cluster(["nvl4-bw", "twin"], "nvl4-bw"), Cluster(["pcie5", "plain"], "plain")])
    after = store.read_text(encoding="utf-8")
    assert "# a line of its own in a fact" in text
    for line in text.splitlines():
        if "#" in line:
            assert line in after.splitlines()
    kept = {f.id: f for f in load(store).store.facts}
    assert [m.id for m in kept["nvl4-bw"].merged] == ["twin"]
    assert [m.id for m in kept["plain"].merged] == ["pcie5"]
    assert after.startswith(text[: text.index("  # --- NVLink 4.0")])
    assert after.endswith("# trailing comment at the end of the file\n")


def test_merging_a_large_store_writes_what_ruamel_yaml_wrote(tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    """`dedup --apply` on the benchmark's synthetic store gives the file byte for byte that
    re-emitting every merged fact through ruamel.yaml gave, and takes the fast way for them;
    putting only the new lines in (the way for facts in other layouts) gives it too."""
    from benchmarks.synthetic import generate, to_yaml
    from nvfacts import writer
    from nvfacts.kb import load as load_kb
    from nvfacts.merging import apply, find_clusters

    claims, _ = generate(600, seed=13)
    fast, slow = tmp_path / "fast.yaml", tmp_path / "slow.yaml"
    fast.write_text(to_yaml(claims), encoding="utf-8")
    slow.write_text(to_yaml(claims), encoding="utf-8")
    between = tmp_path / "in-place.yaml"
    between.write_text(to_yaml(claims), encoding="utf-8")
    clusters = find_clusters(load_kb(fast))
    assert len(clusters) > 20
    through: list[int] = []
    ruamel_items = writer._ruamel_items

    def spy(body: str, spans: list[tuple[int, int]], *args: object) -> list[str]:
        through.append(len(spans))
        return ruamel_items(body, spans, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(writer, "_ruamel_items", spy)
    apply(fast, clusters)
    assert sum(through) == 0
    monkeypatch.setattr(writer, "_grown", lambda spans, data, style: [None] * len(spans))
    apply(between, clusters)  # each fact's lines kept and the new ones put after them
    assert sum(through) == 0
    monkeypatch.setattr(writer, "_in_place", lambda *args: None)
    apply(slow, clusters)
    assert sum(through) == len(clusters)
    assert fast.read_bytes() == slow.read_bytes() == between.read_bytes()


def test_edits_in_lists_indented_differently_are_saved_together(tmp_path: Path) -> None:
    """One save that adds a source, removes a fact and adds one, in a store whose two lists are
    indented differently: every edit is written and the store reads back as intended."""
    from nvfacts.model import Source

    path = tmp_path / "facts.yaml"
    path.write_text("sources:\n- id: card   # kept\n  kind: knowledge-card\nfacts:\n"
                    "    - id: a\n      claim: 'PCIe 4.0 x16 gives 32 GB/s per direction.'\n"
                    "    - id: b   # about to go\n      claim: 'NVLink 2.0 has 6 links.'\n"
                    "    - id: c\n      claim: 'NVLink 3.0 has 12 links.'\n",
                    encoding="utf-8")
    with StoreEditor(path) as editor:
        editor.add_source(Source(id="datasheet", kind="datasheet"))
        editor.remove_fact("b")
        editor.append_fact(Fact(id="d", claim="NVLink 4.0 has 18 links.",
                                sources=[Citation(source="datasheet")]))
        assert editor.save()
    store = load(path).store
    assert [s.id for s in store.sources] == ["card", "datasheet"]
    assert [f.id for f in store.facts] == ["a", "c", "d"]
    assert "- id: card   # kept" in path.read_text(encoding="utf-8")
