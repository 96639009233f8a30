"""What new-user trial 24 saw a team's store make of a page: a SuperPOD's 256 GPUs taken for
the DGX H100's, out-voting the vendor's 8. A SuperPOD, a cluster, a pod or N nodes is not the
system it is built of: its figures are not the system's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from conftest import store_of
from nvfacts.cli import app
from nvfacts.extract import extract

SUPERPOD = ("The DGX H100 SuperPOD extends this with external NVLink switches across 32 nodes "
            "(256 GPUs) at full bandwidth.")


def test_a_superpods_gpus_are_not_the_dgx_it_is_built_of(runner: CliRunner,
                                                        tmp_path: Path) -> None:
    store = store_of(tmp_path, [("The DGX H100 has 8 H100 GPUs.", "dgx", "datasheet"),
                                      (SUPERPOD, "pod", "article"),
                                      (SUPERPOD.replace("extends", "also extends"), "pod2",
                                       "article")])
    done = runner.invoke(app, ["--store", str(store), "answer",
                               "How many GPUs does a DGX H100 have?", "-f", "json"])
    (answer,) = json.loads(done.stdout)["answers"]
    assert (answer["value"], answer["rivals"]) == (8.0, [])
    said = runner.invoke(app, ["--store", str(store), "read-as", "pod",
                               "The DGX H100 SuperPOD has 256 GPUs"])
    assert said.exit_code == 2 and "nvfacts reads nothing from" in said.stderr


@pytest.mark.parametrize("claim", [
    "The DGX H100 SuperPOD has 256 GPUs.", "A DGX H100 cluster of 32 nodes has 256 GPUs.",
    "An HGX H100 pod holds 256 GPUs.", "The DGX H100 scales across 32 nodes (256 GPUs).",
    "The DGX B200 SuperPOD reaches 57.6 TB/s of NVLink bandwidth."])
def test_a_cluster_of_systems_gives_the_system_no_figure(claim: str) -> None:
    """Nor its NVLink: a cluster's NVLink total is no NVLink generation's figure."""
    assert list(extract(claim)) == []


@pytest.mark.parametrize("claim", ["The DGX H100 has 8 GPUs.",
                                   "DGX H100 systems have 8 GPUs each.",
                                   "The NVLink Switch System can link 32 DGX H100 nodes (256 "
                                   "GPUs)."])
def test_a_systems_own_count_is_still_read(claim: str) -> None:
    assert [a.attribute for a in extract(claim)] == ["gpu-count"]
