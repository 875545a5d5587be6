// The one error class of the app, and its mapping to HTTP (used by lib/http/route.ts, and by
// pages/api/internal/revalidate.ts, the one Pages API route).
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** Cache-Control of every reply that is not public content: never stored by a browser or a proxy. */
export const PRIVATE_NO_STORE = "private, no-store";

export type TErrorCode = keyof typeof ERROR_STATUS;

export type TFieldError = { field: string; message: string };

export class AppError extends Error {
  readonly code: TErrorCode;
  readonly fields?: TFieldError[];
  readonly headers?: Record<string, string>;

  constructor(code: TErrorCode, message: string, options: { fields?: TFieldError[]; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }

  get status() {
    return ERROR_STATUS[this.code];
  }
}

/** An error about one field: "field: message", with the field named in `fields` (forms show it beside the input). */
export const fieldError = (code: TErrorCode, field: string, message: string) =>
  new AppError(code, `${field}: ${message}`, { fields: [{ field, message }] });

/** The one JSON error shape: { message, code, fields? }. */
export const errorBody = (error: AppError) => ({
  message: error.message,
  code: error.code,
  ...(error.fields ? { fields: error.fields } : {}),
});

export const methodNotAllowed = (method: string, allowed: string[]) =>
  new AppError("METHOD_NOT_ALLOWED", `${method} is not allowed here`, { headers: { Allow: allowed.join(", ") } });
