"""How far one appended fact moves the analysis of a synthetic store: what an exact patch of the
analysis after an edit could reuse.

    python -m benchmarks.edit_reach                  # 100k claims
    python -m benchmarks.edit_reach --claims 10000

The store is benchmarks.synthetic's (the default seed); the fact appended by hand cites one of
its pages and states a figure that rivals NVLink 4.0's. Both stores are analysed in one process
(KnowledgeBase.analysis) and compared fact by fact: the learned trust of each source, each
fact's score terms at full precision and as printed (logits to 4 places), and its score.
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from benchmarks.synthetic import generate, to_yaml

ADDED = """  - id: hand1
    claim: "NVLink 4.0 provides 801 GB/s of bidirectional bandwidth per GPU."
    sources:
      - source: {source}
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--claims", type=int, default=100_000)
    args = parser.parse_args()
    import nvfacts

    claims, _ = generate(args.claims)
    text = to_yaml(claims)
    with tempfile.TemporaryDirectory() as folder:
        before, after = Path(folder) / "before.yaml", Path(folder) / "after.yaml"
        before.write_text(text, encoding="utf-8")
        after.write_text(text + ADDED.format(source=claims[len(claims) // 2].source),
                         encoding="utf-8")
        a, b = nvfacts.load(before).analysis, nvfacts.load(after).analysis
    trust_a, trust_b = a.consensus.trust, b.consensus.trust
    moved = [o for o in trust_a if trust_a[o] != trust_b.get(o)]
    print(f"sources: {len(trust_a)}, trust moved: {len(moved)}, most by "
          f"{max((abs(trust_a[o] - trust_b[o]) for o in moved), default=0.0):.4f}")
    same = sum(a.terms[f] == b.terms[f] for f in a.terms)
    printed = sum([(t.name, round(t.logit, 4)) for t in a.terms[f]]
                  == [(t.name, round(t.logit, 4)) for t in b.terms[f]] for f in a.terms)
    scores = sum(a.scores[f] == b.scores[f] for f in a.scores)
    print(f"facts: {len(a.terms)}; the same terms: {same}; the same terms as printed: "
          f"{printed}; the same score: {scores}")


if __name__ == "__main__":
    main()
