#!/usr/bin/env bash
# Installs what is missing, so `npm start` and `npm test` work on a fresh machine.
# Usage: scripts/ensure-deps.sh [--browser]
set -euo pipefail
cd "$(dirname "$0")/.."

stamp=node_modules/.package-lock.json
if [ ! -d node_modules ] || [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  # `npm install`, not `npm ci`: the registry here serves only this platform's optional binaries
  # (tailwind oxide, litesvm), so the lock lists none for other platforms and `npm ci` refuses it.
  echo "==> Installing npm packages"
  npm install --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "==> Installing Debian's chromium for the browser tests"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium fonts-liberation >/dev/null
  else
    echo "Browser tests need Debian's chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium' and try again." >&2
    exit 1
  fi
fi
