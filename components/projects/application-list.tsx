"use client";

// What the review queue and the table projects view share: the search by number or title after
// the screen's own filter, and the list of applications a page at a time (loading, failed, empty,
// the table, the page buttons). The member's own list (applications-screen) draws its table the same way.
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { TableScroll } from "@/components/ui/table-scroll";
import { TextField } from "@/components/ui/text-field";
import type { TApplicationView } from "./project-types";
import type { TReviewPage } from "./queries-api";

export const APPLICATIONS_PAGE_SIZE = 20;

type TApplicationSearchProps = {
  /** The words the screen was opened with. */
  initialWords?: string;
  /** Told the words, trimmed, on Search. */
  onSearch: (q: string) => void;
  /** The screen's own filter, before the words. */
  children: ReactNode;
};

export const ApplicationSearch = ({ initialWords = "", onSearch, children }: TApplicationSearchProps) => {
  const [words, setWords] = useState(initialWords);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(words.trim());
  };
  return (
    <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search" aria-label="Applications">
      {children}
      <TextField
        label="Number or title"
        className="min-w-64"
        value={words}
        maxLength={100}
        onChange={(event) => setWords(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
};

/** "Table 3" or "Circle 5". */
export const UnitCell = ({ application }: { application: TApplicationView }) => (
  <td className="px-3 py-2 whitespace-nowrap">
    {application.tableNo !== null ? `Table ${application.tableNo}` : `Circle ${application.circleNo}`}
  </td>
);

type TApplicationsGridProps = {
  /** Read by screen readers only. */
  caption: string;
  /** The column headings; an empty one is the actions' column. */
  headings: readonly string[];
  applications: readonly TApplicationView[];
  /** An application's cells. */
  cells: (application: TApplicationView) => ReactNode;
  /** The rows are the last page's, kept while the next loads. */
  stale?: boolean;
};

/** The table of a page of applications, a row each (also the member's own list, applications-screen). */
export const ApplicationsGrid = ({ caption, headings, applications, cells, stale }: TApplicationsGridProps) => (
  <TableScroll label={caption} stale={stale} className="rounded-lg border border-slate-200 bg-white">
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-slate-600">
        <tr>
          {headings.map((heading, index) => (
            <th key={index} scope="col" className="px-3 py-2 font-medium">
              {heading || <span className="sr-only">Actions</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {applications.map((application) => (
          <tr key={application.id}>{cells(application)}</tr>
        ))}
      </tbody>
    </table>
  </TableScroll>
);

type TApplicationsTableProps = {
  /** The page loaded (kept while the next loads), or null while loading. */
  value: TReviewPage | null;
  /** A load is under way (with `value`, the page before). */
  loading?: boolean;
  error: string | null;
  retry: () => void;
  /** Why there is nothing, under "No applications here". */
  emptyDescription: string;
  caption: string;
  headings: readonly string[];
  cells: (application: TApplicationView) => ReactNode;
  /** 0-based. */
  page: number;
  onPage: (page: number) => void;
};

export const ApplicationsTable = ({
  value,
  loading = false,
  error,
  retry,
  emptyDescription,
  caption,
  headings,
  cells,
  page,
  onPage,
}: TApplicationsTableProps) => (
  <>
    {error && <LoadError title="The applications could not be loaded." message={error} onRetry={retry} />}
    {!value && !error && <Skeleton label="Loading the applications" lines={5} />}
    {value && value.total === 0 && <EmptyState title="No applications here" description={emptyDescription} />}
    {value && value.total > 0 && (
      <ApplicationsGrid
        caption={caption}
        headings={headings}
        applications={value.tableProjectApplications}
        cells={cells}
        stale={loading}
      />
    )}
    <PageButtons
      label="Pages of applications"
      page={page}
      pages={value ? Math.ceil(value.total / APPLICATIONS_PAGE_SIZE) : 0}
      onPage={onPage}
    />
  </>
);
