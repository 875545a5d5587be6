// Members who signed up before the phone rule have their numbers stored as typed ("098400 12345").
// Every screen that shows a stored phone shows an Indian mobile as +91 98400 12345 (formatPhone);
// the JSON replies behind those screens keep the stored value, so the screens format it.
import { renderToStaticMarkup } from "react-dom/server";
import type { TPendingUser } from "@/components/manage/approval-api";
import { PendingSignupRow } from "@/components/manage/pending-signup-row";
import { MemberProfile } from "@/components/profile/member-profile";
import { TableDirectoryView } from "@/components/reports/table-directory-view";
import { AdminChip } from "@/components/service-admin/admin-chip";
import type { TCategoryAdmin } from "@/components/service-admin/service-admin-api";
import { seedArea, seedMember, seedPosting, seedTable } from "@/lib/db/seed/seed-functions";
import { getOwnProfile } from "@/lib/members/own-profile";
import { getTableDirectory } from "@/lib/reports/table-directory";
import { setupTestDb } from "../helpers/test-db";

const db = setupTestDb();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const prisma = db().prisma;
  const area = await seedArea(prisma, 1, "Tamil Nadu North");
  await seedTable(prisma, 11, "Madras Central Round Table", area.id);
  const member = async (key: string, phoneNumber: string) => {
    const row = await seedMember(prisma, {
      userName: `phones-${key}`,
      password: "Phones@12345",
      fullName: `Member ${key}`,
      phoneNumber,
      roles: ["TEX"],
      tableNo: 11,
    });
    ids[key] = row.id;
    await seedPosting(prisma, { memberId: row.id, unitKind: "TABLE", unitNo: 11, role: key === "typed" ? "TEX" : "ATEX" });
  };
  await member("typed", "098400 12345");
  await member("landline", "044 4000 1234");
});

test("the directory of tables (its page and PDF) shows a mobile stored as typed as +91 98400 12345", async () => {
  const directory = await getTableDirectory({ kind: "table", tableNo: 11 });
  const html = renderToStaticMarkup(<TableDirectoryView directory={directory} foundation="Federation Foundation" />);
  expect(html).toContain("<td>+91 98400 12345</td>");
  expect(html).not.toContain("098400 12345");
  // Not an Indian mobile: as typed.
  expect(html).toContain("<td>044 4000 1234</td>");
});

test("the member's own profile shows their mobile stored as typed as +91 98400 12345", async () => {
  const profile = await getOwnProfile(ids.typed!);
  expect(profile.phoneNumber).toBe("098400 12345");
  const html = renderToStaticMarkup(<MemberProfile initialProfile={profile} />);
  expect(html).toMatch(/<td[^>]*>\+91 98400 12345<\/td>/);
});

test("a pending sign-up and a category admin's tooltip show the mobile as +91 98400 12345", () => {
  const user: TPendingUser = {
    memberId: 1,
    userName: "phones-typed",
    title: null,
    fullName: "Member typed",
    tableNo: 11,
    circleNo: null,
    officeEmail: null,
    mobile: "9840012345",
    isLocked: false,
  };
  const row = renderToStaticMarkup(<PendingSignupRow user={user} onApprove={() => undefined} onRefuse={() => undefined} />);
  expect(row).toContain("<dd>+91 98400 12345</dd>");
  expect(
    renderToStaticMarkup(<PendingSignupRow user={{ ...user, mobile: null }} onApprove={() => {}} onRefuse={() => {}} />),
  ).toContain("<dd>NA</dd>");

  const admin: TCategoryAdmin = {
    memberId: 1,
    title: null,
    fullName: "Member typed",
    tableNo: 11,
    officeEmail: null,
    mobile: "+91-98400-12345",
    canOpenHelpdesk: true,
  };
  const chip = renderToStaticMarkup(<AdminChip admin={admin} categoryName="Projects" onRemove={() => undefined} />);
  expect(chip).toContain("Mobile: +91 98400 12345");
  expect(
    renderToStaticMarkup(
      <AdminChip admin={{ ...admin, mobile: "+44 20 7946 0958" }} categoryName="Projects" onRemove={() => {}} />,
    ),
  ).toContain("Mobile: +44 20 7946 0958");
});
