// POST addnewserviceadmin / deleteserviceadmin: a category's admins, both idempotent; each
// answers the category's admins afterwards. Also updatememberbyadmin's check that an admin keeps
// the helpdesk.
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import type { TPrisma } from "../db/client";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { CATEGORY_ADMIN_ORDER, CATEGORY_ADMIN_SELECT, toCategoryAdmin } from "./category-shapes";
import { isForeignKeyViolation } from "../db/errors";
import { categoryNotFound, fieldError } from "./errors";
import { AppError } from "../http/errors";
import {
  canOpenHelpdesk,
  cannotOpenHelpdeskMessage,
  helpdeskAdminKeepsRolesMessage,
  rowsCanOpenHelpdesk,
} from "./helpdesk-access";
import { WRITE_TRANSACTION } from "../db/write-transaction";

type TTx = Prisma.TransactionClient;

const assertCategory = async (prisma: TPrisma, categoryId: number) => {
  if (!(await prisma.serviceCategory.findUnique({ where: { id: categoryId }, select: { id: true } }))) throw categoryNotFound();
};

const adminsOf = async (prisma: TPrisma, categoryId: number) => {
  const rows = await prisma.categoryAdmin.findMany({
    where: { serviceCategoryId: categoryId },
    select: CATEGORY_ADMIN_SELECT,
    orderBy: CATEGORY_ADMIN_ORDER,
  });
  return { serviceAdmins: rows.map(toCategoryAdmin) };
};

const nameOf = (member: { title: string | null; fullName: string }) => [member.title, member.fullName].filter(Boolean).join(" ");

// A category admin must keep a role that opens the helpdesk. The member's row is the lock between
// the two checks: addnewserviceadmin reads the roles under FOR SHARE, updatememberbyadmin reads the
// member's categories under FOR NO KEY UPDATE before it changes the roles (the lock its own update
// of the row takes anyway), so neither decides on what the other is changing meanwhile.

export const addCategoryAdmin = async (options: { session: TSession; categoryId: number; memberId: number }) => {
  const prisma = await getDb();
  await assertCategory(prisma, options.categoryId);
  try {
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${options.memberId} FOR SHARE`;
      const member = await tx.member.findFirst({
        where: { id: options.memberId, isApproved: true, isActive: true },
        select: { id: true, title: true, fullName: true, roles: { select: { role: true } } },
      });
      if (!member) throw fieldError("BAD_REQUEST", "srmemId", "no approved, active member with this id");
      if (!rowsCanOpenHelpdesk(member.roles)) {
        const message = cannotOpenHelpdeskMessage(nameOf(member));
        throw new AppError("BAD_REQUEST", message, { fields: [{ field: "srmemId", message }] });
      }
      await tx.categoryAdmin.createMany({
        data: [{ memberId: member.id, serviceCategoryId: options.categoryId }],
        skipDuplicates: true,
      });
    }, WRITE_TRANSACTION);
  } catch (error) {
    // The category was removed meanwhile.
    if (isForeignKeyViolation(error, "CategoryAdmin_serviceCategoryId_fkey")) throw categoryNotFound();
    throw error;
  }
  return adminsOf(prisma, options.categoryId);
};

/**
 * updatememberbyadmin, in its transaction before it writes `roles`: refuses roles that would shut a
 * category's admin out. Only a change that takes the helpdesk away: an admin made before the check
 * who already cannot open it (marked on the service admin screen) keeps their other details editable.
 */
export const assertAdminKeepsHelpdesk = async (
  tx: TTx,
  member: { memberId: number; title: string | null; fullName: string; roles: readonly TRole[] },
  roles: readonly TRole[],
) => {
  if (canOpenHelpdesk(roles) || !canOpenHelpdesk(member.roles)) return;
  await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${member.memberId} FOR NO KEY UPDATE`;
  const categories = await tx.serviceCategory.findMany({
    where: { admins: { some: { memberId: member.memberId } } },
    select: { categoryShortName: true },
    orderBy: { categoryShortName: "asc" },
  });
  if (categories.length === 0) return;
  const names = categories.map((category) => category.categoryShortName);
  throw fieldError("CONFLICT", "roles", helpdeskAdminKeepsRolesMessage(nameOf(member), names));
};

export const removeCategoryAdmin = async (options: { session: TSession; categoryId: number; memberId: number }) => {
  const prisma = await getDb();
  await assertCategory(prisma, options.categoryId);
  await prisma.categoryAdmin.deleteMany({ where: { serviceCategoryId: options.categoryId, memberId: options.memberId } });
  return adminsOf(prisma, options.categoryId);
};
