// Benchmark (issue 11): opening and autosaving an application of the demo education pack with
// 5,000 applications in the database, on PGlite and on Postgres, each figure beside a floor.
//   - open: GET gettableprojectapplication/{id} then GET gettableprojectapplicationstage/{first
//     stage} (the two calls of the application page), also each call alone;
//   - autosave: POST updatetableprojectapplicationstage with 3 changed answers at increasing
//     revisions.
// The route handlers run in this process through the real wrapper (session cookie, route-role
// table, zod, error shape) with the app's Prisma client, one caller at a time; "[n / m]" is how
// many statements Prisma sent for one call (counted once from its query events, which show a
// transaction's COMMIT but not its BEGIN) and how many the floor sends. The floor is
// plain SQL through the same driver (pg pool of 10, as the app, or the same PGlite), one statement
// after another on one connection: the SELECTs that return the rows the call replies with (the
// application and its stages; the stage row, its elements, answers, files, cost lines, vendors,
// signatures), or the same INSERT ... ON CONFLICT ... WHERE revision < EXCLUDED.revision
// statements in one transaction. The floor has no session lookup and no access check.
// Usage: npx tsx bench/project-applications.ts [pglite|postgres|both] (default both)
//   BENCH_SECONDS (default 5) per figure; BENCH_APPLICATIONS (default 5000); BENCH_VERBOSE=1 prints
//   the statements of each call. DATABASE_URL_TEST (default postgres://postgres@127.0.0.1:5432/test)
//   names the Postgres server; the database portal_bench_applications on it is made afresh and
//   dropped at the end. PGlite lives in .data/bench/applications-pglite, removed at the end.
import type { PGlite } from "@electric-sql/pglite";
import { Pool, type PoolClient } from "pg";
import { GET as applicationGet } from "../app/api/projects/gettableprojectapplication/[id]/route";
import { GET as stageGet } from "../app/api/projects/gettableprojectapplicationstage/[id]/route";
import { POST as savePost } from "../app/api/projects/updatetableprojectapplicationstage/route";
import { createMemberSessionRow, encodeSessionToken, sessionCookieName } from "../lib/auth/session";
import { createAdapter, type TAdapterHandle } from "../lib/db/adapter";
import { closeDb, createPrismaClient, setDbForTesting, type TPrisma } from "../lib/db/client";
import { PrismaClient } from "../lib/db/generated/client";
import { applyMigrations } from "../lib/db/migrate";
import { runCalls, type TLoadResult } from "./lib/load";
import { throwawayDatabase, type TBenchKind } from "./lib/bench-database";
import { seedApplicationsWorld, type TBenchElement } from "./lib/project-applications-seed";

type TKind = TBenchKind;
const ARG = process.argv[2] ?? "both";
if (!["pglite", "postgres", "both"].includes(ARG)) throw new Error("usage: project-applications.ts [pglite|postgres|both]");
const KINDS: TKind[] = ARG === "both" ? ["pglite", "postgres"] : [ARG as TKind];
const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const VERBOSE = process.env.BENCH_VERBOSE === "1";
const database = throwawayDatabase({ postgres: "portal_bench_applications", pgliteDir: ".data/bench/applications-pglite" });
// The handlers read only the path and the headers of a request.
const BASE = "http://127.0.0.1:3000";

// ---- the floor: plain SQL through the driver -------------------------------------------------

