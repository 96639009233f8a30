"""Near-duplicate claims: read meaning -> candidate pairs -> guard -> score -> cluster -> merge.

Each stage is a function of its own. A claim is read into its ``Meaning``: the canonical entities
it names (aliases resolved, so the digits of "NVLink4" or "H100" are never its numbers), its
quantities in canonical units, its direction and scope, its domain terms ("host-to-device",
"tensor parallelism"), the names the lexicon does not know ("Xid", "QM9700"), its negation, the
order of its parts where order carries meaning ("from A to B", "A is faster than B"), and the
general words left, folded through the lexicon's paraphrase tables (number words, ordinals,
contractions, abbreviations, verb classes, Chinese particles). Merging two different claims is
worse than missing a duplicate, so the guard refuses any pair whose meaning differs in any of
those; general words may differ, as long as enough of them are shared (the score). Clusters are
complete-linkage: a claim joins a cluster only when it matches every member (no chaining).
"""

from __future__ import annotations

import math
import re
import unicodedata
from bisect import bisect_right
from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from itertools import combinations, pairwise
from sys import intern
from typing import TypeVar

from snowballstemmer.english_stemmer import EnglishStemmer  # type: ignore[import-untyped]

from .extract import bandwidth_quantity, read, to_gbps
from .lexicon import Entity, Lexicon, lexicon
from .lexicon import Match as Mention
from .lexicon import _Matcher as PhraseMatcher
from .reading.numbers import CHINESE, value

_K = TypeVar("_K", bound=Hashable)
_V = TypeVar("_V", bound=Hashable)

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


@dataclass(frozen=True, slots=True)
class Meaning:
    """What a claim says, read for comparison: the parts that must be equal in a duplicate,
    and the general words that need only be similar."""

    entities: frozenset[str]
    quantities: frozenset[str]
    qualifiers: frozenset[str]
    """Direction and scope, stated ("per GPU", "each way") or inferred."""
    inferred: frozenset[str]
    """The qualifiers read from a noun or a determiner rather than stated ("links run at 50
    GB/s": per link; "every GPU can reach": per GPU): a wording that leaves them out says the
    same."""
    terms: frozenset[str]
    names: frozenset[str]
    negated: bool
    order: tuple[frozenset[str], ...]
    """For each place where an order marker splits the claim ("from A to B" at "to"), the key
    items of its clause before it and after it (the general words, in a claim with no key
    items: "first enable peer access, then launch the kernel")."""
    roles: frozenset[tuple[str, str]]
    """Each bandwidth with the direction its phrase gives it, when a claim states two or more
    of each ("900 GB/s bidirectional, 450 GB/s each way")."""
    words: frozenset[str]
    size: float
    """The general words counted (``_count``)."""
    initials: str
    """The first letter of each word, in order: a name that is an abbreviation ("MIG", "TP")
    is the same as the words it stands for ("multi-instance GPU") when they are in it."""
    sequence: tuple[str, ...]
    """The general words and the key items ("\\x02" first) in the order written."""
    lang: str
    verbs: frozenset[str] = frozenset()
    """The verb classes among ``words`` ("\\x00use")."""
    qualifying: tuple[tuple[str, str], ...] = ()
    """Names that only qualify another: each with the key item it stands right before ("IBM"
    in "IBM POWER9": "name:power9"), or "" when written in brackets after what it names again
    ("NVLink SHARP (NVLS)"). A wording may leave them out."""
    named: frozenset[str] = frozenset()
    """The key items as written: entities, names, domain terms, qualifiers and figures."""
    subjects: frozenset[str] = frozenset()
    """``entities`` without the GPUs that a superchip among them may be built on
    (``_built_on``), the generation a multiple is of (``based``) and a GPU that is its
    architecture's one GPU (``_sole``): what the meaning signature holds."""
    passive: bool = False
    """Whether the claim is in the passive voice with its agent ("NVLink 5.0 was introduced
    with Blackwell"): the active wording names the two the other way round."""
    counted: tuple[str, ...] = ()
    """In a claim with a count and a rate ("18 links per GPU, 50 GB/s each"), the scopes its
    counted nouns imply ("links": per link); empty in any other claim (``_counted_alike``)."""
    placed: tuple[tuple[str, str], ...] = ()
    """Each figure of such a claim with each scope stated in its phrase (between separators):
    "18 links per GPU, 50 GB/s per link" gives 18 per GPU and 50 GB/s per link; "each" right
    after a figure places it in the counted nouns' scopes ("50 GB/s each": per link), and a
    rate right before a counted noun in that noun's ("eighteen 50 GB/s links")."""
    multiplied: bool = False
    """Whether a count of the claim times one of its rates is another (``_multiplied``): its
    scope qualifiers are left out, and its domain terms ("per node") must be the other's."""
    agents: tuple[str, ...] = ()
    """Names that are a passive's agent ("was released by PCI-SIG"): a wording that names no
    agent ("the spec came out in 2022") may leave them out (``_qualifies``)."""
    by: bool = False
    """Whether the claim names an agent with "by", known as a name or not ("by NVIDIA")."""
    flags: tuple[str, ...] = ()
    """A command's flags ("-s" in "nvidia-smi nvlink -s"): two wordings that both write flags
    write the same ones; one may leave them out ("the topo matrix")."""
    multiple: bool = False
    """Whether the claim states a multiple of another figure ("doubles", "twice", "2x")."""
    based: frozenset[str] = frozenset()
    """In such a claim, the generations before another it names: what the multiple is of
    ("PCIe 6.0 doubles what PCIe 5.0 lanes run at"), which "doubles the lane rate" says too."""
    paired: bool = False
    """Whether the claim pairs things ("paired with", "pairs with a second card", "both",
    "the GPU pair", "a two-way bridge"): a wording that counts them, two, says no more."""

    @property
    def keys(self) -> int:
        """How many key items count as shared words in a pair the guard lets through (equal
        in claims of one meaning signature)."""
        return min(KEY_WORDS, len(self.entities) + len(self.quantities) +
                   len(self.qualifiers - self.inferred) + len(self.names))

    @property
    def key(self) -> tuple[object, ...]:
        """The meaning signature with the qualifiers stated (a claim with a count and a
        rate: its directions only, ``_counted_alike``): the first of ``signatures``."""
        return self.signatures[0]

    @property
    def signatures(self) -> tuple[tuple[object, ...], ...]:
        """The meaning signatures under which the claim is compared (claims that the guard
        may pair share one): with the qualifiers it states, and, when it reads some from a
        noun or a GPU, with those too. A scope read may be left out by the other wording,
        or stated ("NVLink 1.0 links provide 40 GB/s each" against "each first-gen NVLink
        link offers 40 GB/s", "the V100 has 6 links" against "each V100 GPU has 6 links");
        a total is left out of both, as the guard may take it for the figure itself
        (``_summed``: "900 GB/s of total bidirectional bandwidth" against "900 GB/s
        bidirectional per GPU")."""
        stated, read = self.qualifiers - self.inferred - _TOTAL, self.qualifiers - _TOTAL
        if self.counted:
            stated, read = (frozenset(q for q in group if not q.startswith("scope:"))
                            for group in (stated, read))
        head = (self.lang, self.subjects, self.quantities - _TWO)
        first = (*head, stated, self.negated)
        return (first,) if read == stated else (first, (*head, read, self.negated))


_AGGREGATE = "scope:aggregate"
_TOTAL = frozenset({_AGGREGATE})
_PER_UNIT = frozenset({"scope:per-link", "scope:per-port"})
"""The scopes of one part of what a claim names: a total of it is another figure ("900 GB/s
in total" is not "900 GB/s per link")."""
_ACROSS = re.compile(r"across|system|wide|whole|entire|整|全", re.I)
"""Words of a total that say what it is summed over ("across the system", "system-wide")."""
_PER_GPU = "scope:per-gpu"
_PARTNER = re.compile(r"\bwith\s+(?:a|an|one|its)\s+((?:[\w-]+\s*){1,3})", re.I)
"""What a claim pairs a thing with, counted one ("with a B200 GPU", "with a second card")."""
_DEVICE_WORDS = frozenset({"gpu", "gpus"})
"""Stop words that still name what a claim speaks of: "links to the GPU" is not "links to the
host" (``_replaced``), though "the H100 GPU has" is "the H100 has"."""
_READ_AS_NAMES = frozenset({"consumer-gpu"})
"""The kinds of entity dedup reads as the names written, as it reads any product the lexicon
does not list ("QM9700"): a card nvfacts keeps no figures of is a product of its own under
each of its names ("RTX A5000" is no "RTX A6000"), and a name both wordings write counts as
shared words ("two RTX A6000 boards pool their memory" against "two RTX A6000 cards ...
share one memory space")."""
_NAME_PART = re.compile(r"[^\s-]*[A-Z0-9][^\s-]*")
"""A word of a name (``_READ_AS_NAMES``): a capital or a digit in it, not the noun an alias may
end in ("RTX A6000 cards")."""
_SUFFIXED = re.compile(r"(.+?)-(?:related|based|class|capable|enabled|specific|level|style|"
                       r"type|like|only)")
"""A name with a suffix that makes it a word of kind ("GSP-related", "NVL-class"): the name."""
_FLAG = re.compile(r"(?<=[\s`])--?[A-Za-z][\w-]*")
"""A command-line flag ("-s", "--topo") after a space or a backtick."""
_EACH_OF = re.compile(r"\b(?:each|every)(?:\s+one)?\s+of\s+(?:its|their|the|these|those)"
                      r"(?P<end>)\s+(?:[\w.-]+\s+){0,3}?GPUs\b", re.I)
"""A GPU quantified through its group: "each of its GPUs", "every one of the 72 GPUs"."""
_COUNTED_GPUS = re.compile(r"\S+\s*(?:[个块颗张]\s*)?(?:[A-Za-z0-9.-]+\s+){0,2}?GPUs?\b", re.I)
"""A count of GPUs ("8 GPUs", "eight Blackwell GPUs", "8 块 GPU"): each figure beside it may
be each GPU's."""
_GENERIC = re.compile(r"(?:^|[\s,;:])(?:a|an)\s+$", re.I)
"""An indefinite article right before a noun (entities between are blanked): any one of it."""
_ROUTE = re.compile(r"\S+\s+(?:[\w.-]+\s+){0,2}?(?:NVLinks|links?|lanes?|ports?|cables?|hops?)\b",
                    re.I)
"""A count of the links a thing goes over ("over four NVLink1 links"): a route, not a bound."""
_TWO = frozenset({"2"})
"""A count of two, which a claim that pairs things says without the number (``paired``)."""
_PAIRED = re.compile(r"\bpair(?:s|ed|ing)?\b|\ba\s+second\s+[a-z]|\bboth\b(?!\s+(?:directions?|"
                     r"ways)\b)|\btwo-way\s+(?:\S+\s+)?bridges?\b|一对|成对", re.I)
