// Queries of the national review (issue 12, section 1): the reviewer asks with files, the table
// replies with files, the reviewer closes; the application waits on the table while a query is
// open and its review clock stands still; who may do what, by role and by table; nothing
// half-written on a refusal; replies and new queries at the same moment (on Postgres).
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import { POST as rejectPost } from "@/app/api/projects/rejectapplication/route";
import { POST as closePost } from "@/app/api/projects/movetoclosedandwithdrawn/route";
import { jsonRequest, send } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { filePart } from "../service-requests/helpers";
import { appApi as api } from "./app-api";
import {
  createProjectsWorld,
  seedOneStagePack,
  expectError,
  projectsApi,
  removeProjectsWorld,
  type TProjectsWorld,
} from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
let packId: number;

beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
  packId = await seedOneStagePack(db().prisma, "Queries pack");
});
afterAll(async () => removeProjectsWorld(world));

const members = () => world.members;
const decide = {
  reject: (body: unknown) => send(rejectPost, jsonRequest("/api/projects/rejectapplication", body, members().npc.auth)),
  close: (body: unknown) => send(closePost, jsonRequest("/api/projects/movetoclosedandwithdrawn", body, members().npc.auth)),
};
const texc = () => members().texc.auth;
const npc = () => members().npc.auth;
const DAY = 24 * 60 * 60 * 1000;

type TQuery = {
  id: number;
  state: string;
  applicationState: string;
  question: string;
  reply: string | null;
  files: { side: string; name: string; url: string }[];
};

/** An application of table 2 that the area chairman recommended `daysAgo` days ago. */
const recommended = async (title: string, daysAgo = 2) => {
  const created = await api.create(texc(), { packId, title });
  const application = (created.body as { tableProjectApplication: { id: number } }).tableProjectApplication;
  await db().prisma.projectApplication.update({
    where: { id: application.id },
    data: { state: "AREA_RECOMMENDED", stateChangedAt: new Date(Date.now() - daysAgo * DAY) },
  });
  return application.id;
};

const pdf = (name: string) =>
  filePart("uploadQueryFiles", Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(64)]), name, "application/pdf");
const queryOf = (reply: { body: unknown }) => (reply.body as { projectQuery: TQuery }).projectQuery;
const application = (id: number) => db().prisma.projectApplication.findUniqueOrThrow({ where: { id } });
const storedFiles = async () =>
  (await fsp.readdir(path.join(world.uploadDir, "pomdocuments")).catch(() => [] as string[])).filter(
    (name) => !name.startsWith("."),
  );
const footprint = async () => ({
  queries: await db().prisma.projectQuery.count(),
  files: await db().prisma.projectQueryFile.count(),
  events: await db().prisma.applicationEvent.count(),
  stored: (await storedFiles()).sort(),
});

