// Input schemas of the payment and completion calls (docs/api/projects.md). Errors name the field.
import { z } from "zod";
import { zBody } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { zMultilineText, zOptionalMultilineText, zText } from "../validation/text";
import { ZIsoDate, ZRupees, ZRupeesOrZero } from "./money";

export const PAYMENT_REFERENCE_MAX = 60;
export const PAID_BY_MAX = 120;
export const PAYMENT_REMARK_MAX = 2000;
export const REPORT_TEXT_MAX = 10_000;
export const COMPLETION_REMARK_MAX = 2000;

export const PAYMENT_KINDS = ["INTERIM", "FINAL", "BALANCE"] as const;
export type TPaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * An amount that may be left out (null counts as left out), or zero: a final or balance payment of
 * ₹0 completes a project whose earlier payments already cover what is payable (./payment-amounts.ts).
 */
const ZOptionalRupeesOrZero = z.preprocess(
  (value) => (value === null || value === "" ? undefined : value),
  ZRupeesOrZero.optional(),
);

const paymentShape = {
  applicationId: ZId,
  paidOn: ZIsoDate,
  reference: zText({ max: PAYMENT_REFERENCE_MAX }),
  paidBy: zText({ max: PAID_BY_MAX }),
  remark: zOptionalMultilineText({ max: PAYMENT_REMARK_MAX }),
};

/** sendinterimpayment: the amount is required, more than zero. */
export const ZPayment = zBody({ ...paymentShape, amount: ZRupees });
/** sendfinalpayment: the amount is required; zero only when nothing remains payable (checked with the grant). */
export const ZFinalPayment = zBody({ ...paymentShape, amount: ZRupeesOrZero });
/** sendbalancefinalpayment: the server computes the balance; an amount given must equal it. */
export const ZBalancePayment = zBody({ ...paymentShape, amount: ZOptionalRupeesOrZero });
/** createprojectpaymentdetails: any kind; the amount is required unless the kind is BALANCE, and more than zero when INTERIM. */
export const ZPaymentDetails = zBody({
  ...paymentShape,
  kind: z.enum(PAYMENT_KINDS, { error: `must be one of ${PAYMENT_KINDS.join(", ")}` }),
  amount: ZOptionalRupeesOrZero,
}).superRefine((body, ctx) => {
  if (body.kind !== "BALANCE" && body.amount === undefined)
    ctx.addIssue({ code: "custom", path: ["amount"], message: "is required" });
  if (body.kind === "INTERIM" && body.amount === 0)
    ctx.addIssue({ code: "custom", path: ["amount"], message: "must be more than zero" });
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
