"""The writer on every layout a hand-edited store may have: the exact bytes each edit leaves, and
the exact message of each edit it refuses (the file is then unchanged); the output path's
refusals word for word, and the writes it must still carry out when the system says no to
something on the way."""

from __future__ import annotations

import errno
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts import atomic
from nvfacts.cli import app
from nvfacts.errors import (
    InvalidStoreError,
    UnreadableInputError,
    UnwritableError,
    WriteConflictError,
    describe_os_error,
)
from nvfacts.model import Citation, Decision, Fact, Source
from nvfacts.writer import StoreEditor

Edit = Callable[[StoreEditor], None]
CHINESE = Fact(id="new", claim="NVLink 5.0 链路 100 GB/s")
PLAIN = Fact(id="new2", claim="Second")


def adding(*facts: Fact) -> Edit:
    def edit(editor: StoreEditor) -> None:
        for fact in facts:
            editor.append_fact(fact)
    return edit


def removing(fact_id: str) -> Edit:
    return lambda editor: editor.remove_fact(fact_id)


def deciding(*changes: tuple[str, str]) -> Edit:
    def edit(editor: StoreEditor) -> None:
        for fact_id, status in changes:
            fact = editor.get(fact_id)
            assert fact is not None
            editor.replace_fact(fact.model_copy(update={"status": status}))
    return edit


def changing(fact_id: str, **fields: object) -> Edit:
    def edit(editor: StoreEditor) -> None:
        fact = editor.get(fact_id)
        assert fact is not None
        editor.replace_fact(fact.model_copy(update=fields))
    return edit


def both(*edits: Edit) -> Edit:
    def edit(editor: StoreEditor) -> None:
        for one in edits:
            one(editor)
    return edit


def declaring(editor: StoreEditor) -> None:
    editor.add_source(Source(id="sheet", kind="datasheet"))


def edited(tmp_path: Path, text: str, edit: Edit) -> str:
    path = tmp_path / "facts.yaml"
    path.write_bytes(text.encode("utf-8"))
    with StoreEditor(path) as editor:
        edit(editor)
        assert editor.save()
    return path.read_bytes().decode("utf-8")


