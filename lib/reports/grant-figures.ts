// The grant figures the minutes and the area's table report show: a unit's or an area's
// applications of a federation year (ProjectApplication.year is the six-digit year, 202324),
// counted by state and by stage of the process, with the amount sanctioned (approved grant
// approvals) and paid, in paise as the database keeps them. Same rule as getdataanalysysbyyear.
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { APPLICATION_STATES, STATE_LABELS, type TApplicationState } from "../projects/application-states";
import { moneyOf } from "../projects/money";
import { PAYMENT_KIND_LABELS } from "../projects/grant-reports";
import type { TReportYear } from "./report-inputs";

/** The stages of the process a secretariat counts in (every state is in exactly one). */
export const STATE_GROUPS = {
  preparing: ["DRAFT", "EDIT_ALLOWED"],
  underReview: [
    "SUBMITTED",
    "AREA_RECOMMENDED",
    "UNDER_REVIEW",
    "QUERY_RAISED",
    "ON_HOLD",
    "NATIONAL_RECOMMENDED",
    "IN_CIRCULATION",
    "TRUST_APPROVED",
  ],
  sanctioned: ["SANCTIONED", "IN_PROGRESS", "COMPLETION_SUBMITTED"],
  completed: ["COMPLETED"],
  closed: ["REJECTED", "CLOSED", "WITHDRAWN"],
} as const satisfies Record<string, readonly TApplicationState[]>;

export type TStateGroup = keyof typeof STATE_GROUPS;
const GROUPS = Object.keys(STATE_GROUPS) as TStateGroup[];
const groupOf = (state: TApplicationState) => GROUPS.find((group) => (STATE_GROUPS[group] as readonly string[]).includes(state))!;

const APPLICATION_SELECT = {
  id: true,
  applicationNo: true,
  title: true,
  tableNo: true,
  circleNo: true,
  areaNo: true,
  state: true,
  createdAt: true,
  grantApproval: { select: { sanctionedPaise: true, approvedAt: true, paidPaise: true } },
} as const satisfies Prisma.ProjectApplicationSelect;

export type TApplicationRow = Prisma.ProjectApplicationGetPayload<{ select: typeof APPLICATION_SELECT }>;

export const applicationsOf = async (year: TReportYear, where: Prisma.ProjectApplicationWhereInput) => {
  const prisma = await getDb();
  return prisma.projectApplication.findMany({
    where: { ...where, year: year.code },
    select: APPLICATION_SELECT,
    orderBy: [{ applicationNo: "asc" }],
  });
};

const sanctionedOf = (row: TApplicationRow) => (row.grantApproval?.approvedAt ? Number(row.grantApproval.sanctionedPaise) : 0);
const paidOf = (row: TApplicationRow) => Number(row.grantApproval?.paidPaise ?? 0n);

/** Counts by state (every state, zeros included) and by group, and the sums. */
export const figuresOf = (rows: readonly TApplicationRow[]) => {
  const byState = new Map<TApplicationState, number>();
  for (const row of rows) byState.set(row.state, (byState.get(row.state) ?? 0) + 1);
  const byGroup = Object.fromEntries(
    GROUPS.map((group) => [group, STATE_GROUPS[group].reduce((sum, state) => sum + (byState.get(state) ?? 0), 0)]),
  ) as Record<TStateGroup, number>;
  return {
    applications: rows.length,
    byState: APPLICATION_STATES.map((state) => ({ state, label: STATE_LABELS[state], count: byState.get(state) ?? 0 })),
    byGroup,
    sanctioned: moneyOf(rows.reduce((sum, row) => sum + sanctionedOf(row), 0)),
    paid: moneyOf(rows.reduce((sum, row) => sum + paidOf(row), 0)),
  };
};

export const applicationShape = (row: TApplicationRow) => ({
  applicationId: row.id,
  applicationNo: row.applicationNo,
  title: row.title,
  unit: row.tableNo !== null ? `Table ${row.tableNo}` : `Circle ${row.circleNo}`,
  state: row.state,
  stateLabel: STATE_LABELS[row.state],
  stage: groupOf(row.state),
  startedOn: row.createdAt.toISOString(),
  sanctioned: moneyOf(sanctionedOf(row)),
  paid: moneyOf(paidOf(row)),
});

/** Payments made during the federation year (by the date paid), of the applications `where` picks. */
export const paymentsInYear = async (year: TReportYear, where: Prisma.ProjectApplicationWhereInput) => {
  const prisma = await getDb();
  const rows = await prisma.projectPayment.findMany({
    where: {
      paidOn: { gte: new Date(Date.UTC(year.start, 6, 1)), lt: new Date(Date.UTC(year.start + 1, 6, 1)) },
      application: where,
    },
    select: {
      kind: true,
      amountPaise: true,
      paidOn: true,
      reference: true,
      application: { select: { applicationNo: true, title: true } },
    },
    orderBy: [{ paidOn: "asc" }, { id: "asc" }],
  });
  return {
    count: rows.length,
    total: moneyOf(rows.reduce((sum, row) => sum + Number(row.amountPaise), 0)),
    rows: rows.map((row) => ({
      applicationNo: row.application.applicationNo,
      title: row.application.title,
      kind: row.kind,
      kindLabel: PAYMENT_KIND_LABELS[row.kind],
      amount: moneyOf(row.amountPaise),
      paidOn: row.paidOn.toISOString().slice(0, 10),
      reference: row.reference,
    })),
  };
};
