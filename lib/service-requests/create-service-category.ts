// POST /api/servicerequest/createNewCategoryName: a new category, refused when its name matches
// an existing one ignoring case and spacing (the unique nameKey decides races).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { categoryNameKey, tidyCategoryName } from "./category-name";
import { CATEGORY_SELECT, toCategory } from "./category-shapes";
import { isUniqueViolation } from "../db/errors";
import { categoryExists } from "./errors";

export const createServiceCategory = async (options: { session: TSession; categoryShortName: string }) => {
  const prisma = await getDb();
  const nameKey = categoryNameKey(options.categoryShortName);
  if (await prisma.serviceCategory.findUnique({ where: { nameKey }, select: { id: true } })) throw categoryExists();
  try {
    const row = await prisma.serviceCategory.create({
      data: { categoryShortName: tidyCategoryName(options.categoryShortName), nameKey },
      select: CATEGORY_SELECT,
    });
    return toCategory(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw categoryExists();
    throw error;
  }
};
