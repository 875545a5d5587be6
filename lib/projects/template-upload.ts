// uploadtemplatefile: the document a table downloads to fill in, for FILE elements only. The
// multipart body is `json` {stageElementId} and one `elementDocument`.
import { getDb } from "../db/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { AppError } from "../http/errors";
import { parseMultipart, jsonFieldOf, removeStored, storeFiles, type TUploadedFile } from "../http/multipart";
import { parseWith } from "../http/route";
import { ZId } from "../service-requests/inputs";
import { zBody } from "../members/member-fields";
import { assertPackStructureEditable, TEMPLATE_FOLDER } from "./packs";
import { ELEMENT_SELECT, elementReply, packIdOfStage, type TElementReply } from "./stage-elements";
import { removeUnreferencedTemplates } from "./unreferenced-templates";

export const TEMPLATE_MAX_BYTES = 10 * 1024 * 1024;

const ZTemplateBody = zBody({ stageElementId: ZId });

const notFound = () => new AppError("NOT_FOUND", "No such element");
const notAFileElement = () =>
  new AppError("BAD_REQUEST", "stageElementId: only a file element can have a template document", {
    fields: [{ field: "stageElementId", message: "only a file element can have a template document" }],
  });

/**
 * The template of a FILE element. Stored first, then the row; a failed row write removes the new
 * file, a replaced file goes after the commit.
 */
export const saveTemplateFile = async (elementId: number, file: TUploadedFile): Promise<TElementReply> => {
  const prisma = await getDb();
  const element = await prisma.stageElement.findUnique({ where: { id: elementId }, select: { kind: true } });
  if (!element) throw notFound();
  if (element.kind !== "FILE") throw notAFileElement();
  const [name] = await storeFiles([file], TEMPLATE_FOLDER);
  const replaced: { name: string | null } = { name: null };
  let saved: TElementReply;
  try {
    saved = await prisma.$transaction(async (tx) => {
      const found = await tx.stageElement.findUnique({ where: { id: elementId }, select: { stageId: true } });
      if (!found) throw notFound();
      await assertPackStructureEditable(tx, await packIdOfStage(tx, found.stageId));
      // Read again under the pack's lock: the element may have been deleted, or saved as another
      // kind (which drops its template), while we waited for it.
      const current = await tx.stageElement.findUnique({
        where: { id: elementId },
        select: { kind: true, templateFileName: true },
      });
      if (!current) throw notFound();
      if (current.kind !== "FILE") throw notAFileElement();
      replaced.name = current.templateFileName;
      return elementReply(
        await tx.stageElement.update({ where: { id: elementId }, data: { templateFileName: name }, select: ELEMENT_SELECT }),
      );
    }, WRITE_TRANSACTION);
  } catch (error) {
    await removeStored(TEMPLATE_FOLDER, [name!]);
    throw error;
  }
  if (replaced.name) await removeUnreferencedTemplates([replaced.name]);
  return saved;
};

export const uploadTemplateFile = async (req: Request) => {
  const upload = await parseMultipart(req, {
    files: { elementDocument: { kind: "document", maxCount: 1 } },
    maxFileBytes: TEMPLATE_MAX_BYTES,
  });
  try {
    const body = parseWith(ZTemplateBody, jsonFieldOf(upload.fields), "body");
    const [file] = upload.files;
    if (!file)
      throw new AppError("BAD_REQUEST", "elementDocument: choose a file to upload", {
        fields: [{ field: "elementDocument", message: "choose a file to upload" }],
      });
    return await saveTemplateFile(body.stageElementId, file);
  } finally {
    await upload.cleanup();
  }
};
