"""A vendor's product page has no source kind of its own (the store format fixes the kinds): a
new user tried `--source-kind vendor` and was told only the list of kinds. The refusal now
gives each kind's reliability and the kinds closest to a maker's own page."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from nvfacts.cli import app


def test_an_unknown_kind_is_refused_naming_the_closest_kinds_and_their_trust(
        tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    page = tmp_path / "page.txt"
    page.write_text("NVLink 4.0 gives each H100 900 GB/s.\n", encoding="utf-8")
    for args, option in (
            (["ingest", "--prose", str(page), "--source-id", "nv", "--source-kind", "vendor"],
             "--reliability R"),
            (["add", "NVLink 4.0 has 18 links.", "--source", "nv", "--source-kind", "vendor"],
             "--source-reliability R")):
        done = CliRunner().invoke(app, ["--store", str(store), *args])
        assert done.exit_code == 2
        said = " ".join(done.stderr.split())
        assert "'vendor' is not a source kind" in said
        assert "datasheet (0.95)" in said and "article (0.7)" in said
        assert "closest to datasheet when it states the product's specifications" in said
        assert option in said
    assert store.read_text(encoding="utf-8") == "facts: []\n"
