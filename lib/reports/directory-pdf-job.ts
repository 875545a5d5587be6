// The directory of tables as one PDF, made in the background on the database job queue
// (generatepdffordirectorybyurl): the part is decided and checked when it is asked for, the job
// prints the print page /reports/directory with a render session of the asking member (their
// rights when the job runs, never more: the part is checked again then), stores the PDF for that
// member, and the status call reads the job's row. The row is the status record: its payload
// carries the progress (tables done of total, the phase) and the stored result.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { TSession } from "../auth/session";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { AppError } from "../http/errors";
import { enqueueJob, updateHeldJob, type TJobDefinition, type TJobInfo } from "../jobs/queue";
import { federationYearLabel, federationYearOf } from "../members/postings";
import { SITE_NAME } from "../seo/site";
import { pdfFileName, renderPageAsMember } from "./generate-pdf-for-url";
import { REPORT_PDF_LIFETIME_MS, storedPdfExpiry, storedPdfUrl, storeMemberPdf } from "./stored-pdfs";
import {
  countDirectoryTables,
  directoryPagePath,
  directoryScopeFor,
  directoryTitle,
  type TDirectoryAsk,
  type TDirectoryScope,
} from "./table-directory";

export const DIRECTORY_PDF_JOB = "reports.directory-pdf";

/** A directory of hundreds of tables is a long page: more time than a member's single PDF. */
const DIRECTORY_RENDER_SECONDS = 120;

const ZScope = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("area"), areaNo: z.number().int() }),
  z.object({ kind: z.literal("table"), tableNo: z.number().int() }),
]);

const ZPayload = z.object({
  memberId: z.number().int(),
  scope: ZScope,
  fileName: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  phase: z.enum(["queued", "rendering", "storing", "done", "failed"]),
  result: z.object({ name: z.string(), bytes: z.number().int() }).optional(),
  error: z.string().optional(),
});
type TPayload = z.infer<typeof ZPayload>;

const askOf = (scope: TDirectoryScope): TDirectoryAsk =>
  scope.kind === "table" ? { tableNo: scope.tableNo } : scope.kind === "area" ? { ano: scope.areaNo } : {};

const defaultName = (scope: TDirectoryScope) =>
  scope.kind === "all"
    ? "directory-of-tables"
    : scope.kind === "area"
      ? `directory-area-${scope.areaNo}`
      : `directory-table-${scope.tableNo}`;

/**
 * Records progress while this run still holds its job; false once it does not (it passed its time
 * limit and the job was failed or is another attempt's now): the run then stops and writes nothing.
 */
const savePayload = (job: TJobInfo, payload: TPayload) => updateHeldJob(job, { payload: payload as Prisma.InputJsonValue });

/** Checks the part the caller asks for and queues its PDF; answers the job's id and the number of tables. */
export const startDirectoryPdf = async (options: {
  session: TSession;
  ask: TDirectoryAsk;
  fileName?: string;
}): Promise<{ jobId: string; total: number; fileName: string }> => {
  const scope = await directoryScopeFor(options.session, options.ask);
  const total = await countDirectoryTables(scope);
  const fileName = pdfFileName(options.fileName ?? defaultName(scope));
  const payload: TPayload = { memberId: options.session.memberId, scope, fileName, total, done: 0, phase: "queued" };
  const key = `${DIRECTORY_PDF_JOB}:${randomUUID()}`;
  await enqueueJob(DIRECTORY_PDF_JOB, payload, { key, maxAttempts: 3 });
  const job = await (await getDb()).job.findUniqueOrThrow({ where: { key }, select: { id: true } });
  return { jobId: job.id, total, fileName };
};

/** The job: print, store, record. A refusal (the member lost the right, the PDF is too large) ends it at once. */
export const runDirectoryPdfJob = async (raw: unknown, job: TJobInfo): Promise<void> => {
  const payload = ZPayload.parse(raw);
  if (payload.result || payload.error) return;
  // The count may have changed since it was asked for.
  const total = await countDirectoryTables(payload.scope);
  if (!(await savePayload(job, { ...payload, total, phase: "rendering" }))) return;
  try {
    const pdf = await renderPageAsMember(
      payload.memberId,
      directoryPagePath(payload.scope),
      {
        kind: "job",
        timeoutSeconds: DIRECTORY_RENDER_SECONDS,
        headerText: `${SITE_NAME}: ${directoryTitle(payload.scope)}`,
        footerText: `Federation year ${federationYearLabel(federationYearOf(new Date()))}: for members only`,
      },
      async (session) => {
        await directoryScopeFor(session, askOf(payload.scope));
      },
    );
    // A render that outlived its run stores nothing (a file lost after this is pruned with the rest).
    if (!(await savePayload(job, { ...payload, total, done: total, phase: "storing" }))) return;
    const name = await storeMemberPdf(payload.memberId, "directory", pdf);
    await savePayload(job, { ...payload, total, done: total, phase: "done", result: { name, bytes: pdf.byteLength } });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await savePayload(job, { ...payload, total, phase: "failed", error: error.message });
      return;
    }
    // Passing (Chromium restarted, a slow page): the queue tries again with its backoff.
    await savePayload(job, { ...payload, total, phase: "queued" });
    throw error;
  }
};

// The render alone may take DIRECTORY_RENDER_SECONDS, and waits its turn for Chromium first.
export const directoryPdfJob = (): TJobDefinition => ({
  name: DIRECTORY_PDF_JOB,
  run: runDirectoryPdfJob,
  timeoutMs: 10 * 60 * 1000,
});

const removedMessage = `The PDF was removed after ${REPORT_PDF_LIFETIME_MS / (24 * 60 * 60 * 1000)} days. Please ask for it again.`;

export type TDirectoryStatus = {
  jobId: string;
  status: "queued" | "running" | "done" | "failed";
  phase: TPayload["phase"];
  done: number;
  total: number;
  fileName: string;
  url?: string;
  bytes?: number;
  /** When the stored PDF is removed (ISO); after that the job has to be asked for again. */
  expiresAt?: string;
  message?: string;
};

/** directorystatus/{jobId}: the asking member's own job only (anyone else's is not found). */
export const getDirectoryPdfStatus = async (session: Pick<TSession, "memberId">, jobId: string): Promise<TDirectoryStatus> => {
  const notFound = new AppError("NOT_FOUND", "No such directory job");
  const job = await (
    await getDb()
  ).job.findUnique({
    where: { id: jobId },
    select: { name: true, payload: true, lockedAt: true, doneAt: true, failedAt: true, attempts: true },
  });
  const parsed = job?.name === DIRECTORY_PDF_JOB ? ZPayload.safeParse(job.payload) : null;
  if (!job || !parsed?.success || parsed.data.memberId !== session.memberId) throw notFound;
  const payload = parsed.data;
  const base = { jobId, phase: payload.phase, done: payload.done, total: payload.total, fileName: payload.fileName };
  if (payload.result) {
    const expiresAt = await storedPdfExpiry(payload.result.name);
    if (!expiresAt) return { ...base, phase: "failed", status: "failed", message: removedMessage };
    const { name, bytes } = payload.result;
    return { ...base, status: "done", url: storedPdfUrl(name), bytes, expiresAt: expiresAt.toISOString() };
  }
  if (payload.error) return { ...base, status: "failed", message: payload.error };
  if (job.failedAt)
    return { ...base, phase: "failed", status: "failed", message: "The directory could not be made. Please try again later." };
  if (job.lockedAt) return { ...base, status: "running" };
  return { ...base, status: "queued", ...(job.attempts > 0 ? { message: "Trying again shortly." } : {}) };
};
