// The active lists of tables and areas (docs/api/tables.md). A de-chartered table is in none of
// them: ACTIVE_TABLE is the one filter they all use. Its members and applications stay, and it
// can still be opened by number (gettabledetailsbytableno).
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { escapeLike } from "../members/like-pattern";
import { TABLE_ITEM_SELECT, toTableItem } from "./table-shapes";

export const ACTIVE_TABLE = { isDecharted: false } as const satisfies Prisma.TableWhereInput;

const ORDER = [{ tableNo: "asc" }] as const satisfies Prisma.TableOrderByWithRelationInput[];

/** At most this many tables answer a search. */
export const SEARCH_LIMIT = 50;

export const areaNotFound = (areaNo: number) => new AppError("NOT_FOUND", `There is no area ${areaNo}`);

const areaIdOrThrow = async (areaNo: number) => {
  const prisma = await getDb();
  const area = await prisma.area.findUnique({ where: { areaNo }, select: { id: true } });
  if (!area) throw areaNotFound(areaNo);
  return area.id;
};

/** getalltables: every active table, by number. */
export const listActiveTables = async () => {
  const prisma = await getDb();
  const tables = await prisma.table.findMany({ where: ACTIVE_TABLE, select: TABLE_ITEM_SELECT, orderBy: ORDER });
  return tables.map(toTableItem);
};

/** searchtable: active tables whose number is the text, or whose name or city contains it; all (up to the limit) for no text. */
export const searchTables = async (text: string | undefined) => {
  const prisma = await getDb();
  const q = text?.trim();
  const or: Prisma.TableWhereInput[] = [];
  if (q) {
    const contains = { contains: escapeLike(q), mode: "insensitive" } as const;
    or.push({ name: contains }, { city: contains });
    const number = /^(?:RT)?\s*(\d{1,9})$/i.exec(q);
    if (number) or.push({ tableNo: Number(number[1]) });
  }
  const tables = await prisma.table.findMany({
    where: { ...ACTIVE_TABLE, ...(or.length > 0 ? { OR: or } : {}) },
    select: TABLE_ITEM_SELECT,
    orderBy: ORDER,
    take: SEARCH_LIMIT,
  });
  return tables.map(toTableItem);
};

/** gettablebyareano/{areaNo}: the area's active tables; 404 for an unknown area. */
export const listTablesOfArea = async (areaNo: number) => {
  const areaId = await areaIdOrThrow(areaNo);
  const prisma = await getDb();
  const tables = await prisma.table.findMany({ where: { ...ACTIVE_TABLE, areaId }, select: TABLE_ITEM_SELECT, orderBy: ORDER });
  return tables.map(toTableItem);
};

/** getdistincttableareas: the areas that have at least one active table, with how many. */
export const listTableAreas = async () => {
  const prisma = await getDb();
  const areas = await prisma.area.findMany({
    where: { tables: { some: ACTIVE_TABLE } },
    select: { id: true, areaNo: true, name: true, _count: { select: { tables: { where: ACTIVE_TABLE } } } },
    orderBy: { areaNo: "asc" },
  });
  return areas.map((area) => ({ areaId: area.id, areaNo: area.areaNo, areaName: area.name, tableCount: area._count.tables }));
};

/** gettablebyareanousingappuser/{areaNo}: the area's active tables that have members in the portal, with how many. */
export const listTablesOfAreaWithMembers = async (areaNo: number) => {
  const areaId = await areaIdOrThrow(areaNo);
  const prisma = await getDb();
  const tables = await prisma.table.findMany({
    where: { ...ACTIVE_TABLE, areaId, members: { some: {} } },
    select: { ...TABLE_ITEM_SELECT, _count: { select: { members: true } } },
    orderBy: ORDER,
  });
  return tables.map((table) => ({ ...toTableItem(table), memberCount: table._count.members }));
};
