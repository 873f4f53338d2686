#!/usr/bin/env bash
# One command for a newcomer: install what is missing, start the local chain and the app, print the URL.
# Ports and the ledger folder can be overridden (the end-to-end tests do): LOCALNET_PORT, APP_PORT,
# LOCALNET_LEDGER, LOCALNET_ARGS (e.g. --reset, or --mainnet-like for the public endpoint's limits and congestion).
# APP_SERVE=build serves the production build (prerendered pages, as deployed) instead of Vite's dev server:
# the end-to-end tests run on it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

localnet_port=${LOCALNET_PORT:-8899}
app_port=${APP_PORT:-5173}
ledger=${LOCALNET_LEDGER:-.localnet}
rpc="http://127.0.0.1:${localnet_port}"

pids=()
stop() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop INT TERM EXIT

# shellcheck disable=SC2086
node_modules/.bin/tsx packages/localnet/main.ts --port "$localnet_port" --ledger "$ledger" ${LOCALNET_ARGS:-} &
pids+=($!)

node scripts/wait-for-rpc.mjs "$rpc" 60000

# A mainnet-like chain enforces the public endpoint's limits: the app paces itself as it does there.
limits=
case " ${LOCALNET_ARGS:-} " in *" --mainnet-like "*) limits=public ;; esac

export VITE_DEFAULT_CLUSTER=localnet VITE_LOCALNET_URL="$rpc" VITE_LOCALNET_LIMITS="$limits"
if [ "${APP_SERVE:-dev}" = build ]; then
  out=$(mktemp -d)
  trap 'stop; rm -rf "$out"' INT TERM EXIT
  node_modules/.bin/vite build --outDir "$out" --emptyOutDir --logLevel warn
  node_modules/.bin/vite preview --outDir "$out" --host 127.0.0.1 --port "$app_port" --strictPort &
else
  node_modules/.bin/vite --host 127.0.0.1 --port "$app_port" --strictPort --clearScreen false &
fi
pids+=($!)

sleep 1
cat <<MSG

  Solana Token Manager is starting.
  Open  http://127.0.0.1:${app_port}/   (cluster: Localnet at ${rpc})
  Connect the "Local test wallet": it is funded automatically. Ctrl+C stops everything.

MSG
wait -n "${pids[@]}"
