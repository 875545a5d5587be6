// Errors shared by the member endpoints.
import { AppError } from "../http/errors";

export const USER_NAME_TAKEN_MESSAGE = "User name already taken";

export const userNameTaken = (field = "userName") =>
  new AppError("CONFLICT", USER_NAME_TAKEN_MESSAGE, { fields: [{ field, message: USER_NAME_TAKEN_MESSAGE }] });

export const memberNotFound = () => new AppError("NOT_FOUND", "User not found");
