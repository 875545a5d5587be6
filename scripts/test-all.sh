#!/usr/bin/env bash
# The whole test suite (the README's test command runs this after `npm install`):
# type-check, lint (eslint, and prettier --check outside Markdown), jest on PGlite, jest on
# Postgres (when DATABASE_URL_TEST answers), one production build, and the Playwright end-to-end
# tests in the system Chromium. Type-check and lint run side by side, and so do the two jest runs:
# each of them waits on I/O, timers and child processes for about half its time, and they share
# nothing (jest on PGlite copies a dump file, on Postgres a template database). Each side's output
# is printed whole when both have ended.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CHECKPOINT_DISABLE=1
export DATABASE_URL_TEST="${DATABASE_URL_TEST:-postgresql://postgres@127.0.0.1:5432/test}"
unset DATABASE_URL

passed=0
failed=0
failures=()
# Counts a step's outcome and says it: record <name> <exit status> [detail].
record() {
  if [ "$2" -eq 0 ]; then
    passed=$((passed + 1))
    echo "--- $1: ok${3:+ ($3)}"
  else
    failed=$((failed + 1))
    failures+=("$1")
    echo "--- $1: FAILED${3:+ ($3)}"
  fi
}

step() {
  local name="$1"
  shift
  echo
  echo "=== $name ==="
  local started=$SECONDS status=0
  "$@" || status=$?
  record "$name" "$status" "$((SECONDS - started)) s"
}

# Runs steps side by side: arguments are pairs of a name and a command line (for bash -c). Each
# step's output goes to its own file and is printed whole, in the order given, once all have ended.
together() {
  local names=() outs=() pids=() i
  local started=$SECONDS
  while [ $# -gt 0 ]; do
    local out
    out="$(mktemp)"
    names+=("$1")
    outs+=("$out")
    bash -c "$2; status=\$?; echo \"--- took \$SECONDS s\"; exit \$status" >"$out" 2>&1 &
    pids+=("$!")
    shift 2
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    echo
    echo "=== ${names[$i]} (run beside the others) ==="
    cat "${outs[$i]}"
    rm -f "${outs[$i]}"
    record "${names[$i]}" "$status"
  done
  echo "--- together: $((SECONDS - started)) s"
}

# A step that has not ended within its limit is stopped (with everything it started: timeout runs
# it in a process group of its own) and counts as failed, so a hang costs minutes, not the CI's
# whole allowance. The limits are well past what each step takes on a two-core machine (jest 7 min
# with both runs side by side on an idle one, 16 on a loaded one; the build 1; Playwright 9 idle,
# 25 loaded), and their sum stays under CI's 90 minutes.
limited() {
  local minutes="$1"
  shift
  timeout --kill-after=30s "${minutes}m" "$@"
  local status=$?
  [ "$status" -eq 124 ] && echo "--- stopped: still running after ${minutes} min"
  return "$status"
}
export -f limited

postgres_answers() {
  node -e '
    const { Client } = require("pg");
    const client = new Client({ connectionString: process.env.DATABASE_URL_TEST, connectionTimeoutMillis: 3000 });
    client.connect().then(() => client.end()).then(() => process.exit(0), () => process.exit(1));
  '
}

step "chromium" bash scripts/ensure-chromium.sh
step "prisma generate" node scripts/db-generate.cjs
together "type-check" "npm run --silent typecheck" \
  "lint" "npx eslint . && npx prettier --check . --log-level warn"
if postgres_answers; then
  # A test that checks Postgres itself (tests/db/migrations.test.ts) fails rather than skips its
  # Postgres half, should Postgres not answer it under load.
  export TEST_POSTGRES_REQUIRED=1
  together "jest (PGlite)" "limited 35 npm run --silent test:jest:pglite -- --maxWorkers=2" \
    "jest (Postgres at $DATABASE_URL_TEST)" "limited 35 npm run --silent test:jest:postgres -- --maxWorkers=2"
else
  step "jest (PGlite)" limited 35 npm run --silent test:jest:pglite -- --maxWorkers=2
  echo
  echo "=== jest (Postgres): skipped, nothing answers at $DATABASE_URL_TEST ==="
fi
# The type-check step above covered the same files, the route types included.
step "build (next build, precompressed chunks)" limited 8 env BUILD_TYPECHECKED=1 npm run --silent build
step "playwright" limited 40 npx playwright test
# Playwright stopped by its limit leaves its web servers (process groups of their own) running.
bash scripts/stop-e2e-servers.sh

echo
if [ "$failed" -gt 0 ]; then
  echo "Failed steps: ${failures[*]}"
fi
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
