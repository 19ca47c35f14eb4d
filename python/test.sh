#!/usr/bin/env bash
# Installs the Python package as a user would, `pip install ./python` in a
# fresh virtualenv (maturin, pytest and open_spiel from PyPI), and runs its
# tests, some of which compare it with the `sow` command built here and
# with OpenSpiel's own Kalah.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
# Cargo's target folder (CARGO_TARGET_DIR, else target/): the venv goes
# there, out of the sources, and the extension is built there too.
target="$(mkdir -p "${CARGO_TARGET_DIR:-target}" && cd "${CARGO_TARGET_DIR:-target}" && pwd)"
venv="$target/python-venv"
rm -rf "$venv"
python3 -m venv "$venv"
# OpenSpiel is the package's optional dependency, installed here so that
# the wrapper's tests run (they skip only where it is missing).
"$venv/bin/pip" install --quiet --disable-pip-version-check maturin pytest open_spiel
"$venv/bin/pip" install --quiet --disable-pip-version-check ./python
# From the root, so `import sow` finds the installed package, not the
# sources in python/sow (which lack the built module).
SOW_BIN="$target/release/sow" "$venv/bin/python" -m pytest python/tests
