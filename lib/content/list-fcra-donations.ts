// FCRA donations for the Admin: all of them (newest first, optionally paged) or one financial year's.
import { getDb } from "../db/client";
import { AppError } from "../http/errors";
import { fcraDonationSelect, toFcraDonation } from "./contribution-shapes";
import type { TFcraDonation } from "./types";
import { formatYear, isYearNumber } from "./year";

export const MAX_ADMIN_LIST = 1000;

const order = [{ createdAt: "desc" as const }, { id: "desc" as const }];

export const listFcraDonations = async ({ page, pageSize = 50 }: { page?: number; pageSize?: number } = {}) => {
  const prisma = await getDb();
  const take = page === undefined ? MAX_ADMIN_LIST : Math.min(Math.max(1, pageSize), 200);
  const skip = page === undefined ? 0 : (Math.max(1, page) - 1) * take;
  const [rows, total] = await Promise.all([
    prisma.fcraDonation.findMany({ orderBy: order, skip, take, select: fcraDonationSelect }),
    prisma.fcraDonation.count(),
  ]);
  return { donations: rows.map(toFcraDonation), total };
};

/** "2024" means the financial year that starts in April 2024, the same as 202425. */
export const toFinancialYear = (year: number): number => {
  if (isYearNumber(year)) return year;
  if (Number.isInteger(year) && year >= 1900 && year <= 9998) return year * 100 + ((year + 1) % 100);
  throw new AppError("BAD_REQUEST", "year: use a financial year such as 202425 or 2024", {
    fields: [{ field: "year", message: "use a financial year such as 202425 or 2024" }],
  });
};

type TTotals = { currency: string; amount: number }[];

export type TFcraYear = {
  year: number;
  yearString: string;
  donations: TFcraDonation[];
  /** How many donations the year has (all of them, whatever the page). */
  total: number;
  /** Only when a page was asked for: which one, its size and how many there are. */
  page?: number;
  pageSize?: number;
  pages?: number;
  /**
   * Received in the year: the live receipts of FCRA-page payments dated in it, per currency,
   * whatever year the pledge was made in (a refunded gift's receipt is cancelled: no donation).
   */
  totals: TTotals;
  /** Pledged in the year and not yet paid, per currency. */
  pledged: TTotals;
};

/**
 * One financial year's donations, newest first: a page when `page` is given (`pageSize` 1-200,
 * 50 by default), else the legacy whole list (up to MAX_ADMIN_LIST). The totals are always the
 * whole year's, never the page's. Donations are listed by the year of the pledge; what was
 * received is counted by the year the money came in, as its receipt and Form 10BD have it, so a
 * pledge of 31 March paid on 2 April counts in the year that starts that April.
 */
export const listFcraDonationsByYear = async (
  year: number,
  { page, pageSize = 50 }: { page?: number; pageSize?: number } = {},
): Promise<TFcraYear> => {
  const financialYear = toFinancialYear(year);
  const prisma = await getDb();
  const take = page === undefined ? MAX_ADMIN_LIST : Math.min(Math.max(1, pageSize), 200);
  const skip = page === undefined ? 0 : (Math.max(1, page) - 1) * take;
  const [rows, total, received, pledged] = await Promise.all([
    prisma.fcraDonation.findMany({ where: { financialYear }, orderBy: order, skip, take, select: fcraDonationSelect }),
    prisma.fcraDonation.count({ where: { financialYear } }),
    // Both series: the FCRA page takes domestic gifts too (80G receipts) beside foreign ones.
    prisma.receipt.groupBy({
      by: ["currency"],
      where: { financialYear, cancelledAt: null, payment: { purpose: "fcra_donation" } },
      _sum: { amountPaise: true },
      orderBy: { currency: "asc" },
    }),
    prisma.fcraDonation.groupBy({
      by: ["currency"],
      where: { financialYear, status: "pending_payment" },
      _sum: { amount: true },
      orderBy: { currency: "asc" },
    }),
  ]);
  return {
    year: financialYear,
    yearString: formatYear(financialYear),
    donations: rows.map(toFcraDonation),
    total,
    ...(page === undefined ? {} : { page: Math.max(1, page), pageSize: take, pages: Math.max(1, Math.ceil(total / take)) }),
    totals: received.map((sum) => ({ currency: sum.currency, amount: Number(sum._sum.amountPaise ?? 0) / 100 })),
    pledged: pledged.map((sum) => ({ currency: sum.currency, amount: sum._sum.amount?.toNumber() ?? 0 })),
  };
};
