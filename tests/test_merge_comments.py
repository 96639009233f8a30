"""`dedup --apply` touches only the lines it must, and `unmerge` gives the file back (new-user
trial): comments inside and around the merged facts, hand quoting, section comments between
facts, flow-style facts and CRLF, over a table of placements and a hypothesis test."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from nvfacts.cli import app
from nvfacts.loader import load
from nvfacts.merging import Cluster, apply, unmerge

HEAD = "# yaml-language-server: $schema=../nvfacts.schema.json\nsources:\n  - id: sheet\n" \
       "  - id: card\nfacts:\n"
KEEP = """\
  - id: keep
    claim: 'NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.'
    confidence: 0.90
    sources:
      - source: sheet
"""
TWIN = """\
  - id: twin
    claim: "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU"
    confidence: 0.6
    sources:
      - source: card
        locator: 'All Facts #3'
"""
OTHER = """\
  - id: other
    claim: NVLink 2.0 provides 6 links per GPU.
"""
LAST = """\
  - id: last
    claim: PCIe 5.0 x16 carries 64 GB/s in each direction.
"""


def _with(text: str, after: str, line: str) -> str:
    """``text`` with ``line`` put after the first line that starts with ``after``."""
    at = text.index(after)
    at = text.index("\n", at) + 1
    return text[:at] + line + text[at:]


def _eol(text: str, key: str, comment: str) -> str:
    at = text.index(key)
    end = text.index("\n", at)
    return text[:end] + comment + text[end:]


# each case: the store's text; the twin's lines are TWIN as the case changed it
CASES: dict[str, str] = {
    "a comment line inside the twin": HEAD + OTHER + KEEP + _with(
        TWIN, "    claim:", "    # the card's wording: keep this note\n") + LAST,
    "end-of-line comments in the twin": HEAD + OTHER + KEEP + _eol(_eol(
        TWIN, "confidence:", "  # the card said 60%"), "id: twin", "   # dup") + LAST,
    "a comment below the twin's last key": HEAD + OTHER + KEEP + TWIN
    + "    # trailing note about the twin\n" + LAST,
    "a section comment before the twin": HEAD + OTHER + KEEP + "  # --- the card ---\n" + TWIN
    + LAST,
    "a section comment after the twin": HEAD + OTHER + KEEP + TWIN + "  # --- PCIe ---\n" + LAST,
    "section comments on both sides, with blank lines": HEAD + OTHER + KEEP + "\n# card\n"
    + TWIN + "\n  # --- PCIe ---\n" + LAST,
    "comments and hand quoting in the kept fact": HEAD + OTHER + _eol(_with(
        KEEP, "    claim:", "    # checked against the datasheet\n"), "source: sheet",
        "   # p. 3") + TWIN + LAST,
    "the kept fact's list indented its own way": HEAD + OTHER + KEEP.replace(
        "      - source: sheet", "    - source: sheet") + TWIN + LAST,
    "the twin first in the store": HEAD + "  # --- first ---\n" + TWIN + KEEP.replace(
        "      - source: sheet\n", "      - source: sheet\n      - source: card\n") + OTHER
    + LAST,
    "the twin last in the file, no last line break": HEAD + OTHER + KEEP + LAST
    + TWIN.rstrip("\n"),
    "no last line break, the twin in the middle": HEAD + OTHER + KEEP + TWIN
    + LAST.rstrip("\n"),
    "the kept fact last, no last line break": HEAD + OTHER + TWIN + KEEP.replace(
        "      - source: sheet\n", "      - source: sheet\n      - source: card\n").rstrip(
        "\n"),
    "the twin last with CRLF, no last line break": (HEAD + KEEP + OTHER + TWIN).replace(
        "\n", "\r\n").rstrip("\r\n"),
    "the twin's sources in flow style": HEAD + OTHER + KEEP + TWIN.replace(
        "    sources:\n      - source: card\n        locator: 'All Facts #3'\n",
        "    sources: [{source: card}]   # flow\n") + LAST,
    "the twin in flow style": HEAD + OTHER + KEEP + "  - {id: twin, claim: \"NVLink 4.0 "
    "provides 900 GB/s of bidirectional bandwidth per GPU\", sources: [{source: card}]}\n"
    + LAST,
    "the kept fact in flow style": HEAD + OTHER + "  - {id: keep, claim: 'NVLink 4.0 provides "
    "900 GB/s of bidirectional bandwidth per GPU.', confidence: 0.90}   # flow\n" + TWIN + LAST,
    "the kept fact in flow style over two lines, a comment inside": HEAD + OTHER + "  - {id: "
    "keep, claim: 'NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.',\n"
    "     confidence: 0.90  # hand\n    }\n" + TWIN + LAST,
    "CRLF line endings": (HEAD + OTHER + KEEP + "  # --- card ---\n" + _with(
        TWIN, "    claim:", "    # note\n") + LAST).replace("\n", "\r\n"),
}


def _twin_lines(text: str) -> tuple[list[str], list[str]]:
    """The lines of the twin fact in ``text`` (dash line to its last key, with comments
    below it indented deeper than the dash), and the other lines."""
    lines = text.splitlines(keepends=True)
    start = next(i for i, line in enumerate(lines) if "id: twin" in line)
    end = start + 1
    while end < len(lines) and lines[end].startswith("    "):
        end += 1
    return lines[start:end], lines[:start] + lines[end:]


def _without_merged(lines: list[str]) -> list[str]:
    """``lines`` without the kept fact's ``merged`` block (or its flow-style key)."""
    out: list[str] = []
    inside = False
    for line in lines:
        if line.rstrip("\r\n") == "    merged:":
            inside = True
            continue
        if inside and line.startswith("      "):
            continue
        inside = False
        out.append(re.sub(r", merged: \[.*\]\}", "}", line))
    return out