describe("queries of the national review", () => {
  it("refuses the wrong callers and bad input, writing nothing", async () => {
    const id = await recommended("Refusals");
    const draft = (await api.create(texc(), { packId, title: "Still a draft" })).body as {
      tableProjectApplication: { id: number };
    };
    const before = await footprint();
    expectError(await api.raiseQuery(undefined, { applicationId: id, query: "Why?" }), 401);
    expectError(await api.raiseQuery(texc(), { applicationId: id, query: "Why?" }), 403);
    expectError(await api.raiseQuery(members().ac.auth, { applicationId: id, query: "Why?" }), 403);
    expectError(await api.raiseQuery(npc(), { applicationId: id, query: " \u200b " }, [pdf("a.pdf")]), 400, "json.query");
    expectError(await api.raiseQuery(npc(), { applicationId: 999999, query: "Why?" }, [pdf("a.pdf")]), 404);
    expectError(
      await api.raiseQuery(npc(), { applicationId: draft.tableProjectApplication.id, query: "Why?" }, [pdf("a.pdf")]),
      409,
    );
    expectError(
      await api.raiseQuery(npc(), { applicationId: id, query: "Why?" }, [
        filePart("uploadQueryFiles", Buffer.from("just text"), "notes.txt", "text/plain"),
      ]),
      400,
      "uploadQueryFiles",
    );
    expectError(await api.replyQuery(texc(), { queryId: 999999, reply: "Because" }), 404);
    expectError(await api.closeQuery(npc(), { queryId: 999999 }), 404);
    expectError(await api.openQueries(undefined), 401);
    expect(await footprint()).toEqual(before);
    expect((await application(id)).state).toBe("AREA_RECOMMENDED");
  });

  it("asks, waits on the table with the review clock stopped, takes the replies, and closes", async () => {
    const id = await recommended("Two questions", 2);

    // The first query takes the application up for review and sends it to the table.
    const first = await api.raiseQuery(npc(), { applicationId: id, query: "Send the land document." }, [pdf("checklist.pdf")]);
    expect(first.status).toBe(200);
    expect(queryOf(first)).toMatchObject({
      state: "OPEN",
      applicationState: "QUERY_RAISED",
      files: [{ side: "QUESTION", name: "checklist.pdf" }],
    });
    const afterRaise = await application(id);
    expect(afterRaise.state).toBe("QUERY_RAISED");
    // The two days it waited on the national team count as review time.
    expect(Number(afterRaise.reviewMs)).toBeGreaterThanOrEqual(2 * DAY);
    expect(Number(afterRaise.reviewMs)).toBeLessThan(2 * DAY + 60_000);
    const events = await db().prisma.applicationEvent.findMany({ where: { applicationId: id }, orderBy: { id: "asc" } });
    expect(events.slice(-2).map((event) => `${event.action}:${event.fromState}>${event.toState}`)).toEqual([
      "startReview:AREA_RECOMMENDED>UNDER_REVIEW",
      "raiseQuery:UNDER_REVIEW>QUERY_RAISED",
    ]);
    const mail = await db().prisma.mailOutbox.findFirstOrThrow({ where: { to: "pj-texc@example.org" }, orderBy: { id: "desc" } });
    expect(mail.subject).toMatch(/^Query on application TPA-202526-\d{4}$/);
    expect(mail.text).toContain("Send the land document.");
    // The chairman (TEX-C) may not open /queries: their link is /projects, which lists the unit's queries.
    expect(mail.text).toMatch(/\/projects$/m);
    expect(mail.text).not.toContain("/queries");

    // The question's file: the table reads it, another table does not.
    const fileName = queryOf(first).files[0]!.url.split("/").pop()!;
    expect(await projectsApi.document(texc(), fileName)).toBe(200);
    expect(await projectsApi.document(members().tex.auth, fileName)).toBe(403);

    // A second question while the first waits adds to what the table owes.
    const second = queryOf(await api.raiseQuery(npc(), { applicationId: id, query: "And the headmaster's letter." }));
    expect((await application(id)).state).toBe("QUERY_RAISED");

    // Only the table's own office bearers reply, once each.
    expectError(await api.replyQuery(members().tex.auth, { queryId: queryOf(first).id, reply: "Here" }), 404);
    expectError(await api.replyQuery(npc(), { queryId: queryOf(first).id, reply: "Here" }), 403);
    const answered = await api.replyQuery(texc(), { queryId: queryOf(first).id, reply: "Attached." }, [pdf("land.pdf")]);
    expect(queryOf(answered)).toMatchObject({ state: "ANSWERED", reply: "Attached.", applicationState: "QUERY_RAISED" });
    expect(queryOf(answered).files.map((file) => `${file.side}:${file.name}`)).toEqual([
      "QUESTION:checklist.pdf",
      "REPLY:land.pdf",
    ]);
    expectError(await api.replyQuery(texc(), { queryId: queryOf(first).id, reply: "Again" }), 409);

    // The table sees what it owes; another table sees nothing; the reviewers see all.
    const listed = (auth: typeof npc extends () => infer A ? A : never) =>
      api.openQueries(auth).then((reply) => (reply.body as { projectQueries: TQuery[] }).projectQueries.map((query) => query.id));
    expect(await listed(texc())).toEqual(expect.arrayContaining([queryOf(first).id, second.id]));
    expect(await listed(members().tex.auth)).toEqual([]);
    expect(await listed(npc())).toEqual(expect.arrayContaining([queryOf(first).id, second.id]));

    // The last reply gives it back to the reviewers; the time it waited on the table is not review time.
    await db().prisma.projectApplication.update({ where: { id }, data: { stateChangedAt: new Date(Date.now() - 3 * DAY) } });
    await api.replyQuery(texc(), { queryId: second.id, reply: "Sent by post." });
    const afterReplies = await application(id);
    expect(afterReplies.state).toBe("UNDER_REVIEW");
    expect(afterReplies.reviewMs).toBe(afterRaise.reviewMs);
    const toReviewer = await db().prisma.mailOutbox.findFirstOrThrow({
      where: { to: "pj-npc@example.org" },
      orderBy: { id: "desc" },
    });
    expect(toReviewer.text).toContain("Sent by post.");

    // Closing: answered ones without a word; twice is refused.
    expect(queryOf(await api.closeQuery(npc(), { queryId: second.id }))).toMatchObject({ state: "CLOSED" });
    expectError(await api.closeQuery(npc(), { queryId: second.id }), 409);
    expectError(await api.closeQuery(texc(), { queryId: queryOf(first).id }), 403);
  });

  it("keeps a file name sent with &#0000; (formidable decodes it to NUL) without the control character, not a 500", async () => {
    const id = await recommended("NUL in a file name");
    const raised = await api.raiseQuery(npc(), { applicationId: id, query: "Send the plan." }, [pdf("plan&#0000;.pdf")]);
    expect(raised.status).toBe(200);
    expect(queryOf(raised).files).toMatchObject([{ side: "QUESTION", name: "plan.pdf" }]);
  });

  it("closes an unanswered query only with a remark, which gives the application back to the reviewers", async () => {
    const id = await recommended("Withdrawn question");
    const query = queryOf(await api.raiseQuery(npc(), { applicationId: id, query: "Which block?" }));
    const before = await footprint();
    expectError(await api.closeQuery(npc(), { queryId: query.id }), 400, "remark");
    expect(await footprint()).toEqual(before);
    const closed = await api.closeQuery(npc(), { queryId: query.id, remark: "Settled on the phone with the chairman." });
    expect(queryOf(closed)).toMatchObject({ state: "CLOSED", applicationState: "UNDER_REVIEW" });
    const last = await db().prisma.applicationEvent.findFirstOrThrow({ where: { applicationId: id }, orderBy: { id: "desc" } });
    expect(last).toMatchObject({ action: "withdrawQuery", fromState: "QUERY_RAISED", toState: "UNDER_REVIEW" });
    expectError(await api.replyQuery(texc(), { queryId: query.id, reply: "Block B" }), 409);
  });

  it("a final decision closes the application's open and answered queries with its reason; nobody replies any more", async () => {
    const listed = async (auth: typeof npc extends () => infer A ? A : never, id: number) =>
      ((await api.openQueries(auth)).body as { projectQueries: { applicationId: number }[] }).projectQueries.filter(
        (query) => query.applicationId === id,
      );
    const decisions = [
      { title: "Rejected with queries", decide: (id: number) => decide.reject({ applicationId: id, remark: "Not eligible." }) },
      {
        title: "Closed with queries",
        decide: (id: number) => decide.close({ applicationId: id, state: "CLOSED", remark: "Not eligible." }),
      },
      {
        title: "Withdrawn with queries",
        decide: (id: number) => decide.close({ applicationId: id, state: "WITHDRAWN", remark: "Not eligible." }),
      },
    ];
    for (const { title, decide: take } of decisions) {
      const id = await recommended(title);
      const answered = queryOf(await api.raiseQuery(npc(), { applicationId: id, query: "The land document?" }));
      const open = queryOf(await api.raiseQuery(npc(), { applicationId: id, query: "The headmaster's letter?" }));
      await api.replyQuery(texc(), { queryId: answered.id, reply: "Attached." });
      expect((await listed(texc(), id)).length).toBe(2);

      expect({ title, status: (await take(id)).status }).toEqual({ title, status: 200 });
      const rows = await db().prisma.projectQuery.findMany({ where: { applicationId: id }, orderBy: { id: "asc" } });
      expect(rows.map((row) => [row.state, row.closeRemark, row.closedById])).toEqual([
        ["CLOSED", "Not eligible.", members().npc.id],
        ["CLOSED", "Not eligible.", members().npc.id],
      ]);
      expect([await listed(texc(), id), await listed(npc(), id)]).toEqual([[], []]);
      expect(expectError(await api.replyQuery(texc(), { queryId: open.id, reply: "Sent by post." }), 409).message).toMatch(
        /closed/,
      );
    }

    // A query left open on a decided application (before decisions closed them) takes no reply:
    // the reviewer is not mailed about an application that is over.
    const id = await recommended("Left open");
    const left = queryOf(await api.raiseQuery(npc(), { applicationId: id, query: "The plan?" }));
    await db().prisma.projectApplication.update({ where: { id }, data: { state: "REJECTED" } });
    const mails = await db().prisma.mailOutbox.count({ where: { to: "pj-npc@example.org" } });
    const refused = expectError(await api.replyQuery(texc(), { queryId: left.id, reply: "Here it is." }), 409);
    expect(refused.message).toMatch(/rejected/i);
    expect((await db().prisma.projectQuery.findUniqueOrThrow({ where: { id: left.id } })).state).toBe("OPEN");
    expect(await db().prisma.mailOutbox.count({ where: { to: "pj-npc@example.org" } })).toBe(mails);
    // The reviewer may still close it.
    expect(queryOf(await api.closeQuery(npc(), { queryId: left.id, remark: "Rejected." }))).toMatchObject({ state: "CLOSED" });
  });

  it("the review queue: words of the number or title, counts per state, on whom each waits and the review time", async () => {
    const id = await recommended("Solar pumps for Ponneri", 3);
    type TQueue = {
      tableProjectApplications: { id: number; waitingOn: string | null; reviewMs: number; state: string }[];
      total: number;
      counts: Record<string, number>;
    };
    const queue = async (query: string) => (await api.all(npc(), 0, 20, query)).body as TQueue;
    const found = await queue("?q=" + encodeURIComponent("solar PONNERI"));
    expect(found.tableProjectApplications.map((row) => row.id)).toEqual([id]);
    expect(found.counts).toEqual({ AREA_RECOMMENDED: 1 });
    expect(found.tableProjectApplications[0]).toMatchObject({ waitingOn: "the national team", state: "AREA_RECOMMENDED" });
    expect(found.tableProjectApplications[0]!.reviewMs).toBeGreaterThanOrEqual(3 * DAY);
    // LIKE characters are words like any other, and a state filter leaves the counts whole.
    expect((await queue("?q=%25")).total).toBe(0);
    const filtered = await queue("?state=DRAFT&q=Ponneri");
    expect([filtered.total, filtered.counts]).toEqual([0, { AREA_RECOMMENDED: 1 }]);
    expectError(await api.all(npc(), 0, 20, "?q=" + "x".repeat(101)), 400, "query.q");
    // A table sees only its own in the queue.
    expect(((await api.all(members().tex.auth, 0, 20, "?q=Ponneri")).body as TQueue).total).toBe(0);
  });
});

