// Browser calls of the trust's steps: the circulation among the trustees and their votes, the
// trust's decision, the grant approval and the sanction letter (lib/projects/circulation.ts,
// grant-approval.ts, sanction-letter.ts).
import { isRecord, requestJson, type TApiReply } from "@/components/shared/request-json";
import { failure, postJson, success, type TResult } from "@/components/shared/post-form";

const BASE = "/api/projects";

export type TMoney = { paise: number; text: string };

export type TCirculationView = {
  id: number;
  rule: "ALL" | "MAJORITY";
  startedBy: string;
  startedAt: string;
  closedAt: string | null;
  outcome: "APPROVED" | "SPECIAL_CASE" | "REJECTED" | null;
  specialReason: string;
  trustees: { trusteeId: number; fullName: string; vote: "APPROVE" | "OBJECT" | null; remark: string; votedAt: string | null }[];
  ruleStatus: { status: "APPROVED" | "PENDING" | "BLOCKED"; approvals: number; needed: number; message: string };
  canVote: boolean;
};

export type TGrantApprovalView = {
  id: number;
  /**
   * When the draft was last saved: the form is keyed on it (a newer draft refills it), and
   * approving sends it (a draft replaced since is refused).
   */
  updatedAt: string;
  sanctioned: TMoney;
  donorName: string;
  conditions: string;
  instalments: { position: number; label: string; amount: TMoney; dueOn: string | null }[];
  paid: TMoney;
  balance: TMoney;
  approved: boolean;
  approvedBy: string | null;
  approvedAt: string | null;
  letterNo: string | null;
  letterSentAt: string | null;
  letterUrl: string | null;
  printUrl: string;
};

export type TGrantForm = {
  sanctionedAmount: string;
  donorName: string;
  conditions: string;
  instalments: { label: string; amount: string; dueOn: string }[];
};

/** The value under `key`, which may be null (no circulation yet): readReply would refuse that. */
const read = <T>(reply: TApiReply, key: string, fallback: string): TResult<T | null> =>
  reply.ok && isRecord(reply.data) && key in reply.data
    ? success((reply.data[key] ?? null) as T | null)
    : failure(reply, fallback);

export const fetchCirculation = async (applicationId: number, signal?: AbortSignal) =>
  read<TCirculationView>(
    await requestJson(`${BASE}/getcirculation/${applicationId}`, { signal }),
    "circulation",
    "The circulation could not be loaded.",
  );

export const fetchGrantApproval = async (applicationId: number, signal?: AbortSignal) =>
  read<TGrantApprovalView>(
    await requestJson(`${BASE}/getgrantapproval/${applicationId}`, { signal }),
    "grantApproval",
    "The grant approval could not be loaded.",
  );

/** One step: a POST whose reply carries the application again. */
const step = (path: string, body: Record<string, unknown>, fallback: string) =>
  postJson<unknown>(`${BASE}/${path}`, body, fallback);

const withRemark = (applicationId: number, remark: string) => ({
  applicationId,
  ...(remark.trim() ? { remark: remark.trim() } : {}),
});

export const circulate = (application: { id: number; tableNo: number | null }, remark: string) =>
  step(
    application.tableNo !== null ? "finalrecommendationtable" : "finalrecommendationcircle",
    withRemark(application.id, remark),
    "The application could not be circulated.",
  );

export const returnToNational = (applicationId: number, remark: string) =>
  step("awaitfinalrecommendation", withRemark(applicationId, remark), "The application could not be returned.");

export const castVote = (applicationId: number, vote: "APPROVE" | "OBJECT", remark: string) =>
  step("approvecirculationreportbytrustee", { ...withRemark(applicationId, remark), vote }, "Your vote could not be recorded.");

export const decideByTrust = (applicationId: number, approve: boolean, remark: string) =>
  step(
    "approvefinalrecommendation",
    { ...withRemark(applicationId, remark), approve },
    "The trust's decision could not be recorded.",
  );

export const approveSpecialCase = (applicationId: number, remark: string) =>
  step("approvecirculationreportbyspecialcase", withRemark(applicationId, remark), "The special case could not be recorded.");

/** Its field errors keep their whole names: "instalments.1.label" marks the second row's label, not every label. */
export const saveGrantDraft = (applicationId: number, form: TGrantForm) =>
  postJson<unknown>(
    `${BASE}/creategrantapproval`,
    {
      applicationId,
      sanctionedAmount: form.sanctionedAmount,
      donorName: form.donorName,
      conditions: form.conditions,
      instalments: form.instalments.map((row) => ({
        label: row.label,
        amount: row.amount,
        ...(row.dueOn ? { dueOn: row.dueOn } : {}),
      })),
    },
    "The grant approval could not be saved.",
    { fullPaths: true },
  );

export const approveGrant = (applicationId: number, updatedAt: string) =>
  step("approvegrantapproval", { applicationId, updatedAt }, "The grant approval could not be approved.");

export const sendSanction = (applicationId: number) =>
  step("sendgrantsanction", { applicationId }, "The sanction letter could not be issued.");
