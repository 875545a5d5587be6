// Service-category shapes of the legacy replies (srCat, serviceCategoryAdmin, serviceAdmins).
import type { Prisma } from "../db/generated/client";
import { rowsCanOpenHelpdesk } from "./helpdesk-access";

export const CATEGORY_ADMIN_SELECT = {
  member: { select: { id: true, title: true, fullName: true, tableNo: true, officeEmail: true, phoneNumber: true } },
} as const satisfies Prisma.CategoryAdminSelect;

export const CATEGORY_ADMIN_ORDER = [
  { member: { fullName: "asc" } },
  { memberId: "asc" },
] as const satisfies Prisma.CategoryAdminOrderByWithRelationInput[];

export const CATEGORY_SELECT = {
  id: true,
  categoryShortName: true,
  admins: { select: CATEGORY_ADMIN_SELECT, orderBy: CATEGORY_ADMIN_ORDER },
} as const satisfies Prisma.ServiceCategorySelect;

/** The service admin screen's categories: each admin's roles too, to mark one who cannot open the helpdesk. */
export const CATEGORY_FOR_ADMIN_SELECT = {
  ...CATEGORY_SELECT,
  admins: {
    select: { member: { select: { ...CATEGORY_ADMIN_SELECT.member.select, roles: { select: { role: true } } } } },
    orderBy: CATEGORY_ADMIN_ORDER,
  },
} as const satisfies Prisma.ServiceCategorySelect;

type TAdminRow = Prisma.CategoryAdminGetPayload<{ select: typeof CATEGORY_ADMIN_SELECT }>;
type TCategoryRow = Prisma.ServiceCategoryGetPayload<{ select: typeof CATEGORY_SELECT }>;
type TCategoryForAdminRow = Prisma.ServiceCategoryGetPayload<{ select: typeof CATEGORY_FOR_ADMIN_SELECT }>;

/** memberDetails of SPEC.md section 3 (`mobile` is the phone number, as in the legacy replies). */
export const toCategoryAdmin = ({ member }: TAdminRow) => ({
  memberId: member.id,
  title: member.title,
  fullName: member.fullName,
  tableNo: member.tableNo,
  officeEmail: member.officeEmail,
  mobile: member.phoneNumber,
});

export const toCategory = (row: TCategoryRow) => ({
  serviceCategoryId: row.id,
  categoryShortName: row.categoryShortName,
  admins: row.admins.map(toCategoryAdmin),
});

/** getservicecategoryforadmin's category: memberDetails of each admin plus `canOpenHelpdesk`. */
export const toCategoryForAdmin = (row: TCategoryForAdminRow) => ({
  serviceCategoryId: row.id,
  categoryShortName: row.categoryShortName,
  admins: row.admins.map((admin) => ({ ...toCategoryAdmin(admin), canOpenHelpdesk: rowsCanOpenHelpdesk(admin.member.roles) })),
});
