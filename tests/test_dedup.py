"""Near-duplicate merging: safe (no hard negative merged), complete, reversible."""

from __future__ import annotations

import json
import re
from itertools import combinations
from pathlib import Path

import pytest
from typer.testing import CliRunner

from benchmarks.synthetic import WORDS, generate
from nvfacts import dedup
from nvfacts.cli import app
from nvfacts.dedup import patterns
from nvfacts.ingest import ingest
from nvfacts.kb import load
from nvfacts.model import Fact
from nvfacts.writer import StoreEditor
from scripts.eval_dedup import BLIND, evaluate

PARAPHRASE = "nvlink 4.0 offers a bidirectional bandwidth of up to 900GB/s, while the " \
    "bandwidth of a traditional PCIe bus is about 64 GB/s"
ORIGINAL = "nvlink-4-has-bidirectional-bandwidth-900-gb"


def test_labelled_pairs_meet_precision_and_recall() -> None:
    """The older set of one-word paraphrases keeps its precision."""
    score = evaluate()
    assert score.pairs >= 150
    assert score.precision == 1.0 and score.recall >= 0.95
    assert score.negatives_merged == []


def test_blind_dev_split_merges_paraphrases_and_no_hard_negative() -> None:
    """The blind set's dev split (the test split is reported, never tuned on)."""
    score = evaluate(BLIND / "dev.yaml")
    assert score.pairs >= 300
    assert score.negatives_merged == [] and score.recall >= 0.92


@pytest.mark.parametrize(("name", "recall"), [("dev2", 0.89), ("dev3", 0.90), ("dev4", 0.79)])
def test_blind_dev2_to_dev4_merge_no_hard_negative(name: str, recall: float) -> None:
    """The second, third and fourth blind dev sets (their misses read for classes, never
    single pairs): no hard negative merged (dev3 merged 3 when it arrived, dev4 6), recall
    kept."""
    score = evaluate(BLIND / f"{name}.yaml")
    assert score.pairs >= 280
    assert score.negatives_merged == [] and score.recall >= recall


def _same(a: str, b: str, lang: str = "en") -> bool:
    matcher = dedup.Deduper([a, b], [lang, lang])
    return bool(matcher.matches([(0, 1)]))


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each A100 has twelve NVLink links.", "The A100 comes with 12 NVLink links.", True),
    ("Each A100 has 12 NVLink links for 600 GB/s in total.",
     "A100: 12 NVLink links, 600 GB/s aggregate.", True),
    ("Each H100 SXM GPU has 18 NVLink links.",
     "H100 SXM GPUs are equipped with eighteen NVLinks apiece.", True),
    ("The H100 has 900 GB/s per GPU.", "The H100 has 900 GB/s per link.", False),
    ("The H100 has 900 GB/s per GPU.", "The H100 has 900 GB/s in total across the system.", False),
    ("With P2P, one GPU can read another GPU's memory directly.",
     "P2P lets a GPU directly read the memory of another GPU.", True),
    ("In nccl-tests, bus bandwidth is reported per GPU.",
     "In nccl-tests, bus bandwidth is reported for the whole job.", False),
    ("NVLink bandwidth is counted per GPU.", "NVLink bandwidth is counted per link.", False),
    ("nvidia-smi nvlink -s shows the speed of each NVLink link.",
     "To check per-link NVLink speed, use nvidia-smi nvlink -s.", True),
    ("nvidia-smi nvlink -s shows the speed of each NVLink link.",
     "nvidia-smi nvlink -s shows the speed of each NVLink port.", False),
])
def test_a_scope_said_by_the_subject_is_the_same_as_none(a: str, b: str, same: bool) -> None:
    """A GPU's figure is per GPU ("each A100 has" is "the A100 has"), and without a figure "one
    GPU", "each GPU" or "every GPU" is the subject, not a scope; "per GPU", and any other
    scope ("the speed of each NVLink link"), stays one."""
    assert _same(a, b, "zh" if "每" in a else "en") is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The NVLink Switch System links up to 256 GPUs.",
     "As many as two hundred fifty-six GPUs are linked by the NVLink Switch System.", True),
    ("The NVLink Switch System links up to 256 GPUs.",
     "As many as two hundred and fifty-five GPUs are linked by the NVLink Switch System.", False),
    ("XDR ports run at 800 Gb/s.", "XDR ports run at eight hundred gigabits per second.", True),
    ("Two H100 PCIe cards share one NVLink bridge.",
     "A pair of H100 PCIe cards share one NVLink bridge.", True),
    ("两张 H100 PCIe 卡共用一个 NVLink 桥。", "一对 H100 PCIe 卡共用一个 NVLink 桥。", True),
    ("A pair of nodes shares 100 GB/s.", "100 GB/s is shared per node pair.", True),
    ("A pair of nodes shares 100 GB/s.", "Each node shares 100 GB/s.", False),
    ("Quantum-2 has 64 NDR 400 Gb/s ports.", "Quantum-2 has sixty-four 400Gb/s NDR ports.", True),
    ("Quantum-2 has 64 NDR 400 Gb/s ports.", "Quantum-2 has sixty-four 200Gb/s NDR ports.",
     False),
    ("XDR 端口速率为 800 Gb/s。", "XDR 端口速率为八百 Gb/s。", True),
    ("XDR 端口速率为 800 Gb/s。", "XDR 端口速率为四百 Gb/s。", False),
    ("The GB200 superchip has 3.6 TB/s of NVLink bandwidth across its two GPUs.",
     "Across both of its GPUs, a GB200 superchip has 3,600 GB/s of NVLink bandwidth.", True),
    ("Both Blackwell GPUs share 3.6 TB/s.", "The four Blackwell GPUs share 3.6 TB/s.", False),
    ("NVLink 4.0: 900 GB/s in both directions.", "NVLink 4.0: 900 GB/s bidirectional.", True),
])
def test_numbers_in_words_of_any_size(a: str, b: str, same: bool) -> None:
    """Hundreds in words ("two hundred (and) fifty-six", "eight hundred") and "a pair of" /
    "一对" are numbers; "a pair of nodes" stays the per-node-pair scope; the number of an
    entity's name that a unit follows is a figure ("NDR 400 Gb/s"), and so are Chinese
    numerals before a unit ("八百 Gb/s"); "both" before a plural counts two ("both of its
    GPUs"), "both directions" is a direction."""
    assert _same(a, b, "zh" if re.search("[桥端]", a) else "en") is same


@pytest.mark.parametrize(("a", "b"), [
    ("The DGX H100 has eight H100 GPUs.", "8 H100 GPUs are in the DGX H100."),
    ("NVLink-C2C is ten times faster than PCIe Gen5.", "NVLink-C2C is 10x faster than PCIe Gen5."),
    ("NVLink 5.0 delivers 1.8 terabytes per second per GPU.",
     "Per GPU, NVLink 5.0 provides 1,800 GB/s."),
    ("InfiniBand NDR runs at approx. 50 GB/s per port.", "IB NDR: about 50 GB/s per port."),
    ("NVLink 3.0 links offer 50 GB/s bi-directional.",
     "NVLink 3.0 links provide 50 GB/s bidirectional."),
    ("A100 NVLink links carry 25 GB/s per direction.",
     "Each A100 NVLink link carries 25 GB/s in each direction."),
    ("An NDR port carries 50 GB/s each way.", "NDR ports carry 50 GB/s per direction."),
    ("NVLink4 gives each H100 900 GB/s.", "Each H100 gets 900 GB/s over NVLink 4.0."),
    ("Gen 3 NVLink links run at 25 GB/s per direction.",
     "Third-generation NVLink links run at 25 GB/s per direction."),
    ("The 2nd-gen NVSwitch has 36 ports.", "The second-generation NVSwitch has 36 ports."),
    ("MIG isn't available on the RTX 4090.", "MIG is not available on the RTX 4090."),
    ("The H100 features 18 NVLink links.", "The H100 is equipped with 18 NVLink links."),
    ("The H100 comes with 18 NVLink links.", "H100 has eighteen NVLink links."),
    ("NVLink 2.0 was introduced in 2017 with the V100.",
     "The V100 introduced NVLink 2.0 in 2017."),
    ("Tensor parallelism splits layers across GPUs.",
     "Layers are split across GPUs by tensor parallelism."),
    ("MIG can split an H100 into up to seven instances.",
     "MIG can split an H100 into as many as 7 instances."),
    ("The A100 has at least twelve NVLink links.",
     "No fewer than 12 NVLink links are on the A100."),
])
def test_paraphrases_of_several_kinds_merge(a: str, b: str) -> None:
    """Number words, spelled-out units, abbreviations, hyphenation, direction synonyms,
    generation aliases (whose digits are not the claim's numbers), ordinals, contractions,
    verb classes, voice and hedges: each worded two ways is one claim."""
    assert _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("H100 PCIe 采用 PCIe 5.0 x16 接口。", "H100 PCIe 用的是 PCIe 5.0 x16 接口。"),
    ("A100 的 NVLink 带宽为 600 GB/s。", "A100 NVLink 带宽是 600GB/s。"),
    ("DGX B200 配备 8 块 B200 GPU。", "一台 DGX B200 装有八块 B200 GPU。"),
    ("NCCL 在没有 NVLink 的情况下会改用 PCIe。", "如果没有 NVLink\uff0cNCCL 就改用 PCIe。"),
])
def test_chinese_particles_and_measure_words_do_not_count(a: str, b: str) -> None:
    """Particles, measure words and the function words English stop words have too (如果,
    的情况下, 仍然, 还是) do not count."""
    assert _same(a, b, "zh")


@pytest.mark.parametrize(("a", "b", "lang"), [
    ("Xid 74 代表 NVLink 错误。", "Xid 74 表示 NVLink 错误。", "zh"),
    ("The H100 Tensor Core GPU features fourth-generation NVLink at 900 GB/s.",
     "The H100 GPU comes with 4th-gen NVLink at 900 GB/s.", "en"),
    ("NCCL_P2P_DISABLE=1 turns off P2P copies between GPUs.",
     "NCCL_P2P_DISABLE=1 turns off GPU-to-GPU P2P copies.", "en"),
    ("Blackwell NVLink gives 1.8 TB/s per GPU, total in both directions.",
     "Blackwell NVLink gives 1.8 TB/s per GPU bidirectional.", "en"),
])
def test_words_the_tables_read_as_one_meaning(a: str, b: str, lang: str) -> None:
    """代表 is a verb (its 代 is no generation), "Tensor Core GPU" a GPU, "between GPUs" GPU to
    GPU, "total in both directions" bidirectional: the two read alike, word for word."""
    one, other = dedup.meaning(a, lang), dedup.meaning(b, lang)
    assert (one.words, one.terms, one.qualifiers) == (other.words, other.terms, other.qualifiers)
    assert _same(a, b, lang)


def test_a_verb_of_another_class_in_a_rewording_counts_half() -> None:
    """A rewording that also puts a verb of another class ("supports" against "can be
    connected") merges; the verb alone changed does not (``one word replaced``)."""
    assert _same("The NVLink Switch System supports up to 256 GPUs in one domain.",
                 "Up to 256 GPUs can be connected in a single domain by the NVLink Switch System.")


def test_chinese_function_words_leave_negation_read() -> None:
    """Leaving out 如果 or 的情况下 leaves 没有 a negation."""
    assert not _same("如果没有 NVLink\uff0cNCCL 会退回到 PCIe。",
                     "如果有 NVLink\uff0cNCCL 会退回到 PCIe。", "zh")


@pytest.mark.parametrize(("a", "b", "why"), [
    ("Per-link bandwidth grew from 300 GB/s to 600 GB/s.",
     "Per-link bandwidth grew from 600 GB/s to 300 GB/s.", "the order of its parts differs"),
    ("Host-to-device copies on PCIe 5.0 reach about 50 GB/s.",
     "Device-to-host copies on PCIe 5.0 reach about 50 GB/s.", "domain terms differ"),
    ("Each DGX A100 gets 200 GB/s of InfiniBand bandwidth per node.",
     "Each DGX A100 gets 200 GB/s of InfiniBand bandwidth per node pair.", "domain terms differ"),
    ("The A100 offers 600 GB/s of NVLink bandwidth.",
     "The A100 PCIe offers 600 GB/s of NVLink bandwidth.", "subjects differ"),
    ("Tensor parallelism works well across nodes.", "Pipeline parallelism works well across nodes.",
     "domain terms differ"),
    ("The QM9700 switch has 64 NDR ports.", "The QM8790 switch has 64 NDR ports.",
     "names differ"),
    ("NVLink is a PCI-SIG standard.", "NVLink isn't a PCI-SIG standard.", "one is negated"),
    ("NVLink is about 7x faster than PCIe Gen5.", "PCIe Gen5 is about 7x faster than NVLink.",
     "the order of its parts differs"),
    ("V100 links run at 50 GB/s bidirectional, 25 GB/s each way.",
     "V100 links run at 25 GB/s bidirectional, 50 GB/s each way.",
     "values and directions are paired otherwise"),
    ("ConnectX-7 supports 400 Gb/s NDR.", "BlueField-3 supports 400 Gb/s NDR.", "subjects differ"),
    ("NVLink 4.0 offers 900 GB/s per GPU.", "NVLink4 offers 900 GB/s per GPU in 4 links.",
     "numbers or units differ"),
    ("The A100 has 12 NVLink links.", "The A100 has at least 12 NVLink links.",
     "numbers or units differ"),
    ("The A100 has the same NVLink bandwidth as the V100.",
     "The A100 has higher NVLink bandwidth than the V100.", "domain terms differ"),
    ("NDR ports run at 50 GB/s.", "NDR ports run at more than 50 GB/s.", "numbers or units differ"),
    ("PCIe 5.0 x16 gives 64 GB/s per direction.", "PCIe 5.0 x8 gives 64 GB/s per direction.",
     "numbers or units differ"),
])
def test_the_guard_refuses_a_change_of_meaning(a: str, b: str, why: str) -> None:
    """The issue's hard negatives: order, transfer direction, per node against per node pair,
    a product variant, a domain term, an unknown name, negation, roles of values."""
    matcher = dedup.Deduper([a, b], ["en", "en"])
    assert matcher.matches([(0, 1)]) == []
    assert dedup.guard(matcher.sig(0), matcher.sig(1)) == why


@pytest.mark.parametrize(("a", "b"), [
    ("Unified memory allocations are accessible to every GPU over NVLink.",
     "Over NVLink, each GPU can access the unified memory allocated."),
    ("The scheduler's placement of collectives optimizes communication.",
     "The scheduler places collectives to optimize communicating."),
    ("Congestion control prioritization matters in adaptive routing.",
     "Adaptive routers prioritize congestion control."),
])
def test_other_forms_of_a_general_word_are_one_word(a: str, b: str) -> None:
    """General words are compared by their stems (a Snowball stemmer): "allocations" and
    "allocated", "accessible" and "access", "optimizes" and "optimize" are one word."""
    assert _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("HGX B200: 1,800 GB/s of NVLink per GPU.",
     "Each B200 GPU in an HGX B200 gets 1.8 TB/s of NVLink bandwidth."),
    ("The DGX H100 has 900 GB/s of NVLink per GPU.",
     "Every H100 in the DGX H100 has 900 GB/s of NVLink per GPU."),
])
def test_a_system_names_the_gpu_it_is_named_for(a: str, b: str) -> None:
    """A system's name holds its GPU ("HGX B200": B200): naming both is naming the system."""
    assert _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("A PCIe 5.0 x16 link delivers roughly 128 GB/s of bidirectional bandwidth.",
     "PCIe 5.0 x16 delivers about 128 GB/s in both directions combined."),
    ("NDR ports run at 50 GB/s on the QM9700.", "The QM9700 runs NDR at 50 GB/s."),
])
def test_a_scope_read_from_a_noun_may_be_left_out(a: str, b: str) -> None:
    """A scope read from a noun ("a link delivers") rather than stated ("per link") says
    nothing the other wording, which states no scope, contradicts."""
    assert _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("The DGX H100 has 900 GB/s of NVLink per GPU.", "The H100 has 900 GB/s of NVLink per GPU."),
    ("A PCIe 5.0 x16 link delivers 64 GB/s.", "PCIe 5.0 x16 delivers 64 GB/s per direction."),
    ("NDR ports run at 50 GB/s.", "NDR runs at 50 GB/s per GPU."),
])
def test_what_a_system_or_a_noun_implies_never_hides_a_difference(a: str, b: str) -> None:
    """The GPU alone is not its system, and a scope or direction stated against an inferred
    one of another kind or value still differs."""
    assert not _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("The NVSwitch tray sits above the compute trays in the rack.",
     "The NVSwitch tray sits below the compute trays in the rack."),
    ("Xid 79 means the GPU has fallen off the bus.",
     "Xid 79 means the GPU has fallen off the board."),
    ("NVLink 4.0 reaches 900 GB/s per GPU in congestion telemetry routing setups.",
     "NVLink 4.0 reaches 900 GB/s per GPU in congestion firmware routing setups."),
    ("The NVSwitch chip has 64 ports.", "The NVSwitch chip has 64 lanes."),
    ("GPUDirect Storage avoids the CPU bounce buffer.",
     "GPUDirect Storage uses the CPU bounce buffer."),
    ("InfiniBand 的 NDR 端口在 仿真 集群里跑到 50 GB/s。",
     "InfiniBand 的 NDR 端口在 渲染 集群里跑到 50 GB/s。"),
    ("NVLink 4.0 reaches 900 GB/s per GPU in tenant priority network setups.",
     "NVLink 4.0 reaches 900 GB/s per GPU in cooling congestion network setups."),
    ("PCIe 5.0 gives 64 GB/s per direction to checkpoint archive traffic.",
     "PCIe 5.0 gives 64 GB/s per direction to telemetry fabric traffic."),
    ("Hopper introduced NVLink SHARP.", "Hopper removed NVLink SHARP."),
    ("NCCL uses PCIe for P2P.", "NCCL needs PCIe for P2P."),
])
def test_one_word_put_in_place_of_another_is_a_change_of_meaning(a: str, b: str) -> None:
    """Two claims that are the same word for word but for one general word written in place
    of another (a word the lexicon does not know as a domain term; a verb of one class for one
    of another), or two or three words in place of as many others, none a verb, say different
    things."""
    matcher = dedup.Deduper([a, b], ["en", "en"])
    assert dedup.guard(matcher.sig(0), matcher.sig(1)) == "one word replaced by another"


