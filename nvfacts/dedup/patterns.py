"""The patterns a claim is read with (``reader``): the words of scopes, totals, names, flags,
counts, generations and phrases, each with what it matches."""

from __future__ import annotations

import re

from ..reading.numbers import CHINESE
from .tables import _DIGITS

_ACROSS = re.compile(r"across|system|wide|whole|entire|整|全", re.I)
"""Words of a total that say what it is summed over ("across the system", "system-wide")."""
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
_PAIRED = re.compile(r"\bpair(?:s|ed|ing)?\b|\ba\s+second\s+[a-z]|\bboth\b(?!\s+(?:directions?|"
                     r"ways)\b)|\btwo-way\s+(?:\S+\s+)?bridges?\b|一对|成对", re.I)
_GPU_NOUN = re.compile(r"GPU|显卡|卡", re.I)
"""A GPU named as a noun: a system's figure said of its GPUs is no total of the system."""
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
_AFTER_FIGURE = re.compile(r"\d\s*[A-Za-z/]+\s*$")
"""A figure and its unit ending where a word begins ("1.6 Tbit/s| a port")."""
_PER_WORD = re.compile(r"\bper\b|每|/|-wide\b|\btotal\b|\bacross\b|总|全", re.I)
"""Words that make a GPU the scope of a figure ("per GPU", "GPU-wide") rather than a quantifier
of the subject ("one GPU", "every GPU", "each GPU")."""
_ALL_PAIRS = re.compile(r"\b(?:any|every|each)\s+other\b|\bany\s+GPUs\b|"
                        r"任意\s*(?:其他|其它|另一|两)|任何其他|任意\s*GPU\s*之间", re.I)
"""Words by which a figure is said of any two GPUs: "every GPU" is then no scope of its own
("every GPU can reach any other at 900 GB/s" against "any GPU can talk to any other"); "any
GPUs" and "任意 GPU 之间" are "any two GPUs", "任意两块 GPU 之间" as the lexicon rewrites them."""
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


_TRAILING_NUMBER = re.compile(r"[\s-]*\d+(?:\.\d+)?$")


_BARE_GEN = re.compile(r"\bgen[\s-]*(\d)\b(?![.,]\d)", re.I)


_HEAD = re.compile(r"[A-Za-z]+$")
"""A domain term's last word, its head noun ("node" in "each node")."""
_HEAD_BEFORE = re.compile(r"(?<![A-Za-z0-9_.-])([A-Za-z]{2,})\s+$")
"""A word right before a figure's noun ("switch" in "switch port")."""
_NEXT_WORD = re.compile(r"[\s-]+([A-Za-z]+)\b")
"""The word after a domain term: with its head noun, a term of its own ("node pair")."""
_PHRASE_END = re.compile(r"[,;:()\uff0c\uff1b\u3001\uff1a\uff08\uff09\u3002!?]|\.(?=\s)|"
                         r"\b(?:and|while|whereas|but)\b|而|但", re.I)
