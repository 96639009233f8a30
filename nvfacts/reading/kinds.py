"""Kinds of entity (the lexicon's ``kind``) and how a figure said of one is read."""

from __future__ import annotations

OWN_SUBJECT = frozenset({"system", "superchip", "card", "switch", "consumer-gpu"})
"""Kinds of entity whose figures are their own, never their GPUs' NVLink generation's (a bridged
RTX or workstation card, or its chip GA102, keeps its NVLink figure: no NVLink 3.0's)."""

NOT_A_SUBJECT = frozenset({"library", "nic", "memory", "network", "port-mode", "tray", "instance",
                           "cluster", "licensing", "other-vendor"})
"""Kinds whose figures are measurements or not about the interconnects nvfacts reads (Ethernet,
RoCE, a split port's HDR100, a rack's switch tray, a rented UltraServer, a cluster
of systems, NVLink Fusion's licence to other makers' chips, another maker's accelerator or
link such as AMD's Infinity Fabric): they give nothing, nor does their NVLink."""

CARRIERS = frozenset({"nic"})
"""Kinds that carry another's figure and are never its subject ("ConnectX-7 runs NDR at
400Gb/s" is NDR's)."""

WHOLE = frozenset({"system", "superchip"})
"""Kinds whose unscoped bandwidth is the whole thing's (aggregate), unless the lexicon gives the
thing one GPU (a GH200's 900 GB/s sums nothing)."""
