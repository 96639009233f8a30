"""`ingest --prose` of HTML pages shaped as real sites are (tests/data/html, labelled for
scripts/eval_html.py): the article is read, each claim cited by its line, and what stands around
it (menus, cookie notices, related posts, comments under an article, sidebars, footers) is not.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from nvfacts.ingest import ingest
from nvfacts.loader import load
from nvfacts.prose import read_prose

PAGES = Path(__file__).parent / "data" / "html"


def _claims(store: Path, page: str) -> dict[str, str | None]:
    ingest(store, [PAGES / page], "page", prose=True)
    return {f.claim: f.sources[0].locator for f in load(store).store.facts}


def _sentences(page: str) -> dict[str, int]:
    read = read_prose((PAGES / page).read_text(encoding="utf-8"), html=True)
    return {s.text: s.line for s in read.sentences}


def _read(page: str) -> str:
    return " ".join(_sentences(page))


def test_a_read_the_docs_page_gives_its_article_and_its_table_by_row(empty_store: Path) -> None:
    """The Read the Docs theme wraps the whole page in classes naming navigation
    ('wy-body-for-nav', 'wy-nav-content-wrap'): the hand-written rules read nothing of it."""
    claims = _claims(empty_store, "docs-readthedocs.html")
    assert claims["The A800 variant is limited to 400 GB/s of NVLink bandwidth."] == "line 43"
    assert claims["GPU: H100; NVLink links: 18; Total NVLink: 900 GB/s"] == "line 50"
    assert not [c for c in claims if "Copyright" in c or "build 1187" in c]


def test_a_blog_whose_theme_names_its_sidebar_on_the_body_is_read(empty_store: Path) -> None:
    """A WordPress theme puts 'right-sidebar' among the <body>'s classes; the post is read, its
    related posts, comments and the sidebar's recent posts are not."""
    claims = _claims(empty_store, "blog-wordpress.html")
    assert claims["A PCIe 5.0 x16 slot moves about 64 GB/s in each direction, which is plenty "
                  "for loading data but slow for gradient exchange."] == "line 29"
    text = " ".join(claims)
    for around in ("112 GB/s", "130 TB/s", "Spectrum-X", "ConnectX-7", "400 GB/s"):
        assert around not in text


def test_a_vendor_page_leaves_out_its_cookie_notice_teasers_and_footer(empty_store: Path,
                                                                        ) -> None:
    claims = _claims(empty_store, "vendor-gb200.html")
    assert claims["NVLink Bandwidth; GB200 NVL72: 130 TB/s; GB200 Grace Blackwell Superchip: "
                  "3.6 TB/s"] == "line 39"
    text = " ".join(claims)
    for around in ("847 partners", "DGX B200", "141 GB", "29,600"):
        assert around not in text


def test_a_chinese_blog_leaves_out_its_recommended_posts_and_comments(empty_store: Path) -> None:
    claims = _claims(empty_store, "csdn-nvlink.html")
    assert claims["代次: NVLink 4.0; 单链路带宽: 50 GB/s; 链路数: 18"] == "line 40"
    text = " ".join(claims)
    for around in ("130 TB/s", "A800", "H800", "199"):
        assert around not in text


def test_every_answer_of_a_thread_is_read_not_its_related_questions(empty_store: Path) -> None:
    claims = _claims(empty_store, "zhihu-answer.html")
    assert claims["补充一点:Blackwell 的第五代 NVLink 每块 GPU 是 1.8 TB/s。"] == "line 39"
    assert claims["H100 标称 900 GB/s,这是单向还是双向?"] == "line 16"
    assert not [c for c in claims if "InfiniBand" in c or "RTX 4090" in c]


def test_a_reddit_thread_is_read_past_its_form_tags() -> None:
    """Old Reddit puts each post in a <form class="usertext">: the rules skipped forms."""
    text = _read("forum-reddit.html")
    assert "I have two RTX 3090s on PCIe 4.0 x8 each" in text
    assert "612,004" not in text


def test_adverts_inside_an_article_are_not_read() -> None:
    text = _read("news-article.html")
    assert "NVLink Fusion gives a custom CPU or accelerator the same 1.8 TB/s" in text
    for around in ("Sponsored", "Advertisement", "250,000 readers", "1,612 partners",
                   "896 GB/s"):
        assert around not in text


LOADED = """
import sys
from nvfacts.cli import main
sys.argv = ["nvfacts", *sys.argv[1:]]
try:
    main()
except SystemExit:
    pass
print("trafilatura" in sys.modules, file=sys.stderr)
"""


