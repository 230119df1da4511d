#!/usr/bin/env bash
# Installs what the browser tests use when it is missing, and says nothing
# when it is all there: Debian's Chromium (as root, or through sudo) and the
# npm packages of package-lock.json (playwright-core; no browser download).
# `npm test` then builds the site and the binary itself.
set -euo pipefail
cd "$(dirname "$0")"

if ! command -v "${CHROMIUM:-chromium}" >/dev/null; then
    sudo=$([ "$(id -u)" -eq 0 ] || echo sudo)
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y chromium
fi

# npm ci empties node_modules/ before it installs, so it runs only when the
# lock file differs from the one it last installed.
if ! cmp -s package-lock.json node_modules/.installed-package-lock.json; then
    npm ci --no-audit --no-fund
    cp package-lock.json node_modules/.installed-package-lock.json
fi