@pytest.mark.parametrize("case", CASES)
def test_merge_keeps_every_other_line_and_unmerge_gives_the_file_back(tmp_path: Path,
                                                                       case: str) -> None:
    runner = CliRunner()
    store = tmp_path / "facts.yaml"
    before = CASES[case].encode("utf-8")
    store.write_bytes(before)
    result = runner.invoke(app, ["--store", str(store), "dedup", "--apply", "-f", "json"])
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["merged"] == ["twin"]
    text = CASES[case]
    after = store.read_bytes().decode("utf-8")
    twin, rest = _twin_lines(text)
    after_lines = after.splitlines(keepends=True)
    # every line but the twin's stays byte for byte, in its order (section comments included):
    # without the kept fact's new wording, the file is the one before without the twin's lines
    kept, wanted = "".join(_without_merged(after_lines)), "".join(rest)
    if not text.endswith("\n"):  # a last line without a line break gains one when lines follow
        kept, wanted = kept.rstrip("\r\n"), wanted.rstrip("\r\n")
    assert kept == wanted
    # the twin's own comments are kept inside the kept fact, with their wording
    for line in twin:
        if "#" in line and "All Facts #3" not in line:
            assert line.split("#", 1)[1].strip() in after
    # unmerge gives back the file as it was, byte for byte
    result = runner.invoke(app, ["--store", str(store), "unmerge", "twin", "-f", "json"])
    assert result.exit_code == 0, result.stderr
    assert store.read_bytes() == before


def test_unmerge_in_either_order_gives_the_file_back(tmp_path: Path) -> None:
    """Two wordings merged into one fact come back where they stood, whichever goes first."""
    third = TWIN.replace("id: twin", "id: third").replace("card", "sheet")
    text = HEAD + OTHER + KEEP + "  # two more\n" + TWIN + "  # and\n" + third + LAST
    for order in (["twin", "third"], ["third", "twin"]):
        store = tmp_path / f"{order[0]}.yaml"
        store.write_text(text, encoding="utf-8")
        apply(store, [Cluster(["keep", "twin", "third"], "keep")])
        assert "  # two more\n  # and\n" in store.read_text(encoding="utf-8")
        for fact_id in order:
            unmerge(store, fact_id)
        assert store.read_text(encoding="utf-8") == text


def test_a_wording_changed_since_its_merge_comes_back_with_its_comments(tmp_path: Path) -> None:
    """A wording verified after its merge is written back from its own lines: its comments
    stay, with the decision added."""
    from nvfacts.decisions import decide

    store = tmp_path / "facts.yaml"
    text = HEAD + KEEP + _with(TWIN, "    claim:", "    # keep this note\n") + LAST
    store.write_text(text, encoding="utf-8")
    apply(store, [Cluster(["keep", "twin"], "keep")])
    decide(store, "twin", "verified", "the datasheet, table 1")
    unmerge(store, "twin")
    after = store.read_text(encoding="utf-8")
    assert "    # keep this note\n" in after
    assert after.index("id: keep") < after.index("id: twin") < after.index("id: last")
    twin = next(f for f in load(store).store.facts if f.id == "twin")
    assert twin.status == "verified" and twin.history[0].evidence == "the datasheet, table 1"
    assert after.replace("\n    # keep this note", "").count("# keep this note") == 0


