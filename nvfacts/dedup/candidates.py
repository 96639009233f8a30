"""Candidate pairs: claims with one meaning signature, a big block split by rare words, never
all n^2 pairs."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator, Sequence
from itertools import combinations

from .model import Meaning
from .score import _needed
from .thresholds import BLOCK, LONG, RARE, SHORT


def candidates(meanings: Sequence[Meaning], block: int = BLOCK,
               rare: int = RARE) -> Iterator[tuple[int, int]]:
    """Pairs of claims (i < j) that the guard could let through: claims with one meaning
    signature (``Meaning.key``), all their pairs when they are at most ``block``. A bigger
    block is split by rare words (rarest in the block; a word in most of its claims is left
    out): pairs that share two of their rarest general words (as many as a duplicate may lack,
    plus two, ``rare`` at most), or, between two long claims (``LONG`` words or more), three
    of their ``rare + 2`` rarest (pairs of words are too common among long claims). A
    duplicate shares most of its general words, so it shares its rarest; ``eval_dedup.py
    --candidates`` measures what the split misses against comparing every pair of the block.
    Never all n^2 pairs."""
    groups: dict[tuple[object, ...], list[int]] = defaultdict(list)
    twice = set()  # claims under two signatures: a pair of them may come from both
    for i, m in enumerate(meanings):
        found = m.signatures
        for key in found:
            groups[key].append(i)
        if len(found) > 1:
            twice.add(i)
    seen: set[tuple[int, int]] = set()
    for i, j in _grouped(meanings, groups, block, rare):
        if i in twice or j in twice:
            if (i, j) in seen or (j, i) in seen:
                continue
            seen.add((i, j))
        yield i, j


def _grouped(meanings: Sequence[Meaning], groups: dict[tuple[object, ...], list[int]],
             block: int, rare: int) -> Iterator[tuple[int, int]]:
    """The candidate pairs of each group of claims with one meaning signature (``candidates``)."""
    for members in groups.values():
        if len(members) <= block:
            yield from combinations(members, 2)
            continue
        frequency = Counter(w for i in members for w in meanings[i].words)
        common = len(members) // 2  # a word in most claims of the block splits nothing
        short: dict[tuple[str, ...], list[int]] = defaultdict(list)
        long_pairs: dict[tuple[str, ...], list[int]] = defaultdict(list)
        long_triples: dict[tuple[str, ...], list[int]] = defaultdict(list)
        singles: dict[tuple[str, ...], list[int]] = defaultdict(list)
        for i in members:
            words = sorted((w for w in meanings[i].words if frequency[w] <= common),
                           key=lambda w: (frequency[w], w))
            prefix = min(rare, max(2, len(words) - _needed(
                len(words), meanings[i].keys, sum(w[:1] == "\x00" for w in words)) + 2))
            pairs: list[tuple[str, ...]] = list(combinations(words[:prefix], 2)) \
                if len(words) > 2 else [tuple(words)]
            if len(words) < LONG:
                probes = [(short, pairs), (long_pairs, pairs)]
                homes = [(short, pairs)]
            else:
                triples: list[tuple[str, ...]] = list(combinations(words[:rare + 2], 3))
                probes = [(short, pairs), (long_triples, triples)]
                homes = [(long_pairs, pairs), (long_triples, triples)]
            if meanings[i].size <= SHORT:  # two short claims may share one word
                probes.append((singles, [(w,) for w in words]))
                homes.append((singles, [(w,) for w in words]))
            seen: set[int] = set()
            for index, keys in probes:
                for key in keys:
                    for j in index.get(key, ()):
                        if j not in seen:
                            seen.add(j)
                            yield j, i
            for index, keys in homes:
                for key in keys:
                    index[key].append(i)
