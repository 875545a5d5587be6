// Keyset paging of request lists (updatedAt desc, id desc) and the title / ticket search.
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { escapeLike } from "../members/like-pattern";
import { normaliseTicketNumber } from "./ticket-number";

type TCursor = { updatedAt: Date; id: number };

export const encodeCursor = (row: TCursor) => Buffer.from(`${row.updatedAt.getTime()}.${row.id}`).toString("base64url");

export const decodeCursor = (cursor: string): TCursor => {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const id = match ? Number(match[2]) : 0;
  if (!match || id < 1 || id > 2_147_483_647)
    throw new AppError("BAD_REQUEST", "query.cursor: is not a valid cursor", {
      fields: [{ field: "query.cursor", message: "is not a valid cursor" }],
    });
  return { updatedAt: new Date(Number(match[1])), id };
};

/** Rows after the cursor. The plain `lte` bound lets the index range start at the cursor. */
export const afterCursorWhere = (cursor: string | undefined): Prisma.ServiceRequestWhereInput => {
  if (!cursor) return {};
  const { updatedAt, id } = decodeCursor(cursor);
  return { updatedAt: { lte: updatedAt }, OR: [{ updatedAt: { lt: updatedAt } }, { id: { lt: id } }] };
};

/**
 * Title or ticket number contains `q`, ignoring case; LIKE wildcards in `q` match only themselves.
 * A whole ticket number is looked up by the unique index (a title scan would find nothing more).
 */
export const searchWhere = (q: string | undefined): Prisma.ServiceRequestWhereInput => {
  const text = q?.trim();
  if (!text) return {};
  const ticketNumber = normaliseTicketNumber(text);
  if (ticketNumber) return { ticketNumber };
  const contains = { contains: escapeLike(text), mode: "insensitive" } as const;
  return { OR: [{ title: contains }, { ticketNumber: contains }] };
};