EDITS: dict[str, tuple[str, Edit, str]] = {
    "an empty flow list becomes a block list": (
        "facts: []\n", adding(CHINESE),
        "facts:\n  - id: new\n    claim: NVLink 5.0 链路 100 GB/s\n"),
    "an empty flow list with a comment and no last line break": (
        "facts: [] # none yet", adding(CHINESE),
        "facts: # none yet\n  - id: new\n    claim: NVLink 5.0 链路 100 GB/s\n"),
    "facts appended to a flow list, text as it is": (
        "facts: [{id: a, claim: x}]\n", adding(CHINESE, PLAIN),
        'facts: [{id: a, claim: x}, {id: new, claim: NVLink 5.0 链路 100 GB/s}, '
        '{id: new2, claim: Second}]\n'),
    "facts appended to an empty flow list inside a flow mapping": (
        "{facts: []}\n", adding(PLAIN), '{facts: [{id: new2, claim: Second}]}\n'),
    "a sources list made at the end of a flow mapping, over lines, with a comment": (
        "{\n  facts: [  # none yet\n  ]\n}\n", both(adding(PLAIN), declaring),
        '{\n  facts: [  # none yet\n  {id: new2, claim: Second}]\n'
        ', sources: [{id: sheet, kind: datasheet}]}\n'),
    "a source appended to a flow mapping's sources": (
        "{sources: [{id: a}], facts: []}", declaring,
        '{sources: [{id: a}, {id: sheet, kind: datasheet}], facts: []}'),
    "a sources list made before the first key, after the comments": (
        "# my store\nfacts:\n  - id: a\n    claim: x\n", declaring,
        "# my store\nsources:\n  - id: sheet\n    kind: datasheet\nfacts:\n  - id: a\n"
        "    claim: x\n"),
    "an empty flow list after a comment line": (
        "# notes\nfacts: []\n", adding(PLAIN),
        "# notes\nfacts:\n  - id: new2\n    claim: Second\n"),
    "a sources list made before a first key on the first line": (
        "facts:\n  - id: a\n    claim: x\n", declaring,
        "sources:\n  - id: sheet\n    kind: datasheet\nfacts:\n  - id: a\n    claim: x\n"),
    "a sources list made after two comment lines": (
        "# a\n# b\nfacts:\n  - id: a\n    claim: x\n", declaring,
        "# a\n# b\nsources:\n  - id: sheet\n    kind: datasheet\nfacts:\n  - id: a\n"
        "    claim: x\n"),
    "a byte-order mark before a flow list changed in place": (
        "\ufefffacts: [{id: a, claim: x}]\n", deciding(("a", "refuted")),
        '\ufefffacts: [{id: a, claim: x, status: refuted}]\n'),
    "a fact changed, then removed": (
        "facts:\n  - id: a\n    claim: x\n  - id: b\n    claim: y\n",
        both(deciding(("b", "refuted")), removing("b")), "facts:\n  - id: a\n    claim: x\n"),
    "removing an id the store does not hold changes nothing else": (
        "facts:\n  - id: a\n    claim: x\n", both(removing("nowhere"), deciding(("a", "verified"))),
        "facts:\n  - id: a\n    claim: x\n    status: verified\n"),
    "the last fact of a file without a last line break changed": (
        "facts:\n  - id: a\n    claim: x\n  - id: b\n    claim: y", deciding(("b", "refuted")),
        "facts:\n  - id: a\n    claim: x\n  - id: b\n    claim: y\n    status: refuted"),
    "a sources list made in a file that starts with an empty line": (
        "\nfacts:\n  - id: a\n    claim: x\n", declaring,
        "\nsources:\n  - id: sheet\n    kind: datasheet\nfacts:\n  - id: a\n    claim: x\n"),
    "a fact appended to a file without a last line break": (
        "facts:\n  - id: a\n    claim: x", adding(PLAIN),
        "facts:\n  - id: a\n    claim: x\n  - id: new2\n    claim: Second\n"),
    "a fact removed from the middle": (
        "facts:\n  - id: a\n    claim: x\n  - id: b\n    claim: y\n  - id: c\n    claim: z\n",
        removing("b"), "facts:\n  - id: a\n    claim: x\n  - id: c\n    claim: z\n"),
    "a fact removed whose dash stands alone on its line": (
        "facts:\n  - id: a\n    claim: x\n  -\n    id: b\n    claim: y\n", removing("b"),
        "facts:\n  - id: a\n    claim: x\n"),
    "the last fact removed from a file without a last line break": (
        "facts:\n  - id: a\n    claim: x\n  - id: b\n    claim: y", removing("b"),
        "facts:\n  - id: a\n    claim: x\n"),
    "a fact of a flow list changed in place": (
        "facts: [{id: a, claim: x}, {id: b, claim: 链路}]\n", deciding(("b", "refuted")),
        'facts: [{id: a, claim: x}, {id: b, claim: 链路, status: refuted}]\n'),
    "a flow-style item of a block list changed in place": (
        "facts:\n  - {id: a, claim: x}\n  - {id: b, claim: 链路}\n", deciding(("b", "refuted")),
        'facts:\n  - {id: a, claim: x}\n  - {id: b, claim: 链路, status: refuted}\n'),
    "a flow-style fact verified: its quoting kept, keys put after the one before them": (
        "facts:\n  - {id: a, claim: 'x y', tags: [b]}   # mine\n",
        changing("a", status="verified", history=[Decision(date="2026-12-01", status="verified",
                                                           evidence="p. 3")]),
        "facts:\n  - {id: a, claim: 'x y', status: verified, tags: [b], history: [{date: "
        "'2026-12-01', status: verified, evidence: p. 3}]}   # mine\n"),
    "a fact of a flow list verified, its quoting and its neighbour's kept": (
        "facts: [{id: a, claim: 'x y'}, {id: b, claim: \"z\", tags: [t]}]\n",
        deciding(("b", "verified")),
        "facts: [{id: a, claim: 'x y'}, {id: b, claim: \"z\", status: verified, tags: [t]}]\n"),
    "a value of a flow-style fact changed, the others as written": (
        'facts:\n  - {id: a, claim: "x y", confidence: 0.90, tags: [b, c]}\n',
        changing("a", confidence=0.5),
        'facts:\n  - {id: a, claim: "x y", confidence: 0.5, tags: [b, c]}\n'),
    "a key of a flow-style fact over two lines taken out, the comment after the comma kept": (
        "facts:\n  - {id: a, claim: 'x y',  # note\n     status: verified}\n",
        changing("a", status="unverified"), "facts:\n  - {id: a, claim: 'x y'  # note\n     }\n"),
    "a default written out in a flow-style fact stays": (
        "facts:\n  - {id: a, claim: 'x y', status: unverified}\n",
        changing("a", confidence=0.5),
        "facts:\n  - {id: a, claim: 'x y', status: unverified, confidence: 0.5}\n"),
    "two facts changed together keep their comments and numbers": (
        "facts:\n  - id: a  # first\n    claim: x\n    confidence: 0.90\n  - id: b\n"
        "    claim: y\n", deciding(("a", "refuted"), ("b", "verified")),
        "facts:\n  - id: a  # first\n    claim: x\n    status: refuted\n    confidence: 0.90\n"
        "  - id: b\n    claim: y\n    status: verified\n"),
    "a list at the key's own indent": (
        "facts:\n- id: a\n  claim: x\n", adding(PLAIN),
        "facts:\n- id: a\n  claim: x\n- id: new2\n  claim: Second\n"),
    "a list indented by four": (
        "facts:\n    -   id: a\n        claim: x\n", adding(PLAIN),
        "facts:\n    -   id: a\n        claim: x\n    -   id: new2\n        claim: Second\n"),
    "CRLF line breaks": (
        "facts:\r\n  - id: a\r\n    claim: x\r\n", adding(PLAIN),
        "facts:\r\n  - id: a\r\n    claim: x\r\n  - id: new2\r\n    claim: Second\r\n"),
    "quotes kept on a changed fact": (
        'facts:\n  - id: a\n    claim: "x y"\n    tags: [b, c]\n', deciding(("a", "refuted")),
        'facts:\n  - id: a\n    claim: "x y"\n    status: refuted\n    tags: [b, c]\n'),
    "single quotes kept": (
        "facts:\n  - id: a\n    claim: 'x y'\n", deciding(("a", "refuted")),
        "facts:\n  - id: a\n    claim: 'x y'\n    status: refuted\n"),
    "a whole number kept as written": (
        "facts:\n  - id: a\n    claim: x\n    confidence: 1\n", deciding(("a", "refuted")),
        "facts:\n  - id: a\n    claim: x\n    status: refuted\n    confidence: 1\n"),
    "numbers of 12 characters and longer kept as written in facts that only gain a key": (
        "facts:\n  - id: a\n    claim: x\n    confidence: 0.12345678910\n  - id: b\n"
        "    claim: y\n    confidence: 0.123456789120\n",
        deciding(("a", "refuted"), ("b", "refuted")),
        "facts:\n  - id: a\n    claim: x\n    status: refuted\n    confidence: 0.12345678910\n"
        "  - id: b\n    claim: y\n    status: refuted\n    confidence: 0.123456789120\n"),
    "CRLF kept in a changed fact with a comment": (
        "facts:\r\n  - id: a  # mine\r\n    claim: x\r\n", deciding(("a", "refuted")),
        "facts:\r\n  - id: a  # mine\r\n    claim: x\r\n    status: refuted\r\n"),
    "a changed number": (
        "facts:\n  - id: a\n    claim: x\n    confidence: 0.90\n", changing("a", confidence=0.5),
        "facts:\n  - id: a\n    claim: x\n    confidence: 0.5\n"),
    "a flow list of tags shortened": (
        "facts:\n  - id: a\n    claim: x\n    tags: [b, c]\n", changing("a", tags=["b"]),
        "facts:\n  - id: a\n    claim: x\n    tags: [b]\n"),
    "a block list of tags grown, its comment kept": (
        "facts:\n  - id: a\n    claim: x\n    tags:\n      - b  # kept\n",
        changing("a", tags=["b", "c d", "e"]),
        "facts:\n  - id: a\n    claim: x\n    tags:\n      - b  # kept\n      - c d\n"
        "      - e\n"),
    "a hidden character in a tag shown as an escape": (
        "facts:\n  - id: a\n    claim: x\n", changing("a", tags=["ok", "a\u202eb"]),
        'facts:\n  - id: a\n    claim: x\n    tags:\n      - ok\n      - "a\\u202eb"\n'),
    "a hidden character in a claim shown as an escape": (
        "facts:\n  - id: a\n    claim: x\n", changing("a", claim="x\u202ey"),
        'facts:\n  - id: a\n    claim: "x\\u202ey"\n'),
    "new fields in the schema's order": (
        "facts:\n  - id: a\n    claim: x\n", changing("a", status="verified", tags=["t"]),
        "facts:\n  - id: a\n    claim: x\n    status: verified\n    tags: [t]\n"),
    "a field set back to its default goes": (
        "facts:\n  - id: a\n    claim: x\n    status: verified\n",
        changing("a", status="unverified"), "facts:\n  - id: a\n    claim: x\n"),
    "a long claim on one line": (
        "facts:\n  - id: a\n    claim: x\n", changing("a", claim="word " * 30 + "end"),
        "facts:\n  - id: a\n    claim: " + "word " * 30 + "end\n"),
    "a byte-order mark kept through a change, a removal and an addition": (
        "\ufefffacts:\n  - id: a\n    claim: x\n  - id: b\n    claim: y\n",
        both(deciding(("b", "refuted")), removing("a"), adding(Fact(id="c", claim="z"))),
        "\ufefffacts:\n  - id: b\n    claim: y\n    status: refuted\n  - id: c\n    claim: z\n"),
    "a fact added and changed in one edit": (
        "facts: []\n", both(adding(Fact(id="n", claim="x")), changing("n", claim="y")),
        "facts:\n  - id: n\n    claim: y\n"),
    "a fact added and taken back in one edit": (
        "facts:\n  - id: a\n    claim: x\n",
        both(adding(Fact(id="n", claim="x")), removing("n"), adding(Fact(id="m", claim="z"))),
        "facts:\n  - id: a\n    claim: x\n  - id: m\n    claim: z\n"),
}


