"""Make synthetic stores with planted duplicates and planted hard negatives.

    python benchmarks/synthetic.py --claims 10000 --out /tmp/s10k.yaml --pairs /tmp/s10k.jsonl

Every fact cites one of a few hundred sources, as a real store gathered from many pages would.
About 10% of the base claims get a paraphrase (a planted duplicate that rewords several things at
once: the subject's alias, the verb, the unit's scale, direction and scope synonyms, the hedge,
word order, letter case, articles) and 10% a hard negative (the same words with one number, unit,
generation, direction, scope or subject changed). The pairs file lists each planted pair with its
label, for measuring a duplicate matcher.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass
from pathlib import Path

SUBJECTS = [("NVLink 1.0", 160), ("NVLink 2.0", 300), ("NVLink 3.0", 600), ("NVLink 4.0", 900),
            ("NVLink 5.0", 1800), ("PCIe 4.0", 64), ("PCIe 5.0", 128), ("PCIe 6.0", 256),
            ("InfiniBand HDR", 50), ("InfiniBand NDR", 100)]
VERBS = ["has", "offers", "provides", "delivers", "reaches"]
SYNONYM = {"has": "offers", "offers": "provides", "provides": "delivers", "delivers": "offers",
           "reaches": "achieves"}
DIRECTIONS = ["bidirectional", "unidirectional"]
SCOPES = ["per GPU", "per link", "per port", "across the system"]
WORDS = [
    "training", "inference", "cluster", "rack", "node", "server", "tensor", "pipeline", "expert",
    "parallel", "switch", "fabric", "topology", "kernel", "memory", "cache", "latency",
    "throughput", "benchmark", "deployment", "vendor", "datacenter", "cooling", "power",
    "firmware", "driver", "scheduler", "collective", "allreduce", "gather", "scatter",
    "broadcast", "model", "layer", "token", "batch", "prefill", "decode", "checkpoint",
    "storage", "network", "ethernet", "optical", "copper", "cable", "connector", "board",
    "baseboard", "tray", "chassis", "host", "guest", "virtual", "partition", "instance",
    "tenant", "isolation", "security", "telemetry", "monitoring", "error", "recovery", "reset",
    "thermal", "clock", "voltage", "lane", "signal", "encoding", "protocol", "packet", "header",
    "payload", "credit", "flow", "control", "routing", "adaptive", "congestion", "buffer",
    "queue", "priority", "fairness",
]


@dataclass(slots=True)
class Claim:
    id: str
    text: str
    source: str


def _bandwidth(rng: random.Random) -> tuple[str, dict[str, object]]:
    subject, value = rng.choice(SUBJECTS)
    parts = {"subject": subject, "verb": rng.choice(VERBS), "value": value,
             "unit": "GB/s", "direction": rng.choice(DIRECTIONS), "scope": rng.choice(SCOPES),
             "context": " ".join(rng.sample(WORDS, 3))}
    return _render(parts), parts


def _render(p: dict[str, object]) -> str:
    return (f"{p['subject']} {p['verb']} a {p['direction']} bandwidth of up to {p['value']} "
            f"{p['unit']} {p['scope']} in {p['context']} setups.")


def _prose(rng: random.Random) -> str:
    words = rng.sample(WORDS, 8)
    return (f"{words[0].capitalize()} {words[1]} relies on {rng.choice(SUBJECTS)[0]} for "
            f"{words[2]} {words[3]}, while {words[4]} {words[5]} favours {words[6]} {words[7]}.")


ALIASES = {"NVLink 1.0": ["first-generation NVLink", "NVLink1", "NVLink Gen 1"],
           "NVLink 2.0": ["second-generation NVLink", "NVLink2", "NVLink Gen 2"],
           "NVLink 3.0": ["third-generation NVLink", "NVLink3", "NVLink Gen 3"],
           "NVLink 4.0": ["fourth-generation NVLink", "NVLink4", "NVLink Gen 4"],
           "NVLink 5.0": ["fifth-generation NVLink", "NVLink5", "NVLink Gen 5"],
           "PCIe 4.0": ["PCIe Gen4", "PCI Express 4.0"],
           "PCIe 5.0": ["PCIe Gen5", "PCI Express 5.0"],
           "PCIe 6.0": ["PCIe Gen6", "PCI Express 6.0"],
           "InfiniBand HDR": ["HDR IB", "HDR InfiniBand"],
           "InfiniBand NDR": ["NDR IB", "NDR InfiniBand"]}
VERB_PHRASES = {"has": ["comes with", "features", "is equipped with"],
                "offers": ["provides", "gives", "comes with"],
                "provides": ["offers", "features", "delivers"],
                "delivers": ["provides", "offers", "gives"], "reaches": ["achieves", "attains"]}
DIRECTION_WORDS = {"bidirectional": ["bi-directional", "two-way"],
                   "unidirectional": ["uni-directional", "one-way"]}
SCOPE_WORDS = {"per GPU": ["for each GPU", "per-GPU", "on every GPU"],
               "per link": ["per-link", "on each link", "for every link"],
               "per port": ["per-port", "for each port", "on every port"],
               "across the system": ["system-wide", "in total across the system"]}
HEDGES = ["as much as", "at most", "a maximum of"]
"""Ways of writing a claim: a planted duplicate uses three or more of them at once."""


def _paraphrase(text: str, parts: dict[str, object] | None, rng: random.Random) -> str:
    """A rewording that changes several things at once, as real rewordings do: the subject's
    alias, the verb, the unit's scale, direction and scope synonyms, the hedge, word order,
    letter case, articles and punctuation."""
    if parts is None:
        return _reword_prose(text, rng)
    subject, verb = str(parts["subject"]), str(parts["verb"])
    value = int(str(parts["value"]))
    changes = rng.sample(["alias", "verb", "unit", "direction", "scope", "hedge", "order",
                          "article", "case"], 4)
    if "alias" in changes:
        subject = rng.choice(ALIASES[subject])
    if "verb" in changes:
        verb = rng.choice(VERB_PHRASES[verb])
    amount = f"{value} GB/s"
    if "unit" in changes:
        amount = rng.choice([f"{value / 1000:g} TB/s", f"{value}GB/s",
                             f"{value} gigabytes per second", f"{value:,} GB/s"])
    direction = str(parts["direction"])
    if "direction" in changes:
        direction = rng.choice(DIRECTION_WORDS[direction])
    scope = str(parts["scope"])
    if "scope" in changes:
        scope = rng.choice(SCOPE_WORDS[scope])
    hedge = rng.choice(HEDGES) if "hedge" in changes else "up to"
    article = "" if "article" in changes else "a "
    context = f"in {parts['context']} setups"
    if "order" in changes:
        text = (f"{context[0].upper()}{context[1:]}, {subject} {verb} {article}{direction} "
                f"bandwidth of {hedge} {amount} {scope}.")
    else:
        text = (f"{subject} {verb} {article}{direction} bandwidth of {hedge} {amount} {scope} "
                f"{context}.")
    if "case" in changes:
        text = " ".join(w if any(c.isdigit() for c in w) or "/" in w else w.lower()
                        for w in text.split(" "))
    return text


def _reword_prose(text: str, rng: random.Random) -> str:
    """The prose claims reworded: the two clauses swapped, a verb of the same class, the
    subject's alias."""
    head, tail = text.rstrip(".").split(", while ")
    head = head.replace(" relies on ", rng.choice([" depends on ", " leans on "]))
    for name, aliases in ALIASES.items():
        if name in head and rng.random() < 0.5:
            head = head.replace(name, rng.choice(aliases))
    return f"While {tail}, {head[0].lower()}{head[1:]}."


