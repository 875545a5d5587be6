// @database-independent
// A taken port is a plain refusal: server.ts binds it before Next loads, so no build is needed to
// show it. Stopping `npm start` with SIGTERM is e2e/server-stop.spec.ts (it needs the build).
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "portal-port-"));

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it("a port already taken: exit 1 saying so, without a stack trace", async () => {
  const taken = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => taken.once("listening", resolve));
  const { port } = taken.address() as AddressInfo;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  for (const name of ["DATABASE_URL", "SMTP_URL", "NEXTAUTH_URL", "STORAGE_DRIVER", "S3_BUCKET"]) delete env[name];
  try {
    const failed = await run(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: ROOT,
      env: { ...env, PGLITE_DIR: path.join(tmp, "pglite"), SEED_DEMO: "never", PORT: String(port), BIND_HOST: "127.0.0.1" },
      timeout: 120_000,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`Port ${port} is in use: set PORT to another.`);
    expect(failed?.stderr).not.toMatch(/^\s+at /m);
  } finally {
    taken.close();
  }
}, 150_000);
