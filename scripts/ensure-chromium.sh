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
# Another apt (an unattended upgrade, a second checkout's install) may hold apt's locks: wait for
# it up to five minutes rather than failing at once. DPkg::Lock::Timeout covers dpkg's lock only,
# not the package lists' lock that `update` takes, so `update` is tried again until then.
for try in $(seq 1 60); do
  if $SUDO apt-get update -qq; then break; fi
  if [ "$try" = 60 ]; then exit 1; fi
  echo "apt is busy (another install?): trying again in 5 s"
  sleep 5
done
$SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq chromium >/dev/null
test -x /usr/bin/chromium
echo "Chromium installed: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
