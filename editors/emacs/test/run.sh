#!/usr/bin/env bash
# Runs editors/emacs/test/headless.el in a real Emacs with eglot (Debian:
# emacs-nox and elpa-eglot, installed here when missing and apt-get can),
# loading the very set-up users load (editors/emacs/sow.el).
set -euo pipefail
cd "$(dirname "$0")/../../.."
if ! command -v emacs > /dev/null || ! emacs --batch --eval "(require 'eglot)" > /dev/null 2>&1; then
  if command -v apt-get > /dev/null; then
    sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends emacs-nox elpa-eglot > /dev/null
  else
    echo "emacs test: needs Emacs with eglot" >&2
    exit 1
  fi
fi
cargo build --release --quiet
export PATH="$PWD/target/release:$PATH"
# An example with one error that leaves the game whole: an unknown key.
mkdir -p target/emacs-test
sed 's/^columns = 6$/columns = 6\nsides = 2/' examples/kalah.sow.toml \
  > target/emacs-test/broken.sow.toml
export SOW_TEST_FILE="$PWD/target/emacs-test/broken.sow.toml"
export HOME="$PWD/target/emacs-test/home"
mkdir -p "$HOME"
# Batch mode reads no init file; the site start-up (Debian's packages of
# Emacs Lisp, eglot among them) it does read.
timeout 120 emacs --batch -l editors/emacs/sow.el -l editors/emacs/test/headless.el
