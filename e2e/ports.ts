// The e2e servers' ports (playwright.config.ts starts them, e2e/test.ts sends each worker to its own).

/** The first e2e server's port; worker n (its parallelIndex) uses the n-th after it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
/** The port the first e2e server mails to (scripts/e2e-server.sh); worker n's is the n-th after it. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

/**
 * The two servers of multi-instance.spec.ts for worker n: 50 past E2E_PORT (clear of the e2e
 * servers at E2E_PORT + n), two per worker. Each checkout has its own E2E_PORT, so its own pair.
 */
export const instancePorts = (parallelIndex: number) => {
  const first = E2E_PORT + 50 + 2 * parallelIndex;
  return [first, first + 1] as const;
};

/** The server stop-instance.spec.ts starts and stops for worker n: 40 past E2E_PORT, one per worker. */
export const stopInstancePort = (parallelIndex: number) => E2E_PORT + 40 + parallelIndex;
