// GET /api/auth/menu: what the script-free public pages show a logged-in member (their Welcome
// name and their menu, filtered by their roles); visitors get {"member": null} with 200.
import { GET as menuGet } from "@/app/api/auth/menu/route";
import { seedDemo } from "@/lib/db/seed/demo";
import { setupTestDb } from "../helpers/test-db";
import { getRequest, logInAs, send, type TAuth } from "./helpers";

const db = setupTestDb();

type TMenu = { member: null | { welcome: string; home: string; links: { title: string; link: string }[] } };

const menuOf = async (auth?: TAuth) => {
  const reply = await send(menuGet, getRequest("/api/auth/menu", auth));
  expect(reply.status).toBe(200);
  expect(reply.headers.get("cache-control")).toMatch(/private/);
  expect(reply.headers.get("cache-control")).toMatch(/no-store/);
  return reply.body as TMenu;
};

beforeAll(async () => {
  await seedDemo(db().prisma);
});

describe("GET /api/auth/menu", () => {
  it("answers a visitor with no member", async () => {
    expect(await menuOf()).toEqual({ member: null });
  });

  it("gives an admin the word Admin and the admin entries, ending with Change Password", async () => {
    const { member } = await menuOf(await logInAs("admin"));
    expect(member?.welcome).toBe("Admin");
    expect(member?.home).toBe("/dashboard/dashboardbar");
    const links = member?.links.map((link) => link.link) ?? [];
    expect(links).toEqual(expect.arrayContaining(["/dashboard/dashboardbar", "/manage/manageuserbyadmin", "/serviceadmin"]));
    expect(links.at(-1)).toBe("/changepassword");
    expect(links).not.toContain("/populateusers"); // listed, but not active
  });

  it("gives a plain member their user name and none of the admin pages", async () => {
    const { member } = await menuOf(await logInAs("member"));
    expect(member?.welcome).toBe("member");
    const links = member?.links.map((link) => link.link) ?? [];
    expect(links).toEqual(expect.arrayContaining(["/dashboard/dashboardbar", "/servicerequests", "/changepassword"]));
    expect(links).not.toContain("/manage/manageuserbyadmin");
    expect(links).not.toContain("/serviceadmin");
  });
});
