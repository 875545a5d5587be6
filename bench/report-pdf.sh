#!/usr/bin/env bash
# Runs bench/report-pdf.ts against the production build on a fresh embedded database with the demo
# data. Needs `npm run build` and Chromium. Usage: bench/report-pdf.sh [port]
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${1:-3308}"
export PGLITE_DIR=".data/bench/pglite-$PORT" UPLOAD_DIR=".data/bench/uploads-$PORT"
export NEXTAUTH_URL="http://127.0.0.1:$PORT" NEXT_TELEMETRY_DISABLED=1
unset DATABASE_URL STORAGE_DRIVER S3_BUCKET SMTP_URL
rm -rf "$PGLITE_DIR" "$UPLOAD_DIR"
npx tsx scripts/prepare-db.ts
if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
  echo "Port $PORT is already in use: stop that server first." >&2
  exit 1
fi
setsid npx tsx server.ts -p "$PORT" -H 127.0.0.1 > "/tmp/portal-bench-report-$PORT.log" 2>&1 &
SERVER=$!
trap 'kill -- -$SERVER 2>/dev/null || true' EXIT
npx tsx bench/report-pdf.ts "http://127.0.0.1:$PORT" "$SERVER"