_GPU_NOUN = re.compile(r"GPU|显卡|卡", re.I)
"""A GPU named as a noun: a system's figure said of its GPUs is no total of the system."""
_BIDIRECTIONAL = "direction:bidirectional"
"""A GPU's figure in total is the GPU's figure ("600 GB/s of total bandwidth per GPU", "each
A100 gets 600 GB/s"); a total said of no GPU may be of any number of them ("130 TB/s, the
total across all 72 GPUs" is not "130 TB/s available to each")."""
_CJK = re.compile(r"[\u3400-\u9fff]")
_BOTH = re.compile(r"\bboth\b(?=\s+(?:of\s+(?:its|the|their|these|those)\s+)?(?:[\w-]+\s+)?"
                   r"[A-Za-z]+s\b)", re.I)
_LISTED = re.compile(r"(?:\band\b|&)[^.;:,]*\b(?:are|were)\s+$", re.I)
"""Before a "both" that restates the two things its subject lists ("A and B are both ...")."""
_CJK_FIGURE = re.compile("(" + CHINESE + r")(?=\s*[A-Za-z%])")
_CJK_NUMERALS = frozenset("〇零一二两三四五六七八九十百千万")
"""Chinese numerals: a number word among them ("两" in "两百五十六") is part of a number."""
_PER_SECOND = re.compile(r"每秒\s*(\d+(?:\.\d+)?)\s*([KMGT]i?[Bb])(?![A-Za-z/])")
_APOSTROPHE = re.compile(r"[\u2019\u2018\u02bc]")
_SNAKE = re.compile(r"(?<![\w.-])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w-])")
"""A name written with underscores (an environment variable: "NCCL_P2P_DISABLE")."""
_PARTICLE = re.compile(r"\b((?:turn|switch)(?:s|ed|ing)?)\s+((?:the\s+|it\s+)?[\w-]+)\s+off\b",
                       re.I)
"""A verb with its particle after its object ("turn the IOMMU off"): the lexicon's phrases."""
_STOPS_FROM = re.compile(r"\bstops\b(?=\s+(?:[\w-]+\s+){1,3}?from\s+\w+ing\b)", re.I)
"""'Stops' that keeps its object from doing something ("stops NCCL from using IB")."""
_RATED_NOUN = re.compile(r"\S+\s*[A-Za-z]+/s\s+(?:[\w.-]+\s+){0,3}")
"""A rate and the words up to the noun it qualifies ("100 GB/s fifth-gen NVLink links")."""
_ARCH_GPUS = re.compile(r"\s*GPUs\b")
"""After an architecture's name, its GPUs ("Blackwell GPUs"): each a GPU, as a GPU's name is
(not one GPU, "the Hopper GPU", which may be one end of a link)."""
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_DIGITS = r"\d+(?:\.\d+)?"
_NUMBER = re.compile(r"(?<![A-Za-z0-9_.])(" + _DIGITS + r")(?![A-Za-z0-9_]|\.\d)|"
                     r"(?<![A-Za-z0-9_.])(" + _DIGITS + r")(?=[a-z]{1,3}\b)|(" + CHINESE + ")",
                     re.I)
_NAME = re.compile(r"(?<![A-Za-z0-9_.-])[A-Za-z][A-Za-z0-9_.-]*?(?:\d|(?<=[A-Za-z0-9_])[A-Z])"
                   r"[A-Za-z0-9_.-]*(?<![.-])")
"""A word the lexicon does not know that looks like a name: letters with digits ("QM9700",
"GPU0", "FP8"), upper case past the first letter ("NCCL_ALGO", "MIG", "GPUDirect")."""
_BE = "\x00have"
"""The class of 'has', 'is', 'offers', 'provides', 'comes with': it says nothing of its own."""
_LATIN = re.compile(r"[a-z]+")
_PER = re.compile(r"(?:\bper\s|\ba\s|/)\s*$", re.I)
"""Before "second", a unit's word ("per second"), not an ordinal."""
_LANES = re.compile(r"(?<![\w-])x\d+\b(?![.,]\d)")
_WIDTH_LINK = re.compile(r"\s+links?\b", re.I)
_LANE_WORD = re.compile(r"[\s-]*(?:lanes?(?![A-Za-z])|条?通道)", re.I)
"""A PCIe link's lanes counted in words: "16 lanes", "sixteen-lane", "16 通道" are x16."""
_PER_WORD = re.compile(r"\bper\b|每|/|-wide\b|\btotal\b|\bacross\b|总|全", re.I)
"""Words that make a GPU the scope of a figure ("per GPU", "GPU-wide") rather than a quantifier
of the subject ("one GPU", "every GPU", "each GPU")."""
_ALL_PAIRS = re.compile(r"\b(?:any|every|each)\s+other\b|任意(?:其他|其它|另一|两)|任何其他", re.I)
"""Words by which a figure is said of any two GPUs: "every GPU" is then no scope of its own
("every GPU can reach any other at 900 GB/s" against "any GPU can talk to any other")."""
_PASSIVE = re.compile(r"\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+|first\s+)?"
                      r"\w+(?:ed|en|wn|ght|lt|nt|de)\s+(?:by|with|alongside|in|on)\b", re.I)
"""A verb in the passive voice with its agent after it ("was introduced with", "is used by",
"is used in": what uses it)."""
_AGENT = re.compile(r"(?<![A-Za-z])by\s+(?:the\s+)?$", re.I)
"""Words before a passive's agent ("was released by PCI-SIG"): a wording may leave it out."""
_BY = re.compile(r"\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?\w+\s+by\b", re.I)
_INDEXED = re.compile(r"\b([A-Za-z]+)\s*$")
"""The word right before a number: a word before two numbers of a claim makes them indexes
("GPU 0 ... GPU 1"), and an index 1 is no count of one."""
_BRACKETED = re.compile(r"\s*[)\uff09]")
_OPENED = re.compile(r"\S\s*[(\uff08]\s*$")
_EACH = re.compile(r"(?:\beach\s|\bevery\s|\bper\s|每块|每个|每颗|每张|每台|每)\s*$", re.I)
_NOT_PER_GPU = re.compile(r"\s*(?:NVLink\s*)?(?:links?|ports?)\b", re.I)
_GLUED_VERSION = re.compile(r"\b([A-Za-z]{2,})\s+(v\d)\b")
_GEN = re.compile(r"\b(gen)(\d)\b", re.I)
_GENERAL = re.compile(r"[a-z]{2,}|[\u3400-\u9fff]")
_INITIAL = re.compile(r"\b[A-Za-z]")


def _phrases(items: Iterable[str]) -> str:
    """An alternation of phrases, longest first, spaces and hyphens interchangeable."""
    return "|".join(re.escape(p).replace(r"\ ", r"[\s-]+").replace(r"\-", r"[\s-]*")
                    for p in sorted(items, key=len, reverse=True))


def _bounded(items: Iterable[str]) -> str:
    """An alternation of phrases that begin and end at word boundaries (ASCII words: Chinese
    has no spaces, so a Chinese phrase may sit anywhere)."""
    return "|".join((r"(?<![A-Za-z0-9_])" if p[0].isascii() and p[0].isalnum() else "") +
                    _phrases([p]) +
                    (r"(?![A-Za-z0-9_])" if p[-1].isascii() and p[-1].isalnum() else "")
                    for p in sorted(items, key=len, reverse=True))


@dataclass(frozen=True, slots=True)
class _Tables:
    """The lexicon's paraphrase tables, compiled: phrase matchers (pyahocorasick through the
    lexicon's matcher, letter case, spaces and hyphens aside) and a few short patterns."""

    rewrites: PhraseMatcher
    abbreviations: re.Pattern[str]
    abbreviation: dict[str, str]
    phrases: PhraseMatcher
    """Number words ("number:8"), domain terms ("term:all-reduce") and verbs ("class:have")."""
    word_class: frozenset[str]
    units: re.Pattern[str]
    unit: dict[str, str]
    """Units other than bandwidth, as written (symbols) or folded (words), to their symbol."""
    stop: frozenset[str]
    particles: re.Pattern[str]
    markers: re.Pattern[str]
    marker_hints: re.Pattern[str]
    """Words one of which is in any text an order marker matches (a cheap test first)."""
    negation: frozenset[str]
    negation_cjk: re.Pattern[str]
    named_for: dict[str, tuple[str, ...]]
    """The GPUs whose name a system's name holds as a word ("DGX H100": "H100")."""
    aliases: dict[str, str]
    """Each entity's aliases (as ``_key`` folds them) to its name."""
    ageless: frozenset[str]
    """Entities whose names hold no generation (no digit: "NVSwitch", "InfiniBand HDR")."""
    ordinal: dict[str, str]
    """Numbers and ordinals, as digits or words ("3", "third", "3rd"), to the number."""
    ordinals: frozenset[str]
    """The ordinals alone ("third", "3rd"): "the third NVSwitch" is its third generation."""
    architecture_of: dict[str, str]
    """An NVLink generation that one architecture alone uses, to it: "NVLink 1.0" says
    "Pascal" as "Pascal" says "NVLink 1.0"."""
    bounds: re.Pattern[str]
    """Words before a number that make it a bound: group "least" (at least) or "below"."""
    bound_hints: re.Pattern[str]
    """A word one of which is in any text ``bounds`` matches (a cheap test first)."""
    routes: frozenset[str]
    """Bound words that after a rate in their clause say what it runs over ("160 GB/s over
    four links"), not how many there are at least."""
    holders: PhraseMatcher
    """The domain terms whose words hold a qualifier's ("per node pair" holds "per node" when
    that is a scope): only these are looked for before the qualifiers are read."""
    held: frozenset[str]
    """The qualifier phrases (as ``_key`` folds them) that a domain term holds: only a claim
    with one of them is looked at for ``holders``."""
    term_of: dict[str, str]
    """Each domain term's phrases (as ``_key`` folds them) to its term ("group/term")."""
    multiples: re.Pattern[str]
    """Words that state a multiple of another figure ("doubles", "twice", "倍")."""
    predecessor: dict[str, str]
    """Each generation of a family to the generation before it ("PCIe 6.0": "PCIe 5.0")."""
    compared_before: re.Pattern[str]
    """Words right before what a figure is compared with ("compared with Ampere")..."""
    compared_after: re.Pattern[str]
    """...or right after it ("与 PCIe 5.0 相比")."""
    percent_more: re.Pattern[str]
    """A rise in percent ("50% more"): a multiple, 1.5x."""
    sole_gpu: dict[str, str]
    """Each GPU that is its architecture's one GPU to the architecture ("A100": "Ampere"):
    naming the architecture names it."""
    sole_arch: frozenset[str]
    """The architectures of one GPU."""


_COMPILED: dict[int, tuple[Lexicon, _Tables]] = {}


def _tables(lex: Lexicon) -> _Tables:
    held = _COMPILED.get(id(lex))
    if held is None or held[0] is not lex:
        held = _COMPILED[id(lex)] = (lex, _compile(lex))
    return held[1]


