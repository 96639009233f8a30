"""Which figure a direction or scope word qualifies: words said of the figure itself, a
restatement of it, a list sharing one qualifier (issue 13)."""

from __future__ import annotations

from test_lane_width_of_each_name import conflicts

from nvfacts.extract import extract
from nvfacts.reading import read as reading

Row = tuple[str, str, float, str | None, str | None]


def read(claim: str) -> list[Row]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_figure_said_to_be_both_directions_summed_is_bidirectional_and_no_total() -> None:
    # "是双向合计" after the figure tells which direction it is, not that parts were added up
    assert read("PCIe 4.0 x16 的 64GB/s 是双向合计,单向为 32GB/s。") == [
        ("PCIe 4.0", "bandwidth", 64, "bidirectional", None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
    # before a figure, 合计 still totals
    assert read("NVLink 4.0 每条链路单向 25GB/s,18 条链路双向合计 900GB/s。")[-1] == (
        "NVLink 4.0", "bandwidth", 900, "bidirectional", "aggregate")


def test_a_restatement_in_brackets_after_the_property_named_keeps_the_figure_s_scope() -> None:
    # "bandwidth" between a figure and its bracketed other direction leaves it a restatement
    assert read("NVLink 4.0 gives 900 GB/s of bandwidth per GPU (450 GB/s each way).") == [
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu"),
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", "per-gpu")]
    # a figure of another size after it is no restatement: "18 links of 100 GB/s (1.8 TB/s)"
    assert read("NVLink 4.0: 900 GB/s bandwidth per GPU (50 GB/s per link).")[1] == (
        "NVLink 4.0", "bandwidth", 50, None, "per-link")


def test_a_closing_phrase_saying_both_figures_are_so_qualifies_each_of_them() -> None:
    # words with no figure may stand between the last figure and "both ..." closing the claim
    assert read("V100's 300 GB/s against P100's 160 GB/s: a big step between generations, "
                "both per GPU and bidirectional.") == [
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", "per-gpu"),
        ("NVLink 1.0", "bandwidth", 160, "bidirectional", "per-gpu")]
    # a closing "both" with no qualifier word in it qualifies nothing
    assert read("V100's 300 GB/s against P100's 160 GB/s: both used NVSwitch-free meshes.") == [
        ("NVLink 2.0", "bandwidth", 300, None, None), ("NVLink 1.0", "bandwidth", 160, None, None)]


def test_each_of_an_unnamed_machine_gives_the_figure_no_scope() -> None:
    # "each node" names the machine the figure is inside; it distributes nothing over GPUs
    assert read("HDR InfiniBand joined the DGX A100 systems, while NVLink 3.0 moved 600 GB/s "
                "within each box.")[-1] == ("NVLink 3.0", "bandwidth", 600, None, None)
    # a floating "each" after a figure still does
    assert read("The HGX A100 has 8 GPUs at 600 GB/s each.")[-1] == (
        "HGX A100", "bandwidth", 600, None, "per-gpu")


def test_a_figure_made_by_each_gpu_s_counted_links_is_per_gpu() -> None:
    # the per-GPU word owns the count, and the links give the figure: the GPU's sum
    assert read("Inside the DGX-2, each GPU's six NVLinks deliver 300 GB/s.")[-1] == (
        "DGX-2", "bandwidth", 300, None, "per-gpu")
    # links counted with no per-GPU word leave the figure unscoped
    assert read("The V100 has six NVLinks for 300 GB/s.")[-1] == (
        "NVLink 2.0", "bandwidth", 300, None, None)


def test_a_count_of_bridged_gpus_does_not_make_a_card_s_figure_per_gpu() -> None:
    # what a bridge gives two cards is the pair's link, not each card's
    assert read("The H100 PCIe supports NVLink bridging of two GPUs at 600 GB/s.") == [
        ("H100 PCIe", "bandwidth", 600, None, None)]
    # unless said of each
    assert read("The H100 NVL pairs two GPUs with PCIe Gen5 at 128 GB/s each.")[-1][-1] == \
        "per-gpu"


def test_a_spaced_slash_parts_two_figures_each_with_its_own_words_before_it() -> None:
    # a direction written before the second figure of "a / b" is the second's
    assert read("NVLink 2.0 单条链路:单向 25GB/s / 双向 50GB/s。") == [
        ("NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 2.0", "bandwidth", 50, "bidirectional", "per-link")]


def test_a_footnote_mark_after_a_figure_s_own_words_marks_that_figure() -> None:
    # the mark follows "per GPU", not the unit; the note gives the figure its direction
    assert read("A100: 12 links, 600 GB/s per GPU**, 64 GB/s PCIe 4.0. **both directions")[1] \
        == ("NVLink 3.0", "bandwidth", 600, "bidirectional", "per-gpu")


def test_a_name_set_against_another_keeps_the_figures_of_its_own_bracket() -> None:
    # "versus" makes the name after it the thing compared, but its bracket's figures are its own
    assert read("NVLink 2.0 (6 links x 50 GB/s = 300 GB/s) versus NVLink 1.0 (4 links x "
                "40 GB/s = 160 GB/s).")[3:] == [
        ("NVLink 1.0", "link-count", 4, None, None),
        ("NVLink 1.0", "bandwidth", 40, None, "per-link"),
        ("NVLink 1.0", "bandwidth", 160, None, None)]


def test_same_as_a_name_after_two_figures_is_said_of_the_nearer_one() -> None:
    # the later figure stands between the first and "the same as": the name shares the later
    assert read("The A100's NVLink (600 GB/s) is double the V100's (300 GB/s), which is the "
                "same as the P100 SXM2's.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("NVLink 2.0", "bandwidth", 300, None, None),
        ("NVLink 1.0", "bandwidth", 300, None, None)]


def test_two_names_set_against_each_other_pair_with_a_row_an_interconnect_labels() -> None:
    # "NVLink" heads the row of the pair's figures, the row ends at the semicolon
    assert read("A100 SXM4 vs A100 PCIe: NVLink 600 GB/s vs 400 GB/s; PCIe Gen4 64 GB/s on "
                "both.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("A100 PCIe", "bandwidth", 400, None, None),
        ("PCIe 4.0", "bandwidth", 64, None, None)]


def test_a_count_in_with_its_after_a_name_set_against_another_is_that_name_s() -> None:
    # "unlike X with its N links, Y ...": the links are X's, not the main clause's subject's
    assert read("Unlike the A100 SXM4 with its 12 NVLink links, the A100 PCIe exposes its NVLink "
                "only through a bridge, good for 400 GB/s.") == [
        ("NVLink 3.0", "link-count", 12, None, None), ("A100 PCIe", "bandwidth", 400, None, None)]


def test_a_list_of_names_set_against_each_other_skips_where_each_one_is() -> None:
    # "in the A100" says where the first item is; it is no item of the list
    assert read("NVLink 3 in the A100 vs NVLink 4 in the H100: 600 GB/s vs 900 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, None, None), ("NVLink 4.0", "bandwidth", 900, None, None)]
    assert read("NVLink 4 in the H100 vs NVLink-C2C in the GH200: 900 GB/s per GPU vs 900 GB/s "
                "chip to chip.") == [("NVLink 4.0", "bandwidth", 900, None, "per-gpu"),
                                     ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_a_direction_in_words_pointing_back_at_the_figure_before_is_that_figure_s() -> None:
    # "这是 ... 的双向带宽" after the figure says what the figure before it is
    assert read("拿 900GB/s 来说:这是 H100 的双向 NVLink 带宽,单向就是 450GB/s。") == [
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None),
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", None)]


def test_a_pcie_figure_of_a_card_s_host_link_is_no_figure_per_link() -> None:
    # the host link is the card's one link to its host, whatever article comes before it
    assert read("The L40S has a PCIe Gen4 host link of 64 GB/s.") == [
        ("PCIe 4.0", "bandwidth", 64, None, None)]
    # a PCIe link between two parts is still a link of many
    assert read("A PCIe Gen5 x16 link between a CPU and a GPU carries 128 GB/s.")[-1][-1] == \
        "per-link"


def test_a_figure_had_with_each_gpu_s_counted_links_is_per_gpu() -> None:
    # "each GPU has N links and X": the GPU has both
    assert read("HGX A100: 8x A100, and each GPU has 12 NVLink links and 600 GB/s of "
                "bandwidth.")[-1] == ("HGX A100", "bandwidth", 600, None, "per-gpu")


def test_one_gpu_at_the_end_of_what_a_link_joins_is_no_scope() -> None:
    # "to one GPU" names an end of the link, not a figure per GPU
    assert read("NVLink-C2C gives 900 GB/s and joins one Grace CPU to one GPU.") == [
        ("NVLink-C2C", "bandwidth", 900, None, None)]


def test_a_single_gpu_a_thing_is_confined_to_is_still_a_scope() -> None:
    # only the GPU end of a CPU-to-GPU link is no scope; "confined to a single GPU" keeps it
    assert [w.value for w in reading("Tensor parallelism is confined to a single GPU.")
            .qualifiers] == ["per-gpu"]


def test_a_bare_number_given_before_a_bracketed_figure_counts_what_the_item_before_did() -> None:
    # "for X you get N (figure)": N of what the item before counted
    assert read("For P100 you get 4 NVLinks (160 GB/s), for V100 you get 6 (300 GB/s).")[2:] \
        == [("NVLink 2.0", "link-count", 6, None, None),
            ("NVLink 2.0", "bandwidth", 300, None, None)]


def test_each_after_a_count_and_a_figure_switch_chips_have_is_each_chip_s_whole() -> None:
    # the chips have both the ports and the figure; the figure is a chip's, no port's
    assert read("The NVSwitch chips of a DGX A100 have 36 ports and 1.6 TB/s of switching "
                "bandwidth each.")[-1] == ("NVSwitch", "bandwidth", 1600, None, None)
    # a figure given each of the counted ports stays the port's
    assert read("Third-gen NVSwitch chips have 64 ports at 50 GB/s each.")[-1][-1] == "per-port"


def test_links_counted_after_a_possessive_pronoun_give_a_per_gpu_figure() -> None:
    # the only name sits in the count of links: it is the subject; "its" owns the links, as
    # "each GPU's" does, so what they give together is one GPU's
    assert read("Its 18 NVLink 4.0 links give 900 GB/s.") == [
        ("NVLink 4.0", "link-count", 18, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]
    assert read("其 12 条 NVLink 3.0 链路提供 600GB/s。")[-1] == (
        "NVLink 3.0", "bandwidth", 600, None, "per-gpu")
    # counted with no owner, the links' figure is still read, with no scope
    assert read("18 NVLink 4.0 links give 900 GB/s.")[-1] == (
        "NVLink 4.0", "bandwidth", 900, None, None)


def test_links_a_gpu_sums_are_counted_and_the_sum_is_the_total() -> None:
    # "aggregates N of them" counts the links named before, and the total is the figure's
    assert read("Each NVLink 3.0 link carries 50 GB/s, and the A100 aggregates twelve of them "
                "into 600 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 3.0", "link-count", 12, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, "aggregate")]
    # a part of them, with no verb of having or summing, is still no count
    assert [r[1] for r in read("Each NVLink 3.0 link carries 50 GB/s; twelve of them go to "
                               "the switches.")] == ["bandwidth"]


def test_an_item_headed_by_what_its_figure_is_of_takes_that_scope() -> None:
    # a shorthand spec list: "GPU:" heads the one GPU's figure, "Rack:" the whole's
    assert read("DGX B200 -- Rack: 14.4 TB/s; GPU: 1.8 TB/s.") == [
        ("DGX B200", "bandwidth", 14400, None, "aggregate"),
        ("DGX B200", "bandwidth", 1800, None, "per-gpu")]
    # "8-GPU:" is part of the name of the board, no item head
    assert read("HGX H100 8-GPU: 7.2 TB/s of NVLink.")[-1] == (
        "HGX H100", "bandwidth", 7200, None, "aggregate")
    # nor is "GPU:" after a GPU's name, which names what the figure is of
    assert read("H100 GPU: 900 GB/s NVLink.") == [("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_direction_after_a_slash_that_ends_a_figure_is_the_next_figures() -> None:
    # a full-width slash right after "450GB/s" parts two figures, as a spaced one does
    assert read("H100 的 NVLink\uff1a单向 450GB/s\uff0f双向 900GB/s。") == [
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", None),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]
    # a direction after the slash with no figure right after it is still the figure's own
    assert read("NVLink 2.0: 25GB/s/dir per link, six links.")[0] == (
        "NVLink 2.0", "bandwidth", 25, "unidirectional", "per-link")


def test_names_listed_with_commas_pair_in_order_with_figures_given_respectively() -> None:
    # three GPUs, three figures: each its own generation's, in the order written
    assert read("The P100, V100 and A100 reach 160, 300 and 600 GB/s of NVLink, "
                "respectively.") == [
        ("NVLink 1.0", "bandwidth", 160, None, None),
        ("NVLink 2.0", "bandwidth", 300, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None)]
    # bare versions after "and" and "、" are the family's generations
    assert [r[0] for r in read("NVLink 1.0、2.0 和 3.0 每 GPU 分别为 160、300、600GB/s。")] == [
        "NVLink 1.0", "NVLink 2.0", "NVLink 3.0"]


def test_a_qualifier_before_figures_given_respectively_qualifies_each() -> None:
    # "单向" heads the list, so both figures are one way
    assert read("PCIe 3.0 与 PCIe 4.0 x16 的单向带宽分别是 16GB/s 和 32GB/s。") == [
        ("PCIe 3.0", "bandwidth", 16, "unidirectional", None),
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]
    assert read("Per GPU, the A100 and H100 have 600 GB/s and 900 GB/s respectively.") == [
        ("NVLink 3.0", "bandwidth", 600, None, "per-gpu"),
        ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")]


def test_directions_listed_after_a_chain_of_figures_name_them_in_order() -> None:
    # "(uni/bi)" after "450/900 GB/s" is one direction per figure, not one for both
    assert read("NVLink 4.0: 450/900 GB/s (uni/bi).") == [
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", None),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]
    assert read("H100 的 NVLink 带宽 450/900GB/s\uff08单向/双向\uff09。") == [
        ("NVLink 4.0", "bandwidth", 450, "unidirectional", None),
        ("NVLink 4.0", "bandwidth", 900, "bidirectional", None)]
    # a closing bracket of one direction still qualifies every figure
    assert [r[3] for r in read("NVLink 3.0 and 4.0 give 300 and 450 GB/s (each way), "
                               "respectively.")] == ["unidirectional", "unidirectional"]


def test_two_directions_sharing_one_character_are_two_directions() -> None:
    # "单/双向" is short for "单向/双向"
    assert read("PCIe 4.0 x16 单/双向\uff1a32/64GB/s。") == [
        ("PCIe 4.0", "bandwidth", 32, "unidirectional", None),
        ("PCIe 4.0", "bandwidth", 64, "bidirectional", None)]


def test_both_right_after_a_figure_once_one_direction_was_named_is_both_directions() -> None:
    # "both" closes its figure, with "directions" left out after "each way"
    assert read("PCIe 5.0 x16 moves 64 GB/s each way, 128 GB/s both.") == [
        ("PCIe 5.0", "bandwidth", 64, "unidirectional", None),
        ("PCIe 5.0", "bandwidth", 128, "bidirectional", None)]
    # with no direction named before, "both" says nothing of one
    assert read("The A100 and the A800 have 600 GB/s both.")[0][3] is None


def test_a_closing_bracket_saying_all_figures_are_so_is_shared_across_families() -> None:
    # "均为双向" says both figures are bidirectional, NVLink's and PCIe's alike
    assert [r[3] for r in read("NVLink 4.0 每 GPU 900GB/s\uff0c而 PCIe 5.0 x16 只有 128GB/s"
                               "(均为双向)。")] == ["bidirectional", "bidirectional"]
    # "(both directions)" after the last figure is that figure's direction alone
    assert [r[3] for r in read("NVLink 4.0 gives 900 GB/s per GPU; PCIe 5.0 x16 gives "
                               "128 GB/s (both directions).")] == [None, "bidirectional"]


def test_a_bare_pair_after_the_next_name_mirrors_the_pair_before() -> None:
    # "300 / 600" stands where "150 GB/s one way / 300 GB/s both ways" stood: same units,
    # same directions, in the same order
    assert read("NVLink 2.0: 150 GB/s one way / 300 GB/s both ways; NVLink 3.0: 300 / 600.") == [
        ("NVLink 2.0", "bandwidth", 150, "unidirectional", None),
        ("NVLink 2.0", "bandwidth", 300, "bidirectional", None),
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", None),
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None)]
    # after a single figure, a bare pair is no figure of the claim
    assert [r[2] for r in read("NVLink 2.0: 300 GB/s; NVLink 3.0: 12 / 600.")] == [300]


def test_a_restatement_after_a_semicolon_keeps_the_scope_of_the_figure_it_restates() -> None:
    # "that's" after the semicolon points back at the one link's 50 GB/s
    assert read("Per link, NVLink 3 is 50 GB/s; per direction that's 25 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 50, None, "per-link"),
        ("NVLink 3.0", "bandwidth", 25, "unidirectional", "per-link")]
    assert read("NVLink 4.0 每 GPU 900GB/s;即单向 450GB/s。")[-1] == (
        "NVLink 4.0", "bandwidth", 450, "unidirectional", "per-gpu")
    # "that is" with no figure after it starts a sentence of its own
    assert read("Per GPU, NVLink 4 offers 900 GB/s; that is what every H100 in a DGX H100 "
                "sees.")[0] == ("NVLink 4.0", "bandwidth", 900, None, "per-gpu")


def test_a_direction_a_figure_is_mistaken_for_is_not_its_direction() -> None:
    # "当成单向" is what people wrongly take it for; "其实它是双向的" is what it is
    assert read("不少人把 NVLink 3.0 的 600GB/s 当成单向带宽\uff0c其实它是双向的。") == [
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None)]
    assert read("别把 H100 NVL 的 600GB/s 误以为是单向。") == [
        ("H100 NVL", "bandwidth", 600, None, None)]


def test_a_direction_said_instead_in_a_clause_without_a_figure_is_the_figure_before_s() -> None:
    # "不是 X, 而是 Y": the clause after 而 gives no figure, and its 双向 is the 600GB/s's
    assert read("H100 NVL 的 600GB/s 不是单向带宽\uff0c而是双向的。") == [
        ("H100 NVL", "bandwidth", 600, "bidirectional", None)]


def test_each_direction_head_covers_the_figures_up_to_the_next_head() -> None:
    # "双向:" opens the second group, whose figures are all bidirectional
    assert [r[3] for r in read("单向: PCIe 4.0 x16 32GB/s, PCIe 5.0 x16 64GB/s; "
                               "双向: PCIe 4.0 x16 64GB/s, PCIe 5.0 x16 128GB/s。")] == [
        "unidirectional", "unidirectional", "bidirectional", "bidirectional"]
    # a sentence ending before a colon is no head of its
    assert [r[3] for r in read("NVLink figures are bidirectional. Below: NVLink 4.0 "
                               "900 GB/s.")] == ["bidirectional"]


def test_the_other_direction_after_a_figure_said_on_each_link_is_that_links_too() -> None:
    # "on each link" qualifies the 25 GB/s; the 50 GB/s after the comma restates it both ways
    assert read("NVLink 4.0 carries 25 GB/s per direction on each link, 50 GB/s "
                "bidirectional.") == [
        ("NVLink 4.0", "bandwidth", 25, "unidirectional", "per-link"),
        ("NVLink 4.0", "bandwidth", 50, "bidirectional", "per-link")]


def test_a_titles_scope_holds_for_items_headed_by_a_name_alone() -> None:
    # "per link" in the title covers each item whose head is only a name
    assert [r[4] for r in read("Bandwidth per link -- NVLink 2.0: 50 GB/s; NVLink 3.0: 50 GB/s; "
                               "NVLink 5.0: 100 GB/s.")] == ["per-link", "per-link", "per-link"]
    # an item head with a scope of its own keeps it
    assert [r[4] for r in read("Bandwidth per link -- NVLink 4.0: 50 GB/s; per GPU: "
                               "900 GB/s.")] == ["per-link", "per-gpu"]


def test_each_gpus_links_summed_to_a_total_give_a_per_gpu_figure() -> None:
    # the per-GPU wording wins over "total": the sum is each GPU's
    assert read("Each A100 has 12 NVLink 3 links for 600 GB/s of total bandwidth.")[-1] == (
        "NVLink 3.0", "bandwidth", 600, None, "per-gpu")
    # with no per-GPU word the total stays a total
    assert read("The A100 has 12 NVLink 3 links for 600 GB/s of total bandwidth.")[-1] == (
        "NVLink 3.0", "bandwidth", 600, None, "aggregate")


def test_a_closing_phrase_saying_in_both_cases_qualifies_each_figure() -> None:
    # "bidirectional in both cases" is said of both figures
    assert [r[3] for r in read("NVLink 3.0 gives 600 GB/s and NVLink 2.0 300 GB/s -- "
                               "bidirectional in both cases.")] == ["bidirectional"] * 2


def test_a_figure_right_after_a_cards_count_of_links_is_no_single_links() -> None:
    # the links are counted as one GPU's: with no "at" or "each" between, the figure is theirs
    # together, not each link's
    assert read("A100 单卡 12 条 NVLink 双向 600GB/s。")[-1] == (
        "NVLink 3.0", "bandwidth", 600, "bidirectional", "per-gpu")
    # a count that is no GPU's keeps giving its figure to each link
    assert read("NVLink 3.0: 12 条链路 @ 50GB/s。")[-1][-1] == "per-link"


def test_every_one_of_the_counted_gpus_is_each_of_them() -> None:
    assert read("On an HGX H100 board every one of the 8 GPUs keeps 900 GB/s of NVLink.")[-1][
        -1] == "per-gpu"
    assert read("Each one of the DGX A100's 8 GPUs gets 600 GB/s.")[-1][-1] == "per-gpu"


def test_a_figure_flowing_out_or_in_is_one_directions() -> None:
    assert read("Every V100 sends 150 GB/s out over NVLink and receives 150 GB/s.")[0] == (
        "NVLink 2.0", "bandwidth", 150, "unidirectional", "per-gpu")
    assert read("A B200 takes 900 GB/s inbound on its NVLink ports.")[0][3] == "unidirectional"
    # "out of" says where the figure comes from, no direction
    assert read("An A100 gets 600 GB/s out of its NVLink links.")[0][3] is None


def test_a_total_right_after_a_cards_count_of_links_is_the_cards() -> None:
    assert read("A100 每卡 12 条 NVLink 合计 600GB/s。")[-1] == (
        "NVLink 3.0", "bandwidth", 600, None, "per-gpu")
    # so a per-GPU figure a fraction of it is disputed
    found = conflicts("A100 每卡 12 条 NVLink 合计 600GB/s。", "A100 的 NVLink 单卡总带宽 50GB/s。")
    assert found != []


def test_a_direction_after_a_verb_restating_a_figure_is_the_restatement_s() -> None:
    # "对应单向 450GB/s": the one-way figure is the one after the word, not the 900 before it
    assert [r[3] for r in read("H100 的 900GB/s 对应单向 450GB/s。")] == [
        None, "unidirectional"]
    assert [r[3] for r in read("An A100's 600 GB/s corresponds to one-way 300 GB/s.")] == [
        None, "unidirectional"]


def test_a_head_setting_two_scopes_against_each_other_scopes_no_figure() -> None:
    # "Per-GPU figure vs system total:" names what is compared; the figures keep their own words
    assert read("Per-GPU figure vs system total: a DGX A100's 4.8 TB/s is eight GPUs at "
                "600 GB/s.") == [
        ("DGX A100", "bandwidth", 4800, None, "aggregate"),
        ("DGX A100", "gpu-count", 8, None, None),
        ("DGX A100", "bandwidth", 600, None, "per-gpu")]
