#!/usr/bin/env bash
# `npm test`: installs what is missing (npm packages; Debian's chromium when absent and root),
# then runs every suite. Stops at the first failing suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser

step() { printf '\n==> %s\n' "$*"; }
bin=node_modules/.bin

step "Type check";                 "$bin/tsc" -b
step "Lint";                       "$bin/eslint" . --max-warnings 0
step "Unit and component tests";   "$bin/vitest" run
step "Local chain tests";          "$bin/vitest" run --config localnet/vitest.config.ts
step "Data source against the local chain"; "$bin/vitest" run --config tests/integration/vitest.config.ts
step "Production build";           "$bin/vite" build
step "End-to-end (Chromium)";      "$bin/playwright" test
