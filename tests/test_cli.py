"""The command line as a user drives it: exit codes, stdout for data, stderr for messages."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from conftest import CASES, ROOT, STORE
from nvfacts.cli import app


def run(runner: CliRunner, *args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_check_valid_store(runner: CliRunner) -> None:
    code, out, err = run(runner, "check", "--store", str(STORE))
    assert code == 0
    assert out == ""
    assert "ok" in err


def test_check_json_reports_problems_and_exits_1(runner: CliRunner) -> None:
    path = CASES / "invalid" / "unknown-status.yaml"
    code, out, err = run(runner, "--store", str(path), "check", "--format", "json")
    assert code == 1
    data = json.loads(out)
    assert data["ok"] is False
    assert data["problems"] == [{"file": str(path), "line": 5, "column": 13, "message":
                                 "facts[0].status: unknown value 'verifed'; allowed: verified, "
                                 "unverified, disputed, refuted; did you mean 'verified'?"}]
    assert err == ""


def test_check_text_lines_go_to_stderr(runner: CliRunner) -> None:
    path = CASES / "invalid" / "duplicate-keys.yaml"
    code, out, err = run(runner, "check", "--store", str(path))
    assert code == 1
    assert out == ""
    assert err.startswith(f"{path}:5:5: duplicate key 'claim'")


def test_check_github_annotations(runner: CliRunner) -> None:
    path = CASES / "invalid" / "duplicate-keys.yaml"
    code, out, _ = run(runner, "check", "--store", str(path), "--format", "github")
    assert code == 1
    assert out.startswith(f"::error file={path},line=5,col=5::duplicate key 'claim'")


def test_check_reads_several_stores_each_on_its_own(runner: CliRunner, tmp_path: Path) -> None:
    """pre-commit passes every staged store: 'check --store A B' said 'unexpected extra
    argument'. Each is checked alone (the same id in two stores is no duplicate); exit 1 when
    any has a problem, each problem naming its file."""
    bad = CASES / "invalid" / "unknown-status.yaml"
    other = tmp_path / "facts.yaml"
    other.write_text("facts:\n  - {id: ref-nvlink4-bw-per-gpu, claim: x}\n", encoding="utf-8")
    code, out, _ = run(runner, "check", "--store", str(STORE), str(other), "-f", "json")
    assert code == 0
    assert json.loads(out) == {"ok": True, "file": str(STORE), "problems": [], "notices": [],
                               "files": [{"file": str(STORE), "ok": True},
                                         {"file": str(other), "ok": True}]}
    code, out, _ = run(runner, "check", str(other), str(bad), str(other), "-f", "json")
    data = json.loads(out)
    assert code == 1 and data["ok"] is False
    assert data["files"] == [{"file": str(other), "ok": True}, {"file": str(bad), "ok": False}]
    assert [p["file"] for p in data["problems"]] == [str(bad)]
    code, _, err = run(runner, "--store", str(bad), "check", str(other))
    assert code == 1 and err.startswith(f"{bad}:5:13: ") and f"{other}: ok" in err


def test_conflicts_of_several_stores_are_each_stores_own(runner: CliRunner,
                                                         tmp_path: Path) -> None:
    """Two stores are two knowledge bases: 900 GB/s in one and 600 GB/s in the other is no
    conflict; a store holding both is, named in its conflicts and groups, and fails --fail."""
    stores = []
    for name, figures in (("one", [900]), ("two", [600]), ("both", [900, 600])):
        path = tmp_path / name / "facts.yaml"
        path.parent.mkdir()
        path.write_text("facts:\n" + "".join(
            f"  - {{id: f{n}, claim: NVLink 4.0 offers {n} GB/s per GPU}}\n" for n in figures),
            encoding="utf-8")
        stores.append(str(path))
    code, out, _ = run(runner, "conflicts", "--fail", "-f", "json", *stores[:2])
    assert code == 0 and json.loads(out) == {"conflicts": [], "groups": [], "unit_typos": [],
                                             "possible": [], "files": stores[:2]}
    code, out, _ = run(runner, "conflicts", "--fail", "-f", "json", "--store", *stores)
    data = json.loads(out)
    assert code == 1 and data["files"] == stores
    assert [(c["file"], sorted(c["ids"])) for c in data["conflicts"]] == [
        (stores[2], ["f600", "f900"])]
    assert [g["file"] for g in data["groups"]] == [stores[2]]
    code, _, err = run(runner, "conflicts", "-f", "table", *stores)
    assert code == 0
    assert f"{stores[0]}: 0 conflict(s)" in err and f"{stores[2]}: 1 conflict(s)" in err


def test_missing_store_is_a_usage_error(runner: CliRunner, tmp_path: Path) -> None:
    code, out, err = run(runner, "query", "--store", str(tmp_path / "nope.yaml"))
    assert code == 2
    assert out == ""
    assert "no such file" in err


def test_query_json_ranks_matches_first(runner: CliRunner) -> None:
    code, out, _ = run(runner, "query", "NVLink 5.0", "--store", str(STORE), "-f", "json",
                         "--limit", "3")
    assert code == 0
    facts = json.loads(out)["facts"]
    assert len(facts) == 3
    assert all("NVLink 5.0" in f["claim"] for f in facts)
    assert {"id", "claim", "lang", "status", "confidence", "score", "sources"} <= set(facts[0])


def test_query_filters(runner: CliRunner) -> None:
    code, out, _ = run(runner, "query", "--store", str(STORE), "--lang", "zh", "--status",
                       "unverified", "-f", "json")
    assert code == 0
    chinese = json.loads(out)["facts"]
    assert len(chinese) == 7 and all(f["lang"] == "zh" for f in chinese)
    cut = sorted(f["score"] for f in chinese)[3]
    _, out, _ = run(runner, "query", "--store", str(STORE), "--lang", "zh",
                    "--min-confidence", str(cut), "-f", "json")
    sure = json.loads(out)["facts"]
    assert 0 < len(sure) < len(chinese) and all(f["score"] >= cut for f in sure)
    _, out, _ = run(runner, "query", "--store", str(STORE), "--tag", "timeline", "-f", "json")
    assert len(json.loads(out)["facts"]) == 10
    _, out, _ = run(runner, "query", "--store", str(STORE), "--source", "pcie-specs", "-f", "json")
    assert sorted(f["id"] for f in json.loads(out)["facts"]) == [
        "ref-pcie3-x16-bw", "ref-pcie4-x16-bw", "ref-pcie5-x16-bw", "ref-pcie6-x16-bw"]


def test_query_bad_status_is_usage_error(runner: CliRunner) -> None:
    code, out, err = run(runner, "query", "--store", str(STORE), "--status", "maybe")
    assert code == 2
    assert out == ""
    assert "maybe" in err


def test_show_json_and_unknown_id(runner: CliRunner) -> None:
    code, out, _ = run(runner, "show", "ref-nvlink4-bw-per-gpu", "--store", str(STORE))
    assert code == 0
    fact = json.loads(out)["fact"]
    assert fact["claim"].startswith("NVLink 4.0 provides 900 GB/s")
    code, out, err = run(runner, "show", "ref-nvlink4-bw-per-gp", "--store", str(STORE))
    assert code == 2
    assert out == ""
    assert "did you mean ref-nvlink4-bw-per-gpu" in err


def test_add_appends_and_reports_near_duplicates(runner: CliRunner, store: Path) -> None:
    claim = "NVLink 4.0 has a bidirectional bandwidth of up to 900 GB/s, while the bandwidth of "\
        "a traditional PCIe bus is about 64 GB/s."
    code, out, err = run(runner, "--store", str(store), "add", claim, "--source", "my-notes",
                         "--confidence", "0.6", "--tag", "bandwidth")
    assert code == 0
    data = json.loads(out)
    assert data["fact"]["id"] == "nvlink-4-has-bidirectional-bandwidth-900-gb-2"
    assert data["duplicates"][0]["id"] == "nvlink-4-has-bidirectional-bandwidth-900-gb"
    assert "near-duplicate" in err and "declared new source 'my-notes'" in err
    code, out, _ = run(runner, "--store", str(store), "show", data["fact"]["id"])
    assert code == 0 and json.loads(out)["fact"]["confidence"] == 0.6
    assert run(runner, "--store", str(store), "check")[0] == 0


def test_add_rejects_bad_input_without_writing(runner: CliRunner, store: Path) -> None:
    before = store.read_bytes()
    for args in (["x", "--id", "bad id"], ["x", "--status", "sure"], ["   "],
                 ["x", "--id", "ref-nvlink4-bw-per-gpu"], ["x", "--confidence", "2"]):
        code, out, err = run(runner, "--store", str(store), "add", *args)
        assert code == 2, args
        assert out == ""
        assert "Traceback" not in err
    assert store.read_bytes() == before


def test_writes_refuse_the_bundled_store(runner: CliRunner, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # no ./data/facts.yaml here: the bundled store is chosen
    code, out, _ = run(runner, "query", "NVLink", "-f", "json")
    assert code == 0 and json.loads(out)["facts"]
    code, _, err = run(runner, "add", "a claim")
    assert code == 2
    assert "read-only" in err and "copy them first: nvfacts init PATH --bundled" in err


def test_store_from_environment(runner: CliRunner, store: Path,
                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NVFACTS_STORE", str(store))
    run(runner, "add", "An environment-chosen claim.", "--id", "env-claim")
    assert "env-claim" in store.read_text(encoding="utf-8")


def test_schema_is_draft_07(runner: CliRunner) -> None:
    code, out, _ = run(runner, "schema")
    schema = json.loads(out)
    assert code == 0
    assert schema["$schema"] == "http://json-schema.org/draft-07/schema#"
    assert schema["additionalProperties"] is False
    assert "Fact" in schema["definitions"]


def test_every_command_has_help(runner: CliRunner) -> None:
    """A meta-test: each command documents itself."""
    import typer.main

    group = typer.main.get_command(app)
    for name, command in group.commands.items():  # type: ignore[attr-defined]
        assert command.help, name
        result = runner.invoke(app, [name, "--help"])
        assert result.exit_code == 0 and "Usage" in result.stdout, name


def test_module_entry_point_and_no_traceback_on_bad_input(tmp_path: Path) -> None:
    """`python -m nvfacts` works, and a broken store gives messages, never a traceback."""
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"facts: [\xff\n")
    env = {**os.environ, "NVFACTS_STORE": str(bad)}
    for args in (["check"], ["query", "x"], ["show", "x"], ["add", "y"]):
        proc = subprocess.run([sys.executable, "-m", "nvfacts", *args], capture_output=True,
                              text=True, env=env, cwd=ROOT, check=False)
        assert proc.returncode in (1, 2), args
        assert "Traceback" not in proc.stderr, args
        assert "not UTF-8" in proc.stderr, args


@pytest.mark.parametrize("args", [["answer", "NVLink 4.0 bandwidth", "-f", "json"],
                                  ["export", "--all", "-f", "csv"],
                                  ["query", "NVLink", "-f", "table"], ["--help"]])
def test_a_closed_stdout_pipe_ends_quietly_as_cat_does(args: list[str]) -> None:
    """New-user trial 8: `nvfacts answer ... -f json | true` said 'Broken pipe: check the path
    and run the command again', exit 2. A reader that has gone away is no error of the input:
    nothing on stderr, exit 141 (128 + SIGPIPE), what cat or grep give in its place."""
    read, write = os.pipe()
    os.close(read)  # the reader is gone before nvfacts writes a byte
    try:
        proc = subprocess.run([sys.executable, "-m", "nvfacts", "--store", str(STORE), *args],
                              stdout=write, stderr=subprocess.PIPE, text=True, cwd=ROOT,
                              check=False)
    finally:
        os.close(write)
    assert (proc.returncode, proc.stderr) == (141, ""), args


LOADED = """
import sys
from nvfacts.cli import main
command = sys.argv[1]
read = command != "--help"
sys.argv = ["nvfacts", *sys.argv[2:]]
try:
    main()
