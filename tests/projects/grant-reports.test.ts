// The grant reports by date (issue 12, section 3): getreportfordaterange and getreportfordate give
// the applications started, the state changes and the payments of Indian calendar days (a day is
// 00:00 to 24:00 IST), with counts and totals, bounded; by role, and the range checked.
import { jsonRequest, send, type TAuth } from "../auth/helpers";
import { setupTestDb } from "../helpers/test-db";
import { appApi as api } from "./app-api";
import { setupGrantWorld } from "./grant-fixture";
import { expectError } from "./helpers";
import { POST as rangePost } from "@/app/api/projects/getreportfordaterange/route";
import { POST as datePost } from "@/app/api/projects/getreportfordate/route";
import { REPORT_SECTION_MAX } from "@/lib/projects/grant-reports";

const db = setupTestDb();
const fixture = setupGrantWorld(db);

const m = () => fixture().world.members;
const P = "/api/projects";
const range = (auth: TAuth | undefined, body: unknown) => send(rangePost, jsonRequest(`${P}/getreportfordaterange`, body, auth));
const onDate = (auth: TAuth | undefined, body: unknown) => send(datePost, jsonRequest(`${P}/getreportfordate`, body, auth));

type TSection<T> = { count: number; truncated: boolean; rows: T[] };
type TReport = {
  stat: number;
  from: string;
  to: string;
  applications: TSection<{ applicationNo: string; unit: string; title: string; createdBy: string; day: string }>;
  stateChanges: TSection<{
    applicationNo: string;
    title: string;
    unit: string;
    from: string | null;
    to: string;
    toLabel: string;
    by: string;
    at: string;
    day: string;
    remark: string;
  }>;
  payments: TSection<{
    applicationNo: string;
    kind: string;
    amount: { paise: number; text: string };
    reference: string;
    paidBy: string;
    paidOn: string;
  }> & {
    total: { paise: number; text: string };
  };
};
const reportOf = (reply: { status: number; body: unknown }) => {
  expect(reply.status).toBe(200);
  return reply.body as TReport;
};

describe("who reads the grant reports, and the range", () => {
  it("refuses anonymous callers and members outside the national team and the trust", async () => {
    expectError(await range(undefined, { from: "2031-01-01", to: "2031-01-02" }), 401);
    expectError(await onDate(undefined, { date: "2031-01-01" }), 401);
    for (const who of ["texc", "tex", "ac", "member", "cex"] as const) {
      expectError(await range(m()[who].auth, { from: "2031-01-01", to: "2031-01-02" }), 403);
      expectError(await onDate(m()[who].auth, { date: "2031-01-01" }), 403);
    }
    for (const who of ["admin", "nex", "adminPom", "npc", "secretary", "trustee"] as const)
      expect((await onDate(m()[who].auth, { date: "2031-01-01" })).status).toBe(200);
  });

  it("checks the dates: written YYYY-MM-DD, from not after to, at most 366 days", async () => {
    const npc = m().npc.auth;
    expectError(await range(npc, { to: "2031-01-01" }), 400, "from");
    expectError(await range(npc, { from: "31/03/2031", to: "2031-04-01" }), 400, "from");
    expectError(await range(npc, { from: "2031-02-29", to: "2031-03-01" }), 400, "from");
    expectError(await range(npc, { from: "2031-04-02", to: "2031-04-01" }), 400, "to");
    expectError(await range(npc, { from: "2031-01-01", to: "2032-01-02" }), 400, "to");
    expect(reportOf(await range(npc, { from: "2031-01-01", to: "2032-01-01" }))).toMatchObject({
      from: "2031-01-01",
      to: "2032-01-01",
    });
    expectError(await onDate(npc, {}), 400, "date");
    expectError(await onDate(npc, { date: "2031-13-01" }), 400, "date");
  });

  it("refuses days before 01/01/1950, the portal's earliest date, naming the field", async () => {
    const npc = m().npc.auth;
    const early = expectError(await range(npc, { from: "1949-12-31", to: "1950-01-02" }), 400, "from");
    expect(early.message).toBe("from: must be on or after 01/01/1950");
    expectError(await onDate(npc, { date: "1949-12-31" }), 400, "date");
    expect(reportOf(await range(npc, { from: "1950-01-01", to: "1950-01-02" }))).toMatchObject({ from: "1950-01-01" });
  });
});