def _key(phrase: object) -> str:
    return re.sub(r"[\s\-]+", "", str(phrase).casefold())


def _compile(lex: Lexicon) -> _Tables:
    p = lex.paraphrase
    holders = {str(phrase): f"{group}/{term}" for group, members in p["domain-terms"].items()
               for term, phrases in members.items() for phrase in phrases
               if any(w.kind in ("direction", "scope", "approx")
                      for w in lex.find_qualifiers(str(phrase)))}
    rewrite = {_key(k): str(v) for k, v in {**p["contractions"], **p["hyphenation"],
                                            **p["paraphrases"]}.items()}
    abbreviation = {str(k): str(v) for k, v in p["abbreviations"].items()}
    terms = {_key(phrase): f"{group}/{term}" for group, members in p["domain-terms"].items()
             for term, phrases in members.items() for phrase in phrases}
    word_class = {_key(w): name for name, words in p["word-classes"].items() for w in words}
    number = {_key(k): f"{float(v):g}" for k, v in {**p["number-words"],
                                                    **p["ordinals"]}.items()}
    unit = {str(w): str(symbol) for symbol, spellings in p["measure-units"].items()
            for w in spellings}
    gpus = [e.name for e in lex.entities.values() if e.kind in ("gpu", "superchip")]
    named_for = {e.name: tuple(g for g in gpus if re.search(
        r"(?<![\w-])" + re.escape(g) + r"(?![\w-])", e.name))
        for e in lex.entities.values() if e.kind == "system"}
    architectures: dict[str, list[str]] = defaultdict(list)
    for e in lex.entities.values():
        if e.kind == "architecture" and e.uses:
            architectures[e.uses].append(e.name)
    tens = {k: int(v) for k, v in p["number-words"].items() if 20 <= int(v) <= 90}
    ones = {k: int(v) for k, v in p["number-words"].items() if 1 <= int(v) <= 9 and
            str(k).isascii() and str(k).isalpha() and len(str(k)) > 2}
    below = {**{k: int(v) for k, v in p["number-words"].items() if 1 <= int(v) <= 19 and
                str(k).isascii() and str(k).isalpha() and len(str(k)) > 2},
             **tens, **{f"{t}{o}": tv + ov for t, tv in tens.items() for o, ov in ones.items()}}
    number.update({_key(k): f"{v}" for k, v in below.items()})
    for o, ov in ones.items():  # "two hundred", "two hundred (and) fifty-six"
        number[_key(f"{o}hundred")] = f"{ov * 100}"
        number.update({_key(f"{o}hundred{joint}{k}"): f"{ov * 100 + v}"
                       for k, v in below.items() for joint in ("", "and")})
    return _Tables(
        PhraseMatcher(rewrite),
        re.compile(r"(?<![A-Za-z0-9_])(?:" + "|".join(
            re.escape(k) for k in sorted(abbreviation, key=len, reverse=True)) +
            r")(?![A-Za-z0-9_])"), abbreviation,
        PhraseMatcher({**{k: f"class:{v}" for k, v in word_class.items()},
                       **{k: f"number:{v}" for k, v in number.items()},
                       **{k: f"term:{v}" for k, v in terms.items()}}),
        frozenset(word_class),
        re.compile(r"(?<![A-Za-z0-9_.])(" + _DIGITS + r")\s*(" + "|".join(
            re.escape(w) if _symbol(w) else f"(?i:{re.escape(w)})"
            for w in sorted(unit, key=len, reverse=True)) +
            r")(?![A-Za-z0-9_]|/(?![A-Za-z]))"),  # "16 GT/s/lane": a rate, per lane
        {w if _symbol(w) else w.casefold(): u for w, u in unit.items()},
        frozenset(str(w).casefold() for w in p["general-stop-words"]),
        re.compile("|".join(re.escape(w) for w in sorted(p["chinese-particles"], key=len,
                                                          reverse=True))),
        re.compile("|".join(f"(?:{m})" for m in p["order-markers"]), re.I),
        re.compile("|".join(sorted({re.escape(w.casefold()) for m in p["order-markers"]
                                    for w in re.findall(r"[A-Za-z\u4e00-\u9fff]+", re.sub(
                                        r".\?(?!:)|\\[a-zA-Z]|\(\?<?[=!].*|\[.*", "", m))}))),
        frozenset(w.casefold() for w in p["negation"] if w.isascii()),
        re.compile("|".join(re.escape(w) for w in sorted(p["negation"], key=len, reverse=True)
                            if not w.isascii())), named_for,
        {_key(a): e.name for e in lex.entities.values() for a in (e.name, *e.aliases)},
        frozenset(e for e in lex.entities if not any(c.isdigit() for c in e)),
        {**{str(k).casefold(): f"{float(v):g}" for k, v in {**p["number-words"],
                                                           **p["ordinals"]}.items()},
         **{str(n): str(n) for n in range(1, 10)}},
        frozenset(str(k).casefold() for k in p["ordinals"]),
        {uses: names[0] for uses, names in architectures.items() if len(names) == 1},
        re.compile("(?:" + "|".join(f"(?P<{name}>{_bounded(p['number-bounds'][key])})"
                                    for name, key in (("least", "at-least"), ("below", "below")))
                   + r")\s*$", re.I),
        re.compile("|".join(sorted({re.escape(max(re.findall(r"\w+", str(phrase)), key=len))
                                    for group in p["number-bounds"].values()
                                    for phrase in group})), re.I),
        frozenset(str(w).casefold() for w in p["number-bounds"].get("route-after-a-rate", ())),
        PhraseMatcher({_key(phrase): term for phrase, term in holders.items()}),
        frozenset(_key(phrase[w.start:w.end]) for phrase in holders
                  for w in lex.find_qualifiers(phrase)), terms,
        re.compile(r"(?<![A-Za-z_])(?:" + _phrases(str(w) for w in p["multiples"]) +
                   r")(?![A-Za-z_])", re.I),  # "2x the", "1.5 times", "3-fold": a digit before
        {e.name: before.name for family in {e.family for e in lex.entities.values()} - {None}
         for before, e in pairwise(e for e in lex.entities.values() if e.family == family)},
        re.compile(r"(?:" + _bounded(p["compared-with"]["before"]) + r")\s+(?:the\s+)?$",
                   re.I),
        re.compile(r"\s*(?:" + _phrases(p["compared-with"]["after"]) + ")"),
        re.compile(r"(?<![\w.])(" + _DIGITS + r")\s*%\s*(?=(?:" + _bounded(p["percent-more"]) +
                   r")\b)", re.I),
        {gpus[0]: arch for arch, gpus in _gpus_of(lex).items() if len(gpus) == 1},
        frozenset(arch for arch, gpus in _gpus_of(lex).items() if len(gpus) == 1))


def _gpus_of(lex: Lexicon) -> dict[str, list[str]]:
    """Each architecture's GPUs (not its cards: the A800 is no A100)."""
    gpus: dict[str, list[str]] = defaultdict(list)
    for e in lex.entities.values():
        if e.kind == "gpu" and e.architecture:
            gpus[e.architecture].append(e.name)
    return gpus


def _bound_of(text: str, start: int, t: _Tables, chars: list[str], rated: bool = False) -> str:
    """The bound a number starting at ``start`` is given by the words before it: ">=" ("at
    least 12"), "<" ("fewer than 12") or none. Its words are blanked ("no fewer than" is no
    negation). After a rate in its clause (``rated``), a route word is none ("160 GB/s over
    four links")."""
    if not t.bound_hints.search(text, max(0, start - 24), start):
        return ""
    before = t.bounds.search(text, max(0, start - 24), start)
    if before is None or (before.group(0).strip().casefold() in t.routes and (
            rated or _ROUTE.match(text, start))):  # "connects over four links": a route
        return ""
    _blank(chars, before.start(), before.end())
    return ">=" if before.lastgroup == "least" else "<"


_GEN_BEFORE = re.compile(r"第?(?P<zh>" + CHINESE + r"|\d+|初)\s*代\s*$|"
                         r"\b(?P<gen>[A-Za-z0-9]+)[\s-]*gen(?:eration)?[\s-]*$|"
                         r"\b(?P<of>[A-Za-z0-9]+)[\s-]*gen(?:eration)?\s+of\s+(?:the\s+)?$|"
                         r"\bgen(?:eration)?[\s-]*(?P<digit>\d)[\s-]*$|"
                         r"\b(?P<word>[A-Za-z0-9]+)\s+$", re.I)
_GEN_AFTER = re.compile(r"[\s-]*gen(?:eration)?[\s-]*(?P<digit>\d)\b(?![.,]\d)|"
                        r"\s*[:\uff1a]?\s*[(\uff08]?\s*第(?P<zh>" + CHINESE +
                        r"|\d+)代\s*[)\uff09]?|"
                        r"\s*[:\uff1a]\s*(?P<cell>[A-Za-z0-9]+)[\s-]*gen(?:eration)?\b|"
                        r"(?:\s+(?P<noun>[A-Za-z]+))?\s*[(\uff08]\s*(?P<ordinal>[A-Za-z0-9]+)[\s-]*"
                        r"gen(?:eration)?\s*[)\uff09]|"
                        r"\s+(?P<version>\d)\.0(?![\d.])(?!\s*(?:[KMGT]i?[Bb]|GT/s|W\b|%))|"
                        r"'s\s+(?P<poss>[A-Za-z0-9]+)[\s-]*gen(?:eration)?\b(?!\s*(?-i:[A-Z]))|"
                        r"(?:\s+(?P<owned>[A-Za-z]+))?\s+of\s+(?:the|its)\s+(?P<of>[A-Za-z0-9]+)"
                        r"[\s-]*gen(?:eration)?\b", re.I)
"""Generation words after an entity: "NVSwitch Gen 3", "NVSwitch 第三代", "NVSwitch (第三代)" in
either width of bracket, "NVSwitch chips (3rd gen)", "NVSwitch 3.0" (not "NVSwitch 3.0 TB/s"),
"NVLink's fourth generation" (and before one: "the fourth generation of NVLink"), "NVSwitch
chips of the first generation", a table's cell "NVLink: 5th gen" (after a full-width colon
too: 第五代)."""


def _generation(text: str, m: Mention, t: _Tables) -> tuple[int, int, str] | None:
    """The generation written with an entity whose name has none ("third-generation
    NVSwitch", "NVSwitch Gen 3", "NVSwitch 3"): the span it covers with the entity, and its
    number. Without it, the third and the fourth NVSwitch would be one entity."""
    written = text[m.start:m.end]
    inside = re.search(r"\b(\w+)[\s-]*gen(?:eration)?\b|(?<=\s)(\d)$", written, re.I)
    before = _GEN_BEFORE.search(text, max(0, m.start - 24), m.start)
    if inside is not None and (number := t.ordinal.get((inside.group(1) or
                                                        inside.group(2)).casefold())):
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


_TRAILING_NUMBER = re.compile(r"[\s-]*\d+(?:\.\d+)?$")


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


