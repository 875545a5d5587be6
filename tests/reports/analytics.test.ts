// The reports page's figures (issue 14): getAnalytics and GET /api/reports/analytics on a small
// world of two areas: applications by state, grants sanctioned and paid by area (by unit within
// an area), six years of amounts, projects by kind, table strength; 400 for a bad year or area,
// or a year outside 1950-51 to next year, 404 for an unknown area; a public reply with no
// member's name or e-mail in it; which page addresses are pages at all.
import { GET as analyticsGet } from "@/app/api/reports/analytics/route";
import { seedGrantRecord } from "@/lib/db/seed/demo-grant-history";
import { currentYearNumber, defaultAnalyticsYear, getAnalytics, listAnalyticsYears, yearBefore } from "@/lib/reports/analytics";
import { buildAnalyticsCharts, chartCsvTable } from "@/lib/reports/analytics-charts";
import { parseAnalyticsAddress } from "@/lib/reports/report-inputs";
import { getRequest, send, type TAuth } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { setupGrantWorld } from "../projects/grant-fixture";
import { expectError } from "../projects/helpers";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

beforeAll(async () => {
  const prisma = db().prisma;
  const { world, packId, applicationIn } = fixture();
  // Area 1 (table 2): two grants of ₹10,00,000 each, ₹6,00,000 paid of one; one draft.
  await applicationIn("SANCTIONED");
  await applicationIn("IN_PROGRESS");
  // Area 2 (table 3): a finished grant this year, and one two years before.
  const record = { packId, unit: { tableNo: 3 }, areaNo: 2, createdById: world.members.admin.id };
  const grant = (sanctioned: number, paid: number) => ({ sanctioned, paid, approvedById: world.members.secretary.id });
  await seedGrantRecord(prisma, { ...record, year: 202526, title: "Library", state: "COMPLETED", grant: grant(500000, 500000) });
  await seedGrantRecord(prisma, {
    ...record,
    year: 202324,
    title: "Toilets",
    state: "COMPLETED",
    grant: grant(300000.5, 100000),
  });
  await seedGrantRecord(prisma, { ...record, year: 202526, title: "Wall", state: "REJECTED" });
  // The tables' own projects: one of its own, one made from a grant application (not counted twice).
  const own = { areaNo: 2, tableNo: 3, year: 202526, createdById: world.members.admin.id };
  await prisma.tableProject.create({ data: { ...own, title: "Eye camp", category: "Health" } });
  const linked = await prisma.projectApplication.findFirstOrThrow({ where: { title: "Library" } });
  await prisma.tableProject.create({ data: { ...own, title: "Library", category: "Education", applicationId: linked.id } });
  // A member who is not approved yet does not count towards strength.
  await prisma.member.create({
    data: {
      userName: "pj-pending",
      passwordHash: "$argon2id$v=19$not-a-real-hash",
      fullName: "Pending Person",
      tableNo: 3,
      isApproved: false,
    },
  });
});

const analytics = (query: string, auth?: TAuth) => send(analyticsGet, getRequest(`/api/reports/analytics${query}`, auth));

