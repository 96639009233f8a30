"""A table flattened into one line as a markdown table is copied from a page: the heads' words
(a direction, a scope, a width) hold for every cell of their column, whichever way the rows
are parted (an empty cell between two rows, or nothing at all)."""

from __future__ import annotations

from nvfacts.extract import extract

Said = tuple[str, str, float, str | None, str | None]


def _said(claim: str) -> list[Said]:
    return [(a.subject, a.attribute, a.value, a.direction, a.scope) for a in extract(claim)]


def test_a_markdown_table_gives_a_head_s_direction_to_every_cell_under_it() -> None:
    table = ("| Link | Use | Rate (one way) | | NVLink 3.0 | GPU peers | 300 GB/s | "
             "| PCIe Gen4 x16 | host | 32 GB/s |")
    assert _said(table) == [("NVLink 3.0", "bandwidth", 300, "unidirectional", None),
                            ("PCIe 4.0", "bandwidth", 32, "unidirectional", None)]


def test_a_markdown_table_gives_a_head_s_scope_to_every_cell_under_it() -> None:
    table = ("| NVLink generation | Card | Each link | Per GPU | | NVLink 4.0 | H100 SXM | "
             "50 GB/s | 900 GB/s | | NVLink 3.0 | A100 SXM | 50 GB/s | 600 GB/s |")
    assert _said(table) == [("NVLink 4.0", "bandwidth", 50, None, "per-link"),
                            ("NVLink 4.0", "bandwidth", 900, None, "per-gpu"),
                            ("NVLink 3.0", "bandwidth", 50, None, "per-link"),
                            ("NVLink 3.0", "bandwidth", 600, None, "per-gpu")]


def test_rows_not_parted_take_as_many_cells_as_the_heads_before_the_first_number() -> None:
    # four heads hold no number; the eight cells after them are two rows of four
    table = ("网络 | 带宽\uff08每端口\uff09 | 线缆 | 备注 | NDR | 400 Gb/s | OSFP | 新 | "
             "HDR | 200 Gb/s | QSFP56 | 旧 |")
    assert _said(table) == [("InfiniBand NDR", "bandwidth", 50, None, "per-port"),
                            ("InfiniBand HDR", "bandwidth", 25, None, "per-port")]


def test_a_column_headed_by_one_lane_gives_nothing_and_a_bare_version_is_the_family_s() -> None:
    table = ("PCIe generation | Signalling | Rate (1x) | Rate (16x) | 3.0 | 8 GT/s | 0.985 GB/s | "
             "15.75 GB/s | 6.0 | 64 GT/s | 7.56 GB/s | 121 GB/s |")
    assert _said(table) == [("PCIe 3.0", "bandwidth", 15.75, None, None),
                            ("PCIe 6.0", "bandwidth", 121, None, None)]


def test_a_row_of_another_count_of_cells_is_no_table() -> None:
    # the second row lacks a cell: no head is given to any cell
    table = ("| Link | Use | Rate (one way) | | NVLink 3.0 | GPU peers | 300 GB/s | "
             "| PCIe Gen4 x16 | 32 GB/s |")
    assert [d for *_, d, _ in _said(table)] == [None, None]


def test_a_footnote_after_a_table_holds_for_the_figure_of_the_row_its_mark_is_in() -> None:
    table = ("H100 NVL | H100 SXM \u2014 Fabric: bridge pair: 600GB/s* PCIe Gen5: 128GB/s | "
             "NVLink: 900GB/s PCIe Gen5: 128GB/s. *both directions, over three bridges for two "
             "GPUs")
    assert _said(table) == [("H100 NVL", "bandwidth", 600, "bidirectional", None),
                            ("PCIe 5.0", "bandwidth", 128, None, None),
                            ("NVLink 4.0", "bandwidth", 900, None, None)]


def test_a_closing_bracket_saying_all_figures_are_so_holds_for_every_row() -> None:
    table = ("A100 SXM | H100 NVL \u2014 Fabric: NVLink: 600GB/s PCIe Gen4: 32GB/s | NVLink: "
             "600GB/s PCIe Gen5: 64GB/s (all figures one way)")
    assert [(s, v, d) for s, _, v, d, _ in _said(table)] == [
        ("NVLink 3.0", 600, "unidirectional"), ("PCIe 4.0", 32, "unidirectional"),
        ("H100 NVL", 600, "unidirectional"), ("PCIe 5.0", 64, "unidirectional")]
    # in Chinese too: "(均为单向)" left the first row's figures of no direction
    for remark in ("(均为单向)", "(都是单向)"):
        assert [d for _, _, _, d, _ in _said(table.replace("(all figures one way)", remark))
                ] == ["unidirectional"] * 4, remark


