// The browser side of the area postings screen: getareapostings / getcirclepostings (one year's
// postings and who may be posted) and the area and circle savepostings (docs/api/tables.md).
import { useEffect, useState } from "react";
import { readApiError, requestJson } from "@/components/shared/request-json";
import { unitLabel } from "@/components/shared/unit-label";
import type { TOfficeBearer, TResult } from "./tables-api";

export type TUnitPosting = TOfficeBearer & { tableNo: number | null; circleNo: number | null; isActive: boolean };

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

const NETWORK_TEXT = "The portal could not be reached. Please try again.";

const failure = (status: number, data: unknown) =>
  ({ ok: false, status, error: status === 0 ? { message: NETWORK_TEXT, fields: {} } : readApiError(data) }) as const;

const post = async <T>(url: string, body: unknown): Promise<TResult<T>> => {
  const reply = await requestJson(url, { method: "POST", body });
  return reply.ok ? { ok: true, data: reply.data as T } : failure(reply.status, reply.data);
};

export const saveAreaPostings = (areaNo: number, year: number, changes: TPostingChanges) =>
  post<{ officeBearers: TOfficeBearer[] }>("/api/table/saveareapostings", { areaNo, year, ...changes });

export const saveCirclePostings = (circleNo: number, year: number, changes: TPostingChanges) =>
  post<{ officeBearers: TOfficeBearer[] }>("/api/circle/savepostings", { circleNo, year, ...changes });

export const areaPostingsUrl = (areaNo: number, year: number) => `/api/table/getareapostings/${areaNo}?year=${year}`;
export const circlePostingsUrl = (circleNo: number, year: number) => `/api/circle/getcirclepostings/${circleNo}?year=${year}`;

type TLoad<T> = { url: string; key: string; data: T | null; error: string | null };

/** One GET, loaded again when the url changes or `reload` is called; a reload keeps showing the last data. */
export const usePostings = <T>(url: string) => {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TLoad<T> | null>(null);
  const key = `${url}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    requestJson(url, { signal: controller.signal }).then(
      (reply) =>
        setState(
          reply.ok
            ? { url, key, data: reply.data as T, error: null }
            : {
                url,
                key,
                data: null,
                error: failure(reply.status, reply.data).error.message ?? "The postings could not be loaded.",
              },
        ),
      () => {},
    );
    return () => controller.abort();
  }, [url, key]);

  const current = state?.key === key ? state : null;
  return {
    loading: current === null,
    data: state?.url === url ? state.data : null,
    error: current?.error ?? null,
    reload: () => setAttempt((value) => value + 1),
  };
};
