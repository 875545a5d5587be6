// Browser calls of the secretariat's member screens: searchmembers, updatememberbyadmin,
// resetpasswordbyadmin, createuser, and the age-proof list with its accept and reject.
import { failure, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";
import type { TRole } from "@/lib/auth/roles";
import type { TAdminMember } from "@/lib/members/admin-member-shapes";

export type { TAdminMember };
export type TMemberPage = { members: TAdminMember[]; total: number; page: number; pageSize: number };

export const MEMBER_STATE_OPTIONS = [
  { value: "all", label: "All members" },
  { value: "pending", label: "Waiting for approval" },
  { value: "approved", label: "Approved" },
  { value: "locked", label: "Locked" },
  { value: "closed", label: "Closed (refused)" },
] as const;

export type TMemberFilter = {
  q: string;
  tableNo: string;
  circleNo: string;
  areaNo: string;
  role: TRole | "";
  state: (typeof MEMBER_STATE_OPTIONS)[number]["value"];
};

export const EMPTY_FILTER: TMemberFilter = { q: "", tableNo: "", circleNo: "", areaNo: "", role: "", state: "all" };

const isPage = (data: unknown): data is TMemberPage =>
  isRecord(data) && Array.isArray(data.members) && typeof data.total === "number";

export const searchMembers = async (
  filter: TMemberFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TResult<TMemberPage>> => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filter)) if (value !== "" && value !== "all") query.set(key, value);
  const reply = await requestJson(`/api/auth/searchmembers?${query}`, { signal });
  return reply.ok && isPage(reply.data) ? { ok: true, value: reply.data } : failure(reply, "The members could not be loaded.");
};

const memberOf = (data: unknown): TAdminMember | null =>
  isRecord(data) && isRecord(data.user) && typeof data.user.memberId === "number" ? (data.user as TAdminMember) : null;

export type TMemberEdit = {
  memberId: number;
  title?: string;
  fullName?: string;
  phoneNumber?: string;
  officeEmail?: string;
  panCard?: string;
  tableNo?: string;
  circleNo?: string;
  roles?: TRole[];
  isLocked?: boolean;
  remark?: string;
};

export const updateMember = async (edit: TMemberEdit): Promise<TResult<TAdminMember>> => {
  const reply = await requestJson("/api/auth/updatememberbyadmin", { method: "POST", body: edit });
  const member = reply.ok ? memberOf(reply.data) : null;
  return member ? { ok: true, value: member } : failure(reply, "The member could not be saved.");
};

export const sendPasswordReset = async (memberId: number): Promise<TResult<string>> => {
  const reply = await requestJson("/api/auth/resetpasswordbyadmin", { method: "POST", body: { memberId } });
  return reply.ok && isRecord(reply.data) && typeof reply.data.message === "string"
    ? { ok: true, value: reply.data.message }
    : failure(reply, "The mail could not be sent.");
};

export type TNewUser = {
  userName: string;
  fullName: string;
  title: string;
  phoneNumber: string;
  officeEmail: string;
  password: string;
  tableNo: string;
  circleNo: string;
  roles: TRole[];
};

export const createUser = async (user: TNewUser): Promise<TResult<null>> => {
  const reply = await requestJson("/api/auth/createuser", { method: "POST", body: user });
  return reply.ok ? { ok: true, value: null } : failure(reply, "The account could not be created.");
};

export const fetchAgeProofs = async (page: number, pageSize: number, signal?: AbortSignal): Promise<TResult<TMemberPage>> => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const reply = await requestJson(`/api/auth/memberlistforageproofverification?${query}`, { signal });
  return reply.ok && isPage(reply.data) ? { ok: true, value: reply.data } : failure(reply, "The age proofs could not be loaded.");
};

/** The decisions name the document the list showed: the API refuses them (409) if it has changed. */
type TShownProof = Pick<TAdminMember, "memberId" | "ageProofFileName">;

export const acceptAgeProof = async ({ memberId, ageProofFileName }: TShownProof): Promise<TResult<null>> => {
  const reply = await requestJson("/api/auth/markmemberageproofverified", {
    method: "POST",
    body: { memberId, ageProofFileName: ageProofFileName ?? undefined },
  });
  return reply.ok ? { ok: true, value: null } : failure(reply, "The age proof could not be accepted.");
};

export const rejectAgeProof = async ({ memberId, ageProofFileName }: TShownProof, reason: string): Promise<TResult<null>> => {
  const reply = await requestJson("/api/auth/deleteageproof", {
    method: "POST",
    body: { memberId, ageProofFileName: ageProofFileName ?? undefined, reason },
  });
  return reply.ok ? { ok: true, value: null } : failure(reply, "The age proof could not be rejected.");
};

export const refuseSignup = async (userName: string, reason: string): Promise<TResult<null>> => {
  const reply = await requestJson("/api/auth/disablelock", {
    method: "POST",
    body: { username: userName, isapproved: "0", remark: reason },
  });
  return reply.ok ? { ok: true, value: null } : failure(reply, "The sign-up could not be refused.");
};
