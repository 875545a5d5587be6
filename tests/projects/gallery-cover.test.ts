// The gallery cover of a final payment (stop 57), against the local storage driver: the copy of the
// first completion photo made before the payment's transaction is either the cover of the gallery
// entry or removed again, never left in the public folder unused.
import { readdir } from "node:fs/promises";
import { setupTestDb } from "../helpers/test-db";
import { paymentsApi as api } from "./app-api";
import { approveCompletionDirectly, completionElements, fillCompletion } from "./completion-fixture";
import { setupGrantWorld, type TFixtureApplication } from "./grant-fixture";
import { istToday } from "@/lib/india-time";

/** Runs after the cover was copied and before the payment's transaction: a change the payment must meet. */
let afterCopy: (() => Promise<void>) | null = null;
jest.mock("@/lib/projects/gallery-entry", () => {
  const actual = jest.requireActual<typeof import("@/lib/projects/gallery-entry")>("@/lib/projects/gallery-entry");
  return {
    ...actual,
    copyCoverPhoto: async (applicationId: number) => {
      const cover = await actual.copyCoverPhoto(applicationId);
      if (afterCopy) await afterCopy();
      return cover;
    },
  };
});

const db = setupTestDb();
const fixture = setupGrantWorld(db);
const m = () => fixture().world.members;

let references = 0;
const finalPayment = (app: { id: number }) =>
  api.final(m().secretary.auth, {
    applicationId: app.id,
    amount: 400000,
    paidOn: istToday(),
    reference: `UTR-COVER-${app.id}-${(references += 1)}`,
    paidBy: "RTIF, State Bank of India",
  });

/** The names in the public folder the covers are copied to. */
const publicFiles = async () => readdir(`${fixture().world.uploadDir}/blog`).catch(() => [] as string[]);

/** Every cover any gallery entry or year shows, by stored name. */
const coversInUse = async () => {
  const prisma = db().prisma;
  const urls = [
    ...(await prisma.galleryProject.findMany({ select: { coverPhoto: true } })).map((row) => row.coverPhoto),
    ...(await prisma.gallerySummary.findMany({ select: { coverPhoto: true } })).map((row) => row.coverPhoto),
  ];
  return new Set(urls.filter(Boolean).map((url) => url.split("/").pop()!));
};

/** An application of `year` ready for its final payment: a passing completion pack, approved. */
const readyToComplete = async (title: string, year: number): Promise<TFixtureApplication> => {
  const app = await fixture().applicationIn("COMPLETION_SUBMITTED", title);
  await db().prisma.projectApplication.update({ where: { id: app.id }, data: { year } });
  await fillCompletion(db().prisma, fixture().world, app, { photos: 5 });
  await approveCompletionDirectly(db().prisma, fixture().world, app.id);
  return app;
};

afterEach(() => {
  afterCopy = null;
});

it("two final payments of one year at once: each entry shows its own copy, one is the year's cover, no copy is left unused", async () => {
  const apps = [await readyToComplete("First of 2022-23", 202223), await readyToComplete("Second of 2022-23", 202223)];
  const replies = await Promise.all(apps.map(finalPayment));
  expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
  const entries = await db().prisma.galleryProject.findMany({ where: { year: 202223 } });
  expect(entries).toHaveLength(2);
  for (const entry of entries) expect(entry.coverPhoto).toMatch(/^\/api\/content\/files\/blog\//);
  const summary = await db().prisma.gallerySummary.findUniqueOrThrow({ where: { year: 202223 } });
  expect(entries.map((entry) => entry.coverPhoto)).toContain(summary.coverPhoto);
  const inUse = await coversInUse();
  expect((await publicFiles()).filter((name) => !inUse.has(name))).toEqual([]);
});

it("a first photo removed while the payment was on its way: the entry has no cover and the copy is removed", async () => {
  const app = await readyToComplete("Photo removed meanwhile", 202122);
  const { photos } = await completionElements(db().prisma, app);
  let copied: string[] = [];
  afterCopy = async () => {
    copied = await publicFiles();
    const first = await db().prisma.applicationFile.findFirstOrThrow({
      where: { applicationId: app.id, elementId: photos },
      orderBy: { id: "asc" },
    });
    await db().prisma.applicationFile.delete({ where: { id: first.id } });
  };
  const before = await publicFiles();
  expect((await finalPayment(app)).status).toBe(200);
  // The copy was made (the hook saw it), then not used: the photo it was made of is no longer the first.
  expect(copied.length).toBe(before.length + 1);
  const entry = await db().prisma.galleryProject.findUniqueOrThrow({ where: { applicationId: app.id } });
  expect(entry.coverPhoto).toBe("");
  expect((await publicFiles()).sort()).toEqual([...before].sort());
});
