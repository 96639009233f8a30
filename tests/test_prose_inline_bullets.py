"""Bullet marks typed into a page (a spec list pasted as text, "• Memory: 80 GB • NVLink Speed:
900 GB/sec • ...") made the whole list one claim in `ingest --prose`; each mark now starts an
item of its own, as a marked-up list item does, and a heading-shaped line right before the
marks heads them."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.prose import read_prose


def test_each_bullet_mark_in_a_line_starts_an_item_on_that_line() -> None:
    page = ("Specs of the card\n\nThe card we tested:\n\n"
            "• Form factor: SXM5 • HBM: 80 GB • NVLink Speed: 900 GB/sec • PCIe Gen5 "
            "Speed: 128 GB/sec\n  • TDP: up to 700W\n")
    got = [(s.line, s.text) for s in read_prose(page).sentences]
    assert got[-5:] == [(5, "Form factor: SXM5"), (5, "HBM: 80 GB"),
                        (5, "NVLink Speed: 900 GB/sec"), (5, "PCIe Gen5 Speed: 128 GB/sec"),
                        (6, "TDP: up to 700W")]


def test_a_heading_shaped_line_over_marked_items_heads_them() -> None:
    page = ("两款卡的对比\n\nNVIDIA A800\n  • 定位: 合规版\n"
            "  • NVLink: 每颗 A800 有 400GB/s 带宽。\n")
    got = [(s.line, s.heading, s.text) for s in read_prose(page).sentences]
    assert got[1:] == [(3, "两款卡的对比", "NVIDIA A800"), (4, "NVIDIA A800", "定位: 合规版"),
                       (5, "NVIDIA A800", "NVLink: 每颗 A800 有 400GB/s 带宽。")]


def test_a_page_without_marks_reads_as_before() -> None:
    page = "NVLink 4.0 gives each H100 900 GB/s.\nIt has 18 links.\n"
    assert [s.text for s in read_prose(page).sentences] == [
        "NVLink 4.0 gives each H100 900 GB/s.", "It has 18 links."]


def test_ingest_makes_each_marked_item_a_claim(tmp_path: Path) -> None:
    page = tmp_path / "review.txt"
    page.write_text("H100 notes\n\n• Memory: 80 GB HBM3 • NVLink Speed: 900 GB/sec • PCIe Gen5 "
                    "Speed: 128 GB/sec\n", encoding="utf-8")
    store = tmp_path / "facts.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    done = CliRunner().invoke(app, ["--store", str(store), "ingest", "--prose", str(page),
                                    "--new-source", "review", "-f", "json"])
    assert done.exit_code == 0, done.output
    shown = CliRunner().invoke(app, ["--store", str(store), "query", "--source", "review",
                                     "-f", "json"])
    claims = sorted(f["claim"] for f in json.loads(shown.stdout)["facts"])
    # each its own claim (the NVLink one given the product its heading names)
    assert claims == ["H100, NVLink Speed: 900 GB/sec", "PCIe Gen5 Speed: 128 GB/sec"]
