// A member as the secretariat's member list has it (TListedMember): approved, unlocked, with an
// office e-mail address, not blocked by failed log-ins. Tests change what they are about with a spread.
import type { TListedMember } from "@/components/manage/member-admin-api";

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
