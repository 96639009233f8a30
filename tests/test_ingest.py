"""Ingesting knowledge-card pages, JSONL and CSV: exact, idempotent, nothing but claims."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import PAGES, ROOT, SEED, STORE
from nvfacts.cli import app
from nvfacts.errors import ParseError
from nvfacts.ingest import ingest
from nvfacts.lang import detect
from nvfacts.loader import load

SEED_LABELS = [(0.9, "verified"), (0.9, "verified"), (0.8, "verified"), (0.75, "verified"),
               (0.75, "verified"), (0.7, "verified"), (0.65, "verified"), (0.65, "unverified"),
               (0.9, "unverified"), (0.9, "unverified"), (0.9, "unverified"),
               (0.85, "unverified"), (0.85, "unverified"), (0.8, "unverified"),
               (0.7, "unverified"), (0.7, "unverified"), (0.7, "unverified"),
               (0.7, "unverified"), (0.7, "unverified"), (0.7, None)]


def test_seed_page_gives_30_facts_with_their_own_labels(empty_store: Path) -> None:
    report = ingest(empty_store, [SEED], "nvlink-card")
    facts = load(empty_store).store.facts
    assert len(report.added) == 30 and len(facts) == 30
    all_facts = [f for f in facts if any((c.locator or "").startswith("All Facts")
                                         for c in f.sources)]
    assert len(all_facts) == 20
    for number, (fact, (confidence, status)) in enumerate(zip(all_facts, SEED_LABELS,
                                                              strict=True), 1):
        cite = next(c for c in fact.sources if c.locator == f"All Facts #{number}")
        assert (cite.confidence, cite.status) == (confidence, status), number
        assert fact.confidence == confidence
        assert fact.status == (status or "unverified")
    unidirectional = next(f for f in facts if "unidirectional" in f.claim)
    assert unidirectional.confidence == 0.7 and unidirectional.status == "verified"
    last = all_facts[-1]
    assert last.claim.startswith("The fifth generation of NVLink")
    assert last.sources[0].status is None  # the page gave no status


def test_core_facts_become_second_citations(empty_store: Path) -> None:
    ingest(empty_store, [SEED], "nvlink-card")
    facts = load(empty_store).store.facts
    cited = {c.locator: f.id for f in facts for c in f.sources}
    for n in (1, 2, 3):
        assert cited[f"Core Facts #{n}"] == cited[f"All Facts #{n}"]
    timeline = [f for f in facts if "timeline" in f.tags]
    assert len(timeline) == 10
    assert all(f.confidence is None and f.status == "unverified" for f in timeline)
    claims = " ".join(f.claim for f in facts)
    assert "more timeline events" not in claims and "All Facts" not in claims


def test_source_gets_title_and_summary(empty_store: Path) -> None:
    ingest(empty_store, [SEED], "nvlink-card", title="NVLink knowledge card", reliability=0.5)
    source = load(empty_store).store.sources[0]
    assert (source.id, source.title, source.kind, source.reliability) == (
        "nvlink-card", "NVLink knowledge card", "knowledge-card", 0.5)
    assert source.description and source.description.startswith("NVLink is a high-speed")


def test_second_ingest_changes_no_byte(empty_store: Path) -> None:
    ingest(empty_store, [SEED], "nvlink-card")
    before = empty_store.read_bytes()
    report = ingest(empty_store, [SEED], "nvlink-card")
    assert report.added == [] and report.merged == [] and len(report.unchanged) == 30
    assert empty_store.read_bytes() == before


def test_bundled_store_holds_the_seed_exactly(store: Path) -> None:
    """Regenerating the seed part of data/facts.yaml with ingest changes nothing."""
    before = store.read_bytes()
    report = ingest(store, [SEED], "nvlink-card", title="NVLink knowledge card")
    assert report.added == [] and report.merged == []
    assert store.read_bytes() == before


def test_ids_are_stable_and_readable(tmp_path: Path) -> None:
    ids = []
    for name in ("a.yaml", "b.yaml"):
        path = tmp_path / name
        path.write_text("facts: []\n", encoding="utf-8")
        ingest(path, [SEED], "card")
        ids.append([f.id for f in load(path).store.facts])
    assert ids[0] == ids[1]
    assert "nvlink-4-has-bidirectional-bandwidth-900-gb" in ids[0]
    assert len(set(ids[0])) == 30


def test_partial_overlap_adds_only_what_is_new(store: Path) -> None:
    report = ingest(store, [PAGES / "pcie-card.txt"], "pcie-card")
    assert len(report.added) == 4
    again = ingest(store, [PAGES / "pcie-card.txt"], "pcie-card")
    assert again.added == [] and len(again.unchanged) == 4


def test_crlf_page_with_100_percent_and_bare_last_label(empty_store: Path) -> None:
    ingest(empty_store, [PAGES / "infiniband-crlf.txt"], "ib")
    facts = {f.claim: f for f in load(empty_store).store.facts}
    assert len(facts) == 4
    ndr = facts["InfiniBand NDR runs at 400 Gb/s per port."]
    assert (ndr.confidence, ndr.status) == (1.0, "verified")
    assert [c.locator for c in ndr.sources] == ["All Facts #1", "Core Facts #1"]
    xdr = facts["InfiniBand XDR doubles NDR to 800 Gb/s per port."]
    assert (xdr.confidence, xdr.status, xdr.sources[0].status) == (0.85, "unverified", None)
    assert "timeline" in facts["A new Quantum-X800 switch shipped with XDR ports."].tags


def test_chinese_page(empty_store: Path) -> None:
    ingest(empty_store, [PAGES / "chinese-card.txt"], "zh-card")
    facts = load(empty_store).store.facts
    assert [(f.lang, f.confidence, f.status) for f in facts] == [
        ("zh", 0.95, "verified"), ("zh", 0.6, "unverified"), ("zh", 0.75, "unverified"),
        ("zh", 0.7, "unverified")]  # the third: a Chinese sentence with an English gloss
    assert len(facts[0].sources) == 2


@pytest.mark.parametrize(("claim", "lang"), [
    ("2024年GTC上NVIDIA发布Blackwell B200，NVLink 5.0单GPU带宽1.8TB/s。", "zh"),  # noqa: RUF001
    ("NVIDIA GB200 NVL72 的 NVLink Switch 总带宽 130 TB/s", "zh"),
    ("XDR InfiniBand：1.6Tb/s。", "zh"),  # noqa: RUF001
    ("NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.", "en"),
    ("Chinese vendor pages call bandwidth 带宽 and a link 链路 in their NVLink tables.", "en"),
])
def test_a_chinese_claim_full_of_latin_names_is_chinese(claim: str, lang: str) -> None:
    """Product names are Latin words in Chinese claims; counted letter by letter they
    outweighed the Chinese, and `query --lang zh` missed the claim."""
    assert detect(claim) == lang


def test_core_fact_missing_from_all_facts_and_repeated_timeline(empty_store: Path) -> None:
    ingest(empty_store, [PAGES / "pcie-card.txt"], "pcie")
    facts = {f.claim: f for f in load(empty_store).store.facts}
    assert len(facts) == 4
    pcie5 = facts["A PCIe 5.0 x16 link carries about 64 GB/s per direction."]
    assert sorted(c.locator or "" for c in pcie5.sources) == [
        "All Facts #1", "Core Facts #1", "Timeline #2"]
    assert pcie5.confidence == 0.9
    pam4 = facts["PCIe 6.0 uses PAM4 signalling."]
    assert pam4.confidence is None and pam4.sources[0].locator == "Core Facts #2"


def test_jsonl_and_csv(empty_store: Path) -> None:
    ingest(empty_store, [PAGES / "claims.jsonl", PAGES / "claims.csv"], "imports")
    loaded = load(empty_store).store
    facts = {f.claim: f for f in loaded.facts}
    assert len(facts) == 4
    nvl3 = facts["NVLink 3.0 provides 600 GB/s of bidirectional bandwidth per A100 GPU."]
    assert (nvl3.confidence, nvl3.status, nvl3.tags) == (0.8, "verified", ["nvlink-3"])
    nvswitch = facts["NVSwitch connects all GPUs in an HGX H100 board."]
    assert nvswitch.sources[0].source == "forum-post" and nvswitch.confidence == 0.7
    assert facts["NVLink 2.0 gives a V100 six links."].tags == ["link-count", "nvlink-2"]
    assert {s.id for s in loaded.sources} == {"imports", "forum-post"}


@pytest.mark.parametrize(("name", "line", "words"), [
    ("no-headings.txt", 1, "not a knowledge-card page"),
    ("label-first.txt", 4, "belongs to the claim above it"),
    ("count-mismatch.txt", 3, "announces 3 claims but 2 were found"),
    ("over-100.txt", 5, "over 100%"),
    ("unknown-heading.txt", 7, "outside the All Facts section"),
    ("broken.jsonl", 2, "not JSON"),
    ("no-claim-column.csv", 1, "no 'claim' column"),
])
def test_malformed_inputs_name_the_line_and_write_nothing(empty_store: Path, name: str,
                                                          line: int, words: str) -> None:
    before = empty_store.read_bytes()
    with pytest.raises(ParseError) as info:
        ingest(empty_store, [PAGES / "bad" / name], "bad")
    assert info.value.problem.line == line
    assert words in info.value.problem.message
    assert empty_store.read_bytes() == before


@pytest.mark.parametrize("heading", ["All facts 2", "All Facts【2】", "ALL FACTS [2]:",
                                     "All Facts - 2", "All Facts: 2", "全部事实\uff082\uff09"])
def test_all_facts_headings_as_pages_print_them(empty_store: Path, tmp_path: Path,
                                                heading: str) -> None:
    page = tmp_path / "card.txt"
    page.write_text(f"NVLink\nA page.\n{heading}\nNVLink 4.0 has 18 links per GPU.\n"
                    "80%VerifiedNVLink 3.0 has 12 links per GPU.\n70%Unverified\n",
                    encoding="utf-8")
    ingest(empty_store, [page], "card")
    facts = load(empty_store).store.facts
    assert sorted((f.claim, f.confidence, f.status) for f in facts) == [
        ("NVLink 3.0 has 12 links per GPU.", 0.7, "unverified"),
        ("NVLink 4.0 has 18 links per GPU.", 0.8, "verified")]


@pytest.mark.parametrize("heading", ["Timeline【2】", "Timeline [2]", "Timeline 2",
                                     "Timeline (2 events)", "时间线\uff1a2"])
def test_timeline_headings_with_a_count_start_the_timeline(empty_store: Path, tmp_path: Path,
                                                           heading: str) -> None:
    page = tmp_path / "card.txt"
    page.write_text(f"NVLink\nA page.\n{heading}\n2016: NVLink 1.0 ships with the P100.\n"
                    "2018: NVSwitch 1.0 ships in the DGX-2.\n", encoding="utf-8")
    ingest(empty_store, [page], "card")
    facts = load(empty_store).store.facts
    assert sorted(f.claim for f in facts) == ["2016: NVLink 1.0 ships with the P100.",
                                              "2018: NVSwitch 1.0 ships in the DGX-2."]
    assert all(c.locator and c.locator.startswith("Timeline #") for f in facts
               for c in f.citations())


def test_chinese_status_labels_are_labels(empty_store: Path, tmp_path: Path) -> None:
    """A Chinese page prints its labels' statuses in Chinese (lexicon status-words)."""
    page = tmp_path / "card.txt"
    page.write_text("NVLink 卡片\n一页。\n全部事实\uff083\uff09\n"
                    "第四代NVLink每块GPU双向带宽900GB/s。\n80%已验证第三代NVLink每块GPU有12条链路。\n70%未验证B200有18条链路。\n"
                    "60%有争议\n", encoding="utf-8")
    ingest(empty_store, [page], "card")
    facts = load(empty_store).store.facts
    assert sorted((f.claim, f.confidence, f.status) for f in facts) == [
        ("B200有18条链路。", 0.6, "disputed"),
        ("第三代NVLink每块GPU有12条链路。", 0.7, "unverified"),
        ("第四代NVLink每块GPU双向带宽900GB/s。", 0.8, "verified")]


