// Issue 14, section 1: the report calls of SPEC.md section 7 on a small federation (helpers.ts):
// what each answers, the CSV downloads (BOM, CRLF, quoting, formula cells, ₹ columns), who may
// pull which report, and bad or unknown years, areas and tables.
import type { TSession } from "@/lib/auth/session";
import { getStrength, strengthCsv } from "@/lib/reports/strength";
import { setupTestDb } from "../helpers/test-db";
import {
  Y,
  PAST,
  THIS,
  code,
  createReportsWorld,
  everyCall,
  expectError,
  FORMULA_NAME,
  parseCsv,
  QUOTED_NAME,
  reportsApi as api,
  type TReportsWorld,
} from "./helpers";

const db = setupTestDb();
let world: TReportsWorld;
const m = () => world.members;

beforeAll(async () => {
  world = await createReportsWorld(db().prisma);
});

type TPerson = { role: string; name: string; email: string | null; phone: string | null };
type TBody = Record<string, unknown>;
const body = (reply: { body: unknown }) => reply.body as TBody;
const names = (people: unknown) => (people as TPerson[]).map((p) => p.name);
const BOM = "\ufeff";
const csvRows = (text: string) => {
  expect(text.startsWith(BOM)).toBe(true);
  return parseCsv(text.slice(1));
};

describe("who may pull reports", () => {
  test("a visitor is asked to log in and a plain member is refused, on every call", async () => {
    for (const [name, call] of everyCall(undefined)) {
      const reply = await call();
      expect([name, reply.status]).toEqual([name, 401]);
    }
    for (const auth of [m().member1.auth, m().lady1.auth]) {
      for (const [name, call] of everyCall(auth)) {
        const reply = await call();
        expect([name, reply.status]).toEqual([name, 403]);
      }
    }
  });

  test("the secretariat pulls every report", async () => {
    for (const who of [m().admin, m().nex, m().adminMembers]) {
      for (const [name, call] of everyCall(who.auth)) {
        const reply = await call();
        expect([name, reply.status]).toEqual([name, 200]);
        expect(reply.headers.get("cache-control")).toBe("private, no-store");
      }
    }
  });

  test("an area chairman: their own area this year; another area's chairman and last chairman are refused", async () => {
    expect((await api.directory(m().ac1.auth, 1, THIS)).status).toBe(200);
    expect((await api.areaMinutes(m().ac1.auth, { year: THIS, areano: 1 })).status).toBe(200);
    expect((await api.tableReport(m().ac1.auth, THIS, 1)).status).toBe(200);
    expect((await api.minutes(m().ac1.auth, { year: THIS, table: 2 })).status).toBe(200);
    // The current chairman reads the area's past years too.
    expect((await api.directory(m().ac1.auth, 1, String(code(PAST)))).status).toBe(200);
    expectError(await api.directory(m().ac2.auth, 1, THIS), 403, "params.areano");
    expectError(await api.areaMinutes(m().ac2.auth, { year: THIS, areano: 1 }), 403, "areano");
    expectError(await api.tableReport(m().ac2.auth, THIS, 1), 403, "params.area");
    expectError(await api.minutes(m().ac2.auth, { year: THIS, table: 1 }), 403, "table");
    expectError(await api.mailingList(m().ac2.auth, { year: THIS, tables: [1] }), 403, "tables");
    expectError(await api.mailingListForArea(m().ac2.auth, { year: THIS, areas: [1] }), 403, "areas");
    // Chairman two years ago, not this year: no area of their own now.
    expectError(await api.directory(m().oldAc.auth, 1, String(code(PAST))), 403, "params.areano");
  });

  test("a table's office bearer: their own table only, and no area reports", async () => {
    expect((await api.minutes(m().tex1.auth, { year: THIS, table: 1 })).status).toBe(200);
    expect((await api.mailingList(m().texc1.auth, { year: THIS, tables: ["RT1"] })).status).toBe(200);
    expectError(await api.minutes(m().tex3.auth, { year: THIS, table: 1 }), 403, "table");
    expectError(await api.mailingList(m().tex3.auth, { year: THIS, tables: [3, 1] }), 403, "tables");
    expectError(await api.mailingListForArea(m().tex3.auth, { year: THIS, tables: [1] }), 403, "tables");
    expectError(await api.directory(m().tex1.auth, 1, THIS), 403);
    expectError(await api.areaMinutes(m().tex1.auth, { year: THIS, areano: 1 }), 403);
    expectError(await api.tableReport(m().tex1.auth, THIS, 1), 403);
    // A circle's chairperson has no table to pull minutes of.
    expectError(await api.minutes(m().cex1.auth, { year: THIS, table: 1 }), 403);
  });

  test("the grant team and the trust read the area table report of any area, not the member lists", async () => {
    expect((await api.tableReport(m().secretary.auth, THIS, 2)).status).toBe(200);
    expect((await api.tableReport(m().npc.auth, THIS, 1)).status).toBe(200);
    expect((await api.convenors(m().npc.auth, THIS)).status).toBe(200);
    expectError(await api.directory(m().secretary.auth, 1, THIS), 403);
    expectError(await api.mailingList(m().npc.auth, { year: THIS, tables: [1] }), 403);
  });
});

