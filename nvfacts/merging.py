"""Duplicate clusters of a store, merged into one fact each, and split back out on request."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .batch import no_gc
from .dedup import THRESHOLD, Deduper, Match
from .errors import UnknownFactError, UsageError
from .kb import KnowledgeBase
from .lang import detect
from .loader import Loaded
from .model import Fact, Mention, Original, mark_repeats
from .writer import StoreEditor


@dataclass(slots=True)
class Cluster:
    """Facts that say the same thing, the one to keep, and the pairs that tied them."""

    ids: list[str]
    keep: str
    pairs: list[dict[str, Any]] = field(default_factory=list)
    statuses: dict[str, str] = field(default_factory=dict)
    """Each fact's status (verified, unverified, disputed, refuted)."""
    kept_because: str = "the best supported"
    """Why ``keep`` is kept: "verified, the others undecided" (its status the one decision of
    the cluster), "verified, the best supported of the decided", "the best supported" (none or
    every fact decided), "chosen (--keep)"; refuted reads as verified does."""

    def as_dict(self) -> dict[str, Any]:
        return {"ids": self.ids, "keep": self.keep, "kept_because": self.kept_because,
                "statuses": self.statuses, "pairs": self.pairs}


DECIDED = ("verified", "refuted")
"""The statuses that are a decision, a curator's or a page's label: a fact so decided is never
made a wording of one that is not (its status would no longer count: a merged wording's status
is its own, the kept fact's is the one `query --status` and `export` read)."""


def decided(fact: Fact) -> bool:
    """Whether ``fact``'s status is a decision (``DECIDED``)."""
    return fact.status in DECIDED


def find_clusters(kb: KnowledgeBase, *, threshold: float = THRESHOLD,
                  cross_lingual: bool = False, one_language: bool = False) -> list[Cluster]:
    """Clusters of two or more facts, English and Chinese wordings the guard finds equal
    (language aside) among them unless ``one_language``; with ``cross_lingual``, also the
    pairs whose assertions match exactly and name a generation, a value and a direction or
    scope."""
    with no_gc():
        return _find_clusters(kb, threshold, cross_lingual, one_language)


def _find_clusters(kb: KnowledgeBase, threshold: float, cross_lingual: bool,
                   one_language: bool) -> list[Cluster]:
    facts = kb.facts
    matcher = Deduper([f.claim for f in facts], [f.lang or detect(f.claim) for f in facts],
                      threshold=threshold)
    matches: list[Match] = matcher.matches()
    if cross_lingual:
        matches += matcher.cross_lingual()
    elif not one_language:
        matches += matcher.across_languages()
    # a wording a curator refuted never joins one that stands, nor the other way round
    refuted = [f.status == "refuted" for f in facts]
    matches = [m for m in matches if refuted[m.a] == refuted[m.b]]
    matches = _with_every_wording(facts, matches, matcher, cross_lingual, one_language)
    matcher.repeats = [m for m in matcher.repeats if refuted[m.a] == refuted[m.b]]
    position = {f.id: i for i, f in enumerate(facts)}
    groups = matcher.clusters(matches)
    owner = {i: k for k, members in enumerate(groups) for i in members}
    pairs: list[list[dict[str, Any]]] = [[] for _ in groups]
    for m in [*matcher.repeats, *matches]:  # a pair belongs to the cluster holding both claims
        k = owner.get(m.a)
        if k is not None and owner.get(m.b) == k:
            pairs[k].append({"ids": [facts[m.a].id, facts[m.b].id],
                             "score": round(m.score, 1), "reason": m.reason})
    support = kb.support_of([facts[i] for members in groups for i in members])
    found = []
    for members, tied in zip(groups, pairs, strict=True):
        ids = [facts[i].id for i in members]
        statuses = {facts[i].id: facts[i].status for i in members}
        keep = max(ids, key=lambda fid: (statuses[fid] in DECIDED, round(support[fid], 6),
                                         len(kb.get(fid).citations()), -position[fid]))
        because = "the best supported"
        if statuses[keep] in DECIDED and any(v not in DECIDED for v in statuses.values()):
            because = f"{statuses[keep]}, the others undecided" if sum(
                v in DECIDED for v in statuses.values()) == 1 else (
                    f"{statuses[keep]}, the best supported of the decided")
        found.append(Cluster(ids, keep, tied, dict(statuses), because))
    return found


