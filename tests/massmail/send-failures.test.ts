// Mass mail that cannot go out as it should, over its API against real SMTP servers and the job
// queue: a temporary refusal (4xx) is tried again after a backoff; a server that does not answer
// (a closed port, one that drops the connection) spends no copy's try: the mailing waits, longer
// each time, and is given up with the reason after the limit (a refused login or session likewise:
// session-refusals.test.ts); a slice that
// cannot get ready (an attachment gone, unusable SMTP settings) queues no more jobs and, for good
// or on its last try, fails the copies with the reason.
import { POST as uploadFiles } from "@/app/api/storage/postmassmailerfiles/route";
import { POST as retryPost } from "@/app/api/massmail/retryfailed/route";
import { getStorage } from "@/lib/storage";
import { runQueuedJobs } from "../helpers/jobs";
import { startSmtpServer } from "../helpers/smtp-server";
import { pdf, uploadRequest } from "../content/helpers";
import { setupMassMailFixture } from "./fixture";
import { AREA1_ADDRESSES, decodeQp, jsonRequest, recipientsOf, send } from "./helpers";
import { closedPort, startDroppingServer } from "./silent-servers";

const {
  db,
  world,
  smtp,
  message,
  status,
  startMailing,
  sendAndRun,
  mailTo,
  sliceJobs,
  jobsDue,
  copies,
  outageLasted,
  withSmtpUrl,
  withoutErrorLog,
} = setupMassMailFixture();

describe("a slice that cannot get ready", () => {
  it("a mailing whose attachment has gone fails its copies with the reason and queues no more jobs; a retry sends once it is back", async () => {
    const upload = await send(
      uploadFiles,
      uploadRequest("/api/storage/postmassmailerfiles", { file0: { bytes: pdf(), filename: "agenda.pdf" } }, world.admin),
    );
    const attachment = (upload.body as { files: { name: string; fileName: string }[] }).files[0]!;
    const id = await startMailing(message({ audience: { tables: [11] }, essential: true, attachments: [attachment] }));
    await getStorage().delete("massmailer", attachment.name);
    const prisma = db().prisma;
    await withoutErrorLog(async () => {
      // Several rounds, each after the queue's backoff and the slices' times have passed.
      for (let round = 0; round < 4; round += 1) {
        await jobsDue(id);
        await runQueuedJobs();
      }
      // The two chains' first slices, and nothing after them.
      expect(await sliceJobs(id)).toHaveLength(2);
      expect(smtp.received).toEqual([]);
      const rows = await prisma.massMailRecipient.findMany({ where: { massMailId: id } });
      expect(rows.map((row) => [row.status, row.lastError])).toEqual(
        rows.map(() => ["FAILED", expect.stringMatching(/^Not sent: the attachment agenda\.pdf .*missing/)]),
      );
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { failed: 3, left: 0 } });

      // The file is put back: "Retry failures" sends the mailing with it.
      await getStorage().put("massmailer", attachment.name, pdf());
      const retry = await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id }, world.admin));
      expect(retry.body).toMatchObject({ requeued: 3 });
      await runQueuedJobs();
      expect(recipientsOf(smtp.received)).toEqual(["office@example.org", "t11-a@example.org", "t11-b@example.org"]);
      expect(decodeQp(mailTo("t11-a@example.org").raw)).toContain("filename=agenda.pdf");
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 3, failed: 0 } });
    });
  });

  it("a slice that cannot get ready (SMTP settings unusable) is tried again without new jobs; its last try fails the copies", async () => {
    const id = await startMailing(message({ audience: { tables: [21] }, essential: true }));
    const prisma = db().prisma;
    await withSmtpUrl("not a url", () =>
      withoutErrorLog(async () => {
        for (let round = 1; round <= 5; round += 1) {
          await jobsDue(id);
          await runQueuedJobs();
          const jobs = await sliceJobs(id);
          expect(jobs.map((job) => job.attempts)).toEqual([round, round]);
          const row = await prisma.massMailRecipient.findFirstOrThrow({ where: { massMailId: id } });
          if (round < 5) expect(row).toMatchObject({ status: "PENDING", attempts: 0 });
          else expect(row).toMatchObject({ status: "FAILED", lastError: expect.stringMatching(/^Not sent: .*Invalid URL/) });
        }
        expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { failed: 1, left: 0 } });
      }),
    );
  });
});

