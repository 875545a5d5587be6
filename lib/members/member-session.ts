// Log-in and log-out for the legacy API: the session cookie next-auth also reads, and the
// legacy reply of GET /api/auth/logedinroles.
import { authenticate, sessionTokenFor } from "../auth/authenticate";
import { AppError } from "../http/errors";
import {
  decodeToken,
  revokeSession,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  tokenFromHeaders,
  type TSession,
} from "../auth/session";

const cookieAttributes = (maxAge: number) => {
  const name = sessionCookieName();
  return {
    name,
    attributes: `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${name.startsWith("__Secure-") ? "; Secure" : ""}`,
  };
};

export const sessionCookieHeader = (token: string) => {
  const { name, attributes } = cookieAttributes(SESSION_MAX_AGE_SECONDS);
  return `${name}=${token}; ${attributes}`;
};

export const clearedSessionCookieHeader = () => {
  const { name, attributes } = cookieAttributes(0);
  return `${name}=; ${attributes}`;
};

/** The session cookie's value, or null when the log-in fails (throws 429 while throttled). */
export const logIn = async (options: { username: string; password: string; address: string | null }): Promise<string | null> => {
  const login = await authenticate({ username: options.username, password: options.password }, options.address);
  return login ? sessionTokenFor(login) : null;
};

/**
 * Ends the session that the request's cookie or bearer token names, even when that session no
 * longer resolves (member locked meanwhile): the row goes, so every token of it stops working.
 */
export const logOut = async (options: { headers: Headers }) => {
  const claims = await decodeToken(tokenFromHeaders(options.headers));
  if (claims) await revokeSession(claims.sid);
};

export const toLoggedInRoles = (session: TSession) => ({
  status: "true",
  role: session.roles,
  tableno: session.tableNo,
  circleNo: session.circleNo,
  area: session.areaNo,
  fullName: session.fullName,
  loginUserName: session.userName,
  isAdmin: session.isAdmin,
  loginstatus: "true",
});

export const NOT_LOGGED_IN_ROLES = { status: "false", role: [] as string[] };

/** For handlers behind an "authenticated" or role rule: the wrapper has already refused anonymous calls. */
export const requireSession = (session: TSession | null): TSession => {
  if (!session) throw new AppError("UNAUTHORIZED", "Please log in first");
  return session;
};
