// Closes the process's shared database (lib/db/client.ts) from server.ts on SIGTERM/SIGINT. The
// client was opened by Next's modules, a copy of their own apart from the modules tsx loads for
// server.ts, so the two meet on globalThis (as lib/jobs/stop-hook.ts does). The embedded database
// must be closed before the process exits: `process.exit` skips the `beforeExit` that would, and
// PGlite then finds, at every start, a database that was not shut down (a crash, to it).
type TOpenDb = { prisma: { $disconnect: () => Promise<void> }; handle: { close: () => Promise<void> } };

const slot = globalThis as unknown as { __portalDb?: Promise<TOpenDb> };

/**
 * Closes the shared client, if one was opened; the next getDb() opens a new one. One whose opening
 * failed (the database unreachable at start) has nothing to close: its error was told to whoever
 * asked for it then, not again at the stop.
 */
export const closeProcessDb = async () => {
  const opening = slot.__portalDb;
  slot.__portalDb = undefined;
  const state = await Promise.resolve(opening).catch(() => undefined);
  if (!state) return;
  await state.prisma.$disconnect().catch(() => {});
  await state.handle.close();
};
