// Benchmark (issue 13): the mass mail's sending rate to a local SMTP server (smtp-server, in this
// process, keeping nothing), beside its floor: raw nodemailer sending the same messages (the same
// composeMessage output, one kept-open connection) in a loop, with no database. The app's figure
// is the real path: startMassMail writes the mailing and its recipients, then the job queue's
// runDueJobs runs the sending slices (claim a batch FOR UPDATE SKIP LOCKED, send, mark each SENT).
// Usage: npx tsx bench/massmail-rate.ts [pglite|postgres|both] (default both)
//   BENCH_MAILS (default 2000) recipients; DATABASE_URL_TEST (default
//   postgres://postgres@127.0.0.1:5432/test) names the Postgres server; the database
//   portal_bench_massmail there and .data/bench/massmail-pglite are made afresh and removed at the end.
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { createAdapter } from "../lib/db/adapter";
import { closeDb, createPrismaClient, setDbForTesting } from "../lib/db/client";
import { seedArea, seedMember, seedTable } from "../lib/db/seed/seed-functions";
import { applyMigrations } from "../lib/db/migrate";
import { runDueJobs } from "../lib/jobs/queue";
import { composeMessage, messageIdDomain, prepareContent } from "../lib/massmail/compose-message";
import { createMailTransport } from "../lib/massmail/mail-transport";
import { sanitizeMailHtml } from "../lib/massmail/sanitize-mail-html";
import { massMailJob } from "../lib/massmail/send-slice";
import { startMassMail } from "../lib/massmail/start-mass-mail";
import { startSmtpServer } from "../tests/helpers/smtp-server";
import { throwawayDatabase, type TBenchKind } from "./lib/bench-database";

const ARG = process.argv[2] ?? "both";
const KINDS: TBenchKind[] = ARG === "both" ? ["pglite", "postgres"] : [ARG as TBenchKind];
const MAILS = Number(process.env.BENCH_MAILS ?? 2000);
const database = throwawayDatabase({ postgres: "portal_bench_massmail", pgliteDir: ".data/bench/massmail-pglite" });
const HTML = sanitizeMailHtml(
  "<h2>Annual general meeting</h2><p>Dear member, the <strong>AGM</strong> is on 1 August at the Chennai office.</p>" +
    '<ul><li>Agenda</li><li>Accounts</li><li>Elections</li></ul><p>Details: <a href="https://example.org/agm">example.org/agm</a></p>',
);

const rate = (count: number, ms: number) => `${((count * 1000) / ms).toFixed(0).padStart(5)} mails/s`;

/**
 * Nothing but nodemailer: the same messages over one kept-open connection, one after another
 * (`createMailTransport` is nodemailer's pool of one with TCP_NODELAY; `nagle` is nodemailer as
 * it comes, for comparison).
 */
const floor = async (smtpUrl: string, nagle = false) => {
  const plain = nodemailer.createTransport(`${smtpUrl}?pool=true&maxConnections=1`);
  const tuned = createMailTransport(smtpUrl);
  const send = nagle ? (message: Mail.Options) => plain.sendMail(message) : tuned.send;
  const content = prepareContent({ id: 1, subject: "AGM notice", html: HTML, essential: false, attachments: [] });
  const domain = messageIdDomain();
  const count = nagle ? Math.min(MAILS, 200) : MAILS;
  const started = performance.now();
  for (let index = 0; index < count; index += 1)
    await send(composeMessage(content, { id: index, email: `m${index}@example.org`, name: `Member ${index}` }, domain));
  const elapsed = performance.now() - started;
  plain.close();
  tuned.close();
  return { count, elapsed };
};

const app = async (kind: TBenchKind, smtpUrl: string): Promise<number | null> => {
  const target = await database.fresh(kind);
  if (!target) return null;
  const handle = await createAdapter(target);
  try {
    await applyMigrations(handle.factory);
    const prisma = createPrismaClient(handle);
    setDbForTesting(prisma, handle);
    const area = await seedArea(prisma, 1, "Area 1");
    await seedTable(prisma, 1, "Table 1", area.id);
    const admin = await seedMember(prisma, {
      userName: "bench-admin",
      password: "Bench@12345",
      fullName: "Bench Admin",
      roles: ["Admin"],
    });
    await prisma.member.createMany({
      data: Array.from({ length: MAILS }, (_, index) => ({
        userName: `m${index}`,
        passwordHash: "x",
        fullName: `Member ${index}`,
        tableNo: 1,
        officeEmail: `m${index}@example.org`,
        isApproved: true,
      })),
    });
    process.env.SMTP_URL = smtpUrl;
    const jobs = [massMailJob({ sliceMs: 10 * 60_000 })];
    const started = performance.now();
    await startMassMail({
      actorId: admin.id,
      input: {
        subject: "AGM notice",
        html: HTML,
        essential: false,
        audience: { all: false, areas: [1], tables: [], circles: [], roles: [], postingYear: null },
        attachments: [],
      },
    });
    while ((await runDueJobs(jobs)).claimed > 0);
    const elapsed = performance.now() - started;
    const sent = await prisma.massMailRecipient.count({ where: { status: "SENT" } });
    if (sent !== MAILS) throw new Error(`only ${sent} of ${MAILS} sent`);
    return elapsed;
  } finally {
    await closeDb();
    await database.drop(kind);
  }
};

const main = async () => {
  const smtp = await startSmtpServer({
    onData: (stream, _session, callback) => {
      stream.on("data", () => {});
      stream.on("end", () => callback());
    },
  });
  try {
    console.log(`\nMass mail: ${MAILS.toLocaleString("en")} messages to a local SMTP server (smtp-server, same process)`);
    await floor(smtp.url); // warm-up
    const base = await floor(smtp.url);
    console.log(
      `  floor (raw nodemailer loop, no database) ${rate(base.count, base.elapsed)}  (${(base.elapsed / 1000).toFixed(2)} s)`,
    );
    const nagle = await floor(smtp.url, true);
    console.log(`  nodemailer's own sockets (Nagle on)      ${rate(nagle.count, nagle.elapsed)}  (${nagle.count} mails)`);
    for (const kind of KINDS) {
      const elapsed = await app(kind, smtp.url);
      if (elapsed === null) continue;
      console.log(
        `  portal on ${kind.padEnd(8)} (write, queue, send, mark)  ${rate(MAILS, elapsed)}  (${(elapsed / 1000).toFixed(2)} s)`,
      );
    }
  } finally {
    await smtp.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