@pytest.mark.parametrize(("a", "b"), [
    ("The NVSwitch tray sits above the compute trays in the rack.",
     "Above the compute trays in the rack sits the NVSwitch tray."),
    ("NVLink 4.0 reaches 900 GB/s per GPU in rack setups.",
     "NVLink 4.0 achieves 900 GB/s per GPU in rack setups."),
    ("With NVLink, data goes straight from one GPU into another GPU's memory.",
     "NVLink moves data from one GPU directly into another GPU's memory."),
])
def test_a_rewording_that_replaces_a_word_among_other_changes_still_merges(a: str,
                                                                         b: str) -> None:
    """Words moved, a verb of one class, or a word replaced along with other changes: one
    claim."""
    assert _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("PCIe lane rates went from 2.5 GT/s to 32 GT/s.",
     "PCIe lane rates went from 32 GT/s to 2.5 GT/s."),
    ("Most jobs favour InfiniBand over Ethernet for the scale-out fabric.",
     "For the scale-out fabric, most jobs favour Ethernet over InfiniBand."),
    ("First pin the host buffer, then register it with the NIC driver.",
     "Register it with the NIC driver first, then pin the host buffer."),
    ("In the chain, port P1 feeds port P2, which feeds port P3.",
     "In the chain, port P3 feeds port P2, which feeds port P1."),
    ("Link count per GPU rose from 6 on V100 to 12 on A100.",
     "From V100 to A100, the link count per GPU went from 12 to 6."),
    ("从 P100 到 V100\uff0c单卡链路数由 4 条增加到 6 条。",
     "P100 到 V100\uff0c单卡链路数从 6 条变为 4 条。"),
    ("HDR 的端口速率低于 NDR。", "端口速率方面\uff0cNDR 低于 HDR。"),
])
def test_parts_that_trade_places_are_a_change_of_meaning(a: str, b: str) -> None:
    """Order: "from A to B" with decimal figures, "prefers A over B", "first A, then B", and
    names that trade places in an otherwise unchanged claim; two items one claim orders
    around one marker and the other orders the other way round around another ("from V100
    to A100 ... from 12 to 6"); Chinese "由 A 到 B", "从 A 变为 B", "A 低于 B"."""
    matcher = dedup.Deduper([a, b], ["en", "en"])
    assert dedup.guard(matcher.sig(0), matcher.sig(1)) == "the order of its parts differs"


