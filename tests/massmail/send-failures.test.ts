// Mass mail that cannot go out as it should, over its API against a real SMTP server and the job
// queue: a failure that is not the recipient's (our login or sender refused) fails no copy and
// costs one login per slice; a slice that cannot get ready (an attachment gone, unusable SMTP
// settings) queues no more jobs and, for good or on its last try, fails the copies with the reason.
import { POST as uploadFiles } from "@/app/api/storage/postmassmailerfiles/route";
import { POST as retryPost } from "@/app/api/massmail/retryfailed/route";
import { POST as sendPost } from "@/app/api/massmail/send/route";
import { GET as statusGet } from "@/app/api/massmail/status/[id]/route";
import { getStorage } from "@/lib/storage";
import { runQueuedJobs } from "../helpers/jobs";
import { startSmtpServer, type TReceivedMail } from "../helpers/smtp-server";
import { setupTestDb } from "../helpers/test-db";
import { pdf, setupTempStorage, uploadRequest } from "../content/helpers";
import {
  AREA1_ADDRESSES,
  decodeQp,
  getRequest,
  jsonRequest,
  recipientsOf,
  seedWorld,
  send,
  sendWith,
  type TWorld,
} from "./helpers";

const db = setupTestDb();
setupTempStorage();
let world: TWorld;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const savedSmtp = process.env.SMTP_URL;