except SystemExit:
    pass
heavy = ("nvfacts.model", "nvfacts.reading.grammar", "nvfacts.dedup", "rapidfuzz", "ruamel")
if read:  # nor what the warm reads need not load (pydantic 0.08 s, PyYAML 0.02 s, rich 0.03 s,
    # the claim reader's patterns 0.1 s: a figure as written needs figures.py's only)
    heavy += ("pydantic", "yaml", "rich", "nvfacts.reading.quantities")
if command in ("show", "answer"):  # a fact's terms or the statements kept, not the ledger
    heavy += ("nvfacts.analysis.ledger", "nvfacts.conflicts")  # or the conflicts that made them
print(" ".join(m for m in heavy if m in sys.modules), file=sys.stderr)
"""


@pytest.mark.parametrize("args", [["--help"], ["answer", "NVLink 4.0 bandwidth"],
                                  ["query", "NVLink 4.0 bandwidth", "--limit", "5",
                                   "--min-confidence", "0.5", "-f", "json"],
                                  ["show", "ref-nvlink4-bw-per-gpu"], ["export", "--all"],
                                  ["export", "-f", "csv"]])
def test_quick_commands_load_no_reader_matcher_or_models(tmp_path: Path, args: list[str]) -> None:
    """`--help` and, run a second time, `answer`, `query`, `show` and `export` start without
    loading the claim reader, the matcher, pydantic's models or the round-trip YAML library;
    the reads load neither pydantic (typer's conversion of the options they are given),
    PyYAML (the lexicon), rich (their messages on stderr, not a terminal) nor the claim
    reader's patterns, and `show` and `answer` neither the ledger nor the conflicts."""
    env = {**os.environ, "NVFACTS_CACHE_DIR": str(tmp_path / "cache")}
    warm = [sys.executable, "-m", "nvfacts", "--store", str(STORE), *args]
    first = subprocess.run(warm, env=env, check=True, capture_output=True)
    done = subprocess.run([sys.executable, "-c", LOADED, args[0], "--store", str(STORE), *args],
                          env=env, capture_output=True, check=True)
    assert done.stderr.decode().splitlines()[-1] == "", done.stderr
    if args[0] != "--help":  # the same output, warm (the lexicon as kept) or cold
        assert done.stdout == first.stdout
        assert done.stderr.decode().splitlines()[:-1] == first.stderr.decode().splitlines()


def _outcome(runtime: Any, value: Any, param: Any, ctx: Any) -> tuple[str, Any]:
    try:
        result = runtime.coerce(value, param=param, ctx=ctx)
    except Exception as exc:  # the error a user would see, by its type and message
        return type(exc).__name__, str(exc)
    return type(result).__name__, result


VALUES = ["", "x", "json", "JSON", "Table", "table", "csv", "per-gpu", "verified", "0", "1",
          "5", "07", "-1", "+3", " 4", "1_000", "99", "100", "101", "0.5", "1.0", "1.5", ".5",
          "1e-3", "0.25000000000000001", "nan", "inf", "18446744073709551616", "٣", "a/b"]


def test_plain_values_convert_as_typer_does() -> None:
    """Every parameter of every command converts each of VALUES (and the parameter's
    default) to what typer's own conversion gives, or fails with typer's message: the
    plain conversion that spares the warm reads importing pydantic changes nothing a user
    sees, but for pydantic's "Value error, " before a refused choice, left out, and a 'did
    you mean' after one close to a choice (plain_message; trial 27)."""
    import typer.main
    from typer._coercion import build_runtime_param

    from nvfacts.plainvalues import plain_message, plain_values

    group = typer.main.get_command(app)
    compared = 0
    for command in [group, *group.commands.values()]:  # type: ignore[attr-defined]
        ctx = typer.Context(command)
        params = [p for p in command.get_params(ctx) if hasattr(p, "type_descriptor")]
        plain_values(params)
        for param in params:
            theirs = build_runtime_param(param.type_descriptor)
            ours = param._runtime_param
            assert ours is not None and type(ours) is not type(theirs), param.name
            many = param.multiple or param.nargs == -1
            for value in [*VALUES, param.default]:
                given = (value,) if many and isinstance(value, str) else value
                expected = _outcome(theirs, given, param, ctx)
                if expected[0] == "BadParameter":
                    expected = (expected[0], plain_message(
                        expected[1], param.type_descriptor.annotation, given))
                    assert not expected[1].startswith("Value error")
                got = _outcome(ours, given, param, ctx)
                assert got == expected, (command.name, param.name, value)
                compared += 1
    assert compared > 500


def test_lexicon_kept_parsed_reads_as_the_yaml(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The lexicon's parsed form kept in the cache folder (so a warm read does not import
    PyYAML) is the YAML's data; a damaged kept file, or a cache folder that cannot be
    written, gives the YAML's data too."""
    import yaml

    from nvfacts import lexicon

    raw = (ROOT / "data" / "lexicon.yaml").read_bytes()
    expected = yaml.load(raw.decode("utf-8"), Loader=yaml.CSafeLoader)
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "cache"))
    assert lexicon._parsed(raw) == expected
    (kept,) = (tmp_path / "cache").glob("lexicon-*.marshal")
    assert lexicon._parsed(raw) == expected
    stored = bytearray(kept.read_bytes())
    stored[len(stored) // 2] ^= 1  # one bit of a word
    kept.write_bytes(stored)
    assert lexicon._parsed(raw) == expected
    kept.write_bytes(kept.read_bytes()[:100])
    assert lexicon._parsed(raw) == expected
    edited = raw + b"\n# an edit\n"
    assert lexicon._parsed(edited) == expected
    assert len(list((tmp_path / "cache").glob("lexicon-*.marshal"))) == 2
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("NVFACTS_CACHE_DIR", str(tmp_path / "file"))
    assert lexicon._parsed(raw) == expected


@pytest.mark.parametrize("broken", ["_Plain", "_plain"])
def test_a_typer_whose_internals_moved_still_runs_every_option(
        runner: CliRunner, monkeypatch: pytest.MonkeyPatch, broken: str) -> None:
    """The plain conversion reaches into typer's private classes; where a later typer moved
    them (the class will not build, or a parameter lacks what it reads), each option is
    converted by typer's own way and the command answers as before, its errors too."""
    from nvfacts import plainvalues

    def moved(*_: Any, **__: Any) -> Any:
        raise TypeError("moved") if broken == "_Plain" else AttributeError("moved")

    expected = run(runner, "query", "NVLink 4.0", "--store", str(STORE), "--limit", "2",
                   "--min-confidence", "0.5", "-f", "json")
    monkeypatch.setattr(plainvalues, broken, moved)
    assert run(runner, "query", "NVLink 4.0", "--store", str(STORE), "--limit", "2",
               "--min-confidence", "0.5", "-f", "json") == expected
    code, _, err = run(runner, "query", "NVLink", "--store", str(STORE), "--limit", "many")
    assert code == 2 and "--limit" in err and "Traceback" not in err


def test_what_is_not_a_regular_file_is_refused_as_the_store_or_a_page(tmp_path: Path) -> None:
    """A named pipe given as the store, or as a page to ingest, is refused at once (exit 2,
    saying what it is) instead of waiting for a writer; so are a folder and a device. Run in
    a subprocess, so that a wait would end at the timeout and not hold up the suite."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    store = tmp_path / "facts.yaml"
    store.write_text("facts: []\n", encoding="utf-8")
    env = {**os.environ, "NVFACTS_CACHE_DIR": str(tmp_path / "cache")}
    runs = [(["--store", str(pipe), "query", "x"], f"{pipe}: is a named pipe (FIFO)"),
            (["--store", str(pipe), "check"], f"{pipe}: is a named pipe (FIFO)"),
            (["--store", str(tmp_path), "show", "x"], f"{tmp_path}: is a folder"),
            (["--store", str(store), "ingest", str(pipe), "--source-id", "p"],
             f"{pipe}: is a named pipe (FIFO)"),
            (["--store", str(store), "ingest", "/dev/null", "--source-id", "p"],
             "/dev/null: is a character device")]
    for args, said in runs:
        proc = subprocess.run([sys.executable, "-m", "nvfacts", *args], capture_output=True,
                              text=True, env=env, cwd=ROOT, check=False, timeout=120)
        assert proc.returncode == 2, (args, proc.stderr)
        assert f"{said}, not a regular file" in proc.stderr, args
    assert store.read_text(encoding="utf-8") == "facts: []\n"


# -- new-user trial 7: check --unread, --version, init ------------------------------------------


def test_check_unread_lists_the_claims_nothing_was_read_from(runner: CliRunner,
                                                             tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    store.write_text("facts:\n"
                     "  - id: good\n    claim: NVLink 4.0 provides 900 GB/s per GPU.\n"
                     "  - id: typo\n    claim: NVLnk 4.0 offers 900GB/s for each GPU.\n"
                     "  - id: plain\n    claim: NVIDIA keeps a changelog of its drivers.\n"
                     "  - id: said\n    claim: NVIDIA keeps a changelog.\n    assertions: []\n",
                     encoding="utf-8")
    code, out, err = run(runner, "--store", str(store), "check")
    assert code == 0 and "typo" not in err  # not without --unread: check stays quick
    code, out, err = run(runner, "--store", str(store), "check", "--unread")
    assert code == 0 and out == ""  # notes: a valid store stays valid
    assert err.splitlines() == [
        f"{store}:4:5: note: nothing read from fact 'typo' (no figure or attribute of an "
        "entity nvfacts knows): did you mean NVLink?",
        f"{store}:6:5: note: nothing read from fact 'plain' (no figure or attribute of an "
        "entity nvfacts knows): fine when it states no figure; else name the entity and write "
        "the figure with its unit, or give the fact its 'assertions'",
        f"{store}: ok (2 claim(s) nothing was read from)"]
    code, out, _ = run(runner, "--store", str(store), "check", "--unread", "-f", "json")
    found = json.loads(out)
    assert code == 0 and found["ok"] is True
    assert [(u["id"], u["line"], u["did_you_mean"]) for u in found["unread"]] == [
        ("typo", 4, ["NVLink"]), ("plain", 6, [])]
    code, out, _ = run(runner, "--store", str(store), "check", "--unread", "-f", "github")
    assert code == 0 and out.startswith(f"::notice file={store},line=4,col=5::nothing read ")
    code, out, _ = run(runner, "--store", str(store), "check", "-f", "json")
    assert "unread" not in json.loads(out)


def test_a_figure_no_assertion_stands_on_is_named_by_check_show_and_explain(
        runner: CliRunner, tmp_path: Path) -> None:
    """New-user trial: only the PCIe 5.0 64 GB/s of this claim is read; its 900 GB/s (of what?)
    is checked by nothing, and check --unread, show and explain say so."""
    store = tmp_path / "facts.yaml"
    store.write_text("facts:\n"
                     "  - id: good\n    claim: NVLink 4.0 provides 900 GB/s per GPU.\n"
                     "  - id: part\n    claim: In the H100 NVLink architecture, 8 GPUs within a "
                     "single server can be fully interconnected via NVSwitch, achieving a total "
                     "bandwidth of 900 GB/s, an order-of-magnitude improvement over PCIe 5.0's "
                     "64 GB/s.\n", encoding="utf-8")
    code, _, err = run(runner, "--store", str(store), "check")
    assert code == 0 and "900" not in err  # not without --unread: check stays quick
    code, out, err = run(runner, "--store", str(store), "check", "--unread")
    assert code == 0 and out == ""
    assert err.splitlines() == [
        f"{store}:4:5: note: 900 GB/s in 'part' is not read (what it is of is unclear); "
        "nothing checks it: name what it is of in the claim, or give the fact its "
        "'assertions'", f"{store}: ok (1 figure(s) not read)"]
    code, out, _ = run(runner, "--store", str(store), "check", "--unread", "-f", "json")
    assert code == 0 and [(p["id"], p["figure"], p["line"]) for p in
                          json.loads(out)["partly_read"]] == [("part", "900 GB/s", 4)]
    for command in ("show", "explain"):
        code, out, _ = run(runner, "--store", str(store), command, "part", "-f", "table")
        assert code == 0 and "not read: 900 GB/s (what it is of is unclear)" in out, command
        code, out, _ = run(runner, "--store", str(store), command, "good", "-f", "table")
        assert code == 0 and "not read" not in out, command
    _, out, _ = run(runner, "--store", str(store), "show", "part", "-f", "json")
    assert json.loads(out)["fact"]["unread_figures"] == ["900 GB/s"]
    _, out, _ = run(runner, "--store", str(store), "explain", "part")
    assert json.loads(out)["unread_figures"] == ["900 GB/s"]
    _, out, _ = run(runner, "--store", str(store), "show", "good", "-f", "json")
    assert "unread_figures" not in json.loads(out)["fact"]


def test_ingest_names_the_claims_it_read_only_in_part(runner: CliRunner, tmp_path: Path
                                                     ) -> None:
    """New-user trial 15: a sentence that gave a figure and dropped another said nothing of the
    one dropped; ingest now names each such claim and its figures (stderr, and JSON
    partly_read), as check --unread does."""
    store = tmp_path / "facts.yaml"
    assert run(runner, "init", str(store))[0] == 0
    page = tmp_path / "page.md"
    page.write_text("In the Hopper design, 8 GPUs in one server are joined through NVSwitch for a "
                    "total of 900 GB/s, far above PCIe 5.0's 64 GB/s.\n\n"
                    "NVLink 3.0 gives each A100 600 GB/s.\n", encoding="utf-8")
    code, out, err = run(runner, "--store", str(store), "ingest", str(page), "--prose",
                         "--source-id", "page", "-f", "json")
    assert code == 0, err
    partly = json.loads(out)["partly_read"]
    assert [p["figures"] for p in partly] == [["900 GB/s"]]
    assert "1 claim(s) were read only in part" in err
    assert f"{partly[0]['id']}: 900 GB/s not read in: In the Hopper design" in err


def test_a_figure_that_is_a_read_one_times_a_stated_count_is_read(runner: CliRunner,
                                                                   tmp_path: Path) -> None:
    """Status trial: check --unread named the 7.2 TB/s of a sentence of 8 GPUs at 900 GB/s
    each as not read, though it is 8 x 900 GB/s. A figure that is a read one times a count the
    claim states is read: no note, and the JSON of check --unread and show says how it was
    read (``derived_figures``); a figure no count explains is still named."""
    store = tmp_path / "facts.yaml"
    store.write_text(
        "facts:\n"
        "  - id: node\n    claim: In the H100 NVLink architecture, 8 GPUs within a single server"
        " are interconnected via NVSwitch at 900 GB/s each, 7.2 TB/s in aggregate.\n"
        "  - id: odd\n    claim: In the H100 NVLink architecture, 8 GPUs within a single server"
        " are interconnected via NVSwitch at 900 GB/s each, 5 TB/s in aggregate.\n",
        encoding="utf-8")
    code, out, err = run(runner, "--store", str(store), "check", "--unread")
    assert code == 0 and out == "" and "7.2 TB/s" not in err
    assert err.splitlines() == [
        f"{store}:4:5: note: 5 TB/s in 'odd' is not read (what it is of is unclear); nothing "
        "checks it: name what it is of in the claim, or give the fact its 'assertions'",
        f"{store}: ok (1 figure(s) not read)"]
    code, out, _ = run(runner, "--store", str(store), "check", "--unread", "-f", "json")
    found = json.loads(out)
    assert [(p["id"], p["figure"]) for p in found["partly_read"]] == [("odd", "5 TB/s")]
    assert [(d["id"], d["line"], d["figure"], d["of"], d["times"]) for d in
            found["derived_figures"]] == [("node", 2, "7.2 TB/s", "900 GB/s", 8)]
    _, out, _ = run(runner, "--store", str(store), "show", "node", "-f", "json")
    shown = json.loads(out)["fact"]
    assert "unread_figures" not in shown
    assert shown["derived_figures"] == [{"figure": "7.2 TB/s", "of": "900 GB/s", "times": 8}]


def test_version_comes_from_the_package(runner: CliRunner) -> None:
    from importlib.metadata import version

    code, out, _ = run(runner, "--version")
    assert code == 0 and out == f"nvfacts {version('nvfacts')}\n"


def test_init_makes_a_valid_empty_store_and_never_overwrites(runner: CliRunner,
                                                            tmp_path: Path) -> None:
    store = tmp_path / "facts.yaml"
    code, out, err = run(runner, "init", str(store))
    assert code == 0 and out == ""
    assert err.splitlines()[:2] == [f"wrote {store}", f"wrote {tmp_path / 'nvfacts.schema.json'}"]
    text = store.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=nvfacts.schema.json\n")
    assert json.loads((tmp_path / "nvfacts.schema.json").read_text(encoding="utf-8")) == \
        json.loads((ROOT / "nvfacts.schema.json").read_text(encoding="utf-8"))
    assert run(runner, "--store", str(store), "check")[0] == 0
    code, _, err = run(runner, "--store", str(store), "add", "NVLink 4.0 offers 900 GB/s.",
                       "--source", "s1", "-f", "json")
    assert code == 0, err
    assert run(runner, "--store", str(store), "check")[0] == 0
    written = store.read_bytes()
    code, _, err = run(runner, "init", str(store))
    assert code == 2 and f"{store}: is there already; nothing was written" in err
    assert store.read_bytes() == written
    other = tmp_path / "other.yaml"
    code, _, err = run(runner, "--store", str(other), "init")  # --store names it, schema kept
    assert code == 0 and err.splitlines()[0] == f"wrote {other}" and "schema" not in err


def test_init_bundled_copies_the_bundled_store_to_build_on(runner: CliRunner,
                                                            tmp_path: Path) -> None:
    """New-user trial 26: ingesting into the bundled store said it is read-only, and nothing
    said how to build on its facts; 'init --bundled' writes a copy of them, its schema comment
    naming the schema written beside it."""
    store = tmp_path / "team" / "facts.yaml"
    code, _, err = run(runner, "init", str(store), "--bundled")
    assert code == 0, err
    bundled = (ROOT / "data" / "facts.yaml").read_text(encoding="utf-8")
    text = store.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=nvfacts.schema.json\n")
    assert text.split("\n", 1)[1] == bundled.split("\n", 1)[1]
    assert (store.parent / "nvfacts.schema.json").is_file()
    assert run(runner, "--store", str(store), "check")[0] == 0
    code, out, err = run(runner, "--store", str(store), "add", "NVLink 4.0 offers 900 GB/s.",
                         "--source", "s1", "-f", "json")
    assert code == 0, err
    code, out, _ = run(runner, "--store", str(store), "answer", "NVLink 4.0 bandwidth",
                       "-f", "json")
    assert "ref-nvlink4-bw-per-gpu" in json.loads(out)["answers"][0]["facts"]
    assert (ROOT / "data" / "facts.yaml").read_text(encoding="utf-8") == bundled


def test_init_makes_the_folders_of_a_new_store(runner: CliRunner, tmp_path: Path) -> None:
    """Trial 11: 'nvfacts init mystore/facts.yaml' failed: the folder mystore does not exist."""
    store = tmp_path / "mystore" / "deeper" / "facts.yaml"
    code, _, err = run(runner, "init", str(store))
    assert code == 0, err
    assert err.splitlines()[:2] == [f"made the folder {store.parent}", f"wrote {store}"]
    assert run(runner, "--store", str(store), "check")[0] == 0
    (tmp_path / "afile").write_text("kept\n", encoding="utf-8")
    code, _, err = run(runner, "init", str(tmp_path / "afile" / "facts.yaml"))
    assert code == 2 and "nothing was written" in err and "Traceback" not in err
    assert (tmp_path / "afile").read_text(encoding="utf-8") == "kept\n"
