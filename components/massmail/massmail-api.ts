// Browser calls behind the Mass Mailer screen (docs/api/massmail.md).
import { postForm, readReply, type TResult } from "@/components/shared/post-form";
import { requestJson } from "@/components/shared/request-json";
import type { TMassMailSummary } from "@/lib/massmail/mass-mail-status";

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
export type TMailingStatus = TMassMailSummary & {
  attachments: { fileName: string; size: number }[];
  /** When the first copy waiting to be tried again will be (ISO); null when none waits. */
  nextTryAt: string | null;
  /** While the mail server does not answer, its last failure; once the mailing is given up (FAILED), why. */
  lastError: string | null;
};
export type TRecipientRow = {
  id: number;
  email: string;
  name: string;
  status: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
};

/** The reply's object as it comes. */
const whole = (data: Record<string, unknown>) => data;

const get = async <T>(url: string, fallback: string, signal?: AbortSignal) =>
  readReply<T>(await requestJson(url, { signal }), whole, fallback);

const post = async <T>(url: string, body: unknown, fallback: string) =>
  readReply<T>(await requestJson(url, { method: "POST", body }), whole, fallback);

export const countAudience = (audience: TAudienceInput, essential: boolean) =>
  post<TAudienceCount>("/api/massmail/count", { audience, essential }, "The recipients could not be counted.");

export type TSendInput = {
  subject: string;
  html: string;
  essential: boolean;
  audience: TAudienceInput;
  attachments: { name: string; fileName: string }[];
};

/** Field errors keep their whole path ("audience.tables"), for the form to show under the control that edits it. */
export const sendMassMail = async (input: TSendInput) =>
  readReply<{ id: number; count: number; skipped: number; message: string }>(
    await requestJson("/api/massmail/send", { method: "POST", body: input }),
    whole,
    "The mail could not be sent.",
    { fullPaths: true },
  );

export const retryFailed = (id: number) =>
  post<{ requeued: number; message: string }>("/api/massmail/retryfailed", { id }, "The failures could not be retried.");

export const getStatus = (id: number, signal?: AbortSignal) =>
  get<TMailingStatus>(`/api/massmail/status/${id}`, "The progress could not be loaded.", signal);

export const listMailings = (page: number, signal?: AbortSignal) =>
  get<{ mailings: TMassMailSummary[]; total: number; page: number; pageSize: number }>(
    `/api/massmail/list?page=${page}&pageSize=10`,
    "The mailings could not be loaded.",
    signal,
  );

export type TRecipientPage = { recipients: TRecipientRow[]; total: number; page: number; pageSize: number };

export const listRecipients = (id: number, page: number, status: string, signal?: AbortSignal) =>
  get<TRecipientPage>(
    `/api/massmail/recipients/${id}?page=${page}&pageSize=25${status ? `&status=${status}` : ""}`,
    "The recipients could not be loaded.",
    signal,
  );

/** Uploads the files (file0..N); replies their stored names. */
export const uploadAttachments = async (files: File[]): Promise<TResult<TAttachmentInfo[]>> => {
  const form = new FormData();
  files.forEach((file, index) => form.append(`file${index}`, file));
  const reply = await postForm("/api/storage/postmassmailerfiles", form);
  const result = readReply<TAttachmentInfo[]>(
    reply,
    (data) => (Array.isArray(data.files) ? data.files : null),
    "The files could not be attached.",
  );
  // The refused file's own reason ("file0: ...") says which one.
  return result.ok ? result : { ...result, message: Object.values(result.fields)[0] ?? result.message };
};
