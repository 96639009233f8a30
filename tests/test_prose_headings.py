"""`ingest --prose` of a product page's spec block: a line naming no product ("NVLink Speed:
900 GB/sec") under a heading naming one ("NVIDIA A800") was stored as it stands, a claim about
no product; it is stored with the product's name before it, so the wording says what the
figure is about."""

from __future__ import annotations

from pathlib import Path

from nvfacts.extract import extract
from nvfacts.ingest import ingest
from nvfacts.loader import load

PAGE = """\
# GPUs for export markets

## NVIDIA A800

- Memory: 80 GB HBM2e
- NVLink Speed: 400 GB/sec

## A800 and H800 compared

- NVLink Speed: 400 GB/sec each

## Interconnect notes

- NVLink Speed: 600 GB/sec

## NVIDIA H800

- PCIe Gen5 Speed: 128 GB/sec
- The H100 SXM has 900 GB/s of NVLink bandwidth.

Published 2024-03-18

NVIDIA A100 PCIe

NVLink: 600 GB/s bidirectional
"""

HTML = """<html><head><title>A800 specs</title></head><body><article>
<h1>Data center GPUs</h1>
<h2>NVIDIA A800 40GB Active</h2>
<ul><li>NVLink Speed: 400 GB/sec</li></ul>
</article></body></html>
"""


def _claims(store: Path) -> list[str]:
    return [f.claim for f in load(store).store.facts]


def test_a_spec_line_takes_the_product_of_the_heading_it_sits_under(empty_store: Path,
                                                                     tmp_path: Path) -> None:
    page = tmp_path / "gpus.md"
    page.write_text(PAGE, encoding="utf-8")
    ingest(empty_store, [page], "vendor", prose=True)
    claims = _claims(empty_store)
    assert "NVIDIA A800, NVLink Speed: 400 GB/sec" in claims
    assert [(a.subject, a.value) for a in extract("NVIDIA A800, NVLink Speed: 400 GB/sec")] == \
        [("A800", 400)]
    # a heading naming two products, or none: the line as it stands
    assert "NVLink Speed: 400 GB/sec each" in claims
    assert "NVLink Speed: 600 GB/sec" in claims
    # a line naming a generation or a product of its own is not given the heading's
    assert "PCIe Gen5 Speed: 128 GB/sec" in claims
    assert "The H100 SXM has 900 GB/s of NVLink bandwidth." in claims
    # a line nothing is read from alone (a date) is no claim under a heading either
    assert not any("2024" in c for c in claims)
    # a plain-text page's line standing alone as a heading counts as one
    assert "NVIDIA A100 PCIe, NVLink: 600 GB/s bidirectional" in claims


def test_an_html_page_s_headings_count_too(empty_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "a800.html"
    page.write_text(HTML, encoding="utf-8")
    ingest(empty_store, [page], "vendor", prose=True)
    assert _claims(empty_store) == ["NVIDIA A800, NVLink Speed: 400 GB/sec"]
