"""A curator's reading of a claim: the assertions that replace what nvfacts reads from its text
(the fact's ``assertions``), written from a plain sentence rather than by hand in YAML."""

from __future__ import annotations

from pathlib import Path

from .errors import UsageError
from .model import Assertion, Fact
from .writer import StoreEditor


def reading_of(plain: str) -> list[Assertion]:
    """What nvfacts reads from ``plain``, a sentence saying plainly what a claim asserts ('NVLink
    4.0 has 900 GB/s bidirectional per GPU'), as a curator's assertions, each with the words
    it was read from (``text``: a PCIe link's width is read there). UsageError when it reads
    nothing there."""
    from .extract import extract

    found = list(extract(plain))
    if not found:
        raise UsageError(f"nvfacts reads nothing from {plain!r}: name the thing and write the "
                         "figure with its unit, direction and scope ('NVLink 4.0 has 900 GB/s "
                         "bidirectional per GPU', 'The H100 has 18 NVLink 4.0 links'). read-as "
                         "makes what TEXT reads as the claim's assertions, and a figure of "
                         "nothing nvfacts compares (a NIC's or a network's rate with no network "
                         "generation named, a measurement, memory) reads as nothing: when that "
                         "is all the claim states, give --nothing (the claim then states nothing)")
    return found


def read_as(path: Path, fact_id: str, assertions: list[Assertion] | None, *,
            lock_timeout: float | None = None) -> Fact:
    """Give the fact ``fact_id`` (or a wording merged into a fact) ``assertions`` as its
    curator's reading (an empty list: it states nothing), or take the curator's reading away
    (None: its claim is read again); returns the fact that holds it. The fact's other lines
    keep their bytes."""
    with StoreEditor(path, lock_timeout) as editor:
        fact = editor.change_wording(
            fact_id, lambda w: w.model_copy(update={"assertions": assertions}))
        editor.save()
    return fact
