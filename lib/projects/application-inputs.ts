// Input schemas of the application calls (docs/api/projects.md). Errors name the field.
import { z } from "zod";
import { zBody } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { zMultilineText, zOptionalMultilineText, zText } from "../validation/text";
import { APPLICATION_STATES } from "./application-states";
import { parseQuantity } from "./element-values";
import { ZBoolean, ZYear } from "./pack-inputs";

export const TITLE_MAX = 200;
export const COST_DESCRIPTION_MAX = 300;
export const VENDOR_NAME_MAX = 200;
export const MAX_ANSWERS_PER_SAVE = 500;
export const MAX_COSTS_PER_SAVE = 200;
const MAX_PAISE = Number.MAX_SAFE_INTEGER;

export const ZCreateApplication = zBody({ packId: ZId, title: zText({ max: TITLE_MAX }) });
export const ZUpdateApplication = zBody({ id: ZId, title: zText({ max: TITLE_MAX }) });

/** A quantity with at most 2 decimals, as exact hundredths (2.5 -> 250; "1,000" -> 100000). */
const ZQuantity = z.union([z.number(), z.string()], { error: "must be a number" }).transform((value, ctx) => {
  const parsed = parseQuantity(typeof value === "number" ? String(value) : value);
  if (parsed.ok) return parsed.hundredths;
  ctx.addIssue({ code: "custom", message: parsed.message });
  return z.NEVER;
});

const ZPaise = z
  .number({ error: "must be a whole number of paise" })
  .int("must be a whole number of paise")
  .min(0, "must not be negative")
  .max(MAX_PAISE, "is too large");

/** A cost line's key, made by the page (a UUID): a retried save updates the line it created. Also the page's saveKey. */
const ZCostKey = z.string({ error: "must be text" }).regex(/^[A-Za-z0-9-]{8,64}$/, "must be 8 to 64 letters, digits or dashes");

export const ZSaveStageAnswers = zBody({
  applicationStageId: ZId,
  answers: z
    .array(
      z.object({
        elementId: ZId,
        value: z.unknown(),
        revision: z
          .number({ error: "must be a number" })
          .int("must be a whole number")
          .min(1, "must be at least 1")
          .max(2_147_483_647),
      }),
      { error: "must be a list of answers" },
    )
    .max(MAX_ANSWERS_PER_SAVE, `must have at most ${MAX_ANSWERS_PER_SAVE} answers`)
    .default([]),
  costs: z
    .array(
      z.object({
        key: ZCostKey,
        elementId: ZId,
        description: zText({ max: COST_DESCRIPTION_MAX }),
        quantity: ZQuantity,
        unitCostPaise: ZPaise,
        position: z.number().int().min(0).max(10_000).default(0),
      }),
      { error: "must be a list of cost lines" },
    )
    .max(MAX_COSTS_PER_SAVE, `must have at most ${MAX_COSTS_PER_SAVE} lines`)
    .default([]),
  /** Keys of lines the member removed: deleted before `costs` are written (a key not stored is no error). */
  removedCosts: z
    .array(ZCostKey, { error: "must be a list of cost line keys" })
    .max(MAX_COSTS_PER_SAVE, `must have at most ${MAX_COSTS_PER_SAVE} keys`)
    .default([]),
  /** The stage's `revision` the page started from: a save over a newer one is refused (409). Optional (legacy clients). */
  stageRevision: z
    .number({ error: "must be the stage's revision as it was read" })
    .int("must be a whole number")
    .min(0, "must not be negative")
    .max(2_147_483_647)
    .optional(),
  /** The page's autosave key (one per page): the retry of its own save whose reply was lost is no conflict. */
  saveKey: ZCostKey.optional(),
});

export const ZStageRef = zBody({ applicationStageId: ZId });
/**
 * email…otp. The stage by `applicationStageId`, or as the legacy client names it, by the
 * application's number (`projectNo`, e.g. TPA-202526-0007: its stage open now). Without
 * `stageElementId` the stage's one unsigned signature of that signer. A legacy `otp` field (the
 * old client chose the code itself) is ignored: the server makes every code.
 */
