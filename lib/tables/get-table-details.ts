// One table: its details, office bearers of this federation year and the next, its area's chairman in office,
// and (for the callers table-access.ts allows) its bank details. De-chartered tables too.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma, PrismaClient } from "../db/generated/client";
import { istToday } from "../india-time";
import { currentChairmanOfArea, currentChairmanOfTable, federationYearLabel, federationYearOf } from "../members/postings";
import { postableMembersWhere } from "./postable-members";
import { canManageTable, canPostChairman, canSeeBankDetails, getTableOrThrow } from "./table-access";
import { POSTING_SELECT, toBankDetails, toChairman, toOfficeBearer, toTableItem } from "./table-shapes";

type TDb = Prisma.TransactionClient | PrismaClient;

/** The table's postings of one federation year, by role then name. */
export const listTablePostings = async (tableNo: number, year: number, db?: TDb) => {
  const prisma = db ?? (await getDb());
  const rows = await prisma.posting.findMany({
    where: { unitKind: "TABLE", unitNo: tableNo, year },
    select: POSTING_SELECT,
    orderBy: [{ role: "asc" }, { member: { fullName: "asc" } }, { id: "asc" }],
  });
  return rows.map(toOfficeBearer);
};

/** gettabledetailsbytableno/{tableNo} (and the update page): 404 for an unknown table. */
export const getTableDetails = async (session: TSession, tableNo: number, at: Date = new Date()) => {
  const table = await getTableOrThrow(tableNo);
  const year = federationYearOf(at);
  const [officeBearers, nextYearOfficeBearers, chairman, areaChairman] = await Promise.all([
    listTablePostings(tableNo, year),
    listTablePostings(tableNo, year + 1),
    currentChairmanOfTable(tableNo, at),
    currentChairmanOfArea(table.area.areaNo, at),
  ]);
  const canEdit = canManageTable(session, tableNo) && !table.isDecharted;
  return {
    ...toTableItem(table),
    meetingPlace: table.meetingPlace,
    dechartReason: table.dechartReason,
    bank: canSeeBankDetails(session, tableNo) ? toBankDetails(table) : null,
    year,
    yearLabel: federationYearLabel(year),
    officeBearers,
    // Next year's office bearers can be posted in advance, so that nobody has to on 1 July.
    nextYear: { year: year + 1, yearLabel: federationYearLabel(year + 1), officeBearers: nextYearOfficeBearers },
    chairman: toChairman(chairman),
    areaChairman: toChairman(areaChairman),
    canEdit,
    canEditChairman: canEdit && canPostChairman(session),
    // The day of the last change in India (an instant, not a calendar day as the charter date is).
    updatedOn: istToday(table.updatedAt),
    // The details' version: updatetable given it refuses (409) a save over a change made since.
    revision: table.updatedAt.toISOString(),
  };
};

export type TTableDetails = Awaited<ReturnType<typeof getTableDetails>>;

/** getareawisechairmanbytableno/{tableNo}: the chairman in office of the table's area. */
export const getAreaChairmanOfTable = async (tableNo: number, at: Date = new Date()) => {
  const table = await getTableOrThrow(tableNo);
  const year = federationYearOf(at);
  return {
    tableNo,
    areaNo: table.area.areaNo,
    areaName: table.area.name,
    year,
    yearLabel: federationYearLabel(year),
    chairman: toChairman(await currentChairmanOfArea(table.area.areaNo, at)),
  };
};

/** The table's members who may be posted (as savepostings checks), for the office-bearer picker of the update page. */
export const listTableMembersForPostings = async (tableNo: number) => {
  const prisma = await getDb();
  const members = await prisma.member.findMany({
    where: postableMembersWhere("TABLE", tableNo),
    select: { id: true, title: true, fullName: true, userName: true },
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
  });
  return members.map((member) => ({
    memberId: member.id,
    title: member.title,
    fullName: member.fullName,
    userName: member.userName,
  }));
};
