#!/usr/bin/env bash
# Runs tests/browser/test.mjs: `sow view`'s page in Debian's headless
# Chromium (installed here when missing and apt-get can), driven through
# the DevTools protocol by playwright-core (a locked `npm ci`). Screenshots
# go to target/browser-test/.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v chromium > /dev/null; then
  if command -v apt-get > /dev/null; then
    sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq --no-install-recommends chromium > /dev/null
  else
    echo "browser test: needs Chromium" >&2
    exit 1
  fi
fi
(cd tests/browser && npm ci --no-audit --no-fund --loglevel=error)
# SOW_BIN, when set, is the sow to test (a debug build while iterating).
if [ -z "${SOW_BIN:-}" ]; then
  cargo build --release --quiet
  export SOW_BIN="$PWD/target/release/sow"
fi
export CHROMIUM="$(command -v chromium)"
timeout 300 node tests/browser/test.mjs
