// Project applications: start one from an active pack (numbered per year, safely under
// concurrency), read one the caller may see, rename a draft, list them by unit, area or all with
// paging, and every step recorded as an ApplicationEvent.
import type { TSession } from "../auth/session";
import { formatYear } from "../content/year";
import { appendAudit } from "../audit/audit-trail";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { escapeLike } from "../members/like-pattern";
import { areasChairedBy } from "../members/postings";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { isOwnUnit, ownUnit, visibleApplicationsWhere } from "./application-access";
import { assertTableNotDecharted } from "./decharted-table";
import { assertTransition, REVIEW_CLOCK_STATES, STATE_LABELS, WAITING_ON, type TApplicationState } from "./application-states";
import { lockPack } from "./row-locks";

type TTx = Prisma.TransactionClient;

export const formatApplicationNo = (year: number, value: number) => `TPA-${year}-${String(value).padStart(4, "0")}`;

/** Takes the next number of the year inside the caller's transaction (the upsert locks the year's row). */
export const allocateApplicationNo = async (tx: TTx, year: number) => {
  const rows = await tx.$queryRaw<{ lastValue: number }[]>`
    INSERT INTO "ApplicationSequence" ("year", "lastValue") VALUES (${year}, 1)
    ON CONFLICT ("year") DO UPDATE SET "lastValue" = "ApplicationSequence"."lastValue" + 1
    RETURNING "lastValue"`;
  const value = rows[0]?.lastValue;
  if (typeof value !== "number") throw new Error("application sequence returned no value");
  return formatApplicationNo(year, value);
};

/** The number the next application of the pack's year would get (getnewapplicationnoforstageid), without taking it. */
export const previewApplicationNo = async (packStageId: number) => {
  const prisma = await getDb();
  const stage = await prisma.packStage.findUnique({ where: { id: packStageId }, select: { pack: { select: { year: true } } } });
  if (!stage) throw new AppError("NOT_FOUND", "No such pack stage");
  const year = stage.pack.year;
  const sequence = await prisma.applicationSequence.findUnique({ where: { year } });
  return formatApplicationNo(year, (sequence?.lastValue ?? 0) + 1);
};

/** The areas the member chairs this federation year (lib/members/postings.ts). */
export const chairedAreaNos = (memberId: number, db?: TTx, at: Date = new Date()) => areasChairedBy(memberId, at, db);

const APPLICATION_SELECT = {
  id: true,
  applicationNo: true,
  year: true,
  packId: true,
  pack: { select: { name: true, version: true } },
  tableNo: true,
  circleNo: true,
  areaNo: true,
  title: true,
  state: true,
  stateChangedAt: true,
  reviewMs: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { payments: true } },
  stages: {
    select: {
      id: true,
      packStageId: true,
      state: true,
      submittedAt: true,
      packStage: { select: { name: true, filledBy: true, position: true } },
    },
    orderBy: { packStage: { position: "asc" } },
  },
} satisfies Prisma.ProjectApplicationSelect;

type TApplicationRow = Prisma.ProjectApplicationGetPayload<{ select: typeof APPLICATION_SELECT }>;

export const applicationReply = (row: TApplicationRow) => ({
  id: row.id,
  applicationNo: row.applicationNo,
  year: row.year,
  yearString: formatYear(row.year),
  packId: row.packId,
  packName: row.pack.name,
  packVersion: row.pack.version,
  tableNo: row.tableNo,
  circleNo: row.circleNo,
  areaNo: row.areaNo,
  title: row.title,
  state: row.state as TApplicationState,
  stateLabel: STATE_LABELS[row.state as TApplicationState],
  stateChangedAt: row.stateChangedAt.toISOString(),
  /** On whom it waits now (since stateChangedAt); null once it is over. */
  waitingOn: WAITING_ON[row.state as TApplicationState],
  /** National review time so far, the running period included; query time not counted. */
  reviewMs:
    Number(row.reviewMs) +
    (REVIEW_CLOCK_STATES.includes(row.state as TApplicationState) ? Math.max(0, Date.now() - row.stateChangedAt.getTime()) : 0),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  /** The trust's payments recorded on it: once there is one, it is no longer closed or withdrawn (decisions.ts). */
  paymentCount: row._count.payments,
  stages: row.stages.map((stage) => ({
    id: stage.id,
    packStageId: stage.packStageId,
    name: stage.packStage.name,
    filledBy: stage.packStage.filledBy,
    position: stage.packStage.position,
    state: stage.state,
    submittedAt: stage.submittedAt?.toISOString() ?? null,
  })),
});
export type TApplicationReply = ReturnType<typeof applicationReply>;

