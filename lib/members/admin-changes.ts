// The secretariat's change log (AdminChange): who changed what, when, with the fields before and
// after. Written inside the transaction of the change itself, so that a change and its record
// commit or fail together. Secrets never reach the log, whatever a caller passes.
import type { Prisma } from "../db/generated/client";

export type TAdminChangeTarget = "member" | "table" | "circle" | "area" | "posting" | "massMail" | "payment";

export type TAdminChange = {
  actorId: number;
  /** e.g. "member.update", "member.lock", "signup.approve", "ageproof.reject". */
  action: string;
  targetKind: TAdminChangeTarget;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  remark?: string | null;
};

/** Keys that are never written to the log, at any depth. */
const SECRET_KEYS = new Set(["password", "passwordHash", "tokenHash", "sessionVersion", "token", "newPassword"]);

const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key, entry]) => !SECRET_KEYS.has(key) && entry !== undefined)
        .map(([key, entry]) => [key, withoutSecrets(entry)]),
    );
  }
  return value;
};

const toJson = (value: Record<string, unknown> | null | undefined) =>
  value ? (withoutSecrets(value) as Prisma.InputJsonValue) : undefined;

const same = (a: unknown, b: unknown) => JSON.stringify(withoutSecrets(a)) === JSON.stringify(withoutSecrets(b));

/** The fields of `after` whose values differ from `before`: { before, after } holding only those. */
export const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const keys = Object.keys(after).filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
};

export const recordAdminChange = async (tx: Prisma.TransactionClient, change: TAdminChange) =>
  tx.adminChange.create({
    data: {
      actorId: change.actorId,
      action: change.action,
      targetKind: change.targetKind,
      targetId: String(change.targetId),
      before: toJson(change.before),
      after: toJson(change.after),
      remark: change.remark ?? null,
    },
    select: { id: true },
  });
