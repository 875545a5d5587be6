// The migration that moves a database seeded with the former SVG demo pictures to their WebP copies
// (prisma/migrations/20261128033000_demo_pictures_webp): every demo picture is renamed, in each of
// the six tables that hold one, and no other path changes.
import { seedDemoContent } from "@/lib/db/seed/demo-content";
import { contentPictures, PICTURE_COLUMNS } from "../helpers/content-pictures";
import { runMigration } from "../helpers/run-migration";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

/** Every picture of the content as `<table>: <path>`. */
const pictures = async () => (await contentPictures(db().prisma)).map((row) => `${row.table}: ${row.picture}`);

beforeAll(async () => {
  await seedDemoContent(db().prisma);
});

it("renames each former SVG demo picture to its WebP copy, in all six tables, and leaves every other path", async () => {
  const { prisma } = db();
  const seeded = await pictures();
  // What a database seeded before the change holds: the same rows, naming the SVG drawings.
  for (const [table, column] of PICTURE_COLUMNS) {
    await prisma.$executeRawUnsafe(
      `UPDATE "${table}" SET "${column}" = left("${column}", -5) || '.svg' WHERE "${column}" LIKE '/images/%.webp'`,
    );
  }
  // Paths of the site's own that the migration must not touch: the logo, a drawing of the same
  // name in another folder, an uploaded picture and a PDF report.
  const others = [
    "/images/logo.svg",
    "/images/custom/slide-1.svg",
    "/api/content/files/blog/abc.svg",
    "/images/gallery/2019-20-annual-report.pdf",
  ];
  const slides = await prisma.slide.findMany({ orderBy: { id: "asc" }, select: { id: true } });
  const projects = await prisma.galleryProject.findMany({ orderBy: { id: "asc" }, select: { id: true } });
  await prisma.slide.update({ where: { id: slides[0]!.id }, data: { backgroundImage: others[0] } });
  await prisma.slide.update({ where: { id: slides[1]!.id }, data: { backgroundImage: others[1] } });
  await prisma.galleryProject.update({ where: { id: projects[0]!.id }, data: { coverPhoto: others[2] } });
  const before = await pictures();
  for (const [table] of PICTURE_COLUMNS)
    expect(before.some((row) => row.startsWith(`${table}: /images/`) && row.endsWith(".svg"))).toBe(true);

  expect(await runMigration(db().prisma, "20261128033000_demo_pictures_webp")).toBe(PICTURE_COLUMNS.length);

  const after = await pictures();
  // Every demo drawing renamed, and nothing else...
  expect(after).toEqual(
    before.map((row) => (others.some((other) => row.endsWith(`: ${other}`)) ? row : row.replace(/\.svg$/, ".webp"))),
  );
  // ...which is the demo content as seeded, but for the three rows set above.
  expect(after.filter((row, index) => row !== seeded[index])).toEqual([
    `Slide: ${others[0]}`,
    `Slide: ${others[1]}`,
    `GalleryProject: ${others[2]}`,
  ]);
  expect(after).toContain(`GallerySummary: ${others[3]}`);
});