@pytest.mark.parametrize(("a", "b"), [
    ("NVLink 5.0 doubles per-GPU bandwidth over NVLink 4.0, from 0.9 TB/s to 1.8 TB/s.",
     "NVLink 5.0 goes from 900 GB/s to 1800 GB/s per GPU, twice NVLink 4.0."),
    ("At large message sizes, the ring algorithm gives higher bandwidth than tree.",
     "The ring algorithm gives higher bandwidth than the tree algorithm at large message sizes."),
    ("The Grace CPU talks to the Hopper GPU over NVLink-C2C at 900 GB/s.",
     "Over NVLink-C2C, the Grace CPU talks to the Hopper GPU at 900 GB/s."),
])
def test_words_outside_the_ordered_clause_may_move(a: str, b: str) -> None:
    """What stands outside the clause an order marker splits may move; what it orders stays."""
    assert _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("Each HGX H100 board carries 4 NVSwitch chips.", "An HGX H100 board has four NVSwitches."),
    ("The NVL72 rack joins 72 B200 GPUs.", "The NVL72 rack joins seventy-two B200s."),
    ("Fabric Manager must run on NVSwitch hosts before CUDA jobs start.",
     "On NVSwitch hosts, the FM must run before CUDA jobs start."),
    ("With Unified Virtual Addressing, GPUs share one address space with the host.",
     "UVA gives the GPUs one address space shared with the host."),
])
def test_plurals_of_entities_and_abbreviated_names_are_the_same(a: str, b: str) -> None:
    """A plural of an entity's name is that entity ("NVSwitches"), and a name that abbreviates
    words the other wording spells out ("FM", "UVA") is those words."""
    assert _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("With Unified Virtual Addressing, GPUs share one address space with the host.",
     "UVM gives the GPUs one address space shared with the host."),
    ("The QM9700 has 64 ports.", "The switch has 64 ports."),
])
def test_a_name_the_other_wording_does_not_spell_out_differs(a: str, b: str) -> None:
    assert not _same(a, b)


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NVLink 2.0 brought cache coherence to IBM POWER9 CPUs.",
     "NVLink 2.0 brought cache coherence to POWER9 CPUs.", True),
    ("Hopper added NVLink SHARP (NVLS) for in-network reductions.",
     "Hopper added NVLink SHARP for in-network reductions.", True),
    ("Xid 48 is a DBE (double-bit ECC error).", "Xid 48 is a double-bit ECC error.", True),
    ("SHARPv3 on Quantum-2 supports reduction trees.",
     "SHARPv2 on Quantum-2 supports reduction trees.", False),
    ("The QM9700 switch runs Quantum-2 firmware.", "The QM9790 switch runs Quantum-2 firmware.",
     False),
    ("The switch runs Quantum-2 firmware.", "The switch runs Quantum-2 QM9700 firmware.", False),
    ("IBM POWER9 CPUs support NVLink 2.0.", "Intel CPUs support NVLink 2.0.", False),
])
def test_a_name_that_only_qualifies_another_may_be_left_out(a: str, b: str, same: bool) -> None:
    """A name right before another name or an entity ("IBM POWER9") or in brackets after what
    it names again ("NVLink SHARP (NVLS)") may be left out; a name standing alone (a model
    number, a version), or one in place of another, may not."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The third-generation NVSwitch has 64 ports.", "NVSwitch Gen 3 has sixty-four ports.", True),
    ("第三代 NVSwitch 有 64 个端口。", "NVSwitch 第三代芯片有六十四个端口。", True),
    ("The first NVSwitch had 18 ports.", "NVSwitch gen 1 had eighteen ports.", True),
    ("The third-generation NVSwitch has 64 ports.",
     "The fourth-generation NVSwitch has 64 ports.", False),
    ("NVSwitch Gen 3 has 64 ports.", "NVSwitch Gen 4 has 64 ports.", False),
    ("An x16 PCIe 4.0 slot gives 32 GB/s per direction.",
     "PCIe Gen4 x16: 32 GB/s in each direction.", True),
    ("An x16 PCIe 4.0 slot gives 32 GB/s per direction.",
     "PCIe Gen4 x8: 32 GB/s in each direction.", False),
    ("The third-generation NVSwitch has 64 ports.", "NVSwitch chips (3rd gen) have 64 ports.",
     True),
    ("第三代 NVSwitch 有 64 个端口。", "NVSwitch\uff08第三代\uff09有六十四个端口。", True),
    ("NVSwitch (3rd gen) has 64 ports.", "NVSwitch (4th gen) has 64 ports.", False),
    ("Gen-3 NVSwitch has 64 ports.", "The third-generation NVSwitch has 64 ports.", True),
    ("Gen-3 NVSwitch has 64 ports.", "Gen-4 NVSwitch has 64 ports.", False),
    ("PCIe 5.0 doubles the per-lane rate of PCIe 4.0 to 32 GT/s.",
     "PCIe Gen5 runs at 32 GT/s per lane, twice the rate of Gen4.", True),
    ("PCIe 5.0 doubles the per-lane rate of PCIe 4.0 to 32 GT/s.",
     "PCIe Gen5 runs at 32 GT/s per lane, twice the rate of Gen3.", False),
    ("The fourth-gen NVSwitch has 72 NVLink 5 ports.",
     "NVSwitch gen4: seventy-two fifth-generation NVLink ports.", True),
    ("The P100 has four NVLink 1.0 links at 40 GB/s each.",
     "P100: 4 first-generation NVLinks, 40 GB/s apiece.", True),
    ("Twelve second-gen NVLinks run at 25 GB/s per direction.",
     "Twelve third-gen NVLinks run at 25 GB/s per direction.", False),
    ("Six third-gen NVSwitches sit on the board.", "Six NVSwitch Gen 3 chips sit on the board.",
     True),
    ("Six third-gen NVSwitches sit on the board.", "Six NVSwitch Gen 4 chips sit on the board.",
     False),
    ("NVLink 1.0 gives 160 GB/s per GPU.",
     "Pascal's first-generation NVLink gives 160 GB/s per GPU.", True),
    ("最多可连接 256 块 GPU。", "至多能连接两百五十六块 GPU。", True),
    ("最多可连接 256 块 GPU。", "至多能连接两百五十五块 GPU。", False),
])
def test_a_generation_or_lane_count_written_around_an_entity_is_read(a: str, b: str,
                                                                     same: bool) -> None:
    """The generation of an entity whose name has none ("third-generation NVSwitch",
    "NVSwitch Gen 3", "第三代", "the first NVSwitch", "NVSwitch (3rd gen)", "NVSwitch (第三代)")
    is part of it, and a PCIe link's lanes wherever written ("x16 PCIe 4.0", "PCIe Gen4 x16");
    a bare generation ("twice Gen4") is one of the family the claim names ("PCIe 5.0"),
    unless it stands by an entity ("NVSwitch gen4");
    the generation before a plural ("first-generation NVLinks") is the entity's, never a
    number; an NVLink generation that one architecture alone uses says that architecture;
    "两" inside a Chinese number ("两百五十六") is part of it."""
    assert _same(a, b, "zh" if re.search("[代块]", a) else "en") is same


@pytest.mark.parametrize(("a", "b"), [
    ("NCCL cannot use NVLink on its own here.", "NCCL is not able to use NVLink here."),
    ("Where no NVSwitch is present, the GPUs talk over PCIe.",
     "Without NVSwitch, the GPUs talk over PCIe."),
])
def test_english_stop_words_and_negation_words_are_not_general_words(a: str, b: str) -> None:
    """The Snowball English stop-word list ("own", "where", "how", "same") and the negation
    words (read as the claim's negation) leave the words compared."""
    assert _same(a, b)


def test_entity_digits_are_never_the_claims_numbers() -> None:
    """'NVLink4' and 'NVLink 4.0' are one entity and give no number 4; 'Gen 3' is the third
    generation (each with the one architecture that uses it)."""
    four = dedup.meaning("NVLink4 offers 900 GB/s.")
    assert four.entities == dedup.meaning("NVLink 4.0 offers 900 GB/s.").entities == \
        frozenset({"NVLink 4.0", "Hopper"})
    assert four.quantities == frozenset({"900 GB/s"})
    assert dedup.meaning("Gen 3 NVLink").entities == dedup.meaning(
        "third-generation NVLink").entities == frozenset({"NVLink 3.0", "Ampere"})


def test_guard_names_what_differs() -> None:
    base = dedup.meaning("NVLink 4.0 offers 900 GB/s bidirectional per GPU.")
    assert dedup.guard(base, dedup.meaning("NVLink 4.0 offers 600 GB/s bidirectional per GPU.")) \
        == "numbers or units differ"
    assert dedup.guard(base, dedup.meaning("PCIe 4.0 offers 900 GB/s bidirectional per GPU.")) \
        == "subjects differ"
    assert dedup.guard(base, dedup.meaning(
        "NVLink 4.0 offers 900 GB/s unidirectional per GPU.")) == "direction or scope differs"
    assert dedup.guard(dedup.meaning("MIG can use full NVLink bandwidth."),
                       dedup.meaning("MIG cannot use full NVLink bandwidth.")) == "one is negated"
    assert dedup.guard(base, dedup.meaning("NVLink 4.0 has 900GB/s bidirectional per GPU")) \
        is None


def test_clusters_do_not_chain() -> None:
    """A~B and B~C with A not ~C: C never joins A's cluster."""
    matches = [dedup.Match(0, 1, 99, ""), dedup.Match(1, 2, 95, "")]
    assert dedup.cluster(matches) == [[0, 1]]
    triangle = [*matches, dedup.Match(0, 2, 91, "")]
    assert dedup.cluster(triangle) == [[0, 1, 2]]


def test_candidates_share_a_meaning_signature_and_big_blocks_split_by_rare_words() -> None:
    texts = ["NVLink 4.0 offers 900 GB/s per GPU in cold rack setups.",
             "NVLink 4.0 has 900 GB/s per GPU in cold rack setups.",
             "NVLink 4.0 offers 600 GB/s per GPU in cold rack setups."]
    meanings = [dedup.meaning(t) for t in texts]
    assert sorted(dedup.candidates(meanings)) == [(0, 1)]
    many = [dedup.meaning(f"NVLink 4.0 offers 900 GB/s in {a} {b} {c} setups.")
            for a, b, c in zip(WORDS, WORDS[1:], WORDS[2:], strict=False)]
    pairs = list(dedup.candidates(many, block=10))
    assert pairs and len(pairs) < len(many) * (len(many) - 1) // 2 // 4


def test_blocking_finds_what_exhaustive_comparison_finds() -> None:
    """At least 99% of the pairs that comparing every two claims of one meaning signature
    accepts are found through the candidates."""
    claims, _ = generate(3000, seed=5)
    matcher = dedup.Deduper([c.text for c in claims], ["en"] * len(claims))
    found = {(m.a, m.b) for m in matcher.matches()}
    groups: dict[tuple[object, ...], list[int]] = {}
    for i in matcher.distinct:
        groups.setdefault(matcher.sig(i).key, []).append(i)
    assert max(len(g) for g in groups.values()) > dedup.BLOCK  # some blocks are split
    exhaustive = {(i, j) for members in groups.values() for i, j in combinations(members, 2)
                  if matcher.check(i, j)[1] is None}
    assert exhaustive and len(exhaustive & found) / len(exhaustive) >= 0.99


def test_planted_multi_word_paraphrases_merge_and_hard_negatives_do_not() -> None:
    claims, pairs = generate(3000, seed=3)
    matcher = dedup.Deduper([c.text for c in claims], ["en"] * len(claims))
    owner = {i: k for k, group in enumerate(matcher.clusters(matcher.matches())) for i in group}
    position = {c.id: i for i, c in enumerate(claims)}
    together = [(p["duplicate"], owner.get(position[str(p["a"])], -1) ==
                 owner.get(position[str(p["b"])], -2)) for p in pairs]
    duplicates = [t for d, t in together if d]
    assert sum(duplicates) / len(duplicates) >= 0.9
    assert not any(t for d, t in together if not d)


def test_a_claim_copied_many_times_is_one_cluster_compared_once() -> None:
    text = "NVLink 4.0 offers 900 GB/s bidirectional per GPU."
    texts = [text] * 3000 + ["NVLink 4.0 has 900GB/s bidirectional per GPU",
                            "nvlink 4.0 offers 900 GB/s bidirectional per gpu!"]
    matcher = dedup.Deduper(texts, ["en"] * len(texts))
    assert matcher.distinct == [0, 3000, 3001]
    (group,) = matcher.clusters(matcher.matches())
    assert group == list(range(3002))
    assert len(matcher.repeats) == 2999


def _with_paraphrase(store: Path) -> None:
    with StoreEditor(store) as editor:
        editor.append_fact(Fact(id="para", claim=PARAPHRASE, confidence=0.5,
                                sources=[{"source": "nvlink-card", "locator": "copy"}]))  # type: ignore[list-item]
        editor.save()


def test_apply_merges_and_unmerge_restores(runner: CliRunner, store: Path) -> None:
    _with_paraphrase(store)
    before = load(store)
    original = {f.id: f for f in before.facts}
    result = runner.invoke(app, ["dedup", "--store", str(store), "-f", "json"])
    (group,) = json.loads(result.stdout)["clusters"]
    assert set(group["ids"]) == {ORIGINAL, "para"} and group["keep"] == ORIGINAL
    assert group["pairs"][0]["score"] >= dedup.THRESHOLD and group["pairs"][0]["reason"]
    assert load(store).facts == before.facts  # the report writes nothing

    result = runner.invoke(app, ["dedup", "--apply", "--store", str(store), "-f", "json"])
    assert json.loads(result.stdout)["merged"] == ["para"]
    merged = load(store)
    kept = merged.get(ORIGINAL)
    assert [m.id for m in kept.merged] == ["para"]
    assert kept.merged[0].claim == PARAPHRASE
    assert kept.merged[0].sources[0].independent is False  # same page again
    assert kept.status == original[ORIGINAL].status
    assert kept.confidence == original[ORIGINAL].confidence
    shown = runner.invoke(app, ["show", "para", "--store", str(store)])
    assert json.loads(shown.stdout)["fact"]["id"] == ORIGINAL
    assert "merged into" in shown.stderr

    result = runner.invoke(app, ["unmerge", "para", "--store", str(store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    after = {f.id: f for f in load(store).facts}
    assert after == original
    assert "# yaml-language-server" in store.read_text(encoding="utf-8")


@pytest.mark.parametrize("option", [[], ["--cross-lingual"]])
def test_a_cross_lingual_reason_is_worded_for_a_reader_not_in_internal_labels(
        runner: CliRunner, tmp_path: Path, option: list[str]) -> None:
    """New-user trial: a pair's reason read 'the same 400 Gb/s, direction:unidirectional,
    entity:InfiniBand NDR, scope:per-port', the matcher's own labels. It now says what both
    claims name and what they both say, in the table and the JSON alike."""
    store = tmp_path / "facts.yaml"
    store.write_text(CROSS, encoding="utf-8")
    result = runner.invoke(app, ["dedup", *option, "--store", str(store), "-f", "json"])
    reasons = {tuple(p["ids"]): p["reason"] for c in json.loads(result.stdout)["clusters"]
               for p in c["pairs"]}
    assert reasons["ndr-en", "ndr-zh"] == ("cross-lingual: both name InfiniBand NDR and say the "
                                           "same 400 Gb/s, unidirectional, per port")
    assert "per GPU" in reasons["nv5-en", "nv5-zh"]
    assert not any(re.search(r"\b(entity|name|scope|direction|term):", r)
                   for r in reasons.values()), reasons
    table = runner.invoke(app, ["dedup", *option, "--store", str(store), "-f", "table"],
                          env={"COLUMNS": "250"}).stdout
    assert "both name InfiniBand NDR" in " ".join(table.split()) and "entity:" not in table


def test_an_english_and_a_chinese_wording_of_one_claim_are_one_cluster(tmp_path: Path) -> None:
    """Trial 12: 'The GB200 NVL72 offers 130 TB/s of total NVLink bandwidth' and its Chinese
    wording were no cluster unless --cross-lingual was given, which the user never found."""
    store = tmp_path / "s.yaml"
    store.write_text("facts:\n"
                     "  - id: en\n    claim: The GB200 NVL72 offers 130 TB/s of total NVLink "
                     "bandwidth\n"
                     "  - id: zh\n    claim: GB200 NVL72 的 NVLink 总带宽为 130 TB/s\n"
                     "  - id: zh-other\n    claim: GB200 NVL72 的 NVLink 总带宽为 260 TB/s\n"
                     "  - id: zh-each\n    claim: GB200 NVL72 每个 GPU 的 NVLink 带宽为 130 TB/s\n",
                     encoding="utf-8")
    runner = CliRunner()
    found = runner.invoke(app, ["dedup", "--store", str(store), "-f", "json"])
    assert found.exit_code == 0, found.output
    (group,) = json.loads(found.stdout)["clusters"]
    assert group["ids"] == ["en", "zh"] and "cross-lingual" in group["pairs"][0]["reason"]
    # another figure or scope stays apart; --one-language keeps the languages apart
    apart = runner.invoke(app, ["dedup", "--one-language", "--store", str(store), "-f", "json"])
    assert json.loads(apart.stdout)["clusters"] == []


def test_ingest_turns_a_near_duplicate_into_a_wording_of_the_fact(store: Path,
                                                                  tmp_path: Path) -> None:
    page = tmp_path / "claims.jsonl"
    page.write_text(json.dumps({"claim": PARAPHRASE, "confidence": 0.6}) + "\n",
                    encoding="utf-8")
    report = ingest(store, [page], "forum-copy")
    assert report.added == [] and report.merged == [ORIGINAL]
    fact = load(store).get(ORIGINAL)
    assert fact.merged[0].claim == PARAPHRASE and fact.merged[0].sources[0].source == \
        "forum-copy"


def test_add_warns_about_duplicates_and_conflicts(runner: CliRunner, store: Path) -> None:
    result = runner.invoke(app, ["add", PARAPHRASE, "--store", str(store), "-f", "json"])
    data = json.loads(result.stdout)
    assert data["duplicates"][0]["id"] == ORIGINAL
    result = runner.invoke(app, ["add", "NVLink 4.0 offers 900 GB/s per direction per GPU.",
                                 "--store", str(store), "-f", "json"])
    data = json.loads(result.stdout)
    others = {i for c in data["conflicts"] for i in c["ids"]} - {data["fact"]["id"]}
    assert "ref-nvlink4-bw-per-gpu" in others
    assert "conflicts with" in result.stderr


def test_add_reads_only_claims_naming_the_same_entities_and_figures() -> None:
    """``add`` compares a new claim with the claims naming its entities (any alias) and
    writing its figure (GB/s or TB/s), not with the whole store."""
    texts = ["fourth-generation NVLink has 900 GB/s", "NVLink 4.0 has 600 GB/s",
             "PCIe 4.0 has 900 GB/s", "NVLink4: 900GB/s"]
    assert dedup.could_repeat("NVLink 4.0 offers 0.9 TB/s per GPU", texts) == [0, 3]


def test_dedup_lists_the_same_statement_inside_different_claims(runner: CliRunner) -> None:
    """The mission's example: the bundled store's repeated NVLink 4.0 900 GB/s statements are
    compound claims that differ elsewhere: listed together, never merged."""
    from conftest import STORE

    result = runner.invoke(app, ["dedup", "--statements", "--store", str(STORE), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    nvlink4 = [g for g in data["statements"] if (g["subject"], g["value"], g["scope"]) ==
               ("NVLink 4.0", 900, "per-gpu")]
    assert {"nvlink-4-has-bidirectional-bandwidth-900-gb",
            "nvlink-4-offers-bidirectional-bandwidth-900-gb",
            "ref-nvlink4-bw-per-gpu"} <= set(nvlink4[0]["ids"])
    assert not any(set(g["ids"]) <= set(c["ids"]) for g in data["statements"]
                   for c in data["clusters"])
    plain = runner.invoke(app, ["dedup", "--store", str(STORE), "-f", "json"])
    assert "statements" not in json.loads(plain.stdout)


@pytest.mark.parametrize(("a", "b", "same"), [
    ("DGX B200 has eight B200 GPUs and two NVSwitch chips.",
     "Eight B200s and 2 NVSwitch chips sit together inside every single DGX B200 chassis.", True),
    ("NVLink 4.0 provides 900 GB/s per GPU.",
     "NVLink 4.0 provides 900 GB/s per GPU, enabling faster training of large language models.",
     False),
    ("PCIe 5.0 x16 gives 64 GB/s per direction for storage.",
     "PCIe 5.0 x16 gives 64 GB/s per direction for network cards.", False),
    ("NVSwitch connects every GPU in the node.",
     "Every GPU in the node sits together on one NVSwitch fabric board.", False),
])
def test_figures_the_guard_matched_count_when_one_wording_only_adds_words(
        a: str, b: str, same: bool) -> None:
    """A claim with figures that another restates with all of its general words and a few
    more is that claim: the entities, figures and qualifiers the guard found equal carry its
    meaning. A claim that adds a statement, one that puts words of its own in place of the
    other's, and claims without figures stay apart."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NCCL uses NVLink rather than PCIe between the two GPUs.",
     "NCCL uses NVLink, not PCIe, between the two GPUs.", True),
    ("NCCL uses NVLink rather than PCIe between the two GPUs.",
     "NCCL uses NVLink and PCIe between the two GPUs.", False),
    ("The NIC writes GPU memory directly, bypassing the CPU.",
     "The NIC writes GPU memory directly without going through the CPU.", True),
    ("SHARP is only used when the switch firmware supports it.",
     "SHARP is not used unless the switch firmware supports it.", True),
    ("SHARP is used when the switch firmware supports it.",
     "SHARP is used unless the switch firmware supports it.", False),
    ("环形算法带宽最优, 但延迟随 GPU 数量增长。",
     "环形算法的延迟随 GPU 数量增长, 不过带宽最优。", True),
    ("网卡直接读写 GPU 显存, 无需经过 CPU。", "网卡绕过 CPU 直接读写 GPU 显存。", True),
])
def test_negation_written_without_a_negative_word(a: str, b: str, same: bool) -> None:
    """'rather than', 'instead of', 'unless' and 'bypassing' (绕过) negate as 'not' and
    'without' do, and 不过 ('but') negates nothing: the negation is compared, not the word."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NVLink 端口出现 CRC 错误时会重传数据。", "NVLink端口出现CRC错误时会重传数据。", True),
    ("双比特 ECC 错误 (DBE) 对应 Xid 48。", "Xid 48 对应双比特ECC错误(DBE)。", True),
    ("NVLink端口出现CRC错误时会重传数据。", "NVLink端口出现ECC错误时会重传数据。", False),
])
def test_a_name_written_against_chinese_characters_is_the_same_name(
        a: str, b: str, same: bool) -> None:
    """Chinese puts no space around a Latin name ("出现CRC错误"): the name ends where its
    letters do, so it is the name written with spaces, and another name is still another."""
    assert _same(a, b, "zh") is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each DGX B200 node has eight NICs for the compute fabric.",
     "Each DGX B200 node has eight network adapters for the compute fabric.", True),
    ("Without P2P, the copy is staged through system RAM.",
     "Without P2P, the copy is staged through host memory.", True),
    ("Without P2P, the copy is staged through system RAM.",
     "Without P2P, the copy is staged through GPU memory.", False),
])
def test_plural_nics_and_ram_are_the_terms_they_abbreviate(a: str, b: str, same: bool) -> None:
    """'NICs' are network adapters (a domain term, not an unknown name), 'system RAM' is host
    memory, which another kind of memory is not."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b"), [
    ("Xid 62 shows the GPU has fallen off the bus.",
     "When you see Xid 62, the GPU fell off the bus."),
    ("The DGX H200 ships with eight ConnectX-7 adapters for the compute fabric.",
     "For the compute network, the DGX H200 includes 8 ConnectX-7 NICs."),
])
def test_irregular_verb_forms_and_adapters_are_one_word(a: str, b: str) -> None:
    """Forms the stemmer does not fold ('fell', 'fallen') are the verb's, and a
    network adapter written 'adapter' is the NIC."""
    assert _same(a, b)


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Expert parallelism is typically used within a node.",
     "Expert parallelism is usually used inside a single node.", True),
    ("Every GPU can talk to every other GPU over NVSwitch.",
     "NVSwitch lets every GPU communicate with every other GPU.", True),
    ("Gradient compression eases the pressure on the network.",
     "Gradient compression reduces the pressure on the network.", True),
    ("The driver disables ATS for peer mappings.",
     "The driver enables ATS for peer mappings.", False),
    ("Gradient compression eases the pressure on the network.",
     "Gradient compression raises the pressure on the network.", False),
])
def test_synonyms_of_frequency_place_and_verbs(a: str, b: str, same: bool) -> None:
    """'typically' is 'usually', 'inside a single node' is within a node, 'talk to' is
    'communicate with', 'eases' is 'reduces'; a verb of the opposite class stays another."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same", "lang"), [
    ("Grace 与 Hopper 之间的 NVLink-C2C 带宽为 900 GB/s。",
     "Grace 与 Hopper 之间的 NVLink-C2C 带宽为每秒 900 GB。", True, "zh"),
    ("Grace 与 Hopper 之间的 NVLink-C2C 带宽为 900 Gb/s。",
     "Grace 与 Hopper 之间的 NVLink-C2C 带宽为每秒 900 GB。", False, "zh"),
    ("NCCL's tree algorithm helps small messages at large scale.",
     "At scale, NCCL's tree algorithm helps small messages.", True, "en"),
    ("NCCL's tree algorithm helps small messages.",
     "NCCL's tree algorithm helps large messages.", False, "en"),
    ("With NVSwitch, any two GPUs exchange data at full NVLink bandwidth.",
     "With NVSwitch, any GPU exchanges data with any other at full NVLink bandwidth.", True,
     "en"),
    ("NVSwitch 让任意两块 GPU 都能跑满 NVLink 带宽。",
     "NVSwitch 让所有 GPU 之间都能跑满 NVLink 带宽。", True, "zh"),
    ("Xid 79 说明 GPU 已从总线上掉线。",
     "Xid 79 说明 GPU 已经掉线 (fallen off the bus)。", True, "zh"),
])
def test_rates_scales_pairs_and_buses_written_in_words(a: str, b: str, same: bool,
                                                         lang: str) -> None:
    """'每秒 900 GB' is 900 GB/s (and not 900 Gb/s); 'at large scale' is no message size;
    'any two GPUs' counts no two; 总线 is a bus, not a total."""
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Tensor parallelism usually stays inside one node.",
     "TP typically stays within a single node.", True),
    ("TP is kept inside one node.", "Pipeline parallelism is kept inside one node.", False),
    ("Multi-Instance GPU can split an H100 into seven instances.",
     "With MIG an H100 is partitioned into 7 separate instances.", True),
    ("GPUDirect Storage reads NVMe data straight into GPU memory.",
     "GDS reads NVMe data straight into GPU memory.", True),
    ("NVLink-C2C gives 900 GB/s of CPU-GPU bandwidth in GH200.",
     "NVLink-C2C gives 900 GB/s between the CPU and GPU in GH200.", True),
    ("In theory a PCIe 4.0 x16 slot moves 64 GB/s in both directions.",
     "PCIe 4.0 x16 has a theoretical bidirectional bandwidth of 64 GB/s.", True),
    ("NCCL implements all-gather with either a ring or a tree algorithm.",
     "For all-gather, NCCL chooses between the ring and tree algorithms.", True),
    ("NVLink-C2C combines the Grace CPU with the Hopper GPU in a coherent package.",
     "NVLink-C2C pairs the Grace CPU with the Hopper GPU in a coherent package.", True),
    ("Four NVSwitch chips tie together the eight GPUs of the tray.",
     "The eight GPUs of the tray are connected by four NVSwitch chips.", True),
])
def test_abbreviations_long_forms_and_verbs_of_joining(a: str, b: str, same: bool) -> None:
    """TP, PP and EP are their parallelisms (and stay apart from one another); a name's long
    form ('Multi-Instance GPU', 'GPUDirect Storage') is its abbreviation; 'CPU-GPU' is the CPU
    and the GPU; 'in theory' is 'theoretical'; 'either' says nothing; 'combines' and 'pairs',
    'ties together' and 'connects' are one verb."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Inside a node, all-to-all traffic between GPUs goes over NVSwitch and NVLink.",
     "NVLink and NVSwitch carry the intra-node all-to-all exchanges among the GPUs.", True),
    ("GPUDirect RDMA lets the InfiniBand NIC read GPU memory without staging it in host memory.",
     "With GPUDirect RDMA, an InfiniBand adapter pulls data straight out of GPU memory, no "
     "bounce through system RAM.", True),
    ("Tensor parallelism stays within a node because it needs NVLink bandwidth.",
     "Because TP depends heavily on NVLink speed, it is normally kept intra-node.", True),
    ("NVSwitch 让 NVLink 域内的 GPU 以全带宽做 all-gather。",
     "借助 NVSwitch\uff0cNVLink 域里的 GPU 都能满速跑 all-gather。", True),
    # what the guard still refuses however many key items are shared
    ("Tensor parallelism stays within a node because it needs NVLink bandwidth.",
     "Pipeline parallelism stays within a node because it needs NVLink bandwidth.", False),
    ("Inside a node, all-to-all traffic between GPUs goes over NVSwitch and NVLink.",
     "Inside a node, all-to-all traffic between GPUs never goes over NVSwitch and NVLink.",
     False),
    # three shared key items, but the general words say something else
    ("NCCL tunes all-reduce over NVLink and InfiniBand by picking ring or tree per message "
     "size.", "NCCL all-reduce is slower on InfiniBand than on NVLink because the network "
     "adds latency.", False),
])
def test_claims_without_figures_that_share_three_key_items_need_fewer_words(
        a: str, b: str, same: bool) -> None:
    """A claim without figures says most of what it says in what it names: when two claims
    write three key items or more alike (entities, names, domain terms) and the guard found
    nothing different, each counts as a shared word, so the general words around them may
    be reworded."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b"), [
    ("Within a node NCCL runs all-reduce over NVLink, and across nodes over InfiniBand.",
     "Across nodes NCCL runs all-reduce over NVLink, and within a node over InfiniBand."),
    ("Host-to-device copies go over PCIe, device-to-device copies over NVLink.",
     "Device-to-device copies go over PCIe, host-to-device copies over NVLink."),
])
def test_domain_terms_that_trade_places_are_another_claim(a: str, b: str) -> None:
    """Two domain terms trading places in an otherwise unchanged claim change what goes with
    what, as two entities trading places do (both claims have every word of the other)."""
    assert not _same(a, b)