describe("bad and unknown arguments", () => {
  test("years: 202324, 2023-24 and 2023 mean the same year; anything else is 400 naming the field", async () => {
    const six = await api.directory(m().admin.auth, 1, THIS);
    for (const year of [`${Y}-${String((Y + 1) % 100).padStart(2, "0")}`, String(Y)])
      expect(body(await api.directory(m().admin.auth, 1, year))).toEqual(body(six));
    for (const year of [`${Y}${(Y + 3) % 100}`, "abc", "20", "194950", String(code(Y + 2)), "0"])
      expectError(await api.directory(m().admin.auth, 1, year), 400, "params.year");
    expectError(await api.convenors(m().admin.auth, "2023-25"), 400, "params.year");
    expectError(await api.tableReport(m().admin.auth, "x", 1), 400, "params.year");
    expectError(await api.mailingList(m().admin.auth, { tables: [1] }), 400, "year");
    expectError(await api.minutes(m().admin.auth, { year: 1, table: 1 }), 400, "year");
    expectError(await api.convenorships(m().admin.auth, "?year=99"), 400, "query.year");
  });

  test("areas and tables: not numbers 400, unknown 404, each naming the field", async () => {
    expectError(await api.directory(m().admin.auth, "x", THIS), 400, "params.areano");
    expectError(await api.directory(m().admin.auth, 0, THIS), 400, "params.areano");
    expectError(await api.directory(m().admin.auth, 99, THIS), 404, "params.areano");
    expectError(await api.tableReport(m().admin.auth, THIS, "-1"), 400, "params.area");
    expectError(await api.tableReport(m().admin.auth, THIS, 99), 404, "params.area");
    expectError(await api.minutes(m().admin.auth, { year: THIS, table: "RTx" }), 400, "table");
    expectError(await api.minutes(m().admin.auth, { year: THIS }), 400, "table");
    expectError(await api.minutes(m().admin.auth, { year: THIS, table: 99 }), 404, "table");
    expectError(await api.areaMinutes(m().admin.auth, { year: THIS, areano: 99 }), 404, "areano");
    expectError(await api.mailingList(m().admin.auth, { year: THIS, tables: [1, "two"] }), 400, "tables.1");
    expectError(await api.mailingList(m().admin.auth, { year: THIS, tables: [1, 99] }), 404, "tables");
    expectError(await api.mailingListForArea(m().admin.auth, { year: THIS, areas: [9] }), 404, "areas");
    expectError(await api.mailingListForArea(m().admin.auth, { year: THIS, postings: ["Admin"] }), 400, "postings.0");
    expectError(await api.strength(m().admin.auth, "xlsx"), 400, "query.format");
    expectError(await api.minutes(m().admin.auth, { year: THIS, table: 1 }, "csv"), 400, "query.format");
    expectError(await api.convenorships(m().admin.auth, "?pageSize=0"), 400, "query.pageSize");
  });

  test("getminutesconvenorships: an unknown area is 404 and an area with kind=NATIONAL 400, not an empty history", async () => {
    expectError(await api.convenorships(m().admin.auth, "?areano=99"), 404, "query.areano");
    expectError(await api.convenorships(m().admin.auth, "?areano=99&format=csv"), 404, "query.areano");
    expectError(await api.convenorships(m().admin.auth, "?areano=1&kind=NATIONAL"), 400, "query.areano");
    // An area that exists but had no chairman posted is an empty history.
    expect(body(await api.convenorships(m().admin.auth, "?areano=3&kind=AREA"))).toMatchObject({ total: 0, convenorships: [] });
  });
});

