// Browser calls of the national review: the review queue (getalltableprojectapplications with
// counts, also the project office's view by state group), and queries (getallopenqueries, createprojectquery, rplyprojectquery, updateprojectquery).
import { isRecord, requestJson, type TApiReply } from "@/components/shared/request-json";
import { jsonForm, postForm, readReply, type TResult } from "@/components/shared/post-form";
import type { TApplicationView, TQueryView } from "./project-types";

const BASE = "/api/projects";

export type TReviewPage = { tableProjectApplications: TApplicationView[]; total: number; counts: Record<string, number> };

export const fetchReviewQueue = async (
  options: { startrecord: number; takerecord: number; state?: string; group?: string; year?: number; q?: string },
  signal?: AbortSignal,
): Promise<TResult<TReviewPage>> => {
  const query = new URLSearchParams();
  if (options.state) query.set("state", options.state);
  if (options.group) query.set("group", options.group);
  if (options.year) query.set("year", String(options.year));
  if (options.q) query.set("q", options.q);
  const url = `${BASE}/getalltableprojectapplications/${options.startrecord}/${options.takerecord}?${query.toString()}`;
  return readReply(
    await requestJson(url, { signal }),
    (data) => (Array.isArray(data.tableProjectApplications) ? data : null),
    "The applications could not be loaded.",
  );
};

export type TQueryPage = { projectQueries: TQueryView[]; total: number };

export const fetchOpenQueries = async (startrecord: number, takerecord: number, signal?: AbortSignal) =>
  readReply<TQueryPage>(
    await requestJson(`${BASE}/getallopenqueries?startrecord=${startrecord}&takerecord=${takerecord}`, { signal }),
    (data) => (Array.isArray(data.projectQueries) ? data : null),
    "The queries could not be loaded.",
  );

const queryOf = (reply: TApiReply, fallback: string) =>
  readReply<TQueryView>(reply, (data) => (isRecord(data.projectQuery) ? data.projectQuery : null), fallback);

export const raiseQuery = async (applicationId: number, query: string, files: File[]) =>
  queryOf(
    await postForm(`${BASE}/createprojectquery`, jsonForm({ applicationId, query }, files, "uploadQueryFiles")),
    "The query could not be sent.",
  );

export const replyToQuery = async (queryId: number, reply: string, files: File[]) =>
  queryOf(
    await postForm(`${BASE}/rplyprojectquery`, jsonForm({ queryId, reply }, files, "uploadQueryFiles")),
    "The reply could not be sent.",
  );

export const closeQuery = async (queryId: number, remark?: string) =>
  queryOf(
    await requestJson(`${BASE}/updateprojectquery`, { method: "POST", body: { queryId, ...(remark ? { remark } : {}) } }),
    "The query could not be closed.",
  );

export type TDecisionChoice = "reject" | "hold" | "release" | "allowEdit" | "close" | "withdraw";

const applicationOf = (data: Record<string, unknown>) =>
  isRecord(data.tableProjectApplication) ? data.tableProjectApplication : null;

/** One decision of the national review, by the legacy call that takes it. */
export const decide = async (applicationId: number, choice: TDecisionChoice, remark: string) => {
  const body = { applicationId, ...(remark ? { remark } : {}) };
  const [path, extra] = {
    reject: ["rejectapplication", {}],
    hold: ["awaittableprojectappliactionbyadmin", {}],
    release: ["awaittableprojectappliactionbyadmin", { release: true }],
    allowEdit: ["alloweditforapplication", {}],
    close: ["movetoclosedandwithdrawn", { state: "CLOSED" }],
    withdraw: ["movetoclosedandwithdrawn", { state: "WITHDRAWN" }],
  }[choice] as [string, Record<string, unknown>];
  return readReply<TApplicationView>(
    await requestJson(`${BASE}/${path}`, { method: "POST", body: { ...body, ...extra } }),
    applicationOf,
    "The decision could not be recorded.",
  );
};

export type TApprovalItem = {
  role: string;
  elementId: number;
  label: string;
  stage: string;
  confirmed: boolean;
  confirmedBy: string | null;
  confirmedAt: string | null;
};

const approvalsOf = (reply: TApiReply, fallback: string) =>
  readReply<TApprovalItem[]>(reply, (data) => (Array.isArray(data.approvals) ? data.approvals : null), fallback);

export const fetchApprovals = async (applicationId: number, signal?: AbortSignal) =>
  approvalsOf(
    await requestJson(`${BASE}/getapplicationapprovals/${applicationId}`, { signal }),
    "The approvals could not be loaded.",
  );

export const confirmElements = async (applicationId: number, elementIds: number[]) =>
  approvalsOf(
    await requestJson(`${BASE}/updatetpaprojectdetailsapproval`, { method: "POST", body: { applicationId, elementIds } }),
    "The confirmation could not be saved.",
  );

/** Recommends the application to the trust; a refusal lists every gap. */
export const recommendToTrust = async (application: TApplicationView, remark: string) => {
  const path = application.tableNo !== null ? "approvetableprojectappliaction" : "approvecircleprojectappliaction";
  const reply = await requestJson(`${BASE}/${path}`, {
    method: "POST",
    body: { applicationId: application.id, ...(remark ? { remark } : {}) },
  });
  const result = readReply<TApplicationView>(reply, applicationOf, "The application could not be recommended.");
  if (result.ok) return result;
  const gaps =
    isRecord(reply.data) && Array.isArray(reply.data.fields)
      ? reply.data.fields.flatMap((field) => (isRecord(field) && typeof field.message === "string" ? [field.message] : []))
      : [];
  return { ...result, gaps };
};
