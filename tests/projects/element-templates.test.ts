// A FILE element's template document once the element is saved as another kind: its file leaves
// storage unless a duplicated pack still names it, and a template upload that waited while the
// element changed kind is refused (Postgres: the race needs real row locks).
import { describeOnPostgres, untilSettledOrWaiting } from "../helpers/test-db";
import { expectError, packWithElement, pdfDocument, projectsApi as api, storedTemplates, setupProjectsWorld } from "./helpers";

const { db, world } = setupProjectsWorld();

const admin = () => world.members.admin.auth;
type TElement = { id: number; stageId: number; kind: string; templateFileName: string | null };

/** An inactive pack with one stage and a FILE element that has a template; the element and the template's name. */
const elementWithTemplate = async (name: string) => {
  const { packId, elementId } = await packWithElement(admin(), name);
  const uploaded = (await api.template(admin(), { stageElementId: elementId }, [pdfDocument()])).body as {
    stageElement: TElement;
  };
  expect(uploaded.stageElement.templateFileName).toBeTruthy();
  return { packId, element: uploaded.stageElement, template: uploaded.stageElement.templateFileName! };
};

/** Saves the element as a short text (no template). */
const asShortText = (element: TElement) =>
  api.saveElement(admin(), {
    id: element.id,
    stageId: element.stageId,
    kind: "SHORT_TEXT",
    label: "Plan",
    required: false,
    config: {},
  });

describe("an element saved as another kind than FILE", () => {
  it("loses its template, and the template's file leaves storage", async () => {
    const { element, template } = await elementWithTemplate("Kind changed");
    expect(await storedTemplates(world)).toContain(template);
    const saved = await asShortText(element);
    expect(saved.body).toMatchObject({ stageElement: { kind: "SHORT_TEXT", templateFileName: null } });
    expect(await storedTemplates(world)).not.toContain(template);
  });

  it("keeps the file while a duplicated pack's element still names it", async () => {
    const { packId, element, template } = await elementWithTemplate("Kind changed, copy kept");
    expect((await api.duplicate(admin(), packId, 202627)).status).toBe(200);
    const copy = await db().prisma.stageElement.findFirstOrThrow({
      where: { templateFileName: template, id: { not: element.id } },
    });
    expect((await asShortText(element)).status).toBe(200);
    expect(await storedTemplates(world)).toContain(template);
    expect((await asShortText({ ...copy, kind: copy.kind })).status).toBe(200);
    expect(await storedTemplates(world)).not.toContain(template);
  });
});

describeOnPostgres("a template upload while its element changes kind", () => {
  it("waits for the pack's lock, finds the element no longer a FILE element: 400, no file kept", async () => {
    const prisma = db().prisma;
    const { packId, element } = await elementWithTemplate("Kind changed under an upload");
    expect((await asShortText(element)).status).toBe(200);
    // Saved back as FILE: the upload's first check passes, then the kind changes while it waits.
    await prisma.stageElement.update({ where: { id: element.id }, data: { kind: "FILE" } });
    const before = await storedTemplates(world);
    let uploading: ReturnType<typeof api.template> | undefined;
    await prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "ProjectPack" WHERE "id" = ${packId} FOR UPDATE`;
        uploading = api.template(admin(), { stageElementId: element.id }, [pdfDocument()]);
        await untilSettledOrWaiting(prisma, uploading, 1);
        await tx.stageElement.update({ where: { id: element.id }, data: { kind: "SHORT_TEXT" } });
      },
      { timeout: 30_000 },
    );
    expectError(await uploading!, 400, "stageElementId");
    expect(await prisma.stageElement.findUniqueOrThrow({ where: { id: element.id } })).toMatchObject({ templateFileName: null });
    expect(await storedTemplates(world)).toEqual(before);
  });
});