@pytest.mark.parametrize(("a", "b", "same"), [
    ("GH200 pairs a Grace CPU with an H100 GPU over NVLink-C2C.",
     "In the GH200, NVLink-C2C joins the Grace CPU to the GPU next to it.", True),
    ("GH200 pairs a Grace CPU with an H100 GPU over NVLink-C2C.",
     "GH200 pairs a Grace CPU with an H200 GPU over NVLink-C2C.", False),
    ("GH200 pairs a Grace CPU with an H100 GPU over NVLink-C2C.",
     "GH200 pairs a Grace CPU with a B200 GPU over NVLink-C2C.", False),
    ("GH200 pairs a Grace CPU with an H100 GPU over NVLink-C2C.",
     "GB200 pairs a Grace CPU with an H100 GPU over NVLink-C2C.", False),
    ("In the GH200, NVLink-C2C joins the Grace CPU to the GPU next to it.",
     "The H100 joins the Grace CPU over NVLink-C2C.", False),
])
def test_a_superchip_says_the_gpu_it_is_built_on(a: str, b: str, same: bool) -> None:
    """A claim may name the GPU of a superchip both claims name, or leave it out: a GPU of
    the superchip's NVLink generation. Another GPU, another superchip, or the GPU without the
    superchip is another subject. The pair is a candidate (one meaning signature)."""
    assert _same(a, b) is same
    found = dedup.Deduper([a, b], ["en", "en"]).matches()
    assert bool(found) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NCCL_NET_GDR_LEVEL=5 lets GPUDirect RDMA cross the CPU root complex.",
     "NCCL_P2P_LEVEL=5 lets GPUDirect RDMA cross the CPU root complex.", False),
    ("Setting NCCL_IB_HCA picks which InfiniBand adapters NCCL uses.",
     "NCCL uses the InfiniBand adapters that NCCL_IB_HCA names.", True),
    ("In a GB200 the NVLink-C2C joins Grace to Blackwell at 900 GB/s.",
     "In a GB200 the NVLink-C2C joins Grace to Grace at 900 GB/s.", False),
    ("Each DGX H100 tray holds 1 Grace CPU and 4 H100 GPUs.",
     "Each DGX H100 tray holds 4 Grace CPUs and 4 H100 GPUs.", False),
    ("Each HGX H100 board holds 8 GPUs and 4 NVSwitch chips.",
     "Each HGX H100 board holds eight GPUs and four NVSwitch chips.", True),
    ("每节点的 IB 带宽为 400 GB/s。", "每对节点的 IB 带宽为 400 GB/s。", False),
    ("NCCL 测得的总线带宽为 370 GB/s。", "NCCL 测得的算法带宽为 370 GB/s。", False),
    ("nccl-tests gives 370 GB/s of bus bandwidth on 8 H100s.",
     "nccl-tests gives 370 GB/s of algorithm bandwidth on 8 H100s.", False),
    ("nccl-tests reports a bus bandwidth of about 370 GB/s for all-reduce.",
     "For all-reduce, nccl-tests shows busbw around 370 GB/s.", True),
])
def test_what_the_compared_sets_hide_is_still_refused(a: str, b: str, same: bool) -> None:
    """An environment variable is one name (NCCL_IB_HCA is not NCCL and InfiniBand); a general
    word put in place of an entity another entity already implies, and a figure written once
    more where the other claim writes a count of one, change the claim though the sets of
    entities and figures stay equal; bus bandwidth is not algorithm bandwidth, per node
    (每节点) not per node pair."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each H100 in the node gets its own CX-7 adapter at 400 Gb/s.",
     "A 400 Gb/s ConnectX-7 adapter is dedicated to every H100 in the node.", True),
    ("Each H100 in the node gets its own CX-7 adapter at 400 Gb/s.",
     "Each H100 in the node gets its own CX-6 adapter at 400 Gb/s.", False),
    ("The DGX B200 totals 14.4 TB/s of NVLink BW.",
     "In total the DGX B200 has 14,400 GB/s of NVLink bandwidth.", True),
    ("H200 的 NVLink 双向带宽为 900 吉字节每秒。", "H200 的 NVLink 双向带宽是 900 GB/s。", True),
    ("H200 的 NVLink 双向带宽为 900 吉比特每秒。", "H200 的 NVLink 双向带宽是 900 GB/s。", False),
    ("HGX H100 板上有四颗 NVLink 交换芯片。", "HGX H100 板上共有 4 颗 NVSwitch 芯片。", True),
    ("NVLink chip-to-chip joins Grace and Hopper at 900 GB/s.",
     "Grace and Hopper are joined by NVLink-C2C at 900 GB/s.", True),
    ("An HGX H100 carries four NVSwitch 3.0 chips.",
     "Four third-generation NVSwitch chips sit on an HGX H100.", True),
    ("An HGX H100 carries four NVSwitch 3.0 chips.",
     "Four fourth-generation NVSwitch chips sit on an HGX H100.", False),
    ("NVLink 5.0 gives 2x the per-GPU bandwidth of NVLink 4.0.",
     "Per GPU, NVLink 5.0 offers two times the bandwidth of NVLink 4.0.", True),
    ("NVLink 3.0 gives 1.5x the per-GPU bandwidth of NVLink 2.0.",
     "NVLink 3.0 gives 2x the per-GPU bandwidth of NVLink 2.0.", False),
    ("Grace has seventy-two Arm cores.", "Grace comes with 72 Arm cores.", True),
    ("Grace has seventy-two Arm cores.", "Grace comes with 64 Arm cores.", False),
    ("NDR 的端口速率比 HDR 翻倍。", "NDR 的端口速率是 HDR 的两倍。", True),
    ("NDR 的端口速率比 HDR 翻倍。", "NDR 的端口速率是 HDR 的三倍。", False),
    ("H100 的 NVLink 带宽 900 GB/s 是两个方向相加的。",
     "H100 的 NVLink 双向带宽为 900 GB/s。", True),
    ("H100 的 NVLink 带宽 900 GB/s 是两个方向相加的。",
     "H100 的 NVLink 单向带宽为 900 GB/s。", False),
])
def test_abbreviations_units_in_words_versions_and_multipliers(a: str, b: str,
                                                               same: bool) -> None:
    """BW, CX-7, units spelled out in Chinese (吉字节每秒 is GB/s, 吉比特每秒 Gb/s), NVLink 交换
    (NVLink Switch), NVLink chip-to-chip, a generation written as a version ("NVSwitch 3.0"),
    a multiplier glued to its figure ("1.5x"), a number word starting with s ("seventy-two")
    and 翻倍 (doubled) read as what they mean; another figure or generation stays another."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("On an HGX B200, every GPU reaches every other GPU at 1.8 TB/s.",
     "Any GPU of an HGX B200 can talk to any other one at 1,800 GB/s.", True),
    ("On an HGX B200, every GPU reaches every other GPU at 1.8 TB/s.",
     "On an HGX B200, the GPUs reach 1.8 TB/s in total.", False),
    ("On an HGX B200, each GPU has 1.8 TB/s of NVLink bandwidth.",
     "An HGX B200 has 1.8 TB/s of NVLink bandwidth.", False),
])
def test_a_figure_said_of_any_two_gpus_needs_no_every(a: str, b: str, same: bool) -> None:
    """'Every GPU ... every other GPU' and 'any GPU ... any other' say a figure of any two
    GPUs: the quantifier is no scope of its own. Without 'other', 'each GPU' is per GPU, and
    a total stays a total."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The B200 uses the same fifth-generation NVLink as the GB200, 1.8 TB/s per GPU.",
     "Like the GB200, the B200 has NVLink 5.0 at 1,800 GB/s per GPU.", True),
    ("Like the GB200, the B200 has NVLink 5.0 at 1,800 GB/s per GPU.",
     "Unlike the GB200, the B200 has NVLink 5.0 at 1,800 GB/s per GPU.", False),
])
def test_like_the_other_is_the_same_as_it(a: str, b: str, same: bool) -> None:
    """'Like the GB200' says what 'the same ... as the GB200' says; 'unlike' the opposite."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Eight H100 GPUs are connected by four third-gen NVSwitch chips in a DGX H100.",
     "Four NVSwitch chips (third generation) interconnect the 8 H100 GPUs of a DGX H100.", True),
    ("Four NVSwitch chips (third generation) interconnect the 8 H100 GPUs of a DGX H100.",
     "Four NVSwitch trays (third generation) interconnect the 8 H100 GPUs of a DGX H100.", False),
])
def test_the_noun_before_a_bracketed_generation_is_kept(a: str, b: str, same: bool) -> None:
    """'NVSwitch chips (third generation)' is the third NVSwitch and its chips: the noun
    between the name and the bracket is a word of the claim ('chips' is not 'trays');
    'interconnect' is a verb of joining as 'connect' is."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NVLink 4.0 was introduced with Hopper in 2022.", "Hopper brought NVLink 4.0 in 2022.", True),
    ("NVLink 4.0 was introduced with Hopper in 2022.",
     "Hopper was introduced with NVLink 4.0 in 2022.", False),
    ("Hopper introduced NVLink 4.0 in 2022.", "NVLink 4.0 introduced Hopper in 2022.", False),
])
def test_the_passive_voice_names_the_two_the_other_way_round(a: str, b: str,
                                                              same: bool) -> None:
    """'X was introduced with Y' is 'Y brought X': a passive wording with its agent may name
    the two items the other way round; two active (or two passive) wordings may not."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("GPU 0 sends to GPU 1 over NVLink.", "GPU 1 sends to GPU 0 over NVLink.", False),
    ("GPU 0 sends to GPU 1 over NVLink.", "Over NVLink, GPU 0 sends data to GPU 1.", True),
    ("Rank 1 waits for rank 3.", "Rank 3 waits for rank 1.", False),
])
def test_an_index_of_one_is_no_count_of_one(a: str, b: str, same: bool) -> None:
    """A 1 after a word that stands before another number of the claim is an index ('GPU 0
    ... GPU 1'), kept as the other numbers are: swapping the two is another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NVLink's fourth generation gives each GPU 18 links.",
     "Fourth-gen NVLink gives each GPU 18 links.", True),
    ("NVLink's fourth generation gives each GPU 18 links.",
     "NVLink's fifth generation gives each GPU 18 links.", False),
    ("The third generation of NVSwitch has 64 ports.", "NVSwitch 3.0 has 64 ports.", True),
    ("The third generation of NVSwitch has 64 ports.",
     "The fourth generation of NVSwitch has 64 ports.", False),
    ("Blackwell's fifth-generation NVLink gives 1.8 TB/s per GPU.",
     "Per GPU, NVLink 5 on Blackwell gives 1,800 GB/s.", True),
])
def test_a_generation_written_as_a_possessive_or_with_of(a: str, b: str, same: bool) -> None:
    """"NVLink's fourth generation" and "the fourth generation of NVLink" are NVLink 4.0 (a
    family's generation is its member), "the third generation of NVSwitch" is the third
    NVSwitch; "Blackwell's fifth-generation NVLink" stays Blackwell's NVLink 5.0."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each H100 has 18 NVLink links at 50 GB/s apiece, 900 GB/s in all.",
     "H100: 18 x 50 GB/s NVLink links = 900 GB/s per GPU.", True),
    ("Each H100 has 18 NVLink links at 50 GB/s apiece, 900 GB/s in all.",
     "Each H100 has 18 NVLink links at 50 GB/s apiece, 900 GB/s per node.", False),
    ("The H100 gets 900 GB/s per GPU from 50 GB/s links.",
     "The H100 gets 900 GB/s per link from 50 GB/s links.", False),
])
def test_a_count_times_a_rate_says_which_figure_is_the_total(a: str, b: str,
                                                              same: bool) -> None:
    """When a count of the claim times one of its rates is another (18 x 50 = 900), the
    figures say which is each link's and which the total: the scope words a wording gives
    them are not compared. Without that product, another scope is another claim; so is
    another direction, or 'per node' for 'per GPU' (a domain term)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("A PCIe 4.0 x16 slot moves about 32 GB/s each way, or 64 GB/s bidirectional.",
     "Bidirectional, an x16 PCIe 4.0 slot gives ~64 GB/s (about 32 GB/s in each direction).",
     True),
    ("A PCIe 4.0 x16 slot moves about 32 GB/s each way, or 64 GB/s bidirectional.",
     "A PCIe 4.0 x16 slot moves about 64 GB/s each way, or 32 GB/s bidirectional.", False),
])
def test_a_figure_whose_phrase_gives_no_direction_contradicts_none(a: str, b: str,
                                                                   same: bool) -> None:
    """Values paired with their directions are compared where both wordings give a figure
    one in its own phrase; a direction written in a phrase of its own ('Bidirectional, ...')
    pairs nothing, so it contradicts nothing. Swapped pairings stay refused."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NVSwitch 2.0 doubled the ports per chip from 18 to 36.",
     "Per chip, the second NVSwitch went from eighteen ports to thirty-six.", True),
    ("NVSwitch 2.0 tripled the ports per chip from 18 to 36.",
     "Per chip, the second NVSwitch went from eighteen ports to thirty-six.", False),
    ("NVSwitch 2.0 doubled the ports per chip from 18 to 36.",
     "NVSwitch 2.0 doubled the ports per chip from 36 to 18.", False),
])
def test_a_multiplier_that_its_from_and_to_figures_say_may_be_left_out(a: str, b: str,
                                                                       same: bool) -> None:
    """'Doubled ... from 18 to 36' says nothing that 'from 18 to 36' does not: the multiplier
    the two figures give is no figure of its own. One they do not give ('tripled') is, and
    the figures in the other order are another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The V100 reaches 300 GB/s over six NVLink links, 50 GB/s per link.",
     "Six NVLink links at 50 GB/s each give the V100 300 GB/s.", True),
    ("NVLink 2.0 connects over 6 GPUs.", "NVLink 2.0 connects 6 GPUs.", False),
])
def test_over_after_a_rate_is_a_route_not_a_bound(a: str, b: str, same: bool) -> None:
    """'300 GB/s over six links' runs over six links; 'over 6 GPUs' with no rate before it
    in its clause is more than six."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("A DGX B200 holds 8 B200 GPUs in total.", "A DGX B200 holds eight B200 GPUs.", True),
    ("DGX B200 里总共有 8 块 B200 GPU。", "DGX B200 里有八块 B200 GPU。", True),
    ("An NVLink 4.0 switch tray has 2 chips per GPU.", "An NVLink 4.0 switch tray has 2 chips.",
     False),
])
def test_a_count_in_total_is_the_count(a: str, b: str, same: bool) -> None:
    """A total of a count without a rate ('8 GPUs in total', 总共 8 块) says the count: a
    wording may leave 'in total' out. A count per GPU is another claim."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


def test_a_domain_term_holds_no_qualifier() -> None:
    """The words of a domain term are read as the term, not as a qualifier inside it ('per
    node pair' is not 'per node' and a pair), whatever the qualifier tables hold."""
    m = dedup.meaning("Each DGX gets 200 GB/s of InfiniBand bandwidth per node pair.")
    assert any(term.endswith("per-node-pair") for term in m.terms), m.terms
    assert not any(q.startswith("scope:") for q in m.qualifiers - m.inferred), m.qualifiers


_STORE = [c.text for c in generate(300, seed=5)[0]]
"""A store of 300 synthetic claims: their context words (``WORDS``) are each in many claims."""


def _same_in_store(a: str, b: str) -> bool:
    texts = [a, b, *_STORE]
    return bool(dedup.Deduper(texts, ["en"] * len(texts)).matches([(0, 1)]))


@pytest.mark.parametrize(("a", "b"), [
    ("The DGX B200 packs 8 Blackwell GPUs joined by NVLink at 1.8 TB/s each.",
     "Eight Blackwell GPUs, each wired into NVLink at 1,800 GB/s, sit inside one DGX B200."),
    ("GB200 NVL72 works like one enormous GPU with 130 TB/s of low-latency NVLink bandwidth.",
     "With 130 TB/s of NVLink bandwidth at low latency, the GB200 NVL72 functions as a single "
     "colossal GPU."),
])
def test_equal_figures_and_three_key_items_need_few_words_when_the_rest_is_rare(
        a: str, b: str) -> None:
    """Claims with equal figures that write three key items alike (entities, figures,
    qualifiers, names) say most of what they say in them: each counts as a shared word when
    the general words only one has are rare in the store ('enormous' for 'colossal'). Two
    claims alone are no store: there the words must match as ever."""
    assert _same_in_store(a, b)
    assert not _same(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("An NVLink bridge joins two RTX A6000 boards so they pool their memory.",
     "Two RTX A6000 cards linked through an NVLink bridge can share one combined memory space."),
    ("CUDA IPC lets one process open another's device allocation.",
     "With CUDA IPC, a process can map a device buffer that a different process allocated."),
])
def test_words_apart_that_are_rare_in_the_store_count_half(a: str, b: str) -> None:
    """A general word only one claim has, and few claims of the store use, is how one writer
    put it ('pool' for 'share'): it counts half a word apart, so a rewording may change more
    of them. Two claims alone are no store: there each counts whole."""
    assert _same_in_store(a, b)
    assert not _same(a, b)


