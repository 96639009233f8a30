"""The guard: why two meanings must never merge (numbers, subjects, names, direction or scope,
domain terms, negation, order, language, one word replaced), or None."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Iterable, Iterator
from itertools import pairwise
from typing import TypeVar

from ..lexicon import lexicon
from .model import _AGGREGATE, _BIDIRECTIONAL, _PER_GPU, _PER_UNIT, _TWO, Meaning
from .patterns import _CJK
from .tables import _tables
from .words import _count, _fold

_K = TypeVar("_K", bound=Hashable)
_V = TypeVar("_V", bound=Hashable)

def _by_side(a: Iterable[tuple[_K, _V]], b: Iterable[tuple[_K, _V]]
             ) -> Iterator[tuple[set[_V], set[_V]]]:
    """For each key of ``a`` or ``b``, its values in ``a`` and its values in ``b``."""
    found: dict[_K, tuple[set[_V], set[_V]]] = defaultdict(lambda: (set(), set()))
    for side, pairs in enumerate((a, b)):
        for key, item in pairs:
            found[key][side].add(item)
    return iter(found.values())


def _differ(a: Iterable[tuple[_K, _V]], b: Iterable[tuple[_K, _V]]) -> bool:
    """Whether a key of both ``a`` and ``b`` has other values in one than in the other."""
    return any(x and y and x != y for x, y in _by_side(a, b))


def _counted_alike(a: Meaning, b: Meaning) -> bool:
    """Whether two claims with a count and a rate, whose scopes differ, say them alike: the
    same directions; no scope stated by one that the other neither has nor counts (a wording
    of "18 links per GPU, 50 GB/s each" may say "per link" of the 50 GB/s, its links say it);
    and no figure placed only in other scopes ("50 GB/s per link" against "50 GB/s per GPU";
    a phrase with two scopes places its figures in both)."""
    if not (a.counted and b.counted) or {q for q in a.qualifiers if q.startswith(
            "direction:")} != {q for q in b.qualifiers if q.startswith("direction:")}:
        return False
    for one, other in ((a, b), (b, a)):
        stated = {q for q in one.qualifiers - one.inferred if q.startswith("scope:")}
        if not stated <= other.qualifiers.union(other.counted):
            return False
    return not any(x and y and not x & y for x, y in _by_side(a.placed, b.placed))


def _paired_otherwise(a: frozenset[tuple[str, str]], b: frozenset[tuple[str, str]]) -> bool:
    """Whether a bandwidth both claims give a direction to has another in each ("50 GB/s
    bidirectional, 25 GB/s each way" against the reverse); a bandwidth whose phrase one claim
    gives no direction of its own ("a link gives 128 GB/s") contradicts none."""
    return _differ(((f, d) for f, d in a if d), ((f, d) for f, d in b if d))


def guard(a: Meaning, b: Meaning) -> str | None:
    """Why the pair must never merge, or None when nothing they say differs."""
    if a.quantities != b.quantities and not (
            a.quantities ^ b.quantities == _TWO and (a.paired or b.paired)):
        return "numbers or units differ"  # "paired with a second card": two cards
    if a.entities != b.entities and not _built_on(a.entities, b.entities) and not (
            a.multiple and b.multiple and a.entities ^ b.entities <= a.based | b.based) and not (
            _sole(a, b)):
        return "subjects differ"  # "doubles PCIe 5.0's rate" is "doubles the rate"
    if a.names != b.names and not (_lowered(a, b) and _lowered(b, a)) and not (
            _abbreviates(a.names - b.names, b.initials) and
            _abbreviates(b.names - a.names, a.initials)) and not (
            (a.names <= b.names or b.names <= a.names) and _qualifies(a, b) and
            _qualifies(b, a)):
        return "names differ"
    if a.flags and b.flags and a.flags != b.flags:
        return "names differ"  # "nvidia-smi nvlink -s" against "nvidia-smi nvlink -c"
    if (a.qualifiers != b.qualifiers and not _left_out(a, b) and not _counted_alike(a, b)) or (
            a.multiplied and a.terms != b.terms):  # "900 GB/s in all" / "900 GB/s per node"
        return "direction or scope differs"
    if a.terms != b.terms and (_contrast(a.terms, b.terms) or _counted_otherwise(a, b)):
        return "domain terms differ"
    if a.negated != b.negated:
        return "one is negated"
    if a.roles and b.roles and _paired_otherwise(a.roles, b.roles):
        return "values and directions are paired otherwise"
    if (a.order and len(a.order) == len(b.order) and _moved(a.order, b.order)) or (
            a.order and b.order and _reversed(a.order, b.order)) or (
            a.words == b.words and a.passive == b.passive and (
                _swapped(a.sequence, b.sequence) or _swapped(_undirected(a.sequence),
                                                             _undirected(b.sequence)))):
        return "the order of its parts differs"
    if a.lang != b.lang:
        return "languages differ"
    if _replaced(a.sequence, b.sequence):
        return "one word replaced by another"
    return None


def _moved(a: tuple[frozenset[str], ...], b: tuple[frozenset[str], ...]) -> bool:
    """Whether something both claims place around their order markers stands on another side
    of them in one ("from A to B" against "from B to A")."""
    return _differ(((item, k) for k, side in enumerate(a) for item in side),
                   ((item, k) for k, side in enumerate(b) for item in side))


def _reversed(a: tuple[frozenset[str], ...], b: tuple[frozenset[str], ...]) -> bool:
    """Whether two items one claim places before and after one of its order markers stand
    the other way round around a marker of the other, however many markers each has ("grew
    from 300 GB/s on V100 to 600 GB/s on A100" against "From V100 to A100, it went from 600
    GB/s to 300 GB/s")."""
    def before(order: tuple[frozenset[str], ...]) -> set[tuple[str, str]]:
        return {(x, y) for k in range(0, len(order) - 1, 2) for x in order[k]
                for y in order[k + 1] if x != y}

    return any((y, x) in before(b) for x, y in before(a))


def _swapped(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Whether two claims are written alike, word for word, but for two or more key items of
    one kind that trade places ("GPU 0 sends to GPU 1" against "GPU 1 sends to GPU 0")."""
    if a == b or len(a) != len(b) or sorted(a) != sorted(b):
        return False
    moved = [k for k, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return [_kind(w) for w in a] == [_kind(w) for w in b] and all(
        _kind(a[k]) in ("entity", "name", "number", "term") for k in moved) and all(
        later - earlier > 1 for earlier, later in pairwise(moved))  # words between them


def _undirected(sequence: tuple[str, ...]) -> tuple[str, ...]:
    """A claim's sequence without its directions, which may stand anywhere ("Each way, A
    moves 300 GB/s" is "A moves 300 GB/s each way")."""
    return tuple(w for w in sequence if not w.startswith("\x02direction:"))


def _kind(token: str) -> str:
    """A token of a claim's sequence as its kind: a key item's kind, or the word itself."""
    if not token.startswith("\x02"):
        return token
    return "number" if token[1].isdigit() or token[1] in "<>" else token[1:].partition(":")[0]


def _replaced(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Whether two claims, their general words and key items in the order written, are the
    same but for one general word (or a Chinese word of up to three characters) put in place
    of another, which the lexicon does not read as one meaning: "in training rack node setups"
    against "in training rack cooling setups", "the NVL72 rack offers" against "the NVL72 tray
    offers", a verb of one class against one of another ("Hopper introduced" against "Hopper
    removed", "NCCL uses PCIe" against "NCCL needs PCIe"); or for two or three words put in
    place of as many others, none of them a verb of a class ("in tenant priority network
    setups" against "in rack congestion cooling setups").
    So too a general word put in place of an entity, a domain term or a scope ("confined to a
    single node" against "to a single GPU"), and a figure written once more, which
    the sets the guard compares do not show: "NVLink-C2C links Grace to Hopper in the GH200"
    against "links Grace to Grace" (the GH200 says Hopper in both), "1 Grace CPU and 2 B200
    GPUs" against "2 Grace CPUs and 2 B200 GPUs" (a count of one is no figure).
    That is how a change of meaning is written (one thing changed, the rest kept); a rewording
    changes more, or words the lexicon folds to one."""
    if a == b or abs(len(a) - len(b)) > 2 or len(set(a) ^ set(b)) > 6:
        return False
    start = 0  # the two differ in one stretch: what lies between their common ends
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    old, new = a[start:len(a) - end], b[start:len(b) - end]
    keyed = [w for w in old + new if w.startswith("\x02")]
    if (keyed and len(old + new) == len(keyed) == 1 and _kind(keyed[0]) == "number") or (
            len(old) == len(new) == 1 and len(keyed) == 1 and _kind(keyed[0]) in (
                "entity", "term", "scope")):  # "each node has" against "each node pair has"
        return _count(a[:start] + a[len(a) - end:]) >= 2  # sets hide it: see the docstring
    if not old or not new or len(old) > 3 or len(new) > 3:
        return False
    if keyed or "".join(old).startswith(
            "".join(new)) or "".join(new).startswith("".join(old)):  # "place", "placement"
        return False
    if any(_CJK.match(w) for w in old + new) and (  # a Chinese word: two characters or more
            min(len(old), len(new)) < 2 or any(w.startswith("\x00") for w in old + new)):
        return False
    if max(_count(old), _count(new)) > 1.5 and (len(old) != len(new) or any(
            w.startswith("\x00") for w in old + new)):  # "has fallen" against "fell"
        return False
    return _count(a[:start] + a[len(a) - end:]) >= 2


def _built_on(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether the entities of two claims differ only by the GPU that a superchip both name
    is built on, which one claim names and the other leaves out ("GH200 links its Grace CPU
    and H100 GPU" against "in the GH200 the CPU and GPU are linked"): a GPU of the
    superchip's NVLink generation, when the other claim names no GPU of its own."""
    extra, fewer = (a - b, b) if b < a else (b - a, a) if a < b else (frozenset(), a)
    lex = lexicon()
    chips = [lex.entities[e] for e in fewer if e in lex.entities and
             lex.entities[e].kind == "superchip"]
    return bool(extra) and bool(chips) and not any(
        lex.entities[e].kind == "gpu" for e in fewer if e in lex.entities) and all(
        e in lex.entities and lex.entities[e].kind == "gpu" and
        any(lex.entities[e].uses == chip.uses for chip in chips) for e in extra)


def _sole(a: Meaning, b: Meaning) -> bool:
    """Whether the entities of two claims differ only by GPUs that are their architecture's
    one GPU, which the claim without one names ("Ampere's third-gen NVLink" against "NVLink
    3.0 in A100"; "NVLink 3.0" alone, whose architecture is read, not written, says no A100)."""
    sole = _tables(lexicon()).sole_gpu
    return all(g in sole and sole[g] in a.entities & b.entities and "entity:" + sole[g] in (
        b.named if g in a.entities else a.named) for g in a.entities ^ b.entities)


def _left_out(a: Meaning, b: Meaning) -> bool:
    """Whether the qualifiers two claims differ in are only inferred ones that the other
    claim leaves out: it states no qualifier of that kind ("every GPU can reach any other at
    900 GB/s" against "any GPU can talk to any other at 900 GB/s")."""
    for q in a.qualifiers ^ b.qualifiers:
        other = b if q in a.qualifiers else a
        kind = q.partition(":")[0]
        if q not in a.inferred | b.inferred:
            return False
        if q == _AGGREGATE and any(x.endswith("/s") for x in a.quantities):
            if not _summed(a, b):
                return False
        elif any(o.startswith(kind + ":") for o in other.qualifiers):
            return False
    return True


def _summed(a: Meaning, b: Meaning) -> bool:
    """Whether a rate said in total by one claim and not the other is the same figure: both
    say it of a GPU (a GPU's total is the GPU's: "600 GB/s of total bandwidth per GPU" against
    "each A100 gets 600 GB/s"), or neither does and both say it bidirectional (the total of
    both directions: "256 GB/s total, both ways summed" against "256 GB/s bidirectional").
    A total said of no GPU is not any one GPU's ("14.4 TB/s of total bandwidth" against
    "each GPU has 14.4 TB/s"), and a total is never one link's."""
    both = a.qualifiers & b.qualifiers
    if (a.qualifiers | b.qualifiers) & _PER_UNIT:
        return False
    return _PER_GPU in both or (_BIDIRECTIONAL in both and _PER_GPU not in a.qualifiers |
                                b.qualifiers)


def _qualifies(a: Meaning, b: Meaning) -> bool:
    """Whether each name only ``a`` has only qualifies another (``Meaning.qualifying``) that
    ``b`` names too, stands in brackets or is a passive's agent; at least one name of ``a`` is
    ``b``'s too, unless each is bracketed or an agent ("released by PCI-SIG" against "came
    out")."""
    extra = a.names - b.names
    if not extra:
        return True
    qualifying = dict(a.qualifying)
    items = {"name:" + n for n in b.names} | {"entity:" + e for e in b.entities} | {
        "word:" + w for w in b.words}
    agents = a.agents if not b.by else ()  # "by NVIDIA" against "by AMD": another
    return all((n in qualifying and (qualifying[n] == "" or qualifying[n] in items)) or
               n in agents for n in extra) and (bool(a.names & b.names) or all(
                   qualifying.get(n) == "" or n in agents for n in extra))


def _lowered(a: Meaning, b: Meaning) -> bool:
    """Whether each name only ``a`` has is a word of ``b``, written in lower case ("MIG
    instances" against "mig instances")."""
    return all(_fold(n) in b.words for n in a.names - b.names)


def _abbreviates(names: Iterable[str], initials: str) -> bool:
    """Whether each name is the initials of a run of words (``Meaning.initials``)."""
    return all(name.isalpha() and 2 <= len(name) <= 5 and name in initials for name in names)


def _counted_otherwise(a: Meaning, b: Meaning) -> bool:
    """Whether one claim counts its figure by a unit of the domain terms ("per superchip",
    "per node pair") that the other does not name, where the other states a scope of its own
    ("per GPU"), or has figures of a GPU, per GPU unsaid ("the A100 has 12 links" against
    "12 links per node"): two units, as two terms of one group would be. So too, in claims without
    figures, a unit or a span of nodes that one names ("inside one node", intra-node) where
    the other names a scope of its own as its subject ("inside one GPU")."""
    for one, other in ((a, b), (b, a)):
        apart = one.terms - other.terms
        if any(t.startswith("unit-counted/") for t in apart) and (any(
                q.startswith("scope:") for q in other.qualifiers - other.inferred) or (
                one.quantities and _PER_GPU in other.qualifiers)):
            return True
        if not one.quantities and any(t.startswith(("unit-counted/", "node-span/"))
                                      for t in apart) and any(
                n.startswith("scope:") for n in other.named - one.named):
            return True
    return False


def _contrast(a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two claims name different terms of one group of domain terms (``group/term``):
    "host-to-device" against "device-to-host". A group only one claim names is no contrast."""
    return _differ(((term.split("/")[0], term) for term in a),
                   ((term.split("/")[0], term) for term in b))
