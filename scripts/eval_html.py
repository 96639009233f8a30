"""Measure how HTML pages are cleaned for `ingest --prose`: nvfacts' own reader against page
cleaners from PyPI, on the labelled pages of tests/data/html (labels.yaml).

    python scripts/eval_html.py                  # every cleaner that imports here
    python scripts/eval_html.py --verbose        # and each label a cleaner gets wrong
    python scripts/eval_html.py --wheels DIR     # and the wheel sizes of a `pip download` there

For each cleaner: the article's sentences with figures it keeps (recall), the boilerplate ones
it lets in, per kind of page; titles right; whether what it keeps carries the line of the page
it came from (ingest cites every claim by its line); its import time (nvfacts': its reader and
trafilatura, which the first HTML page of an ingest loads), its cost per page and what it adds
to an install of nvfacts (the wheels' sizes with --wheels). Cleaners not installed are named
and skipped: `pip install readability-lxml boilerpy3` (a venv made with --system-site-packages
keeps nvfacts' own environment as it is).
"""

from __future__ import annotations

import argparse
import html
import importlib.metadata as md
import re
import statistics
import subprocess
import sys
import time
import tomllib
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nvfacts import prose  # noqa: E402

PAGES = ROOT / "tests" / "data" / "html"
Label = str | list[str]


@dataclass
class Cleaned:
    """What a cleaner kept of a page: its units (a line of text, a sentence, a table row),
    each with the page's line it starts on when the cleaner knows it, and the title."""

    units: list[tuple[str, int | None]]
    title: str | None


def _bare(text: str) -> str:
    return re.sub(r"\s+", "", text)


# -- the cleaners ---------------------------------------------------------------------------

def ours(page: str) -> Cleaned:
    read = prose.read_prose(page, html=True)
    return Cleaned([(s.text, s.line) for s in read.sentences], read.title)


def _ours_with(article: Callable[[str], str | None]) -> Callable[[str], Cleaned]:
    """nvfacts' reader with another cleaner finding the article's text."""
    def clean(page: str) -> Cleaned:
        cleaner, prose.article_text = prose.article_text, article  # type: ignore
        try:
            return ours(page)
        finally:
            prose.article_text = cleaner  # type: ignore
    return clean


def _readability_text(page: str) -> str:
    import lxml.html
    from readability import Document

    return str(lxml.html.fromstring(Document(page).summary(html_partial=True)).text_content())


ours_uncleaned = _ours_with(lambda page: None)
"""nvfacts' reader keeping every block: what the page holds, for scale."""


def at_revision(rev: str) -> Callable[[str], Cleaned]:
    """nvfacts' reader as it was at a git revision (its nvfacts/prose.py, with today's
    nvfacts.lang and pysbd)."""
    code = subprocess.run(["git", "-C", str(ROOT), "show", f"{rev}:nvfacts/prose.py"],
                          check=True, capture_output=True, text=True).stdout
    module = types.ModuleType(f"nvfacts._prose_{rev}")
    module.__package__ = "nvfacts"
    sys.modules[module.__name__] = module
    exec(compile(code, f"{rev}:nvfacts/prose.py", "exec"), module.__dict__)

    def clean(page: str) -> Cleaned:
        read = module.read_prose(page, html=True)
        return Cleaned([(s.text, s.line) for s in read.sentences], read.title)
    return clean


def _lines(text: str | None) -> list[tuple[str, int | None]]:
    return [(line, None) for line in (text or "").splitlines() if line.strip()]


def _trafilatura(page: str, **options: bool) -> Cleaned:
    import trafilatura

    doc = trafilatura.bare_extraction(page, include_tables=True, include_comments=False,
                                      with_metadata=True, **options)
    if doc is None:
        return Cleaned([], None)
    return Cleaned(_lines(doc.text), doc.title)


def trafilatura_default(page: str) -> Cleaned:
    return _trafilatura(page)


