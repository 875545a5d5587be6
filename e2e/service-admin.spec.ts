// The service admin screen (/serviceadmin): a category admin must be able to open the helpdesk
// (/servicerequests: User, Admin, TEX, CEX), or they could never see or answer its requests. The
// picker says so before Save, the API refuses, and an admin who lost those roles (an old record: the
// demo data's npc, admin of Events) is marked.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";
import { logInTo } from "./fixtures";

const createMember = async (page: Page, userName: string, fullName: string, roles: string[]) => {
  const reply = await page.request.post("/api/auth/createuser", {
    data: { userName, fullName, title: "Mr.", roles, password: "Welcome2026", tableNo: 3 },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { user: { memberId: number } }).user.memberId;
};

test("only a member who can open the helpdesk can be made a category admin; one who lost the roles is marked", async ({
  page,
}) => {
  await logInTo(page, "admin");
  // Names unique to this run: a run before this one may have left its members behind.
  const stamp = Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  const member = async (name: string, roles: string[]) => {
    const fullName = `${name} ${stamp}`;
    const userName = `e2e.${name.split(" ")[0]!.toLowerCase()}.${stamp}`;
    return { name: fullName, id: await createMember(page, userName, fullName, roles) };
  };
  const planner = await member("Pranav Planner", ["NPC"]);
  const former = await member("Farhan Former", ["User"]);
  const helper = await member("Harish Helper", ["User"]);

  const categories = (await (await page.request.get("/api/servicerequest/getservicecategoryforadmin")).json()) as {
    serviceCategoryAdmin: { serviceCategoryId: number; categoryShortName: string }[];
  };
  const membership = categories.serviceCategoryAdmin.find((category) => category.categoryShortName === "Membership")!;
  const add = (memberId: number) =>
    page.request.post("/api/servicerequest/addnewserviceadmin", {
      multipart: { srmemId: String(memberId), srCatId: String(membership.serviceCategoryId) },
    });

  // The API refuses the NPC, with the reason on the member field.
  const refused = await add(planner.id);
  expect(refused.status()).toBe(400);
  const message = `Mr. ${planner.name} cannot open the helpdesk: give them the User role first.`;
  expect(await refused.json()).toEqual(expect.objectContaining({ message, fields: [{ field: "srmemId", message }] }));

  // The API makes no admin who cannot open the helpdesk: not by taking the roles from one either.
  expect((await add(former.id)).status()).toBe(200);
  const changed = await page.request.post("/api/auth/updatememberbyadmin", { data: { memberId: former.id, roles: ["NPC"] } });
  expect(changed.status()).toBe(409);

  // An admin made before the check, whose roles no longer open the helpdesk (the demo data's npc,
  // admin of Events), stays an admin but is marked; one who can open it is not.
  await page.goto("/serviceadmin");
  const legacyChip = page
    .getByRole("list", { name: "Admins of Events" })
    .getByRole("listitem")
    .filter({ hasText: "Neha Project Convenor" });
  await expect(legacyChip).toContainText("cannot open the helpdesk");
  const admins = page.getByRole("list", { name: "Admins of Membership" });
  await expect(admins.getByRole("listitem").filter({ hasText: former.name })).toBeVisible();
  await expect(admins).not.toContainText("cannot open the helpdesk");

  // The picker shows the NPC as one who cannot open the helpdesk, and does not let them be chosen.
  await page.getByRole("button", { name: "Add an admin to Membership" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Admin" });
  const memberBox = dialog.getByRole("combobox", { name: "Member" });
  // Save with no member: the member box says so and takes focus.
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(memberBox).toHaveAccessibleDescription(/Choose a member\./);
  await expect(memberBox).toBeFocused();
  await memberBox.fill(planner.name);
  const plannerOption = page.getByRole("option", { name: new RegExp(planner.name) });
  await expect(plannerOption).toContainText("cannot open the helpdesk");
  await expect(plannerOption).toHaveAttribute("aria-disabled", "true");

  // A member with the User role is offered and added; the marked admin keeps their mark.
  await memberBox.fill(helper.name);
  const helperOption = page.getByRole("option", { name: new RegExp(helper.name) });
  await expect(helperOption).not.toContainText("cannot open the helpdesk");
  await helperOption.click();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Mr. ${helper.name} is now an admin of Membership.`)).toBeVisible();
  await expect(admins.getByRole("listitem").filter({ hasText: helper.name })).not.toContainText("cannot open the helpdesk");
  await expect(legacyChip).toContainText("cannot open the helpdesk");

  // Removed again, so that the demo data's Membership category stays without admins for other tests.
  for (const admin of [former, helper]) {
    const removed = await page.request.post("/api/servicerequest/deleteserviceadmin", {
      multipart: { json: JSON.stringify({ memberid: admin.id }), serviceCategoryId: String(membership.serviceCategoryId) },
    });
    expect(removed.status()).toBe(200);
  }
});

test("Add New Category refuses an empty name and one that exists (in any case) under the name, which takes focus", async ({
  page,
}) => {
  await logInTo(page, "admin", "/serviceadmin");
  await page.getByRole("button", { name: "Add New Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Category" });
  const name = dialog.getByRole("textbox", { name: "Category Name" });
  const save = dialog.getByRole("button", { name: "Save", exact: true });
  await save.click();
  await expect(name).toHaveAccessibleDescription("Enter a category name.");
  await expect(name).toBeFocused();
  // The server's refusal: no form message, the reason under the name, and focus there.
  await name.fill("  mEmBeRsHiP ");
  await save.focus();
  await page.keyboard.press("Enter");
  await expect(name).toHaveAccessibleDescription("Category Name Already Exists.");
  await expect(name).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
