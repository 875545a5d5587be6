// GET getservicecategory (the category select) and GET getservicecategoryforadmin (the service
// admin screen: categories with their admins and metrics).
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { EMPTY_METRICS, loadCategoryMetrics } from "./category-metrics";
import { CATEGORY_FOR_ADMIN_SELECT, toCategoryForAdmin } from "./category-shapes";

const CATEGORY_ORDER = [
  { categoryShortName: "asc" },
  { id: "asc" },
] as const satisfies Prisma.ServiceCategoryOrderByWithRelationInput[];

export const listServiceCategories = async () => {
  const prisma = await getDb();
  const rows = await prisma.serviceCategory.findMany({ select: { id: true, categoryShortName: true }, orderBy: CATEGORY_ORDER });
  return rows.map((row) => ({ serviceCategoryId: row.id, categoryShortName: row.categoryShortName }));
};

export const listServiceCategoriesForAdmin = async () => {
  const prisma = await getDb();
  const [rows, metrics] = await Promise.all([
    prisma.serviceCategory.findMany({ select: CATEGORY_FOR_ADMIN_SELECT, orderBy: CATEGORY_ORDER }),
    loadCategoryMetrics(prisma),
  ]);
  return rows.map((row) => ({ ...toCategoryForAdmin(row), ...(metrics.get(row.id) ?? EMPTY_METRICS) }));
};
