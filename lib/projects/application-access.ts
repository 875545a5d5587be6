// Who sees which project applications, as Prisma `where` builders (rows a member may not see are
// never loaded), and who may fill which stage. The one definition for every application call.
//   - national roles (Admin, NEX, Admin-Pom, NPC) and the trust (RTIF-Secretary, RTIF-Trustee): all;
//   - an area chairman (AC): the applications of the areas they chair (Area.chairmanId);
//   - a unit's office bearers (TEX-C, TEX-S, TEX, ATEX; CEX, ACEX): their own table's or circle's.
import { CIRCLE_OFFICE_ROLES, TABLE_OFFICE_ROLES } from "../auth/route-roles";
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";

export const ALL_APPLICATIONS_ROLES: readonly TRole[] = ["Admin", "NEX", "Admin-Pom", "NPC", "RTIF-Secretary", "RTIF-Trustee"];

type TActor = Pick<TSession, "memberId" | "roles" | "tableNo" | "circleNo">;

const hasAny = (actor: TActor, roles: readonly TRole[]) => actor.roles.some((role) => roles.includes(role));

/**
 * The one unit the caller acts for as an office bearer: a table's office bearer their table, a
 * circle's their circle. The role must be of the unit's kind: a CEX moved into a table acts for
 * neither, and a CEX whose row also has a stray table acts for the circle only.
 */
export const ownUnit = (actor: TActor): { tableNo: number } | { circleNo: number } | null => {
  if (actor.tableNo !== null && hasAny(actor, TABLE_OFFICE_ROLES)) return { tableNo: actor.tableNo };
  if (actor.circleNo !== null && hasAny(actor, CIRCLE_OFFICE_ROLES)) return { circleNo: actor.circleNo };
  return null;
};

/** The caller's own unit's applications (ownUnit as a `where`). */
export const ownUnitWhere = (actor: TActor): Prisma.ProjectApplicationWhereInput | null => ownUnit(actor);

/**
 * Whether a record of a unit (an application, a table project) is of the caller's own unit. A
 * record of neither a table nor a circle is no one's own: only the secretariat reaches it.
 */
export const isOwnUnit = (actor: TActor, record: { tableNo: number | null; circleNo: number | null }) => {
  const own = ownUnit(actor);
  if (own === null) return false;
  return "tableNo" in own ? record.tableNo === own.tableNo : record.tableNo === null && record.circleNo === own.circleNo;
};

export const visibleApplicationsWhere = (
  actor: TActor,
  chairedAreaNos: readonly number[],
): Prisma.ProjectApplicationWhereInput => {
  if (hasAny(actor, ALL_APPLICATIONS_ROLES)) return {};
  const scopes: Prisma.ProjectApplicationWhereInput[] = [];
  const own = ownUnitWhere(actor);
  if (own) scopes.push(own);
  if (actor.roles.includes("AC") && chairedAreaNos.length > 0) scopes.push({ areaNo: { in: [...chairedAreaNos] } });
  return scopes.length > 0 ? { OR: scopes } : { id: -1 };
};

/** Who fills a stage of an application, given the stage's filler and the application. */
export type TStageFiller = "TABLE" | "AREA_CHAIRMAN" | "NATIONAL" | "TRUST";

const NATIONAL_FILLERS: readonly TRole[] = ["Admin", "Admin-Pom", "NPC"];
const TRUST_FILLERS: readonly TRole[] = ["RTIF-Secretary", "Admin"];

/**
 * Whether the caller may write a stage filled by `filledBy` of an application of `unit` in area
 * `areaNo`: the unit's office bearers the TABLE stages, the area's chairman the AREA_CHAIRMAN
 * stages, the national team and the trust theirs. States are checked by the caller.
 */
export const canFillStage = (
  actor: TActor,
  filledBy: TStageFiller,
  application: { tableNo: number | null; circleNo: number | null; areaNo: number },
  chairedAreaNos: readonly number[],
) => {
  if (filledBy === "TABLE") return isOwnUnit(actor, application);
  if (filledBy === "AREA_CHAIRMAN") return actor.roles.includes("AC") && chairedAreaNos.includes(application.areaNo);
  if (filledBy === "NATIONAL") return hasAny(actor, NATIONAL_FILLERS);
  return hasAny(actor, TRUST_FILLERS);
};

/** canFillStage as a `where`: the applications whose `filledBy` stages the caller fills (states aside). */
export const fillableApplicationsWhere = (
  actor: TActor,
  filledBy: TStageFiller,
  chairedAreaNos: readonly number[],
): Prisma.ProjectApplicationWhereInput => {
  const none = { id: -1 };
  if (filledBy === "TABLE") return ownUnitWhere(actor) ?? none;
  if (filledBy === "AREA_CHAIRMAN") return actor.roles.includes("AC") ? { areaNo: { in: [...chairedAreaNos] } } : none;
  return hasAny(actor, filledBy === "NATIONAL" ? NATIONAL_FILLERS : TRUST_FILLERS) ? {} : none;
};

export const notYours = () => new AppError("FORBIDDEN", "This stage is filled in by someone else");

/**
 * A call that has a table twin and a circle twin refuses the other kind's applications (400 naming
 * applicationId), so that a client cannot mix them up: `instead` says which call to use, e.g.
 * "approve it with approvecircleprojectappliaction".
 */
export const assertUnitKind = (application: { tableNo: number | null }, unit: "table" | "circle", instead: string) => {
  if ((unit === "table") === (application.tableNo !== null)) return;
  throw fieldError(
    "BAD_REQUEST",
    "applicationId",
    `this is a ${unit === "table" ? "circle" : "table"}'s application: ${instead}`,
  );
};