_BARE_GEN = re.compile(r"\bgen[\s-]*(\d)\b(?![.,]\d)", re.I)


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


def _initials(text: str) -> str:
    """The first letter of each word of ``text``, in order (hyphens part words)."""
    return "".join(_INITIAL.findall(text)).casefold()


def _symbol(unit: str) -> bool:
    """Whether a unit is a symbol (matched in the letter case written: "MB" is not "mb")."""
    return (len(unit) <= 6 and not unit.islower()) or not unit.isalpha()


def _spliced(text: str, found: Iterable[tuple[int, int, str]]) -> str:
    """``text`` with each found span replaced by its value."""
    parts, at = [], 0
    for start, end, replacement in found:
        parts += [text[at:start], replacement]
        at = end
    return "".join(parts) + text[at:]


def _blank(chars: list[str], start: int, end: int) -> None:
    chars[start:end] = " " * (end - start)


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


@lru_cache(maxsize=65536)
def _fold(word: str) -> str:
    """An English word's stem (the Snowball English stemmer: "links", "linked", "linking" ->
    "link"; "accessible" -> "access"), so a rewording's other form of a word is the same word."""
    return str(_stemmer().stemWord(word))


@lru_cache(maxsize=1)
def _stemmer() -> EnglishStemmer:
    return EnglishStemmer()


def meaning(text: str, lang: str = "en", lex: Lexicon | None = None) -> Meaning:
    """Read ``text`` into what dedup compares (the module docstring says what and why). Each
    stage reads one kind of key item, notes it with where it stands and blanks its words, so
    that a later stage reads only what no stage before it has read."""
    lex = lex or lexicon()
    t = _tables(lex)
    draft = _Draft(lex, t, *_normalized(text, t))
    draft.read_entities()
    draft.read_lanes()
    draft.read_qualifiers()
    draft.read_phrases()
    draft.read_figures()
    draft.infer_scopes()
    draft.read_flags()
    draft.read_names()
    draft.read_numbers()
    draft.settle_scopes()
    return draft.meaning(lang)


def _normalized(text: str, t: _Tables) -> tuple[str, str, list[tuple[str, str]]]:
    """``text`` written in the one form the patterns read (NFKC, straight apostrophes, no
    thousands separators, names with underscores as one word, a verb's particle before its
    object, the lexicon's rewrites, Chinese figures in digits, abbreviations spelt out, "gen4"
    as "gen 4"); the same in lower case before the last two; and the entities that a name
    with underscores names ("NCCL_ALGO": NCCL's)."""
    text = unicodedata.normalize("NFKC", text)
    text = _THOUSANDS.sub("", _APOSTROPHE.sub("'", text))
    owners = []  # "NCCL_ALGO" is NCCL's: a name with underscores names what its first part does
    if "_" in text:  # "NCCL_IB_DISABLE" is one name, not NCCL and InfiniBand
        owners = [(owner, owner) for hit in _SNAKE.finditer(text)
                  if (owner := t.aliases.get(_key(hit.group(0).split("_")[0])))]
        text = _SNAKE.sub(lambda m: m.group(0).replace("_", "").upper(), text)
    if " off" in text:  # "turning the IOMMU off" is "turning off the IOMMU"
        text = _PARTICLE.sub(r"\1 off \2", text)
    if "stop" in text:  # "stops NCCL from using IB" is "prevents NCCL from using IB"
        text = _STOPS_FROM.sub("prevents", text)
    if "%" in text:  # "50% more bandwidth" is "1.5x more bandwidth"
        text = t.percent_more.sub(lambda m: f"{1 + float(m.group(1)) / 100:g}x ", text)
    text = _spliced(text, t.rewrites.find(text))
    if _CJK.search(text):  # "八百 Gb/s": the figure in digits, for the units' patterns, and
        # apart from a word it was glued to ("十六通道", rewritten "十六lane": 16 lanes)
        text = _CJK_FIGURE.sub(lambda m: f"{value(m.group(1)) or 0:g} ", text)
        text = _PER_SECOND.sub(r"\1 \2/s", text)  # "每秒 900 GB" is "900 GB/s"
    text = t.abbreviations.sub(lambda m: t.abbreviation[m.group(0)], text)
    lowered = text.casefold()
    if "gen" in lowered:
        text = _GEN.sub(r"\1 \2", text)
    if " v" in lowered:
        text = _GLUED_VERSION.sub(r"\1\2", text)
    return text, lowered, owners


