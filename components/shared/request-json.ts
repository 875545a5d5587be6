// The browser side of the portal's JSON calls: same-origin cookies, the reply parsed when it is
// JSON (the legacy API also answers bare `1` / `0`), and the error shape read in one place.
import { asSentence } from "@/lib/validation/sentence";

export type TApiReply = { ok: boolean; status: number; data: unknown };

type TRequestOptions = { method?: "GET" | "POST"; body?: unknown; signal?: AbortSignal };

/**
 * One same-origin request, its reply parsed when it is JSON. Never throws for HTTP errors; a
 * network failure is logged and comes back as status 0 (an abort rethrows).
 */
export const sendRequest = async (url: string, init: RequestInit): Promise<TApiReply> => {
  try {
    const response = await fetch(url, { ...init, credentials: "same-origin" });
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text.
    }
    // 4xx replies are answers the caller handles; only server failures count as transport errors.
    if (response.status >= 500) console.error("post error", response.status, response.statusText);
    return { ok: response.ok, status: response.status, data };
  } catch (error) {
    if (init.signal?.aborted) throw error;
    console.error("post error", error);
    return { ok: false, status: 0, data: null };
  }
};

/** A JSON call (`body` is sent as JSON); see sendRequest. */
export const requestJson = (url: string, { method = "GET", body, signal }: TRequestOptions = {}): Promise<TApiReply> =>
  sendRequest(url, {
    method,
    headers:
      body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

export type TFieldErrors = Record<string, string>;
export type TApiError = { message: string | null; fields: TFieldErrors };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** "json.userName" -> "userName": the wrapper names fields by where they came from. */
const fieldName = (path: string) => path.split(".").pop() ?? path;

/** "json.userName: must be ..." -> "Must be ...": the field is shown next to the message anyway. */
export const sentence = (message: string) => asSentence(message.replace(/^[\w.]+: /, ""));

/**
 * Reads `{message, fields}` where fields is `[{field, message}]` or `{field: message | [messages]}`.
 * `fullPaths` keeps a field's whole name ("instalments.1.label"), for a form with rows of the same fields.
 */
export const readApiError = (data: unknown, { fullPaths = false }: { fullPaths?: boolean } = {}): TApiError => {
  if (!isRecord(data)) return { message: null, fields: {} };
  const fields: TFieldErrors = {};
  const add = (field: string, message: unknown) => {
    if (typeof message === "string" && message.trim() !== "") fields[fullPaths ? field : fieldName(field)] ??= sentence(message);
  };
  if (Array.isArray(data.fields)) {
    for (const entry of data.fields) if (isRecord(entry) && typeof entry.field === "string") add(entry.field, entry.message);
  } else if (isRecord(data.fields)) {
    for (const [field, value] of Object.entries(data.fields)) add(field, Array.isArray(value) ? value[0] : value);
  }
  return { message: typeof data.message === "string" && data.message.trim() !== "" ? sentence(data.message) : null, fields };
};

/** "audience.tables" -> "audience", "json.subject" -> "subject": the first part of a path that the form shows. */
export const shownField = (path: string, shown: readonly string[]) =>
  path.split(".").find((part) => shown.includes(part)) ?? null;

/**
 * Names each error (read with `fullPaths`) by the control that edits it, so that a nested field's
 * error ("attachments.0.name") shows under that control; the first message per control wins, and
 * errors of fields the form does not show keep their path.
 */
export const toShownFields = (fields: TFieldErrors, shown: readonly string[]): TFieldErrors => {
  const named: TFieldErrors = {};
  for (const [path, message] of Object.entries(fields)) named[shownField(path, shown) ?? path] ??= message;
  return named;
};

export const CORRECT_FIELDS_MESSAGE = "Please correct the marked fields.";

/** The form-level text for a refusal: point at the fields when the form shows one of them, else the reply's message. */
export const refusalText = (error: TApiError, shownFields: readonly string[], fallback: string) =>
  Object.keys(error.fields).some((field) => shownFields.includes(field)) ? CORRECT_FIELDS_MESSAGE : (error.message ?? fallback);

/** The reply's `message`, for the `{status: 1, message}` successes. */
export const readMessage = (data: unknown): string | null =>
  isRecord(data) && typeof data.message === "string" ? data.message : null;

export const NETWORK_ERROR_MESSAGE = "The portal could not be reached. Please check your connection and try again.";
