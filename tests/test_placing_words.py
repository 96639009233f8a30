"""The words that place a figure (the means it goes by, the domain or system it is inside, a
lane's rate in brackets) are the lexicon's (``relation-words``: ``by-means-of``, ``domain-*``,
``inside*``, ``lanes-*``): a curator who adds one is read without any change to code, and one
who breaks a list is told where."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import curated_lexicon
from nvfacts.cli import app
from nvfacts.errors import ParseError
from nvfacts.lexicon import lexicon
from nvfacts.locate import bundled_data
from nvfacts.reading import read


def test_a_chinese_by_way_of_verb_a_curator_adds_makes_the_switch_the_means(
        tmp_path: Path) -> None:
    """'依托' (relying on) is a means, like '借助'; the bundled lexicon lacks it, so the A100's
    600 GB/s goes to NVSwitch. Added to by-means-of, the switch is what the figure goes
    through and the figure the A100's NVLink's, as with '借助'."""
    claim = "A100 依托 NVSwitch 达到 600 GB/s。"
    assert [(a.subject, a.value) for a in read(claim).assertions] == [("NVSwitch", 600.0)]
    assert [(a.subject, a.value) for a in read(claim.replace("依托", "借助")).assertions] == \
        [("NVLink 3.0", 600.0)]
    curated = lexicon(curated_lexicon(tmp_path, "by-means-of", "依托"))
    assert [(a.subject, a.value) for a in read(claim, curated).assertions] == \
        [("NVLink 3.0", 600.0)]


def _broken(tmp_path: Path, line: str, instead: str) -> tuple[Path, int]:
    text = bundled_data("lexicon.yaml").read_text(encoding="utf-8")
    lines = text.splitlines()
    number = lines.index(line)
    lines[number] = instead
    path = tmp_path / "lexicon.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, number + 1


@pytest.mark.parametrize(("instead", "message"), [
    # YAML reads an unquoted 'on' as true
    ("  by-means-of: [via, through, using, on, 借助]",
     "relation-words: by-means-of: entry 4, True, is not a word: write each as text, quoted "
     "where YAML would read it otherwise (YAML reads on, off, yes and no unquoted as true or "
     "false: quote the word)"),
    ("  by-means-of: via", "relation-words: by-means-of: 'via' is not a list of words: write "
                           "them as by-means-of: [word, 'two words', ...]"),
])
def test_a_broken_entry_a_curator_writes_is_named_at_its_line(
        tmp_path: Path, instead: str, message: str) -> None:
    """A word list written wrong is refused where it stands in the lexicon file, saying what is
    wrong and how to write it, rather than read as something else ('via' as the letters v, i
    and a; True as the word 'True') or failing somewhere inside the reader."""
    line = next(t for t in bundled_data("lexicon.yaml").read_text(encoding="utf-8").splitlines()
                if t.startswith("  by-means-of: ["))
    path, number = _broken(tmp_path, line, instead)
    with pytest.raises(ParseError) as raised:
        read("The A100 gets 600 GB/s via NVSwitch.", lexicon(path))
    assert (raised.value.problem.file, raised.value.problem.line,
            raised.value.problem.column) == (str(path), number, 3)
    assert raised.value.problem.message == message


def test_a_word_list_section_that_is_no_section_is_named_at_its_line(tmp_path: Path) -> None:
    """'relation-words: 5' (the lists' section written as a value) failed inside the reader, an
    internal error; it is refused where it stands, saying how the section is written."""
    path, number = _broken(tmp_path, "relation-words:", "relation-words: 5\nformer-words:")
    with pytest.raises(ParseError) as raised:
        lexicon(path)
    assert (raised.value.problem.line, raised.value.problem.column) == (number, 1)
    assert raised.value.problem.message.startswith(
        "relation-words: 5 is not a section of word lists: write each list on a line of its own")


def test_a_word_list_left_unclosed_is_named_where_yaml_stops(tmp_path: Path) -> None:
    """A curator's '[via, 'on, ...' (a quote left open) was an internal error naming PyYAML's
    '<unicode string>'; it is the lexicon file's line and column, exit 2 from the command."""
    line = next(t for t in bundled_data("lexicon.yaml").read_text(encoding="utf-8").splitlines()
                if t.startswith("  by-means-of: ["))
    path, number = _broken(tmp_path, line, line.replace("[via, ", "[via, 'on, "))
    with pytest.raises(ParseError) as raised:
        lexicon(path)
    assert raised.value.problem.file == str(path) and raised.value.problem.line > number
    assert raised.value.problem.message.startswith("the lexicon is no valid YAML: ")


def test_a_lexicon_saved_in_another_encoding_is_named_at_its_byte(
        tmp_path: Path, store: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A curator's lexicon saved as Latin-1 (one byte no UTF-8) made every command print an
    "internal error" line: the cache read the file as text to key its entries before the
    lexicon's own reader could name the place. It is a usage error at that line and column."""
    text = bundled_data("lexicon.yaml").read_text(encoding="utf-8")
    number = text.splitlines().index("entities:") + 2
    lines = text.splitlines()
    lines[number - 1] = "# r\xe9vis\xe9 " + lines[number - 1]
    path = tmp_path / "lexicon.yaml"
    path.write_bytes("\n".join(lines).encode("latin-1", "replace") + b"\n")
    monkeypatch.setattr("nvfacts.lexicon.bundled_data", lambda name: path)
    lexicon.cache_clear()
    try:
        result = CliRunner().invoke(app, ["--store", str(store), "conflicts"])
    finally:
        lexicon.cache_clear()
    assert result.exit_code == 2
    assert f"{path}:{number}:4: byte 0xe9 is not UTF-8: save the lexicon as UTF-8" in result.stderr
    assert "internal error" not in result.stderr