def test_the_page_cleaner_loads_only_to_read_an_html_page(empty_store: Path,
                                                          tmp_path: Path) -> None:
    """trafilatura costs more than half a second to import: `--help` and a Markdown page do
    without it."""
    markdown = tmp_path / "post.md"
    markdown.write_text("NVLink 4.0 delivers 900 GB/s per GPU.\n", encoding="utf-8")
    runs = {"help": ["--help"],
            "markdown": ["--store", str(empty_store), "ingest", "--prose", str(markdown),
                         "--source-id", "post"],
            "html": ["--store", str(empty_store), "ingest", "--prose",
                     str(PAGES / "docs-readthedocs.html"), "--source-id", "docs"]}
    loaded = {name: subprocess.run([sys.executable, "-c", LOADED, *args], capture_output=True,
                                   text=True, check=True).stderr.splitlines()[-1]
              for name, args in runs.items()}
    assert loaded == {"help": "False", "markdown": "False", "html": "True"}


def test_a_term_and_its_description_are_one_sentence() -> None:
    """A spec sheet's <dt>Memory Size</dt><dd>141 GB</dd> was two sentences, the figure's
    name in one and the figure alone in the other."""
    sentences = _sentences("spec-tables.html")
    assert sentences["Memory Size: 141 GB"] == 21
    assert "141 GB" not in sentences


def test_a_table_headed_by_its_rows_reads_each_row_as_a_name_and_its_value() -> None:
    """The first row of <tr><th>Processor</th><td>...</td></tr> rows was taken for the column
    names, so every row after it was named by it ('Processor: Memory; ...')."""
    sentences = _sentences("vendor-tabs.html")
    assert sentences["Processor: Dual 4th Gen Xeon Scalable, up to 350 W TDP"] == 31
    assert sentences["Memory: 32 DIMM slots, up to 8 TB DDR5-4800"] == 32


def test_a_word_of_code_in_a_sentence_is_read_as_in_markdown() -> None:
    sentences = _sentences("docs-mkdocs.html")
    assert sentences["Setting NCCL_P2P_DISABLE=1 forces traffic over PCIe and caps it near "
                     "25 GB/s."] == 43


def test_a_title_that_begins_with_the_page_heading_is_titled_by_it() -> None:
    """'NVLink 和 NVSwitch 的区别_nvlink带宽-CSDN博客': CSDN joins the site's name with '_' and
    '-' without spaces; a <title> that only begins with the heading's words is kept."""
    def title(page: str) -> str | None:
        return read_prose((PAGES / page).read_text(encoding="utf-8"), html=True).title
    assert title("csdn-nvlink.html") == "NVLink 和 NVSwitch 的区别"
    assert title("forum-discourse.html") == "NVLink bandwidth between two H100 PCIe cards"
    assert title("vendor-chinese.html") == "NF5688M7 AI 服务器"


def test_text_the_page_hides_from_its_reader_is_not_read() -> None:
    """A short page's collapsed copy (a `hidden` block, a `display: none` paragraph, an
    `aria-hidden` span kept for screen layouts) was read as claims beside the article's own,
    one of them a second, rival figure for NVLink 4.0. What a browser shows is read (a hidden
    <p> left unclosed ends at the next paragraph), and what the reader can open: a tab's panel,
    an accordion, a section a button controls."""
    page = """<html><head><title>NVLink notes</title></head><body><article>
<p>NVLink 4.0 gives each H100 a bidirectional bandwidth of 900 GB/s.</p>
<div hidden><p>NVLink 4.0 gives each H100 a bidirectional bandwidth of 1800 GB/s.</p></div>
<p style="color: grey; Display : None">An A100 has 24 NVLink links.</p>
<span aria-hidden="TRUE">The H100 launched in 2019.</span>
<p style="visibility:hidden">PCIe 5.0 x16 carries 256 GB/s each way.
<p>The H100 SXM5 has 18 NVLink links.</p>
<div aria-hidden="false"><p>NVLink 3.0 gives each A100 600 GB/s.</p></div>
<button aria-controls="more">More</button><div id="more" hidden><p>A B200 has 18 links.</p></div>
<div class="faq-collapse" hidden><p>NVLink 2.0 dates from 2017.</p></div>
</article></body></html>"""
    sentences = [s.text for s in read_prose(page, html=True).sentences]
    assert sentences == ["NVLink 4.0 gives each H100 a bidirectional bandwidth of 900 GB/s.",
                         "The H100 SXM5 has 18 NVLink links.",
                         "NVLink 3.0 gives each A100 600 GB/s.",
                         "A B200 has 18 links.", "NVLink 2.0 dates from 2017."]
