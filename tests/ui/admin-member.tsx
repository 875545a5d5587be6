// A member as the secretariat's member list has it (TListedMember): approved, unlocked, with an
// office e-mail address, not blocked by failed log-ins. Tests change what they are about with a spread.
// And that list's row of a member, as the server renders it, its table markup checked.
import { renderToStaticMarkup } from "react-dom/server";
import type { TListedMember } from "@/components/manage/member-admin-api";
import { MemberRow } from "@/components/manage/member-row";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

export const adminMember: TListedMember = {
  memberId: 7,
  userName: "devi.desk",
  title: "Ms.",
  fullName: "Devi Desk",
  phoneNumber: null,
  officeEmail: "devi@example.org",
  tableNo: 3,
  circleNo: null,
  isApproved: true,
  isLocked: false,
  isActive: true,
  roles: ["User"],
  unitName: "Bombay Round Table 3",
  areaNo: 2,
  panCard: null,
  form12AA: null,
  trustDeed: null,
  eightyG: null,
  ageProofFileName: null,
  ageProofVerified: false,
  everApproved: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  loginBlockedUntil: null,
};

/** The member list's row of `member`, in a table (whose nesting is checked). */
export const memberRowMarkup = (member: TListedMember) => {
  const markup = renderToStaticMarkup(
    <table>
      <tbody>
        <MemberRow member={member} onEdit={() => {}} onAction={() => {}} />
      </tbody>
    </table>,
  );
  expectValidTableNesting(markup);
  return markup;
};
