// Service-request status codes (docs/decisions.md: 1 Open, 0 Closed, 2 Resolved, 10 Duplicate)
// and the pure rules that depend on them.

export const SERVICE_REQUEST_STATUS = { OPEN: 1, CLOSED: 0, RESOLVED: 2, DUPLICATE: 10 } as const;

export type TServiceRequestStatus = (typeof SERVICE_REQUEST_STATUS)[keyof typeof SERVICE_REQUEST_STATUS];

export const SERVICE_REQUEST_STATUSES: readonly TServiceRequestStatus[] = [1, 0, 2, 10];

export const STATUS_LABELS: Record<TServiceRequestStatus, string> = { 1: "Open", 0: "Closed", 2: "Resolved", 10: "Duplicate" };

export const isServiceRequestStatus = (value: number): value is TServiceRequestStatus =>
  (SERVICE_REQUEST_STATUSES as readonly number[]).includes(value);

export const statusLabel = (status: number) => (isServiceRequestStatus(status) ? STATUS_LABELS[status] : `Status ${status}`);

/** Replies and uploads are taken only while a request is Open. */
export const acceptsReplies = (status: number) => status === SERVICE_REQUEST_STATUS.OPEN;

const isDone = (status: number) => status === SERVICE_REQUEST_STATUS.RESOLVED || status === SERVICE_REQUEST_STATUS.CLOSED;

/**
 * resolvedAt is set exactly while a request is Resolved or Closed: entering either sets it, moving
 * between the two keeps the first time, anything else (reopening, Duplicate) clears it.
 */
export const nextResolvedAt = (options: { from: number; to: number; resolvedAt: Date | null; now: Date }): Date | null => {
  if (!isDone(options.to)) return null;
  return isDone(options.from) && options.resolvedAt ? options.resolvedAt : options.now;
};

/** The same status again is refused (a double submit), except re-pointing a Duplicate to another original. */
export const isRepeatedStatus = (options: {
  from: number;
  to: number;
  duplicateOfId: number | null;
  newDuplicateOfId: number | null;
}) =>
  options.from === options.to &&
  (options.to !== SERVICE_REQUEST_STATUS.DUPLICATE || options.duplicateOfId === options.newDuplicateOfId);
