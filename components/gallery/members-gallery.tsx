"use client";

// rti/projectgallery, the members' view of the project gallery: the years with their projects,
// twelve at a time, from the same calls the public gallery uses (getallgallerysummery,
// getprojectapplicationsforgallery). Completed grant projects arrive here the moment their final
// payment is recorded.
import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { useLoad } from "@/components/shared/use-load";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { cx } from "@/components/ui/cx";
import { staleMarks } from "@/components/ui/stale";
import type { TGalleryProject, TGallerySummary } from "@/lib/content/types";
import { fetchGalleryProjects, fetchGallerySummary } from "./gallery-api";
import { GalleryProjectCard } from "./gallery-project-card";

const PAGE_SIZE = 12;

/** A page of project cards; `stale`: the page before, kept while the next page or year loads. */
export const GalleryGrid = ({ projects, stale }: { projects: TGalleryProject[]; stale: boolean }) => {
  const marks = staleMarks(stale);
  return (
    <ul className={cx("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", marks.className)} aria-busy={marks["aria-busy"]}>
      {projects.map((project, index) => (
        <li key={project.id}>
          <GalleryProjectCard project={project} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
};

/** The chosen year's projects, a page at a time (the first year, the newest, at the start). */
const GalleryYears = ({ years, first }: { years: TGallerySummary[]; first: TGallerySummary }) => {
  const [year, setYear] = useState(first.year);
  const [page, setPage] = useState(0);
  // The page before stays on screen while the next one (or another year's first) loads.
  const {
    loading,
    value: projects,
    error,
    retry,
  } = useLoad(`projects-${year}-${page}`, (signal) => fetchGalleryProjects(year, page * PAGE_SIZE, PAGE_SIZE, signal), {
    keepStale: true,
  });

  return (
    <div className="space-y-6">
      <Select
        label="Year"
        className="max-w-xs"
        value={String(year)}
        onChange={(event) => {
          setYear(Number(event.target.value));
          setPage(0);
        }}
        options={years.map((item) => ({ value: String(item.year), label: item.yearString }))}
      />
      {error && <LoadError title="The projects could not be loaded." message={error} onRetry={retry} />}
      {!error && !projects && <Skeleton label="Loading the projects" lines={4} />}
      {!error && projects && projects.total === 0 && <EmptyState title="No projects in this year" />}
      {!error && projects && projects.total > 0 && (
        <>
          <p className="text-sm text-slate-600" aria-live="polite">
            {formatCount(projects.total)} {projects.total === 1 ? "project" : "projects"}
          </p>
          <GalleryGrid projects={projects.projects} stale={loading} />
          <PageButtons label="Pages of projects" page={page} pages={Math.ceil(projects.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </div>
  );
};

export const MembersGallery = () => {
  const { loading, value: years, error, retry } = useLoad("gallery-years", fetchGallerySummary);

  if (loading) return <Skeleton label="Loading the gallery" lines={4} />;
  if (!years) return <LoadError title="The gallery could not be loaded." message={error} onRetry={retry} />;
  const [first] = years;
  if (!first)
    return (
      <EmptyState
        title="No projects in the gallery yet"
        description="Completed projects appear here once they are paid in full."
      />
    );
  return <GalleryYears years={years} first={first} />;
};
