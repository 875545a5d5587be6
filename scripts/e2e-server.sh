#!/usr/bin/env bash
# Serves the production build for the end-to-end tests on a fresh embedded database with the
# demo data. Usage: scripts/e2e-server.sh <port>
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-3200}"
export PGLITE_DIR=".data/e2e/pglite-$PORT" UPLOAD_DIR=".data/e2e/uploads-$PORT"
export NEXTAUTH_URL="http://127.0.0.1:$PORT" NEXT_TELEMETRY_DISABLED=1
unset DATABASE_URL STORAGE_DRIVER S3_BUCKET SMTP_URL
# Mail goes to the SMTP server a test starts on this port when it reads mail (e2e/mailbox.ts);
# without one listening, a mail fails at once and stays in the outbox as failed.
export SMTP_URL="smtp://127.0.0.1:${E2E_SMTP_PORT:-2526}"
rm -rf "$PGLITE_DIR" "$UPLOAD_DIR"
# A fresh database gets a fresh page cache: the server keeps pages in memory (next.config.mjs),
# but a build made before that kept them in .next/server/route-cache across restarts.
# E2E_DIST_DIR (a second server beside the first): a copy of the build, so that each server has a
# page cache of its own (next.config.mjs reads NEXT_DIST_DIR).
if [ -n "${E2E_DIST_DIR:-}" ] && [ "$E2E_DIST_DIR" != ".next" ]; then
  rm -rf "$E2E_DIST_DIR"
  mkdir -p "$E2E_DIST_DIR"
  for entry in .next/*; do
    [ "$(basename "$entry")" = cache ] || cp -r "$entry" "$E2E_DIST_DIR/"
  done
  rm -rf "$E2E_DIST_DIR/server/route-cache"
  # The build reaches its external packages through relative links (.next/node_modules/pg-<hash>
  # -> ../../node_modules/pg); the copy's point at the same packages by their absolute path.
  find "$E2E_DIST_DIR/node_modules" -type l | while read -r link; do
    ln -sfn "$(readlink -f ".next/${link#"$E2E_DIST_DIR"/}")" "$link"
  done
  export NEXT_DIST_DIR="$E2E_DIST_DIR"
else
  rm -rf .next/server/route-cache
fi
# This script leads the server's process group (Playwright starts it so): its id lets
# scripts/stop-e2e-servers.sh stop a server that a Playwright stopped from outside left behind.
mkdir -p .data/e2e
echo "$$" >".data/e2e/server-$PORT.pid"
npx tsx scripts/prepare-db.ts
# As `npm start` runs it: node itself with tsx loaded, so that a stop signal reaches the server (tsx's
# own runner would stand between them, and kill the server if it took long to stop).
exec node --import tsx server.ts -p "$PORT" -H 127.0.0.1