/** The application if the caller may see it; 404 otherwise (another unit's looks like no application). */
export const getApplicationOrThrow = async (
  session: TSession,
  id: number,
  db?: TTx,
  areas?: readonly number[],
): Promise<TApplicationReply> => {
  const prisma = db ?? (await getDb());
  const where = visibleApplicationsWhere(session, areas ?? (await chairedAreaNos(session.memberId, db)));
  const row = await prisma.projectApplication.findFirst({ where: { AND: [{ id }, where] }, select: APPLICATION_SELECT });
  if (!row) throw new AppError("NOT_FOUND", "No such application");
  return applicationReply(row);
};

/** One step of an application: its event (the application's history) and its audit-trail entry. */
export const recordEvent = async (
  tx: TTx,
  event: {
    applicationId: number;
    stageId?: number;
    action: string;
    from: TApplicationState | null;
    to: TApplicationState;
    actorId: number;
    remark?: string;
    amountPaise?: bigint | number | null;
  },
) => {
  await appendAudit(tx, {
    applicationId: event.applicationId,
    action: event.action,
    actorId: event.actorId,
    fromState: event.from,
    toState: event.to,
    remark: event.remark,
    amountPaise: event.amountPaise,
  });
  return tx.applicationEvent.create({
    data: {
      applicationId: event.applicationId,
      stageId: event.stageId ?? null,
      action: event.action,
      fromState: event.from,
      toState: event.to,
      actorId: event.actorId,
      remark: event.remark ?? "",
    },
  });
};

/** createnewprojectapplication: a draft for the caller's own table or circle from an active pack of its kind. */
export const createApplication = async (session: TSession, input: { packId: number; title: string }) => {
  assertTransition("start", null, session.roles);
  const unit = ownUnit(session);
  if (!unit) throw new AppError("FORBIDDEN", "Only a table's or circle's office bearers start an application");
  const prisma = await getDb();
  const id = await prisma.$transaction(async (tx) => {
    // Shared with other starts, exclusive of a change of the pack's structure (lib/projects/row-locks.ts).
    await lockPack(tx, input.packId, "share");
    const pack = await tx.projectPack.findUnique({
      where: { id: input.packId },
      select: { id: true, year: true, kind: true, isActive: true, stages: { select: { id: true } } },
    });
    const badPack = (message: string) => fieldError("BAD_REQUEST", "packId", message);
    if (!pack) throw badPack("no such pack");
    if (!pack.isActive) throw badPack("this pack is not open for applications");
    // The unit of the caller's office, not whichever unit their row names first (a stray table
    // on a CEX's row is not theirs to apply for).
    const forTable = "tableNo" in unit;
    if (pack.kind !== "BOTH" && pack.kind !== (forTable ? "TABLE" : "CIRCLE"))
      throw badPack(`this pack is for ${pack.kind === "TABLE" ? "tables" : "circles"}`);
    if (pack.stages.length === 0) throw badPack("this pack has no stages yet");
    const area = forTable
      ? await tx.table.findUnique({
          where: { tableNo: unit.tableNo },
          select: { areaId: true, isDecharted: true, area: { select: { areaNo: true } } },
        })
      : await tx.circle.findUnique({
          where: { circleNo: unit.circleNo },
          select: { areaId: true, area: { select: { areaNo: true } } },
        });
    if (!area) throw new AppError("FORBIDDEN", "Your table or circle is not on record");
    if ("isDecharted" in area && area.isDecharted) throw new AppError("FORBIDDEN", "A de-chartered table cannot apply");
    const applicationNo = await allocateApplicationNo(tx, pack.year);
    const created = await tx.projectApplication.create({
      data: {
        applicationNo,
        year: pack.year,
        packId: pack.id,
        tableNo: forTable ? unit.tableNo : null,
        circleNo: forTable ? null : unit.circleNo,
        areaNo: area.area.areaNo,
        title: input.title,
        createdById: session.memberId,
        stages: { create: pack.stages.map((stage) => ({ packStageId: stage.id })) },
      },
      select: { id: true },
    });
    await recordEvent(tx, { applicationId: created.id, action: "start", from: null, to: "DRAFT", actorId: session.memberId });
    return created.id;
  }, WRITE_TRANSACTION);
  return getApplicationOrThrow(session, id);
};

