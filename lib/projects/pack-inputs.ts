// Input schemas of the pack builder's calls (docs/api/projects.md). Errors name the field.
import { z } from "zod";
import { zBody } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { isYearNumber } from "../content/year";
import { zOptionalMultilineText, zText } from "../validation/text";
import { NATIONAL_REVIEW_ROLES } from "./application-states";
import { ELEMENT_KINDS } from "./element-kinds";

export const PACK_NAME_MAX = 120;
export const PACK_DESCRIPTION_MAX = 2000;
export const STAGE_NAME_MAX = 120;
export const ELEMENT_LABEL_MAX = 300;
export const ELEMENT_HELP_MAX = 2000;
export const MAX_POSITION = 10_000;

export const PACK_KINDS = ["TABLE", "CIRCLE", "BOTH"] as const;
export const STAGE_FILLERS = ["TABLE", "AREA_CHAIRMAN", "NATIONAL", "TRUST"] as const;

/** An optional row id: missing, null, "" and 0 all mean none (a new row). */
export const ZOptionalId = z.preprocess(
  (value) => (value === null || value === "" || value === 0 ? undefined : value),
  ZId.optional(),
);

export const ZBoolean = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: "must be true or false" }),
);

export const ZYear = z.preprocess(
  (value) => (typeof value === "string" && /^\s*\d{6}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: "must be a year such as 202324" }).refine(isYearNumber, "must be a year such as 202324 (2023-24)"),
);

const ZPosition = z.preprocess(
  (value) => (value === null || value === "" ? undefined : value),
  z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be 0 or more").max(MAX_POSITION).optional(),
);

export const ZSavePack = zBody({
  id: ZOptionalId,
  name: zText({ max: PACK_NAME_MAX }),
  year: ZYear,
  description: zOptionalMultilineText({ max: PACK_DESCRIPTION_MAX }).transform((value) => value ?? ""),
  kind: z.enum(PACK_KINDS, { error: "must be TABLE, CIRCLE or BOTH" }),
  isActive: ZBoolean.optional(),
  /** The pack's updatedAt as the client last read it: a save over a newer version is refused (409). */
  updatedAt: z.iso.datetime({ error: "must be the pack's updatedAt as it was read" }).nullish(),
});
export type TSavePack = z.infer<typeof ZSavePack>;

export const ZSaveStage = zBody({
  id: ZOptionalId,
  packId: ZId,
  name: zText({ max: STAGE_NAME_MAX }),
  filledBy: z.enum(STAGE_FILLERS, { error: "must be TABLE, AREA_CHAIRMAN, NATIONAL or TRUST" }),
  position: ZPosition,
});
export type TSaveStage = z.infer<typeof ZSaveStage>;

export const ZSaveElement = zBody({
  id: ZOptionalId,
  stageId: ZId,
  parentId: ZOptionalId,
  kind: z.enum(ELEMENT_KINDS, { error: `must be one of ${ELEMENT_KINDS.join(", ")}` }),
  label: zText({ max: ELEMENT_LABEL_MAX }),
  helpText: zOptionalMultilineText({ max: ELEMENT_HELP_MAX }).transform((value) => value ?? ""),
  required: ZBoolean.optional().default(false),
  position: ZPosition,
  config: z.preprocess((value) => value ?? {}, z.record(z.string(), z.unknown(), { error: "must be an object" })),
});
export type TSaveElement = z.infer<typeof ZSaveElement>;

/**
 * POST saveapprovalelementsmapping: for each approving role, the elements it must confirm. Only the
 * national review roles confirm elements and are checked before recommending to the trust
 * (lib/projects/approvals.ts), so a mapping for any other role would be saved and never used.
 */
export const ZSaveApprovalMappings = zBody({
  pid: ZId,
  mappings: z
    .array(
      z.object({
        role: z.enum(NATIONAL_REVIEW_ROLES, {
          error: `must be a role that confirms elements: ${NATIONAL_REVIEW_ROLES.join(", ")}`,
        }),
        elementIds: z.array(ZId).max(500, "must list at most 500 elements"),
      }),
      { error: "must be a list of {role, elementIds}" },
    )
    .max(NATIONAL_REVIEW_ROLES.length, "must have at most one entry per role")
    .refine((list) => new Set(list.map((entry) => entry.role)).size === list.length, "must name each role once"),
});

export const ZIdParams = z.object({ id: ZId });
export const ZPairParams = z.object({ a: ZId, b: ZId });

/** duplicatepack/{a}/{b}: copy pack a as a new pack for year b. */
export const ZDuplicateParams = z.object({ a: ZId, b: ZYear });
