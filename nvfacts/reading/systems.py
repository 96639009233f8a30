"""Systems, superchips, cards and the GPUs housed in them: the head of a name, the system or
fabric a GPU sits in, a bridged card, the carrier (a NIC) of a figure, a CPU-GPU link, the means
(NVLink, PCIe, a network) a figure travels over, and the attribute a figure resolves to."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from ..lexicon import Lexicon, Match
from .figures import ahead
from .kinds import CARRIERS, NOT_A_SUBJECT, OWN_SUBJECT, WHOLE
from .mentions import _compared, _compile_blockers
from .numbers import NUMBER
from .phrases import Span
from .quantities import Quantity
from .relations import _alternation, hints, may_hold, starting_words
from .relations import listed as listed_words

_LOCATED = re.compile(r"\s*(?:on|in|of|for|inside)\s+(?:the\s+|an?\s+|each\s+)?", re.I)
"""Between an interconnect, or figures, and the product they are of: "Gen5 PCIe on the H100 is
64 GB/s" is the PCIe's figure, "7.2 TB/s aggregate on the DGX H100" the DGX H100's."""


_POSSESSIVE = re.compile(r"(?:\s*(?:'s|\u2019s)|\s*(?:[\u4e00-\u9fff]{0,3}的)|\s+(?:the\s+|its\s+)?"
                         r"(?:superchip|GPU|chip|card|system|board)(?:'s|\u2019s))\s*", re.I)


def _gpus_generation(sentence: Span, mentions: Sequence[Match], lex: Lexicon) -> str | None:
    """The one NVLink generation of the GPUs a sentence names, none when it names GPUs of two
    generations or none."""
    generations = {lex.entities[m.value].uses for m in mentions if sentence.holds(m.start)
                   and lex.entities[m.value].kind == "gpu"}
    return generations.pop() if len(generations) == 1 else None


def _bridged_card(mentions: Sequence[Match], lex: Lexicon) -> str | None:
    """The card a bridge figure belongs to when "PCIe" names a form factor ("PCIe-form-factor
    H100 boards talk over NVLink bridges at 400 GB/s", "the PCIe version needs the bridge"):
    the card named, else the PCIe card of the GPU named."""
    card = next((m.value for m in mentions if lex.entities[m.value].kind == "card"), None)
    if card is not None:
        return card
    gpu = next((m.value for m in mentions if lex.entities[m.value].kind == "gpu" and
                f"{m.value} PCIe" in lex.entities), None)
    return f"{gpu} PCIe" if gpu else None


def _carrier(q: Quantity, values: Sequence[Quantity], clause: Span, mentions: Sequence[Match],
             lex: Lexicon, text: str) -> str | None:
    """The interconnect a system's or superchip's figure is carried on, when the clause names
    one other than NVLink nearer to this figure than to any other ("the GH200 gets 900 GB/s
    over NVLink-C2C", "GH200: 600GB/s coherent NVLink-C2C interface"; not "7.2 TB/s of NVLink,
    plus a 900 GB/s NVLink-C2C"), and not as what a ratio compares with ("..., 带宽 900GB/s,
    是 PCIe 5.0 的 7 倍")."""
    def gap(m: Match, v: Quantity) -> int:
        return max(m.start - v.end, v.start - m.end)

    def beside(m: Match, v: Quantity) -> bool:  # no bracket closing the figure's phrase between
        return ")" not in text[v.end:m.start] if v.end <= m.start else \
            "(" not in text[m.end:v.start]

    carriers = [m for m in mentions if clause.holds(m.start) and
                lex.entities[m.value].kind == "interconnect" and beside(m, q) and
                min((v for v in values if beside(m, v)), key=lambda v: gap(m, v)) is q and
                not _compared(m, text, values, lex.derived("blockers", _compile_blockers).ratio)
                and not system_words(lex).not_over.search(text, max(0, m.start - 16), m.start)]
    # "..., 带宽 900GB/s, 不走 PCIe": the link it does not go over carries none of it
    nearest = min(carriers, key=lambda m: gap(m, q)) if carriers else None
    if nearest is None or (lex.entities[nearest.value].family or nearest.value) == "NVLink":
        return None  # "GB200 中 ... NVLink-C2C 与 Grace 相连, GPU 之间则走第五代 NVLink, 1.8TB/s"
    return nearest.value


