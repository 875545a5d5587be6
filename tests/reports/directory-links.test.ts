// The members' home offers links to the directory of tables only to its readers, and only the
// parts they may open: the secretariat all and each area, an area chairman (by this year's
// postings) their area, a table's office bearers their own table; nobody else gets any.
import { seedArea, seedMember, seedPosting, seedTable } from "@/lib/db/seed/seed-functions";
import type { TRole } from "@/lib/auth/roles";
import { directoryLinksFor, directoryPageFor } from "@/lib/reports/directory-links";
import { directoryScopeFor } from "@/lib/reports/table-directory";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const prisma = db().prisma;
  const south = await seedArea(prisma, 1, "Tamil Nadu");
  const west = await seedArea(prisma, 2, "Maharashtra");
  await seedTable(prisma, 11, "Madras Central Round Table", south.id);
  await seedTable(prisma, 21, "Bombay Seaside Round Table", west.id);
  for (const [key, tableNo] of [
    ["admin", null],
    // An area chairman is a member of a table (or circle) of the area they chair.
    ["ac", 21],
    ["formerAc", null],
    ["tex", 11],
    ["plain", 11],
  ] as const) {
    const row = await seedMember(prisma, {
      userName: `dirlinks-${key}`,
      password: "",
      passwordHash: "x",
      fullName: `Member ${key}`,
      roles: ["User"],
      ...(tableNo === null ? {} : { tableNo }),
    });
    ids[key] = row.id;
  }
  await seedPosting(prisma, { memberId: ids.ac!, unitKind: "AREA", unitNo: 2, role: "AC" });
  await seedPosting(prisma, { memberId: ids.formerAc!, unitKind: "AREA", unitNo: 1, role: "AC", year: 201920 });
});

const linksOf = (key: string, roles: TRole[], tableNo: number | null = null) =>
  directoryLinksFor({ memberId: ids[key]!, roles, tableNo });

test("the secretariat gets the whole directory and each area", async () => {
  expect(await linksOf("admin", ["Admin"])).toEqual([
    { title: "All tables", href: "/reports/directory" },
    { title: "Tamil Nadu", href: "/reports/directory?ano=1" },
    { title: "Maharashtra", href: "/reports/directory?ano=2" },
  ]);
  expect((await linksOf("admin", ["NEX"], 11)).map((link) => link.href)).toContain("/reports/directory");
});

test("an area chairman gets the area they chair this year; an office bearer their own table", async () => {
  expect(await linksOf("ac", ["AC"])).toEqual([{ title: "Maharashtra", href: "/reports/directory?ano=2" }]);
  expect(await linksOf("tex", ["TEX"], 11)).toEqual([
    { title: "Madras Central Round Table (Table 11)", href: "/reports/directory?tableNo=11" },
  ]);
  // Every link offered opens: the page's own check gives each one its part.
  for (const [key, roles, tableNo] of [
    ["admin", ["Admin"], null],
    ["ac", ["AC"], null],
    ["tex", ["TEX"], 11],
  ] as const)
    for (const link of await linksOf(key, [...roles], tableNo)) {
      const query = new URL(link.href, "http://x").searchParams;
      const ask = {
        ano: query.has("ano") ? Number(query.get("ano")) : null,
        tableNo: query.has("tableNo") ? Number(query.get("tableNo")) : null,
      };
      await expect(directoryScopeFor({ memberId: ids[key]!, roles: [...roles], tableNo }, ask)).resolves.toBeDefined();
    }
});

test("no link for a role that may not open the directory, nor for a chairman of an earlier year", async () => {
  expect(await linksOf("plain", ["User"], 11)).toEqual([]);
  expect(await linksOf("plain", ["CEX", "RTIF-Secretary"], 11)).toEqual([]);
  expect(await linksOf("formerAc", ["AC"])).toEqual([]);
  expect(await linksOf("plain", ["TEX"], null)).toEqual([]);
});

test("/reports/directory with no part named: a chairman of several areas chooses one (no 404)", async () => {
  const prisma = db().prisma;
  const twoAreas = await seedMember(prisma, {
    userName: "dirlinks-twoareas",
    password: "",
    passwordHash: "x",
    fullName: "Member two areas",
    roles: ["User"],
    tableNo: 11,
  });
  // Posted for area 1 (their table's), and chairman of area 3 by the rule from before postings
  // (Area.chairmanId, an area never posted), which asks no membership.
  await seedPosting(prisma, { memberId: twoAreas.id, unitKind: "AREA", unitNo: 1, role: "AC" });
  const north = await seedArea(prisma, 3, "Karnataka");
  await prisma.area.update({ where: { id: north.id }, data: { chairmanId: twoAreas.id } });
  const actor = { memberId: twoAreas.id, roles: ["AC"] as TRole[], tableNo: null };
  const nothingNamed = { ano: null, tableNo: null };

  expect(await directoryPageFor(actor, nothingNamed)).toEqual({
    kind: "choose",
    links: [
      { title: "Tamil Nadu", href: "/reports/directory?ano=1" },
      { title: "Karnataka", href: "/reports/directory?ano=3" },
    ],
  });
  // Each link opens that area; a chairman of one area still gets it at once; others get no page.
  expect(await directoryPageFor(actor, { ano: 1, tableNo: null })).toEqual({
    kind: "directory",
    scope: { kind: "area", areaNo: 1 },
  });
  expect(await directoryPageFor({ memberId: ids.ac!, roles: ["AC"], tableNo: null }, nothingNamed)).toEqual({
    kind: "directory",
    scope: { kind: "area", areaNo: 2 },
  });
  expect(await directoryPageFor({ memberId: ids.ac!, roles: ["AC"], tableNo: null }, { ano: 1, tableNo: null })).toBeNull();
  expect(await directoryPageFor({ memberId: ids.formerAc!, roles: ["AC"], tableNo: null }, nothingNamed)).toBeNull();
  expect(await directoryPageFor(actor, { ano: 9, tableNo: null })).toBeNull();
});
