// A small closed-loop HTTP load generator: `connections` keep-alive clients each send requests
// back to back for `seconds`; prints requests/s and exact latency percentiles.
import http from "node:http";

export type TLoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  method?: string;
  /** Sent with every request (a POST unless `method` says otherwise). */
  body?: string | Buffer;
};
export type TLoadResult = {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<number, number>;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const summarise = (latencies: number[], errors: number, elapsed: number, statuses: TLoadResult["statuses"]): TLoadResult => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    statuses,
  };
};

/** The latencies, statuses and errors of one run, and how to send one request into them. */
const recorder = (options: Pick<TLoadOptions, "url" | "headers" | "method" | "body">, agent: http.Agent) => {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers =
    options.body === undefined
      ? options.headers
      : { ...options.headers, "content-length": String(Buffer.byteLength(options.body)) };
  /** Sends one request; its latency counts from `fromNs` (when it was started, or when it was due). */
  const send = (fromNs: bigint) =>
    new Promise<void>((resolve) => {
      const req = http.request(options.url, { agent, method, headers }, (res) => {
        res.resume();
        res.on("end", () => {
          latencies.push(Number(process.hrtime.bigint() - fromNs) / 1e6);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          resolve();
        });
      });
      req.on("error", () => {
        errors += 1;
        resolve();
      });
      req.end(options.body);
    });
  return { send, result: (elapsed: number) => summarise(latencies, errors, elapsed, statuses) };
};

export const runLoad = async (options: TLoadOptions): Promise<TLoadResult> => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const { send, result } = recorder(options, agent);
  const deadline = Date.now() + options.seconds * 1000;

  const worker = async () => {
    while (Date.now() < deadline) await send(process.hrtime.bigint());
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  return result(elapsed);
};

/**
 * An open-loop load: requests start on a fixed schedule of `rate` per second for `seconds`,
 * whether or not earlier ones have answered (up to `connections` at once), and each latency is
 * counted from the moment its request was due, so a slow spell is not hidden by the requests it
 * held back. For comparing pages at the same offered load, below what either can serve.
 */
export const runRate = async (options: {
  url: string;
  rate: number;
  seconds: number;
  connections?: number;
  headers?: Record<string, string>;
}) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections ?? 64 });
  const { send, result } = recorder(options, agent);
  const total = Math.round(options.rate * options.seconds);
  const intervalNs = 1e9 / options.rate;
  const begun = process.hrtime.bigint();
  const pending: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const now = process.hrtime.bigint();
    while (sent < total && begun + BigInt(Math.round(sent * intervalNs)) <= now) {
      pending.push(send(begun + BigInt(Math.round(sent * intervalNs))));
      sent += 1;
    }
    // A millisecond between looks: the schedule keeps its rate, and the client leaves the CPU to the server.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  return result(Number(process.hrtime.bigint() - begun) / 1e9);
};

export const printResult = (label: string, result: TLoadResult) => {
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${status}x${count}`)
    .join(" ");
  console.log(
    `${label.padEnd(40)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   (${result.requests} requests, ${result.errors} errors, ${statuses})`,
  );
};

/** Waits until the server answers, or throws after `seconds`. */
export const waitForServer = async (url: string, seconds = 120) => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (res) => res.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server at ${url} did not answer within ${seconds} s`);
};

/** Logs a demo account in (legacy POST /api/auth/login) and returns its session cookie. */
export const logIn = async (base: string, username: string) => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "Demo@12345" }),
  });
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if ((await response.text()).trim() !== "1" || !cookie) throw new Error(`bench log-in of ${username} failed`);
  return cookie;
};

/**
 * The same closed loop without HTTP: `connections` callers each await `call` back to back for
 * `seconds` (the raw-SQL floors beside the HTTP figures). Errors are counted, not thrown.
 */
export const runCalls = async (options: {
  call: () => Promise<unknown>;
  connections: number;
  seconds: number;
}): Promise<TLoadResult> => {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + options.seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = process.hrtime.bigint();
      try {
        await options.call();
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      } catch {
        errors += 1;
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  return summarise(latencies, errors, elapsed, {});
};
