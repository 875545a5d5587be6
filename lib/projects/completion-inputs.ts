// Input schemas of the payment and completion calls (docs/api/projects.md). Errors name the field.
import { z } from "zod";
import { zBody } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { zMultilineText, zOptionalMultilineText, zText } from "../validation/text";
import { ZIsoDate, ZRupees } from "./money";

export const PAYMENT_REFERENCE_MAX = 60;
export const PAID_BY_MAX = 120;
export const PAYMENT_REMARK_MAX = 2000;
export const REPORT_TEXT_MAX = 10_000;
export const COMPLETION_REMARK_MAX = 2000;

export const PAYMENT_KINDS = ["INTERIM", "FINAL", "BALANCE"] as const;
export type TPaymentKind = (typeof PAYMENT_KINDS)[number];

/** An amount that may be left out (null counts as left out). */
const ZOptionalRupees = z.preprocess((value) => (value === null || value === "" ? undefined : value), ZRupees.optional());

const paymentShape = {
  applicationId: ZId,
  paidOn: ZIsoDate,
  reference: zText({ max: PAYMENT_REFERENCE_MAX }),
  paidBy: zText({ max: PAID_BY_MAX }),
  remark: zOptionalMultilineText({ max: PAYMENT_REMARK_MAX }),
};

/** sendinterimpayment, sendfinalpayment: the amount is required. */
export const ZPayment = zBody({ ...paymentShape, amount: ZRupees });
/** sendbalancefinalpayment: the server computes the balance; an amount given must equal it. */
export const ZBalancePayment = zBody({ ...paymentShape, amount: ZOptionalRupees });
/** createprojectpaymentdetails: any kind; the amount is required unless the kind is BALANCE. */
export const ZPaymentDetails = zBody({
  ...paymentShape,
  kind: z.enum(PAYMENT_KINDS, { error: `must be one of ${PAYMENT_KINDS.join(", ")}` }),
  amount: ZOptionalRupees,
}).superRefine((body, ctx) => {
  if (body.kind !== "BALANCE" && body.amount === undefined)
    ctx.addIssue({ code: "custom", path: ["amount"], message: "is required" });
});

export type TPaymentInput = {
  applicationId: number;
  kind: TPaymentKind;
  /** Whole paise; undefined for a balance payment that lets the server compute it. */
  amount?: number;
  paidOn: string;
  reference: string;
  paidBy: string;
  remark: string | null;
};

/** submitcompletionreport: the completion stage (the pack's last stage) of an application. */
export const ZSubmitCompletion = zBody({ applicationStageId: ZId });

/** createnewprojectevaluationreport's json field, createnewprojectsecretaryreport's body. */
export const ZCompletionReport = zBody({ applicationId: ZId, report: zMultilineText({ max: REPORT_TEXT_MAX }) });

/** approveevaluationreport. */
export const ZApplicationRef = zBody({ applicationId: ZId });

/** approvecompletionreport, approvecompletionreportsecretary. */
export const ZCompletionApproval = zBody({
  applicationId: ZId,
  remark: zOptionalMultilineText({ max: COMPLETION_REMARK_MAX }),
});

/** overridecompletionchecks: the Admin's written reason is required. */
export const ZCompletionOverride = zBody({ applicationId: ZId, reason: zMultilineText({ max: COMPLETION_REMARK_MAX }) });
