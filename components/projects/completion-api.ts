// Browser calls of the payments and the completion (getprojectpayments, send…payment,
// createprojectpaymentdetails, getcompletion, the completion reports, approvals and override),
// and what their replies look like.
import { isRecord, requestJson, type TApiReply } from "@/components/shared/request-json";
import { jsonForm, postForm, readReply } from "@/components/shared/post-form";

const BASE = "/api/projects";

export type TMoney = { paise: number; text: string };

export type TPaymentView = {
  id: number;
  kind: "INTERIM" | "FINAL" | "BALANCE";
  amount: TMoney;
  paidOn: string;
  reference: string;
  paidBy: string;
  remark: string;
  recordedBy: string;
  createdAt: string;
};

export type TPaymentsView = {
  applicationId: number;
  state: string;
  sanctioned: boolean;
  sanction: TMoney | null;
  paid: TMoney;
  /** The completion pack's amount claimed, once submitted: the payments never pass it. */
  claimed: TMoney | null;
  /** What the balance payment would pay: what remains of the sanction, up to what remains of the claim. */
  balance: TMoney | null;
  letterNo: string | null;
  letterSentAt: string | null;
  donorName: string;
  instalments: { position: number; label: string; amount: TMoney; dueOn: string | null }[];
  projectPayments: TPaymentView[];
};

export type TCheckView = { key: string; label: string; passed: boolean; reason: string };
export type TReportView = {
  id: number;
  text: string;
  files: { name: string; url: string }[];
  author: string;
  authorId: number;
  updatedAt: string;
  approvedBy: string | null;
  approvedAt: string | null;
};
export type TApprovalView = { by: string; at: string } | null;

export type TCompletionView = {
  applicationId: number;
  state: string;
  checks: TCheckView[];
  allChecksPassed: boolean;
  evaluationReport: TReportView | null;
  secretaryReport: TReportView | null;
  nationalApproval: TApprovalView;
  secretaryApproval: TApprovalView;
  override: { by: string; at: string; reason: string; checks: string[] } | null;
  finalPayment: { unlocked: boolean; blockers: { field: string; message: string }[] };
};

export const fetchPayments = async (applicationId: number, signal?: AbortSignal) =>
  readReply<TPaymentsView>(
    await requestJson(`${BASE}/getprojectpayments/${applicationId}`, { signal }),
    (data) => (Array.isArray(data.projectPayments) ? data : null),
    "The payments could not be loaded.",
  );

export type TPaymentForm = {
  kind: "INTERIM" | "FINAL" | "BALANCE";
  applicationId: number;
  amount?: string;
  paidOn: string;
  reference: string;
  paidBy: string;
  remark?: string;
};

const PAYMENT_PATHS = { INTERIM: "sendinterimpayment", FINAL: "sendfinalpayment", BALANCE: "sendbalancefinalpayment" } as const;

export const sendPayment = async ({ kind, ...body }: TPaymentForm) =>
  readReply<{ duplicate: boolean; projectPayment: TPaymentView }>(
    await requestJson(`${BASE}/${PAYMENT_PATHS[kind]}`, { method: "POST", body }),
    (data) => (isRecord(data.projectPayment) ? data : null),
    "The payment could not be recorded.",
  );

const completionOf = (reply: TApiReply, fallback: string) =>
  readReply<TCompletionView>(reply, (data) => (Array.isArray(data.checks) ? data : null), fallback);

export const fetchCompletion = async (applicationId: number, signal?: AbortSignal) =>
  completionOf(await requestJson(`${BASE}/getcompletion/${applicationId}`, { signal }), "The completion could not be loaded.");

export const saveEvaluationReport = async (applicationId: number, report: string, files: File[]) =>
  completionOf(
    await postForm(`${BASE}/createnewprojectevaluationreport`, jsonForm({ applicationId, report }, files, "tps")),
    "The evaluation report could not be saved.",
  );

const COMPLETION_STEPS = {
  approveEvaluation: "approveevaluationreport",
  secretaryReport: "createnewprojectsecretaryreport",
  approveNational: "approvecompletionreport",
  approveSecretary: "approvecompletionreportsecretary",
  override: "overridecompletionchecks",
} as const;

export const completionStep = async (step: keyof typeof COMPLETION_STEPS, body: Record<string, unknown>) =>
  completionOf(
    await requestJson(`${BASE}/${COMPLETION_STEPS[step]}`, { method: "POST", body }),
    "This step could not be recorded.",
  );

export { rupeesInWords } from "@/lib/projects/amount-in-words";
