// The e2e servers' ports (playwright.config.ts starts them, e2e/test.ts sends each worker to its own).

/** The first e2e server's port; worker n (its parallelIndex) uses the n-th after it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
/** The port the first e2e server mails to (scripts/e2e-server.sh); worker n's is the n-th after it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
