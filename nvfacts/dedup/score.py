"""How alike two meanings' words are, 0-100 (``score``), and the fewest shared words a claim
needs to reach the threshold (``_needed``, for splitting big blocks of candidates)."""

from __future__ import annotations

from functools import lru_cache

from .model import Meaning
from .thresholds import FIGURE_KEYS, FREE_WORDS, NAMED, RARE_APART, SHORT, THRESHOLD, VERB_APART
from .words import _count


def score(a: Meaning, b: Meaning, common: frozenset[str] | None = None) -> float:
    """Similarity of two claims' words, 0-100: the words they share over those and the words
    only one of them has. At the threshold of 50 a pair may differ in as many words as it
    shares, and in ``FREE_WORDS`` however few it shares. A short claim (``SHORT`` general
    words or fewer) says most of what it says in its key items (entities, figures, stated
    qualifiers, names), which the guard found equal: they count as up to ``KEY_WORDS`` shared
    words, so its few general words may all be reworded ("H200 uses the same NVLink as the
    H100: 900 GB/s per GPU" against "Like the H100, the H200 offers 900 GB/s of NVLink per
    GPU"). Two longer claims that share their key items but little else ("in tenant priority
    network setups" against "in rack congestion cooling setups") stay apart. A verb of a class
    that only one claim has counts ``VERB_APART`` of a word: a rewording often puts the verb
    of another class ("supports up to 576 GPUs" against "up to 576 GPUs can be connected"),
    and a verb put in place of another with nothing else changed is refused by the guard.
    In a pair of claims with figures of which one only adds general words to the other
    (``_restated``), each key item the guard found equal counts ``FIGURE_KEYS`` of a shared
    word: the more meaning the guard matched, the less the general words need to. Two claims
    without figures that write ``NAMED`` key items or more alike (``Meaning.named``: entities,
    names, domain terms) say most of what they say in them: each counts as a shared word
    ("Tensor parallelism stays within a node because it needs NVLink bandwidth" against
    "Because TP depends heavily on NVLink speed, it is normally kept intra-node"). So do two
    claims with equal figures that write ``NAMED`` key items alike when each general word (not
    a verb of a class, not a domain term) that only one of them has is rare in the store, not
    in ``common`` ("GB200 NVL72 acts as a single massive GPU with 130 TB/s" against "the GB200
    NVL72 behaves like one giant GPU"): a rare word apart is how one writer put it, a common
    one is what tells the store's claims apart ("in scatter parallel thermal setups" against
    "in allreduce host parallel setups"). In any pair, a general word only one claim has
    that is rare in the store counts ``RARE_APART`` of a word apart, for the same reason
    ("pool their memory" against "share one memory space"). Without ``common`` (no store of
    ``RARE_STORE`` wordings to tell) neither applies."""
    shared = _count(a.words & b.words)
    verbs = len(a.verbs ^ b.verbs)
    keys: float = a.keys if max(a.size, b.size) <= SHORT else 0
    if a.quantities and a.quantities == b.quantities and _restated(a, b):
        keys = max(keys, FIGURE_KEYS * _matched(a, b))
    elif len(named := a.named & b.named) >= NAMED and (
            (not a.quantities and not b.quantities) or _rare_apart(a, b, common)):
        keys = max(keys, len(named))
    rare = 0.0 if common is None else _count(
        w for w in a.words ^ b.words if w[:1] not in "\x00\x01" and w not in common)
    return score_of(shared + keys, a.size + b.size - 2 * shared - (1 - VERB_APART) * verbs -
                    (1 - RARE_APART) * rare)


def _rare_apart(a: Meaning, b: Meaning, common: frozenset[str] | None) -> bool:
    """Whether two claims with equal figures differ only in general words that are rare in
    the store (not in ``common``), verbs of a class and domain terms aside (``score``)."""
    return common is not None and bool(a.quantities) and a.quantities == b.quantities and \
        not any(w in common for w in a.words ^ b.words if w[:1] not in "\x00\x01")


def _matched(a: Meaning, b: Meaning) -> int:
    """The key items of two claims that the guard found equal: entities, figures, stated
    qualifiers, names and the domain terms both name."""
    return (len(a.entities) + len(a.quantities) + len(a.qualifiers - a.inferred) +
            len(a.names) + len(a.terms & b.terms))


def _restated(a: Meaning, b: Meaning) -> bool:
    """Whether every general word of one claim is the other's too: the other only adds to it.
    Two claims with figures, entities and qualifiers the guard found equal then say what they
    say in those ("DGX A100 has eight A100 GPUs and six NVSwitches" against "Eight A100s and 6
    NVSwitch chips sit inside each DGX A100"); a claim that puts a word of its own in place of
    one of the other's ("in kernel partition setups" against "in fairness partition model
    setups") may say something else, and is scored as ever."""
    return a.words <= b.words or b.words <= a.words


def score_of(shared: float, apart: float) -> float:
    """The score of claims that share ``shared`` words and differ in ``apart``."""
    counted = max(FREE_WORDS, shared)
    return 100.0 * counted / (counted + apart)


@lru_cache(maxsize=256)
def _needed(size: int, keys: int = 0, verbs: int = 0) -> int:
    """The fewest general words a claim of ``size`` words (``verbs`` of them verbs of a class)
    shares with any claim it can match (one of its own size or smaller: a bigger one would be
    the other side of the pair), whose words apart may all be verbs."""
    return min(shared for other in range(size + 1) for shared in range(other + 1)
               if score_of(shared + (keys if other <= SHORT else 0),
                           size - shared - (1 - VERB_APART) * min(verbs, size - shared) +
                           VERB_APART * (other - shared)) >= THRESHOLD)
