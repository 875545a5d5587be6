// Money in the grant process: amounts arrive as rupees (a number, or text as typed: "6,00,000",
// "₹ 600000.50"), are kept as whole paise (BigInt columns), and are answered both ways.
import { z } from "zod";
import { EARLIEST_DATE, EARLIEST_DATE_SHOWN, isIsoDate } from "./element-kinds";
import { formatPaise, parseRupees } from "./element-values";

/** Rupees in a request body, as whole paise, of at least `least` paise. */
const zRupeesFrom = (least: 0 | 1) =>
  z
    .union([z.number({ error: "must be an amount in rupees" }), z.string({ error: "must be an amount in rupees" })], {
      error: "must be an amount in rupees",
    })
    .transform((value, ctx) => {
      const parsed = parseRupees(typeof value === "number" ? String(value) : value);
      if (!parsed.ok) {
        ctx.addIssue({ code: "custom", message: parsed.message });
        return z.NEVER;
      }
      if (parsed.paise < least) {
        ctx.addIssue({ code: "custom", message: "must be more than zero" });
        return z.NEVER;
      }
      return parsed.paise;
    });

/** Rupees in a request body, as whole paise; more than zero. */
export const ZRupees = zRupeesFrom(1);
/** Rupees as ZRupees, or zero: the payment that completes a project whose earlier payments left nothing to pay. */
export const ZRupeesOrZero = zRupeesFrom(0);

/** A calendar date written YYYY-MM-DD (payments, instalments, report ranges), not before 1950 (SPEC.md's date pickers). */
export const ZIsoDate = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .refine(isIsoDate, { error: "must be a date written YYYY-MM-DD", abort: true })
  .refine((date) => date >= EARLIEST_DATE, { error: `must be on or after ${EARLIEST_DATE_SHOWN}` });

/** An amount in a reply: exact paise, and as the screens show it ("₹6,00,000"). */
export const moneyOf = (paise: bigint | number) => {
  const value = Number(paise);
  return { paise: value, text: formatPaise(value) };
};