@dataclass(slots=True)
class _Draft:
    """A claim being read into its ``Meaning``, stage by stage (``meaning``): ``chars`` is
    its text with what the stages before have read blanked (``masked``, positions kept), and
    the other fields are what they found."""

    lex: Lexicon
    t: _Tables
    text: str
    lowered: str
    """``text`` in lower case, for cheap tests ("gen" in it, "both" in it)."""
    owners: list[tuple[str, str]]
    """The entities that names with underscores name (``_normalized``)."""
    chars: list[str] = field(init=False)
    items: list[tuple[int, str]] = field(default_factory=list)
    """The key items with where they stand, for the order check."""
    mentions: list[Mention] = field(default_factory=list)
    cards: list[re.Match[str]] = field(default_factory=list)
    """The words of the names of entities read as names (``_READ_AS_NAMES``)."""
    models: set[int] = field(default_factory=set)
    """Where a card's model stands: its last name."""
    generations: dict[str, str] = field(default_factory=dict)
    """An entity with no generation in its name, to the generation written with it."""
    lanes: list[str] = field(default_factory=list)
    words_found: list[Mention] = field(default_factory=list)
    """The qualifiers' words, and the nouns and quantifiers the lexicon reads with them."""
    quantifiers: set[str] = field(default_factory=set)
    """GPUs written without "per": "one GPU", "every GPU"."""
    qualifiers: set[str] = field(default_factory=set)
    inferred: set[str] = field(default_factory=set)
    each_of: bool = False
    """Whether a GPU is quantified through its group ("each of its GPUs", ``_EACH_OF``)."""
    terms: set[str] = field(default_factory=set)
    classes: list[tuple[int, int, str]] = field(default_factory=list)
    """The words of a verb class, each with the class ("\\x00have")."""
    quantities: set[str] = field(default_factory=set)
    names: set[str] = field(default_factory=set)
    flags: set[str] = field(default_factory=set)
    bracketed: set[str] = field(default_factory=set)
    """Names in brackets after what they name again ("NVLink SHARP (NVLS)")."""
    heads: set[str] = field(default_factory=set)
    """A card's model, which qualifies no word after it ("RTX A6000 cards" are no cards)."""
    plurals: list[tuple[str, str]] = field(default_factory=list)
    multiplied: bool = False

    def __post_init__(self) -> None:
        self.chars = list(self.text)

    @property
    def masked(self) -> str:
        """The text with what has been read blanked."""
        return "".join(self.chars)

    def blank(self, start: int, end: int) -> None:
        _blank(self.chars, start, end)

    def read_entities(self) -> None:
        """The entities the claim names, with the generation written beside one whose name
        has none ("third-gen NVSwitch"); a card's names are read as names (``read_names``)."""
        text, lex, t = self.text, self.lex, self.t
        mentions = [_figure_kept(m, text, lex) for m in lex.find_entities(text)]
        if "gen" in self.lowered:
            mentions = _bare_generations(text, mentions, t, lex)
        written = [list(_NAME_PART.finditer(text, m.start, m.end))  # read as names, below
                   for m in mentions if m.kind in _READ_AS_NAMES]
        self.cards = [part for parts in written for part in parts]
        self.models = {parts[-1].start() for parts in written if parts}  # its last name
        self.mentions = [m for m in mentions if m.kind not in _READ_AS_NAMES]
        for part in self.cards:
            self.blank(part.start(), part.end())
        for k, m in enumerate(self.mentions):
            self.mentions[k] = self._entity(m)

    def _entity(self, m: Mention) -> Mention:
        """An entity mention read as the generation written with it, if any: noted, and its
        words (the generation's too) blanked."""
        text, lex, t, generations = self.text, self.lex, self.t, self.generations
        start, end = m.start, m.end
        if m.value in t.ageless and (gen := _generation(text, m, t)):
            start, end, nth = gen  # "NVSwitch Gen 3", "third-gen NVSwitch"
            kin = t.aliases.get(_key(f"{m.value}{nth}"), "")
            if kin and lex.entities[kin].family == m.value:
                m = Mention(m.start, m.end, kin, lex.entities[kin].kind)
            else:  # "NVLink's fourth generation" is NVLink 4.0, "NVSwitch's third" NVSwitch #3
                generations[m.value] = nth
        self.blank(start, end)
        if end > m.end and (after := _GEN_AFTER.match(text, m.end)):
            for group in ("noun", "owned"):  # "chips (3rd gen)", "chips of the first generation"
                if after.group(group):
                    self.chars[after.start(group):after.end(group)] = after.group(group)
        self.items.append((m.start, "entity:" + _identity(m.value, text[m.start:m.end], lex) +
                           (f"#{generations[m.value]}" if m.value in generations else "")))
        return m

    @property
    def pcie(self) -> bool:
        """Whether the claim names a PCIe generation (whose lanes it may count)."""
        return any(self.lex.entities[m.value].family == "PCIe" for m in self.mentions)

    def read_lanes(self) -> None:
        """A PCIe link's width ("PCIe 5.0 x16", "an x16 PCIe 5.0 link")."""
        if not self.pcie:
            return
        masked = self.masked  # the entities blanked: "an x16 PCIe Gen6 link"
        for lane in _LANES.finditer(self.text):
            self.lanes.append(lane.group(0).casefold())
            link = _WIDTH_LINK.match(masked, lane.end())  # "a Gen6 x16 link": the width's
            self.blank(lane.start(), link.end() if link else lane.end())  # link, no verb

    def read_qualifiers(self) -> None:
        """Direction and scope as stated (first: their words hold numbers, "one-way", "a
        single link"), and the GPUs a claim quantifies ("every GPU", "both GPUs")."""
        t, masked = self.t, self.masked
        words_found = self.lex.find_qualifiers(masked)
        if any(_key(masked[w.start:w.end]) in t.held for w in words_found):
            terms_at = [(start, end) for start, end, _ in t.holders.find(masked)]
            words_found = [w for w in words_found if not any(  # a domain term holds no
                start <= w.start and w.end <= end for start, end in terms_at)]  # qualifier:
        # "per node pair" is not "per node" and a pair, and "per node" is its group's term
        self.words_found = words_found
        for w in words_found:
            if w.value == "per-gpu" and not _PER_WORD.search(masked, w.start, w.end):
                self.quantifiers.add(f"scope:{w.value}")
            if w.kind in ("direction", "scope"):
                self.qualifiers.add(intern(f"{w.kind}:{w.value}"))
                self.items.append((w.start, f"{w.kind}:{w.value}"))
            if w.kind in ("direction", "scope", "approx"):
                self.blank(w.start, w.end)
        each_of = _PER_GPU not in self.qualifiers and _EACH_OF.search(masked)
        if each_of:  # "gives every one of its Blackwell GPUs": each GPU, which a wording that
            self.quantifiers.add(_PER_GPU)  # counts the GPUs may leave out ("8 GPUs, 1.8 TB/s
            self.blank(each_of.start(), each_of.end("end"))  # each")
            self.each_of = True
        if "both" in self.lowered:  # "both (of its) GPUs" counts two; "both directions" was read
            masked = self.masked
            for hit in _BOTH.finditer(masked):
                if not _LISTED.search(masked, 0, hit.start()):
                    self.chars[hit.start():hit.end()] = "2   "

    def read_phrases(self) -> None:
        """The lexicon's phrases: number words (as digits, where they stand), domain terms
        ("term:all-reduce") and the words of a verb class (``classes``)."""
        masked = self.masked
        for start, end, found in self.t.phrases.find(masked):
            kind, _, what = found.partition(":")
            if kind == "number" and len(what) <= end - start and not (
                    masked[start:start + 6].casefold() == "second" and
                    _PER.search(masked, 0, start)) and (
                    masked[end:end + 1] not in _CJK_NUMERALS):  # "per second", "两百五十六"
                self.chars[start:end] = what.ljust(end - start)  # positions stay as they were
            elif kind == "term":
                self._term(masked, start, end, what)
            elif kind == "class":
                self.classes.append((start, end, f" \x00{what} "))

    def _term(self, masked: str, start: int, end: int, what: str) -> None:
        """A domain term, read with the word after it when the two are a term of their own
        ("each DGX H100 node pair": per node pair), noted where its head noun stands."""
        if (head := _HEAD.search(masked, start, end)) and (
                noun := _NEXT_WORD.match(masked, end)) and (
                compound := self.t.term_of.get(_key(head.group(0) + noun.group(1)))):
            what, end = compound, noun.end()
        self.terms.add(what)
        at = head.start() if head and masked[start:end] != self.text[start:end] else start
        self.items.append((at, "term:" + what))  # "each DGX A100 node": where "node" stands
        self.blank(start, end)

    def read_figures(self) -> None:
        """Bandwidths in GB/s and other measures in their unit's symbol, each with the bound
        written before it ("at least"); a rate that is the sum of both directions of another
        ("900 GB/s in total, 450 GB/s per direction") makes the claim bidirectional."""
        self.quantities = set(self.lanes)
        masked = self.masked
        for q in bandwidth_quantity(self.lex).finditer(masked):
            gbps = float(q.group(1)) * to_gbps(q.group(2), self.lex)
            self.quantities.add(f"{_bound_of(masked, q.start(), self.t, self.chars)}{gbps:g} GB/s")
            self.items.append((q.start(), f"{gbps:g} GB/s"))
            self.blank(q.start(), q.end())
        for q in self.t.units.finditer(self.masked):
            unit = self.t.unit.get(q.group(2)) or self.t.unit[q.group(2).casefold()]
            self.quantities.add(f"{float(q.group(1)):g} {unit}")
            self.items.append((q.start(), f"{float(q.group(1)):g} {unit}"))
            self.blank(q.start(), q.end())
        if (summed := _directions_summed(self.text, self.items)) is not None:
            self.qualifiers.add(_BIDIRECTIONAL)  # the total is both directions'
            self.items.append((summed, _BIDIRECTIONAL))

    def infer_scopes(self) -> None:
        """The qualifiers read from a noun or a subject rather than stated (``inferred``): a
        figure's noun ("links run at 50 GB/s": per link), a GPU's figure (per GPU), a system's
        rate said of no GPU (its total)."""
        lex, t, masked, text = self.lex, self.t, self.masked, self.text
        qualifiers, inferred, quantities = self.qualifiers, self.inferred, self.quantities
        rated = any(q.endswith("GB/s") for q in quantities)  # "links run at", "NDR 端口 50 GB/s"
        if not any(q.startswith("scope:") for q in qualifiers) and (
                quantities or _NUMBER.search(masked)):
            for w in self.words_found:  # a figure's noun after a noun of its own names a part
                if w.kind == "noun" and (rated or _GENERIC.search(  # of it ("a switch port
                        masked, max(0, w.start - 40), w.start)):  # runs at"): stated, not
                    # inferred; a count's noun in the singular ("a fourth-generation NVLink
                    # link is made up of 2 lanes") is each one, as "each link" is
                    head = _HEAD_BEFORE.search(masked, max(0, w.start - 24), w.start)
                    if head and head.group(1).casefold() not in t.stop:
                        qualifiers.add(f"scope:{w.value}")
                    else:
                        inferred.add(f"scope:{w.value}")
        for m in self.mentions:
            if lex.entities[m.value].kind in ("gpu", "card") and _EACH.search(
                    masked, max(0, m.start - 8), m.start) and not _NOT_PER_GPU.match(masked,
                                                                                     m.end):
                inferred.add("scope:per-gpu")
        kinds = {lex.entities[m.value].kind for m in self.mentions}
        if self.each_of:
            inferred.add(_PER_GPU)
        if (kinds & {"gpu", "card"} or any(  # "Blackwell GPUs have 18 links": a GPU's; so too
                _ARCH_GPUS.match(text, m.end) or m.value in t.sole_arch  # an architecture of
                for m in self.mentions if m.kind == "architecture")) and (  # one GPU
                not kinds & {"system", "superchip"}):  # ("Ampere's NVLink")
            inferred.add("scope:per-gpu")  # a GPU's figure is per GPU: "the V100 has 6 links"
        elif kinds & {"system"} and not kinds & {"gpu", "card", "superchip"} and not any(
                q.startswith("scope:") for q in qualifiers | inferred) and any(
                q.endswith("/s") for q in quantities) and not _GPU_NOUN.search(masked):
            inferred.add(_AGGREGATE)  # a system's rate said of no GPU nor scope is its total
            # ("the NVL72 rack offers 130 TB/s" is 整柜 130 TB/s; "to each of its GPUs" is not)
        inferred -= qualifiers
        qualifiers |= inferred
        if _AGGREGATE in qualifiers and not qualifiers & _PER_UNIT and not any(
                w.kind == "scope" and w.value == "aggregate" and _ACROSS.search(text, w.start,
                                                                                w.end)
                for w in self.words_found):  # "900 GB/s of total bandwidth per GPU": a GPU's
            inferred.add(_AGGREGATE)  # total, said or not (``_left_out``); not "across the
        if _PER_GPU in qualifiers and _ALL_PAIRS.search(text):  # system"; "every GPU can
            inferred.add(_PER_GPU)  # reach any other at 900 GB/s", "每个 GPU ... 与任意其他
            # GPU": any two GPUs

    def read_flags(self) -> None:
        """A command's flags ("nvidia-smi nvlink -s"): "-s" is not "-c"."""
        masked = self.masked
        if "-" not in masked:
            return
        for hit in _FLAG.finditer(self.text):
            if masked[hit.start()] == "-":
                self.flags.add(hit.group(0))
                self.blank(hit.start(), hit.end())

    def read_names(self) -> None:
        """The names the lexicon does not know ("QM9700", "MIG"), a card's names among them
        ("RTX A6000 boards": rtx and a6000), and the plurals of entities ("NVSwitches")."""
        for part in self.cards:
            word = part.group(0).casefold()
            word = word[:-1] if word.endswith("s") and any(c.isdigit() for c in word) else word
            self.names.add(word)  # "RTX 3090s": the RTX 3090
            self.items.append((part.start(), "name:" + word))
            if part.start() in self.models:
                self.heads.add(word)
        t, masked = self.t, self.masked
        for hit in _NAME.finditer(masked):
            word = hit.group(0).casefold()
            if word in t.stop or _key(word) in t.word_class or _fold(word) in t.stop:
                continue
            if word.endswith("s") and (entity := t.aliases.get(_key(word[:-1])) or t.aliases.get(
                    _key(word[:-2]) if word.endswith("es") else "")):  # "NVSwitches", "H100s"
                self._plural(masked, hit, entity)
                continue
            if re.fullmatch(r"[A-Z]{2,}s", hit.group(0)):  # "DPUs", "SMs": the name's plural
                word = word[:-1]
            elif suffixed := _SUFFIXED.fullmatch(word):  # "GSP-related failures": GSP failures
                word = suffixed.group(1)
            self.names.add(word)
            self.items.append((hit.start(), "name:" + word))
            if _BRACKETED.match(masked, hit.end()) and _OPENED.search(masked, 0, hit.start()):
                self.bracketed.add(word)  # "NVLink SHARP (NVLS)": another name for what
            self.blank(hit.start(), hit.end())  # stands before

    def _plural(self, masked: str, hit: re.Match[str], entity: str) -> None:
        """An entity's plural, with the generation written before it ("fourth-generation
        NVLinks": NVLink 4.0's links)."""
        t, start = self.t, hit.start()
        before = _GEN_BEFORE.search(masked, max(0, start - 24), start)
        number = before and (t.ordinal.get(before.group("gen") or "") or (
            before.group("zh") and f"{value(before.group('zh')) or 0:g}"))
        if before and number:
            member = t.aliases.get(_key(entity + number))
            if entity in t.ageless and member in (None, entity):
                self.generations[entity] = number
                start = before.start()
            elif member is not None and self.lex.entities[member].family == entity:
                entity, start = member, before.start()
        self.plurals.append((entity, entity))
        self.items.append((hit.start(), "entity:" + entity))
        self.blank(start, hit.end())

    def read_numbers(self) -> None:
        """The numbers left: counts, each with its bound ("at least 12"), a PCIe width in
        words ("sixteen-lane": x16); a count of one is no figure, unless it is an index ("GPU
        0 ... GPU 1")."""
        masked = self.masked
        hits = list(_NUMBER.finditer(masked))
        labels = [b.group(1).casefold() if (b := _INDEXED.search(
            masked, max(0, hit.start() - 16), hit.start())) else "" for hit in hits]
        indexed = {w for w, n in Counter(labels).items() if w and n > 1}  # "GPU 0 ... GPU 1"
        pcie = self.pcie
        for hit, label in zip(hits, labels, strict=True):
            amount = value(hit.group(0)) if hit.group(3) else float(hit.group(1) or hit.group(2))
            if amount is not None and pcie and (lane_word := _LANE_WORD.match(masked, hit.end())):
                self.quantities.add(f"x{amount:g}")  # "sixteen-lane PCIe 4.0", "16 通道": x16
                self.items.append((hit.start(), f"x{amount:g}"))
                self.blank(hit.start(), lane_word.end())
            elif amount is not None and (amount != 1 or label in indexed):
                rated = any(item.endswith("GB/s") and at < hit.start() and not _PHRASE_END.search(
                    masked, at, hit.start()) for at, item in self.items)
                bound = _bound_of(masked, hit.start(), self.t, self.chars, rated)
                self.quantities.add(f"{bound}{amount:g}")
                self.items.append((hit.start(), f"{amount:g}"))
            self.blank(hit.start(), hit.end())

    def settle_scopes(self) -> None:
        """Scopes that say nothing in this claim left out: in a claim without figures, those
        only inferred or quantifying its subject ("one GPU reads another's memory"); in one
        whose figures multiply ("18 links at 100 GB/s each, 1.8 TB/s in all"), every scope."""
        if not self.quantities:
            stated = {f"scope:{w.value}" for w in self.words_found
                      if w.kind == "scope"} - self.quantifiers
            self.qualifiers = {q for q in self.qualifiers
                               if not q.startswith("scope:") or q in stated}
            self.inferred &= self.qualifiers
        elif not any(q.endswith("/s") for q in self.quantities):  # "共有 4 颗", "4 chips in
            self.inferred |= self.qualifiers & {"scope:aggregate"}  # total": a count's total
        self.multiplied = _multiplied(self.quantities)  # is the count
        if self.multiplied:  # the figures say which is each link's and which the total
            self.qualifiers = {q for q in self.qualifiers if not q.startswith("scope:")}
            self.inferred &= self.qualifiers

    def negated(self, folded: str) -> bool:
        """Whether the general words left (``folded``) negate the claim an odd number of
        times."""
        negations = sum(w in self.t.negation for w in _LATIN.findall(folded))
        if _CJK.search(folded):
            negations += len(self.t.negation_cjk.findall(folded))
        return negations % 2 == 1

    def general_words(self, folded: str) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
        """The general words left, stemmed, stop words out, a verb class for its words (not
        "\\x00have", which says nothing), each where it stands; and where a stop word that
        still names what the claim speaks of stands ("the GPU": ``_DEVICE_WORDS``)."""
        t, masked = self.t, self.masked
        spans = [c for c in self.classes if not masked[c[0]:c[1]].isspace()]
        if _CJK.search(folded):
            folded = t.particles.sub(lambda m: " " * len(m.group(0)), folded)
        tokens = [(start, what.strip()) for start, _, what in spans if what.strip() != _BE]
        if spans:  # the words of a verb class are the class
            folded = _spliced(folded, ((start, end, " " * (end - start))
                                       for start, end, _ in spans))
        placed_only = []  # "the GPU": no word to score, a word where it stands ("to the host")
        for hit in _GENERAL.finditer(folded):
            if hit.group(0) not in t.stop and (word := _fold(hit.group(0))) not in t.stop:
                tokens.append((hit.start(), word))
            elif hit.group(0) in _DEVICE_WORDS:
                placed_only.append((hit.start(), "\x04gpu"))
        return tokens, placed_only

    def qualifying(self, tokens: Sequence[tuple[int, str]]) -> dict[str, str]:
        """Names that only qualify another (``Meaning.qualifying``): each with the key item
        or word it stands right before ("IBM POWER9", "IP sockets"), or "" in brackets."""
        text, items = self.text, self.items
        qualifying = {word: "" for word in self.bracketed}  # a brand before a name: "IBM POWER9"
        qualifying.update({item[5:]: following for (at, item), (then, following) in pairwise(
            sorted(items)) if item.startswith("name:") and item[5:] not in self.bracketed and
            following.startswith(("name:", "entity:")) and text[at + len(item) - 5:then].isspace()})
        qualifying.update({item[5:]: "word:" + word for at, item in items if item.startswith(
            "name:") and item[5:] not in qualifying.keys() | self.heads for then, word in tokens
            if word[:1].isalpha() and then > at and text[at + len(item) - 5:then].isspace()})
        # "IP sockets"; "RTX A6000 cards" are no "RTX cards"
        return qualifying

    def agents(self, sequence: tuple[str, ...]) -> set[str]:
        """Names that are an agent: of a passive ("released by PCI-SIG"), or an active verb's
        subject ("PCI-SIG released the spec")."""
        agents = {item[5:] for at, item in self.items if item.startswith("name:") and
                  _AGENT.search(self.text, max(0, at - 8), at)}
        if len(sequence) > 1 and sequence[0].startswith("\x02name:") and \
                sequence[1][:1] == "\x00":
            agents.add(sequence[0][6:])
        return agents

    def meaning(self, lang: str) -> Meaning:
        """What the stages read, as the claim's ``Meaning``: with its general words, the
        order of its parts, its entities with what they imply and what a multiple is of."""
        text, lex, t, items = self.text, self.lex, self.t, self.items
        folded = self.masked.casefold()
        negated = self.negated(folded)
        markers = [(m.start(), _split_at(m)) for m in t.markers.finditer(text)] \
            if t.marker_hints.search(self.lowered) else []
        tokens, placed_only = self.general_words(folded)
        words = {w for _, w in tokens}
        order: tuple[frozenset[str], ...] = ()
        if markers:
            order = _around(text, markers, [*items, *tokens])
            self.quantities -= _ratios(self.quantities, order)  # "doubled from 6 to 12": 6 to
            # 12 says it
        sequence = tuple(w for _, w in sorted(tokens + placed_only + [
            (at, intern("\x02" + item)) for at, item in items]))
        words |= {"\x01" + term for term in self.terms}  # a term only one claim names is a
        words |= {"\x03" + n for n in self.names}  # word apart
        named = [*((m.value, text[m.start:m.end]) for m in self.mentions), *self.plurals,
                 *self.owners]
        entities = frozenset(e + "#" + self.generations[e] if e in self.generations else e
                             for e in _closure(named, lex, t))
        multiple_at = t.multiples.search(text)
        based = unblocked = frozenset[str]()
        if multiple_at and len(named) > 1:
            places = [(m.start, m.end) for m in self.mentions]
            based = _based(text, named, places, multiple_at.start(), lex, t)
            unblocked = _based(text, named, places, -1, lex, t)  # wherever it stands: the
            # meaning signature of a wording that names it first ("NDR 的两倍: XDR ...") too
        counted, placed = _counted(text, self.quantities, items, self.words_found)
        return Meaning(
            entities=entities, quantities=frozenset(self.quantities),
            qualifiers=frozenset(self.qualifiers), inferred=frozenset(self.inferred),
            terms=frozenset(self.terms), names=frozenset(self.names), negated=negated,
            order=order, roles=_bound(text, items), words=frozenset(words),
            size=_count(words), initials=_initials(text), sequence=sequence,
            lang="zh" if _CJK.search(text) else lang if lang != "zh" else "en",
            verbs=frozenset(w for w in words if w[:1] == "\x00"),
            qualifying=tuple(sorted(self.qualifying(tokens).items())),
            named=frozenset(item for _, item in items),
            subjects=_without_built_on(entities, lex) - unblocked - {
                g for g in entities if t.sole_gpu.get(g) in entities},
            passive=bool(_PASSIVE.search(text)), counted=counted, placed=placed,
            multiplied=self.multiplied, agents=tuple(sorted(self.agents(sequence))),
            by=bool(_BY.search(text)), flags=tuple(sorted(self.flags)),
            multiple=multiple_at is not None, based=based,
            paired="2" not in self.quantities and _pairs(text))