def _compile_cpu_gpu_link(lex: Lexicon) -> re.Pattern[str]:
    """The words naming the link between a superchip's CPU and GPU (the lexicon's question
    words for it: "CPU-GPU", "chip-to-chip", "Grace 与 Hopper") before a link's noun, to be
    searched in text without its spaces ("CPU to GPU link" as "CPUtoGPUlink")."""
    words = "|".join(re.escape(_SPACES.sub("", w)) for w in sorted(
        lex.questions.get("cpu-link", []), key=len, reverse=True))
    return re.compile(r"(?:" + words + r")(?:之间的?)?(?:interconnect|link|"
                      r"connection|bandwidth|bus|互联|互连|链路|连接|带宽)", re.I)


_SPACES = re.compile(r"\s+")


def _compile_cpu(lex: Lexicon) -> re.Pattern[str]:
    words = "|".join(re.escape(w) for w in sorted(lex.not_a_property.get("cpu", []), key=len,
                                                    reverse=True))
    return re.compile(ahead(words) + r"(?<![A-Za-z])(?:" + words + r")(?![A-Za-z])",
                      re.I)


def _cpu_hints(lex: Lexicon) -> tuple[str, ...] | None:
    return hints(lex.not_a_property.get("cpu", []))


@dataclass(frozen=True, slots=True)
class _SystemWords:
    """The lexicon's words (section ``relation-words``: ``cpu-each``, ``nic-it``,
    ``system-set-against``) that say whose a system's figure is, as patterns."""

    each_cpu: re.Pattern[str]
    """Right before a CPU's name, a word taking one of many: "each Grace CPU", "每个 Grace
    CPU"."""
    it: re.Pattern[str]
    """Before a figure, "it" as the subject of its verb: "..., which is why it tops out at 400
    Gb/s"."""
    set_against: re.Pattern[str]
    """Before a system's name, words that set it against the thing a figure is of."""
    each_with: re.Pattern[str]
    """Before a count, words giving it to each of the parts counted before ("36 superchips,
    each with one Grace and two B200s"): each part's count, no count of the whole."""
    inside: re.Pattern[str]
    """Between two names, a word placing the first inside the second (``inside``), perhaps an
    article: "Per GPU in a DGX H100", "the NVLink Switch System in DGX GH200"."""
    means: re.Pattern[str]
    """After a switch's name, words that make it the means GPUs are joined by, whose figure is
    their NVLink's: "p4d: 8x A100, 600 GB/s NVSwitch interconnect" (``switch-as-means``)."""
    described: re.Pattern[str]
    """Between an architecture and a product it describes, an adjective's ending
    (``architecture-describes``): "the Ampere architecture-based NVIDIA RTX A6000" names the
    card."""
    owner: re.Pattern[str]
    """Between a GPU or architecture and its NVLink: "Blackwell's per-GPU NVLink" is NVLink 5.0,
    and so is "the B200's own NVLink" (``own-words``)."""
    ends_joined: re.Pattern[str]
    """Between a CPU and a GPU named as the two ends of a link: "Grace talks to the", "CPU 与",
    "CPU-" (``link-ends-joined``)."""
    counted_end: re.Pattern[str]
    """Before a CPU or GPU, a number counting it: a superchip's parts listed, no link's end
    (``counted-end``: "two B200 GPUs and one Grace CPU", "2 颗")."""
    carried_over: re.Pattern[str]
    """Before an interconnect, the word a figure goes through it by: "over PCIe", "走的是 PCIe"
    (``carried-over``, ``carried-over-fillers``)."""
    not_over: re.Pattern[str]
    """Before an interconnect, a carried-over word denied: "不走 PCIe", "not over PCIe" (a
    negator, then ``carried-over``): what the figure does not go through."""
    same_as: re.Pattern[str]
    """Before a system's name, "the same ... as": the thing compared with, never the whole whose
    NVLink a figure is ("DGX H200 ... with the same 900 GB/s per GPU NVLink fabric as DGX H100"
    is the DGX H200's: ``system-same``, ``system-same-as``)."""
    a_gpu: re.Pattern[str]
    """After an architecture's name, one of its GPUs: "each Blackwell GPU" names the GPU
    (``gpu-nouns``)."""
    housed: re.Pattern[str]
    """Between a GPU and a system, the word housing it there: "each B200 in an HGX B200"
    (``housed-in``)."""
    in_it: re.Pattern[str]
    """After a GPU, "in it": the system named before houses it (``inside``,
    ``in-it-pronouns``)."""
    era: re.Pattern[str]
    """Between an architecture's name and a switch's, the words that date the switch: "the
    Hopper-era NVSwitch" is an NVSwitch (``switch-era``)."""
    fabric: re.Pattern[str]
    """After a system's switch, the network it makes: "The DGX A100's NVSwitch fabric" is the
    system's (``switch-fabric``)."""


