#!/usr/bin/env bash
# The whole test suite (the README's test command runs this after `npm install`):
# type-check, lint (eslint, and prettier --check outside Markdown), jest on PGlite, jest on
# Postgres (when DATABASE_URL_TEST answers), one production build, and the Playwright end-to-end
# tests in the system Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
export DATABASE_URL_TEST="${DATABASE_URL_TEST:-postgresql://postgres@127.0.0.1:5432/test}"
unset DATABASE_URL

passed=0
failed=0
failures=()
step() {
  local name="$1"
  shift
  echo
  echo "=== $name ==="
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "--- $name: ok ($((SECONDS - started)) s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "--- $name: FAILED ($((SECONDS - started)) s)"
  fi
}

postgres_answers() {
  node -e '
    const { Client } = require("pg");
    const client = new Client({ connectionString: process.env.DATABASE_URL_TEST, connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));
  '
}

step "chromium" bash scripts/ensure-chromium.sh
step "prisma generate" node scripts/db-generate.cjs
step "type-check" npm run --silent typecheck
step "lint" bash -c "npx eslint . && npx prettier --check . --log-level warn"
step "jest (PGlite)" npm run --silent test:jest:pglite -- --maxWorkers=2
if postgres_answers; then
  step "jest (Postgres at $DATABASE_URL_TEST)" npm run --silent test:jest:postgres -- --maxWorkers=2
else
  echo
  echo "=== jest (Postgres): skipped, nothing answers at $DATABASE_URL_TEST ==="
fi
# The type-check step above covered the same files, the route types included.
step "build (next build, precompressed chunks)" env BUILD_TYPECHECKED=1 npm run --silent build
step "playwright" npx playwright test

echo
if [ "$failed" -gt 0 ]; then
  echo "Failed steps: ${failures[*]}"
fi
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
