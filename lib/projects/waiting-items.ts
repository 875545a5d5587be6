// The shapes of what waits for the caller (getwaitingforme, ./waiting-for-me.ts): an item, a group
// of one kind of step, and the applications' rows they are read from.
import type { TPrisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { STATE_LABELS, type TApplicationState } from "./application-states";

export const WAITING_KIND_MAX = 50;
/** Where the national team and the trust office act on an application. */
export const QUEUE = "/projects/manageprojectapplications";

export type TWaitingItem = {
  kind: string;
  applicationId: number;
  applicationNo: string;
  title: string;
  unit: string;
  state: TApplicationState;
  stateLabel: string;
  /** Since when it waits (ISO). */
  since: string;
  /** What the caller should do, in words. */
  action: string;
  /** Where they do it. */
  href: string;
};
export type TWaitingGroup = { kind: string; action: string; count: number; items: TWaitingItem[] };

export const unitOf = (row: { tableNo: number | null; circleNo: number | null }) =>
  row.tableNo !== null ? `Table ${row.tableNo}` : `Circle ${row.circleNo}`;

export const ROW_SELECT = {
  id: true,
  applicationNo: true,
  title: true,
  tableNo: true,
  circleNo: true,
  state: true,
  stateChangedAt: true,
  stages: {
    select: { id: true, state: true, packStage: { select: { name: true, filledBy: true } } },
    orderBy: { packStage: { position: "asc" } },
  },
} satisfies Prisma.ProjectApplicationSelect;
export type TRow = Prisma.ProjectApplicationGetPayload<{ select: typeof ROW_SELECT }>;

export type TKind = {
  kind: string;
  action: string;
  where: Prisma.ProjectApplicationWhereInput;
  /** Where the caller does it; null: nowhere their roles open (the item is left out). */
  href: (row: TRow) => string | null;
  /** The item's own words and link where they depend on the row (the stage to fill). */
  describe?: (row: TRow) => { action: string; href: string } | null;
};

export const itemOf = (kind: TKind, row: TRow, since: Date = row.stateChangedAt): TWaitingItem | null => {
  const href = kind.href(row);
  const described = kind.describe ? kind.describe(row) : href === null ? null : { action: kind.action, href };
  if (!described) return null;
  return {
    kind: kind.kind,
    applicationId: row.id,
    applicationNo: row.applicationNo,
    title: row.title,
    unit: unitOf(row),
    state: row.state as TApplicationState,
    stateLabel: STATE_LABELS[row.state as TApplicationState],
    since: since.toISOString(),
    ...described,
  };
};

export const groupOf = async (prisma: TPrisma, kind: TKind): Promise<TWaitingGroup> => {
  const [rows, count] = await Promise.all([
    prisma.projectApplication.findMany({
      where: kind.where,
      select: ROW_SELECT,
      orderBy: [{ stateChangedAt: "asc" }, { id: "asc" }],
      take: WAITING_KIND_MAX,
    }),
    prisma.projectApplication.count({ where: kind.where }),
  ]);
  const items = rows.map((row) => itemOf(kind, row)).filter((item): item is TWaitingItem => item !== null);
  return { kind: kind.kind, action: kind.action, count, items };
};
