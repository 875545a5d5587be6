// Tables' projects (public): searchable by words, year and area; rendered per request from the
// query (a search page), 20 a page with links a crawler can follow.
import type { Metadata } from "next";
import Link from "next/link";
import { formatCount } from "@/lib/format-count";
import { PageContainer } from "@/components/layout/page-container";
import { TableProjectsList } from "@/components/public/table-projects-list";
import { buttonClasses } from "@/components/ui/button";
import { parseYearString } from "@/lib/content/year";
import { searchTableProjects, ZTableProjectSearch, type TTableProjectSearch } from "@/lib/projects/table-projects";

export const metadata: Metadata = {
  title: "Table Projects",
  description: "Projects carried out by the federation's tables and circles across India, by year and area.",
};

const PAGE_SIZE = 20;

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TableProjectsPage = async ({ searchParams }: TProps) => {
  const raw = Object.fromEntries(
    Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  // Each term on its own: one that is not understood is left out (and named), the rest still apply.
  const yearText = raw.year?.trim() ?? "";
  const terms: [keyof TTableProjectSearch, unknown, string][] = [
    ["q", raw.q, "Words"],
    ["year", yearText ? (parseYearString(yearText) ?? yearText) : undefined, "Year (write it as 2024-25)"],
    ["areaNo", raw.area || undefined, "Area (a number)"],
    ["startrecord", raw.start, "Page"],
  ];
  const search: Partial<TTableProjectSearch> = { takerecord: PAGE_SIZE };
  const leftOut: string[] = [];
  for (const [key, value, label] of terms) {
    const parsed = ZTableProjectSearch.shape[key].safeParse(value);
    if (parsed.success) Object.assign(search, { [key]: parsed.data });
    else leftOut.push(label);
  }
  const { tableProjects, total } = await searchTableProjects(search);
  const start = search.startrecord ?? 0;
  const href = (next: number) => {
    const params = new URLSearchParams(
      Object.entries({ q: raw.q ?? "", year: raw.year ?? "", area: raw.area ?? "", start: next ? String(next) : "" }).filter(
        ([, value]) => value,
      ),
    );
    return `/projects/tableprojects${params.size ? `?${params}` : ""}`;
  };
  return (
    <PageContainer
      title="Table Projects"
      width="wide"
      description="Projects carried out by tables and circles, searchable by year and area."
    >
      <form method="get" role="search" className="mb-6 grid gap-3 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-end">
        <label className="text-sm font-medium text-slate-700">
          Words
          <input name="q" defaultValue={raw.q ?? ""} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2" />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Year (such as 2024-25)
          <input
            name="year"
            defaultValue={raw.year ?? ""}
            placeholder="2024-25"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <label className="text-sm font-medium text-slate-700">
          Area
          <input
            name="area"
            defaultValue={raw.area ?? ""}
            inputMode="numeric"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <button type="submit" className={buttonClasses()}>
          Search
        </button>
      </form>
      {leftOut.length > 0 && (
        <p className="mb-4 text-sm text-red-700" role="alert">
          Not understood, so left out of the search: {leftOut.join("; ")}.
        </p>
      )}
      <p className="mb-4 text-sm text-slate-600">{total === 1 ? "One project" : `${formatCount(total)} projects`}</p>
      <TableProjectsList projects={tableProjects} />
      {total > PAGE_SIZE && (
        <nav aria-label="Pages of projects" className="mt-6 flex justify-between text-sm">
          {start > 0 ? (
            <Link className="text-brand-700 underline" href={href(Math.max(0, start - PAGE_SIZE))} rel="prev">
              Previous
            </Link>
          ) : (
            <span />
          )}
          {start + PAGE_SIZE < total && (
            <Link className="text-brand-700 underline" href={href(start + PAGE_SIZE)} rel="next">
              Next
            </Link>
          )}
        </nav>
      )}
    </PageContainer>
  );
};

export default TableProjectsPage;
