// Two changes of one pack's element or document at the same moment (Postgres: the races need real
// row locks), and a replacement of a document that fails (both databases). The test holds the row both calls will wait for, lets both reach it, then lets them go:
// the one that comes second finds the row gone and answers 404, never a 500, and nothing is half-written.
import type { Prisma } from "@/lib/db/generated/client";
import { describeOnPostgres, untilSettledOrWaiting } from "../helpers/test-db";
import { packWithElement, pdfDocument, projectsApi as api, storedTemplates, setupProjectsWorld } from "./helpers";

const { db, world } = setupProjectsWorld();

const admin = () => world.members.admin.auth;
type TReply = Awaited<ReturnType<typeof api.deleteElement>>;
type TTx = Prisma.TransactionClient;

/**
 * Holds the row `lock` takes in a transaction while `calls` start one after the other, each let to reach
 * the lock (or settle) before the next starts; `meanwhile` runs before the hold ends. Their replies.
 */
const whileHeld = async (
  lock: (tx: TTx) => Promise<unknown>,
  calls: (() => Promise<TReply>)[],
  meanwhile?: (tx: TTx) => Promise<unknown>,
) => {
  const prisma = db().prisma;
  const started: Promise<TReply>[] = [];
  await prisma.$transaction(
    async (tx) => {
      await lock(tx);
      for (const call of calls) {
        started.push(call());
        await untilSettledOrWaiting(prisma, started.at(-1)!, started.length);
      }
      await meanwhile?.(tx);
    },
    { timeout: 30_000 },
  );
  return Promise.all(started);
};

const statuses = (replies: TReply[]) => replies.map((reply) => reply.status).sort();

describeOnPostgres("concurrent deletes and replacements in the pack builder answer 404, not 500", () => {
  it("two deletes of one element: one deletes it, the other answers 404", async () => {
    const { packId, elementId } = await packWithElement(admin(), "Deleted twice");
    const replies = await whileHeld(
      (tx) => tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${packId} FOR UPDATE`,
      [() => api.deleteElement(admin(), elementId), () => api.deleteElement(admin(), elementId)],
    );
    expect(statuses(replies)).toEqual([200, 404]);
    expect(await db().prisma.stageElement.count({ where: { id: elementId } })).toBe(0);
  });

  it("a template upload to an element deleted while it waited answers 404 and keeps no file", async () => {
    const { packId, elementId } = await packWithElement(admin(), "Deleted under an upload");
    const before = await storedTemplates(world);
    const replies = await whileHeld(
      (tx) => tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${packId} FOR UPDATE`,
      [() => api.template(admin(), { stageElementId: elementId }, [pdfDocument()])],
      (tx) => tx.stageElement.delete({ where: { id: elementId } }),
    );
    expect(statuses(replies)).toEqual([404]);
    expect(await storedTemplates(world)).toEqual(before);
  });

  it("two deletes of one reference document (deletepomdocument): one removes it, the other answers 404", async () => {
    const { elementId } = await packWithElement(admin(), "Document deleted twice");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdfDocument()])).body as {
      elementDocument: { sedid: number };
    };
    const sedid = uploaded.elementDocument.sedid;
    const replies = await whileHeld(
      (tx) => tx.$queryRaw`SELECT "id" FROM "StageElementDocument" WHERE "id" = ${sedid} FOR UPDATE`,
      [() => api.deletePom(admin(), sedid), () => api.deletePom(admin(), sedid)],
    );
    expect(statuses(replies)).toEqual([200, 404]);
    expect(await db().prisma.stageElementDocument.count({ where: { elementId } })).toBe(0);
  });

  it("two replacements of one document (uploadpomdocument with docid): one replaces it, the other answers 404", async () => {
    const { elementId } = await packWithElement(admin(), "Document replaced twice");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdfDocument()])).body as {
      elementDocument: { sedid: number };
    };
    const sedid = uploaded.elementDocument.sedid;
    const before = await storedTemplates(world);
    const replace = () => api.uploadPom(admin(), { stageelementid: elementId, docid: sedid }, [pdfDocument()]);
    const replies = await whileHeld(
      (tx) => tx.$queryRaw`SELECT "id" FROM "StageElementDocument" WHERE "id" = ${sedid} FOR UPDATE`,
      [replace, replace],
    );
    expect(statuses(replies)).toEqual([200, 404]);
    const rows = await db().prisma.stageElementDocument.findMany({ where: { elementId } });
    expect(rows).toHaveLength(1);
    // One file for the one document: the old one removed, the refused replacement's never kept.
    expect((await storedTemplates(world)).length).toBe(before.length);
    expect(await storedTemplates(world)).toContain(rows[0]!.storedName);
  });
});

