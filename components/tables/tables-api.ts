// The browser side of the tables calls (docs/api/tables.md): typed replies, errors read in one place.
import { failure, postForm, postJson, readReply, success, type TResult } from "@/components/shared/post-form";
import { isRecord, requestJson } from "@/components/shared/request-json";

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
  nextYear: { year: number; yearLabel: string; officeBearers: TOfficeBearer[] };
  chairman: TChairman | null;
  areaChairman: TChairman | null;
  canEdit: boolean;
  canEditChairman: boolean;
  /** The details' version, sent back with a save: a save over someone else's change is refused (409). */
  revision: string;
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
  revision: string;
};

export const updateTable = (input: TTableDetailsInput) =>
  postJson<{ table: TTableDetails }>("/api/table/updatetable", input, "The details could not be saved.");

export const savePostings = (
  tableNo: number,
  year: number,
  changes: { add?: { memberId: number; role: string }[]; remove?: number[] },
) =>
  postJson<{ officeBearers: TOfficeBearer[]; yearLabel: string }>(
    "/api/table/savepostings",
    { tableNo, year, ...changes },
    "The office bearers could not be saved.",
  );

/**
 * A postings save refused for what the screen showed (400: a posting gone or a member moved
 * meanwhile; 409: a chairman posted, or the role held, meanwhile): the screen loads the postings
 * again, keeping the reason shown, so that it offers what can be done now (Remove, Change).
 */
export const refusedAsStale = (result: TResult<unknown>) => !result.ok && (result.status === 400 || result.status === 409);

export const getTableDetails = async (tableNo: number): Promise<TResult<TTableDetails>> =>
  readReply<TTableDetails>(
    await requestJson(`/api/table/gettabledetailsbytableno/${tableNo}`),
    (data) => (isRecord(data.nextYear) ? data : null),
    "The table could not be loaded.",
  );

export const dechartTable = (input: { tableNo: number; dechartedOn: string; reason: string }) =>
  postJson<{ table: TTableDetails }>("/api/table/dechartertable", input, "The table could not be de-chartered.");

export const listTables = async (signal?: AbortSignal): Promise<TResult<TTableItem[]>> => {
  const reply = await requestJson("/api/table/getalltables", { signal });
  return reply.ok && Array.isArray(reply.data)
    ? success(reply.data as TTableItem[])
    : failure(reply, "The tables could not be loaded.");
};

/** Multipart: the logo as the `logo` file, with `tableNo`. */
export const uploadTableLogo = async (tableNo: number, file: File): Promise<TResult<{ table: TTableItem }>> => {
  const form = new FormData();
  form.append("tableNo", String(tableNo));
  form.append("logo", file);
  const reply = await postForm("/api/table/uploadtablelogo", form);
  return reply.ok ? success(reply.data as { table: TTableItem }) : failure(reply, "The logo could not be uploaded.");
};