def _negative(parts: dict[str, object], rng: random.Random) -> tuple[str, str]:
    kind = rng.choice(["number", "unit", "generation", "direction", "scope", "subject"])
    changed = dict(parts)
    if kind == "number":
        changed["value"] = int(str(parts["value"])) * 2
    elif kind == "unit":
        changed["unit"] = "Gb/s"
    elif kind == "generation":
        subject = str(parts["subject"])
        digit = int(subject[-3]) if subject[-3].isdigit() else 3
        changed["subject"] = subject[:-3] + f"{digit % 5 + 1}.0"
    elif kind == "direction":
        changed["direction"] = "unidirectional" if parts["direction"] == "bidirectional" \
            else "bidirectional"
    elif kind == "scope":
        changed["scope"] = next(s for s in SCOPES if s != parts["scope"])
    else:
        changed["subject"] = next(s for s, _ in SUBJECTS if s != parts["subject"]
                                  and s.split()[0] != str(parts["subject"]).split()[0])
    return _render(changed), kind


def generate(n: int, seed: int = 7) -> tuple[list[Claim], list[dict[str, object]]]:
    """``n`` claims and the labelled pairs planted among them."""
    rng = random.Random(seed)
    claims: list[Claim] = []
    pairs: list[dict[str, object]] = []
    sources = [f"page-{k}" for k in range(max(1, n // 250))]
    while len(claims) < n:
        numeric = rng.random() < 0.7
        if numeric:
            text, parts = _bandwidth(rng)
        else:
            text, parts = _prose(rng), None
        base = Claim(f"c{len(claims)}", text, rng.choice(sources))
        claims.append(base)
        roll = rng.random()
        if roll < 0.1 and len(claims) < n:
            dup = Claim(f"c{len(claims)}", _paraphrase(text, parts, rng), rng.choice(sources))
            claims.append(dup)
            pairs.append({"a": base.id, "b": dup.id, "duplicate": True, "kind": "paraphrase"})
        elif roll < 0.2 and parts is not None and len(claims) < n:
            other, kind = _negative(parts, rng)
            neg = Claim(f"c{len(claims)}", other, rng.choice(sources))
            claims.append(neg)
            pairs.append({"a": base.id, "b": neg.id, "duplicate": False, "kind": kind})
    return claims, pairs


def to_yaml(claims: list[Claim]) -> str:
    """The store's text, written directly (fast) in the layout nvfacts writes."""
    used = sorted({c.source for c in claims}, key=lambda s: int(s.split("-")[1]))
    lines = ["sources:"]
    for source in used:
        lines += [f"  - id: {source}", f"    title: Synthetic page {source}",
                  "    kind: knowledge-card"]
    lines.append("facts:")
    for k, claim in enumerate(claims):
        lines += [f"  - id: {claim.id}", f"    claim: {json.dumps(claim.text)}", "    lang: en",
                  f"    confidence: {0.5 + (k % 50) / 100:.2f}", "    sources:",
                  f"      - source: {claim.source}",
                  f"        locator: \"All Facts #{k % 20 + 1}\"",
                  f"        confidence: {0.5 + (k % 50) / 100:.2f}"]
    return "\n".join(lines) + "\n"


def to_card(claims: list[Claim]) -> str:
    """The claims as one knowledge-card page (the layout of data/seeds/): All Facts, each
    claim's label glued to the start of the next line."""
    labels = ("90%Verified", "65%Unverified", "70%", "")
    lines = ["Synthetic", "A synthetic knowledge card.", f"All Facts ({len(claims)})"]
    for k, claim in enumerate(claims):
        lines.append((labels[k % len(labels)] if k else "") + claim.text)
    lines.append("80%Verified")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.synthetic",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--claims", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--pairs", type=Path)
    args = parser.parse_args()
    outputs = [path for path in (args.out, args.pairs) if path is not None]
    try:  # a missing folder is made, before the claims are
        for path in outputs:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except (FileExistsError, NotADirectoryError):
                parser.exit(2, f"{parser.prog}: cannot write {path}: a part of "
                            f"{path.parent} is a file, not a folder; nothing was written\n")
        claims, pairs = generate(args.claims, args.seed)
        args.out.write_text(to_yaml(claims), encoding="utf-8")
        if args.pairs:
            args.pairs.write_text("".join(json.dumps(p) + "\n" for p in pairs), encoding="utf-8")
    except OSError as exc:
        parser.exit(2, f"{parser.prog}: cannot write {exc.filename or args.out}: "
                    f"{exc.strerror or exc}; nothing was written\n")


if __name__ == "__main__":
    main()
