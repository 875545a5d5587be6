// What the mass-mail screen shows: a mailing's progress (counts per recipient status), its
// recipients page by page, and the list of mailings.
import { z } from "zod";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { ZStoredAttachments } from "./attachments";

export const RECIPIENT_STATUSES = ["PENDING", "SENDING", "SENT", "FAILED", "SKIPPED"] as const;
export type TRecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export type TCounts = Record<"pending" | "sending" | "sent" | "failed" | "skipped", number> & {
  total: number;
  /** Not yet sent or failed: PENDING and SENDING. */
  left: number;
};

const emptyCounts = (): TCounts => ({ pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0, total: 0, left: 0 });

const countsFor = async (ids: number[]) => {
  const prisma = await getDb();
  const rows = await prisma.massMailRecipient.groupBy({
    by: ["massMailId", "status"],
    where: { massMailId: { in: ids } },
    _count: { _all: true },
  });
  const byId = new Map(ids.map((id) => [id, emptyCounts()]));
  for (const row of rows) {
    const counts = byId.get(row.massMailId)!;
    const n = row._count._all;
    counts[row.status.toLowerCase() as keyof TCounts] += n;
    counts.total += n;
    if (row.status === "PENDING" || row.status === "SENDING") counts.left += n;
  }
  return byId;
};

const SUMMARY_SELECT = {
  id: true,
  subject: true,
  status: true,
  essential: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
  createdBy: { select: { fullName: true } },
} satisfies Prisma.MassMailSelect;

type TSummaryRow = Prisma.MassMailGetPayload<{ select: typeof SUMMARY_SELECT }>;

const summaryOf = (row: TSummaryRow, counts: TCounts) => ({
  id: row.id,
  subject: row.subject,
  status: row.status,
  essential: row.essential,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  createdBy: row.createdBy.fullName,
  counts,
});

export type TMassMailSummary = ReturnType<typeof summaryOf>;

/**
 * When the first copy waiting to be tried again (after a 4xx, or while the server does not answer)
 * will be: null when none waits past `now`.
 */
const nextTryAt = async (id: number, now: Date) => {
  const prisma = await getDb();
  const { _min } = await prisma.massMailRecipient.aggregate({
    where: { massMailId: id, status: "PENDING", notBefore: { gt: now } },
    _min: { notBefore: true },
  });
  return _min.notBefore?.toISOString() ?? null;
};

export const getMassMailStatus = async (id: number, now = new Date()) => {
  const prisma = await getDb();
  const row = await prisma.massMail.findUnique({
    where: { id },
    select: { ...SUMMARY_SELECT, audience: true, attachments: true, html: true, lastError: true },
  });
  if (!row) throw new AppError("NOT_FOUND", "No such mailing");
  const counts = (await countsFor([id])).get(id)!;
  const attachments = ZStoredAttachments.safeParse(row.attachments);
  return {
    ...summaryOf(row, counts),
    nextTryAt: row.status === "SENDING" ? await nextTryAt(id, now) : null,
    /** While the mail server takes no mail (no answer, our login or session refused), why; for a FAILED mailing, why it was given up. */
    lastError: row.lastError,
    audience: row.audience,
    html: row.html,
    attachments: attachments.success ? attachments.data.map(({ fileName, size }) => ({ fileName, size })) : [],
  };
};

export const ZPage = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const listMassMails = async ({ page, pageSize }: z.infer<typeof ZPage>) => {
  const prisma = await getDb();
  const [total, rows] = await Promise.all([
    prisma.massMail.count(),
    prisma.massMail.findMany({
      select: SUMMARY_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  const counts = await countsFor(rows.map((row) => row.id));
  return { mailings: rows.map((row) => summaryOf(row, counts.get(row.id)!)), total, page, pageSize };
};

export const ZRecipientsQuery = ZPage.extend({
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(RECIPIENT_STATUSES).optional(),
});

export const listMassMailRecipients = async (id: number, query: z.infer<typeof ZRecipientsQuery>) => {
  const prisma = await getDb();
  if (!(await prisma.massMail.findUnique({ where: { id }, select: { id: true } })))
    throw new AppError("NOT_FOUND", "No such mailing");
  const where: Prisma.MassMailRecipientWhereInput = { massMailId: id, ...(query.status ? { status: query.status } : {}) };
  const [total, rows] = await Promise.all([
    prisma.massMailRecipient.count({ where }),
    prisma.massMailRecipient.findMany({
      where,
      select: { id: true, email: true, name: true, status: true, attempts: true, lastError: true, sentAt: true },
      orderBy: { id: "asc" },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return {
    recipients: rows.map((row) => ({ ...row, sentAt: row.sentAt?.toISOString() ?? null })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
};
