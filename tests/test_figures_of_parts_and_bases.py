"""Figures a page writes beside a part, a bridge or a base of comparison are read as that one's:
"the same / next generation of NVLink" names no first generation; a GPU's counted links then
their sum in brackets are the GPU's; a figure of an NVLink bridge is a card's; "each GPU ..."
after a comma opens a part of its own; a name compared with by a figure of its own ("up from 32
GT/s in PCIe 5.0") lends no later sentence its name."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.extract import extract


def read(claim: str) -> list[tuple[str, str, float, str | None]]:
    return [(a.subject, a.attribute, a.value, a.scope) for a in extract(claim)]


def test_a_generation_said_by_its_relation_to_another_is_no_first_generation() -> None:
    for said in ("同一代", "下一代", "新一代", "上一代"):
        assert not any(s == "NVLink 1.0" for s, *_ in read(
            f"H200 沿用{said} NVLink, 单卡 900GB/s。")), said
    assert read("一代 NVLink 单卡 160GB/s。") == [("NVLink 1.0", "bandwidth", 160, "per-gpu")]
    assert conflicts("H100 的 NVLink 是第四代; H200 沿用同一代 NVLink, 单卡 900GB/s。",
                     "NVLink 1.0 gives a P100 160 GB/s.") == []


def test_a_gpus_counted_links_then_their_sum_in_brackets_are_the_gpus() -> None:
    found = read("DGX A100: 8 A100s, 12 NVLink 3 links per GPU (600 GB/s), six NVSwitches.")
    assert ("DGX A100", "bandwidth", 600, "per-gpu") in found
    assert conflicts("DGX A100: 8 A100s, 12 NVLink 3 links per GPU (600 GB/s).",
                     "DGX A100 has 4.8 TB/s of NVLink bandwidth in total.") == []
    # a total the page calls one still is the system's
    assert ("DGX A100", "bandwidth", 4800, "aggregate") in read(
        "DGX A100: 12 NVLink 3 links per GPU, 4.8 TB/s in total.")


def test_a_figure_of_an_nvlink_bridge_is_a_cards() -> None:
    assert read("The H100 ships as SXM5 with NVLink 4.0 at 900 GB/s and as PCIe with a "
                "600 GB/s NVLink bridge.") == [("NVLink 4.0", "bandwidth", 900, None),
                                               ("H100 PCIe", "bandwidth", 600, None)]
    # no GPU named: no card to give it to, and no NVLink generation's figure either
    assert not any(v == 600 for _, _, v, _ in read(
        "NVLink 4.0 at 900 GB/s on the module, or a 600 GB/s NVLink bridge on cards."))
    assert conflicts("NVLink 4.0 at 900 GB/s on the module, or a 600 GB/s NVLink bridge on cards.",
                     "NVLink 4.0 gives each GPU 900 GB/s.") == []


def test_each_gpu_after_a_comma_opens_a_part_of_its_own() -> None:
    found = read("On an HGX H100 node the board totals 7.2 TB/s through four NVSwitch chips, "
                 "each GPU reaches the host over PCIe Gen5 x16 (about 64 GB/s per direction).")
    assert ("HGX H100", "bandwidth", 7200, "aggregate") in found
    assert not any(s == "PCIe 5.0" and v == 7200 for s, _, v, _ in found)
    # a GPU named after "each" goes on with the system it is one of
    assert ("DGX-1", "bandwidth", 40, "per-link") in read(
        "DGX-1 with Tesla P100: eight GPUs, each P100 using its four NVLink links at 40 GB/s "
        "bidirectional per link.")


def test_a_name_compared_with_by_its_own_figure_lends_no_later_sentence_its_name() -> None:
    claim = ("64 GT/s per lane, up from 32 GT/s in PCIe 5.0. Total Bandwidth (x16): Up to 256 "
             "GB/s bidirectional (128 GB/s per direction).")
    assert not any(s == "PCIe 5.0" for s, *_ in read(claim))
    assert conflicts(claim, "PCIe 5.0 x16: about 64 GB/s per direction.") == []
    # the name that owns the sentence still lends it
    assert {s for s, *_ in read("PCIe 6.0 doubles the rate. Total Bandwidth (x16): Up to 256 "
                                "GB/s bidirectional.")} == {"PCIe 6.0"}


def test_gpus_counted_for_each_part_named_again_are_the_parts() -> None:
    """"每个超级芯片 = 1 颗 Grace + 2 颗 B200" after "36 个 GB200 超级芯片": one superchip's GPUs
    (its CPU counted before them), never the rack's; with any word of each and measure word
    of the lexicon ("每块", "各个")."""
    for claim in ("GB200 NVL72 由 36 个 GB200 超级芯片组成, 每个超级芯片 = 1 颗 Grace + 2 颗 "
                  "B200。",
                  "GB200 NVL72 由 36 块 GB200 超级芯片组成, 每块超级芯片 = 1 块 Grace + 2 块 "
                  "B200。",
                  "GB200 NVL72 由 36 个 GB200 超级芯片组成, 各个超级芯片 = 1 颗 Grace + 2 颗 "
                  "B200。",
                  "GB200 NVL72 consists of 36 GB200 superchips, each superchip = 1 Grace + 2 "
                  "B200."):
        assert read(claim) == [("GB200", "gpu-count", 2, None)], claim
    assert read("GB200 NVL72 由 36 个 GB200 超级芯片组成, 共 72 颗 GPU。") == [
        ("GB200 NVL72", "gpu-count", 72, None)]


def test_a_dash_after_a_rate_in_a_row_of_cells_ends_the_row() -> None:
    """Rows run together with dashes: the rate ending one row is its own row's, not the head of
    the next; a dash after a name heads its cell and ends nothing."""
    assert read("H100 SXM5 | NVLink 4 | 900 GB/s — H100 PCIe | NVLink bridge | 600 GB/s") == [
        ("NVLink 4.0", "bandwidth", 900, None), ("H100 PCIe", "bandwidth", 600, None)]
    assert read("V100 SXM2 — Interconnect Bandwidth: NVLink 300 GB/s | V100 PCIe — PCIe "
                "32 GB/s")[0][:3] == ("NVLink 2.0", "bandwidth", 300)
    # no cells: a dash in prose ends no sentence
    assert [s for s, *_ in read("PCIe 5.0 provides 64 GB/s vs NVLink 4.0's 900 GB/s — a 14x "
                                "difference.")] == ["PCIe 5.0", "NVLink 4.0"]


def test_the_longer_scope_phrase_from_one_start_says_the_scope() -> None:
    """"Each H100 NVLink connection": each of the GPU's NVLink links, not each GPU; "Each H100
    gets" stays each GPU's."""
    assert read("Each H100 NVLink connection runs at 900 GB/s, and the GPU has 18 of them.")[0] \
        == ("NVLink 4.0", "bandwidth", 900, "per-link")
    assert read("Each H100 gets 900 GB/s of NVLink bandwidth.") == [
        ("NVLink 4.0", "bandwidth", 900, "per-gpu")]
    assert conflicts("H100 SXM: 18 NVLink links of 50 GB/s each, 900 GB/s per GPU.",
                     "Each H100 NVLink connection runs at 900 GB/s, and the GPU has 18 of them.") \
        != []


