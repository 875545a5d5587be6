// What a refused write means, from Prisma's error codes, for every module that maps them to answers.
import { Prisma } from "./generated/client";

/** A unique index refused the write (e.g. two requests racing for one name). */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/** A foreign key refused the write; with `constraint`, only that one (e.g. "ServiceRequest_categoryId_fkey"). */
export const isForeignKeyViolation = (error: unknown, constraint?: string) => {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2003") return false;
  return !constraint || JSON.stringify(error.meta ?? {}).includes(constraint) || error.message.includes(constraint);
};

/**
 * The row a delete or update named by its key is gone (e.g. deleted by another request since it
 * was read). Map it only around that one call: elsewhere P2025 may mean another record.
 */
export const isRecordNotFound = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025";

/**
 * Postgres ended the transaction because it conflicted with another (a deadlock, 40P01, or a
 * serialization failure, 40001): it was rolled back whole, so trying again is safe. A model call
 * reports it as P2034; a raw query as P2010 carrying the pg adapter's "TransactionWriteConflict".
 */
export const isWriteConflict = (error: unknown) => {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2034") return true;
  const cause = (error.meta?.driverAdapterError as { cause?: { kind?: unknown } } | undefined)?.cause;
  return error.code === "P2010" && cause?.kind === "TransactionWriteConflict";
};

/**
 * A CHECK constraint refused the write (Postgres 23514); with `constraint`, only that one (e.g.
 * "Member_one_unit"). Prisma reports it as P2039 from a model call, P2010 from a raw query, both
 * carrying the driver adapter's error with the Postgres code and message.
 */
export const isCheckViolation = (error: unknown, constraint?: string) => {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const cause = (error.meta?.driverAdapterError as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (cause?.code !== "23514") return false;
  return !constraint || (typeof cause.message === "string" && cause.message.includes(`"${constraint}"`));
};
