// POST addnewserviceadmin / deleteserviceadmin: a category's admins, both idempotent; each
// answers the category's admins afterwards.
import type { TSession } from "../auth/session";
import type { TPrisma } from "../db/client";
import { getDb } from "../db/client";
import { CATEGORY_ADMIN_ORDER, CATEGORY_ADMIN_SELECT, toCategoryAdmin } from "./category-shapes";
import { isForeignKeyViolation } from "../db/errors";
import { categoryNotFound, fieldError } from "./errors";
import { AppError } from "../http/errors";
import { cannotOpenHelpdeskMessage, rowsCanOpenHelpdesk } from "./helpdesk-access";

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

export const addCategoryAdmin = async (options: { session: TSession; categoryId: number; memberId: number }) => {
  const prisma = await getDb();
  await assertCategory(prisma, options.categoryId);
  const member = await prisma.member.findFirst({
    where: { id: options.memberId, isApproved: true, isActive: true },
    select: { id: true, title: true, fullName: true, roles: { select: { role: true } } },
  });
  if (!member) throw fieldError("BAD_REQUEST", "srmemId", "no approved, active member with this id");
  if (!rowsCanOpenHelpdesk(member.roles)) {
    const message = cannotOpenHelpdeskMessage([member.title, member.fullName].filter(Boolean).join(" "));
    throw new AppError("BAD_REQUEST", message, { fields: [{ field: "srmemId", message }] });
  }
  try {
    await prisma.categoryAdmin.createMany({
      data: [{ memberId: member.id, serviceCategoryId: options.categoryId }],
      skipDuplicates: true,
    });
  } catch (error) {
    // The category was removed meanwhile.
    if (isForeignKeyViolation(error, "CategoryAdmin_serviceCategoryId_fkey")) throw categoryNotFound();
    throw error;
  }
  return adminsOf(prisma, options.categoryId);
};

export const removeCategoryAdmin = async (options: { session: TSession; categoryId: number; memberId: number }) => {
  const prisma = await getDb();
  await assertCategory(prisma, options.categoryId);
  await prisma.categoryAdmin.deleteMany({ where: { serviceCategoryId: options.categoryId, memberId: options.memberId } });
  return adminsOf(prisma, options.categoryId);
};
