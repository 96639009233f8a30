"""The entities a claim names as dedup compares them: the generation written beside a name
("third-gen NVSwitch"), what a name implies (a system's GPU, a GPU's NVLink), and what a
multiple is of ("doubles NVLink 4.0's bandwidth")."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ..extract import bandwidth_quantity
from ..lexicon import Entity, Lexicon
from ..lexicon import Match as Mention
from ..reading.numbers import value
from .patterns import _BARE_GEN, _GEN_AFTER, _GEN_BEFORE, _TRAILING_NUMBER
from .tables import _key, _Tables


def _generation(text: str, m: Mention, t: _Tables) -> tuple[int, int, str] | None:
    """The generation written with an entity whose name has none ("third-generation
    NVSwitch", "NVSwitch Gen 3", "NVSwitch 3"): the span it covers with the entity, and its
    number. Without it, the third and the fourth NVSwitch would be one entity."""
    written = text[m.start:m.end]
    inside = re.search(r"\b(\w+)[\s-]*gen(?:eration)?\b", written, re.I)
    before = _GEN_BEFORE.search(text, max(0, m.start - 24), m.start)
    if inside is not None and (number := t.ordinal.get(inside.group(1).casefold())):
        return m.start, m.end, number
    # a version the name ends in: "NVSwitch 3", "NVSwitch 3.0", "NVSwitch Gen 3"
    version = re.search(r"(?:\bgen(?:eration)?[\s-]*|(?<=\s))(\d)(?:\.0)?$", written, re.I)
    if version is not None and (number := t.ordinal.get(version.group(1))):
        return m.start, m.end, number
    after = _GEN_AFTER.match(text, m.end)
    if after is not None and (number := after.group("digit") or after.group("version") or
                              t.ordinal.get((after.group("ordinal") or after.group("poss") or
                                             after.group("of") or after.group("cell") or
                                             "").casefold()) or (
            after.group("zh") and f"{value(after.group('zh')) or 0:g}")):
        return m.start, after.end(), number
    if before is None:
        return None
    if before.group("digit"):  # "Gen-3 NVSwitch"
        return before.start(), m.end, before.group("digit")
    if before.group("zh"):  # 第三代
        zh = before.group("zh")
        return before.start(), m.end, t.ordinal.get(zh) or f"{value(zh) or 0:g}"
    word = (before.group("gen") or before.group("of") or before.group("word")).casefold()
    if (before.group("gen") or before.group("of") or word in t.ordinals) and (
            number := t.ordinal.get(word)):
        return before.start(), m.end, number  # "third-generation", "the first NVSwitch"
    return None


def _figure_kept(m: Mention, text: str, lex: Lexicon) -> Mention:
    """An entity mention without the number at its end when that number is a figure's, with
    its unit right after ("NDR 400 Gb/s": the NDR entity, and 400 Gb/s)."""
    tail = _TRAILING_NUMBER.search(text, m.start, m.end)
    if tail is None or tail.start() == m.start:
        return m
    number = tail.start() + len(tail.group(0)) - len(tail.group(0).lstrip(" -"))
    if bandwidth_quantity(lex).match(text, number) is None:
        return m
    return Mention(m.start, tail.start(), m.value, m.kind)


def _bare_generations(text: str, mentions: list[Mention], t: _Tables, lex: Lexicon
                      ) -> list[Mention]:
    """``mentions`` with the bare generations ("Gen4") of the one family the claim names
    ("PCIe 5.0 is twice Gen4": PCIe 4.0)."""
    families = {lex.entities[m.value].family for m in mentions} - {None}
    if len(families) != 1:
        return mentions
    family = str(families.pop())
    found = list(mentions)
    for hit in _BARE_GEN.finditer(text):
        if any(m.start <= hit.start() <= m.end + 1 or hit.end() <= m.start <= hit.end() + 1
               for m in mentions):  # in a name or next to one: its generation ("NVSwitch gen4")
            continue
        member = t.aliases.get(_key(f"{family}{hit.group(1)}"))
        if member is not None and lex.entities[member].family == family:
            found.append(Mention(hit.start(), hit.end(), member, lex.entities[member].kind))
    return sorted(found, key=lambda m: m.start)


def _closure(names: Iterable[tuple[str, str]], lex: Lexicon, t: _Tables) -> frozenset[str]:
    """The canonical entities of a claim with what they imply: the GPU a system is named for
    ("HGX B200" says "B200"), a GPU's or a system's NVLink generation and architecture ("V100"
    says "Volta" and "NVLink 2.0"), and a family ("NVLink") only when none of its members is
    there."""
    found: set[str] = set()
    names = list(names)
    names += [(gpu, gpu) for name, _ in names for gpu in t.named_for.get(name, ())]
    for name, written in names:
        entity: Entity | None = lex.entities.get(name)
        found.add(_identity(name, written, lex))
        if entity is not None:
            found |= {e for e in (entity.uses, entity.architecture) if e}
            if entity.kind == "architecture" or entity.uses:
                arch = lex.entities.get(entity.architecture or "")
                if arch is not None and arch.uses:
                    found.add(arch.uses)
    found |= {t.architecture_of[n] for n in found if n in t.architecture_of}
    families = {lex.entities[n].family for n in found if n in lex.entities}
    return frozenset(n for n in found if n not in families)


_GENERATIONS = frozenset({"interconnect", "architecture"})
"""The kinds of entity that are a generation (NVLink 4.0, PCIe 5.0, Hopper)."""


def _based(text: str, named: Sequence[tuple[str, str]], spans: Sequence[tuple[int, int]],
           multiple: int, lex: Lexicon, t: _Tables) -> frozenset[str]:
    """The entities that only the generation before another the claim names implies, when it
    stands after that one or after the multiple (at ``multiple``): "NVLink 4.0" and its Hopper
    in "NVLink 5.0 doubles NVLink 4.0's bandwidth" or "twice NVLink 4.0's bandwidth, NVLink
    5.0 ..."; or after words of a comparison ("Compared with Ampere, Hopper's NVLink offers
    1.5x"); "PCIe 5.0 doubles PCIe 6.0's rate" leaves no base out, whatever it means.
    ``spans``: where each name of ``named`` stands (the first ones)."""
    based: set[str] = set()
    starts, ends = [start for start, _ in spans], [end for _, end in spans]
    for k, name in enumerate(named[:len(spans)]):
        entity = lex.entities.get(name[0])
        if entity is None or entity.kind not in _GENERATIONS:
            continue  # a product ("H100") is one of a generation, not the generation
        own = _closure([name], lex, t)
        compared = _closure(named[:k], lex, t)  # named before it, or after it and a multiple
        if starts[k] > multiple or t.compared_before.search(  # "compared with Ampere"
                text, max(0, starts[k] - 24), starts[k]) or t.compared_after.match(
                text, ends[k]):  # "与 PCIe 5.0 相比"
            compared |= _closure(named[k + 1:], lex, t)
        if any(t.predecessor.get(e) in own for e in compared - own):
            based |= own - _closure([*named[:k], *named[k + 1:]], lex, t)
    return frozenset(based)


def generic(name: str, written: str, lex: Lexicon) -> bool:
    """Whether a network adapter is named by its noun alone ("NICs", "网卡": the lexicon's
    domain term ``endpoint: nic``), which the terms compare with "network adapters", not a
    product of its own as "ConnectX-7" is."""
    nouns = (lex.paraphrase.get("domain-terms") or {}).get("endpoint", {}).get("nic") or []
    return lex.entities[name].kind == "nic" and \
        written.casefold() in {str(n).casefold() for n in nouns}


def _identity(name: str, written: str, lex: Lexicon) -> str:
    """An entity as compared: its canonical name, or for the kinds whose aliases are products
    of their own (network adapters, memories: "ConnectX-7", "BlueField-3", "HBM3e") the alias
    as written."""
    if lex.entities[name].kind in ("nic", "memory"):
        return name + ":" + re.sub(r"[\s-]+", "", written.casefold())
    return name


def _without_built_on(entities: frozenset[str], lex: Lexicon) -> frozenset[str]:
    """``entities`` without each GPU of the NVLink generation of a superchip among them."""
    found = [lex.entities[e] for e in entities if e in lex.entities]
    uses = {e.uses for e in found if e.kind == "superchip"}
    if not uses:
        return entities
    return entities - {e.name for e in found if e.kind == "gpu" and e.uses in uses}
