#!/usr/bin/env bash
# Runs one fuzz target for a given time: fuzz/run.sh TARGET SECONDS
# TARGET is check, play, check_and_play or lsp. Needs cargo-fuzz
# (`cargo install cargo-fuzz`); on stable Rust, RUSTC_BOOTSTRAP=1 lets it use
# the nightly flags it needs. The corpus (fuzz/corpus/TARGET, kept between
# runs) starts from every example and fixture, or for lsp from the sessions
# in fuzz/seeds/lsp; crashes go to fuzz/artifacts/TARGET. Prints
# libFuzzer's execution count at the end.
set -euo pipefail
cd "$(dirname "$0")"
target=${1:?usage: fuzz/run.sh TARGET SECONDS}
seconds=${2:?usage: fuzz/run.sh TARGET SECONDS}
corpus=corpus/$target
mkdir -p "$corpus"
dict=sow.dict
if [ "$target" = lsp ]; then
  seeds=(seeds/lsp/*.jsonl)
  # Both dictionaries: the protocol's words and the format's.
  dict=$(mktemp)
  trap 'rm -f "$dict"' EXIT
  cat lsp.dict sow.dict >"$dict"
else
  seeds=(../examples/*.sow.toml ../tests/fixtures/*.sow.toml)
fi
for f in "${seeds[@]}"; do
  cp -n "$f" "$corpus/" 2>/dev/null || true
done
# Safe Rust needs no address sanitizer; debug assertions and overflow
# checks stay on (cargo-fuzz's default without -O).
RUSTC_BOOTSTRAP=1 cargo fuzz run -s none "$target" "$corpus" -- \
  -dict="$dict" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
  -max_total_time="$seconds" -print_final_stats=1