def _compile_system_words(lex: Lexicon) -> _SystemWords:
    said = lex.relation_words

    listed = partial(listed_words, lex)

    def words(key: str) -> str:
        return starting_words(str(w) for w in said.get(key, []))

    return _SystemWords(
        each_cpu=re.compile(r"(?:" + words("cpu-each") + r")\s*$", re.I),
        it=re.compile(r"(?:" + words("nic-it") + r")\b[^,;:()\d]{0,30}$", re.I),
        set_against=re.compile(r"(?:" + words("system-set-against").replace(r"\ ", r"\s+") +
                               r")\s+(?:the\s+|an?\s+)?$", re.I),
        each_with=re.compile(r"(?:" + words("each-with") + r")[^.;:,\u3002\uff1b\uff0c]{0,40}$",
                             re.I),
        inside=re.compile(r"\s+(?:" + listed("inside") + r")\s+(?:the\s+|an?\s+)?", re.I),
        means=re.compile(r"\s*(?:GPU\s*)?(?:" + listed("switch-as-means") + ")", re.I),
        described=re.compile(r"\s*-?\s*(?:" + listed("architecture-describes") + r")\s+", re.I),
        owner=re.compile(r"\s*(?:'s|\u2019s|的)?\s*(?:(?:" + listed("own-words", True) +
                         r")\s+|(?:" + listed("own-words", False) + r")\s*)?"
                         r"(?:per[- ]GPU\s+|每\s*GPU\s*)?"),
        ends_joined=re.compile(r"[^,;:()]{0,24}?(?:\b(?:" + _alternation(
            w for w in lex.words("link-ends-joined") if _word_like(w)) + r")\b|" + _alternation(
            w for w in lex.words("link-ends-joined") if not _word_like(w)) +
            r")[^,;:()]{0,16}$", re.I),
        counted_end=re.compile("(?:" + NUMBER + r")\s*(?:" + listed("counted-end") + r")?\s*$",
                               re.I),
        carried_over=re.compile(r"(?:" + starting_words(lex.words("carried-over")) +
                                r")\s*(?:(?:" + listed("carried-over-fillers") +
                                r")\s*)?(?:the\s+|an?\s+|its\s+|their\s+)?$", re.I),
        not_over=re.compile(r"(?:" + words("negators") + r")\s*(?:" + starting_words(
            lex.words("carried-over")) + r")\s*(?:the\s+|an?\s+|its\s+)?$", re.I),
        same_as=re.compile(r"\b(?:" + listed("system-same") + r")\b[^,;:()]{0,50}\b(?:" +
                           listed("system-same-as") + r")\s+(?:the\s+|an?\s+|its\s+)?$", re.I),
        a_gpu=re.compile(r"\s*(?:" + listed("gpu-nouns") + ")", re.I),
        housed=re.compile(r"(?:\s*GPUs?)?\s+(?:" + listed("housed-in") +
                          r")\s+(?:the\s+|an?\s+|each\s+)?", re.I),
        in_it=re.compile(r"(?:\s*GPUs?)?\s+(?:" + listed("inside") + r")\s+(?:" +
                         listed("in-it-pronouns") + r")\b", re.I),
        era=re.compile(r"\s*(?:-\s*|\s)?(?:" + listed("switch-era") + r")?\s*", re.I),
        fabric=re.compile(r"\s*(?:" + listed("switch-fabric") + ")", re.I))


def _word_like(word: str) -> bool:
    """Whether ``word`` starts with an ASCII letter or digit: a word read whole, not a sign."""
    return word[:1].isascii() and word[:1].isalnum()


def system_words(lex: Lexicon) -> _SystemWords:
    """The patterns of ``_SystemWords``, compiled once per lexicon."""
    return lex.derived("system-words", _compile_system_words)


def _each_parts(q: Quantity, sentence: Span, subject: str, mentions: Sequence[Match],
                text: str, lex: Lexicon) -> bool:
    """Whether GPUs are counted for each of the parts the sentence named before them, other
    than the system itself ("built from 36 GB200 superchips, each with one Grace and two B200s":
    one superchip's; never "built from NVL72 racks, each with 72 GPUs", the rack's own)."""
    found = system_words(lex).each_with.search(text, sentence.start, q.start)
    if found is None:
        return False
    before = [m for m in mentions if sentence.start <= m.start and m.end <= found.start()]
    return bool(before) and before[-1].value != subject


