// Two changes of one pack's element or document at the same moment (Postgres: the races need real
// row locks), and a replacement of a document that fails (both databases). The test holds the row both calls will wait for, lets both reach it, then lets them go:
// the one that comes second finds the row gone and answers 404, never a 500, and nothing is half-written.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Prisma } from "@/lib/db/generated/client";
import { describeOnPostgres, setupTestDb, untilSettledOrWaiting } from "../helpers/test-db";
import { filePart } from "../service-requests/helpers";
import { createProjectsWorld, projectsApi as api, removeProjectsWorld, storedTemplates, type TProjectsWorld } from "./helpers";

const db = setupTestDb();
let world: TProjectsWorld;
beforeAll(async () => {
  world = await createProjectsWorld(db().prisma);
});
afterAll(async () => removeProjectsWorld(world));

const admin = () => world.members.admin.auth;
const pdf = () =>
  filePart("elementDocument", Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(256)]), "d.pdf", "application/pdf");
type TReply = Awaited<ReturnType<typeof api.deleteElement>>;
type TTx = Prisma.TransactionClient;

/** A pack (inactive, so its structure may change) with one stage and a FILE element. */
const packWithElement = async (name: string) => {
  const pack = (await api.savePack(admin(), { name, year: 202526, kind: "TABLE", description: "" })).body as {
    projectPack: { id: number };
  };
  const stage = (await api.saveStage(admin(), { packId: pack.projectPack.id, name: "Application", filledBy: "TABLE" })).body as {
    packStage: { id: number };
  };
  const element = (
    await api.saveElement(admin(), {
      stageId: stage.packStage.id,
      kind: "FILE",
      label: "Plan",
      required: false,
      config: { fileTypes: ["pdf"] },
    })
  ).body as { stageElement: { id: number } };
  return { packId: pack.projectPack.id, stageId: stage.packStage.id, elementId: element.stageElement.id };
};

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
    const { packId, elementId } = await packWithElement("Deleted twice");
    const replies = await whileHeld(
      (tx) => tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${packId} FOR UPDATE`,
      [() => api.deleteElement(admin(), elementId), () => api.deleteElement(admin(), elementId)],
    );
    expect(statuses(replies)).toEqual([200, 404]);
    expect(await db().prisma.stageElement.count({ where: { id: elementId } })).toBe(0);
  });

  it("a template upload to an element deleted while it waited answers 404 and keeps no file", async () => {
    const { packId, elementId } = await packWithElement("Deleted under an upload");
    const before = await storedTemplates(world);
    const replies = await whileHeld(
      (tx) => tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${packId} FOR UPDATE`,
      [() => api.template(admin(), { stageElementId: elementId }, [pdf()])],
      (tx) => tx.stageElement.delete({ where: { id: elementId } }),
    );
    expect(statuses(replies)).toEqual([404]);
    expect(await storedTemplates(world)).toEqual(before);
  });

  it("two deletes of one reference document (deletepomdocument): one removes it, the other answers 404", async () => {
    const { elementId } = await packWithElement("Document deleted twice");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdf()])).body as {
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
    const { elementId } = await packWithElement("Document replaced twice");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdf()])).body as {
      elementDocument: { sedid: number };
    };
    const sedid = uploaded.elementDocument.sedid;
    const before = await storedTemplates(world);
    const replace = () => api.uploadPom(admin(), { stageelementid: elementId, docid: sedid }, [pdf()]);
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
    const { elementId } = await packWithElement("Document replaced under a delete");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdf()])).body as {
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
        replacing = api.uploadPom(admin(), { stageelementid: elementId, docid: sedid }, [pdf()]);
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
    const { elementId } = await packWithElement("Document replacement refused");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdf()])).body as {
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
      const reply = await api.uploadPom(admin(), { stageelementid: elementId, docid: old.id }, [pdf()]);
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

describeOnPostgres("duplicating a pack while its source changes", () => {
  it("a template replaced on the source while the copy is made stays in storage for the copy", async () => {
    const prisma = db().prisma;
    const { packId, elementId } = await packWithElement("Copied while its template changes");
    const first = (await api.template(admin(), { stageElementId: elementId }, [pdf()])).body as {
      stageElement: { templateFileName: string };
    };
    const template = first.stageElement.templateFileName;
    let duplicating: ReturnType<typeof api.duplicate> | undefined;
    let replacing: ReturnType<typeof api.template> | undefined;
    await prisma.$transaction(
      async (tx) => {
        // The copy stops after it has read the source, at its first stage's insert (reads go on).
        await tx.$executeRawUnsafe(`LOCK TABLE "PackStage" IN SHARE MODE`);
        duplicating = api.duplicate(admin(), packId, 202627);
        await untilSettledOrWaiting(prisma, duplicating, 1);
        // The designer replaces the source's template meanwhile: it waits for the copy, or (unlocked) commits.
        replacing = api.template(admin(), { stageElementId: elementId }, [pdf()]);
        await untilSettledOrWaiting(prisma, replacing, 2);
      },
      { timeout: 30_000 },
    );
    const copy = (await duplicating!).body as { projectPack: { id: number } };
    expect((await replacing!).status).toBe(200);
    const copied = await prisma.stageElement.findFirstOrThrow({ where: { stage: { packId: copy.projectPack.id } } });
    expect(copied.templateFileName).toBe(template);
    // The copy's "Download the template" still finds its file.
    expect(await storedTemplates(world)).toContain(template);
  });
});

describeOnPostgres("duplicating a pack while a reference document is replaced", () => {
  it("the copy gets the document as replaced, with its own copy of the new file", async () => {
    const prisma = db().prisma;
    const { packId, elementId } = await packWithElement("Copied while its document is replaced");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdf()])).body as {
      elementDocument: { sedid: number; url: string };
    };
    const before = await storedTemplates(world);
    const newBytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(256)]);
    let replacing: ReturnType<typeof api.uploadPom> | undefined;
    let duplicating: ReturnType<typeof api.duplicate> | undefined;
    await prisma.$transaction(
      async (tx) => {
        // The replacement takes the pack's lock, then stops at its delete of the old row.
        await tx.$executeRawUnsafe(`LOCK TABLE "StageElementDocument" IN SHARE MODE`);
        replacing = api.uploadPom(admin(), { stageelementid: elementId, docid: uploaded.elementDocument.sedid }, [
          filePart("elementDocument", newBytes, "new.pdf", "application/pdf"),
        ]);
        await untilSettledOrWaiting(prisma, replacing, 1);
        // The copy starts meanwhile and waits for the pack: the documents it copies are read under that lock.
        duplicating = api.duplicate(admin(), packId, 202627);
        await untilSettledOrWaiting(prisma, duplicating, 2);
      },
      { timeout: 30_000 },
    );
    expect((await replacing!).status).toBe(200);
    const copy = (await duplicating!).body as { projectPack: { id: number } };
    const documents = await prisma.stageElementDocument.findMany({
      where: { element: { stage: { packId: copy.projectPack.id } } },
    });
    expect(documents.map((document) => document.originalName)).toEqual(["new.pdf"]);
    const source = await prisma.stageElementDocument.findFirstOrThrow({ where: { elementId } });
    expect(documents[0]!.storedName).not.toBe(source.storedName);
    const stored = await fsp.readFile(path.join(world.uploadDir, "pomdocuments", documents[0]!.storedName));
    expect(stored.equals(newBytes)).toBe(true);
    // The old file went with the replacement and no copy of it is left behind.
    const old = uploaded.elementDocument.url.split("/").at(-1)!;
    expect((await storedTemplates(world)).sort()).toEqual(
      [...before.filter((name) => name !== old), source.storedName, documents[0]!.storedName].sort(),
    );
  });
});