def keep_chosen(clusters: list[Cluster], chosen: list[str]) -> None:
    """Make each fact of ``chosen`` the one its cluster keeps (``dedup --keep``). A fact no
    cluster holds, two chosen in one cluster, or a choice that would make a decided fact
    (verified, refuted) a wording of an undecided one is a usage error."""
    for fact_id in chosen:
        holding = [c for c in clusters if fact_id in c.ids]
        if not holding:
            raise UsageError(f"--keep {fact_id}: no cluster holds it (the clusters: " + (
                "; ".join(", ".join(c.ids) for c in clusters) or "none") + ")")
        cluster = holding[0]
        if cluster.kept_because.startswith("chosen") and cluster.keep != fact_id:
            raise UsageError(f"--keep {fact_id} and --keep {cluster.keep}: one cluster keeps "
                             "one fact")
        lost = [i for i in cluster.ids if cluster.statuses[i] in DECIDED]
        if cluster.statuses[fact_id] not in DECIDED and lost:
            raise UsageError(
                f"--keep {fact_id} ({cluster.statuses[fact_id]}) would make "
                + ", ".join(f"{i} ({cluster.statuses[i]})" for i in lost)
                + " a wording of it, and its decision would no longer count: verify or refute "
                f"{fact_id} first, or keep {lost[0]}")
        cluster.keep, cluster.kept_because = fact_id, "chosen (--keep)"


def _with_every_wording(facts: list[Fact], matches: list[Match], matcher: Deduper,
                        cross_lingual: bool, one_language: bool) -> list[Match]:
    """The matches whose facts match in every wording: a fact that wordings were merged into
    stands for them all, so a claim joins it only when it matches each, as the complete linkage
    that merged them asked of every member. Without it, a claim a cluster left out for not
    matching one member ('H100 每个 GPU 有 18 条 NVLink 链路' matched 'H100 has eighteen ...
    links per GPU' but not 'The H100 has 18 NVLink 4.0 links', which says no 'per GPU') came
    back as a new cluster in the next 'dedup', once that member was a merged wording."""
    if not any(facts[m.a].merged or facts[m.b].merged for m in matches):
        return matches
    texts = list(matcher.texts)
    langs = list(matcher.langs)
    extra: dict[int, list[int]] = {}
    for m in matches:
        for i in (m.a, m.b):
            if facts[i].merged and i not in extra:
                extra[i] = list(range(len(texts), len(texts) + len(facts[i].merged)))
                texts += [w.claim for w in facts[i].merged]
                langs += [w.lang or detect(w.claim) for w in facts[i].merged]
    every = Deduper(texts, langs, threshold=matcher.threshold)
    return [m for m in matches if all(
        every.alike(x, y, cross_lingual, one_language)
        for x in (m.a, *extra.get(m.a, ())) for y in (m.b, *extra.get(m.b, ()))
        if (x, y) != (m.a, m.b))]


def as_mention(fact: Fact, kept: Fact, original: Original | None = None) -> list[Mention]:
    """``fact`` (and the wordings merged into it before, marked as having come with it) as
    mentions of ``kept``: everything it had, and ``original``, where and how it stood in the
    file, so unmerge gives it back. A citation from a source that already cites ``kept`` is
    marked as not independent."""
    citing = {c.source for c in kept.citations()}
    own = Mention(**fact.model_dump(exclude={"merged"}), original=original)
    own.sources = mark_repeats(fact.sources, citing)
    return [own, *(m.model_copy(update={"sources": mark_repeats(m.sources, citing),
                                        "via": m.via or fact.id}) for m in fact.merged)]


