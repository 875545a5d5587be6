// The landing's "Our Projects" grid always links six years (SPEC.md sections 2 and 9): their gallery
// pages exist with an empty state even when a deployment has no summary or projects for them yet,
// while any other year without content, and pages past the end, stay not found. The empty pages are
// marked noindex; a year with projects stays indexable.
import { generateMetadata } from "@/app/(public)/(site)/projectgallery/[year]/page";
import { loadGalleryYearPage } from "@/lib/content/gallery-year-page";
import { LANDING_PROJECT_YEARS } from "@/lib/content/year";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();

it("shows each year the landing links, empty, rather than not found", async () => {
  expect(await db().prisma.gallerySummary.count()).toBe(0);
  for (const year of LANDING_PROJECT_YEARS)
    expect(await loadGalleryYearPage(year, 1)).toEqual({ year, page: 1, projects: [], total: 0, totalPages: 1 });
});

it("keeps other empty years and pages past the end not found", async () => {
  expect(await loadGalleryYearPage(202324, 1)).toBeNull();
  expect(await loadGalleryYearPage(201617, 1)).toBeNull();
  expect(await loadGalleryYearPage(201920, 2)).toBeNull();
});

it("shows a year with projects as before", async () => {
  await db().prisma.gallerySummary.create({ data: { year: 202324, yearString: "2023-24", coverPhoto: "" } });
  await db().prisma.galleryProject.create({
    data: { year: 202324, title: "Library", tableName: "RT7", description: "A school library", coverPhoto: "" },
  });
  const page = await loadGalleryYearPage(202324, 1);
  expect(page?.total).toBe(1);
  expect(page?.projects.map((project) => project.title)).toEqual(["Library"]);
});

const metadataOf = (year: string) => generateMetadata({ params: Promise.resolve({ year }) });

it("marks an empty landing year noindex and keeps a year with projects indexable", async () => {
  expect((await metadataOf("201718")).robots).toEqual({ index: false, follow: true });
  const withProjects = await metadataOf("202324");
  expect(withProjects.robots).toBeUndefined();
  expect(withProjects.alternates?.canonical).toBe("/projectgallery/202324");
});
