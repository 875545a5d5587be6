// A table's logo: uploaded or replaced by the Admin (tablelogos, uploadtablelogo), served to
// anyone by table number (gettablelogo/{tableNo}) for the public table pages. Stored in the
// "logos" folder under a generated name (Table.logoFileName); a replaced logo's file is removed
// once the new one is committed. An image by its bytes (png, jpeg, gif), at most 2 MB.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError, fieldError } from "../http/errors";
import { jsonFieldOf, parseMultipart, removeStored, storeFiles } from "../http/multipart";
import { parseWith } from "../http/route";
import { recordAdminChange } from "../members/admin-changes";
import { zBody } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { storedFileResponse } from "../storage/file-response";
import { assertNotDecharted, getTableOrThrow, lockTableOrThrow, tableNotFound } from "./table-access";
import { toTableItem } from "./table-shapes";

export const LOGO_FOLDER = "logos" as const;
export const TABLE_LOGO_MAX_BYTES = 2 * 1024 * 1024;

const ZLogoBody = zBody({ tableNo: ZId });

/** uploadtablelogo: multipart `tableNo` (or `json` {tableNo}) and one image `logo`. */
export const uploadTableLogo = async (session: TSession, req: Request) => {
  const upload = await parseMultipart(req, {
    files: { logo: { kind: "image", maxCount: 1 } },
    maxFileBytes: TABLE_LOGO_MAX_BYTES,
    maxFiles: 1,
  });
  try {
    const { tableNo } = parseWith(ZLogoBody, jsonFieldOf(upload.fields), "body");
    const [file] = upload.files;
    if (!file) throw fieldError("BAD_REQUEST", "logo", "choose an image to upload");
    assertNotDecharted(await getTableOrThrow(tableNo));
    const [name] = await storeFiles([file], LOGO_FOLDER);
    let replaced: string | null = null;
    try {
      await (
        await getDb()
      ).$transaction(async (tx) => {
        // Locked first: a de-charter committed since the check above answers 409 (and the new file is removed).
        const table = await lockTableOrThrow(tx, tableNo);
        assertNotDecharted(table);
        replaced = table.logoFileName;
        // updatedAt kept: it is the details' revision (updatetable), and a logo is not a detail, so
        // a details form opened before the upload (this screen's own) still saves.
        await tx.table.update({ where: { tableNo }, data: { logoFileName: name!, updatedAt: table.updatedAt } });
        await recordAdminChange(tx, {
          actorId: session.memberId,
          action: "table.logo",
          targetKind: "table",
          targetId: tableNo,
          before: { logoFileName: table.logoFileName },
          after: { logoFileName: name! },
        });
      }, WRITE_TRANSACTION);
    } catch (error) {
      await removeStored(LOGO_FOLDER, [name!]);
      throw error;
    }
    if (replaced) await removeStored(LOGO_FOLDER, [replaced]);
    return { stat: 1, table: toTableItem(await getTableOrThrow(tableNo)) };
  } finally {
    await upload.cleanup();
  }
};

/** gettablelogo/{tableNo}: the image itself; 404 for an unknown table or one without a logo. */
export const tableLogoResponse = async (tableNo: number) => {
  const prisma = await getDb();
  const table = await prisma.table.findUnique({ where: { tableNo }, select: { logoFileName: true } });
  if (!table) throw tableNotFound(tableNo);
  if (!table.logoFileName) throw new AppError("NOT_FOUND", `Table ${tableNo} has no logo`);
  // The page's URL carries ?v=<the file's prefix>, so a replaced logo is a new URL: a day's caching is safe.
  return storedFileResponse(LOGO_FOLDER, table.logoFileName, "public, max-age=86400");
};
