// Browser calls behind the approval-requests screen: GET /api/auth/searchmembers?state=pending
// (sign-ups waiting, not those refused; a page at a time, the cursor is the next page) and
// POST /api/auth/disablelock (approve; refuse is member-admin-api.ts refuseSignup).
import type { TResult } from "@/components/shared/post-form";
import { isRecord, NETWORK_ERROR_MESSAGE, readApiError, requestJson } from "@/components/shared/request-json";

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
  const { ok, status, data } = await requestJson(`/api/auth/searchmembers?${query}`, { signal });
  if (!ok || !isRecord(data) || !Array.isArray(data.members) || typeof data.total !== "number") {
    const error = readApiError(data);
    return {
      ok: false,
      status,
      message: status === 0 ? NETWORK_ERROR_MESSAGE : (error.message ?? "The sign-ups could not be loaded."),
      fields: error.fields,
    };
  }
  const users = data.members.map(toPendingUser).filter((user): user is TPendingUser => user !== null);
  const nextCursor = page * PAGE_SIZE < data.total ? page + 1 : null;
  return { ok: true, value: { users, nextCursor } };
};

export const approveSignup = async (userName: string): Promise<TResult<null>> => {
  const { ok, status, data } = await requestJson("/api/auth/disablelock", {
    method: "POST",
    body: { username: userName, isapproved: "1" },
  });
  if (ok) return { ok: true, value: null };
  const error = readApiError(data);
  return {
    ok: false,
    status,
    message: status === 0 ? NETWORK_ERROR_MESSAGE : (error.message ?? "The sign-up could not be approved."),
    fields: error.fields,
  };
};
