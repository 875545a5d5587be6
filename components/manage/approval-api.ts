// Browser calls behind the approval-requests screen: GET /api/auth/searchmembers?state=pending
// (sign-ups waiting, not those refused; 25 at a time after the rows still shown: a decision removes
// its row from the server's list too, so the rows after it move up) and
// POST /api/auth/disablelock (approve; refuse is member-admin-api.ts refuseSignup).
import { postJson, readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";

export type TPendingUser = {
  memberId: number;
  userName: string;
  title: string | null;
  fullName: string;
  tableNo: number | null;
  circleNo: number | null;
  officeEmail: string | null;
  mobile: string | null;
  /** Locked while waiting: approving leaves the lock, so the screen promises no log-in. */
  isLocked: boolean;
};

/** The sign-ups shown, and whether more wait after them. */
export type TPendingPage = { users: TPendingUser[]; more: boolean };

export const PAGE_SIZE = 25;

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
const numberOrNull = (value: unknown) => (typeof value === "number" ? value : null);

const toPendingUser = (row: unknown): TPendingUser | null => {
  if (!isRecord(row) || typeof row.memberId !== "number" || typeof row.userName !== "string") return null;
  return {
    memberId: row.memberId,
    userName: row.userName,
    title: text(row.title),
    fullName: text(row.fullName) ?? row.userName,
    tableNo: numberOrNull(row.tableNo),
    circleNo: numberOrNull(row.circleNo),
    officeEmail: text(row.officeEmail),
    mobile: text(row.mobile) ?? text(row.phoneNumber),
    isLocked: row.isLocked === true,
  };
};

/** The sign-ups after the first `offset` waiting ones. */
export const fetchPendingSignups = async (offset: number, signal?: AbortSignal): Promise<TResult<TPendingPage>> => {
  const query = new URLSearchParams({ state: "pending", offset: String(offset), pageSize: String(PAGE_SIZE) });
  return readReply(
    await requestJson(`/api/auth/searchmembers?${query}`, { signal }),
    ({ members, total }) =>
      Array.isArray(members) && typeof total === "number"
        ? {
            users: members.map(toPendingUser).filter((user): user is TPendingUser => user !== null),
            more: offset + members.length < total,
          }
        : null,
    "The sign-ups could not be loaded.",
  );
};

// `expect: "pending"`: a sign-up another Admin decided since the list was loaded is answered 409,
// not decided again.
export const approveSignup = (userName: string) =>
  postJson(
    "/api/auth/disablelock",
    { username: userName, isapproved: "1", expect: "pending" },
    "The sign-up could not be approved.",
  );
