// POST /api/auth/forgotpassword answers a known account exactly as an unknown one, and as fast:
// the reply only queues a job; the lookup, token and mail run in the job queue (lib/jobs). A real
// SMTP server that holds every mail for a while shows that the reply does not wait for the mail.
import { POST as forgotPasswordPost } from "@/app/api/auth/forgotpassword/route";
import { runQueuedJobs } from "../helpers/jobs";
import { startSmtpServer } from "../helpers/smtp-server";
import { setupTestDb } from "../helpers/test-db";
import { jsonRequest } from "./helpers";

const db = setupTestDb({ demo: true });

/** How long the SMTP server holds each mail before accepting it. */
const SMTP_DELAY_MS = 800;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  delete process.env.NEXTAUTH_URL;
  smtp = await startSmtpServer({
    onMailFrom: (_address, _session, callback) => void setTimeout(() => callback(), SMTP_DELAY_MS),
  });
  process.env.SMTP_URL = smtp.url;
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  await smtp.close();
});

/** One request, timed; the per-address limit of the route (lib/http/rate-limit.ts) is reset first. */
const forgot = async (body: unknown) => {
  await db().prisma.rateLimit.deleteMany();
  const started = performance.now();
  const res = await forgotPasswordPost(jsonRequest("/api/auth/forgotpassword", body));
  const text = await res.text();
  const ms = performance.now() - started;
  expect(res.status).toBe(200);
  return { ms, status: res.status, headers: [...res.headers.entries()], text };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("POST /api/auth/forgotpassword, known and unknown accounts", () => {
  it("replies byte for byte the same, before the mail to a known account is delivered", async () => {
    const unknown = await forgot({ username: "no-such-member" });
    const known = await forgot({ username: "member" });
    expect(smtp.received).toHaveLength(0);
    expect(known.ms).toBeLessThan(SMTP_DELAY_MS);
    expect({ ...known, ms: 0 }).toEqual({ ...unknown, ms: 0 });
    expect(known.status).toBe(200);

    const byEmail = await forgot({ email: "member2@example.org" });
    const unknownEmail = await forgot({ email: "nobody@example.org" });
    expect({ ...byEmail, ms: 0 }).toEqual({ ...unknownEmail, ms: 0 });
    expect(smtp.received).toHaveLength(0);

    await runQueuedJobs();
    // Queued jobs run in no promised order.
    expect(smtp.received.map((mail) => mail.to.join()).sort()).toEqual(["member2@example.org", "member@example.org"]);
    expect(await db().prisma.mailOutbox.count({ where: { status: "sent" } })).toBe(2);
  });

  it("takes about as long for either over several runs (medians within 150 ms, while the mails take 800 ms each)", async () => {
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let run = 0; run < 4; run += 1) {
      knownMs.push((await forgot({ username: "secretary" })).ms);
      unknownMs.push((await forgot({ username: `nobody-${run}` })).ms);
    }
    expect(Math.abs(median(knownMs) - median(unknownMs))).toBeLessThan(150);
    expect(Math.max(...knownMs)).toBeLessThan(SMTP_DELAY_MS);
    await runQueuedJobs();
    expect(smtp.received.filter((mail) => mail.to.includes("secretary@example.org"))).toHaveLength(4);
  });
});
