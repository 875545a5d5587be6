// LMF applications for the Admin: all (newest first, optionally paged) and one by id.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { lmfApplicationSelect, toLmfApplication } from "./contribution-shapes";
import type { TLmfApplication } from "./types";

const MAX_ADMIN_LIST = 1000;

export type TLmfApplicationList = {
  applications: TLmfApplication[];
  /** How many applications there are (all of them, whatever the page). */
  total: number;
  /** Only when a page was asked for: which one, its size and how many there are. */
  page?: number;
  pageSize?: number;
  pages?: number;
};

/**
 * Applications newest first: a page when `page` is given (`pageSize` 1-200, 50 by default), else
 * the legacy whole list (up to MAX_ADMIN_LIST).
 */
export const listLmfApplications = async ({
  page,
  pageSize = 50,
}: { page?: number; pageSize?: number } = {}): Promise<TLmfApplicationList> => {
  const prisma = await getDb();
  const take = page === undefined ? MAX_ADMIN_LIST : Math.min(Math.max(1, pageSize), 200);
  const skip = page === undefined ? 0 : (Math.max(1, page) - 1) * take;
  const [rows, total] = await Promise.all([
    prisma.lmfApplication.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip,
      take,
      select: lmfApplicationSelect,
    }),
    prisma.lmfApplication.count(),
  ]);
  return {
    applications: rows.map(toLmfApplication),
    total,
    ...(page === undefined ? {} : { page: Math.max(1, page), pageSize: take, pages: Math.max(1, Math.ceil(total / take)) }),
  };
};

export const getLmfApplicationOrThrow = async (id: number): Promise<TLmfApplication> => {
  const prisma = await getDb();
  const row = await prisma.lmfApplication.findUnique({ where: { id }, select: lmfApplicationSelect });
  if (!row) throw new AppError("NOT_FOUND", "LMF application not found");
  return toLmfApplication(row);
};
