// GET /api/servicerequest/getservicerequest/{idOrTicket}, and the look-up every write starts with:
// a request the caller may not see is "not found", whether or not it exists.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { requestNotFound } from "./errors";
import { SERVICE_REQUEST_SELECT, toServiceRequest } from "./shapes";
import { acceptsReplies } from "./status";
import { normaliseTicketNumber } from "./ticket-number";
import { actsOnAllRequests, visibleRequestsWhere } from "./visibility";

export type TRequestKey = { id: number } | { ticketNumber: string };

/** "42" -> id 42; "sr-2026-000042" -> that ticket; anything else -> null. */
export const parseRequestKey = (text: string): TRequestKey | null => {
  const trimmed = text.trim();
  if (/^\d{1,10}$/.test(trimmed)) return Number(trimmed) <= 2_147_483_647 ? { id: Number(trimmed) } : null;
  const ticketNumber = normaliseTicketNumber(trimmed);
  return ticketNumber ? { ticketNumber } : null;
};

export const getServiceRequestOrThrow = async <TSelect extends Prisma.ServiceRequestSelect>(options: {
  session: TSession;
  key: TRequestKey;
  select: TSelect;
}) => {
  const prisma = await getDb();
  const row = await prisma.serviceRequest.findFirst({
    where: { AND: [options.key, visibleRequestsWhere(options.session)] },
    select: options.select,
  });
  if (!row) throw requestNotFound();
  return row as unknown as Prisma.ServiceRequestGetPayload<{ select: TSelect }>;
};

/** Admin, or an admin of the category: may change the status of its requests. */
export const managesCategory = async (options: { session: TSession; categoryId: number }) => {
  if (actsOnAllRequests(options.session)) return true;
  const prisma = await getDb();
  const row = await prisma.categoryAdmin.findUnique({
    where: { memberId_serviceCategoryId: { memberId: options.session.memberId, serviceCategoryId: options.categoryId } },
    select: { memberId: true },
  });
  return row !== null;
};

export const getServiceRequest = async (options: { session: TSession; idOrTicket: string }) => {
  const key = parseRequestKey(options.idOrTicket);
  if (!key) throw requestNotFound();
  const row = await getServiceRequestOrThrow({ session: options.session, key, select: SERVICE_REQUEST_SELECT });
  const canChangeStatus = await managesCategory({ session: options.session, categoryId: row.categoryId });
  return {
    serviceRequest: toServiceRequest(row),
    permissions: { canReply: acceptsReplies(row.status), canChangeStatus },
  };
};
