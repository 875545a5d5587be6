// The table, circle and area shapes that leave the server: one Prisma `select` and one serializer
// each (docs/api/tables.md). Bank details appear only in the details reply, and only for the
// callers lib/tables/table-access.ts allows.
import { fromDbRole } from "../auth/roles";
import type { Prisma } from "../db/generated/client";
import { federationYearLabel } from "../members/postings";

/** "2001-04-01" for a @db.Date, null for none. */
export const dayOf = (date: Date | null | undefined) => (date ? date.toISOString().slice(0, 10) : null);

/** The public address of a table's logo (lib/tables/table-logo.ts), changing with each new logo so that caches refresh. */
export const logoUrlOf = (tableNo: number, logoFileName: string | null) =>
  logoFileName ? `/api/table/gettablelogo/${tableNo}?v=${encodeURIComponent(logoFileName.split("-")[0]!.slice(0, 12))}` : null;

export const TABLE_ITEM_SELECT = {
  id: true,
  tableNo: true,
  name: true,
  city: true,
  charteredOn: true,
  logoFileName: true,
  isDecharted: true,
  dechartedOn: true,
  area: { select: { areaNo: true, name: true } },
} as const satisfies Prisma.TableSelect;

export type TTableItemRow = Prisma.TableGetPayload<{ select: typeof TABLE_ITEM_SELECT }>;

/** One table in a list (getalltables, searchtable, gettablebyareano). */
export const toTableItem = (table: TTableItemRow) => ({
  tableId: table.id,
  tableNo: table.tableNo,
  tableName: table.name,
  areaNo: table.area.areaNo,
  areaName: table.area.name,
  city: table.city,
  charterDate: dayOf(table.charteredOn),
  logoUrl: logoUrlOf(table.tableNo, table.logoFileName),
  isDecharted: table.isDecharted,
  dechartedOn: dayOf(table.dechartedOn),
});

export const TABLE_DETAILS_SELECT = {
  ...TABLE_ITEM_SELECT,
  meetingPlace: true,
  dechartReason: true,
  bankAccountName: true,
  bankAccountNo: true,
  bankIfsc: true,
  bankName: true,
  bankBranch: true,
  updatedAt: true,
} as const satisfies Prisma.TableSelect;

export type TTableDetailsRow = Prisma.TableGetPayload<{ select: typeof TABLE_DETAILS_SELECT }>;

export const toBankDetails = (table: TTableDetailsRow) => ({
  accountName: table.bankAccountName,
  accountNo: table.bankAccountNo,
  ifsc: table.bankIfsc,
  bankName: table.bankName,
  branch: table.bankBranch,
});

export const POSTING_SELECT = {
  id: true,
  role: true,
  year: true,
  unitKind: true,
  unitNo: true,
  member: { select: { id: true, title: true, fullName: true, userName: true, tableNo: true, circleNo: true } },
} as const satisfies Prisma.PostingSelect;

export type TPostingRow = Prisma.PostingGetPayload<{ select: typeof POSTING_SELECT }>;

/** An office bearer of a year: who, which role, which year. */
export const toOfficeBearer = (posting: TPostingRow) => ({
  postingId: posting.id,
  memberId: posting.member.id,
  title: posting.member.title,
  fullName: posting.member.fullName,
  userName: posting.member.userName,
  role: fromDbRole(posting.role),
  year: posting.year,
  yearLabel: federationYearLabel(posting.year),
});

export type TOfficeBearer = ReturnType<typeof toOfficeBearer>;

/** A chairman as the look-ups show them (contact details for members). */
export const toChairman = (
  member: { id: number; title: string | null; fullName: string; officeEmail: string | null; phoneNumber: string | null } | null,
) =>
  member
    ? {
        memberId: member.id,
        title: member.title,
        fullName: member.fullName,
        officeEmail: member.officeEmail,
        mobile: member.phoneNumber,
      }
    : null;

export const CIRCLE_ITEM_SELECT = {
  id: true,
  circleNo: true,
  name: true,
  createdAt: true,
  area: { select: { areaNo: true, name: true } },
} as const satisfies Prisma.CircleSelect;

export const toCircleItem = (circle: Prisma.CircleGetPayload<{ select: typeof CIRCLE_ITEM_SELECT }>) => ({
  circleId: circle.id,
  circleNo: circle.circleNo,
  circleName: circle.name,
  areaNo: circle.area.areaNo,
  areaName: circle.area.name,
});
