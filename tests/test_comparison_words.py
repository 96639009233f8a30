"""A comparison word is looked for without compiling the lexicon's pattern of them (most
questions have none): the look finds a word exactly where the pattern does, so a question is
read the same either way."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from nvfacts.analysis.answer import _comparison, _may_compare, read_question
from nvfacts.lexicon import lexicon

LEX = lexicon()
WORDS = [*LEX.questions["comparison"], *LEX.questions["comparison-before-generation"],
         *LEX.questions["comparison-when-times"]]
PIECES = [*WORDS, *(w.upper() for w in WORDS), "bandwidth", "H100", "NVLink 4.0", " ", "-",
          "x8", "a", "s", "K", "\u0130", "\u0131", "\u017f", "\u212a", "\u00e9", "和平", "3"]


@given(st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
@example("NVLink 4.0 bandwidth")  # 'and' inside a word: no comparison
@example("H100 VER\u017fU\u0130 A100")  # letters a case-blind pattern reads as 's' and 'i'
@example("PCIe 4.0 x8 Versus x16")
def test_the_quick_look_finds_a_comparison_word_where_the_pattern_does(text: str) -> None:
    assert _may_compare(text, LEX, times=True) == bool(_comparison(LEX).search(text))


@pytest.mark.parametrize(("text", "sides"), [
    ("H100 VERSUS H100 PCIe bandwidth", ("H100", "H100 PCIe")),
    ("H100 ver\u017fus A100 links", ("H100", "A100")),
    ("NVLink 4.0 bandwidth", ()),
    ("H100和A100的带宽对比", ("H100", "A100")),
    # trial 26: 'X 是 Y 的几倍', 'A over B' with B a bare version, 'gen 4' after a family named
    ("B200 的 NVLink 带宽是 H100 的几倍?", ("B200", "H100")),
    ("B200 的 NVLink 带宽是 H100 的多少倍", ("B200", "H100")),
    ("what did NVLink 3.0 bring over 2.0", ("NVLink 3.0", "NVLink 2.0")),
    ("nvlink gen 5 vs gen 4 in TB/s", ("NVLink 5.0", "NVLink 4.0")),
    # where those words compare nothing
    ("H100 是哪一代 NVLink", ()),
    ("GPUDirect RDMA over InfiniBand", ()),
    ("NVLink 4.0 bandwidth over 18 links", ()),
])
def test_a_comparison_in_any_case_is_read_as_its_sides(text: str, sides: tuple[str, ...]) -> None:
    assert tuple(side.subject for side in read_question(text, LEX).sides) == sides


@pytest.mark.parametrize(("question", "said"), [
    ("B200 的 NVLink 带宽是 H100 的几倍?",
     "B200 (NVLink 5.0)'s 1.8 TB/s is 2 times H100 (NVLink 4.0)'s 900 GB/s"),
    ("what did NVLink 3.0 bring over 2.0", "NVLink 3.0's 600 GB/s is 2 times NVLink 2.0's"),
    ("nvlink gen 5 vs gen 4 in TB/s", "NVLink 5.0's 1.8 TB/s is 2 times NVLink 4.0's 0.9 TB/s"),
])
def test_a_comparison_written_so_answers_both_sides_with_the_ratio(question: str,
                                                                    said: str) -> None:
    """Trial 26: each was answered as one subject's question, with no ratio."""
    from typer.testing import CliRunner

    from conftest import STORE
    from nvfacts.cli import app

    done = CliRunner().invoke(app, ["--store", str(STORE), "answer", question, "-f", "table"],
                              env={"COLUMNS": "240"})
    assert done.exit_code == 0, done.output
    assert said in done.stderr
