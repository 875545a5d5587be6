// Sessions: a row per log-in (AuthSession) whose id travels in a next-auth JWT, either as the
// session cookie or as a short-lived bearer token. Both resolve to the same TSession in the API;
// only the session cookie opens pages, and a bearer token never passes for the cookie.
import { hkdfSync, randomBytes } from "node:crypto";
import { jwtDecrypt } from "jose";
import { encode, type JWT } from "next-auth/jwt";
import { getDb } from "../db/client";
import type { Role as DbRole } from "../db/generated/enums";
import { getEnv } from "../env";
import { getAuthSecret } from "./secrets";
import { fromDbRole, type TRole } from "./roles";

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
export const BEARER_MAX_AGE_SECONDS = 60 * 60;

export const sessionCookieName = () =>
  (getEnv().NEXTAUTH_URL ?? "").startsWith("https://") ? "__Secure-next-auth.session-token" : "next-auth.session-token";

export type TSession = {
  sessionId: string;
  memberId: number;
  userName: string;
  fullName: string;
  title: string | null;
  roles: TRole[];
  tableNo: number | null;
  circleNo: number | null;
  areaNo: number | null;
  isAdmin: boolean;
};

/** `roles`: the member's roles at log-in. Nothing decides access by them: roles change while a session lasts. */
export type TTokenClaims = JWT & { sid: string; roles?: string[]; kind?: "session" | "bearer" };

/**
 * `member.sessionVersion` must be the one read with the member when the log-in was checked: a
 * password change or a lock committed since bumped the member's, so the row never works even
 * though it is written after that change deleted the member's sessions.
 */
export const createSessionRow = async (
  member: { id: number; sessionVersion: number },
  maxAgeSeconds = SESSION_MAX_AGE_SECONDS,
): Promise<{ id: string; expiresAt: Date }> => {
  const prisma = await getDb();
  const id = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + maxAgeSeconds * 1000);
  await prisma.authSession.create({ data: { id, memberId: member.id, sessionVersion: member.sessionVersion, expiresAt } });
  return { id, expiresAt };
};

/**
 * A session for a member as they are now, with no log-in (a PDF render's session, tests): the
 * member's current version, so a lock or password change from now on ends it too.
 */
export const createMemberSessionRow = async (memberId: number, maxAgeSeconds = SESSION_MAX_AGE_SECONDS) => {
  const prisma = await getDb();
  const member = await prisma.member.findUniqueOrThrow({ where: { id: memberId }, select: { id: true, sessionVersion: true } });
  return createSessionRow(member, maxAgeSeconds);
};

/**
 * Bearer tokens are encrypted under a key of their own (the same secret, another HKDF salt), so
 * that neither next-auth nor the cookie readers below can even open one: a token from
 * POST /api/auth/generatetoken never works as the session cookie. Session cookies keep next-auth's salt ("").
 */
const BEARER_SALT = "federation-portal bearer token";

export const encodeSessionToken = (claims: TTokenClaims, maxAge = SESSION_MAX_AGE_SECONDS) =>
  encode({ token: claims, secret: getAuthSecret(), maxAge });

const encodeBearerToken = (claims: TTokenClaims) =>
  encode({ token: { ...claims, kind: "bearer" }, secret: getAuthSecret(), maxAge: BEARER_MAX_AGE_SECONDS, salt: BEARER_SALT });

/**
 * next-auth's decoding key (HKDF-SHA256 of the secret, as next-auth/jwt derives it), derived once
 * per secret and salt: next-auth's own decode derives it again, on the thread pool, for every
 * request.
 */
const decodingKeys = new Map<string, Uint8Array>();
const decodingKey = (secret: string, salt: string) => {
  const id = `${salt}\u0000${secret}`;
  let key = decodingKeys.get(id);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = new Uint8Array(hkdfSync("sha256", secret, salt, info, 32));
    decodingKeys.set(id, key);
  }
  return key;
};

const decodeWith = async (token: string, salt: string): Promise<TTokenClaims | null> => {
  try {
    // next-auth's decode with the key above: the same JWE (dir, A256GCM) and clock tolerance.
    const { payload: claims } = await jwtDecrypt(token, decodingKey(getAuthSecret(), salt), { clockTolerance: 15 });
    return claims && typeof claims.sid === "string" ? (claims as TTokenClaims) : null;
  } catch {
    return null;
  }
};

/** A session cookie's claims; null for anything else, a bearer token included. */
export const decodeCookieToken = async (token: string | undefined | null): Promise<TTokenClaims | null> => {
  if (!token) return null;
  const claims = await decodeWith(token, "");
  // Bearer tokens issued before they had their own key carry kind "bearer".
  return claims && claims.kind !== "bearer" ? claims : null;
};

/** What `Authorization: Bearer` may carry: a bearer token or (legacy clients) the session cookie's value. */
export const decodeBearerToken = async (token: string | undefined | null): Promise<TTokenClaims | null> => {
  if (!token) return null;
  const bearer = await decodeWith(token, BEARER_SALT);
  return bearer ? { ...bearer, kind: "bearer" } : decodeWith(token, "");
};

