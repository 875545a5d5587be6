// What waits for the caller in the grant process (getwaitingforme), by role: each kind of step is
// one group with its full count and at most WAITING_KIND_MAX items, the longest waiting first.
//   - AC: the submitted applications of the areas they chair (to recommend);
//   - the national team (NPC, Admin-Pom, Admin): recommended by the area, under review with no
//     query open, on hold (Admin, Admin-Pom), completion submitted, and the table's stages after
//     the sanction that wait for approval;
//   - the trust office (RTIF-Secretary, Admin): to circulate, circulating, approved (sanction),
//     sanctioned (first payment);
//   - a trustee: the circulations they have not voted on;
//   - a unit's office bearers: their own drafts, open queries, returns for edits, and the stage to
//     fill after the sanction; only those whose roles open the pages where that is done (SPEC.md's
//     route table gives a table's secretary, TEX-S, the application's print preview and none of
//     them, so nothing here waits for TEX-S).
// Every item links to a page the caller's roles open (the route-role table): a link they could not
// open would end on the log-in page.
import { canOpenPage, canOpenPagePattern } from "../auth/route-roles";
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ownUnitWhere } from "./application-access";
import type { TApplicationState } from "./application-states";
import { chairedAreaNos } from "./applications";
import { stagesAwaitingApproval, votesAwaited } from "./waiting-approvals";
import { groupOf, QUEUE, type TKind, type TRow } from "./waiting-items";

export { WAITING_KIND_MAX, type TWaitingGroup, type TWaitingItem } from "./waiting-items";

const NATIONAL: readonly TRole[] = ["NPC", "Admin-Pom", "Admin"];
const HOLD_RELEASERS: readonly TRole[] = ["Admin", "Admin-Pom"];
const TRUST_OFFICE: readonly TRole[] = ["RTIF-Secretary", "Admin"];
const UNIT_ROLES: readonly TRole[] = ["TEX-C", "TEX-S", "TEX", "ATEX", "CEX", "ACEX"];
/** The page where a unit fills a stage of its application, and the unit's list of applications and queries. */
const STAGE_PAGE = "/projects/tableprojectapplication/[tpaid]/[tpasid]";
const UNIT_PAGE = "/projects";

const hasAny = (roles: readonly TRole[], wanted: readonly TRole[]) => roles.some((role) => wanted.includes(role));

/** Whether the roles open the pages where a unit's office bearers act on their applications. */
const unitActs = (roles: readonly TRole[]) => canOpenPagePattern(STAGE_PAGE, roles) && canOpenPage(UNIT_PAGE, roles);

/** Whether anything in the grant process can wait for a member with these roles (the dashboard shows the list to them). */
export const takesPartInGrants = (roles: readonly TRole[]) =>
  hasAny(roles, [...NATIONAL, ...TRUST_OFFICE, "AC", "RTIF-Trustee"]) || (hasAny(roles, UNIT_ROLES) && unitActs(roles));

const firstStageOf = (row: TRow, filledBy: string) => row.stages.find((stage) => stage.packStage.filledBy === filledBy);
/** The stage's page, or the unit's list for an application with no stage to open. */
const stageHref = (row: TRow, stageId: number | undefined) =>
  stageId === undefined ? UNIT_PAGE : `/projects/tableprojectapplication/${row.id}/${stageId}`;
/** The stage the table fills now: the first one still open. */
const currentStage = (row: TRow) => row.stages.find((stage) => stage.state === "OPEN");

const stateKind = (
  kind: string,
  state: TApplicationState,
  action: string,
  extra: Prisma.ProjectApplicationWhereInput = {},
): TKind => ({
  kind,
  action,
  where: { state, ...extra },
  href: () => QUEUE,
});

