// Reusable seed functions, shared by the demo seed and the tests.
import { hashPassword } from "../../auth/password";
import { toDbRole, type TRole } from "../../auth/roles";
import { federationYearOf } from "../../members/postings";
import { categoryNameKey, tidyCategoryName } from "../../service-requests/category-name";
import { nextResolvedAt, SERVICE_REQUEST_STATUS } from "../../service-requests/status";
import { allocateTicketNumber, ticketYear } from "../../service-requests/ticket-number";
import type { TPrisma } from "../client";

export { categoryNameKey };

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
  /** Approved once (default: isApproved); true with isApproved false seeds an un-approved member. */
  everApproved?: boolean;
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
    everApproved: member.everApproved ?? member.isApproved ?? true,
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

export const seedServiceCategory = (prisma: TPrisma, categoryShortName: string, adminIds: number[] = []) =>
  prisma.serviceCategory.upsert({
    where: { nameKey: categoryNameKey(categoryShortName) },
    update: {},
    create: {
      categoryShortName: tidyCategoryName(categoryShortName),
      nameKey: categoryNameKey(categoryShortName),
      admins: { create: adminIds.map((memberId) => ({ memberId })) },
    },
  });

export type TSeedAction = {
  authorId: number;
  remark: string;
  at: Date;
  fileNames?: string;
  /** A status change; for 10 (Duplicate) also the original's id. */
  status?: number;
  duplicateOfId?: number;
};

export type TSeedServiceRequest = {
  requesterId: number;
  categoryId: number;
  title: string;
  remark: string;
  createdAt?: Date;
  fileNames?: string;
  /** Replies and status changes after the first action, oldest first. */
  thread?: TSeedAction[];
};

/**
 * A request with its ticket number, first action and thread, and the status, firstResponseAt and
 * resolvedAt the thread implies (the same rules as the endpoints).
 */
export const seedServiceRequest = (prisma: TPrisma, seed: TSeedServiceRequest) =>
  prisma.$transaction(async (tx) => {
    const createdAt = seed.createdAt ?? new Date();
    const year = ticketYear(createdAt);
    const state = {
      status: SERVICE_REQUEST_STATUS.OPEN as number,
      statusRemark: null as string | null,
      duplicateOfId: null as number | null,
      firstResponseAt: null as Date | null,
      resolvedAt: null as Date | null,
      updatedAt: createdAt,
    };
    for (const action of seed.thread ?? []) {
      if (action.authorId !== seed.requesterId) state.firstResponseAt ??= action.at;
      if (action.status !== undefined) {
        state.resolvedAt = nextResolvedAt({
          from: state.status,
          to: action.status,
          resolvedAt: state.resolvedAt,
          now: action.at,
        });
        state.status = action.status;
        state.statusRemark = action.remark;
        state.duplicateOfId = action.duplicateOfId ?? null;
      }
      state.updatedAt = action.at;
    }
    return tx.serviceRequest.create({
      data: {
        ticketNumber: await allocateTicketNumber(tx, year),
        title: seed.title,
        categoryId: seed.categoryId,
        requesterId: seed.requesterId,
        year,
        createdAt,
        ...state,
        actions: {
          create: [
            { year, remark: seed.remark, fileNames: seed.fileNames ?? null, authorId: seed.requesterId, createdAt },
            ...(seed.thread ?? []).map((action) => ({
              year,
              remark: action.remark,
              fileNames: action.fileNames ?? null,
              status: action.status ?? null,
              authorId: action.authorId,
              createdAt: action.at,
            })),
          ],
        },
      },
    });
  });

/** A member's office in a unit for one federation year (issue 13, lib/members/postings.ts); `year` defaults to the current one. */
export const seedPosting = (
  prisma: TPrisma,
  posting: { memberId: number; unitKind: "TABLE" | "CIRCLE" | "AREA"; unitNo: number; role: TRole; year?: number },
) => {
  const data = {
    memberId: posting.memberId,
    unitKind: posting.unitKind,
    unitNo: posting.unitNo,
    role: toDbRole(posting.role),
    year: posting.year ?? federationYearOf(new Date()),
  };
  return prisma.posting.upsert({ where: { memberId_unitKind_unitNo_role_year: data }, update: {}, create: data });
};
