// A deploy or restart stops an instance with SIGTERM (server.ts): its job worker gives back at once
// the jobs it claimed but had not started, and the job in hand after a few seconds, so that another
// instance (or this one, restarted) runs them now rather than after the queue's 15-minute lock
// timeout. The test starts a production server of this build on a fresh Postgres database whose
// first due job cannot finish (the hourly maintenance job's DELETE waits on a row this test keeps
// locked), and stops the server while the jobs claimed with it wait behind it.
// Skipped when no Postgres answers at DATABASE_URL_TEST.
import type { ChildProcess } from "node:child_process";
import { Client } from "pg";
import { adminQuery, databaseUrl, postgresAnswers, runOn, SERVER_URL, startInstance, stopInstance } from "./instances";
import { stopInstancePort } from "./ports";
import { expect, test } from "./test";
import { CHECKOUT_ID } from "../tests/helpers/test-db-config";

const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const DATABASE = `portal_e2e_stop_${CHECKOUT_ID}_${WORKER}`;
const PORT = stopInstancePort(WORKER);

type TJobRow = { name: string; lockedBy: string | null; attempts: number; doneAt: Date | null };

test.describe("an instance stopped with SIGTERM", () => {
  const instances: ChildProcess[] = [];
  const clients: Client[] = [];

  test.afterAll(async () => {
    test.setTimeout(60_000);
    instances.forEach(stopInstance);
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    if (await postgresAnswers()) await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
  });

  const connect = async () => {
    const client = new Client({ connectionString: databaseUrl(DATABASE), connectionTimeoutMillis: 3000 });
    clients.push(client);
    await client.connect();
    return client;
  };

  test("gives back the jobs it had claimed, at once, for another instance to run", async () => {
    // Migrating and starting a production server: well over the 60 s default on a loaded 2-core host.
    test.setTimeout(240_000);
    test.skip(!(await postgresAnswers()), `no Postgres answers at ${SERVER_URL}`);
    await adminQuery(`DROP DATABASE IF EXISTS "${DATABASE}" WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE "${DATABASE}"`);
    await runOn(DATABASE, ["tsx", "scripts/prepare-db.ts"]);

    const db = await connect();
    // The maintenance job (due first) deletes expired rate limits: this one stays locked below.
    await db.query(
      `INSERT INTO "RateLimit" ("key", "hits", "resetAt") VALUES ('held-by-the-test', 1, now() - interval '1 hour')`,
    );
    await db.query(
      `INSERT INTO "Job" ("id", "name", "key", "runAt") VALUES (gen_random_uuid()::text, 'maintenance.prune', 'every:maintenance.prune', now() - interval '10 minutes')`,
    );
    // Three reset mails for no account (nothing to send): claimed in the same batch, after it.
    for (const name of ["one", "two", "three"])
      await db.query(
        `INSERT INTO "Job" ("id", "name", "payload", "runAt", "maxAttempts") VALUES (gen_random_uuid()::text, 'password-reset.send', $1, now() - interval '5 minutes', 3)`,
        [JSON.stringify({ username: `nobody-${name}`, email: null, origin: "http://127.0.0.1" })],
      );
    const lock = await connect();
    await lock.query("BEGIN");
    await lock.query(`SELECT * FROM "RateLimit" WHERE "key" = 'held-by-the-test' FOR UPDATE`);

    await startInstance(DATABASE, PORT, instances);
    const jobs = async () =>
      (
        await db.query<TJobRow>(
          `SELECT "name", "lockedBy", "attempts", "doneAt" FROM "Job" WHERE "name" IN ('maintenance.prune', 'password-reset.send') ORDER BY "runAt"`,
        )
      ).rows;
    // The server's worker holds all four, and the first is in hand, waiting for the row lock.
    await expect
      .poll(async () => {
        const waiting = await db.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
          [DATABASE],
        );
        return { waiting: waiting.rows[0].n, holders: new Set((await jobs()).map((job) => job.lockedBy)).size };
      })
      .toEqual({ waiting: 1, holders: 1 });
    const [held] = await jobs();
    expect(held).toMatchObject({ name: "maintenance.prune", attempts: 1 });
    // lockedBy is "<host>:<pid>:<id>": the server process itself, as a deploy would signal it.
    const pid = Number(held!.lockedBy!.split(":")[1]);

    process.kill(pid, "SIGTERM");
    const stopped = Date.now();
    await expect
      .poll(
        () => {
          try {
            process.kill(pid, 0);
            return "running";
          } catch {
            return "exited";
          }
        },
        { timeout: 30_000 },
      )
      .toBe("exited");
    // It waited a few seconds for the job in hand, not for ever.
    expect(Date.now() - stopped).toBeLessThan(20_000);

    // Nothing is left locked: the reset mails with the attempts they had (none), the job in hand
    // with the one it made; all due at once for the next instance.
    expect(await jobs()).toEqual([
      { name: "maintenance.prune", lockedBy: null, attempts: 1, doneAt: null },
      ...["one", "two", "three"].map(() => ({ name: "password-reset.send", lockedBy: null, attempts: 0, doneAt: null })),
    ]);
    await lock.query("ROLLBACK");
  });
});
