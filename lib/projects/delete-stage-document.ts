// deletetpdocument: one uploaded document or photo of a stage.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { removeStored } from "../http/multipart";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { APPLICATION_FOLDER } from "./application-files";
import { loadStageForWrite } from "./load-stage";
import { voidStageSignatures } from "./void-signatures";

const notFound = () => new AppError("NOT_FOUND", "No such document");

/** deletetpdocument (id): one uploaded file of a stage the caller may write; the stored file goes after the commit. */
export const deleteStageDocument = async (session: TSession, fileId: number) => {
  const prisma = await getDb();
  const found = await prisma.applicationFile.findUnique({
    where: { id: fileId },
    select: { applicationStageId: true, vendorId: true },
  });
  // A vendor's quotation goes with its vendor (deleteprojectapplicationvendorbyid).
  if (!found || found.vendorId !== null) throw notFound();
  const storedName = await prisma.$transaction(async (tx) => {
    await loadStageForWrite(tx, session, found.applicationStageId, notFound);
    // Read again under the stage's lock: a delete that held it before us may have taken the file.
    const file = await tx.applicationFile.findUnique({ where: { id: fileId }, select: { storedName: true } });
    if (!file) throw notFound();
    const removed = await tx.applicationFile.deleteMany({ where: { id: fileId } });
    if (removed.count !== 1) throw notFound();
    await voidStageSignatures(tx, found.applicationStageId);
    return file.storedName;
  }, WRITE_TRANSACTION);
  await removeStored(APPLICATION_FOLDER, [storedName]);
  return { stat: 1 };
};
