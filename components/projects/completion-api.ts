// Browser calls of the payments and the completion (getprojectpayments, send…payment,
// createprojectpaymentdetails, getcompletion, the completion reports, approvals and override),
// and what their replies look like.
import { isRecord, requestJson } from "@/components/shared/request-json";
import { failure, jsonForm, postForm, success, type TResult } from "@/components/shared/post-form";

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

export const fetchPayments = async (applicationId: number, signal?: AbortSignal): Promise<TResult<TPaymentsView>> => {
  const reply = await requestJson(`${BASE}/getprojectpayments/${applicationId}`, { signal });
  return reply.ok && isRecord(reply.data) && Array.isArray(reply.data.projectPayments)
    ? success(reply.data as TPaymentsView)
    : failure(reply, "The payments could not be loaded.");
};

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

export const sendPayment = async ({ kind, ...body }: TPaymentForm) => {
  const reply = await requestJson(`${BASE}/${PAYMENT_PATHS[kind]}`, { method: "POST", body });
  return reply.ok && isRecord(reply.data) && isRecord(reply.data.projectPayment)
    ? success(reply.data as { duplicate: boolean; projectPayment: TPaymentView })
    : failure<{ duplicate: boolean; projectPayment: TPaymentView }>(reply, "The payment could not be recorded.");
};

export const fetchCompletion = async (applicationId: number, signal?: AbortSignal): Promise<TResult<TCompletionView>> => {
  const reply = await requestJson(`${BASE}/getcompletion/${applicationId}`, { signal });
  return reply.ok && isRecord(reply.data) && Array.isArray(reply.data.checks)
    ? success(reply.data as TCompletionView)
    : failure(reply, "The completion could not be loaded.");
};

const completionOf = (reply: Awaited<ReturnType<typeof requestJson>>, fallback: string): TResult<TCompletionView> =>
  reply.ok && isRecord(reply.data) && Array.isArray(reply.data.checks)
    ? success(reply.data as TCompletionView)
    : failure(reply, fallback);

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
