"""A question naming nothing the lexicon knows through a slip of a name (new-user trial 26:
'NVLnik 5 bandwith' was told only that it names nothing): 'did you mean NVLink?', as 'check
--unread' and 'add' offer for a claim."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from conftest import STORE
from nvfacts.cli import app


@pytest.mark.parametrize(("question", "meant"), [
    ("NVLnik 5 bandwith", "NVLink"),  # two letters swapped
    ("NVLnk 4 bandwidth", "NVLink"),  # one left out
    ("how many ports on an NVSwtich", "NVSwitch"),
])
def test_a_question_naming_a_slip_of_a_name_is_offered_the_name(question: str,
                                                                  meant: str) -> None:
    done = CliRunner().invoke(app, ["--store", str(STORE), "answer", question])
    assert done.exit_code == 0, done.output
    (said,) = json.loads(done.stdout)["no_claim"]
    assert said.startswith("the question names nothing the lexicon knows")
    assert said.endswith(f"nothing answers the question: did you mean {meant}?")
    table = CliRunner().invoke(app, ["--store", str(STORE), "answer", question, "-f", "table"])
    assert f"did you mean {meant}?" in table.stderr


def test_a_question_naming_nothing_near_a_name_is_offered_nothing() -> None:
    done = CliRunner().invoke(app, ["--store", str(STORE), "answer", "what is the weather"])
    (said,) = json.loads(done.stdout)["no_claim"]
    assert said.endswith("nothing answers the question")
