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
WORDS = LEX.questions["comparison"]
PIECES = [*WORDS, *(w.upper() for w in WORDS), "bandwidth", "H100", "NVLink 4.0", " ", "-",
          "x8", "a", "s", "K", "\u0130", "\u0131", "\u017f", "\u212a", "\u00e9", "和平", "3"]


@given(st.lists(st.sampled_from(PIECES), max_size=8).map("".join))
@example("NVLink 4.0 bandwidth")  # 'and' inside a word: no comparison
@example("H100 VER\u017fU\u0130 A100")  # letters a case-blind pattern reads as 's' and 'i'
@example("PCIe 4.0 x8 Versus x16")
def test_the_quick_look_finds_a_comparison_word_where_the_pattern_does(text: str) -> None:
    assert _may_compare(text, LEX) == bool(_comparison(LEX).search(text))


@pytest.mark.parametrize(("text", "sides"), [
    ("H100 VERSUS H100 PCIe bandwidth", ("H100", "H100 PCIe")),
    ("H100 ver\u017fus A100 links", ("H100", "A100")),
    ("NVLink 4.0 bandwidth", ()),
    ("H100和A100的带宽对比", ("H100", "A100")),
])
def test_a_comparison_in_any_case_is_read_as_its_sides(text: str, sides: tuple[str, ...]) -> None:
    assert tuple(side.subject for side in read_question(text, LEX).sides) == sides
