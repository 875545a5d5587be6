// POST /api/servicerequest/createservicerequestremark: a category admin or Admin sets the status
// with a remark. The change and its action row go in one transaction; Duplicate (10) links the
// request to its original in the same category (never to a Duplicate, nor while others are Duplicates of it).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { changedMeanwhile, fieldError, notCategoryAdmin } from "./errors";
import { getServiceRequestOrThrow, managesCategory } from "./get-service-request";
import type { TSetStatusInput } from "./inputs";
import { notifyServiceRequestEvent } from "./notify";
import { SERVICE_REQUEST_SELECT, toServiceRequest } from "./shapes";
import { isRepeatedStatus, nextResolvedAt, SERVICE_REQUEST_STATUS, statusLabel } from "./status";
import { normaliseTicketNumber } from "./ticket-number";
import { WRITE_TRANSACTION } from "../db/write-transaction";

type TOriginal = { id: number; ticketNumber: string };

/**
 * Locks the requests' rows in id order (two markings of the same pair never deadlock), until the
 * transaction ends: a marking that waited here then sees what the other one committed.
 */
const lockRequests = async (tx: Prisma.TransactionClient, ids: readonly number[]) => {
  for (const id of [...new Set(ids)].sort((a, b) => a - b))
    await tx.$queryRaw`SELECT "id" FROM "ServiceRequest" WHERE "id" = ${id} FOR UPDATE`;
};

const findOriginal = async (options: { ticket: string; requestId: number; categoryId: number }): Promise<TOriginal> => {
  const ticketNumber = normaliseTicketNumber(options.ticket);
  if (!ticketNumber) throw fieldError("BAD_REQUEST", "duplicateOf", "must be a ticket number such as SR-2026-000042");
  const prisma = await getDb();
  const original = await prisma.serviceRequest.findFirst({
    where: { ticketNumber, categoryId: options.categoryId, id: { not: options.requestId } },
    select: { id: true, ticketNumber: true, status: true, duplicateOf: { select: { ticketNumber: true } } },
  });
  if (!original) throw fieldError("BAD_REQUEST", "duplicateOf", `${ticketNumber} is not another request in this category`);
  if (original.status === SERVICE_REQUEST_STATUS.DUPLICATE) {
    const target = original.duplicateOf ? `: give ${original.duplicateOf.ticketNumber} instead` : "";
    throw fieldError("BAD_REQUEST", "duplicateOf", `${ticketNumber} is itself marked Duplicate${target}`);
  }
  return { id: original.id, ticketNumber: original.ticketNumber };
};

const LISTED_DUPLICATES = 5;

/**
 * A request that others are Duplicates of cannot become a Duplicate itself: they would point to a
 * request that points on (a chain). Read under the request's lock, so a marking of another request
 * as its duplicate, which locks it too, is either seen here or waits and then finds it a Duplicate.
 */
const refuseIfHasDuplicates = async (
  tx: Prisma.TransactionClient,
  request: { id: number; ticketNumber: string },
  original: TOriginal,
) => {
  const duplicates = await tx.serviceRequest.findMany({
    where: { duplicateOfId: request.id },
    select: { ticketNumber: true },
    orderBy: { id: "asc" },
    take: LISTED_DUPLICATES + 1,
  });
  if (duplicates.length === 0) return;
  const tickets = duplicates.slice(0, LISTED_DUPLICATES).map((row) => row.ticketNumber);
  const listed = duplicates.length > LISTED_DUPLICATES ? `${tickets.join(", ")} and more` : tickets.join(", ");
  throw fieldError(
    "BAD_REQUEST",
    "duplicateOf",
    `${request.ticketNumber} has duplicates of its own (${listed}): mark them Duplicate of ${original.ticketNumber} first`,
  );
};

