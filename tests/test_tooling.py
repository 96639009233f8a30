"""Fitting the tools people use: JSON Schema for editors, pre-commit hooks, the HTML report,
shell completion, NO_COLOR, and the library API."""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import yaml
from test_report import log_fit
from typer.testing import CliRunner

import nvfacts
from conftest import CASES, ROOT, STORE
from nvfacts import loader
from nvfacts.cli import app

ONLY_NVFACTS = {"duplicate-ids.yaml", "undeclared-source.yaml"}
"""Rules a JSON Schema cannot state: unique ids across facts, citations of declared sources."""


def test_committed_schema_is_what_nvfacts_prints(runner: CliRunner) -> None:
    printed = json.loads(runner.invoke(app, ["schema"]).stdout)
    assert json.loads((ROOT / "nvfacts.schema.json").read_text(encoding="utf-8")) == printed
    assert STORE.read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=../nvfacts.schema.json\n")


def _check_jsonschema(path: Path) -> int:
    return subprocess.run([sys.executable, "-m", "check_jsonschema", "--schemafile",
                           str(ROOT / "nvfacts.schema.json"), str(path)],
                          capture_output=True, check=False).returncode


def test_check_jsonschema_agrees_with_nvfacts_check() -> None:
    """The real check-jsonschema accepts the store and every valid case, refuses every invalid
    one except those only `nvfacts check` can see."""
    assert _check_jsonschema(STORE) == 0
    for case in sorted((CASES / "valid").glob("*.yaml")):
        assert _check_jsonschema(case) == 0, case.name
    for case in sorted((CASES / "invalid").glob("*.yaml")):
        expected = 0 if case.name in ONLY_NVFACTS else 1
        assert _check_jsonschema(case) == expected, case.name


SCALARS = {  # a store's text fields read an unquoted scalar as the text written
    "tags: [5]": ("facts:\n  - {id: a, claim: x, tags: [5]}\n", True),
    "tags of numbers and booleans": (
        "facts:\n  - {id: a, claim: x, tags: [true, 1.5, 2024, 0x1F]}\n", True),
    "a number as id and claim": ("facts:\n  - {id: 2024, claim: 42}\n", True),
    "numbers in other text fields": (
        "sources:\n  - {id: s, title: 2024, description: 1.5}\nfacts:\n  - {id: a, claim: x, "
        "lang: en, sources: [{source: s, locator: 12}], history: [{date: 2024-01-02, status: "
        "verified, evidence: 5}], assertions: [{subject: 5, attribute: bandwidth, value: 1, "
        "unit: 1, text: 3}]}\n", True),
    "a null tag": ("facts:\n  - {id: a, claim: x, tags: [~]}\n", False),
    "a list as tag": ("facts:\n  - {id: a, claim: x, tags: [[x]]}\n", False),
    "a number as url": ("sources:\n  - {id: s, url: 5}\nfacts: []\n", False),
}


def test_the_schema_and_check_agree_on_scalars_in_text_fields(tmp_path: Path) -> None:
    """An editor's schema and `nvfacts check` give one verdict on numbers and booleans written
    where text belongs (the schema flagged `tags: [5]`, which check reads as the tag '5')."""
    for name, (text, valid) in SCALARS.items():
        path = tmp_path / "facts.yaml"
        path.write_text(text, encoding="utf-8")
        assert (loader.check(path) == [], _check_jsonschema(path) == 0) == (valid, valid), name


def test_pre_commit_hooks_are_declared(runner: CliRunner, tmp_path: Path) -> None:
    """Each hook's entry runs as pre-commit runs it, with every staged store after it: two
    valid stores pass the check (it refused a second file), and conflicts fail on the store
    that holds them."""
    hooks = {h["id"]: h for h in yaml.safe_load(
        (ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))}
    assert hooks["nvfacts-check"]["entry"].startswith("nvfacts check")
    assert "--fail" in hooks["nvfacts-conflicts"]["entry"]
    assert all(re.search(h["files"], "data/facts.yaml") for h in hooks.values())
    other = tmp_path / "facts.yaml"
    other.write_text("facts: []\n", encoding="utf-8")

    def hook(name: str) -> int:
        entry = shlex.split(hooks[name]["entry"])
        assert entry[0] == "nvfacts"
        return runner.invoke(app, [*entry[1:], str(other), str(STORE)]).exit_code

    assert (hook("nvfacts-check"), hook("nvfacts-conflicts")) == (0, 1)


