// POST /api/servicerequest/deleteservicecategoryname: removes a category that has neither admins
// nor requests (its requests' history must stay; admins are removed one by one first).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { categoryNotFound } from "./errors";

export const deleteServiceCategory = async (options: { session: TSession; categoryId: number }) => {
  const prisma = await getDb();
  // One statement: the checks and the delete cannot be split by a concurrent add.
  const deleted = await prisma.serviceCategory.deleteMany({
    where: { id: options.categoryId, admins: { none: {} }, requests: { none: {} } },
  });
  if (deleted.count === 1) return { status: 1 };
  const category = await prisma.serviceCategory.findUnique({
    where: { id: options.categoryId },
    select: { _count: { select: { admins: true, requests: true } } },
  });
  if (!category) throw categoryNotFound();
  if (category._count.admins > 0)
    throw new AppError(
      "CONFLICT",
      `This category still has ${category._count.admins} admin(s): remove them before removing the category.`,
    );
  throw new AppError("CONFLICT", `This category has ${category._count.requests} service request(s) and cannot be removed.`);
};
