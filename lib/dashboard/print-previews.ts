// The dashboard's print previews (GET /api/auth/getdashboardprintpreviews): SPEC.md's route table
// gives a table's secretary (TEX-S) an application's print preview and none of the pages that list
// applications (`/projects`). A member whose roles open the preview but not `/projects` gets their
// own unit's applications here, a page at a time, each with its preview's link; the others keep
// their own doors (`/projects` and the stage pages link to the print view).
import { canOpenPage, canOpenPagePattern } from "../auth/route-roles";
import type { TSession } from "../auth/session";
import { formatYear } from "../content/year";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { ownUnit } from "../projects/application-access";
import { STATE_LABELS, type TApplicationState } from "../projects/application-states";

const PREVIEW_PAGE = "/projects/tableprojectapplicationpreviewforpdf/[tpaid]/[tpasid]/[pdf]";
const UNIT_PAGE = "/projects";

type TActor = Pick<TSession, "memberId" | "roles" | "tableNo" | "circleNo">;

/** The unit whose print previews the dashboard lists for the caller, or null: no panel for them. */
export const printPreviewsUnit = (actor: TActor): { kind: "table" | "circle"; no: number } | null => {
  if (!canOpenPagePattern(PREVIEW_PAGE, actor.roles) || canOpenPage(UNIT_PAGE, actor.roles)) return null;
  const unit = ownUnit(actor);
  if (unit === null) return null;
  return "tableNo" in unit ? { kind: "table", no: unit.tableNo } : { kind: "circle", no: unit.circleNo };
};

/** The preview of the whole application, entered by its first stage (the page prints every stage whichever it is given). */
const previewHref = (applicationId: number, stageId: number) =>
  `/projects/tableprojectapplicationpreviewforpdf/${applicationId}/${stageId}/pdf`;

const ROW_SELECT = {
  id: true,
  applicationNo: true,
  year: true,
  title: true,
  state: true,
  stages: {
    select: { id: true, state: true, submittedAt: true, packStage: { select: { name: true } } },
    orderBy: { packStage: { position: "asc" } },
  },
} satisfies Prisma.ProjectApplicationSelect;

/**
 * getdashboardprintpreviews: the caller's own unit's applications (ownUnit, as every application
 * call judges it; the preview's stage reads see them all), newest first, with the stages submitted
 * and the preview's link. Drafts are listed (the preview prints their answers saved so far, each
 * stage marked "not submitted"); an application without stage rows has no preview and is left out.
 */
export const listDashboardPrintPreviews = async (session: TSession, page: { skip: number; take: number }) => {
  const unit = printPreviewsUnit(session);
  if (unit === null) {
    if (canOpenPage(UNIT_PAGE, session.roles))
      throw new AppError("FORBIDDEN", "Your applications and their print views are on the projects page");
    throw new AppError("FORBIDDEN", "Only a table's or circle's office bearers have their unit's print previews here");
  }
  const where: Prisma.ProjectApplicationWhereInput = {
    ...(unit.kind === "table" ? { tableNo: unit.no } : { circleNo: unit.no }),
    stages: { some: {} },
  };
  const prisma = await getDb();
  const [rows, total] = await Promise.all([
    prisma.projectApplication.findMany({
      where,
      select: ROW_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: page.skip,
      take: page.take,
    }),
    prisma.projectApplication.count({ where }),
  ]);
  return {
    stat: 1,
    unit,
    total,
    applications: rows.flatMap((row) => {
      const first = row.stages[0];
      if (!first) return [];
      return {
        id: row.id,
        applicationNo: row.applicationNo,
        title: row.title,
        yearString: formatYear(row.year),
        state: row.state as TApplicationState,
        stateLabel: STATE_LABELS[row.state as TApplicationState],
        stageCount: row.stages.length,
        submittedStages: row.stages
          .filter((stage) => stage.state !== "OPEN")
          .map((stage) => ({ name: stage.packStage.name, submittedAt: stage.submittedAt?.toISOString() ?? null })),
        href: previewHref(row.id, first.id),
      };
    }),
  };
};

export type TDashboardPrintPreviews = Awaited<ReturnType<typeof listDashboardPrintPreviews>>;
