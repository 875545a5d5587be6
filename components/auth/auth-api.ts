// Browser calls of the auth API (SPEC.md section 7), with their legacy reply shapes turned into
// plain results for the forms.
import { isRole, type TRole } from "@/lib/auth/roles";
import type { TSession } from "@/lib/auth/session";
import { isRecord, readApiError, requestJson, type TApiError, type TApiReply } from "@/components/shared/request-json";

export type TCurrentUser = {
  userName: string;
  fullName: string;
  roles: TRole[];
  tableNo: number | null;
  circleNo: number | null;
  areaNo: number | null;
  isAdmin: boolean;
};

/** The same shape from a server-side session (the members' layout hands it to the header). */
export const currentUserFromSession = (session: TSession): TCurrentUser => ({
  userName: session.userName,
  fullName: session.fullName,
  roles: session.roles,
  tableNo: session.tableNo,
  circleNo: session.circleNo,
  areaNo: session.areaNo,
  isAdmin: session.isAdmin,
});

const toNumberOrNull = (value: unknown): number | null => {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** GET /api/auth/logedinroles: the member, or null when logged out (401) or the call fails. */
/** The browser's member from next-auth's session endpoint (visitors get 200 `{}`), or null. */
export const fetchCurrentUser = async (signal?: AbortSignal): Promise<TCurrentUser | null> => {
  const { ok, data } = await requestJson("/api/auth/session", { signal });
  const member = ok && isRecord(data) && isRecord(data.member) ? data.member : null;
  if (!member) return null;
  const roles = Array.isArray(member.roles)
    ? member.roles.filter((role): role is TRole => typeof role === "string" && isRole(role))
    : [];
  return {
    userName: typeof member.userName === "string" ? member.userName : "",
    fullName: typeof member.fullName === "string" ? member.fullName : "",
    roles,
    tableNo: toNumberOrNull(member.tableNo),
    circleNo: toNumberOrNull(member.circleNo),
    areaNo: toNumberOrNull(member.areaNo),
    isAdmin: member.isAdmin === true || roles.includes("Admin"),
  };
};

export type TLoginResult =
  | { kind: "success" }
  | { kind: "failed" }
  | { kind: "throttled"; message: string }
  | { kind: "invalid"; error: TApiError }
  | { kind: "error"; message: string }
  | { kind: "unreachable" };

export const LOGIN_ERROR_MESSAGE = "The log-in could not be completed. Please try again.";

/**
 * POST /api/auth/login: `1` sets the session cookie, `0` is a refusal that never says why. Any
 * other reply (a 500, a 503 from a proxy, a 403) says nothing about the name or password: it is
 * an error with the API's message, never the wrong-credentials text.
 */
export const logIn = async (username: string, password: string): Promise<TLoginResult> => {
  const { ok, status, data } = await requestJson("/api/auth/login", { method: "POST", body: { username, password } });
  if (status === 0) return { kind: "unreachable" };
  if (status === 429)
    return { kind: "throttled", message: readApiError(data).message ?? "Too many attempts. Please try again later." };
  if (status === 400) return { kind: "invalid", error: readApiError(data) };
  if (ok && (data === 1 || data === "1")) return { kind: "success" };
  if (ok && (data === 0 || data === "0")) return { kind: "failed" };
  return { kind: "error", message: readApiError(data).message ?? LOGIN_ERROR_MESSAGE };
};

/** GET /api/auth/logout, then reload at the site root; a failure is only logged. */
export const logOutAndReload = async () => {
  const { ok, data } = await requestJson("/api/auth/logout");
  if (ok && (data === 1 || data === "1")) {
    // A full reload on purpose: every part of the app starts again without the session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/");
    return;
  }
  console.error("logout failed", data);
};

export type TSignupPayload = {
  userName: string;
  password: string;
  fullName: string;
  title?: string;
  phoneNumber?: string;
  officeEmail: string;
  tableNo?: number;
  circleNo?: number;
};

export const signUp = (payload: TSignupPayload): Promise<TApiReply> =>
  requestJson("/api/auth/signup", { method: "POST", body: payload });

/** POST /api/auth/forgotpassword with `{email}` when the input looks like one, else `{username}`. */
export const requestPasswordReset = (userNameOrEmail: string): Promise<TApiReply> => {
  const value = userNameOrEmail.trim();
  return requestJson("/api/auth/forgotpassword", {
    method: "POST",
    body: value.includes("@") ? { email: value } : { username: value },
  });
};

export type TChangePasswordPayload = { oldPassword: string; newPassword: string } | { token: string; newPassword: string };

export const changePassword = (payload: TChangePasswordPayload): Promise<TApiReply> =>
  requestJson("/api/auth/changepassword", { method: "POST", body: payload });
