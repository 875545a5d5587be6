// The groups of getwaitingforme not read from an application's state alone: the table's stages
// after the sanction that wait for the national team's approval, and the circulations that wait
// for a trustee's vote.
import type { TPrisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { STATE_LABELS, type TApplicationState } from "./application-states";
import {
  itemOf,
  QUEUE,
  ROW_SELECT,
  unitOf,
  WAITING_KIND_MAX,
  type TKind,
  type TWaitingGroup,
  type TWaitingItem,
} from "./waiting-items";

/** The table's stages after the sanction that wait for the national team (see ./stage-approval.ts stageRole). */
export const stagesAwaitingApproval = async (prisma: TPrisma): Promise<TWaitingGroup> => {
  const action = "Approve the stage the table submitted, or return it";
  const rows = await prisma.$queryRaw<
    {
      stageId: number;
      stageName: string;
      applicationId: number;
      applicationNo: string;
      title: string;
      tableNo: number | null;
      circleNo: number | null;
      state: string;
      since: Date | null;
      stateChangedAt: Date;
      total: bigint;
    }[]
  >`
    SELECT s."id" AS "stageId", ps."name" AS "stageName", a."id" AS "applicationId", a."applicationNo", a."title",
           a."tableNo", a."circleNo", a."state"::text AS "state", s."submittedAt" AS "since",
           a."stateChangedAt", count(*) OVER () AS "total"
    FROM "ApplicationStage" s
    JOIN "PackStage" ps ON ps."id" = s."packStageId"
    JOIN "ProjectApplication" a ON a."id" = s."applicationId"
    WHERE s."state" = 'SUBMITTED' AND ps."filledBy" = 'TABLE' AND a."state" IN ('SANCTIONED', 'IN_PROGRESS')
      AND ps."position" > COALESCE(
        (SELECT max(o."position") FROM "PackStage" o WHERE o."packId" = ps."packId" AND o."filledBy" <> 'TABLE'), -2147483648)
      AND ps."position" < (SELECT max(l."position") FROM "PackStage" l WHERE l."packId" = ps."packId")
    ORDER BY s."submittedAt" ASC NULLS LAST, s."id" ASC
    LIMIT ${WAITING_KIND_MAX}`;
  return {
    kind: "approveStage",
    action,
    count: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      kind: "approveStage",
      applicationId: row.applicationId,
      applicationNo: row.applicationNo,
      title: row.title,
      unit: unitOf(row),
      state: row.state as TApplicationState,
      stateLabel: STATE_LABELS[row.state as TApplicationState],
      since: (row.since ?? row.stateChangedAt).toISOString(),
      action: `Approve the ${row.stageName} stage, or return it to the table`,
      href: `/projects/tableprojectapplicationstageforapproval/${row.stageId}`,
    })),
  };
};

/** The circulations that wait for this trustee's vote. */
export const votesAwaited = async (prisma: TPrisma, memberId: number): Promise<TWaitingGroup> => {
  const action = "Approve or object to the application in circulation";
  const where: Prisma.CirculationTrusteeWhereInput = {
    trusteeId: memberId,
    vote: null,
    circulation: { closedAt: null, application: { state: "IN_CIRCULATION" } },
  };
  const [rows, count] = await Promise.all([
    prisma.circulationTrustee.findMany({
      where,
      select: { circulation: { select: { startedAt: true, application: { select: ROW_SELECT } } } },
      orderBy: [{ circulation: { startedAt: "asc" } }, { id: "asc" }],
      take: WAITING_KIND_MAX,
    }),
    prisma.circulationTrustee.count({ where }),
  ]);
  const kind: TKind = { kind: "trusteeVote", action, where: {}, href: () => QUEUE };
  const items = rows
    .map((row) => itemOf(kind, row.circulation.application, row.circulation.startedAt))
    .filter((item): item is TWaitingItem => item !== null);
  return { kind: kind.kind, action, count, items };
};
