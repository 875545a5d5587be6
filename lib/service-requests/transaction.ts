// Options for the helpdesk's interactive transactions. On the embedded database transactions run
// one at a time, so a burst of writes queues: wait longer than Prisma's 2 s default for a turn.
export const WRITE_TRANSACTION = { maxWait: 20_000, timeout: 20_000 } as const;