/** Either kind of token, for log-out: whoever holds a token of a session may end it. */
export const decodeToken = decodeBearerToken;

type TSessionRow = {
  expiresAt: Date;
  memberId: number;
  userName: string;
  fullName: string;
  title: string | null;
  tableNo: number | null;
  circleNo: number | null;
  isActive: boolean;
  isApproved: boolean;
  isLocked: boolean;
  areaNo: number | null;
  roles: DbRole[] | null;
};

/**
 * Loads the session row and its member; null when revoked, expired, made before the member's last
 * password change or lock (sessionVersion), or the member may not log in.
 * Every authenticated request runs it, so it is one flat statement through $queryRaw: Prisma's own
 * rendering of the nested select (a JSON object per relation, parsed and re-nested) took about
 * 0.9 ms at p50 and 1.7 ms at p95 against 0.5 and 0.7 ms for its SQL alone
 * (bench/service-requests-scale.ts). tests/auth/session.test.ts holds it to the same answers.
 */
export const loadSession = async (sessionId: string): Promise<TSession | null> => {
  const prisma = await getDb();
  const [row] = await prisma.$queryRaw<TSessionRow[]>`
    SELECT s."expiresAt", m."id" AS "memberId", m."userName", m."fullName", m."title", m."tableNo", m."circleNo",
      m."isActive", m."isApproved", m."isLocked", COALESCE(ta."areaNo", ca."areaNo") AS "areaNo",
      ARRAY(SELECT r."role"::text FROM "MemberRole" r WHERE r."memberId" = m."id" ORDER BY r."role") AS "roles"
    FROM "AuthSession" s
    JOIN "Member" m ON m."id" = s."memberId"
    LEFT JOIN "Table" t ON t."tableNo" = m."tableNo"
    LEFT JOIN "Area" ta ON ta."id" = t."areaId"
    LEFT JOIN "Circle" c ON c."circleNo" = m."circleNo"
    LEFT JOIN "Area" ca ON ca."id" = c."areaId"
    WHERE s."id" = ${sessionId} AND s."sessionVersion" = m."sessionVersion"`;
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  if (!row.isActive || !row.isApproved || row.isLocked) return null;
  const roles = (row.roles ?? []).map(fromDbRole);
  return {
    sessionId,
    memberId: row.memberId,
    userName: row.userName,
    fullName: row.fullName,
    title: row.title,
    roles,
    tableNo: row.tableNo,
    circleNo: row.circleNo,
    areaNo: row.areaNo,
    isAdmin: roles.includes("Admin"),
  };
};

const readCookie = (cookieHeader: string | null, name: string): string | undefined => {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined; // not percent-encoding (a tampered or broken cookie): no session
    }
  }
  return undefined;
};

const authorizationBearer = (headers: Headers): string | undefined => {
  const authorization = headers.get("authorization");
  return authorization?.toLowerCase().startsWith("bearer ") ? authorization.slice(7).trim() : undefined;
};

/** The raw token of a request: `Authorization: Bearer ...` first, then the session cookie. */
export const tokenFromHeaders = (headers: Headers): string | undefined =>
  authorizationBearer(headers) ?? readCookie(headers.get("cookie"), sessionCookieName());

/**
 * The token claims of an API request: `Authorization: Bearer` (a bearer token or a session
 * cookie's value) when present, else the session cookie, which must be a session cookie.
 */
export const claimsFromApiHeaders = async (headers: Headers): Promise<TTokenClaims | null> => {
  const bearer = authorizationBearer(headers);
  if (bearer !== undefined) return decodeBearerToken(bearer);
  return decodeCookieToken(readCookie(headers.get("cookie"), sessionCookieName()));
};

/** The token claims of a page request: only the session cookie opens members' pages. */
export const claimsFromPageHeaders = (headers: Headers): Promise<TTokenClaims | null> =>
  decodeCookieToken(readCookie(headers.get("cookie"), sessionCookieName()));

/** The session of an API request (the route wrapper). */
export const resolveSession = async (headers: Headers): Promise<TSession | null> => {
  const claims = await claimsFromApiHeaders(headers);
  return claims ? loadSession(claims.sid) : null;
};

/** The session of a page request (members' layout and pages). */
export const resolvePageSession = async (headers: Headers): Promise<TSession | null> => {
  const claims = await claimsFromPageHeaders(headers);
  return claims ? loadSession(claims.sid) : null;
};

export const revokeSession = async (sessionId: string) => {
  const prisma = await getDb();
  await prisma.authSession.deleteMany({ where: { id: sessionId } });
};

/** A bearer token for the caller's own session: it dies with the session. */
export const issueBearerToken = (session: TSession) =>
  encodeBearerToken({ sid: session.sessionId, sub: String(session.memberId), name: session.userName, roles: session.roles });
