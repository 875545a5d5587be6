// Who may pull which report, beyond the route-role table (lib/auth/route-roles.ts, "Issue 14:
// reports", which names the roles): the secretariat every area and unit; an area chairman (by
// this year's AC posting, lib/members/postings.ts) the areas they chair, with their tables and
// circles; a table's office bearers their own table, a circle's their own circle. The scope is
// built once per request and turned into Prisma filters, so nothing outside it is loaded.
import { CIRCLE_OFFICE_ROLES, TABLE_OFFICE_ROLES } from "../auth/route-roles";
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { AppError, fieldError } from "../http/errors";
import { areasChairedBy } from "../members/postings";

export type TReportActor = Pick<TSession, "memberId" | "roles" | "tableNo" | "circleNo">;

/** The federation's office: every report, every area. */
export const REPORT_SECRETARIAT = ["Admin", "NEX", "Admin-Members"] as const satisfies TRole[];
/** The national grant team and the trust: every area of the grant report (gettablereportbyyeararea). */
export const GRANT_FIGURE_READERS = ["Admin-Pom", "NPC", "RTIF-Secretary", "RTIF-Trustee"] as const satisfies TRole[];

/**
 * The reports of one area or more, each with the roles that read it for every area (the rest read
 * the areas they chair this year). The API (reportScopeOf) and the screen's area pickers
 * (report-pickers.ts) both read this, so the areas offered are the areas the call accepts: an
 * area chairman who is also on the grant team reads any area's table report, and only their own
 * area's directory, minutes and mailing list.
 */
export const EVERY_AREA_READERS = {
  mailingListForArea: REPORT_SECRETARIAT,
  areaDirectory: REPORT_SECRETARIAT,
  tableReport: [...REPORT_SECRETARIAT, ...GRANT_FIGURE_READERS],
  areaMinutes: REPORT_SECRETARIAT,
} as const satisfies Record<string, readonly TRole[]>;

export type TAreaReport = keyof typeof EVERY_AREA_READERS;

export type TReportScope = { all: true } | { all: false; areaNos: number[]; tableNos: number[]; circleNos: number[] };

const hasAny = (actor: TReportActor, roles: readonly TRole[]) => actor.roles.some((role) => roles.includes(role));

/** What the caller may read; `allRoles` are the roles that see everything in this report. */
export const reportScopeOf = async (
  actor: TReportActor | null,
  allRoles: readonly TRole[] = REPORT_SECRETARIAT,
): Promise<TReportScope> => {
  if (!actor) throw new AppError("UNAUTHORIZED", "Please log in first");
  if (hasAny(actor, allRoles)) return { all: true };
  const areaNos = actor.roles.includes("AC") ? await areasChairedBy(actor.memberId) : [];
  const tableNos = actor.tableNo !== null && hasAny(actor, TABLE_OFFICE_ROLES) ? [actor.tableNo] : [];
  const circleNos = actor.circleNo !== null && hasAny(actor, CIRCLE_OFFICE_ROLES) ? [actor.circleNo] : [];
  return { all: false, areaNos, tableNos, circleNos };
};

export const canReadArea = (scope: TReportScope, areaNo: number) => scope.all || scope.areaNos.includes(areaNo);

export const canReadTable = (scope: TReportScope, table: { tableNo: number; areaNo: number }) =>
  scope.all || scope.tableNos.includes(table.tableNo) || scope.areaNos.includes(table.areaNo);

export const assertCanReadArea = (scope: TReportScope, areaNo: number, field: string) => {
  if (!canReadArea(scope, areaNo))
    throw new AppError("FORBIDDEN", `${field}: you may pull reports only of the area you chair this year`, {
      fields: [{ field, message: "not your area" }],
    });
};

export const assertCanReadTable = (scope: TReportScope, table: { tableNo: number; areaNo: number }, field: string) => {
  if (!canReadTable(scope, table))
    throw new AppError("FORBIDDEN", `${field}: you may pull reports only of your own table (or the area you chair)`, {
      fields: [{ field, message: `not your table (${table.tableNo})` }],
    });
};

export const areaNotFound = (field: string, areaNo: number) => fieldError("NOT_FOUND", field, `there is no area ${areaNo}`);
export const tableNotFound = (field: string, tableNo: number) => fieldError("NOT_FOUND", field, `there is no table ${tableNo}`);
