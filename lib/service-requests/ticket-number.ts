// Ticket numbers SR-<year>-<6 digits> from a per-year counter (TicketSequence).
import type { Prisma } from "../db/generated/client";

const TICKET_PATTERN = /^SR-(\d{4})-(\d{6,})$/;

export const formatTicketNumber = (year: number, value: number) => `SR-${year}-${String(value).padStart(6, "0")}`;

/** Upper-cased and trimmed ticket number, or null when the text is not one. */
export const normaliseTicketNumber = (text: string): string | null => {
  const ticket = text.trim().toUpperCase();
  return TICKET_PATTERN.test(ticket) ? ticket : null;
};

/** The calendar year of tickets, in UTC (docs/decisions.md). */
export const ticketYear = (now: Date) => now.getUTCFullYear();

/**
 * Takes the next number of `year` inside the caller's transaction. The upsert locks the year's
 * row until that transaction ends, so concurrent requests get distinct numbers; a rolled-back
 * transaction gives its number back.
 */
export const allocateTicketNumber = async (tx: Prisma.TransactionClient, year: number): Promise<string> => {
  const rows = await tx.$queryRaw<{ lastValue: number }[]>`
    INSERT INTO "TicketSequence" ("year", "lastValue") VALUES (${year}, 1)
    ON CONFLICT ("year") DO UPDATE SET "lastValue" = "TicketSequence"."lastValue" + 1
    RETURNING "lastValue"`;
  const value = rows[0]?.lastValue;
  if (typeof value !== "number") throw new Error("ticket sequence returned no value");
  return formatTicketNumber(year, value);
};
