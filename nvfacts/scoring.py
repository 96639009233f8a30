"""The confidence model: log-odds pooling of independent evidence, explained term by term.

A fact's score starts at even odds. Each independent source that cites it adds its log-odds of
being right: p = r * c + (1 - r) / 2, from the source's reliability r (set on the source, or by
its kind) and the confidence c it reported (p = r when it reported none); a source only ever
adds support (a term is never below zero), unless its page labels the claim refuted: a label
'75%Refuted' reports the claim false, c = 0.25 for it, and its term counts against the fact in
full; one labelled disputed backs it no further than even odds (c at most 0.5, a term of 0). A
fact citing no source is an unknown source's (reliability 0.6): a confidence written on it above
even odds is weighed as that source's report, one below counts in full. Citations from one
source, or from copies of one page (same URL or same description), count once. A curator's
latest decision (by date; on one date the last written), on the fact or on a wording merged into
it, adds +3 (verified) or -6 (refuted). Each fact it conflicts with takes away half of that
fact's own support. The score is the logistic of the sum, so more independent support never
lowers it and more contradiction never raises it; ``explain`` lists every term, and their
effects add up to the score.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:  # pydantic's models are not imported by a command that only shows a fact
    from .model import Fact, Source

RELIABILITY_BY_KIND = {"datasheet": 0.95, "whitepaper": 0.9, "paper": 0.85, "measurement": 0.85,
                       "curator": 0.9, "article": 0.7, "forum": 0.6, "knowledge-card": 0.55}
DEFAULT_RELIABILITY = 0.6
VERIFIED = 3.0
REFUTED = -6.0
CONTRADICTION = 0.5
"""Share of an opposing fact's support taken from a fact it conflicts with."""


class Term(NamedTuple):
    """One piece of evidence and its weight in log-odds (a tuple: a View dedupes a million of
    them by hash, which a dataclass computes in Python)."""

    name: str
    logit: float


def logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def sigmoid(x: float) -> float:
    """The logistic function, stable for any sum of terms (a fact contradicted by thousands
    of others has a very negative one)."""
    if x >= 0:
        return 1 / (1 + math.exp(-min(x, 700.0)))
    z = math.exp(max(x, -700.0))
    return z / (1 + z)


def reliability(source: Source | None) -> float:
    if source is None:
        return DEFAULT_RELIABILITY
    if source.reliability is not None:
        return source.reliability
    return RELIABILITY_BY_KIND.get(source.kind or "", DEFAULT_RELIABILITY)


_TRACKING = re.compile(r"utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref|ref_src|spm", re.I)
"""Query parameters that say how a reader came to a page, not which page it is."""


def page(url: str) -> str:
    """A URL as the page it names: no scheme, 'www.', fragment, trailing slash or tracking
    parameters (utm_source and the like), the rest in lower case, so that
    'https://www.example.com/guide/?utm_source=x' and 'http://example.com/guide' are one."""
    from urllib.parse import parse_qsl, urlencode, urlsplit

    try:
        parts = urlsplit(url.strip())
        port = parts.port
    except ValueError:  # no address a browser would open ('https://host:abc/'): as written
        return url.strip().rstrip("/").lower()
    host = (parts.hostname or "").removeprefix("www.")
    if port is not None and port not in (80, 443):
        host += f":{port}"
    kept = urlencode([(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True)
                      if not _TRACKING.fullmatch(k)])
    return (host + parts.path.rstrip("/") + ("?" + kept if kept else "")).lower()


def right(r: float, reported: float | None) -> float:
    """The chance a source of reliability ``r`` is right about a claim it gave the confidence
    ``reported`` (None: it gave none)."""
    return r * reported + (1 - r) / 2 if reported is not None else r


REFUTING = "its page labels it refuted"
"""How ``claimed`` reads a page's refuted label: the page is against the claim, never for it."""


def claimed(confidence: float | None, status: str | None) -> tuple[float | None, str]:
    """The confidence a citation gives the claim itself, and its page's label as read (empty
    for none that changes it). A page labelling the claim refuted at c ('75%Refuted') reports
    it false with confidence c: true at 1 - c (0 with no figure), evidence against it. One
    labelling it disputed reports it contested: it backs the claim no further than even odds
    (at most 0.5, 0.5 with no figure), whatever its figure."""
    if status == "refuted":
        said = f" {confidence:.0%}" if confidence is not None else ""
        return (1 - confidence if confidence is not None else 0.0), \
            f"{REFUTING}{said}: reports it false"
    if status == "disputed":
        said = f" {confidence:.0%}" if confidence is not None else ""
        return (min(confidence, 0.5) if confidence is not None else 0.5), \
            f"its page labels it disputed{said}: backs it no further than even odds"
    return confidence, ""


def own_weight(trust: float, reported: float | None, label: str) -> float:
    """A source's term in the score of the fact it cites: its log-odds of being right, never
    below zero, unless its page labels the claim refuted (``claimed``): then the page's report
    counts against it in full."""
    found = logit(right(trust, reported))
    return found if label.startswith(REFUTING) else max(0.0, found)