def test_a_chinese_cards_headings_as_the_readme_gives_them(empty_store: Path,
                                                          tmp_path: Path) -> None:
    """Trial 27: a card headed 核心事实 and 全部事实 (2) ingested right, but the README named
    only the English headings; it names these, and they read as Core Facts and All Facts."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert all(f"`{h}`" in readme for h in ("核心事实", "时间线", "全部事实", "所有事实"))
    page = tmp_path / "card.txt"
    page.write_text("NVLink 知识卡片\n\nNVLink 是英伟达的 GPU 高速互连技术。\n\n核心事实\n"
                    "第四代 NVLink 每 GPU 双向带宽 900GB/s。\n\n全部事实 (2)\n"
                    "第四代 NVLink 每 GPU 双向带宽 900GB/s。\n90%已验证\n"
                    "PCIe 5.0 x16 双向带宽约 128GB/s。\n70%未验证\n", encoding="utf-8")
    ingest(empty_store, [page], "card")
    facts = {f.claim: f for f in load(empty_store).store.facts}
    first = facts["第四代 NVLink 每 GPU 双向带宽 900GB/s。"]
    assert [c.locator for c in first.citations()] == ["All Facts #1", "Core Facts #1"]
    assert (first.status, facts["PCIe 5.0 x16 双向带宽约 128GB/s。"].status) == (
        "verified", "unverified")


def test_cli_ingest_json(runner: CliRunner, empty_store: Path) -> None:
    result = runner.invoke(app, ["ingest", str(SEED), "--source-id", "nvlink-card",
                                 "--store", str(empty_store), "-f", "json"])
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert len(data["added"]) == 30 and data["merged"] == [] and data["unchanged"] == []
    result = runner.invoke(app, ["ingest", str(PAGES / "bad" / "label-first.txt"),
                                 "--source-id", "x", "--store", str(empty_store)])
    assert result.exit_code == 2
    assert "label-first.txt:4:1" in result.stderr


def test_bundled_store_is_valid() -> None:
    assert load(STORE).store.facts


def test_a_second_ingest_of_near_duplicates_changes_no_byte(store: Path, tmp_path: Path) -> None:
    """README: a near-duplicate of a fact becomes one more wording of it, and the same page
    twice changes no byte: the second ingest matches the merged wording (no '-2' copy)."""
    page = tmp_path / "claims.jsonl"
    page.write_text(json.dumps({"claim": "nvlink 4.0 offers a bidirectional bandwidth of up to "
                                "900GB/s, while the bandwidth of a traditional PCIe bus is about "
                                "64 GB/s", "confidence": 0.6}) + "\n", encoding="utf-8")
    first = ingest(store, [page], "forum-copy")
    assert first.added == [] and len(first.merged) == 1
    after = store.read_bytes()
    second = ingest(store, [page], "forum-copy")
    assert second.added == [] and second.merged == []
    assert second.unchanged == first.merged
    assert store.read_bytes() == after


def test_ids_of_claims_opening_alike_cost_a_try_or_two_each() -> None:
    """A page of many claims with the same first words (the 100k benchmark page has thousands
    a slug) gets the ids unique_id gives one by one, -2, -3 ..., without trying every number
    before each: the tries grow with the claims, not with their square."""
    from nvfacts.ids import slug, unique_id
    from nvfacts.ingest import _Taken

    class Counted(set[str]):
        tries = 0

        def __contains__(self, item: object) -> bool:
            Counted.tries += 1
            return super().__contains__(item)

    claims = [f"NVLink 4.0 has a bandwidth of 900 GB/s per GPU, case {k}." for k in range(300)]
    base = slug(claims[0])
    expected = {f"{base}-3"}
    wanted = []
    for claim in claims:
        wanted.append(unique_id(claim, expected))
        expected.add(wanted[-1])
    assert wanted[:3] == [base, f"{base}-2", f"{base}-4"]
    taken = _Taken(Counted({f"{base}-3"}))
    assert [taken.new(claim) for claim in claims] == wanted
    assert Counted.tries <= 3 * len(claims)


def _ingest_cli(runner: CliRunner, store: Path, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["--store", str(store), "ingest", *args],
                           catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def _card(tmp_path: Path, second: str) -> Path:
    page = tmp_path / "p.txt"
    page.write_text(f"P\nS.\nAll Facts (2)\nNVLink 2.0 has 6 links per V100.\n{second}\n60%\n",
                    encoding="utf-8")
    return page


@pytest.mark.parametrize(("label", "confidence", "status"), [
    ("\uff18\uff10\uff05Verified", 0.8, "verified"),  # full-width digits and percent sign
    ("\uff19\uff10\uff05", 0.9, None),
    ("90%Refuted", 0.9, "refuted"),
    ("90%Disputed", 0.9, "disputed"),
])
def test_labels_glued_to_a_claim_are_read_not_stored_as_its_words(
        runner: CliRunner, empty_store: Path, tmp_path: Path, label: str,
        confidence: float, status: str | None) -> None:
    page = _card(tmp_path, f"{label}NVLink 3.0 has 12 links per A100.")
    code, _, err = _ingest_cli(runner, empty_store, str(page), "--source-id", "x")
    assert code == 0, err
    facts = load(empty_store).store.facts
    assert [f.claim for f in facts] == ["NVLink 2.0 has 6 links per V100.",
                                        "NVLink 3.0 has 12 links per A100."]
    assert (facts[0].sources[0].confidence, facts[0].sources[0].status) == (confidence, status)


@pytest.mark.parametrize(("line", "said"), [
    ("90%PendingNVLink 3.0 has 12 links per A100.", "status 'Pending', which is not one of"),
    ("The H100 reached 80%VerifiedNVLink 3.0 has 12 links.", "'80%Verified') inside the line"),
])
def test_a_label_the_page_cannot_hold_is_refused_at_its_line(
        runner: CliRunner, store: Path, tmp_path: Path, line: str, said: str) -> None:
    before = store.read_bytes()
    page = _card(tmp_path, line)
    code, out, err = _ingest_cli(runner, store, str(page), "--source-id", "x")
    assert (code, out) == (2, "")
    assert f"{page}:5:1:" in err and said in err
    assert store.read_bytes() == before


def test_a_lexicon_name_after_a_bare_label_starts_the_claim(empty_store: Path,
                                                            tmp_path: Path) -> None:
    page = _card(tmp_path, "90%InfiniBand HDR runs at 200 Gb/s per port.")
    ingest(empty_store, [page], "x")
    assert [f.claim for f in load(empty_store).store.facts][1] == \
        "InfiniBand HDR runs at 200 Gb/s per port."


def test_a_jsonl_line_with_a_key_twice_is_refused_at_its_line(
        runner: CliRunner, store: Path, tmp_path: Path) -> None:
    before = store.read_bytes()
    rows = tmp_path / "rows.jsonl"
    rows.write_text('{"claim": "NVLink 4.0 has 18 links."}\n{"claim": "a", "claim": "b"}\n',
                    encoding="utf-8")
    code, out, err = _ingest_cli(runner, store, str(rows), "--source-id", "x")
    assert (code, out) == (2, "")
    assert f"{rows}:2:16: duplicate key 'claim'" in err
    assert store.read_bytes() == before


def test_csv_header_names_any_case_and_claims_on_one_line(
        runner: CliRunner, empty_store: Path, tmp_path: Path) -> None:
    table = tmp_path / "c.csv"
    table.write_text('Claim,CONFIDENCE\n"NVLink 4.0 has\n18 links   per H100.",0.9\n',
                     encoding="utf-8")
    code, out, err = _ingest_cli(runner, empty_store, str(table), "--source-id", "x",
                                 "-f", "table")
    assert code == 0, err
    [fact] = load(empty_store).store.facts
    assert (fact.claim, fact.confidence) == ("NVLink 4.0 has 18 links per H100.", 0.9)
    assert [line.split()[1:4:2] for line in out.splitlines() if "│" in line] == [
        ["added", "1"], ["merged", "0"], ["unchanged", "0"]]
    code, out, _ = _ingest_cli(runner, empty_store, str(table), "--source-id", "x",
                               "-f", "table")
    assert code == 0 and "│ unchanged │     1 │" in out


def test_a_utf16_table_is_refused_with_how_to_save_it(runner: CliRunner, empty_store: Path,
                                                      tmp_path: Path) -> None:
    """Excel's 'Unicode Text' is UTF-16: ingest says to save it as UTF-8 ('CSV UTF-8'), where
    it said only that the bytes are not UTF-8."""
    table = tmp_path / "c.csv"
    table.write_bytes("claim\nNVLink 4.0 为每块 H100 提供 18 条链路。\n".encode("utf-16"))
    code, _, err = _ingest_cli(runner, empty_store, str(table), "--source-id", "x")
    assert code == 2 and f"{table}:1:1: the file is UTF-16" in err and "'CSV UTF-8'" in err


def test_an_input_over_the_limit_is_refused_with_what_to_do(runner: CliRunner, empty_store: Path,
                                                             tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    from nvfacts import ingest as ingesting

    monkeypatch.setattr(ingesting, "MAX_INPUT", 64)
    page = tmp_path / "big.jsonl"
    page.write_text('{"claim": "NVLink 2.0 gives a V100 six links."}\n' * 3, encoding="utf-8")
    before = empty_store.read_bytes()
    result = runner.invoke(app, ["ingest", str(page), "--source-id", "x",
                                 "--store", str(empty_store)])
    assert result.exit_code == 2 and "big.jsonl:1:1" in result.stderr
    assert "split it and ingest the parts" in result.stderr
    assert empty_store.read_bytes() == before


def _as_markdown(page: str) -> str:
    """A plain knowledge-card page as a Markdown copy writes it: '#' before the title, '##'
    before the headings (some bold), each claim a list item of its own kind, labels emphasised."""
    from nvfacts.cardpage import _heading

    bullets = ["- ", "* ", "+ ", "3. "]
    wraps = ["**", "_", "__", "*"]
    lines = page.splitlines()
    out = [f"# {lines[0]}"]
    for n, line in enumerate(lines[1:]):
        if _heading(line):
            out += ["", f"## **{line}**" if n % 2 else f"## {line}", "---"]
            continue
        glued = re.match(r"^(\d+%(?:Verified|Unverified)?)(.*)$", line)
        if glued:
            wrap = wraps[n % len(wraps)]
            line = f"{wrap}{glued.group(1)}{wrap}{glued.group(2)}"
        out.append(bullets[n % len(bullets)] + line if n > 1 else line)
    return "\n".join(out) + "\n"


def test_a_markdown_copy_of_a_page_is_read_as_the_page(empty_store: Path,
                                                      tmp_path: Path) -> None:
    markdown = tmp_path / "card.md"
    markdown.write_text(_as_markdown(SEED.read_text(encoding="utf-8")), encoding="utf-8")
    assert "## **" in markdown.read_text(encoding="utf-8")
    plain_first = tmp_path / "plain.yaml"
    plain_first.write_text("facts: []\n", encoding="utf-8")
    ingest(plain_first, [SEED], "nvlink-card")
    report = ingest(empty_store, [markdown], "nvlink-card")
    assert len(report.added) == 30
    assert empty_store.read_bytes() == plain_first.read_bytes()
    before = plain_first.read_bytes()
    again = ingest(plain_first, [markdown], "nvlink-card")
    assert (again.added, again.merged, len(again.unchanged)) == ([], [], 30)
    assert plain_first.read_bytes() == before


def test_markdown_items_and_emphasised_labels(empty_store: Path, tmp_path: Path) -> None:
    page = tmp_path / "card.md"
    page.write_text("### NVSwitch\nSwitch chips.\n\n**All Facts (3)**:\n"
                    "1. NVSwitch 3.0 has 64 NVLink 4.0 ports.\n"
                    "2. *75%Verified* The DGX H100 has four NVSwitch chips.\n"
                    "3) __60%__\n* * *\n- The NVL72 rack holds 72 GPUs.\n+ _55%unverified_\n",
                    encoding="utf-8")
    ingest(empty_store, [page], "card")
    store = load(empty_store).store
    assert store.sources[0].title == "NVSwitch"
    assert [(f.claim, f.confidence, f.status) for f in store.facts] == [
        ("NVSwitch 3.0 has 64 NVLink 4.0 ports.", 0.75, "verified"),
        ("The DGX H100 has four NVSwitch chips.", 0.6, "unverified"),
        ("The NVL72 rack holds 72 GPUs.", 0.55, "unverified")]


def test_a_markdown_table_in_all_facts_gives_a_claim_per_row_naming_its_columns(
        runner: CliRunner, empty_store: Path, tmp_path: Path) -> None:
    """Trial 11: the header row and '|---|' were stored as claims (the rule with a 'zh-' id),
    and the rows lost their column names."""
    page = tmp_path / "card.md"
    page.write_text("# NVLink platforms\nFigures of NVLink systems.\n\n## All Facts (3)\n\n"
                    "| Platform | GPUs | NVLink per GPU | Total NVLink |\n"
                    "|---|:---:|---|--:|\n"
                    "| GB200 NVL72 | 72 | 1.8 TB/s | 130 TB/s |\n"
                    "| HGX H100 | 8 | 900 GB/s | 7.2 TB/s |\n85%Verified\n\n"
                    "NVLink 4.0 offers 900 GB/s per GPU.\n— — —\n", encoding="utf-8")
    ingest(empty_store, [page], "card")
    facts = load(empty_store).store.facts
    assert [(f.claim, f.confidence, f.sources[0].locator) for f in facts] == [
        ("Platform: GB200 NVL72; GPUs: 72; NVLink per GPU: 1.8 TB/s; Total NVLink: 130 TB/s",
         None, "All Facts #1"),
        ("Platform: HGX H100; GPUs: 8; NVLink per GPU: 900 GB/s; Total NVLink: 7.2 TB/s",
         0.85, "All Facts #2"),
        ("NVLink 4.0 offers 900 GB/s per GPU.", None, "All Facts #3")]
    assert not any(f.id.startswith("zh-") for f in facts)
    shown = json.loads(runner.invoke(app, ["show", facts[0].id, "--store", str(empty_store),
                                           "-f", "json"]).stdout)["fact"]
    assert {(a["subject"], a["attribute"], a["value"], a["scope"])
            for a in shown["assertions"]} == {
        ("GB200 NVL72", "gpu-count", 72, None), ("GB200 NVL72", "bandwidth", 1800, "per-gpu"),
        ("GB200 NVL72", "bandwidth", 130000, "aggregate")}


@pytest.mark.parametrize(("claim", "prefix"), [("ωμέγα δέλτα", "en-"), ("第五代互连", "zh-")])
def test_an_id_made_of_a_hash_starts_with_the_claims_language(
        runner: CliRunner, empty_store: Path, claim: str, prefix: str) -> None:
    result = runner.invoke(app, ["add", claim, "--store", str(empty_store), "-f", "json"])
    assert result.exit_code == 0, result.stderr
    fact = json.loads(result.stdout)["fact"]
    assert fact["id"].startswith(prefix) and fact["lang"] == prefix[:2]


def test_ingest_declares_its_new_source_of_the_kind_given(runner: CliRunner,
                                                          empty_store: Path) -> None:
    page = PAGES / "pcie-card.txt"
    code, _, err = _ingest_cli(runner, empty_store, str(page), "--source-id", "pcie-review",
                               "--source-kind", "article", "--reliability", "0.75")
    assert code == 0, err
    source = load(empty_store).store.sources[0]
    assert (source.kind, source.reliability) == ("article", 0.75)
    before = empty_store.read_bytes()
    code, _, err = _ingest_cli(runner, empty_store, str(page), "--source-id", "pcie-review",
                               "--source-kind", "forum")
    assert code == 2 and "'pcie-review' is declared already (kind article" in err
    code, _, err = _ingest_cli(runner, empty_store, str(page), "--source-id", "pcie-review",
                               "--reliability", "0.2")
    assert code == 2 and "--reliability describes a source the store does not declare" in err
    assert empty_store.read_bytes() == before
    code, _, err = _ingest_cli(runner, empty_store, str(page), "--source-id", "pcie-review",
                               "--source-kind", "article", "--reliability", "0.75")
    assert code == 0, err
    assert empty_store.read_bytes() == before


# -- what the new-user trial 7 met: a misspelt name read as nothing, a missing page --------------

MISSPELT = ("Planner page\nClaims of uneven quality.\nAll Facts (3)\n"
            "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.\n90%Verified"
            "NVLnk 4.0 offers 900GB/s bi-directional bandwidth for each GPU.\n70%Unverified"
            "NVIDIA keeps a changelog of its drivers.\n50%Unverified\n")


def test_ingest_names_the_claims_it_read_nothing_from(runner: CliRunner, empty_store: Path,
                                                      tmp_path: Path) -> None:
    page = tmp_path / "page.txt"
    page.write_text(MISSPELT, encoding="utf-8")
    code, out, err = _ingest_cli(runner, empty_store, str(page), "--source-id", "planner",
                                 "-f", "json")
    assert code == 0, err
    found = json.loads(out)
    assert found["unread"] == ["nvlnk-4-offers-900gb-bi-directional-bandwidth",
                               "nvidia-keeps-changelog-drivers"]
    assert found["did_you_mean"] == {"nvlnk-4-offers-900gb-bi-directional-bandwidth": ["NVLink"]}
    assert "did you mean NVLink?" in err and "nothing was read from 2 claim(s)" in err
    assert "nvfacts check --unread" in err
    code, out, err = _ingest_cli(runner, empty_store, str(page), "--source-id", "planner",
                                 "-f", "json")
    assert json.loads(out)["unread"] == [] and "nothing was read" not in err  # nothing new


def test_a_missing_page_is_named_with_a_page_hint(runner: CliRunner, empty_store: Path,
                                                  tmp_path: Path) -> None:
    code, _, err = _ingest_cli(runner, empty_store, str(tmp_path / "nosuch.txt"),
                               "--source-id", "x1")
    assert code == 2
    assert f"{tmp_path / 'nosuch.txt'}: no such file: check the page's name" in err
    assert "facts: []" not in err and "--store" not in err  # not the store's hint


def test_near_identical_claims_of_one_page_become_one_fact(runner: CliRunner,
                                                           empty_store: Path,
                                                           tmp_path: Path) -> None:
    """New-user trial 7: '... per GPU.' and '... per GPU!' became two facts that dedup then
    merged; ingest merges them as dedup would, the second wording kept as merged."""
    page = tmp_path / "page.txt"
    page.write_text("Planner page\nClaims.\nAll Facts (3)\n"
                    "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU.\n90%Verified"
                    "The H100 SXM5 has 18 NVLink links.\n90%Verified"
                    "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU!\n"
                    "65%Unverified\n", encoding="utf-8")
    code, out, err = _ingest_cli(runner, empty_store, str(page), "--source-id", "planner",
                                 "-f", "json")
    assert code == 0, err
    first = "nvlink-4-provides-900-gb-bidirectional-bandwidth"
    assert json.loads(out)["added"] == [first, "h100-sxm5-has-18-nvlink-links"]
    facts = load(empty_store).store.facts
    assert [f.id for f in facts] == [first, "h100-sxm5-has-18-nvlink-links"]
    (mention,) = facts[0].merged
    assert (mention.id, mention.claim, mention.confidence, mention.status) == (
        first + "-2", "NVLink 4.0 provides 900 GB/s of bidirectional bandwidth per GPU!", 0.65,
        "unverified")
    assert [c.locator for c in facts[0].citations()] == ["All Facts #1", "All Facts #3"]
    assert facts[0].citations()[1].independent is False  # the same page, again
    result = runner.invoke(app, ["--store", str(empty_store), "dedup", "-f", "json"])
    assert json.loads(result.stdout)["clusters"] == []
    before = empty_store.read_bytes()
    code, out, _ = _ingest_cli(runner, empty_store, str(page), "--source-id", "planner",
                               "-f", "json")
    assert json.loads(out)["added"] == [] and empty_store.read_bytes() == before


def test_a_chinese_page_saved_as_gbk_is_read_with_its_encoding(runner: CliRunner,
                                                               empty_store: Path,
                                                               tmp_path: Path) -> None:
    """Older Chinese sites save pages as GBK: ingest says where the bytes stop being UTF-8 and
    that they read as GB18030, and --encoding gb18030 reads them as written."""
    page = tmp_path / "p.txt"
    claim = "NVLink 4.0 的双向带宽为 900GB/s。"
    page.write_bytes(f"{claim}\n".encode("gbk"))
    before = empty_store.read_bytes()
    code, _, err = _ingest_cli(runner, empty_store, str(page), "--prose", "--source-id", "x")
    assert code == 2 and f"{page}:1:12: bytes that are not UTF-8: it reads as Chinese GB18030" \
        in err and "--encoding gb18030" in err, err  # (the first Chinese byte)
    assert empty_store.read_bytes() == before
    code, _, err = _ingest_cli(runner, empty_store, str(page), "--prose", "--source-id", "x",
                               "--encoding", "gb18030")
    assert code == 0, err
    [fact] = load(empty_store).store.facts
    assert fact.claim == claim and fact.lang == "zh"
    table = tmp_path / "c.csv"
    table.write_bytes("claim\nNVLink 4.0 为每块 H100 提供 18 条链路。\n".encode("utf-16"))
    code, _, err = _ingest_cli(runner, empty_store, str(table), "--source-id", "x",
                               "--encoding", "utf-16")
    assert code == 0, err
    assert [f.claim for f in load(empty_store).store.facts][1:] == [
        "NVLink 4.0 为每块 H100 提供 18 条链路。"]


@pytest.mark.parametrize("encoding", ["rot13", "no-such-encoding"])
def test_an_encoding_python_cannot_decode_text_with_is_a_usage_error(
        runner: CliRunner, empty_store: Path, tmp_path: Path, encoding: str) -> None:
    page = tmp_path / "p.txt"
    page.write_text("NVLink 4.0 has 18 links per H100.\n", encoding="utf-8")
    code, _, err = _ingest_cli(runner, empty_store, str(page), "--prose", "--source-id", "x",
                               "--encoding", encoding)
    assert code == 2 and f"--encoding '{encoding}' is not a text encoding" in err \
        and "internal error" not in err, err