describeOnPostgres("replacing a reference document while its element is deleted", () => {
  it("the replacement waits for the pack's lock: the delete goes first, the replacement answers 404, no file is left over", async () => {
    const prisma = db().prisma;
    const { elementId } = await packWithElement(admin(), "Document replaced under a delete");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdfDocument()])).body as {
      elementDocument: { sedid: number; url: string };
    };
    const { sedid, url } = uploaded.elementDocument;
    const before = await storedTemplates(world);
    expect(before).toContain(url.split("/").at(-1));
    let deleting: Promise<TReply> | undefined;
    let replacing: Promise<TReply> | undefined;
    await prisma.$transaction(
      async (tx) => {
        // The element's delete takes the pack's lock, reads the element's documents, then stops at
        // the element's row (held here in a mode that lets documents still name the element).
        await tx.$queryRaw`SELECT "id" FROM "StageElement" WHERE "id" = ${elementId} FOR KEY SHARE`;
        deleting = api.deleteElement(admin(), elementId);
        await untilSettledOrWaiting(prisma, deleting, 1);
        // The replacement meanwhile: it waits for the pack's lock (without it, it commits a new
        // document that the delete's cascade then removes, its file never removed).
        replacing = api.uploadPom(admin(), { stageelementid: elementId, docid: sedid }, [pdfDocument()]);
        await untilSettledOrWaiting(prisma, replacing, 2);
      },
      { timeout: 30_000 },
    );
    expect([(await deleting!).status, (await replacing!).status]).toEqual([200, 404]);
    expect(await prisma.stageElementDocument.count({ where: { elementId } })).toBe(0);
    // As if one after the other: the element's document file went with it, the refused one was never kept.
    expect(await storedTemplates(world)).toEqual(before.filter((name) => !url.endsWith(name)));
  });
});

// Both databases: no race, a replacement whose new row the database refuses after the old row went.
describe("a replacement that fails", () => {
  it("leaves the old document's row and stored file as they were, and keeps no new file", async () => {
    const prisma = db().prisma;
    const { elementId } = await packWithElement(admin(), "Document replacement refused");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdfDocument()])).body as {
      elementDocument: { sedid: number };
    };
    const old = await prisma.stageElementDocument.findUniqueOrThrow({ where: { id: uploaded.elementDocument.sedid } });
    const before = await storedTemplates(world);
    // The database refuses the replacement's insert (a real failure inside the transaction, after the delete).
    await prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_document() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER refuse_document BEFORE INSERT ON "StageElementDocument" FOR EACH ROW EXECUTE FUNCTION refuse_document()`,
    );
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const reply = await api.uploadPom(admin(), { stageelementid: elementId, docid: old.id }, [pdfDocument()]);
      expect(reply.status).toBe(500);
    } finally {
      error.mockRestore();
      await prisma.$executeRawUnsafe(`DROP TRIGGER refuse_document ON "StageElementDocument"`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION refuse_document()`);
    }
    expect(await prisma.stageElementDocument.findMany({ where: { elementId } })).toEqual([old]);
    expect(await storedTemplates(world)).toEqual(before);
    expect(before).toContain(old.storedName);
  });
});
