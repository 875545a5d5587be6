// The idempotency key a public pledge form sends (lib/content/pledge-replay.ts). Apart, and free of
// server modules, because the forms validate with the same schemas in the browser.
import { z } from "zod";

/** Optional (legacy clients send none): a random UUID or any 16-64 letters, digits and dashes. */
export const ZIdempotencyKey = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z
    .string({ error: "must be text" })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, "must be 16 to 64 letters, digits, dashes or underscores")
    .optional(),
);
