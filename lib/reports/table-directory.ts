// The directory of tables (issue 14): every active table of the federation, of one area, or one
// table, with its number, area, charter date, meeting place and this federation year's office
// bearers with their contact details. Who may ask for which part (directoryScopeFor):
//   - the secretariat (Admin, NEX): any part;
//   - an area chairman (AC, by this year's postings): their own area, or a table in it;
//   - a table's office bearers (TEX-C, TEX-S, TEX, ATEX): their own table.
// The print page /reports/directory and the directory PDF job both go through it.
import { TABLE_OFFICE_ROLES } from "../auth/route-roles";
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { toDbRole } from "../auth/roles";
import { AppError, fieldError } from "../http/errors";
import { istDay } from "../india-time";
import { areasChairedBy, federationYearLabel, federationYearOf } from "../members/postings";
import { ACTIVE_TABLE, areaNotFound } from "../tables/list-tables";
import { tableNotFound } from "../tables/table-access";

export type TDirectoryScope = { kind: "all" } | { kind: "area"; areaNo: number } | { kind: "table"; tableNo: number };

export type TDirectoryAsk = { tableNo?: number | null; ano?: number | null };

type TActor = Pick<TSession, "memberId" | "roles" | "tableNo">;

const SECRETARIAT: readonly TRole[] = ["Admin", "NEX"];

const ROLE_TITLES: Record<(typeof TABLE_OFFICE_ROLES)[number], string> = {
  "TEX-C": "Chairman",
  "TEX-S": "Secretary",
  TEX: "Office bearer",
  ATEX: "Office bearer (area)",
};

const hasAny = (actor: TActor, roles: readonly TRole[]) => actor.roles.some((role) => roles.includes(role));

const refused = () => new AppError("FORBIDDEN", "You may print the directory of your own area or table only");

/** The part of the directory the caller asked for, if they may have it (400/403/404 otherwise). */
export const directoryScopeFor = async (actor: TActor, ask: TDirectoryAsk, at: Date = new Date()): Promise<TDirectoryScope> => {
  const prisma = await getDb();
  let tableArea: number | null = null;
  if (ask.tableNo != null) {
    const table = await prisma.table.findUnique({
      where: { tableNo: ask.tableNo },
      select: { area: { select: { areaNo: true } } },
    });
    if (!table) throw tableNotFound(ask.tableNo);
    tableArea = table.area.areaNo;
    if (ask.ano != null && ask.ano !== tableArea)
      throw fieldError("BAD_REQUEST", "tableNo", `table ${ask.tableNo} is not in area ${ask.ano}`);
  } else if (ask.ano != null) {
    if (!(await prisma.area.findUnique({ where: { areaNo: ask.ano }, select: { id: true } }))) throw areaNotFound(ask.ano);
  }
  const asked: TDirectoryScope =
    ask.tableNo != null
      ? { kind: "table", tableNo: ask.tableNo }
      : ask.ano != null
        ? { kind: "area", areaNo: ask.ano }
        : { kind: "all" };
  if (hasAny(actor, SECRETARIAT)) return asked;

  const chaired = actor.roles.includes("AC") ? await areasChairedBy(actor.memberId, at) : [];
  const ownTable = hasAny(actor, TABLE_OFFICE_ROLES) ? actor.tableNo : null;
  if (asked.kind === "table") {
    if (asked.tableNo === ownTable || chaired.includes(tableArea!)) return asked;
    throw refused();
  }
  if (asked.kind === "area") {
    if (chaired.includes(asked.areaNo)) return asked;
    throw refused();
  }
  // Nothing named: the caller's own part.
  if (chaired.length === 1) return { kind: "area", areaNo: chaired[0]! };
  if (chaired.length > 1) throw fieldError("BAD_REQUEST", "ano", `say which of your areas (${chaired.join(", ")})`);
  if (ownTable != null) return { kind: "table", tableNo: ownTable };
  throw refused();
};

