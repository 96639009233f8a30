"""Near-duplicate claims: read meaning -> candidate pairs -> guard -> score -> cluster -> merge.

Each stage is a module of its own (``reader``, ``candidates``, ``guard``, ``score``,
``matcher``). A claim is read into its ``Meaning``: the canonical entities it names (aliases
resolved, so the digits of "NVLink4" or "H100" are never its numbers), its quantities in
canonical units, its direction and scope, its domain terms ("host-to-device",
"tensor parallelism"), the names the lexicon does not know ("Xid", "QM9700"), its negation, the
order of its parts where order carries meaning ("from A to B", "A is faster than B"), and the
general words left, folded through the lexicon's paraphrase tables (number words, ordinals,
contractions, abbreviations, verb classes, Chinese particles). Merging two different claims is
worse than missing a duplicate, so the guard refuses any pair whose meaning differs in any of
those; general words may differ, as long as enough of them are shared (the score). Clusters are
complete-linkage: a claim joins a cluster only when it matches every member (no chaining).
"""

from .candidates import candidates
from .guard import guard
from .matcher import READ_AS, Deduper, Match, cluster, written
from .model import Meaning
from .reader import meaning
from .repeats import could_repeat
from .score import score, score_of
from .thresholds import (
    BLOCK,
    FIGURE_KEYS,
    FREE_WORDS,
    KEY_WORDS,
    LONG,
    NAMED,
    PARALLEL_FROM,
    RARE,
    RARE_APART,
    RARE_AT_MOST,
    RARE_SHARE,
    RARE_STORE,
    SHORT,
    THRESHOLD,
    VERB_APART,
)

__all__ = [
    "BLOCK", "FIGURE_KEYS", "FREE_WORDS", "KEY_WORDS", "LONG", "NAMED", "PARALLEL_FROM", "RARE",
    "RARE_APART", "RARE_AT_MOST", "RARE_SHARE", "RARE_STORE", "READ_AS", "SHORT", "THRESHOLD",
    "VERB_APART", "Deduper", "Match", "Meaning", "candidates", "cluster", "could_repeat", "guard",
    "meaning", "score", "score_of", "written",
]
