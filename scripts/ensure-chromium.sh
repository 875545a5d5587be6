#!/usr/bin/env bash
# Makes sure a Chromium that runs exists for Playwright and PDFs: CHROMIUM_PATH, else
# /usr/bin/chromium, else Debian's `chromium` package (Playwright's own browser download is not
# reachable on our CI machines). Ubuntu has no such package: its chromium is a stub that asks for
# the snap, which does not run in containers and CI. There, and wherever the package cannot be had,
# Playwright's own Chromium is downloaded instead and linked as /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
runs() { [ -x "$1" ] && "$1" --version >/dev/null 2>&1; }
if [ -n "${CHROMIUM_PATH:-}" ] && runs "$CHROMIUM_PATH"; then exit 0; fi
if runs /usr/bin/chromium; then exit 0; fi
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

debian_package() {
  echo "Chromium is missing: installing Debian's chromium package..."
  # Another apt (an unattended upgrade, a second checkout's install) may hold apt's locks: wait for
  # it up to five minutes rather than failing at once. DPkg::Lock::Timeout covers dpkg's lock only,
  # not the package lists' lock that `update` takes, so `update` is tried again until then.
  for try in $(seq 1 60); do
    if $SUDO apt-get update -qq; then break; fi
    if [ "$try" = 60 ]; then return 1; fi
    echo "apt is busy (another install?): trying again in 5 s"
    sleep 5
  done
  $SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq chromium >/dev/null && runs /usr/bin/chromium
}

playwright_build() {
  echo "No Debian chromium package here (Ubuntu?): downloading Playwright's Chromium..."
  npx playwright install --with-deps chromium
  local path
  path="$(node -e 'process.stdout.write(require("playwright-core").chromium.executablePath())')"
  runs "$path"
  $SUDO ln -sfn "$path" /usr/bin/chromium
}

. /etc/os-release 2>/dev/null || true
if [ "${ID:-}" = ubuntu ] || ! debian_package; then playwright_build; fi
runs /usr/bin/chromium
echo "Chromium ready: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