_HEAD = re.compile(r"[A-Za-z]+$")
"""A domain term's last word, its head noun ("node" in "each node")."""
_HEAD_BEFORE = re.compile(r"(?<![A-Za-z0-9_.-])([A-Za-z]{2,})\s+$")
"""A word right before a figure's noun ("switch" in "switch port")."""
_NEXT_WORD = re.compile(r"[\s-]+([A-Za-z]+)\b")
"""The word after a domain term: with its head noun, a term of its own ("node pair")."""
_PHRASE_END = re.compile(r"[,;:()\uff0c\uff1b\u3001\uff1a\uff08\uff09\u3002!?]|\.(?=\s)|"
                         r"\b(?:and|while|whereas|but)\b|而|但", re.I)


def _phrase_starts(text: str) -> list[int]:
    """Where each phrase of ``text`` starts (``_PHRASE_END`` parts them), and one past its end."""
    return [0, *(m.start() for m in _PHRASE_END.finditer(text)), len(text) + 1]


def _phrase_at(starts: Sequence[int], at: int) -> int:
    """Which phrase (of ``_phrase_starts``) the place ``at`` stands in."""
    return bisect_right(starts, at) - 1


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


def _bound(text: str, items: Sequence[tuple[int, str]]) -> frozenset[tuple[str, str]]:
    """Each bandwidth of the claim with the direction stated in its phrase (between the
    separators around it, or when it states none, in the clause right before it if that
    clause states a direction and no bandwidth: "Per direction, X gives 450 GB/s"), when it
    states two bandwidths or more and two directions."""
    values = [(at, item) for at, item in items if item.endswith("GB/s")]
    directions = [(at, item) for at, item in items if item.startswith("direction:")]
    if len(values) < 2 or len({d for _, d in directions}) < 2:
        return frozenset()
    bounds = _phrase_starts(text)

    def within(k: int, found: Sequence[tuple[int, str]]) -> list[str]:
        return [x for x_at, x in found if bounds[k] <= x_at < bounds[k + 1]]

    def said(k: int) -> bool:  # a phrase with words in it, not the gap of ", and"
        return bool(re.search(r"\w", _PHRASE_END.sub("", text[bounds[k]:bounds[k + 1]])))

    roles = set()
    for at, item in values:
        k = _phrase_at(bounds, at)
        own = within(k, directions)
        before = next((j for j in range(k - 1, -1, -1) if said(j)), None)
        if not own and before is not None and not within(before, values):
            own = within(before, directions)  # "Per direction, X gives 450 GB/s"
        roles.add((item, own[0] if len(own) == 1 else ""))
    return frozenset(roles)


def _pairs(text: str) -> bool:
    """Whether the claim pairs two things of one kind without counting them (``paired``):
    "pairs with a second card", "can be paired with an NVLink bridge", "the GPU pair", "both",
    "a two-way bridge"; not when it pairs one thing with another ("pairs a Grace CPU with a
    B200 GPU": a wording with two B200s says another thing)."""
    for hit in _PAIRED.finditer(text):
        if hit.group(0)[:1].casefold() != "p":
            return True
        partner = _PARTNER.search(text, hit.end(), hit.end() + 60)
        if partner is None or re.search(r"second|bridge", partner.group(1), re.I):
            return True
    return False


def _directions_summed(text: str, items: Sequence[tuple[int, str]]) -> int | None:
    """Where a claim's rate stands that is twice another of its rates, when the smaller one's
    phrase (``_PHRASE_END``) says one direction and the bigger one's none, and the claim says
    nothing bidirectional: the bigger is both directions summed ("总带宽 900 GB/s, 每个方向
    450 GB/s" is "450 GB/s each way, 900 GB/s bidirectional"). None for any other claim."""
    if not any(item == "direction:unidirectional" for _, item in items) or any(
            item == _BIDIRECTIONAL for _, item in items):
        return None
    bounds = _phrase_starts(text)
    directed = {_phrase_at(bounds, at) for at, item in items if item.startswith("direction:")}
    rates = [(at, f[0]) for at, item in items if (f := _figure(item)) and f[1] == "GB/s"]
    for at, total in rates:
        if _phrase_at(bounds, at) not in directed and any(
                math.isclose(2 * each, total) and _phrase_at(bounds, where) in directed
                for where, each in rates):
            return at
    return None


