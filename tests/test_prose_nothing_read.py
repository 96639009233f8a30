"""A page none of whose sentences gives anything still lists the sentences it passed by."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app


def test_a_page_giving_nothing_names_the_sentences_with_figures_it_left_out(
        runner: CliRunner, tmp_path: Path) -> None:
    """An article on gaming cards' NVLink bridges (a speed-up, a price) was refused with one
    line: the user could not see which sentences were passed by, as a page read in part shows
    them."""
    store = tmp_path / "s.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    page = tmp_path / "bridge.txt"
    page.write_text("The NVLink bridge made the pair about 7x faster than the old SLI bridge.\n\n"
                    "Asking $79 for this is quite outrageous.\n\nWe liked the bridge.\n",
                    encoding="utf-8")
    result = runner.invoke(app, ["ingest", str(page), "--prose", "--source-id", "tpu",
                                 "--store", str(store)])
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert "2 sentence(s) with a figure gave nothing and were left out:" in lines
    assert any("line 1: The NVLink bridge made the pair" in line for line in lines)
    assert any("line 3: Asking $79" in line for line in lines)
    assert not any("We liked the bridge" in line for line in lines)
    assert "no sentence of this page states anything nvfacts reads" in lines[-1]
    assert store.read_text(encoding="utf-8") == "facts: []\n"
