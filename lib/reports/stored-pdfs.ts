// PDFs made for a member to fetch later (the JSON form of generatepdfforurl, the directory job),
// kept in the storage folder "reports". A stored name carries its owner and 128 random bits
// (m12-directory-<hex>.pdf): only that member reads it (GET /api/reports/pdffile/{name}), and a
// name cannot be guessed.
import { randomBytes } from "node:crypto";
import type { TSession } from "../auth/session";
import { AppError } from "../http/errors";
import { getStorage, isSafeStoredName } from "../storage";

export const REPORTS_FOLDER = "reports" as const;

const NAME = /^m(\d{1,9})-([a-z]{1,20})-([0-9a-f]{32})\.pdf$/;

export const storedPdfUrl = (name: string) => `/api/reports/pdffile/${name}`;

/** Stores `pdf` for `memberId` and answers its stored name. */
export const storeMemberPdf = async (memberId: number, kind: string, pdf: Uint8Array): Promise<string> => {
  const name = `m${memberId}-${kind}-${randomBytes(16).toString("hex")}.pdf`;
  await getStorage().put(REPORTS_FOLDER, name, Buffer.from(pdf), { contentType: "application/pdf", size: pdf.byteLength });
  return name;
};

/** A stored report PDF's name, if `session` owns it; anyone else is told it does not exist. */
export const assertOwnsStoredPdf = (session: Pick<TSession, "memberId">, name: string) => {
  const match = NAME.exec(name);
  if (!match || !isSafeStoredName(name) || Number(match[1]) !== session.memberId)
    throw new AppError("NOT_FOUND", "File not found");
};