type TQuery = (sql: string, params: unknown[]) => Promise<unknown>;
type TDriver = {
  /** Runs `work` on one connection. */
  session: (work: (query: TQuery) => Promise<void>) => Promise<void>;
  /** Runs `work` in one transaction. */
  transaction: (work: (query: TQuery) => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
};

const pgliteDriver = (db: PGlite): TDriver => ({
  session: (work) => work((sql, params) => db.query(sql, params)),
  transaction: async (work) => {
    await db.transaction((tx) => work((sql, params) => tx.query(sql, params)));
  },
  close: async () => {},
});

const postgresDriver = (url: string): TDriver => {
  const pool = new Pool({ connectionString: url, max: 10 });
  const withClient = async (work: (client: PoolClient) => Promise<void>) => {
    const client = await pool.connect();
    try {
      await work(client);
    } finally {
      client.release();
    }
  };
  return {
    session: (work) => withClient((client) => work((sql, params) => client.query(sql, params))),
    transaction: (work) =>
      withClient(async (client) => {
        await client.query("BEGIN");
        try {
          await work((sql, params) => client.query(sql, params));
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        }
      }),
    close: () => pool.end(),
  };
};

type TStatement = { sql: string; params: unknown[] };

/** The rows of the two open calls, as plain SELECTs (the access check reduced to the table's own). */
const openFloor = (target: { applicationId: number; tableNo: number; stageId: number; packStageId: number }) => {
  const application: TStatement[] = [
    {
      sql: `SELECT a."id", a."applicationNo", a."year", a."packId", p."name", p."version", a."tableNo", a."circleNo",
              a."areaNo", a."title", a."state", a."stateChangedAt", a."createdAt", a."updatedAt"
            FROM "ProjectApplication" a JOIN "ProjectPack" p ON p."id" = a."packId"
            WHERE a."id" = $1 AND a."tableNo" = $2`,
      params: [target.applicationId, target.tableNo],
    },
    {
      sql: `SELECT s."id", s."packStageId", s."state", s."submittedAt", ps."name", ps."filledBy", ps."position"
            FROM "ApplicationStage" s JOIN "PackStage" ps ON ps."id" = s."packStageId"
            WHERE s."applicationId" = $1 ORDER BY ps."position"`,
      params: [target.applicationId],
    },
  ];
  const stageRow: TStatement = {
    sql: `SELECT s."id", s."applicationId", s."packStageId", s."state", s."submittedAt", ps."filledBy"
          FROM "ApplicationStage" s JOIN "PackStage" ps ON ps."id" = s."packStageId" WHERE s."id" = $1`,
    params: [target.stageId],
  };
  const stage = (sql: string): TStatement => ({ sql, params: [target.stageId] });
  const stageContent: TStatement[] = [
    {
      sql: `SELECT "id", "stageId", "parentId", "kind", "label", "helpText", "required", "position", "config", "templateFileName"
            FROM "StageElement" WHERE "stageId" = $1`,
      params: [target.packStageId],
    },
    stage(`SELECT "elementId", "value", "revision" FROM "ElementValue" WHERE "applicationStageId" = $1`),
    stage(`SELECT "id", "elementId", "vendorId", "storedName", "originalName", "contentType", "sizeBytes"
           FROM "ApplicationFile" WHERE "applicationStageId" = $1 ORDER BY "id"`),
    stage(`SELECT * FROM "ProjectCost" WHERE "applicationStageId" = $1 ORDER BY "elementId", "position", "id"`),
    stage(`SELECT * FROM "ApplicationVendor" WHERE "applicationStageId" = $1 ORDER BY "id"`),
    stage(`SELECT g."elementId", g."signedAt", m."fullName" FROM "StageSignature" g JOIN "Member" m ON m."id" = g."signerId"
           WHERE g."applicationStageId" = $1`),
  ];
  return {
    application,
    // The stage's reply holds its application too.
    stage: [stageRow, ...application, ...stageContent],
    both: [...application, stageRow, ...stageContent],
  };
};

const SAVE_SQL = `INSERT INTO "ElementValue" ("applicationStageId", "elementId", "value", "revision", "updatedAt")
  VALUES ($1, $2, $3::jsonb, $4, now())
  ON CONFLICT ("applicationStageId", "elementId") DO UPDATE
    SET "value" = EXCLUDED."value", "revision" = EXCLUDED."revision", "updatedAt" = now()
    WHERE "ElementValue"."revision" < EXCLUDED."revision"
  RETURNING "revision"`;

// ---- the handlers, as Next calls them --------------------------------------------------------

type THandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const callHandler = async (handler: THandler, path: string, cookie: string, params: Record<string, string>, body?: unknown) => {
  const init: RequestInit =
    body === undefined
      ? { headers: { cookie } }
      : { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify(body) };
  const res = await handler(new Request(`${BASE}${path}`, init), { params: Promise.resolve(params) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
  return text;
};

/** A Prisma client like the app's that also reports each statement it sends. */
const countingClient = (handle: TAdapterHandle) => {
  const prisma = new PrismaClient({
    adapter: handle.factory,
    omit: { member: { passwordHash: true } },
    errorFormat: "minimal",
    log: [{ emit: "event", level: "query" }],
  });
  const seen: string[] = [];
  prisma.$on("query", (event) => seen.push(event.query));
  return { prisma, seen };
};

// ---- output ----------------------------------------------------------------------------------

const ms = (value: number) => value.toFixed(2).padStart(7);
const cell = (result: TLoadResult) =>
  `p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  ${String(result.requests).padStart(6)}${result.errors ? ` (${result.errors} errors)` : ""}`;
const ratio = (handler: TLoadResult, floor: TLoadResult) =>
  `${(handler.p50 / floor.p50).toFixed(1).padStart(5)}x / ${(handler.p95 / floor.p95).toFixed(1).padStart(5)}x`;

const measure = async (call: () => Promise<unknown>) => {
  await runCalls({ call, connections: 1, seconds: 1 });
  return runCalls({ call, connections: 1, seconds: SECONDS });
};

// ---- one database ----------------------------------------------------------------------------

const benchDatabase = async (kind: TKind) => {
  const target = await database.fresh(kind);
  if (!target) return;
  const handle = await createAdapter(target);
  const driver = target.kind === "postgres" ? postgresDriver(target.url) : pgliteDriver(handle.pglite!);
  try {
    await applyMigrations(handle.factory);
    const prisma = createPrismaClient(handle);
    setDbForTesting(prisma, handle);

    const seedStarted = Date.now();
    const { world, rows } = await seedApplicationsWorld(prisma, COUNT);
    console.log(
      `\n[${kind}] seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s: ${Object.entries(rows)
        .map(([name, value]) => `${value.toLocaleString("en")} ${name}`)
        .join(", ")}`,
    );

    // The member's application: the draft nearest the middle of the data set that is well along
    // (at least 8 of the first stage's 12 answers, 3 cost lines, 2 vendors, its letter and photos).
    const [picked] = await prisma.$queryRawUnsafe<{ id: number; tableNo: number; applicationNo: string; stageId: number }[]>(
      `SELECT a."id", a."tableNo", a."applicationNo", s."id" AS "stageId"
       FROM "ProjectApplication" a JOIN "ApplicationStage" s ON s."applicationId" = a."id" AND s."packStageId" = $1
       WHERE a."state" = 'DRAFT'
         AND (SELECT count(*) FROM "ElementValue" e WHERE e."applicationStageId" = s."id") >= 8
         AND (SELECT count(*) FROM "ProjectCost" c WHERE c."applicationStageId" = s."id") >= 3
         AND (SELECT count(*) FROM "ApplicationVendor" v WHERE v."applicationStageId" = s."id") >= 2
         AND EXISTS (SELECT 1 FROM "ApplicationFile" f WHERE f."applicationStageId" = s."id" AND f."vendorId" IS NULL)
       ORDER BY abs(a."id" - $2), a."id" LIMIT 1`,
      world.stages[0]!.id,
      Math.ceil(COUNT / 2),
    );
    if (!picked) throw new Error("no draft application with answers, cost lines, vendors and files was seeded");
    const memberId = world.chairmen.get(picked.tableNo)!;
    const session = await createMemberSessionRow(memberId);
    const cookie = `${sessionCookieName()}=${await encodeSessionToken({ sid: session.id, sub: String(memberId), roles: ["TEX-C"] })}`;

    const openApplication = () =>
      callHandler(applicationGet, `/api/projects/gettableprojectapplication/${picked.id}`, cookie, { id: String(picked.id) });
    const openStage = () =>
      callHandler(stageGet, `/api/projects/gettableprojectapplicationstage/${picked.stageId}`, cookie, {
        id: String(picked.stageId),
      });
    const open = async () => {
      await openApplication();
      await openStage();
    };

    // Autosave: 3 answers the table changes, each save at a higher revision than any before it.
    const byLabel = (label: string) => world.firstStageElements.find((element) => element.label === label) as TBenchElement;
    const changed = [byLabel("Project title"), byLabel("Why the school needs it"), byLabel("Number of students")];
    let revision = 1000;
    const answersOf = (at: number) => [
      { elementId: changed[0]!.id, value: `New classrooms, draft ${at}`, revision: at },
      {
        elementId: changed[1]!.id,
        value: `The school has ${400 + (at % 500)} students in six rooms. `.repeat(6) + `Draft ${at}.`,
        revision: at,
      },
      { elementId: changed[2]!.id, value: 400 + (at % 500), revision: at },
    ];
    const autosave = () => {
      revision += 1;
      return callHandler(
        savePost,
        "/api/projects/updatetableprojectapplicationstage",
        cookie,
        {},
        {
          applicationStageId: picked.stageId,
          answers: answersOf(revision),
        },
      );
    };

    // One call of each, checked, with the statements Prisma sends for it.
    const counting = countingClient(handle);
    setDbForTesting(counting.prisma as unknown as TPrisma, handle);
    const statements = new Map<string, number>();
    const count = async <T>(label: string, call: () => Promise<T>) => {
      counting.seen.length = 0;
      const reply = await call();
      statements.set(label, counting.seen.length);
      if (VERBOSE) {
        console.log(`  statements of ${label}:`);
        for (const sql of counting.seen) console.log(`    ${sql.replace(/\s+/g, " ").slice(0, 400)}`);
      }
      return reply;
    };
    await count("application", openApplication);
    const stageReply = JSON.parse(await count("stage", openStage)) as {
      stage: { canEdit: boolean };
      stageElements: unknown[];
      answers: Record<string, unknown>;
      files: unknown[];
      costs: unknown[];
      vendors: { files: unknown[] }[];
    };
    await count("autosave", autosave);
    const saved = JSON.parse(await autosave()) as { revisions: Record<string, number> };
    await counting.prisma.$disconnect();
    setDbForTesting(prisma, handle);
    if (!stageReply.stage.canEdit) throw new Error("the member cannot edit the picked stage");
    if (Object.values(saved.revisions).some((value) => value !== revision)) throw new Error("autosave did not write");
    console.log(
      `  ${picked.applicationNo} (table ${picked.tableNo}'s TEX-C; pack of ${world.elementCount} elements in ${world.stages.length} stages): ` +
        `first stage ${stageReply.stageElements.length} elements, ${Object.keys(stageReply.answers).length} answers, ` +
        `${stageReply.costs.length} cost lines, ${stageReply.vendors.length} vendors, ` +
        `${stageReply.files.length + stageReply.vendors.reduce((sum, vendor) => sum + vendor.files.length, 0)} files`,
    );

    const floor = openFloor({
      applicationId: picked.id,
      tableNo: picked.tableNo,
      stageId: picked.stageId,
      packStageId: world.stages[0]!.id,
    });
    const runAll = (list: TStatement[]) => () =>
      driver.session(async (query) => {
        for (const statement of list) await query(statement.sql, statement.params);
      });
    const floorSave = () => {
      revision += 1;
      const answers = answersOf(revision);
      return driver.transaction(async (query) => {
        for (const answer of answers)
          await query(SAVE_SQL, [picked.stageId, answer.elementId, JSON.stringify(answer.value), answer.revision]);
      });
    };

    const figures: [string, () => Promise<unknown>, () => Promise<unknown>, string, number][] = [
      [
        "open: application",
        openApplication,
        runAll(floor.application),
        `${statements.get("application")}`,
        floor.application.length,
      ],
      ["open: stage", openStage, runAll(floor.stage), `${statements.get("stage")}`, floor.stage.length],
      [
        "open (both calls)",
        open,
        runAll(floor.both),
        `${statements.get("application")! + statements.get("stage")!}`,
        floor.both.length,
      ],
      ["autosave, 3 answers", autosave, floorSave, `${statements.get("autosave")}`, 5],
    ];
    console.log(
      `  ${"call [statements: handler / floor]".padEnd(40)} ${"handler ms (in process)        n".padEnd(36)}  ${"raw SQL floor ms               n".padEnd(36)}  ratio p50 / p95`,
    );
    for (const [label, call, floorCall, handlerStatements, floorStatements] of figures) {
      const handlerResult = await measure(call);
      const floorResult = await measure(floorCall);
      console.log(
        `  ${`${label} [${handlerStatements} / ${floorStatements}]`.padEnd(40)} ${cell(handlerResult).padEnd(36)}  ${cell(floorResult).padEnd(36)}  ${ratio(handlerResult, floorResult)}`,
      );
    }
  } finally {
    await driver.close();
    await closeDb();
    await handle.close();
    await database.drop(kind);
  }
};

const main = async () => {
  const started = Date.now();
  // The handlers' session cookies are signed with it.
  process.env.NEXTAUTH_SECRET ??= "bench-only-session-secret-0123456789abcdef";
  delete process.env.SMTP_URL;
  console.log(
    `project applications: ${COUNT.toLocaleString("en")} applications of the demo education pack; open and autosave of one, ` +
      `${SECONDS} s per figure, one caller; floor: plain SQL via pg (pool of 10, as the app) or PGlite`,
  );
  for (const kind of KINDS) await benchDatabase(kind);
  console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
