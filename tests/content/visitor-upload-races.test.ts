// The hourly job of unclaimed uploads and an LMF application that claims the same upload at the same
// moment (Postgres: the interleaving needs real row locks). The test holds the upload's row while
// both reach it, each let to wait first: whichever comes first wins, and no application is left
// naming a deleted file.
import { removeUnclaimedUploads } from "@/lib/content/visitor-uploads";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { fieldsOf, messageFor, seedAccounts, setupTempStorage } from "./helpers";
import { applyForLmf as apply, uploadLmfDocument as uploadOne } from "./lmf-helpers";

const db = setupTestDb();
const stored = setupTempStorage();
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await seedAccounts(db().prisma);
});

const runJob = () => removeUnclaimedUploads({ now: new Date(Date.now() + 2 * DAY) });

/** Holds the upload's row while `calls` start one after the other, each let to reach the lock first. */
const whileUploadHeld = async (name: string, calls: (() => Promise<unknown>)[]) => {
  const prisma = db().prisma;
  const started: Promise<unknown>[] = [];
  await prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT "name" FROM "VisitorUpload" WHERE "folder" = 'lmf' AND "name" = ${name} FOR UPDATE`;
      for (const call of calls) {
        started.push(call());
        await untilSettledOrWaiting(prisma, started.at(-1)!, started.length);
      }
    },
    { timeout: 30_000 },
  );
  return Promise.all(started);
};

describeOnPostgres("an upload claimed while the job removes it", () => {
  it("the job first: the upload goes, and the application is 400 on documents and writes nothing", async () => {
    const name = await uploadOne();
    const before = await db().prisma.lmfApplication.count();
    const [removed, reply] = (await whileUploadHeld(name, [runJob, () => apply([name])])) as [
      Awaited<ReturnType<typeof runJob>>,
      Awaited<ReturnType<typeof apply>>,
    ];
    expect(removed.removed).toBeGreaterThanOrEqual(1);
    expect(reply.status).toBe(400);
    expect(fieldsOf(reply)).toEqual(["documents"]);
    expect(messageFor(reply, "documents")).toMatch(/upload it again/);
    expect(await stored("lmf")).not.toContain(name);
    expect(await db().prisma.lmfApplication.count()).toBe(before);
  });

  it("the application first: it is saved, and the job leaves its file and record alone", async () => {
    const name = await uploadOne();
    const [reply] = (await whileUploadHeld(name, [() => apply([name]), runJob])) as [Awaited<ReturnType<typeof apply>>];
    expect(reply.status).toBe(201);
    expect(await stored("lmf")).toContain(name);
    const row = await db().prisma.visitorUpload.findUniqueOrThrow({ where: { folder_name: { folder: "lmf", name } } });
    expect(row.claimedAt).not.toBeNull();
  });
});