/** getwaitingforme: the groups that apply to the caller's roles, empty ones left out. */
export const getWaitingForMe = async (session: TSession) => {
  const prisma = await getDb();
  const roles = session.roles;
  const kinds: TKind[] = [];
  if (roles.includes("AC")) {
    const areas = await chairedAreaNos(session.memberId);
    if (areas.length > 0)
      kinds.push({
        kind: "recommend",
        action: "Give your recommendation as the area chairman",
        where: { state: "SUBMITTED", areaNo: { in: areas } },
        // A pack without the area chairman's stage has nothing for them to fill (and /projects is not theirs).
        href: (row) => {
          const stage = firstStageOf(row, "AREA_CHAIRMAN");
          return stage ? `/projects/arearecommendation/${row.id}/${stage.id}` : null;
        },
      });
  }
  if (hasAny(roles, NATIONAL)) {
    kinds.push(
      // No step of its own: the first query, confirmation, national-stage answer, hold or approval takes it up.
      stateKind("startReview", "AREA_RECOMMENDED", "Take up the national review: confirm, query, fill in the review or decide"),
      stateKind("review", "UNDER_REVIEW", "Review the application: confirm, query, approve or decide", {
        queries: { none: { state: "OPEN" } },
      }),
    );
    if (hasAny(roles, HOLD_RELEASERS))
      kinds.push(stateKind("release", "ON_HOLD", "Release the held application or decide on it"));
    kinds.push(stateKind("completion", "COMPLETION_SUBMITTED", "Evaluate the completion pack and approve the completion"));
  }
  if (hasAny(roles, TRUST_OFFICE))
    kinds.push(
      stateKind("circulate", "NATIONAL_RECOMMENDED", "Circulate the recommendation to the trustees"),
      stateKind("closeCirculation", "IN_CIRCULATION", "Close the circulation once the trustees have voted"),
      stateKind("sanction", "TRUST_APPROVED", "Approve the grant and send the sanction letter"),
      stateKind("firstPayment", "SANCTIONED", "Record the first payment"),
    );
  const own = ownUnitWhere(session);
  if (own && unitActs(roles)) {
    const fill = (row: TRow) => stageHref(row, currentStage(row)?.id);
    // The route table keeps /queries from the chairman (TEX-C); /projects lists the unit's queries too.
    const queries = canOpenPage("/queries", roles) ? "/queries" : UNIT_PAGE;
    kinds.push(
      { kind: "draft", action: "Complete the application and submit it", where: { ...own, state: "DRAFT" }, href: fill },
      {
        kind: "answerQuery",
        action: "Answer the national team's query",
        where: { ...own, state: "QUERY_RAISED", queries: { some: { state: "OPEN" } } },
        href: () => queries,
      },
      {
        kind: "edit",
        action: "Make the changes asked for and submit again",
        where: { ...own, state: "EDIT_ALLOWED" },
        href: fill,
      },
      {
        kind: "fillStage",
        action: "Fill in and submit the next stage (inauguration, completion)",
        where: {
          ...own,
          state: { in: ["SANCTIONED", "IN_PROGRESS"] },
          stages: { some: { state: "OPEN", packStage: { filledBy: "TABLE" } } },
        },
        href: fill,
        describe: (row) => {
          const stage = currentStage(row);
          if (!stage || stage.packStage.filledBy !== "TABLE") return null;
          return { action: `Fill in and submit the ${stage.packStage.name} stage`, href: stageHref(row, stage.id) };
        },
      },
    );
  }
  const groups = await Promise.all([
    ...kinds.map((kind) => groupOf(prisma, kind)),
    ...(hasAny(roles, NATIONAL) ? [stagesAwaitingApproval(prisma)] : []),
    ...(roles.includes("RTIF-Trustee") ? [votesAwaited(prisma, session.memberId)] : []),
  ]);
  // The kinds above link only where the roles open; this keeps a link the table refuses out all the same.
  const shown = groups
    .map((group) => ({ ...group, items: group.items.filter((item) => canOpenPage(item.href, roles)) }))
    .filter((group) => group.count > 0);
  return { stat: 1, total: shown.reduce((sum, group) => sum + group.count, 0), groups: shown };
};
