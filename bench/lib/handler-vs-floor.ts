// The shape shared by the in-process list benchmarks (member search, review queue): a throwaway
// database seeded by the bench, one caller with a session, and for each query the route handler
// through the real wrapper with the app's Prisma client beside its floor: the statements Prisma sent
// for one call (captured during a real call, with their parameters) sent straight through the driver
// one after another. p50/p95 at one caller; "[n]" is the statements per call.
import { Pool } from "pg";
import { createMemberSessionRow, encodeSessionToken, sessionCookieName } from "../../lib/auth/session";
import type { TRole } from "../../lib/auth/roles";
import { createAdapter } from "../../lib/db/adapter";
import { closeDb, setDbForTesting } from "../../lib/db/client";
import { PrismaClient } from "../../lib/db/generated/client";
import { applyMigrations } from "../../lib/db/migrate";
import { seedMember } from "../../lib/db/seed/seed-functions";
import type { TBenchKind, throwawayDatabase } from "./bench-database";
import { runCalls, type TLoadResult } from "./load";

export type TStatement = { sql: string; params: unknown[] };
export type TFloorQuery = { label: string; query: string };

const ms = (value: number) => value.toFixed(2).padStart(7);
const cell = (result: TLoadResult) => `p50 ${ms(result.p50)}  p95 ${ms(result.p95)}`;

export const benchHandlerVsFloor = async (options: {
  kind: TBenchKind;
  database: ReturnType<typeof throwawayDatabase>;
  seconds: number;
  /** Fills the fresh, migrated database (`run` sends SQL straight through the driver); answers what it seeded, for the log. */
  seed: (prisma: PrismaClient, run: (statement: TStatement) => Promise<unknown>) => Promise<string>;
  caller: { userName: string; fullName: string; roles: TRole[] };
  /** The first column's heading, e.g. "search [statements]", and its width. */
  heading: string;
  width: number;
  queries: TFloorQuery[];
  /** One call of the handler for `query` with the caller's session cookie. */
  call: (query: string, cookie: string) => Promise<Response>;
}) => {
  const measure = async (call: () => Promise<unknown>) => {
    await runCalls({ call, connections: 1, seconds: 1 });
    return runCalls({ call, connections: 1, seconds: options.seconds });
  };
  const target = await options.database.fresh(options.kind);
  if (!target) return;
  const handle = await createAdapter(target);
  const pool = target.kind === "postgres" ? new Pool({ connectionString: target.url, max: 10 }) : null;
  const run = ({ sql, params }: TStatement) => (pool ? pool.query(sql, params) : handle.pglite!.query(sql, params));
  try {
    await applyMigrations(handle.factory);
    const prisma = new PrismaClient({
      adapter: handle.factory,
      errorFormat: "minimal",
      log: [{ emit: "event", level: "query" }],
    });
    const seen: TStatement[] = [];
    prisma.$on("query", (event) => seen.push({ sql: event.query, params: JSON.parse(event.params) as unknown[] }));
    setDbForTesting(prisma, handle);
    const started = Date.now();
    const seeded = await options.seed(prisma, run);
    const caller = await seedMember(prisma, { ...options.caller, password: "Bench@12345" });
    console.log(`\n[${options.kind}] ${seeded} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const session = await createMemberSessionRow(caller.id);
    const token = await encodeSessionToken({ sid: session.id, sub: String(caller.id), roles: options.caller.roles });
    const cookie = `${sessionCookieName()}=${token}`;

    console.log(
      `  ${options.heading.padEnd(options.width)} ${"handler ms".padEnd(27)} ${"raw SQL of the call ms".padEnd(27)} ratio p50 / p95`,
    );
    for (const item of options.queries) {
      const call = async () => {
        const res = await options.call(item.query, cookie);
        const text = await res.text();
        if (res.status !== 200) throw new Error(`${item.label}: ${res.status} ${text}`);
        return text;
      };
      seen.length = 0;
      const reply = JSON.parse(await call()) as { total: number };
      const statements = [...seen];
      const handler = await measure(call);
      const floor = await measure(async () => {
        for (const statement of statements) await run(statement);
      });
      const label = `${item.label} (${reply.total.toLocaleString("en")} found) [${statements.length}]`;
      console.log(
        `  ${label.padEnd(options.width)} ${cell(handler)}   ${cell(floor)}   ${(handler.p50 / floor.p50).toFixed(1)}x / ${(handler.p95 / floor.p95).toFixed(1)}x`,
      );
    }
    await prisma.$disconnect();
  } finally {
    await pool?.end();
    await closeDb();
    await handle.close();
    await options.database.drop(options.kind);
  }
};
