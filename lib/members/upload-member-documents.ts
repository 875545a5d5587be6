// POST /api/auth/upload{pan,form,trustdeed,eightyg}foruser: images added to one of the member's four
// registration-document lists. The files are checked (content, size) while they stream to temp
// storage, stored under generated names, and named in the member's row in one transaction; when
// anything fails, the stored files go again and the row stays as it was.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError, fieldError } from "../http/errors";
import { removeStored, storeFiles, type TUploadedFile } from "../http/multipart";
import { unitLabel, unitLabels } from "../tables/unit-label";
import { recordAdminChange } from "./admin-changes";
import { memberNotFound } from "./member-errors";
import { DOCUMENT_KINDS, isSecretariat, MAX_DOCUMENTS_PER_KIND, splitFileList, type TDocumentKind } from "./member-documents";
import { getOwnProfile } from "./own-profile";

const FILE_COLUMNS_SELECT = {
  panCardFileName: true,
  form12FileName: true,
  trustDeedFileName: true,
  eightyGFileName: true,
  profileImageFileName: true,
  ageProofFileName: true,
} as const satisfies Prisma.MemberSelect;

export type TDocumentUploadInput = {
  /** "RT1", "LC2" or a bare number: when given, must be the member's own table or circle. */
  tableCircleNo: string | null;
  /** The member's user name (or, as legacy clients send it, their full name); the caller when absent. */
  name: string | null;
};

const assertUnit = (given: string | null, member: { userName: string; tableNo: number | null; circleNo: number | null }) => {
  const wanted = given?.trim().toUpperCase();
  if (!wanted) return;
  const match = /^(RT|LC)?\s*(\d{1,9})$/.exec(wanted);
  if (!match) throw fieldError("BAD_REQUEST", "tableCircleNo", "must be RT or LC followed by the number, e.g. RT12");
  const [, prefix, digits] = match;
  const number = Number(digits);
  // "RT12" is the member's when it is one of their own labels; a bare number may be either unit.
  const ok = prefix ? unitLabels(member).includes(`${prefix}${number}`) : member.tableNo === number || member.circleNo === number;
  if (!ok) {
    const own = unitLabel(member);
    throw fieldError(
      "BAD_REQUEST",
      "tableCircleNo",
      `${wanted} is not ${member.userName}'s table or circle${own ? ` (${own})` : ""}`,
    );
  }
};

/** The member the upload is for: the caller, or (for the secretariat) the member named. */
const resolveTarget = async (session: TSession, name: string | null) => {
  const prisma = await getDb();
  const select = { id: true, userName: true, fullName: true, tableNo: true, circleNo: true } as const;
  const self = await prisma.member.findUnique({ where: { id: session.memberId }, select });
  if (!self) throw memberNotFound();
  const wanted = name?.trim().toLowerCase();
  if (!wanted || wanted === self.userName || wanted === self.fullName.toLowerCase()) return self;
  if (!isSecretariat(session)) throw new AppError("FORBIDDEN", "You may upload documents only to your own profile");
  const other = await prisma.member.findUnique({ where: { userName: wanted }, select });
  if (!other) throw fieldError("NOT_FOUND", "name", `no member has the user name ${wanted}`);
  return other;
};

export const uploadMemberDocuments = async (options: {
  session: TSession;
  kind: TDocumentKind;
  input: TDocumentUploadInput;
  files: readonly TUploadedFile[];
}) => {
  const { session, kind, input, files } = options;
  const { folder, column, label } = DOCUMENT_KINDS[kind];
  if (files.length === 0) throw fieldError("BAD_REQUEST", "files", "choose at least one image");
  const target = await resolveTarget(session, input.name);
  assertUnit(input.tableCircleNo, target);

  const prisma = await getDb();
  const names = await storeFiles(files, folder);
  try {
    return await prisma.$transaction(async (tx) => {
      // The row is locked so that two uploads at once both end up in the list.
      await tx.$queryRaw`SELECT "id" FROM "Member" WHERE "id" = ${target.id} FOR UPDATE`;
      const row = await tx.member.findUniqueOrThrow({ where: { id: target.id }, select: FILE_COLUMNS_SELECT });
      const before = row[column];
      const existing = splitFileList(before);
      if (existing.length + names.length > MAX_DOCUMENTS_PER_KIND)
        throw fieldError(
          "BAD_REQUEST",
          "files",
          `at most ${MAX_DOCUMENTS_PER_KIND} ${label} documents are kept; ${existing.length} are stored already`,
        );
      const after = [...existing, ...names].join(",");
      await tx.member.update({ where: { id: target.id }, data: { [column]: after } as Prisma.MemberUpdateInput });
      if (target.id !== session.memberId)
        await recordAdminChange(tx, {
          actorId: session.memberId,
          action: `member.documents.${kind}.upload`,
          targetKind: "member",
          targetId: target.id,
          before: { [column]: before },
          after: { [column]: after },
        });
      return { status: 1, user: await getOwnProfile(target.id, tx) };
    });
  } catch (error) {
    await removeStored(folder, names);
    throw error;
  }
};
