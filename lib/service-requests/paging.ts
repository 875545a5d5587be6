// Keyset paging of request lists (updatedAt desc, id desc) and the title / ticket search; the SQL
// of both is in list-page-query.ts.
import { AppError } from "../http/errors";
import { escapeLike } from "../members/like-pattern";
import { normaliseTicketNumber } from "./ticket-number";

export type TCursor = { updatedAt: Date; id: number };

export const encodeCursor = (row: TCursor) => Buffer.from(`${row.updatedAt.getTime()}.${row.id}`).toString("base64url");

export const decodeCursor = (cursor: string): TCursor => {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  const id = match ? Number(match[2]) : 0;
  // Up to the end of year 9999: a time the database's timestamp can hold.
  if (!match || id < 1 || id > 2_147_483_647 || Number(match[1]) > 253_402_300_799_999)
    throw new AppError("BAD_REQUEST", "query.cursor: is not a valid cursor", {
      fields: [{ field: "query.cursor", message: "is not a valid cursor" }],
    });
  return { updatedAt: new Date(Number(match[1])), id };
};

/** A list search: a whole ticket number, or text in the title or ticket number. */
export type TListSearch = { ticketNumber: string } | { contains: string };

/**
 * Title or ticket number contains `q`, ignoring case; LIKE wildcards in `q` match only themselves
 * (`contains` is escaped). A whole ticket number is looked up by the unique index (a title scan
 * would find nothing more).
 */
export const parseSearch = (q: string | undefined): TListSearch | null => {
  const text = q?.trim();
  if (!text) return null;
  const ticketNumber = normaliseTicketNumber(text);
  return ticketNumber ? { ticketNumber } : { contains: escapeLike(text) };
};
