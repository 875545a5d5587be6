// What the Admin's edit dialog sends: the fields changed since it opened, and the roles only when
// the set of them changed. The list the dialog opened from may be older than the member's row (the
// member may have saved their own details since): a field the Admin left alone is not sent, so the
// API keeps it as it is now, and a number stored before the phone rule is not refused.
import { changedValues } from "@/components/shared/changed-values";
import type { TFieldErrors } from "@/components/shared/request-json";
import type { TRole } from "@/lib/auth/roles";
import type { TAdminMember, TMemberEdit } from "./member-admin-api";

export type TMemberValues = {
  title: string;
  fullName: string;
  phoneNumber: string;
  officeEmail: string;
  panCard: string;
  tableNo: string;
  circleNo: string;
};

export const memberValuesOf = (member: TAdminMember): TMemberValues => ({
  title: member.title ?? "",
  fullName: member.fullName,
  phoneNumber: member.phoneNumber ?? "",
  officeEmail: member.officeEmail ?? "",
  panCard: member.panCard ?? "",
  tableNo: member.tableNo === null ? "" : String(member.tableNo),
  circleNo: member.circleNo === null ? "" : String(member.circleNo),
});

const sameRoles = (before: readonly TRole[], after: readonly TRole[]) =>
  new Set(before).size === new Set(after).size && after.every((role) => before.includes(role));

/**
 * The edit to send for `member` as the dialog opened with it (null: nothing changed), or the
 * refusal of a change the API would refuse too.
 */
export const memberEditOf = (
  member: TAdminMember,
  values: TMemberValues,
  roles: readonly TRole[],
  remark: string,
): { edit: TMemberEdit | null; errors: TFieldErrors } => {
  const rolesChanged = !sameRoles(member.roles, roles);
  if (rolesChanged && roles.length === 0) return { edit: null, errors: { roles: "Give at least one role." } };
  const fields = changedValues(memberValuesOf(member), values);
  if (Object.keys(fields).length === 0 && !rolesChanged) return { edit: null, errors: {} };
  return {
    edit: {
      memberId: member.memberId,
      ...fields,
      ...(rolesChanged ? { roles: [...roles] } : {}),
      ...(remark.trim() ? { remark } : {}),
    },
    errors: {},
  };
};
