#!/usr/bin/env bash
# Builds the extension from a clean checkout: installs the locked
# dependencies, type-checks and compiles the TypeScript, runs the unit tests,
# and packages sow.vsix (install it with `code --install-extension sow.vsix`).
set -euo pipefail
cd "$(dirname "$0")"
npm ci --no-audit --no-fund
npm run compile
npm test
npx --no-install vsce package --skip-license --allow-missing-repository -o sow.vsix
