"""Render the HTML report in headless Chromium: a screenshot, and the chart's bars as drawn.

    python scripts/screenshot_report.py docs/report.png     # from the bundled store

Chromium comes from Debian's package (`apt-get install chromium`); the page is opened from a
file, offline, with Chromium's background networking off.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    import numpy as np

ROOT = Path(__file__).resolve().parent.parent
SERIES = {"verified": "#3b6fb6", "disputed": "#b00020"}
"""The bar colours of the chart (nvfacts.report.COLOURS)."""


class Bar(NamedTuple):
    """A bar on screen, in pixels."""

    series: str
    left: int
    top: int
    width: int
    height: int


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    raise SystemExit("Chromium is not installed: apt-get install chromium")


def screenshot(page: Path, png: Path, width: int = 1280, height: int = 1600) -> None:
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu",
                        "--disable-quic", "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                        f"--user-data-dir={profile}", f"--window-size={width},{height}",
                        f"--screenshot={png}", page.resolve().as_uri()],
                       check=True, capture_output=True, timeout=180)


def live_dom(page: Path) -> str:
    """The page's DOM as Chromium built it (after parsing, styles and any script that ran)."""
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run([chromium(), "--headless", "--no-sandbox", "--disable-gpu",
                               "--disable-quic", "--no-first-run",
                               "--disable-background-networking", "--disable-component-update",
                               "--disable-sync", f"--user-data-dir={profile}", "--dump-dom",
                               page.resolve().as_uri()],
                              check=True, capture_output=True, timeout=180)
    return done.stdout.decode("utf-8")


def _rectangles(mask: np.ndarray) -> list[tuple[int, int, int, int]]:
    """Solid rectangles of True in ``mask`` as (left, top, right, bottom): runs of the same
    extent on consecutive rows."""
    import numpy as np

    open_runs: dict[tuple[int, int], int] = {}
    found = []
    for y, row in enumerate([*mask, np.zeros(mask.shape[1], dtype=bool)]):
        edges = np.flatnonzero(np.diff(np.concatenate(([0], row.astype(np.int8), [0]))))
        runs = {(int(start), int(end)) for start, end in zip(edges[::2], edges[1::2],
                                                               strict=True)}
        for run in [r for r in open_runs if r not in runs]:
            found.append((run[0], open_runs.pop(run), run[1], y))
        for run in runs:
            open_runs.setdefault(run, y)
    return found


def bars(page: Path) -> list[Bar]:
    """The chart's bars in a real rendering of ``page``, top to bottom: solid rectangles of
    either series' colour that start where most of them start (the axis floor), so legend
    keys and text do not count."""
    import numpy as np
    from PIL import Image

    with tempfile.TemporaryDirectory() as tmp:
        png = Path(tmp) / "shot.png"
        screenshot(page, png)
        image = np.asarray(Image.open(png).convert("RGB"), dtype=int)
    found: list[Bar] = []
    for series, colour in SERIES.items():
        rgb = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
        near = np.abs(image - rgb).sum(axis=2) < 40
        found += [Bar(series, left, top, right - left, bottom - top)
                  for left, top, right, bottom in _rectangles(near) if bottom - top >= 3]
    if not found:
        return []
    floor = Counter(b.left for b in found).most_common(1)[0][0]
    return sorted((b for b in found if abs(b.left - floor) <= 1), key=lambda b: b.top)


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "report.png"
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "report.html"
        subprocess.run([sys.executable, "-m", "nvfacts", "--store",
                        str(ROOT / "data" / "facts.yaml"), "export", "--format", "html", "--all",
                        "-o", str(page)], check=True)
        out.parent.mkdir(parents=True, exist_ok=True)
        screenshot(page, out, height=1100)
        drawn = bars(page)
        print(f"{out}: {len(drawn)} bars drawn, "
              + ", ".join(f"{b.series} {b.width}x{b.height}" for b in drawn))


if __name__ == "__main__":
    main()
