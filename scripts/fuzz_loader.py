"""Mutation-fuzz the store loader: it must answer every input with problems, never a crash.

    python scripts/fuzz_loader.py --seconds 120
    python scripts/fuzz_loader.py --outputs --seconds 120

Seeds are the test case stores and the bundled store; each input is a seed with a few random
byte-level or YAML-token mutations. Prints how many inputs were tried and how many were refused.

``--outputs`` fuzzes the other side: hostile strings (tests/hostile.py and random mutations of
them) are added to a fresh store with ``add`` (as claims and tags), which is then exported in
every format and read back: JSON, JSON Lines and YAML must give the exact text; CSV (the csv
module) one row per fact, the text in its cell and no cell starting like a formula; Markdown
(markdown-it-py with tables) one row per fact, nothing but text in cells, the text with its
hidden characters shown as escapes, no HTML element but the table's; the HTML report (html.parser)
no script, frame, image or event handler, only http(s) links, and the exact text in its cell;
the store itself no raw control or bidi character, and the same text when loaded.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from hostile import HOSTILE, inert, page  # noqa: E402

from nvfacts.errors import InvalidStoreError, NvfactsError  # noqa: E402
from nvfacts.loader import parse_store  # noqa: E402
from nvfacts.textsafe import HIDDEN, shown  # noqa: E402

TOKENS = [b"&a ", b"*a", b"!!python/object ", b"!tag ", b"[", b"]", b"{", b"}", b"- ", b": ",
          b"\t", b"\r\n", b"\xc2\x85", b"\xe2\x80\xa8", b"\xff", b"\x00", b"---\n", b"? ",
          b"|\n", b">-\n", b"'", b'"', b"#", b"~", b".nan", b"1e999", b"-1", b"true",
          b"\xef\xbb\xbf",
          b"confidence: ", b"status: ", b"id: ", b"claim: ", b"sources: ", b"facts: ", b"\n  "]


def mutate(data: bytes, rng: random.Random) -> bytes:
    buf = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        at = rng.randint(0, len(buf))
        roll = rng.random()
        if roll < 0.35:
            buf[at:at] = rng.choice(TOKENS)
        elif roll < 0.55 and buf:
            del buf[at: at + rng.randint(1, 20)]
        elif roll < 0.75 and buf:
            buf[min(at, len(buf) - 1)] = rng.randrange(256)
        else:
            start = rng.randint(0, len(buf))
            buf[at:at] = buf[start: start + rng.randint(1, 80)]
    return bytes(buf)


def check_bytes(data: bytes) -> bool:
    """True when the input was refused (with located problems), False when it loaded."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return True  # refused by read_text before parsing, tested in the suite
    try:
        store, _, problems = parse_store(text, "fuzz.yaml")
    except InvalidStoreError:
        return True
    assert all(p.line >= 1 and p.column >= 1 for p in problems)
    assert (store is None) == bool(problems)
    return bool(problems)


# -- the output side -------------------------------------------------------------------------

FORMATS = ("json", "jsonl", "csv", "yaml", "md", "html")
FORMULA = ("=", "+", "-", "@", "\t", "\r")
ALPHABET = ([chr(c) for c in range(1, 32)] + ["\x7f"] + [chr(c) for c in range(0x80, 0xA0)]
            + [chr(c) for c in range(0x202A, 0x202F)] + [chr(c) for c in range(0x2066, 0x206A)]
            + list("\u061c\u200e\u200f\u2028\u2029\ufeff\u200b\u00a0\u3000\u0301")
            + list("<>&\"'`*_~[]()!|\\#-+=@,;:/{}%$") + list("第四代带宽🚀é "))


def hostile_text(rng: random.Random, table: list[str]) -> str:
    """A string of the table, or one mutated by insertions, splices and cuts (no NUL)."""
    text = rng.choice(table)
    for _ in range(rng.choice((0, 1, 2, 4, 8))):
        at = rng.randint(0, len(text))
        roll = rng.random()
        if roll < 0.5:
            text = text[:at] + "".join(rng.choices(ALPHABET, k=rng.randint(1, 4))) + text[at:]
        elif roll < 0.8:
            other = rng.choice(table)
            start = rng.randint(0, len(other))
            text = text[:at] + other[start: start + rng.randint(1, 60)] + text[at:]
        else:
            text = text[:at] + text[at + rng.randint(1, 30):]
    return text[:4000]