def _counted(text: str, quantities: Iterable[str], items: Sequence[tuple[int, str]],
             found: Iterable[Mention]) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """For a claim with a count and a rate, the scopes its counted nouns imply and each figure
    with the scopes stated in its phrase (``Meaning.counted``, ``Meaning.placed``)."""
    figures = [f for q in quantities if (f := _figure(q))]
    if not any(not unit for _, unit in figures) or not any(u.endswith("/s") for _, u in figures):
        return (), ()  # tuples: an empty one is one object, unpickled from the workers too
    nouns = tuple(sorted({f"scope:{w.value}" for w in found if w.kind == "noun"} | {
        _PER_GPU for at, item in items if (f := _figure(item)) and not f[1] and
        _COUNTED_GPUS.match(text, at)})) or ("scope:none",)  # "8 GPUs, 1.8 TB/s each"
    bounds = _phrase_starts(text)
    placed = set()
    each = [w.start for w in found if w.kind == "each"]
    for at, item in items:
        if _figure(item) is None:
            continue
        k = _phrase_at(bounds, at)
        placed |= {(item, scope) for s_at, scope in items if scope.startswith("scope:") and
                   bounds[k] <= s_at < bounds[k + 1]}
        if any(at < e < bounds[k + 1] and not any(  # "50 GB/s each": each counted one's
                at < f_at < e and _figure(f) for f_at, f in items) for e in each):
            placed |= {(item, scope) for scope in nouns if scope != "scope:none"}
        placed |= {(item, f"scope:{w.value}") for w in found if w.kind == "noun" and
                   at < w.start < bounds[k + 1] and _RATED_NOUN.fullmatch(text, at, w.start)}
    return nouns, tuple(sorted(placed))


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


def _multiplied(quantities: Iterable[str]) -> bool:
    """Whether a count of the claim times one of its bandwidths is another of them ("18 links
    at 100 GB/s each, 1.8 TB/s in all"): the figures then say which is each link's (port's,
    GPU's) and which the total, whatever scope words a wording gives them or leaves out, so
    its scope qualifiers are not compared. Its direction still is."""
    counts, rates = [], []
    for q in quantities:
        if q.endswith(" GB/s") and q[:1].isdigit():
            rates.append(float(q[:-5]))
        elif q[:1].isdigit() and q.replace(".", "", 1).isdigit():
            counts.append(float(q))
    return any(math.isclose(n * each, total, rel_tol=1e-3) for n in counts if n > 2
               for each in rates for total in rates)  # 2: as often "twice" as two links


def _figure(item: str) -> tuple[float, str] | None:
    """A figure's amount and unit ("900 GB/s": 900, "GB/s"; "6": 6, ""), or None for a bound
    or a non-figure."""
    amount, _, unit = item.partition(" ")
    try:
        return float(amount), unit
    except ValueError:
        return None


def _ratios(quantities: Iterable[str], order: tuple[frozenset[str], ...]) -> set[str]:
    """The multipliers of a claim ("doubled", "2x", "twice") that two of its figures in one
    unit, before and after an order marker, already say ("doubled the link count from 6 to
    12": 12 is twice 6), so a wording may leave them out. A multiplier the figures do not say
    ("tripled ... from 6 to 12") stays a figure of its own, and so does one as big as either
    figure (in "doubled from 6 to 12", 6 is not 12 over 2)."""
    multipliers = {f"{f[0]:g}": q for q in quantities if (f := _figure(q)) and not f[1]}
    found = set()
    for before, after in zip(order[::2], order[1::2], strict=True):
        for x in filter(None, map(_figure, before)):
            for y in filter(None, map(_figure, after)):
                ratio = y[0] / x[0] if x[0] else 0.0
                if x[1] == y[1] and 0 < ratio < min(x[0], y[0]) and (  # not "from 2 to 12"
                        k := multipliers.get(f"{ratio:g}")):
                    found.add(k)
    return found


def _paired_otherwise(a: frozenset[tuple[str, str]], b: frozenset[tuple[str, str]]) -> bool:
    """Whether a bandwidth both claims give a direction to has another in each ("50 GB/s
    bidirectional, 25 GB/s each way" against the reverse); a bandwidth whose phrase one claim
    gives no direction of its own ("a link gives 128 GB/s") contradicts none."""
    return _differ(((f, d) for f, d in a if d), ((f, d) for f, d in b if d))


def _split_at(m: re.Match[str]) -> int:
    """Where an order marker splits a claim: at its last group if it has one ("from A to B"
    splits at "to"), else where it starts."""
    last = max((k for k in range(1, (m.re.groups or 0) + 1) if m.group(k) is not None),
               default=0)
    return m.start(last)


def _identity(name: str, written: str, lex: Lexicon) -> str:
    """An entity as compared: its canonical name, or for the kinds whose aliases are products
    of their own (network adapters, memories: "ConnectX-7", "BlueField-3", "HBM3e") the alias
    as written."""
    if lex.entities[name].kind in ("nic", "memory"):
        return name + ":" + re.sub(r"[\s-]+", "", written.casefold())
    return name


def _meanings(batch: Sequence[tuple[str, str]]) -> list[Meaning]:
    lex = lexicon()
    return [meaning(text, lang, lex) for text, lang in batch]


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


def _around(text: str, markers: Sequence[tuple[int, int]], found: Sequence[tuple[int, str]]
            ) -> tuple[frozenset[str], ...]:
    """For each marker, what its clause (between separators, ``_PHRASE_END``; a marker that
    splits at a later word starts where it starts: "first A, then B", "the A100's NVLink went
    from 6 to 12") holds before where it splits and after: words outside are free to move
    ("NVLink 5 doubles per-GPU bandwidth, from 900 GB/s to 1.8 TB/s" is "NVLink 5 goes from
    900 GB/s to 1.8 TB/s per GPU")."""
    ends = _phrase_starts(text)
    sides: list[frozenset[str]] = []
    for begins, at in markers:
        start = begins if begins < at else max(e for e in ends if e <= at)
        end = min(e for e in ends if e > at)
        sides += [frozenset(w for p, w in found if start <= p < at),
                  frozenset(w for p, w in found if at <= p < end)]
    return tuple(sides)


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


def _without_built_on(entities: frozenset[str], lex: Lexicon) -> frozenset[str]:
    """``entities`` without each GPU of the NVLink generation of a superchip among them."""
    found = [lex.entities[e] for e in entities if e in lex.entities]
    uses = {e.uses for e in found if e.kind == "superchip"}
    if not uses:
        return entities
    return entities - {e.name for e in found if e.kind == "gpu" and e.uses in uses}


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


def _count(words: Iterable[str]) -> float:
    """Words counted, a Chinese character as half a word (most Chinese words are two)."""
    return sum(0.5 if "\u3400" <= w[:1] <= "\u9fff" else 1.0 for w in words)


@lru_cache(maxsize=256)
def _needed(size: int, keys: int = 0, verbs: int = 0) -> int:
    """The fewest general words a claim of ``size`` words (``verbs`` of them verbs of a class)
    shares with any claim it can match (one of its own size or smaller: a bigger one would be
    the other side of the pair), whose words apart may all be verbs."""
    return min(shared for other in range(size + 1) for shared in range(other + 1)
               if score_of(shared + (keys if other <= SHORT else 0),
                           size - shared - (1 - VERB_APART) * min(verbs, size - shared) +
                           VERB_APART * (other - shared)) >= THRESHOLD)


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


@dataclass(slots=True)
class Match:
    """Two claims judged the same, with the score and the reason."""

    a: int
    b: int
    score: float
    reason: str


def cluster(matches: Iterable[Match]) -> list[list[int]]:
    """Complete-linkage clusters: best pairs first, and two clusters join only when every
    member of one matches every member of the other (A~B and B~C never pull in a C unlike A)."""
    ordered = sorted(matches, key=lambda m: (-m.score, m.a, m.b))
    linked = {(m.a, m.b) for m in ordered} | {(m.b, m.a) for m in ordered}
    owner: dict[int, list[int]] = {}
    for m in ordered:
        ca = owner.get(m.a, [m.a])
        cb = owner.get(m.b, [m.b])
        if ca is cb or not all((x, y) in linked for x in ca for y in cb):
            continue
        merged = ca + cb
        for member in merged:
            owner[member] = merged
    unique = {id(c): c for c in owner.values()}
    return sorted((sorted(c) for c in unique.values()), key=lambda c: c[0])


def _assertions(text: str, lex: Lexicon) -> frozenset[tuple[object, ...]]:
    return frozenset((a.subject, a.attribute, a.value, a.direction, a.scope)
                     for a in read(unicodedata.normalize("NFKC", text), lex).assertions)


def _assertions_of(texts: Sequence[str]) -> list[frozenset[tuple[object, ...]]]:
    lex = lexicon()
    return [_assertions(text, lex) for text in texts]


READ_AS = "with names, figures and qualifiers read as the entities and values they stand for"
"""What ``score`` compares, as a match's reason says it: 'Hopper GPUs get 900 GB/s ...' and
'NVLink 4.0 provides 900 GB/s ...' are 100 alike so read (Hopper's NVLink is NVLink 4.0)."""


def written(a: str, b: str) -> float:
    """How alike two wordings are as a reader sees them, 0-100: their words in any order, case
    and punctuation aside (rapidfuzz token_sort_ratio)."""
    from rapidfuzz import fuzz, utils

    return float(fuzz.token_sort_ratio(a, b, processor=utils.default_process))


