// The set-up that the mass-mail API tests share (massmail-audience, massmail-attachments,
// massmail-sending and send-failures .test.ts): a fresh database with the world of helpers.ts,
// temporary storage, a real SMTP server that refuses (550) the addresses put in `refused`, SMTP_URL
// pointing at it, and the calls, job helpers and settings swaps they use. Call it once at the top
// of a test file: it registers the hooks.
import { POST as sendPost } from "@/app/api/massmail/send/route";
import { GET as statusGet } from "@/app/api/massmail/status/[id]/route";
import { runQueuedJobs } from "../helpers/jobs";
import { startSmtpServer, type TReceivedMail } from "../helpers/smtp-server";
import { setupTestDb } from "../helpers/test-db";
import { setupTempStorage } from "../content/helpers";
import { getRequest, jsonRequest, seedWorld, send, sendWith, type TAuth, type TWorld } from "./helpers";

export type TWho = TAuth | "anonymous";

export const setupMassMailFixture = () => {
  const db = setupTestDb();
  const stored = setupTempStorage();
  /** Filled in before the tests run: the Admin and a member, logged in. */
  const world = {} as TWorld;
  /** The SMTP server every test mails to unless it swaps SMTP_URL (withSmtpUrl). */
  const smtp = { received: [] as TReceivedMail[], url: "" };
  const refused = new Set<string>();
  let close = async () => {};
  const savedSmtp = process.env.SMTP_URL;

  beforeAll(async () => {
    Object.assign(world, await seedWorld(db().prisma));
    const server = await startSmtpServer({
      onRcptTo: (address, _session, callback) => {
        if (refused.has(address.address)) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
        callback();
      },
    });
    Object.assign(smtp, { received: server.received, url: server.url });
    close = server.close;
    process.env.SMTP_URL = server.url;
  });

  afterAll(async () => {
    if (savedSmtp === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = savedSmtp;
    await close();
  });

  beforeEach(() => {
    smtp.received.length = 0;
    refused.clear();
  });

  const who = (auth: TWho | undefined) => (auth === "anonymous" ? undefined : (auth ?? world.admin));

  /** A mailing to area 1 that is not essential, unless `overrides` say otherwise. */
  const message = (overrides: Record<string, unknown> = {}) => ({
    subject: "Annual meeting",
    html: "<p>Dear member, the <strong>AGM</strong> is on 1 August.</p>",
    essential: false,
    audience: { areas: [1] },
    ...overrides,
  });

  const sendMassMail = (body: unknown, auth?: TWho) => send(sendPost, jsonRequest("/api/massmail/send", body, who(auth)));

  const status = (id: number, auth?: TWho) =>
    sendWith(statusGet, getRequest(`/api/massmail/status/${id}`, who(auth)), { id: String(id) });

  /** Sends (200) and returns the mailing's id, without running the queue. */
  const startMailing = async (body: unknown) => {
    const reply = await sendMassMail(body);
    expect(reply.status).toBe(200);
    return (reply.body as { id: number }).id;
  };

  /** Sends and runs the queue until nothing is due; the mailing's id. */
  const sendAndRun = async (body: unknown) => {
    const id = await startMailing(body);
    await runQueuedJobs();
    return id;
  };

  /** The one mail the shared server received for `address`. */
  const mailTo = (address: string): TReceivedMail => {
    const mails = smtp.received.filter((mail) => mail.to.includes(address));
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };

  /** The sending jobs of mailing `id`, oldest first. */
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

  /** The mailing's copies, in the order they were added. */
  const copies = async (id: number) =>
    db().prisma.massMailRecipient.findMany({ where: { massMailId: id }, orderBy: { id: "asc" } });

  /** Time passes: the mailing's outage has lasted `lasted` ms, and its copies and jobs are due now. */
  const outageLasted = async (id: number, lasted: number) => {
    const prisma = db().prisma;
    await prisma.massMail.update({ where: { id }, data: { outageSince: new Date(Date.now() - lasted) } });
    await prisma.massMailRecipient.updateMany({ where: { massMailId: id, status: "PENDING" }, data: { notBefore: new Date() } });
    await jobsDue(id);
  };

  /** Runs `body` with the mail going to `url` (another server, or none), then back to the shared one. */
  const withSmtpUrl = async (url: string, body: () => Promise<void>) => {
    process.env.SMTP_URL = url;
    try {
      await body();
    } finally {
      process.env.SMTP_URL = smtp.url;
    }
  };

  /** Runs `body` with console.error silenced: the failures it provokes are logged on purpose. */
  const withoutErrorLog = async (body: () => Promise<void>) => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await body();
    } finally {
      spy.mockRestore();
    }
  };

  return {
    db,
    stored,
    world,
    smtp,
    refused,
    who,
    message,
    sendMassMail,
    status,
    startMailing,
    sendAndRun,
    mailTo,
    sliceJobs,
    sliceRuns,
    jobsDue,
    copies,
    outageLasted,
    withSmtpUrl,
    withoutErrorLog,
  };
};