@pytest.mark.parametrize("case", EDITS)
def test_each_layout_is_edited_to_exactly_these_bytes(tmp_path: Path, case: str) -> None:
    before, edit, after = EDITS[case]
    assert edited(tmp_path, before, edit) == after


REFUSED: dict[str, tuple[str, Edit, str]] = {
    "a fact removed from a flow list": (
        "facts: [{id: a, claim: x}, {id: b, claim: y}]\n", removing("b"),
        "cannot remove a fact from a flow-style list; write the facts as a block list "
        "('- id: ...')"),
    "a source declared twice": (
        "sources:\n  - {id: sheet}\nfacts: []\n", declaring,
        "source 'sheet' is declared already"),
    "a fact id taken": (
        "facts:\n  - id: new2\n    claim: x\n", adding(PLAIN),
        "a fact with id 'new2' exists already: choose another id"),
    "a citation of an undeclared source": (
        "facts: []\n", adding(Fact(id="c", claim="x", sources=[Citation(source="nope")])),
        "fact 'c' cites undeclared source 'nope'"),
    "a fact id taken by a fact added in the same edit": (
        "facts: []\n", adding(PLAIN, PLAIN),
        "a fact with id 'new2' exists already: choose another id"),
}


@pytest.mark.parametrize("case", REFUSED)
def test_a_refused_edit_names_the_file_and_what_is_wrong(tmp_path: Path, case: str) -> None:
    before, edit, message = REFUSED[case]
    path = tmp_path / "facts.yaml"
    path.write_text(before, encoding="utf-8")
    with pytest.raises(InvalidStoreError) as refused, StoreEditor(path) as editor:
        edit(editor)
        editor.save()
    assert [(p.file, p.line, p.column, p.message) for p in refused.value.problems] == [
        (str(path), 1, 1, message)]
    assert path.read_text(encoding="utf-8") == before


