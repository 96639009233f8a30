"""Property tests of the consensus: agreement never hurts, copies add nothing, rivals never
help, trust stays in (0, 1) and settles."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from nvfacts.analysis.consensus import ROUNDS, SETTLED, Consensus, run
from nvfacts.analysis.ledger import Statement
from nvfacts.model import Citation, Fact, Source

KINDS = ["datasheet", "whitepaper", "article", "forum", "knowledge-card", None]


@dataclass(frozen=True)
class Claim:
    """A source asserting value ``value`` of group ``group`` with a reported confidence."""

    source: int
    group: int
    value: int
    reported: float | None


claims = st.lists(st.builds(Claim, source=st.integers(0, 5), group=st.integers(0, 1),
                            value=st.integers(0, 3),
                            reported=st.none() | st.sampled_from([0.3, 0.6, 0.8, 0.95])),
                  min_size=1, max_size=12)
kinds = st.lists(st.sampled_from(KINDS), min_size=8, max_size=8)


def _consensus(found: list[Claim], kinds: list[str | None],
               urls: dict[int, str] | None = None) -> tuple[Consensus, dict[tuple[int, int], int]]:
    """The consensus over ``found``: one fact per claim, one statement per (group, value), every
    two values of a group rivals. Returns it with the index of each (group, value)."""
    sources = [Source(id=f"s{k}", kind=kinds[k], url=(urls or {}).get(k))  # type: ignore[arg-type]
               for k in range(len(kinds))]
    facts = [Fact(id=f"f{n}", claim=f"claim {n}",
                  sources=[Citation(source=f"s{c.source}", confidence=c.reported)])
             for n, c in enumerate(found)]
    keys = sorted({(c.group, c.value) for c in found})
    index = {key: i for i, key in enumerate(keys)}
    statements = [Statement("X", f"a{g}", None, None, float(v), "", False, None,
                            sorted(f"f{n}" for n, c in enumerate(found) if (c.group, c.value)
                                   == (g, v))) for g, v in keys]
    for (g, v), i in index.items():
        statements[i].rivals = {j: ("value", "differ") for (h, w), j in index.items()
                                if h == g and w != v}
    return run(statements, facts, {s.id: s for s in sources}), index


@settings(max_examples=300, deadline=None)
@given(claims, kinds, st.integers(6, 7), st.sampled_from([None, 0.6, 0.95]),
       st.sampled_from(KINDS))
def test_more_independent_agreement_never_lowers_a_statement(found: list[Claim],
                                                             kinds: list[str | None], new: int,
                                                             reported: float | None,
                                                             kind: str | None) -> None:
    """A new source (one that cites nothing else) stating a statement never lowers its score."""
    target = found[0]
    before, index = _consensus(found, kinds)
    after, _ = _consensus([*found, Claim(new, target.group, target.value, reported)],
                          [*kinds[:new], kind, *kinds[new + 1:]])
    i = index[(target.group, target.value)]
    assert after.score[i] >= before.score[i] - 1e-9
    assert after.support[i] >= before.support[i] - 1e-9


@settings(max_examples=200, deadline=None)
@given(claims, kinds)
def test_a_copy_of_a_page_adds_nothing(found: list[Claim], kinds: list[str | None]) -> None:
    """The same page under another source id (same URL) asserting what it asserts changes no
    score and no trust."""
    urls = {k: f"https://example.org/{k}" for k in range(6)}
    before, _ = _consensus(found, kinds, urls)
    copy = found[0]
    urls[7] = urls[copy.source]
    copies = [*found, Claim(7, copy.group, copy.value, copy.reported)]
    after, _ = _consensus(copies, [*kinds[:7], kinds[copy.source]], urls)
    assert after.score == before.score
    assert after.support == before.support


@settings(max_examples=300, deadline=None)
@given(claims, kinds, st.sampled_from([None, 0.6, 0.95]), st.sampled_from(KINDS))
def test_more_rivals_never_raise_a_statement(found: list[Claim], kinds: list[str | None],
                                            reported: float | None, kind: str | None) -> None:
    """A new source stating a new value against a statement never raises its score."""
    target = found[0]
    before, index = _consensus(found, kinds)
    rival = Claim(6, target.group, 9, reported)  # 9: a value no claim has
    after, _ = _consensus([*found, rival], [*kinds[:6], kind, kinds[7]])
    i = index[(target.group, target.value)]
    assert after.score[i] <= before.score[i] + 1e-9


@settings(max_examples=300, deadline=None)
@given(claims, kinds)
def test_trust_stays_between_0_and_1_and_settles(found: list[Claim],
                                                 kinds: list[str | None]) -> None:
    result, _ = _consensus(found, kinds)
    assert all(0 < t < 1 for t in result.trust.values())
    assert result.rounds < ROUNDS and result.change < SETTLED
    again, _ = _consensus(found, kinds)
    assert again.trust == result.trust and again.score == result.score  # deterministic
