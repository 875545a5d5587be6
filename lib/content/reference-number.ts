// Reference numbers of donations and LMF applications: FCRA-202425-000001, LMF-202425-000001,
// from a counter per prefix and financial year (ContentSequence).
import type { Prisma } from "../db/generated/client";

export type TReferencePrefix = "FCRA" | "LMF";

export const formatReferenceNo = (prefix: TReferencePrefix, financialYear: number, value: number) =>
  `${prefix}-${financialYear}-${String(value).padStart(6, "0")}`;

/** Takes the next number inside the caller's transaction; the upsert locks the counter row until it ends. */
export const allocateReferenceNo = async (
  tx: Prisma.TransactionClient,
  prefix: TReferencePrefix,
  financialYear: number,
): Promise<string> => {
  const rows = await tx.$queryRaw<{ lastValue: number }[]>`
    INSERT INTO "ContentSequence" ("prefix", "financialYear", "lastValue") VALUES (${prefix}, ${financialYear}, 1)
    ON CONFLICT ("prefix", "financialYear") DO UPDATE SET "lastValue" = "ContentSequence"."lastValue" + 1
    RETURNING "lastValue"`;
  const value = rows[0]?.lastValue;
  if (typeof value !== "number") throw new Error("reference sequence returned no value");
  return formatReferenceNo(prefix, financialYear, value);
};
