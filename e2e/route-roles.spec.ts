// Walks the whole route-role table against the running production build: for every protected
// page and API route, anonymous and every role are admitted or refused exactly as the table says.
import { request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./test";
import { ACCESS_REFUSED_MESSAGES, API_RULES, PAGE_RULES, decideAccess, type TAccess } from "../lib/auth/route-roles";
import type { TRole } from "../lib/auth/roles";
import { ROLE_ACCOUNTS, apiLogin } from "./fixtures";

/** A concrete path for a pattern: each [param] becomes a sample value. */
const samplePath = (pattern: string) => pattern.replace(/\[\.\.\.[^\]]+\]|\[[^\]]+\]/g, "1");

// Log-out would end the walking session; it is covered in auth.spec.ts.
const WALKED_API_RULES = API_RULES.filter((rule) => rule.pattern !== "/api/auth/logout" && rule.access !== "public");

const identities: { name: string; role: TRole | null }[] = [
  { name: "anonymous", role: null },
  ...(Object.keys(ROLE_ACCOUNTS) as TRole[]).map((role) => ({ name: role, role })),
];

const expected = (access: TAccess, role: TRole | null) => decideAccess(access, role ? [role] : null);

for (const identity of identities) {
  test(`route-role table as ${identity.name}`, async ({ baseURL }) => {
    const request = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
    if (identity.role) await apiLogin(request, ROLE_ACCOUNTS[identity.role]);
    const mismatches: string[] = [];

    for (const rule of PAGE_RULES) {
      const path = samplePath(rule.pattern);
      const response = await request.get(path, { maxRedirects: 0 });
      const location = response.headers()["location"] ?? "";
      const refused = response.status() >= 300 && response.status() < 400 && location.includes("/login");
      const want = expected(rule.access, identity.role) === "allow";
      // A page of one record answers 404 for a sample id that names none (the sanction letter of an
      // application without one): that is the page admitting the caller, not the table refusing.
      const failed = response.status() >= 400 && response.status() !== 404;
      if (want === refused || (want && failed)) mismatches.push(`page ${path}: got ${response.status()} ${location}`);
    }

    for (const rule of WALKED_API_RULES) {
      const path = samplePath(rule.pattern);
      const response = await request.fetch(path, { method: rule.method, data: rule.method === "GET" ? undefined : {} });
      const decision = expected(rule.access, identity.role);
      const status = response.status();
      // A 403 from a domain rule (say, a category the member does not administer) is not the
      // table refusing: only the table's own answers count here.
      const message = ((await response.json().catch(() => ({}))) as { message?: string }).message;
      const refusedByTable =
        (status === 401 && message === ACCESS_REFUSED_MESSAGES.login) ||
        (status === 403 && message === ACCESS_REFUSED_MESSAGES.forbidden);
      const ok =
        decision === "allow"
          ? !refusedByTable
          : decision === "login"
            ? status === 401 && refusedByTable
            : status === 403 && refusedByTable;
      if (!ok) mismatches.push(`${rule.method} ${path}: got ${status}, want ${decision}`);
      if (decision !== "allow") expect(response.headers()["content-type"]).toContain("application/json");
    }

    expect(mismatches).toEqual([]);
    await request.dispose();
  });
}