describe("what each report answers", () => {
  test("id/{areano}/{year}: the area's chairman, its tables and circles with this year's office bearers", async () => {
    const report = body(await api.directory(m().admin.auth, 1, THIS));
    expect(report).toMatchObject({ stat: 1, year: code(Y), area: { areaNo: 1, name: "Area 1 - South" } });
    expect(names(report.areaChairmen)).toEqual([m().ac1.name]);
    const tables = report.tables as { tableNo: number; city: string | null; officeBearers: TPerson[] }[];
    // Table 4 was de-chartered in 2020.
    expect(tables.map((t) => t.tableNo)).toEqual([1, 2]);
    expect(tables[0]!.city).toBe("Chennai");
    expect(tables[0]!.officeBearers.map((p) => [p.role, p.name])).toEqual([
      ["TEX-C", QUOTED_NAME],
      ["TEX-S", FORMULA_NAME],
      ["TEX", m().tex1.name],
      ["ATEX", m().tex1.name],
    ]);
    expect(tables[0]!.officeBearers[0]).toMatchObject({ phone: "+91 98400 12345", email: "rp-texc1@example.org" });
    // Table 2's secretary closed their account: left out of the directory.
    expect(tables[1]!.officeBearers).toEqual([]);
    expect((report.circles as { officeBearers: TPerson[] }[]).map((c) => names(c.officeBearers))).toEqual([[m().cex1.name]]);
    // Two years back: that year's chairman and table 2's chairman then.
    const past = body(await api.directory(m().admin.auth, 1, String(code(PAST))));
    expect(names(past.areaChairmen)).toEqual([m().oldAc.name]);
    expect((past.tables as { officeBearers: TPerson[] }[]).map((t) => names(t.officeBearers))).toEqual([[], [m().member2.name]]);
  });

  test("strength: active approved members per unit, by area, with totals; scoped to the caller", async () => {
    const report = body(await api.strength(m().admin.auth));
    type TArea = {
      areaNo: number;
      tables: { tableNo: number; members: number }[];
      circles: { members: number }[];
      members: number;
    };
    const areas = report.areas as TArea[];
    expect(areas.map((a) => [a.areaNo, a.members])).toEqual([
      [1, 10],
      [2, 3],
      [3, 0],
    ]);
    expect(areas[0]!.tables.map((t) => [t.tableNo, t.members])).toEqual([
      [1, 5],
      [2, 3],
    ]);
    expect(report.totals).toEqual({ tables: 3, circles: 2, tableMembers: 11, circleMembers: 2, members: 13 });
    const ac = body(await api.strength(m().ac2.auth));
    expect((ac.areas as TArea[]).map((a) => a.areaNo)).toEqual([2]);
    const tex = body(await api.strength(m().tex1.auth));
    expect((tex.areas as TArea[]).map((a) => [a.areaNo, a.tables.map((t) => t.tableNo), a.circles.length])).toEqual([
      [1, [1], 0],
    ]);
    expect((tex.totals as { members: number }).members).toBe(5);
    const cex = body(await api.strength(m().cex1.auth));
    expect((cex.totals as { members: number; tables: number }).members).toBe(2);
  });

  test("mailinglist: the office bearers of the tables named, one row per member and unit", async () => {
    type TRow = { unitNo: number; roles: string[]; name: string; email: string };
    const rows = body(await api.mailingList(m().admin.auth, { year: THIS, tables: "RT1, 3" })).mailingList as TRow[];
    expect(rows.map((r) => [r.unitNo, r.roles, r.name])).toEqual([
      [1, ["TEX-C"], QUOTED_NAME],
      [1, ["TEX-S"], FORMULA_NAME],
      [1, ["TEX", "ATEX"], m().tex1.name],
      [3, ["TEX"], m().tex3.name],
    ]);
    // A table's office bearer naming no table gets their own.
    const own = body(await api.mailingList(m().tex3.auth, { year: THIS })).mailingList as TRow[];
    expect(own.map((r) => r.name)).toEqual([m().tex3.name]);
    const past = body(await api.mailingList(m().admin.auth, { year: code(PAST), tables: [1, 2] })).mailingList as TRow[];
    expect(past.map((r) => r.name)).toEqual([m().member2.name]);
  });

  test("mailinglistforarea: areas and tables named, filtered by posting; a form body works too", async () => {
    type TRow = { unitKind: string; unitNo: number; roles: string[]; name: string };
    const all = body(await api.mailingListForArea(m().admin.auth, { year: THIS, areas: [1] })).mailingList as TRow[];
    expect(all.map((r) => `${r.unitKind}${r.unitNo}`)).toEqual(["AREA1", "TABLE1", "TABLE1", "TABLE1", "CIRCLE1"]);
    const chairs = body(
      await api.mailingListForArea(m().admin.auth, { year: THIS, areas: [1], tables: [3], postings: ["TEX-C", "AC", "TEX"] }),
    ).mailingList as TRow[];
    expect(chairs.map((r) => [r.unitKind, r.name])).toEqual([
      ["AREA", m().ac1.name],
      ["TABLE", QUOTED_NAME],
      ["TABLE", m().tex1.name],
      ["TABLE", m().tex3.name],
    ]);
    const form = await api.mailingListForAreaForm(m().ac2.auth, { year: THIS, areas: "2", postings: "AC,TEX" });
    expect((body(form).mailingList as TRow[]).map((r) => r.name)).toEqual([m().ac2.name, m().tex3.name]);
    // The secretariat naming nothing: every area.
    const everything = body(await api.mailingListForArea(m().nex.auth, { year: THIS, postings: ["AC"] }));
    expect((everything.mailingList as TRow[]).map((r) => r.name)).toEqual([m().ac1.name, m().ac2.name]);
  });

  test("minutesreport: the table's office bearers, members, applications and payments of the year", async () => {
    const report = body(await api.minutes(m().tex1.auth, { year: THIS, table: 1 }));
    expect(report.table).toMatchObject({ tableNo: 1, areaNo: 1, charteredOn: "1962-08-15" });
    expect((report.officeBearers as TPerson[]).map((p) => p.role)).toEqual(["TEX-C", "TEX-S", "TEX", "ATEX"]);
    expect((report.members as { count: number }).count).toBe(5);
    const apps = report.applications as {
      applications: number;
      byGroup: Record<string, number>;
      sanctioned: unknown;
      paid: unknown;
      list: unknown[];
    };
    expect(apps.applications).toBe(2);
    expect(apps.byGroup).toEqual({ preparing: 1, underReview: 0, sanctioned: 1, completed: 0, closed: 0 });
    expect(apps.sanctioned).toEqual({ paise: 100_000_000, text: "₹10,00,000" });
    expect(apps.paid).toEqual({ paise: 60_000_000, text: "₹6,00,000" });
    // Payments are those made during the year, whatever the application's year: last year's
    // project was paid this August too.
    expect(report.payments).toMatchObject({ count: 2, total: { paise: 61_000_000 } });
    // Last year's completed project is last year's.
    const last = body(await api.minutes(m().admin.auth, { year: code(Y - 1), table: 1 }));
    expect((last.applications as { applications: number; sanctioned: unknown }).sanctioned).toEqual({
      paise: 1_000_000,
      text: "₹10,000",
    });
    // Table 2's closed secretary is still on the record of the year, marked.
    const two = body(await api.minutes(m().ac1.auth, { year: THIS, table: 2 }));
    expect(two.officeBearers).toEqual([expect.objectContaining({ role: "TEX-S", isActive: false })]);
  });

  test("areaminutesreport: the area's chairman, units with members and figures, and totals", async () => {
    const report = body(await api.areaMinutes(m().ac1.auth, { year: THIS, areano: "1" }));
    expect(names(report.areaChairmen)).toEqual([m().ac1.name]);
    const tables = report.tables as { tableNo: number; members: number; applications: number; paid: { paise: number } }[];
    expect(tables.map((t) => [t.tableNo, t.members, t.applications, t.paid.paise])).toEqual([
      [1, 5, 2, 60_000_000],
      [2, 3, 1, 25_000_050],
    ]);
    expect((report.circles as { applications: number }[]).map((c) => c.applications)).toEqual([1]);
    expect(report.totals).toEqual({
      members: 10,
      applications: 4,
      sanctioned: { paise: 125_000_050, text: "₹12,50,000.50" },
      paid: { paise: 85_000_050, text: "₹8,50,000.50" },
    });
    expect((report.payments as { count: number }).count).toBe(3);
  });

  test("areaminutesreport: a table de-chartered before the year with an application that year has its line; lines add up to the totals", async () => {
    // Table 4 was de-chartered in 2020; an application of its, made in area 1 three years back.
    const prisma = db().prisma;
    const year = code(Y - 3);
    const pack = await prisma.projectPack.findFirstOrThrow({ where: { name: "Reports pack" } });
    const apply = async (tableNo: number, sanctioned: bigint, paid: bigint) => {
      const row = await prisma.projectApplication.create({
        data: {
          applicationNo: `TPA-${year}-90${tableNo}`,
          year,
          packId: pack.id,
          tableNo,
          areaNo: 1,
          title: `Late project of table ${tableNo}`,
          state: "IN_PROGRESS",
          createdById: m().tex1.id,
        },
      });
      await prisma.grantApproval.create({
        data: {
          applicationId: row.id,
          sanctionedPaise: sanctioned,
          paidPaise: paid,
          createdById: m().secretary.id,
          approvedById: m().secretary.id,
          approvedAt: new Date(),
        },
      });
    };
    await apply(4, 40_000_000n, 10_000_000n);
    await apply(1, 20_000_000n, 5_000_000n);
    const report = body(await api.areaMinutes(m().admin.auth, { year: String(year), areano: 1 }));
    type TLine = { applications: number; sanctioned: { paise: number }; paid: { paise: number } };
    const tables = report.tables as (TLine & { tableNo: number; isDecharted: boolean })[];
    expect(tables.map((t) => [t.tableNo, t.isDecharted, t.applications])).toEqual([
      [1, false, 1],
      [2, false, 0],
      [4, true, 1],
    ]);
    const lines = [...tables, ...(report.circles as TLine[])];
    const totals = report.totals as TLine;
    expect(totals.applications).toBe(2);
    expect(lines.reduce((sum, line) => sum + line.applications, 0)).toBe(totals.applications);
    expect(lines.reduce((sum, line) => sum + line.sanctioned.paise, 0)).toBe(totals.sanctioned.paise);
    expect(lines.reduce((sum, line) => sum + line.paid.paise, 0)).toBe(totals.paid.paise);
    expect(totals.paid.paise).toBe(15_000_000);
  });

  test("getnationalconvenors: this year's national postings, NEX first", async () => {
    const report = body(await api.convenors(m().tex3.auth, THIS));
    expect((report.convenors as TPerson[]).map((p) => [p.role, p.name])).toEqual([
      ["NEX", m().nex.name],
      ["NPC", m().npc.name],
    ]);
    const past = body(await api.convenors(m().admin.auth, String(code(PAST))));
    expect(names(past.convenors)).toEqual([m().admin.name]);
    expect(body(await api.convenors(m().admin.auth, "1999")).convenors).toEqual([]);
  });

  test("getminutesconvenorships: national and area offices by year, newest first, paged", async () => {
    const report = body(await api.convenorships(m().cex1.auth));
    type TRow = { year: number; unitKind: string; unitNo: number | null; role: string; name: string };
    const rows = report.convenorships as TRow[];
    expect(rows.map((r) => [r.year, r.unitKind, r.unitNo, r.role])).toEqual([
      [code(Y), "NATIONAL", null, "NEX"],
      [code(Y), "NATIONAL", null, "NPC"],
      [code(Y), "AREA", 1, "AC"],
      [code(Y), "AREA", 2, "AC"],
      [code(PAST), "NATIONAL", null, "NEX"],
      [code(PAST), "AREA", 1, "AC"],
    ]);
    expect(report.total).toBe(6);
    const page = body(await api.convenorships(m().admin.auth, "?page=2&pageSize=4"));
    expect(page).toMatchObject({ total: 6, page: 2, pages: 2 });
    expect((page.convenorships as TRow[]).map((r) => r.name)).toEqual([m().admin.name, m().oldAc.name]);
    const area1 = body(await api.convenorships(m().admin.auth, "?areano=1"));
    expect((area1.convenorships as TRow[]).map((r) => r.name)).toEqual([m().ac1.name, m().oldAc.name]);
    const national = body(await api.convenorships(m().admin.auth, `?kind=NATIONAL&year=${Y}`));
    expect((national.convenorships as TRow[]).map((r) => r.role)).toEqual(["NEX", "NPC"]);
  });

  test("gettablereportbyyeararea: per table and circle, members, chairman, applications by stage, sanctioned and paid", async () => {
    const report = body(await api.tableReport(m().admin.auth, THIS, 1));
    type TUnit = {
      kind: string;
      no: number;
      members: number;
      chairman: { name: string } | null;
      applications: number;
      byGroup: Record<string, number>;
      sanctioned: { paise: number };
    };
    const units = report.units as TUnit[];
    expect(units.map((u) => [u.kind, u.no, u.members, u.chairman?.name ?? null, u.applications, u.sanctioned.paise])).toEqual([
      ["TABLE", 1, 5, QUOTED_NAME, 2, 100_000_000],
      ["TABLE", 2, 3, null, 1, 25_000_050],
      ["CIRCLE", 1, 2, m().cex1.name, 1, 0],
    ]);
    expect(units[2]!.byGroup.closed).toBe(1);
    expect(report.totals).toMatchObject({
      members: 10,
      applications: 4,
      sanctioned: { paise: 125_000_050 },
      paid: { paise: 85_000_050 },
    });
    const west = body(await api.tableReport(m().ac2.auth, THIS, 2));
    expect((west.units as TUnit[]).map((u) => [u.kind, u.no, u.byGroup.underReview])).toEqual([
      ["TABLE", 3, 1],
      ["CIRCLE", 2, 0],
    ]);
  });
});