@pytest.mark.parametrize("claim", ["NVLink 4.0 reaches 900 GB/s per GPU in {} {} setups.",
                                   "NCCL keeps its {} {} buffers in GPU memory."])
def test_common_words_apart_keep_claims_apart(claim: str) -> None:
    """Words that many of the store's claims use are what tells them apart: claims with the
    same entities, figure and scope whose context words differ stay two claims."""
    common = [w for w in WORDS if sum(f" {w} " in text for text in _STORE) >= 10][:4]
    assert len(common) == 4
    assert not _same_in_store(claim.format(*common[:2]), claim.format(*common[2:]))


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The H200 gets 900 GB/s of total NVLink bandwidth per GPU.",
     "Every H200 is given 900 GB/s over NVLink.", True),
    ("NVLink 5.0 gives each B200 1.8 TB/s, both directions summed, in total.",
     "A B200 has 1.8 TB/s of bidirectional NVLink bandwidth per GPU.", True),
    ("The DGX B200's 14.4 TB/s of NVLink bandwidth is the total of its GPUs.",
     "The DGX B200's 14.4 TB/s of NVLink bandwidth goes to each of its GPUs.", False),
    ("The H200 gets 900 GB/s of total NVLink bandwidth.",
     "The H200 gets 900 GB/s of NVLink bandwidth per link.", False),
    ("The HGX B200 has 14.4 TB/s of total NVLink bandwidth.",
     "Each GPU of the HGX B200 has 14.4 TB/s of NVLink bandwidth.", False),
    ("A PCIe 5.0 x16 slot moves 128 GB/s in total, counting both directions.",
     "PCIe 5.0 x16 slots carry 128 GB/s bidirectional.", True),
])
def test_a_gpu_s_rate_in_total_is_the_gpu_s(a: str, b: str, same: bool) -> None:
    """A total of a rate said with a GPU ('900 GB/s of total bandwidth per GPU') is the GPU's,
    and one said of no GPU but of both directions is the bidirectional figure: a wording may
    leave 'total' out. A total of no GPU is not any one GPU's ('the total of its GPUs' against
    'goes to each', 'total' against 'each GPU'), and a total is never one link's."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each B200 reaches 1.8 TB/s of NVLink bandwidth per GPU.",
     "Each B200 reaches 1.8 TB/s of NVLink bandwidth per superchip.", False),
    ("GB200 NVL72 整个机柜共有 130TB/s 的 NVLink 带宽。",
     "GB200 NVL72 每个计算托盘共有 130TB/s 的 NVLink 带宽。", False),
    ("NVLink bandwidth matters most for training large models.",
     "NVLink bandwidth matters most for tuning large models.", False),
])
def test_another_unit_for_a_stated_scope_or_a_word_is_another_claim(a: str, b: str,
                                                                    same: bool) -> None:
    """A unit of the domain terms ('per superchip', 每个计算托盘) where the other claim states a
    scope or another unit (整个机柜) counts the figure otherwise; a general word in place of a
    domain term with all else kept is a change of meaning ('tuning' for 'training'), as a
    word in place of an entity is."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("A PCIe 5.0 x16 slot carries about 64 GB/s each way.",
     "Around 64 GB/s per direction goes through a sixteen-lane PCIe Gen5 slot.", True),
    ("PCIe 5.0 x16 的单向带宽约 64 GB/s。", "16 通道的 PCIe 5.0 每个方向大约 64 GB/s。", True),
    ("A PCIe 5.0 x16 slot carries about 64 GB/s each way.",
     "An eight-lane PCIe 5.0 slot carries about 64 GB/s each way.", False),
])
def test_lanes_counted_in_words_are_the_link_width(a: str, b: str, same: bool) -> None:
    """A PCIe link's lanes written as a count ('sixteen-lane', '16 通道') are its width (x16);
    another count of lanes is another width."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The third-generation NVSwitch is used in the DGX A100.",
     "DGX A100 uses NVSwitch gen 3.", True),
    ("The DGX A100 uses the third-generation NVSwitch.",
     "The third-generation NVSwitch uses the DGX A100.", False),
])
def test_is_used_in_names_the_user_the_other_way_round(a: str, b: str, same: bool) -> None:
    """'X is used in Y' is 'Y uses X' (a passive with its agent after 'in'); two active
    wordings that swap the two stay refused."""
    assert _same(a, b) is same


def _across(a: str, b: str) -> bool:
    matcher = dedup.Deduper([a, b], ["en", "zh"])
    return bool(matcher.cross_lingual()) and not matcher.matches()


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each HGX H200 board links its 8 GPUs with 7.2 TB/s of NVLink bandwidth in total.",
     "HGX H200 的 8 块 GPU 通过 NVLink 互连\uff0c总带宽 7.2 TB/s。", True),
    ("NCCL_P2P_LEVEL=NVL keeps NCCL's peer-to-peer traffic on NVLink.",
     "设置 NCCL_P2P_LEVEL=NVL 后\uff0cNCCL 的点对点流量只走 NVLink。", True),
    ("Each HGX H200 board links its 8 GPUs with 7.2 TB/s of NVLink bandwidth in total.",
     "HGX H200 的 4 块 GPU 通过 NVLink 互连\uff0c总带宽 7.2 TB/s。", False),
    ("The L40S does not support NVLink.", "L40S 支持 NVLink。", False),
    ("NVLink 4.0 gives the H100 900 GB/s.",
     "H100 的 NVLink 4.0 带宽为 900 GB/s\uff0c用于训练。", False),
])
def test_cross_lingual_pairs_whose_meanings_the_guard_finds_equal(a: str, b: str,
                                                                  same: bool) -> None:
    """`dedup --cross-lingual` pairs an English and a Chinese wording that the guard lets
    through, language aside, and that write three key items or more alike: general words are
    not compared across languages, so what they say must be in what the guard compares.
    Another figure, a negation or a domain term only one names (训练) keeps them apart; plain
    dedup pairs them too (``across_languages``), unless --one-language."""
    assert _across(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("With 12 links for an Ampere-based A100 GPU this brings the total bandwidth to 600 GB/s.",
     "A100(上一代): 每个GPU有12条NVLink链路,总带宽为600GB/s。", True),
    ("With 12 links for an Ampere-based A100 GPU this brings the total bandwidth to 300 GB/s.",
     "A100(上一代): 每个GPU有12条NVLink链路,总带宽为600GB/s。", False),
    ("Each A100 GPU has 12 NVLink links.", "A100 是 H100 的上一代,每个 GPU 有 12 条 NVLink 链路。",
     False),
])
def test_a_previous_generation_label_is_no_lineage_said(a: str, b: str, same: bool) -> None:
    """A trial's page labels the A100 '(上一代)', the previous generation beside the A800 it is
    about: read as the domain term 'predecessor', which its English twin does not name, it
    kept two wordings whose readings are the same statements apart. The term is what a thing
    is to another, "H100 的上一代" as "the previous generation of H100", in both languages."""
    assert _across(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NCCL_SOCKET_IFNAME tells NCCL which network interface to use.",
     "Set NCCL_SOCKET_IFNAME to choose the network interface to use.", True),
    ("NCCL_SOCKET_IFNAME tells NCCL which network interface to use.",
     "NCCL_IB_HCA tells NCCL which network interface to use.", False),
])
def test_a_name_with_underscores_names_what_its_first_part_does(a: str, b: str,
                                                                 same: bool) -> None:
    """An environment variable whose first part is an entity ('NCCL_SOCKET_IFNAME') names it:
    a wording may leave 'NCCL' out. The variable stays one name of its own."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Summed together, the NVLink bandwidth of a DGX B200 is 14.4 TB/s.",
     "A DGX B200 has 14.4 TB/s of NVLink bandwidth in total.", True),
    ("NVLink 4.0 单条链路收发合计 50 GB/s。", "NVLink 4.0 每条链路双向 50 GB/s。", True),
    ("NVLink 4.0 单条链路收发合计 50 GB/s。", "NVLink 4.0 每条链路单向 50 GB/s。", False),
])
def test_sums_written_in_words(a: str, b: str, same: bool) -> None:
    """'Summed together' is 'in total', 收发合计 (sent and received together) is 双向; one
    direction is still not both."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("A ConnectX-7 port doesn't exceed 400 Gb/s.", "A ConnectX-7 port runs at up to 400 Gb/s.",
     True),
    ("H200 的 NVLink 带宽与 H100 相比保持不变。", "H200 的 NVLink 带宽与 H100 相同。", True),
    ("这个 900 GB/s 并非 H100 的单向带宽。", "这个 900 GB/s 不是 H100 的单向带宽。", True),
    ("这个 900 GB/s 并非 H100 的单向带宽。", "这个 900 GB/s 是 H100 的单向带宽。", False),
])
def test_bounds_and_negations_written_as_words(a: str, b: str, same: bool) -> None:
    """'Doesn't exceed' is 'up to' (no negation of the claim), 保持不变 is 相同 (unchanged: the
    same, though it holds 不), 并非 negates as 不是 does."""
    lang = "zh" if re.search(r"[\u4e00-\u9fff]", a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Training LLMs across H100 nodes needs InfiniBand.",
     "LLM training across H100 nodes needs InfiniBand.", True),
    ("Training LLMs across H100 nodes needs InfiniBand.",
     "Training VLMs across H100 nodes needs InfiniBand.", False),
])
def test_a_name_s_plural_is_the_name(a: str, b: str, same: bool) -> None:
    """An upper-case name with a plural s ('LLMs', 'DPUs') is the name; another name is
    another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The A100 has 12 NVLink links per GPU, each at 50 GB/s bidirectional.",
     "Every A100 GPU carries twelve third-generation NVLinks with 50 GB/s bidirectional per "
     "link.", True),
    ("The A100 has 12 NVLink links, 50 GB/s bidirectional per link.",
     "The A100 has 12 NVLink links, 50 GB/s bidirectional per GPU.", False),
    ("DGX A100: 8x A100, 6x NVSwitch, 4.8 TB/s NVLink.",
     "DGX A100: 8x A100, 6x NVSwitch, 4.8 TB/s NVLink per GPU.", False),
    ("The A100 has 12 NVLink links per GPU, each at 50 GB/s bidirectional.",
     "The A100 has 12 NVLink links per GPU, each at 50 GB/s in each direction.", False),
])
def test_a_count_and_a_rate_place_their_scopes_by_phrase(a: str, b: str, same: bool) -> None:
    """In a claim with a count and a rate, 'per GPU' may go with the count and 'per link' with
    the rate, said or implied by the links counted: wordings that place them otherwise agree.
    A figure given another scope in its phrase, a scope the other claim neither says nor
    counts, or another direction is another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Expert parallelism is usually kept within a node over NVLink.",
     "Over NVLink, expert parallelism is usually kept inside one server.", True),
    ("Expert parallelism is usually kept within a node over NVLink.",
     "Expert parallelism is usually spread across servers over NVLink.", False),
    ("NVLink 5.0 was announced by NVIDIA in 2024.", "NVLink 5.0 was announced in 2024.", True),
    ("NVLink 5.0 was announced by NVIDIA in 2024.", "NVLink 5.0 was announced by AMD in 2024.",
     False),
])
def test_a_server_is_a_node_and_an_agent_may_be_left_out(a: str, b: str, same: bool) -> None:
    """'Inside one server' is intra-node and 'across servers' inter-node; a passive's agent
    ('announced by NVIDIA') may be left out, another agent is another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Every Quantum-2 switch port carries 400 Gb/s of NDR traffic.",
     "Every Quantum-2 switch carries 400 Gb/s of NDR traffic.", False),
    ("Every Quantum-2 switch port carries 400 Gb/s of NDR traffic.",
     "Every Quantum-2 switch port moves 400 Gb/s of NDR traffic.", True),
    ("Every Quantum-2 switch port carries 400 Gb/s of NDR traffic.",
     "A Quantum-2 switch carries 400 Gb/s of NDR traffic per port.", True),
    ("Each HGX B200 node gets 1.6 Tb/s of scale-out bandwidth.",
     "Each HGX B200 node pair gets 1.6 Tb/s of scale-out bandwidth.", False),
    ("Each HGX B200 node pair gets 1.6 Tb/s of scale-out bandwidth.",
     "Per node pair, the HGX B200 gets 1.6 Tb/s of scale-out bandwidth.", True),
])
def test_a_port_or_pair_after_a_term_s_head_noun_is_another_thing(a: str, b: str,
                                                                   same: bool) -> None:
    """A switch port is not the switch, nor a node pair the node: a figure of one is not a
    figure of the other ('each ... node pair' is per node pair, not per node and a pair)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("In an all-gather, busbw equals algbw times (n-1)/n.",
     "In an all-gather, algbw equals busbw times (n-1)/n.", False),
    ("For reduce-scatter, bus bandwidth is algorithm bandwidth multiplied by (n-1)/n.",
     "For reduce-scatter, algorithm bandwidth is bus bandwidth multiplied by (n-1)/n.", False),
    ("In an all-gather, busbw equals algbw times (n-1)/n.",
     "In an all-gather, bus bandwidth is algorithm bandwidth multiplied by (n-1)/n.", True),
    ("nccl-tests prints both busbw and algbw for every message size.",
     "nccl-tests prints both algbw and busbw for every message size.", True),
    ("做 all-gather 时总线带宽等于算法带宽乘以 (n-1)/n。",
     "做 all-gather 时算法带宽等于总线带宽乘以 (n-1)/n。", False),
])
def test_bus_and_algorithm_bandwidth_traded_across_is_times_are_another_claim(
        a: str, b: str, same: bool) -> None:
    """'A is B times N': A and B have roles, so bus and algorithm bandwidth trading places
    around it say another thing; in a list ('busbw and algbw') their order says nothing."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("PCIe 5.0 signals at 32 GT/s/lane.", "Each lane of PCIe 5.0 signals at 32 GT/s.", True),
    ("A PCIe 6.0 lane runs at 64 GT/s.", "PCIe 6.0: 64 GT/s/lane", True),
    ("A DGX B200 draws 14.3 kW/node.", "Each DGX B200 node draws 14.3 kW.", True),
    ("PCIe 5.0 signals at 32 GT/s/lane.", "PCIe 5.0 signals at 32 GT/s/link.", False),
    ("The B200 draws 1000 W/GPU.", "The B200 draws 1000 W/node.", False),
    ("H100 carries 80 GB/GPU of HBM3.", "H100 carries 80 GB/node of HBM3.", False),
])
def test_a_unit_then_a_slash_and_a_noun_is_the_unit_per_that_noun(a: str, b: str,
                                                                   same: bool) -> None:
    """'32 GT/s/lane' is 32 GT/s per lane and '14.3 kW/node' 14.3 kW per node: the figure
    keeps its unit, and what follows the slash is its scope (per node is not per GPU)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Xid 79 and Xid 74 are both NVLink errors.", "NVLink errors: Xids 79 & 74.", True),
    ("H100 and H200 are both Hopper GPUs.", "H100 and H200 are Hopper GPUs.", True),
    ("H100 and H200 are both Hopper GPUs.", "H100, H200 and H20 are all Hopper GPUs.", False),
    ("Both GPUs have 18 NVLink links.", "The GPUs have 18 NVLink links.", False),
    ("The two GPUs are both on NVLink.", "The GPUs are on NVLink.", False),
])
def test_both_after_a_listed_subject_restates_the_list(a: str, b: str, same: bool) -> None:
    """'A and B are both X' counts nothing the list does not: it is 'A and B are X'; a
    'both' that alone says there are two ('both GPUs') still counts them."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("HGX B200: 14.4 TB per sec of total NVLink bandwidth.",
     "HGX B200 has 14.4 TB/s of NVLink bandwidth in total.", True),
    ("An NDR port runs at 400 Gb per sec.", "An NDR port runs at 400 Gb/s.", True),
    ("HGX B200: 14.4 TB per sec of total NVLink bandwidth.",
     "HGX B200: 14.4 Tb per sec of total NVLink bandwidth.", False),
    ("An NDR port runs at 400 Gb per sec.", "An NDR port runs at 400 GB per sec.", False),
    ("The GB200 NVL72 rack holds 13.4 TB of HBM3e.",
     "The GB200 NVL72 rack moves 13.4 TB per sec of HBM3e.", False),
])
def test_a_rate_written_per_sec_is_the_rate(a: str, b: str, same: bool) -> None:
    """'14.4 TB per sec' is 14.4 TB/s; bits are not bytes, and an amount is not a rate."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("DGX H100 has four NVSwitch chips of the third generation.",
     "DGX H100 has four third-generation NVSwitch chips.", True),
    ("The NVSwitch of the second generation has 36 ports.",
     "The second-generation NVSwitch has 36 ports.", True),
    ("DGX H100 has four NVSwitch chips of the third generation.",
     "DGX H100 has four NVSwitch chips of the fourth generation.", False),
    ("The NVSwitch of the second generation has 36 ports.",
     "The third-generation NVSwitch has 36 ports.", False),
])
def test_a_generation_written_after_of_the_is_the_entity_s(a: str, b: str, same: bool) -> None:
    """'NVSwitch chips of the third generation' is the third-generation NVSwitch: its chips,
    not another NVSwitch; another generation after 'of the' is another entity."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The NCCL test suite reports bus bandwidth per collective.",
     "nccl-tests reports bus bandwidth per collective.", True),
    ("The NCCL test suite reports bus bandwidth per collective.",
     "NCCL reports bus bandwidth per collective.", False),
])
def test_the_nccl_test_suite_is_nccl_tests(a: str, b: str, same: bool) -> None:
    """'the NCCL test suite' is the nccl-tests programs, not NCCL the library."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("PCIe 5.0 x16 gives roughly 128 GB/s with both directions added together.",
     "PCIe 5.0 x16 gives roughly 128 GB/s bidirectional.", True),
    ("An NVLink 4.0 link: 50 GB/s once both directions are added together.",
     "An NVLink 4.0 link carries 50 GB/s in both directions combined.", True),
    ("Vendors quoting NVLink figures add both directions together.",
     "Vendors quote NVLink figures bidirectionally.", True),
    ("PCIe 5.0 x16: 128 GB/s, 两个方向加在一起。", "PCIe 5.0 x16 双向 128 GB/s。", True),
    ("PCIe 5.0 x16 gives roughly 128 GB/s with both directions added together.",
     "PCIe 5.0 x16 gives roughly 128 GB/s in each direction.", False),
    ("An NVLink 4.0 link: 50 GB/s once both directions are added together.",
     "NVLink 4.0: 50 GB/s in total once all of a GPU's links are added together.", False),
])
def test_both_directions_added_together_is_bidirectional(a: str, b: str, same: bool) -> None:
    """Summing the two directions ('both directions are added together', 'adds both
    directions together', '两个方向加在一起') is the bidirectional figure, not a total over
    parts: it is not one direction, nor every link of a GPU added up."""
    assert _same(a, b, "zh" if "两" in a else "en") is same


@pytest.mark.parametrize(("a", "b", "lang", "same"), [
    ("Setting NCCL_SHM_DISABLE=1 prevents NCCL from using shared memory.",
     "With NCCL_SHM_DISABLE=1, NCCL does not use shared memory.", "en", True),
    ("GPUDirect Storage moves data to GPU memory, bypassing the CPU bounce buffer.",
     "With GPUDirect Storage the CPU bounce buffer is skipped: data moves to GPU memory.",
     "en", True),
    ("设置 NCCL_SHM_DISABLE=1 会禁止 NCCL 使用共享内存。",
     "NCCL_SHM_DISABLE=1 时 NCCL 不使用共享内存。", "zh", True),
    ("Setting NCCL_SHM_DISABLE=1 prevents NCCL from using shared memory.",
     "Setting NCCL_SHM_DISABLE=1 lets NCCL use shared memory.", "en", False),
    ("With GPUDirect Storage the CPU bounce buffer is skipped: data moves to GPU memory.",
     "With GPUDirect Storage the CPU bounce buffer is used: data moves to GPU memory.",
     "en", False),
    ("设置 NCCL_SHM_DISABLE=1 会禁止 NCCL 使用共享内存。",
     "设置 NCCL_SHM_DISABLE=1 会允许 NCCL 使用共享内存。", "zh", False),
])
def test_a_verb_that_keeps_something_from_happening_negates_it(a: str, b: str, lang: str,
                                                                same: bool) -> None:
    """'prevents NCCL from using X' is 'NCCL does not use X', '禁止' is '不允许', and a thing
    'skipped' is bypassed: the opposite claim (lets, is used, 允许) stays apart."""
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Hopper introduced the fourth generation of NVLink.",
     "NVLink 4.0 made its debut on Hopper.", True),
    ("Pascal introduced NVLink 1.0.", "NVLink 1.0 debuted with Pascal.", True),
    ("NVLink 4.0 made its debut on Hopper.", "Hopper made its debut on NVLink 4.0.", False),
    ("NVLink 1.0 debuted in 2016 on the Tesla P100.",
     "NVLink 2.0 debuted in 2017 on the Tesla V100.", False),
])
def test_what_debuted_on_a_thing_was_introduced_by_it(a: str, b: str, same: bool) -> None:
    """'Y made its debut on X' is 'X introduced Y' (Y is introduced, X its agent); the two
    swapped around 'debut' say another thing."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("A100 offers 300 GB/s of NVLink bandwidth in each direction, 600 GB/s bidirectional.",
     "Each way, an A100 moves 300 GB/s over NVLink. Count both directions and it is 600 GB/s.",
     True),
    ("PCIe 5.0 x16 gives 64 GB/s per direction. Both directions add up to 128 GB/s.",
     "PCIe 5.0 x16: 64 GB/s each way, 128 GB/s bidirectional.", True),
    ("PCIe 5.0 x16 gives 64 GB/s per direction. Both directions add up to 128 GB/s.",
     "PCIe 5.0 x16: 128 GB/s each way, 64 GB/s bidirectional.", False),
    ("A100 offers 300 GB/s of NVLink bandwidth in each direction, 600 GB/s bidirectional.",
     "Bidirectional, an A100 moves 300 GB/s over NVLink. Each way it is 600 GB/s.", False),
])
def test_a_sentence_end_closes_a_figure_s_phrase(a: str, b: str, same: bool) -> None:
    """A direction pairs with a bandwidth in its own sentence: '... 450 GB/s. Add both
    directions and ...' does not make 450 GB/s bidirectional, and '64 GB/s per direction.
    Both directions add up to 128 GB/s' is not 128 GB/s each way."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Per direction, NVLink 4.0 gives 450 GB/s; in both directions, 900 GB/s.",
     "NVLink 4.0 gives 450 GB/s per direction and 900 GB/s in both directions.", True),
    ("Per direction, NVLink 4.0 gives 450 GB/s; in both directions, 900 GB/s.",
     "NVLink 4.0 gives 900 GB/s per direction and 450 GB/s in both directions.", False),
    ("Each way, NVLink 4.0 moves 450 GB/s, and bidirectionally 900 GB/s.",
     "NVLink 4.0 moves 900 GB/s each way and 450 GB/s bidirectionally.", False),
    ("Each way, the A100 moves 300 GB/s and the H100 450 GB/s.",
     "The A100 moves 300 GB/s each way and the H100 450 GB/s.", True),
    ("Each way, the A100 moves 300 GB/s and the H100 450 GB/s.",
     "The A100 moves 450 GB/s each way and the H100 300 GB/s.", False),
])
def test_a_direction_in_a_leading_clause_binds_the_figures_after_it(a: str, b: str,
                                                                    same: bool) -> None:
    """'Per direction, X gives 450 GB/s' gives 450 GB/s the direction its clause has none of,
    so the wording with the two figures' directions swapped is another claim; and a direction
    may move ('Each way, A moves ...' is 'A moves ... each way') without hiding two subjects
    whose figures trade places."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The A100 has 600 GB/s of NVLink bandwidth in total and 300 GB/s in each direction.",
     "A100 NVLink: 300 GB/s each way, 600 GB/s bidirectional.", True),
    ("HGX B200 的 NVLink 总带宽是 14.4 TB/s\uff0c单向 7.2 TB/s。",
     "HGX B200\uff1a每个方向 7.2 TB/s\uff0c双向共 14.4 TB/s。", True),
    ("The A100 has 600 GB/s of NVLink bandwidth in total and 300 GB/s in each direction.",
     "A100 NVLink: 600 GB/s each way, 300 GB/s bidirectional.", False),
    ("The A100 has 600 GB/s of NVLink bandwidth in total and 300 GB/s in each direction.",
     "A100 NVLink: 300 GB/s each way, 600 GB/s per link.", False),
])
def test_a_total_twice_a_one_way_figure_is_both_directions(a: str, b: str, same: bool) -> None:
    """A total twice the claim's one-way figure, with no direction of its own, is the two
    directions summed: '600 GB/s in total and 300 GB/s in each direction' is '300 GB/s each
    way, 600 GB/s bidirectional'; the figures' directions swapped, or the total put per link,
    is another claim."""
    lang = "zh" if patterns._CJK.search(a) else "en"
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The HGX H100 offers 7.2 TB/s of NVLink bandwidth.",
     "HGX H100 provides 7,200 GB/s of NVLink bandwidth across the whole system.", True),
    ("The HGX H100 offers 7.2 TB/s of NVLink bandwidth.",
     "HGX H100 provides 7,200 GB/s of NVLink bandwidth per GPU.", False),
    ("HGX H100 provides 7,200 GB/s of NVLink bandwidth across the whole system.",
     "HGX H100 gives 7.2 TB/s of NVLink bandwidth to each of its GPUs.", False),
])
def test_a_system_s_rate_said_of_no_gpu_is_its_total(a: str, b: str, same: bool) -> None:
    """A system's rate that no scope or GPU is named for is the system's total ('the HGX H100
    offers 7.2 TB/s' is '7.2 TB/s across the whole system'); said per GPU, or to its GPUs, it
    is another figure."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Expert parallelism usually stays inside one node.",
     "Expert parallelism usually stays inside one GPU.", False),
    ("Data parallelism is often run across a single rack.",
     "Data parallelism is often run across a single GPU.", False),
    ("Expert parallelism usually stays inside one node.",
     "Expert parallelism normally stays within a single node.", True),
    ("One GPU can read another GPU's memory over NVLink.",
     "Over NVLink, a single GPU can read the memory of another GPU.", True),
])
def test_a_gpu_as_a_claim_s_place_is_not_a_node_or_a_rack(a: str, b: str, same: bool) -> None:
    """In a claim without figures, 'one GPU' is what the claim speaks of, not a scope: put in
    place of 'one node' (a domain term) or of 'a single rack' (a general word) it is another
    claim; two wordings that both name it may still match."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "lang", "same"), [
    ("GPU: A100 | NVLink: 3rd gen | 600 GB/s",
     "The A100's third-generation NVLink gives 600 GB/s.", "en", True),
    ("Switch: NVSwitch: 3rd gen | ports: 64", "The third-generation NVSwitch has 64 ports.",
     "en", True),
    ("Switch: NVSwitch: 3rd gen | ports: 64", "The second-generation NVSwitch has 64 ports.",
     "en", False),
    ("平台\uff1aHGX | NVSwitch\uff1a第三代 | 64 个端口", "HGX 的第三代 NVSwitch 有 64 个端口", "zh",
     True),
    ("平台\uff1aHGX | NVSwitch\uff1a第三代 | 64 个端口", "HGX 的第二代 NVSwitch 有 64 个端口", "zh",
     False),
])
def test_a_generation_in_a_table_cell_is_the_entity_s(a: str, b: str, lang: str,
                                                     same: bool) -> None:
    """A table's cell 'NVSwitch: 3rd gen' (or 第三代 after a full-width colon) names the
    third-generation NVSwitch, not a figure 3; another generation is another entity."""
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NCCL offloads all-reduce into the switch with NVLS.",
     "With NVLink SHARP, NCCL offloads all-reduce into the switch.", True),
    ("NCCL offloads all-reduce into the switch with NVLS.",
     "NCCL offloads all-reduce into the switch with InfiniBand SHARP.", False),
    ("NCCL offloads all-reduce into the switch with NVLS.",
     "NCCL offloads all-reduce into the switch with SHARP.", False),
])
def test_nvls_is_nvlink_sharp(a: str, b: str, same: bool) -> None:
    """NVLS abbreviates NVLink SHARP (lexicon abbreviations); InfiniBand's SHARP, or a SHARP
    of no network named, is not it."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("An RTX A6000 can be bridged to a second RTX A6000 over NVLink.",
     "Two RTX A6000 cards can be connected with an NVLink bridge.", True),
    ("With an NVLink bridge, A100 PCIe cards are paired for 600 GB/s bidirectional.",
     "An NVLink bridge joins two A100 PCIe cards at 600 GB/s, counting both directions.", True),
    ("The GB200 pairs one Grace CPU with a B200 GPU.",
     "The GB200 pairs one Grace CPU with two B200 GPUs.", False),
    ("Two RTX A6000 cards can be joined by an NVLink bridge.",
     "Four RTX A6000 cards can be joined by an NVLink bridge.", False),
])
def test_a_pair_says_two(a: str, b: str, same: bool) -> None:
    """A claim that pairs two things of one kind ('bridged to a second card', 'cards are
    paired') says the count of two another wording writes; one thing paired with another
    ('a Grace CPU with a B200 GPU') is not two of it, and another count is another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Two RTX A6000 cards can be joined by an NVLink bridge.",
     "Two RTX A5000 cards can be joined by an NVLink bridge.", False),
    ("Two Quadro GV100 cards can be joined by an NVLink bridge.",
     "Two Quadro GP100 cards can be joined by an NVLink bridge.", False),
    ("Two RTX A6000 cards can be joined by an NVLink bridge.",
     "Two RTX cards can be joined by an NVLink bridge.", False),
    ("The RTX 4090 has no NVLink.", "The RTX 3090 has no NVLink.", False),
    ("Two RTX 3090s can be joined by an NVLink bridge.",
     "Two GeForce RTX 3090 cards can be joined by an NVLink bridge.", True),
    ("Two RTX A6000 cards can be joined by an NVLink bridge.",
     "Two A6000 cards can be joined by an NVLink bridge.", True),
])
def test_a_card_is_the_product_its_name_says(a: str, b: str, same: bool) -> None:
    """A consumer or workstation card is compared by the name written, as a product the
    lexicon does not list is: the lexicon files several cards under one entry (RTX A6000 and
    A5000, Quadro GV100 and GP100), which are still other cards; a brand or plural written or
    left out is the same card, and the model is no word to leave out ('RTX cards')."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "lang", "same"), [
    ("Expert parallelism is normally confined to a single node since all-to-all needs NVLink "
     "bandwidth.", "Because all-to-all needs NVLink bandwidth, expert parallelism usually stays "
     "within one node.", "en", True),
    ("专家并行通常不跨节点\uff0c因为 all-to-all 需要 NVLink 带宽。",
     "因为 all-to-all 需要 NVLink 带宽\uff0c专家并行一般在节点内进行。", "zh", True),
    ("Expert parallelism is normally confined to a single node since all-to-all needs NVLink "
     "bandwidth.", "Because all-to-all needs NVLink bandwidth, expert parallelism usually spans "
     "several nodes.", "en", False),
    ("专家并行通常不跨节点\uff0c因为 all-to-all 需要 NVLink 带宽。",
     "专家并行通常跨节点\uff0c因为 all-to-all 需要 NVLink 带宽。", "zh", False),
])
def test_confined_to_one_node_is_intra_node(a: str, b: str, lang: str, same: bool) -> None:
    """'Confined to a single node' and 不跨节点 (does not cross nodes) are intra-node, 'several
    nodes' inter-node (lexicon domain terms): the two spans stay apart."""
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The V100 PCIe card talks to the CPU over PCIe 3.0.",
     "The V100 PCIe's host interface is PCIe Gen3.", True),
    ("The H100 GPU has 18 NVLink links.", "The H100 comes with eighteen NVLink links.", True),
    ("The BlueField-3 connects to the host over PCIe 5.0.",
     "The BlueField-3 connects to the GPU over PCIe 5.0.", False),
    ("The ConnectX-7 attaches to the GPU through a PCIe switch.",
     "The ConnectX-7 attaches to the CPU through a PCIe switch.", False),
    ("NVLink-C2C links the Grace CPU to the GPU.", "NVLink-C2C links the Grace CPU to the NIC.",
     False),
])
def test_the_host_is_the_cpu_and_the_gpu_is_neither(a: str, b: str, same: bool) -> None:
    """A host is the CPU (a verb class of the lexicon: 'host interface' against 'talks to the
    CPU'); 'the GPU', which scores as no word ('the H100 GPU has' is 'the H100 has'), still
    stands where it is written, so the CPU, the host or a NIC put in its place is another
    claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Per link and direction, NVLink 4.0 moves 25 GB/s.",
     "NVLink 4.0 carries 25 GB/s per link in each direction.", True),
    ("Both ways combined, PCIe 4.0 x16 gives ~64 GB/s.",
     "A PCIe 4.0 x16 link offers about 64 GB/s bidirectional.", True),
    ("Per link and direction, NVLink 4.0 moves 25 GB/s.",
     "Per link, NVLink 4.0 moves 25 GB/s in both directions.", False),
    ("Both ways combined, PCIe 4.0 x16 gives ~64 GB/s.", "Each way, PCIe 4.0 x16 gives ~64 GB/s.",
     False),
])
def test_per_a_part_and_direction_and_both_ways_combined(a: str, b: str, same: bool) -> None:
    """'Per link and direction' is per link per direction, and 'both ways combined' is
    bidirectional, not a total over parts (lexicon paraphrases); the other direction stays
    another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "lang", "same"), [
    ("GSP-related faults show up as Xid 119.", "Xid 119 reports GSP errors.", "en", True),
    ("Xid 79 代表 GPU 故障。", "出现 GPU 错误时会记录 Xid 79。", "zh", True),
    ("GSP-related faults show up as Xid 119.", "PMU-related faults show up as Xid 119.", "en",
     False),
    ("Xid 48 reports a double-bit ECC failure.", "Xid 48 reports a double-bit ECC warning.", "en",
     False),
])
def test_a_name_related_is_the_name_and_a_fault_an_error(a: str, b: str, lang: str,
                                                          same: bool) -> None:
    """'GSP-related' names GSP (the suffix makes a word of kind of the name), and a failure or
    a fault is an error (故障 is 错误); another name, or a warning for the failure, is another
    claim."""
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("To check each NVLink link's state, run nvidia-smi nvlink -s.",
     "nvidia-smi nvlink -s shows the state of every NVLink link.", True),
    ("You can view the GPU topology with nvidia-smi topo -m.",
     "Run `nvidia-smi topo -m` to see how the GPUs are connected.", True),
    ("To check each NVLink link's state, run nvidia-smi nvlink -s.",
     "To check each NVLink link's state, run nvidia-smi nvlink -c.", False),
    ("nvidia-smi -q shows the ECC error counts.", "nvidia-smi -r shows the ECC error counts.",
     False),
])
def test_a_command_s_flags_are_compared_and_checking_is_showing(a: str, b: str,
                                                               same: bool) -> None:
    """To check, see, view or query something is what a command that shows it does (one verb
    class), and a command's flags are compared when both wordings write them: '-s' is not
    '-c' (both merged before)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "lang", "same"), [
    ("PCIe 4.0 每条通道 16 GT/s。", "PCIe Gen4 单 lane 的速率是 16GT/s。", "zh", True),
    ("Pipeline parallelism copes with lower bandwidth, so it is often spread across nodes.",
     "Since it can live with less bandwidth, pipeline parallelism is often spread across "
     "nodes.", "en", True),
    ("NCCL_SOCKET_IFNAME picks the network interface for NCCL's socket traffic.",
     "NCCL_SOCKET_IFNAME picks which NIC NCCL uses for socket traffic.", "en", True),
    ("PCIe 4.0 每条通道 16 GT/s。", "PCIe 4.0 每条链路 16 GT/s。", "zh", False),
    ("Pipeline parallelism copes with lower bandwidth, so it is often spread across nodes.",
     "Pipeline parallelism needs higher bandwidth, so it is often spread across nodes.", "en",
     False),
    ("NCCL_SOCKET_IFNAME picks the network interface for NCCL's socket traffic.",
     "NCCL_SOCKET_IFNAME picks the NVMe device for NCCL's socket traffic.", "en", False),
])
def test_a_lane_less_bandwidth_and_a_network_interface(a: str, b: str, lang: str,
                                                       same: bool) -> None:
    """通道 is a PCIe lane (每条通道 is 每 lane, not a link), 'less bandwidth' is the lower of
    the comparison terms, and a network interface is a NIC (the endpoint terms: NVMe is
    another endpoint, which merged before)."""
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Xid 74 usually points to a faulty NVLink bridge.",
     "A bad NVLink bridge is the usual trigger of Xid 74.", True),
    ("A faulty NVLink bridge raises Xid 74.", "A loose NVLink bridge raises Xid 74.", False),
])
def test_a_faulty_part_is_a_bad_one(a: str, b: str, same: bool) -> None:
    """A faulty part is a bad one (lexicon paraphrases); another word in its place is another
    claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The HGX H100 gives every one of its GPUs 900 GB/s of NVLink bandwidth.",
     "Each GPU in an HGX H100 gets 900 GB/s of NVLink bandwidth.", True),
    ("Each of the eight GPUs in a DGX H100 has 900 GB/s of NVLink bandwidth.",
     "DGX H100: 8 GPUs, 900 GB/s of NVLink bandwidth each.", True),
    ("The HGX H100 gives every one of its GPUs 900 GB/s of NVLink bandwidth.",
     "The HGX H100 has 900 GB/s of NVLink bandwidth across the whole system.", False),
    ("The HGX H100 gives every one of its GPUs 900 GB/s of NVLink bandwidth.",
     "The HGX H100 gives every link 900 GB/s of NVLink bandwidth.", False),
])
def test_each_of_its_gpus_is_each_gpu(a: str, b: str, same: bool) -> None:
    """'Every one of its GPUs', 'each of the eight GPUs' say each GPU (a wording that counts
    the GPUs may leave it out); a total across the system, or each link, is another figure."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "lang", "same"), [
    ("DGX H100 has 8 GPUs with 900 GB/s of NVLink bandwidth each.",
     "DGX H100 has eight GPUs, with 900 GB/s of NVLink bandwidth per GPU.", "en", True),
    ("DGX H100 有 8 块 GPU\uff0c每块 NVLink 带宽 900 GB/s。",
     "DGX H100 配备八个 GPU\uff0c单卡 NVLink 带宽为 0.9TB/s。", "zh", True),
    ("DGX H100 has 8 GPUs and 7.2 TB/s of NVLink bandwidth in total.",
     "DGX H100 has 8 GPUs with 7.2 TB/s of NVLink bandwidth per GPU.", "en", False),
    ("DGX H100 has 8 GPUs with 900 GB/s of NVLink bandwidth each.",
     "DGX H100 has 8 GPUs with 900 GB/s of NVLink bandwidth per link.", "en", False),
])
def test_counted_gpus_say_each_gpu(a: str, b: str, lang: str, same: bool) -> None:
    """A claim that counts GPUs ('8 GPUs', '8 块 GPU') may say its figure of each GPU with
    'each' or 每块 where another says 'per GPU' (单卡); a total, or each link, stays another
    figure."""
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "lang", "same"), [
    ("GB200 NVL72 里任意两块 GPU 之间可以 1.8 TB/s 互相通信。",
     "GB200 NVL72 中每块 GPU 都能以 1,800 GB/s 与任意其他 GPU 通信。", "zh", True),
    ("In an NVL72 rack, any two GPUs talk at 1.8 TB/s.",
     "An NVL72 rack gives 1.8 TB/s per GPU to any other GPU.", "en", True),
    ("An NVL72 rack gives 1.8 TB/s per GPU to any other GPU.",
     "An NVL72 rack gives 1.8 TB/s in total across the rack.", "en", False),
    ("GB200 NVL72 中每块 GPU 都能以 1,800 GB/s 与任意其他 GPU 通信。",
     "GB200 NVL72 中每条链路都能以 1,800 GB/s 与任意其他 GPU 通信。", "zh", False),
])
def test_a_gpu_s_figure_to_any_other_is_any_two_gpus(a: str, b: str, lang: str,
                                                     same: bool) -> None:
    """A figure each GPU has to any other GPU ('per GPU to any other GPU', 每块 GPU ... 与任意其他
    GPU) is the figure between any two GPUs, stated per GPU or not; a total, or each link's,
    is another figure."""
    assert _same(a, b, lang) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("BlueField-3 supports 400GbE and NDR InfiniBand.",
     "BlueField-3 handles NDR IB as well as 400 Gb Ethernet.", True),
    ("BlueField-3 supports 400GbE.", "BlueField-3 supports 400 Gb/s InfiniBand.", False),
    ("BlueField-3 supports 400GbE.", "BlueField-3 supports 200GbE.", False),
])
def test_400gbe_is_400_gb_ethernet(a: str, b: str, same: bool) -> None:
    """'400GbE' is 400 Gb Ethernet (lexicon paraphrases): Ethernet, at 400; InfiniBand or
    another rate is another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The OAM spec was released in 2019.", "OCP released the OAM spec in 2019.", True),
    ("OCP released the OAM spec in 2019.", "The OAM spec was released by JEDEC in 2019.", False),
    ("OCP released the OAM spec in 2019.", "JEDEC released the OAM spec in 2019.", False),
    ("NCCL_P2P_LEVEL=NVL restricts P2P to NVLink.", "P2P is restricted to NVLink.", False),
])
def test_an_active_verb_s_subject_is_its_agent(a: str, b: str, same: bool) -> None:
    """A name that is the subject of an active verb ('OCP released ...') is the agent a
    passive wording may leave out, as 'released by OCP' is; another agent named, or a name
    that no verb follows ('NCCL_P2P_LEVEL=NVL restricts'), is not."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("With NCCL_SOCKET_NTHREADS=4, NCCL opens more TCP connections per socket thread.",
     "With NCCL_SOCKET_NTHREADS=4, NCCL opens more connections per socket thread.", True),
    ("NCCL falls back to TCP sockets.", "NCCL falls back to RDMA sockets.", False),
    ("NCCL falls back to TCP sockets.", "NCCL falls back to TCP threads.", False),
])
def test_a_name_before_a_shared_word_only_qualifies_it(a: str, b: str, same: bool) -> None:
    """A name right before a word both wordings write ('TCP connections' against
    'connections') only qualifies it and may be left out, as one before a name both write
    ('IBM POWER9'); another name there, or another word after it, is another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The GH200 links its CPU and GPU with 900 GB/s of chip-to-chip bandwidth.",
     "In the GH200, NVLink-C2C joins the CPU and the GPU at 900 GB/s.", True),
    ("The GH200 links its CPU and GPU with 900 GB/s of chip-to-chip bandwidth.",
     "The GH200 links its CPU and GPU with 900 GB/s of PCIe bandwidth.", False),
])
def test_chip_to_chip_is_nvlink_c2c(a: str, b: str, same: bool) -> None:
    """'Chip-to-chip' bandwidth is NVLink-C2C's (lexicon paraphrases, as 'C2C' is); PCIe is
    another link."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each NVLink 3 link has four lanes.",
     "A third-generation NVLink link is made up of 4 lanes.", True),
    ("A third-generation NVLink link is made up of 4 lanes.",
     "Each third-generation NVLink port is made up of 4 lanes.", False),
    ("A third-generation NVLink link is made up of 4 lanes.",
     "A third-generation NVLink switch is made up of 4 lanes.", False),
    ("The switch gives 1.6 Tbit/s a port.", "The switch gives 1.6 Tbit/s per port.", True),
    ("The switch gives 1.6 Tbit/s a port.", "The switch gives 1.6 Tbit/s per link.", False),
])
def test_a_link_with_a_count_is_each_link(a: str, b: str, same: bool) -> None:
    """'A ... link is made up of 4 lanes' says each link's count, as 'each link has four
    lanes' does; a port, or a switch, is another thing counted. The words of a scope that holds
    right after a figure ('1.6 Tbit/s a port') are that scope there, and their noun elsewhere
    (the masked name leaves 'A ... link', which read as 'a link' hid the noun)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The H100's fourth-generation NVLink raised the A100's per-GPU bandwidth from 600 GB/s to "
     "900 GB/s.", "From 600 GB/s on A100 to 900 GB/s on H100: NVLink 4.0 raised per-GPU "
     "bandwidth.", True),
    ("The H100's NVLink raised per-GPU bandwidth from 600 GB/s to 900 GB/s.",
     "The H100's NVLink raised per-GPU bandwidth from 900 GB/s to 600 GB/s.", False),
    ("From 600 GB/s on A100 to 900 GB/s on H100: NVLink 4.0 raised per-GPU bandwidth.",
     "From 600 GB/s on H100 to 900 GB/s on A100: NVLink 4.0 raised per-GPU bandwidth.", False),
    ("The H100's NVLink raised the A100's per-GPU bandwidth from 600 GB/s to 900 GB/s.",
     "The A100's NVLink raised the H100's per-GPU bandwidth from 600 GB/s to 900 GB/s.", False),
])
def test_from_a_to_b_starts_at_from(a: str, b: str, same: bool) -> None:
    """The parts 'from A to B' orders are those between 'from' and its clause's end: what
    stands before 'from' ('The H100's NVLink raised the A100's ...') is free to move; the
    figures or the GPUs swapped around the marker, or GPUs trading places before it, stay
    refused."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("NVLink 4.0 的带宽是 PCIe 5.0 的 7 倍。",
     "与 PCIe Gen5 相比\uff0cNVLink 4.0 的带宽是其七倍。", True),
    ("与 PCIe 5.0 相比\uff0cNVLink 4.0 的带宽是其 7 倍。",
     "与 NVLink 4.0 相比\uff0cPCIe 5.0 的带宽是其 7 倍。", False),
    ("NVLink 4.0 比 PCIe 5.0 快 7 倍。", "PCIe 5.0 比 NVLink 4.0 快 7 倍。", False),
])
def test_compared_with_is_no_order_marker(a: str, b: str, same: bool) -> None:
    """与 B 相比 (compared with B) is not 'A 比 B': it gives the parts no order to compare
    ('A 的带宽是 B 的 7 倍' says it too), while the two swapped stay refused, and so does
    'A 比 B' swapped."""
    assert _same(a, b, "zh") is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("V100 | NVLink 2.0 | 6 links | 300 GB/s per GPU",
     "The V100 connects over six NVLink2 links that total 300 GB/s for each GPU.", True),
    ("The V100 connects to its peers over six NVLink 2.0 links.",
     "The V100 connects to its peers over at least six NVLink 2.0 links.", False),
    ("The V100 connects to its peers over six NVLink 2.0 links.",
     "The V100 connects to its peers over four NVLink 2.0 links.", False),
])
def test_over_a_count_of_links_is_a_route(a: str, b: str, same: bool) -> None:
    """'Over six links' is the route, not 'more than six' (as 'over' after a rate was), so
    'at least six links' is another count (they merged before, both read as a bound)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Every A100 GPU comes with twelve NVLink links.", "The A100 has 12 NVLink links.", True),
    ("The A100 has 12 NVLink links in every node.", "The A100 has 12 NVLink links.", False),
    ("An A100 gives 600 GB/s of NVLink bandwidth per node.",
     "An A100 gives 600 GB/s of NVLink bandwidth.", False),
    ("Each A100 link has four lanes.", "The A100 has four lanes.", False),
])
def test_a_gpu_s_own_scope_says_no_more_than_the_gpu(a: str, b: str, same: bool) -> None:
    """'Each A100 GPU' says what 'the A100' says (a GPU's figure is per GPU), while a node's
    or a link's figure is another one: 'per node' or 'each link' against no scope word at all
    stays refused (per node merged before)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "lang", "same"), [
    ("PCIe 6.0 doubles the per-lane signalling rate to 64 GT/s.",
     "Running at twice the rate of PCIe 5.0 lanes, each PCIe 6.0 lane signals at 64 GT/s.",
     "en", True),
    ("Blackwell's NVLink doubles Hopper's per-GPU bandwidth, to 1.8 TB/s.",
     "NVLink 5.0 doubles per-GPU bandwidth to 1.8 TB/s.", "en", True),
    ("NVLink 5.0 将每 GPU 带宽翻倍至 1.8 TB/s。",
     "NVLink 5.0 的每 GPU 带宽是 NVLink 4.0 的两倍\uff0c达到 1.8 TB/s。", "zh", True),
    ("PCIe 6.0 doubles the per-lane signalling rate to 64 GT/s.",
     "PCIe 6.0 doubles PCIe 4.0's per-lane signalling rate to 64 GT/s.", "en", False),
    ("PCIe 6.0 doubles the per-lane signalling rate to 64 GT/s.",
     "PCIe 5.0 doubles PCIe 6.0's per-lane signalling rate to 64 GT/s.", "en", False),
    ("NVLink 5.0 doubles per-GPU bandwidth to 1.8 TB/s.",
     "NVLink 5.0 doubles the H100's per-GPU bandwidth to 1.8 TB/s.", "en", False),
    ("PCIe 6.0 lanes signal at 64 GT/s.", "PCIe 6.0 lanes signal at 64 GT/s, as PCIe 5.0 lanes do.",
     "en", False),
])
def test_a_multiple_s_base_is_the_generation_before(a: str, b: str, lang: str,
                                                    same: bool) -> None:
    """'Doubles the rate' says what 'twice PCIe 5.0's rate' says of PCIe 6.0: the generation
    before is what a multiple is of, named or not; another generation, a product of it, or the
    generation before named with no multiple (a claim about it too) stays another claim."""
    matcher = dedup.Deduper([a, b], [lang, lang])
    assert bool(matcher.matches()) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("PCIe 4.0 x16 每个方向大约 32 GB/s。", "十六通道的 PCIe 4.0 链路单向约为 32 GB/s。", True),
    ("PCIe 4.0 x16 每个方向大约 32 GB/s。", "八通道的 PCIe 4.0 链路单向约为 32 GB/s。", False),
    ("PCIe 4.0 x16 每个方向大约 32 GB/s。", "十六通道的 PCIe 4.0 链路单向约为 16 GB/s。", False),
])
def test_a_chinese_numeral_before_a_latin_word_is_its_count(a: str, b: str, same: bool) -> None:
    """十六 glued to the word it counts ('十六通道', read '十六lane') is 16 lanes, x16, as
    '16 通道' was; eight lanes, or another rate, stay another claim."""
    assert _same(a, b, "zh") is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("A D2H copy carries data from device memory to host (CPU) memory.",
     "Device-to-host copies move data from GPU memory into CPU memory.", True),
    ("An H2D copy carries data from host (CPU) memory to device memory.",
     "Device-to-host copies move data from GPU memory into CPU memory.", False),
    ("A D2H copy carries data from device memory to host (CPU) memory.",
     "Device-to-host copies move data from CPU memory into GPU memory.", False),
])
def test_a_memory_with_its_other_name_in_brackets(a: str, b: str, same: bool) -> None:
    """'host (CPU) memory' is host memory, a domain term, as 'CPU memory' is (it was none: one
    claim named GPU and CPU memory, the other GPU memory alone); the other transfer direction,
    or the two memories swapped, stay other claims."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Setting NCCL_SHM_DISABLE=1 disables the shared-memory transport in NCCL.",
     "NCCL won't use its shared-memory transport when NCCL_SHM_DISABLE is 1.", True),
    ("Setting NCCL_SHM_DISABLE=1 stops NCCL from using its shared-memory transport.",
     "NCCL's shared-memory transport is switched off when NCCL_SHM_DISABLE is 1.", True),
    ("Disabling ACS is advised for GPUDirect P2P.",
     "Turning ACS off is advised for GPUDirect P2P.", True),
    ("Setting NCCL_SHM_DISABLE=1 disables the shared-memory transport in NCCL.",
     "Setting NCCL_SHM_DISABLE=1 enables the shared-memory transport in NCCL.", False),
    ("Setting NCCL_SHM_DISABLE=1 disables the shared-memory transport in NCCL.",
     "Setting NCCL_SHM_DISABLE=1 does not disable the shared-memory transport in NCCL.", False),
    ("NCCL won't use its shared-memory transport when NCCL_SHM_DISABLE is 1.",
     "NCCL will use its shared-memory transport when NCCL_SHM_DISABLE is 1.", False),
    ("Turning ACS off is advised for GPUDirect P2P.",
     "Turning ACS on is advised for GPUDirect P2P.", False),
])
def test_to_disable_is_not_to_use(a: str, b: str, same: bool) -> None:
    """Disabling or turning something off (its object between: 'turning ACS off') is not
    using it, and 'stops NCCL from using' is 'prevents': each matches a wording that says
    NCCL won't use it; enabling it, not disabling it, or using it stay other claims."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("The A100 has 12 NVLink 3.0 links, 50 GB/s each.",
     "The A100 comes with twelve 50 GB/s third-generation NVLink links.", True),
    ("The A100 has 12 NVLink 3.0 links, 50 GB/s each.",
     "The A100 has twelve NVLink 3.0 links, 50 GB/s in total.", False),
    ("The A100 has 12 NVLink 3.0 links, 50 GB/s each.",
     "The A100 has twelve NVLink 3.0 links, 50 GB/s per GPU.", False),
])
def test_a_rate_each_after_a_count_is_each_counted_one_s(a: str, b: str, same: bool) -> None:
    """In a claim with a count and a rate, '50 GB/s each' is each link's, as is the rate
    before the noun ('twelve 50 GB/s links'): against '50 GB/s in total' or 'per GPU' it is
    another figure (both merged before)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Ampere GPUs have 12 NVLink 3 links of 50 GB/s each.",
     "Each Ampere GPU comes with twelve 50 GB/s third-gen NVLink links.", True),
    ("Ampere GPUs have 12 NVLink 3 links.", "Ampere GPUs have 12 NVLink 3 links per node.", False),
    ("Ampere GPUs have 12 NVLink 3 links of 50 GB/s each.",
     "Each Ampere GPU comes with twelve third-gen NVLink links of 50 GB/s in total.", False),
])
def test_an_architecture_s_gpus_are_each_a_gpu(a: str, b: str, same: bool) -> None:
    """'Ampere GPUs have 12 links' is each Ampere GPU's count, as 'the A100 has 12 links' is
    (per GPU, left unsaid), so it matches 'Each Ampere GPU comes with twelve'; per node, or
    the rate in total, stay other figures."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Blackwell's NVLink gives twice the per-GPU bandwidth of the previous generation.",
     "Compared with Hopper, NVLink on Blackwell delivers 100% more bandwidth per GPU.", True),
    ("NVLink 4.0 moves 1.5x the data of NVLink 3.0.",
     "NVLink 4.0 moves 50% more data than the prior generation.", True),
    ("Compared with Hopper, NVLink on Blackwell delivers 100% more bandwidth per GPU.",
     "Compared with Hopper, NVLink on Blackwell delivers 100% less bandwidth per GPU.", False),
    ("Compared with Hopper, NVLink on Blackwell delivers 100% more bandwidth per GPU.",
     "Compared with Hopper, NVLink on Blackwell delivers 50% more bandwidth per GPU.", False),
    ("Blackwell's NVLink gives twice the per-GPU bandwidth of the previous generation.",
     "Compared with Ampere, NVLink on Blackwell delivers 100% more bandwidth per GPU.", False),
])
def test_a_rise_in_percent_is_a_multiple_of_the_generation_before(a: str, b: str,
                                                                  same: bool) -> None:
    """'100% more' is twice and '50% more' 1.5x; what a multiple is of may be named after
    'compared with' or said as 'the previous generation', both the generation before; less,
    another rise, or a generation two before stay other claims."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("GPUDirect RDMA lets the NIC read GPU memory directly.",
     "gpudirect rdma lets the nic read gpu memory directly.", True),
    ("GPUDirect RDMA lets the NIC read GPU memory directly.",
     "gpudirect storage lets the nic read gpu memory directly.", False),
    ("MIG slices share the NVLink bandwidth.", "mps clients share the nvlink bandwidth.", False),
])
def test_a_name_written_in_lower_case_is_the_name(a: str, b: str, same: bool) -> None:
    """A name written in lower case ('gpudirect', 'mig') is read as a word, not a name: it is
    the name all the same; another name in lower case ('mps') stays another."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Per link, the H200's NVLink is no faster than the H100's: both run at 50 GB/s.",
     "The H200 runs each NVLink link at 50 GB/s, the same per-link rate as the H100.", True),
    ("The H200's NVLink per-link rate is unchanged from the H100's 50 GB/s.",
     "The H200 runs each NVLink link at 50 GB/s, the same per-link rate as the H100.", True),
    ("Per link, the H200's NVLink is faster than the H100's: both run at 50 GB/s.",
     "The H200 runs each NVLink link at 50 GB/s, the same per-link rate as the H100.", False),
])
def test_no_faster_than_and_unchanged_from_are_the_same_as(a: str, b: str, same: bool) -> None:
    """'No faster than' and 'unchanged from' say 'the same as' (a term of the comparison
    group, which 'faster' alone contrasts with)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Volta's NVLink gives the GPU six links.", "The V100 has 6 NVLink links.", True),
    ("Hopper's NVLink gives each GPU 18 links.", "The H200 has 18 NVLink links.", False),
    ("Ampere's NVLink gives each GPU 12 links.", "The A800 has 12 NVLink links.", False),
    ("Volta's NVLink gives the GPU six links.", "The V100 has 6 NVLink links per node.", False),
])
def test_an_architecture_of_one_gpu_names_it(a: str, b: str, same: bool) -> None:
    """Volta is the V100 (the lexicon's one Volta GPU), so 'Volta's NVLink' says what 'the
    V100's NVLink' says; an architecture of several GPUs (Hopper: the H100, H200, H20), or a
    card of it (the A800), stays another subject, and per node another figure."""
    matcher = dedup.Deduper([a, b], ["en", "en"])
    assert bool(matcher.matches()) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each V100 GPU has 6 NVLink links.", "The V100 has 6 NVLink links.", True),
    ("Second-generation NVLink links carry 50 GB/s bidirectional each.",
     "Each NVLink 2.0 link offers 50 GB/s, bidirectional.", True),
    ("The A100 supports third-generation NVLink with 600 GB/s of total bidirectional bandwidth.",
     "A100: NVLink 3.0, 600 GB/s bidirectional per GPU.", True),
    ("The V100 has 6 NVLink links per node.", "The V100 has 6 NVLink links.", False),
    ("Each V100 link has 6 NVLink lanes.", "The V100 has 6 NVLink lanes.", False),
])
def test_dedup_compares_a_scope_stated_with_the_same_scope_read(a: str, b: str,
                                                                 same: bool) -> None:
    """The command compares the claims of one meaning signature only: a claim is found under
    its stated scopes and under the scopes read from a noun or a GPU too, and a total is no
    part of it, so 'each V100 GPU' meets 'the V100' and 'links ... each' meets 'each link'
    (the guard let both through, but they were never compared: the user trial's pair); per
    node, or each link against the GPU, stay refused."""
    matcher = dedup.Deduper([a, b], ["en", "en"])
    assert bool(matcher.matches()) is same


