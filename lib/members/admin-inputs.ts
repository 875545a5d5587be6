// Input schemas of the secretariat's member calls (docs/api/auth.md). Errors name the field.
import { z } from "zod";
import { ROLES } from "../auth/roles";
import { zSearchText, zText } from "../validation/text";
import { zNumberOrDigits } from "../validation/strict-number";
import { ZOptionalFlag, ZUnitNo, zBody } from "./member-fields";
import { MEMBER_STATES } from "./search-members";

export const ZMemberId = zNumberOrDigits(
  z
    .number({ error: "must be a member id" })
    .int("must be a member id")
    .positive("must be a member id")
    .max(2_147_483_647, "must be a member id"),
);

const ZOptionalNo = ZUnitNo.transform((value) => value ?? undefined);

/** A table or circle number as the secretariat writes it: 12, or "RT12" for a table, "LC3" for a circle. */
const zOptionalUnitRef = (prefix: "RT" | "LC") =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(new RegExp(`^${prefix}\\s*(?=\\d)`, "i"), "") : value),
    ZUnitNo.transform((value) => value ?? undefined),
  );

export const ZPaging = {
  page: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .max(100_000, "must be at most 1,00,000")
    .default(1),
  pageSize: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .max(100, "must be at most 100")
    .default(25),
};

export const ZMemberSearch = z.object({
  q: zSearchText(100),
  tableNo: zOptionalUnitRef("RT"),
  circleNo: zOptionalUnitRef("LC"),
  areaNo: ZOptionalNo,
  role: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(ROLES, { error: `must be one of: ${ROLES.join(", ")}` }).optional(),
  ),
  state: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(MEMBER_STATES, { error: `must be one of: ${MEMBER_STATES.join(", ")}` }).default("all"),
  ),
  bothUnits: ZOptionalFlag,
  ...ZPaging,
  // Rows to skip, instead of the page's: a list that loads more after decisions removed rows
  // asks for the rows after those it still shows.
  offset: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(2_147_483_647, "is too large")
    .optional(),
});

export const ZPage = z.object(ZPaging);

export const ZMemberIdBody = zBody({ memberId: ZMemberId });

/**
 * The age proof the secretariat was shown (its stored name, as the list gave it), so that a
 * decision never falls on a document uploaded after the list was loaded. Optional: the legacy
 * clients sent `memberId` alone, and then the decision is on the current document.
 */
const ZShownAgeProof = z
  .string({ error: "must be the stored file name" })
  .min(1, "must be the stored file name")
  .max(255, "must be at most 255 characters")
  .optional();

export const ZAgeProofDecision = zBody({ memberId: ZMemberId, ageProofFileName: ZShownAgeProof });

export const ZDeleteAgeProof = zBody({
  memberId: ZMemberId,
  reason: zText({ min: 3, max: 500 }),
  ageProofFileName: ZShownAgeProof,
});