FLOW_TWIN = "  - id: twin\n    claim: 'NVLink 4.0 provides 900 GB/s of bidirectional " \
    "bandwidth per GPU'\n    sources: [{source: card}]   # flow\n"


def test_a_wording_edited_by_hand_comes_back_with_its_flow_style_lists(tmp_path: Path) -> None:
    """A merged wording whose claim was edited by hand is written back from its own lines
    with the new claim: its flow-style sources stay '[{source: card}]', its comment stays."""
    store = tmp_path / "facts.yaml"
    text = HEAD + KEEP + FLOW_TWIN + LAST
    store.write_text(text, encoding="utf-8")
    apply(store, [Cluster(["keep", "twin"], "keep")])
    merged = store.read_text(encoding="utf-8")
    wording = "        claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU\n"
    assert wording in merged
    store.write_text(merged.replace(wording, wording.replace("of bidirectional bandwidth",
                                                             "both ways")), encoding="utf-8")
    unmerge(store, "twin")
    assert store.read_text(encoding="utf-8") == HEAD + KEEP + FLOW_TWIN.replace(
        "'NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU'",
        "'NVLink 4.0 provides 900 GB/s both ways per GPU'") + LAST


@pytest.mark.parametrize("edited", [False, True])
def test_a_wording_whose_neighbour_was_deleted_comes_back_at_the_end_as_written(
        tmp_path: Path, edited: bool) -> None:
    """The fact a merged wording stood after is deleted by hand: unmerge writes the wording's
    own lines at the end of the facts (its claim edited into them, when it was edited)."""
    store = tmp_path / "facts.yaml"
    store.write_text(HEAD + KEEP + OTHER + "  # the card\n" + FLOW_TWIN + LAST, encoding="utf-8")
    apply(store, [Cluster(["keep", "twin"], "keep")])
    merged = store.read_text(encoding="utf-8")
    assert "after: other" in merged
    wording = "        claim: NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU\n"
    if edited:
        merged = merged.replace(wording, wording.replace("per GPU", "per H100"))
    store.write_text(merged.replace(OTHER, ""), encoding="utf-8")
    unmerge(store, "twin")
    twin = FLOW_TWIN.replace("per GPU'", "per H100'") if edited else FLOW_TWIN
    assert store.read_text(encoding="utf-8") == HEAD + KEEP + "  # the card\n" + LAST + twin


def test_a_store_without_the_new_field_unmerges_as_before(tmp_path: Path) -> None:
    """A wording merged by an older nvfacts (no `original`) is appended at the end."""
    store = tmp_path / "facts.yaml"
    store.write_text(HEAD + KEEP + "    merged:\n      - id: twin\n        claim: NVLink 4.0 "
                     "gives 900 GB/s per GPU\n" + LAST, encoding="utf-8")
    unmerge(store, "twin")
    assert [f.id for f in load(store).store.facts] == ["keep", "last", "twin"]


# -- any placement of comments ------------------------------------------------------------

def _fact(fact_id: str, claim: str, source: str, slots: list[bool], quote: int,
          flow: bool) -> str:
    quoted = [claim, f"'{claim}'", f'"{claim}"'][quote]
    if flow:
        return f"  - {{id: {fact_id}, claim: {quoted}, sources: [{{source: {source}}}]}}" + \
            ("  # flow\n" if slots[0] else "\n")
    lines = [f"  - id: {fact_id}" + ("  # eol" if slots[0] else ""),
             *(["    # inside " + fact_id] if slots[1] else []),
             f"    claim: {quoted}",
             *(["    # before sources"] if slots[2] else []),
             "    sources:",
             f"      - source: {source}" + (" # cite" if slots[3] else ""),
             *(["    # below " + fact_id] if slots[4] else [])]
    return "".join(line + "\n" for line in lines)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(slots=st.lists(st.booleans(), min_size=13, max_size=13),
       quotes=st.tuples(st.integers(0, 2), st.integers(0, 2)),
       flows=st.tuples(st.booleans(), st.booleans()),
       twin_first=st.booleans(), crlf=st.booleans(), pair_last=st.booleans(),
       unended=st.booleans())
