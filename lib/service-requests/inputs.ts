// Input schemas of the helpdesk endpoints. Errors name the legacy field ("serviceRemark").
import { z } from "zod";
import { numberFromText } from "../validation/strict-number";
import { zBody } from "../members/member-fields";
import { zMultilineText, zSearchText, zText } from "../validation/text";
import { isServiceRequestStatus, SERVICE_REQUEST_STATUS, type TServiceRequestStatus } from "./status";
import { normaliseTicketNumber } from "./ticket-number";

export const TITLE_MAX = 200;
export const REMARK_MAX = 5000;
export const STATUS_REMARK_MAX = 2000;
export const CATEGORY_NAME_MAX = 60;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const missingOr = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required" : `must be ${what}`;

/** A row id as a number or numeric text (forms send text). */
export const ZId = z.preprocess(
  (value) => numberFromText(blankAsMissing(value)),
  z
    .number({ error: missingOr("a number") })
    .int("must be a whole number")
    .positive("must be a positive number")
    .max(2_147_483_647, "is too large"),
);

export const ZStatus = z.preprocess(
  (value) => numberFromText(blankAsMissing(value)),
  z
    .number({ error: missingOr("0, 1, 2 or 10") })
    .refine(isServiceRequestStatus, "must be 0, 1, 2 or 10")
    .transform((value) => value as TServiceRequestStatus),
);

/** Remarks keep their line breaks and tabs. */
const ZRemark = (max: number) => zMultilineText({ max });

/** The remark may come inside serviceActions[0] (legacy) or at the top level. */
const liftRemark = (value: unknown) => {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const body = value as { serviceRemark?: unknown; serviceActions?: unknown };
  const first = Array.isArray(body.serviceActions)
    ? (body.serviceActions[0] as { serviceRemark?: unknown } | undefined)
    : undefined;
  return { ...body, serviceRemark: body.serviceRemark ?? first?.serviceRemark };
};

export const ZCreateServiceRequest = z.preprocess(
  liftRemark,
  zBody({ serviceRequestTitle: zText({ max: TITLE_MAX }), serviceCategoryId: ZId, serviceRemark: ZRemark(REMARK_MAX) }),
);
export type TCreateServiceRequestInput = z.infer<typeof ZCreateServiceRequest>;

export const ZCreateServiceAction = zBody({ serviceRequestId: ZId, serviceRemark: ZRemark(REMARK_MAX) });
export type TCreateServiceActionInput = z.infer<typeof ZCreateServiceAction>;

export const ZSetStatus = zBody({
  serviceRequestId: ZId,
  serviceRequestStatus: ZStatus,
  statusRemark: ZRemark(STATUS_REMARK_MAX),
  duplicateOf: z.preprocess(blankAsMissing, z.string({ error: "must be a ticket number" }).trim().max(40).optional()),
  // The status the screen showed: a change made from a stale screen is refused (optional: legacy clients send none).
  fromStatus: z.preprocess(blankAsMissing, ZStatus.optional()),
  // With fromStatus 10: the original the screen showed, so a Duplicate re-pointed meanwhile is refused too.
  fromDuplicateOf: z.preprocess(
    blankAsMissing,
    z
      .string({ error: "must be a ticket number" })
      .max(40, "must be a ticket number such as SR-2026-000042")
      .transform((text, ctx) => {
        const ticket = normaliseTicketNumber(text);
        if (ticket) return ticket;
        ctx.addIssue({ code: "custom", message: "must be a ticket number such as SR-2026-000042" });
        return z.NEVER;
      })
      .optional(),
  ),
}).superRefine((value, ctx) => {
  if (value.serviceRequestStatus === SERVICE_REQUEST_STATUS.DUPLICATE && !value.duplicateOf)
    ctx.addIssue({
      code: "custom",
      path: ["duplicateOf"],
      message: "is required for status 10 (Duplicate): the original's ticket number",
    });
  if (value.fromDuplicateOf !== undefined && value.fromStatus !== SERVICE_REQUEST_STATUS.DUPLICATE)
    ctx.addIssue({
      code: "custom",
      path: ["fromDuplicateOf"],
      message: "goes only with fromStatus 10 (Duplicate)",
    });
});
export type TSetStatusInput = z.infer<typeof ZSetStatus>;

export const ZListQuery = z.object({
  view: z.preprocess(blankAsMissing, z.enum(["own", "admin"], { error: 'must be "own" or "admin"' }).optional()),
  status: z.preprocess(blankAsMissing, ZStatus.optional()),
  q: zSearchText(100),
  cursor: z.preprocess(blankAsMissing, z.string().max(100, "is not a valid cursor").optional()),
  take: z.preprocess(
    (value) => numberFromText(blankAsMissing(value)),
    z
      .number({ error: `must be a number 1-${MAX_PAGE_SIZE}` })
      .int(`must be a number 1-${MAX_PAGE_SIZE}`)
      .min(1, `must be 1-${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `must be 1-${MAX_PAGE_SIZE}`)
      .optional(),
  ),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** Any of these in the query string asks for the paged reply; none keeps the legacy full list. */
export const PAGING_KEYS = ["view", "status", "q", "cursor", "take"] as const;

export const wantsPage = (url: string) => {
  const { searchParams } = new URL(url);
  return PAGING_KEYS.some((key) => searchParams.has(key));
};

export const ZCategoryName = zBody({ categoryShortName: zText({ max: CATEGORY_NAME_MAX }) });
export const ZCategoryRef = zBody({ srCatId: ZId });
export const ZAddCategoryAdmin = zBody({ srmemId: ZId, srCatId: ZId });
export const ZRemoveCategoryAdmin = zBody({ memberid: ZId, serviceCategoryId: ZId });
export const ZCategoryIdParams = z.object({ categoryId: ZId });
export const ZIdOrTicketParams = z.object({ idOrTicket: z.string().max(40) });

/** Legacy forms send some values beside the `json` field, JSON clients inside it: one object of both. */
export const withFormFields = (json: unknown, fields: Record<string, string>): Record<string, unknown> => {
  const plain = Object.fromEntries(Object.entries(fields).filter(([key]) => key !== "json"));
  return { ...plain, ...(json && typeof json === "object" && !Array.isArray(json) ? json : {}) };
};
