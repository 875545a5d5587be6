// Errors shared by the member endpoints.
import { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";

export const USER_NAME_TAKEN_MESSAGE = "User name already taken";

export const userNameTaken = (field = "userName") =>
  new AppError("CONFLICT", USER_NAME_TAKEN_MESSAGE, { fields: [{ field, message: USER_NAME_TAKEN_MESSAGE }] });

/** A unique index refused the insert (two sign-ups racing for one name). */
export const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export const memberNotFound = () => new AppError("NOT_FOUND", "User not found");