def test_any_comment_placement_round_trips(tmp_path: Path, slots: list[bool],
                                           quotes: tuple[int, int], flows: tuple[bool, bool],
                                           twin_first: bool, crlf: bool, pair_last: bool,
                                           unended: bool) -> None:
    """Any placement of comments, quoting, flow-style facts or lists (the sources of a block
    fact, ``slots``), the pair in the middle or last, CRLF, with or without a last line break:
    merge keeps every other line and unmerge gives the file back byte for byte."""
    keep = _fact("keep", "NVLink 4.0 provides 900 GB/s per GPU.", "sheet", slots[:5],
                 quotes[0], flows[0])
    twin = _fact("twin", "NVLink 4.0 provides 900 GB/s per GPU", "card", slots[5:10],
                 quotes[1], flows[1])
    section = ["  # --- section ---\n" if slots[10] else "", "# column 0\n" if slots[11] else ""]
    pair = [twin, keep] if twin_first else [keep, twin]
    if slots[12] and not flows[1]:  # the twin's sources in flow style
        twin = re.sub(r"    sources:\n      - source: card( # cite)?\n",
                      r"    sources: [{source: card}]\1\n", twin)
        pair = [twin, keep] if twin_first else [keep, twin]
    body = section[0] + pair[0] + section[1] + pair[1]
    text = HEAD + OTHER + (LAST + body if pair_last else body + LAST)
    if unended:
        text = text.rstrip("\n")
    if crlf:
        text = text.replace("\n", "\r\n")
    store = tmp_path / "facts.yaml"
    store.write_bytes(text.encode("utf-8"))
    apply(store, [Cluster(["keep", "twin"], "keep")])
    after = store.read_bytes().decode("utf-8")
    _, rest = _twin_lines(text)
    kept, wanted = "".join(_without_merged(after.splitlines(keepends=True))), "".join(rest)
    if unended:  # a last line without a line break gains one when lines follow it
        kept, wanted = kept.rstrip("\r\n"), wanted.rstrip("\r\n")
    assert kept == wanted
    facts = load(store).store.facts
    assert [m.id for m in next(f for f in facts if f.id == "keep").merged] == ["twin"]
    unmerge(store, "twin")
    assert store.read_bytes().decode("utf-8") == text


def test_a_second_merge_in_a_store_indented_its_own_way_round_trips(tmp_path: Path) -> None:
    """Dashes indented by four, a dash alone on its line, lists at their key's indent, a fact
    holding a merged wording already: the new wording goes after that one, and unmerge gives
    the file back."""
    text = """\
sources:
- id: card   # kept
facts:
    -   id: keep
        claim: 'NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.'
        merged:
        -   id: older
            claim: NVLink 4.0 gives 900 GB/s per GPU bidirectionally   # older wording
    # between
    -
        id: twin
        claim: "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU"
        sources:
        -   source: card    # c
    -   id: last
        claim: PCIe 5.0 x16 carries 64 GB/s in each direction.
"""
    store = tmp_path / "facts.yaml"
    store.write_text(text, encoding="utf-8")
    apply(store, [Cluster(["keep", "twin"], "keep")])
    after = store.read_text(encoding="utf-8")
    assert after.startswith(text[: text.index("    # between")])
    assert after.endswith("    # between\n" + text[text.index("    -   id: last"):])
    assert [m.id for m in load(store).store.facts[0].merged] == ["older", "twin"]
    unmerge(store, "twin")
    assert store.read_text(encoding="utf-8") == text


def test_show_of_a_merged_fact_prints_the_wording_not_its_stored_lines(tmp_path: Path) -> None:
    """The lines kept for an exact unmerge are the store's business: `show` prints the merged
    wording's claim and citations, not the YAML it came from."""
    store = tmp_path / "facts.yaml"
    store.write_text(HEAD + KEEP + "    # the sheet's own words\n" + TWIN + OTHER, encoding="utf-8")
    apply(store, [Cluster(ids=["keep", "twin"], keep="keep")])
    assert "original" in store.read_text(encoding="utf-8")
    result = CliRunner().invoke(app, ["--store", str(store), "show", "keep", "-f", "json"])
    assert result.exit_code == 0, result.stderr
    merged = json.loads(result.stdout)["fact"]["merged"]
    assert [m["id"] for m in merged] == ["twin"] and "original" not in merged[0]
    assert merged[0]["sources"] == [{"source": "card", "locator": "All Facts #3"}]
