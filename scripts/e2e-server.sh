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
# A fresh database gets a fresh page cache: Next keeps ISR pages across restarts in
# .next/server/route-cache, and would otherwise serve the last run's pages (once, as STALE).
rm -rf .next/server/route-cache
npx tsx scripts/prepare-db.ts
exec npx tsx server.ts -p "$PORT" -H 127.0.0.1