describe("queries at the same moment", () => {
  // On Postgres the calls run side by side (a pool of connections); on PGlite one after another.
  // Several rounds, since which of the two reads first is up to the scheduler.
  const ROUNDS = 10;

  /** The application's state agrees with its queries: waiting on the table exactly while one is open. */
  const agrees = async (id: number) => {
    const open = await db().prisma.projectQuery.count({ where: { applicationId: id, state: "OPEN" } });
    return { state: (await application(id)).state, open };
  };

  // The audit trail's lock (lib/audit/audit-trail.ts) happens to make the second reply count after
  // the first commits already; the application's row lock makes it so without depending on it.
  it("two replies at once: the last one answered gives the application back to the reviewers", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await recommended(`Two replies ${round}`);
      const first = queryOf(await api.raiseQuery(npc(), { applicationId: id, query: "The land document?" }));
      const second = queryOf(await api.raiseQuery(npc(), { applicationId: id, query: "The headmaster's letter?" }));
      const replies = await Promise.all([
        api.replyQuery(texc(), { queryId: first.id, reply: "Attached." }),
        api.replyQuery(texc(), { queryId: second.id, reply: "Sent by post." }),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      expect({ round, ...(await agrees(id)) }).toEqual({ round, state: "UNDER_REVIEW", open: 0 });
    }
  });

  it("a new query while the last one is answered: the application waits on the table for the new one", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await recommended(`Reply and ask ${round}`);
      const first = queryOf(await api.raiseQuery(npc(), { applicationId: id, query: "The land document?" }));
      const replies = await Promise.all([
        api.replyQuery(texc(), { queryId: first.id, reply: "Attached." }),
        api.raiseQuery(npc(), { applicationId: id, query: "And the headmaster's letter?" }),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      expect({ round, ...(await agrees(id)) }).toEqual({ round, state: "QUERY_RAISED", open: 1 });
    }
  });
});
