// The project office's state groups (projects/tableprojectsview): every application state in
// exactly one group, by where the application is in the process. The slug is the page's {action}
// and getalltableprojectapplications' `group`.
import { isYearNumber } from "../content/year";
import type { TApplicationState } from "./application-states";

export const STATE_GROUPS = [
  { slug: "with-the-table", label: "With the table or area", states: ["DRAFT", "SUBMITTED", "EDIT_ALLOWED"] },
  {
    slug: "national-review",
    label: "With the national team",
    states: ["AREA_RECOMMENDED", "UNDER_REVIEW", "QUERY_RAISED", "ON_HOLD"],
  },
  { slug: "with-the-trust", label: "With the trust", states: ["NATIONAL_RECOMMENDED", "IN_CIRCULATION", "TRUST_APPROVED"] },
  { slug: "sanctioned", label: "Sanctioned and paying", states: ["SANCTIONED", "IN_PROGRESS", "COMPLETION_SUBMITTED"] },
  { slug: "completed", label: "Completed", states: ["COMPLETED"] },
  { slug: "rejected", label: "Rejected", states: ["REJECTED"] },
  { slug: "closed", label: "Closed or withdrawn", states: ["CLOSED", "WITHDRAWN"] },
] as const satisfies readonly { slug: string; label: string; states: readonly TApplicationState[] }[];

export type TStateGroup = (typeof STATE_GROUPS)[number];
export type TStateGroupSlug = TStateGroup["slug"];

export const STATE_GROUP_SLUGS = STATE_GROUPS.map((group) => group.slug) as [TStateGroupSlug, ...TStateGroupSlug[]];

/** The group of this slug, or undefined for a slug that names none. */
export const findStateGroup = (slug: string): TStateGroup | undefined => STATE_GROUPS.find((group) => group.slug === slug);

export type TViewSearchParams = { year?: string | string[]; q?: string | string[] };

/**
 * The year and search a view's address carries (?year=202526&q=...): a year that is no year
 * number, or a repeated parameter, is ignored; the search is cut to the 100 characters the list's
 * search takes.
 */
export const viewFilterOf = (params: TViewSearchParams): { year: number | null; q: string } => {
  const year = typeof params.year === "string" && /^\d{6}$/.test(params.year) ? Number(params.year) : null;
  return {
    year: year !== null && isYearNumber(year) ? year : null,
    q: typeof params.q === "string" ? params.q.trim().slice(0, 100) : "",
  };
};
