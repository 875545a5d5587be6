// Keyset paging of the admin lists (newest first by a time, then by id) with the helpdesk's opaque
// cursor (lib/service-requests/paging.ts): a time and an id, so that rows edited or deleted since
// the last page neither repeat nor hide the rows after it.
import { decodeCursor, encodeCursor } from "../service-requests/paging";
import { LEGACY_ADMIN_LIST } from "./admin-list";

/** Where the next page starts: the last row shown's time and id (400 on query.cursor when not a cursor). */
export const cursorPosition = (cursor: string | undefined) => {
  if (!cursor) return null;
  const { updatedAt, id } = decodeCursor(cursor);
  return { at: updatedAt, id };
};

/** `take` kept to 1..LEGACY_ADMIN_LIST; one more row than that is read, to know whether more follow. */
export const pageTake = (take: number) => Math.min(Math.max(1, Math.floor(take)), LEGACY_ADMIN_LIST);

/** The first `take` rows and the cursor of the rows after them (null when none follow). */
export const keysetPage = <TRow extends { id: number }>(rows: TRow[], take: number, timeOf: (row: TRow) => Date) => {
  const page = rows.slice(0, take);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > take && last ? encodeCursor({ updatedAt: timeOf(last), id: last.id }) : null };
};
