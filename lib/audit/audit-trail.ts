// The grant process's audit trail: every state change, approval, vote, query, payment and override
// is one AuditEntry, and each entry carries the SHA-256 of its own content and of the entry before
// it. Rows are append-only (a trigger refuses UPDATE and DELETE); the chain is what shows a row
// changed or removed behind the application's back (verifyAuditChain, for the Admin).
//
// Entries are chained in id order. Writers take a transaction-scoped advisory lock first, so two
// transactions never both link to the same previous entry.
import { createHash } from "node:crypto";
import type { Prisma } from "../db/generated/client";
import type { TPrisma } from "../db/client";

type TTx = Prisma.TransactionClient;

/** The hash before the first entry. */
export const GENESIS_HASH = "0".repeat(64);
/** Any constant: the advisory lock that orders writers of the trail. */
const AUDIT_LOCK_KEY = 7_402_121;

export type TAuditInput = {
  applicationId: number | null;
  action: string;
  actorId: number;
  fromState?: string | null;
  toState?: string | null;
  remark?: string;
  /** Money moved or fixed by the step (a payment, a sanction), in paise. */
  amountPaise?: bigint | number | null;
};

type TAuditRow = {
  applicationId: number | null;
  action: string;
  actorId: number;
  fromState: string | null;
  toState: string | null;
  remark: string;
  amountPaise: bigint | null;
  createdAt: Date;
  prevHash: string;
};

/** The hash of an entry: its fields in a fixed order, with the previous entry's hash. */
export const hashAuditEntry = (row: TAuditRow) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        row.prevHash,
        row.applicationId,
        row.action,
        row.actorId,
        row.fromState,
        row.toState,
        row.remark,
        row.amountPaise === null ? null : row.amountPaise.toString(),
        row.createdAt.toISOString(),
      ]),
    )
    .digest("hex");

/** Appends one entry inside the caller's transaction (it commits or rolls back with the step). */
export const appendAudit = async (tx: TTx, input: TAuditInput) => {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${AUDIT_LOCK_KEY}::bigint)`;
  const last = await tx.auditEntry.findFirst({ orderBy: { id: "desc" }, select: { hash: true } });
  const row: TAuditRow = {
    applicationId: input.applicationId,
    action: input.action,
    actorId: input.actorId,
    fromState: input.fromState ?? null,
    toState: input.toState ?? null,
    remark: input.remark ?? "",
    amountPaise: input.amountPaise === null || input.amountPaise === undefined ? null : BigInt(input.amountPaise),
    createdAt: new Date(),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  return tx.auditEntry.create({ data: { ...row, hash: hashAuditEntry(row) }, select: { id: true, hash: true } });
};

const VERIFY_BATCH = 2000;

export type TAuditVerification = {
  ok: boolean;
  entries: number;
  /** The first entry that does not match its content or its predecessor, and why. */
  firstBad: { id: number; reason: string } | null;
  lastHash: string;
};

/** Recomputes the whole chain in id order: an edited row fails its own hash, a removed one its successor's link. */
export const verifyAuditChain = async (prisma: TPrisma): Promise<TAuditVerification> => {
  let prevHash = GENESIS_HASH;
  let entries = 0;
  let afterId = 0;
  for (;;) {
    const rows = await prisma.auditEntry.findMany({ where: { id: { gt: afterId } }, orderBy: { id: "asc" }, take: VERIFY_BATCH });
    if (rows.length === 0) return { ok: true, entries, firstBad: null, lastHash: prevHash };
    for (const row of rows) {
      if (row.prevHash !== prevHash)
        return {
          ok: false,
          entries,
          firstBad: { id: row.id, reason: "does not follow the entry before it (an entry was removed or changed)" },
          lastHash: prevHash,
        };
      if (hashAuditEntry(row) !== row.hash)
        return {
          ok: false,
          entries,
          firstBad: { id: row.id, reason: "its content does not match its hash (the entry was changed)" },
          lastHash: prevHash,
        };
      prevHash = row.hash;
      entries += 1;
    }
    afterId = rows.at(-1)!.id;
  }
};