describe("what the report holds", () => {
  it("counts by the Indian day: 23:30 IST on 31/03 is 31/03, midnight IST starts 01/04", async () => {
    const prisma = db().prisma;
    const start = async (title: string, at: string) => {
      const reply = await api.create(m().texc.auth, { packId: fixture().packId, title });
      const id = (reply.body as { tableProjectApplication: { id: number } }).tableProjectApplication.id;
      await prisma.projectApplication.update({ where: { id }, data: { createdAt: new Date(at) } });
      await prisma.applicationEvent.updateMany({ where: { applicationId: id }, data: { createdAt: new Date(at) } });
      return prisma.projectApplication.findUniqueOrThrow({ where: { id } });
    };
    const late = await start("Late on the 31st", "2031-03-31T18:00:00Z"); // 23:30 IST, 31/03
    const midnight = await start("At midnight", "2031-03-31T18:30:00Z"); // 00:00 IST, 01/04
    const before = await start("Just before", "2031-03-30T18:29:59Z"); // 23:59:59 IST, 30/03

    const paid = await fixture().applicationIn("IN_PROGRESS", "Paid on the 31st");
    await prisma.projectPayment.updateMany({
      where: { applicationId: paid.id },
      data: { paidOn: new Date("2031-03-31T00:00:00Z") },
    });
    await prisma.projectPayment.create({
      data: {
        applicationId: paid.id,
        kind: "FINAL",
        amountPaise: 40_000_000n,
        paidOn: new Date("2031-04-01T00:00:00Z"),
        reference: `REP-${paid.id}-2`,
        paidBy: "The trust, SBI",
        recordedById: m().secretary.id,
      },
    });
    await prisma.applicationEvent.create({
      data: {
        applicationId: paid.id,
        action: "firstPayment",
        fromState: "SANCTIONED",
        toState: "IN_PROGRESS",
        actorId: m().secretary.id,
        remark: "First instalment",
        createdAt: new Date("2031-03-31T17:59:59Z"),
      },
    });

    const day = reportOf(await onDate(m().secretary.auth, { date: "2031-03-31" }));
    expect(day).toMatchObject({ stat: 1, from: "2031-03-31", to: "2031-03-31" });
    expect(day.applications.count).toBe(1);
    expect(day.applications.rows).toEqual([
      expect.objectContaining({
        applicationNo: late.applicationNo,
        title: "Late on the 31st",
        unit: "Table 2",
        createdBy: "Projects texc",
        day: "2031-03-31",
      }),
    ]);
    expect(day.stateChanges.rows.map((row) => [row.applicationNo, row.from, row.to, row.day])).toEqual([
      [paid.applicationNo, "SANCTIONED", "IN_PROGRESS", "2031-03-31"],
      [late.applicationNo, null, "DRAFT", "2031-03-31"],
    ]);
    expect(day.stateChanges.rows[0]).toMatchObject({
      by: "Projects secretary",
      remark: "First instalment",
      toLabel: "In progress (payments under way)",
    });
    expect(day.payments).toMatchObject({ count: 1, truncated: false, total: { paise: 60_000_000, text: "₹6,00,000" } });
    expect(day.payments.rows).toEqual([
      expect.objectContaining({
        applicationNo: paid.applicationNo,
        kind: "INTERIM",
        amount: { paise: 60_000_000, text: "₹6,00,000" },
        reference: `FIX-${paid.id}-1`,
        paidBy: "The trust",
        paidOn: "2031-03-31",
      }),
    ]);

    const next = reportOf(await onDate(m().npc.auth, { date: "2031-04-01" }));
    expect(next.applications.rows.map((row) => row.applicationNo)).toEqual([midnight.applicationNo]);
    expect(next.payments).toMatchObject({ count: 1, total: { paise: 40_000_000, text: "₹4,00,000" } });

    const both = reportOf(await range(m().npc.auth, { from: "2031-03-30", to: "2031-04-01" }));
    expect(both.applications.rows.map((row) => row.applicationNo)).toEqual([
      before.applicationNo,
      late.applicationNo,
      midnight.applicationNo,
    ]);
    expect(both.stateChanges.count).toBe(4);
    expect(both.payments).toMatchObject({ count: 2, total: { paise: 100_000_000, text: "₹10,00,000" } });

    const empty = reportOf(await onDate(m().npc.auth, { date: "2031-04-02" }));
    expect(empty.applications).toEqual({ count: 0, truncated: false, rows: [] });
    expect(empty.payments.total).toEqual({ paise: 0, text: "₹0" });
  });

  it("answers at most the section's limit of rows, with the full count and truncated", async () => {
    const prisma = db().prisma;
    const reply = await api.create(m().texc.auth, { packId: fixture().packId, title: "Busy day" });
    const id = (reply.body as { tableProjectApplication: { id: number } }).tableProjectApplication.id;
    const base = Date.parse("2032-06-01T00:00:00+05:30");
    await prisma.applicationEvent.createMany({
      data: Array.from({ length: REPORT_SECTION_MAX + 1 }, (_, n) => ({
        applicationId: id,
        action: "hold",
        fromState: "UNDER_REVIEW" as const,
        toState: "ON_HOLD" as const,
        actorId: m().npc.id,
        createdAt: new Date(base + n * 1000),
      })),
    });
    const report = reportOf(await onDate(m().npc.auth, { date: "2032-06-01" }));
    expect(report.stateChanges.count).toBe(REPORT_SECTION_MAX + 1);
    expect(report.stateChanges.truncated).toBe(true);
    expect(report.stateChanges.rows).toHaveLength(REPORT_SECTION_MAX);
    expect(report.stateChanges.rows[0]!.at).toBe(new Date(base).toISOString());
  });
});
