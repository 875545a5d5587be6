// The sending job of a mass mail, run by the database job queue (lib/jobs) in slices. Each slice:
//   1. prepares the message (its attachments read, the SMTP transport), then enqueues its own
//      continuation (a dead man's switch: due after the slice's budget plus the stale time), so
//      that a worker killed mid-slice leaves work another worker picks up without waiting for the
//      queue's 15-minute lock timeout. A preparation that fails queues nothing: the job queue
//      tries the slice again after its backoff, and when the failure is for good (an attachment
//      gone) or the job's last try, the copies left are FAILED with the reason ("Retry failures"
//      sends them once it is put right);
//   2. claims batches of recipients with FOR UPDATE SKIP LOCKED: PENDING ones whose backoff has
//      passed (notBefore), and SENDING ones whose lock is stale (their worker died), marking them
//      SENDING + lockedAt + lockedBy (a token of this claim; committed);
//   3. sends each through one SMTP connection with a Message-ID stable per (mailing, recipient),
//      and marks it SENT (or FAILED, or PENDING again after a backoff for a temporary refusal,
//      4xx) right after the server's answer (lib/massmail/send-batch.ts). A timer renews the
//      batch's locks while it is sent, so a slow message (large attachments) does not look like a
//      dead worker's; and every write about a copy (the renewal, the check just before its send,
//      its outcome) holds only while lockedBy is still this claim's token: a copy another worker
//      took over (this one stalled past the stale time) is left to that worker. A try that no
//      server answered (refused, timed out, not found, TLS, closed before a reply), or whose login,
//      greeting (421) or sender the server refused, gives the batch back untried and ends the
//      slice: the mailing's copies wait, longer each time, and past a limit the mailing is given
//      up, FAILED with the reason (lib/massmail/outage.ts). Any other failure without a reply
//      gives the batch back and fails the slice: the job queue tries it again after its backoff,
//      and the continuation waits past that try;
//   4. when work is left, makes its continuation due now (or, when every copy left waits out a
//      backoff, when the first of them may be tried); when none is, marks the mailing DONE.
// Several workers (instances) may run slices of one mailing at once: their batches never overlap.
// A copy can be sent twice only when a worker dies after the SMTP server accepted it and before
// the SENT mark committed (at most one message per dead worker); the copy carries the same Message-ID.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { getDb } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { enqueueJob, retryDelayMs, type TJobInfo } from "../jobs/queue";
import { AttachmentError } from "../mail/mail-failure";
import { loadAttachments, ZStoredAttachments } from "./attachments";
import { composeMessage, messageIdDomain, prepareContent } from "./compose-message";
import { skipOptedOutRecipients } from "./opt-out";
import { createMailTransport, isRecipientReply, type TMailTransport, type TOutage } from "./mail-transport";
import { failCopiesLeft, finishIfDone } from "./mailing-state";
import { endOutage, OUTAGE_DEFAULTS, recordOutage, type TOutageOptions } from "./outage";
import { BatchStopped, claimBatch, errorText, sendBatch, type TBatchOptions } from "./send-batch";

export const MASS_MAIL_JOB = "massmail.send";

export type TSliceOptions = TBatchOptions &
  TOutageOptions & {
    /** A slice claims no new batch after this long, and hands over to its continuation. */
    sliceMs: number;
    /** Parallel chains of slices started per mailing (instances share the work by them). */
    chains: number;
    transport?: () => TMailTransport;
  };

const MINUTE = 60_000;

export const SLICE_DEFAULTS: TSliceOptions = {
  batchSize: 20,
  sliceMs: MINUTE,
  staleMs: 2 * MINUTE,
  maxAttempts: 3,
  // A greylisting server asks for a few minutes; trying again at once only spends the tries.
  retryDelaysMs: [5 * MINUTE, 20 * MINUTE],
  chains: 2,
  ...OUTAGE_DEFAULTS,
};

const ZSlicePayload = z.object({
  massMailId: z.number().int(),
  chain: z.string().min(1).max(40),
  slice: z.number().int().min(0),
});
type TSlicePayload = z.infer<typeof ZSlicePayload>;

/** Tries of a slice's job before the queue gives it up (its last one fails the copies left, see below). */
export const SLICE_JOB_ATTEMPTS = 5;

export const sliceKey = (payload: TSlicePayload) => `massmail:${payload.massMailId}:${payload.chain}:${payload.slice}`;

/** Starts the sending chains of a mailing, inside the transaction that opens it (or re-opens it for a retry). */
export const enqueueMassMailChains = async (tx: Prisma.TransactionClient, massMailId: number, chains = SLICE_DEFAULTS.chains) => {
  for (let index = 0; index < chains; index += 1) {
    const payload = { massMailId, chain: randomUUID().slice(0, 12), slice: 0 };
    await enqueueJob(MASS_MAIL_JOB, payload, { db: tx, key: sliceKey(payload), maxAttempts: SLICE_JOB_ATTEMPTS });
  }
};

const loadMailing = async (massMailId: number) => {
  const prisma = await getDb();
  return prisma.massMail.findUnique({
    where: { id: massMailId },
    select: { id: true, subject: true, html: true, essential: true, attachments: true, status: true, outageSince: true },
  });
};

/** What a slice sends: the content with its attachments, and the transport. */
const prepare = async (mailing: NonNullable<Awaited<ReturnType<typeof loadMailing>>>, options: TSliceOptions) => {
  const attachments = ZStoredAttachments.safeParse(mailing.attachments);
  if (!attachments.success) throw new AttachmentError("the mailing's list of attachments cannot be read");
  const content = prepareContent({ ...mailing, attachments: await loadAttachments(attachments.data) });
  return { content, transport: (options.transport ?? createMailTransport)() };
};

