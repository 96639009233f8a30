"""What pages carry around their sentences: citation marks, a page's boilerplate before its
title, and digits that are no figure (in names, dates, times, counters), none of which is a
claim's words, a source's title or a figure the reader missed."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app


def _ingest(runner: CliRunner, tmp_path: Path, name: str, text: str,
            *more: str) -> tuple[Path, list[str]]:
    store = tmp_path / "s.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    page = tmp_path / name
    page.write_text(text, encoding="utf-8")
    result = runner.invoke(app, ["--store", str(store), "ingest", str(page), "--prose",
                                 "--source-id", "page", *more])
    assert result.exit_code == 0, result.output
    return store, result.stderr.splitlines()


def test_citation_marks_are_no_words_of_a_claim_nor_of_its_id(
        runner: CliRunner, tmp_path: Path) -> None:
    """Wikipedia's marks stood in claims and ids ("[4] Hopper has 18 NVLink 4.0 links ...", id
    4-hopper-has-...), "[2] [3]" was joined to the next sentence, and a figure shared by a
    listed set of generations after a mark was stored for one of them only."""
    page = ("<html><head><title>NVLink</title></head><body><article><h1>NVLink</h1>"
            "<p>The A100 has 12 NVLink 3.0 links giving a total of 600 GB/s bandwidth.[7] "
            "NVLink 2.0 and 3.0 both run 50 GB/s per bidirectional link, with 6 and 12 links "
            "respectively.[8][9] NVLink parts so far target high-performance computing.</p>"
            "<p>NVLink 1.0 reached 160 GB/s in all.[10]</p></article></body></html>")
    store, _ = _ingest(runner, tmp_path, "wiki.html", page)
    text = store.read_text(encoding="utf-8")
    assert "[" not in text.split("facts:")[1]
    assert "claim: The A100 has 12 NVLink 3.0 links giving a total of 600 GB/s bandwidth." \
        in text
    assert "claim: NVLink 1.0 reached 160 GB/s in all." in text
    assert "id: a100-has-12-nvlink-3-links" in text
    result = runner.invoke(app, ["--store", str(store), "answer", "NVLink 2.0 bandwidth per link",
                                 "-f", "json"])
    found = [(a["subject"], a["value"]) for a in json.loads(result.stdout)["answers"]]
    assert ("NVLink 2.0", 100.0) in found or ("NVLink 2.0", 50.0) in found


def test_the_note_of_sentences_left_out_names_only_those_with_a_quantity(
        runner: CliRunner, tmp_path: Path) -> None:
    """The note "N with a figure gave nothing" listed headings whose digits sit in a product's
    name ("What Is NVIDIA H100 Interconnect?"), a citation mark, a timestamp and a line of
    counters, and the one row with a figure nvfacts did not read drowned among them; a ratio
    was left out with no word of why."""
    page = ("news 2026/1/22 11:00:44\n\nWhat Is the NVIDIA H100 Switch Fabric?\n\n"
            "1.2k 24\n\n[3]\n\nThe Five Parts of H100 Connectivity\n\n"
            "Each H100 uses 4th Generation NVLink for 900 GB/s of bandwidth per GPU.\n\n"
            "NVLink offers over 7X the bandwidth of PCIe Gen5.\n\n"
            "Component: ConnectX-7; Protocol: InfiniBand; Peak Bandwidth (Bi-dir): 400 Gbps\n")
    _, lines = _ingest(runner, tmp_path, "page.txt", page)
    note = next(line for line in lines if "with a figure gave nothing" in line)
    assert " 2 with a figure gave nothing" in note
    listed = [line for line in lines if line.startswith("  ")]
    assert any("ConnectX-7" in line for line in listed)
    assert any("7X the bandwidth" in line and "a ratio" in line for line in listed)
    for noise in ("2026/1/22", "What Is the NVIDIA H100", "1.2k 24", "[3]", "Five Parts"):
        assert not any(noise in line for line in listed), noise


def test_a_text_pages_title_is_past_its_menu_and_timestamp(
        runner: CliRunner, tmp_path: Path) -> None:
    """A Chinese page was titled by its timestamp line ('news 2026/1/22 11:00:44'), and a page
    opening with its site's menu by its file name."""
    store, _ = _ingest(runner, tmp_path, "zh.txt",
                       "news 2026/1/22 11:00:44\n\nH100 NVLink优势:TB/s级互联\n\n"
                       "H100 的 NVLink 4.0 带宽为每 GPU 900GB/s。\n")
    assert "title: H100 NVLink优势:TB/s级互联" in store.read_text(encoding="utf-8")
    store, _ = _ingest(runner, tmp_path, "ib.txt",
                       "logo\nSolutions\nGPU Repair\nAbout Us\nContact Us\n\n"
                       "InfiniBand NDR: Optical Modules Explained\n\n"
                       "NDR InfiniBand runs at 400 Gb/s per port.\n")
    assert "title: 'InfiniBand NDR: Optical Modules Explained'" in store.read_text(
        encoding="utf-8")


def test_a_prose_page_is_an_article_unless_told(runner: CliRunner, tmp_path: Path) -> None:
    """The README said a page's source kind is knowledge-card unless told, but a --prose page's
    source was stored with none and explained as '(unknown kind, reliability 0.6 ...)'."""
    store, _ = _ingest(runner, tmp_path, "p.txt", "NVLink 4.0 gives 900 GB/s per GPU.\n")
    assert "kind: article" in store.read_text(encoding="utf-8")
    shown = runner.invoke(app, ["--store", str(store), "show", "nvlink-4-gives-900-gb-per-gpu",
                                "-f", "json"])
    assert "source page (article, reliability 0.7" in shown.stdout
    (tmp_path / "f").mkdir()
    forum, _ = _ingest(runner, tmp_path / "f", "p.txt", "NVLink 4.0 gives 900 GB/s per GPU.\n",
                       "--source-kind", "forum")
    assert "kind: forum" in forum.read_text(encoding="utf-8")
