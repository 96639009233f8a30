"""Render the HTML report in headless Chromium: a screenshot, and where the chart stands.

    python scripts/screenshot_report.py docs/report.png     # from the bundled store

Chromium comes from Debian's package (`apt-get install chromium`); the page is opened from a
file, offline, with Chromium's background networking off.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BAR = (0x3B, 0x6F, 0xB6)
"""The verified series' colour in the chart (report.py)."""


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


def chart_box(page: Path) -> dict[str, int | bool]:
    """The box on screen that the chart's bars cover, from a real rendering of ``page``."""
    from PIL import Image

    with tempfile.TemporaryDirectory() as tmp:
        png = Path(tmp) / "shot.png"
        screenshot(page, png)
        image = Image.open(png).convert("RGB")
        width, height = image.size
        pixels = image.load()
        xs, ys = [], []
        for y in range(0, height, 2):
            for x in range(0, width, 2):
                r, g, b = pixels[x, y]
                if abs(r - BAR[0]) + abs(g - BAR[1]) + abs(b - BAR[2]) < 60:
                    xs.append(x)
                    ys.append(y)
    if not xs:
        return {"width": 0, "height": 0, "visible": False, "pixels": 0}
    return {"width": max(xs) - min(xs), "height": max(ys) - min(ys), "visible": len(xs) > 200,
            "pixels": len(xs)}


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "report.png"
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "report.html"
        subprocess.run([sys.executable, "-m", "nvfacts", "--store",
                        str(ROOT / "data" / "facts.yaml"), "export", "--format", "html", "--all",
                        "-o", str(page)], check=True)
        out.parent.mkdir(parents=True, exist_ok=True)
        screenshot(page, out, height=1100)
        print(f"{out}: chart {chart_box(page)}")


if __name__ == "__main__":
    main()
