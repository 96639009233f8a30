#!/usr/bin/env bash
# Try the repository's pre-commit hooks the way a user's repository would run them:
# pre-commit try-repo installs nvfacts from this checkout into its own environment and runs
# nvfacts-check and nvfacts-conflicts on a scratch repository holding a copy of the store.
# Needs network access to PyPI (pre-commit builds a virtualenv).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
python -m pip install -q 'pre-commit>=3.5'
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git -C "$work" init -q
mkdir -p "$work/data"
cp "$here/data/facts.yaml" "$work/data/facts.yaml"
git -C "$work" add data/facts.yaml
cd "$work"
echo "== nvfacts-check on the bundled store (expected to pass)"
python -m pre_commit try-repo "$here" nvfacts-check --all-files
echo "== nvfacts-conflicts on the bundled store (expected to fail: it holds the seed's wrong claims)"
if python -m pre_commit try-repo "$here" nvfacts-conflicts --all-files > conflicts.log 2>&1; then
  echo "nvfacts-conflicts passed, but the bundled store has conflicts" >&2
  exit 1
fi
cat conflicts.log
grep -q "conflict(s)" conflicts.log || { echo "nvfacts-conflicts failed for another reason" >&2; exit 1; }
echo "== both hooks with two stores staged (data/ and notes/)"
mkdir -p notes
printf 'facts:\n  - {id: note, claim: NVSwitch connects every GPU of an HGX board.}\n' > notes/facts.yaml
git add notes/facts.yaml
python -m pre_commit try-repo "$here" nvfacts-check --all-files
if python -m pre_commit try-repo "$here" nvfacts-conflicts --all-files > two.log 2>&1; then
  echo "nvfacts-conflicts passed two stores, one of them with conflicts" >&2
  exit 1
fi
cat two.log
grep -q "notes/facts.yaml: 0 conflict(s)" two.log && grep -q "data/facts.yaml: [1-9]" two.log \
  || { echo "nvfacts-conflicts did not report each store" >&2; exit 1; }
echo "== nvfacts-check on a broken store (expected to fail)"
printf 'facts:\n  - id: a\n    claim: x\n    confidence: high\n' > data/facts.yaml
if python -m pre_commit try-repo "$here" nvfacts-check --all-files > check.log 2>&1; then
  echo "nvfacts-check passed a broken store" >&2
  exit 1
fi
cat check.log
grep -q "must be a number" check.log || { echo "nvfacts-check failed for another reason" >&2; exit 1; }
echo "pre-commit hooks behave as expected"