@dataclass
class Deduper:
    """The matcher over a list of claims (with their languages), reused by dedup, add, ingest.

    A claim written word for word like an earlier one (same language) is one of its
    ``repeats``; only distinct wordings are read and compared, so a claim copied a thousand
    times costs no more than one."""

    texts: Sequence[str]
    langs: Sequence[str]
    threshold: float = THRESHOLD

    def __post_init__(self) -> None:
        self.lex = lexicon()
        seen: dict[tuple[str, str], int] = {}
        self.first = [seen.setdefault(key, i)
                      for i, key in enumerate(zip(self.texts, self.langs, strict=True))]
        """For each claim, the first claim worded exactly like it (itself, as a rule)."""
        self.distinct = [i for i, j in enumerate(self.first) if i == j]
        self.repeats = [Match(j, i, 100.0, "the same wording, word for word")
                        for i, j in enumerate(self.first) if i != j]
        self._meanings: dict[int, Meaning] = {}
        self._read: dict[int, frozenset[tuple[object, ...]]] = {}
        self._common: frozenset[str] | None = None
        self._keyed: dict[tuple[object, ...], list[int]] | None = None

    @property
    def common(self) -> frozenset[str] | None:
        """The general words that more than ``RARE_SHARE`` of the distinct wordings (and more
        than ``RARE_AT_MOST``) use: content that tells claims apart (``score``); None in a
        store of fewer than ``RARE_STORE`` distinct wordings."""
        if len(self.distinct) < RARE_STORE:
            return None
        if self._common is None:
            self._read_all(self.distinct)
            used = Counter(w for i in self.distinct for w in self.sig(i).words)
            limit = max(RARE_AT_MOST, RARE_SHARE * len(self.distinct))
            self._common = frozenset(w for w, n in used.items() if n > limit)
        return self._common

    def sig(self, i: int) -> Meaning:
        """Claim ``i``'s meaning (read when first needed)."""
        found = self._meanings.get(i)
        if found is None:
            found = self._meanings[i] = meaning(self.texts[i], self.langs[i], self.lex)
        return found

    def _read_all(self, indexes: Iterable[int]) -> None:
        """Read the meanings of ``indexes`` at once (on every core for many)."""
        from .batch import in_parallel

        todo = sorted(set(indexes) - self._meanings.keys())
        batch = [(self.texts[i], self.langs[i]) for i in todo]
        self._meanings.update(zip(todo, in_parallel(_meanings, batch, from_size=PARALLEL_FROM),
                                  strict=True))

    def assertions(self, i: int) -> frozenset[tuple[object, ...]]:
        """What claim ``i`` asserts (subject, attribute, value, direction, scope), read by
        nvfacts/reading: the values with their roles."""
        found = self._read.get(i)
        if found is None:
            found = self._read[i] = _assertions(self.texts[i], self.lex)
        return found

    def check(self, i: int, j: int) -> tuple[float, str | None]:
        """The pair's score and why it must not merge (None: it may)."""
        a, b = self.sig(i), self.sig(j)
        refused = guard(a, b)
        if refused is not None:
            return 0.0, refused
        s = score(a, b, self.common)
        if s < self.threshold:
            return s, f"similarity {s:.1f} {READ_AS} under {self.threshold:g}"
        return s, None

    def matches(self, pairs: Iterable[tuple[int, int]] | None = None) -> list[Match]:
        """Guarded pairs scoring at least the threshold, among ``pairs`` (default: the
        candidate pairs of the distinct wordings)."""
        if pairs is None:
            d = self.distinct
            self._read_all(d)
            pairs = ((d[a], d[b]) for a, b in candidates([self.sig(i) for i in d]))
        else:
            pairs = list(pairs)
            self._read_all(i for pair in pairs for i in pair)
        kept = []
        common = self.common
        for i, j in pairs:
            a, b = self.sig(i), self.sig(j)
            if (s := score(a, b, common)) >= self.threshold and guard(a, b) is None:  # cheaper
                kept.append((i, j, s))
        return [Match(i, j, s, "same numbers, subjects, names, direction and scope, domain "
                               f"terms and negation; similarity {s:.1f} {READ_AS} (as written: "
                               f"{written(self.texts[i], self.texts[j]):.1f})")
                for i, j, s in kept]

    def _read_assertions(self, indexes: Iterable[int]) -> None:
        """Read what ``indexes`` assert at once (on every core for many)."""
        from .batch import in_parallel

        todo = sorted(set(indexes) - self._read.keys())
        self._read.update(zip(todo, in_parallel(_assertions_of, [self.texts[i] for i in todo],
                                                from_size=PARALLEL_FROM), strict=True))

    def clusters(self, matches: Iterable[Match]) -> list[list[int]]:
        """Complete-linkage clusters of ``matches`` (pairs of distinct wordings), each member
        with its word-for-word repeats; a repeated claim that matches nothing else is a cluster
        with its repeats."""
        copies: dict[int, list[int]] = defaultdict(list)
        for m in self.repeats:
            copies[m.a].append(m.b)
        found = [sorted(i for r in group for i in (r, *copies.get(r, ())))
                 for group in cluster(matches)]
        grouped = {i for group in found for i in group}
        found += [[r, *others] for r, others in copies.items() if r not in grouped]
        return sorted(found, key=lambda c: c[0])

    def cross_lingual(self) -> list[Match]:
        """Pairs in different languages whose assertions are equal and specific (each names a
        generation-level subject and a value, and together state a direction or scope), or
        whose meanings the guard finds equal, language aside, with ``NAMED`` key items or more
        written alike and the same domain terms (``_across``): general words are not compared
        across languages, so what the two say must be in what the guard compares."""
        matched = self._across()
        paired = {(m.a, m.b) for m in matched}
        by_assertions: dict[frozenset[tuple[object, ...]], list[int]] = defaultdict(list)
        self._read_assertions(self.distinct)
        for i in self.distinct:
            found = self.assertions(i)
            if found and all(self._specific(a) for a in found) and any(
                    a[3] or a[4] for a in found):
                by_assertions[found].append(i)
        for group in by_assertions.values():
            for x, i in enumerate(group):
                for j in group[x + 1:]:
                    if self.langs[i] != self.langs[j] and (i, j) not in paired and (
                            self.sig(i).terms == self.sig(j).terms):  # "用于训练": said more
                        matched.append(Match(i, j, 100.0, "cross-lingual: the same assertions "
                                             + "; ".join(_describe(a) for a in
                                                         sorted(self.assertions(i), key=str))))
        return matched

    def _across(self) -> list[Match]:
        """Pairs in different languages that the guard lets through, language aside, naming
        ``NAMED`` key items or more alike and the same domain terms (a term only one names,
        "用于训练", is no general word here: no word is compared): "H100 的第四代 NVLink 每 GPU
        双向 900 GB/s" and "the H100's fourth-generation NVLink: 900 GB/s per GPU,
        bidirectional"."""
        self._read_all(self.distinct)
        groups: dict[tuple[object, ...], list[int]] = defaultdict(list)
        for i in self.distinct:
            for key in self.sig(i).signatures:
                groups[key[1:]].append(i)  # the meaning signature, language aside
        matched = []
        seen: set[tuple[int, int]] = set()
        for group in groups.values():
            if len({self.sig(i).lang for i in group}) < 2:
                continue
            for x, i in enumerate(group):
                for j in group[x + 1:]:
                    a, b = self.sig(i), self.sig(j)
                    if a.lang == b.lang or (i, j) in seen:
                        continue
                    seen.add((i, j))
                    if len(a.named & b.named) >= NAMED and (
                            a.terms == b.terms) and guard(a, replace(b, lang=a.lang)) is None:
                        matched.append(Match(i, j, 100.0, "cross-lingual: the same " + ", ".join(
                            sorted(a.named & b.named))))
        return matched

    def _specific(self, a: tuple[object, ...]) -> bool:
        entity = self.lex.entities.get(str(a[0]))
        generic = entity is not None and entity.family is None and any(
            e.family == entity.name for e in self.lex.entities.values())
        return not generic and isinstance(a[2], float) and math.isfinite(a[2])

    def by_key(self) -> dict[tuple[object, ...], list[int]]:
        """Every claim's index by its meaning signature, in order (read once: ingest asks
        ``best_match`` once per claim of a page)."""
        if self._keyed is None:
            self._read_all(range(len(self.texts)))
            self._keyed = defaultdict(list)
            for i in range(len(self.texts)):
                for key in self.sig(i).signatures:
                    self._keyed[key].append(i)
        return self._keyed

    def best_match(self, text: str, lang: str, read: Meaning | None = None
                   ) -> tuple[int, float] | None:
        """The existing claim that ``text`` duplicates, if any (used by add and ingest): of
        the claims with its meaning signature, the guard's pairs only (``read``: the meaning
        of ``text``, when it was read already)."""
        new = read or meaning(text, lang, self.lex)
        best: tuple[int, float] | None = None
        keyed = self.by_key()
        for i in sorted({i for key in new.signatures for i in keyed.get(key, ())}):
            other = self.sig(i)
            if guard(new, other) is not None:
                continue
            s = score(new, other, self.common)
            if s >= self.threshold and (best is None or s > best[1]):
                best = (i, s)
        return best


def could_repeat(claim: str, texts: Sequence[str]) -> list[int]:
    """Indexes of the texts that might be duplicates of ``claim``: those naming each entity it
    names, by any name the matcher reads as it (an alias, an abbreviation of one, or for a
    generation its family's name, which a GPU named beside it makes that generation: 'The H200
    has 18 NVLink links'; a GPU also by its architecture's, an architecture by its GPUs' and
    their NVLink's), and writing one of its bandwidths in GB/s, TB/s, Gb/s or Tb/s or a number
    in words (a duplicate names the same entities and figures); every text when the claim
    names and figures nothing. Lets ``add`` skip reading the meaning of a whole store;
    tests/test_dedup.py checks that it keeps every pair the matcher merges in the labelled
    sets."""
    lex = lexicon()
    claim = unicodedata.normalize("NFKC", claim)
    named = {m.value for m in lex.find_entities(claim)}
    short: dict[str, list[str]] = defaultdict(list)
    for abbreviation, full in (lex.paraphrase.get("abbreviations") or {}).items():
        short[str(full).lower()].append(str(abbreviation))

    def names(entity: str) -> set[str]:
        found = lex.entities[entity]
        kin = [e for e in lex.entities.values() if found.architecture == e.name or
               e.architecture == entity]  # a GPU and its architecture ('Hopper GPU': H100)
        kin += [lex.entities[e.uses] for e in kin if e.uses in lex.entities]  # its NVLink
        own = {entity, *found.aliases, *(n for e in kin for n in (e.name, *e.aliases))}
        return {*own, *(a for n in own for a in short.get(n.lower(), ())),
                *(names(found.family) if found.family else ())}

    def pattern(alternatives: Iterable[str]) -> str:
        return "|".join(re.escape(a).replace(r"\ ", r"[\s-]*").replace(r"\-", r"[\s-]*")
                        for a in sorted(alternatives, key=len, reverse=True))

    tests = [re.compile(pattern(names(e)), re.I) for e in named]
    figures = {float(q.group(1).replace(",", "")) * to_gbps(q.group(2), lex)
               for q in bandwidth_quantity(lex).finditer(claim)}
    if figures:
        written = {f for v in figures for x in (v, v * 8, v / 1000, v * 8 / 1000)
                   for f in (f"{x:g}", f"{x:,.0f}") if f not in ("0", "0.0")}
        words = [str(w) for w in lex.paraphrase.get("number-words") or {}]
        tests.append(re.compile(rf"{pattern(written)}|\b(?:{pattern(words)})\b|[一二三四五六七八九十百千]",
                                re.I))
    if not tests:
        return list(range(len(texts)))
    return [i for i, t in enumerate(texts)
            if all(test.search(unicodedata.normalize("NFKC", t)) for test in tests)]


def _describe(a: tuple[object, ...]) -> str:
    words = [str(a[0]), str(a[1]), f"{a[2]:g}", *(str(x) for x in a[3:5] if x)]
    return " ".join(words)
