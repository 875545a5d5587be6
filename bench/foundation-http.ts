// Benchmark: requests/s and p50/p95 latency of the landing page and of GET /api/auth/logedinroles
// (with a session) under concurrent load, on the production build (run `npm run build` first).
// Usage: npm run bench   (or: npx tsx bench/foundation-http.ts <baseUrl>)
import { logIn, printResult, runLoad, waitForServer } from "./lib/load";

const BASE = process.argv[2] ?? "http://127.0.0.1:3300";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const main = async () => {
  await waitForServer(`${BASE}/login`);
  const cookie = await logIn(BASE, "member");

  console.log(`foundation HTTP benchmark: ${CONNECTIONS} connections, ${SECONDS} s per target, ${BASE}`);
  // Warm-up so that first-render compilation and caches do not count.
  await runLoad({ url: `${BASE}/`, connections: 4, seconds: 2 });
  await runLoad({ url: `${BASE}/api/auth/logedinroles`, connections: 4, seconds: 2, headers: { cookie } });

  printResult("GET / (landing page)", await runLoad({ url: `${BASE}/`, connections: CONNECTIONS, seconds: SECONDS }));
  printResult(
    "GET /api/auth/logedinroles (session)",
    await runLoad({ url: `${BASE}/api/auth/logedinroles`, connections: CONNECTIONS, seconds: SECONDS, headers: { cookie } }),
  );
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
