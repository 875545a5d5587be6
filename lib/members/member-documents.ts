// The member's documents: the four registration documents of SPEC.md (PAN, Form 12AA, trust deed,
// 80G; comma-separated lists of stored names), the photograph and the age proof, with their storage
// folders and columns, and who besides the secretariat may read them.
import { CIRCLE_OFFICE_ROLES, TABLE_OFFICE_ROLES } from "../auth/route-roles";
import type { TRole } from "../auth/roles";
import type { TSession } from "../auth/session";
import type { Prisma } from "../db/generated/client";
import type { TStorageFolder } from "../storage/types";

export type TMemberFileColumn =
  "panCardFileName" | "form12FileName" | "trustDeedFileName" | "eightyGFileName" | "profileImageFileName" | "ageProofFileName";

export type TDocumentKind = "pan" | "form" | "trustdeed" | "eightyg";

/** The upload calls' kinds: uploadpanforuser, uploadformforuser, uploadtrustdeedforuser, uploadeightygforuser. */
export const DOCUMENT_KINDS: Record<TDocumentKind, { folder: TStorageFolder; column: TMemberFileColumn; label: string }> = {
  pan: { folder: "pandocuments", column: "panCardFileName", label: "PAN" },
  form: { folder: "formdocuments", column: "form12FileName", label: "Form 12AA" },
  trustdeed: { folder: "trustdeeddocuments", column: "trustDeedFileName", label: "Trust deed" },
  eightyg: { folder: "eightygdocuments", column: "eightyGFileName", label: "80G" },
};

/** Storage folders holding member documents, by the Member column that names their files. */
export const MEMBER_DOCUMENT_COLUMNS: Partial<Record<TStorageFolder, TMemberFileColumn>> = {
  pandocuments: "panCardFileName",
  formdocuments: "form12FileName",
  trustdeeddocuments: "trustDeedFileName",
  eightygdocuments: "eightyGFileName",
  profileimages: "profileImageFileName",
  ageproofs: "ageProofFileName",
};

/** Documents kept per kind; the list is a text column, and the profile shows every one. */
export const MAX_DOCUMENTS_PER_KIND = 20;

/** The secretariat: reads every member's documents. */
export const MEMBER_DOCUMENT_SECRETARIAT: readonly TRole[] = ["Admin", "Admin-Members"];

const hasAny = (session: TSession, roles: readonly TRole[]) => session.roles.some((role) => roles.includes(role));

export const isSecretariat = (session: TSession) => hasAny(session, MEMBER_DOCUMENT_SECRETARIAT);

/**
 * The members whose documents the caller may read: themselves, and their own table's (or
 * circle's) members when they are one of its office bearers. The secretariat reads all
 * (callers check isSecretariat first).
 */
export const documentOwnersWhere = (session: TSession): Prisma.MemberWhereInput => {
  const or: Prisma.MemberWhereInput[] = [{ id: session.memberId }];
  if (session.tableNo !== null && hasAny(session, TABLE_OFFICE_ROLES)) or.push({ tableNo: session.tableNo });
  if (session.circleNo !== null && hasAny(session, CIRCLE_OFFICE_ROLES)) or.push({ circleNo: session.circleNo });
  return { OR: or };
};

/** "a-file.png, b-file.png" -> ["a-file.png", "b-file.png"]. */
export const splitFileList = (value: string | null | undefined) =>
  (value ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
