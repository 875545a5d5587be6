// Checked before the server starts (scripts/prepare-db.ts, server.ts). With SMTP_URL mail leaves
// the portal, and the links in it (password resets, project notices, ...) are built on
// NEXTAUTH_URL; without it they would fall back on the address Next gives the request, which is
// the server's bind address (http://0.0.0.0:3000 by default), or on http://localhost:3000:
// useless to whoever reads the mail.
// Without SMTP_URL nothing leaves (the outbox is the mailbox), so the embedded default needs neither.
import { MissingSecretError } from "../auth/secrets";
import { getEnv } from "../env";

export const assertMailConfig = (): void => {
  const env = getEnv();
  if (env.SMTP_URL && !env.NEXTAUTH_URL)
    throw new MissingSecretError(
      "SMTP_URL is set but NEXTAUTH_URL is not: the links in outgoing mail (password resets, project notices) would point at the server's own address. " +
        'Set NEXTAUTH_URL to the site\'s public address, for example https://portal.example.org (see .env.example, "Mail").',
    );
};
