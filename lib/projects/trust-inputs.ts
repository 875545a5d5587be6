// Request bodies of the trust's calls: circulation, the trustees' votes, the trust's decision,
// the grant approval with its instalments, and the sanction.
import { z } from "zod";
import { zBody, ZOptionalFlag } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { zOptionalMultilineText, zOptionalText, zText } from "../validation/text";
import { ZIsoDate, ZRupees } from "./money";

export const TRUST_REMARK_MAX = 2000;
export const MAX_INSTALMENTS = 12;

const remark = zOptionalMultilineText({ max: TRUST_REMARK_MAX });

/** A step on an application with an optional remark (required where the step needs one: 400 naming remark). */
export const ZTrustStep = zBody({ applicationId: ZId, remark });
export type TTrustStep = z.infer<typeof ZTrustStep>;

/** An application only (sendgrantsanction). */
export const ZApplicationOnly = zBody({ applicationId: ZId });

/**
 * approvegrantapproval: the application, and optionally the draft's updatedAt as the caller read it:
 * a draft replaced since is not approved (409). Left out, the draft as it stands is approved.
 */
export const ZApproveGrant = zBody({
  applicationId: ZId,
  updatedAt: z.iso.datetime({ error: "must be the grant approval's updatedAt as it was read" }).nullish(),
});

/** A trustee's vote: vote "APPROVE" | "OBJECT", or the legacy isApproved flag; an objection needs its remark. */
export const ZTrusteeVote = zBody({
  applicationId: ZId,
  vote: z.enum(["APPROVE", "OBJECT"], { error: 'must be "APPROVE" or "OBJECT"' }).optional(),
  isApproved: ZOptionalFlag,
  remark,
}).transform((body, ctx) => {
  const vote = body.vote ?? (body.isApproved === undefined ? undefined : body.isApproved ? "APPROVE" : "OBJECT");
  if (!vote) {
    ctx.addIssue({ code: "custom", path: ["vote"], message: 'is required: "APPROVE" or "OBJECT"' });
    return z.NEVER;
  }
  if (body.vote && body.isApproved !== undefined && (body.isApproved ? "APPROVE" : "OBJECT") !== body.vote) {
    ctx.addIssue({ code: "custom", path: ["vote"], message: "does not agree with isApproved" });
    return z.NEVER;
  }
  if (vote === "OBJECT" && !body.remark) {
    ctx.addIssue({ code: "custom", path: ["remark"], message: "say why you object" });
    return z.NEVER;
  }
  return { applicationId: body.applicationId, vote, remark: body.remark };
});
export type TTrusteeVoteInput = z.infer<typeof ZTrusteeVote>;

/** approvefinalrecommendation: approve (default) when the rule holds, or reject with the reason. */
export const ZTrustDecision = zBody({ applicationId: ZId, approve: ZOptionalFlag, remark }).transform((body) => ({
  applicationId: body.applicationId,
  approve: body.approve ?? true,
  remark: body.remark,
}));
export type TTrustDecisionInput = z.infer<typeof ZTrustDecision>;

const ZInstalment = z.object(
  {
    label: zText({ max: 120 }),
    amount: ZRupees,
    dueOn: z.preprocess((value) => (value === "" || value === null ? undefined : value), ZIsoDate.optional()),
  },
  { error: "must be an instalment: label, amount, dueOn" },
);

/** creategrantapproval: the sanction in rupees, the donor, the conditions, and 1 to 12 instalments that add up to it. */
export const ZGrantApproval = zBody({
  applicationId: ZId,
  sanctionedAmount: ZRupees,
  donorName: zOptionalText({ max: 200 }),
  conditions: zOptionalMultilineText({ max: 4000 }),
  instalments: z
    .array(ZInstalment, { error: "must be a list of instalments" })
    .min(1, "add at least one instalment")
    .max(MAX_INSTALMENTS, `at most ${MAX_INSTALMENTS} instalments`),
});
export type TGrantApprovalInput = z.infer<typeof ZGrantApproval>;
