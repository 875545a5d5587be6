// The profile form and the Admin's edit dialog send only what was changed in them, so that a save
// never puts back a value changed meanwhile by someone else, nor sends a number stored before the
// phone rule (a landline the API would now refuse). Each test builds the save as the form does
// (profile-changes.ts, member-edit-changes.ts) and posts it to the real route.
import { GET as searchMembersGet } from "@/app/api/auth/searchmembers/route";
import { POST as updateMemberPost } from "@/app/api/auth/updatemember/route";
import { POST as updateByAdminPost } from "@/app/api/auth/updatememberbyadmin/route";
import { memberEditOf, memberValuesOf } from "@/components/manage/member-edit-changes";
import type { TAdminMember } from "@/components/manage/member-admin-api";
import { detailsOf, detailsToSave } from "@/components/profile/profile-changes";
import { DEMO_PASSWORD } from "@/lib/db/seed/demo";
import { seedArea, seedMember, seedTable } from "@/lib/db/seed/seed-functions";
import { getOwnProfile } from "@/lib/members/own-profile";
import { setupTestDb } from "../helpers/test-db";
import { getRequest, jsonRequest, logInAs, send, type TAuth } from "../auth/helpers";

const db = setupTestDb();
const LANDLINE = "044 4000 1234";
const as: Record<string, TAuth> = {};
let legacyId: number;

beforeAll(async () => {
  const prisma = db().prisma;
  const area = await seedArea(prisma, 1, "Tamil Nadu North");
  await seedTable(prisma, 11, "Madras Central Round Table", area.id);
  await seedMember(prisma, { userName: "admin", password: DEMO_PASSWORD, fullName: "The Admin", roles: ["Admin"] });
  // Signed up before the phone rule: the landline was stored as typed.
  const legacy = await seedMember(prisma, {
    userName: "legacy",
    password: DEMO_PASSWORD,
    fullName: "Lakshmi Legacy",
    title: "Ms.",
    phoneNumber: LANDLINE,
    roles: ["User"],
    tableNo: 11,
  });
  legacyId = legacy.id;
  for (const name of ["admin", "legacy"]) as[name] = await logInAs(name);
});

const row = () => db().prisma.member.findUniqueOrThrow({ where: { id: legacyId } });
const ownSave = (changes: unknown) => send(updateMemberPost, jsonRequest("/api/auth/updatemember", changes, as.legacy));
const adminSave = (edit: unknown) => send(updateByAdminPost, jsonRequest("/api/auth/updatememberbyadmin", edit, as.admin));

/** The member as the Admin's list shows it (the dialog opens from this row). */
const listed = async () => {
  const reply = await send(searchMembersGet, getRequest("/api/auth/searchmembers?q=legacy", as.admin));
  return (reply.body as { members: TAdminMember[] }).members[0]!;
};

describe("the profile form (/userprofile)", () => {
  it("saves a new title of a member whose stored phone is a landline, and keeps the landline", async () => {
    const baseline = detailsOf(await getOwnProfile(legacyId));
    expect(baseline.phoneNumber).toBe(LANDLINE);
    const { changes, errors } = detailsToSave(baseline, { ...baseline, title: "Dr." });
    expect(errors).toEqual({});
    expect(changes).toEqual({ title: "Dr." });
    expect((await ownSave(changes)).status).toBe(200);
    expect(await row()).toMatchObject({ title: "Dr.", phoneNumber: LANDLINE });
  });

  it("checks the phone when it is changed, and sends nothing when nothing changed", async () => {
    const baseline = detailsOf(await getOwnProfile(legacyId));
    expect(detailsToSave(baseline, { ...baseline, phoneNumber: "044 4000 9999" }).errors).toEqual({
      phoneNumber: expect.stringContaining("Indian mobile number"),
    });
    expect(detailsToSave(baseline, { ...baseline })).toEqual({ changes: {}, errors: {} });
  });

  it("does not undo a PAN the secretariat corrected after the member's page loaded", async () => {
    const baseline = detailsOf(await getOwnProfile(legacyId));
    expect((await adminSave({ memberId: legacyId, panCard: "ABCDE1234F" })).status).toBe(200);
    const { changes } = detailsToSave(baseline, { ...baseline, eightyG: "80G/2026/12" });
    expect((await ownSave(changes)).status).toBe(200);
    expect(await row()).toMatchObject({ panCard: "ABCDE1234F", eightyG: "80G/2026/12", phoneNumber: LANDLINE });
  });
});

describe("the Admin's edit dialog (/manage/manageuserbyadmin)", () => {
  it("gives a role without putting back the e-mail address the member changed after the list loaded", async () => {
    const shown = await listed();
    expect((await ownSave({ email: "lakshmi.new@example.org" })).status).toBe(200);
    const { edit, errors } = memberEditOf(shown, memberValuesOf(shown), [...shown.roles, "NPC"], "");
    expect(errors).toEqual({});
    expect(edit).toEqual({ memberId: legacyId, roles: [...shown.roles, "NPC"] });
    expect((await adminSave(edit)).status).toBe(200);
    const saved = await db().prisma.member.findUniqueOrThrow({ where: { id: legacyId }, include: { roles: true } });
    expect(saved).toMatchObject({ officeEmail: "lakshmi.new@example.org", phoneNumber: LANDLINE });
    expect(saved.roles.map((entry) => entry.role).sort()).toEqual(["NPC", "User"]);
  });

  it("sends a changed field with the remark, no roles when their set is the same, and nothing when nothing changed", async () => {
    const shown = await listed();
    const values = memberValuesOf(shown);
    const reordered = [...shown.roles].reverse();
    expect(memberEditOf(shown, values, reordered, "a remark")).toEqual({ edit: null, errors: {} });
    expect(memberEditOf(shown, { ...values, fullName: "Lakshmi L." }, reordered, "spelling")).toEqual({
      edit: { memberId: legacyId, fullName: "Lakshmi L.", remark: "spelling" },
      errors: {},
    });
    expect(memberEditOf(shown, values, [], "").errors).toEqual({ roles: "Give at least one role." });
    expect((await adminSave(memberEditOf(shown, { ...values, fullName: "Lakshmi L." }, reordered, "").edit)).status).toBe(200);
    expect(await row()).toMatchObject({ fullName: "Lakshmi L.", phoneNumber: LANDLINE });
  });
});
