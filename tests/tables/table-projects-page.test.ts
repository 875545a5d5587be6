// A table's public page of projects (/projects/tableprojects/{tableNo}) pages its projects: a table
// with more than a page of them reaches every one by the page links (the page once showed the
// newest 100 and no more), a page past the end is not found, and a bad page number is page 1.
import { isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import TableProjectsOfTablePage from "@/app/(public)/(site)/projects/tableprojects/[action]/page";
import { seedArea, seedMember, seedTable } from "@/lib/db/seed/seed-functions";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
const PROJECTS = 105;

beforeAll(async () => {
  const { prisma } = db();
  const area = await seedArea(prisma, 1, "Area 1 - South");
  await seedTable(prisma, 7, "Madras Round Table 7", area.id);
  const author = await seedMember(prisma, {
    userName: "tp-author",
    password: "Welcome2026",
    fullName: "Tp Author",
    roles: ["Admin"],
  });
  await prisma.tableProject.createMany({
    data: Array.from({ length: PROJECTS }, (_, index) => ({
      tableNo: 7,
      areaNo: 1,
      // 200001 (2000-01) to 202425 (2024-25).
      year: (2000 + (index % 25)) * 100 + ((2001 + (index % 25)) % 100),
      title: `Project number ${index + 1}`,
      category: "Education",
      createdById: author.id,
    })),
  });
});

/** The page's markup, or "not found" when it calls notFound(). */
const render = async (tableNo: string, page?: string): Promise<string> => {
  try {
    const element: unknown = await TableProjectsOfTablePage({
      params: Promise.resolve({ action: tableNo }),
      searchParams: Promise.resolve(page === undefined ? {} : { page }),
    });
    if (!isValidElement(element)) throw new Error("not an element");
    return renderToStaticMarkup(element as ReactElement);
  } catch (error) {
    if ((error as { digest?: string }).digest === "NEXT_HTTP_ERROR_FALLBACK;404") return "not found";
    throw error;
  }
};

const titles = (html: string) => [...html.matchAll(/Project number (\d+)/g)].map((match) => Number(match[1]));
const relHref = (html: string, rel: string) => {
  const link = new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(html)?.[0];
  return link ? (/href="([^"]*)"/.exec(link)?.[1]?.replaceAll("&amp;", "&") ?? null) : null;
};

it("reaches every project of the table once by following the page links", async () => {
  const seen: number[] = [];
  let html = await render("7");
  expect(html).toContain(`${PROJECTS} projects`);
  for (let pages = 1; ; pages += 1) {
    expect(pages).toBeLessThan(20);
    const shown = titles(html);
    expect(shown.length).toBeLessThanOrEqual(20);
    seen.push(...shown);
    const next = relHref(html, "next");
    if (!next) break;
    const page = /[?&]page=(\d+)/.exec(next)?.[1];
    expect(next.startsWith("/projects/tableprojects/7")).toBe(true);
    html = await render("7", page);
    expect(relHref(html, "prev")).not.toBeNull();
  }
  expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: PROJECTS }, (_, index) => index + 1));
});

it("has no page past the end, and reads a bad page number as the first page", async () => {
  expect(titles(await render("7", "6"))).toHaveLength(PROJECTS - 100);
  expect(await render("7", "7")).toBe("not found");
  expect(titles(await render("7", "abc"))).toEqual(titles(await render("7")));
  expect(await render("8")).toBe("not found");
});