@pytest.mark.parametrize("name", ["dev", "dev2", "dev3", "dev4", "dev5", "dev6"])
def test_dedup_compares_every_pair_it_would_merge(name: str) -> None:
    """Every labelled pair the matcher accepts is one that the command compares (their
    meaning signatures meet): 2 to 15 a set were not, before a claim was found under its
    read scopes too."""
    assert evaluate(BLIND / f"{name}.yaml").uncompared == []


@pytest.mark.parametrize(("a", "b", "same"), [
    ("PCIe 5.0 x16 reaches roughly 64 GB/s per direction.",
     "A Gen5 x16 link: about sixty-four GB/s each way.", True),
    ("PCIe 5.0 x16 reaches roughly 64 GB/s per direction.",
     "A Gen5 x8 link: about sixty-four GB/s each way.", False),
    ("PCIe 5.0 x16 reaches roughly 64 GB/s per direction.",
     "A Gen5 x16 link: about sixty-four GB/s in both directions.", False),
])
def test_a_link_after_a_lane_width_is_no_verb(a: str, b: str, same: bool) -> None:
    """'x16 link' is the link the width names, not the verb 'links' (which, put in place of
    'reaches', read as one verb replaced by another); another width or direction stays
    another claim."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each DGX A100 node has eight HDR InfiniBand ports.",
     "Every DGX A100 node comes with 8 HDR InfiniBand ports.", True),
    ("Each DGX A100 node has eight HDR InfiniBand ports.",
     "Each DGX A100 rack has eight HDR InfiniBand ports.", False),
])
def test_a_unit_around_a_name_stands_where_its_noun_does(a: str, b: str, same: bool) -> None:
    """'Each DGX A100 node' is per node, a term that stands where 'node' does (it stood at
    'Each', so 'rack' in its place was no word put in place of another: merged before)."""
    assert _same(a, b) is same


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Each DGX A100 node has 1.6 Tb/s of HDR InfiniBand bandwidth across its eight 200 Gb/s "
     "ports.", "Across eight 200 Gb/s HDR InfiniBand ports, a DGX A100 node gets 200 GB/s of "
     "network bandwidth.", True),
    ("Each DGX A100 node has 1.6 Tb/s of HDR InfiniBand bandwidth across its eight 200 Gb/s "
     "ports.", "Across eight 200 Gb/s HDR InfiniBand ports, a DGX A100 node pair gets 200 GB/s "
     "of network bandwidth.", False),
    ("A DGX A100 node has eight HDR InfiniBand ports.",
     "A DGX A100 rack has eight HDR InfiniBand ports.", False),
])
def test_a_node_is_each_node(a: str, b: str, same: bool) -> None:
    """'A DGX A100 node gets' is any one node's figure, per node as 'each DGX A100 node'
    (which a count times a rate, eight ports of 200 Gb/s, needs said alike); a node pair, or
    a rack in the node's place, stays another."""
    assert _same(a, b) is same