export const ZSignatureMail = zBody({
  applicationStageId: ZId.optional(),
  projectNo: zText({ max: 40 }).optional(),
  stageElementId: ZId.optional(),
}).superRefine((body, ctx) => {
  if (body.applicationStageId === undefined && body.projectNo === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["applicationStageId"],
      message: "is required (or projectNo, the application's number)",
    });
});
export type TSignatureMailInput = z.infer<typeof ZSignatureMail>;

/**
 * update…otp. The legacy body is `(stageElementId, otp)`: without `applicationStageId` the stage
 * is the one whose live code for that signature the caller may enter (the newest).
 */
export const ZSignatureVerify = zBody({
  applicationStageId: ZId.optional(),
  stageElementId: ZId,
  otp: z
    .string({ error: "must be the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "must be the 6-digit code"),
});
export type TSignatureVerifyInput = z.infer<typeof ZSignatureVerify>;

export const ZTpDocumentBody = zBody({ applicationStageId: ZId, stageElementId: ZId });
export const ZVendorBody = zBody({
  applicationStageId: ZId,
  stageElementId: ZId,
  vendorName: zText({ max: VENDOR_NAME_MAX }),
  quotePaise: ZPaise,
});
export const ZVendorFilesBody = zBody({ pavid: ZId });
export const ZVendorRef = zBody({ pavid: ZId });
export const ZCostRef = zBody({ projectcostid: ZId });
export const ZFileRef = zBody({ sedid: ZId });

/** A paging number from a query string or JSON, with its default. */
export const ZPageNumber = (fallback: number, max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || value === "" ? fallback : typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value,
    z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .max(max, `must be at most ${max}`),
  );

/** ?startrecord=&takerecord=&state=&year= on the lists (legacy paging names). */
export const ZListQuery = z.object({
  startrecord: ZPageNumber(0, 1_000_000),
  takerecord: ZPageNumber(20, 100),
  state: z.enum(APPLICATION_STATES, { error: "must be an application state" }).optional(),
  year: ZYear.optional(),
});

export const ZNumberParams = z.object({ no: ZId });
export const ZUnitAreaParams = z.object({ a: ZId, b: ZId });

export const QUERY_TEXT_MAX = 4000;
/** createprojectquery's json: the application and the question. */
export const ZQueryRaise = zBody({ applicationId: ZId, query: zMultilineText({ max: QUERY_TEXT_MAX }) });
/** rplyprojectquery's json: the query and the table's answer. */
export const ZQueryReply = zBody({ queryId: ZId, reply: zMultilineText({ max: QUERY_TEXT_MAX }) });
/** updateprojectquery: the query to close; a remark is required when it was never answered. */
export const ZQueryClose = zBody({ queryId: ZId, remark: zOptionalMultilineText({ max: QUERY_TEXT_MAX }) });
export type TQueryClose = z.infer<typeof ZQueryClose>;
export const ZPageQuery = z.object({ startrecord: ZPageNumber(0, 1_000_000), takerecord: ZPageNumber(20, 100) });

const DECISION_REMARK_MAX = 2000;
/** A decision's body: the application and the reason (required where the step needs one). */
export const ZDecision = zBody({ applicationId: ZId, remark: zOptionalMultilineText({ max: DECISION_REMARK_MAX }) });
/** movetoclosedandwithdrawn: where the application goes. */
export const ZCloseOrWithdraw = zBody({
  applicationId: ZId,
  state: z.enum(["CLOSED", "WITHDRAWN"], { error: "must be CLOSED or WITHDRAWN" }),
  remark: zOptionalMultilineText({ max: DECISION_REMARK_MAX }),
});
/** awaittableprojectappliactionbyadmin: hold (default) or, for the admin, release. */
export const ZHold = zBody({
  applicationId: ZId,
  remark: zOptionalMultilineText({ max: DECISION_REMARK_MAX }),
  release: ZBoolean.optional(),
});

/** updatetpaprojectdetailsapproval: the elements the caller confirms. */
export const ZConfirmElements = zBody({
  applicationId: ZId,
  elementIds: z.array(ZId, { error: "must be a list of element ids" }).max(500, "must list at most 500 elements"),
});