/** The states in which the table edits its application (and may submit it): its title may change. */
const RENAMABLE_STATES: readonly TApplicationState[] = ["DRAFT", "EDIT_ALLOWED"];

/** updatetableprojectapplication: the title, while the table may still edit and the table is chartered. */
export const updateApplicationTitle = async (session: TSession, input: { id: number; title: string }) => {
  const application = await getApplicationOrThrow(session, input.id);
  if (!isOwnUnit(session, application)) throw new AppError("FORBIDDEN", "Only the table's office bearers rename its application");
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    await assertTableNotDecharted(tx, application.tableNo, "applications");
    // The state is re-checked by the statement itself: a submission committed since the read above wins.
    const renamed = await tx.projectApplication.updateMany({
      where: { id: input.id, state: { in: [...RENAMABLE_STATES] } },
      data: { title: input.title },
    });
    if (renamed.count === 0) throw new AppError("CONFLICT", "The application can no longer be renamed");
  }, WRITE_TRANSACTION);
  return getApplicationOrThrow(session, input.id);
};

export type TListFilter = {
  tableNo?: number;
  circleNo?: number;
  /** Table or circle with this number (the legacy lists take "a unit's number" for either). */
  unitNo?: number;
  areaNo?: number;
  state?: TApplicationState;
  /** Any of these states (a state group of the project office's view). */
  states?: readonly TApplicationState[];
  year?: number;
  /** Words of the number or title, all of them (case-insensitive). */
  q?: string;
};

/** The caller's visible applications that match the filter, as one `where` (`areas`: the caller's chaired areas). */
const applicationsWhere = (
  session: TSession,
  filter: TListFilter,
  areas: readonly number[],
): Prisma.ProjectApplicationWhereInput => ({
  AND: [
    visibleApplicationsWhere(session, areas),
    {
      ...(filter.tableNo === undefined ? {} : { tableNo: filter.tableNo }),
      ...(filter.circleNo === undefined ? {} : { circleNo: filter.circleNo }),
      ...(filter.unitNo === undefined ? {} : { OR: [{ tableNo: filter.unitNo }, { circleNo: filter.unitNo }] }),
      ...(filter.areaNo === undefined ? {} : { areaNo: filter.areaNo }),
      ...(filter.state === undefined ? {} : { state: filter.state }),
      ...(filter.year === undefined ? {} : { year: filter.year }),
    },
    ...(filter.states === undefined ? [] : [{ state: { in: [...filter.states] } }]),
    ...(filter.q ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 8)
      .map((word) => ({
        OR: [
          { applicationNo: { contains: escapeLike(word), mode: "insensitive" as const } },
          { title: { contains: escapeLike(word), mode: "insensitive" as const } },
        ],
      })),
  ],
});