def test_a_threshold_below_one_is_refused_as_a_fraction(runner: CliRunner, store: Path) -> None:
    """Trial 12: '--threshold 0.5' was taken on the 0-100 scale (every guarded pair merged)."""
    before = store.read_bytes()
    half = runner.invoke(app, ["--store", str(store), "dedup", "--threshold", "0.5", "--apply"])
    assert half.exit_code == 2 and "did you mean 50?" in half.stderr
    zero = runner.invoke(app, ["--store", str(store), "dedup", "--threshold", "0"])
    assert zero.exit_code == 2 and "give 1-100, default 50" in zero.stderr
    assert store.read_bytes() == before
    assert runner.invoke(app, ["--store", str(store), "dedup", "--threshold", "1"]).exit_code == 0


CROSS = """\
sources: [{id: a}, {id: b}]
facts:
  - id: ndr-en
    claim: "InfiniBand NDR runs at 400 Gb/s per port in each direction."
  - id: ndr-zh
    claim: "InfiniBand NDR 每个端口单向速率为 400 Gb/s。"
  - id: xdr-en
    claim: "InfiniBand XDR runs at 800 Gb/s per port in each direction."
  - id: xdr-zh
    claim: "InfiniBand XDR 每个端口单向带宽为 100 GB/s。"
  - id: nv5-en
    claim: "NVLink 5.0 provides 1.8 TB/s of bidirectional bandwidth per GPU."
  - id: nv5-zh
    claim: "第五代 NVLink 每块 GPU 的双向带宽为 1.8TB/s。"
"""