/** Moves the continuation (not yet claimed) to `runAt`; with `later`, only if that is later than its time. */
const moveContinuation = async (next: TSlicePayload, runAt: Date, later = false) => {
  const prisma = await getDb();
  await prisma.job.updateMany({
    where: { key: sliceKey(next), lockedAt: null, doneAt: null, failedAt: null, ...(later ? { runAt: { lt: runAt } } : {}) },
    data: { runAt },
  });
};

/**
 * Work left: the continuation runs at the worker's next poll, or when the first copy waiting out a
 * backoff may be tried. (Recipients still SENDING belong to another live worker; with nothing
 * PENDING the continuation keeps its later time to look after them.)
 */
const scheduleContinuation = async (massMailId: number, next: TSlicePayload) => {
  const prisma = await getDb();
  const first = await prisma.massMailRecipient.findFirst({
    where: { massMailId, status: "PENDING" },
    orderBy: { notBefore: { sort: "asc", nulls: "first" } },
    select: { notBefore: true },
  });
  const now = new Date();
  if (first) await moveContinuation(next, first.notBefore && first.notBefore > now ? first.notBefore : now);
};

/** `attempt`: the job's try of this slice (1 for the first), which the queue's backoff follows. */
export const runMassMailSlice = async (rawPayload: unknown, partial: Partial<TSliceOptions> = {}, attempt = 1): Promise<void> => {
  const options = { ...SLICE_DEFAULTS, ...partial };
  const payload = ZSlicePayload.parse(rawPayload);
  const mailing = await loadMailing(payload.massMailId);
  if (!mailing || mailing.status !== "SENDING") return;
  const started = Date.now();
  const next = { ...payload, slice: payload.slice + 1 };
  // A copy back in line (a 4xx) when its address unsubscribed is not sent; nor is one a dead
  // worker had claimed (looked for before each batch, as a claim goes stale while a slice runs).
  if (!mailing.essential) await skipOptedOutRecipients(await getDb(), mailing.id, { status: "PENDING" });

  let prepared: Awaited<ReturnType<typeof prepare>>;
  try {
    prepared = await prepare(mailing, options);
  } catch (error) {
    // Before any continuation: a failing slice is tried again by the queue, not multiplied.
    if (!(error instanceof AttachmentError) && attempt < SLICE_JOB_ATTEMPTS) throw error;
    console.error(`[massmail ${mailing.id}] cannot be sent`, error);
    const prisma = await getDb();
    await failCopiesLeft(prisma, mailing.id, `Not sent: ${errorText(error)}`, new Date(Date.now() - options.staleMs));
    await finishIfDone(mailing.id);
    return;
  }
  const { content, transport } = prepared;
  const domain = messageIdDomain();
  // The mailing's outage (an earlier try met no answer, or a refusal of our login or session)
  // ends when the server takes mail again: a copy accepted, or a reply about one.
  let inOutage = mailing.outageSince !== null;
  const answered = async () => {
    if (!inOutage) return;
    inOutage = false;
    await endOutage(mailing.id);
  };
  const send = async (message: Parameters<TMailTransport["send"]>[0]) => {
    try {
      await transport.send(message);
    } catch (error) {
      if (isRecipientReply(error)) await answered();
      throw error;
    }
    await answered();
  };
  let outage: TOutage | undefined;
  try {
    await enqueueJob(MASS_MAIL_JOB, next, {
      key: sliceKey(next),
      runAt: new Date(started + options.sliceMs + options.staleMs),
      maxAttempts: SLICE_JOB_ATTEMPTS,
    });
    while (Date.now() - started < options.sliceMs) {
      const now = new Date();
      if (!mailing.essential)
        await skipOptedOutRecipients(await getDb(), mailing.id, {
          status: "SENDING",
          lockedBefore: new Date(now.getTime() - options.staleMs),
        });
      const batch = await claimBatch(mailing.id, options, now);
      if (batch.recipients.length === 0) break;
      const resumed = batch.recipients.filter((recipient) => recipient.previous === "SENDING").length;
      if (resumed > 0) console.warn(`[massmail ${mailing.id}] resuming ${resumed} recipients a dead worker had claimed`);
      ({ outage } = await sendBatch(batch, (recipient) => send(composeMessage(content, recipient, domain)), options));
      if (outage !== undefined) break;
    }
  } catch (error) {
    // The job queue tries this slice again after its backoff; the dead man's switch waits past
    // that try's budget, so a server that refused us is not asked again meanwhile by the chain.
    if (error instanceof BatchStopped)
      await moveContinuation(next, new Date(Date.now() + retryDelayMs(attempt) + options.sliceMs + options.staleMs), true);
    throw error;
  } finally {
    transport.close();
  }

  // Not the slice's failure: the copies wait (or the mailing is given up), and the continuation
  // below is due when they may be tried.
  if (outage !== undefined) {
    const outcome = await recordOutage(mailing.id, outage, options);
    if (outcome.outcome === "given up") console.error(`[massmail ${mailing.id}] ${outcome.reason}`);
  }
  if (await finishIfDone(mailing.id)) return;
  await scheduleContinuation(mailing.id, next);
};

/** The job definition (lib/jobs/definitions.ts); tests and the kill test pass shorter times. */
export const massMailJob = (options: Partial<TSliceOptions> = {}) => ({
  name: MASS_MAIL_JOB,
  run: (payload: unknown, job: TJobInfo) => runMassMailSlice(payload, options, job.attempts),
});
