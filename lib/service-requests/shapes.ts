// The service-request shapes that leave the server (docs/api/service-requests.md): one Prisma
// `select` per shape and one serializer, so every route answers the same legacy field names.
import type { Prisma } from "../db/generated/client";

const PERSON_SELECT = { id: true, title: true, fullName: true, tableNo: true } as const satisfies Prisma.MemberSelect;
const LINK_SELECT = { id: true, ticketNumber: true } as const satisfies Prisma.ServiceRequestSelect;

/** Newest first; id breaks ties between actions of the same millisecond. */
export const ACTION_ORDER = [
  { createdAt: "desc" },
  { id: "desc" },
] as const satisfies Prisma.ServiceActionOrderByWithRelationInput[];
export const REQUEST_ORDER = [
  { updatedAt: "desc" },
  { id: "desc" },
] as const satisfies Prisma.ServiceRequestOrderByWithRelationInput[];

export const SERVICE_ACTION_SELECT = {
  id: true,
  serviceRequestId: true,
  year: true,
  remark: true,
  fileNames: true,
  status: true,
  createdAt: true,
  author: { select: PERSON_SELECT },
} as const satisfies Prisma.ServiceActionSelect;

const REQUEST_BASE_SELECT = {
  id: true,
  ticketNumber: true,
  title: true,
  categoryId: true,
  category: { select: { categoryShortName: true } },
  year: true,
  status: true,
  statusRemark: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
  firstResponseAt: true,
  resolvedAt: true,
  requester: { select: PERSON_SELECT },
  duplicateOf: { select: LINK_SELECT },
  duplicates: { select: LINK_SELECT, orderBy: { id: "asc" } },
} as const satisfies Prisma.ServiceRequestSelect;

/** A request with its whole thread (single request, legacy lists, replies to writes). */
export const SERVICE_REQUEST_SELECT = {
  ...REQUEST_BASE_SELECT,
  actions: { select: SERVICE_ACTION_SELECT, orderBy: ACTION_ORDER },
} as const satisfies Prisma.ServiceRequestSelect;

/** A row of a paged list: no thread, its size and last time instead. */
export const SERVICE_REQUEST_ITEM_SELECT = {
  ...REQUEST_BASE_SELECT,
  _count: { select: { actions: true } },
  actions: { select: { createdAt: true }, orderBy: ACTION_ORDER, take: 1 },
} as const satisfies Prisma.ServiceRequestSelect;

type TPerson = Prisma.MemberGetPayload<{ select: typeof PERSON_SELECT }>;
type TActionRow = Prisma.ServiceActionGetPayload<{ select: typeof SERVICE_ACTION_SELECT }>;
type TRequestBaseRow = Prisma.ServiceRequestGetPayload<{ select: typeof REQUEST_BASE_SELECT }>;
type TRequestRow = Prisma.ServiceRequestGetPayload<{ select: typeof SERVICE_REQUEST_SELECT }>;
export type TRequestItemRow = Prisma.ServiceRequestGetPayload<{ select: typeof SERVICE_REQUEST_ITEM_SELECT }>;

/** Stored names of a comma-separated list (also ", " separated, as some imported rows are). */
export const splitFileNames = (fileNames: string | null): string[] =>
  (fileNames ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);

export const joinFileNames = (names: readonly string[]): string | null => (names.length ? names.join(",") : null);

const toPerson = (person: TPerson | null) =>
  person ? { memberId: person.id, title: person.title, fullName: person.fullName, rtTableNo: person.tableNo } : null;

const toLink = (link: { id: number; ticketNumber: string } | null) =>
  link ? { serviceRequestId: link.id, serviceTicketNumber: link.ticketNumber } : null;

export const toServiceAction = (action: TActionRow) => ({
  serviceActionId: action.id,
  serviceRequestId: action.serviceRequestId,
  year: action.year,
  serviceRemark: action.remark,
  serviceActionFileNames: joinFileNames(splitFileNames(action.fileNames)),
  fileCount: splitFileNames(action.fileNames).length,
  actionStatus: action.status,
  updatedOn: action.createdAt.toISOString(),
  updatedByDetails: toPerson(action.author),
});

const toRequestBase = (row: TRequestBaseRow) => ({
  serviceRequestId: row.id,
  serviceTicketNumber: row.ticketNumber,
  serviceRequestTitle: row.title,
  serviceCategoryId: row.categoryId,
  category: row.category.categoryShortName,
  year: row.year,
  serviceRequestStatus: row.status,
  statusRemark: row.statusRemark,
  isActive: row.isActive,
  createdOn: row.createdAt.toISOString(),
  updatedOn: row.updatedAt.toISOString(),
  requestedBy: toPerson(row.requester),
  duplicateOf: toLink(row.duplicateOf),
  duplicates: row.duplicates.map((link) => toLink(link)!),
  firstResponseAt: row.firstResponseAt?.toISOString() ?? null,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

export const toServiceRequest = (row: TRequestRow) => ({
  ...toRequestBase(row),
  serviceActions: row.actions.map(toServiceAction),
});

export const toServiceRequestItem = (row: TRequestItemRow) => ({
  ...toRequestBase(row),
  actionCount: row._count.actions,
  lastActionOn: row.actions[0]?.createdAt.toISOString() ?? null,
});

export type TServiceRequestReply = ReturnType<typeof toServiceRequest>;
export type TServiceRequestItem = ReturnType<typeof toServiceRequestItem>;
export type TServiceActionReply = ReturnType<typeof toServiceAction>;