/** The applications matching `where`, newest first, one page, with the total. */
const pageOf = async (where: Prisma.ProjectApplicationWhereInput, page: { skip: number; take: number }) => {
  const prisma = await getDb();
  // The page's ids first, then their rows with stages: Prisma joins the stages in the same
  // statement as the order and the limit, which makes Postgres build every match's stages before
  // it sorts (1.4 s at 50,000 applications), where the ids alone come from an index.
  const [ids, total] = await Promise.all([
    prisma.projectApplication.findMany({
      where,
      select: { id: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: page.skip,
      take: page.take,
    }),
    prisma.projectApplication.count({ where }),
  ]);
  const rows = ids.length
    ? await prisma.projectApplication.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: APPLICATION_SELECT })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((row) => byId.get(row.id) ?? []);
  return { tableProjectApplications: ordered.map(applicationReply), total };
};

/** The caller's visible applications that match, newest first, one page at a time, with the total. */
export const listApplications = async (session: TSession, filter: TListFilter, page: { skip: number; take: number }) =>
  pageOf(applicationsWhere(session, filter, await chairedAreaNos(session.memberId)), page);

/**
 * The review queue: a page as listApplications gives it, and how many of the matches are in each
 * state with the filter's state and states aside (the queue's tabs), the caller's visibility read once.
 */
export const listApplicationsWithCounts = async (
  session: TSession,
  filter: TListFilter,
  page: { skip: number; take: number },
) => {
  const areas = await chairedAreaNos(session.memberId);
  const prisma = await getDb();
  const [list, rows] = await Promise.all([
    pageOf(applicationsWhere(session, filter, areas), page),
    prisma.projectApplication.groupBy({
      by: ["state"],
      where: applicationsWhere(session, { ...filter, state: undefined, states: undefined }, areas),
      _count: { _all: true },
    }),
  ]);
  const counts = Object.fromEntries(rows.map((row) => [row.state, row._count._all])) as Partial<
    Record<TApplicationState, number>
  >;
  return { ...list, counts };
};

/** Applications per state of a table in a year (gettableprojectapplicationsbytablenocount), as the caller may see them. */
export const countApplicationsByState = async (session: TSession, tableNo: number, year: number) => {
  const prisma = await getDb();
  const rows = await prisma.projectApplication.groupBy({
    by: ["state"],
    where: { AND: [visibleApplicationsWhere(session, await chairedAreaNos(session.memberId)), { tableNo, year }] },
    _count: { _all: true },
  });
  const counts = Object.fromEntries(rows.map((row) => [row.state, row._count._all]));
  return { counts, total: rows.reduce((sum, row) => sum + row._count._all, 0) };
};

/** The years the caller may see applications in, newest first (the project office's year filter). */
export const listApplicationYears = async (session: TSession) => {
  const prisma = await getDb();
  const rows = await prisma.projectApplication.findMany({
    where: visibleApplicationsWhere(session, await chairedAreaNos(session.memberId)),
    distinct: ["year"],
    select: { year: true },
    orderBy: { year: "desc" },
  });
  return rows.map((row) => ({ year: row.year, yearString: formatYear(row.year) }));
};

/** getareainitialrecommusingapplicationno/{no}: the area chairman's recommendation stage of an application, by number. */
export const findApplicationIdByNo = async (session: TSession, applicationNo: string) => {
  const prisma = await getDb();
  const row = await prisma.projectApplication.findFirst({
    where: { AND: [{ applicationNo }, visibleApplicationsWhere(session, await chairedAreaNos(session.memberId))] },
    select: {
      id: true,
      stages: {
        where: { packStage: { filledBy: "AREA_CHAIRMAN" } },
        select: { id: true },
        orderBy: { packStage: { position: "asc" } },
      },
    },
  });
  if (!row) throw new AppError("NOT_FOUND", "No such application");
  return { applicationId: row.id, areaStageId: row.stages[0]?.id ?? null };
};
