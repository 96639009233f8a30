"""The figures that tune the matcher: the score a pair needs, what key items and rare words count
for, and the sizes at which candidate pairs are split and meanings read in parallel."""

from __future__ import annotations

THRESHOLD = 50.0
"""Similarity (0-100, ``score``) from which a guarded pair matches."""
FREE_WORDS = 2
"""General words in which any guarded pair may differ (``score``)."""
KEY_WORDS = 2
"""Key items that the guard found equal, counted as shared words, at most (``score``)..."""
VERB_APART = 0.5
"""What a verb of a class that only one claim has counts as, in words apart (``score``)."""
FIGURE_KEYS = 0.75
"""What each key item the guard found equal counts as, in shared words, in a pair of claims
with figures of which one has every general word of the other (``score``)."""
SHORT = 3
"""...in a pair of which one claim has this many general words or fewer."""
NAMED = 3
"""Key items both claims of a pair write (``Meaning.named``) from which each counts as a shared
word (``score``): in claims without figures always, in claims with figures when the words
apart are rare in the store (``RARE_SHARE``)."""
RARE_SHARE = 0.01
"""The share of the store's distinct wordings (``RARE_AT_MOST`` at least) that may use a word
for it to be rare: one writer's choice ("giant" for "massive"), not content that tells claims
apart (the synthetic store's context words are each in about 6% of its claims)."""
RARE_AT_MOST = 3
RARE_APART = 0.5
"""What a general word that only one claim of a pair has counts as, in words apart, when it is
rare in the store (``score``)."""
RARE_STORE = 100
"""Distinct wordings a store needs for a word's rarity in it to tell anything (``add``
compares a new claim with the few that name its entities and figures: no rarity there)."""
BLOCK = 64
"""Claims with one meaning signature beyond which their pairs are found by rare words."""
RARE = 4
"""Each claim's rarest general words by which a big block is split (pairs share two)."""
LONG = 7
"""General words from which a claim is long: two long claims share three of their rarest."""
PARALLEL_FROM = 4000
"""Claims from which reading their meaning is spread over all cores."""