# -- an edit that would not read back as intended: nothing is written --------------------------

READ_BACK = "internal error: the edited store would not read back as written; nothing was written"

SPOILED: dict[str, Callable[[str], str]] = {
    "a word dropped": lambda text: text.replace("Second", "Sec"),
    "a key written twice": lambda text: text.replace("claim:", "claim: x\n    claim:"),
    "a field the schema does not have": lambda text: text + "    colour: red\n",
    "an anchor, refused when read": lambda text: text.replace("claim: Second",
                                                              "claim: &a Second"),
    "an item lost": lambda text: text.split("  - id: new2")[0],
    "text instead of a list": lambda text: "  just text\n",
}


@pytest.mark.parametrize("case", SPOILED)
def test_an_appended_fact_that_would_not_read_back_is_not_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str) -> None:
    from nvfacts import writer

    dump = writer._dump_items
    monkeypatch.setattr(writer, "_dump_items", lambda items, style: SPOILED[case](
        dump(items, style)))
    path = tmp_path / "facts.yaml"
    before = "facts:\n  - id: a\n    claim: x\n"
    path.write_text(before, encoding="utf-8")
    with pytest.raises(InvalidStoreError) as refused, StoreEditor(path) as editor:
        editor.append_fact(CHINESE)
        editor.append_fact(PLAIN)
        editor.save()
    assert [(p.file, p.line, p.column, p.message) for p in refused.value.problems] == [
        (str(path), 1, 1, READ_BACK)]
    assert path.read_text(encoding="utf-8") == before


