// The members' pages' check of roles, the only one: the proxy lets any request with a session cookie
// through to a members' page, since the cookie's roles are those of the log-in. Here the session
// row must still exist and the member's roles as they are now in the database must open the page,
// so a role granted or taken away counts from the next request. Otherwise off to /login, which
// shows a member who is logged in whom they are logged in as (no redirect back: no loop).
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { canOpenPage } from "./route-roles";
import { resolvePageSession, type TSession } from "./session";

/** The request's session (from the session cookie only), looked up once per request however many components ask. */
export const getCurrentSession = cache(async (): Promise<TSession | null> => resolvePageSession(await headers()));

/** A page's path from its segments (dynamic values encoded), for requirePageAccess. */
export const pagePath = (...segments: string[]) => `/${segments.map(encodeURIComponent).join("/")}`;

export const loginUrlFor = (pathname: string) => `/login?callbackUrl=${encodeURIComponent(pathname)}`;

/** Call first in every members' page with the page's actual path (dynamic segments filled in). */
export const requirePageAccess = async (pathname: string): Promise<TSession> => {
  const session = await getCurrentSession();
  if (!session || !canOpenPage(pathname, session.roles)) redirect(loginUrlFor(pathname));
  return session;
};
