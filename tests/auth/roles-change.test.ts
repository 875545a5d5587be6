// Roles change while a session lasts: the secretariat grants TEX (updatememberbyadmin, or a TEX
// posting through savepostings) and the member's next request opens the page the role opens, with
// the cookie of the log-in before; a role taken away is refused on the next request. The page guard
// (proxy.ts) lets a session cookie through to a members' page; the page's own check
// (requirePageAccess: the session from the database, then canOpenPage) decides by the roles as
// they are now. e2e/roles-change.spec.ts opens the page itself on the production build.
import { NextRequest } from "next/server";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { POST as savePostingsPost } from "@/app/api/table/savepostings/route";
import { canOpenPage } from "@/lib/auth/route-roles";
import { resolvePageSession } from "@/lib/auth/session";
import { federationYearOf } from "@/lib/members/postings";
import { proxy } from "@/proxy";
import { setupTestDb } from "../helpers/test-db";
import { jsonRequest, logInAs, send, type TAuth } from "./helpers";

const db = setupTestDb({ demo: true });

let admin: TAuth;

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  admin = await logInAs("admin");
});

const idOf = async (userName: string) => (await db().prisma.member.findUniqueOrThrow({ where: { userName } })).id;

/** What the page guard answers a page request: "through", or where it redirects to. */
const guard = async (path: string, auth?: TAuth) => {
  const reply = await proxy(new NextRequest(`http://localhost${path}`, { headers: auth?.cookie ? { cookie: auth.cookie } : {} }));
  if (reply.headers.get("x-middleware-next") === "1") return "through";
  const location = new URL(reply.headers.get("location")!);
  return `${reply.status} ${location.pathname}${location.search}`;
};

/** What the page's own check decides (requirePageAccess runs these two, under Next's request scope). */
const pageOpens = async (path: string, auth: TAuth) => {
  const session = await resolvePageSession(new Headers({ cookie: auth.cookie! }));
  return session !== null && canOpenPage(path, session.roles);
};

const setRoles = async (memberId: number, roles: string[]) =>
  (await send(updateByAdminPost, jsonRequest("/api/auth/updatememberbyadmin", { memberId, roles }, admin))).status;

describe("a role granted or taken away while the member is logged in", () => {
  it("opens its page with the same cookie at once, and a role taken away is refused at once", async () => {
    const member = await logInAs("member"); // User, table 1
    const memberId = await idOf("member");
    const page = "/table/update/1";
    expect(await pageOpens(page, member)).toBe(false);

    expect(await setRoles(memberId, ["User", "TEX"])).toBe(200);
    expect(await guard(page, member)).toBe("through");
    expect(await pageOpens(page, member)).toBe(true);

    expect(await setRoles(memberId, ["User"])).toBe(200);
    expect(await pageOpens(page, member)).toBe(false);
    // Without a session cookie the guard still sends the visitor to log in, query kept.
    expect(await guard(`${page}?tab=postings`)).toBe("307 /login?callbackUrl=%2Ftable%2Fupdate%2F1%3Ftab%3Dpostings");
  });

  it("a TEX posting through savepostings opens the table's update page with the cookie of the log-in before", async () => {
    const member = await logInAs("member2"); // User, table 2
    const posted = await send(
      savePostingsPost,
      jsonRequest(
        "/api/table/savepostings",
        { tableNo: 2, year: federationYearOf(new Date()), add: [{ memberId: await idOf("member2"), role: "TEX" }] },
        admin,
      ),
    );
    expect(posted.status).toBe(200);
    expect(await guard("/table/update/2", member)).toBe("through");
    expect(await pageOpens("/table/update/2", member)).toBe(true);
    expect(await guard("/areapostings", member)).toBe("through");
    expect(await pageOpens("/areapostings", member)).toBe(false);
  });
});
