"use client";

// The dashboard's print previews (getdashboardprintpreviews) for a member whose roles open an
// application's print preview but not the projects page (a table's secretary): their unit's
// applications, newest first, a page at a time, each with the stages submitted and a link to its
// print preview (Print and Download PDF are there).
import Link from "next/link";
import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { useLoad } from "@/components/shared/use-load";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { fetchDashboardPrintPreviews } from "./dashboard-api";

export const PRINT_PREVIEWS_PAGE_SIZE = 10;

/** "Table 2" or "Circle 5": the unit whose applications are listed. */
export const PrintPreviews = ({ unitName }: { unitName: string }) => {
  const [page, setPage] = useState(0);
  const { value, error, retry } = useLoad(
    `print-previews-${page}`,
    (signal) => fetchDashboardPrintPreviews(page * PRINT_PREVIEWS_PAGE_SIZE, PRINT_PREVIEWS_PAGE_SIZE, signal),
    { keepStale: true },
  );

  return (
    <section aria-labelledby="print-previews" className="space-y-3">
      <h2 id="print-previews" className="text-lg font-semibold text-slate-900">
        Applications of {unitName} to print
        {value && value.total > 0 && (
          <span className="ml-2 text-sm font-normal text-slate-600">({formatCount(value.total)})</span>
        )}
      </h2>
      {error && <LoadError title="Your unit's applications could not be loaded." message={error} onRetry={retry} />}
      {!value && !error && <Skeleton label="Loading your unit's applications" lines={3} />}
      {value && value.total === 0 && (
        <EmptyState
          title={`${unitName} has no applications yet.`}
          description="Once an office bearer starts one, its print preview is listed here."
        />
      )}
      {value && value.applications.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 shadow-sm">
          {value.applications.map((application) => (
            <li key={application.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
              <span className="font-medium text-slate-900">{application.applicationNo}</span>
              <span className="min-w-0 flex-1 text-sm text-slate-800">
                {application.title} · {application.yearString}
                <span className="block text-slate-600">
                  {application.stateLabel} ·{" "}
                  {application.submittedStages.length === 0
                    ? "nothing submitted yet: the preview shows the answers saved so far"
                    : `submitted: ${application.submittedStages.map((stage) => stage.name).join(", ")}`}
                </span>
              </span>
              <Link href={application.href} className="text-sm font-medium text-brand-700 underline">
                Print preview<span className="sr-only"> of {application.applicationNo}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageButtons
        label="Pages of your unit's applications"
        page={page}
        pages={value ? Math.ceil(value.total / PRINT_PREVIEWS_PAGE_SIZE) : 0}
        onPage={setPage}
      />
    </section>
  );
};
