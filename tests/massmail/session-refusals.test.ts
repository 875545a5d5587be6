// A mail server that takes no mail from us though it answers, over the mass-mail API against real
// SMTP servers and the job queue: it refuses our login (535, EAUTH), greets with 421 "service not
// available", or refuses our sender. As when it does not answer at all (send-failures.test.ts), no
// copy spends a try, the copies wait longer each time, the Admin sees why and when the next try is,
// and after 8 hours the mailing is given up with the reason ("Retry failures" sends it once put
// right). Before, such a mailing failed its slices and was tried again for ever.
import { POST as retryPost } from "@/app/api/massmail/retryfailed/route";
import { runQueuedJobs } from "../helpers/jobs";
import { startSmtpServer } from "../helpers/smtp-server";
import { setupMassMailFixture } from "./fixture";
import { AREA1_ADDRESSES, jsonRequest, recipientsOf, send } from "./helpers";

const { db, world, message, status, sendAndRun, sliceJobs, jobsDue, copies, outageLasted, withSmtpUrl, withoutErrorLog } =
  setupMassMailFixture();

const HOUR = 60 * 60_000;

/**
 * The mailing to area 1 sent while the server takes no mail: every copy waits untried, no slice
 * failed, and the status says `why` and when the next try is; an hour on, the wait has grown to 30
 * minutes; 8 hours on, the mailing is given up with `givenUp` as its reason and no job is left.
 */
const waitsThenGivesUp = async (why: RegExp, givenUp: RegExp, tried: () => number) => {
  const before = Date.now();
  const id = await sendAndRun(message({ essential: true }));
  // One try per chain at most, not one per copy.
  expect(tried()).toBeGreaterThanOrEqual(1);
  expect(tried()).toBeLessThanOrEqual(2);
  let rows = await copies(id);
  expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["PENDING", 0]));
  expect(rows.map((row) => row.notBefore)).toEqual(rows.map(() => expect.any(Date)));
  const waitUntil = rows[0]!.notBefore!.getTime();
  expect(rows.every((row) => row.notBefore?.getTime() === waitUntil)).toBe(true);
  expect(waitUntil).toBeGreaterThanOrEqual(before + 30_000);
  expect(waitUntil).toBeLessThanOrEqual(Date.now() + 30_000);
  expect((await sliceJobs(id)).filter((job) => job.failedAt || job.lastError)).toEqual([]);
  expect((await status(id)).body).toMatchObject({
    status: "SENDING",
    counts: { pending: 5, failed: 0, left: 5 },
    nextTryAt: new Date(waitUntil).toISOString(),
    lastError: expect.stringMatching(why),
  });

  await outageLasted(id, HOUR);
  const triedBefore = tried();
  const second = Date.now();
  await runQueuedJobs();
  expect(tried()).toBeGreaterThan(triedBefore);
  rows = await copies(id);
  expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["PENDING", 0]));
  expect(rows[0]!.notBefore!.getTime()).toBeGreaterThanOrEqual(second + 30 * 60_000);
  expect((await status(id)).body).toMatchObject({ status: "SENDING", lastError: expect.stringMatching(why) });

  await outageLasted(id, 8 * HOUR + 1000);
  await runQueuedJobs();
  rows = await copies(id);
  expect(rows.map((row) => [row.status, row.attempts, row.notBefore])).toEqual(rows.map(() => ["FAILED", 0, null]));
  expect(rows.map((row) => row.lastError)).toEqual(rows.map(() => expect.stringMatching(givenUp)));
  expect((await status(id)).body).toMatchObject({
    status: "FAILED",
    counts: { failed: 5, left: 0 },
    nextTryAt: null,
    lastError: expect.stringMatching(givenUp),
  });
  await jobsDue(id);
  await runQueuedJobs();
  expect((await sliceJobs(id)).every((job) => job.doneAt || job.failedAt)).toBe(true);
  return id;
};

/** "Retry failures", once put right: the mailing goes out, its outage forgotten. */
const retrySends = async (id: number, received: Parameters<typeof recipientsOf>[0]) => {
  const retry = await send(retryPost, jsonRequest("/api/massmail/retryfailed", { id }, world.admin));
  expect(retry.body).toMatchObject({ requeued: 5 });
  await runQueuedJobs();
  expect(recipientsOf(received)).toEqual(AREA1_ADDRESSES);
  expect(await db().prisma.massMail.findUniqueOrThrow({ where: { id } })).toMatchObject({
    status: "DONE",
    outageSince: null,
    lastError: null,
  });
};

describe("a mail server that refuses our login or session", () => {
  it("a refused login (535) spends no try: the mailing waits, says why, and is given up after 8 hours", async () => {
    let logins = 0;
    let refuse = true;
    const strict = await startSmtpServer({
      disabledCommands: ["STARTTLS"],
      authOptional: false,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        logins += 1;
        if (refuse) return callback(new Error("Invalid username or password"));
        callback(null, { user: auth.username });
      },
    });
    try {
      await withSmtpUrl(strict.url.replace("smtp://", "smtp://mailer:secret@"), () =>
        withoutErrorLog(async () => {
          const id = await waitsThenGivesUp(
            /^The mail server refused our login: .*535/,
            /^Given up: the mail server refused our login for 8 hours \(.*535/,
            () => logins,
          );
          expect(strict.received).toEqual([]);
          refuse = false;
          await retrySends(id, strict.received);
        }),
      );
    } finally {
      await strict.close();
    }
  });

  it("a 421 greeting ('service not available') likewise, and a refused sender", async () => {
    let connections = 0;
    const refusing = { greeting: true, sender: false };
    const busy = await startSmtpServer({
      onConnect: (_session, callback) => {
        connections += 1;
        if (refusing.greeting) return callback(Object.assign(new Error("Service not available"), { responseCode: 421 }));
        callback();
      },
      onMailFrom: (_address, _session, callback) => {
        if (refusing.sender) return callback(Object.assign(new Error("Sender not allowed"), { responseCode: 550 }));
        callback();
      },
    });
    try {
      await withSmtpUrl(busy.url, () =>
        withoutErrorLog(async () => {
          const greeted = await waitsThenGivesUp(
            /^The mail server refused to take our mail: .*421 Service not available/,
            /^Given up: the mail server refused to take our mail for 8 hours \(.*421 Service not available/,
            () => connections,
          );
          refusing.greeting = false;
          refusing.sender = true;
          connections = 0;
          const sender = await waitsThenGivesUp(
            /^The mail server refused to take our mail: .*550 Sender not allowed/,
            /^Given up: the mail server refused to take our mail for 8 hours \(.*550 Sender not allowed/,
            () => connections,
          );
          expect(busy.received).toEqual([]);
          refusing.sender = false;
          await retrySends(greeted, busy.received);
          busy.received.length = 0;
          await retrySends(sender, busy.received);
        }),
      );
    } finally {
      await busy.close();
    }
  });
});
