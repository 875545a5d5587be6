// Who may read a stored file: decided per file from the rows that reference it (GET /api/storage/...).
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { escapeLike } from "../members/like-pattern";
import { areasChairedBy } from "../members/postings";
import { documentOwnersWhere, isSecretariat, MEMBER_DOCUMENT_COLUMNS, type TMemberFileColumn } from "../members/member-documents";
import { visibleApplicationsWhere } from "../projects/application-access";
import { assertOwnsStoredPdf, REPORTS_FOLDER } from "../reports/stored-pdfs";
import { visibleRequestsWhere } from "../service-requests/visibility";
import type { TStorageFolder } from "./types";

/** Roles that read every file of a folder (beyond the owners the rows name). */
export const FILE_READER_ROLES = {
  // Also the member and their own table's or circle's office bearers (lib/members/member-documents.ts).
  memberDocuments: ["Admin", "Admin-Members"],
  serviceRequests: ["Admin"],
  // Project documents beyond the pack templates (which any member may download): the national
  // team; applications' own files get their readers from the application (issue 11, next step).
  pomDocuments: ["Admin", "Admin-Pom", "NPC"],
  // LMF applicants' documents (PAN card, ID proof): the secretariat only.
  lmf: ["Admin"],
  other: ["Admin"],
} as const satisfies Record<string, readonly TRole[]>;

const hasAnyRole = (session: TSession, roles: readonly TRole[]) => session.roles.some((role) => roles.includes(role));

const notFound = () => new AppError("NOT_FOUND", "File not found");
const forbidden = () => new AppError("FORBIDDEN", "You may not open this file");

/**
 * Filters that match `name` as one whole entry of a comma-separated list (also ", " separated,
 * as some imported rows are), so that "a.png" never matches "data.png" or "a.png.bak".
 */
export const listEntryFilters = (name: string): Prisma.StringNullableFilter[] => {
  const like = escapeLike(name);
  return [
    { equals: name },
    { startsWith: `${like},` },
    { endsWith: `,${like}` },
    { contains: `,${like},` },
    { endsWith: `, ${like}` },
    { contains: `, ${like},` },
  ];
};

const memberReferences = (column: TMemberFileColumn, name: string): Prisma.MemberWhereInput => ({
  OR: listEntryFilters(name).map((filter): Prisma.MemberWhereInput => ({ [column]: filter })),
});

const actionReferences = (name: string): Prisma.ServiceActionWhereInput => ({
  OR: listEntryFilters(name).map((fileNames) => ({ fileNames })),
});

const assertCanReadMemberDocument = async (session: TSession, column: TMemberFileColumn, name: string) => {
  const prisma = await getDb();
  const references = memberReferences(column, name);
  if ((await prisma.member.count({ where: references })) === 0) throw notFound();
  if (isSecretariat(session)) return;
  const own = await prisma.member.count({ where: { AND: [documentOwnersWhere(session), references] } });
  if (own === 0) throw forbidden();
};

const assertCanReadServiceRequestFile = async (session: TSession, name: string) => {
  const prisma = await getDb();
  const references = actionReferences(name);
  if ((await prisma.serviceAction.count({ where: references })) === 0) throw notFound();
  if (hasAnyRole(session, FILE_READER_ROLES.serviceRequests)) return;
  const visible = await prisma.serviceAction.count({
    where: { AND: [references, { serviceRequest: visibleRequestsWhere(session) }] },
  });
  if (visible === 0) throw forbidden();
};

/** A pack element's template or reference document: blank forms and guidelines every member may download. */
const isPackTemplate = async (name: string) => {
  const prisma = await getDb();
  const [templates, documents] = await Promise.all([
    prisma.stageElement.count({ where: { templateFileName: name } }),
    prisma.stageElementDocument.count({ where: { storedName: name } }),
  ]);
  return templates + documents > 0;
};

/**
 * An application's document, a file of one of its queries or of its completion reports, or its
 * sanction letter: readable by whoever may see the application (lib/projects). False
 * when no application names the file (the folder's roles then decide).
 */
const assertCanReadApplicationFile = async (session: TSession, name: string) => {
  const prisma = await getDb();
  const [document, queryFile, report, letter] = await Promise.all([
    prisma.applicationFile.findUnique({ where: { storedName: name }, select: { applicationId: true } }),
    prisma.projectQueryFile.findUnique({ where: { storedName: name }, select: { query: { select: { applicationId: true } } } }),
    // A completion report's files (CompletionReport.files, a list of stored names).
    prisma.completionReport.findFirst({ where: { files: { array_contains: [name] } }, select: { applicationId: true } }),
    // The sanction letter (GrantApproval.letterFile, issue 12).
    prisma.grantApproval.findFirst({ where: { letterFile: name }, select: { applicationId: true } }),
  ]);
  const file = document ?? (queryFile ? { applicationId: queryFile.query.applicationId } : null) ?? report ?? letter;
  if (!file) return false;
  const areas = await areasChairedBy(session.memberId);
  const visible = await prisma.projectApplication.count({
    where: { AND: [{ id: file.applicationId }, visibleApplicationsWhere(session, areas)] },
  });
  if (visible === 0) throw forbidden();
  return true;
};

const FOLDER_READERS: Partial<Record<TStorageFolder, readonly TRole[]>> = {
  pomdocuments: FILE_READER_ROLES.pomDocuments,
  lmf: FILE_READER_ROLES.lmf,
};

/** Folders anyone may read, logged in or not (blog images, served by GET /api/content/files/...). */
export const PUBLIC_FILE_FOLDERS: readonly TStorageFolder[] = ["blog"];

export const isPublicFileFolder = (folder: TStorageFolder) => PUBLIC_FILE_FOLDERS.includes(folder);

/**
 * Throws NOT_FOUND when no row references the file, FORBIDDEN when rows do but none the member
 * may see. Counts only: rows the member may not see are never loaded. Whether the file is really
 * in storage is the caller's check (also NOT_FOUND).
 */
export const assertCanReadFile = async (session: TSession, folder: TStorageFolder, name: string): Promise<void> => {
  const column = MEMBER_DOCUMENT_COLUMNS[folder];
  if (column) return assertCanReadMemberDocument(session, column, name);
  if (folder === "servicerequests") return assertCanReadServiceRequestFile(session, name);
  // A stored report PDF is its member's only, as GET /api/reports/pdffile/{name} serves it: 404 to
  // anyone else, the secretariat included.
  if (folder === REPORTS_FOLDER) return assertOwnsStoredPdf(session, name);
  if (folder === "pomdocuments" && (await isPackTemplate(name))) return;
  if (folder === "pomdocuments" && (await assertCanReadApplicationFile(session, name))) return;
  if (isPublicFileFolder(folder)) return;
  const readers = FOLDER_READERS[folder] ?? FILE_READER_ROLES.other;
  if (!hasAnyRole(session, readers)) throw forbidden();
};
