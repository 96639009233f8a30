"""A claim's ``Meaning``: what dedup compares, read by ``reader.meaning``, and the qualifiers
the guard and the reader both name."""

from __future__ import annotations

from dataclasses import dataclass

from .thresholds import KEY_WORDS


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
_PER_GPU = "scope:per-gpu"
_GPU_PAIR = "unit-counted/per-gpu-pair"
"""The domain term of a figure said of two GPUs at once ("per GPU pair", "between any two
GPUs"; ``reader._optional_scopes``)."""
_TWO = frozenset({"2"})
"""A count of two, which a claim that pairs things says without the number (``paired``)."""
_BIDIRECTIONAL = "direction:bidirectional"
"""A GPU's figure in total is the GPU's figure ("600 GB/s of total bandwidth per GPU", "each
A100 gets 600 GB/s"); a total said of no GPU may be of any number of them ("130 TB/s, the
total across all 72 GPUs" is not "130 TB/s available to each")."""
