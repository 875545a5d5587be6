// The secretariat finds the members whose row names both a table and a circle (rows from before
// Member_one_unit, which cannot be saved until one unit is chosen): searchmembers `bothUnits=1`
// lists only them, paged as the normal list with the same fields, and every reply counts them.
import { GET as searchMembersGet } from "@/app/api/auth/searchmembers/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedMember } from "@/lib/db/seed/seed-functions";
import { fieldsOf, getRequest, jsonRequest, logInAs, send, type TAuth } from "../auth/helpers";
import { giveBothUnits } from "../helpers/legacy-member-units";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb({ demo: true });
const as: Record<string, TAuth> = {};

type TPage = {
  members: { memberId: number; userName: string; tableNo: number | null; circleNo: number | null }[];
  total: number;
  page: number;
  pageSize: number;
  bothUnitsTotal: number;
};

const search = async (query: string, auth: TAuth = as.admin!) => {
  const reply = await send(searchMembersGet, getRequest(`/api/auth/searchmembers?${query}`, auth));
  return { status: reply.status, body: reply.body as TPage };
};
const userNames = (page: TPage) => page.members.map((member) => member.userName);

/** A member of table `tableNo`, given circle `circleNo` too as a legacy database holds them. */
const seedLegacyBoth = async (userName: string, fullName: string, tableNo: number, circleNo: number) => {
  const { id } = await seedMember(db().prisma, { userName, password: DEMO_PASSWORD, fullName, roles: ["User"], tableNo });
  await giveBothUnits(db().prisma, id, { tableNo, circleNo });
  return id;
};

beforeAll(async () => {
  for (const name of ["admin", "tex", "adminmembers", "member"]) as[name] = await logInAs(name);
});

describe("GET /api/auth/searchmembers with bothUnits", () => {
  it("on the demo data (one unit each) counts none and lists none", async () => {
    const all = await search("");
    expect(all.status).toBe(200);
    expect(all.body.bothUnitsTotal).toBe(0);
    const both = await search("bothUnits=1");
    expect(both.status).toBe(200);
    expect(both.body).toEqual({ members: [], total: 0, page: 1, pageSize: 25, bothUnitsTotal: 0 });
  });

  describe("with three members from before the portal in a table and a circle", () => {
    let ids: number[];
    beforeAll(async () => {
      ids = [
        await seedLegacyBoth("legacy.a", "Legacy Anand", 1, 1),
        await seedLegacyBoth("legacy.b", "Legacy Bina", 2, 1),
        await seedLegacyBoth("legacy.c", "Legacy Chetan", 4, 2),
      ];
    });

    it("lists only them, a page at a time, each as the normal list gives them, and every reply counts them", async () => {
      const both = await search("bothUnits=1");
      expect(both.status).toBe(200);
      expect(userNames(both.body)).toEqual(["legacy.a", "legacy.b", "legacy.c"]);
      expect(both.body).toEqual(expect.objectContaining({ total: 3, page: 1, pageSize: 25, bothUnitsTotal: 3 }));
      expect(both.body.members.map(({ tableNo, circleNo }) => [tableNo, circleNo])).toEqual([
        [1, 1],
        [2, 1],
        [4, 2],
      ]);

      // The same member, the same fields, as the normal search gives them.
      const byName = await search("q=legacy.b");
      expect(byName.body.members).toEqual([both.body.members[1]]);
      // The normal list is unchanged, and counts them too.
      const all = await search("pageSize=100");
      expect(all.body.total).toBe(await db().prisma.member.count());
      expect(all.body.bothUnitsTotal).toBe(3);
      expect(userNames(all.body)).toEqual(expect.arrayContaining(["legacy.a", "member", "cex"]));
      expect((await search("bothUnits=0&pageSize=100")).body.total).toBe(all.body.total);
      expect((await search("bothUnits=&pageSize=100")).body.total).toBe(all.body.total);

      const second = await search("bothUnits=true&pageSize=2&page=2");
      expect(second.body).toEqual(expect.objectContaining({ total: 3, page: 2, pageSize: 2, bothUnitsTotal: 3 }));
      expect(userNames(second.body)).toEqual(["legacy.c"]);
      expect(userNames((await search("bothUnits=1&pageSize=2&offset=1")).body)).toEqual(["legacy.b", "legacy.c"]);

      // With the other filters: narrowed by them; the count stays that of them all.
      const inCircle2 = await search("bothUnits=1&circleNo=LC2");
      expect(userNames(inCircle2.body)).toEqual(["legacy.c"]);
      expect(inCircle2.body).toEqual(expect.objectContaining({ total: 1, bothUnitsTotal: 3 }));
      expect((await search("bothUnits=1&q=Bina")).body.total).toBe(1);
    });

    it("refuses a bothUnits that is no yes or no with 400, and callers other than Admin with 403", async () => {
      for (const query of ["bothUnits=maybe", "bothUnits=2"]) {
        const reply = await send(searchMembersGet, getRequest(`/api/auth/searchmembers?${query}`, as.admin));
        expect({ query, status: reply.status }).toEqual({ query, status: 400 });
        expect(fieldsOf(reply)).toEqual(["query.bothUnits"]);
      }
      for (const name of ["tex", "adminmembers", "member"]) {
        const reply = await search("bothUnits=1", as[name]);
        expect({ name, status: reply.status }).toEqual({ name, status: 403 });
      }
      expect((await send(searchMembersGet, getRequest("/api/auth/searchmembers?bothUnits=1"))).status).toBe(401);
    });

    it("a member whose unit the secretariat chose leaves the list and the count", async () => {
      const chosen = await send(
        updateByAdminPost,
        jsonRequest("/api/auth/updatememberbyadmin", { memberId: ids[1], tableNo: 2 }, as.admin),
      );
      expect(chosen.status).toBe(200);
      const both = await search("bothUnits=1");
      expect(userNames(both.body)).toEqual(["legacy.a", "legacy.c"]);
      expect(both.body).toEqual(expect.objectContaining({ total: 2, bothUnitsTotal: 2 }));
    });
  });
});