export const setServiceRequestStatus = async (options: { session: TSession; input: TSetStatusInput }) => {
  const { session, input } = options;
  const request = await getServiceRequestOrThrow({
    session,
    key: { id: input.serviceRequestId },
    select: {
      id: true,
      ticketNumber: true,
      year: true,
      status: true,
      requesterId: true,
      categoryId: true,
      duplicateOfId: true,
      duplicateOf: { select: { ticketNumber: true } },
      resolvedAt: true,
    },
  });
  if (!(await managesCategory({ session, categoryId: request.categoryId }))) throw notCategoryAdmin();
  const to = input.serviceRequestStatus;
  const original =
    to === SERVICE_REQUEST_STATUS.DUPLICATE
      ? await findOriginal({ ticket: input.duplicateOf ?? "", requestId: request.id, categoryId: request.categoryId })
      : null;
  if (
    isRepeatedStatus({ from: request.status, to, duplicateOfId: request.duplicateOfId, newDuplicateOfId: original?.id ?? null })
  )
    throw new AppError("CONFLICT", `This request is already ${statusLabel(to)}.`);
  // Someone changed it since the caller's screen was drawn: an allowed move (Resolved -> Closed) from
  // a status they never saw would overwrite the other's remark and mail everyone again.
  if (input.fromStatus !== undefined && input.fromStatus !== request.status) throw changedMeanwhile();
  // Likewise a Duplicate re-pointed to another original since the screen showed "Duplicate of" this one.
  if (input.fromDuplicateOf !== undefined && input.fromDuplicateOf !== request.duplicateOf?.ticketNumber)
    throw changedMeanwhile();
  // The thread itself points the requester to the original.
  const remark = original ? `Marked as a duplicate of ${original.ticketNumber}. ${input.statusRemark}` : input.statusRemark;

  const prisma = await getDb();
  const actionId = await prisma.$transaction(async (tx) => {
    // The request and its original both: two requests marked Duplicate of each other at once would
    // otherwise each find the other still an original (neither has committed), and point in a cycle.
    await lockRequests(tx, original ? [request.id, original.id] : [request.id]);
    const now = new Date();
    // Only if nobody changed the status or the duplicate link meanwhile (since the caller's screen,
    // checked above against our read, or since that read): resolvedAt is derived from the status we read.
    const changed = await tx.serviceRequest.updateMany({
      where: { id: request.id, status: input.fromStatus ?? request.status, duplicateOfId: request.duplicateOfId },
      data: {
        status: to,
        statusRemark: input.statusRemark,
        duplicateOfId: original?.id ?? null,
        resolvedAt: nextResolvedAt({ from: request.status, to, resolvedAt: request.resolvedAt, now }),
        updatedAt: now,
      },
    });
    if (changed.count === 0) throw changedMeanwhile();
    if (original) {
      const stillOriginal = await tx.serviceRequest.count({
        where: { id: original.id, status: { not: SERVICE_REQUEST_STATUS.DUPLICATE } },
      });
      if (stillOriginal === 0) throw changedMeanwhile();
      // After that check: in a cycle race (this request's original just marked Duplicate of it), the
      // answer is "changed meanwhile", not an instruction to mark the original Duplicate of itself.
      await refuseIfHasDuplicates(tx, request, original);
    }
    if (session.memberId !== request.requesterId)
      await tx.serviceRequest.updateMany({
        where: { id: request.id, firstResponseAt: null },
        data: { firstResponseAt: now, updatedAt: now },
      });
    const action = await tx.serviceAction.create({
      data: { serviceRequestId: request.id, year: request.year, remark, status: to, authorId: session.memberId, createdAt: now },
      select: { id: true },
    });
    return action.id;
  }, WRITE_TRANSACTION);
  notifyServiceRequestEvent({ kind: "status", requestId: request.id, actionId, authorId: session.memberId });
  return toServiceRequest(
    await prisma.serviceRequest.findUniqueOrThrow({ where: { id: request.id }, select: SERVICE_REQUEST_SELECT }),
  );
};
