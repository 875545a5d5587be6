// next-auth configuration: credentials provider over lib/auth/authenticate, JWT session cookie
// carrying the AuthSession id, and session rows removed on sign-out.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { getAuthSecret } from "./secrets";
import { clientAddressOf } from "../http/client-address";
import { authenticate } from "./authenticate";
import { loadSession, revokeSession, SESSION_MAX_AGE_SECONDS, sessionCookieName } from "./session";

const ZCredentials = z.object({ username: z.string().min(1), password: z.string().min(1) });

export const authOptions: NextAuthOptions = {
  secret: getAuthSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  cookies: {
    sessionToken: {
      name: sessionCookieName(),
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: sessionCookieName().startsWith("__Secure-") },
    },
  },
  providers: [
    CredentialsProvider({
      name: "Credentials",
      credentials: { username: { label: "User name", type: "text" }, password: { label: "Password", type: "password" } },
      authorize: async (credentials, req) => {
        const parsed = ZCredentials.safeParse(credentials);
        if (!parsed.success) return null;
        try {
          const result = await authenticate(parsed.data, clientAddressOf(req.headers ?? {}));
          return result
            ? { id: String(result.memberId), name: result.userName, sid: result.sessionId, roles: result.roles }
            : null;
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    jwt: async ({ token, user }) => {
      if (user && "sid" in user) {
        token.sid = user.sid as string;
        token.roles = (user as { roles?: string[] }).roles ?? [];
      }
      return token;
    },
    session: async ({ session, token }) => {
      // A bearer token (POST /api/auth/generatetoken) is never a browser session.
      const current = typeof token.sid === "string" && token.kind !== "bearer" ? await loadSession(token.sid) : null;
      if (!current) return { ...session, user: undefined, expires: new Date(0).toISOString() };
      // The site header reads this (GET /api/auth/session answers visitors 200 {}, no 401 noise).
      const member = {
        userName: current.userName,
        fullName: current.fullName,
        roles: current.roles,
        tableNo: current.tableNo,
        circleNo: current.circleNo,
        areaNo: current.areaNo,
        isAdmin: current.isAdmin,
      };
      return {
        ...session,
        user: { name: current.userName, email: null, image: null },
        roles: current.roles,
        fullName: current.fullName,
        isAdmin: current.isAdmin,
        member,
      };
    },
  },
  events: {
    signOut: async ({ token }) => {
      if (typeof token?.sid === "string") await revokeSession(token.sid);
    },
  },
};
