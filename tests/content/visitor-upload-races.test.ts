// The hourly job of unclaimed uploads and an LMF application that claims the same upload at the same
// moment (Postgres: the interleaving needs real row locks). The test holds the upload's row while
// both reach it, each let to wait first: whichever comes first wins, and no application is left
// naming a deleted file.
import { POST as createLmf } from "@/app/api/lmf/createlmf/route";
import { POST as uploadLmfFiles } from "@/app/api/lmf/uploadfiles/route";
import { removeUnclaimedUploads } from "@/lib/content/visitor-uploads";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import {
  fieldsOf,
  jsonRequest,
  lmfApplication,
  messageFor,
  pdf,
  seedAccounts,
  send,
  setupTempStorage,
  uploadRequest,
} from "./helpers";

const db = setupTestDb();
const stored = setupTempStorage();
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await seedAccounts(db().prisma);
});

const uploadOne = async () => {
  const reply = await send(
    uploadLmfFiles,
    uploadRequest("/api/lmf/uploadfiles", { file0: { bytes: pdf(), filename: "pan.pdf" } }),
  );
  expect(reply.status).toBe(200);
  return (reply.body as { files: { name: string }[] }).files[0]!.name;
};
const apply = (documents: string[]) => send(createLmf, jsonRequest("/api/lmf/createlmf", lmfApplication(documents)));
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