describe("a temporary refusal (4xx)", () => {
  it("is tried again only after a backoff, up to three times, then fails; the status says when the next try is", async () => {
    let tries = 0;
    const flaky = await startSmtpServer({
      onRcptTo: (_address, _session, callback) => {
        tries += 1;
        callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      },
    });
    const prisma = db().prisma;
    /** The copy, and the sending jobs not done yet (the continuations slices left). */
    const state = async (id: number) => ({
      row: await prisma.massMailRecipient.findFirstOrThrow({ where: { massMailId: id } }),
      jobs: (await sliceJobs(id)).filter((job) => !job.doneAt && !job.failedAt),
    });
    /** Time passes until the copy's backoff is over: its wait and the jobs due by then move to now. */
    const backoffPasses = async (id: number) => {
      const { row } = await state(id);
      await prisma.massMailRecipient.update({ where: { id: row.id }, data: { notBefore: new Date() } });
      await prisma.job.updateMany({
        where: { name: "massmail.send", doneAt: null, runAt: { lte: row.notBefore! } },
        data: { runAt: new Date() },
      });
    };
    try {
      await withSmtpUrl(flaky.url, async () => {
        const started = Date.now();
        const id = await sendAndRun(message({ audience: { tables: [21] }, essential: true }));
        // One try per run: the copy waits five minutes, and so does the chain that sends it.
        expect(tries).toBe(1);
        let { row, jobs } = await state(id);
        expect(row).toMatchObject({ status: "PENDING", attempts: 1, lastError: expect.stringContaining("451") });
        expect(row.notBefore!.getTime()).toBeGreaterThanOrEqual(started + 5 * 60_000);
        expect(Math.min(...jobs.map((job) => job.runAt.getTime()))).toBe(row.notBefore!.getTime());
        // The status answers when the copy is tried next (not an outage: no error of the mailing's).
        expect((await status(id)).body).toMatchObject({
          status: "SENDING",
          counts: { pending: 1, left: 1 },
          nextTryAt: row.notBefore!.toISOString(),
          lastError: null,
        });
        await runQueuedJobs();
        expect(tries).toBe(1);

        await backoffPasses(id);
        const second = Date.now();
        await runQueuedJobs();
        expect(tries).toBe(2);
        ({ row, jobs } = await state(id));
        expect(row).toMatchObject({ status: "PENDING", attempts: 2 });
        expect(row.notBefore!.getTime()).toBeGreaterThanOrEqual(second + 20 * 60_000);
        expect(Math.min(...jobs.map((job) => job.runAt.getTime()))).toBe(row.notBefore!.getTime());
        expect((await status(id)).body).toMatchObject({ nextTryAt: row.notBefore!.toISOString() });

        await backoffPasses(id);
        await runQueuedJobs();
        expect(tries).toBe(3);
        expect((await state(id)).row).toMatchObject({ status: "FAILED", attempts: 3, notBefore: null });
        expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { failed: 1, left: 0 }, nextTryAt: null });
      });
    } finally {
      await flaky.close();
    }
  });
});

