// The browser's calls, as every screen reads them: `TResult` (a value, or the message, field errors
// and status of a failure) with `success` / `failure`, and multipart POSTs (the legacy clients'
// form with a `json` part and file parts), answered like requestJson: never throws for HTTP
// errors, status 0 for a network failure.
import {
  isRecord,
  NETWORK_ERROR_MESSAGE,
  readApiError,
  requestJson,
  sendRequest,
  type TApiReply,
  type TFieldErrors,
} from "@/components/shared/request-json";

export type TResult<T> = { ok: true; value: T } | TFailure;
export type TFailure = { ok: false; message: string; fields: TFieldErrors; status: number };

/** A multipart POST. No Content-Type header: the browser sets the multipart boundary. */
export const postForm = (url: string, form: FormData): Promise<TApiReply> =>
  sendRequest(url, { method: "POST", headers: { Accept: "application/json" }, body: form });

/** A form with a `json` part, and the given files under one part name. */
export const jsonForm = (json: unknown, files: readonly File[] = [], filePart = "files", extra: Record<string, string> = {}) => {
  const form = new FormData();
  form.append("json", JSON.stringify(json));
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  for (const file of files) form.append(filePart, file, file.name);
  return form;
};

const STATUS_MESSAGES: Record<number, string> = {
  0: NETWORK_ERROR_MESSAGE,
  401: "Your session has ended. Please log in again.",
  403: "You may not do this.",
  404: "This request was not found, or you may not see it.",
  413: "The files are too large.",
};

/** The failure of a reply, with the API's own message when it gave one (`fullPaths`: see readApiError). */
export const failure = <T>(reply: TApiReply, fallback: string, options?: { fullPaths?: boolean }): TResult<T> & TFailure => {
  const error = readApiError(reply.data, options);
  return {
    ok: false,
    status: reply.status,
    message: error.message ?? STATUS_MESSAGES[reply.status] ?? fallback,
    fields: error.fields,
  };
};

export const success = <T>(value: T): TResult<T> => ({ ok: true, value });

/**
 * What `pick` finds in a reply's object (null or undefined when the reply is not what was asked),
 * or the failure with the API's reason (`fallback` when it gives none; `options` as for failure).
 */
export const readReply = <T>(
  reply: TApiReply,
  pick: (data: Record<string, unknown>) => unknown,
  fallback: string,
  options?: { fullPaths?: boolean },
): TResult<T> => {
  const value = reply.ok && isRecord(reply.data) ? pick(reply.data) : undefined;
  return value === undefined || value === null ? failure<T>(reply, fallback, options) : success(value as T);
};

/**
 * A POST of JSON whose reply is the value as it comes; `fallback` is the message when the API gives
 * none (`options` as for failure).
 */
export const postJson = async <T>(
  url: string,
  body: unknown,
  fallback: string,
  options?: { fullPaths?: boolean },
): Promise<TResult<T>> => {
  const reply = await requestJson(url, { method: "POST", body });
  return reply.ok ? success(reply.data as T) : failure<T>(reply, fallback, options);
};
