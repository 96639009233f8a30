"""Time the writing of new facts: nvfacts' writer against ruamel.yaml's emitter alone.

    python -m benchmarks.emit --claims 100000

The facts are those an ingest of the synthetic knowledge card makes (an All Facts label each,
one citation). Prints the CPU seconds of each way, median of ``--repeat`` runs, and whether
both wrote the same bytes.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from typing import Any

from benchmarks.synthetic import generate
from nvfacts.model import Citation, Fact, to_data
from nvfacts.writer import _dump_items, _Style, _styled, _yaml

LABELS: tuple[tuple[float | None, Any], ...] = ((0.9, "verified"), (0.65, "unverified"),
                                               (0.7, None), (None, None))


def facts(n: int) -> list[dict[str, Any]]:
    claims, _ = generate(n, seed=13)
    out = []
    for k, claim in enumerate(claims):
        confidence, status = LABELS[k % len(LABELS)]
        cite = Citation(source="card", locator=f"All Facts #{k + 1}", confidence=confidence,
                        status=status)
        out.append(to_data(Fact(id=f"f{k}", claim=claim.text, lang="en",
                                status=status or "unverified", confidence=confidence,
                                tags=["timeline"] if k % 9 == 0 else [], sources=[cite])))
    return out


def ruamel_dump(items: list[dict[str, Any]], style: _Style) -> str:
    """What the writer emitted before: ruamel.yaml's round-trip dumper on the whole list."""
    out = io.StringIO()
    _yaml(style).dump({"x": [_styled(item) for item in items]}, out)
    return out.getvalue().split("\n", 1)[1]


def cpu(call: Any, repeat: int) -> tuple[float, str]:
    times, text = [], ""
    for _ in range(repeat):
        start = time.process_time()
        text = call()
        times.append(time.process_time() - start)
    return statistics.median(times), text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--claims", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    items, style = facts(args.claims), _Style()
    ours, text = cpu(lambda: _dump_items(items, style), args.repeat)
    theirs, reference = cpu(lambda: ruamel_dump(items, style), args.repeat)
    print(f"{args.claims} new facts, CPU s (median of {args.repeat}): writer {ours:.2f}, "
          f"ruamel.yaml {theirs:.2f} ({theirs / ours:.1f}x); same bytes: {text == reference}")


if __name__ == "__main__":
    main()
