"""New-user trial 21: a plain-text page writing a heading with no blank line after it had the
heading glued to the next sentence ("72 GPUs as one NVLink domain An NVL72 rack pairs ..."),
one stored claim of both. A short line with no end punctuation over a line opening a sentence
is a heading of its own; a line wrapped mid-sentence is not, nor one over a line opening with
a name or a figure."""

from __future__ import annotations

from nvfacts.prose import read_prose

PAGE = """\
NVIDIA GB200 NVL72: Blackwell at rack scale.

72 GPUs as one NVLink domain
An NVL72 rack pairs 36 Grace CPUs with 72 Blackwell GPUs across 18 compute trays. All 72 GPUs share a single NVLink5 fabric.

Compute and switch trays
Each 1U compute tray holds two GB200 superchips, connected on-board via NVLink-C2C at 900 GB/s.

第五代 NVLink
在 GB200 NVL72 中每块 GPU 有 18 条 NVLink 5 链路，合计 1.8TB/s，所有 GPU 组成一个域。

The rack's switch trays are connected through
NVLink Switch chips that give every GPU 1.8 TB/s of bandwidth to any other GPU in it.
"""  # noqa: E501, RUF001


def test_a_heading_line_is_no_part_of_the_sentence_under_it() -> None:
    found = [(s.line, s.heading, s.text) for s in read_prose(PAGE).sentences]
    assert (4, "72 GPUs as one NVLink domain", "An NVL72 rack pairs 36 Grace CPUs with 72 "
            "Blackwell GPUs across 18 compute trays.") in found
    assert (3, None, "72 GPUs as one NVLink domain") in found
    assert (7, "Compute and switch trays", "Each 1U compute tray holds two GB200 superchips, "
            "connected on-board via NVLink-C2C at 900 GB/s.") in found
    assert any(line == 10 and heading == "第五代 NVLink" and text.startswith("在 GB200 NVL72 中")
               for line, heading, text in found), found
    assert not any("domain An" in text or "trays Each" in text for _, _, text in found)


def test_a_line_wrapped_mid_sentence_stays_in_its_sentence() -> None:
    (wrapped,) = [s for s in read_prose(PAGE).sentences if s.text.startswith("The rack's")]
    assert wrapped.text == ("The rack's switch trays are connected through NVLink Switch chips "
                            "that give every GPU 1.8 TB/s of bandwidth to any other GPU in it.")
    # the line after goes on with a figure: "... gives each H100 / 900 GB/s of ..."
    (figure,) = [s for s in read_prose("Hopper's NVLink 4.0 gives each H100\n900 GB/s of "
                                       "bidirectional bandwidth, about 7x what a PCIe slot "
                                       "offers.\n").sentences]
    assert figure.text.startswith("Hopper's NVLink 4.0 gives each H100 900 GB/s")
