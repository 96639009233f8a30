"""What claims assert, for the rest of nvfacts: the reading of one claim (nvfacts/reading/) and
of many at once, on every core for a large store."""

from __future__ import annotations

import re
from collections.abc import Sequence

import orjson

from .lexicon import Lexicon, lexicon
from .model import Assertion
from .reading import Reading, read
from .reading.figures import bandwidth_pattern, unit_factor
from .reading.relations import Asserted, Relation

__all__ = ["Reading", "bandwidth_quantity", "decode", "encode", "extract", "extract_encoded",
           "extract_many", "read", "to_gbps"]


def bandwidth_quantity(lex: Lexicon | None = None) -> re.Pattern[str]:
    """A number and a bandwidth unit (group 1 the number, group 2 the unit as written)."""
    return bandwidth_pattern(lex or lexicon())


def to_gbps(unit: str, lex: Lexicon | None = None) -> float:
    """GB/s in one ``unit`` as written."""
    return unit_factor(unit, lex or lexicon())


def extract(claim: str, lex: Lexicon | None = None) -> list[Assertion]:
    """The assertions ``claim`` makes, in the order their values appear, then the counts of a
    system's NVSwitch chips it states; with the relations it states beside them
    (reading/relations.py: ``relations_of``), when it states any."""
    found = read(claim, lex, words=False)
    if not found.relations:
        return found.assertions
    return Asserted([*found.assertions, *switch_counts(found.relations, lex or lexicon())],
                    found.relations)


def switch_counts(relations: Sequence[Relation], lex: Lexicon) -> list[Assertion]:
    """Each count of a system's NVSwitch chips among ``relations`` as an assertion of the
    system ('DGX-2 有 12 个 NVSwitch': DGX-2 switch-count 12), kept as its GPU count is."""
    unit = lex.attributes.get("switch-count", {}).get("unit")
    return [Assertion(subject=r.subject, attribute="switch-count", value=r.value, unit=unit,
                      text=r.text) for r in relations
            if r.relation == "switch-count" and r.value is not None]


PARALLEL_FROM = 20_000
"""Claims from which extraction is spread over all cores."""


def extract_many(claims: list[str]) -> list[list[Assertion]]:
    """``extract`` for each claim, each distinct wording read once; a large batch is shared
    among worker processes."""
    return [found for found, _ in extract_encoded(claims)]


def extract_encoded(claims: list[str]) -> list[tuple[list[Assertion], bytes]]:
    """``extract_many``, each claim's assertions with their JSON (``encode``), what the readings
    file keeps (readings.py). A large batch is read by worker processes, each handing back the
    JSON alone: a few bytes to pass, not objects to pickle, and not encoded again."""
    from .batch import in_parallel

    distinct = list(dict.fromkeys(claims))
    if len(distinct) < PARALLEL_FROM:
        read_once = {c: (found, encode(found)) for c in distinct for found in [extract(c)]}
    else:
        extract(distinct[0])  # compile the lexicon once, before the workers are forked
        found = in_parallel(_encoded_chunk, distinct, from_size=PARALLEL_FROM)
        read_once = {c: (decode(each), each) for c, each in zip(distinct, found, strict=True)}
    return [read_once[c] for c in claims]


def encode(found: list[Assertion]) -> bytes:
    """Assertions as the JSON list of their fields; with relations, an object of the two lists
    (``assertions``, ``relations``)."""
    said = [a.model_dump() for a in found]
    if isinstance(found, Asserted) and found.relations:
        return orjson.dumps({"assertions": said,
                             "relations": [r.as_dict() for r in found.relations]})
    return orjson.dumps(said)


def decode(encoded: bytes) -> list[Assertion]:
    """The assertions ``encode`` gave (built without validating them again), with their
    relations."""
    said = orjson.loads(encoded)
    if isinstance(said, dict):
        return Asserted((Assertion.model_construct(**a) for a in said["assertions"]),
                        (Relation(**r) for r in said["relations"]))
    return [Assertion.model_construct(**a) for a in said]


def _encoded_chunk(claims: Sequence[str]) -> list[bytes]:
    return [encode(extract(c)) for c in claims]
