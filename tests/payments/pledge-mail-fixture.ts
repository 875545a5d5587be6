// The pledge forms' mail tests: a real SMTP server as the portal's mail server, the accounts the
// forms need, temporary storage, and rate limits cleared before each test (the public forms are
// limited per address, and every test sends from the same one).
import { seedAccounts, setupTempStorage } from "../content/helpers";
import { startSmtpServer } from "../helpers/smtp-server";
import type { TTestDb } from "../helpers/test-db";

type TSmtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** Registers the hooks; returns the SMTP server, to read once the hooks have run. */
export const setupPledgeMail = (db: () => TTestDb): (() => TSmtp) => {
  setupTempStorage();
  const saved = { ...process.env };
  let smtp: TSmtp | undefined;
  beforeAll(async () => {
    delete process.env.NEXTAUTH_URL;
    smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    await seedAccounts(db().prisma);
  });
  afterAll(async () => {
    process.env = saved;
    await smtp?.close();
  });
  beforeEach(async () => {
    await db().prisma.rateLimit.deleteMany();
  });
  return () => {
    if (!smtp) throw new Error("setupPledgeMail: the SMTP server is read before its beforeAll ran");
    return smtp;
  };
};
