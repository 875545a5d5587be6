// Duplicating a pack while its source changes (Postgres: the races need real row locks). The copy
// holds its source FOR SHARE while it is made; the builder's writes (template and reference-document
// uploads, document deletes) take the pack FOR UPDATE, so they go before or after the copy, never
// into it, and a copy whose documents keep changing under it gives up with 409, writing nothing.
import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Prisma } from "@/lib/db/generated/client";
import { generateStoredName } from "@/lib/http/multipart";
import { describeOnPostgres, untilSettledOrWaiting } from "../helpers/test-db";
import { filePart } from "../service-requests/helpers";
import { packWithElement, pdfDocument, projectsApi as api, storedTemplates, setupProjectsWorld } from "./helpers";

const { db, world } = setupProjectsWorld();

const admin = () => world.members.admin.auth;
const pdfBytes = () => Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(256)]);
type TTx = Prisma.TransactionClient;
type TReply = Awaited<ReturnType<typeof api.duplicate>>;

describeOnPostgres("deleting a reference document while its pack is copied", () => {
  it("the delete waits for the copy: the copy keeps the document with its own file, the source loses it and its file", async () => {
    const prisma = db().prisma;
    const { packId, elementId } = await packWithElement(admin(), "Copied while its document is deleted");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdfDocument()])).body as {
      elementDocument: { sedid: number; url: string };
    };
    const { sedid } = uploaded.elementDocument;
    const original = uploaded.elementDocument.url.split("/").at(-1)!;
    const before = await storedTemplates(world);
    let duplicating: Promise<TReply> | undefined;
    let deleting: Promise<TReply> | undefined;
    let deleted = false;
    await prisma.$transaction(
      async (tx) => {
        // The copy holds its source, has read the documents and stops at its first stage's insert.
        await tx.$executeRawUnsafe(`LOCK TABLE "PackStage" IN SHARE MODE`);
        duplicating = api.duplicate(admin(), packId, 202627);
        await untilSettledOrWaiting(prisma, duplicating, 1);
        deleting = api.deletePom(admin(), sedid);
        void deleting.finally(() => (deleted = true));
        await untilSettledOrWaiting(prisma, deleting, 2);
        // The delete waits for the pack (without its lock it has removed the row and the file by now).
        expect(deleted).toBe(false);
        expect(await prisma.stageElementDocument.count({ where: { id: sedid } })).toBe(1);
      },
      { timeout: 30_000 },
    );
    const copy = (await duplicating!).body as { projectPack: { id: number } };
    expect((await deleting!).status).toBe(200);
    expect(await prisma.stageElementDocument.count({ where: { elementId } })).toBe(0);
    const copied = await prisma.stageElementDocument.findMany({
      where: { element: { stage: { packId: copy.projectPack.id } } },
    });
    expect(copied).toHaveLength(1);
    expect(copied[0]!.storedName).not.toBe(original);
    // The source's file went with its document; the copy's own file stays and is served.
    expect((await storedTemplates(world)).sort()).toEqual(
      [...before.filter((name) => name !== original), copied[0]!.storedName].sort(),
    );
    expect(await api.document(admin(), copied[0]!.storedName)).toBe(200);
  });
});

/** A document added to the element in the test's transaction, its file stored first (as an upload does). */
const addDocument = async (tx: TTx, elementId: number) => {
  const storedName = generateStoredName("pdf");
  const bytes = pdfBytes();
  await fsp.writeFile(path.join(world.uploadDir, "pomdocuments", storedName), bytes);
  await tx.stageElementDocument.create({
    data: { elementId, storedName, originalName: "added.pdf", contentType: "application/pdf", sizeBytes: bytes.length },
  });
  return storedName;
};

describeOnPostgres("duplicating a pack whose reference documents keep changing", () => {
  it("gives up after three tries with 409, leaving no new pack and no copied file", async () => {
    const prisma = db().prisma;
    const { packId, elementId } = await packWithElement(admin(), "Copied while documents keep changing");
    await api.uploadPom(admin(), { stageelementid: elementId }, [pdfDocument()]);
    const before = await storedTemplates(world);
    const packs = await prisma.projectPack.count();
    const added: string[] = [];
    const rounds: Promise<unknown>[] = [];
    let duplicating: Promise<TReply> | undefined;
    // Round n holds the pack while the copy's try n (its files copied) waits to check the documents
    // under the lock, adds a document, queues round n + 1 behind that try, and lets go: the try sees
    // a changed list, removes its copies and starts over, and round n + 1 has the pack before it.
    const round = (n: number): Promise<unknown> =>
      prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${packId} FOR UPDATE`;
          duplicating ??= api.duplicate(admin(), packId, 202627);
          await untilSettledOrWaiting(prisma, duplicating, 1);
          added.push(await addDocument(tx, elementId));
          if (n === 3) return;
          rounds.push(round(n + 1));
          await untilSettledOrWaiting(prisma, rounds.at(-1)!, 2);
        },
        { timeout: 30_000 },
      );
    rounds.push(round(1));
    for (let index = 0; index < rounds.length; index += 1) await rounds[index];
    const reply = await duplicating!;
    expect(reply.status).toBe(409);
    expect((reply.body as { message: string }).message).toMatch(/reference documents kept changing/);
    expect(added).toHaveLength(3);
    // Nothing of the copy: no pack, and each try's copied files were removed.
    expect(await prisma.projectPack.count()).toBe(packs);
    expect((await storedTemplates(world)).sort()).toEqual([...before, ...added].sort());
  });
});

describeOnPostgres("duplicating a pack while its source changes", () => {
  it("a template replaced on the source while the copy is made stays in storage for the copy", async () => {
    const prisma = db().prisma;
    const { packId, elementId } = await packWithElement(admin(), "Copied while its template changes");
    const first = (await api.template(admin(), { stageElementId: elementId }, [pdfDocument()])).body as {
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
        replacing = api.template(admin(), { stageElementId: elementId }, [pdfDocument()]);
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
    const { packId, elementId } = await packWithElement(admin(), "Copied while its document is replaced");
    const uploaded = (await api.uploadPom(admin(), { stageelementid: elementId }, [pdfDocument()])).body as {
      elementDocument: { sedid: number; url: string };
    };
    const before = await storedTemplates(world);
    const newBytes = pdfBytes();
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

describeOnPostgres("two copies of one pack for its own year at once", () => {
  it("are the next two versions, not two of the same version", async () => {
    const prisma = db().prisma;
    const { packId } = await packWithElement(admin(), "Copied twice at once");
    let copies: [Promise<TReply>, Promise<TReply>] | undefined;
    await prisma.$transaction(
      async (tx) => {
        // Both copies are under way before either has written its stages (without taking turns,
        // both have read the latest version by now).
        await tx.$executeRawUnsafe(`LOCK TABLE "PackStage" IN SHARE MODE`);
        const first = api.duplicate(admin(), packId, 202526);
        await untilSettledOrWaiting(prisma, first, 1);
        const second = api.duplicate(admin(), packId, 202526);
        await untilSettledOrWaiting(prisma, second, 2);
        copies = [first, second];
      },
      { timeout: 30_000 },
    );
    const replies = await Promise.all(copies!);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const versions = await prisma.projectPack.findMany({
      where: { name: "Copied twice at once", year: 202526 },
      select: { version: true, previousVersionId: true },
      orderBy: { version: "asc" },
    });
    expect(versions).toEqual([
      { version: 1, previousVersionId: null },
      { version: 2, previousVersionId: packId },
      { version: 3, previousVersionId: packId },
    ]);
  });
});
