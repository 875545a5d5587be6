// uploadtpdocument: documents and photos of a stage's FILE / PHOTO_SET element, within its types,
// size and count.
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { fieldError } from "../http/errors";
import { parseWith } from "../http/route";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import {
  APPLICATION_FOLDER,
  DOCUMENT_FIELD,
  checkFiles,
  elementOfStage,
  fileRows,
  storeThen,
  withFiles,
} from "./application-files";
import { ZTpDocumentBody } from "./application-inputs";
import { PHOTO_FILE_TYPES, parseElementConfig } from "./element-kinds";
import { assertCanEdit, loadStage, loadStageForWrite } from "./load-stage";
import { voidStageSignatures } from "./void-signatures";

/** uploadtpdocument: documents or photos of one element, within its types, size and count. */
export const uploadStageDocuments = async (session: TSession, req: Request) =>
  withFiles(req, DOCUMENT_FIELD, async (raw, files) => {
    const body = parseWith(ZTpDocumentBody, raw, "body");
    if (files.length === 0) throw fieldError("BAD_REQUEST", DOCUMENT_FIELD, "choose a file to upload");
    const prisma = await getDb();
    // Checked before anything is stored, then again inside the write.
    const precheck = await loadStage(session, body.applicationStageId);
    assertCanEdit(precheck);
    const element = await elementOfStage(prisma, precheck.row.packStageId, body.stageElementId, ["FILE", "PHOTO_SET"]);
    const limits =
      element.kind === "FILE"
        ? (() => {
            const config = parseElementConfig("FILE", element.config);
            return { types: config.fileTypes, maxBytes: config.maxFileBytes, maxCount: config.maxFiles };
          })()
        : (() => {
            const config = parseElementConfig("PHOTO_SET", element.config);
            return { types: PHOTO_FILE_TYPES, maxBytes: config.maxFileBytes, maxCount: config.maxPhotos };
          })();
    checkFiles(files, DOCUMENT_FIELD, limits.types, limits.maxBytes);
    return storeThen(files, (names) =>
      prisma.$transaction(async (tx) => {
        const loaded = await loadStageForWrite(tx, session, body.applicationStageId);
        const existing = await tx.applicationFile.count({
          where: { applicationStageId: loaded.row.id, elementId: element.id, vendorId: null },
        });
        if (existing + files.length > limits.maxCount)
          throw fieldError(
            "BAD_REQUEST",
            DOCUMENT_FIELD,
            `${element.label} takes at most ${limits.maxCount} file${limits.maxCount === 1 ? "" : "s"} (${existing} already there)`,
          );
        await tx.applicationFile.createMany({
          data: fileRows(files, names, {
            applicationId: loaded.application.id,
            applicationStageId: loaded.row.id,
            elementId: element.id,
            uploadedById: session.memberId,
          }),
        });
        await voidStageSignatures(tx, loaded.row.id);
        const saved = await tx.applicationFile.findMany({
          where: { storedName: { in: names } },
          select: { id: true, elementId: true, storedName: true, originalName: true, contentType: true, sizeBytes: true },
          orderBy: { id: "asc" },
        });
        return {
          stat: 1,
          files: saved.map((file) => ({ ...file, url: `/api/storage/${APPLICATION_FOLDER}/${file.storedName}` })),
        };
      }, WRITE_TRANSACTION),
    );
  });
