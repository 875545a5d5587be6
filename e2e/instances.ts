// Production servers of this build started by a spec beside its e2e server, on a Postgres database
// of their own (multi-instance.spec.ts, stop-instance.spec.ts): a deployment's environment, its
// database made and dropped, a server started and stopped. Specs skip when no Postgres answers at
// DATABASE_URL_TEST (the embedded default runs one process).
import { spawn, type ChildProcess } from "node:child_process";
import { Client } from "pg";

export const SERVER_URL = process.env.DATABASE_URL_TEST ?? "postgresql://postgres@127.0.0.1:5432/test";

export const databaseUrl = (database: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

export const adminQuery = async (sql: string) => {
  const client = new Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

export const postgresAnswers = async () => {
  try {
    await adminQuery("SELECT 1");
    return true;
  } catch {
    return false;
  }
};

/** A deployment's environment: the shared database and its own secrets (no embedded defaults). */
export const deploymentEnv = (database: string): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl(database),
    NEXTAUTH_SECRET: "two-instances-e2e-session-secret-0123456789",
    TOKEN_KEY: "two-instances-e2e-token-key-0123456789",
    PAYMENT_GATEWAY: "sandbox",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  for (const name of ["NEXTAUTH_URL", "PGLITE_DIR", "SMTP_URL", "STORAGE_DRIVER", "S3_BUCKET"]) delete env[name];
  return env;
};

/** `npx <args>` on the database, e.g. its migrations (tsx scripts/prepare-db.ts). */
export const runOn = (database: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn("npx", args, { env: deploymentEnv(database), stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npx ${args.join(" ")}: ${code}\n${errors}`))));
  });

/** Starts an instance and adds it to `started` at once, so a start that fails is stopped too. */
export const startInstance = async (database: string, port: number, started: ChildProcess[]) => {
  // Its own process group, so that npx, tsx and the server stop together.
  const child = spawn("npx", ["tsx", "server.ts", "-p", String(port), "-H", "127.0.0.1"], {
    env: deploymentEnv(database),
    stdio: "ignore",
    detached: true,
  });
  started.push(child);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/login`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`instance on ${port} did not start`);
};

/** Stops an instance's whole process group. */
export const stopInstance = (child: ChildProcess | undefined) => {
  try {
    if (child?.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