def _each_cpus(q: Quantity, clause: Span, text: str, lex: Lexicon) -> bool:
    """Whether GPUs are counted for each CPU named before them in their clause ("in a GB200 NVL72
    each Grace CPU drives two B200s", "每个 Grace CPU 连接两颗 B200"): one superchip's, no count
    of the system's."""
    each = system_words(lex).each_cpu
    return any(each.search(text, clause.start, c.start()) for c in lex.derived(
        "cpu", _compile_cpu).finditer(text, clause.start, q.start))


def systems_counted_before(q: Quantity, subject: str, sentence: Span, text: str,
                           lex: Lexicon) -> bool:
    """Whether a count of GPUs stands right after a count of systems, in brackets or glossed
    (relation-words ``systems-counted``, ``systems-counted-gloss``: "across 32 nodes (256
    GPUs)", "32 DGX H100 nodes, i.e. 256 GPUs"): the GPUs of all those systems, not the count
    of ``subject``, a system the lexicon gives another number of GPUs (a DGX H100's 8; the
    NVLink Switch System that links 32 nodes has their 256)."""
    gpus = lex.entities[subject].gpus
    return gpus is not None and gpus != q.value and lex.derived(
        "gpus-of-systems-counted", _compile_systems_counted).search(
        text, sentence.start, q.start) is not None


def _compile_systems_counted(lex: Lexicon) -> re.Pattern[str]:
    listed = partial(listed_words, lex)
    return re.compile(r"(?<![\d.,])(?:" + NUMBER + r")\s*(?:[^\d,;:()]{0,30}?\s)?(?:" +
                      listed("systems-counted") + r")\s*(?:\(\s*|[,\u2014\u2013-]?\s*(?:" +
                      listed("systems-counted-gloss") + r")\s*,?\s*|[\u2014\u2013-]\s*)"
                      r"(?:up\s+to\s+|about\s+|over\s+)?$", re.I)


_GPU_END = re.compile(r"(?<![A-Za-z])GPUs?(?![A-Za-z])", re.I)



def _cpu_link(subject: str, clause: Span, sentence: Span, mentions: Sequence[Match], text: str,
              lex: Lexicon) -> str | None:
    """The link between a superchip's CPU and its GPU (the lexicon's cpu-link), when the
    figure's clause says it is carried between the two on another interconnect, or names one
    there for a figure of the superchip's own ("In GB200,
    Grace talks to the Blackwell GPUs over fifth-gen NVLink at 1.8 TB/s", "GH200 中 Grace CPU
    与 Hopper GPU 之间走的是 PCIe 5.0 x16, 双向 128GB/s"): the claim's figure for that link,
    wrong or not; never when the clause names that link too ("reaches Grace over NVLink-C2C
    and the other GPUs over fifth-gen NVLink at 1.8 TB/s"). A superchip's own CPU named ("the
    Grace CPU") stands for its superchip unnamed: "NVLink 4.0 runs at 900 GB/s between the Grace
    CPU and the H100" is NVLink-C2C's figure."""
    cpu = next((c for c in lex.derived("cpu", _compile_cpu).finditer(
        text, clause.start, clause.end) if not any(
            m.start <= c.start() < m.end for m in mentions)), None) if may_hold(
        text, text.lower(), lex.derived("cpu-hints", _cpu_hints)) else None
    # "Grace" of "Grace Hopper" is no CPU
    if cpu is None:
        return None
    link = next((lex.entities[m.value].cpu_link for m in mentions if sentence.holds(m.start)
                 and lex.entities[m.value].cpu_link), None) or next(
        (e.cpu_link for e in lex.entities.values() if e.cpu and e.cpu_link and
         cpu.group().lower().startswith(e.cpu.lower())), None)
    if link is None or link == subject or any(
            clause.holds(m.start) and m.value == link for m in mentions):
        return None
    names = [(m.start, m.end) for m in mentions if clause.holds(m.start) and
             lex.entities[m.value].kind in ("gpu", "architecture")]
    gpus = names + [(next((s for s, e in names if not text[e:g.start()].strip()), g.start()),
                     g.end()) for g in _GPU_END.finditer(text, clause.start, clause.end)]
    said = system_words(lex)
    if said.counted_end.search(text, 0, cpu.start()):
        return None  # the superchip's parts counted: "GB200: two B200 GPUs and one Grace CPU"
    gpus = [(s, e) for s, e in gpus if not said.counted_end.search(text, 0, s)]
    return link if any(said.ends_joined.fullmatch(text, cpu.end(), start) for start, _ in gpus
                       if start >= cpu.end()) or any(
        said.ends_joined.fullmatch(text, end, cpu.start()) for _, end in gpus
        if end <= cpu.start()) else None  # "between the Hopper GPU and the Grace CPU"




