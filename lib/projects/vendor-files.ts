// A vendor's quotation files: how many one vendor keeps (their types: VENDOR_FILE_TYPES in element-kinds.ts) (createVendor, addVendorFiles).
import { fieldError } from "../http/errors";
import { VENDOR_FILE_FIELD } from "./application-files";

/** Quotation files one vendor keeps, over all the calls that add them. */
export const MAX_FILES_PER_VENDOR = 10;

/** 400 on the files field when a vendor holding `existing` quotation files would pass the limit with `adding` more. */
export const checkVendorFileCount = (existing: number, adding: number) => {
  if (existing + adding <= MAX_FILES_PER_VENDOR) return;
  throw fieldError(
    "BAD_REQUEST",
    VENDOR_FILE_FIELD,
    `a vendor takes at most ${MAX_FILES_PER_VENDOR} quotation files` + (existing > 0 ? ` (${existing} already there)` : ""),
  );
};
