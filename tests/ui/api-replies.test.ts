// The browser's api calls read the real route handlers' replies: a refusal keeps its status and
// the API's own message (or the screen's words when the API gives none), and a success keeps the
// value the screen uses. `fetch` is the browser's: here it carries the page's relative URL and the
// member's session cookie to the route handler that Next would call for it.
import { GET as packGet } from "@/app/api/projects/getprojectpackbyid/[id]/route";
import { POST as approveGrantPost } from "@/app/api/projects/approvegrantapproval/route";
import { POST as rejectPost } from "@/app/api/projects/rejectapplication/route";
import { GET as requestGet } from "@/app/api/servicerequest/getservicerequest/[idOrTicket]/route";
import { GET as adminCategoriesGet } from "@/app/api/servicerequest/getservicecategoryforadmin/route";
import { POST as createUserPost } from "@/app/api/auth/createuser/route";
import { POST as resetPasswordPost } from "@/app/api/auth/resetpasswordbyadmin/route";
import { GET as searchMembersGet } from "@/app/api/auth/searchmembers/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { POST as deleteBlogPost } from "@/app/api/blog/deleteblog/route";
import { POST as refundPost } from "@/app/api/paymentgateway/refundpayment/route";
import { createUser, searchMembers, sendPasswordReset, updateMember, EMPTY_FILTER } from "@/components/manage/member-admin-api";
import { fetchPack } from "@/components/project-packs/packs-api";
import { decide } from "@/components/projects/queries-api";
import { approveGrant } from "@/components/projects/trust-api";
import { fetchRequest } from "@/components/service-requests/service-request-api";
import { fetchAdminCategories } from "@/components/service-admin/service-admin-api";
import { deleteContent } from "@/components/content-admin/content-api";
import { refundPayment } from "@/components/payments/payments-api";
import type { TResult } from "@/components/shared/post-form";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { giveBothUnits } from "../helpers/legacy-member-units";
import { setupTestDb } from "../helpers/test-db";
import { logInAs, type TAuth } from "../auth/helpers";

type THandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** The routes the calls below reach, by path (`:name` is a dynamic segment). */
const ROUTES: [string, THandler][] = [
  ["/api/projects/getprojectpackbyid/:id", packGet as THandler],
  ["/api/projects/approvegrantapproval", approveGrantPost as THandler],
  ["/api/projects/rejectapplication", rejectPost as THandler],
  ["/api/servicerequest/getservicerequest/:idOrTicket", requestGet as THandler],
  ["/api/servicerequest/getservicecategoryforadmin", adminCategoriesGet as THandler],
  ["/api/auth/createuser", createUserPost as THandler],
  ["/api/auth/resetpasswordbyadmin", resetPasswordPost as THandler],
  ["/api/auth/searchmembers", searchMembersGet as THandler],
  ["/api/auth/updatememberbyadmin", updateByAdminPost as THandler],
  ["/api/blog/deleteblog", deleteBlogPost as THandler],
  ["/api/paymentgateway/refundpayment", refundPost as THandler],
];

const routeOf = (pathname: string) => {
  const parts = pathname.split("/");
  for (const [pattern, handler] of ROUTES) {
    const wanted = pattern.split("/");
    if (wanted.length !== parts.length) continue;
    const params: Record<string, string> = {};
    if (
      wanted.every((part, i) =>
        part.startsWith(":") ? (params[part.slice(1)] = decodeURIComponent(parts[i]!)) : part === parts[i],
      )
    )
      return { handler, params };
  }
  throw new Error(`no route for ${pathname}`);
};

const db = setupTestDb({ demo: true });
const realFetch = globalThis.fetch;
const as: Record<string, TAuth> = {};
let session: TAuth = {};