def trafilatura_recall(page: str) -> Cleaned:
    return _trafilatura(page, favor_recall=True)


def _html_units(fragment: str) -> list[tuple[str, int | None]]:
    """Text of an HTML fragment by block (a table row's cells joined by ' | ')."""
    import lxml.html

    root = lxml.html.fromstring(fragment or "<div></div>")
    units: list[tuple[str, int | None]] = []
    for el in root.iter("p", "li", "tr", "dt", "dd", "h1", "h2", "h3", "h4", "figcaption",
                        "blockquote", "pre", "td", "th", "div", "span"):
        if el.tag == "tr":
            text = " | ".join(c.text_content().strip() for c in el.iter("td", "th"))
        elif el.tag in ("td", "th") or any(True for _ in el.iter("p", "li", "tr", "div")
                                           if _ is not el):
            continue
        else:
            text = el.text_content()
        if text.strip():
            units.append((" ".join(text.split()), None))
    return units


def readability(page: str) -> Cleaned:
    from readability import Document

    doc = Document(page)
    return Cleaned(_html_units(doc.summary(html_partial=True)), doc.short_title())


def justext_en(page: str) -> Cleaned:
    import justext

    kept = [p.text for p in justext.justext(page.encode("utf-8"), justext.get_stoplist("English"))
            if not p.is_boilerplate]
    return Cleaned([(t, None) for t in kept], None)


def boilerpy3(page: str) -> Cleaned:
    from boilerpy3 import extractors

    doc = extractors.ArticleExtractor(raise_on_failure=False).get_doc(page)
    return Cleaned(_lines(doc.content), doc.title)


CLEANERS: dict[str, tuple[str | None, Callable[[str], Cleaned]]] = {
    "nvfacts": (None, ours),
    "nvfacts, every block": (None, ours_uncleaned),
    "nvfacts with readability": ("readability-lxml", _ours_with(_readability_text)),
    "trafilatura": ("trafilatura", trafilatura_default),
    "trafilatura-recall": ("trafilatura", trafilatura_recall),
    "readability-lxml": ("readability-lxml", readability),
    "justext": ("justext", justext_en),
    "boilerpy3": ("boilerpy3", boilerpy3),
}
"""name: (the PyPI distribution, the cleaner). nvfacts is its reader (the blocks of the page,
each with its line, that trafilatura finds in the article); "every block" the same reader with
no cleaner; "with readability" with readability-lxml's article in trafilatura's place. jusText
is given its English stop list on every page (it has none for Chinese); trafilatura-recall is
trafilatura with favor_recall=True."""

MODULE = {"trafilatura": "trafilatura", "readability-lxml": "readability",
          "justext": "justext", "boilerpy3": "boilerpy3"}


# -- scoring --------------------------------------------------------------------------------

