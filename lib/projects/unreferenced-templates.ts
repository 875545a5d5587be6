// Template documents of FILE elements, removed from storage once no element names them.
import { getDb } from "../db/client";
import { removeStored } from "../http/multipart";
import { TEMPLATE_FOLDER } from "./packs";

/** Duplicated packs share template files: a file goes only when no element names it any more. */
export const removeUnreferencedTemplates = async (names: string[]) => {
  const prisma = await getDb();
  const still = await prisma.stageElement.findMany({
    where: { templateFileName: { in: names } },
    select: { templateFileName: true },
  });
  const gone = names.filter((name) => !still.some((row) => row.templateFileName === name));
  if (gone.length > 0) await removeStored(TEMPLATE_FOLDER, gone);
};
