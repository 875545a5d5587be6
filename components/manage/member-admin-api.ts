// Browser calls of the secretariat's member screens: searchmembers, updatememberbyadmin,
// resetpasswordbyadmin, createuser, the age-proof list with its accept and reject, and disablelock
// (refusing a sign-up, re-opening a refused one, restoring an un-approved member's access).
import { postJson, readReply, type TResult } from "@/components/shared/post-form";
import { isRecord, readMessage, requestJson } from "@/components/shared/request-json";
import type { TRole } from "@/lib/auth/roles";
import type { TAdminMember, TListedMember } from "@/lib/members/admin-member-shapes";

export type { TAdminMember, TListedMember };
/** A page of members: of the member list (TListedMember), or of the age-proof list. */
export type TMemberPage<T extends TAdminMember = TAdminMember> = { members: T[]; total: number; page: number; pageSize: number };
/** A page of the member list, with how many members name both a table and a circle, whatever the search. */
export type TMemberListPage = TMemberPage<TListedMember> & { bothUnitsTotal: number };

export const MEMBER_STATE_OPTIONS = [
  { value: "all", label: "All members" },
  { value: "pending", label: "Waiting for approval" },
  { value: "unapproved", label: "Un-approved" },
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
  /** "1": only the members whose row names both a table and a circle (set by the list's notice, not the form). */
  bothUnits: "" | "1";
};

export const EMPTY_FILTER: TMemberFilter = {
  q: "",
  tableNo: "",
  circleNo: "",
  areaNo: "",
  role: "",
  state: "all",
  bothUnits: "",
};

const pageOf = (data: Record<string, unknown>) => (Array.isArray(data.members) && typeof data.total === "number" ? data : null);

export const searchMembers = async (
  filter: TMemberFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TResult<TMemberListPage>> => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(filter)) if (value !== "" && value !== "all") query.set(key, value);
  return readReply(
    await requestJson(`/api/auth/searchmembers?${query}`, { signal }),
    (data) => (pageOf(data) && typeof data.bothUnitsTotal === "number" ? (data as TMemberListPage) : null),
    "The members could not be loaded.",
  );
};

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

export const updateMember = async (edit: TMemberEdit) =>
  readReply<TListedMember>(
    await requestJson("/api/auth/updatememberbyadmin", { method: "POST", body: edit }),
    ({ user }) => (isRecord(user) && typeof user.memberId === "number" ? user : null),
    "The member could not be saved.",
  );

export const sendPasswordReset = async (memberId: number) =>
  readReply<string>(
    await requestJson("/api/auth/resetpasswordbyadmin", { method: "POST", body: { memberId } }),
    readMessage,
    "The mail could not be sent.",
  );

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

export const createUser = (user: TNewUser) => postJson("/api/auth/createuser", user, "The account could not be created.");

export const fetchAgeProofs = async (page: number, pageSize: number, signal?: AbortSignal): Promise<TResult<TMemberPage>> => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  return readReply(
    await requestJson(`/api/auth/memberlistforageproofverification?${query}`, { signal }),
    pageOf,
    "The age proofs could not be loaded.",
  );
};

/** The decisions name the document the list showed: the API refuses them (409) if it has changed. */
type TShownProof = Pick<TAdminMember, "memberId" | "ageProofFileName">;

export const acceptAgeProof = ({ memberId, ageProofFileName }: TShownProof) =>
  postJson(
    "/api/auth/markmemberageproofverified",
    { memberId, ageProofFileName: ageProofFileName ?? undefined },
    "The age proof could not be accepted.",
  );

export const rejectAgeProof = ({ memberId, ageProofFileName }: TShownProof, reason: string) =>
  postJson(
    "/api/auth/deleteageproof",
    { memberId, ageProofFileName: ageProofFileName ?? undefined, reason },
    "The age proof could not be rejected.",
  );

/**
 * Re-opens a refused (closed) account and approves it: disablelock with isapproved 1, as the
 * sign-up list's approve, but without its `expect: "pending"` (a refused account is not pending);
 * it also mails the member.
 */
export const reopenAndApprove = (userName: string) =>
  postJson("/api/auth/disablelock", { username: userName, isapproved: "1" }, "The account could not be re-opened.");

/**
 * Approves again a member an Admin un-approved: disablelock with isapproved 1, which the server
 * logs as `member.reapprove` and mails as restored access (no sign-up's approval).
 */
export const restoreAccess = (userName: string) =>
  postJson("/api/auth/disablelock", { username: userName, isapproved: "1" }, "The member's access could not be restored.");

/** Only a sign-up still waiting (`expect: "pending"`): one approved meanwhile is answered 409, not un-approved. */
export const refuseSignup = (userName: string, reason: string) =>
  postJson(
    "/api/auth/disablelock",
    { username: userName, isapproved: "0", remark: reason, expect: "pending" },
    "The sign-up could not be refused.",
  );