def _means(q: Quantity, values: Sequence[Quantity], clause: Span, mentions: Sequence[Match],
           text: str, lex: Lexicon, sentence: Span | None = None) -> str | None:
    """The interconnect other than NVLink that a GPU's figure is said to go through, named
    before it with no other figure between: "Grace CPU 与 Hopper GPU 之间通过 NVLink-C2C 互联,
    带宽 900GB/s" is the C2C's, "..., while on the PCIe side it gets 128 GB/s" PCIe's; with the
    ``sentence``, also in a clause before the figure's when it is the last name before it ("H100
    与 CPU 之间走 PCIe Gen5, 双向 128GB/s")."""
    last = [m for m in mentions if m.end <= q.start][-1:]
    means = [m for m in mentions if (clause.holds(m.start) or (
        sentence is not None and sentence.holds(m.start) and m in last)) and m.end <= q.start and
             lex.entities[m.value].kind == "interconnect" and
             (lex.entities[m.value].family or m.value) != "NVLink" and
             system_words(lex).carried_over.search(text, max(0, m.start - 12), m.start) and
             not any(m.end <= v.start < q.start for v in values)]
    return means[-1].value if means else None


_IN_BITS = re.compile(r"[GTM]b(?:/s|ps|it)|(?:giga|tera)bits?", re.I)
"""A bandwidth's unit in bits, as network rates are written ("3.2 Tb/s", "400 Gbps")."""


def _in_bits(written: str) -> bool:
    """Whether a figure as written is in bits per second ("400 Gbps", never "400 GB/s")."""
    return "b" in written and _IN_BITS.search(written) is not None and \
        written.count("B") <= written.count("b")


def _network_of(q: Quantity, sentence: Span, mentions: Sequence[Match], text: str,
                lex: Lexicon) -> str | None:
    """The InfiniBand generation a GPU's figure written in bits is of, when the sentence names
    one before it: "each of their eight H100 GPUs to a 400 Gb/s NDR port, 3.2 Tb/s per VM in
    total" is NDR's total, never the H100's NVLink; "InfiniBand" when it names no generation
    ("GPUs linked via the Quantum-X800 InfiniBand platform at 800 Gb/s per GPU")."""
    if not _in_bits(text[q.start:q.end]):
        return None
    return next((m.value for m in reversed(mentions) if sentence.holds(m.start) and
                 m.end <= q.start and
                 (lex.entities[m.value].family or m.value) == "InfiniBand"), None)


def _the_nic_as_it(q: Quantity, sentence: Span, mentions: Sequence[Match],
                   values: Sequence[Quantity], masked: str, lex: Lexicon) -> bool:
    """Whether "it" stands for the NIC that opens the sentence, right before a figure, with
    nothing named since the figure before: "A ConnectX-7 NIC sits on PCIe Gen5 x16, about 64
    GB/s each way, which is why it tops out at 400 Gb/s" (the NIC's speed, no PCIe's)."""
    first = next((m for m in mentions if sentence.holds(m.start)), None)
    if first is None or lex.entities[first.value].kind not in CARRIERS:
        return False
    since = max([first.end, *(m.end for m in mentions if m.end <= q.start),
                 *(v.end for v in values if v.end <= q.start)])
    return system_words(lex).it.search(masked, since, q.start) is not None


def _bracketed_gpu(q: Quantity, mentions: Sequence[Match], text: str,
                   lex: Lexicon) -> str | None:
    """The NVLink generation of a GPU named in brackets right after a figure ("NVLink
    bandwidth: 300 GB/s (V100), 600 GB/s (A100)")."""
    if "(" not in text[q.end:q.end + 4]:
        return None
    inside = next((m for m in mentions if m.start >= q.end and
                   re.fullmatch(r"\s*\(\s*", text[q.end:m.start])), None)
    if inside is None:
        return None
    entity = lex.entities[inside.value]
    end = inside.end
    while (slash := _SLASH.match(text, end)) is not None and (other := next(
            (m for m in mentions if m.start == slash.end()), None)) is not None and \
            lex.entities[other.value].uses == entity.uses:
        end = other.end  # "900 GB/s (H100/H200)": two GPUs of one generation
    if not re.match(r"\s*(?:SXM\d?\s*)?\)", text[end:]):
        return None
    return entity.uses if entity.kind in ("gpu", "architecture") else None


