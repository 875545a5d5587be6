// Browser calls of the members' reports screen: the report calls of SPEC.md section 7 (JSON), and
// their CSV form (`?format=csv`) where the API offers one (docs/api/reports.md).
import { readReply, type TResult } from "@/components/shared/post-form";
import { downloadCsv } from "@/components/shared/download-csv";
import { requestJson } from "@/components/shared/request-json";
import type { TDirectory } from "@/lib/reports/area-directory";
import type { TConvenors, TConvenorships } from "@/lib/reports/convenors";
import type { TMailingList, TMailingListForArea } from "@/lib/reports/mailing-lists";
import type { TAreaMinutesReport, TMinutesReport } from "@/lib/reports/minutes-reports";
import type { TStrength } from "@/lib/reports/strength";
import type { TTableReport } from "@/lib/reports/table-report";

export type { TAreaMinutesReport, TConvenors, TConvenorships, TDirectory, TMailingList, TMailingListForArea };
export type { TMinutesReport, TStrength, TTableReport };

const R = "/api/reports";
const FAILED = "The report could not be loaded.";

const get = async <T>(url: string, has: string, signal?: AbortSignal): Promise<TResult<T>> =>
  readReply<T>(await requestJson(url, { signal }), (data) => (has in data ? data : null), FAILED);

const post = async <T>(url: string, body: unknown, has: string, signal?: AbortSignal): Promise<TResult<T>> =>
  readReply<T>(await requestJson(url, { method: "POST", body, signal }), (data) => (has in data ? data : null), FAILED);

export const fetchStrength = (signal?: AbortSignal) => get<TStrength>(`${R}/strength`, "totals", signal);

export type TMailingAsk = { year: number; tables: number[] };
export const fetchMailingList = (ask: TMailingAsk, signal?: AbortSignal) =>
  post<TMailingList>(`${R}/mailinglist`, ask, "mailingList", signal);

export type TAreaMailingAsk = { year: number; areas: number[]; tables: number[]; postings: string[] };
export const fetchMailingListForArea = (ask: TAreaMailingAsk, signal?: AbortSignal) =>
  post<TMailingListForArea>(`${R}/mailinglistforarea`, ask, "mailingList", signal);

export const fetchAreaDirectory = (areaNo: number, year: number, signal?: AbortSignal) =>
  get<TDirectory>(`${R}/id/${areaNo}/${year}`, "tables", signal);

export const fetchTableReport = (year: number, areaNo: number, signal?: AbortSignal) =>
  get<TTableReport>(`${R}/gettablereportbyyeararea/${year}/${areaNo}`, "units", signal);

export const fetchMinutes = (year: number, table: number, signal?: AbortSignal) =>
  post<TMinutesReport>(`${R}/minutesreport`, { year, table }, "officeBearers", signal);

export const fetchAreaMinutes = (year: number, areano: number, signal?: AbortSignal) =>
  post<TAreaMinutesReport>(`${R}/areaminutesreport`, { year, areano }, "totals", signal);

export const fetchNationalConvenors = (year: number, signal?: AbortSignal) =>
  get<TConvenors>(`${R}/getnationalconvenors/${year}`, "convenors", signal);

export type TConvenorshipsAsk = { page: number; pageSize: number; year: number | null };
const convenorshipsQuery = (ask: Omit<TConvenorshipsAsk, "page" | "pageSize">, extra: Record<string, string>) => {
  const query = new URLSearchParams(extra);
  if (ask.year !== null) query.set("year", String(ask.year));
  return query;
};
export const fetchConvenorships = (ask: TConvenorshipsAsk, signal?: AbortSignal) =>
  get<TConvenorships>(
    `${R}/getminutesconvenorships?${convenorshipsQuery(ask, { page: String(ask.page), pageSize: String(ask.pageSize) })}`,
    "convenorships",
    signal,
  );

/** The CSV of a report the API offers as CSV; resolves to an error text, or null. */
export const REPORT_CSV = {
  strength: () => downloadCsv(`${R}/strength?format=csv`, "strength.csv"),
  mailingList: (ask: TMailingAsk) => downloadCsv(`${R}/mailinglist?format=csv`, "mailing-list.csv", ask),
  mailingListForArea: (ask: TAreaMailingAsk) => downloadCsv(`${R}/mailinglistforarea?format=csv`, "area-mailing-list.csv", ask),
  areaDirectory: (areaNo: number, year: number) =>
    downloadCsv(`${R}/id/${areaNo}/${year}?format=csv`, `area-${areaNo}-directory.csv`),
  tableReport: (year: number, areaNo: number) =>
    downloadCsv(`${R}/gettablereportbyyeararea/${year}/${areaNo}?format=csv`, `area-${areaNo}-table-report.csv`),
  nationalConvenors: (year: number) => downloadCsv(`${R}/getnationalconvenors/${year}?format=csv`, "national-convenors.csv"),
  convenorships: (year: number | null) =>
    downloadCsv(`${R}/getminutesconvenorships?${convenorshipsQuery({ year }, { format: "csv" })}`, "convenorships.csv"),
};
