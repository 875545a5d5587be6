// POST /api/servicerequest/deleteservicecategoryname: removes a category that has neither admins
// nor requests (its requests' history must stay; admins are removed one by one first).
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import { WRITE_TRANSACTION } from "../db/write-transaction";
import { AppError } from "../http/errors";
import { categoryNotFound } from "./errors";

export const deleteServiceCategory = async (options: { session: TSession; categoryId: number }) => {
  const prisma = await getDb();
  await prisma.$transaction(async (tx) => {
    // The category's row first: an admin or a request being added (whose foreign key check locks
    // the row too) is either committed before, and counted below, or waits and finds it gone.
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "ServiceCategory" WHERE "id" = ${options.categoryId} FOR UPDATE`;
    if (locked.length === 0) throw categoryNotFound();
    const admins = await tx.categoryAdmin.count({ where: { serviceCategoryId: options.categoryId } });
    if (admins > 0)
      throw new AppError("CONFLICT", `This category still has ${admins} admin(s): remove them before removing the category.`);
    const requests = await tx.serviceRequest.count({ where: { categoryId: options.categoryId } });
    if (requests > 0) throw new AppError("CONFLICT", `This category has ${requests} service request(s) and cannot be removed.`);
    await tx.serviceCategory.delete({ where: { id: options.categoryId } });
  }, WRITE_TRANSACTION);
  return { status: 1 };
};
