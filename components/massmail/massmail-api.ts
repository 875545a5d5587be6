// Browser calls behind the Mass Mailer screen (docs/api/massmail.md).
import { isRecord, NETWORK_ERROR_MESSAGE, readApiError, requestJson, type TFieldErrors } from "@/components/shared/request-json";
import type { TMassMailSummary } from "@/lib/massmail/mass-mail-status";

export type TResult<T> = { ok: true; value: T } | { ok: false; message: string; fields: TFieldErrors };

const failure = (status: number, data: unknown, fallback: string): TResult<never> => {
  if (status === 0) return { ok: false, message: NETWORK_ERROR_MESSAGE, fields: {} };
  const error = readApiError(data);
  return { ok: false, message: error.message ?? fallback, fields: error.fields };
};

export type TAudienceInput = {
  all: boolean;
  areas: number[];
  tables: number[];
  circles: number[];
  roles: string[];
  postingYear: number | null;
};

export type TAudienceCount = { count: number; addresses: number; optedOut: number };
export type TAttachmentInfo = { name: string; fileName: string; size: number; contentType: string };
export type TCounts = TMassMailSummary["counts"];
export type TMailingStatus = TMassMailSummary & { attachments: { fileName: string; size: number }[] };
export type TRecipientRow = {
  id: number;
  email: string;
  name: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

const get = async <T>(url: string, fallback: string, signal?: AbortSignal): Promise<TResult<T>> => {
  const { ok, status, data } = await requestJson(url, { signal });
  if (!ok || !isRecord(data)) return failure(status, data, fallback);
  return { ok: true, value: data as T };
};

const post = async <T>(url: string, body: unknown, fallback: string): Promise<TResult<T>> => {
  const { ok, status, data } = await requestJson(url, { method: "POST", body });
  if (!ok || !isRecord(data)) return failure(status, data, fallback);
  return { ok: true, value: data as T };
};

export const countAudience = (audience: TAudienceInput, essential: boolean) =>
  post<TAudienceCount>("/api/massmail/count", { audience, essential }, "The recipients could not be counted.");

export type TSendInput = {
  subject: string;
  html: string;
  essential: boolean;
  audience: TAudienceInput;
  attachments: { name: string; fileName: string }[];
};

export const sendMassMail = (input: TSendInput) =>
  post<{ id: number; count: number; skipped: number; message: string }>(
    "/api/massmail/send",
    input,
    "The mail could not be sent.",
  );

export const retryFailed = (id: number) =>
  post<{ requeued: number; message: string }>("/api/massmail/retryfailed", { id }, "The failures could not be retried.");

export const getStatus = (id: number, signal?: AbortSignal) =>
  get<TMailingStatus>(`/api/massmail/status/${id}`, "The progress could not be loaded.", signal);

export const listMailings = (page: number) =>
  get<{ mailings: TMassMailSummary[]; total: number; page: number; pageSize: number }>(
    `/api/massmail/list?page=${page}&pageSize=10`,
    "The mailings could not be loaded.",
  );

export const listRecipients = (id: number, page: number, status: string) =>
  get<{ recipients: TRecipientRow[]; total: number; page: number; pageSize: number }>(
    `/api/massmail/recipients/${id}?page=${page}&pageSize=25${status ? `&status=${status}` : ""}`,
    "The recipients could not be loaded.",
  );

/** Uploads the files (file0..N); replies their stored names. */
export const uploadAttachments = async (files: File[]): Promise<TResult<TAttachmentInfo[]>> => {
  const form = new FormData();
  files.forEach((file, index) => form.append(`file${index}`, file));
  let status = 0;
  let data: unknown = null;
  try {
    const response = await fetch("/api/storage/postmassmailerfiles", { method: "POST", body: form, credentials: "same-origin" });
    status = response.status;
    data = await response.json().catch(() => null);
  } catch (error) {
    console.error("post error", error);
  }
  if (status !== 200 || !isRecord(data) || !Array.isArray(data.files)) {
    const result = failure(status, data, status === 413 ? "A file is larger than 5 MB." : "The files could not be attached.");
    return result.ok ? result : { ...result, message: Object.values(result.fields)[0] ?? result.message };
  }
  return { ok: true, value: data.files as TAttachmentInfo[] };
};
