// uploadfilesforvendor: more quotation files for a vendor.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError, fieldError } from "../http/errors";
import { parseWith } from "../http/route";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { VENDOR_FILE_FIELD, checkFiles, fileRows, storeThen, withFiles } from "./application-files";
import { ZVendorFilesBody } from "./application-inputs";
import { MAX_FILE_BYTES, VENDOR_FILE_TYPES } from "./element-kinds";
import { assertCanEdit, loadStage, loadStageForWrite } from "./load-stage";
import { checkVendorFileCount } from "./vendor-files";
import { voidStageSignatures } from "./void-signatures";

const notFound = () => new AppError("NOT_FOUND", "No such vendor");

/** uploadfilesforvendor: more quote files for a vendor, up to MAX_FILES_PER_VENDOR in all. */
export const addVendorFiles = async (session: TSession, req: Request) =>
  withFiles(req, VENDOR_FILE_FIELD, async (raw, files) => {
    const body = parseWith(ZVendorFilesBody, raw, "body");
    if (files.length === 0) throw fieldError("BAD_REQUEST", VENDOR_FILE_FIELD, "choose a file to upload");
    checkFiles(files, VENDOR_FILE_FIELD, VENDOR_FILE_TYPES, MAX_FILE_BYTES);
    const prisma = await getDb();
    const vendor = await prisma.applicationVendor.findUnique({ where: { id: body.pavid }, select: { applicationStageId: true } });
    if (!vendor) throw notFound();
    // Another unit's vendor is "no such vendor" too: the reply does not say that it exists.
    assertCanEdit(await loadStage(session, vendor.applicationStageId, undefined, notFound));
    // Checked before anything is stored, then again under the stage's lock.
    checkVendorFileCount(await prisma.applicationFile.count({ where: { vendorId: body.pavid } }), files.length);
    return storeThen(files, (names) =>
      prisma.$transaction(async (tx) => {
        // A vendor stays with its stage: the lock first, then the vendor read again under it (a
        // delete that went first has taken it: 404, and storeThen removes the files just stored).
        const loaded = await loadStageForWrite(tx, session, vendor.applicationStageId, notFound);
        const row = await tx.applicationVendor.findUnique({
          where: { id: body.pavid },
          select: { elementId: true, applicationStageId: true },
        });
        if (!row) throw notFound();
        checkVendorFileCount(await tx.applicationFile.count({ where: { vendorId: body.pavid } }), files.length);
        await tx.applicationFile.createMany({
          data: fileRows(files, names, {
            applicationId: loaded.application.id,
            applicationStageId: row.applicationStageId,
            elementId: row.elementId,
            vendorId: body.pavid,
            uploadedById: session.memberId,
          }),
        });
        await voidStageSignatures(tx, row.applicationStageId);
        return { stat: 1 };
      }, WRITE_TRANSACTION),
    );
  });
