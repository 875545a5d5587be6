// deletetpdocument: one uploaded document or photo of a stage.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { removeStored } from "../http/multipart";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { APPLICATION_FOLDER } from "./application-files";
import { loadStageForWrite } from "./load-stage";
import { voidStageSignatures } from "./void-signatures";

/** deletetpdocument (id): one uploaded file of a stage the caller may write; the stored file goes after the commit. */
export const deleteStageDocument = async (session: TSession, fileId: number) => {
  const prisma = await getDb();
  const storedName = await prisma.$transaction(async (tx) => {
    const file = await tx.applicationFile.findUnique({
      where: { id: fileId },
      select: { applicationStageId: true, storedName: true, vendorId: true },
    });
    // A vendor's quotation goes with its vendor (deleteprojectapplicationvendorbyid).
    if (!file || file.vendorId !== null) throw new AppError("NOT_FOUND", "No such document");
    await loadStageForWrite(tx, session, file.applicationStageId);
    await tx.applicationFile.delete({ where: { id: fileId } });
    await voidStageSignatures(tx, file.applicationStageId);
    return file.storedName;
  }, WRITE_TRANSACTION);
  await removeStored(APPLICATION_FOLDER, [storedName]);
  return { stat: 1 };
};
