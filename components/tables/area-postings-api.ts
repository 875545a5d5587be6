// The browser side of the area postings screen: getareapostings / getcirclepostings (one year's
// postings and who may be posted) and the area and circle savepostings (docs/api/tables.md).
import { failure, postJson, success, type TResult } from "@/components/shared/post-form";
import { requestJson } from "@/components/shared/request-json";
import { unitLabel } from "@/lib/tables/unit-label";
import { useLoad } from "@/components/shared/use-load";
import type { TOfficeBearer } from "./tables-api";

export type TUnitPosting = TOfficeBearer & {
  tableNo: number | null;
  circleNo: number | null;
  isActive: boolean;
  isApproved: boolean;
};

export type TCandidate = {
  memberId: number;
  title: string | null;
  fullName: string;
  userName: string;
  tableNo: number | null;
  circleNo: number | null;
};

type TYearPostings = { year: number; yearLabel: string; postings: TUnitPosting[]; candidates: TCandidate[] };

export type TAreaPostings = TYearPostings & {
  areaNo: number;
  areaName: string;
  circles: { circleNo: number; circleName: string }[];
};

export type TCirclePostings = TYearPostings & { circleNo: number; circleName: string; areaNo: number; areaName: string };

export type TPostingChanges = { add?: { memberId: number; role: string }[]; remove?: number[] };

/** "Ms. Tanvi Chair (RT2)": the member and their own table or circle. */
export const memberText = (member: Pick<TCandidate, "title" | "fullName" | "tableNo" | "circleNo">) => {
  const unit = unitLabel(member);
  return `${member.title ? `${member.title} ` : ""}${member.fullName}${unit ? ` (${unit})` : ""}`;
};

export const saveAreaPostings = (areaNo: number, year: number, changes: TPostingChanges) =>
  postJson<{ officeBearers: TOfficeBearer[] }>(
    "/api/table/saveareapostings",
    { areaNo, year, ...changes },
    "The chairman could not be saved.",
  );

export const saveCirclePostings = (circleNo: number, year: number, changes: TPostingChanges) =>
  postJson<{ officeBearers: TOfficeBearer[] }>(
    "/api/circle/savepostings",
    { circleNo, year, ...changes },
    "The office bearers could not be saved.",
  );

export const areaPostingsUrl = (areaNo: number, year: number) => `/api/table/getareapostings/${areaNo}?year=${year}`;
export const circlePostingsUrl = (circleNo: number, year: number) => `/api/circle/getcirclepostings/${circleNo}?year=${year}`;

/** One GET's postings, with the url they are of. */
const fetchPostings = async <T>(url: string, signal?: AbortSignal): Promise<TResult<{ url: string; data: T }>> => {
  const reply = await requestJson(url, { signal });
  return reply.ok ? success({ url, data: reply.data as T }) : failure(reply, "The postings could not be loaded.");
};

/** One GET, loaded again when the url changes or `reload` is called; a reload keeps showing the last data. */
export const usePostings = <T>(url: string) => {
  const { loading, value, error, retry } = useLoad(url, (signal) => fetchPostings<T>(url, signal), { keepStale: true });
  return {
    loading,
    // Kept while a reload runs, but not another url's (another year's) nor beside a failure.
    data: !error && value?.url === url ? value.data : null,
    // A reload shows none of the failure before.
    error: loading ? null : error,
    reload: retry,
  };
};
