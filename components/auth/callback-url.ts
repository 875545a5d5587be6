import { MEMBER_HOME } from "@/lib/menus";

const BASE = "http://portal.invalid";

/**
 * Where to go after logging in: only a path on this site (not `//host`, `/\host` or a full URL,
 * which could send the member to another site); anything else gives the members' home.
 */
export const safeCallbackUrl = (value: string | null | undefined): string => {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return MEMBER_HOME;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return MEMBER_HOME;
    const target = `${url.pathname}${url.search}${url.hash}`;
    return url.pathname === "/login" || url.pathname === "/dashboard/login" ? MEMBER_HOME : target;
  } catch {
    return MEMBER_HOME;
  }
};
