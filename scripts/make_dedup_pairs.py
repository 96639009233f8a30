"""Write tests/data/dedup_pairs.yaml: labelled claim pairs for the duplicate matcher.

    python scripts/make_dedup_pairs.py

Base claims in English and Chinese each give paraphrases (letter case, punctuation, "900GB/s",
a synonym verb, spacing: duplicates) and hard negatives that change exactly one thing (a number,
a unit, a generation, a direction, a scope, a subject, a negation: not duplicates). Hand-written
pairs from the seed page are added. The output is data to review, then commit.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "dedup_pairs.yaml"

BASE = [
    "NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s per GPU.",
    "NVLink 5.0 provides 1.8 TB/s of bidirectional bandwidth per GPU.",
    "NVLink 3.0 offers 600 GB/s of bidirectional bandwidth per GPU.",
    "NVLink 2.0 provides 300 GB/s of bidirectional bandwidth per GPU.",
    "NVLink 1.0 provides 160 GB/s of bidirectional bandwidth per GPU.",
    "NVLink 4.0 provides 18 links per GPU.",
    "NVLink 5.0 has a single-link bidirectional bandwidth of 100 GB/s.",
    "InfiniBand HDR runs at 200 Gb/s per port in each direction.",
    "InfiniBand NDR offers 400 Gb/s per port in each direction.",
    "A PCIe 5.0 x16 link carries about 64 GB/s per direction.",
    "A PCIe 4.0 x16 link carries about 32 GB/s per direction.",
    "GB200 NVL72 connects 72 GPUs in one NVLink domain.",
    "GB200 NVL72 provides 130 TB/s of aggregate NVLink bandwidth across the rack.",
    "NVLink 1.0 was introduced in 2016 with the Pascal architecture.",
    "NVLink 4.0 can achieve a unidirectional bandwidth of 450 GB/s per GPU.",
    "The NCCL library is deeply optimized for NVLink topologies.",
    "Tensor parallelism requires high-bandwidth interconnects such as NVLink between GPUs.",
    "MIG instances can use the full NVLink bandwidth.",
    "第四代NVLink提供900 GB/s的双向带宽。",
    "第五代NVLink每块GPU的双向带宽为1.8 TB/s。",
    "第五代NVLink的单链路双向带宽为100 GB/s。",
    "传统DGX集群中\uff0c8块GPU组成一个节点。",
    "PCIe 5.0 x16每个方向约64 GB/s。",
    "NCCL通信库已经针对NVLink拓扑做了深度优化。",
    "GB200 NVL72的72块GPU可以通过NVLink直接通信。",
]

SWAPS = {  # (kind, old, new): hard negatives that change one thing
    "number": [("900", "600"), ("1.8", "3.6"), ("600", "300"), ("300", "150"), ("160", "80"),
               ("18", "12"), ("100", "50"), ("200", "100"), ("400", "800"), ("64", "32"),
               ("32", "16"), ("72", "36"), ("130", "260"), ("2016", "2017"), ("450", "900"),
               ("8块", "16块")],
    "unit": [("GB/s", "Gb/s"), ("Gb/s", "GB/s"), ("TB/s", "Tb/s")],
    "generation": [("NVLink 4.0", "NVLink 3.0"), ("NVLink 5.0", "NVLink 4.0"),
                   ("NVLink 3.0", "NVLink 2.0"), ("NVLink 2.0", "NVLink 1.0"),
                   ("NVLink 1.0", "NVLink 2.0"), ("HDR", "NDR"), ("NDR", "XDR"),
                   ("PCIe 5.0", "PCIe 6.0"), ("PCIe 4.0", "PCIe 3.0"), ("第四代", "第三代"),
                   ("第五代", "第四代")],
    "direction": [("bidirectional", "unidirectional"), ("unidirectional", "bidirectional"),
                  ("in each direction", "in total"), ("per direction", "bidirectional"),
                  ("双向", "单向"), ("每个方向", "双向")],
    "scope": [("per GPU", "per link"), ("single-link", "per-GPU"), ("per port", "per node"),
              ("每块GPU", "单链路"), ("单链路", "每块GPU"), ("across the rack", "per GPU")],
    "subject": [("GB200 NVL72", "DGX"), ("InfiniBand", "RoCE"), ("NCCL", "HCCL"),
                ("Tensor parallelism", "Data parallelism"), ("MIG", "MPS"), ("Pascal", "Volta"),
                ("DGX", "HGX")],
    "negation": [("can use", "cannot use"), ("requires", "does not require"),
                 ("已经", "没有")],
}
SYNONYMS = [("has", "offers"), ("provides", "delivers"), ("offers", "provides"),
            ("carries", "carries"), ("runs at", "runs at"), ("connects", "connects")]


def paraphrases(claim: str) -> list[str]:
    lower = re.sub(r"[A-Za-z]+(/s)?", lambda m: m.group(0) if m.group(1) else m.group(0).lower(),
                   claim)  # units keep their case: Gb/s and GB/s differ
    out = [lower, claim.rstrip(".。"),
           re.sub(r"(\d) (GB/s|Gb/s|TB/s)", r"\1\2", claim), "  " + claim.replace(" ", "  ")]
    for old, new in SYNONYMS:
        if f" {old} " in claim and old != new:
            out.append(claim.replace(f" {old} ", f" {new} ", 1))
            break
    if not claim.isascii():
        out.append(claim.replace("NVLink", " NVLink ").replace("\uff0c", ", "))
    return [p for p in dict.fromkeys(out) if p != claim]


def negatives(claim: str) -> list[tuple[str, str]]:
    out = []
    for kind, swaps in SWAPS.items():
        for old, new in swaps:
            if old in claim:
                out.append((kind, claim.replace(old, new, 1)))
                break
    return out


def main() -> None:
    pairs = []
    for claim in BASE:
        pairs += [{"a": claim, "b": p, "duplicate": True, "kind": "paraphrase"}
                  for p in paraphrases(claim)]
        pairs += [{"a": claim, "b": n, "duplicate": False, "kind": kind}
                  for kind, n in negatives(claim)]
    seed = [
        ("NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s, while the bandwidth of a "
         "traditional PCIe bus is approximately 64 GB/s.",
         "NVLink 4.0 offers a bidirectional bandwidth of up to 900 GB/s, while the bandwidth of "
         "a traditional PCIe bus is about 64 GB/s.", True, "paraphrase"),
        ("NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s, while the bandwidth of a "
         "traditional PCIe bus is approximately 64 GB/s.",
         "NVLink 4.0 offers a bidirectional bandwidth of up to 900 GB/s, while cross-node "
         "InfiniBand HDR offers only approximately 50 GB/s, a gap of nearly 20 times.", False,
         "subject"),
        ("NVLink 4.0 (used in the H100) can achieve a unidirectional bandwidth of 900 GB/s.",
         "NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s.", False, "direction"),
        ("NVIDIA's latest NVLink 5.0 can provide 1.8 TB/s bidirectional bandwidth per GPU.",
         "The fifth generation of NVLink (featured in the Blackwell architecture) offers a "
         "single-link bidirectional bandwidth of up to 1.8 TB/s.", False, "scope"),
        ("The fourth-generation NVLink in the Hopper architecture provides 900 GB/s of "
         "bandwidth.", "The fourth-generation NVLink in the Hopper architecture provides "
         "900GB/s of bandwidth", True, "paraphrase"),
        # one claim in two languages: a duplicate since dedup pairs languages (it was labelled
        # none while plain dedup kept languages apart)
        ("NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s.",
         "第四代NVLink提供900 GB/s的双向带宽。", True, "cross-lingual"),
        ("NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s per GPU.",
         "NVLink 4.0 offers up to 900 GB/s of bidirectional bandwidth per GPU.", True,
         "paraphrase"),
        ("A PCIe 5.0 x16 link carries about 64 GB/s per direction.",
         "PCIe 5.0 x16: ~64 GB/s per direction.", True, "paraphrase"),
        ("InfiniBand HDR runs at 200 Gb/s per port in each direction.",
         "Each InfiniBand HDR port runs at 200Gbps in each direction.", True, "paraphrase"),
        ("NVLink 5.0 provides 1.8 TB/s of bidirectional bandwidth per GPU.",
         "NVLink 5.0 provides 1,800 GB/s of bidirectional bandwidth per GPU.", True,
         "paraphrase"),
        ("GB200 NVL72 connects 72 GPUs in one NVLink domain.",
         "The GB200 NVL72 connects 72 GPUs in a single NVLink domain.", True, "paraphrase"),
        ("NVLink 4.0 provides 18 links per GPU.",
         "NVLink 4.0 gives every GPU 18 links.", True, "paraphrase"),
        ("NVLink 4.0 provides 900 GB/s per GPU.",
         "NVLink 4.0 provides 900 GB/s per GPU in the H100.", False, "subject"),
        ("Tensor parallelism needs NVLink.", "Tensor parallelism needs InfiniBand.", False,
         "subject"),
    ]
    pairs += [{"a": a, "b": b, "duplicate": d, "kind": k} for a, b, d, k in seed]
    header = ("# Labelled pairs for the duplicate matcher (scripts/eval_dedup.py), made by\n"
              "# scripts/make_dedup_pairs.py and reviewed. duplicate: true for the same claim in\n"
              "# other words; false for hard negatives that change one thing (kind).\n")
    OUT.write_text(header + yaml.safe_dump(pairs, allow_unicode=True, sort_keys=False,
                                           width=200), encoding="utf-8")
    print(f"{len(pairs)} pairs: {sum(p['duplicate'] for p in pairs)} duplicates")


if __name__ == "__main__":
    main()
