"""An "N-GPU" system keeps its count when hyphened describing words stand between it and the
noun ("a 72-GPU liquid-cooled rack-scale system")."""

from __future__ import annotations

from test_extract import read


def test_hyphened_words_between_n_gpu_and_its_noun() -> None:
    assert read("The DGX B200 is an 8-GPU air-cooled rack-mount system.") == [
        ("DGX B200", "gpu-count", 8, None, None)]
    assert read("The GB300 NVL72 is a 72-GPU liquid-cooled system.") == [
        ("GB300 NVL72", "gpu-count", 72, None, None)]
