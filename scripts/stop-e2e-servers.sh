#!/usr/bin/env bash
# Stops the e2e servers (scripts/e2e-server.sh) that a stopped Playwright left running. Playwright
# starts each in a process group of its own and ends them itself when it ends normally; stopped
# from outside (test-all.sh's time limit), it cannot, and they would keep their ports and a core.
# Each server writes its process group's id to <dir>/server-<port>.pid; a group is stopped only
# while its leader is still that server (the script, or the server it became by exec, on that
# port), so a stale file never reaches a process that reused the id.
# Usage: scripts/stop-e2e-servers.sh [dir]   (default .data/e2e)
set -uo pipefail
cd "$(dirname "$0")/.."
DIR="${1:-.data/e2e}"
for file in "$DIR"/server-*.pid; do
  [ -e "$file" ] || continue
  pid="$(cat "$file")"
  rm -f "$file"
  port="$(basename "$file" .pid)"
  port="${port#server-}"
  [[ "$pid" =~ ^[0-9]+$ && "$port" =~ ^[0-9]+$ ]] || continue
  if tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -Eq "(e2e-server\.sh|server\.ts -p) $port( |$)"; then
    kill -TERM -- "-$pid" 2>/dev/null && echo "stopped the e2e server left running in process group $pid ($(basename "$file"))"
  fi
done
exit 0
