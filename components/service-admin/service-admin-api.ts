// Browser calls of the service admin screen (Admin, NEX): categories with their admins and
// metrics, and the member search of the Add New Admin dialog.
import { isRecord, requestJson, type TApiReply } from "@/components/shared/request-json";
import { failure, jsonForm, postForm, readReply, success, type TResult } from "@/components/shared/post-form";
import { isRole } from "@/lib/auth/roles";
import { canOpenHelpdesk } from "@/lib/service-requests/helpdesk-access";

const BASE = "/api/servicerequest";

export type TCategoryAdmin = {
  memberId: number;
  title: string | null;
  fullName: string;
  tableNo: number | null;
  officeEmail: string | null;
  mobile: string | null;
  /** False for an admin whose roles do not open /servicerequests (only getservicecategoryforadmin says). */
  canOpenHelpdesk: boolean;
};

export type TAdminCategory = {
  serviceCategoryId: number;
  categoryShortName: string;
  admins: TCategoryAdmin[];
  openCount: number | null;
  medianFirstResponseMinutes: number | null;
  medianResolveMinutes: number | null;
};

export type TMemberOption = {
  memberId: number;
  userName: string;
  title: string | null;
  fullName: string;
  tableNo: number | null;
  circleNo: number | null;
  /** From the member's roles: one who cannot open the helpdesk cannot be made a category admin. */
  canOpenHelpdesk: boolean;
};

const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

const toAdmin = (value: unknown): TCategoryAdmin | null => {
  if (!isRecord(value) || num(value.memberId) === null || text(value.fullName) === null) return null;
  return {
    memberId: value.memberId as number,
    title: text(value.title),
    fullName: value.fullName as string,
    tableNo: num(value.tableNo ?? value.rtTableNo),
    officeEmail: text(value.officeEmail),
    mobile: text(value.mobile),
    canOpenHelpdesk: value.canOpenHelpdesk !== false,
  };
};

const toAdmins = (value: unknown) => (Array.isArray(value) ? value.map(toAdmin).filter((admin) => admin !== null) : []);

const toCategory = (value: unknown): TAdminCategory | null => {
  if (!isRecord(value) || num(value.serviceCategoryId) === null || text(value.categoryShortName) === null) return null;
  return {
    serviceCategoryId: value.serviceCategoryId as number,
    categoryShortName: value.categoryShortName as string,
    admins: toAdmins(value.admins),
    openCount: num(value.openCount),
    medianFirstResponseMinutes: num(value.medianFirstResponseMinutes),
    medianResolveMinutes: num(value.medianResolveMinutes),
  };
};

export const fetchAdminCategories = async (signal?: AbortSignal) =>
  readReply<TAdminCategory[]>(
    await requestJson(`${BASE}/getservicecategoryforadmin`, { signal }),
    ({ serviceCategoryAdmin }) =>
      Array.isArray(serviceCategoryAdmin) ? serviceCategoryAdmin.map(toCategory).filter((category) => category !== null) : null,
    "The categories could not be loaded.",
  );

export const createCategory = async (name: string): Promise<TResult<TAdminCategory>> => {
  const reply = await postForm(`${BASE}/createNewCategoryName`, jsonForm({ categoryShortName: name }));
  const result = readReply<TAdminCategory>(
    reply,
    ({ newCategoryName }) => toCategory({ openCount: 0, ...(isRecord(newCategoryName) ? newCategoryName : {}) }),
    "The category could not be added.",
  );
  // 409 'Category Name Already Exists' belongs to the name field.
  if (!result.ok && reply.status === 409 && !result.fields.categoryShortName) result.fields.categoryShortName = result.message;
  return result;
};

const formOf = (fields: Record<string, string | number>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  return form;
};

export const deleteCategory = async (categoryId: number): Promise<TResult<null>> => {
  const reply = await postForm(`${BASE}/deleteservicecategoryname`, formOf({ srCatId: categoryId }));
  return reply.ok ? success(null) : failure(reply, "The category could not be removed.");
};

const adminsReply = (reply: TApiReply, fallback: string) =>
  readReply<TCategoryAdmin[]>(
    reply,
    ({ serviceAdmins }) => (Array.isArray(serviceAdmins) ? toAdmins(serviceAdmins) : null),
    fallback,
  );

export const addAdmin = async (memberId: number, categoryId: number) =>
  adminsReply(
    await postForm(`${BASE}/addnewserviceadmin`, formOf({ srmemId: memberId, srCatId: categoryId })),
    "The admin could not be added.",
  );

export const removeAdmin = async (memberId: number, categoryId: number) =>
  adminsReply(
    await postForm(
      `${BASE}/deleteserviceadmin`,
      jsonForm({ memberid: memberId }, [], "files", { serviceCategoryId: String(categoryId) }),
    ),
    "The admin could not be removed.",
  );

const toMemberOption = (value: unknown): TMemberOption | null => {
  if (!isRecord(value) || num(value.memberId) === null || text(value.userName) === null) return null;
  return {
    memberId: value.memberId as number,
    userName: value.userName as string,
    title: text(value.title),
    fullName: text(value.fullName) ?? (value.userName as string),
    tableNo: num(value.tableNo),
    circleNo: num(value.circleNo),
    canOpenHelpdesk: Array.isArray(value.roles)
      ? canOpenHelpdesk(value.roles.filter((role): role is string => typeof role === "string").filter(isRole))
      : true,
  };
};

/** Approved members matching a name, user name or table (GET /api/auth/getalluser, 10 at a time). */
export const searchMembers = async (q: string, signal?: AbortSignal) => {
  const query = new URLSearchParams({ q, take: "10", approved: "true" });
  return readReply<TMemberOption[]>(
    await requestJson(`/api/auth/getalluser?${query}`, { signal }),
    ({ users }) => (Array.isArray(users) ? users.map(toMemberOption).filter((member) => member !== null) : null),
    "Members could not be searched.",
  );
};
