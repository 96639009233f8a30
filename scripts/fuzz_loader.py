"""Mutation-fuzz the store loader: it must answer every input with problems, never a crash.

    python scripts/fuzz_loader.py --seconds 120

Seeds are the test case stores and the bundled store; each input is a seed with a few random
byte-level or YAML-token mutations. Prints how many inputs were tried and how many were refused.
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

from nvfacts.errors import InvalidStoreError  # noqa: E402
from nvfacts.loader import parse_store  # noqa: E402

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
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