_SLASH = re.compile(r"\s*/\s*")


_FORM_TAG = re.compile(r"\s*\(\s*([A-Za-z][A-Za-z0-9]{1,5})\s*\)")
"""Right after a figure, a bracketed word that may name a form factor: "600GB/s(NVL)"."""


def _bracketed_form(q: Quantity, mentions: Sequence[Match], text: str,
                    lex: Lexicon) -> str | None:
    """The card a bracketed form factor right after a figure makes of the GPU named last before
    it: "H100 ...: NVLink 900GB/s(SXM), NVLink 600GB/s(NVL)" gives 600 GB/s to the H100 NVL
    (a card of its own), never to the H100's NVLink; none when the GPU and the word name no
    card."""
    tag = _FORM_TAG.match(text, q.end)
    gpu = next((m for m in reversed(mentions) if m.end <= q.start and
                lex.entities[m.value].kind == "gpu"), None) if tag else None
    card = lex.resolve(f"{gpu.value} {tag[1]}") if gpu is not None and tag is not None else None
    return card.name if card is not None and card.kind == "card" else None


def _head(first: Match, mentions: list[Match], text: str, lex: Lexicon) -> Match:
    """Follow possessives from ``first`` to the thing owned: "Volta's NVLink" is an NVLink,
    "Hopper 这一代的 NVSwitch" an NVSwitch, "the superchip's NVLink-C2C" an NVLink-C2C; a name
    right before a switch's names the switch ("the Blackwell NVLink Switch"), and "X 中的 Y" the Y
    inside X; a system's switch
    fabric is the system's ("The DGX A100's NVSwitch fabric offers 4.8 TB/s"); an architecture
    written right before one of its GPUs ("Blackwell B200") names the GPU."""
    current = first
    said = system_words(lex)
    for m in mentions:
        if m.start >= current.end and (_POSSESSIVE.fullmatch(text[current.end:m.start]) or (
                m.kind == "switch" and said.era.fullmatch(text, current.end, m.start)) or
                                       _SITS_IN_IT.fullmatch(text, current.end, m.start) or (
                current.kind == "architecture" and m.kind == "gpu" and
                lex.entities[m.value].architecture == current.value and
                (not text[current.end:m.start].strip() or (
                    _OPENS_BRACKET.fullmatch(text, current.end, m.start) and
                    _CLOSES_BRACKET.match(text, m.end)))) or (
                current.kind == "architecture" and m.kind in ("gpu", "card", "consumer-gpu") and
                said.described.fullmatch(text, current.end, m.start))):  # "Blackwell B200",
            # "Blackwell (B200)": the GPU; "the Ampere architecture-based RTX A6000": the card
            if m.kind == "switch" and current.kind == "system" and said.fabric.match(text, m.end):
                break
            current = m
        elif m.start >= current.end:
            break
    return current


_OPENS_BRACKET = re.compile(r"\s*[(\uff08]\s*")
_CLOSES_BRACKET = re.compile(r"\s*[)\uff09]")
"""Around a GPU in brackets right after its architecture: "Blackwell (B200)" names the GPU."""

_SITS_IN_IT = re.compile(r"\s*[中里内]的\s*(?:第[一二三四五六\d]代\s*)?")
"""Between two names in Chinese, "in it": the name after sits in the one before and is what
the clause is about ("HGX H100 中的第三代 NVSwitch 每颗 64 个端口" is the switch chip's)."""




def _housing(gpu: Match, sentence: Span, mentions: Sequence[Match], text: str,
             lex: Lexicon) -> str | None:
    """The system or superchip a GPU (or an architecture's GPUs) is said to sit in, of that
    GPU's NVLink generation: the whole named right after "in"/"inside"/"on" ("each B200 in an
    HGX B200", "Hopper GPUs in the DGX H100"), or the one named before in the sentence for "in
    it" ("a DGX H100 ..., whereas a single H100 inside it gets 900 GB/s")."""
    entity = lex.entities[gpu.value]
    if entity.kind not in ("gpu", "architecture") or not entity.uses:
        return None
    wholes = [m for m in mentions if sentence.holds(m.start) and
              lex.entities[m.value].kind in WHOLE and
              lex.entities[m.value].uses in (None, entity.uses)]
    after = next((m for m in wholes if m.start >= gpu.end), None)
    said = system_words(lex)
    if after is not None and said.housed.fullmatch(text, gpu.end, after.start):
        return after.value
    before = [m for m in wholes if m.end <= gpu.start]
    return before[-1].value if before and said.in_it.match(text, gpu.end) else None


