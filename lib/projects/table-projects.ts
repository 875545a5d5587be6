// A table's (or circle's) own list of projects, shown on the public site: read by table, all
// (paged, newest year first), searched by words, year, area and table; created and updated by the
// unit's own office bearers (the secretariat for any unit). The public page reads them per
// request, so a change shows at once.
import { z } from "zod";
import type { TSession } from "../auth/session";
import { formatYear } from "../content/year";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { AppError, fieldError } from "../http/errors";
import { escapeLike } from "../members/like-pattern";
import { zBody } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { zOptionalMultilineText, zSearchText, zText } from "../validation/text";
import { isOwnUnit, ownUnit } from "./application-access";
import { assertTableNotDecharted } from "./decharted-table";
import { EARLIEST_DATE, isIsoDate } from "./element-kinds";
import { ZPageNumber } from "./application-inputs";
import { ZOptionalId, ZYear } from "./pack-inputs";

export const TABLE_PROJECT_CATEGORIES = [
  "Education",
  "Health",
  "Water and sanitation",
  "Environment",
  "Relief",
  "Community",
  "Other",
] as const;

const ZOptionalDate = z
  .union([z.string(), z.null()], { error: "must be a date written YYYY-MM-DD" })
  .optional()
  .refine((value) => value === undefined || value === null || value === "" || (isIsoDate(value) && value >= EARLIEST_DATE), {
    message: `must be a date written YYYY-MM-DD, on or after ${EARLIEST_DATE}`,
  })
  .transform((value) => (value ? new Date(`${value}T00:00:00Z`) : null));

export const ZSaveTableProject = zBody({
  id: ZOptionalId,
  tableNo: ZId.optional(),
  circleNo: ZId.optional(),
  year: ZYear,
  title: zText({ max: 200 }),
  description: zOptionalMultilineText({ max: 5000 }).transform((value) => value ?? ""),
  category: z.enum(TABLE_PROJECT_CATEGORIES, { error: `must be one of ${TABLE_PROJECT_CATEGORIES.join(", ")}` }),
  beneficiaries: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0)
    .max(100_000_000)
    .nullable()
    .optional(),
  costPaise: z
    .number({ error: "must be a whole number of paise" })
    .int("must be a whole number of paise")
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .optional(),
  startedOn: ZOptionalDate,
  completedOn: ZOptionalDate,
});
export type TSaveTableProject = z.infer<typeof ZSaveTableProject>;

export const ZTableProjectSearch = z.object({
  q: zSearchText(),
  year: ZYear.optional(),
  areaNo: z.preprocess((value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value), ZId.optional()),
  tableNo: z.preprocess((value) => (typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value), ZId.optional()),
  startrecord: ZPageNumber(0, 1_000_000),
  takerecord: ZPageNumber(20, 100),
});
export type TTableProjectSearch = z.infer<typeof ZTableProjectSearch>;

type TRow = Prisma.TableProjectGetPayload<object>;
type TTx = Prisma.TransactionClient;

export const tableProjectReply = (row: TRow) => ({
  id: row.id,
  tableNo: row.tableNo,
  circleNo: row.circleNo,
  areaNo: row.areaNo,
  year: row.year,
  yearString: formatYear(row.year),
  title: row.title,
  description: row.description,
  category: row.category,
  beneficiaries: row.beneficiaries,
  costPaise: row.costPaise === null ? null : Number(row.costPaise),
  startedOn: row.startedOn?.toISOString().slice(0, 10) ?? null,
  completedOn: row.completedOn?.toISOString().slice(0, 10) ?? null,
  applicationId: row.applicationId,
});
export type TTableProjectReply = ReturnType<typeof tableProjectReply>;