it("adds up a year by state, by area, by year, by kind and the strength of each area", async () => {
  const data = await getAnalytics({ year: 202526, at: new Date("2026-11-24T20:00:00Z") });
  expect(data).toMatchObject({ year: 202526, yearString: "2025-26", area: null, groupedBy: "area", generatedOn: "25/11/2026" });
  expect(data.applicationsByState).toEqual([
    { state: "SANCTIONED", label: "Sanctioned", count: 1 },
    { state: "IN_PROGRESS", label: "In progress (payments under way)", count: 1 },
    { state: "COMPLETED", label: "Completed", count: 1 },
    { state: "REJECTED", label: "Rejected", count: 1 },
  ]);
  expect(data.grantsByArea).toEqual([
    {
      key: "Area 1",
      label: "Area 1",
      applications: 2,
      sanctioned: { paise: 200_000_000, text: "₹20,00,000" },
      paid: { paise: 60_000_000, text: "₹6,00,000" },
    },
    {
      key: "Area 2",
      label: "Area 2",
      applications: 2,
      sanctioned: { paise: 50_000_000, text: "₹5,00,000" },
      paid: { paise: 50_000_000, text: "₹5,00,000" },
    },
  ]);
  expect(data.amountsByYear.map((row) => row.yearString)).toEqual([
    "2020-21",
    "2021-22",
    "2022-23",
    "2023-24",
    "2024-25",
    "2025-26",
  ]);
  expect(data.amountsByYear[3]).toMatchObject({
    sanctioned: { paise: 30_000_050, text: "₹3,00,000.50" },
    paid: { paise: 10_000_000 },
  });
  expect(data.amountsByYear[5]).toMatchObject({
    sanctioned: { paise: 250_000_000, text: "₹25,00,000" },
    paid: { paise: 110_000_000 },
  });
  expect(data.projectsByKind).toEqual([
    { kind: "Grant process pack", grantApplications: 4, ownProjects: 0 },
    { kind: "Health", grantApplications: 0, ownProjects: 1 },
  ]);
  // Area 1: tables 1 and 2 (nex, tex, ac; texc, member) and circle 1 (cex); area 2: table 3, nobody approved.
  expect(data.strengthByArea).toEqual([
    { key: "Area 1", label: "Area 1", tables: 2, circles: 1, tableMembers: 5, circleMembers: 1 },
    { key: "Area 2", label: "Area 2", tables: 1, circles: 0, tableMembers: 0, circleMembers: 0 },
  ]);
  expect(data.totals).toMatchObject({ applications: 4, projects: 5, members: 6, sanctioned: { text: "₹25,00,000" } });
  expect(await listAnalyticsYears()).toEqual(expect.arrayContaining([202526, 202324]));
});

it("within an area, groups by table and circle", async () => {
  const data = await getAnalytics({ year: 202526, areaNo: 1 });
  expect(data.area).toEqual({ areaNo: 1, name: "Area 1" });
  expect(data.groupedBy).toBe("unit");
  expect(data.applicationsByState.map((row) => row.count)).toEqual([1, 1]);
  expect(data.grantsByArea).toEqual([expect.objectContaining({ key: "RT2", label: "RT2 Table 2", applications: 2 })]);
  expect(data.strengthByArea.map((row) => [row.label, row.tableMembers + row.circleMembers])).toEqual([
    ["LC1 Circle 1", 1],
    ["RT1 Table 1", 3],
    ["RT2 Table 2", 2],
  ]);
  expect(data.projectsByKind).toEqual([{ kind: "Grant process pack", grantApplications: 2, ownProjects: 0 }]);
});

it("gives empty series, not errors, for a year without data; the charts say so", async () => {
  const data = await getAnalytics({ year: 201920 });
  expect(data).toMatchObject({ applicationsByState: [], grantsByArea: [], projectsByKind: [], totals: { applications: 0 } });
  expect(data.amountsByYear.every((row) => row.sanctioned.paise === 0)).toBe(true);
  const charts = buildAnalyticsCharts(data);
  expect(charts.map((chart) => [chart.id, chart.rows.length])).toEqual([
    ["applications-by-state", 0],
    ["grants-by-area", 0],
    ["amounts-by-year", 0],
    ["projects-by-kind", 0],
    ["strength-by-area", 2],
  ]);
  expect(charts[0]!.emptyText).toBe("No applications in 2019-20.");
});

it("builds each chart's CSV table from the same numbers, amounts in paise", async () => {
  const charts = buildAnalyticsCharts(await getAnalytics({ year: 202526 }));
  const grants = charts.find((chart) => chart.id === "grants-by-area")!;
  expect(grants.fileName).toBe("reports-2025-26-grants-by-area.csv");
  expect(grants.rows[0]).toEqual({
    label: "Area 1",
    values: [200_000_000, 60_000_000, 2],
    texts: ["₹20,00,000", "₹6,00,000", "2"],
  });
  expect(chartCsvTable(grants).columns.map((column) => column.kind)).toEqual(["text", "amount", "amount", "count"]);
});