def test_a_note_ends_where_a_figure_of_its_own_is_said() -> None:
    # the note's 'both ways' is the marked figure's; the later figure keeps its own direction
    assert _said("NVLink 3.0 reaches 600 GB/s*. *Both ways; one way it is 300 GB/s.") == [
        ("NVLink 3.0", "bandwidth", 600, "bidirectional", None),
        ("NVLink 3.0", "bandwidth", 300, "unidirectional", None)]
    # a note opened after a stop marks no figure, even with a count after its words
    assert _said("A100 PCIe: 600GB/s*, PCIe Gen4: 64GB/s. *both directions, for a pair of "
                 "two GPUs") == [("A100 PCIe", "bandwidth", 600, "bidirectional", None),
                                 ("PCIe 4.0", "bandwidth", 64, None, None)]


def test_a_table_flattened_with_spaces_gives_each_cell_the_head_of_its_kind_in_order() -> None:
    # heads, then the row's name and cells: a count, two bandwidths, a year, then free text
    table = ("Switch chips: Generation Ports Per-Port BW Total Switch BW Year Used in "
             "NVSwitch 3.0 64 50 GB/s 3.2 TB/s 2022 HGX H100")
    assert _said(table) == [("NVSwitch", "port-count", 64, None, None),
                            ("NVSwitch", "bandwidth", 50, None, "per-port"),
                            ("NVSwitch", "bandwidth", 3200, None, "aggregate"),
                            ("NVSwitch", "introduced", 2022, None, None)]


def test_rows_flattened_with_spaces_each_take_the_bandwidth_head() -> None:
    table = ("\u578b\u53f7 \u901a\u9053 \u5355\u5411\u5e26\u5bbd PCIe\u5361 A100 PCIe 4.0 x16 "
             "32GB/s PCIe\u5361 H100 PCIe 5.0 x16 64GB/s")
    assert [(s, v, d) for s, _, v, d, _ in _said(table)] == [
        ("PCIe 4.0", 32, "unidirectional"), ("PCIe 5.0", 64, "unidirectional")]


def test_a_sentence_with_a_verb_before_its_figure_is_no_table() -> None:
    # the words before the name are no heads of a table: read as a sentence
    assert _said("Per-Port BW Total Switch BW NVSwitch 3.0 is 50 GB/s per port.") == [
        ("NVSwitch", "bandwidth", 50, None, "per-port")]


def test_a_table_flattened_with_spaces_headed_by_things_gives_each_its_column() -> None:
    table = ("HGX A100 vs HGX H100: HGX A100 HGX H100 GPUs: 8 8 NVLink total: 4.8 TB/s "
             "7.2 TB/s")
    assert _said(table) == [("HGX A100", "gpu-count", 8, None, None),
                            ("HGX H100", "gpu-count", 8, None, None),
                            ("HGX A100", "bandwidth", 4800, None, "aggregate"),
                            ("HGX H100", "bandwidth", 7200, None, "aggregate")]
    # a bracket after a thing, and a first cell worked out before its figure
    assert [(s, v, d) for s, _, v, d, _ in _said(
        "\u9879\u76ee PCIe 5.0 x16 NVLink 4.0 (H100) \u5355\u5411 32 GT/s x 16 = 63 GB/s "
        "450 GB/s")] == [("PCIe 5.0", 63, "unidirectional"),
                         ("NVLink 4.0", 450, "unidirectional")]


def test_things_of_two_kinds_in_a_row_head_no_columns() -> None:
    # a GPU and its interconnect, then two figures each with its own direction: a sentence
    assert [(s, v, d) for s, _, v, d, _ in _said(
        "H100 NVLink \u53cc\u5411 900GB/s\uff0c\u5355\u5411 450GB/s\u3002")] == [
        ("NVLink 4.0", 900, "bidirectional"), ("NVLink 4.0", 450, "unidirectional")]
    # one thing named twice heads no columns either
    assert [(v, d) for _, _, v, d, _ in _said(
        "GB200 Grace Blackwell \u8d85\u7ea7\u82af\u7247\uff1aNVLink-C2C \u53cc\u5411 900GB/s"
        "\uff0c\u5355\u5411 450GB/s\u3002")] == [(900, "bidirectional"), (450, "unidirectional")]


def test_a_markdown_table_of_gpus_in_its_head_row_gives_each_column_its_gpu() -> None:
    # one row to a line, the GPUs in the head row with their process and power after them
    assert _said("| 型号 | V100 12nm 300W | A100 7nm 400W | H100 4nm 700W |\n"
                "| NVLink 带宽 | 300 GB/s | 600 GB/s | 900 GB/s |") == [
        ("NVLink 2.0", "bandwidth", 300, None, None),
        ("NVLink 3.0", "bandwidth", 600, None, None),
        ("NVLink 4.0", "bandwidth", 900, None, None)]
