// Request bodies of the stage approvals (approvestage, approveinaugurationstage,
// updatetableprojectapplicationstageforapproval) and of the grant reports by date.
import { z } from "zod";
import { zBody } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { zOptionalMultilineText } from "../validation/text";
import { ZIsoDate } from "./money";
import { ZBoolean } from "./pack-inputs";

const STAGE_REMARK_MAX = 2000;
const ZRemark = zOptionalMultilineText({ max: STAGE_REMARK_MAX });

/** approvestage: the submitted stage, and an optional remark for the table. */
export const ZApproveStage = zBody({ applicationStageId: ZId, remark: ZRemark });
export type TApproveStage = z.infer<typeof ZApproveStage>;

/** approveinaugurationstage: the inauguration stage itself, or the application whose inauguration it is. */
export const ZApproveInauguration = zBody({
  applicationStageId: ZId.optional(),
  applicationId: ZId.optional(),
  remark: ZRemark,
}).superRefine((body, ctx) => {
  if (body.applicationStageId === undefined && body.applicationId === undefined)
    ctx.addIssue({ code: "custom", path: ["applicationStageId"], message: "give the stage (or applicationId)" });
});
export type TApproveInauguration = z.infer<typeof ZApproveInauguration>;

/** updatetableprojectapplicationstageforapproval: approve, or return to the table with the reason. */
export const ZStageDecision = zBody({ applicationStageId: ZId, approve: ZBoolean, remark: ZRemark }).superRefine((body, ctx) => {
  if (!body.approve && !body.remark)
    ctx.addIssue({ code: "custom", path: ["remark"], message: "the reason is required to return a stage to the table" });
});
export type TStageDecision = z.infer<typeof ZStageDecision>;

/** The longest range a report covers: a leap year's days. */
export const REPORT_MAX_DAYS = 366;

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** getreportfordaterange: Indian calendar days, both included. */
export const ZReportRange = zBody({ from: ZIsoDate, to: ZIsoDate }).superRefine((body, ctx) => {
  const days = dayNumber(body.to) - dayNumber(body.from) + 1;
  if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: `the range must be at most ${REPORT_MAX_DAYS} days` });
});
export type TReportRange = z.infer<typeof ZReportRange>;

/** getreportfordate: one Indian calendar day. */
export const ZReportDate = zBody({ date: ZIsoDate });
