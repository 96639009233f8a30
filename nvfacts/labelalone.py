"""The facts an export keeps as verified though no curator verified them (a page's own label or
a status written by hand makes them so: SPEC's verified subset) and that nothing vouches for:
a low score, or no figure read from the claim (new-user trial 28)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

LABEL_ALONE = 0.8
"""A fact verified by its status alone scoring below this is named (``labelled_alone``)."""


@dataclass(frozen=True, slots=True)
class LabelAlone:
    """A fact exported as verified on a status no curator set, and why it is named."""

    fact: str
    score: float | None
    """Its score, when below LABEL_ALONE (else None)."""
    unread: bool
    """No figure was read from its claim, so nothing checked it against other facts."""
    labels: tuple[str, ...]
    """The sources whose page's own label verified it; none: a status written by hand."""


def labelled_alone(records: Iterable[Mapping[str, Any]],
                   curator_verified: Callable[[str], bool]) -> list[LabelAlone]:
    """Of the exported ``records``, those verified by a status no curator set (whose latest
    curator decision, ``curator_verified``, is no verification) scoring below LABEL_ALONE or
    with no figure read from the claim, in the records' order."""
    found = []
    for record in records:
        if record.get("status") != "verified" or curator_verified(record["id"]):
            continue
        low = record["score"] < LABEL_ALONE
        unread = not record.get("asserts")
        if low or unread:
            found.append(LabelAlone(record["id"], record["score"] if low else None, unread,
                                    tuple(sorted({c["source"] for c in record.get("sources", [])
                                                  if c.get("status") == "verified"}))))
    return found
