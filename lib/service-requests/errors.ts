// The errors of the helpdesk endpoints, with their exact messages (docs/api/service-requests.md).
import { AppError, fieldError } from "../http/errors";

export const NOT_OPEN_MESSAGE = "This request is not open: replies are closed.";
export const CATEGORY_EXISTS_MESSAGE = "Category Name Already Exists";

/** Unknown, or not visible to the caller: the same answer, so a request's existence never leaks. */
export const requestNotFound = () => new AppError("NOT_FOUND", "Service request not found");

export const requestNotOpen = () => new AppError("CONFLICT", NOT_OPEN_MESSAGE);

export const unknownCategory = (field = "serviceCategoryId") => fieldError("BAD_REQUEST", field, "no such service category");

export const categoryNotFound = () => new AppError("NOT_FOUND", "Service category not found");

export const notCategoryAdmin = () => new AppError("FORBIDDEN", "Only an admin of this category (or Admin) may do this");

export const categoryExists = () =>
  new AppError("CONFLICT", CATEGORY_EXISTS_MESSAGE, {
    fields: [{ field: "categoryShortName", message: CATEGORY_EXISTS_MESSAGE }],
  });

export const changedMeanwhile = () =>
  new AppError("CONFLICT", "This request was changed by someone else meanwhile. Reload it and try again.");

export { fieldError };
