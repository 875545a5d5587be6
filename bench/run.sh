#!/usr/bin/env bash
# Runs the benchmarks against the production build on fresh embedded databases with demo data.
# Needs `npm run build` first. Prints the figures; nothing here is a pass/fail test.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${BENCH_PORT:-3300}"
if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
  echo "Port $PORT is already in use: stop that server first (or set BENCH_PORT)." >&2
  exit 1
fi
# Its own process group, so that the whole server (npm, next, next-server) stops with the bench.
setsid bash scripts/e2e-server.sh "$PORT" > /tmp/portal-bench-server.log 2>&1 &
SERVER=$!
trap 'kill -- -$SERVER 2>/dev/null || true' EXIT
npx tsx bench/foundation-http.ts "http://127.0.0.1:$PORT"
# The helpdesk with 100,000 requests: its own server, seeded before it starts.
bash bench/service-requests.sh "$((PORT + 1))"
# The paged lists at 1,000 / 100,000 / 1,000,000 requests beside their raw SQL: on Postgres (when
# one answers) at every size, on PGlite at BENCH_PGLITE_SIZES (default 1,000 and 100,000: a
# million rows in an on-disk PGlite took longer than 15 minutes to seed here).
if (exec 3<>"/dev/tcp/127.0.0.1/5432") 2>/dev/null || [ -n "${DATABASE_URL_TEST:-}" ]; then
  BENCH_PORT="$((PORT + 10))" npx tsx bench/service-requests-scale.ts 1000,100000,1000000 postgres
fi
BENCH_PORT="$((PORT + 10))" npx tsx bench/service-requests-scale.ts "${BENCH_PGLITE_SIZES:-1000,100000}" pglite
# Issue 11: opening and autosaving an application with 5,000 applications, beside plain SQL.
npx tsx bench/project-applications.ts both
# Issue 12: the national review queue with 50,000 applications, beside the raw SQL of each call.
npx tsx bench/review-queue.ts both
# Issue 13: the secretariat's member search with 50,000 members, beside the raw SQL of each call;
# the mass mail's sending rate to a local SMTP server, beside raw nodemailer.
npx tsx bench/member-search.ts both
npx tsx bench/massmail-rate.ts both
# Issue 12: the sanction letter PDF in the warm Chromium, beside Chromium's own --print-to-pdf.
bash bench/sanction-letter.sh "$((PORT + 5))"
# Issue 14: the directory PDF beside Chromium's own --print-to-pdf, and 100 PDFs at 4 at a time.
bash bench/report-pdf.sh "$((PORT + 8))"
# Issue 4: the landing page against a bare page, the public pages' Cache-Control, then Lighthouse.
npx tsx bench/public-throughput.ts "http://127.0.0.1:$PORT"
npx tsx bench/lighthouse.ts "http://127.0.0.1:$PORT"