/** The print page's address for a part of the directory. */
export const directoryPagePath = (scope: TDirectoryScope) =>
  scope.kind === "all"
    ? "/reports/directory"
    : scope.kind === "area"
      ? `/reports/directory?ano=${scope.areaNo}`
      : `/reports/directory?tableNo=${scope.tableNo}`;

/** The page's query back into an ask (invalid numbers are a 404 of the page). */
export const directoryAskOf = (query: { ano?: string | string[]; tableNo?: string | string[] }): TDirectoryAsk | null => {
  const number = (value: string | string[] | undefined) => {
    if (value === undefined) return null;
    if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return undefined;
    return Number(value);
  };
  const ano = number(query.ano);
  const tableNo = number(query.tableNo);
  if (ano === undefined || tableNo === undefined) return null;
  return { ano, tableNo };
};

const scopeWhere = (scope: TDirectoryScope) =>
  scope.kind === "table"
    ? { tableNo: scope.tableNo }
    : scope.kind === "area"
      ? { ...ACTIVE_TABLE, area: { areaNo: scope.areaNo } }
      : ACTIVE_TABLE;

/** How many tables a part of the directory lists (the job's progress total). */
export const countDirectoryTables = async (scope: TDirectoryScope) => (await getDb()).table.count({ where: scopeWhere(scope) });

export const directoryTitle = (scope: TDirectoryScope) =>
  scope.kind === "all"
    ? "Directory of tables"
    : scope.kind === "area"
      ? `Directory of tables, area ${scope.areaNo}`
      : `Directory entry, table ${scope.tableNo}`;

export const getTableDirectory = async (scope: TDirectoryScope, at: Date = new Date()) => {
  const prisma = await getDb();
  const year = federationYearOf(at);
  const tables = await prisma.table.findMany({
    where: scopeWhere(scope),
    select: {
      tableNo: true,
      name: true,
      city: true,
      meetingPlace: true,
      charteredOn: true,
      isDecharted: true,
      area: { select: { areaNo: true, name: true } },
    },
    orderBy: [{ area: { areaNo: "asc" } }, { tableNo: "asc" }],
  });
  const postings = await prisma.posting.findMany({
    where: {
      unitKind: "TABLE",
      unitNo: { in: tables.map((table) => table.tableNo) },
      year,
      role: { in: TABLE_OFFICE_ROLES.map(toDbRole) },
      member: { isActive: true },
    },
    select: {
      unitNo: true,
      role: true,
      member: { select: { id: true, title: true, fullName: true, officeEmail: true, phoneNumber: true } },
    },
    orderBy: [{ member: { fullName: "asc" } }, { id: "asc" }],
  });
  const rank = (role: string) => TABLE_OFFICE_ROLES.map(toDbRole).indexOf(role as never);
  const entries = tables.map((table) => ({
    tableNo: table.tableNo,
    name: table.name,
    areaNo: table.area.areaNo,
    areaName: table.area.name,
    city: table.city,
    meetingPlace: table.meetingPlace,
    charterDate: table.charteredOn ? istDay(table.charteredOn) : null,
    isDecharted: table.isDecharted,
    officeBearers: postings
      .filter((posting) => posting.unitNo === table.tableNo)
      .sort((a, b) => rank(a.role) - rank(b.role))
      .map((posting) => ({
        memberId: posting.member.id,
        role: ROLE_TITLES[TABLE_OFFICE_ROLES[rank(posting.role)]!],
        name: [posting.member.title, posting.member.fullName].filter(Boolean).join(" "),
        email: posting.member.officeEmail,
        phone: posting.member.phoneNumber,
      })),
  }));
  const areas = [...new Map(entries.map((entry) => [entry.areaNo, entry.areaName])).entries()].map(([areaNo, areaName]) => ({
    areaNo,
    areaName,
    tables: entries.filter((entry) => entry.areaNo === areaNo),
  }));
  return { title: directoryTitle(scope), year, yearLabel: federationYearLabel(year), tableCount: entries.length, areas };
};

export type TTableDirectory = Awaited<ReturnType<typeof getTableDirectory>>;
