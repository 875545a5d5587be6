// The grant reports by date (getreportfordaterange, getreportfordate): the applications started,
// the state changes and the payments of a range of Indian calendar days. A day is 00:00 to 24:00
// in India (Asia/Kolkata, UTC+05:30 all year); a payment's date is the calendar date it was paid
// on, as recorded. Each section answers its full count and total, and at most
// REPORT_SECTION_MAX rows (then `truncated`), oldest first.
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { STATE_LABELS, type TApplicationState } from "./application-states";
import { moneyOf } from "./money";
import { istDayStart, istToday, nextDay } from "../india-time";

export const REPORT_SECTION_MAX = 1000;

const unitOf = (row: { tableNo: number | null; circleNo: number | null }) =>
  row.tableNo !== null ? `Table ${row.tableNo}` : `Circle ${row.circleNo}`;

const APPLICATION_BRIEF = { select: { applicationNo: true, title: true, tableNo: true, circleNo: true } } as const;

export const PAYMENT_KIND_LABELS = { INTERIM: "Interim", FINAL: "Final", BALANCE: "Balance final" } as const;

const labelOf = (state: string | null) => (state === null ? null : STATE_LABELS[state as TApplicationState]);

export const grantReport = async (range: { from: string; to: string }) => {
  const prisma = await getDb();
  const createdAt = { gte: istDayStart(range.from), lt: istDayStart(nextDay(range.to)) };
  const paidOn = { gte: new Date(`${range.from}T00:00:00Z`), lte: new Date(`${range.to}T00:00:00Z`) };
  const applicationsWhere: Prisma.ProjectApplicationWhereInput = { createdAt };
  const eventsWhere: Prisma.ApplicationEventWhereInput = { createdAt };
  const paymentsWhere: Prisma.ProjectPaymentWhereInput = { paidOn };
  const [applications, applicationCount, events, eventCount, payments, paymentTotals] = await Promise.all([
    prisma.projectApplication.findMany({
      where: applicationsWhere,
      select: {
        id: true,
        applicationNo: true,
        title: true,
        tableNo: true,
        circleNo: true,
        areaNo: true,
        state: true,
        createdAt: true,
        createdBy: { select: { fullName: true } },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: REPORT_SECTION_MAX,
    }),
    prisma.projectApplication.count({ where: applicationsWhere }),
    prisma.applicationEvent.findMany({
      where: eventsWhere,
      select: {
        id: true,
        applicationId: true,
        action: true,
        fromState: true,
        toState: true,
        remark: true,
        createdAt: true,
        actor: { select: { fullName: true } },
        application: APPLICATION_BRIEF,
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: REPORT_SECTION_MAX,
    }),
    prisma.applicationEvent.count({ where: eventsWhere }),
    prisma.projectPayment.findMany({
      where: paymentsWhere,
      select: {
        id: true,
        applicationId: true,
        kind: true,
        amountPaise: true,
        paidOn: true,
        reference: true,
        paidBy: true,
        recordedBy: { select: { fullName: true } },
        application: APPLICATION_BRIEF,
      },
      orderBy: [{ paidOn: "asc" }, { id: "asc" }],
      take: REPORT_SECTION_MAX,
    }),
    prisma.projectPayment.aggregate({ where: paymentsWhere, _count: { _all: true }, _sum: { amountPaise: true } }),
  ]);
  return {
    stat: 1,
    from: range.from,
    to: range.to,
    timeZone: "Asia/Kolkata",
    applications: {
      count: applicationCount,
      truncated: applicationCount > applications.length,
      rows: applications.map((row) => ({
        applicationId: row.id,
        applicationNo: row.applicationNo,
        title: row.title,
        unit: unitOf(row),
        areaNo: row.areaNo,
        state: row.state,
        stateLabel: labelOf(row.state),
        createdBy: row.createdBy.fullName,
        createdAt: row.createdAt.toISOString(),
        day: istToday(row.createdAt),
      })),
    },
    stateChanges: {
      count: eventCount,
      truncated: eventCount > events.length,
      rows: events.map((row) => ({
        id: row.id,
        applicationId: row.applicationId,
        applicationNo: row.application.applicationNo,
        title: row.application.title,
        unit: unitOf(row.application),
        action: row.action,
        from: row.fromState,
        fromLabel: labelOf(row.fromState),
        to: row.toState,
        toLabel: labelOf(row.toState),
        by: row.actor.fullName,
        at: row.createdAt.toISOString(),
        day: istToday(row.createdAt),
        remark: row.remark,
      })),
    },
    payments: {
      count: paymentTotals._count._all,
      truncated: paymentTotals._count._all > payments.length,
      total: moneyOf(paymentTotals._sum.amountPaise ?? 0n),
      rows: payments.map((row) => ({
        id: row.id,
        applicationId: row.applicationId,
        applicationNo: row.application.applicationNo,
        title: row.application.title,
        unit: unitOf(row.application),
        kind: row.kind,
        kindLabel: PAYMENT_KIND_LABELS[row.kind],
        amount: moneyOf(row.amountPaise),
        paidOn: row.paidOn.toISOString().slice(0, 10),
        reference: row.reference,
        paidBy: row.paidBy,
        recordedBy: row.recordedBy.fullName,
      })),
    },
  };
};