@pytest.mark.parametrize("option", [[], ["--cross-lingual"]])
def test_a_cross_lingual_reason_names_the_figure_as_the_claims_write_it(
        runner: CliRunner, tmp_path: Path, option: list[str]) -> None:
    """Two claims that both say 400 Gb/s are 'the same 400 Gb/s' (it said 'the same 50 GB/s',
    the figure in the unit nvfacts keeps it in); claims writing one figure two ways name both."""
    store = tmp_path / "facts.yaml"
    store.write_text(CROSS, encoding="utf-8")
    result = runner.invoke(app, ["dedup", *option, "--store", str(store), "-f", "json"])
    reasons = {tuple(p["ids"]): p["reason"] for c in json.loads(result.stdout)["clusters"]
               for p in c["pairs"]}
    assert "the same 400 Gb/s," in reasons["ndr-en", "ndr-zh"]
    assert "the same 800 Gb/s = 100 GB/s," in reasons["xdr-en", "xdr-zh"]
    assert "the same 1.8 TB/s," in reasons["nv5-en", "nv5-zh"]
    assert not any(re.search(r"\b(50|1800) GB/s", r) for r in reasons.values()), reasons
    table = runner.invoke(app, ["dedup", *option, "--store", str(store), "-f", "table"],
                          env={"COLUMNS": "200"}).stdout
    assert "the same 400 Gb/s" in " ".join(table.split())
