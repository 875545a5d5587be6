// deleteprojectapplicationvendorbyid: a vendor and its quotation files.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { removeStored } from "../http/multipart";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { APPLICATION_FOLDER } from "./application-files";
import { loadStageForWrite } from "./load-stage";
import { voidStageSignatures } from "./void-signatures";

/** deleteprojectapplicationvendorbyid (pavid): the vendor and its quote files. */
export const deleteVendor = async (session: TSession, vendorId: number) => {
  const prisma = await getDb();
  const names = await prisma.$transaction(async (tx) => {
    const vendor = await tx.applicationVendor.findUnique({
      where: { id: vendorId },
      select: { applicationStageId: true, files: { select: { storedName: true } } },
    });
    if (!vendor) throw new AppError("NOT_FOUND", "No such vendor");
    await loadStageForWrite(tx, session, vendor.applicationStageId);
    await tx.applicationVendor.delete({ where: { id: vendorId } });
    await voidStageSignatures(tx, vendor.applicationStageId);
    return vendor.files.map((file) => file.storedName);
  }, WRITE_TRANSACTION);
  if (names.length > 0) await removeStored(APPLICATION_FOLDER, names);
  return { stat: 1 };
};