describe("a mail server that does not answer", () => {
  const HOUR = 60 * 60_000;

  it("a refused connection spends no try: the copies wait, longer each time, and after 8 hours the mailing is given up with the reason", async () => {
    const url = `smtp://127.0.0.1:${await closedPort()}`;
    const prisma = db().prisma;
    await withoutErrorLog(async () => {
      let id = 0;
      await withSmtpUrl(url, async () => {
        const before = Date.now();
        id = await sendAndRun(message({ essential: true }));
        // No copy had a try counted, all wait 30 s, and the slices ended without failing (the
        // queue's retries are not the backoff: the copies' waits are).
        let rows = await copies(id);
        expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["PENDING", 0]));
        const waitUntil = rows[0]!.notBefore!.getTime();
        expect(rows.every((row) => row.notBefore?.getTime() === waitUntil)).toBe(true);
        expect(waitUntil).toBeGreaterThanOrEqual(before + 30_000);
        expect(waitUntil).toBeLessThanOrEqual(Date.now() + 30_000);
        const jobs = await sliceJobs(id);
        expect(jobs.filter((job) => job.failedAt || job.lastError)).toEqual([]);
        const waiting = jobs.filter((job) => !job.doneAt);
        expect(waiting.length).toBeGreaterThan(0);
        expect(waiting.every((job) => job.runAt.getTime() === waitUntil)).toBe(true);
        // The Admin sees why and when the next try is.
        expect((await status(id)).body).toMatchObject({
          status: "SENDING",
          counts: { pending: 5, failed: 0, left: 5 },
          nextTryAt: new Date(waitUntil).toISOString(),
          lastError: expect.stringMatching(/ECONNREFUSED/),
        });

        // An hour into the outage: still no try counted, and the wait has grown to 30 minutes.
        await outageLasted(id, HOUR);
        const second = Date.now();
        await runQueuedJobs();
        rows = await copies(id);
        expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["PENDING", 0]));
        expect(rows[0]!.notBefore!.getTime()).toBeGreaterThanOrEqual(second + 30 * 60_000);
        expect(rows[0]!.notBefore!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * 60_000);

        // Eight hours without an answer: the mailing is given up, its copies FAILED with the reason
        // (none had a try counted), and no job is left to try again.
        await outageLasted(id, 8 * HOUR + 1000);
        await runQueuedJobs();
        const reason = /^Given up: the mail server could not be reached for 8 hours \(connect ECONNREFUSED /;
        rows = await copies(id);
        expect(rows.map((row) => [row.status, row.attempts, row.notBefore])).toEqual(rows.map(() => ["FAILED", 0, null]));
        expect(rows.map((row) => row.lastError)).toEqual(rows.map(() => expect.stringMatching(reason)));
        expect((await status(id)).body).toMatchObject({
          status: "FAILED",
          finishedAt: expect.any(String),
          counts: { failed: 5, left: 0 },
          nextTryAt: null,
          lastError: expect.stringMatching(reason),
        });
        await jobsDue(id);
        await runQueuedJobs();
        expect((await sliceJobs(id)).every((job) => job.doneAt || job.failedAt)).toBe(true);
        expect((await status(id)).body).toMatchObject({ status: "FAILED", counts: { failed: 5 } });
      });

      // The server is back: "Retry failures" starts the mailing afresh, its outage forgotten.
      const retry = await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id }, world.admin));
      expect(retry.body).toMatchObject({ requeued: 5 });
      expect((await status(id)).body).toMatchObject({ status: "SENDING", lastError: null });
      await runQueuedJobs();
      expect(recipientsOf(smtp.received)).toEqual(AREA1_ADDRESSES);
      expect(await prisma.massMail.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "DONE",
        outageSince: null,
        lastError: null,
      });
    });
  });

  it("a server that drops the connection (before its greeting, or at DATA) spends no try and is not asked again at once; its answer ends the outage", async () => {
    const dropping = await startDroppingServer("connect");
    const prisma = db().prisma;
    try {
      await withoutErrorLog(async () => {
        let id = 0;
        await withSmtpUrl(dropping.url, async () => {
          id = await sendAndRun(message({ essential: true }));
          // One connection (or one per chain), not a connection again and again for the same message.
          expect(dropping.state.connections).toBeGreaterThanOrEqual(1);
          expect(dropping.state.connections).toBeLessThanOrEqual(2);
          let rows = await copies(id);
          expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["PENDING", 0]));
          expect(rows.every((row) => row.notBefore && row.notBefore.getTime() > Date.now())).toBe(true);
          expect((await status(id)).body).toMatchObject({ status: "SENDING", nextTryAt: expect.any(String) });

          // Dropped once the message is on its way: still no try counted against the copy in hand.
          dropping.state.dropAt = "data";
          dropping.state.connections = 0;
          await outageLasted(id, 60_000);
          await runQueuedJobs();
          expect(dropping.state.connections).toBeGreaterThanOrEqual(1);
          expect(dropping.state.connections).toBeLessThanOrEqual(2);
          rows = await copies(id);
          expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["PENDING", 0]));
          expect(rows.some((row) => /Connection closed unexpectedly/.test(row.lastError ?? ""))).toBe(true);
        });

        // A server that answers: the copies go out, and the mailing's outage is over.
        await outageLasted(id, 60_000);
        await runQueuedJobs();
        expect(recipientsOf(smtp.received)).toEqual(AREA1_ADDRESSES);
        expect(await prisma.massMail.findUniqueOrThrow({ where: { id } })).toMatchObject({
          status: "DONE",
          outageSince: null,
          lastError: null,
        });
      });
    } finally {
      await dropping.close();
    }
  });
});