def apply(path: Path, clusters: list[Cluster], read: Loaded | None = None,
          lock_timeout: float | None = None) -> list[str]:
    """Merge each cluster into its kept fact; returns the ids merged away. The kept fact keeps
    its own claim, status and confidence: no status is upgraded by a merge, and none is lost
    (a decided fact is never merged into an undecided one: ``DECIDED``). ``read``: the
    store the clusters were found in, reused if the file has not changed since."""
    merged: list[str] = []
    with no_gc(), StoreEditor(path, lock_timeout, read=read) as editor:
        originals = editor.originals([i for group in clusters for i in group.ids
                                      if i != group.keep])
        for group in clusters:
            kept = editor.get(group.keep)
            if kept is None:
                raise UnknownFactError(f"no fact has the id '{group.keep}'")
            for fact_id in group.ids:
                if fact_id == group.keep:
                    continue
                fact = editor.get(fact_id)
                if fact is None or (fact.status == "refuted") != (kept.status == "refuted") or (
                        decided(fact) and not decided(kept)):
                    continue  # gone, or refuted (or un-refuted, or decided while the kept fact
                    # is not) since the clusters were found
                kept = kept.model_copy(update={"merged": [
                    *kept.merged, *as_mention(fact, kept, originals.get(fact_id))]})
                editor.remove_fact(fact_id)
                merged.append(fact_id)
            editor.replace_fact(kept)
        editor.save()
    return merged


def unmerge(path: Path, mention_id: str, lock_timeout: float | None = None) -> Fact:
    """Split the merged wording ``mention_id`` back out as the fact it was."""
    with StoreEditor(path, lock_timeout) as editor:
        holder = editor.holder(mention_id)
        if holder is None:
            if editor.get(mention_id) is not None:
                raise UsageError(f"'{mention_id}' is a fact of its own, not a merged wording")
            raise UnknownFactError(f"no merged wording has the id '{mention_id}'")
        taken = _came_with(holder.merged, mention_id)
        mention = next(m for m in holder.merged if m.id == mention_id)
        restored = Fact(**mention.model_dump(exclude={"via", "original"}))
        restored.sources = mark_repeats(mention.sources)
        citing = {c.source for c in restored.sources}
        for m in holder.merged:  # the wordings it had, marked as when they were merged into it
            if m.id in taken and m.id != mention_id:
                restored.merged.append(m.model_copy(update={
                    "via": None if m.via == mention_id else m.via,
                    "sources": mark_repeats(m.sources, citing)}))
                citing |= {c.source for c in m.sources}
        editor.replace_fact(holder.model_copy(update={
            "merged": [m for m in holder.merged if m.id not in taken]}))
        editor.append_fact(restored, _place(editor.facts, mention.original))
        editor.save()
    return restored


def _place(facts: list[Fact], original: Original | None) -> Original | None:
    """Where a wording goes back: after the fact it stood after, or, when that one is merged
    away itself, where that one stood, the lines between added up (so wordings unmerged in any
    order each find their place); when that one is gone, at the end (``after`` names a fact
    the store does not hold), its lines kept. None: appended."""
    if original is None:
        return None
    present = {f.id for f in facts}
    stood = {m.id: m.original for f in facts for m in f.merged if m.original is not None}
    gap = original.gap or 0
    after = original.after
    seen: set[str] = set()
    while after is not None and after not in present:
        before = stood.get(after)
        if before is None or after in seen:
            return Original(after=after, lines=original.lines)
        seen.add(after)
        gap += before.gap or 0
        after = before.after
    return Original(after=after, gap=gap or None, lines=original.lines)


def _came_with(mentions: list[Mention], mention_id: str) -> set[str]:
    """``mention_id`` and the wordings that came in with it, directly or through another."""
    via = {m.id: m.via for m in mentions}
    taken = {mention_id}
    for m in mentions:
        seen: set[str] = set()
        step: str | None = m.id
        while step is not None and step not in taken and step not in seen:
            seen.add(step)
            step = via.get(step)
        if step in taken:
            taken |= seen
    return taken