beforeAll(async () => {
  world = await seedWorld(db().prisma);
  smtp = await startSmtpServer();
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  if (savedSmtp === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtp;
  await smtp.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

const message = (overrides: Record<string, unknown> = {}) => ({
  subject: "Annual meeting",
  html: "<p>Dear member, the <strong>AGM</strong> is on 1 August.</p>",
  essential: true,
  audience: { areas: [1] },
  ...overrides,
});

const sendMassMail = (body: unknown) => send(sendPost, jsonRequest("/api/massmail/send", body, world.admin));
const status = (id: number) => sendWith(statusGet, getRequest(`/api/massmail/status/${id}`, world.admin), { id: String(id) });

const mailTo = (address: string): TReceivedMail => {
  const mails = smtp.received.filter((mail) => mail.to.includes(address));
  expect(mails).toHaveLength(1);
  return mails[0]!;
};

/** The sending jobs of mailing `id`. */
const sliceJobs = async (id: number) =>
  (await db().prisma.job.findMany({ where: { name: "massmail.send" }, orderBy: { createdAt: "asc" } })).filter(
    (job) => (job.payload as { massMailId: number }).massMailId === id,
  );

/** Every slice run so far (each try of each slice job). */
const sliceRuns = async (id: number) => (await sliceJobs(id)).reduce((sum, job) => sum + job.attempts, 0);

/** Time passes: the mailing's jobs not done are due now, the queue's retries and the continuations alike. */
const jobsDue = async (id: number) => {
  const ids = (await sliceJobs(id)).filter((job) => !job.doneAt && !job.failedAt).map((job) => job.id);
  await db().prisma.job.updateMany({ where: { id: { in: ids } }, data: { runAt: new Date() } });
};

describe("a slice that cannot get ready", () => {
  it("a mailing whose attachment has gone fails its copies with the reason and queues no more jobs; a retry sends once it is back", async () => {
    const upload = await send(
      uploadFiles,
      uploadRequest("/api/storage/postmassmailerfiles", { file0: { bytes: pdf(), filename: "agenda.pdf" } }, world.admin),
    );
    const attachment = (upload.body as { files: { name: string; fileName: string }[] }).files[0]!;
    const reply = await sendMassMail(message({ audience: { tables: [11] }, essential: true, attachments: [attachment] }));
    const id = (reply.body as { id: number }).id;
    await getStorage().delete("massmailer", attachment.name);
    const prisma = db().prisma;
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
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
    } finally {
      spy.mockRestore();
    }
  });

  it("a slice that cannot get ready (SMTP settings unusable) is tried again without new jobs; its last try fails the copies", async () => {
    const reply = await sendMassMail(message({ audience: { tables: [21] }, essential: true }));
    const id = (reply.body as { id: number }).id;
    const prisma = db().prisma;
    process.env.SMTP_URL = "not a url";
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
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
    } finally {
      spy.mockRestore();
      process.env.SMTP_URL = smtp.url;
    }
  });
});

describe("a refusal that is not the recipient's", () => {
  it("a refused login or sender fails no copy: the batch goes back untried, one login per slice, and the queue backs off", async () => {
    let logins = 0;
    let loginRefused = true;
    let senderRefused = false;
    const strict = await startSmtpServer({
      disabledCommands: ["STARTTLS"],
      authOptional: false,
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        logins += 1;
        if (loginRefused) return callback(new Error("Invalid username or password"));
        callback(null, { user: auth.username });
      },
      onMailFrom: (_address, _session, callback) => {
        if (senderRefused) return callback(Object.assign(new Error("Sender not allowed"), { responseCode: 550 }));
        callback();
      },
    });
    process.env.SMTP_URL = strict.url.replace("smtp://", "smtp://mailer:secret@");
    const prisma = db().prisma;
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const reply = await sendMassMail(message({ essential: true }));
      const id = (reply.body as { id: number }).id;
      await runQueuedJobs();
      // Each chain's first slice logged in once, was refused, gave its batch back and failed.
      expect(logins).toBe(2);
      expect(await sliceRuns(id)).toBe(2);
      const rows = await prisma.massMailRecipient.findMany({ where: { massMailId: id } });
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["PENDING", 0]));
      expect(rows.some((row) => row.lastError?.includes("535"))).toBe(true);
      expect((await status(id)).body).toMatchObject({ status: "SENDING", counts: { pending: 5, failed: 0 } });
      // The queue retries each failed slice after its backoff; the chain's next slice comes after
      // that try's budget (the slice's time and the stale time, 3 minutes).
      const jobs = await sliceJobs(id);
      for (const failed of jobs.filter((job) => job.attempts === 1)) {
        expect(failed.lastError).toMatch(/SMTP connection failed/);
        const { chain } = failed.payload as { chain: string };
        const continuation = jobs.find(
          (job) => (job.payload as { chain: string; slice: number }).chain === chain && job !== failed,
        )!;
        // (Give or take the moment between the slice's throw and the queue's writing of its retry.)
        expect(continuation.runAt.getTime()).toBeGreaterThan(failed.runAt.getTime() + 3 * 60_000 - 1000);
      }

      for (let round = 0; round < 2; round += 1) {
        await jobsDue(id);
        await runQueuedJobs();
      }
      expect(logins).toBe(await sliceRuns(id));
      expect(await prisma.massMailRecipient.count({ where: { massMailId: id, status: { not: "PENDING" } } })).toBe(0);

      // The password is right now, the sender refused (5xx on MAIL FROM): still no copy fails.
      loginRefused = false;
      senderRefused = true;
      const before = await sliceRuns(id);
      const loginsBefore = logins;
      await jobsDue(id);
      await runQueuedJobs();
      expect(logins - loginsBefore).toBe((await sliceRuns(id)) - before);
      expect(strict.received).toEqual([]);
      expect(await prisma.massMailRecipient.count({ where: { massMailId: id, status: { not: "PENDING" } } })).toBe(0);
      expect(await prisma.massMailRecipient.count({ where: { massMailId: id, attempts: { gt: 0 } } })).toBe(0);

      // Put right: the mailing goes out.
      senderRefused = false;
      await jobsDue(id);
      await runQueuedJobs();
      expect(recipientsOf(strict.received)).toEqual(AREA1_ADDRESSES);
      expect((await status(id)).body).toMatchObject({ status: "DONE", counts: { sent: 5, failed: 0, left: 0 } });
    } finally {
      spy.mockRestore();
      process.env.SMTP_URL = smtp.url;
      await strict.close();
    }
  });
});