def check_outputs(texts: dict[str, str], outputs: dict[str, str]) -> None:
    """Every format read back by its reader holds each fact once, exactly or as promised."""
    import csv
    import io
    import json

    import yaml
    from markdown_it import MarkdownIt

    n = len(texts)
    for fmt in ("json", "jsonl", "yaml"):
        if fmt == "json":
            facts = json.loads(outputs[fmt])["facts"]
        elif fmt == "jsonl":
            facts = [json.loads(line) for line in outputs[fmt].splitlines()]
        else:
            facts = yaml.safe_load(outputs[fmt])["facts"]
        assert len(facts) == n, fmt
        for f in facts:
            assert f["claim"] == texts[f["id"]] and f["tags"] == [texts[f["id"]]], (fmt, f["id"])
    rows = list(csv.reader(io.StringIO(outputs["csv"], newline="")))
    assert len(rows) == n + 1 and all(len(row) == 8 for row in rows[1:]), "csv rows"
    for row in rows[1:]:
        text = texts[row[0]]
        assert row[1] == ("'" + text if text.startswith(FORMULA) else text), ("csv", row[0])
        assert not any(cell.startswith(FORMULA) for cell in row), ("csv formula", row[0])
    md = MarkdownIt("commonmark").enable("table")
    tokens = md.parse(outputs["md"])
    assert [t.type for t in tokens].count("tr_open") == n + 1, "md rows"
    cells = []
    for t in tokens:
        if t.type == "inline":
            assert all(c.type == "text" for c in t.children or []), ("md inline", t.content)
            cells.append("".join(c.content for c in t.children or []))
    for i in range(8, len(cells), 8):  # markdown trims white space at a cell's ends
        assert cells[i + 1] == shown(texts[cells[i]]).strip(), ("md cell", cells[i])
    inert(page(md.render(outputs["md"])), {"table", "thead", "tbody", "tr", "th", "td"})
    assert not set(HIDDEN.findall(outputs["md"])) - {"\n"}, "md hidden"
    html_page = page(outputs["html"])
    inert(html_page)
    following: dict[str, set[str]] = {}  # a fact id's cell, then its claim's (facts table)
    for i, cell in enumerate(html_page.cells[:-1]):
        following.setdefault(cell, set()).add(html_page.cells[i + 1])
    for fact_id, text in texts.items():
        if fact_id in following:
            assert text in following[fact_id], ("html cell", fact_id)
            break


def output_round(rng: random.Random, table: list[str], folder: Path, size: int,
                 tally: dict[str, int]) -> None:
    """``size`` hostile strings through add, every export format and its reader."""
    from nvfacts.adding import add_fact
    from nvfacts.cache import view_for
    from nvfacts.export import render
    from nvfacts.kb import load
    from nvfacts.report import render_html

    path = folder / f"store-{tally['stores']}.yaml"
    path.write_text("facts: []\n", encoding="utf-8")
    texts: dict[str, str] = {}
    for i in range(size):
        text = hostile_text(rng, table)
        tally["strings"] += 1
        try:
            result = add_fact(path, text, fact_id=f"h{i}", status="verified", tags=[text])
        except NvfactsError:
            tally["refused"] += 1  # a blank claim, say: refused with a message
            continue
        if result.added:
            texts[f"h{i}"] = text
        else:
            tally["held"] += 1
    stored = path.read_text(encoding="utf-8")
    assert not set(HIDDEN.findall(stored)) - {"\n"}, "store hidden"
    kb = load(path)
    assert {f.id: f.claim for f in kb.facts} == texts, "store read back"
    view = view_for(path)
    records = view.select(everything=True).records
    outputs = {fmt: render(records, fmt) for fmt in FORMATS if fmt != "html"}
    outputs["html"] = render_html(view, records, "fuzz")
    check_outputs(texts, outputs)
    tally["stores"] += 1
    tally["added"] += len(texts)
    path.unlink()


def fuzz_outputs(seconds: float, seed: int) -> int:
    import os
    import tempfile


    table = list(HOSTILE.values())
    rng = random.Random(seed)
    tally = dict.fromkeys(("strings", "added", "held", "refused", "stores"), 0)
    deadline = time.monotonic() + seconds
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["NVFACTS_CACHE_DIR"] = str(Path(tmp) / "cache")
        while time.monotonic() < deadline:
            state = rng.getstate()
            try:
                output_round(rng, table, Path(tmp), 20, tally)
            except Exception:
                rng.setstate(state)
                print(f"FAILURE in store {tally['stores']} (strings: "
                      f"{[hostile_text(rng, table) for _ in range(20)]!r})\n"
                      f"{traceback.format_exc()}")
                return 1
    print(f"{tally['strings']} hostile strings in {seconds:g} s ({len(table)} from the table, "
          f"the rest mutations), {tally['added']} added to {tally['stores']} stores "
          f"({tally['held']} held already, {tally['refused']} refused), each store exported as "
          f"{', '.join(FORMATS)} and read back: {tally['added'] * len(FORMATS)} fact outputs "
          "checked, 0 failures")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--outputs", action="store_true", help="fuzz the outputs instead: "
                        "hostile strings through add, every export format and its reader")
    args = parser.parse_args()
    if args.outputs:
        return fuzz_outputs(args.seconds, args.seed)
    seeds = [p.read_bytes() for p in sorted((ROOT / "tests" / "cases").rglob("*.yaml"))
             if p.stat().st_size < 20_000]
    seeds.append((ROOT / "data" / "facts.yaml").read_bytes())
    rng = random.Random(args.seed)
    tried = refused = 0
    deadline = time.monotonic() + args.seconds
    while time.monotonic() < deadline:
        data = mutate(rng.choice(seeds), rng)
        try:
            refused += check_bytes(data)
        except Exception:
            print(f"CRASH on input {tried}: {data!r}\n{traceback.format_exc()}")
            return 1
        tried += 1
    print(f"{tried} inputs tried in {args.seconds:g} s, {refused} refused with problems, "
          f"{tried - refused} loaded, 0 crashes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
