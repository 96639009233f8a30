"""A system's or superchip's total bandwidth shared by its GPUs: what the ledger also counts as
its NVLink generation's per-GPU figure, and what ``show`` says of it (kept apart from the ledger,
so showing a fact loads no analysis)."""

from __future__ import annotations

from dataclasses import dataclass

from .lexicon import Lexicon


@dataclass(frozen=True, slots=True)
class Share:
    """A system's stated total (``system``'s ``total`` in ``unit``) shared by its ``gpus``:
    what the ledger counts as ``generation``'s per-GPU figure."""

    system: str
    total: float
    unit: str
    gpus: int
    generation: str

    def said(self) -> str:
        """The derivation in words: "GB200 NVL72's 130 TB/s in total over its 72 GPUs is 1.81
        TB/s per GPU of NVLink 5.0"."""
        from .units import amount

        each = share(self.total, self.unit, self.gpus)
        return (f"{self.system}'s {amount(self.total, self.unit)} in total over its "
                f"{self.gpus} GPUs is {amount(each, self.unit)} per GPU of {self.generation}")


def system_share(subject: str, attribute: str, scope: str | None,
                 lex: Lexicon) -> tuple[str, int] | None:
    """The NVLink generation and the GPU count of a system or superchip whose stated total
    (``attribute`` bandwidth, ``scope`` aggregate) the ledger also counts, shared by its GPUs,
    as that generation's per-GPU figure; None for any other figure."""
    entity = lex.entities.get(subject)
    if attribute != "bandwidth" or scope != "aggregate" or entity is None or \
            not entity.gpus or not entity.uses:
        return None
    return entity.uses, entity.gpus


def share(total: float, unit: str | None, gpus: int) -> float:
    """Each GPU's share of a system's ``total`` (in ``unit``), to no more digits than the total
    is written with as people read it (130 TB/s over 72 GPUs is 1.81 TB/s, never 1.80556: a
    total rounded to three digits tells no more of each GPU), unless one digit more gives it
    exactly (900 GB/s over 8 GPUs is 112.5 GB/s)."""
    from .units import amount

    digits = max(1, len(amount(total, unit).split()[0].lstrip("-").replace(".", "").lstrip("0")))
    each = total / gpus
    exact = float(f"{each:.{digits + 1}g}")
    return exact if abs(exact - each) <= 1e-9 * abs(each) else float(f"{each:.{digits}g}")
