// A job's time limit: a handler that never settles (a request to a server that stopped answering)
// must not hold its worker, whose loop awaits the whole batch before it polls again.
export class JobTimeoutError extends Error {
  constructor(name: string, timeoutMs: number) {
    super(`job ${name} did not finish within ${Math.round(timeoutMs / 1000)} s and was given up`);
    this.name = "JobTimeoutError";
  }
}

/**
 * Settles as `work` does, or rejects with JobTimeoutError after `timeoutMs`. The work itself cannot
 * be cancelled and may go on in the background; handlers are idempotent and check they still hold
 * their job before they record progress.
 */
export const withDeadline = async <T>(work: Promise<T>, name: string, timeoutMs: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new JobTimeoutError(name, timeoutMs)), timeoutMs);
  });
  try {
    // Promise.race keeps a reaction on `work`, so its late rejection is not left unhandled.
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
};
