// Reusable seed functions, shared by the demo seed and the tests.
import { hashPassword } from "../../auth/password";
import { toDbRole, type TRole } from "../../auth/roles";
import type { TPrisma } from "../client";

export const seedArea = (prisma: TPrisma, areaNo: number, name: string) =>
  prisma.area.upsert({ where: { areaNo }, update: {}, create: { areaNo, name } });

export const seedTable = (prisma: TPrisma, tableNo: number, name: string, areaId: number) =>
  prisma.table.upsert({ where: { tableNo }, update: {}, create: { tableNo, name, areaId, charteredOn: new Date("2001-04-01") } });

export const seedCircle = (prisma: TPrisma, circleNo: number, name: string, areaId: number) =>
  prisma.circle.upsert({ where: { circleNo }, update: {}, create: { circleNo, name, areaId } });

export type TSeedMember = {
  userName: string;
  password: string;
  fullName: string;
  title?: string;
  roles: TRole[];
  tableNo?: number;
  circleNo?: number;
  officeEmail?: string;
  phoneNumber?: string;
  isApproved?: boolean;
  isLocked?: boolean;
  isActive?: boolean;
  /** Pass a precomputed hash to seed many members quickly. */
  passwordHash?: string;
};

export const seedMember = async (prisma: TPrisma, member: TSeedMember) => {
  const passwordHash = member.passwordHash ?? (await hashPassword(member.password));
  const data = {
    passwordHash,
    fullName: member.fullName,
    title: member.title ?? null,
    tableNo: member.tableNo ?? null,
    circleNo: member.circleNo ?? null,
    officeEmail: member.officeEmail ?? `${member.userName}@example.org`,
    phoneNumber: member.phoneNumber ?? null,
    isApproved: member.isApproved ?? true,
    isLocked: member.isLocked ?? false,
    isActive: member.isActive ?? true,
  };
  const userName = member.userName.toLowerCase();
  return prisma.member.upsert({
    where: { userName },
    update: { ...data, roles: { deleteMany: {}, create: member.roles.map((role) => ({ role: toDbRole(role) })) } },
    create: { userName, ...data, roles: { create: member.roles.map((role) => ({ role: toDbRole(role) })) } },
  });
};

export const categoryNameKey = (name: string) => name.trim().toLowerCase();

export const seedServiceCategory = (prisma: TPrisma, categoryShortName: string, adminIds: number[] = []) =>
  prisma.serviceCategory.upsert({
    where: { nameKey: categoryNameKey(categoryShortName) },
    update: {},
    create: {
      categoryShortName: categoryShortName.trim(),
      nameKey: categoryNameKey(categoryShortName),
      admins: { create: adminIds.map((memberId) => ({ memberId })) },
    },
  });
