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
