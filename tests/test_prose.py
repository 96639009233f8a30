"""Ingesting articles (`ingest --prose`): a blog post, a forum answer or a vendor page, as
Markdown, plain text or HTML: its sentences that state a figure become claims."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.ingest import ingest
from nvfacts.loader import load

BLOG = """\
# Interconnects we measured in 2024

Hopper's **NVLink 4.0** gives each H100
900 GB/s of bidirectional bandwidth. That is about 7x what a [PCIe](https://pcisig.com) slot
offers, e.g. for a cheap card.

- Every H100 has 18 NVLink links.
- Each one runs at 50 GB/s.

| System | GPUs per rack | NVLink in total |
|---|---|---|
| GB200 NVL72 | 72 | 130 TB/s |

```
nvidia-smi nvlink --status   # reports 26.562 GB/s per lane
```

NVLink 5.0 的双向带宽为 1.8TB/s。B200 有 18 条 NVLink 链路！
"""  # noqa: RUF001


def _claims(store: Path) -> dict[str, tuple[str | None, str | None]]:
    facts = load(store).store.facts
    return {f.claim: (f.sources[0].source, f.sources[0].locator) for f in facts}


def test_sentences_stating_a_figure_become_claims_cited_by_line(empty_store: Path,
                                                                 tmp_path: Path) -> None:
    page = tmp_path / "blog.md"
    page.write_text(BLOG, encoding="utf-8")
    report = ingest(empty_store, [page], "blog", prose=True)
    claims = _claims(empty_store)
    assert claims == {
        "Hopper's NVLink 4.0 gives each H100 900 GB/s of bidirectional bandwidth.":
            ("blog", "line 3"),
        "Every H100 has 18 NVLink links.": ("blog", "line 7"),
        "System: GB200 NVL72; GPUs per rack: 72; NVLink in total: 130 TB/s": ("blog", "line 12"),
        "NVLink 5.0 的双向带宽为 1.8TB/s。": ("blog", "line 18"),
        "B200 有 18 条 NVLink 链路！": ("blog", "line 18"),  # noqa: RUF001
    }
    # the heading, the code block and the ratio are not claims; the sentence whose subject
    # stands in the one before is named for a look, not guessed
    assert f"{page} line 8: Each one runs at 50 GB/s." in report.left_out
    assert not any("2024" in line or "nvidia-smi" in line for line in report.left_out)
    assert report.sentences == 7
    source = load(empty_store).store.sources[0]
    assert (source.id, source.title) == ("blog", "Interconnects we measured in 2024")


def test_an_html_page_is_read_without_its_scripts_menus_and_headings(empty_store: Path,
                                                                     tmp_path: Path) -> None:
    page = tmp_path / "spec.html"
    page.write_text("""<!doctype html><html><head><title>DGX H100 datasheet</title>
<script>var gpus = 8; // 900 GB/s</script><style>p { width: 640px }</style></head>
<body><nav><a href="/">Home 2024</a></nav><h1>DGX H100 in 2023</h1>
<p>The DGX H100 connects its 8 GPUs through 4 NVSwitch chips.
NVLink 4.0 delivers 900&nbsp;GB/s per GPU.</p>
<table><tr><th>Interconnect</th><th>Bandwidth</th></tr>
<tr><td>PCIe 5.0 x16</td><td>128 GB/s</td></tr></table></body></html>
""", encoding="utf-8")
    ingest(empty_store, [page], "dgx-sheet", prose=True)
    claims = _claims(empty_store)
    assert set(claims) == {
        "The DGX H100 connects its 8 GPUs through 4 NVSwitch chips.",
        "NVLink 4.0 delivers 900 GB/s per GPU.",
        "Interconnect: PCIe 5.0 x16; Bandwidth: 128 GB/s",
    }
    assert claims["Interconnect: PCIe 5.0 x16; Bandwidth: 128 GB/s"][1] == "line 7"
    assert claims["NVLink 4.0 delivers 900 GB/s per GPU."][1] == "line 5"
    assert load(empty_store).store.sources[0].title == "DGX H100 datasheet"


def test_the_same_article_twice_changes_nothing(empty_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "blog.md"
    page.write_text(BLOG, encoding="utf-8")
    first = ingest(empty_store, [page], "blog", prose=True)
    before = empty_store.read_bytes()
    again = ingest(empty_store, [page], "blog", prose=True)
    assert empty_store.read_bytes() == before
    assert (again.added, again.merged, sorted(again.unchanged)) == ([], [],
                                                                    sorted(first.added))


def test_the_command_names_what_it_left_out(empty_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "answer.txt"
    page.write_text("NVLink 3.0 gives the A100 600 GB/s. It has 12 links.\n"
                    "Each is 50 GB/s.\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["--store", str(empty_store), "ingest", "--prose",
                                      str(page), "--new-source", "forum", "-f", "json"])
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["sentences"] == 3 and len(out["added"]) == 1
    assert out["left_out"] == [f"{page} line 1: It has 12 links.",
                               f"{page} line 2: Each is 50 GB/s."]
    assert "3 sentence(s) read; 2 with a figure gave nothing" in result.stderr


def test_a_page_that_is_not_a_card_points_to_prose_and_an_empty_article_is_refused(
        empty_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "post.md"
    page.write_text("NVLink is fast.\n\nWe liked it a lot.\n", encoding="utf-8")
    runner = CliRunner()
    card = runner.invoke(app, ["--store", str(empty_store), "ingest", str(page),
                               "--new-source", "post"])
    assert card.exit_code != 0 and "answer give --prose" in card.stderr
    prose = runner.invoke(app, ["--store", str(empty_store), "ingest", "--prose", str(page),
                                "--new-source", "post"])
    assert prose.exit_code != 0
    assert "no sentence of this page states anything nvfacts reads" in prose.stderr
    assert "Traceback" not in prose.output
