// The members' dashboard (issue 13, section 5): GET /api/auth/dashboard tells each member what
// waits for them beyond the grant steps (those come from getwaitingforme, lib/projects/waiting-for-me.ts),
// each with a count and a link, and the state of their own table or circle;
// GET /api/auth/getdashboardprojectdata gives the project figures of their unit and of the federation.
import type { TRole } from "../auth/roles";
import { canOpenPage } from "../auth/route-roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AGE_PROOF_WAITING, SIGN_UP_WAITING } from "../members/admin-queue-counts";
import { formatPaise } from "../projects/element-values";
import { FINAL_STATES } from "../projects/application-states";
import { administeredCategoriesWhere, actsOnAllRequests, inCategoriesWhere } from "../service-requests/visibility";

/** Service-request status code of an open request (SPEC.md section 4). */
const OPEN_REQUEST = 1;
const SIGN_UP_APPROVERS: readonly TRole[] = ["Admin"];
// The age-proof calls and /manage are the Admin's (decisions.md: Admin-Members reads documents only).
const AGE_PROOF_VERIFIERS: readonly TRole[] = ["Admin"];

export type TDashboardItem = { kind: string; label: string; count: number; href: string };

export type TDashboardUnit = {
  kind: "table" | "circle";
  no: number;
  name: string;
  areaNo: number;
  areaName: string;
  charteredOn: string | null;
  decharteredOn: string | null;
  activeMembers: number;
  applications: { inProgress: number; completed: number };
};

const hasAny = (roles: readonly TRole[], wanted: readonly TRole[]) => roles.some((role) => wanted.includes(role));
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

const openServiceRequests = async (session: TSession): Promise<TDashboardItem | null> => {
  const prisma = await getDb();
  if (actsOnAllRequests(session)) {
    const count = await prisma.serviceRequest.count({ where: { status: OPEN_REQUEST } });
    return { kind: "serviceRequests", label: "Open service requests", count, href: "/servicerequests" };
  }
  const categories = await prisma.serviceCategory.findMany({
    where: administeredCategoriesWhere(session.memberId),
    select: { id: true },
  });
  if (categories.length === 0) return null;
  const count = await prisma.serviceRequest.count({
    where: { ...inCategoriesWhere(categories.map((category) => category.id)), status: OPEN_REQUEST },
  });
  return { kind: "serviceRequests", label: "Open service requests in your categories", count, href: "/servicerequests" };
};

const unitOf = async (session: TSession): Promise<TDashboardUnit | null> => {
  const prisma = await getDb();
  const inProgress = { state: { notIn: [...FINAL_STATES, "DRAFT" as const] } };
  if (session.tableNo !== null) {
    const table = await prisma.table.findUnique({
      where: { tableNo: session.tableNo },
      select: {
        tableNo: true,
        name: true,
        charteredOn: true,
        isDecharted: true,
        dechartedOn: true,
        area: { select: { areaNo: true, name: true } },
      },
    });
    if (!table) return null;
    const [activeMembers, open, completed] = await Promise.all([
      prisma.member.count({ where: { tableNo: table.tableNo, isActive: true, isApproved: true } }),
      prisma.projectApplication.count({ where: { tableNo: table.tableNo, ...inProgress } }),
      prisma.projectApplication.count({ where: { tableNo: table.tableNo, state: "COMPLETED" } }),
    ]);
    return {
      kind: "table",
      no: table.tableNo,
      name: table.name,
      areaNo: table.area.areaNo,
      areaName: table.area.name,
      charteredOn: day(table.charteredOn),
      decharteredOn: table.isDecharted ? (day(table.dechartedOn) ?? "") : null,
      activeMembers,
      applications: { inProgress: open, completed },
    };
  }
  if (session.circleNo !== null) {
    const circle = await prisma.circle.findUnique({
      where: { circleNo: session.circleNo },
      select: { circleNo: true, name: true, area: { select: { areaNo: true, name: true } } },
    });
    if (!circle) return null;
    const [activeMembers, open, completed] = await Promise.all([
      prisma.member.count({ where: { circleNo: circle.circleNo, isActive: true, isApproved: true } }),
      prisma.projectApplication.count({ where: { circleNo: circle.circleNo, ...inProgress } }),
      prisma.projectApplication.count({ where: { circleNo: circle.circleNo, state: "COMPLETED" } }),
    ]);
    return {
      kind: "circle",
      no: circle.circleNo,
      name: circle.name,
      areaNo: circle.area.areaNo,
      areaName: circle.area.name,
      charteredOn: null,
      decharteredOn: null,
      activeMembers,
      applications: { inProgress: open, completed },
    };
  }
  return null;
};

export type TDashboard = Awaited<ReturnType<typeof getDashboard>>;
export type TDashboardFigures = Awaited<ReturnType<typeof figures>>;
export type TDashboardProjectData = Awaited<ReturnType<typeof getDashboardProjectData>>;

/** GET /api/auth/dashboard: what waits for the caller (counts and links; empty ones left out) and their unit. */
export const getDashboard = async (session: TSession) => {
  const prisma = await getDb();
  const items: (TDashboardItem | null)[] = await Promise.all([
    hasAny(session.roles, SIGN_UP_APPROVERS)
      ? prisma.member
          .count({ where: SIGN_UP_WAITING })
          .then((count) => ({ kind: "signUps", label: "Sign-ups to approve", count, href: "/manage/approvalrequest" }))
      : null,
    hasAny(session.roles, AGE_PROOF_VERIFIERS)
      ? prisma.member
          .count({ where: AGE_PROOF_WAITING })
          .then((count) => ({ kind: "ageProofs", label: "Age proofs to verify", count, href: "/manage" }))
      : null,
    openServiceRequests(session),
  ]);
  // Only what the member can act on from here: a link their roles cannot open would end on the
  // log-in page (a category admin whose only role is NEX, say, has no /servicerequests).
  const waiting = items.filter(
    (item): item is TDashboardItem => item !== null && item.count > 0 && canOpenPage(item.href, session.roles),
  );
  return { stat: 1, waiting, unit: await unitOf(session) };
};

const figures = async (where: { tableNo?: number; circleNo?: number }) => {
  const prisma = await getDb();
  const [byState, sanctioned, paid] = await Promise.all([
    prisma.projectApplication.groupBy({ by: ["state"], where, _count: { _all: true } }),
    prisma.grantApproval.aggregate({
      where: { approvedAt: { not: null }, application: where },
      _sum: { sanctionedPaise: true },
    }),
    prisma.projectPayment.aggregate({ where: { application: where }, _sum: { amountPaise: true } }),
  ]);
  const sanctionedPaise = Number(sanctioned._sum.sanctionedPaise ?? 0);
  const paidPaise = Number(paid._sum.amountPaise ?? 0);
  return {
    applicationsByState: Object.fromEntries(byState.map((row) => [row.state, row._count._all])),
    sanctioned: { paise: sanctionedPaise, text: formatPaise(sanctionedPaise) },
    paid: { paise: paidPaise, text: formatPaise(paidPaise) },
  };
};

/** GET /api/auth/getdashboardprojectdata: project figures of the caller's table or circle, and of the federation. */
export const getDashboardProjectData = async (session: TSession) => {
  const unit =
    session.tableNo !== null ? { tableNo: session.tableNo } : session.circleNo !== null ? { circleNo: session.circleNo } : null;
  const [own, federation] = await Promise.all([unit ? figures(unit) : null, figures({})]);
  return { stat: 1, unit: own, federation };
};
