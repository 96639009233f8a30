#!/bin/sh
# Install what the test suite needs: the package with its test extras, and Chromium (Debian's
# package) for the test that renders the HTML report in a real browser.
set -e
cd "$(dirname "$0")/.."
python -m pip install -q -e '.[test]'
if ! command -v chromium >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "setup-tests: install Chromium (Debian: sudo apt-get install chromium)" >&2
    exit 1
  fi
fi
