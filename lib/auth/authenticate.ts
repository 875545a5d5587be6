// Checks a user name and password and opens a session. Shared by the legacy POST /api/auth/login
// and next-auth's credentials provider, so both paths have the same rules and throttling.
import { getDb } from "../db/client";
import { verifyLogInPassword } from "./password";
import { clearFailures, releaseAttempt, reserveAttempt } from "./login-throttle";
import { fromDbRole } from "./roles";
import { createSessionRow, encodeSessionToken } from "./session";

export const LOGIN_FAILED_MESSAGE =
  "Invalid username or password or Login not yet activated. Please contact the secretariat for more details.";
export const LOGIN_SUCCESS_MESSAGE = "Login successful.";

export type TCredentials = { username: string; password: string };

/** Returns the new session's id and member, or null on any failure (never says which). */
export const authenticate = async ({ username, password }: TCredentials, address: string | null) => {
  const userName = username.trim().toLowerCase();
  await reserveAttempt(userName, address);
  const prisma = await getDb();
  const member = await prisma.member.findUnique({
    where: { userName },
    select: {
      id: true,
      userName: true,
      passwordHash: true,
      isActive: true,
      isApproved: true,
      isLocked: true,
      sessionVersion: true,
      roles: { select: { role: true } },
    },
  });
  // Unknown users and unusable hashes are checked against a dummy hash: timing does not tell which names exist.
  const passwordOk = await verifyLogInPassword(member?.passwordHash ?? null, password);
  // A failed attempt keeps its reserved count; a successful one gives it back.
  if (!member || !passwordOk || !member.isActive || !member.isApproved || member.isLocked) return null;
  await releaseAttempt(userName, address);
  await clearFailures(userName, address);
  const session = await createSessionRow(member);
  const roles = member.roles.map((entry) => fromDbRole(entry.role));
  return { sessionId: session.id, memberId: member.id, userName: member.userName, roles };
};

/** The session cookie's value for a fresh log-in (the JWT next-auth also reads). */
export const sessionTokenFor = (login: NonNullable<Awaited<ReturnType<typeof authenticate>>>) =>
  encodeSessionToken({
    sid: login.sessionId,
    sub: String(login.memberId),
    name: login.userName,
    roles: login.roles,
    kind: "session",
  });