@pytest.mark.parametrize(("spoil", "by"), [("Second", "paper"), ("datasheet", "paper")])
def test_a_flow_style_store_is_read_back_whole_before_writing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, spoil: str, by: str) -> None:
    """Flow-style edits have no text of their own to check: the whole file is read again, and
    both its facts and its sources must be what was meant."""
    from nvfacts import writer

    flow = writer.flow
    monkeypatch.setattr(writer, "flow", lambda value: flow(value).replace(spoil, by))
    path = tmp_path / "facts.yaml"
    before = "sources: [{id: a}]\nfacts: [{id: a, claim: x}]\n"
    path.write_text(before, encoding="utf-8")
    with pytest.raises(InvalidStoreError) as refused, StoreEditor(path) as editor:
        editor.append_fact(PLAIN)
        declaring(editor)
        editor.save()
    assert [(p.file, p.line, p.column, p.message) for p in refused.value.problems] == [
        (str(path), 1, 1, READ_BACK)]
    assert path.read_text(encoding="utf-8") == before


def test_a_flow_style_edit_that_would_make_the_store_invalid_names_the_store(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from nvfacts import writer

    flow = writer.flow
    monkeypatch.setattr(writer, "flow", lambda value: flow(value).replace("datasheet", "blog"))
    path = tmp_path / "facts.yaml"
    path.write_text("sources: [{id: a}]\nfacts: []\n", encoding="utf-8")
    with pytest.raises(InvalidStoreError) as refused, StoreEditor(path) as editor:
        declaring(editor)
        editor.save()
    assert [(p.file, p.line, p.column) for p in refused.value.problems] == [(str(path), 1, 38)]
    assert path.read_text(encoding="utf-8") == "sources: [{id: a}]\nfacts: []\n"


# -- the store as the user named it ------------------------------------------------------------


def test_a_missing_store_is_named_with_what_to_do(tmp_path: Path) -> None:
    missing = tmp_path / "missing.yaml"
    with pytest.raises(UnreadableInputError) as refused, StoreEditor(missing):
        pass
    assert str(refused.value) == (f"{missing}: no such file; create it with 'nvfacts init "
                                  f"{missing}' (or a file holding 'facts: []'), or point "
                                  "--store at an existing store")


@pytest.mark.parametrize(("content", "place", "message"), [
    (b"facts: [\n", (2, 1), "YAML syntax error: did not find expected node content (while "
     "parsing a flow node that starts at line 2, column 1); fix the syntax here (check "
     "indentation, quotes and brackets)"),
    (b"facts:\n  - id: a\n    claim: \xff\n", (3, 12),
     "byte 0xff is not UTF-8: save the file as UTF-8"),
])
def test_problems_of_a_store_reached_through_a_link_name_the_link(
        tmp_path: Path, content: bytes, place: tuple[int, int], message: str) -> None:
    (tmp_path / "real.yaml").write_bytes(content)
    link = tmp_path / "facts.yaml"
    link.symlink_to("real.yaml")
    with pytest.raises(InvalidStoreError) as refused, StoreEditor(link):
        pass
    assert [(p.file, p.line, p.column, p.message) for p in refused.value.problems] == [
        (str(link), *place, message)]


def test_a_held_lock_names_the_store_as_the_user_gave_it(tmp_path: Path) -> None:
    (tmp_path / "real.yaml").write_text("facts: []\n", encoding="utf-8")
    link = tmp_path / "facts.yaml"
    link.symlink_to("real.yaml")
    with StoreEditor(link), pytest.raises(WriteConflictError) as refused, \
            StoreEditor(link, lock_timeout=0.1):
        pass
    assert str(refused.value) == (f"{link}: another nvfacts process has held the store's lock "
                                  "for 0.1 s; try again when it is done, or wait longer "
                                  "(--lock-timeout SECONDS, or NVFACTS_LOCK_TIMEOUT)")


def test_a_store_changed_or_gone_since_it_was_read_is_not_written(tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("facts: []\n", encoding="utf-8")
    with pytest.raises(WriteConflictError) as refused, StoreEditor(path) as editor:
        editor.append_fact(PLAIN)
        path.write_text("facts: [] # saved by an editor\n", encoding="utf-8")
        editor.save()
    assert str(refused.value) == (f"{path}: the file changed on disk since nvfacts read it (an "
                                  "editor saved it?); nothing was written: run the command again")
    assert path.read_text(encoding="utf-8") == "facts: [] # saved by an editor\n"
    with pytest.raises(WriteConflictError) as refused, StoreEditor(path) as editor:
        editor.append_fact(PLAIN)
        path.unlink()
        editor.save()
    assert str(refused.value) == (f"{path}: cannot be read again before writing: No such file or "
                                  "directory")
    assert not path.exists()


def test_replacing_a_fact_the_store_does_not_hold_names_its_id(tmp_path: Path) -> None:
    path = tmp_path / "facts.yaml"
    path.write_text("facts: []\n", encoding="utf-8")
    with pytest.raises(KeyError, match="nowhere"), StoreEditor(path) as editor:
        editor.replace_fact(Fact(id="nowhere", claim="x"))


# -- the output path: what is refused, word for word, and writes that must still work ----------


def export(runner: CliRunner, output: Path, store: Path = STORE) -> tuple[int, str, str]:
    result = runner.invoke(app, ["--store", str(store), "export", "--all", "-o", str(output)])
    return result.exit_code, result.stdout, result.stderr


OTHER_FILE = "name a regular file (or leave out -o and redirect standard output)"


@pytest.mark.parametrize(("make", "kind", "hint"), [
    (lambda tmp: (tmp / "out").mkdir() or tmp / "out", "a folder", "name a file in it"),
    (lambda tmp: os.mkfifo(tmp / "pipe") or tmp / "pipe", "a named pipe (FIFO)", OTHER_FILE),
    (lambda tmp: Path("/dev/null"), "a character device", OTHER_FILE),
])
def test_what_is_not_a_file_is_refused_with_what_to_do(
        runner: CliRunner, tmp_path: Path, make: Callable[[Path], Path], kind: str,
        hint: str) -> None:
    output = make(tmp_path)
    assert export(runner, output) == (2, "", f"nvfacts: {output}: is {kind}, not a regular "
                                             f"file; nothing was written: {hint}\n")


def test_the_store_itself_is_refused_with_what_to_do(runner: CliRunner, tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    shutil.copyfile(STORE, store)
    assert export(runner, store, store) == (2, "", f"nvfacts: {store}: is the store this "
                                            "command reads; nothing was written: write the "
                                            "export to another file\n")


def test_a_file_with_only_execute_bits_is_read_only(runner: CliRunner, tmp_path: Path) -> None:
    output = tmp_path / "out.json"
    output.write_text("old\n", encoding="utf-8")
    output.chmod(0o555)
    assert export(runner, output) == (2, "", f"nvfacts: {output}: is read-only (mode 0555); "
                                             "nothing was written: make it writable (chmod u+w "
                                             f"{output}) if it is meant to change\n")
    assert output.read_text(encoding="utf-8") == "old\n"


def test_a_file_of_another_user_or_on_a_read_only_disk_is_refused(
        runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    output = tmp_path / "out.json"
    output.write_text("old\n", encoding="utf-8")
    output.chmod(0o644)
    access = os.access
    monkeypatch.setattr(atomic.os, "access", lambda path, mode, *args, **kwargs: False if str(
        path) == str(output) and mode == os.W_OK else access(path, mode, *args, **kwargs))
    uid = output.stat().st_uid
    assert export(runner, output) == (2, "", f"nvfacts: {output}: you have no write permission "
                                             f"on it (mode 0644, owner uid {uid}); nothing was "
                                             "written: ask its owner, or write a copy\n")
    statvfs = os.statvfs
    monkeypatch.setattr(atomic.os, "statvfs", lambda path: SimpleNamespace(
        f_flag=os.ST_RDONLY) if str(path) == str(output) else statvfs(path))
    code, out, err = export(runner, output)
    assert (code, out) == (2, "")
    assert err == f"nvfacts: {describe_os_error(OSError(errno.EROFS, ''), output)}; nothing " \
                  "was written\n"
    assert "read-only" in err
    assert output.read_text(encoding="utf-8") == "old\n"


def test_a_path_that_cannot_be_looked_at_names_the_folder(
        runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    output = tmp_path / "out.json"
    stat = os.stat

    def denied(path: object, *args: object, **kwargs: object) -> os.stat_result:
        if str(path) == str(output):
            raise PermissionError(errno.EACCES, "Permission denied")
        return stat(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(atomic.os, "stat", denied)
    assert export(runner, output) == (2, "", f"nvfacts: {output}: permission denied: nvfacts "
                                             f"writes a new file in {tmp_path} and renames it "
                                             "over the old one, so it needs write permission "
                                             "on that folder; nothing was written\n")


@pytest.mark.parametrize("umask", [0o022, 0o077])
def test_a_new_file_gets_the_usual_mode(runner: CliRunner, tmp_path: Path, umask: int) -> None:
    output = tmp_path / "out.json"
    old = os.umask(umask)
    try:
        assert export(runner, output)[0] == 0
    finally:
        os.umask(old)
    assert stat_mode(output) == 0o666 & ~umask


def stat_mode(path: Path) -> int:
    return path.stat().st_mode & 0o7777


def decide(store: Path) -> None:
    with StoreEditor(store) as editor:
        deciding(("a", "verified"))(editor)
        assert editor.save()


@pytest.fixture
def small(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text("facts:\n  - id: a\n    claim: x\n", encoding="utf-8")
    path.chmod(0o640)
    return path


AFTER = "facts:\n  - id: a\n    claim: x\n    status: verified\n"


def test_a_system_without_unnamed_files_gets_a_named_temp_file_renamed(
        small: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(atomic.os, "O_TMPFILE")
    decide(small)
    assert small.read_text(encoding="utf-8") == AFTER
    assert sorted(p.name for p in small.parent.iterdir()) == ["facts.yaml"]
    assert stat_mode(small) == 0o640


@pytest.mark.parametrize(("error", "written"), [(errno.EOPNOTSUPP, True), (errno.EISDIR, True),
                                               (errno.EINVAL, True), (errno.ENOSPC, False)])
def test_a_folder_refusing_unnamed_files_gets_a_named_one(
        small: Path, monkeypatch: pytest.MonkeyPatch, error: int, written: bool) -> None:
    """File systems without O_TMPFILE say so by one of three errors; any other is the user's."""
    real_open = os.open

    def refusing(path: str, flags: int, *args: object, **kwargs: object) -> int:
        if flags & atomic.os.O_TMPFILE == atomic.os.O_TMPFILE:
            raise OSError(error, os.strerror(error))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(atomic.os, "open", refusing)
    if written:
        decide(small)
        assert small.read_text(encoding="utf-8") == AFTER
    else:
        with pytest.raises(UnwritableError, match="the disk is full"):
            decide(small)
    assert sorted(p.name for p in small.parent.iterdir()) == ["facts.yaml"]


def test_a_write_from_a_deleted_working_folder(small: Path, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The new file is made in the store's folder, wherever the shell stands."""
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    decide(small)
    assert small.read_text(encoding="utf-8") == AFTER


def test_a_store_of_another_owner_is_written_when_its_owner_cannot_be_kept(
        small: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Only root may give a file away: for anyone else the owner becomes the writer."""
    monkeypatch.setattr(atomic.os, "geteuid", lambda: small.stat().st_uid + 1)

    def refused(*_: object) -> None:
        raise PermissionError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "fchown", refused)
    decide(small)
    assert small.read_text(encoding="utf-8") == AFTER


def test_a_failed_rename_whose_temp_file_cannot_be_removed_still_says_why(
        small: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*_: object, **__: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def stuck(*_: object, **__: object) -> None:
        raise OSError(errno.EBUSY, os.strerror(errno.EBUSY))

    monkeypatch.setattr(atomic.os, "replace", full)
    monkeypatch.setattr(atomic.os, "unlink", stuck)
    with pytest.raises(UnwritableError) as refused:
        decide(small)
    assert str(refused.value) == (f"{small}: the disk is full: free some space and run the "
                                  "command again; nothing was written")


def test_something_with_a_temp_file_name_that_cannot_be_removed_is_left(small: Path) -> None:
    odd = small.parent / f"{atomic.temp_prefix(small)}kept"
    odd.mkdir()
    decide(small)
    assert small.read_text(encoding="utf-8") == AFTER
    assert odd.is_dir()


def test_a_named_temp_file_carries_the_name_a_later_write_cleans_up(
        small: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without O_TMPFILE the new text sits in a named file until the rename: a crash there
    leaves it, and the next write removes it by its name (.facts.yaml.nvfacts-tmp-...)."""
    monkeypatch.delattr(atomic.os, "O_TMPFILE")
    replace = os.replace
    renamed: list[str] = []

    def watched(source: Path, target: Path) -> None:
        renamed.append(Path(source).name)
        replace(source, target)

    monkeypatch.setattr(atomic.os, "replace", watched)
    decide(small)
    assert len(renamed) == 1 and renamed[0].startswith(".facts.yaml.nvfacts-tmp-")
    (small.parent / renamed[0]).write_text("left by a crash\n", encoding="utf-8")
    with StoreEditor(small) as editor:
        deciding(("a", "refuted"))(editor)
        assert editor.save()
    assert sorted(p.name for p in small.parent.iterdir()) == ["facts.yaml"]


FACT = "{id: n1, claim: NVLink 4.0 has 18 links, lang: en, sources: [{source: sheet}]}"


@pytest.mark.parametrize(("before", "after"), [
    ("{facts: []}\n", f"{{facts: [{FACT}], sources: [{{id: sheet}}]}}\n"),
    ("{facts: [ {id: a, claim: x} ]}\n",
     f"{{facts: [ {{id: a, claim: x}} , {FACT}], sources: [{{id: sheet}}]}}\n"),
])
def test_add_to_a_store_written_as_one_flow_mapping(runner: CliRunner, tmp_path: Path,
                                                    before: str, after: str) -> None:
    """``add`` appends inside the brackets, leaving every other byte as it was, and the store
    stays valid (the new source declared in the same mapping)."""
    path = tmp_path / "facts.yaml"
    path.write_text(before, encoding="utf-8")
    result = runner.invoke(app, ["--store", str(path), "add", "NVLink 4.0 has 18 links",
                                 "--id", "n1", "--source", "sheet", "-f", "json"])
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8") == after
    check = runner.invoke(app, ["--store", str(path), "check"])
    assert check.exit_code == 0, check.output
