// Reference documents of a pack's elements (uploadpomdocument, deletepomdocument): guidelines or
// sample forms the project office attaches to an element; `docid` replaces one. They change no
// answer's meaning, so a pack in use may get or lose them too. Stored first, then the row; a failed
// row removes the new file, a replaced or deleted file goes after the commit. An upload or a delete
// holds its pack's lock as the builder's other writes do, so an element deleted meanwhile (whose
// delete removes the files of the documents it read) is either gone before the upload looks (404)
// or deleted after it.
import type { Prisma } from "../db/generated/client";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { parseMultipart, removeStored, storeFiles, jsonFieldOf } from "../http/multipart";
import { parseWith } from "../http/route";
import { zBody } from "../members/member-fields";
import { ZId } from "../service-requests/inputs";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { ZOptionalId } from "./pack-inputs";
import { TEMPLATE_FOLDER } from "./packs";
import { lockPack } from "./row-locks";
import { TEMPLATE_MAX_BYTES } from "./template-upload";

const ZUploadBody = zBody({
  stageelementid: ZId,
  docid: ZOptionalId,
});

export const elementDocumentReply = (row: {
  id: number;
  elementId: number;
  storedName: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
}) => ({
  sedid: row.id,
  elementId: row.elementId,
  originalName: row.originalName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  url: `/api/storage/${TEMPLATE_FOLDER}/${row.storedName}`,
});

/** Locks the element's pack (as its other writes do), then reads the element again: 404 once it is gone. */
const lockPackOfElement = async (tx: Prisma.TransactionClient, elementId: number) => {
  const element = await tx.stageElement.findUnique({ where: { id: elementId }, select: { stage: { select: { packId: true } } } });
  if (!element) throw new AppError("NOT_FOUND", "No such element");
  await lockPack(tx, element.stage.packId, "update");
  if (!(await tx.stageElement.findUnique({ where: { id: elementId }, select: { id: true } })))
    throw new AppError("NOT_FOUND", "No such element");
};

export const uploadElementDocument = async (req: Request) => {
  const upload = await parseMultipart(req, {
    files: { elementDocument: { kind: "document", maxCount: 1 } },
    maxFileBytes: TEMPLATE_MAX_BYTES,
  });
  try {
    const body = parseWith(ZUploadBody, jsonFieldOf(upload.fields), "body");
    const [file] = upload.files;
    if (!file)
      throw new AppError("BAD_REQUEST", "elementDocument: choose a file to upload", {
        fields: [{ field: "elementDocument", message: "choose a file to upload" }],
      });
    const prisma = await getDb();
    if (!(await prisma.stageElement.findUnique({ where: { id: body.stageelementid }, select: { id: true } })))
      throw new AppError("NOT_FOUND", "No such element");
    const [name] = await storeFiles([file], TEMPLATE_FOLDER);
    let replaced: string | null = null;
    let saved;
    try {
      saved = await prisma.$transaction(async (tx) => {
        await lockPackOfElement(tx, body.stageelementid);
        if (body.docid !== undefined) {
          const old = await tx.stageElementDocument.findFirst({ where: { id: body.docid, elementId: body.stageelementid } });
          if (!old) throw new AppError("NOT_FOUND", "No such document of this element");
          // A replacement of the same document that committed first has removed it: 404, not P2025's 500.
          const removed = await tx.stageElementDocument.deleteMany({ where: { id: old.id } });
          if (removed.count !== 1) throw new AppError("NOT_FOUND", "No such document of this element");
          replaced = old.storedName;
        }
        return tx.stageElementDocument.create({
          data: {
            elementId: body.stageelementid,
            storedName: name!,
            originalName: (file.originalName ?? `document.${file.ext}`).slice(0, 200),
            contentType: file.contentType,
            sizeBytes: file.size,
          },
        });
      }, WRITE_TRANSACTION);
    } catch (error) {
      await removeStored(TEMPLATE_FOLDER, [name!]);
      throw error;
    }
    if (replaced) await removeStored(TEMPLATE_FOLDER, [replaced]);
    return { stat: 1, elementDocument: elementDocumentReply(saved) };
  } finally {
    await upload.cleanup();
  }
};

/**
 * Holds the document's pack as an upload does, so a delete takes its turn with the builder's other
 * writes and with a copy of the pack under way (duplicatePack reads the documents under that lock).
 * The row goes first, its file after the commit: a file that cannot be removed is left over (and
 * logged), never a row naming a removed file.
 */
export const deleteElementDocument = async (sedid: number) => {
  const prisma = await getDb();
  const row = await prisma.stageElementDocument.findUnique({
    where: { id: sedid },
    select: { storedName: true, element: { select: { stage: { select: { packId: true } } } } },
  });
  if (!row) throw new AppError("NOT_FOUND", "No such document");
  await prisma.$transaction(async (tx) => {
    await lockPack(tx, row.element.stage.packId, "update");
    // Deleted meanwhile (by another delete, a replacement or its element's delete): 404, not P2025's 500.
    const removed = await tx.stageElementDocument.deleteMany({ where: { id: sedid } });
    if (removed.count !== 1) throw new AppError("NOT_FOUND", "No such document");
  }, WRITE_TRANSACTION);
  await removeStored(TEMPLATE_FOLDER, [row.storedName]);
  return { stat: 1 };
};

/** The reference documents of a stage's elements, for the application form. */
export const listStageElementDocuments = async (packStageId: number) => {
  const prisma = await getDb();
  const rows = await prisma.stageElementDocument.findMany({
    where: { element: { stageId: packStageId } },
    orderBy: { id: "asc" },
  });
  return rows.map(elementDocumentReply);
};
