#!/usr/bin/env bash
# Runs the benchmarks against the production build on fresh embedded databases with demo data.
# Needs `npm run build` first. Prints the figures; nothing here is a pass/fail test.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${BENCH_PORT:-3300}"
bash scripts/e2e-server.sh "$PORT" > /tmp/portal-bench-server.log 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; pkill -f "next start -p $PORT" 2>/dev/null || true' EXIT
npx tsx bench/foundation-http.ts "http://127.0.0.1:$PORT"
# The helpdesk with 100,000 requests: its own server, seeded before it starts.
bash bench/service-requests.sh "$((PORT + 1))"
# Issue 4: the landing page against a bare page, the public pages' Cache-Control, then Lighthouse.
npx tsx bench/public-throughput.ts "http://127.0.0.1:$PORT"
npx tsx bench/lighthouse.ts "http://127.0.0.1:$PORT"