def test_readme_pre_commit_config_runs_the_hooks_and_says_how_to_settle(
        runner: CliRunner, tmp_path: Path) -> None:
    """Trial 11: README named the hooks but gave no .pre-commit-config.yaml; a failing
    conflicts hook now ends with the command that settles the conflict, which passes it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme[readme.index("## Editors, hooks and CI"):]
    config = yaml.safe_load(re.search(r"```yaml\n(.*?)```", section, re.S)[1])  # type: ignore[index]
    (local,) = config["repos"]
    assert local["repo"] == "local"
    declared = {h["id"]: h for h in yaml.safe_load(
        (ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))}
    hooks = {h["id"]: h for h in local["hooks"]}
    assert {(i, h["entry"], h["files"]) for i, h in hooks.items()} == \
        {(i, h["entry"], h["files"]) for i, h in declared.items()}
    store = tmp_path / "facts.yaml"
    assert runner.invoke(app, ["init", str(store)]).exit_code == 0
    for claim, source, kind in (
            ("InfiniBand NDR delivers 400 Gb/s per port.", "nvidia-ds", "datasheet"),
            ("InfiniBand NDR runs at 1600 Gb/s per port.", "someforum", "forum")):
        assert runner.invoke(app, ["--store", str(store), "add", claim, "--source", source,
                                   "--source-kind", kind]).exit_code == 0

    def hook() -> tuple[int, str]:
        entry = shlex.split(hooks["nvfacts-conflicts"]["entry"])
        result = runner.invoke(app, [*entry[1:], str(store)])
        return result.exit_code, result.stderr

    code, err = hook()
    assert code == 1
    settle = err.splitlines()[-1]
    assert settle.startswith("to settle a conflict, refute the fact that is wrong, or correct "
                             "its claim in the store: nvfacts --store ")
    command = shlex.split(settle.split(": ", 1)[1].split(" (")[0])
    assert command[3:5] == ["refute", "infiniband-ndr-runs-1600-gb-per-port"]
    assert runner.invoke(app, command[1:]).exit_code == 0
    assert hook() == (0, "0 conflict(s) between facts, in 0 group(s) of rival statements; 1 "
                         "settled by curators, in 1 group(s) (--all lists them)\n")


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _report(runner: CliRunner, store: Path, out: Path) -> _Page:
    result = runner.invoke(app, ["export", "--store", str(store), "-f", "html", "--all", "-o",
                                 str(out)])
    assert result.exit_code == 0, result.stderr
    page = _Page()
    page.feed(out.read_text(encoding="utf-8"))
    return page


def test_html_report_is_self_contained_escaped_and_charted(runner: CliRunner, store: Path,
                                                           tmp_path: Path) -> None:
    text = store.read_text(encoding="utf-8").replace(
        "  - id: xid-docs\n", "  - id: evil\n    url: https://example.org/a?b=<c>\n"
                              "  - id: xid-docs\n")
    text += ("  - id: hostile\n    claim: \"<script>alert(1)</script> NVLink 4.0 offers 900 "
             "GB/s\"\n    status: verified\n    sources: [{source: evil}]\n")
    store.write_text(text, encoding="utf-8")
    page = _report(runner, store, tmp_path / "report.html")
    tags = [t for t, _ in page.tags]
    assert "script" not in tags
    for _, attrs in page.tags:
        for name in ("src", "href"):
            assert attrs.get(name) is None or str(attrs[name]).startswith("https://"), attrs
    assert "<script>alert(1)</script> NVLink 4.0 offers 900 GB/s" in "".join(page.text)
    assert ("a", {"href": "https://example.org/a?b=<c>"}) in page.tags
    assert tags.count("svg") == 1
    words = " ".join(page.text)
    for label in ("NVLink 1.0", "NVLink 5.0", "PCIe 6.0", "InfiniBand XDR", "disputed claim"):
        assert label in words


def test_chart_marks_disputed_values(tmp_path: Path) -> None:
    from nvfacts.cache import view_for
    from nvfacts.report import SERIES, chart_values

    view = view_for(STORE)
    details = [view.detail(r["id"]) for r in view.query()]
    verified, disputed = chart_values(details)
    by_name = {s: p.value for s, p in zip(SERIES, verified, strict=True) if p is not None}
    assert by_name["NVLink 4.0"] == 900 and by_name["NVLink 5.0"] == 1800
    assert by_name["PCIe 5.0"] == 128 and by_name["InfiniBand HDR"] == 50
    statuses = {d["id"]: d["status"] for d in details}
    assert all(statuses[p.fact] == "disputed" for p in disputed if p is not None)


def test_every_plotted_value_has_a_visible_bar_in_a_real_browser(runner: CliRunner,
                                                                 store: Path,
                                                                 tmp_path: Path) -> None:
    """Headless Chromium lays the report out: each value in the chart (a disputed one just
    above the axis floor too) is a bar of its series' colour, every bar starts at the floor,
    and bar lengths keep the ratios between values on the log axis."""
    from nvfacts.cache import view_for
    from nvfacts.report import chart_values
    from scripts.screenshot_report import bars

    with store.open("a", encoding="utf-8") as handle:  # loses to the reference 25 GB/s
        handle.write("  - id: edr-half\n    claim: InfiniBand EDR provides 12.5 GB/s of "
                     "bidirectional bandwidth per port.\n")
    page = tmp_path / "report.html"
    _report(runner, store, page)
    view = view_for(store)
    verified, disputed = chart_values([view.detail(r["id"]) for r in view.query()])
    plotted = [(series, p.value) for pair in zip(verified, disputed, strict=True)
               for series, p in zip(("verified", "disputed"), pair, strict=True)
               if p is not None]
    assert ("disputed", 12.5) in plotted and ("verified", 25.0) in plotted
    drawn = bars(page)
    assert [b.series for b in drawn] == [series for series, _ in plotted]
    assert all(b.width >= 20 and b.height >= 8 for b in drawn), drawn
    floor, miss = log_fit([value for _, value in plotted], [b.width for b in drawn])
    assert miss < 0.01 and floor < 12.5 / 1.2, (floor, miss)


def test_completion_no_color_and_format_names(runner: CliRunner, store: Path) -> None:
    assert "--install-completion" in runner.invoke(app, ["--help"]).stdout
    env = {**os.environ, "NO_COLOR": "1", "FORCE_COLOR": "1", "COLUMNS": "120"}
    colored = subprocess.run([sys.executable, "-m", "nvfacts", "--store", str(store), "query",
                              "NVLink", "--limit", "2", "--format", "table"],
                             capture_output=True, text=True, env=env, check=True)
    assert "NVLink" in colored.stdout and "\x1b[3" not in colored.stdout
    del env["NO_COLOR"]
    colored = subprocess.run([sys.executable, "-m", "nvfacts", "--store", str(store), "query",
                              "NVLink", "--limit", "2", "--format", "table"],
                             capture_output=True, text=True, env=env, check=True)
    assert "\x1b[" in colored.stdout
    for command in (["query"], ["conflicts"], ["dedup"]):
        result = runner.invoke(app, [*command, "--store", str(store), "--format", "json"])
        assert result.exit_code == 0 and json.loads(result.stdout)


def test_library_api_gives_the_cli_answers(runner: CliRunner) -> None:
    kb = nvfacts.load(STORE)
    from_cli = json.loads(runner.invoke(app, ["query", "NVLink 4.0", "--store", str(STORE),
                                              "--status", "verified", "-f", "json"]).stdout)
    assert kb.query("NVLink 4.0", statuses=["verified"]) == from_cli["facts"]
    assert kb.explain(kb.get("ref-nvlink4-bw-per-gpu"))["confidence"] > 0.9
    assert shutil.which("nvfacts") is not None
