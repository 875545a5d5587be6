// deleteprojectapplicationvendorbyid: a vendor and its quotation files.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { removeStored } from "../http/multipart";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { APPLICATION_FOLDER } from "./application-files";
import { loadStageForWrite } from "./load-stage";
import { voidStageSignatures } from "./void-signatures";

const notFound = () => new AppError("NOT_FOUND", "No such vendor");

/** deleteprojectapplicationvendorbyid (pavid): the vendor and its quote files. */
export const deleteVendor = async (session: TSession, vendorId: number) => {
  const prisma = await getDb();
  const found = await prisma.applicationVendor.findUnique({ where: { id: vendorId }, select: { applicationStageId: true } });
  if (!found) throw notFound();
  const names = await prisma.$transaction(async (tx) => {
    await loadStageForWrite(tx, session, found.applicationStageId, notFound);
    // Its files read under the stage's lock: an upload to the vendor that committed while we waited
    // has its files removed with the vendor's rows; a delete that went first leaves nothing (404).
    const files = await tx.applicationFile.findMany({ where: { vendorId }, select: { storedName: true } });
    const removed = await tx.applicationVendor.deleteMany({ where: { id: vendorId } });
    if (removed.count !== 1) throw notFound();
    await voidStageSignatures(tx, found.applicationStageId);
    return files.map((file) => file.storedName);
  }, WRITE_TRANSACTION);
  if (names.length > 0) await removeStored(APPLICATION_FOLDER, names);
  return { stat: 1 };
};
