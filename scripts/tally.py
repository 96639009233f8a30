"""Counts shared by the evaluation scripts: precision and recall from one place."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Tally:
    """Labelled positives, positives predicted, and predictions that were right."""

    expected: int = 0
    predicted: int = 0
    right: int = 0

    @property
    def precision(self) -> float:
        return self.right / self.predicted if self.predicted else 1.0

    @property
    def recall(self) -> float:
        return self.right / self.expected if self.expected else 1.0
