#!/usr/bin/env bash
# Makes sure a Chromium exists for Playwright and PDFs: CHROMIUM_PATH, else /usr/bin/chromium,
# else Debian's `chromium` package (Playwright's own browser download is not reachable here).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
test -x /usr/bin/chromium
echo "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
