"""Reading what claims assert: quantities, units, direction, scope, subjects, both languages."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from conftest import CASES, STORE
from nvfacts.cli import app
from nvfacts.extract import extract
from nvfacts.kb import load
from scripts.eval_extraction import evaluate

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_labelled_set_meets_precision_and_recall() -> None:
    score = evaluate()
    assert score.claims >= 60
    assert score.precision >= 0.95, score.wrong
    assert score.recall >= 0.90, score.wrong


def test_every_numeric_seed_claim_is_read_exactly() -> None:
    """Each seed claim with a figure yields the right assertions and no wrong ones."""
    kb = load(STORE)
    expected = {
        "nvlink-4-has-bidirectional-bandwidth-900-gb": [
            ("NVLink 4.0", "bandwidth", 900, "bidirectional", None),
            ("PCIe", "bandwidth", 64, None, None)],
        "h100-nvlink-architecture-8-gpus-within-single": [  # a total of 8 GPUs in a server
            ("PCIe 5.0", "bandwidth", 64, None, None)],  # is the server's, no generation's
        "nvlink-4-offers-bidirectional-bandwidth-900-gb": [
            ("NVLink 4.0", "bandwidth", 900, "bidirectional", None),
            ("InfiniBand HDR", "bandwidth", 50, None, None)],
        "nvidia-nvlink-5-provide-1-8-tb": [
            ("NVLink 5.0", "bandwidth", 1800, "bidirectional", "per-gpu")],
        "nvlink-4-used-h100-achieve-unidirectional": [
            ("NVLink 4.0", "bandwidth", 900, "unidirectional", None)],
        "fourth-generation-nvlink-hopper-architecture": [
            ("NVLink 4.0", "bandwidth", 900, None, None)],
        "nvlink-technology-was-introduced-starting-pascal": [
            ("NVLink 1.0", "introduced", 2016, None, None)],
        "fifth-generation-nvlink-featured-blackwell": [
            ("NVLink 5.0", "bandwidth", 1800, "bidirectional", "per-link")],
        "nvlink-connects-72-gpus-into-high-bandwidth": [("NVLink", "gpu-count", 72, None, None)],
        "dgx-8-gpu-nvlink-infiniband-f2b276": [("DGX", "gpu-count", 8, None, None)],
        "gb200-nvl72-72-gpu-nvlink-9-8-265b89": [("GB200 NVL72", "gpu-count", 72, None, None)],
    }
    seed = [f for f in kb.facts if "nvlink-card" in {c.source for c in f.sources}]
    assert len(seed) == 30 and set(expected) <= {f.id for f in seed}
    for fact in seed:  # every other seed claim (Qwen3 27B, Xid 79, 8-GPU blocks...) gives none
        assert read(fact.claim) == expected.get(fact.id, []), fact.id


@pytest.mark.parametrize(("claim", "value"), [
    ("InfiniBand HDR runs at 200 Gb/s.", 25), ("InfiniBand NDR reaches 200 Gbps.", 25),
    ("NVLink 5.0 gives 1,800 GB/s.", 1800), ("NVLink 4.0 gives 0.9 TB/s.", 900),
    ("NVLink 4.0 gives 900GB/s.", 900), ("PCIe 3.0 moves 16000 MB/s.", 16),
    ("GB200 NVL72 totals 1.04 Tb/s.", 130),
])
def test_units_are_normalised_to_decimal_gigabytes(claim: str, value: float) -> None:
    assert [a.value for a in extract(claim)] == [value]
    assert all(a.unit == "GB/s" for a in extract(claim))


def test_direction_scope_and_approximation_words() -> None:
    (a,) = extract("NVLink 4.0 offers up to 450 GB/s in each direction per GPU.")
    assert (a.direction, a.scope, a.approx) == ("unidirectional", "per-gpu", "up-to")
    (b,) = extract("第五代NVLink的单链路双向带宽约为100 GB/s")
    assert (b.subject, b.direction, b.scope, b.approx) == (
        "NVLink 5.0", "bidirectional", "per-link", "about")


def test_aliases_in_both_languages_name_the_same_subject() -> None:
    names = {extract(c)[0].subject for c in (
        "NVLink4 offers 900 GB/s.", "NVLink Gen 4 offers 900 GB/s.",
        "fourth-generation NVLink offers 900 GB/s.", "第四代NVLink提供900 GB/s的双向带宽",
        "The H100's NVLink offers 900 GB/s.", "Hopper GPUs offer 900 GB/s over NVLink.")}
    assert names == {"NVLink 4.0"}
    assert extract("PCIe Gen5 x16 gives 64 GB/s.")[0].subject == "PCIe 5.0"


def test_numbers_inside_names_and_ratios_are_not_values() -> None:
    assert extract("GB200 NVL72 and H100 and Qwen3 27B and Xid 79 and FP8.") == []
    assert extract("NVLink 4.0 is nearly 20 times faster than InfiniBand HDR.") == []
    assert read("GB200 NVL72 splits into 9 8-GPU blocks or 1 72-GPU block.") == []


def test_compound_claims_give_one_assertion_per_value() -> None:
    rows = read("NVLink 4.0 offers 900 GB/s, while PCIe 5.0 offers about 64 GB/s.")
    assert [(r[0], r[2]) for r in rows] == [("NVLink 4.0", 900), ("PCIe 5.0", 64)]


def test_show_marks_curator_and_extracted_assertions(runner: CliRunner) -> None:
    result = runner.invoke(app, ["show", "hdr-both-ways", "--store",
                                 str(CASES / "valid" / "curator-assertions.yaml")])
    (assertion,) = json.loads(result.stdout)["fact"]["assertions"]
    assert assertion["origin"] == "curator" and assertion["scope"] == "per-port"
    result = runner.invoke(app, ["show", "ref-pcie5-x16-bw", "--store", str(STORE)])
    rows = json.loads(result.stdout)["fact"]["assertions"]
    assert {r["origin"] for r in rows} == {"extracted"} and len(rows) == 2


def test_query_by_subject_and_attribute(runner: CliRunner) -> None:
    def ids(*args: str) -> list[str]:
        result = runner.invoke(app, ["query", "--store", str(STORE), "-f", "json", *args])
        assert result.exit_code == 0, result.stderr
        return [f["id"] for f in json.loads(result.stdout)["facts"]]

    nvlink4 = ids("--subject", "第四代NVLink")
    assert nvlink4 == ids("--subject", "NVLink 4.0") == ids("--subject", "nvlink4")
    assert "ref-nvlink4-bw-per-gpu" in nvlink4 and "ref-nvlink5-bw-per-gpu" not in nvlink4
    assert set(ids("--subject", "NVLink")) > set(nvlink4)
    assert ids("--subject", "PCIe 6.0", "--attribute", "bandwidth") == ["ref-pcie6-x16-bw"]
    result = runner.invoke(app, ["query", "--store", str(STORE), "--subject", "Token Ring"])
    assert result.exit_code == 2 and "unknown subject" in result.stderr


def test_blind_test_split_is_read_well() -> None:
    """Claims written by someone who never saw the extractor (the frozen test split)."""
    from scripts.eval_extraction import blind, by

    rows = [r for r in blind() if r.split == "test"]
    score = evaluate(rows)
    claims, precision, recall = score.claims, score.precision, score.recall  # no claim shown
    # 0.928 / 0.920 as measured at the end of the round tuned on dev3 and dev4 (0.923 / 0.911
    # before it): the floor guards against further loss, not a target
    assert claims >= 150 and precision >= 0.92 and recall >= 0.915
    nothing = by([r for r in rows if r.kind == "nothing"], "kind")[("nothing",)]
    assert nothing.predicted == 0  # ratios, GT/s, measurements, names give no assertion


def test_a_list_of_names_and_figures_gives_each_name_its_own_figure() -> None:
    """A name between two figures starts a new item, not a restatement of the figure before."""
    assert read("Per port, roughly: HDR 200Gb/s, NDR 400Gb/s, XDR 800Gb/s.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port"),
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port"),
        ("InfiniBand XDR", "bandwidth", 100, None, "per-port")]
    assert [r[0] for r in read("Spec sheet: NVLink 600GB/s, PCIe Gen4 64GB/s (A100 SXM).")] == \
        ["NVLink 3.0", "PCIe 4.0"]
    assert read("NVLink 2.0 shipped with Volta in 2017, NVLink 3.0 with Ampere in 2020.") == [
        ("NVLink 2.0", "introduced", 2017, None, None),
        ("NVLink 3.0", "introduced", 2020, None, None)]
    assert [r[0] for r in read("NVLink带宽\uff1aV100为300GB/s\uff0cA100为600GB/s。")] == \
        ["NVLink 2.0", "NVLink 3.0"]


def test_table_cells_are_separate_statements() -> None:
    assert [r[0] for r in read("GH200 C2C: 900 GB/s | H200 NVLink: 900 GB/s | PCIe Gen5: 128 "
                               "GB/s")] == ["NVLink-C2C", "NVLink 4.0", "PCIe 5.0"]


@pytest.mark.parametrize(("claim", "expected"), [
    ("NDR InfiniBand 400Gbps\uff0c2021年问世", ("InfiniBand NDR", "introduced", 2021, None, None)),
    ("PCIe 5.0 spec: finalized 2019.", ("PCIe 5.0", "introduced", 2019, None, None)),
    ("NVLink 3.0: 600 GB/s bi-dir.", ("NVLink 3.0", "bandwidth", 600, "bidirectional", None)),
    ("第四代NVLink 全双工 900GB/s", ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)),
    ("NVLink-C2C moves 900 gigabytes/sec.", ("NVLink-C2C", "bandwidth", 900, None, None)),
])
def test_vocabulary_of_years_directions_and_units(claim: str, expected: Row) -> None:
    assert read(claim)[-1] == expected


def test_a_bare_nvlink_takes_the_generation_the_claim_or_a_bracket_names() -> None:
    assert [r[0] for r in read("NVLink per GPU: 300 GB/s (V100), 900 GB/s (H200).")] == \
        ["NVLink 2.0", "NVLink 4.0"]
    assert [r[0] for r in read("NVLink: 600 GB/s; PCIe 4.0: 64 GB/s (A100 SXM4)")] == \
        ["NVLink 3.0", "PCIe 4.0"]
    assert read("DGX H100 | NVLink: 7.2 TB/s total")[0][0] == "DGX H100"


def test_a_closing_bracket_of_qualifiers_holds_for_every_figure_of_the_list() -> None:
    assert [r[3] for r in read("Per link: NVLink 3.0 50 GB/s, NVLink 4.0 50 GB/s "
                               "(both bidirectional).")] == ["bidirectional"] * 2
    assert [r[3:] for r in read("NDR 400Gb/s、XDR 800Gb/s\uff08均指单端口、单向\uff09")] == \
        [("unidirectional", "per-port")] * 2
    assert [r[3] for r in read("H200: NVLink 900GB/s*, PCIe Gen5 128GB/s (* bidirectional)")] == \
        ["bidirectional", None]
    assert [r[3] for r in read("NVLink 3.0 gives 600GB/s and NVLink 4.0 900GB/s. "
                               "These are all bidirectional figures.")] == ["bidirectional"] * 2


def test_each_in_chinese_and_the_gpu_a_bare_nvlink_belongs_to() -> None:
    assert read("DGX B200\uff1a8 颗 B200\uff0c每颗 1.8TB/s")[1] == \
        ("DGX B200", "bandwidth", 1800, None, "per-gpu")
    assert read("Each H200 exposes 900 GB/s of NVLink bandwidth, 1.5x the A100's 600 GB/s.")[0] \
        == ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")


def test_a_denied_or_former_figure_gives_nothing() -> None:
    assert read("The bridge gives 600 GB/s on H100 PCIe, not the 900 GB/s of SXM.") == [
        ("H100 PCIe", "bandwidth", 600, None, None)]
    assert [r[2] for r in read("NVLink 4.0 链路数从 12 条增加到 18 条")] == [18]


def test_a_network_adapter_carries_its_link_s_figure_and_ethernet_gives_nothing() -> None:
    assert read("BlueField-3 runs HDR at 200Gb/s per port.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]
    assert read("The cluster has 400 Gbps of RoCE per node.") == []
    assert read("Each H200 node gets 3.2 Tbps of Ethernet.") == []


@pytest.mark.parametrize(("claim", "expected"), [
    ("A single NVLink 3.0 carries 25 GB/s each way.",
     [("NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link")]),
    ("NVLink 4.0: 25 GB/s/direction/link", [("NVLink 4.0", "bandwidth", 25, "unidirectional",
                                             "per-link")]),
    ("NVLink 5.0 brings 1.8 TB/s/GPU.", [("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]),
    ("One NVLink 5 link: 50 GB/s one way / 100 GB/s both ways",
     [("NVLink 5.0", "bandwidth", 50, "unidirectional", "per-link"),
      ("NVLink 5.0", "bandwidth", 100, "bidirectional", "per-link")]),
    ("The H100 as a whole gets 900 GB/s.", [("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]),
    ("The V100 has six second-generation links.", [("NVLink 2.0", "link-count", 6, None,
                                                    None)]),
    ("One NVLink domain joins 72 GPUs at 1.8 TB/s per GPU.",
     [("NVLink", "gpu-count", 72, None, None), ("NVLink", "bandwidth", 1800, None, "per-gpu")]),
])
def test_scope_from_the_noun_phrase(claim: str, expected: list[Row]) -> None:
    assert read(claim) == expected


def test_a_name_never_takes_the_digits_of_a_figure() -> None:
    assert read("GB200 superchip: NVLink 3.6TB/s in total") == [
        ("GB200", "bandwidth", 3600, None, "aggregate")]
    assert read("DGX H100\uff1a8块H100\uff0c4颗NVSwitch")[0] == ("DGX H100", "gpu-count", 8, None,
                                                              None)  # a comma is no decimal


def test_gpus_counted_by_name_are_the_count_not_the_subject() -> None:
    assert read("HGX H100 (eight H100 SXM): 7.2 TB/s total")[0] == \
        ("HGX H100", "gpu-count", 8, None, None)
    assert read("DGX H100 集成 8 块 H100\uff0cGPU 间总带宽 7.2TB/s")[1] == \
        ("DGX H100", "bandwidth", 7200, None, "aggregate")


def test_inside_a_system_a_gpu_s_own_nvlink_is_its_generation() -> None:
    """A bare NVLink in a system is the system's; a GPU's NVLink, or a generation, is not."""
    assert read("In a GB200, each B200 gets 1.8 TB/s of NVLink 5.")[0][0] == "NVLink 5.0"
    assert read("GB200 里每颗 B200 的 NVLink 带宽是 1.8TB/s")[0][0] == "NVLink 5.0"
    assert read("In a DGX B200 each GPU gets 1.8 TB/s of NVLink.")[0][0] == "DGX B200"


def test_a_superchip_s_figure_over_another_interconnect_is_that_interconnect_s() -> None:
    assert read("GH200 superchip: 900GB/s coherent NVLink-C2C between CPU and GPU.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    assert [r[0] for r in read("GB200: 3.6 TB/s of NVLink in total, plus a 900 GB/s NVLink-C2C "
                               "to Grace.")] == ["GB200", "NVLink-C2C"]
    assert [r[0] for r in read("PCIe x16 per direction: Gen4 ~32 GB/s, Gen5 ~64 GB/s")] == \
        ["PCIe 4.0", "PCIe 5.0"]


def test_respectively_shares_the_trailing_qualifiers() -> None:
    assert [r[3:] for r in read("NVLink 3 and NVLink 5 give 25 and 50 GB/s per direction per "
                                "link, respectively.")] == [("unidirectional", "per-link")] * 2


def test_a_rate_written_as_an_amount_a_second() -> None:
    assert read("第四代NVLink每秒可传输900GB数据") == [("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_qualifier_the_claim_denies_and_a_memory_figure_it_raises() -> None:
    assert read("HGX B200 的 14.4TB/s 是整机加起来的\uff0c不是单颗GPU的")[0][4] == "aggregate"
    assert read("H200 用第四代NVLink (900GB/s)\uff0c显存带宽从3.35TB/s提到了4.8TB/s") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_number_before_and_takes_the_next_figure_s_unit() -> None:
    assert [r[2] for r in read("PCIe 4.0 x16 gives 32 or 64 GB/s, one way or both.")] == [32, 64]
    assert [r[2] for r in read("In 2022, 900 GB/s arrived with NVLink 4.0.")] == [2022, 900]


@pytest.mark.parametrize(("claim", "expected"), [
    ("The A100 (2020) brought NVLink 3.0.", ("NVLink 3.0", "introduced", 2020, None, None)),
    ("Hopper introduced NVLink 4.0 in 2022.", ("NVLink 4.0", "introduced", 2022, None, None)),
    ("The A100, launched in 2020, introduced third-generation NVLink.",
     ("A100", "introduced", 2020, None, None)),
])
def test_a_verb_of_arrival_gives_its_object_the_year(claim: str, expected: Row) -> None:
    assert read(claim) == [expected]


def test_a_bare_count_of_links_in_a_claim_about_nvlink() -> None:
    assert read("H100 把 NVLink 数量增加到 18 条\uff0c带宽 900GB/s")[0] == (
        "NVLink 4.0", "link-count", 18, None, None)


def test_pcie_as_a_form_factor_over_a_bridge_is_the_card_s_figure() -> None:
    assert read("PCIe H100 cards pair up over an NVLink bridge at 600 GB/s.") == [
        ("H100 PCIe", "bandwidth", 600, None, None)]
    assert read("the PCIe version of the H100 needs a bridge and gets 600GB/s") == [
        ("H100 PCIe", "bandwidth", 600, None, None)]
    assert read("H100 NVL由两张PCIe卡经NVLink桥连接而成\\uff0c带宽600GB/s")[0][0] == "H100 NVL"


def test_a_port_rate_as_network_people_write_it() -> None:
    assert read("HDR InfiniBand\\uff1a单口200G") == [("InfiniBand HDR", "bandwidth", 25, None,
                                                   "per-port")]
    assert read("The H100 80G has 900 GB/s of NVLink.") == [("NVLink 4.0", "bandwidth", 900, None,
                                                             None)]  # no InfiniBand: no rate


def test_a_closing_sentence_qualifies_the_figures_before_it() -> None:
    assert [r[3:] for r in read("One way: 300 GB/s. Both ways: 600 GB/s. That is NVLink 3 per "
                                "GPU.")] == [("unidirectional", "per-gpu"), ("bidirectional",
                                                                             "per-gpu")]


def test_an_amount_spelled_out_before_its_unit() -> None:
    assert read("NVLink 5 links move a hundred GB/s each; the GPU has eighteen of them.") == [
        ("NVLink 5.0", "bandwidth", 100, None, "per-link"),
        ("NVLink 5.0", "link-count", 18, None, None)]
    assert read("PCIe 4.0 x16 is about thirty-two gigabytes per second one way.")[0][2] == 32
    assert read("NVLink 4.0 reaches nine hundred GB/s.")[0][2] == 900


def test_a_count_of_them_takes_the_noun_named_before() -> None:
    assert ("NVLink 3.0", "link-count", 12, None, None) in read(
        "NVLink 3.0 links carry 50 GB/s, and an A100 has twelve of them.")
    assert [r[1] for r in read(  # a part of them is not how many there are
        "An H100 has 18 NVLink 4 links; ten of them go to the switches.")] == ["link-count"]


def test_a_count_written_as_a_factor_of_a_figure() -> None:
    assert read("V100 NVLink: 6 \u00d7 50 GB/s = 300 GB/s") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 2.0", "bandwidth", 300, None, None)]
    assert read("A100\uff1a12\u6761\u94fe\u8def \u00d7 \u6bcf\u676125GB/s\u5355\u5411")[1] == (
        "NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link")
    assert read("An NDR switch: 64 x 400 Gb/s NDR") == [  # ports, so per port; a switch's
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]  # port count is no NDR figure


def test_a_bare_number_after_the_next_name_of_a_list_takes_the_figure_s_unit() -> None:
    assert read("NDR InfiniBand runs at 400Gb/s, HDR at 200.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, None),
        ("InfiniBand HDR", "bandwidth", 25, None, None)]
    assert read("A DGX H100 holds eight GPUs, a GB200 NVL72 holds 72.")[1] == (
        "GB200 NVL72", "gpu-count", 72, None, None)


def test_the_rack_or_the_system_stands_for_the_one_named_before() -> None:
    assert read("A GB200 NVL72 compute tray holds two GB200 superchips; the rack reaches 130 "
                "TB/s in total.") == [("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]


def test_a_figure_carried_over_a_named_interconnect_is_that_interconnect_s() -> None:
    assert read("The V100 has 300 GB/s of NVLink 2.0 and just 16 GB/s one way over PCIe 3.0.")[
        1] == ("PCIe 3.0", "bandwidth", 16, "unidirectional", None)
    assert read("An A100 moves 600 GB/s over NVLink and 32 GB/s (each way) via PCIe 4.0.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_a_qualifier_in_brackets_goes_with_the_figure_its_bracket_follows_or_holds() -> None:
    assert [r[3] for r in read("A100: 12 links, 25 GB/s apiece (one way), 600 GB/s per GPU.")
            if r[1] == "bandwidth"] == ["unidirectional", None]
    assert [r[3] for r in read("NVLink 4.0 \u6bcf\u4e2aGPU\u53cc\u5411900GB/s"
                               "\uff08\u5355\u5411450GB/s\uff09")] == [
        "bidirectional", "unidirectional"]


def test_a_closing_bracket_naming_the_link_and_its_qualifier_holds_for_the_list() -> None:
    assert [r[4] for r in read("V100: 300 GB/s, A100: 600 GB/s (NVLink bandwidth, per GPU)")] == [
        "per-gpu", "per-gpu"]
    assert [r[3] for r in read("V100\uff1a300GB/s\uff1bA100\uff1a600GB/s"
                               "\uff08\u90fd\u662fNVLink\u7684\u5355\u5411\u5e26\u5bbd\uff09")] == [
        "unidirectional", "unidirectional"]


def test_a_qualifier_right_before_a_figure_after_a_count_is_the_figure_s() -> None:
    assert read("An HGX H100 links 8 GPUs through NVSwitch at per-GPU 900 GB/s")[1] == (
        "HGX H100", "bandwidth", 900, None, "per-gpu")
    assert read("DGX H100 \u7684 8 \u5757 GPU \u7ecf NVSwitch \u4e92\u8054\u8fbe\u5230"
                "\u6bcfGPU 900GB/s")[1][4] == "per-gpu"
    assert read("NVLink 3.0: 12 links per GPU at 25 GB/s each way.")[1][4] == "per-link"


def test_port_rates_glued_to_the_generation_and_a_whole_card() -> None:
    assert read("An HDR200 port: 25 GB/s each way")[0][0] == "InfiniBand HDR"
    assert read("H100 \u6574\u5361 NVLink 900GB/s")[0][4] == "per-gpu"


def test_a_count_around_a_figure_of_each_and_of_those_links() -> None:
    assert read("The P100 carries four 40 GB/s NVLink links.") == [
        ("NVLink 1.0", "link-count", 4, None, None),
        ("NVLink 1.0", "bandwidth", 40, None, "per-link")]
    assert read("NVLink 3.0 runs 50 GB/s a link and the A100 has 12 of those links.")[1] == (
        "NVLink 3.0", "link-count", 12, None, None)


def test_switches_counted_as_parts_never_take_the_system_s_figure() -> None:
    assert read("A DGX H100 houses 8 H100s and 4 NVSwitch chips; 7.2 TB/s in total.")[-2:] == [
        ("DGX H100", "bandwidth", 7200, None, "aggregate"),
        ("DGX H100", "switch-count", 4, None, None)]  # the chips are the system's count
    assert read("HGX A100 \u67098\u5757A100\u548c6\u9897NVSwitch\uff0c\u603b\u5e26\u5bbd"
                "4.8TB/s")[-2][0] == "HGX A100"


def test_a_switch_named_with_its_generation_or_architecture_is_the_switch() -> None:
    assert read("Each fourth-generation NVLink Switch chip has 64 ports.") == [
        ("NVSwitch", "port-count", 64, None, None)]
    assert read("A Hopper NVSwitch offers 64 ports.") == [("NVSwitch", "port-count", 64, None,
                                                          None)]


def test_spec_sheet_cells_bullets_and_tools() -> None:
    assert read("A100 | Links: 12 | Per link: 50 GB/s")[0] == (
        "NVLink 3.0", "link-count", 12, None, None)
    assert read("A100 \u2022 NVLink: 12x @ 50GB/s \u2022 PCIe: Gen4 x16 @ 64GB/s") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 50, None, "per-link"),
        ("PCIe 4.0", "bandwidth", 64, None, None)]
    assert read("bandwidthTest reports 24 GB/s host-to-device over PCIe 4.0.") == []
    assert read("We saw 700 GB/s between two H100s in a DGX H100.") == []


def test_a_name_after_the_figure_before_is_the_next_figure_s_subject() -> None:
    assert [r[0] for r in read("Compared: NVLink 3.0 | 600 GB/s; PCIe 4.0 x16 | 64 GB/s")] == [
        "NVLink 3.0", "PCIe 4.0"]
    assert [r[0] for r in read("\u5bf9\u6bd4\uff1aNVLink 3.0 | 600 GB/s\uff1bPCIe 4.0 x16 | "
                               "64 GB/s")] == ["NVLink 3.0", "PCIe 4.0"]


def test_a_header_s_one_direction_and_gpu_counts_of_versions() -> None:
    assert [r[3] for r in read("Bidirectional NVLink bandwidth per GPU: 600 GB/s (A100), "
                               "900 GB/s (H100)")] == ["bidirectional", "bidirectional"]
    assert [r[3] for r in read("NVLink (one way / both ways): 450 GB/s / 900 GB/s")] == [
        "unidirectional", "bidirectional"]  # paired in order, not one header direction
    assert read("PCIe 4.0 x16 moves 32 GB/s unidirectionally.")[0][3] == "unidirectional"
    assert [r[2] for r in read("DGX A100 ships in 4-GPU and 8-GPU variants.")] == [4, 8]


def test_the_link_of_a_one_link_interconnect_is_the_whole_of_it() -> None:
    assert read("The NVLink-C2C link between Grace and Hopper runs at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    assert read("An EDR InfiniBand link is 100 Gb/s.")[0][4] is None
    assert read("An NVLink 3.0 link is 50 GB/s.")[0][4] == "per-link"


def test_both_ways_summed_is_a_total_unless_a_header_scopes_it() -> None:
    assert read("PCIe 4.0 x16\uff1a\u53cc\u5411\u5408\u8ba164GB/s")[0][3:] == (
        "bidirectional", "aggregate")
    assert read("NVLink 3.0 \u94fe\u8def\u901f\u7387\uff1a\u5355\u5411 25GB/s\uff1b"
                "\u53cc\u5411\u5408\u8ba1 50GB/s")[1][3:] == ("bidirectional", "per-link")


def test_a_restatement_keeps_its_figure_s_scope_over_the_clause_s_first() -> None:
    assert read("NVLink 3.0 \u5355\u6761\u94fe\u8def\u5355\u5411 25GB/s\uff0c\u6240\u4ee5"
                "\u6bcf\u5757 GPU \u5355\u5411 300GB/s\u3001\u53cc\u5411 600GB/s\u3002")[2] == (
        "NVLink 3.0", "bandwidth", 600, "bidirectional", "per-gpu")


def test_a_qualifier_right_after_a_bare_number_is_that_number_s() -> None:
    assert read("NVLink 5 links run at 100 GB/s bidirectional each, 18 per GPU.") == [
        ("NVLink 5.0", "bandwidth", 100, "bidirectional", "per-link")]
    assert read("NVLink 3\u6bcfGPU\u5355\u5411300GB/s")[0][4] == "per-gpu"


def test_a_clause_s_scope_is_not_carried_past_a_count_of_what_it_is_per() -> None:
    assert read("With NVLink 2.0 each link carries 25 GB/s per direction, so a V100 has six "
                "links and 300 GB/s of bidirectional bandwidth.")[2] == (
        "NVLink 2.0", "bandwidth", 300, "bidirectional", None)


def test_a_figure_the_claim_says_another_has_and_this_one_lacks_gives_nothing() -> None:
    assert read("The H100 PCIe lacks the SXM's 900 GB/s NVLink; its bridge gives 600 GB/s "
                "between two cards.") == [("H100 PCIe", "bandwidth", 600, None, None)]
    assert [r[2] for r in read("H100 PCIe \u5361\u6ca1\u6709 SXM \u7248\u7684 900GB/s NVLink"
                               "\uff0c\u4e24\u5361\u4e4b\u95f4\u7684 NVLink \u6865\u4e3a"
                               "\u53cc\u5411 600GB/s\u3002")] == [600]


def test_a_scope_word_beyond_a_separator_yields_to_one_in_the_figure_s_own_phrase() -> None:
    assert read("Every B200 in a DGX B200 talks to both NVSwitch trays, and the system as a "
                "whole delivers 14.4 TB/s of NVLink bandwidth.") == [
        ("DGX B200", "bandwidth", 14400, None, "aggregate")]
    assert read("Per GPU, NVLink 4.0 gives 900 GB/s.")[0][4] == "per-gpu"


@pytest.mark.parametrize(("claim", "expected"), [
    ("\u7b2c\u4e8c\u4ee3 NVLink \u4e8e 2017 \u5e74\u63a8\u51fa\uff0c\u7b2c\u4e09\u4ee3\u5728 "
     "2020 \u5e74\u63a8\u51fa\u3002", ["NVLink 2.0", "NVLink 3.0"]),
    ("NVLink 2.0 arrived in 2017 and the third generation in 2020.", ["NVLink 2.0", "NVLink 3.0"]),
    ("\u7b2c\u56db\u4ee3 NVLink \u5355\u94fe\u8def 50GB/s\uff0c\u4e0e\u7b2c\u4e09\u4ee3\u76f8\u540c"
     "\uff0c\u4f46\u94fe\u8def\u6570\u4ece 12 \u6761\u589e\u52a0\u5230 18 \u6761\u3002",
     ["NVLink 4.0", "NVLink 4.0"]),
])
def test_a_bare_ordinal_in_the_figure_s_clause_names_its_family_s_generation(
        claim: str, expected: list[str]) -> None:
    assert [r[0] for r in read(claim)] == expected


def test_each_individual_link_or_port() -> None:
    assert read("NVLink 4.0 moves 50 GB/s over each individual link.")[0][4] == "per-link"
    assert read("An NDR switch gives 400 Gb/s on each individual port.")[0][4] == "per-port"


def test_a_year_alone_in_an_interconnect_s_cell() -> None:
    assert read("NVLink 5.0: 2024, Blackwell.") == [("NVLink 5.0", "introduced", 2024, None, None)]
    assert read("\u7b2c\u4e94\u4ee3NVLink\uff1a2024\u5e74")[0][2] == 2024
    assert [r[1] for r in read("H100: 2022 | 900 GB/s")] == ["bandwidth"]


def test_a_list_of_names_pairs_with_as_many_figures_in_order() -> None:
    assert read("PCIe Gen4/Gen5/Gen6 x16 run at 32/64/128 GB/s per direction.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None),
        ("PCIe 6.0", "bandwidth", 128, "unidirectional", None)]
    assert [r[0] for r in read("NVLink 4.0 vs NVLink-C2C (CPU to GPU): 900 GB/s vs "
                               "900 GB/s.")] == ["NVLink 4.0", "NVLink-C2C"]
    assert [r[0] for r in read("InfiniBand HDR/NDR \u5355\u7aef\u53e3\u5206\u522b\u4e3a "
                               "200/400Gb/s")] == ["InfiniBand HDR", "InfiniBand NDR"]


def test_a_list_of_directions_pairs_with_as_many_figures_in_order() -> None:
    assert read("NVLink 3.0 per GPU (one way / both ways): 300 GB/s / 600 GB/s") == [
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", "per-gpu"),
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", "per-gpu")]


def test_a_product_in_brackets_is_no_restatement_of_the_figure_before() -> None:
    assert read("A100: 12 NVLink 3 links x 50 GB/s (600 GB/s).")[2] == (
        "NVLink 3.0", "bandwidth", 600, None, None)


def test_a_year_belongs_to_the_name_right_before_its_own_verb() -> None:
    assert read("The A100 shipped in 2020, three years after the V100 debuted in 2017.") == [
        ("A100", "introduced", 2020, None, None), ("V100", "introduced", 2017, None, None)]
    assert read("HGX H100 \u914d 8 \u5757 H100\uff0cNVLink \u5408\u8ba1 7.2TB/s\uff0c"
                "2022 \u5e74\u63a8\u51fa\u3002")[-1] == (
        "HGX H100", "introduced", 2022, None, None)


def test_a_one_gpu_superchip_s_figure_is_no_total() -> None:
    assert read("The GH200 offers 900 GB/s between its CPU and GPU.")[0][4] is None
    assert read("A GB200 gets 3.6 TB/s of NVLink.")[0][4] == "aggregate"


def test_a_gpu_named_by_its_architecture_inside_a_system_is_its_generation_s() -> None:
    assert read("Inside a DGX H100 every Hopper GPU has 900 GB/s of NVLink, 7.2 TB/s in "
                "total.") == [("NVLink 4.0", "bandwidth", 900, None, "per-gpu"),
                              ("DGX H100", "bandwidth", 7200, None, "aggregate")]
    assert read("The GH200's Hopper GPU has 900 GB/s of NVLink.")[0][0] == "GH200"


def test_an_interconnect_on_a_product_is_the_subject_not_the_product() -> None:
    assert read("PCIe 4.0 on the A100 gives 32 GB/s per direction.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_a_count_ending_its_cell_is_not_the_next_cell_s_name() -> None:
    assert ("NVLink 3.0", "link-count", 12, None, None) in read(
        "NVLink 3.0 | 600 GB/s | 12 \u6761\uff1bPCIe 4.0 | 64 GB/s")


def test_a_table_s_direction_cell_holds_for_every_figure_of_its_row() -> None:
    assert [r[3] for r in read("Ampere | Per link: 50 GB/s | Per GPU: 600 GB/s | Direction: "
                               "both ways")] == ["bidirectional", "bidirectional"]


def test_names_written_one_after_another_for_one_thing_are_one_subject() -> None:
    assert read("HDR200 InfiniBand: 200 Gb/s per port")[0][0] == "InfiniBand HDR"
    assert read("The VM pairs NVLink 4.0 with a 400 Gb/s Quantum-2 InfiniBand link per "
                "GPU.") == [("InfiniBand NDR", "bandwidth", 50, None, "per-gpu")]


def test_card_names_with_the_vendor_and_summed_directions_in_chinese() -> None:
    assert read("NVIDIA H100 NVL cards: NVLink bridge at 600 GB/s")[0][0] == "H100 NVL"
    assert read("NVLink 3.0 \u6bcf\u4e2a\u65b9\u5411 300GB/s\uff0c\u53cc\u5411\u52a0\u8d77\u6765 "
                "600GB/s")[1][3:] == ("bidirectional", None)


def test_a_network_s_figure_not_named_as_an_infiniband_gives_nothing() -> None:
    assert read("Each node has eight A100s and 1.6 Tbps of scale-out networking.") == []
    assert read("\u5355\u673a 8 \u5757 H100\uff0c\u5b9e\u4f8b\u7f51\u7edc\u5e26\u5bbd 200Gbps"
                "\u3002") == []
    assert read("The NDR InfiniBand network runs at 400 Gb/s per port.")[0][0] == "InfiniBand NDR"


def test_a_scope_word_in_a_ratio_s_phrase_is_the_compared_thing_s() -> None:
    assert read("The DGX H100 totals 7.2 TB/s, eight times what one GPU gets.")[0][4] == \
        "aggregate"
    assert read("GB200 \u7684 NVLink \u5e26\u5bbd 3.6TB/s\uff0c\u662f\u5355\u9897 B200 "
                "\u7684\u4e24\u500d")[0][4] != "per-gpu"


def test_of_two_directions_before_a_figure_the_nearer_is_its() -> None:
    assert read("A100 \u7684\u53cc\u5411 NVLink \u5e26\u5bbd\uff0c\u62c6\u5f00\u6765\u6bcf"
                "\u4e2a\u65b9\u5411\u662f 300GB/s")[0][3] == "unidirectional"


def test_a_name_written_as_a_likeness_is_not_the_subject() -> None:
    assert read("The C2C link is PCIe Gen4-class at roughly 64 GB/s.")[0][0] == "NVLink-C2C"


def test_respectively_takes_the_directions_of_the_sentence_before() -> None:
    assert [r[3] for r in read("NVLink 3.0: 300 GB/s one way, 600 GB/s both ways; NVLink 2.0 "
                               "gives 150 and 300 GB/s respectively.")] == [
        "unidirectional", "bidirectional", "unidirectional", "bidirectional"]


def test_two_subjects_said_to_share_a_figure_both_have_it() -> None:
    assert [r[0] for r in read("The H100 NVL and H100 PCIe both get 600 GB/s from the "
                               "bridge.")] == ["H100 NVL", "H100 PCIe"]
    assert len(read("NVLink 4.0 and PCIe 5.0 carry 900 GB/s")) == 1


def test_that_generation_after_an_architecture_is_its() -> None:
    assert read("Ampere \u90a3\u4e00\u4ee3 600GB/s")[0][0] == "NVLink 3.0"


@pytest.mark.parametrize(("claim", "subject"), [
    ("The DGX-2 packs sixteen V100s.", "DGX-2"),
    ("An HGX H200 board holds eight H200 GPUs.", "HGX H200"),
    ("GB200 NVL36 racks hold 36 GPUs.", "GB200 NVL36"),
])
def test_systems_named_with_their_generation_are_their_own(claim: str, subject: str) -> None:
    assert read(claim)[0][0] == subject


def test_bridged_a100_cards_and_the_h20_have_their_own_names() -> None:
    assert read("Two A100 PCIe cards bridged get 600 GB/s.")[0][0] == "A100 PCIe"
    # a China variant keeps its name, its NVLink cut or not
    assert read("The H20 keeps 900 GB/s of NVLink.")[0][0] == "H20"


def test_chinese_spelled_units_and_numerals() -> None:
    assert read("NVLink 3.0 \u6bcf GPU 0.6 \u592a\u5b57\u8282\u6bcf\u79d2")[0][2] == 600
    assert read("EDR \u6bcf\u79d2 100 \u5343\u5146\u6bd4\u7279")[0][2] == 12.5
    assert read("\u4e09\u4ee3NVLink\uff0c\u516d\u767eGB\u6bcf\u79d2")[0][:3] == (
        "NVLink 3.0", "bandwidth", 600)


def test_bytes_counted_in_chinese_number_words() -> None:
    # 万亿字节每秒 is a trillion bytes a second (TB/s), 十亿字节每秒 a billion (GB/s)
    assert read("每颗 B200 的 NVLink 带宽为 1.8 万亿字节每秒。") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    assert read("A100 的 NVLink 带宽是 600 十亿字节/秒。")[0][:3] == (
        "NVLink 3.0", "bandwidth", 600)
    # after a half-width comma closing the count of a rack's parts, the figure is still read
    assert read("一台 GB200 NVL72 装有 72 个 Blackwell GPU 和 36 个 Grace CPU,"
                "NVLink 总带宽为 130 万亿字节每秒。") == [
        ("GB200 NVL72", "gpu-count", 72, None, None),
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]


@pytest.mark.parametrize(("claim", "subject"), [
    ("NVLink 2 came along with the V100 in 2017.", "NVLink 2.0"),
    ("Fifth-gen NVLink came with Blackwell in 2024.", "NVLink 5.0"),
    ("The B200 started shipping in 2024.", "B200"),
    ("Volta's NVLink, introduced in 2017, was the second generation.", "NVLink 2.0"),
    ("Ampere brought NVLink 3 in 2020.", "NVLink 3.0"),
])
def test_a_year_with_more_verbs_of_arrival(claim: str, subject: str) -> None:
    assert read(claim)[0][:2] == (subject, "introduced")


def test_the_last_scope_said_holds_for_the_figures_after_it() -> None:
    assert read("Each NVLink 3 link carries 25 GB/s one way, so every A100 gets 300 GB/s one "
                "way and 600 GB/s both ways.")[2][4] == "per-gpu"
    assert read("NVLink 3 link: 25 GB/s one way. A100: 600 GB/s both ways.")[1][4] is None


def test_an_instance_s_switch_interconnect_is_its_own_unscoped() -> None:
    # a cloud instance the lexicon names is a system: its GPUs counted, its figure with no scope
    # word its own and unscoped (its GPUs', no total), its network (EFA) nothing
    assert read("p4de: 8x A100, 600 GB/s NVSwitch interconnect, 400 Gbps EFA.") == [
        ("AWS p4de", "gpu-count", 8, None, None), ("AWS p4de", "bandwidth", 600, None, None)]
    # one the lexicon does not name gives its GPUs' NVLink its figure
    assert [r[0] for r in read("A2 VMs pair eight A100s with 600 GB/s of NVLink.")] == [
        "NVLink 3.0"]


def test_measurements_a_user_reports_give_nothing() -> None:
    assert read("I got 25 GB/s device-to-host with cudaMemcpy on a PCIe 4.0 slot.") == []


def test_a_name_said_to_have_the_same_figure_has_it_too() -> None:
    assert [r[0] for r in read("The A100's NVLink is 300 GB/s, the same as the V100.")] == [
        "NVLink 3.0", "NVLink 2.0"]
    assert len(read("The A100's NVLink is 600 GB/s, not the same as the V100.")) == 1


def test_a_memory_word_in_the_phrase_before_a_bare_bandwidth() -> None:
    assert read("H100 \u6709 80GB HBM3\uff0c\u5e26\u5bbd 3.35TB/s") == []
    assert read("H100 NVL: 94 GB HBM3, 600 GB/s NVLink bridge.")[0][2] == 600


def test_gpu_counts_of_an_interconnect_only_for_its_domain() -> None:
    assert ("NVLink", "gpu-count", 576, None, None) in read(
        "NVLink can join 576 GPUs in one domain.")
    assert [r[1] for r in read("8x H100 joined by NVSwitch at 900 GB/s")] == ["bandwidth"]


def test_a_per_gpu_figure_of_a_system_given_on_a_named_generation_is_the_generation_s() -> None:
    assert read("In the DGX A100 each GPU gets 600 GB/s over third-generation NVLink.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("In the DGX A100 each GPU gets 600 GB/s.")[0][0] == "DGX A100"


def test_a_trailing_each_after_a_count_is_per_what_it_counts_despite_a_leading_each() -> None:
    rows = read("Every B200 exposes 18 NVLink 5 links at 50 GB/s per direction each.")
    assert ("NVLink 5.0", "bandwidth", 50, "unidirectional", "per-link") in rows
    assert read("An NDR switch offers 32 ports of InfiniBand NDR at 400 Gb/s.")[-1] == \
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")


def test_a_figure_per_machine_is_the_machine_s_total() -> None:
    # a machine's network summed is no figure of the InfiniBand generation it runs
    assert read("Each instance gets 3.2 Tbps of InfiniBand NDR per VM.") == []
    assert read("NVLink 5.0 共 1.8TB/s。") == [("NVLink 5.0", "bandwidth", 1800, None, "aggregate")]


def test_shared_and_per_lane_are_no_scope() -> None:
    assert read("Grace 与 Hopper 共享 NVLink-C2C 的 900GB/s 带宽。") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    assert read("PCIe 5.0 每条 lane 约 4GB/s。") == [("PCIe 5.0", "bandwidth", 4, None, None)]
    assert read("PCIe 5.0 is about 4 GB/s per lane.") == [("PCIe 5.0", "bandwidth", 4, None, None)]


def test_a_gpu_s_pcie_figure_with_no_generation_is_its_pcie_generation_s() -> None:
    assert read("The Tesla P100 pairs 160 GB/s of NVLink with 32 GB/s of PCIe.") == [
        ("NVLink 1.0", "bandwidth", 160, None, None), ("PCIe 3.0", "bandwidth", 32, None, None)]
    assert read("A100 PCIe 版本的 PCIe 带宽为 64GB/s。") == [
        ("PCIe 4.0", "bandwidth", 64, None, None)]
    assert read("PCIe tops out at 64 GB/s.") == [("PCIe", "bandwidth", 64, None, None)]


def test_links_counted_for_one_gpu_make_the_figure_after_them_the_gpu_s() -> None:
    assert read("单颗 B200 有 18 条 NVLink 5 链路\uff0c双向 1.8TB/s。")[-1] == (
        "NVLink 5.0", "bandwidth", 1800, "bidirectional", "per-gpu")
    assert read("NVLink 5.0 has 18 links per GPU, 100 GB/s each.")[-1][4] == "per-link"


def test_export_variants_and_bridged_h200_cards_are_their_own_subjects() -> None:
    assert read("The H800's NVLink tops out at 400 GB/s, while the H100 SXM gets 900 GB/s.") == [
        ("H800", "bandwidth", 400, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("A800 的 NVLink 带宽为 400GB/s。") == [("A800", "bandwidth", 400, None, None)]
    assert read("Two H200 NVL cards bridged: 900 GB/s per GPU.") == [
        ("H200 NVL", "bandwidth", 900, None, "per-gpu")]


def test_a_count_of_gpus_is_no_number_of_a_chain_of_figures() -> None:
    assert read("HGX B200 packs 8 B200s and 14.4 TB/s of NVLink.") == [
        ("HGX B200", "gpu-count", 8, None, None),
        ("HGX B200", "bandwidth", 14400, None, "aggregate")]


def test_each_of_a_possessed_count_and_per_nvlink_are_per_link() -> None:
    assert read("Each of the A100's twelve NVLinks carries 50 GB/s.")[-1][4] == "per-link"
    assert read("Per NVLink: Volta 25 GB/s per direction.") == [
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link")]


def test_a_restatement_keeps_the_scope_past_its_own_name_and_i_e() -> None:
    assert read("B200: 1.8 TB/s NVLink per GPU (bidirectional), 900 GB/s per direction.")[1] == (
        "NVLink 5.0", "bandwidth", 900, "unidirectional", "per-gpu")
    assert read("H100 每条 NVLink 双向 50GB/s\uff0c即单向 25GB/s。")[1] == (
        "NVLink 4.0", "bandwidth", 25, "unidirectional", "per-link")


def test_words_that_hold_a_total_or_a_link_and_are_none() -> None:
    assert read("H100 的 NVLink 总线带宽为 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("NDR adapters at 400 Gb/s, one per GPU.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, None)]
    assert read("The A100 hit the market in 2020.") == [("A100", "introduced", 2020, None, None)]


def test_a_figure_right_before_the_noun_it_describes_is_per_that_noun() -> None:
    assert read("Quantum-X800 交换机有 144 个 800Gb/s 的 XDR 端口。") == [
        ("InfiniBand XDR", "bandwidth", 100, None, "per-port")]


def test_a_gloss_between_two_names_of_one_thing_keeps_them_one() -> None:
    assert read("NDR (Next Data Rate) InfiniBand arrived in 2021.") == [
        ("InfiniBand NDR", "introduced", 2021, None, None)]


def test_a_closing_phrase_saying_all_figures_are_so_qualifies_each() -> None:
    rows = read("PCIe 4.0 32 GB/s, PCIe 5.0 64 GB/s -- both per direction.")
    assert [r[3] for r in rows] == ["unidirectional", "unidirectional"]
    rows = read("HDR 200Gb/s\u3001NDR 400Gb/s\uff0c都是单端口速率。")
    assert [r[4] for r in rows] == ["per-port", "per-port"]


def test_the_dgx_gh200_is_a_system_of_its_own_not_a_generic_dgx() -> None:
    assert read("The DGX GH200 connects 256 GPUs into one NVLink domain.") == [
        ("DGX GH200", "gpu-count", 256, None, None)]
    assert read("A DGX system typically holds 8 GPUs.") == [("DGX", "gpu-count", 8, None, None)]


def test_a_figure_in_brackets_after_a_name_and_its_noun_is_that_name_s() -> None:
    assert read("NVLink 带宽约为 PCIe Gen4 带宽\uff0864GB/s\uff09的 10 倍。") == [
        ("PCIe 4.0", "bandwidth", 64, None, None)]


def test_twice_a_generation_after_is_is_a_ratio_not_a_count() -> None:
    assert read("NVLink 4 is 2x NVLink 3 per GPU.") == []
    assert read("B200: 18x NVLink 5 links.") == [("NVLink 5.0", "link-count", 18, None, None)]


def test_a_spelled_number_of_gpus_before_a_board() -> None:
    assert read("The HGX B200 is an eight-GPU board.") == [("HGX B200", "gpu-count", 8, None, None)]


def test_a_superchip_s_figure_nearest_its_nvlink_generation_is_not_carried_on_c2c() -> None:
    assert read("GB200 里每颗 B200 经 NVLink-C2C 连 Grace\uff0cGPU 之间走第五代 NVLink\uff0c"
                "1.8TB/s。") == [("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    assert read("The GH200 gets 900 GB/s over NVLink-C2C.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_a_card_named_by_its_pcie_form_then_a_generation_gives_that_pcie_s_figure() -> None:
    assert read("A100 PCIe Gen4 bandwidth: 64GB/s") == [("PCIe 4.0", "bandwidth", 64, None, None)]
    assert read("The H100 PCIe's NVLink bridge carries 600 GB/s.") == [
        ("H100 PCIe", "bandwidth", 600, None, None)]


def test_a_trailing_each_with_nothing_counted_is_per_the_card_or_gpu_named() -> None:
    assert read("A100 PCIe: bridged pairs, PCIe Gen4 64GB/s each.")[-1] == (
        "PCIe 4.0", "bandwidth", 64, None, "per-gpu")
    assert read("Each card's PCIe 5.0 slot gives 64 GB/s each way.") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]


def test_a_year_spelled_out_after_in() -> None:
    assert read("NVLink 3.0 arrived in twenty twenty.") == [
        ("NVLink 3.0", "introduced", 2020, None, None)]
    assert read("The A100 launched in 2020 with twenty-two percent more links.") == [
        ("A100", "introduced", 2020, None, None)]


def test_an_interconnect_with_its_scope_on_a_product_is_the_subject() -> None:
    assert read("PCIe Gen5 per GPU on the H100: 128 GB/s bidirectional.") == [
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", "per-gpu")]


def test_a_card_s_measure_word_with_nothing_counted_is_per_gpu() -> None:
    assert read("A100 每块 NVLink 带宽 600GB/s。") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("NVLink 3.0 有 12 条链路\uff0c每条 50GB/s。")[-1][4] == "per-link"


def test_a_total_of_the_gpus_in_an_unnamed_server_is_no_generation_s() -> None:
    assert read("Inside one node, four A100s joined by third-gen NVLink reach 2.4 TB/s in "
                "total.") == []
    assert read("单台服务器中的 8 块 B200 经 NVSwitch 互联\uff0c"
                "第五代 NVLink 合计 14.4TB/s。") == []
    assert read("A 4-GPU server of A100s: NVLink 3.0 gives 600 GB/s per GPU, 2.4 TB/s "
                "combined.") == [("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("Each B200 in the DGX B200 gets 1.8 TB/s, 14.4 TB/s in total.")[-1] == (
        "DGX B200", "bandwidth", 14400, None, "aggregate")


def test_half_a_unit_spelled_out() -> None:
    assert read("Blackwell's NVLink: roughly half a terabit per second per link.") == [
        ("NVLink 5.0", "bandwidth", 62.5, None, "per-link")]
    assert read("PCIe 4.0 gives half a PCIe 5.0 slot's rate, half the GB/s.") == []


def test_gb300_nvl72_and_b300_are_named_and_a_likeness_before_the_figure_gives_it_both() -> None:
    assert read("B300 每颗 GPU 的第五代 NVLink 为 1.8TB/s。") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    assert read("GB300 NVL72 机柜的总带宽和 GB200 NVL72 相同\uff0c130TB/s。") == [
        ("GB300 NVL72", "bandwidth", 130000, None, "aggregate"),
        ("GB200 NVL72", "bandwidth", 130000, None, "aggregate")]


def test_a_word_of_measuring_covers_the_later_figures_of_its_sentence_until_a_spec_word() -> None:
    assert read("Our run measured 41 GB/s on PCIe 5.0, and the A100's NVLink only 480 GB/s.") == []
    assert read("实测 PCIe 4.0 跑到 24GB/s\uff0cNVLink 3.0 也就 500GB/s 左右。") == []
    assert read("I measured 45 GB/s per link, while NVLink 5.0 is rated at 50 GB/s per link.") == [
        ("NVLink 5.0", "bandwidth", 50, None, "per-link")]


def test_counts_set_against_each_other_pair_with_a_list_of_names() -> None:
    assert read("DGX-2 vs GB200 NVL36: 16 vs 36 GPUs.") == [
        ("DGX-2", "gpu-count", 16, None, None), ("GB200 NVL36", "gpu-count", 36, None, None)]
    assert read("V100 vs A100: 6 vs 12 NVLink links, 300 GB/s vs 600 GB/s.") == [
        ("NVLink 2.0", "link-count", 6, None, None), ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 2.0", "bandwidth", 300, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_two_groups_of_figures_set_against_each_other_each_give_one_to_each_name() -> None:
    # "x vs y, z vs w" after "A vs B": in each group the first figure is A's, the second B's
    assert read("V100 vs A100: 150 vs 300 GB/s one way, 300 vs 600 GB/s both ways.") == [
        ("NVLink 2.0", "bandwidth", 150, "unidirectional", None),
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", None),
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", None),
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None)]
    # the interconnect written beside such figures says what carries them, no third name
    assert read("V100 vs A100\uff1aNVLink 每卡 300GB/s 对 600GB/s\uff0c链路 6 条对 12 条") == [
        ("NVLink 2.0", "bandwidth", 300, None, "per-gpu"),
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 3.0", "link-count", 12, None, None)]
    # four figures not set against each other in twos are not given out in turn
    assert [r[0] for r in read("V100 vs A100: 150 GB/s, 300 GB/s, 300 GB/s and 600 GB/s.")] != [
        "NVLink 2.0", "NVLink 3.0", "NVLink 2.0", "NVLink 3.0"]


def test_a_count_naming_its_links_in_a_later_clause_is_those_links() -> None:
    # "eighteen NVLink 4.0 links" after a semicolon: the count and its clause's figures are
    # NVLink 4.0's, not the interconnect of the clause before
    assert read("Twelve NVLink 3.0 links carry 600 GB/s; eighteen NVLink 4.0 links carry "
                "900 GB/s.") == [
        ("NVLink 3.0", "link-count", 12, None, None), ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 4.0", "link-count", 18, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_name_a_figure_is_counted_per_stands_in_no_list_s_way() -> None:
    # "per Hopper GPU" says what the first figure is each of: the two figures stay paired
    assert read("NVLink 4 vs PCIe 5: 900 GB/s per Hopper GPU vs 128 GB/s for an x16 slot.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu"),
        ("PCIe 5.0", "bandwidth", 128, None, None)]


def test_a_unit_s_definition_is_no_figure_of_anything() -> None:
    # "1 GB/s = 8 Gb/s" says how the units convert; the figures after it are read as usual
    assert read("1 GB/s = 8 Gb/s, so HDR InfiniBand's 200 Gb/s is 25 GB/s.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, None)]


def test_the_figure_of_a_gpu_named_after_it_is_that_gpu_s() -> None:
    # "the 900 GB/s of the H100": the H100's, not the GPU named earlier in the sentence
    assert read("Going from the 300 GB/s of the V100 to the 900 GB/s of the H100 tripled it.") == [
        ("NVLink 2.0", "bandwidth", 300, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_the_figure_a_link_moves_is_that_link_s() -> None:
    # "the 64 GB/s a PCIe 5.0 x16 link moves": the PCIe link's, not NVLink's before it
    assert read("An H100's NVLink 900 GB/s dwarfs the 64 GB/s a PCIe 5.0 x16 link moves each "
                "way.") == [("NVLink 4.0", "bandwidth", 900, None, None),
                            ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]


def test_a_factor_after_a_figure_counts_what_the_figure_is_each_of() -> None:
    assert read("NVLink 3.0: 50 GB/s bidirectional per link, x12.") == [
        ("NVLink 3.0", "bandwidth", 50, "bidirectional", "per-link"),
        ("NVLink 3.0", "link-count", 12, None, None)]
    assert read("A100 NVLink: 25 GB/s x 12 links") == [
        ("NVLink 3.0", "bandwidth", 25, None, "per-link"),
        ("NVLink 3.0", "link-count", 12, None, None)]
    assert read("PCIe 4.0: 32 GB/s x16 slot") == [("PCIe 4.0", "bandwidth", 32, None, None)]


def test_a_per_gpu_figure_of_a_named_gpu_inside_a_system_is_its_generation_s() -> None:
    assert read("Inside a DGX H100, NVLink gives 900 GB/s per H100.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    assert read("Inside a DGX H100, NVLink gives 900 GB/s per GPU.") == [
        ("DGX H100", "bandwidth", 900, None, "per-gpu")]


def test_the_same_year_said_again_is_the_year_written_before() -> None:
    assert read("NVLink 2.0 debuted in 2017, and the V100 shipped that same year.") == [
        ("NVLink 2.0", "introduced", 2017, None, None), ("V100", "introduced", 2017, None, None)]
    assert read("H100 于 2022 年发布\uff0cDGX H100 同年推出。") == [
        ("H100", "introduced", 2022, None, None), ("DGX H100", "introduced", 2022, None, None)]
    assert read("Hopper 在 2022 年首发 NVLink 4.0。") == [
        ("NVLink 4.0", "introduced", 2022, None, None)]


def test_a_card_named_with_its_memory_size_is_the_card() -> None:
    assert read("NVIDIA H100 80GB PCIe: NVLink bridge for two cards, 600 GB/s.") == [
        ("H100 PCIe", "bandwidth", 600, None, None)]
    assert read("A100 40GB PCIe 显卡的 PCIe 带宽为 64GB/s。") == [
        ("PCIe 4.0", "bandwidth", 64, None, None)]


def test_a_network_rate_in_gigabit_and_a_family_named_after_its_generation() -> None:
    assert read("NDR runs at 400 gigabit on every port.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
    assert read("HDR 是 200G 的 InfiniBand。") == [("InfiniBand HDR", "bandwidth", 25, None, None)]


def test_a_factor_before_another_generation_of_the_family_is_a_ratio() -> None:
    assert read("NVLink 4.0 gives each H100 900 GB/s, 1.5x NVLink 3.0.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    assert read("The A100 exposes 12x NVLink 3 links.") == [
        ("NVLink 3.0", "link-count", 12, None, None)]


def test_ports_of_an_infiniband_switch_give_no_count_but_a_switch_chip_s_do() -> None:
    assert read("Mellanox QM8700 switches carry 40 HDR ports of 200Gb/s.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]
    assert read("这台交换机有 128 个 NDR 端口。") == []
    assert read("A Blackwell NVLink Switch chip has 72 ports.") == [
        ("NVSwitch", "port-count", 72, None, None)]


def test_a_split_port_mode_is_no_generation() -> None:
    assert read("NDR200 cables split a 400Gb/s NDR port into two 200Gb/s halves.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
    assert read("HDR100 每个口只有 100Gb/s。") == []


def test_a_number_of_cards_right_before_a_figure_is_the_pair_s_not_each_card_s() -> None:
    assert read("A100 PCIe 用 NVLink 桥连两卡\uff0c两卡 600GB/s。") == [
        ("A100 PCIe", "bandwidth", 600, None, None)]
    assert read("DGX A100: 8 GPUs at 600 GB/s each.") == [
        ("DGX A100", "gpu-count", 8, None, None), ("DGX A100", "bandwidth", 600, None, "per-gpu")]


def test_the_system_a_switch_sits_in_is_not_the_subject_of_the_switch_s_figures() -> None:
    assert read("Each NVSwitch inside the DGX-2 has 18 ports and 900 GB/s of switching "
                "bandwidth.") == [("NVSwitch", "port-count", 18, None, None),
                                  ("NVSwitch", "bandwidth", 900, None, None)]
    assert read("NVSwitch (HGX A100) 有 36 个端口。") == [
        ("NVSwitch", "port-count", 36, None, None)]


def test_a_generation_s_name_before_switch_names_the_switch() -> None:
    assert read("The first-gen NVLink Switch debuted in 2018.") == [
        ("NVSwitch", "introduced", 2018, None, None)]
    assert read("An NVLink4 Switch chip offers 64 ports.") == [
        ("NVSwitch", "port-count", 64, None, None)]


def test_a_leading_each_gpu_leaves_a_figure_given_each_counted_link_per_link() -> None:
    assert read("Each H100 has 18 links at 25 GB/s per direction.") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 25, "unidirectional", "per-link")]
    assert read("Every V100 carries six NVLinks @ 50 GB/s bidirectional.")[1] == (
        "NVLink 2.0", "bandwidth", 50, "bidirectional", "per-link")


def test_a_total_s_other_direction_is_a_total_too() -> None:
    # the dev corpus's carry-over: a figure said again keeps the scope of the one it restates
    assert read("The V100 moves 300 GB/s in total (150 GB/s per direction).") == [
        ("NVLink 2.0", "bandwidth", 300, None, "aggregate"),
        ("NVLink 2.0", "bandwidth", 150, "unidirectional", "aggregate")]
    # but not across a full-width comma into a phrase of the figure's own direction
    # (test_chinese_qualifier_phrases.py)
    assert read("PCIe 6.0 x16 的总带宽 256GB/s\uff0c单向 128GB/s。")[1] == (
        "PCIe 6.0", "bandwidth", 128, "unidirectional", None)
    assert read("DGX B200: 14.4 TB/s in total, 7.2 TB/s one way.")[1] == (
        "DGX B200", "bandwidth", 7200, "unidirectional", "aggregate")


def test_a_name_whose_alias_ends_in_a_figure_s_number_leaves_the_figure() -> None:
    assert read("EDR 100 Gb/s and HDR 200 Gb/s -- all per port.") == [
        ("InfiniBand EDR", "bandwidth", 12.5, None, "per-port"),
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]
    assert read("A NDR400 adapter port: 400Gb/s.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]


def test_how_many_of_them_a_thing_has_counts_the_noun_before() -> None:
    assert read("Each NVLink 2 link does 50 GB/s, and a V100 has six of them for 300 GB/s.")[1] \
        == ("NVLink 2.0", "link-count", 6, None, None)
    assert [r[1] for r in read(  # a part of them is still not how many there are
        "An H100 has 18 NVLink 4 links; ten of them go to the switches.")] == ["link-count"]


def test_spec_shorthand_bi_and_uni_after_a_figure_are_directions() -> None:
    assert read("PCIe 5.0 x16: 128 GB/s bi, 64 GB/s uni.") == [
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]
    assert read("Our bi-weekly NVLink 4 note: 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_year_in_brackets_after_a_name_with_its_measure_word_is_the_name_s() -> None:
    assert read("HGX A100\uff082020年\uff09\uff1a8块A100。") == [
        ("HGX A100", "introduced", 2020, None, None), ("HGX A100", "gpu-count", 8, None, None)]
    assert read("XDR InfiniBand 于 2024 年出货。") == [
        ("InfiniBand XDR", "introduced", 2024, None, None)]


def test_this_generation_s_nvlink_is_the_named_architecture_s() -> None:
    assert read("Hopper这一代NVLink每卡900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_amounts_spelled_with_a_decimal_point_or_in_chinese_after_per_second() -> None:
    assert read("Each B200 gets one point eight terabytes per second of NVLink.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    assert read("GB200 NVL72: one hundred thirty terabytes per second? No, NVLink 4 is nine "
                "hundred GB/s.")[-1] == ("NVLink 4.0", "bandwidth", 900, None, None)
    assert read("Ampere 的 NVLink 是每秒六百GB。") == [("NVLink 3.0", "bandwidth", 600, None, None)]


def test_a_superchip_s_link_is_the_whole_of_it_not_one_of_many() -> None:
    # the link between the superchip's CPU and GPU is its NVLink-C2C, unscoped
    assert read("Grace Hopper's CPU-to-GPU link runs at 900 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_a_number_of_gpus_written_before_a_system_s_name_counts_its_gpus() -> None:
    assert read("An 8-GPU HGX B200 totals 14.4 TB/s.") == [
        ("HGX B200", "gpu-count", 8, None, None), ("HGX B200", "bandwidth", 14400, None,
                                                   "aggregate")]


def test_ways_of_a_bridge_are_no_links() -> None:
    assert read("A100 PCIe 可用 2路NVLink桥接\uff0c带宽 600GB/s。") == [
        ("A100 PCIe", "bandwidth", 600, None, None)]


def test_a_name_denied_before_the_figure_is_not_its_subject() -> None:
    assert read("It is NVLink-C2C, not NVLink 5, that moves 900 GB/s inside GB200.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_a_figure_in_a_relative_clause_is_the_name_s_it_follows() -> None:
    assert read("The A100 PCIe card sits on PCIe Gen4 x16, which is 32 GB/s each way.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_each_figure_takes_the_gpu_named_in_its_own_bracket() -> None:
    assert read("NVLink per GPU: 160 GB/s (P100), 300 GB/s (V100).") == [
        ("NVLink 1.0", "bandwidth", 160, None, "per-gpu"),
        ("NVLink 2.0", "bandwidth", 300, None, "per-gpu")]
    assert read("Per GPU: 300 GB/s (V100) / 600 GB/s (A100)") == [
        ("NVLink 2.0", "bandwidth", 300, None, "per-gpu"),
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]


def test_a_system_s_total_after_its_gpus_nvlink_generation_is_the_system_s() -> None:
    assert read("DGX B200 用第五代 NVLink\uff0c每颗 GPU 1.8TB/s\uff0c整机合计 14.4TB/s。")[-1] == (
        "DGX B200", "bandwidth", 14400, None, "aggregate")


def test_a_figure_said_for_a_board_of_counted_gpus_is_the_board_s_total() -> None:
    assert read("HGX A100: 600 GB/s per GPU, 4.8 TB/s for the 8-GPU board.")[1] == (
        "HGX A100", "bandwidth", 4800, None, "aggregate")


def test_a_closing_phrase_after_the_last_figure_s_own_words_qualifies_every_figure() -> None:
    assert read("DGX H100: 7.2 TB/s in total and 900 GB/s per GPU, both bidirectional.") == [
        ("DGX H100", "bandwidth", 7200, "bidirectional", "aggregate"),
        ("DGX H100", "bandwidth", 900, "bidirectional", "per-gpu")]


def test_a_closing_bracket_after_another_interconnect_s_figure_is_that_figure_s() -> None:
    assert read("A100: NVLink 600 GB/s, PCIe Gen4 64 GB/s (bidirectional).") == [
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]
    assert read("PCIe Gen4/Gen5 x16: 32/64 GB/s (per direction)") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]


def test_a_gpu_s_figure_carried_on_another_interconnect_named_is_that_interconnect_s() -> None:
    assert read("Hopper GPU 与 Grace 之间通过 NVLink-C2C 连接\uff0c带宽 900GB/s。") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_gpus_that_link_to_each_other_are_no_link_noun() -> None:
    assert read("H100 GPUs link to each other over NVLink 4 at 900 GB/s each.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_the_gpu_s_nvlink_inside_a_superchip_is_the_nvlink_s() -> None:
    assert read("On a GB200 the GPU's NVLink 5 gives 1.8 TB/s.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, None)]


def test_an_architecture_s_year_is_its_own_when_named_as_one_and_a_generation_it_brings_too(
        ) -> None:
    # the corpora since dev14 date an architecture named as such ("2018 年 Turing 图灵架构发布")
    assert read("Hopper 架构于 2022 年 3 月发布。") == [("Hopper", "introduced", 2022, None, None)]
    assert read("英伟达在 2024 年发布了 Blackwell 平台。") == []
    assert read("Volta brought second-gen NVLink in 2017 and Ampere third-gen in 2020.") == [
        ("NVLink 2.0", "introduced", 2017, None, None),
        ("NVLink 3.0", "introduced", 2020, None, None)]


def test_a_bracket_after_an_arithmetic_result_is_the_result_s() -> None:
    assert read("NVLink 4.0: 18 x 50GB/s = 900GB/s (bidirectional)") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]


def test_what_a_ratio_compares_with_does_not_carry_a_superchip_s_figure() -> None:
    assert read("GB200 超级芯片通过 NVLink-C2C 连接 Grace 与 B200\uff0c带宽 900GB/s\uff0c"
                "是 PCIe 5.0 的 7 倍。") == [("NVLink-C2C", "bandwidth", 900, None, None)]


def test_a_gpu_s_gpu_to_gpu_figure_is_per_gpu() -> None:
    assert read("The A100's GPU-to-GPU bandwidth is 600 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("B200 的 GPU间带宽为 1.8TB/s。") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    assert read("A100 提供 600GB/s 的 GPU 到 GPU 带宽。") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("Four V100s get 300 GB/s of GPU-to-GPU NVLink bandwidth.") == [
        ("NVLink 2.0", "bandwidth", 300, None, "per-gpu")]
    # no GPU named, or the words far from the figure: nothing says whose figure it is
    assert read("NVLink 4.0 gives 900 GB/s of GPU-to-GPU bandwidth.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("GPU-to-GPU NVLink across generations: V100 300 GB/s, A100 600 GB/s.") == [
        ("NVLink 2.0", "bandwidth", 300, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]


def test_a_system_s_gpu_to_gpu_figure_beside_its_total_is_per_gpu() -> None:
    assert read("HGX H200 - 900 GB/s GPU-to-GPU, 7.2 TB/s in total.") == [
        ("HGX H200", "bandwidth", 900, None, "per-gpu"),
        ("HGX H200", "bandwidth", 7200, None, "aggregate")]
    assert read("DGX B200 的 GPU 间带宽 1.8TB/s\uff0c整机合计 14.4TB/s。")[0] == (
        "DGX B200", "bandwidth", 1800, None, "per-gpu")
    # the system's only figure stays its whole's
    assert read("DGX A100: 4.8 TB/s of bidirectional GPU-to-GPU bandwidth.") == [
        ("DGX A100", "bandwidth", 4800, "bidirectional", "aggregate")]


def test_each_after_a_figure_of_a_board_s_nvlink_is_each_gpu_s() -> None:
    assert read("DGX B200 runs fifth-gen NVLink at 1.8 TB/s each.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]
    # a count before "each" is still what it is per
    assert read("DGX B200 gives every GPU 18 NVLink 5 links at 100 GB/s each.")[-1][4] == \
        "per-link"


def test_the_one_pcie_link_of_what_is_named_is_unscoped_but_a_pcie_link_is_per_link() -> None:
    assert read("On the A100 the PCIe 4.0 link is 64 GB/s.") == [
        ("PCIe 4.0", "bandwidth", 64, None, None)]
    assert read("The card's host link is PCIe 5.0 x16 at 128 GB/s.") == [
        ("PCIe 5.0", "bandwidth", 128, None, None)]
    assert read("A PCIe 4.0 x16 link moves 32 GB/s per direction.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", "per-link")]


def test_the_sxm_form_after_a_card_is_that_card_s_gpu() -> None:
    assert read("H100 NVL: two cards bridged at 600 GB/s; the SXM version gets 900 GB/s.") == [
        ("H100 NVL", "bandwidth", 600, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("The A100 PCIe card gets 64 GB/s over PCIe 4.0; 600 GB/s is SXM-only.") == [
        ("PCIe 4.0", "bandwidth", 64, None, None), ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("The PCIe version of the H100 reaches 600 GB/s over an NVLink bridge, against "
                "900 GB/s on SXM.") == [("H100 PCIe", "bandwidth", 600, None, None),
                                        ("NVLink 4.0", "bandwidth", 900, None, None)]
    # with no card named before it, it names nothing: the figure stays the named GPU's
    assert read("The B200 has 1.8 TB/s of NVLink on the SXM version.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, None)]


def test_a_configuration_by_its_gpus_after_a_system_is_that_system() -> None:
    assert read("HGX H200, 4-GPU board: 3.6 TB/s of NVLink in all; the 8-GPU version: "
                "7.2 TB/s.")[2:] == [("HGX H200", "gpu-count", 8, None, None),
                                     ("HGX H200", "bandwidth", 7200, None, "aggregate")]
    assert read("The 8-GPU version: 4.8 TB/s.") == []  # no system named before it


def test_n_of_them_after_one_nvlink_counts_links_and_may_sum_to_a_figure() -> None:
    assert read("Every NVLink on the A100 runs at 50 GB/s; twelve of them make 600 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]
    # a part of them is no count of the links
    assert read("Every NVLink on the A100 runs at 50 GB/s; six of them go to the switch.") == [
        ("NVLink 3.0", "bandwidth", 50, None, "per-link")]


def test_a_figure_right_after_a_vs_b_both_is_each_s() -> None:
    assert read("H100 PCIe vs H100 NVL: both 600 GB/s over the bridge.") == [
        ("H100 PCIe", "bandwidth", 600, None, None), ("H100 NVL", "bandwidth", 600, None, None)]
    # "both" that is not the figure's: each figure stays its own
    assert read("NVLink 2 vs NVLink 3: both per-link designs; 300 vs 600 GB/s per GPU.")[-1][0] \
        == "NVLink 3.0"


def test_a_figure_between_a_superchip_s_cpu_and_gpu_is_its_cpu_link_s() -> None:
    assert read("In a GB200, Grace reaches both B200s over PCIe 5.0 at 64 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 64, None, None)]
    # no CPU at one end: the figure stays the interconnect's the claim names
    assert read("In a GB200, each B200 talks to the other over NVLink 5 at 1.8 TB/s.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]


def test_the_two_directions_a_figure_is_doubled_for_are_no_link_count() -> None:
    assert read("P100: 4 links x 20 GB/s x 2 directions = 160 GB/s.") == [
        ("NVLink 1.0", "link-count", 4, None, None),
        ("NVLink 1.0", "bandwidth", 20, None, "per-link"),
        ("NVLink 1.0", "bandwidth", 160, None, None)]
    assert [r[2] for r in read("A100\uff1a12 条链路 \u00d7 25GB/s \u00d7 2 个方向 = 600GB/s。")
            if r[1] == "link-count"] == [12]


def test_a_table_flattened_into_a_line_says_each_column_head_of_its_cell() -> None:
    assert read("PCIe gen | per direction | both ways: 4.0 | 32 GB/s | 64 GB/s; "
                "5.0 | 64 GB/s | 128 GB/s") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None),
        ("PCIe 4.0", "bandwidth", 64, "bidirectional", None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None),
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]
    assert read("型号 | NVLink 链路数 | 每 GPU 带宽 —— A100 | 12 | 600GB/s") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    # a row of fewer cells than heads is no such table: read as written
    assert read("PCIe gen | per direction | both ways: 4.0 | 32 GB/s")[0][0] != "PCIe 4.0"


def test_a_flattened_table_with_gen_cells_slashes_or_its_heads_after_the_rows() -> None:
    # "Gen 2" in a row's first cell is the second generation of the family the first head names
    assert read("NVLink gen | Links/GPU | per link | per GPU -- Gen 2 | 6 | 25 GB/s | "
                "150 GB/s") == [
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 25, None, "per-link"),
        ("NVLink 2.0", "bandwidth", 150, None, "per-gpu")]
    # the heads given in a bracket after the rows; cells parted by spaced slashes
    assert read("3rd gen | 12 | 600 GB/s; 4th gen | 18 | 900 GB/s (columns: NVLink "
                "generation, links per GPU, bandwidth per GPU)") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu"),
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    assert read("PCIe 代际 / 单向 / 双向\uff1a第 5 代 / 64GB/s / 128GB/s") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None),
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]
    # a slash inside a unit parts no cells, nor does a slash list of generations
    assert read("PCIe 3.0 / 4.0 / 5.0 x16: 16 / 32 / 64 GB/s") == [
        ("PCIe 3.0", "bandwidth", 16, None, None), ("PCIe 4.0", "bandwidth", 32, None, None),
        ("PCIe 5.0", "bandwidth", 64, None, None)]


def test_a_table_written_a_row_to_a_line_reads_each_row_of_its_own_first_cell() -> None:
    # the heads on the first line, one row on each line after: the figures stay in their rows
    # (the year column's too, each row's introduction)
    assert read("PCIe gen | year | lanes | per direction\n4.0 | 2017 | 16 | 32 GB/s\n"
                "5.0 | 2019 | 16 | 64 GB/s") == [
        ("PCIe 4.0", "introduced", 2017, None, None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None),
        ("PCIe 5.0", "introduced", 2019, None, None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]


def test_a_footnote_mark_binds_its_footnote_s_words_to_each_figure_it_marks() -> None:
    assert read("A100 SXM: NVLink 600 GB/s*, PCIe Gen4 32 GB/s. *Both directions together.") == [
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None),
        ("PCIe 4.0", "bandwidth", 32, None, None)]
    # two marks, two footnotes after the figures; superscript marks as in a datasheet
    assert read("HGX H100: NVLink 900 GB/s*, PCIe Gen5 64 GB/s**. *per GPU **one way") == [
        ("HGX H100", "bandwidth", 900, None, "per-gpu"),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]
    assert read("H200\uff1aNVLink 900GB/s\u00b2\uff0cPCIe Gen5 64GB/s\u00b9\u3002"
                "\u6ce8\u00b9\uff1a\u5355\u5411\uff1b\u6ce8\u00b2\uff1a\u53cc\u5411") == [
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]
    # a mark with no footnote gives nothing, nor is a superscript a digit of its figure
    assert read("H100 NVL: NVLink 600GB/s\u00b9, PCIe Gen5 128GB/s") == [
        ("H100 NVL", "bandwidth", 600, None, None), ("PCIe 5.0", "bandwidth", 128, None, None)]


def test_a_closing_all_or_both_phrase_holds_past_the_last_figure_s_bracket() -> None:
    assert read("HDR (200 Gb/s) versus EDR (100 Gb/s) -- both per port, one way.") == [
        ("InfiniBand HDR", "bandwidth", 25, "unidirectional", "per-port"),
        ("InfiniBand EDR", "bandwidth", 12.5, "unidirectional", "per-port")]
    # a phrase ending the claim without a full stop
    assert [r[3] for r in read("NVLink 2.0 at 300 GB/s and NVLink 3.0 at 600 GB/s, all "
                               "bidirectional")] == ["bidirectional"] * 2


def test_a_scope_word_skips_a_count_of_what_it_is_per_and_a_total_after_a_count() -> None:
    # "each GPU" before a count of GPUs is the figure's, not the count's
    assert read("Each GPU of a DGX A100 8-GPU system gets 600 GB/s.") == [
        ("DGX A100", "gpu-count", 8, None, None),
        ("DGX A100", "bandwidth", 600, None, "per-gpu")]
    # a total after a count of links is the figure's that follows
    assert read("On the A100 the twelve links in total carry 300 GB/s each way.") == [
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", "aggregate")]
    # a total before a count, or links counted per GPU, stay the count's
    assert read("V100 \u4e00\u5171 6 \u6761 NVLink\uff0c\u53cc\u5411 300GB/s\u3002")[1][4] is None


def test_links_said_to_run_at_a_figure_give_a_link_s_figure() -> None:
    assert read("On the P100, 4 links run at 20 GB/s each way.") == [
        ("NVLink 1.0", "link-count", 4, None, None),
        ("NVLink 1.0", "bandwidth", 20, "unidirectional", "per-link")]


def test_a_scope_stops_at_a_contrast_with_the_figure_before() -> None:
    assert read("Hopper took NVLink to 900 GB/s per GPU, up from 600 GB/s.")[1][4] is None
    assert read("NVLink 4.0 vs PCIe 5.0: 900 GB/s per GPU versus 128 GB/s for x16.")[1] == (
        "PCIe 5.0", "bandwidth", 128, None, None)
    # with no contrast the scope said first still holds for the figure after it
    assert read("Each H100 gets 450 GB/s each way and 900 GB/s bidirectional.")[1][4] == \
        "per-gpu"


def test_links_as_a_verb_before_a_number_of_gpus_and_aggregates_as_a_total() -> None:
    assert read("The DGX B200 links 8 GPUs over NVLink 5 for 14.4 TB/s.") == [
        ("DGX B200", "gpu-count", 8, None, None),
        ("DGX B200", "bandwidth", 14400, None, "aggregate")]
    assert read("The A100 aggregates twelve of them to 600 GB/s.")[-1] == (
        "NVLink 3.0", "bandwidth", 600, None, "aggregate")


def test_a_die_to_die_link_and_the_lanes_of_a_later_pcie_give_nothing() -> None:
    assert read("Each B200 package joins its two dies with a 10 TB/s die-to-die link.") == []
    # "x16" of the PCIe named after an NVLink figure counts no NVLink links
    assert read("H100 \u7684 NVLink 900GB/s\uff0cPCIe 5.0 x16 \u53ea\u6709 64GB/s\u3002") == [
        ("NVLink 4.0", "bandwidth", 900, None, None), ("PCIe 5.0", "bandwidth", 64, None, None)]


def test_a_card_s_own_pcie_link_is_no_link_of_many() -> None:
    assert read("The H100 PCIe card's NVLink bridge gives 600 GB/s; its PCIe Gen5 link is 128 "
                "GB/s bidirectional.")[-1] == ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)


def test_generations_set_against_each_other_pair_with_figures_set_the_same_way() -> None:
    assert read("PCIe 4.0 vs 5.0: 32 vs 64 GB/s per direction.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]
    assert read("NVLink 2.0 versus 3.0: 6 versus 12 links.") == [
        ("NVLink 2.0", "link-count", 6, None, None), ("NVLink 3.0", "link-count", 12, None, None)]


def test_a_flattened_table_s_rows_parted_by_dashes_and_a_figure_repeated_in_two_rows() -> None:
    assert read("Card | NVLink | PCIe -- A100 SXM | 600 GB/s | Gen4 64 GB/s -- H100 NVL | "
                "600 GB/s | Gen5 128 GB/s -- H100 PCIe | 600 GB/s | Gen5 128 GB/s") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("PCIe 4.0", "bandwidth", 64, None, None),
        ("H100 NVL", "bandwidth", 600, None, None), ("PCIe 5.0", "bandwidth", 128, None, None),
        ("H100 PCIe", "bandwidth", 600, None, None)]


def test_a_per_gpu_figure_in_a_named_system_stays_the_system_s_with_its_nvlink_named() -> None:
    assert read("NVLink 3 inside the HGX A100 gives 600 GB/s per GPU.") == [
        ("HGX A100", "bandwidth", 600, None, "per-gpu")]
    assert read("DGX H100 \u7684\u6bcf\u4e2a GPU \u901a\u8fc7\u7b2c\u56db\u4ee3 NVLink "
                "\u83b7\u5f97 900GB/s\u3002") == [("DGX H100", "bandwidth", 900, None, "per-gpu")]


def test_a_one_way_total_restated_both_ways_is_a_total() -> None:
    assert read("The A100's twelve links in total carry 300 GB/s per direction, or 600 GB/s "
                "bidirectional.")[1:] == [
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", "aggregate"),
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", "aggregate")]
    # and a two-way total restated one way
    assert read("NVLink 3.0 gives 600 GB/s in total (300 GB/s each way).")[1][4] == "aggregate"


def test_a_count_in_brackets_after_a_name_is_that_name_s() -> None:
    assert read("DGX H100 (8 GPUs) versus GB200 NVL72 (72 GPUs): 7.2 TB/s versus "
                "130 TB/s.")[:2] == [("DGX H100", "gpu-count", 8, None, None),
                                     ("GB200 NVL72", "gpu-count", 72, None, None)]


def test_the_figure_said_again_with_the_is_the_figure_said_before() -> None:
    assert read("The HGX H100 board lists NVLink at 7.2 TB/s and PCIe at 128 GB/s; the 7.2 TB/s "
                "is the sum over its GPUs.") == [
        ("HGX H100", "bandwidth", 7200, None, "aggregate"),
        ("PCIe", "bandwidth", 128, None, None)]


def test_the_same_as_a_name_with_its_own_figure_gives_the_name_no_copy() -> None:
    assert read("NVLink 4.0 gives 900 GB/s, the same as NVLink 3.0's 600 GB/s times 1.5.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]
    # with no figure of its own, the name said to be the same shares the figure
    assert read("PCIe 6.0 x8 gives 128 GB/s, the same as PCIe 5.0 x16.")[1] == (
        "PCIe 5.0", "bandwidth", 128, None, None)


def test_a_sentence_saying_a_family_s_figures_are_one_way_gives_them_that_direction() -> None:
    assert read("In this table PCIe bandwidth is unidirectional; NVLink is bidirectional. "
                "H200: NVLink 900 GB/s, PCIe Gen5 64 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None),
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]


def test_a_figure_of_the_port_after_it_is_per_port_and_bisection_is_a_total() -> None:
    assert read("Each GPU of the cluster has its own 200 Gb/s HDR InfiniBand port.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]
    assert read("\u6bcf\u5757 GPU \u914d\u4e00\u4e2a 200Gb/s \u7684 HDR InfiniBand "
                "\u7aef\u53e3\u3002") == [("InfiniBand HDR", "bandwidth", 25, None, "per-port")]
    # a cut through a fabric is a whole's total: the system's when named, else no one's
    assert read("Eight H100s share 3.6 TB/s of bisection NVLink bandwidth.") == []
    assert read("The HGX H100 gives eight H100s 3.6 TB/s of bisection NVLink bandwidth.")[-1] == (
        "HGX H100", "bandwidth", 3600, None, "aggregate")


def test_two_figures_joined_by_and_before_the_name_they_are_on_are_that_name_s() -> None:
    assert read("The HGX H200 gives 900 GB/s per GPU and 7.2 TB/s in total, against 600 GB/s per "
                "GPU and 4.8 TB/s total on the HGX A100.")[2:] == [
        ("HGX A100", "bandwidth", 600, None, "per-gpu"),
        ("HGX A100", "bandwidth", 4800, None, "aggregate")]


def test_a_bare_number_set_against_a_count_counts_the_same_thing() -> None:
    assert read("DGX-2 vs DGX H100: 16 GPUs versus 8.") == [
        ("DGX-2", "gpu-count", 16, None, None), ("DGX H100", "gpu-count", 8, None, None)]
    assert read("The A100 has 12 links versus 6 on the V100.") == [
        ("NVLink 3.0", "link-count", 12, None, None), ("NVLink 2.0", "link-count", 6, None, None)]


def test_a_bare_number_for_a_figure_counts_what_the_item_before_counted() -> None:
    assert read("The V100 has 6 links for 300 GB/s, and the H100 has 18 for 900 GB/s.") == [
        ("NVLink 2.0", "link-count", 6, None, None), ("NVLink 2.0", "bandwidth", 300, None, None),
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_name_said_to_double_another_heads_a_list_of_two() -> None:
    assert read("NVLink 5.0 doubles NVLink 4.0: 1.8 TB/s per GPU vs 900 GB/s.") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu"),
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_count_labelled_by_its_noun_and_a_colon() -> None:
    assert read("DGX B200 -- GPUs: 8 | NVLink per GPU: 1.8 TB/s") == [
        ("DGX B200", "gpu-count", 8, None, None),
        ("DGX B200", "bandwidth", 1800, None, "per-gpu")]
    assert read("NVSwitch (third gen) -- ports: 64") == [("NVSwitch", "port-count", 64, None, None)]


def test_a_column_head_and_a_slash_pair_of_shorthand_directions_qualify_its_figures() -> None:
    assert read("Port BW (bi/uni): 200/100 Gb/s -- InfiniBand HDR.") == [
        ("InfiniBand HDR", "bandwidth", 25, "bidirectional", "per-port"),
        ("InfiniBand HDR", "bandwidth", 12.5, "unidirectional", "per-port")]
    assert read("GPU BW (uni/bi): 450/900 GB/s, H100 over NVLink 4.") == [
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", "per-gpu"),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", "per-gpu")]
    # "bi" alone, neither after a figure nor paired, is no direction
    assert read("The bi NVLink 4 link: 25 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 25, None, "per-link")]


def test_memory_named_by_its_type_a_peak_someone_reached_and_tb_per_second_in_chinese() -> None:
    assert read("Grace: NVLink-C2C 900 GB/s; LPDDR5 up to 546 GB/s.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]
    assert read("Our cudaMemcpyPeer run between two V100s peaked at 48 GB/s.") == []
    assert read("第五代 NVLink 每颗 GPU 1.8TB/秒。") == [
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]


def test_a_geforce_card_keeps_its_nvlink_figure() -> None:
    assert read("Two RTX 3090s bridged together share 112.5 GB/s.") == [
        ("RTX 3090", "bandwidth", 112.5, None, None)]
    assert read("The RTX 3090 Ti's NVLink bridge gives 112.5 GB/s; the A100 gets 600 GB/s.") == [
        ("RTX 3090 Ti", "bandwidth", 112.5, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]
    assert read("NVLink on the 2080 Ti: 100 GB/s.") == [
        ("RTX 2080 Ti", "bandwidth", 100, None, None)]
    # its own memory is no interconnect's figure
    assert read("An RTX 3080 carries 10GB of GDDR6X at 760 GB/s.") == []


def test_an_infiniband_switch_s_whole_figure_gives_nothing_but_its_ports_do() -> None:
    assert read("Each Quantum HDR switch has 40 HDR ports and 16 Tb/s of capacity.") == []
    assert read("Quantum-2 NDR switches: 400 Gb/s per port, 51.2 Tb/s for the whole switch.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]
    # the product's name alone writes no generation: its ports are no generation's (dev15 on)
    assert read("Quantum-2 switches: 400 Gb/s per port, 51.2 Tb/s for the whole switch.") == []
    # a generation the switch runs is the generation's
    assert read("Quantum HDR switches carry HDR InfiniBand at 200 Gb/s.") == [
        ("InfiniBand HDR", "bandwidth", 25, None, None)]


def test_a_number_of_nvlink_switches_or_trays_is_no_link_count() -> None:
    assert read("GB200 NVL72 里有 9 个 NVLink 交换托盘。") == []
    # the chips are the rack's NVSwitch chips, no link count
    assert read("An NVL72 rack holds 18 NVLink switch chips in nine trays.") == [
        ("GB200 NVL72", "switch-count", 18, None, None)]


def test_a_total_restating_a_per_gpu_or_per_port_figure_keeps_that_scope() -> None:
    assert read("Per port, NDR moves 50 GB/s each way, or 100 GB/s total.") == [
        ("InfiniBand NDR", "bandwidth", 50, "unidirectional", "per-port"),
        ("InfiniBand NDR", "bandwidth", 100, None, "per-port")]
    assert read("For each H100 that is 450 GB/s one way, i.e. 900 GB/s in total.") == [
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", "per-gpu"),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    # a total that is no restatement (eight times the figure), or twice a figure with no
    # direction (two GPUs summed), stays a total
    assert read("Each H100 gets 900 GB/s; the DGX H100 totals 7.2 TB/s.")[-1][-1] == "aggregate"
    assert read("GB200: two B200s get 1.8 TB/s each, or 3.6 TB/s in total.")[-1] == (
        "GB200", "bandwidth", 3600, None, "aggregate")


def test_a_closing_bracket_for_every_figure_may_name_what_they_are_of() -> None:
    assert read("HDR 200Gb/s, NDR 400Gb/s (all InfiniBand figures, per port, one way).") == [
        ("InfiniBand HDR", "bandwidth", 25, "unidirectional", "per-port"),
        ("InfiniBand NDR", "bandwidth", 50, "unidirectional", "per-port")]
    assert read("HDR 200Gb/s、NDR 400Gb/s\uff08均为 InfiniBand 单端口速率\uff09") == [
        ("InfiniBand HDR", "bandwidth", 25, None, "per-port"),
        ("InfiniBand NDR", "bandwidth", 50, None, "per-port")]


def test_a_closing_bracket_after_an_equation_s_last_factor_is_that_factor_s() -> None:
    assert read("HGX A100: 4.8 TB/s in all = 8 GPUs x 600 GB/s each (bidirectional).") == [
        ("HGX A100", "bandwidth", 4800, None, "aggregate"),
        ("HGX A100", "gpu-count", 8, None, None),
        ("HGX A100", "bandwidth", 600, "bidirectional", "per-gpu")]


def test_switches_counted_with_their_generation_are_parts_not_the_subject() -> None:
    assert read("DGX A100 装有 8 块 A100 和 6 颗第二代 NVSwitch\uff0cGPU 间总带宽 4.8TB/s。") == [
        ("DGX A100", "gpu-count", 8, None, None),
        ("DGX A100", "bandwidth", 4800, None, "aggregate"),
        ("DGX A100", "switch-count", 6, None, None)]
    assert read("DGX A100 holds 6 second-gen NVSwitch chips; aggregate 4.8 TB/s.") == [
        ("DGX A100", "bandwidth", 4800, None, "aggregate"),
        ("DGX A100", "switch-count", 6, None, None)]


def test_what_a_figure_is_compared_to_is_not_the_subject_of_the_figure_after() -> None:
    assert read("Compared to HDR InfiniBand at 200 Gb/s per port, a B200 with NVLink 5 reaches "
                "1.8 TB/s.") == [("InfiniBand HDR", "bandwidth", 25, None, "per-port"),
                                 ("NVLink 5.0", "bandwidth", 1800, None, None)]


def test_a_figure_given_for_its_named_interconnect_after_it_is_that_interconnect_s() -> None:
    assert read("The V100's PCIe 3.0 x16 slot manages 32 GB/s, versus 300 GB/s for its "
                "NVLink.") == [("PCIe 3.0", "bandwidth", 32, None, None),
                               ("NVLink 2.0", "bandwidth", 300, None, None)]


def test_a_figure_given_per_system_or_superchip_named_after_it_is_that_whole_s() -> None:
    assert read("NVL72 rack: each B200 gets 1.8 TB/s, or 3.6 TB/s for every GB200 "
                "superchip.") == [("NVLink 5.0", "bandwidth", 1800, None, "per-gpu"),
                                  ("GB200", "bandwidth", 3600, None, "aggregate")]


def test_a_bracket_after_a_figure_and_a_name_with_digits_is_that_figure_s() -> None:
    # (the superchip heads the line and names no GPU: its NVLink 4 figure is the superchip's)
    assert read("Grace Hopper: 450 GB/s NVLink-C2C (one way), plus 900 GB/s of NVLink 4 to "
                "other GPUs.") == [("NVLink-C2C", "bandwidth", 450, "unidirectional", None),
                                   ("GH200", "bandwidth", 900, None, None)]


def test_a_total_word_after_a_count_is_the_figure_s_past_other_qualifier_words() -> None:
    assert read("NVLink 2.0\uff1a每条链路单向 25GB/s\uff0c6 条总计双向 300GB/s。") == [
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", "aggregate")]


def test_a_generation_number_before_a_switch_s_name_is_no_count_of_switches() -> None:
    assert read("Gen 2 NVSwitch chips debuted in 2018 with 18 ports.") == [
        ("NVSwitch", "introduced", 2018, None, None), ("NVSwitch", "port-count", 18, None, None)]


def test_an_n_gpu_nvlink_domain_counts_its_gpus() -> None:
    assert read("The NVL72 rack is one 72-GPU domain.") == [
        ("GB200 NVL72", "gpu-count", 72, None, None)]
    assert read("NVLink 5 links up to a 576-GPU NVLink domain at 1.8 TB/s per GPU.") == [
        ("NVLink 5.0", "gpu-count", 576, None, None),
        ("NVLink 5.0", "bandwidth", 1800, None, "per-gpu")]


def test_a_bare_ordinal_after_the_family_s_bare_name_names_that_generation() -> None:
    assert read("NVLink keeps getting faster: the fourth generation gives 900 GB/s per GPU.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    assert read("NVLink 是点对点互联\uff0c第三代每个 GPU 600GB/s。") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]


def test_a_spec_sheet_in_capitals_is_read_in_bytes() -> None:
    assert read("PCIE 5.0 X16: 64 GB/S PER DIRECTION") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None)]
    assert read("NVLINK 4.0 TOTAL BANDWIDTH: 0.9 TB/S") == [
        ("NVLink 4.0", "bandwidth", 900, None, "aggregate")]


def test_each_after_the_plural_of_a_gpu_or_card_makes_the_figure_each_one_s() -> None:
    assert read("H100 PCIe cards each talk to one partner over a 600 GB/s bridge.") == [
        ("H100 PCIe", "bandwidth", 600, None, "per-gpu")]
    assert read("A100s each see 600 GB/s of NVLink.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    # "each" of the links after a singular name is no GPU's
    assert read("On H100 each NVLink is 50 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 50, None, "per-link")]


def test_a_figure_over_one_of_many_links_is_that_link_s() -> None:
    assert read("PCIe 4.0 moves 32 GB/s each way over a single x16 link.") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", "per-link")]
    # the one link of what is named is no link of many
    assert read("PCIe 5.0 x16 is 128 GB/s on the x16 link.") == [
        ("PCIe 5.0", "bandwidth", 128, None, None)]


def test_a_chinese_generation_before_nvlink_switch_names_the_switch() -> None:
    assert read("第四代 NVLink Switch 芯片有 64 个端口。") == [
        ("NVSwitch", "port-count", 64, None, None)]


def test_a_year_of_bare_nvlink_takes_no_generation_from_another_sentence() -> None:
    assert read("The V100 launched in 2017. NVLink was first announced in 2014.") == [
        ("V100", "introduced", 2017, None, None), ("NVLink", "introduced", 2014, None, None)]
    # a GPU in its own sentence still names the generation
    assert read("NVLink debuted with the P100 in 2016.") == [
        ("NVLink 1.0", "introduced", 2016, None, None)]


def test_a_year_verb_after_a_comma_is_the_name_before_it_s() -> None:
    assert read("The V100 came out in 2017 and uses second-gen NVLink, first announced in "
                "2016.") == [("V100", "introduced", 2017, None, None),
                             ("NVLink 2.0", "introduced", 2016, None, None)]


def test_each_closing_a_bracket_about_switch_chips_is_each_chip_s_whole() -> None:
    assert read("Second-gen NVSwitch chips (18 ports, 900 GB/s each) arrived with the "
                "DGX-2.") == [("NVSwitch", "port-count", 18, None, None),
                              ("NVSwitch", "bandwidth", 900, None, None)]
    # outside such a bracket, each after ports is each port's
    assert read("NVSwitch: 64 ports at 50 GB/s each.")[-1] == (
        "NVSwitch", "bandwidth", 50, None, "per-port")


def test_names_saying_what_each_figure_is_carried_on_leave_a_list_paired() -> None:
    assert read("H100 NVL vs H100 SXM: 600 GB/s NVLink bridge vs 900 GB/s NVLink.") == [
        ("H100 NVL", "bandwidth", 600, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_in_both_after_one_direction_was_named_is_both_directions() -> None:
    assert read("PCIe 5.0 x16 carries 64 GB/s in each direction; in both, 128 GB/s.") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None),
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]
    assert read("NVLink is used in both DGX and HGX systems at 900 GB/s per GPU.")[0][3] is None


def test_counts_in_words_after_a_list_s_later_names_are_theirs() -> None:
    assert read("P100 had four links, the V100 had six and the A100 twelve.") == [
        ("NVLink 1.0", "link-count", 4, None, None), ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 3.0", "link-count", 12, None, None)]


def test_the_same_year_as_another_thing_gives_no_year() -> None:
    assert read("The DGX-2 shipped in 2018; NVLink 2.0 arrived the same year as the V100.") == [
        ("DGX-2", "introduced", 2018, None, None)]
    assert read("The DGX-2 shipped in 2018; NVSwitch arrived that same year.")[-1] == (
        "NVSwitch", "introduced", 2018, None, None)


def test_a_system_s_switch_fabric_is_the_system_s() -> None:
    assert read("The HGX H100's NVSwitch fabric moves 7.2 TB/s, while each GPU gets "
                "900 GB/s.") == [("HGX H100", "bandwidth", 7200, None, "aggregate"),
                                 ("HGX H100", "bandwidth", 900, None, "per-gpu")]
    # the system's switch chips stay the switch's
    assert read("The DGX H100's NVSwitch chips have 64 ports each.") == [
        ("NVSwitch", "port-count", 64, None, None)]


def test_a_figure_whose_phrase_names_another_interconnect_is_that_interconnect_s() -> None:
    """The GPU's NVLink is the sentence's subject; a figure carried on PCIe is PCIe's, whether
    its phrase follows it, comes before it with a pronoun, or is written in Chinese."""
    assert read("An A100 SXM4 moves 600 GB/s over NVLink but only 64 GB/s over its PCIe Gen4 "
                "x16 slot.") == [("NVLink 3.0", "bandwidth", 600, None, None),
                                 ("PCIe 4.0", "bandwidth", 64, None, None)]
    assert [r[0] for r in read("The H200 gets 900 GB/s of NVLink, whereas through PCIe 5.0 it "
                               "manages 128 GB/s.")] == ["NVLink 4.0", "PCIe 5.0"]
    assert [r[0] for r in read("A100 的 NVLink 带宽为 600 GB/s\uff0c经由 PCIe 4.0 x16 插槽仅 "
                               "64 GB/s。")] == ["NVLink 3.0", "PCIe 4.0"]
    assert [r[0] for r in read("A100 在 PCIe 这一侧只有 64 GB/s\uff0cNVLink 则有 600 GB/s。")] == \
        ["PCIe 4.0", "NVLink 3.0"]
    # a PCIe of no generation is the one of the GPU named in the sentence before
    assert [r[0] for r in read("H200 NVLink: 900 GB/s; on the PCIe side, 128 GB/s.")] == \
        ["NVLink 4.0", "PCIe 5.0"]


def test_nvlink_named_as_the_means_leaves_each_gpu_its_own_generation() -> None:
    assert [r[0] for r in read("Over NVLink, the H100 gets 900 GB/s, and the B200 gets "
                               "1.8 TB/s.")] == ["NVLink 4.0", "NVLink 5.0"]


def test_an_interconnect_alone_in_brackets_after_a_figure_carries_it() -> None:
    assert [r[0] for r in read("The A100 moves 600 GB/s (NVLink) and 64 GB/s (PCIe Gen4 "
                               "x16).")] == ["NVLink 3.0", "PCIe 4.0"]
    assert [r[0] for r in read("In GH200 the GPU reaches Grace at 900 GB/s (NVLink-C2C) and "
                               "its peers at 900 GB/s (NVLink 4).")] == ["NVLink-C2C", "NVLink 4.0"]


def test_a_total_beside_a_gpu_s_link_count_is_a_total_unless_said_of_the_figure_per_gpu() -> None:
    """'total' makes a figure aggregate; a per-GPU word wins on the figure's own phrase ("each
    A100 gets links totalling 600 GB/s") and, since trial 21, when it opens the links the total
    sums, a comma between ("each GPU has 12 NVLinks, 600 GB/s in total": that GPU's links; the
    older blind splits dev2, dev5 and dev6 label such a total aggregate, dev15 per GPU)."""
    for claim in ("The H100 has 18 links, 900 GB/s total.",
                  "H100 \u6709 18 \u6761 NVLink\uff0c\u603b\u5e26\u5bbd 900GB/s\u3002"):
        assert [r[4] for r in read(claim) if r[1] == "bandwidth"] == ["aggregate"], claim
    for claim in ("Each V100 has 6 links, 300 GB/s total.",
                  "A100 \u6bcf\u4e2a GPU \u6709 12 \u6761 NVLink\uff0c\u603b\u5e26\u5bbd "
                  "600GB/s\u3002"):
        assert [r[4] for r in read(claim) if r[1] == "bandwidth"] == ["per-gpu"], claim
    assert read("Each A100 gets links totalling 600 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    assert read("H100 \u5355\u5361\u5408\u8ba1 900GB/s\u3002") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    # a system's total stays the system's
    assert read("The DGX H100 has 8 GPUs, 7.2 TB/s total.")[-1] == (
        "DGX H100", "bandwidth", 7200, None, "aggregate")


def test_a_pcie_figure_is_per_link_when_said_of_a_link_and_unscoped_for_a_width_or_slot() -> None:
    for claim in ("64 GB/s over a PCIe 5.0 x16 link", "PCIe 5.0 gives 64 GB/s per x16 link.",
                  "PCIe 5.0 gives 64 GB/s for each x16 link.",
                  "PCIe 5.0 \u6bcf\u6761 x16 \u94fe\u8def 64GB/s\u3002"):
        assert read(claim) == [("PCIe 5.0", "bandwidth", 64, None, "per-link")], claim
    for claim in ("PCIe 5.0 x16 gives 64 GB/s.", "An x16 PCIe 5.0 slot offers 64 GB/s.",
                  "PCIe 5.0 gives 64 GB/s per x16 slot.", "PCIe 5.0 x16 \u4e3a 64GB/s\u3002",
                  "PCIe 5.0 x16 \u63d2\u69fd 64GB/s\u3002"):
        assert read(claim) == [("PCIe 5.0", "bandwidth", 64, None, None)], claim


def test_a_generation_named_by_its_ordinal_alone_takes_a_bare_number_of_the_count_before() -> None:
    for claim, later in (("NVLink 2.0 has 6 links per GPU; a 3rd-gen has 12.", "NVLink 3.0"),
                         ("NVLink 2.0 has 6 links per GPU, a 3rd-gen has 12.", "NVLink 3.0"),
                         ("NVLink 2.0 has 6 links; the 3rd generation has 12.", "NVLink 3.0"),
                         ("NVLink 2.0 has 6 links per GPU and the 4th-gen has 12.", "NVLink 4.0"),
                         ("NVLink 2.0 \u6bcf\u4e2a GPU \u6709 6 \u6761\u94fe\u8def\uff0c"
                          "\u7b2c\u4e09\u4ee3\u6709 12\u3002", "NVLink 3.0")):
        assert read(claim) == [("NVLink 2.0", "link-count", 6, None, None),
                               (later, "link-count", 12, None, None)], claim
    # the ordinal's digit is no figure of its own
    assert read("NVLink 3.0 runs at 600 GB/s; the 4th-gen at 900.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_cloud_instance_s_name_gives_no_figure_and_no_sentence_end() -> None:
    for name in ("BM.GPU.H100.8", "ND96asr_v4", "p4d.24xlarge", "p5.48xlarge", "a3-highgpu-8g",
                 "BM.GPU4.8"):
        for claim in (f"On {name}, NVLink 4.0 gives 900 GB/s per GPU.",
                      f"NVLink 4.0 gives 900 GB/s per GPU on {name}.",
                      f"{name} \u5b9e\u4f8b\u4e0a NVLink 4.0 \u6bcf\u5757 GPU 900GB/s\u3002"):
            assert read(claim) == [("NVLink 4.0", "bandwidth", 900, None, "per-gpu")], claim
    # a sentence ends before a name written in lower case, not at an abbreviation's dot
    assert read("NVLink 4.0 gives 900 GB/s per GPU on BM.GPU.H100.8. p4d.24xlarge has 8 A100s "
                "at 600 GB/s each.") == [("NVLink 4.0", "bandwidth", 900, None, "per-gpu"),
                                         ("AWS p4d", "gpu-count", 8, None, None),
                                         ("AWS p4d", "bandwidth", 600, None, "per-gpu")]
    assert read("NVLink 3.0 vs. NVLink 4.0: 600 vs. 900 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_lane_s_signalling_rate_in_bits_gives_nothing() -> None:
    # a rate in bits per lane, or of the signalling, is a line rate like GT/s: no link's figure
    assert read("Fifth-gen NVLink signals with PAM4 at 200 Gbps per lane pair.") == []
    assert read("NVLink 3.0 \u7684\u6bcf\u5bf9\u5dee\u5206\u7ebf 50Gbps\u3002") == []
    assert read("NVLink 3.0 links are 50 GB/s bidirectional and use 50 Gbps signalling.") == [
        ("NVLink 3.0", "bandwidth", 50, "bidirectional", "per-link")]
    # a figure in bytes per lane stays, and so does a port's rate said of its signalling
    assert read("PCIe 6.0 gives about 8 GB/s per lane.") == [
        ("PCIe 6.0", "bandwidth", 8, None, None)]
    assert read("NDR InfiniBand signalling reaches 400Gb/s.") == [
        ("InfiniBand NDR", "bandwidth", 50, None, None)]


def test_an_instance_s_name_names_its_gpu_but_no_system_or_superchip() -> None:
    assert read("Oracle's BM.GPU.H100.8 shape quotes 900 GB/s of NVLink per GPU.") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    assert read("BM.GPU.A100-v2.8 gives 600 GB/s per GPU.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]
    # the instance's GPUs are not a GB200 superchip's (which has two)
    for claim in ("BM.GPU.GB200-v2.4 has 4 GPUs.", "ND_GB200_v6 has 4 GPUs at 1.8 TB/s each.",
                  "ND_GB200_v6 \u6709 4 \u5757 GPU\u3002"):
        assert not [r for r in read(claim) if r[0] == "GB200"], claim


def test_a_flattened_table_with_a_thing_heading_each_column_binds_each_cell_to_it() -> None:
    # the head row names one thing a column; each later row is a label and a cell per column
    assert read("Model | P100 | V100 -- NVLink links: 4 | 6 -- NVLink bandwidth: 160 GB/s | "
                "300 GB/s") == [
        ("NVLink 1.0", "link-count", 4, None, None), ("NVLink 2.0", "link-count", 6, None, None),
        ("NVLink 1.0", "bandwidth", 160, None, None), ("NVLink 2.0", "bandwidth", 300, None, None)]
    # a markdown table flattened, its rule a cell of dashes; the row label's words qualify
    assert read("| Link | NVLink 3.0 | PCIe 4.0 x16 | --- | Bandwidth (per direction) | "
                "300 GB/s | 32 GB/s |") == [
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
    assert read("\u578b\u53f7\uff5cA100\uff5cB200 \u2014\u2014 NVLink \u5e26\u5bbd\uff5c"
                "600GB/s\uff5c1.8TB/s") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("NVLink 5.0", "bandwidth", 1800, None, None)]
    # a row with a cell missing is no such table: no cell is bound to a column's thing
    assert [r[0] for r in read("Model | P100 | V100 | A100 -- NVLink bandwidth: 160 GB/s | "
                               "300 GB/s")] != ["NVLink 1.0", "NVLink 2.0"]


def test_a_head_row_of_things_alone_binds_each_labelled_rows_cells_to_them() -> None:
    # no head over the labels: every row writes its own before a colon
    assert read("A100 SXM | H100 PCIe -- NVLink: 600 GB/s | 600 GB/s") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("H100 PCIe", "bandwidth", 600, None, None)]
    assert read("V100 | A100 -- NVLink links: 6 | 12") == [
        ("NVLink 2.0", "link-count", 6, None, None), ("NVLink 3.0", "link-count", 12, None, None)]


def test_an_ordinal_generation_after_a_gpu_is_its_nvlink_s_and_takes_no_scope() -> None:
    assert read("The V100 has six NVLinks; the 3rd-gen has twelve.") == [
        ("NVLink 2.0", "link-count", 6, None, None), ("NVLink 3.0", "link-count", 12, None, None)]
    # the first figure's scope is its own, not the later generations' (named by their ordinal)
    assert read("NVLink 2.0 gives 300 GB/s per GPU, the third-gen 600 GB/s and the 4th-gen "
                "900.") == [("NVLink 2.0", "bandwidth", 300, None, "per-gpu"),
                            ("NVLink 3.0", "bandwidth", 600, None, None),
                            ("NVLink 4.0", "bandwidth", 900, None, None)]
    # an ordinal of something else is no generation of NVLink
    assert read("The V100 has 6 NVLinks; a 3rd-gen Tensor Core has 12.") == [
        ("NVLink 2.0", "link-count", 6, None, None)]


def test_a_table_note_giving_each_family_its_direction_is_no_note_for_all_figures() -> None:
    # "all NVLink figures ... are bidirectional" is said of NVLink's figures alone
    assert read("Note: all NVLink figures in this table are bidirectional; PCIe figures are "
                "unidirectional. NVLink 3.0: 600 GB/s. PCIe 4.0 x16: 32 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
    # a note naming no family still holds for every figure
    assert [r[3] for r in read("These are all one-way figures. NVLink 3.0: 300 GB/s. PCIe 4.0 "
                               "x16: 32 GB/s.")] == ["unidirectional", "unidirectional"]


def test_a_pcie_figure_of_a_link_in_chinese_is_per_link_only_with_each_or_one() -> None:
    # the Chinese convention: "x16 链路" alone is PCIe's figure, "每条/单条 x16 链路" a link's
    assert read("PCIe 5.0 x16 \u94fe\u8def\u5e26\u5bbd 64GB/s\u3002") == [
        ("PCIe 5.0", "bandwidth", 64, None, None)]
    assert read("PCIe 4.0 \u5355\u6761 x16 \u94fe\u8def 32GB/s\u3002") == [
        ("PCIe 4.0", "bandwidth", 32, None, "per-link")]
    # NVLink's links keep theirs
    assert read("NVLink 4.0 \u94fe\u8def\u5e26\u5bbd 50GB/s\u3002") == [
        ("NVLink 4.0", "bandwidth", 50, None, "per-link")]


def test_each_said_of_a_system_s_gpus_or_of_their_links() -> None:
    # "each of its GPUs" after a board's total is one GPU's figure, not the board's total
    assert read("The HGX H100's total NVLink bandwidth is 7.2 TB/s, while each of its GPUs "
                "gets 900 GB/s.")[-1] == ("HGX H100", "bandwidth", 900, None, "per-gpu")
    # "each" after a figure whose sentence speaks of GPUs: each GPU's
    assert read("Inside a DGX H100, GPUs talk over NVLink at 900 GB/s each.") == [
        ("DGX H100", "bandwidth", 900, None, "per-gpu")]
    # counted GPUs each having links at a figure: the figure is each link's
    assert read("The DGX-2's sixteen V100s each have six NVLink links at 25 GB/s.")[-1] == (
        "DGX-2", "bandwidth", 25, None, "per-link")


def test_a_scope_word_heading_another_number_or_a_topic_of_its_own_leaves_the_figure() -> None:
    # "每张卡" heads the memory size after it, not the bridge figure before it
    assert read("H100 NVL \u4e24\u5f20\u5361\u901a\u8fc7 NVLink \u6865\u8fde\u63a5\uff0c"
                "600GB/s\uff0c\u6bcf\u5f20\u5361 94GB \u663e\u5b58\u3002") == [
        ("H100 NVL", "bandwidth", 600, None, None)]
    # a head before a colon covers its own topic's figures only, and a C2C link is one link
    assert read("GH200's C2C link: 900 GB/s; GH200's NVLink to other superchips: "
                "900 GB/s per GPU.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None), ("GH200", "bandwidth", 900, None, "per-gpu")]


def test_a_direction_opening_a_sentence_holds_for_its_list_of_figures() -> None:
    assert read("In each direction, NVLink 3.0 links give 25 GB/s and NVLink 2.0 links "
                "25 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link")]
    # not past a contrast: "while" opens a clause of its own
    assert read("Per direction, PCIe 5.0 x16 gives 64 GB/s, while NVLink 4.0 gives 900 GB/s."
                )[1] == ("NVLink 4.0", "bandwidth", 900, None, None)


def test_a_figure_with_a_thousands_comma_is_no_generation_s_digit() -> None:
    # "NVLink 1,200 GB/s" is NVLink at 1,200 GB/s, never NVLink 1 at 200 GB/s
    assert read("H100 SXM5: NVLink 1,200 GB/s.") == [("NVLink 4.0", "bandwidth", 1200, None, None)]
    assert read("NVLink 1,600 GB/s in total.") == [
        ("NVLink", "bandwidth", 1600, None, "aggregate")]


def test_two_names_set_against_each_other_pair_with_the_figures_after_them() -> None:
    # "A offers 2x the bandwidth of B: x versus y" gives x to A and y to B
    assert read("The HGX B200 offers 2x the NVLink bandwidth of the HGX H100: 14.4 TB/s "
                "versus 7.2 TB/s.") == [
        ("HGX B200", "bandwidth", 14400, None, "aggregate"),
        ("HGX H100", "bandwidth", 7200, None, "aggregate")]
    # with one figure after them, it stays the first name's
    assert read("The DGX B200 has twice the NVLink bandwidth of the DGX H100 at 14.4 TB/s.") == [
        ("DGX B200", "bandwidth", 14400, None, "aggregate")]


def test_a_figure_restated_in_another_unit_keeps_its_scope() -> None:
    # the bracket restates the link's figure; the port compared after it gives it no new scope
    assert read("Each NVLink 3 link carries 50 GB/s (400 Gbps), the same as one NDR "
                "InfiniBand port.") == [("NVLink 3.0", "bandwidth", 50, None, "per-link")]


def test_first_available_gives_the_year_a_product_arrived() -> None:
    # a spec table's "First Available" column (as a prose table row reads it) and a sentence
    assert ("NVLink 1.0", "introduced", 2016, None, None) in read(
        "Generation: NVLink 1.0; Per-link: 40 GB/s; First Available: 2016; GPUs Supported: P100")
    assert read("The H100 became first available in 2022.") == [
        ("H100", "introduced", 2022, None, None)]
    # the word alone around a figure that is no year gives no year
    assert [r[1] for r in read("Availability of 900 GB/s NVLink is limited to SXM.")] == [
        "bandwidth"]


def test_a_run_of_counts_joined_by_arrows_is_no_one_things_count() -> None:
    # three steps over the generations: the first number belongs to the oldest, which the
    # sentence never names, so no count is read (as for a run of bandwidths)
    assert read("Over the generations, NVLink links per GPU went 4 \u2192 6 \u2192 12 \u2192 "
                "18.") == []
    assert read("NVLink went 4 -> 6 -> 12 -> 18 links per GPU.") == []
    # a single step still gives the count it reaches, as "from 12 to 18" does
    assert read("The NVLink link count went 12 -> 18.") == [
        ("NVLink", "link-count", 18, None, None)]


def test_a_link_named_by_its_generation_alone_is_that_nvlink_generation() -> None:
    # no family is named: "fourth-gen link" is NVLink's fourth generation, and "link" still
    # makes the figure one link's
    assert read("Every fourth-gen link moves 25 GB/s in each direction.") == [
        ("NVLink 4.0", "bandwidth", 25, "unidirectional", "per-link")]
    assert read("第三代链路每条双向 50GB/s。") == [
        ("NVLink 3.0", "bandwidth", 50, "bidirectional", "per-link")]
    # another family named in the claim keeps the ordinal its own
    assert read("PCIe's fourth-gen link gives 32 GB/s.")[0][0] == "PCIe 4.0"


def test_a_count_naming_what_a_price_is_for_is_no_assertion() -> None:
    # the claim is about money; "8-GPU" only says which machine is priced
    assert read("A used 8-GPU DGX A100 sells for about $90,000.") == []
    assert read("HGX H100 八卡模组售价约 20 万美元。") == []
    # a count said in a clause of its own is still read
    assert read("The DGX A100 has 8 GPUs, and it sold for $199,000.") == [
        ("DGX A100", "gpu-count", 8, None, None)]


def test_a_bare_number_said_to_be_about_so_much_takes_the_unit_before() -> None:
    # "~16" after the next item's name is 16 GB/s, as a bare "16" is
    assert read("PCIe 4.0 x16 runs at ~32 GB/s per direction; PCIe 3.0 x16 at ~16.")[-1][:3] \
        == ("PCIe 3.0", "bandwidth", 16)
    assert read("NVLink 4.0 gives about 900 GB/s, NVLink 3.0 about 600.")[-1][:3] == (
        "NVLink 3.0", "bandwidth", 600)


def test_a_change_that_takes_the_links_to_a_number_gives_the_link_count() -> None:
    # the count the links are taken to is the generation's
    assert ("NVLink 4.0", "link-count", 18, None, None) in read(
        "NVLink 4.0 keeps 50 GB/s per link and raises the links to 18.")
    # links taken to a switch are no count of them
    assert [r[1] for r in read("NVLink 4.0 takes each link to an NVSwitch at 50 GB/s.")] == [
        "bandwidth"]


def test_a_slot_width_is_no_link_count_and_such_links_are_counted() -> None:
    # "x16 slot" after a figure is a PCIe width, not a factor of links
    assert [r[1] for r in read("NVLink 3.0 per link is 25 GB/s per direction, so one x16 "
                               "slot beats one NVLink link.")] == ["bandwidth"]
    # "eight such links" counts the links the claim is about
    assert ("NVLink 2.0", "link-count", 8, None, None) in read(
        "NVLink 2.0 per link: 25 GB/s; the V100 has eight such links.")


def test_a_figure_set_against_a_memory_figure_is_memory_too() -> None:
    # "from the A100's 2 TB/s" is the memory bandwidth the new figure is compared with
    assert read("The H100 lifts memory bandwidth to 3.35 TB/s from the A100's 2 TB/s.") == []
    assert read("H200 memory bandwidth is 4.8 TB/s, up from 3.35 TB/s on the H100.") == []
    # a figure of another property after it is still read
    assert read("H200 memory bandwidth is 4.8 TB/s, while NVLink 4.0 gives 900 GB/s.") == [
        ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_count_moved_from_on_a_product_gives_the_count_reached() -> None:
    # the count left behind is the product's named after it, the one reached the subject's
    assert read("NVLink 4.0 lifted the link count from twelve on the A100 to 18.") == [
        ("NVLink 4.0", "link-count", 18, None, None)]
    assert read("NVLink 3.0 went from 6 links on V100 to 12.") == [
        ("NVLink 3.0", "link-count", 12, None, None)]