def test_a_figure_between_any_pair_of_gpus_is_their_nvlinks_not_the_switchs() -> None:
    claim = ("8-GPU配置: 包括NVSwitch, 以提供SHARP在网络中的缩减和任意对GPU之间900GB/s的完整"
             "NVLink带宽。")
    assert read(claim) == [("NVLink", "bandwidth", 900, "per-gpu")]
    assert conflicts(claim, "Third-gen NVSwitch: 64 ports x 50 GB/s = 3.2 TB/s of full-duplex "
                            "switching bandwidth per chip.") == []
    # a GPU named gives the generation, as before
    assert read("8 H100 GPUs with 900 GB/s of NVSwitch bandwidth per GPU.")[-1][:2] == (
        "NVLink 4.0", "bandwidth")


def test_a_figure_hyphened_to_its_noun_is_that_nouns() -> None:
    """"the 20 GB/s-per-direction link figure": one link's each way, as "a 20 GB/s per-direction
    link" is; no GPU's, so no rival of NVLink 1.0's 160 GB/s per GPU."""
    claim = ("Pascal's NVLink signals at 20 Gb/s per lane, eight lanes per direction, which is "
             "where the 20 GB/s-per-direction link figure comes from.")
    assert read(claim) == [("NVLink 1.0", "bandwidth", 20, "per-link")]
    assert conflicts(claim, "NVLink 1.0 gives a P100 160 GB/s per GPU, bidirectional.") == []