def _fabric_of(picked: Match, mentions: Sequence[Match], text: str, lex: Lexicon) -> str | None:
    """The system a system is named in when it cannot be a box inside it, holding as many GPUs
    as it or more, or whose possessive it is written after: it is that system's fabric, and its
    figure the system's ("the NVLink Switch system in GB200 NVL72", "the NVLink Switch System in
    DGX GH200", "The NVL72's NVLink Switch System"); a box that holds fewer
    ("each DGX H100 in a SuperPOD") keeps its own."""
    part = lex.entities[picked.value]
    if part.kind != "system" or not part.gpus:
        return None
    after = next((m for m in mentions if m.start >= picked.end), None)
    owner = next((m for m in reversed(mentions) if m.end <= picked.start), None)
    if owner is not None and owner.value != picked.value and \
            _POSSESSIVE.fullmatch(text[owner.end:picked.start]):
        after = owner  # "The NVL72's NVLink Switch System": the rack's own fabric
    elif after is None or after.value == picked.value or not system_words(lex).inside.fullmatch(
            text, picked.end, after.start):
        return None
    whole = lex.entities[after.value]
    return whole.name if whole.kind in WHOLE and whole.gpus and whole.gpus <= part.gpus else None


_FULL_STOP = re.compile(r"[.!?\u3002\uff01\uff1f](?=\s|$)|[\u3002\uff01\uff1f]")
"""The end of a sentence written with a full stop (not a semicolon, which goes on with it)."""