it("answers the JSON call publicly and cacheably, with no member's name or e-mail", async () => {
  const reply = await analytics("?year=202526&area=");
  expect(reply.status).toBe(200);
  expect(reply.headers.get("cache-control")).toMatch(/^public, s-maxage=600/);
  const body = reply.body as { stat: number; analytics: { grantsByArea: unknown[]; totals: { applications: number } } };
  expect(body.stat).toBe(1);
  expect(body.analytics.totals.applications).toBe(4);
  const members = await db().prisma.member.findMany({ select: { fullName: true, userName: true, officeEmail: true } });
  const withMember = await analytics("?year=202526&area=1", fixture().world.members.texc.auth);
  for (const text of [reply.text, withMember.text]) {
    for (const member of members) {
      expect(text).not.toContain(member.fullName);
      expect(text).not.toContain(member.userName);
      if (member.officeEmail) expect(text).not.toContain(member.officeEmail);
    }
    expect(text).not.toMatch(/@|donor|corpus|TPA-/i);
  }
  expect((withMember.body as { analytics: { area: unknown } }).analytics.area).toEqual({ areaNo: 1, name: "Area 1" });
});

it("refuses a bad year or area with 400 and an unknown area with 404", async () => {
  expectError(await analytics(""), 400, "query.year");
  expectError(await analytics("?year=2025"), 400, "query.year");
  expectError(await analytics("?year=202527"), 400, "query.year");
  expectError(await analytics("?year=abc"), 400, "query.year");
  expectError(await analytics("?year=202526&area=one"), 400, "query.area");
  expectError(await analytics("?year=202526&area=-1"), 400, "query.area");
  const unknown = expectError(await analytics("?year=202526&area=9"), 404);
  expect(unknown.message).toBe("No area 9");
});

it("answers only the years the reports answer for, 1950-51 to next year: 400 on year otherwise", async () => {
  const next = yearBefore(currentYearNumber(), -1);
  expect((await analytics(`?year=${next}`)).status).toBe(200);
  expect((await analytics("?year=195051")).status).toBe(200);
  const far = expectError(await analytics("?year=999899"), 400, "query.year");
  expect(far.message).toMatch(/from 1950-51 to \d{4}-\d{2}/);
  expectError(await analytics(`?year=${yearBefore(next, -1)}`), 400, "query.year");
  expectError(await analytics("?year=194950"), 400, "query.year");
  await expect(getAnalytics({ year: 999899 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
});

it("reads the page's address: other years and malformed parts are no page (404)", () => {
  const at = new Date("2026-11-24T20:00:00Z");
  expect(parseAnalyticsAddress("latest", "all", at)).toEqual({ yearNo: null, areaNo: null });
  expect(parseAnalyticsAddress("202526", "1", at)).toEqual({ yearNo: 202526, areaNo: 1 });
  expect(parseAnalyticsAddress("195051", "all", at)).toEqual({ yearNo: 195051, areaNo: null });
  // Next year is the last: 2027-28 while 2026-27 runs.
  expect(parseAnalyticsAddress("202728", "all", at)).toEqual({ yearNo: 202728, areaNo: null });
  for (const year of ["999899", "202829", "194950", "202527", "2025", "latest2"]) {
    expect(parseAnalyticsAddress(year, "all", at)).toBeNull();
  }
  expect(parseAnalyticsAddress("202526", "one", at)).toBeNull();
  expect(parseAnalyticsAddress("202526", "12345", at)).toBeNull();
});

it("opens on, and offers, no year outside those years, even one an application was filed under", async () => {
  const prisma = db().prisma;
  const far = yearBefore(currentYearNumber(), -5);
  const id = await seedGrantRecord(prisma, {
    packId: fixture().packId,
    unit: { tableNo: 3 },
    areaNo: 2,
    createdById: fixture().world.members.admin.id,
    year: far,
    title: "Typed years ahead",
    state: "REJECTED",
  });
  try {
    expect(await defaultAnalyticsYear()).toBe(202526);
    expect(await listAnalyticsYears()).not.toContain(far);
  } finally {
    await prisma.projectApplication.delete({ where: { id } });
  }
});
