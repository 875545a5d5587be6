// The project office's state groups (projects/tableprojectsview): every application state in
// exactly one group, by where the application is in the process. The slug is the page's {action}
// and getalltableprojectapplications' `group`.
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
