// The browser side of the tables calls (docs/api/tables.md): typed replies, errors read in one place.
import { readApiError, requestJson, type TApiError } from "@/components/shared/request-json";

export type TOfficeBearer = {
  postingId: number;
  memberId: number;
  title: string | null;
  fullName: string;
  userName: string;
  role: string;
  year: number;
  yearLabel: string;
};

export type TChairman = {
  memberId: number;
  title: string | null;
  fullName: string;
  officeEmail: string | null;
  mobile: string | null;
};

export type TTableItem = {
  tableId: number;
  tableNo: number;
  tableName: string;
  areaNo: number;
  areaName: string;
  city: string | null;
  charterDate: string | null;
  logoUrl: string | null;
  isDecharted: boolean;
  dechartedOn: string | null;
};

export type TTableDetails = TTableItem & {
  meetingPlace: string | null;
  dechartReason: string | null;
  bank: {
    accountName: string | null;
    accountNo: string | null;
    ifsc: string | null;
    bankName: string | null;
    branch: string | null;
  } | null;
  year: number;
  yearLabel: string;
  officeBearers: TOfficeBearer[];
  chairman: TChairman | null;
  areaChairman: TChairman | null;
  canEdit: boolean;
  canEditChairman: boolean;
};

export type TTableMember = { memberId: number; title: string | null; fullName: string; userName: string };

export type TTableDetailsInput = {
  tableNo: number;
  name: string;
  city: string;
  charterDate: string;
  meetingPlace: string;
  bankAccountName: string;
  bankAccountNo: string;
  bankIfsc: string;
  bankName: string;
  bankBranch: string;
};

export type TResult<T> = { ok: true; data: T } | { ok: false; error: TApiError; status: number };

const NETWORK: TApiError = { message: "The portal could not be reached. Please try again.", fields: {} };

const post = async <T>(url: string, body: unknown): Promise<TResult<T>> => {
  const reply = await requestJson(url, { method: "POST", body });
  if (reply.ok) return { ok: true, data: reply.data as T };
  return { ok: false, status: reply.status, error: reply.status === 0 ? NETWORK : readApiError(reply.data) };
};

export const updateTable = (input: TTableDetailsInput) => post<{ table: TTableDetails }>("/api/table/updatetable", input);

export const savePostings = (
  tableNo: number,
  year: number,
  changes: { add?: { memberId: number; role: string }[]; remove?: number[] },
) => post<{ officeBearers: TOfficeBearer[]; yearLabel: string }>("/api/table/savepostings", { tableNo, year, ...changes });

export const dechartTable = (input: { tableNo: number; dechartedOn: string; reason: string }) =>
  post<{ table: TTableDetails }>("/api/table/dechartertable", input);

export const listTables = async (): Promise<TResult<TTableItem[]>> => {
  const reply = await requestJson("/api/table/getalltables");
  if (reply.ok) return { ok: true, data: reply.data as TTableItem[] };
  return { ok: false, status: reply.status, error: reply.status === 0 ? NETWORK : readApiError(reply.data) };
};

/** Multipart: the logo as the `logo` file, with `tableNo`. */
export const uploadTableLogo = async (tableNo: number, file: File): Promise<TResult<{ table: TTableItem }>> => {
  const form = new FormData();
  form.append("tableNo", String(tableNo));
  form.append("logo", file);
  try {
    const response = await fetch("/api/table/uploadtablelogo", { method: "POST", body: form, credentials: "same-origin" });
    const data: unknown = await response.json().catch(() => null);
    if (response.ok) return { ok: true, data: data as { table: TTableItem } };
    return { ok: false, status: response.status, error: readApiError(data) };
  } catch {
    return { ok: false, status: 0, error: NETWORK };
  }
};