def _resolved(picked: Match, attribute: str, clause: Span, sentence: Span,
              mentions: list[Match], text: str, lex: Lexicon,
              every: Sequence[Match] = ()) -> str:
    """The subject's canonical name. A figure of GPUs inside a system or superchip the clause
    names is that whole's ("each GPU in an HGX B200 gets 1.8 TB/s") unless a GPU owns the NVLink
    or the NVLink has a generation ("each B200 has 1.8 TB/s of NVLink 5"); a GPU's or an
    architecture's NVLink figure is its NVLink generation's ("each Blackwell GPU in an NVL72 sees
    1.8 TB/s" names the GPU, so the generation's too); a bare "NVLink" is made specific by
    the card or system, else the one generation of the GPUs, the sentence names, else the claim
    ("H100 NVL | NVLink: 900GB/s", "NVLink: 900GB/s; PCIe 5.0: 128GB/s (H100 SXM)")."""
    placed = system_words(lex)
    entity = lex.entities[picked.value]
    if (whole := _fabric_of(picked, mentions, text, lex)) is not None:
        return whole  # "The NVLink Switch system in GB200 NVL72 offers 130 TB/s": the rack's
    interconnect = attribute in ("bandwidth", "link-count", "port-count")
    owner = next((lex.entities[m.value] for m in mentions if m.end <= picked.start and
                  placed.owner.fullmatch(text[m.end:picked.start])), None)
    if entity.name == "NVLink" and owner is not None and \
            owner.kind in ("gpu", "architecture") and owner.uses:
        return owner.uses  # "A100 NVLink", "the H100's NVLink", "每颗 B200 的 NVLink"
    host = owner or next((lex.entities[m.value] for m in mentions if m.start >= picked.end and
                          _LOCATED.fullmatch(text, picked.end, m.start)), None)
    if "NVLink" in (entity.name, entity.family) and host is not None and \
            host.kind in NOT_A_SUBJECT:
        return host.name  # "the RTX 3090's NVLink", "NVLink on the 3090", "the RTX 3090's NVLink
        # 3.0 bridge": no product's, whatever generation it is of
    if entity.name == "NVLink" and host is not None and host.kind in ("gpu", "architecture") \
            and host.uses and not any(clause.holds(m.start) and m.end <= picked.start and
                                      lex.entities[m.value].kind in OWN_SUBJECT
                                      for m in mentions):
        return host.uses  # "..., vs 900 GB/s NVLink on the SXM5 version": that GPU's
        # generation's, in a clause naming no other product before it ("PCIe cards get the
        # 900 GB/s NVLink of the SXM5 version" is the cards')
    if interconnect and ((entity.kind == "architecture" and
                          not placed.a_gpu.match(text, picked.end)) or entity.name == "NVLink"):
        wholes = [m for m in mentions if clause.holds(m.start) and
                  lex.entities[m.value].kind in WHOLE and
                  not placed.same_as.search(text, max(0, m.start - 60), m.start)]
        if entity.name == "NVLink" and any(
                clause.holds(m.start) and m.end <= picked.start and
                lex.entities[m.value].kind == "card" for m in mentions):
            wholes = [m for m in wholes if m.end <= picked.start]  # "H20 支持 NVLink 900GB/s
            # 链接, 以匹配 8 路 HGX 服务器": the card named before owns its NVLink, not the
            # system named after it
        wholes = [m for m in wholes if not placed.set_against.search(
            text, max(0, m.start - 16), m.start)] or wholes  # "Compared with a DGX H100's
        # 7.2 TB/s, a GB200 NVL72 rack offers 130 TB/s of NVLink": the rack's, not the
        # system it is set against
        uses = next((lex.entities[m.value].uses for m in mentions if clause.holds(m.start) and
                     m.end <= picked.start and lex.entities[m.value].uses and (
                         lex.entities[m.value].kind == "gpu" or
                         (lex.entities[m.value].kind == "architecture" and
                          placed.a_gpu.match(text, m.end)))), None)
        owned = any(placed.owner.fullmatch(text, w.end, m.start) for w in wholes for m in mentions
                    if m.start >= w.end and lex.entities[m.value].uses == uses)
        if entity.name == "NVLink" and (whole := next((
                housing for m in mentions if clause.holds(m.start) and m.end <= picked.start
                and (housing := _housing(m, sentence, mentions, text, lex)) is not None),
                None)) is not None:
            return whole  # "Each B200 in an HGX B200 gets 900 GB/s of NVLink"
        if wholes and uses and entity.name == "NVLink" and not owned:
            return uses  # "In the NVL72, each Blackwell GPU sees 1.8 TB/s of NVLink"
        if wholes:
            return wholes[0].value
    if interconnect and (whole := _housing(picked, sentence, mentions, text, lex)) and not any(
            clause.holds(m.start) and lex.entities[m.value].family == "NVLink" for m in mentions):
        return whole  # "a single H100 inside it gets 900 GB/s" (a DGX H100): the system's
    if interconnect and entity.kind in ("gpu", "architecture") and entity.uses:
        return entity.uses
    if entity.kind == "switch" and interconnect and placed.means.match(text, picked.end) and \
            not any(lex.entities[m.value].kind in OWN_SUBJECT - {"switch"} for m in every) and \
            (generation := _gpus_generation(sentence, every, lex)) is not None:
        return generation  # "8x H100, 900 GB/s NVSwitch interconnect"
    if entity.name == "NVLink":
        gpu = next((lex.entities[m.value] for m in mentions if clause.holds(m.start) and
                    m.end <= picked.start and lex.entities[m.value].kind == "gpu"), None)
        if gpu is not None and gpu.uses and interconnect:
            return gpu.uses  # "Each B200 exposes 1.8 TB/s of NVLink bandwidth"
        stop = _FULL_STOP.search(text, sentence.end - 1)
        for around in ([lex.entities[m.value] for m in every or mentions
                        if sentence.holds(m.start)],
                       [lex.entities[m.value] for m in every or mentions
                        if stop is None or m.start < stop.end()] if interconnect
                       else []):  # then the claim's up to its full stop, for a figure (a
            # year's "NVLink itself" is the family's: "P100 shipped in 2016; NVLink itself had
            # been announced in 2014"; a GPU of a later sentence is not the figure's: "NVLink
            # delivers 900 GB/s ... . The H100 includes 18 links" leaves the 900 NVLink's)
            owners = [e for e in around if e.kind in OWN_SUBJECT and e.kind != "switch"]
            if owners and interconnect:
                return owners[0].name
            generations = {e.uses for e in around
                           if e.kind in ("gpu", "architecture") and e.uses}
            if len(generations) == 1:
                return generations.pop() or entity.name
            if generations:
                break
            if interconnect and (card := next((e for e in around if e.kind == "consumer-gpu"),
                                              None)) is not None:
                return card.name  # "Quadro GP100 boards: NVLink at 80 GB/s": the card's NVLink
    return entity.name
