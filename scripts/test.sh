#!/usr/bin/env bash
# `npm test`: installs what is missing (npm packages; Debian's chromium when absent and root),
# then runs every suite. Stops at the first failing suite; ends with one line counting every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser

step() { printf '\n==> %s\n' "$*"; }
bin=node_modules/.bin
# Outside test-results/: Playwright empties that folder when it starts.
results=$(mktemp -d)
vitest() { "$bin/vitest" run --reporter=default --reporter=json --outputFile="$results/$1.json" "${@:2}"; }

step "Type check";                 "$bin/tsc" -b
step "Lint";                       "$bin/eslint" . --max-warnings 0
step "No import cycles (type-only ones included)"; "$bin/madge" --circular --extensions ts,tsx --ts-config tsconfig.app.json src
step "Unit and component tests";   vitest unit
step "Dependencies (the app ships no legacy Solana stack)"; vitest deps --config tests/deps/vitest.config.ts
step "Local chain tests";          vitest localnet --config packages/localnet/vitest.config.ts
step "Data source against the local chain"; vitest integration --config tests/integration/vitest.config.ts
step "Production build";           "$bin/vite" build
step "End-to-end (Chromium)";      PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" "$bin/playwright" test --reporter=list,json

node scripts/count-tests.mjs "$results"
