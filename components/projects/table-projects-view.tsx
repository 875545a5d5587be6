"use client";

// projects/tableprojectsview: the project office's overview of every table's and circle's
// applications. How many are in each state group (lib/projects/application-groups.ts), and the
// applications of one group or all, newest first, 20 a page, narrowed to a year and a search if
// asked. A group is a link to its /projects/tableprojectsview/{group} page (keeping the year and
// the search) for the roles that may open it, and otherwise filters in place; a number links to the
// application when the member's roles may open its page.
import Link from "next/link";
import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { Select } from "@/components/ui/select";
import { cx } from "@/components/ui/cx";
import { canOpenPage } from "@/lib/auth/route-roles";
import type { TRole } from "@/lib/auth/roles";
import { STATE_GROUPS, findStateGroup, type TStateGroupSlug } from "@/lib/projects/application-groups";
import { APPLICATIONS_PAGE_SIZE as PAGE_SIZE, ApplicationSearch, ApplicationsTable, UnitCell } from "./application-list";
import { ApplicationNumberCell } from "./application-number-cell";
import { openStageHref } from "./applications-screen";
import { fetchReviewQueue, type TReviewPage } from "./queries-api";

const VIEW_PATH = "/projects/tableprojectsview";

const tileClass = (current: boolean) =>
  cx(
    "flex min-w-40 flex-col rounded-lg border px-4 py-3 text-left text-sm",
    current ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-200 bg-white text-slate-700 hover:border-brand-400",
  );

type TTileProps = { label: string; count: number | null; current: boolean; href: string | null; onSelect: () => void };

/** One group with its count: a link to the group's page when the member may open it, else a filter button. */
const GroupTile = ({ label, count, current, href, onSelect }: TTileProps) => {
  const body = (
    <>
      <span>{label}</span>
      <span className="text-2xl font-semibold">{count === null ? "…" : formatCount(count)}</span>
    </>
  );
  return href ? (
    <Link href={href} className={tileClass(current)} aria-current={current ? "page" : undefined}>
      {body}
    </Link>
  ) : (
    <button type="button" className={tileClass(current)} aria-pressed={current} onClick={onSelect}>
      {body}
    </button>
  );
};

type TFilters = { group: TStateGroupSlug | null; year: number | null; q: string; page: number };
export type TApplicationYear = { year: number; yearString: string };

type TProps = {
  roles: readonly TRole[];
  /** The years that have applications, newest first. */
  years: readonly TApplicationYear[];
  group?: TStateGroupSlug;
  /** The year and search the page was opened with (?year=&q=). */
  year?: number | null;
  q?: string;
};

export const TableProjectsView = ({ roles, years, group: initialGroup, year = null, q = "" }: TProps) => {
  const [filters, setFilters] = useState<TFilters>({ group: initialGroup ?? null, year, q, page: 0 });
  const { value, loading, error, retry } = useLoad<TReviewPage>(
    `tableprojectsview-${JSON.stringify(filters)}`,
    (signal) =>
      fetchReviewQueue(
        {
          startrecord: filters.page * PAGE_SIZE,
          takerecord: PAGE_SIZE,
          group: filters.group ?? undefined,
          year: filters.year ?? undefined,
          q: filters.q || undefined,
        },
        signal,
      ),
    { keepStale: true },
  );
  const narrowed = filters.year !== null || filters.q !== "";
  const query = new URLSearchParams({
    ...(filters.year !== null ? { year: String(filters.year) } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  }).toString();
  const counts: Record<string, number> | null = value?.counts ?? null;
  const countOf = (states: readonly string[]) => (counts ? states.reduce((sum, state) => sum + (counts[state] ?? 0), 0) : null);
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const hrefOf = (path: string) => (canOpenPage(path, roles) ? `${path}${query ? `?${query}` : ""}` : null);
  const current = filters.group ? findStateGroup(filters.group) : undefined;

  return (
    <div className="space-y-6">
      <ApplicationSearch initialWords={q} onSearch={(words) => setFilters({ ...filters, q: words, page: 0 })}>
        <Select
          label="Year"
          className="min-w-44"
          value={filters.year === null ? "" : String(filters.year)}
          onChange={(event) => setFilters({ ...filters, year: event.target.value ? Number(event.target.value) : null, page: 0 })}
          options={[
            { value: "", label: "All years" },
            ...years.map((entry) => ({ value: String(entry.year), label: entry.yearString })),
          ]}
        />
      </ApplicationSearch>
      <nav aria-label="State groups">
        <ul className="flex flex-wrap gap-3">
          <li>
            <GroupTile
              label="All applications"
              count={all}
              current={filters.group === null}
              // From a group's page, back to the overview; on the overview itself, a filter button.
              href={initialGroup ? hrefOf(VIEW_PATH) : null}
              onSelect={() => setFilters({ ...filters, group: null, page: 0 })}
            />
          </li>
          {STATE_GROUPS.map((group) => (
            <li key={group.slug}>
              <GroupTile
                label={group.label}
                count={countOf(group.states)}
                current={filters.group === group.slug}
                href={hrefOf(`${VIEW_PATH}/${group.slug}`)}
                onSelect={() => setFilters({ ...filters, group: group.slug, page: 0 })}
              />
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="text-lg font-semibold text-slate-900">{current ? current.label : "All applications"}</h2>
      <ApplicationsTable
        value={value}
        loading={loading}
        error={error}
        retry={retry}
        emptyDescription={
          narrowed
            ? "No application matches this year and search."
            : current
              ? "No application is in this group now."
              : "No table or circle has started an application yet."
        }
        caption={current ? `Applications: ${current.label}` : "All applications"}
        headings={["Number", "Table / circle", "Pack and title", "State", "Last change"]}
        cells={(application) => (
          <>
            <ApplicationNumberCell applicationNo={application.applicationNo} href={openStageHref(application)} roles={roles} />
            <UnitCell application={application} />
            <td className="px-3 py-2">
              <span className="block text-slate-500">
                {application.packName} ({application.yearString})
              </span>
              {application.title}
            </td>
            <td className="px-3 py-2">{application.stateLabel}</td>
            <td className="px-3 py-2 whitespace-nowrap">{istDay(application.stateChangedAt)}</td>
          </>
        )}
        page={filters.page}
        onPage={(page) => setFilters({ ...filters, page })}
      />
    </div>
  );
};