describe("CSV downloads", () => {
  test("BOM, CRLF, quoting, formula cells and the attachment header", async () => {
    const csv = await api.mailingListCsv(m().admin.auth, { year: THIS, tables: [1] });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="mailing-list-${Y}-${String((Y + 1) % 100).padStart(2, "0")}.csv"`,
    );
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.text).toContain("\r\n");
    expect(csv.text.replace(/\r\n/g, "")).not.toContain("\n");
    // RFC 4180: the comma and the quotes inside the name.
    expect(csv.text).toContain('"Rao, ""Ravi"" Krishnan"');
    const rows = csvRows(csv.text);
    expect(rows[0]).toEqual(["Area no", "Unit", "No", "Name of unit", "Role", "Title", "Name", "E-mail", "Phone"]);
    expect(rows.slice(1).map((r) => r[6])).toEqual([QUOTED_NAME, `'${FORMULA_NAME}`, m().tex1.name]);
    // A phone number with + would be a formula too.
    expect(rows[1]![8]).toBe("'+91 98400 12345");
    expect(rows[3]![4]).toBe("TEX, ATEX");
  });

  test("phones read as the screens show them: an Indian mobile as +91 98400 12345, any other number as typed", async () => {
    // Sign-ups and accounts made before the phone rule stored the number as typed.
    const typed = { tex1: "098400-54321", nex: "9845012345", npc: "+44 20 7946 0958" } as const;
    for (const [key, phoneNumber] of Object.entries(typed))
      await db().prisma.member.update({ where: { id: m()[key as keyof typeof typed].id }, data: { phoneNumber } });
    try {
      const phoneOf = (rows: string[][], name: string) => {
        const column = rows[0]!.indexOf("Phone");
        return [...new Set(rows.filter((row) => row.includes(name)).map((row) => row[column]))];
      };
      // The leading apostrophe is the formula guard on a cell starting with +.
      const mailing = csvRows((await api.mailingListCsv(m().admin.auth, { year: THIS, tables: [1] })).text);
      expect(phoneOf(mailing, m().tex1.name)).toEqual(["'+91 98400 54321"]);
      const directory = csvRows((await api.directoryCsv(m().admin.auth, 1, THIS)).text);
      expect(phoneOf(directory, m().tex1.name)).toEqual(["'+91 98400 54321"]);
      const convenors = csvRows((await api.convenorsCsv(m().admin.auth, THIS)).text);
      expect(phoneOf(convenors, m().nex.name)).toEqual(["'+91 98450 12345"]);
      expect(phoneOf(convenors, m().npc.name)).toEqual(["'+44 20 7946 0958"]);
    } finally {
      for (const key of Object.keys(typed))
        await db().prisma.member.update({ where: { id: m()[key as keyof typeof typed].id }, data: { phoneNumber: null } });
    }
  });

  test("₹ amounts: a plain number column named (₹) beside the Indian-formatted text; totals last", async () => {
    const csv = await api.tableReportCsv(m().admin.auth, THIS, 1);
    const rows = csvRows(csv.text);
    const header = rows[0]!;
    const at = (row: string[], name: string) => row[header.indexOf(name)];
    expect(header).toEqual(expect.arrayContaining(["Sanctioned (₹)", "Sanctioned", "Paid (₹)", "Paid", "Under review"]));
    expect(rows.map((r) => r[0])).toEqual(["Unit", "Table", "Table", "Circle", "Total"]);
    expect(at(rows[1]!, "Sanctioned (₹)")).toBe("1000000");
    expect(at(rows[1]!, "Sanctioned")).toBe("₹10,00,000");
    expect(at(rows[2]!, "Paid (₹)")).toBe("250000.5");
    expect(at(rows[1]!, "Chairman")).toBe(QUOTED_NAME);
    expect(at(rows[4]!, "Sanctioned (₹)")).toBe("1250000.5");
    expect(at(rows[4]!, "Paid")).toBe("₹8,50,000.50");
  });

  test("every list report downloads; dates are dd/mm/yyyy", async () => {
    const directory = csvRows((await api.directoryCsv(m().admin.auth, 1, THIS)).text);
    expect(directory[0]).toEqual([
      "Unit",
      "No",
      "Name of unit",
      "City",
      "Chartered on",
      "Role",
      "Title",
      "Name",
      "E-mail",
      "Phone",
    ]);
    expect(directory.find((r) => r[0] === "Table" && r[1] === "1")![4]).toBe("15/08/1962");
    // Table 2 has nobody in office this year: its row shows the gap.
    expect(directory.filter((r) => r[0] === "Table" && r[1] === "2").map((r) => r[7])).toEqual([""]);
    const strength = csvRows((await api.strengthCsv(m().admin.auth)).text);
    expect(strength.at(-1)).toEqual(["", "", "Total", "", "", "13"]);
    expect(strength.filter((r) => r[2] === "Area total").map((r) => r[5])).toEqual(["10", "3", "0"]);
    const convenors = csvRows((await api.convenorsCsv(m().admin.auth, THIS)).text);
    expect(convenors.map((r) => r[0])).toEqual(["Role", "NEX", "NPC"]);
    const history = await api.convenorshipsCsv(m().admin.auth);
    expect(history.headers.get("content-disposition")).toBe('attachment; filename="convenorships.csv"');
    expect(csvRows(history.text)).toHaveLength(7);
  });

  test("the strength CSV is named for the day in India: 02:00 IST on 15 August is the 15th", async () => {
    const admin: TSession = {
      sessionId: "strength-csv",
      memberId: m().admin.id,
      userName: "rp-admin",
      fullName: m().admin.name,
      title: null,
      roles: ["Admin"],
      tableNo: null,
      circleNo: null,
      areaNo: null,
      isAdmin: true,
    };
    const report = await getStrength({ actor: admin, at: new Date("2026-08-14T20:30:00Z") });
    expect(strengthCsv(report).headers.get("content-disposition")).toBe('attachment; filename="strength-2026-08-15.csv"');
  });
});
