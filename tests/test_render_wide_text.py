"""Chinese claims in tables: every character shown at any terminal width, lines broken
between Chinese characters and never inside an English word, and the same layout for every
question at one width (a note says why when the rows come as blocks)."""

from __future__ import annotations

import io
import itertools
import re
from collections import Counter
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.console import Console
from typer.testing import CliRunner

from conftest import STORE
from nvfacts import render
from nvfacts.cli import app
from nvfacts.linebreaks import breaks

RACK = ("GB200 NVL72 机架内共有 72 个 Blackwell GPU 和 36 个 Grace CPU，"  # noqa: RUF001
        "通过第五代 NVLink 互联，NVLink 总带宽为 130 TB/s。")  # noqa: RUF001
RIVAL = ("GB200 NVL72 机架内共有 72 个 Blackwell GPU 和 36 个 Grace CPU，"  # noqa: RUF001
         "NVLink 总带宽为 100 TB/s。")
ENGLISH = "The GB200 NVL72 offers 130 TB/s of total NVLink bandwidth across its 72 Blackwell GPUs."
STORE_TEXT = f"""\
sources: [{{id: blog}}, {{id: forum}}, {{id: brief}}]
facts:
  - id: rack-zh
    claim: "{RACK}"
    sources: [{{source: blog}}]
  - id: rack-zh-rival
    claim: "{RIVAL}"
    sources: [{{source: forum}}]
  - id: rack-en
    claim: "{ENGLISH}"
    sources: [{{source: brief}}]
"""
WIDTHS = [40, 57, 80, 100, 118, 140, 163, 200]


@pytest.fixture
def rack(tmp_path: Path) -> Path:
    path = tmp_path / "facts.yaml"
    path.write_text(STORE_TEXT, encoding="utf-8")
    return path


def _screen(monkeypatch: pytest.MonkeyPatch, width: int, terminal: bool = False) -> io.StringIO:
    out = io.StringIO()
    console = Console(file=out, width=width, color_system=None, soft_wrap=False,
                      force_terminal=terminal)
    monkeypatch.setattr(render, "_console", lambda stderr=False: console)
    return out


def _chars(text: str) -> Counter[str]:
    return Counter(c for c in text if not c.isspace())


@pytest.mark.parametrize("width", WIDTHS)
def test_no_table_drops_a_character_of_a_chinese_claim(runner: CliRunner, rack: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        width: int) -> None:
    """query, show, explain, conflicts, answer and dedup at 40 to 200 columns: no '…' where a
    character was (rich put one in the middle of a wrapped Chinese cell), and each claim a
    command shows has all its characters on the screen."""
    screen = _screen(monkeypatch, width)
    for args, claims in ((["query", "NVL72 总带宽"], [RACK, RIVAL, ENGLISH]),
                         (["show", "rack-zh"], [RACK]),
                         (["show", "rack-en"], [ENGLISH, RIVAL]),  # the conflict's other claim
                         (["explain", "rack-zh"], []),
                         (["conflicts"], []),
                         (["answer", "GB200 NVL72 的 NVLink 总带宽是多少"], []),
                         (["dedup", "--cross-lingual"], []),
                         (["dedup", "--statements"], [])):
        screen.seek(0)
        screen.truncate()
        result = runner.invoke(app, [*args, "--store", str(rack), "-f", "table"])
        assert result.exit_code in (0, 1), result.output
        shown = screen.getvalue()
        assert shown.strip() and "…" not in shown, (args, shown)
        assert max(map(cell_len, shown.splitlines())) <= width
        missing = _chars("".join(claims)) - _chars(shown)
        assert not missing, (args, missing, shown)
        for word in ("Blackwell", "Grace", "NVLink", "130"):  # never broken inside
            if claims and word in "".join(claims):
                assert word in shown, (args, word, shown)


def test_lines_break_between_chinese_characters_not_inside_english_words() -> None:
    """A Chinese clause wraps where it reaches the edge (rich moved it whole to a line of its
    own, leaving 'GB200' alone above it); a comma stays after its character."""
    text = "GB200 NVL72的72块GPU可以按照NVLink拓扑结构划分为不同粒度的块，包括9个8-GPU块"  # noqa: RUF001
    for width in range(12, 60):
        cuts = [0, *breaks(text, width), len(text)]
        lines = [text[a:b] for a, b in itertools.pairwise(cuts)]
        assert "".join(lines) == text
        assert all(line.strip() and cell_len(line.rstrip()) <= width for line in lines), \
            (width, lines)
        assert not any(line.startswith("\N{FULLWIDTH COMMA}") for line in lines), lines
        for word in ("GB200", "NVL72", "NVLink", "8-GPU"):
            assert any(word in line for line in lines), (width, word, lines)
    assert breaks(text, 30)[0] > len("GB200 "), "the first line holds more than GB200"


QUESTIONS = ["第五代 NVLink 哪年发布", "NDR 每个端口多快", "NVL72 一共多少 GPU", "H100 NVLink 带宽"]


@pytest.mark.parametrize("question", QUESTIONS)
def test_one_layout_for_every_question_at_one_width(runner: CliRunner, question: str,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """On a 140-column terminal each of a trial's four questions gives a table (a Chinese
    claim used to count as one word as wide as itself and turn three of them into blocks);
    on 80 columns, blocks, with a note on why and how wide a terminal the table needs."""
    screen = _screen(monkeypatch, 140, terminal=True)
    result = runner.invoke(app, ["query", question, "--store", str(STORE), "-f", "table"])
    assert result.exit_code == 0
    assert screen.getvalue().startswith("┏") and "note:" not in screen.getvalue()

    screen = _screen(monkeypatch, 80, terminal=True)
    result = runner.invoke(app, ["query", question, "--store", str(STORE), "-f", "table"])
    note = re.search(r"note: one block per row, not a table: with its ids whole, the table "
                     r"needs (\d+) columns and the terminal has 80", " ".join(
                         screen.getvalue().split()))
    assert note and 80 < int(note.group(1)) <= 140
    assert "┃" not in screen.getvalue() and screen.getvalue().count("note:") == 1