@dataclass
class Score:
    article: int = 0
    kept: int = 0
    boilerplate: int = 0
    let_in: int = 0
    rows: int = 0
    rows_kept: int = 0
    lines_right: int = 0
    lines_known: bool = True
    titles: int = 0
    titles_right: int = 0
    misses: list[str] = field(default_factory=list)

    def add(self, other: Score) -> None:
        for name in ("article", "kept", "boilerplate", "let_in", "rows", "rows_kept",
                     "lines_right", "titles", "titles_right"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.lines_known = self.lines_known and other.lines_known
        self.misses += other.misses


def _found(label: Label, cleaned: Cleaned, whole: str) -> tuple[str, int | None] | None:
    """The unit that holds the label (a row: every cell in one unit), else None."""
    parts = [_bare(str(p)) for p in (label if isinstance(label, list) else [label])]
    if not isinstance(label, list) and parts[0] not in whole:
        return None
    for unit, line in cleaned.units:
        text = _bare(unit)
        if all(p in text for p in parts):
            return unit, line
    if isinstance(label, list):
        return None
    return (label, None)  # in the text, across units: kept, its line unknown


def _line_right(label: Label, unit: str, line: int | None, source: list[str]) -> bool:
    """Whether the page's line ``line`` holds the start of the unit that kept the label (of a
    row, its first cell)."""
    if line is None or not 0 < line <= len(source):
        return False
    first = _bare(str(label[0]) if isinstance(label, list) else unit)[:10]
    return first in source[line - 1]


def score(page: dict[str, object], text: str, cleaned: Cleaned) -> Score:
    found = Score()
    whole = _bare(" ".join(u for u, _ in cleaned.units))
    source = [_bare(html.unescape(re.sub(r"<[^>]*>", "", line))) for line in text.splitlines()]
    for label in page["article"]:  # type: ignore[attr-defined]
        found.article += 1
        found.rows += isinstance(label, list)
        hit = _found(label, cleaned, whole)
        if hit is None:
            found.misses.append(f"{page['file']}: lost {label}")
            continue
        found.kept += 1
        found.rows_kept += isinstance(label, list)
        found.lines_right += _line_right(label, hit[0], hit[1], source)
    for label in page.get("boilerplate", []):  # type: ignore[attr-defined]
        found.boilerplate += 1
        if _found(label, cleaned, whole) is not None:
            found.let_in += 1
            found.misses.append(f"{page['file']}: let in {label}")
    found.titles = 1
    found.titles_right = " ".join((cleaned.title or "").split()) == page["title"]
    if not found.titles_right:
        found.misses.append(f"{page['file']}: title {cleaned.title!r}")
    found.lines_known = any(line is not None for _, line in cleaned.units) or not cleaned.units
    return found


# -- cost -----------------------------------------------------------------------------------

def import_seconds(module: str, runs: int = 3) -> float:
    """Median wall time of a fresh interpreter importing the module, less a bare start."""
    def once(code: str) -> float:
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
        return time.perf_counter() - start
    bare = statistics.median(once("pass") for _ in range(runs))
    return max(0.0, statistics.median(once(f"import {module}") for _ in range(runs)) - bare)


def _closure(name: str) -> set[str]:
    """The installed distribution and every distribution it needs (the extras it is asked with
    included: justext's lxml[html_clean] needs lxml-html-clean), by normalised name."""
    from packaging.requirements import Requirement

    seen: set[str] = set()
    todo = [Requirement(name)]
    while todo:
        wanted = todo.pop()
        dist = re.sub(r"[-_.]+", "-", wanted.name).lower()
        try:
            requires = md.distribution(dist).requires or []
        except md.PackageNotFoundError:
            continue
        seen.add(dist)
        for line in requires:
            need = Requirement(line)
            extras = ["", *sorted(wanted.extras)]
            asked = need.marker is None or any(need.marker.evaluate({"extra": e})
                                               for e in extras)
            if asked and (re.sub(r"[-_.]+", "-", need.name).lower() not in seen or need.extras):
                todo.append(need)
    return seen


FOR_PAGES = {"trafilatura", "lxml-html-clean"}
"""What pyproject.toml names for nvfacts' page cleaner: left out of what nvfacts needs anyway,
so that each cleaner is weighed against nvfacts without one."""


def _ours_needs(cleaner: set[str]) -> set[str]:
    """Every distribution nvfacts' own dependencies need, but for its page cleaner's and those
    the cleaner measured needs."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needs: set[str] = set()
    for requirement in project["dependencies"]:
        name = re.split(r"[ ;<>=!~\[(]", requirement, maxsplit=1)[0]
        if re.sub(r"[-_.]+", "-", name).lower() not in cleaner | FOR_PAGES:
            needs |= _closure(name)
    return needs


def _installed_mb(dists: set[str]) -> float:
    total = 0
    for dist in dists:
        for f in md.distribution(dist).files or []:
            path = Path(str(f.locate()))
            total += path.stat().st_size if path.is_file() else 0
    return total / 1e6


def _wheel_mb(wheels: Path | None, dists: set[str]) -> float | None:
    if wheels is None:
        return None
    total = sum(w.stat().st_size for w in wheels.glob("*.whl")
                if re.sub(r"[-_.]+", "-", w.name.split("-")[0]).lower() in dists)
    return total / 1e6


# -- report ---------------------------------------------------------------------------------

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--wheels", type=Path, help="a folder of `pip download` wheels")
    parser.add_argument("--runs", type=int, default=5, help="timed passes over the pages")
    parser.add_argument("--rev", action="append", default=[],
                        help="also measure nvfacts' reader at this git revision")
    args = parser.parse_args()
    for rev in args.rev:
        CLEANERS[f"nvfacts at {rev}"] = (None, at_revision(rev))
    pages = yaml.safe_load((PAGES / "labels.yaml").read_text(encoding="utf-8"))["pages"]
    texts = {p["file"]: (PAGES / p["file"]).read_text(encoding="utf-8") for p in pages}
    kinds = sorted({p["kind"] for p in pages})
    print(f"{len(pages)} pages, {sum(len(p['article']) for p in pages)} article and "
          f"{sum(len(p.get('boilerplate', [])) for p in pages)} boilerplate sentences with "
          "figures\n")
    rows = []
    for name, (dist, clean) in CLEANERS.items():
        if dist is not None:
            try:
                md.distribution(dist)
            except md.PackageNotFoundError:
                print(f"{name}: not installed, skipped (pip install {dist})")
                continue
        total, by_kind = Score(), {k: Score() for k in kinds}
        for page in pages:
            found = score(page, texts[page["file"]], clean(texts[page["file"]]))
            total.add(found)
            by_kind[page["kind"]].add(found)
        seconds = []
        for _ in range(args.runs):
            start = time.perf_counter()
            for page in pages:
                clean(texts[page["file"]])
            seconds.append((time.perf_counter() - start) / len(pages))
        module = MODULE.get(dist or "", "nvfacts.prose, trafilatura" if name == "nvfacts"
                            else "nvfacts.prose")
        added = _closure(dist) - _ours_needs(_closure(dist)) if dist else set()
        rows.append((name, total, by_kind, statistics.median(seconds) * 1000,
                     import_seconds(module), added, _installed_mb(added) if added else 0.0,
                     _wheel_mb(args.wheels, added)))
        if args.verbose:
            print(f"{name}:")
            for miss in total.misses:
                print(f"  {miss}")
    print("| cleaner | article kept | boilerplate let in | table rows kept | lines right "
          "| titles right | import s | ms/page | adds (installed MB / wheels MB) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, t, _, ms, imp, added, mb, wheel in rows:
        lines = f"{t.lines_right}/{t.kept}" if t.lines_known else "none kept"
        adds = (f"{len(added)} packages, {mb:.1f} MB"
                + (f" / {wheel:.1f} MB" if wheel is not None else "")) if added else "nothing"
        print(f"| {name} | {t.kept}/{t.article} ({t.kept / t.article:.0%}) | "
              f"{t.let_in}/{t.boilerplate} ({t.let_in / t.boilerplate:.0%}) | "
              f"{t.rows_kept}/{t.rows} | {lines} | {t.titles_right}/{t.titles} | {imp:.2f} | "
              f"{ms:.1f} | {adds} |")
    print("\nper kind of page: article kept / boilerplate let in")
    print("| cleaner | " + " | ".join(kinds) + " |")
    print("| --- |" + " --- |" * len(kinds))
    for name, _, by_kind, *_ in rows:
        print(f"| {name} | " + " | ".join(
            f"{s.kept}/{s.article}, {s.let_in}/{s.boilerplate}" for s in by_kind.values())
            + " |")
    for name, *_, added, _, _ in rows:
        if added:
            print(f"\n{name} adds: {', '.join(sorted(added))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
