// The links to the directory of tables a member is offered (the members' home): only when their
// roles may open the print page (the route-role table), and only the parts directoryScopeFor would
// give them: the secretariat the whole directory and each area, an area chairman (this year's
// postings) their areas, a table's office bearers their own table. The page decides finally.
import { canOpenPage, TABLE_OFFICE_ROLES } from "../auth/route-roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { areasChairedBy } from "../members/postings";
import { directoryPagePath, directoryScopeFor, type TDirectoryAsk, type TDirectoryScope } from "./table-directory";

export type TDirectoryLink = { title: string; href: string };

const DIRECTORY_PAGE = "/reports/directory";

export const directoryLinksFor = async (
  actor: Pick<TSession, "memberId" | "roles" | "tableNo">,
  at: Date = new Date(),
): Promise<TDirectoryLink[]> => {
  if (!canOpenPage(DIRECTORY_PAGE, actor.roles)) return [];
  const prisma = await getDb();
  const secretariat = actor.roles.includes("Admin") || actor.roles.includes("NEX");
  const areaNos = secretariat ? null : actor.roles.includes("AC") ? await areasChairedBy(actor.memberId, at) : [];
  const areas = await prisma.area.findMany({
    where: areaNos === null ? {} : { areaNo: { in: areaNos } },
    select: { areaNo: true, name: true },
    orderBy: { areaNo: "asc" },
  });
  const links: TDirectoryLink[] = secretariat ? [{ title: "All tables", href: DIRECTORY_PAGE }] : [];
  for (const area of areas)
    links.push({ title: area.name || `Area ${area.areaNo}`, href: directoryPagePath({ kind: "area", areaNo: area.areaNo }) });
  const ownTable =
    !secretariat && actor.tableNo !== null && actor.roles.some((role) => (TABLE_OFFICE_ROLES as readonly string[]).includes(role))
      ? await prisma.table.findUnique({ where: { tableNo: actor.tableNo }, select: { tableNo: true, name: true } })
      : null;
  if (ownTable)
    links.push({
      title: `${ownTable.name} (Table ${ownTable.tableNo})`,
      href: directoryPagePath({ kind: "table", tableNo: ownTable.tableNo }),
    });
  return links;
};

/**
 * What /reports/directory shows: the part of the directory asked for (or the member's own part),
 * the parts to choose from when no part was named and the member has several (an area chairman
 * of more than one area), or nothing (null: the page's 404, for a part not theirs or not there).
 */
export type TDirectoryPage = { kind: "directory"; scope: TDirectoryScope } | { kind: "choose"; links: TDirectoryLink[] } | null;

export const directoryPageFor = async (
  actor: Pick<TSession, "memberId" | "roles" | "tableNo">,
  ask: TDirectoryAsk,
  at: Date = new Date(),
): Promise<TDirectoryPage> => {
  try {
    return { kind: "directory", scope: await directoryScopeFor(actor, ask, at) };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    if (ask.ano == null && ask.tableNo == null) {
      const links = await directoryLinksFor(actor, at);
      if (links.length > 1) return { kind: "choose", links };
    }
    return null;
  }
};
