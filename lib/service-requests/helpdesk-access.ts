// Who can open the helpdesk (/servicerequests), read from the one route-role table: a category
// admin without one of its roles could never see or answer the category's requests.
import { canOpenPage, findPageRule } from "../auth/route-roles";
import { fromDbRole, type TRole } from "../auth/roles";
import type { Role as DbRole } from "../db/generated/enums";

export const HELPDESK_PAGE = "/servicerequests";

export const canOpenHelpdesk = (roles: readonly TRole[]) => canOpenPage(HELPDESK_PAGE, roles);

/** The same, for a member's role rows as the database holds them. */
export const rowsCanOpenHelpdesk = (rows: readonly { role: DbRole }[]) =>
  canOpenHelpdesk(rows.map((entry) => fromDbRole(entry.role)));

const access = findPageRule(HELPDESK_PAGE)?.access;
const helpdeskRoles: readonly TRole[] = typeof access === "object" ? access : [];
/** The roles that open it ("User, Admin, TEX or CEX"), for the picker's hint. */
export const HELPDESK_ROLES_TEXT = `${helpdeskRoles.slice(0, -1).join(", ")} or ${helpdeskRoles.at(-1)}`;

/** Shown beside such a member, in the picker and in the list of a category's admins. */
export const CANNOT_OPEN_HELPDESK = "cannot open the helpdesk";

/** The refusal of addnewserviceadmin, on its member field `srmemId`. */
export const cannotOpenHelpdeskMessage = (name: string) => `${name} ${CANNOT_OPEN_HELPDESK}: give them the User role first.`;

/**
 * The refusal of updatememberbyadmin, on its field `roles`: new roles that would shut a category's
 * admin out of the helpdesk.
 */
export const helpdeskAdminKeepsRolesMessage = (name: string, categories: readonly string[]) =>
  `${name} is a helpdesk admin of ${categories.join(", ")}: keep ${HELPDESK_ROLES_TEXT}, or remove them as admin there first.`;