beforeAll(async () => {
  for (const name of ["admin", "member"]) as[name] = await logInAs(name);
  globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const { handler, params } = routeOf(url.pathname);
    const headers = new Headers(init?.headers);
    if (session.cookie) headers.set("cookie", session.cookie);
    return handler(new Request(url, { ...init, headers }), { params: Promise.resolve(params) });
  };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

/** The call made by `user`. */
const by = async <T>(user: string, call: () => Promise<TResult<T>>) => {
  session = as[user]!;
  return call();
};

const failureOf = <T>(result: TResult<T>) => {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return { status: result.status, message: result.message };
};

const NEW_ACCOUNT = {
  userName: "member",
  fullName: "Meera Again",
  title: "Ms.",
  phoneNumber: "9840012345",
  officeEmail: "meera.again@example.org",
  password: "Welcome2026",
  tableNo: "1",
  circleNo: "",
  roles: ["User" as const],
};

describe("a refused call keeps the reply's status and the API's message", () => {
  it("readReply: a pack, a helpdesk request, a decision and a refund that are not there; a member's edit of a member", async () => {
    expect({
      pack: failureOf(await by("admin", () => fetchPack(999999))),
      request: failureOf(await by("member", () => fetchRequest(999999))),
      decision: failureOf(await by("admin", () => decide(999999, "reject", "Not eligible."))),
      refund: failureOf(await by("admin", () => refundPayment(`P${"0".repeat(23)}`, "Paid twice."))),
      edit: failureOf(await by("member", () => updateMember({ memberId: 1, fullName: "Someone Else" }))),
      categories: failureOf(await by("member", () => fetchAdminCategories())),
    }).toEqual({
      pack: { status: 404, message: "No such project pack." },
      request: { status: 404, message: "Service request not found." },
      decision: { status: 404, message: "No such application." },
      refund: { status: 404, message: "No payment has this order id." },
      edit: { status: 403, message: "Your role does not allow this." },
      categories: { status: 403, message: "Your role does not allow this." },
    });
  });

  it("postJson: an account that exists, a grant approval and a post that are not there", async () => {
    expect({
      account: failureOf(await by("admin", () => createUser(NEW_ACCOUNT))),
      grant: failureOf(await by("admin", () => approveGrant(999999, new Date().toISOString()))),
      post: failureOf(await by("admin", () => deleteContent("blog", 999999))),
    }).toEqual({
      account: { status: 409, message: "User name already taken." },
      grant: { status: 404, message: "No such application." },
      post: { status: 404, message: "Blog post not found." },
    });
  });
});

describe("a successful call keeps the value the screen reads", () => {
  it("the member search's page and the password mail's message", async () => {
    const page = await by("admin", () => searchMembers({ ...EMPTY_FILTER, q: "meera" }, 1, 10));
    expect(page.ok && page.value.members.map((member) => member.userName)).toEqual(["member"]);
    const member = await db().prisma.member.findUniqueOrThrow({ where: { userName: "member" } });
    const mail = await by("admin", () => sendPasswordReset(member.id));
    expect(mail.ok && mail.value).toMatch(/\S/);
  });

  it("the member list's count of members in both a table and a circle, and its filter that lists only them", async () => {
    const { id } = await seedMember(db().prisma, {
      userName: "legacy.both",
      password: DEMO_PASSWORD,
      fullName: "Legacy Both",
      roles: ["User"],
      tableNo: 1,
    });
    await giveBothUnits(db().prisma, id, { tableNo: 1, circleNo: 1 });
    const all = await by("admin", () => searchMembers(EMPTY_FILTER, 1, 10));
    expect(all.ok && all.value.bothUnitsTotal).toBe(1);
    expect(all.ok && all.value.total).toBeGreaterThan(1);
    const both = await by("admin", () => searchMembers({ ...EMPTY_FILTER, bothUnits: "1" }, 1, 10));
    expect(both.ok && { names: both.value.members.map((member) => member.userName), total: both.value.total }).toEqual({
      names: ["legacy.both"],
      total: 1,
    });
  });
});
