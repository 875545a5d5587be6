"use client";

// The member's applications (/projects): those they may see, newest first, 20 a page, each
// linking to the stage that is open now (when the member's roles may open that page: the trust's
// may not, so theirs show the number alone). Office bearers start a new one from the packs page.
import { useState } from "react";
import { istDay } from "@/lib/india-time";
import { useLoad } from "@/components/shared/use-load";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import type { TRole } from "@/lib/auth/roles";
import { ApplicationsGrid, UnitCell } from "./application-list";
import { ApplicationNumberCell } from "./application-number-cell";
import type { TApplicationView } from "./project-types";
import { fetchApplications, fetchTableApplications, type TApplicationPage } from "./projects-api";

const PAGE_SIZE = 20;
const HEADINGS = ["Number", "Title", "Pack", "Table / circle", "State", "Started"];

/** The page of the application's stage open now (the last when none is). */
export const openStageHref = (application: TApplicationView) => {
  const stage = application.stages.find((item) => item.state === "OPEN") ?? application.stages.at(-1);
  const base = stage?.filledBy === "AREA_CHAIRMAN" ? "/projects/arearecommendation" : "/projects/tableprojectapplication";
  return stage ? `${base}/${application.id}/${stage.id}` : null;
};

/** All the applications the member may see, or (tableNo) one table's. */
export const ApplicationsScreen = ({
  canStart,
  roles,
  tableNo,
}: {
  canStart: boolean;
  roles: readonly TRole[];
  tableNo?: number;
}) => {
  const [page, setPage] = useState(0);
  // The rows stay on screen while the next page loads.
  const {
    value: data,
    loading,
    error,
    retry,
  } = useLoad<TApplicationPage>(
    `applications-${tableNo ?? "all"}-${page}`,
    (signal) =>
      tableNo === undefined
        ? fetchApplications(page * PAGE_SIZE, PAGE_SIZE, signal)
        : fetchTableApplications(tableNo, page * PAGE_SIZE, PAGE_SIZE, signal),
    { keepStale: true },
  );

  if (error) return <LoadError title="The applications could not be loaded." message={error} onRetry={retry} />;
  if (!data) return <Skeleton label="Loading the applications" lines={4} />;
  const start = canStart ? <ButtonLink href="/projects/tableprojectpacks">Start an application</ButtonLink> : undefined;
  if (data.total === 0)
    return (
      <EmptyState
        title="No applications yet"
        description="Applications of your table or circle appear here once started."
        action={start}
      />
    );
  const pages = Math.ceil(data.total / PAGE_SIZE);
  return (
    <div className="space-y-4">
      {start && <div className="flex justify-end">{start}</div>}
      <ApplicationsGrid
        caption="Project applications"
        headings={HEADINGS}
        applications={data.tableProjectApplications}
        stale={loading}
        cells={(application) => (
          <>
            <ApplicationNumberCell applicationNo={application.applicationNo} href={openStageHref(application)} roles={roles} />
            <td className="px-3 py-2">{application.title}</td>
            <td className="px-3 py-2">
              {application.packName} ({application.yearString})
            </td>
            <UnitCell application={application} />
            <td className="px-3 py-2">
              <Badge tone={application.state === "DRAFT" ? "warning" : "brand"}>{application.stateLabel}</Badge>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{istDay(application.createdAt)}</td>
          </>
        )}
      />
      <PageButtons label="Pages of applications" page={page} pages={pages} onPage={setPage} />
    </div>
  );
};