def origin(source: Source | None, name: str) -> str:
    """Sources that are copies of one page share an origin: the same page (``page``) or
    description."""
    if source is not None and source.url:
        return "url:" + page(source.url)
    if source is not None and source.description:
        return "text:" + " ".join(source.description.split()).lower()
    return "id:" + name


def origins(sources: Iterable[Source]) -> dict[str, str]:
    """Each source's origin among ``sources``: sources linked by a shared URL or a shared
    description, directly or through others, are copies of one page and share one."""
    parent: dict[str, str] = {}

    def root(key: str) -> str:
        while parent.setdefault(key, key) != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    listed = sorted(sources, key=lambda s: s.id)
    for source in listed:
        for key in (origin(source, source.id), "text:" + " ".join(
                (source.description or "").split()).lower() if source.description else ""):
            if key:
                a, b = root("id:" + source.id), root(key)
                if a != b:
                    parent[max(a, b)] = min(a, b)
    return {s.id: root("id:" + s.id) for s in listed}


def support_terms(fact: Fact, sources: dict[str, Source]) -> list[Term]:
    """Evidence for the fact from its sources, its stored confidence and curator decisions."""
    terms: list[Term] = []
    groups: dict[str, list[tuple[str, float | None, str]]] = {}
    for cite in fact.citations():
        source = sources.get(cite.source)
        groups.setdefault(origin(source, cite.source), []).append(
            (cite.source, *claimed(cite.confidence, cite.status)))
    for members in groups.values():
        name = members[0][0]
        source = sources.get(name)
        r = reliability(source)
        reported = [c for _, c, _ in members if c is not None]
        c = max(reported) if reported else None
        label = next((m[2] for m in members if m[1] == c and m[2]), "")
        kind = source.kind if source and source.kind else "unknown kind"
        said = f", {label}, read as {c:g} for it" if label and c is not None else \
            f", reported {c:g}" if c is not None else ""
        repeats = len(members) - 1
        extra = f"; {repeats} more citation(s) from it, not independent" if repeats else ""
        copies = sorted({n for n, _, _ in members} - {name})
        named = f"{name} (with copies {', '.join(copies)})" if copies else name
        terms.append(Term(f"source {named} ({kind}, reliability {r:g}{said}){extra}",
                          own_weight(r, c, label)))
    if not groups and fact.confidence is not None:
        terms.append(stored_term(fact.confidence, DEFAULT_RELIABILITY))
    decided = decision_term(fact)
    return [*terms, decided] if decided else terms


def stored_term(confidence: float, trust: float, learned: bool = False) -> Term:
    """The term of a fact citing no source: the confidence written in the store. Above even
    odds it counts as what an unknown source (``trust``: its learned trust, or the default
    reliability) reporting it is worth, as the consensus counts it for the fact's statement, so
    a confidence written by hand never outweighs a source that contradicts it (0.99 is +1.35,
    not +4.6, at 0.6); below, the doubt it writes counts in full."""
    if confidence <= 0.5:
        return Term(f"stored confidence {confidence:g} (no citations)", logit(confidence))
    said = f", learned trust {trust:.2f}" if learned else ""
    return Term(f"stored confidence {confidence:g} (no citations: weighed as an unknown "
                f"source's report, reliability {DEFAULT_RELIABILITY:g}{said})",
                max(0.0, logit(right(trust, confidence))))


def decision_term(fact: Fact) -> Term | None:
    """The curator's latest decision on the fact or a wording merged into it: +3 or -6. Latest
    by date, on one date the last written (``Fact.decisions``), the rule by which ``verify`` and
    ``refute`` set the status (``Wording.latest_decision``)."""
    if not fact.history and not fact.merged:  # most facts: nothing to sort
        return None
    decisions = fact.decisions()
    if not decisions:
        return None
    on, last = decisions[-1]
    wording = "" if on == fact.id else f" its merged wording {on}"
    return Term(f"curator {last.status}{wording} on {last.date}: {last.evidence}",
                VERIFIED if last.status == "verified" else REFUTED)


LISTED = 10
"""Conflicting facts named one by one in an explanation; the rest share one term."""


def contradiction_terms(opponents: Sequence[tuple[str, float]]) -> list[Term]:
    """One term per conflicting fact, weighted by that fact's own support; past the LISTED
    strongest, the others are summed into one term (the total is the same)."""
    ranked = sorted(dict(opponents).items(), key=lambda o: (-o[1], o[0]))
    terms = [Term(f"contradicted by {fact_id} (its support {s:.2f})",
                  -CONTRADICTION * max(0.0, s)) for fact_id, s in ranked[:LISTED]]
    rest = ranked[LISTED:]
    if rest:
        terms.append(Term(f"contradicted by {len(rest)} more fact(s)",
                          -CONTRADICTION * sum(max(0.0, s) for _, s in rest)))
    return terms


def explain(terms: Sequence[Term]) -> tuple[float, list[dict[str, object]]]:
    """The score and each term with its effect: the change in probability it makes when added
    after the ones before it. Effects add up to score - 0.5."""
    total, before = 0.0, 0.5
    rows: list[dict[str, object]] = []
    for term in terms:
        total += term.logit
        after = sigmoid(total)
        rows.append({"term": term.name, "logit": round(term.logit, 4),
                     "effect": round(after - before, 6)})
        before = after
    return before, rows
