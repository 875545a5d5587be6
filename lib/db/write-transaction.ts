// Options for the portal's interactive write transactions (the helpdesk, tables, projects and
// payments). On the embedded database transactions run one at a time, and on Postgres a burst of
// writes queues on the same row locks (a receipt counter, a stage): wait longer than Prisma's 2 s
// default for a turn.
export const WRITE_TRANSACTION = { maxWait: 20_000, timeout: 20_000 } as const;
