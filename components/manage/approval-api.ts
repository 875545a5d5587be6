// Browser calls behind the approval-requests screen: GET /api/auth/searchmembers?state=pending
// (sign-ups waiting, not those refused; a page at a time, the cursor is the next page) and
// POST /api/auth/disablelock (approve; refuse is member-admin-api.ts refuseSignup).
import { failure, success, type TResult } from "@/components/shared/post-form";
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
};

export type TCursor = string | number | null;
export type TPendingPage = { users: TPendingUser[]; nextCursor: TCursor };

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
  };
};

export const fetchPendingSignups = async (cursor: TCursor, signal?: AbortSignal): Promise<TResult<TPendingPage>> => {
  const page = cursor === null ? 1 : Number(cursor);
  const query = new URLSearchParams({ state: "pending", page: String(page), pageSize: String(PAGE_SIZE) });
  const reply = await requestJson(`/api/auth/searchmembers?${query}`, { signal });
  const { data } = reply;
  if (!reply.ok || !isRecord(data) || !Array.isArray(data.members) || typeof data.total !== "number")
    return failure(reply, "The sign-ups could not be loaded.");
  const users = data.members.map(toPendingUser).filter((user): user is TPendingUser => user !== null);
  const nextCursor = page * PAGE_SIZE < data.total ? page + 1 : null;
  return { ok: true, value: { users, nextCursor } };
};

export const approveSignup = async (userName: string): Promise<TResult<null>> => {
  const reply = await requestJson("/api/auth/disablelock", {
    method: "POST",
    body: { username: userName, isapproved: "1" },
  });
  return reply.ok ? success(null) : failure(reply, "The sign-up could not be approved.");
};
