// A whole number from a query string (page, pageSize): the fallback when absent or empty, digits
// converted, anything else refused with the reason; between 1 and `max`.
import { z } from "zod";

export const zQueryWholeNumber = (fallback: number, max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === ""
        ? fallback
        : typeof value === "string" && /^\d{1,7}$/.test(value)
          ? Number(value)
          : value,
    z
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be 1 or more")
      .max(max, `must be at most ${max}`),
  );