export const searchTableProjects = async (search: Partial<TTableProjectSearch>) => {
  const prisma = await getDb();
  const words = search.q ? search.q.split(/\s+/).filter(Boolean).slice(0, 8) : [];
  const where: Prisma.TableProjectWhereInput = {
    ...(search.year === undefined ? {} : { year: search.year }),
    ...(search.areaNo === undefined ? {} : { areaNo: search.areaNo }),
    ...(search.tableNo === undefined ? {} : { tableNo: search.tableNo }),
    AND: words.map((word) => ({
      OR: [
        { title: { contains: escapeLike(word), mode: "insensitive" as const } },
        { description: { contains: escapeLike(word), mode: "insensitive" as const } },
        { category: { contains: escapeLike(word), mode: "insensitive" as const } },
      ],
    })),
  };
  const [rows, total] = await Promise.all([
    prisma.tableProject.findMany({
      where,
      orderBy: [{ year: "desc" }, { id: "desc" }],
      skip: search.startrecord ?? 0,
      take: search.takerecord ?? 20,
    }),
    prisma.tableProject.count({ where }),
  ]);
  return { tableProjects: rows.map(tableProjectReply), total };
};

/** Which unit the project is for: the caller's own, or (for the secretariat) the one named. */
const unitFor = async (tx: TTx, session: TSession, input: TSaveTableProject) => {
  const own = ownUnit(session);
  const secretariat = session.roles.includes("Admin");
  let tableNo: number | null = null;
  let circleNo: number | null = null;
  if (secretariat && (input.tableNo !== undefined || input.circleNo !== undefined)) {
    if (input.tableNo !== undefined && input.circleNo !== undefined)
      throw fieldError("BAD_REQUEST", "circleNo", "give a table or a circle, not both");
    tableNo = input.tableNo ?? null;
    circleNo = input.circleNo ?? null;
  } else if (own) {
    tableNo = "tableNo" in own ? own.tableNo : null;
    circleNo = "circleNo" in own ? own.circleNo : null;
  } else throw fieldError("BAD_REQUEST", "tableNo", "name the table or circle the project belongs to");
  const unit =
    tableNo !== null
      ? await tx.table.findUnique({ where: { tableNo }, select: { area: { select: { areaNo: true } } } })
      : await tx.circle.findUnique({ where: { circleNo: circleNo! }, select: { area: { select: { areaNo: true } } } });
  if (!unit) throw fieldError("BAD_REQUEST", tableNo !== null ? "tableNo" : "circleNo", "no such table or circle");
  await assertTableNotDecharted(tx, tableNo, "projects");
  return { tableNo, circleNo, areaNo: unit.area.areaNo };
};

/** updateorcreatetableprojects: a unit's project, created, or updated by the same unit (or the secretariat). */
export const saveTableProject = async (session: TSession, input: TSaveTableProject) => {
  if (input.startedOn && input.completedOn && input.completedOn < input.startedOn)
    throw fieldError("BAD_REQUEST", "completedOn", "must not be before the start");
  const prisma = await getDb();
  const data = {
    year: input.year,
    title: input.title,
    description: input.description,
    category: input.category,
    beneficiaries: input.beneficiaries ?? null,
    costPaise: input.costPaise === undefined || input.costPaise === null ? null : BigInt(input.costPaise),
    startedOn: input.startedOn,
    completedOn: input.completedOn,
  };
  const { id } = input;
  const row = await prisma.$transaction(async (tx) => {
    if (id === undefined) {
      const unit = await unitFor(tx, session, input);
      return tx.tableProject.create({ data: { ...data, ...unit, createdById: session.memberId } });
    }
    const current = await tx.tableProject.findUnique({ where: { id } });
    // A record of neither a table nor a circle (the database allows one) is the secretariat's only.
    const ours = current !== null && (session.roles.includes("Admin") || isOwnUnit(session, current));
    if (!ours) throw new AppError("NOT_FOUND", "No such project of your table or circle");
    // The same read-only rule as a new project's: updated by id, the unit is the stored one.
    await assertTableNotDecharted(tx, current.tableNo, "projects");
    return tx.tableProject.update({ where: { id }, data });
  }, WRITE_TRANSACTION);
  return tableProjectReply(row);
};
